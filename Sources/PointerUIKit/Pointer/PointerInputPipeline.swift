import Foundation
import PointerGeometry
import PointerInput

/// Connects one input device to a window: raw samples in, UIKit deliveries out.
///
/// Backends (libinput, the browser bridge, trace replay) and the test driver all use this:
/// `send(_:)` for each device sample, `advance(to:)` once per frame. It owns the device's
/// `InputConverter`, whose surface is the window's bounds.
///
/// The window has one pointer, whichever device moves it, as on an iPad with a mouse and a
/// trackpad both connected: before each pointer sample the converter continues from where the
/// window's pointer is (the pointer system's location, the one copy), so a trackpad's motion
/// goes on from where the mouse left the pointer, and a toss's landing is where the next
/// motion starts. A device attached at an explicit `location` starts there with its first
/// sample.
///
/// PointerKit extension, not UIKit.
@preconcurrency @MainActor
public final class PointerInputPipeline {
    /// The window the device drives.
    public let window: UIWindow
    /// The device's converter: pointer position, held buttons, scroll phases.
    public private(set) var converter: InputConverter
    /// The events of the sample being converted, kept between samples for its capacity. Each
    /// sample takes it out into a local (one access to the property in, one out), so appending
    /// and delivering touch no property.
    private var buffer: [PointerEvent] = []

    /// Attaches a device to `window`. The pointer starts at `location` (window coordinates),
    /// or the window's centre.
    public init(window: UIWindow, configuration: InputConverter.Configuration = .init(), location: CGPoint? = nil) {
        self.window = window
        var config = configuration
        config.surface = Rect(window.bounds)
        converter = InputConverter(configuration: config, location: location.map(Point.init))
        followsWindow = location == nil
        buffer.reserveCapacity(16)
        PointerDevices.connect(self)
    }

    /// True when the next pointer sample continues from the window's pointer: always, except
    /// before the first sample of a device attached at an explicit location.
    private var followsWindow: Bool

    /// The device kind stamped on this pipeline's last sample (`.mouse` until one arrives).
    public private(set) var deviceKind: DeviceKind = .mouse

    /// Converts one device sample and delivers the resulting events. A refused sample throws,
    /// delivers nothing and leaves every state as it was.
    /// - Complexity: O(1) conversion plus delivery; no allocation for pointer motion.
    public func send(_ sample: RawSample) throws(InputError) {
        var events = takeBuffer()
        defer { buffer = events }
        // Pointer samples pay one comparison for the keyboard (measured with callgrind).
        let fromKeyboard = sample.device == .keyboard
        // The window's pointer, which another device or a toss may have moved.
        let pointer = fromKeyboard ? nil : followedPointer()
        let before = pointer ?? converter.location
        try converter.convert(sample, from: pointer) { events.append($0) }
        if fromKeyboard {
            if case .key(_, true, let characters) = sample.kind { typedCharacters = characters }
        } else {
            deviceKind = sample.device
        }
        if window.isPointerLocked {
            // A locked pointer does not move: the device stays where it was before this sample
            // (its own position, so a lock granted before the window saw any pointer event
            // keeps the pointer where it is rather than at the window's origin).
            converter.warp(to: before)
        }
        deliver(events)
        if fromKeyboard {
            typedCharacters = nil
        } else if case .removed = sample.kind {
            PointerDevices.disconnect(self)
        }
    }

    /// Advances time to `time`: fires the converter's timers (wheel bursts ending, momentum)
    /// and runs a window frame (hover re-evaluated if the views changed).
    public func advance(to time: Double) {
        var events = takeBuffer()
        converter.advance(to: time) { events.append($0) }
        deliver(events)
        buffer = events
        // A toss in this frame moves the device too (`warpDevice(to:)`, asked by the window).
        window.frame(at: time)
    }

    /// Where this device's next motion starts: the window's pointer once an event has placed it
    /// (whichever device did), else the converter's position (a device attached at an explicit
    /// location keeps it until its first sample).
    public var location: Point {
        if followsWindow, let location = window.router.placedLocation { return location }
        return converter.location
    }

    /// Where the next pointer sample continues from: the window's pointer, once an event has
    /// placed it (another device, a toss), so that there is one pointer whichever device moves
    /// it; nil before the first sample of a device attached at an explicit location.
    private func followedPointer() -> Point? {
        guard followsWindow else { followsWindow = true; return nil }
        return window.router.placedLocation
    }

    /// A toss moved the window's pointer onto a target: the device follows, so that its next
    /// relative motion continues from there.
    func warpDevice(to point: Point) { converter.warp(to: point) }

    /// The reusable buffer, emptied, moved out of the property: callbacks that send more
    /// samples through this pipeline meanwhile get a fresh one.
    private func takeBuffer() -> [PointerEvent] {
        var events: [PointerEvent] = []
        swap(&events, &buffer)
        events.removeAll(keepingCapacity: true)
        return events
    }

    /// Keeps the converter's surface in step with the window after the window is resized.
    public func windowDidResize() { converter.configuration.surface = Rect(window.bounds) }

    private func deliver(_ events: [PointerEvent]) {
        for event in events { deliver(event) }
    }

    /// The characters of the key sample being delivered, for its `.key` event. Key samples
    /// carry their characters from a keyboard device (`DeviceKind.keyboard`); from another
    /// device they type the US layout's.
    private var typedCharacters: KeyCharacters?

    /// Key events go to the keyboard of the window that takes key input (the scene's key
    /// window), everything else to this window's pointer system.
    private func deliver(_ event: PointerEvent) {
        if PointerDevices.hasObservers { PointerDevices.publish(event, from: self) }
        if event.kind == .key { return deliverKey(event) }
        window.receive(event)
    }

    /// Out of line, so that the pointer's path stays as it was before keys.
    @inline(never)
    private func deliverKey(_ event: PointerEvent) {
        window.keyInputWindow.receiveKey(event, characters: event.phase == .began ? typedCharacters?.string : nil)
    }
}
