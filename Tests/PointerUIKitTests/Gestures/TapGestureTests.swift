import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// Counts a tap recognizer's recognitions.
@MainActor final class TapCounter {
    var count = 0
    let tap: UITapGestureRecognizer
    init(on view: UIView, configure: (UITapGestureRecognizer) -> Void = { _ in }) {
        tap = UITapGestureRecognizer()
        configure(tap)
        view.addGestureRecognizer(tap)
        tap.addTarget(self, action: TapCounter.handle)
    }
    func handle(_ r: UITapGestureRecognizer) { if r.state == .ended { count += 1 } }
}

@Suite("Tap gestures") @MainActor
struct TapGestureTests {
    func board() -> (UIWindow, UIView, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(view)
        return (window, view, SimulatedPointer(.mouse, in: window, at: CGPoint(x: 100, y: 100)))
    }

    @Test("a primary click is a tap; by default a secondary click is not")
    func primaryByDefault() throws {
        let (_, view, mouse) = board()
        let counter = TapCounter(on: view)
        try mouse.click(.secondary)
        #expect(counter.count == 0)
        try mouse.click(.primary)
        #expect(counter.count == 1)
    }

    @Test("the seed's recipes: secondary clicks only, and the third mouse button")
    func seedRecipes() throws {
        let (_, view, mouse) = board()
        let secondary = TapCounter(on: view) { $0.buttonMaskRequired = .secondary }
        let third = TapCounter(on: view) { $0.buttonMaskRequired = .button(3) }
        secondary.tap.delegate = Simultaneous.shared
        try mouse.click(.primary)
        try mouse.click(.secondary)
        try mouse.click(3)
        #expect(secondary.count == 1 && third.count == 1)
    }

    @Test("a click that drags more than 10 pt is not a tap")
    func dragIsNotATap() throws {
        let (_, view, mouse) = board()
        let counter = TapCounter(on: view)
        try mouse.press()
        try mouse.move(by: CGVector(dx: 8, dy: 0))
        try mouse.release()
        #expect(counter.count == 1, "within 10 pt it is still a tap")
        try mouse.press()
        try mouse.move(by: CGVector(dx: 11, dy: 0))
        try mouse.release()
        #expect(counter.count == 1)
    }

    @Test("a double tap recognises on the second click; a single tap waiting for it to fail fires after the interval")
    func doubleTap() throws {
        let (_, view, mouse) = board()
        let double = TapCounter(on: view) { $0.numberOfTapsRequired = 2 }
        let single = TapCounter(on: view)
        single.tap.require(toFail: double.tap)
        try mouse.click()
        try mouse.click()
        #expect(double.count == 1 && single.count == 0)
        mouse.advance(by: 1)
        try mouse.click()
        #expect(single.count == 0, "the single tap waits while a double tap is still possible")
        mouse.advance(by: 0.2)
        #expect(single.count == 0)
        mouse.advance(by: 0.3)
        #expect(single.count == 1 && double.count == 1)
    }

    @Test("the button mask is only evaluated for pointing devices: a finger tap is a tap")
    func fingersIgnoreTheMask() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let counter = TapCounter(on: window) { $0.buttonMaskRequired = .secondary }
        let finger = SimulatedPointer(.finger, in: window)
        try finger.tap(at: CGPoint(x: 30, y: 30))
        #expect(counter.count == 1)
    }

    @Test("a two-finger tap needs two fingers")
    func twoFingers() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let counter = TapCounter(on: window) { $0.numberOfTouchesRequired = 2 }
        let finger = SimulatedPointer(.finger, in: window)
        try finger.tap(at: CGPoint(x: 30, y: 30))
        #expect(counter.count == 0)
        try finger.tap(at: CGPoint(x: 30, y: 30), fingers: 2)
        #expect(counter.count == 1)
    }

    @Test("setting buttonMaskRequired to 0 is a programmer error with a clear message")
    func emptyMaskIsAnError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UITapGestureRecognizer().buttonMaskRequired = [] }
        }
    }
}
