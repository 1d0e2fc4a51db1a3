import Foundation
import PointerInput

/// An observer of every connected device's events, before the window sees them: what the
/// GameController-style `GCMouse` (module PointerGameController) is built on. PointerKit
/// extension, not UIKit.
@preconcurrency @MainActor
public protocol PointerDeviceObserver: AnyObject {
    /// A device was attached to a window.
    func deviceDidConnect(_ device: PointerInputPipeline)
    /// A device produced an event (motion carries unaccelerated deltas, locked or not).
    func device(_ device: PointerInputPipeline, didProduce event: PointerEvent)
    /// A device went away (unplugged, or its pipeline closed).
    func deviceDidDisconnect(_ device: PointerInputPipeline)
}

/// The registry of connected devices and their observers.
@preconcurrency @MainActor
public enum PointerDevices {
    private static var observerList: [WeakObserver] = []
    private static var deviceList: [WeakDevice] = []

    private struct WeakObserver { weak var value: (any PointerDeviceObserver)? }
    private struct WeakDevice { weak var value: PointerInputPipeline? }

    /// The devices connected now, oldest first.
    public static var connected: [PointerInputPipeline] { deviceList.compactMap(\.value) }

    /// Adds an observer (held weakly) and tells it about the devices already connected.
    public static func addObserver(_ observer: any PointerDeviceObserver) {
        observerList.removeAll { $0.value == nil || $0.value === observer }
        observerList.append(WeakObserver(value: observer))
        for device in connected { observer.deviceDidConnect(device) }
    }

    /// Removes an observer.
    public static func removeObserver(_ observer: any PointerDeviceObserver) {
        observerList.removeAll { $0.value == nil || $0.value === observer }
    }

    static var hasObservers: Bool { !observerList.isEmpty }

    static func connect(_ device: PointerInputPipeline) {
        deviceList.removeAll { $0.value == nil }
        deviceList.append(WeakDevice(value: device))
        for o in observerList { o.value?.deviceDidConnect(device) }
    }

    static func disconnect(_ device: PointerInputPipeline) {
        guard deviceList.contains(where: { $0.value === device }) else { return }
        deviceList.removeAll { $0.value == nil || $0.value === device }
        for o in observerList { o.value?.deviceDidDisconnect(device) }
    }

    static func publish(_ event: PointerEvent, from device: PointerInputPipeline) {
        for o in observerList { o.value?.device(device, didProduce: event) }
    }
}
