import Foundation
import PointerGeometry
import PointerInput
import PointerUIKit
import PointerSVG
import PointerDemoScenes

/// One browser tab's playground: its own scene, window and input pipeline. Messages become
/// PointerKit samples stamped with the session's clock (seconds since the session began,
/// given by the host: the engine reads no clock); frames come back as SVG plus the pointer's
/// state.
@MainActor
public final class PlaygroundSession {
    /// The scene shown ("quilt" or "gallery").
    public private(set) var sceneName: String
    /// The window the input drives.
    public private(set) var window: UIWindow
    private var pipeline: PointerInputPipeline
    private var quilt: QuiltSimulator?
    private var gallery: EffectsGallery?
    private var device: DeviceKind = .mouse
    private var now = 0.0
    private var locked = false
    private var lastSVG = ""
    private var lastState = ""
    private var showsRegions = false
    private var touches: Set<Int> = []
    /// Scroll-driven pan changes and the last pinch scale the window's recognizers saw: the
    /// panel shows them, so a person (and the browser tests) can see wheels and pinches land.
    private let probe = GestureProbe()

    /// Starts a session on a scene.
    public init(scene: String = "quilt") {
        (sceneName, window, quilt, gallery) = PlaygroundSession.makeScene(scene)
        pipeline = PointerInputPipeline(window: window, location: CGPoint(x: window.bounds.midX, y: window.bounds.midY))
        probe.attach(to: window)
    }

    private static func makeScene(_ name: String) -> (String, UIWindow, QuiltSimulator?, EffectsGallery?) {
        if name == "gallery" {
            let g = EffectsGallery()
            return ("gallery", g.window, nil, g)
        }
        let q = QuiltSimulator()
        return ("quilt", q.window, q, nil)
    }

    /// Handles one message at `time` (seconds on the session's clock).
    public func handle(_ m: PlaygroundMessage, at time: Double) throws(PlaygroundError) {
        now = max(now, time)
        func need(_ v: Double?, _ name: String) throws(PlaygroundError) -> Double {
            guard let v else { throw .invalid("\(m.t) needs \(name)") }
            return v
        }
        func send(_ kind: SampleKind, as kindOfDevice: DeviceKind? = nil) throws(PlaygroundError) {
            do { try pipeline.send(RawSample(timestamp: now, device: kindOfDevice ?? device, kind: kind)) }
            catch { throw .refused(error) }
        }
        switch m.t {
        case "move":
            try send(.position(Point(x: try need(m.x, "x"), y: try need(m.y, "y"))))
        case "rel":
            let d = Point(x: try need(m.dx, "dx"), y: try need(m.dy, "dy"))
            try send(.motion(delta: d, unaccelerated: d))
        case "button":
            guard let button = m.button, let down = m.down else { throw .invalid("button needs button and down") }
            try send(.button(number: button, pressed: down))
        case "wheel":
            try send(.wheel(v120: Point(x: try need(m.nx, "nx") * 120, y: try need(m.ny, "ny") * 120)), as: .mouse)
        case "scroll":
            try send(.smoothScroll(delta: Point(x: try need(m.dx, "dx"), y: try need(m.dy, "dy"))), as: .trackpad)
        case "pinch":
            try send(.pinch(try phase(m), scale: m.scale ?? 1, rotationDelta: m.rotation ?? 0), as: .trackpad)
        case "touch":
            guard let id = m.id else { throw .invalid("touch needs id") }
            let p = try phase(m)
            if p == .begin { touches.insert(id) } else if p == .end || p == .cancel { touches.remove(id) }
            try send(.touch(id: id, phase: p, location: Point(x: try need(m.x, "x"), y: try need(m.y, "y"))), as: .finger)
        case "mods":
            var flags: ModifierFlags = []
            if m.shift == true { flags.insert(.shift) }
            if m.control == true { flags.insert(.control) }
            if m.alt == true { flags.insert(.alternate) }
            if m.meta == true { flags.insert(.command) }
            try send(.modifiers(flags))
        case "device":
            device = m.kind == "trackpad" ? .trackpad : .mouse
        case "outlines":
            showsRegions = m.on ?? false
            window.showsPointerRegions = showsRegions
        case "lock":
            locked = m.locked ?? false
        case "leave":
            try send(.proximity(entered: false))
        case "enter":
            try send(.proximity(entered: true))
        case "scene":
            try send(.removed)
            (sceneName, window, quilt, gallery) = PlaygroundSession.makeScene(m.name ?? "quilt")
            pipeline = PointerInputPipeline(window: window, location: CGPoint(x: window.bounds.midX, y: window.bounds.midY))
            probe.attach(to: window)
            window.showsPointerRegions = showsRegions
            lastSVG = ""
        default:
            throw .invalid("unknown message type '\(m.t)'")
        }
    }

    private func phase(_ m: PlaygroundMessage) throws(PlaygroundError) -> SamplePhase {
        guard let raw = m.phase, let p = SamplePhase(rawValue: raw) else { throw .invalid("\(m.t) needs a phase") }
        return p
    }

    /// Runs the session's timers and animations up to `time`.
    public func advance(to time: Double) {
        now = max(now, time)
        pipeline.advance(to: now)
    }

    /// The frame message after advancing to `time`, only while something animates (the
    /// ticker's cheap path: an idle session renders nothing).
    public func tick(to time: Double) -> String? {
        let wasAnimating = window.isPointerAnimating
        advance(to: time)
        guard wasAnimating || window.isPointerAnimating else { return nil }
        return frameMessage()
    }

    /// The device went away (the tab closed or disconnected): gestures in progress end
    /// cancelled.
    public func close() {
        try? pipeline.send(RawSample(timestamp: now, device: device, kind: .removed))
    }

    /// The frame message: `{"t":"frame","svg":…,"state":{…}}`, or nil when neither the
    /// picture nor the state changed since the last one (unless `force`).
    public func frameMessage(force: Bool = false) -> String? {
        let svg = PointerSVG.render(window.pointerScene())
        let p = window.pointerLocation
        let state: [String: Any] = [
            "x": Double(p.x), "y": Double(p.y),
            "buttons": Int(pipeline.converter.buttons.rawValue),
            "hovered": window.hoveredViews.first?.accessibilityIdentifier ?? "",
            "effect": "\(window.currentPointerEffect)",
            "region": window.currentPointerView?.accessibilityIdentifier ?? "",
            "locked": locked,
            "scene": sceneName,
            "stitches": quilt?.quilt.stitches.count ?? 0,
            "guide": quilt?.quilt.straightLineGuide ?? false,
            "device": device == .trackpad ? "trackpad" : "mouse",
            "scrolls": probe.scrolls,
            "pinchScale": Double(probe.pinchScale),
        ]
        guard let stateData = try? JSONSerialization.data(withJSONObject: state, options: [.sortedKeys]) else { return nil }
        let stateText = String(decoding: stateData, as: UTF8.self)
        // A frame goes out when the picture or the panel changed.
        guard force || svg != lastSVG || stateText != lastState else { return nil }
        lastSVG = svg
        lastState = stateText
        let object: [String: Any] = ["t": "frame", "svg": svg, "state": state]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// An error message for the page: `{"t":"error","message":…}`.
    public static func errorMessage(_ error: PlaygroundError) -> String {
        let object: [String: Any] = ["t": "error", "message": error.description, "closing": error.closesConnection]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// The quilt scene, when shown (for tests).
    public var quiltScene: QuiltSimulator? { quilt }
}

/// Gesture recognizers on the playground window that report what scrolls and pinches did.
@MainActor
final class GestureProbe {
    private(set) var scrolls = 0
    private(set) var pinchScale: CGFloat = 1

    func attach(to window: UIWindow) {
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            if recognizer.state == .began || recognizer.state == .changed { self?.scrolls += 1 }
        }
        pan.allowedScrollTypesMask = .all
        pan.maximumNumberOfTouches = 0
        let pinch = UIPinchGestureRecognizer { [weak self] recognizer in self?.pinchScale = recognizer.scale }
        for recognizer in [pan, pinch] as [UIGestureRecognizer] {
            recognizer.cancelsTouchesInView = false
            window.addGestureRecognizer(recognizer)
        }
    }
}
