import Foundation

/// A function that changes a colour, as UIKit's `UIConfigurationColorTransformer`: a
/// background configuration's `backgroundColorTransformer`, a button configuration's
/// `imageColorTransformer`.
public struct UIConfigurationColorTransformer: Sendable {
    /// The function.
    public let transform: @MainActor @Sendable (UIColor) -> UIColor
    /// A transformer running `transform`.
    public init(_ transform: @escaping @MainActor @Sendable (UIColor) -> UIColor) { self.transform = transform }
    /// The colour transformed.
    @MainActor public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Turns a colour into the grey of its luminance.
    public static let grayscale = UIConfigurationColorTransformer { color in
        let l = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
        return UIColor(red: l, green: l, blue: l, alpha: color.alpha)
    }
    /// Replaces a colour with the system blue of UIKit's default tint, keeping its opacity.
    public static let preferredTint = UIConfigurationColorTransformer { color in
        UIColor.systemBlue.withAlphaComponent(color.alpha)
    }
    /// Replaces a colour with the system blue of UIKit's default tint, in grey when the colour
    /// is grey (PointerKit reads "monochrome" as keeping greys).
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        color.red == color.green && color.green == color.blue ? color : UIColor.systemBlue.withAlphaComponent(color.alpha)
    }
}

/// A function that changes text attributes, as UIKit's
/// `UIConfigurationTextAttributesTransformer`: a button configuration's title and subtitle
/// transformers receive the attributes the button would draw with (`font`,
/// `foregroundColor`) and return those to draw with.
public struct UIConfigurationTextAttributesTransformer: Sendable {
    /// The function.
    public let transform: @MainActor @Sendable (AttributeContainer) -> AttributeContainer
    /// A transformer running `transform`.
    public init(_ transform: @escaping @MainActor @Sendable (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    /// The attributes transformed.
    @MainActor public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
