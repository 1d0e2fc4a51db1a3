import Foundation
import PointerGeometry
import PointerEngine
import PointerInput
import PointerUIKit
import PointerSVG
import PointerDemoScenes
import PointerGameController
import PointerPlaygroundMessages
import PointerRender

/// One browser tab's playground: its own scene, window and input pipeline. Messages become
/// PointerKit samples stamped with the session's clock (seconds since the session began,
/// given by the host: the engine reads no clock); frames come back as SVG plus the pointer's
/// state (see `PlaygroundSession+Frame.swift`). Its `BrowserLockHost` is the pointer-lock host of
/// its scene: the browser's Pointer Lock API carries the lock out (see
/// `PlaygroundSession+Lock.swift`).
@MainActor
public final class PlaygroundSession {
    /// The scene shown.
    public private(set) var scene: PlaygroundScene
    /// The scene's name ("quilt", "gallery" or "game").
    public var sceneName: String { scene.name }
    /// The window the input drives.
    public var window: UIWindow { scene.window }
    var pipeline: PointerInputPipeline
    var device: DeviceKind = .mouse
    var now = 0.0
    /// Carries the game's lock out through the browser (created first: a scene must have its
    /// host before its view controller asks for the lock).
    let lockHost = BrowserLockHost()
    /// The browser's last pointer-lock refusal, shown in the panel until the lock is granted.
    var lockError: String?
    /// What the page was last sent: the scene it shows and the panel's state.
    var lastScene: PointerScene?
    var lastState = ""
    /// The accessibility elements the page was last sent (JSON), and the generation they had.
    var lastAccessibility = ""
    var lastAccessibilityGeneration = -1
    /// When the tree was last looked at (session time), and whether a scene change since
    /// waits for a look.
    var lastAccessibilityTime = -Double.infinity
    var accessibilityPending = false
    /// The browser's appearance (`{"t":"appearance","on":…}`, on for dark).
    var hostStyle: UIUserInterfaceStyle = .light
    /// The glyph outlines the page has been sent: each frame's SVG refers to them, and only new
    /// ones go out with it.
    var glyphs = GlyphDefinitions()
    var showsRegions = false
    /// The highest input sequence number handled (the page numbers its messages; frames and
    /// acknowledgements echo it, so the page can time input to frame exactly).
    public private(set) var lastSeq = 0
    /// The configuration the session began with (`pointerkit playground --config`): a reset
    /// returns to it.
    public let baseConfiguration: PointerConfiguration
    /// The configuration in force, tuned live from the page (every scene shown gets it).
    public internal(set) var configuration: PointerConfiguration
    /// True when the page has not yet been sent the configuration in force.
    var tuningChanged = true
    /// Where the page's "Evaluate this tuning" request is (`PlaygroundSession+Evaluation.swift`).
    var evaluationState = PlaygroundEvaluationState.idle
    /// Where study logs are written (`PlaygroundSession+Study.swift`): `pointerkit-studies` in
    /// the working directory unless `pointerkit playground --study-dir` says otherwise.
    public var studyDirectory = URL(fileURLWithPath: "pointerkit-studies")
    /// True when a primary click ended in this batch and the study has not yet taken it.
    var studyClickPending = false
    /// True once the running study's results went to the page.
    var studyResultSent = false
    /// A finished study's results, not yet analysed (`takeStudyReport()`).
    var pendingStudyReport: StudyReportRequest?
    /// Messages waiting for the page that are not frames (`takeOutbox()`).
    var outbox: [String] = []
    /// Text typing state (`PlaygroundSession+Text.swift`): whether the page's keyboard target
    /// has the focus, and the parts of a paste still arriving.
    var textInput = PlaygroundTextInput()

    /// Starts a session on a scene ("quilt", "gallery", "game" or "app:" and a registered
    /// app's name; anything else, or an app that will not launch, is the quilt) with a pointer
    /// configuration (the defaults unless given).
    public init(scene name: String = "quilt", configuration: PointerConfiguration = PointerConfiguration()) {
        baseConfiguration = configuration
        self.configuration = configuration
        scene = (try? PlaygroundScene(name, lockHost: lockHost)) ?? .quilt(QuiltSimulator())
        pipeline = PlaygroundSession.pipeline(for: scene.window)
        attachScene()
    }

    /// Replaces the scene: the old device and keyboard are unplugged (gestures and presses end
    /// cancelled) and the old scene closed; a new pipeline drives the new window.
    func show(_ name: String) throws(PlaygroundError) {
        let next: PlaygroundScene
        do { next = try PlaygroundScene(name, lockHost: lockHost) } catch { throw .invalid("scene '\(name)': \(error)") }
        replaceScene(with: next)
    }

    /// Shows `next` in place of the scene shown.
    func replaceScene(with next: PlaygroundScene) {
        if let study = studyScene, !studyResultSent { finishStudy(study) }
        try? pipeline.send(RawSample(timestamp: now, device: device, kind: .removed))
        try? pipeline.send(RawSample(timestamp: now, device: .keyboard, kind: .removed))
        scene.close()
        scene = next
        pipeline = PlaygroundSession.pipeline(for: scene.window)
        attachScene()
        lastScene = nil
    }

    private static func pipeline(for window: UIWindow) -> PointerInputPipeline {
        PointerInputPipeline(window: window, location: CGPoint(x: window.bounds.midX, y: window.bounds.midY))
    }

    /// Connects a new scene to this session's device: the game reads its own mouse.
    private func attachScene() {
        if case .game(let game) = scene, let mouse = GCMouse.mouse(attachedTo: pipeline) { game.use(mouse) }
        window.showsPointerRegions = showsRegions
        if window.pointerConfiguration != configuration { window.pointerConfiguration = configuration }
        window.hostUserInterfaceStyle = hostStyle
    }

    /// Handles one message at `time` (seconds on the session's clock).
    public func handle(_ m: PlaygroundMessage, at time: Double) throws(PlaygroundError) {
        now = max(now, time)
        if let seq = m.seq { lastSeq = max(lastSeq, seq) }
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
            if button == 1, down { studyScene?.pressed(at: now, location: window.pointerLocation) }
            try send(.button(number: button, pressed: down))
            if button == 1, !down, studyScene != nil { studyClickPending = true }
        case "wheel":
            try send(.wheel(v120: Point(x: try need(m.nx, "nx") * 120, y: try need(m.ny, "ny") * 120)), as: .mouse)
        case "scroll":
            try send(.smoothScroll(delta: Point(x: try need(m.dx, "dx"), y: try need(m.dy, "dy"))), as: .trackpad)
        case "pinch":
            try send(.pinch(try phase(m), scale: m.scale ?? 1, rotationDelta: m.rotation ?? 0), as: .trackpad)
        case "touch":
            guard let id = m.id else { throw .invalid("touch needs id") }
            try send(.touch(id: id, phase: try phase(m), location: Point(x: try need(m.x, "x"), y: try need(m.y, "y"))), as: .finger)
        case "mods":
            var flags: ModifierFlags = []
            if m.shift == true { flags.insert(.shift) }
            if m.control == true { flags.insert(.control) }
            if m.alt == true { flags.insert(.alternate) }
            if m.meta == true { flags.insert(.command) }
            try send(.modifiers(flags))
        case "key":
            guard let code = m.code, let down = m.down else { throw .invalid("key needs code and down") }
            var text: KeyCharacters?
            if let key = m.key {
                do { text = try KeyCharacters(key) } catch { throw .refused(error) }
            }
            try send(.key(code: code, pressed: down, characters: text), as: .keyboard)
        case "compose", "commit", "paste", "copy", "cut", "focus":
            try handleText(m)
        case "device":
            // During a study the device is the one the person named.
            if studyScene == nil { device = m.kind == "trackpad" ? .trackpad : .mouse }
        case "study":
            try handleStudy(m)
        case "outlines":
            showsRegions = m.on ?? false
            window.showsPointerRegions = showsRegions
        case "lock":
            guard let locked = m.locked else { throw .invalid("lock needs locked") }
            browserDidChangeLock(locked)
        case "lockError":
            browserRefusedLock()
        case "leave":
            try send(.proximity(entered: false))
        case "enter":
            try send(.proximity(entered: true))
        case "tune", "tuneFile":
            try tune(m)
        case "evaluate":
            try requestEvaluation()
        case "appearance":
            // The browser's prefers-color-scheme: the scene's host appearance (see
            // `UIWindow.hostUserInterfaceStyle`), kept for the scenes shown after.
            guard let dark = m.on else { throw .invalid("appearance needs on (true for dark)") }
            setHostAppearance(dark: dark)
        case "a11y", "reduceMotion":
            try handleAccessibility(m)
        case "scene":
            guard let name = m.name, PlaygroundScene.names.contains(name) else {
                throw .invalid("unknown scene '\(m.name ?? "")' (one of \(PlaygroundScene.names.joined(separator: ", ")))")
            }
            try show(name)
        default:
            throw .invalid("unknown message type '\(m.t)'")
        }
    }

    private func phase(_ m: PlaygroundMessage) throws(PlaygroundError) -> SamplePhase {
        guard let raw = m.phase, let p = SamplePhase(rawValue: raw) else { throw .invalid("\(m.t) needs a phase") }
        return p
    }

    /// The host's appearance changed (the browser's `prefers-color-scheme`, the desktop's dark
    /// preference in the native window): the scene's host appearance
    /// (`UIWindow.hostUserInterfaceStyle`), kept for the scenes shown after.
    public func setHostAppearance(dark: Bool) {
        hostStyle = dark ? .dark : .light
        window.hostUserInterfaceStyle = hostStyle
    }

    /// Runs the session's timers and animations up to `time`.
    public func advance(to time: Double) {
        now = max(now, time)
        pipeline.advance(to: now)
        studyAfterAdvance()
    }

    /// The frame message after advancing to `time`: while something animates, whenever the
    /// picture changed; otherwise only when `look` is true (the ticker looks about every
    /// 100 ms, so changes the app makes on its own, from a notification or a timer, reach the
    /// page without waiting for input). Nil when nothing changed.
    public func tick(to time: Double, look: Bool = false) -> String? {
        let wasAnimating = window.isPointerAnimating
        advance(to: time)
        guard look || wasAnimating || window.isPointerAnimating else { return nil }
        return frameMessage()
    }

    /// The device went away (the tab closed or disconnected): gestures in progress end
    /// cancelled, keys held are cancelled (`pressesCancelled`), and a game's scene releases its lock and disconnects.
    public func close() {
        try? pipeline.send(RawSample(timestamp: now, device: device, kind: .removed))
        try? pipeline.send(RawSample(timestamp: now, device: .keyboard, kind: .removed))
        scene.close()
    }

    /// The quilt scene, when shown (for tests).
    public var quiltScene: QuiltSimulator? { if case .quilt(let q) = scene { q } else { nil } }
    /// The game scene, when shown (for tests).
    public var gameScene: PointerLockGame? { if case .game(let g) = scene { g } else { nil } }
}
