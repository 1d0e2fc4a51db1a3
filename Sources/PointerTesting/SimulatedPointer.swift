import Foundation
import PointerGeometry
import PointerInput
import PointerUIKit

/// A simulated mouse or trackpad attached to a window, with a clock it owns: the public
/// test driver for pointer code.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
/// let mouse = SimulatedPointer(.mouse, in: window)
/// try mouse.move(to: CGPoint(x: 50, y: 50))
/// try mouse.click(.secondary, modifiers: [.control])
/// try mouse.scroll(notches: CGVector(dx: 0, dy: 3))
/// mouse.advance(by: 0.5)
/// #expect(mouse.hoveredViews.first === button)
/// ```
///
/// Every sample is stamped with the simulator's clock, which moves only when you say:
/// `advance(by:)` steps it frame by frame (120 Hz by default), running timers and frames.
/// No wall clock is read anywhere.
@preconcurrency @MainActor
public final class SimulatedPointer {
    /// The device kind simulated (`.mouse` or `.trackpad`).
    public let device: DeviceKind
    /// The window the device drives.
    public var window: UIWindow { pipeline.window }
    /// The pipeline the simulator feeds, for reading converter state.
    public let pipeline: PointerInputPipeline
    /// The simulator's clock, in seconds.
    public private(set) var now: Double
    /// The frame interval `advance(by:)` steps by (default 1/120 s, a 120 Hz display).
    public var frameInterval = 1.0 / 120
    /// The identifier stamped on samples.
    public let deviceID: Int

    /// Attaches a simulated device to `window`, with the pointer at `location` (the window's
    /// centre by default) and the clock at `time`.
    public init(_ device: DeviceKind = .mouse, in window: UIWindow, at location: CGPoint? = nil,
                time: Double = 0, deviceID: Int = 1) {
        self.device = device
        self.deviceID = deviceID
        self.now = time
        pipeline = PointerInputPipeline(window: window, location: location)
    }

    // MARK: Reading back what the pointer system decided

    /// The pointer's position in window coordinates: the window's one pointer, wherever the
    /// last device (or a toss) put it, frozen while the pointer is locked; before any event has
    /// placed it, where this device starts.
    public var location: CGPoint {
        let p = pipeline.location
        return CGPoint(x: CGFloat(p.x), y: CGFloat(p.y))
    }
    /// The views under the pointer, hit-test view first, then its superviews.
    public var hoveredViews: [UIView] { window.hoveredViews }
    /// The view the pointer is over (the hit-test view), if any.
    public var hoveredView: UIView? { window.hoveredViews.first }
    /// The buttons held.
    public var buttons: UIEvent.ButtonMask { pipeline.converter.buttons }
    /// Repairs the converter made to bad input (clamped timestamps), most recent last.
    public var diagnostics: [InputDiagnostic] { pipeline.converter.diagnostics }

    // MARK: Driving

    /// Sends one raw sample, stamped now.
    public func send(_ kind: SampleKind) throws(InputError) {
        try pipeline.send(RawSample(timestamp: now, device: device, deviceID: deviceID, kind: kind))
    }

    /// Sends one raw sample with an explicit timestamp (for testing clocks that misbehave).
    public func send(_ kind: SampleKind, at timestamp: Double) throws(InputError) {
        try pipeline.send(RawSample(timestamp: timestamp, device: device, deviceID: deviceID, kind: kind))
    }

    /// Moves the pointer to `point` (window coordinates) in `steps` equal relative motions.
    public func move(to point: CGPoint, steps: Int = 1) throws(InputError) {
        guard point.x.isFinite, point.y.isFinite else { throw .nonFiniteValue(field: "motion.delta") }
        let start = location
        let n = max(1, steps)
        for i in 1...n {
            let f = CGFloat(i) / CGFloat(n)
            let target = CGPoint(x: start.x + (point.x - start.x) * f, y: start.y + (point.y - start.y) * f)
            try move(by: CGVector(dx: target.x - location.x, dy: target.y - location.y))
        }
    }

    /// Moves the pointer by a relative displacement (the same accelerated and unaccelerated).
    public func move(by delta: CGVector) throws(InputError) {
        let d = PointerGeometryBridge.point(delta.dx, delta.dy)
        try send(.motion(delta: d, unaccelerated: d))
    }

    /// Sets the keyboard modifiers held from now on.
    public func hold(_ modifiers: UIKeyModifierFlags) throws(InputError) {
        guard modifiers != pipeline.converter.modifiers else { return }
        try send(.modifiers(modifiers))
    }

    /// Presses a button (1 primary, 2 secondary, 3 and up), holding `modifiers` from now on.
    public func press(_ button: Int = 1, modifiers: UIKeyModifierFlags? = nil) throws(InputError) {
        // Checked before the modifiers change: a refused press changes nothing.
        guard (1...ButtonMask.maximumButtonNumber).contains(button) else { throw .buttonOutOfRange(button) }
        guard !buttons.contains(.button(button)) else { throw .pressWhileHeld(button: button) }
        if let modifiers { try hold(modifiers) }
        try send(.button(number: button, pressed: true))
    }

    /// Presses the buttons of a mask (lowest first). Refused as a whole, before anything is
    /// sent, when one of them is already held.
    public func press(_ mask: UIEvent.ButtonMask, modifiers: UIKeyModifierFlags? = nil) throws(InputError) {
        for n in 1...ButtonMask.maximumButtonNumber where mask.contains(.button(n)) && buttons.contains(.button(n)) {
            throw .pressWhileHeld(button: n)
        }
        for n in 1...ButtonMask.maximumButtonNumber where mask.contains(.button(n)) { try press(n, modifiers: modifiers) }
    }

    /// Releases a button.
    public func release(_ button: Int = 1) throws(InputError) {
        try send(.button(number: button, pressed: false))
    }

    /// Releases the buttons of a mask (lowest first). Refused as a whole, before anything is
    /// sent, when one of them is not held.
    public func release(_ mask: UIEvent.ButtonMask) throws(InputError) {
        for n in 1...ButtonMask.maximumButtonNumber where mask.contains(.button(n)) && !buttons.contains(.button(n)) {
            throw .releaseWithoutPress(button: n)
        }
        for n in 1...ButtonMask.maximumButtonNumber where mask.contains(.button(n)) { try release(n) }
    }

    /// Presses and releases a button where the pointer is; `modifiers` are held for the click
    /// only, then the previous ones come back.
    public func click(_ button: Int = 1, modifiers: UIKeyModifierFlags? = nil) throws(InputError) {
        let before = pipeline.converter.modifiers
        try press(button, modifiers: modifiers)
        try release(button)
        try hold(before)
    }

    /// Presses and releases the buttons of a mask; `modifiers` are held for the click only.
    public func click(_ mask: UIEvent.ButtonMask, modifiers: UIKeyModifierFlags? = nil) throws(InputError) {
        let before = pipeline.converter.modifiers
        try press(mask, modifiers: modifiers)
        try release(mask)
        try hold(before)
    }

    /// Turns the wheel by `notches` (fractions allowed: hi-res wheels send quarter notches).
    public func scroll(notches: CGVector) throws(InputError) {
        try send(.wheel(v120: PointerGeometryBridge.point(notches.dx * 120, notches.dy * 120)))
    }

    /// Scrolls with fingers on the trackpad by `delta` points in `steps` samples, one frame
    /// apart, then lifts the fingers (`lift: false` leaves them down).
    /// Refused as a whole, before the first sample, when `delta` is not finite.
    public func scroll(by delta: CGVector, steps: Int = 4, lift: Bool = true) throws(InputError) {
        let n = max(1, steps)
        guard delta.dx.isFinite, delta.dy.isFinite else { throw .nonFiniteValue(field: "fingerScroll.delta") }
        for _ in 0..<n {
            try send(.fingerScroll(delta: PointerGeometryBridge.point(delta.dx / CGFloat(n), delta.dy / CGFloat(n))))
            advance(by: frameInterval)
        }
        if lift { try send(.fingerScroll(delta: .zero)) }
    }

    /// Pinches (and optionally rotates, radians clockwise) on the trackpad in `steps` samples
    /// a frame apart, from scale 1 to `scale`.
    /// Refused as a whole, before the pinch begins, when `scale` is not finite and positive or
    /// `rotation` is not finite.
    public func pinch(to scale: CGFloat, rotation: CGFloat = 0, steps: Int = 4) throws(InputError) {
        let n = max(1, steps)
        guard scale.isFinite, scale > 0 else { throw .nonFiniteValue(field: "pinch.scale (must be finite and > 0)") }
        guard rotation.isFinite else { throw .nonFiniteValue(field: "pinch.rotationDelta") }
        try send(.pinch(.begin, scale: 1, rotationDelta: 0))
        for i in 1...n {
            advance(by: frameInterval)
            // Interpolated without overflowing: (scale − 1) · i could exceed the largest double.
            let f = Double(i) / Double(n)
            let s = 1 - f + Double(scale) * f
            try send(.pinch(.update, scale: s, rotationDelta: Double(rotation) / Double(n)))
        }
        try send(.pinch(.end, scale: Double(scale), rotationDelta: 0))
    }

    /// Rests fingers on the trackpad (stops momentum) or lifts them.
    public func restFingers(_ resting: Bool = true) throws(InputError) {
        try send(.hold(resting ? .begin : .end))
    }

    /// The pointer leaves the window's surface (a browser pointer leaving the page).
    public func leave() throws(InputError) { try send(.proximity(entered: false)) }

    /// The pointer comes back onto the window's surface.
    public func enter() throws(InputError) { try send(.proximity(entered: true)) }

    /// Sends a finger or pencil contact (use a simulator created with `.finger` or `.pencil`).
    public func touch(_ id: Int, _ phase: SamplePhase, at location: CGPoint) throws(InputError) {
        try send(.touch(id: id, phase: phase, location: PointerGeometryBridge.point(location.x, location.y)))
    }

    /// Taps with `fingers` fingers at `location`: all touch down, then all lift.
    public func tap(at location: CGPoint, fingers: Int = 1) throws(InputError) {
        for id in 1...max(1, fingers) { try touch(id, .begin, at: location) }
        for id in 1...max(1, fingers) { try touch(id, .end, at: location) }
    }

    /// Unplugs the device: gestures in progress are cancelled.
    public func unplug() throws(InputError) { try send(.removed) }

    /// Advances the clock by `seconds`, one frame at a time, firing timers and frames.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        let end = now + seconds
        while now + frameInterval < end - 1e-12 {
            now += frameInterval
            pipeline.advance(to: now)
        }
        now = end
        pipeline.advance(to: now)
    }

    /// Runs one frame at the current time without moving the clock (hover re-evaluation
    /// after views changed under a still pointer).
    public func frame() { pipeline.advance(to: now) }
}

/// Builds engine points from UIKit numbers without importing the geometry module in tests.
enum PointerGeometryBridge {
    static func point(_ x: CGFloat, _ y: CGFloat) -> PointerGeometry.Point { .init(x: Double(x), y: Double(y)) }
}
