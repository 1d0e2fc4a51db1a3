import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

/// Records a pinch or rotation's states with the values its action saw.
@MainActor final class TransformProbe {
    var states: [UIGestureRecognizer.State] = []
    var touchCounts: [Int] = []
    var scales: [CGFloat] = []
    var rotations: [CGFloat] = []
    var velocities: [CGFloat] = []
    func pinch(_ r: UIPinchGestureRecognizer) {
        states.append(r.state); touchCounts.append(r.numberOfTouches); scales.append(r.scale); velocities.append(r.velocity)
    }
    func rotate(_ r: UIRotationGestureRecognizer) {
        states.append(r.state); touchCounts.append(r.numberOfTouches); rotations.append(r.rotation); velocities.append(r.velocity)
    }
}

@Suite("Pinch and rotation") @MainActor
struct PinchRotationTests {
    /// A window with a photo (50,50 200×200) and, beside it, a button (260,130 60×40).
    func board() -> (UIWindow, photo: UIView, button: UIView, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let photo = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let button = UIView(frame: CGRect(x: 260, y: 130, width: 60, height: 40))
        window.addSubview(photo)
        window.addSubview(button)
        return (window, photo, button, SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 150, y: 150)))
    }

    @Test("with the key, a trackpad pinch arrives as transform events: scale and velocity, no touches")
    func transformPinch() throws {
        let (_, photo, _, trackpad) = board()
        let probe = TransformProbe()
        photo.addGestureRecognizer(UIPinchGestureRecognizer(target: probe, action: TransformProbe.pinch))
        try trackpad.pinch(to: 2, steps: 4)
        #expect(probe.states == [.began, .changed, .changed, .changed, .ended])
        #expect(probe.touchCounts.allSatisfy { $0 == 0 })
        #expect(probe.scales.first == 1.25)
        #expect(probe.scales.last == 2)
        #expect(probe.velocities.last.map { abs($0 - 0.25 * 120) < 1e-6 } == true, "0.25 per frame at 120 Hz")
    }

    @Test("setting scale to 1 in the action makes the pinch report increments")
    func scaleRebase() throws {
        let (_, photo, _, trackpad) = board()
        var increments: [CGFloat] = []
        photo.addGestureRecognizer(UIPinchGestureRecognizer { r in increments.append(r.scale); r.scale = 1 })
        try trackpad.pinch(to: 2, steps: 2)
        #expect(increments.count == 3)
        #expect(abs(increments[0] - 1.5) < 1e-9)
        #expect(abs(increments[1] - 2 / 1.5) < 1e-9)
        #expect(abs(increments[2] - 1) < 1e-9, "the end repeats the last scale, already consumed")
    }

    @Test("with the key, a trackpad rotation drives a rotation recognizer in radians, clockwise")
    func transformRotation() throws {
        let (_, photo, _, trackpad) = board()
        let probe = TransformProbe()
        photo.addGestureRecognizer(UIRotationGestureRecognizer(target: probe, action: TransformProbe.rotate))
        try trackpad.pinch(to: 1, rotation: .pi / 2, steps: 4)
        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        #expect(probe.touchCounts.allSatisfy { $0 == 0 })
        #expect(abs((probe.rotations.last ?? 0) - .pi / 2) < 1e-9)
        #expect((probe.velocities.first ?? 0) > 0)
    }

    @Test("a pinch recognizer reading location(ofTouch:) during a transform is a programmer error")
    func locationOfTouchDuringTransform() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
                let trackpad = SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 100, y: 100))
                window.addGestureRecognizer(UIPinchGestureRecognizer { r in _ = r.location(ofTouch: 0, in: nil) })
                try? trackpad.pinch(to: 2)
            }
        }
    }

    @Test("the location of a transform-driven pinch is the pointer's")
    func transformLocation() throws {
        let (_, photo, _, trackpad) = board()
        var locations: [CGPoint] = []
        photo.addGestureRecognizer(UIPinchGestureRecognizer { r in locations.append(r.location(in: r.view)) })
        try trackpad.pinch(to: 1.5, steps: 1)
        #expect(locations.first == CGPoint(x: 100, y: 100))
    }

    @Test("without the key, a pinch comes as two touches 100 pt apart that move with the scale")
    func compatibilityPinch() throws {
        let app = UIApplication.shared
        app.supportsIndirectInputEvents = false
        defer { app.supportsIndirectInputEvents = true }
        let (_, photo, _, trackpad) = board()
        let probe = TransformProbe()
        var firstSpan: CGFloat?
        let pinch = UIPinchGestureRecognizer { r in
            probe.pinch(r)
            if firstSpan == nil {
                let a = r.location(ofTouch: 0, in: nil), b = r.location(ofTouch: 1, in: nil)
                firstSpan = hypot(b.x - a.x, b.y - a.y)
            }
        }
        photo.addGestureRecognizer(pinch)
        try trackpad.pinch(to: 1.5, steps: 4)
        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        #expect(probe.touchCounts.dropLast().allSatisfy { $0 == 2 }, "two synthesised touches while it runs")
        #expect(firstSpan == 112.5, "100 pt apart at the start, ×1.125 after the first step")
        #expect(abs((probe.scales.last ?? 0) - 1.5) < 1e-9)
    }

    @Test("without the key, a small pinch beside a button taps it by accident; with the key it cannot")
    func compatibilityTouchesTapByAccident() throws {
        for key in [false, true] {
            let app = UIApplication.shared
            app.supportsIndirectInputEvents = key
            defer { app.supportsIndirectInputEvents = true }
            let (_, photo, button, trackpad) = board()
            var taps = 0
            button.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
            photo.addGestureRecognizer(UIPinchGestureRecognizer { _ in })
            // The pointer 60 pt left of the button's centre: the right-hand synthesised touch
            // lands 50 pt to its right, on the button.
            try trackpad.move(to: CGPoint(x: 230, y: 150))
            try trackpad.pinch(to: 1.02, steps: 2)
            #expect(taps == (key ? 0 : 1), "key \(key)")
        }
    }

    @Test("without the key, a rotation turns the two synthesised touches around the pointer")
    func compatibilityRotation() throws {
        let app = UIApplication.shared
        app.supportsIndirectInputEvents = false
        defer { app.supportsIndirectInputEvents = true }
        let (_, photo, _, trackpad) = board()
        let probe = TransformProbe()
        photo.addGestureRecognizer(UIRotationGestureRecognizer(target: probe, action: TransformProbe.rotate))
        try trackpad.pinch(to: 1, rotation: 0.4, steps: 4)
        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        #expect(abs((probe.rotations.last ?? 0) - 0.4) < 1e-9)
    }

    @Test("two fingers pinching and turning drive both recognizers when they may recognise together")
    func fingerPinchAndRotate() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let fingers = SimulatedPointer(.finger, in: window)
        let probe = TransformProbe()
        let pinch = UIPinchGestureRecognizer(target: probe, action: TransformProbe.pinch)
        let rotation = UIRotationGestureRecognizer(target: probe, action: TransformProbe.rotate)
        pinch.delegate = Simultaneous.shared
        window.addGestureRecognizer(pinch)
        window.addGestureRecognizer(rotation)
        try fingers.touch(1, .begin, at: CGPoint(x: 100, y: 100))
        try fingers.touch(2, .begin, at: CGPoint(x: 200, y: 100))
        try fingers.touch(2, .update, at: CGPoint(x: 100 + 200 * cos(0.3), y: 100 + 200 * sin(0.3)))
        #expect(abs(pinch.scale - 2) < 1e-9)
        #expect(abs(rotation.rotation - 0.3) < 1e-9)
        #expect(pinch.state == .began && rotation.state == .began)
        try fingers.touch(1, .end, at: CGPoint(x: 100, y: 100))
        #expect(probe.states.filter { $0 == .ended }.count == 2)
    }

    @Test("a pinch whose trackpad is unplugged mid-gesture is cancelled, not left hanging")
    func unpluggedPinchIsCancelled() throws {
        let (_, photo, _, trackpad) = board()
        let probe = TransformProbe()
        let pinch = UIPinchGestureRecognizer(target: probe, action: TransformProbe.pinch)
        photo.addGestureRecognizer(pinch)
        try trackpad.send(.pinch(.begin, scale: 1, rotationDelta: 0))
        try trackpad.send(.pinch(.update, scale: 1.3, rotationDelta: 0))
        try trackpad.unplug()
        #expect(probe.states == [.began, .cancelled])
        #expect(pinch.state == .possible && pinch.scale == 1, "reset, ready for the next pinch")
    }

    @Test("without the key, an unplugged trackpad cancels the synthesised touches and the pinch")
    func unpluggedCompatibilityPinch() throws {
        let app = UIApplication.shared
        app.supportsIndirectInputEvents = false
        defer { app.supportsIndirectInputEvents = true }
        let (_, photo, _, trackpad) = board()
        let probe = TransformProbe()
        photo.addGestureRecognizer(UIPinchGestureRecognizer(target: probe, action: TransformProbe.pinch))
        try trackpad.send(.pinch(.begin, scale: 1, rotationDelta: 0))
        try trackpad.send(.pinch(.update, scale: 1.3, rotationDelta: 0))
        try trackpad.unplug()
        #expect(probe.states == [.began, .cancelled])
    }
}

