import Foundation
import Testing
import PointerInput
import PointerGeometry
import PointerUIKit
import PointerTesting

/// A mouse and a trackpad connected to one iPad move one pointer: each device goes on from
/// where the other left it.
@Suite("One pointer, several devices") @MainActor
struct OnePointerTests {
    /// A stage with a mouse and a trackpad attached to its window, both starting where the
    /// window puts them.
    static func twoDevices() -> (Stage, SimulatedPointer, SimulatedPointer) {
        let stage = Stage()
        return (stage, SimulatedPointer(.mouse, in: stage.window, deviceID: 1), SimulatedPointer(.trackpad, in: stage.window, deviceID: 2))
    }

    @Test("a trackpad's motion goes on from where the mouse left the pointer")
    func trackpadContinuesFromMouse() throws {
        let (stage, mouse, trackpad) = Self.twoDevices()
        try mouse.move(to: CGPoint(x: 150, y: 120))
        try trackpad.move(by: CGVector(dx: 10, dy: 5))
        #expect(stage.window.pointerLocation == CGPoint(x: 160, y: 125))
        #expect(trackpad.location == CGPoint(x: 160, y: 125) && mouse.location == CGPoint(x: 160, y: 125))
        #expect(trackpad.hoveredView === stage.view)
    }

    @Test("a trackpad scroll after the mouse moved the pointer scrolls where the pointer is, without moving it")
    func scrollUnderThePointer() throws {
        let (stage, mouse, trackpad) = Self.twoDevices()
        try trackpad.move(to: CGPoint(x: 30, y: 40))
        try mouse.move(to: CGPoint(x: 250, y: 180))
        let events = EventRecorder(trackpad)
        try trackpad.scroll(by: CGVector(dx: 0, dy: 30))
        let scrolls = events.take().filter { $0.kind == .scroll }
        #expect(!scrolls.isEmpty)
        #expect(scrolls.allSatisfy { $0.location == Point(x: 250, y: 180) })
        #expect(stage.window.pointerLocation == CGPoint(x: 250, y: 180))
    }

    @Test("a mouse click after the trackpad moved the pointer presses where the pointer is")
    func clickWhereThePointerIs() throws {
        let (stage, mouse, trackpad) = Self.twoDevices()
        try mouse.move(to: CGPoint(x: 150, y: 120))
        try trackpad.move(by: CGVector(dx: 20, dy: 0))
        try mouse.click()
        #expect(stage.view.log == ["began 170,120", "ended 170,120"])
    }

    @Test("a device attached at a place starts there with its first sample, even after another placed the pointer")
    func explicitStartingPlace() throws {
        let stage = Stage()
        let mouse = SimulatedPointer(.mouse, in: stage.window, deviceID: 1)
        try mouse.move(to: CGPoint(x: 150, y: 120))
        let trackpad = SimulatedPointer(.trackpad, in: stage.window, at: CGPoint(x: 10, y: 20), deviceID: 2)
        #expect(trackpad.location == CGPoint(x: 10, y: 20))
        try trackpad.move(by: CGVector(dx: 5, dy: 5))
        #expect(stage.window.pointerLocation == CGPoint(x: 15, y: 25))
        try mouse.move(by: CGVector(dx: 1, dy: 0))
        #expect(stage.window.pointerLocation == CGPoint(x: 16, y: 25))
    }

    @Test("a locked pointer stays put whichever device moves, and each goes on from there once unlocked")
    func lockedAcrossDevices() throws {
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        let game = LockingController()
        window.rootViewController = game
        window.makeKeyAndVisible()
        let mouse = SimulatedPointer(.mouse, in: window, deviceID: 1)
        let trackpad = SimulatedPointer(.trackpad, in: window, deviceID: 2)
        try mouse.move(to: CGPoint(x: 150, y: 120))
        game.locks = true
        game.setNeedsUpdateOfPrefersPointerLocked()
        #expect(window.isPointerLocked)
        try trackpad.move(by: CGVector(dx: 40, dy: 0))
        try mouse.move(by: CGVector(dx: 0, dy: 40))
        #expect(window.pointerLocation == CGPoint(x: 150, y: 120))
        game.locks = false
        game.setNeedsUpdateOfPrefersPointerLocked()
        try trackpad.move(by: CGVector(dx: 3, dy: 0))
        #expect(window.pointerLocation == CGPoint(x: 153, y: 120))
    }
}

/// A game's view controller that locks the pointer when told to.
final class LockingController: UIViewController {
    var locks = false
    override var prefersPointerLocked: Bool { locks }
}
