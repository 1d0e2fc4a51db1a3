import Foundation
import Synchronization
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

/// Accessibility as shipping iPad apps set it, and as a screen reader reads and uses it.
@Suite("Accessibility") @MainActor
struct AccessibilityTests {
    func player() -> (UIWindow, UIButton, UILabel, UISwitch) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let play = UIButton(type: .system)
        play.setTitle("Play", for: .normal)
        play.frame = CGRect(x: 20, y: 40, width: 80, height: 44)
        let title = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 20))
        title.text = "팟캐스트 42화"
        let autoplay = UISwitch(frame: CGRect(x: 20, y: 140, width: 51, height: 31))
        let plain = UIView(frame: CGRect(x: 0, y: 200, width: 400, height: 100))
        for view in [play, title, autoplay, plain] { window.addSubview(view) }
        return (window, play, title, autoplay)
    }

    @Test("a screen reader reads a button by its title, a label by its text and a switch by its state; a plain view and a button's own title label are not read")
    func defaultsAsUIKitGivesThem() {
        let (window, play, _, autoplay) = player()
        let elements = window.accessibleElements
        #expect(elements.map(\.label) == ["Play", "팟캐스트 42화", ""])
        #expect(elements[0].traits == .button)
        #expect(elements[1].traits == .staticText)
        #expect(elements[2].value == "0")
        #expect(elements[0].frame == CGRect(x: 20, y: 40, width: 80, height: 44))
        play.isEnabled = false
        autoplay.isOn = true
        #expect(window.accessibleElements[0].traits == [.button, .notEnabled], "a disabled button is read as dimmed")
        #expect(window.accessibleElements[2].value == "1")
    }

    @Test("what the app sets wins: its label, hint, traits, a view made an element, and hidden subtrees")
    func appSettings() {
        let (window, play, title, _) = player()
        play.accessibilityLabel = "Play episode 42"
        play.accessibilityHint = "Starts playback"
        title.accessibilityTraits = .header
        let artwork = UIImageView(frame: CGRect(x: 300, y: 20, width: 80, height: 80))
        artwork.isAccessibilityElement = true
        artwork.accessibilityLabel = "Artwork"
        window.addSubview(artwork)
        let elements = window.accessibleElements
        #expect(elements[0].label == "Play episode 42" && elements[0].hint == "Starts playback")
        #expect(elements[1].traits == .header)
        #expect(elements.last?.label == "Artwork" && elements.last?.traits == .image)
        play.accessibilityLabel = nil
        #expect(play.accessibilityLabel == nil, "nil stays nil once the app set it, as in UIKit")
        title.superview?.accessibilityElementsHidden = true
        #expect(window.accessibleElements.isEmpty)
    }

    @Test("activating from the screen reader presses a button and flips a switch; a custom action runs; a removed element does nothing")
    func actions() {
        let (window, play, _, autoplay) = player()
        var pressed = 0, deleted = 0
        play.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        play.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete") { _ in deleted += 1; return true }]
        let id = window.accessibleElements[0].id
        #expect(window.accessibleElements[0].actions == ["Delete"])
        #expect(window.performAccessibilityAction(.activate, on: id))
        #expect(window.performAccessibilityAction(.custom(0), on: id))
        #expect(!window.performAccessibilityAction(.custom(1), on: id), "an action index out of range is refused")
        #expect(pressed == 1 && deleted == 1)
        #expect(window.performAccessibilityAction(.activate, on: window.accessibleElements[2].id))
        #expect(autoplay.isOn)
        play.removeFromSuperview()
        #expect(!window.performAccessibilityAction(.activate, on: id), "an element no longer in the window is not acted on")
        #expect(pressed == 1)
    }

    @Test("a 10 MB label reaches the screen reader cut to 1,000 characters; the view keeps all of it")
    func hugeLabel() {
        let (window, play, _, _) = player()
        let huge = String(repeating: "가", count: 10_000_000 / 3)
        play.accessibilityLabel = huge
        #expect(play.accessibilityLabel?.count == huge.count)
        let exposed = window.accessibleElements[0].label
        #expect(exposed.count == 1_001 && exposed.hasSuffix("…"))
    }

    @Test("Reduce Motion follows the host and posts its notification only when it changes")
    func reduceMotion() {
        let posted = Mutex(0)
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in posted.withLock { $0 += 1 } }
        defer { NotificationCenter.default.removeObserver(observer); UIAccessibility.setReduceMotion(false) }
        UIAccessibility.setReduceMotion(true)
        UIAccessibility.setReduceMotion(true)
        #expect(UIAccessibility.isReduceMotionEnabled)
        #expect(posted.withLock { $0 } == 1)
    }

    @Test("an announcement reaches the host once")
    func announcement() {
        _ = UIAccessibility.takeAnnouncements()
        UIAccessibility.post(notification: .announcement, argument: "다운로드 완료")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(UIAccessibility.takeAnnouncements() == ["다운로드 완료"])
        #expect(UIAccessibility.takeAnnouncements().isEmpty)
    }
}

/// A free function styling tiles, off the main actor, as shipping apps write it.
nonisolated func tileShape(radius: CGFloat) -> UIShape { .rect(cornerRadius: radius, cornerCurve: .continuous) }

final class GlowLayer: CALayer {
    var glow: CGFloat = 0
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer); glow = (layer as? GlowLayer)?.glow ?? 0 }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class GlowView: UIView {
    override class var layerClass: AnyClass { GlowLayer.self }
}

@Suite("Code from shipping apps") @MainActor
struct ShippingAppCodeTests {
    @Test("a pointer shape made off the main actor styles a tile like one made on it")
    func shapeOffMainActor() async {
        let made = await Task.detached { tileShape(radius: 12) }.value
        #expect(made == UIShape.rect(cornerRadius: 12, cornerCurve: .continuous))
    }

    @Test("a custom layer subclass written as for UIKit is a view's layer and copies itself")
    func customLayer() {
        let view = GlowView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer is GlowLayer)
        let original = GlowLayer()
        original.glow = 3
        #expect(GlowLayer(layer: original).glow == 3)
    }

    @Test("a button placed in a toolbar through a custom view gets the pointer effect, unless the app turns it off")
    func barButtonCustomView() {
        let button = UIButton(type: .custom)
        #expect(!button.isPointerInteractionEnabled)
        _ = UIBarButtonItem(customView: button)
        #expect(button.isPointerInteractionEnabled)
        #expect(UIPointerInteraction().delegate == nil, "UIPointerInteraction() has no delegate: the automatic effect")
    }

    @Test("without UIApplicationSupportsIndirectInputEvents a mouse's click-and-drag still starts a drag at once")
    func dragWithoutIndirectInput() throws {
        let app = UIApplication.shared
        app.supportsIndirectInputEvents = false
        defer { app.supportsIndirectInputEvents = true }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let photo = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(photo)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 120, y: 130))
        let source = DragSource()
        photo.addInteraction(UIDragInteraction(delegate: source))
        try mouse.press()
        try mouse.move(by: CGVector(dx: 5, dy: 0))
        #expect(source.events == ["items", "begin"])
        try mouse.release()
    }
}
