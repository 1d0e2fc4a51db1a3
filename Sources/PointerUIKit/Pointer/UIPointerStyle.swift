import Foundation
import PointerGeometry

/// Axes of a 2D layout, as UIKit's `UIAxis`.
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Creates axes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}

/// The pointer's shape, as UIKit's `UIPointerShape`.
public enum UIPointerShape: Sendable {
    /// A custom outline, in the interaction view's coordinates.
    case path(Path)
    /// A rounded rectangle in the interaction view's coordinates.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A vertical text beam of `length` points (the text insertion pointer).
    case verticalBeam(length: CGFloat)
    /// A horizontal beam, for vertical text.
    case horizontalBeam(length: CGFloat)

    /// The system's corner radius for rounded pointer shapes: 8 pt.
    public static let defaultCornerRadius: CGFloat = 8

    /// A custom outline from a bezier path (UIKit's `.path(UIBezierPath)`).
    @MainActor public static func path(_ bezier: UIBezierPath) -> UIPointerShape { .path(bezier.path) }

    /// A beam's thickness: 2 pt. iPadOS publishes none; matches the text caret.
    public static let beamThickness: CGFloat = 2
}

/// The effect applied to a view under the pointer, as UIKit's `UIPointerEffect`.
public enum UIPointerEffect {
    /// How hover tints its view.
    public enum TintMode: Int, Sendable {
        /// No tint.
        case none = 0
        /// A tint drawn over the view.
        case overlay = 1
        /// A tint drawn under the view.
        case underlay = 2
    }
    /// The system chooses from the view (the automatic rule in PointerUIKit's article "The adaptive pointer").
    case automatic(UITargetedPreview)
    /// The pointer morphs into a platter behind the view, which moves a little with it.
    case highlight(UITargetedPreview)
    /// The view grows, gains a shadow, and the pointer hides under it.
    case lift(UITargetedPreview)
    /// The view is tinted, optionally shadowed and scaled; the pointer keeps its shape.
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
               prefersScaledContent: Bool = true)

    /// The preview the effect applies to.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let p), .highlight(let p), .lift(let p), .hover(let p, _, _, _): p
        }
    }
}

/// What the pointer looks like over a region, as UIKit's `UIPointerStyle`.
@preconcurrency @MainActor
public final class UIPointerStyle: NSObject {
    enum Kind { case effect(UIPointerEffect, UIPointerShape?), shape(UIPointerShape, UIAxis), hidden, system }
    let kind: Kind
    /// Accessories shown around the pointer; at most 4 are shown (the first four), as iPadOS.
    public var accessories: [UIPointerAccessory] = []

    init(kind: Kind) { self.kind = kind; super.init() }

    /// A style that applies `effect` to its view, with the pointer morphing into `shape`
    /// when given.
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(kind: .effect(effect, shape))
    }
    /// A style that changes only the pointer's shape; `constrainedAxes` make the pointer
    /// recentre on the region along those axes when the finger lifts (text beams ride lines).
    public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        self.init(kind: .shape(shape, axes))
    }
    /// A style that hides the pointer.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(kind: .hidden) }
    /// The system pointer (the 19 pt circle).
    public static func system() -> UIPointerStyle { UIPointerStyle(kind: .system) }

    /// The value a delegate's default `styleFor` returns: "not implemented".
    static let notImplemented = UIPointerStyle(kind: .system)
}
