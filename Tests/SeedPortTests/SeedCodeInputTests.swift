// Session 10094's remaining code samples: scroll types, a third-button tap, and the first
// version of the secondary-click gesture (the seed shows it before the Control-click one in
// SeedCodeTests.swift; a namespace keeps the two classes apart).
import Foundation
import Testing
import PointerUIKit
import PointerTesting

// MARK: 8:19 Scroll input for touch surfaces, and for scroll wheels as well

final class DrawerController: UIViewController {
    let drawerPan = UIPanGestureRecognizer()
    let pullToRefreshPan = UIPanGestureRecognizer()

    override func viewDidLoad() {
        view.addGestureRecognizer(drawerPan)
        view.addGestureRecognizer(pullToRefreshPan)
        // Enable scroll input for touch surface devices
        self.drawerPan.allowedScrollTypesMask = [.continuous]
        // Enable scroll input for scroll wheel devices as well
        self.pullToRefreshPan.allowedScrollTypesMask = [.all]
    }
}

// MARK: 14:17 A tap with the third mouse button

final class MiddleClickController: UIViewController {
    let thirdMouseButtonTap = UITapGestureRecognizer()

    override func viewDidLoad() {
        view.addGestureRecognizer(thirdMouseButtonTap)
        self.thirdMouseButtonTap.buttonMaskRequired = .button(3)
    }
}

// MARK: 16:38 Only handle secondary clicks

enum FirstVersion {
    class SecondaryClickGesture: UIGestureRecognizer {
        override func shouldReceive(_ event: UIEvent) -> Bool {
            // Must look at the event’s mask, not the gesture’s
            return event.buttonMask == .secondary
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            // Touch handling code ...
            state = .recognized  // the seed elides the handling; this line stands for it

        }
    }
}

@Suite("Session 10094's input samples run as written") @MainActor
struct SeedCodeInputTests {
    @Test("a trackpad's two-finger scroll moves the drawer; a mouse wheel moves only the pull-to-refresh pan")
    func scrollTypes() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let controller = DrawerController()
        window.rootViewController = controller
        var drawer = 0, refresh = 0
        controller.drawerPan.addTarget(controller) { (_: DrawerController) in { (_: UIPanGestureRecognizer) in drawer += 1 } }
        controller.pullToRefreshPan.addTarget(controller) { (_: DrawerController) in { (_: UIPanGestureRecognizer) in refresh += 1 } }
        let trackpad = SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 150, y: 150))
        try trackpad.scroll(by: CGVector(dx: 0, dy: 40))
        trackpad.advance(by: 3)   // the scroll's momentum runs out
        #expect(drawer > 0, "the drawer takes the trackpad (one pan at a time: it began first)")
        let (drawerBefore, refreshBefore) = (drawer, refresh)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 150, y: 150))
        try mouse.scroll(notches: CGVector(dx: 0, dy: 2))
        mouse.advance(by: 0.5)
        #expect(drawer == drawerBefore, "the drawer ignores the wheel")
        #expect(refresh > refreshBefore, "pull to refresh takes the wheel too")
    }

    @Test("only a click of the third button is the third-button tap")
    func thirdButton() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let controller = MiddleClickController()
        window.rootViewController = controller
        var taps = 0
        controller.thirdMouseButtonTap.addTarget(controller) { (_: MiddleClickController) in { (_: UITapGestureRecognizer) in taps += 1 } }
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 150, y: 150))
        try mouse.click(1)
        try mouse.click(2)
        #expect(taps == 0)
        try mouse.click(3)
        #expect(taps == 1)
    }

    @Test("the first secondary-click gesture takes secondary clicks only, not Control-clicks")
    func secondaryOnly() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var recognized = 0
        let gesture = FirstVersion.SecondaryClickGesture { r in if r.state == .recognized { recognized += 1 } }
        window.addGestureRecognizer(gesture)
        let mouse = SimulatedPointer(.mouse, in: window)
        try mouse.click(.primary)
        try mouse.click(.primary, modifiers: .control)
        #expect(recognized == 0)
        try mouse.click(.secondary)
        #expect(recognized == 1)
    }
}
