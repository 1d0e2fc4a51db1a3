import Foundation
import PointerGeometry
import PointerInput

/// The root of a view hierarchy and the place where pointer input arrives, as UIKit's
/// `UIWindow`.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The pointer system of this window: hover tracking and event routing.
    let router = PointerRouter()
    /// The adaptive pointer: regions, styles, effects and their springs.
    let pointer = PointerObjects()
    /// The host's appearance (`hostUserInterfaceStyle`).
    var hostStyle: UIUserInterfaceStyle = .light
    /// The keyboard: first responder, held presses, key routing (Keyboard/KeyboardRouter.swift).
    let keyboard = KeyboardRouter()
    /// The clock of `UIView.animate` blocks running in this window.
    let animationClock = ViewAnimationClock()

    /// Creates a window with a frame in screen coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        storedWindow = self
        router.attach(to: self)
        pointer.attach(to: self)
        keyboard.attach(to: self)
    }

    /// Creates a window with a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        storedWindow = self
        router.attach(to: self)
        pointer.attach(to: self)
        keyboard.attach(to: self)
    }

    @MainActor deinit {
        // Views that outlive the window (kept by the app) must not point back at it, and
        // their recognizers' gestures cannot go on without it.
        // Two passes: every link first, then the cancellations, whose actions may reach any
        // view of the tree (a table's swipe settles its row) and must find none linked.
        // The window's own subviews lose their superview link too: a cancelled swipe settling
        // its row resizes a view, and laying out walks up the superviews, which must end
        // before this window.
        for view in storedSubviews { view.storedSuperview = nil }
        var stack = storedSubviews, views: [UIView] = []
        while let view = stack.popLast() {
            view.storedWindow = nil
            views.append(view)
            stack.append(contentsOf: view.storedSubviews)
        }
        for view in views {
            for recognizer in view.storedRecognizers { recognizer.inputWentAway() }
        }
        let me = ObjectIdentifier(self)
        registeredScene?.storedWindows.removeAll { $0.id == me }
    }

    /// Creates a window filling `windowScene`'s screen area.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screenBounds)
        storedWindow = self
        router.attach(to: self)
        pointer.attach(to: self)
        keyboard.attach(to: self)
        self.windowScene = windowScene
        register(in: windowScene, leaving: nil)
    }

    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene? {
        didSet { if oldValue !== windowScene { register(in: windowScene, leaving: oldValue) } }
    }

    /// The scene whose window list holds this window (its deinit removes the entry).
    private weak var registeredScene: UIWindowScene?

    private func register(in scene: UIWindowScene?, leaving old: UIWindowScene?) {
        registeredScene = scene
        let me = ObjectIdentifier(self)
        old?.storedWindows.removeAll { $0.id == me }
        scene?.storedWindows.append(UIWindowScene.WindowEntry(window: self))
        old?.evaluatePointerLock()
        scene?.evaluatePointerLock()
    }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewWillDisappear(false)
            oldValue?.view.removeFromSuperview()
            oldValue?.viewDidDisappear(false)
            if let controller = rootViewController {
                controller.view.frame = bounds
                controller.viewWillAppear(false)
                addSubview(controller.view)
                controller.viewDidAppear(false)
            }
            windowScene?.evaluatePointerLock()
        }
    }

    /// True for the window that receives keyboard input.
    open private(set) var isKeyWindow = false

    /// Shows the window and makes it the key window of its scene.
    open func makeKeyAndVisible() {
        for other in windowScene?.windows ?? [] where other !== self { other.isKeyWindow = false }
        isHidden = false
        isKeyWindow = true
        windowScene?.evaluatePointerLock()
    }

    /// PointerKit extension: makes the window stop being the key window (another app's
    /// window came in front, on the Mac).
    public func resignKey() {
        isKeyWindow = false
        windowScene?.evaluatePointerLock()
    }

    /// A window is its own window.
    open override var window: UIWindow? { self }

    /// Delivers an event to the window's gesture recognizers and views. Called by
    /// `UIApplication.sendEvent(_:)`; override to observe the window's events.
    open func sendEvent(_ event: UIEvent) {
        router.deliver(event)
    }

    func hierarchyDidChange() { router.invalidateHover() }

    // MARK: PointerKit extensions

    /// Feeds one engine event into the window's pointer system (backends and the test
    /// driver call this; apps never need to). Events arriving while another is being
    /// delivered (from inside a callback) are queued and delivered after it, in order.
    public func receive(_ event: PointerEvent) {
        layoutIfPending()
        router.receive(event)
    }

    /// Runs one frame at `time` (seconds on the host's clock): if views moved, appeared or
    /// disappeared since the last evaluation, hover is evaluated again under the still pointer.
    /// `UIView.animate` blocks and layer animations (`CALayer.add(_:forKey:)`) move on with the
    /// frame; their completions and delegates run after it.
    public func frame(at time: Double) {
        layoutIfPending()
        let finished = animationClock.advance(to: time)
        let layersDone = LayerAnimations.isRunning ? LayerAnimations.advance(self, by: animationClock.lastStep) : []
        dropFinishedTransitions()
        router.frame(at: time)
        for timing in finished { timing.complete(finished: !timing.isCancelled) }
        if !layersDone.isEmpty { LayerAnimations.finish(layersDone) }
        if CATransaction.implicitInUse { CATransaction.endImplicit() }
    }

    /// True while the scene holds the pointer locked: the pointer is hidden and frozen, hover
    /// is frozen, and motion arrives only as relative deltas (see `PointerDeviceObserver`).
    public var isPointerLocked: Bool { router.isPointerLocked }

    /// The pointer's position in the window's coordinates.
    public var pointerLocation: CGPoint { router.pointerLocation }

    /// The views under the pointer, the hit-test view first and then each superview up to
    /// the window; empty while the pointer is outside the window.
    public var hoveredViews: [UIView] { router.hoveredViews }
}
