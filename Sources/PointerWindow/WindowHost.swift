import Glibc
import PointerGeometry
import PointerEngine
import PointerInput
import PointerUIKit
import PointerSession
import PointerRender

/// What `pointerkit window` shows and how.
public struct WindowOptions: Sendable {
    /// The scene: "quilt", "gallery", "game" or "app:" and a registered app's name.
    public var scene: String
    /// The pointer configuration the scene starts with.
    public var configuration: PointerConfiguration
    /// Print one JSON line per frame drawn to standard output (the frame value's pointer, the
    /// drawing area's place in the window, the frame's size and the panel's state), and the
    /// latency figures when the window is closed (not when its display goes away: the program
    /// then exits at once): what the window tests read.
    public var reportsFrames: Bool
    /// Where to write each frame drawn as a PNG image at the display's scale (the last one
    /// stays): a screenshot of the scene as the window shows it. Nil writes none.
    public var screenshotPath: String?
    /// Whether Ctrl+C, Ctrl+X and Ctrl+V are the desktop's Copy, Cut and Paste, as in every GTK
    /// program (true, the default), or keys for the app (false: an iPad's own Copy is ⌘C, which
    /// the window reads from the Super key, so an app with Control key commands may want them).
    public var desktopClipboardKeys: Bool

    /// Options for a scene, a configuration, whether frames are reported, where screenshots go
    /// and whether Ctrl+C, X and V are the desktop's clipboard keys.
    public init(scene: String = "quilt", configuration: PointerConfiguration = PointerConfiguration(), reportsFrames: Bool = false,
                screenshotPath: String? = nil, desktopClipboardKeys: Bool = true) {
        self.scene = scene; self.configuration = configuration; self.reportsFrames = reportsFrames
        self.screenshotPath = screenshotPath; self.desktopClipboardKeys = desktopClipboardKeys
    }
}

/// A native GTK 4 window showing a playground scene: one `PlaygroundSession` (the scene, its
/// window and input pipeline, as a browser tab has), real input mapped by ``GDKInputMapper``,
/// frames drawn with Cairo from the session's `PointerScene` on the display's frame clock.
///
/// GTK is loaded at run time (`dlopen`, see <doc:TheNativeWindow>); its C callbacks carry this object as their
/// user data (`Unmanaged`, retained by ``run(_:)`` for the window's life) and run on the main
/// thread, where GTK's main loop runs, so they enter the main actor with
/// `MainActor.assumeIsolated`.
@MainActor
public final class WindowHost {
    let gtk: GTKLibrary
    let session: PlaygroundSession
    let options: WindowOptions
    var input: WindowInput
    /// The scene's bitmaps, decoded once.
    let images: CairoImages
    let start: Int64
    var window: GPointer?
    var area: GPointer?
    /// The scene last drawn (or about to be): the frame value the host rendered.
    var shown: PointerScene?
    /// Input arrived since the last look at the scene.
    var inputPending = false
    /// When the first input not yet in a drawn frame arrived (seconds on the host's clock).
    var inputReceived: Double?
    var lastLook = 0.0
    /// Whether the tick callback is on the frame clock: only while input waits for a frame,
    /// the pointer animates or the scene is due a look (see ``wake()``).
    var ticking = false
    var closed = false
    /// True once the display's "closed" signal came: the program ends as ``DisplayLoss`` says.
    var displayLost = false
    var frames = 0
    /// Input-to-frame latencies, seconds: from receiving an event to the draw of the frame
    /// holding it.
    var latencies: [Double] = []
    /// The window's input method (`WindowHost+InputMethod.swift`).
    var im: GPointer?
    var ime = InputMethodState()
    /// The desktop's clipboard (`WindowHost+Clipboard.swift`).
    var clipboard: GPointer?
    var clipboardState = ClipboardState()

    init(gtk: GTKLibrary, options: WindowOptions) throws(WindowError) {
        guard PlaygroundScene.names.contains(options.scene) else {
            throw .unknownScene(options.scene, known: PlaygroundScene.names)
        }
        self.gtk = gtk
        self.options = options
        session = PlaygroundSession(scene: options.scene, configuration: options.configuration)
        input = WindowInput(session: session)
        images = CairoImages(cairo: gtk.cairo)
        start = gtk.monotonicTime()
    }

    /// The exit status when the display goes away while the window is open: 69
    /// (`EX_UNAVAILABLE`), after the line "pointerkit window: the display went away" on
    /// standard error.
    public static var displayLostExitStatus: Int32 { DisplayLoss.exitStatus }

    /// Opens the window and runs GTK's main loop until the window closes. Throws when GTK 4 is
    /// missing (naming the Debian package) or no display opens; when the display goes away the
    /// program exits with ``displayLostExitStatus``.
    ///
    /// Between GTK's iterations (at least one every 16 ms: a GLib timer wakes the loop) the
    /// main actor yields, so that work queued on the main queue runs: `UIPointerLockState`'s
    /// notifications come from `OperationQueue.main`, and an app's `DispatchQueue.main` blocks
    /// wait there.
    public static func run(_ options: WindowOptions) async throws(WindowError) {
        let gtk = try GTKLibrary()
        guard gtk.initCheck() != 0 else { throw .noDisplay }
        DisplayLoss.catchBrokenXConnection()
        let host = try WindowHost(gtk: gtk, options: options)
        host.open()
        while !host.closed {
            _ = gtk.mainContextIteration(nil, 1)
            await Task.yield()
        }
        host.finish()
        if host.displayLost { DisplayLoss.end() }
    }

    /// Seconds since the host started, on GLib's monotonic clock (the frame clock's).
    var now: Double { Double(gtk.monotonicTime() - start) / 1e6 }

    static func host(_ data: GPointer?) -> WindowHost {
        Unmanaged<WindowHost>.fromOpaque(data!).takeUnretainedValue()
    }

    private func open() {
        let window = gtk.windowNew(), area = gtk.drawingAreaNew()
        self.window = window
        self.area = area
        gtk.windowSetTitle(window, "PointerKit: \(session.sceneName)")
        let size = session.window.bounds.size
        gtk.drawingAreaSetContentWidth(area, Int32(size.width))
        gtk.drawingAreaSetContentHeight(area, Int32(size.height))
        gtk.windowSetChild(window, area)
        gtk.widgetSetFocusable(area, 1)
        // The system cursor is hidden over the scene: the adaptive pointer is drawn instead.
        gtk.widgetSetCursorFromName(area, "none")
        let me = Unmanaged.passUnretained(self).toOpaque()
        gtk.drawingAreaSetDrawFunc(area, { _, cr, _, _, data in
            MainActor.assumeIsolated { WindowHost.host(data).draw(cr) }
        }, me, nil)
        let legacy = gtk.legacyControllerNew()
        _ = gtk.signalConnectEvent(legacy, "event", { _, event, data in
            MainActor.assumeIsolated { WindowHost.host(data).receive(event) ? 1 : 0 }
        }, me, nil, 0)
        gtk.widgetAddController(area, legacy)
        let motion = gtk.motionControllerNew()
        _ = gtk.signalConnectEnter(motion, "enter", { _, x, y, data in
            MainActor.assumeIsolated { WindowHost.host(data).crossing(entered: true, x: x, y: y) }
        }, me, nil, 0)
        _ = gtk.signalConnectPlain(motion, "leave", { _, data in
            MainActor.assumeIsolated { WindowHost.host(data).crossing(entered: false, x: 0, y: 0) }
        }, me, nil, 0)
        gtk.widgetAddController(area, motion)
        openInputMethod()
        openClipboard()
        openAppearance()
        _ = gtk.signalConnectClose(window, "close-request", { _, data in
            MainActor.assumeIsolated { WindowHost.host(data).closed = true }
            return 1  // handled: the host destroys the window once its loop ends
        }, me, nil, 0)
        _ = gtk.signalConnectClosed(gtk.displayGetDefault(), "closed", { _, _, data in
            MainActor.assumeIsolated {
                let host = WindowHost.host(data)
                host.closed = true
                host.displayLost = true
            }
        }, me, nil, 0)
        _ = gtk.signalConnectResize(area, "resize", { _, width, height, data in
            MainActor.assumeIsolated { WindowHost.host(data).resized(width: width, height: height) }
        }, me, nil, 0)
        _ = gtk.signalConnectNotify(window, "notify::is-active", { window, _, data in
            MainActor.assumeIsolated {
                let host = WindowHost.host(data)
                host.focusChanged(host.gtk.windowIsActive(window) != 0)
            }
        }, me, nil, 0)
        _ = gtk.timeoutAdd(16, { data in
            MainActor.assumeIsolated { WindowHost.host(data).timer() }
            return 1
        }, me)
        wake()
        gtk.windowPresent(window)
        _ = gtk.widgetGrabFocus(area)
    }

    /// Puts the tick callback on the frame clock if it is not there: input arrived, or the
    /// scene is due a look. A frame clock with nothing to update stops, so input after a pause
    /// starts a frame at once instead of waiting for the next slot of a clock that runs at the
    /// display's rate all the time (GTK delivers key events as they come, so a key waited
    /// 8 ms on average for that slot: see <doc:TheNativeWindow>, "Latency").
    func wake() {
        guard !ticking, let area else { return }
        ticking = true
        _ = gtk.widgetAddTickCallback(area, { _, clock, data in
            MainActor.assumeIsolated { WindowHost.host(data).tick(clock) ? 1 : 0 }
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Every 16 ms: the loop wakes (so the main queue is served), and every 100 ms the scene
    /// gets a look for changes an app makes on its own and for the idle fade's timer.
    private func timer() {
        if now - lastLook >= 0.1 { wake() }
    }

    /// Once per display frame while ticking (the frame clock's update phase): springs, momentum
    /// and the idle fade step to the frame's time; the scene is looked at when input arrived,
    /// while the pointer animates, and every 100 ms, and drawn only when it changed. Returns
    /// whether to tick again: while the pointer animates (input arriving wakes it again).
    private func tick(_ clock: GPointer?) -> Bool {
        let time = max(Double(gtk.frameClockGetFrameTime(clock) - start) / 1e6, 0)
        let wasAnimating = session.window.isPointerAnimating
        session.advance(to: time)
        let look = time - lastLook >= 0.1
        guard inputPending || look || wasAnimating || session.window.isPointerAnimating else {
            ticking = false
            return false
        }
        if look { lastLook = time }
        inputPending = false
        let scene = session.window.pointerScene()
        syncInputMethod()
        syncClipboard()
        if scene != shown {
            shown = scene
            gtk.widgetQueueDraw(area)
        } else {
            inputReceived = nil  // the input changed nothing on screen: no frame carries it
        }
        // Off the clock at once unless the pointer animates: one more tick only to find nothing
        // to do would set the clock's next slot a refresh period later, where the next key waits.
        ticking = session.window.isPointerAnimating
        return ticking
    }

    private func draw(_ cr: CairoContext?) {
        guard let cr else { return }
        let scene = shown ?? session.window.pointerScene()
        shown = scene
        let scale = Double(gtk.widgetGetScaleFactor(area))
        CairoRenderer(cairo: gtk.cairo, cr: cr, images: images, pixelScale: scale).draw(scene)
        frames += 1
        var latency: Double?
        if let received = inputReceived {
            latency = now - received
            latencies.append(now - received)
            inputReceived = nil
        }
        if options.reportsFrames { report(scene, latency: latency) }
        if let path = options.screenshotPath, !gtk.cairo.writePNG(scene, scale: scale, images: images, to: path) {
            Self.log("pointerkit window: could not write the screenshot \(path)")
        }
    }

    private func finish() {
        session.close()
        if let window, !displayLost { gtk.windowDestroy(window) }
        if options.reportsFrames { print(latencySummary()); fflush(nil) }
    }

    static func log(_ line: String) {
        let text = line + "\n"
        text.withCString { _ = write(2, $0, strlen($0)) }
    }
}
