import PointerUIKit

/// A named colour of the palette.
public struct Swatch: Equatable {
    /// The colour's name.
    public var name: String
    /// Hue, saturation and brightness, 0...1.
    public var hue: CGFloat, saturation: CGFloat, brightness: CGFloat

    /// The colour.
    @MainActor public var color: UIColor { UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1) }

    /// `count` swatches around the colour wheel, in two brightnesses.
    public static func wheel(count: Int) -> [Swatch] {
        let names = ["Red", "Orange", "Yellow", "Lime", "Green", "Teal", "Cyan", "Azure", "Blue", "Violet", "Purple", "Pink"]
        return (0..<max(count, 0)).map { i in
            let step = i % 24
            let hue = CGFloat(step % 12) / 12
            let dark = step >= 12
            return Swatch(name: (dark ? "Deep " : "") + names[step % 12] + (i >= 24 ? " \(i / 24 + 1)" : ""),
                          hue: hue, saturation: 0.75, brightness: dark ? 0.6 : 0.95)
        }
    }
}
