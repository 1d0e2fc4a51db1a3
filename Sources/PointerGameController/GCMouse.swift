import Foundation
import PointerInput
import PointerUIKit

/// A connected mouse or trackpad, as GameController's `GCMouse`: games read relative motion
/// and buttons from its `mouseInput`, locked or not.
///
/// Port by changing `import GameController` to `import PointerGameController`.
@preconcurrency @MainActor
public final class GCMouse: NSObject {
    /// Posted when a mouse connects; the object is the `GCMouse`.
    public static let didConnectNotification = Notification.Name("GCMouseDidConnectNotification")
    /// Posted when a mouse disconnects; the object is the `GCMouse`.
    public static let didDisconnectNotification = Notification.Name("GCMouseDidDisconnectNotification")
    /// Posted when a mouse becomes `current`; the object is the `GCMouse`.
    public static let didBecomeCurrentNotification = Notification.Name("GCMouseDidBecomeCurrentNotification")

    /// The most recently connected or used mouse.
    public static var current: GCMouse? { MouseRegistry.shared.current }

    /// Every connected mouse, oldest first.
    public static func mice() -> [GCMouse] { MouseRegistry.shared.mice.map(\.mouse) }

    /// PointerKit extension: the mouse for one input device (a browser tab's, a libinput
    /// device's), so a program driving several windows at once can give each its own device
    /// rather than `current`. Registers the device if it connected before anything asked for
    /// mice.
    public static func mouse(attachedTo device: PointerInputPipeline) -> GCMouse? {
        MouseRegistry.shared.deviceDidConnect(device)
        return MouseRegistry.shared.mice.first { $0.device === device }?.mouse
    }

    /// The mouse's inputs.
    public let mouseInput: GCMouseInput?
    /// A name for the device ("Mouse" or "Trackpad").
    public private(set) var vendorName: String?

    weak var device: PointerInputPipeline?

    init(device: PointerInputPipeline) {
        self.device = device
        self.mouseInput = GCMouseInput()
        super.init()
    }

    func handle(_ event: PointerEvent) {
        vendorName = event.device == .trackpad ? "Trackpad" : "Mouse"
        mouseInput?.handle(event)
    }
}

/// The handler GameController calls with relative motion: the input, then x and y deltas in
/// points, unaccelerated, **y positive upward** as in GameController (UIKit's y grows downward).
public typealias GCMouseMoved = @MainActor (GCMouseInput, Float, Float) -> Void

/// A mouse's inputs, as GameController's `GCMouseInput`.
@preconcurrency @MainActor
public final class GCMouseInput: NSObject {
    /// Called for every motion with unaccelerated deltas (x right, y up), while the pointer is
    /// locked or not.
    public var mouseMovedHandler: GCMouseMoved?
    /// The primary button.
    public let leftButton = GCControllerButtonInput()
    /// The secondary button.
    public let rightButton: GCControllerButtonInput? = GCControllerButtonInput()
    /// Button 3.
    public let middleButton: GCControllerButtonInput? = GCControllerButtonInput()
    /// Buttons 4 and up, in order (created as they are first seen, up to 32 in all).
    public private(set) var auxiliaryButtons: [GCControllerButtonInput]? = nil

    func handle(_ event: PointerEvent) {
        switch event.kind {
        case .motion:
            let d = event.unacceleratedDelta
            mouseMovedHandler?(self, Float(d.x), Float(-d.y))
        case .press, .release:
            button(event.button)?.setPressed(event.kind == .press)
        default:
            break
        }
    }

    private func button(_ number: Int) -> GCControllerButtonInput? {
        switch number {
        case 1: return leftButton
        case 2: return rightButton
        case 3: return middleButton
        case 4...ButtonMask.maximumButtonNumber:
            var aux = auxiliaryButtons ?? []
            while aux.count < number - 3 { aux.append(GCControllerButtonInput()) }
            auxiliaryButtons = aux
            return aux[number - 4]
        default: return nil
        }
    }
}

/// One button, as GameController's `GCControllerButtonInput`.
@preconcurrency @MainActor
public final class GCControllerButtonInput: NSObject {
    /// True while held.
    public private(set) var isPressed = false
    /// 1 while held, 0 otherwise.
    public var value: Float { isPressed ? 1 : 0 }
    /// Called when the button goes down or up: the button, its value, and whether it is pressed.
    public var pressedChangedHandler: (@MainActor (GCControllerButtonInput, Float, Bool) -> Void)?

    func setPressed(_ pressed: Bool) {
        guard pressed != isPressed else { return }
        isPressed = pressed
        pressedChangedHandler?(self, value, pressed)
    }
}

/// Keeps one `GCMouse` per connected pointing device.
@MainActor
final class MouseRegistry: PointerDeviceObserver {
    static let shared: MouseRegistry = {
        let registry = MouseRegistry()
        PointerDevices.addObserver(registry)
        return registry
    }()

    struct Entry { weak var device: PointerInputPipeline?; let mouse: GCMouse }
    var mice: [Entry] = []
    var current: GCMouse?

    func deviceDidConnect(_ device: PointerInputPipeline) {
        mice.removeAll { $0.device == nil }
        guard !mice.contains(where: { $0.device === device }) else { return }
        let mouse = GCMouse(device: device)
        mice.append(Entry(device: device, mouse: mouse))
        NotificationCenter.default.post(name: GCMouse.didConnectNotification, object: mouse)
        makeCurrent(mouse)
    }

    func device(_ device: PointerInputPipeline, didProduce event: PointerEvent) {
        guard event.device.isIndirect, let mouse = mice.first(where: { $0.device === device })?.mouse else { return }
        if current !== mouse { makeCurrent(mouse) }
        mouse.handle(event)
    }

    func deviceDidDisconnect(_ device: PointerInputPipeline) {
        guard let index = mice.firstIndex(where: { $0.device === device }) else { return }
        let mouse = mice.remove(at: index).mouse
        if current === mouse { current = mice.last?.mouse }
        NotificationCenter.default.post(name: GCMouse.didDisconnectNotification, object: mouse)
    }

    private func makeCurrent(_ mouse: GCMouse) {
        current = mouse
        NotificationCenter.default.post(name: GCMouse.didBecomeCurrentNotification, object: mouse)
    }
}
