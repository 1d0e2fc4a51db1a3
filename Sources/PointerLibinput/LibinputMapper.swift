#if Libinput
import CLibinput
import PointerGeometry
import PointerInput

/// Turns libinput events into reports, remembering each device's number, kind and gesture
/// in progress (so that an unplugged device's gesture ends cancelled).
struct LibinputMapper {
    private struct Device { var id: Int; var kind: DeviceKind; var gesture: Gesture? }
    private enum Gesture { case pinch, hold }

    private var devices: [OpaquePointer: Device] = [:]
    private var nextID = 0

    mutating func map(_ event: OpaquePointer, surface: Point, into reports: inout [LibinputReport]) {
        guard let handle = libinput_event_get_device(event) else { return }
        let type = libinput_event_get_type(event)
        if type == LIBINPUT_EVENT_DEVICE_ADDED { add(handle, into: &reports); return }
        guard var device = devices[handle] else { return }
        func emit(_ time: UInt64, _ kind: SampleKind) {
            reports.append(.sample(RawSample(timestamp: Double(time) / 1_000_000, device: device.kind,
                                             deviceID: device.id, kind: kind)))
        }
        switch type {
        case LIBINPUT_EVENT_DEVICE_REMOVED:
            // An unplugged device's gesture ends cancelled. libinput either ends it itself while
            // releasing the device's touches (in this same dispatch, just before this event) or
            // not at all: turn that end into a cancel, or cancel what is still in progress.
            let now = lastTime
            if let last = reports.lastIndex(where: { if case .sample(let s) = $0 { s.deviceID == device.id } else { false } }),
               case .sample(var ending) = reports[last] {
                switch ending.kind {
                case .pinch(.end, let scale, let rotation): ending.kind = .pinch(.cancel, scale: scale, rotationDelta: rotation)
                case .hold(.end): ending.kind = .hold(.cancel)
                default: break
                }
                reports[last] = .sample(ending)
            }
            switch device.gesture {
            case .pinch: emit(now, .pinch(.cancel, scale: 1, rotationDelta: 0))
            case .hold: emit(now, .hold(.cancel))
            case nil: break
            }
            emit(now, .removed)
            devices[handle] = nil
            return
        case LIBINPUT_EVENT_POINTER_MOTION:
            let p = libinput_event_get_pointer_event(event)
            lastTime = libinput_event_pointer_get_time_usec(p)
            emit(lastTime, .motion(delta: Point(x: libinput_event_pointer_get_dx(p), y: libinput_event_pointer_get_dy(p)),
                                   unaccelerated: Point(x: libinput_event_pointer_get_dx_unaccelerated(p),
                                                        y: libinput_event_pointer_get_dy_unaccelerated(p))))
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
            let p = libinput_event_get_pointer_event(event)
            lastTime = libinput_event_pointer_get_time_usec(p)
            emit(lastTime, .position(Point(x: libinput_event_pointer_get_absolute_x_transformed(p, UInt32(surface.x)),
                                           y: libinput_event_pointer_get_absolute_y_transformed(p, UInt32(surface.y)))))
        case LIBINPUT_EVENT_POINTER_BUTTON:
            let p = libinput_event_get_pointer_event(event)
            lastTime = libinput_event_pointer_get_time_usec(p)
            let code = libinput_event_pointer_get_button(p)
            guard let number = EvdevButton.number(forCode: code) else {
                reports.append(.note("device \(device.id): button code \(code) is not a mouse button, ignored"))
                return
            }
            emit(lastTime, .button(number: number,
                                   pressed: libinput_event_pointer_get_button_state(p) == LIBINPUT_BUTTON_STATE_PRESSED))
        case LIBINPUT_EVENT_POINTER_SCROLL_WHEEL:
            let p = libinput_event_get_pointer_event(event)
            lastTime = libinput_event_pointer_get_time_usec(p)
            emit(lastTime, .wheel(v120: axes(p) { libinput_event_pointer_get_scroll_value_v120($0, $1) }))
        case LIBINPUT_EVENT_POINTER_SCROLL_FINGER, LIBINPUT_EVENT_POINTER_SCROLL_CONTINUOUS:
            let p = libinput_event_get_pointer_event(event)
            lastTime = libinput_event_pointer_get_time_usec(p)
            let delta = axes(p) { libinput_event_pointer_get_scroll_value($0, $1) }
            // A finger scroll whose values are all zero is libinput's "fingers lifted".
            emit(lastTime, type == LIBINPUT_EVENT_POINTER_SCROLL_FINGER ? .fingerScroll(delta: delta)
                                                                         : .smoothScroll(delta: delta))
        case LIBINPUT_EVENT_GESTURE_PINCH_BEGIN, LIBINPUT_EVENT_GESTURE_PINCH_UPDATE, LIBINPUT_EVENT_GESTURE_PINCH_END:
            let g = libinput_event_get_gesture_event(event)
            lastTime = libinput_event_gesture_get_time_usec(g)
            let phase = gesturePhase(type, begin: LIBINPUT_EVENT_GESTURE_PINCH_BEGIN,
                                     end: LIBINPUT_EVENT_GESTURE_PINCH_END, g)
            device.gesture = phase == .begin || phase == .update ? .pinch : nil
            // libinput: scale is cumulative since begin; the angle delta is in degrees, clockwise.
            let scale = phase == .begin ? 1 : libinput_event_gesture_get_scale(g)
            emit(lastTime, .pinch(phase, scale: scale,
                                  rotationDelta: libinput_event_gesture_get_angle_delta(g) * .pi / 180))
        case LIBINPUT_EVENT_GESTURE_HOLD_BEGIN, LIBINPUT_EVENT_GESTURE_HOLD_END:
            let g = libinput_event_get_gesture_event(event)
            lastTime = libinput_event_gesture_get_time_usec(g)
            let phase = gesturePhase(type, begin: LIBINPUT_EVENT_GESTURE_HOLD_BEGIN,
                                     end: LIBINPUT_EVENT_GESTURE_HOLD_END, g)
            device.gesture = phase == .begin ? .hold : nil
            emit(lastTime, .hold(phase))
        case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN, LIBINPUT_EVENT_GESTURE_SWIPE_END:
            let g = libinput_event_get_gesture_event(event)
            let fingers = libinput_event_gesture_get_finger_count(g)
            let what = type == LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN ? "began"
                : libinput_event_gesture_get_cancelled(g) != 0 ? "cancelled" : "ended"
            reports.append(.note("device \(device.id): \(fingers)-finger swipe \(what) (system gesture, not sent to apps)"))
        default:
            // POINTER_AXIS is deprecated (the SCROLL_* events replace it); swipe updates,
            // keyboard, touch and tablet events are not pointer input.
            return
        }
        devices[handle] = device
    }

    private var lastTime: UInt64 = 0

    private mutating func add(_ handle: OpaquePointer, into reports: inout [LibinputReport]) {
        guard libinput_device_has_capability(handle, LIBINPUT_DEVICE_CAP_POINTER) != 0 else {
            reports.append(.note("\(String(cString: libinput_device_get_name(handle))) is not a pointer, ignored"))
            return
        }
        let touchpad = libinput_device_config_tap_get_finger_count(handle) > 0
        if touchpad {
            // iPadOS: a two-finger tap or click is a secondary click.
            libinput_device_config_tap_set_enabled(handle, LIBINPUT_CONFIG_TAP_ENABLED)
            libinput_device_config_tap_set_button_map(handle, LIBINPUT_CONFIG_TAP_MAP_LRM)
            if libinput_device_config_click_get_methods(handle) & LIBINPUT_CONFIG_CLICK_METHOD_CLICKFINGER.rawValue != 0 {
                libinput_device_config_click_set_method(handle, LIBINPUT_CONFIG_CLICK_METHOD_CLICKFINGER)
            }
        }
        let device = Device(id: nextID, kind: touchpad ? .trackpad : .mouse, gesture: nil)
        nextID += 1
        devices[handle] = device
        reports.append(.deviceAdded(id: device.id, kind: device.kind,
                                    name: String(cString: libinput_device_get_name(handle))))
    }

    private func axes(_ p: OpaquePointer?, _ value: (OpaquePointer?, libinput_pointer_axis) -> Double) -> Point {
        func axis(_ a: libinput_pointer_axis) -> Double {
            libinput_event_pointer_has_axis(p, a) != 0 ? value(p, a) : 0
        }
        return Point(x: axis(LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL), y: axis(LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL))
    }

    private func gesturePhase(_ type: libinput_event_type, begin: libinput_event_type, end: libinput_event_type,
                              _ g: OpaquePointer?) -> SamplePhase {
        if type == begin { return .begin }
        if type == end { return libinput_event_gesture_get_cancelled(g) != 0 ? .cancel : .end }
        return .update
    }
}
#endif
