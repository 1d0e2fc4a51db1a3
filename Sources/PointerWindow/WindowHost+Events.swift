import Glibc
import PointerGeometry
import PointerEngine
import PointerInput
import PointerRender

extension WindowHost {
    /// Reads one `GdkEvent` from the drawing area's legacy controller into a ``GDKEvent``
    /// (only the accessors its type has) and maps it. True for key events, which the window
    /// consumes (so Tab does not move GTK's focus); pointer events propagate.
    func receive(_ event: GPointer?) -> Bool {
        guard let event else { return false }
        let type = gtk.eventGetType(event)
        guard let kind = GDKEvent.Kind(rawValue: type), kind != .enter, kind != .leave else { return false }
        let device = gtk.eventGetDevice(event)
        var e = GDKEvent(type: type, source: device.map { gtk.deviceGetSource($0) } ?? -1)
        e.modifierState = gtk.eventGetModifierState(event)
        var x = 0.0, y = 0.0
        if gtk.eventGetPosition(event, &x, &y) != 0 { (e.x, e.y) = areaPoint(surfaceX: x, y: y) }
        switch kind {
        case .buttonPress, .buttonRelease:
            e.button = gtk.buttonEventGetButton(event)
        case .keyPress, .keyRelease:
            e.keycode = gtk.keyEventGetKeycode(event)
            e.keyval = gtk.keyEventGetKeyval(event)
            e.unicode = gtk.keyvalToUnicode(e.keyval)
            if takeDesktopClipboardKey(e, pressed: kind == .keyPress) { return true }
            if filterThroughInputMethod(event, e, pressed: kind == .keyPress) { return true }
        case .scroll:
            e.scrollDirection = gtk.scrollEventGetDirection(event)
            e.scrollUnit = gtk.scrollEventGetUnit(event)
            var dx = 0.0, dy = 0.0
            gtk.scrollEventGetDeltas(event, &dx, &dy)
            (e.deltaX, e.deltaY) = (dx, dy)
            e.isStop = gtk.scrollEventIsStop(event) != 0
        case .touchpadPinch:
            e.phase = gtk.touchpadEventGetGesturePhase(event)
            e.pinchScale = gtk.touchpadEventGetPinchScale(event)
            e.angleDelta = gtk.touchpadEventGetPinchAngleDelta(event)
        case .touchpadHold, .touchpadSwipe:
            e.phase = gtk.touchpadEventGetGesturePhase(event)
        case .motion, .enter, .leave:
            break
        }
        handle(e)
        return kind == .keyPress || kind == .keyRelease
    }

    /// The pointer entered or left the drawing area (the motion controller's "enter" and
    /// "leave", whose coordinates are already the area's).
    func crossing(entered: Bool, x: Double, y: Double) {
        handle(GDKEvent(entered ? .enter : .leave, from: .mouse, x: x, y: y))
    }

    /// Maps one event and feeds its samples to the session; dropped events are logged.
    func handle(_ event: GDKEvent) {
        let time = now
        let sent = input.feed(event, at: time) { Self.log("pointerkit window: \($0)") }
        guard sent > 0 else { return }
        inputPending = true
        if inputReceived == nil { inputReceived = time }
        wake()
    }

    /// The drawing area has a new size (the person resized the window): the scene's window
    /// takes it and lays out again, and the next frame is drawn at that size.
    func resized(width: Int32, height: Int32) {
        guard input.resize(width: Double(width), height: Double(height)) else { return }
        inputPending = true
        gtk.widgetQueueDraw(area)
        wake()
    }

    /// The window became active (focused, frontmost) or stopped being so: a game's pointer
    /// lock follows, and the frame shows it (the pointer hidden while locked).
    func focusChanged(_ focused: Bool) {
        inputMethodFocus(focused)
        input.focusChanged(focused)
        inputPending = true
        wake()
    }

    /// A point in the window's surface coordinates (what `gdk_event_get_position` gives) in
    /// the drawing area's: less the surface transform (client-side decorations' shadow), then
    /// from the window widget to the area (the title bar).
    func areaPoint(surfaceX x: Double, y: Double) -> (Double, Double) {
        let origin = areaOrigin()
        return (x - origin.x, y - origin.y)
    }

    /// Where the drawing area's top left corner is in the window's surface coordinates.
    func areaOrigin() -> Point {
        guard let area, let native = gtk.widgetGetNative(area) else { return Point(x: 0, y: 0) }
        var nx = 0.0, ny = 0.0, ax = 0.0, ay = 0.0
        gtk.nativeGetSurfaceTransform(native, &nx, &ny)
        _ = gtk.widgetTranslateCoordinates(area, native, 0, 0, &ax, &ay)
        return Point(x: nx + ax, y: ny + ay)
    }

    /// One line per frame drawn:
    /// `{"frame":n,"latencyMs":…,"origin":[x,y],"size":[w,h],"pointer":{"x":…,"y":…,"width":…,"height":…,"opacity":…},"state":{…}}`
    /// (`pointer` null while hidden; `latencyMs` null for a frame no input caused): the
    /// pointer's bounds in the frame value the host drew, the drawing area's place in the
    /// window's surface (where the tests aim xdotool), the frame's size in points, and the
    /// session's state.
    func report(_ scene: PointerScene, latency: Double?) {
        let origin = areaOrigin()
        var line = "{\"frame\":\(frames),\"latencyMs\":\(latency.map { String($0 * 1000) } ?? "null"),"
        line += "\"origin\":[\(origin.x),\(origin.y)],\"size\":[\(scene.size.width),\(scene.size.height)],\"pointer\":"
        if let pointer = scene.pointer {
            let b = pointer.path.bounds
            line += "{\"x\":\(b.minX),\"y\":\(b.minY),\"width\":\(b.width),\"height\":\(b.height),\"opacity\":\(pointer.opacity)}"
        } else {
            line += "null"
        }
        line += ",\"state\":\(session.stateJSON)}"
        print(line)
        fflush(nil)
    }

    /// `{"latency":{"frames":n,"p50ms":…,"p99ms":…}}`: input-to-frame latency over the session.
    func latencySummary() -> String {
        let sorted = latencies.sorted()
        func percentile(_ p: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))] * 1000
        }
        return "{\"latency\":{\"frames\":\(sorted.count),\"p50ms\":\(percentile(0.5)),\"p99ms\":\(percentile(0.99))}}"
    }
}
