import Foundation
import Testing
import PointerInput
import PointerUIKit
import PointerGameController
import PointerTesting

/// A view controller that wants the pointer locked, as a game's does.
final class LockingController: UIViewController {
    var wantsLock = true
    override var prefersPointerLocked: Bool { wantsLock }
}

/// Records which mice a GameController notification was posted for.
@MainActor final class MouseNotifications {
    var mice: [ObjectIdentifier] = []
    private var token: NSObjectProtocol?
    init(_ name: Notification.Name) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
            let mouse = (note.object as? GCMouse).map(ObjectIdentifier.init)
            MainActor.assumeIsolated {
                if let mouse { self?.mice.append(mouse) }
            }
        }
    }
    func stop() { token.map(NotificationCenter.default.removeObserver) }
    func saw(_ mouse: GCMouse?) -> Bool { mouse.map { mice.contains(ObjectIdentifier($0)) } ?? false }
}

@Suite("GCMouse") @MainActor
struct GCMouseTests {
    /// A window in a scene of its own, a mouse on it, and the mouse's GCMouse.
    static func setUp(lock: Bool, device: DeviceKind = .mouse) throws -> (UIWindowScene, UIWindow, SimulatedPointer, GCMouse) {
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        let controller = LockingController()
        controller.wantsLock = false
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let pointer = SimulatedPointer(device, in: window, at: CGPoint(x: 90, y: 100))
        let mouse = try #require(GCMouse.mouse(attachedTo: pointer.pipeline))
        // The pointer comes into the window before the game locks it, as a person's does.
        try pointer.move(to: CGPoint(x: 100, y: 100))
        controller.wantsLock = lock
        controller.setNeedsUpdateOfPrefersPointerLocked()
        return (scene, window, pointer, mouse)
    }

    @Test("GCMouse's mouseMovedHandler receives relative motion while the pointer is locked, y up, and the pointer stays")
    func lockedMotion() throws {
        let (scene, window, pointer, mouse) = try Self.setUp(lock: true)
        defer { scene.disconnect() }
        #expect(window.isPointerLocked)
        var moves: [[Float]] = []
        mouse.mouseInput?.mouseMovedHandler = { _, dx, dy in moves.append([dx, dy]) }
        try pointer.move(by: CGVector(dx: 30, dy: 40))
        try pointer.move(by: CGVector(dx: -5, dy: -2))
        #expect(moves == [[30, -40], [-5, 2]])
        #expect(pointer.location == CGPoint(x: 100, y: 100), "a locked pointer does not move")
    }

    @Test("while the pointer is not locked the handler still receives motion, and the pointer moves")
    func unlockedMotion() throws {
        let (scene, window, pointer, mouse) = try Self.setUp(lock: false)
        defer { scene.disconnect() }
        #expect(!window.isPointerLocked)
        var moves: [[Float]] = []
        mouse.mouseInput?.mouseMovedHandler = { _, dx, dy in moves.append([dx, dy]) }
        try pointer.move(by: CGVector(dx: 10, dy: 0))
        #expect(moves == [[10, 0]])
        #expect(pointer.location == CGPoint(x: 110, y: 100))
    }

    @Test("the left, right and middle buttons follow buttons 1, 2 and 3, and call their handlers as they change")
    func buttons() throws {
        let (scene, _, pointer, mouse) = try Self.setUp(lock: true)
        defer { scene.disconnect() }
        let input = try #require(mouse.mouseInput)
        var changes: [String] = []
        input.leftButton.pressedChangedHandler = { _, value, pressed in changes.append("left \(value) \(pressed)") }
        input.rightButton?.pressedChangedHandler = { _, value, pressed in changes.append("right \(value) \(pressed)") }
        try pointer.press(1)
        #expect(input.leftButton.isPressed && input.leftButton.value == 1)
        try pointer.click(2)
        try pointer.press(3)
        #expect(input.middleButton?.isPressed == true && input.rightButton?.isPressed == false)
        try pointer.release(1)
        #expect(!input.leftButton.isPressed && input.leftButton.value == 0)
        #expect(changes == ["left 1.0 true", "right 1.0 true", "right 0.0 false", "left 0.0 false"])
    }

    @Test("buttons 4 and up appear as auxiliary buttons, in order, when first used")
    func auxiliaryButtons() throws {
        let (scene, _, pointer, mouse) = try Self.setUp(lock: false)
        defer { scene.disconnect() }
        let input = try #require(mouse.mouseInput)
        #expect(input.auxiliaryButtons == nil)
        try pointer.press(6)
        let aux = try #require(input.auxiliaryButtons)
        #expect(aux.count == 3)
        #expect(aux.map(\.isPressed) == [false, false, true], "button 6 is the third auxiliary button")
        try pointer.release(6)
        #expect(input.auxiliaryButtons?[2].isPressed == false)
    }

    @Test("a device connecting is announced and becomes current; the same device always gives the same mouse")
    func connecting() throws {
        _ = GCMouse.mice()
        let connected = MouseNotifications(GCMouse.didConnectNotification)
        defer { connected.stop() }
        let (scene, _, pointer, mouse) = try Self.setUp(lock: false)
        defer { scene.disconnect() }
        #expect(connected.saw(mouse))
        #expect(GCMouse.current === mouse)
        #expect(GCMouse.mice().contains { $0 === mouse })
        #expect(GCMouse.mouse(attachedTo: pointer.pipeline) === mouse)
    }

    @Test("the mouse last used becomes current again; typing on a keyboard does not count as using it")
    func currentFollowsUse() throws {
        let (scene, _, first, firstMouse) = try Self.setUp(lock: false)
        defer { scene.disconnect() }
        let (otherScene, _, _, secondMouse) = try Self.setUp(lock: false)
        defer { otherScene.disconnect() }
        #expect(GCMouse.current === secondMouse)
        let becameCurrent = MouseNotifications(GCMouse.didBecomeCurrentNotification)
        defer { becameCurrent.stop() }
        try SimulatedKeyboard(sharing: first).press(.keyboardA)
        #expect(GCMouse.current === secondMouse)
        try first.move(by: CGVector(dx: 1, dy: 0))
        #expect(GCMouse.current === firstMouse)
        #expect(becameCurrent.saw(firstMouse))
    }

    @Test("unplugging a mouse announces it, removes it from the mice, and names the device by kind")
    func disconnecting() throws {
        let (scene, _, trackpad, mouse) = try Self.setUp(lock: false, device: .trackpad)
        defer { scene.disconnect() }
        try trackpad.move(by: CGVector(dx: 1, dy: 1))
        #expect(mouse.vendorName == "Trackpad")
        let disconnected = MouseNotifications(GCMouse.didDisconnectNotification)
        defer { disconnected.stop() }
        try trackpad.unplug()
        #expect(disconnected.saw(mouse))
        #expect(!GCMouse.mice().contains { $0 === mouse })
        #expect(GCMouse.current !== mouse)
    }
}
