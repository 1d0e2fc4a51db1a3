import Foundation

/// A rectangle of an interaction's view that gets one pointer style, as UIKit's
/// `UIPointerRegion`.
@preconcurrency @MainActor
public final class UIPointerRegion: NSObject {
    /// The region, in the interaction view's coordinates.
    public let rect: CGRect
    /// Tells regions with equal rects apart (and equal regions with moved rects together).
    public let identifier: AnyHashable?
    /// While the primary button is held, the style stays and movement is free along these axes.
    public var latchingAxes: UIAxis = []
    /// True when the region has an identifier: regions without one (every default region) are
    /// compared by this flag, without copying the optional identifiers through their boxes.
    let hasIdentifier: Bool
    /// Creates a region.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect; self.identifier = identifier
        hasIdentifier = identifier != nil
        super.init()
    }
}

/// What the system asks a pointer interaction about: where the pointer is, in the
/// interaction view's coordinates, and the modifiers held, as UIKit's `UIPointerRegionRequest`.
@preconcurrency @MainActor
public final class UIPointerRegionRequest: NSObject {
    /// The pointer's location in the interaction's view.
    public internal(set) var location: CGPoint
    /// The keyboard modifiers held.
    public internal(set) var modifiers: UIKeyModifierFlags
    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location; self.modifiers = modifiers
        super.init()
    }
}

/// Animations that run alongside a pointer transition, as UIKit's
/// `UIPointerInteractionAnimating`.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Adds changes to animate with the pointer's spring (set animatable view properties).
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion: true when the animation finished, false when interrupted.
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// The delegate that customises a pointer interaction, as UIKit's
/// `UIPointerInteractionDelegate`. Every method is optional: the extension gives UIKit's
/// defaults. Not implementing `styleFor` gives the automatic effect for the interaction's
/// view; implementing it and returning nil gives the system pointer, as in UIKit.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region for a pointer location, or nil for none (the system pointer). Asked on
    /// every move inside the view. Default: `defaultRegion` (the view's bounds).
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The style for a region, asked when the region changes (rect or identifier).
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is about to enter a region.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
    /// The pointer is about to leave a region.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    /// Default: the default region.
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    /// Default: "not implemented", which means the automatic effect for the view.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        UIPointerStyle.notImplemented
    }
    /// Default: nothing.
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
    /// Default: nothing.
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
}

/// Gives a view an adaptive pointer: regions, styles and effects, as UIKit's
/// `UIPointerInteraction`.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    /// The delegate (held weakly); nil gives the automatic effect over the whole view.
    open weak var delegate: (any UIPointerInteractionDelegate)?
    /// The delegate of an interaction PointerKit makes for its own views (a text view's beam),
    /// held strongly by the interaction rather than weakly: a weak reference gives the delegate
    /// a side table, and every retain of it the slow path (benchmark `text: pointer move`).
    var systemDelegate: (any UIPointerInteractionDelegate)?
    /// The delegate asked: the app's, or PointerKit's own.
    var activeDelegate: (any UIPointerInteractionDelegate)? { systemDelegate ?? delegate }
    /// False makes the interaction ignored, as if absent.
    open var isEnabled = true { didSet { if oldValue != isEnabled { invalidate() } } }
    /// The view the interaction is attached to (UIKit declares it weak).
    open var view: UIView? { storedView }
    /// The view, as a checked `unowned` reference rather than a weak one: a weak reference
    /// moves its target's reference count into a side table for good, and every retain of a view
    /// carrying an interaction then takes the slow path (benchmark `region and style per move`).
    /// Cleared when the interaction is removed and by the view's deinit.
    unowned var storedView: UIView?
    /// True for the interactions PointerKit's own views carry (a text view's beam): a view's
    /// app-added interaction takes precedence over it, as an app's style wins on iPadOS.
    var isSystemProvided = false
    /// Bumped by `invalidate()`: the current region and style are asked for again.
    var generation = 0
    /// The handle the pointer engine knows this interaction by (`HostObjects`).
    let pointerHandle = HostObjects.reserve()
    /// Regions the pointer has been in, with whether their style was a content effect
    /// (highlight or lift): what a toss may be drawn to without asking the delegate again.
    var metRegions: [MetRegion] = []

    /// Creates an interaction with a delegate.
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
        HostObjects.insert(self, as: pointerHandle)
    }

    // Isolated to the main actor, as UIView's: the table's entry goes with the interaction.
    @MainActor deinit { HostObjects.remove(pointerHandle) }

    /// Creates an interaction with no delegate: the view's bounds are its region and the
    /// system picks its effect (`UIPointerEffect.automatic`), as `init(delegate: nil)`.
    public override convenience init() { self.init(delegate: nil) }

    /// Asks the delegate again for the current region and style (on the next frame).
    open func invalidate() {
        generation &+= 1
        view?.window?.pointer.needsUpdate = true
    }

    /// Attaching: nothing to prepare.
    open func willMove(to view: UIView?) {}
    /// Remembers the view.
    open func didMove(to view: UIView?) {
        self.view?.window?.pointer.needsUpdate = true
        storedView = view
        view?.window?.pointer.needsUpdate = true
    }

    // Resolution helpers the pointer objects call (kept here so the delegate defaults apply).
    // The request and the default region are reused between moves (the default region is
    // made anew only when the view's bounds change), so a move inside an unchanged region
    // allocates nothing.
    private var request = UIPointerRegionRequest(location: .zero, modifiers: [])
    private var defaultRegion = UIPointerRegion(rect: .zero)

    func region(at location: CGPoint, modifiers: UIKeyModifierFlags, in view: UIView) -> UIPointerRegion? {
        if defaultRegion.rect != view.bounds { defaultRegion = UIPointerRegion(rect: view.bounds) }
        guard let delegate = activeDelegate else { return defaultRegion }
        request.location = location
        request.modifiers = modifiers
        return delegate.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion)
    }

    func style(for region: UIPointerRegion) -> UIPointerStyle? {
        guard let delegate = activeDelegate else { return UIPointerStyle.notImplemented }
        return delegate.pointerInteraction(self, styleFor: region)
    }
}
