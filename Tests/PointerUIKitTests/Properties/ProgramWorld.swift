import Foundation
@testable import PointerUIKit
import PointerInput
import PointerTesting

/// A recognizer under test: every action is checked against the continuous-gesture contract
/// (began, changed…, then ended or cancelled) as it happens.
@MainActor final class RecognizerProbe {
    let name: String
    let recognizer: UIGestureRecognizer
    let continuous: Bool
    /// True between a began and its ended or cancelled.
    var active = false
    /// Weak: a world being freed frees its window, which cancels gestures still running.
    weak var world: ProgramWorld?

    init(name: String, recognizer: UIGestureRecognizer, world: ProgramWorld?) {
        self.name = name
        self.recognizer = recognizer
        self.world = world
        continuous = !(recognizer is UITapGestureRecognizer)
        recognizer.addTarget(self, action: RecognizerProbe.handle)
    }

    func handle() {
        let state = recognizer.state
        guard continuous else { return }
        switch state {
        case .began:
            if active { world?.violation("\(name) began twice without ending") }
            active = true
        case .changed:
            if !active { world?.violation("\(name) changed without began") }
        case .ended, .cancelled:
            if !active { world?.violation("\(name) \(state) without began") }
            active = false
        default:
            world?.violation("\(name) called its action in state \(state)")
        }
    }
}

/// Answers a random program's pointer interaction with the region and style it drew.
/// Like app code may, every answer first reads the pointer's state (`readPointerState`), and
/// every other delegate changes the view tree from inside its callbacks (`rebuildsViews`).
@MainActor final class ProgramPointerDelegate: UIPointerInteractionDelegate {
    let region: RegionKind
    let style: StyleKind
    /// True: `regionFor` adds a hidden subview to the interaction's view, or takes away the one it
    /// added last time, and `willExit` takes it away; the hit test is unchanged, the tree is not.
    let rebuildsViews: Bool
    /// True: the first `willEnter` takes the interaction's view out of the window (the app
    /// still holds it), under the pointer, while the region is being entered.
    let removesItsView: Bool
    private var added: UIView?
    private var removed = false
    init(region: RegionKind, style: StyleKind, rebuildsViews: Bool, removesItsView: Bool = false) {
        self.region = region; self.style = style; self.rebuildsViews = rebuildsViews; self.removesItsView = removesItsView
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        readPointerState(interaction.view?.window)
        if rebuildsViews, let view = interaction.view { added = toggleHiddenSubview(of: view, added: added) }
        let r = defaultRegion.rect
        switch region {
        case .whole: return defaultRegion
        case .latching:
            let latching = UIPointerRegion(rect: r, identifier: "latch")
            latching.latchingAxes = .both
            return latching
        case .half:
            let left = request.location.x < r.midX
            return UIPointerRegion(rect: CGRect(x: left ? r.minX : r.midX, y: r.minY, width: r.width / 2, height: r.height),
                                   identifier: left ? 0 : 1)
        case .nanRect: return UIPointerRegion(rect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        case .hugeRect: return UIPointerRegion(rect: CGRect(x: -1e300, y: -1e300, width: 1e308, height: 1e308))
        case .offside: return UIPointerRegion(rect: CGRect(x: 1e19, y: 0, width: 10, height: 10))
        }
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
        readPointerState(interaction.view?.window)
        if removesItsView, !removed { removed = true; interaction.view?.removeFromSuperview() }
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
        readPointerState(interaction.view?.window)
        if let added { added.removeFromSuperview(); self.added = nil }
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        readPointerState(interaction.view?.window)
        guard let view = interaction.view else { return nil }
        let preview = UITargetedPreview(view: view)
        switch style {
        case .highlight: return UIPointerStyle(effect: .highlight(preview))
        case .lift: return UIPointerStyle(effect: .lift(preview))
        case .hover: return UIPointerStyle(effect: .hover(preview, preferredTintMode: .overlay, prefersShadow: true, prefersScaledContent: true))
        case .automatic: return UIPointerStyle(effect: .automatic(preview), shape: .roundedRect(view.frame.insetBy(dx: -4, dy: -4)))
        case .shapeRect: return UIPointerStyle(shape: .roundedRect(CGRect(x: -10, y: -10, width: 20, height: 20), radius: 4))
        case .beam: return UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: .vertical)
        case .hidden: return .hidden()
        case .system: return .system()
        case .hugeShape: return UIPointerStyle(shape: .roundedRect(CGRect(x: -1e300, y: 0, width: 1e308, height: 1e19), radius: 1e300))
        case .nanShape: return UIPointerStyle(shape: .horizontalBeam(length: .nan), constrainedAxes: .both)
        case .nanPath: return UIPointerStyle(shape: .path(UIBezierPath(rect: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4))))
        case .accessories:
            let s = UIPointerStyle(effect: .highlight(preview))
            s.accessories = [.arrow(.left), .arrow(.right), .arrow(.top), .arrow(.bottom), .arrow(.topLeft)]
            return s
        case .hostileAccessories:
            let s = UIPointerStyle(effect: .lift(preview))
            let hostile: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e19]
            s.accessories = hostile.enumerated().map { i, v in
                .arrow(UIPointerAccessory.Position(offset: i % 2 == 0 ? v : 14, angle: i % 2 == 0 ? 0 : v))
            }
            return s
        }
    }
}

/// Reads what app code may read of the pointer from inside an override or a delegate callback:
/// its visible place, the views it hovers, the current region's view, the lock (the window's
/// and the scene's) and the drawn scene. The pointer system is never inside a mutation then.
@MainActor func readPointerState(_ window: UIWindow?) {
    guard let window else { return }
    let p = window.visiblePointerLocation
    let scene = window.pointerScene()
    let locked = window.isPointerLocked || window.windowScene?.pointerLockState?.isLocked == true
    _ = window.hoveredViews.count + (window.currentPointerView == nil ? 0 : 1) + (locked ? 1 : 0) + scene.layers.count
    _ = p.x + p.y
}

/// Adds a hidden subview to `view` when `added` is nil, else takes `added` away: a change to the
/// view tree that leaves every hit test as it was. Returns the subview now added.
@MainActor func toggleHiddenSubview(of view: UIView, added: UIView?) -> UIView? {
    if let added { added.removeFromSuperview(); return nil }
    let child = UIView(frame: view.bounds.insetBy(dx: 2, dy: 2).standardized)
    child.isHidden = true
    view.addSubview(child)
    return child
}

/// A scroll view delegate that zooms the scroll view's first subview.
@MainActor final class ZoomingDelegate: NSObject, UIScrollViewDelegate {
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { scrollView.subviews.first }
}

/// The app side of a random program: the window, the views and recognizers the app still
/// holds, and the Swift each step amounts to (for reporting a shrunk failure).
@MainActor final class ProgramWorld {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 450))
    let device: SimulatedPointer
    /// A second window views move to, which the app may let go of mid-gesture.
    var spareWindow: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    /// Every view created, by number; nil once the app let go of it.
    var views: [(name: String, view: UIView?)] = []
    var probes: [RecognizerProbe?] = []
    var delegates: [AnyObject] = []
    var violations: [String] = []
    /// The view the last `removeView(_, release: true)` let go of, and its name: nothing in
    /// PointerKit may keep it alive.
    weak var released: UIView?
    var releasedName = ""
    var code: [String] = []
    var samples = 0

    init(device kind: DeviceKind) {
        device = SimulatedPointer(kind, in: window, at: CGPoint(x: 5, y: 5))
        code.append("let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 450))")
        code.append("let device = SimulatedPointer(.\(kind), in: window, at: CGPoint(x: 5, y: 5))")
        code.append("var spareWindow: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))")
    }

    func violation(_ text: String) { violations.append(text) }

    /// The views the app still holds.
    var heldViews: [(name: String, view: UIView)] {
        views.compactMap { entry in entry.view.map { (entry.name, $0) } }
    }

    /// The live probes (recognizers the app still holds).
    var liveProbes: [RecognizerProbe] { probes.compactMap { $0 } }

    func view(_ index: Int) -> (name: String, view: UIView)? {
        let held = heldViews
        return held.isEmpty ? nil : held[abs(index) % held.count]
    }

    /// The window or a held view, for parents.
    func container(_ index: Int) -> (name: String, view: UIView) {
        let held = heldViews
        let i = abs(index) % (held.count + 1)
        return i == 0 ? ("window", window) : (held[i - 1].name + "!", held[i - 1].view)
    }

    func probe(_ index: Int) -> RecognizerProbe? {
        let live = liveProbes
        return live.isEmpty ? nil : live[abs(index) % live.count]
    }
}
