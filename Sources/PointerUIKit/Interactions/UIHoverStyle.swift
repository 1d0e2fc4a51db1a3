import Foundation

/// A hover effect for `UIHoverStyle`, as UIKit's `UIHoverEffect` (iOS 17). Apps use the
/// system's three (`.automatic`, `.highlight`, `.lift`) and do not conform their own types.
public protocol UIHoverEffect: Sendable {}

/// The system chooses highlight or lift from the view, as the pointer's automatic effect does.
public struct UIHoverAutomaticEffect: UIHoverEffect, Hashable {
    /// The automatic effect.
    public init() {}
}

/// The pointer morphs into a platter behind the view, which moves a little with it.
public struct UIHoverHighlightEffect: UIHoverEffect, Hashable {
    /// The highlight effect.
    public init() {}
}

/// The view grows and casts a shadow, and the pointer hides under it.
public struct UIHoverLiftEffect: UIHoverEffect, Hashable {
    /// The lift effect.
    public init() {}
}

extension UIHoverEffect where Self == UIHoverAutomaticEffect {
    /// The automatic effect.
    public static var automatic: UIHoverAutomaticEffect { UIHoverAutomaticEffect() }
}

extension UIHoverEffect where Self == UIHoverHighlightEffect {
    /// The highlight effect.
    public static var highlight: UIHoverHighlightEffect { UIHoverHighlightEffect() }
}

extension UIHoverEffect where Self == UIHoverLiftEffect {
    /// The lift effect.
    public static var lift: UIHoverLiftEffect { UIHoverLiftEffect() }
}

/// What a view does under the pointer, as UIKit's `UIHoverStyle` (iOS 17): an effect and a
/// shape. Set it as a view's `hoverStyle`.
///
/// On iPadOS 17, `UIPointerStyle` is a subclass of `UIHoverStyle`; PointerKit keeps the two
/// classes apart (a pointer style cannot be assigned as a hover style).
@preconcurrency @MainActor
open class UIHoverStyle: NSObject {
    /// The effect (default automatic).
    open var effect: any UIHoverEffect { didSet { changed() } }
    /// The shape, nil for the system's shape for the view (its bounds, rounded as the pointer's
    /// default).
    open var shape: UIShape? { didSet { changed() } }
    /// False turns the effect off without removing the style (the view shows the system
    /// pointer, or an enclosing view's effect).
    open var isEnabled = true { didSet { changed() } }
    /// Bumped by every change: a view showing the style asks it again.
    private(set) var generation = 0

    /// A style with `effect`, and `shape` (nil: the system's shape).
    public init(effect: some UIHoverEffect, shape: UIShape? = nil) {
        self.effect = effect
        self.shape = shape
        super.init()
    }

    /// A style with the automatic effect and `shape`.
    public convenience init(shape: UIShape? = nil) { self.init(effect: .automatic, shape: shape) }

    /// The automatic effect with the system's shape (UIKit's `+automaticStyle`).
    public class func automatic() -> Self { Self(effect: UIHoverAutomaticEffect(), shape: nil) }

    /// Required so that `automatic()` can make subclasses.
    public required init(effect: UIHoverAutomaticEffect, shape: UIShape?) {
        self.effect = effect
        self.shape = shape
        super.init()
    }

    /// A copy with the same effect, shape and `isEnabled` (what `UIView.hoverStyle` keeps, as
    /// UIKit's property is `@NSCopying`). PointerKit's classes do not adopt `NSCopying`, whose
    /// requirement cannot be met by a main-actor class without an unchecked conformance.
    func copied() -> UIHoverStyle {
        let copy = UIHoverStyle(effect: UIHoverAutomaticEffect(), shape: shape)
        copy.effect = effect
        copy.isEnabled = isEnabled
        return copy
    }

    private func changed() {
        generation &+= 1
        owner?.invalidate()
    }
    /// The interaction showing this style (set by `UIView.hoverStyle`), told of changes.
    /// Checked `unowned`, not weak (a weak reference would slow every retain of the
    /// interaction, which each pointer move makes); the interaction clears it when it lets the
    /// style go or is freed.
    unowned var owner: UIPointerInteraction?
}
