import Glibc

/// A GObject instance (a widget, a controller, an event, a frame clock), as C sees it.
typealias GPointer = UnsafeMutableRawPointer
/// A C string argument.
typealias CString = UnsafePointer<CChar>

/// GTK 4 and GLib, loaded at run time with `dlopen("libgtk-4.so.1")`: the package has no
/// build-time dependency on GTK, so `pointerkit` runs (and says what is missing) on machines
/// without it. Each function is looked up once, into a Swift `@convention(c)` function type
/// matching its C declaration in GTK 4.8's headers.
struct GTKLibrary {
    /// The shared object the window needs, as the dynamic loader names it; the environment
    /// variable `POINTERKIT_GTK_LIBRARY` names another (a GTK built elsewhere, or, in the
    /// tests, one that is absent).
    static var soname: String {
        getenv("POINTERKIT_GTK_LIBRARY").map { String(cString: $0) } ?? "libgtk-4.so.1"
    }

    typealias New = @convention(c) () -> GPointer?
    typealias Bool0 = @convention(c) () -> Int32
    typealias ObjectString = @convention(c) (GPointer?, CString?) -> Void
    typealias ObjectIntInt = @convention(c) (GPointer?, Int32, Int32) -> Void
    typealias ObjectInt = @convention(c) (GPointer?, Int32) -> Void
    typealias ObjectObject = @convention(c) (GPointer?, GPointer?) -> Void
    typealias Object = @convention(c) (GPointer?) -> Void
    typealias ObjectToInt = @convention(c) (GPointer?) -> Int32
    typealias ObjectToUInt = @convention(c) (GPointer?) -> UInt32
    typealias ObjectToDouble = @convention(c) (GPointer?) -> Double
    typealias ObjectToObject = @convention(c) (GPointer?) -> GPointer?
    typealias ObjectToInt64 = @convention(c) (GPointer?) -> Int64
    typealias ObjectPointOut = @convention(c) (GPointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Int32
    typealias ObjectPointOutVoid = @convention(c) (GPointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
    typealias Translate = @convention(c) (GPointer?, GPointer?, Double, Double, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Int32
    typealias UIntToUInt = @convention(c) (UInt32) -> UInt32
    typealias Now = @convention(c) () -> Int64
    typealias Iterate = @convention(c) (GPointer?, Int32) -> Int32

    /// `void (*)(GtkDrawingArea *, cairo_t *, int width, int height, gpointer)`.
    typealias DrawFunc = @convention(c) (GPointer?, OpaquePointer?, Int32, Int32, GPointer?) -> Void
    /// `gboolean (*)(GtkWidget *, GdkFrameClock *, gpointer)`.
    typealias TickFunc = @convention(c) (GPointer?, GPointer?, GPointer?) -> Int32
    /// `gboolean (*)(gpointer)`: a GLib timeout's function.
    typealias SourceFunc = @convention(c) (GPointer?) -> Int32
    /// `guint g_timeout_add(guint interval, GSourceFunc, gpointer)`.
    typealias AddTimeout = @convention(c) (UInt32, SourceFunc?, GPointer?) -> UInt32
    /// `gboolean (*)(GtkEventControllerLegacy *, GdkEvent *, gpointer)`: the "event" signal.
    typealias EventHandler = @convention(c) (GPointer?, GPointer?, GPointer?) -> Int32
    /// `void (*)(GtkEventControllerMotion *, double x, double y, gpointer)`: "enter".
    typealias EnterHandler = @convention(c) (GPointer?, Double, Double, GPointer?) -> Void
    /// `void (*)(GObject *, gpointer)`: "leave".
    typealias PlainHandler = @convention(c) (GPointer?, GPointer?) -> Void
    /// `void (*)(GdkDisplay *, gboolean is_error, gpointer)`: the display's "closed".
    typealias ClosedHandler = @convention(c) (GPointer?, Int32, GPointer?) -> Void
    /// `gboolean (*)(GtkWindow *, gpointer)`: "close-request".
    typealias CloseHandler = @convention(c) (GPointer?, GPointer?) -> Int32
    /// `void (*)(GtkDrawingArea *, int width, int height, gpointer)`: the area's "resize".
    typealias ResizeHandler = @convention(c) (GPointer?, Int32, Int32, GPointer?) -> Void
    /// `void (*)(GObject *, GParamSpec *, gpointer)`: "notify::is-active".
    typealias NotifyHandler = @convention(c) (GPointer?, GPointer?, GPointer?) -> Void

    /// `void (*)(GtkIMContext *, const char *str, gpointer)`: the input method's "commit".
    typealias CommitHandler = @convention(c) (GPointer?, CString?, GPointer?) -> Void
    /// `gboolean (*)(GtkIMContext *, int offset, int n_chars, gpointer)`: "delete-surrounding".
    typealias DeleteSurroundingHandler = @convention(c) (GPointer?, Int32, Int32, GPointer?) -> Int32
    typealias ObjectObjectToInt = @convention(c) (GPointer?, GPointer?) -> Int32
    typealias ObjectRect = @convention(c) (GPointer?, UnsafeRawPointer?) -> Void
    typealias PreeditString = @convention(c) (GPointer?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeMutableRawPointer?,
                                              UnsafeMutablePointer<Int32>?) -> Void
    typealias SetSurrounding = @convention(c) (GPointer?, CString?, Int32, Int32, Int32) -> Void
    typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Void
    typealias ReadText = @convention(c) (GPointer?, GPointer?, NotifyHandler?, GPointer?) -> Void
    typealias ReadTextFinish = @convention(c) (GPointer?, GPointer?, UnsafeMutablePointer<GPointer?>?) -> UnsafeMutablePointer<CChar>?
    typealias ConnectCommit = @convention(c) (GPointer?, CString?, CommitHandler?, GPointer?, GPointer?, Int32) -> UInt
    typealias ConnectDeleteSurrounding = @convention(c) (GPointer?, CString?, DeleteSurroundingHandler?, GPointer?, GPointer?, Int32) -> UInt

    typealias SetDrawFunc = @convention(c) (GPointer?, DrawFunc?, GPointer?, GPointer?) -> Void
    typealias AddTick = @convention(c) (GPointer?, TickFunc?, GPointer?, GPointer?) -> UInt32
    typealias ConnectEvent = @convention(c) (GPointer?, CString?, EventHandler?, GPointer?, GPointer?, Int32) -> UInt
    typealias ConnectEnter = @convention(c) (GPointer?, CString?, EnterHandler?, GPointer?, GPointer?, Int32) -> UInt
    typealias ConnectPlain = @convention(c) (GPointer?, CString?, PlainHandler?, GPointer?, GPointer?, Int32) -> UInt
    typealias ConnectClosed = @convention(c) (GPointer?, CString?, ClosedHandler?, GPointer?, GPointer?, Int32) -> UInt
    typealias ConnectClose = @convention(c) (GPointer?, CString?, CloseHandler?, GPointer?, GPointer?, Int32) -> UInt
    typealias ConnectResize = @convention(c) (GPointer?, CString?, ResizeHandler?, GPointer?, GPointer?, Int32) -> UInt
    typealias ConnectNotify = @convention(c) (GPointer?, CString?, NotifyHandler?, GPointer?, GPointer?, Int32) -> UInt

    let initCheck: Bool0
    let windowNew: New
    let windowSetTitle: ObjectString
    let windowSetDefaultSize: ObjectIntInt
    let windowSetChild: ObjectObject
    let windowPresent: Object
    let windowDestroy: Object
    let windowIsActive: ObjectToInt
    let drawingAreaNew: New
    let drawingAreaSetDrawFunc: SetDrawFunc
    let drawingAreaSetContentWidth: ObjectInt
    let drawingAreaSetContentHeight: ObjectInt
    let widgetSetFocusable: ObjectInt
    let widgetGrabFocus: ObjectToInt
    let widgetQueueDraw: Object
    let widgetAddTickCallback: AddTick
    let widgetAddController: ObjectObject
    let widgetSetCursorFromName: ObjectString
    let widgetGetNative: ObjectToObject
    let widgetTranslateCoordinates: Translate
    let widgetGetWidth: ObjectToInt
    let widgetGetHeight: ObjectToInt
    let widgetGetScaleFactor: ObjectToInt
    let nativeGetSurfaceTransform: ObjectPointOutVoid
    let legacyControllerNew: New
    let motionControllerNew: New
    let signalConnectEvent: ConnectEvent
    let signalConnectEnter: ConnectEnter
    let signalConnectPlain: ConnectPlain
    let signalConnectClose: ConnectClose
    let signalConnectClosed: ConnectClosed
    let signalConnectResize: ConnectResize
    let signalConnectNotify: ConnectNotify
    let mainContextIteration: Iterate
    let timeoutAdd: AddTimeout
    let monotonicTime: Now
    let frameClockGetFrameTime: ObjectToInt64
    let displayGetDefault: New
    let eventGetType: ObjectToInt
    let eventGetPosition: ObjectPointOut
    let eventGetModifierState: ObjectToUInt
    let eventGetDevice: ObjectToObject
    let deviceGetSource: ObjectToInt
    let buttonEventGetButton: ObjectToUInt
    let keyEventGetKeycode: ObjectToUInt
    let keyEventGetKeyval: ObjectToUInt
    let keyvalToUnicode: UIntToUInt
    let scrollEventGetDirection: ObjectToInt
    let scrollEventGetUnit: ObjectToInt
    let scrollEventGetDeltas: ObjectPointOutVoid
    let scrollEventIsStop: ObjectToInt
    let touchpadEventGetGesturePhase: ObjectToInt
    let touchpadEventGetPinchScale: ObjectToDouble
    let touchpadEventGetPinchAngleDelta: ObjectToDouble
    let imMulticontextNew: New
    let imContextSetClientWidget: ObjectObject
    let imContextFilterKeypress: ObjectObjectToInt
    let imContextFocusIn: Object
    let imContextFocusOut: Object
    let imContextReset: Object
    let imContextSetCursorLocation: ObjectRect
    let imContextGetPreeditString: PreeditString
    let imContextSetSurroundingWithSelection: SetSurrounding
    let gFree: Free
    let widgetGetClipboard: ObjectToObject
    let clipboardIsLocal: ObjectToInt
    let clipboardSetText: ObjectString
    let clipboardReadTextAsync: ReadText
    let clipboardReadTextFinish: ReadTextFinish
    let signalConnectCommit: ConnectCommit
    let signalConnectDeleteSurrounding: ConnectDeleteSurrounding
    /// Cairo's functions, from the same process (GTK links libcairo.so.2).
    let cairo: CairoLibrary
    /// The desktop's appearance settings (`WindowHost+Appearance.swift`).
    let settings: GTKSettingsLibrary

    /// Loads GTK 4, or throws naming the Debian package to install.
    init() throws(WindowError) {
        let soname = Self.soname
        guard let handle = dlopen(soname, RTLD_NOW | RTLD_GLOBAL) else {
            throw .gtkMissing(dlerror().map { String(cString: $0) } ?? soname)
        }
        let load = SymbolLoader(handle: handle, library: soname)
        initCheck = try load("gtk_init_check")
        settings = try GTKSettingsLibrary(load)
        windowNew = try load("gtk_window_new")
        windowSetTitle = try load("gtk_window_set_title")
        windowSetDefaultSize = try load("gtk_window_set_default_size")
        windowSetChild = try load("gtk_window_set_child")
        windowPresent = try load("gtk_window_present")
        windowDestroy = try load("gtk_window_destroy")
        windowIsActive = try load("gtk_window_is_active")
        drawingAreaNew = try load("gtk_drawing_area_new")
        drawingAreaSetDrawFunc = try load("gtk_drawing_area_set_draw_func")
        drawingAreaSetContentWidth = try load("gtk_drawing_area_set_content_width")
        drawingAreaSetContentHeight = try load("gtk_drawing_area_set_content_height")
        widgetSetFocusable = try load("gtk_widget_set_focusable")
        widgetGrabFocus = try load("gtk_widget_grab_focus")
        widgetQueueDraw = try load("gtk_widget_queue_draw")
        widgetAddTickCallback = try load("gtk_widget_add_tick_callback")
        widgetAddController = try load("gtk_widget_add_controller")
        widgetSetCursorFromName = try load("gtk_widget_set_cursor_from_name")
        widgetGetNative = try load("gtk_widget_get_native")
        widgetTranslateCoordinates = try load("gtk_widget_translate_coordinates")
        widgetGetWidth = try load("gtk_widget_get_width")
        widgetGetHeight = try load("gtk_widget_get_height")
        widgetGetScaleFactor = try load("gtk_widget_get_scale_factor")
        nativeGetSurfaceTransform = try load("gtk_native_get_surface_transform")
        legacyControllerNew = try load("gtk_event_controller_legacy_new")
        motionControllerNew = try load("gtk_event_controller_motion_new")
        signalConnectEvent = try load("g_signal_connect_data")
        signalConnectEnter = try load("g_signal_connect_data")
        signalConnectPlain = try load("g_signal_connect_data")
        signalConnectClose = try load("g_signal_connect_data")
        signalConnectClosed = try load("g_signal_connect_data")
        signalConnectResize = try load("g_signal_connect_data")
        signalConnectNotify = try load("g_signal_connect_data")
        mainContextIteration = try load("g_main_context_iteration")
        timeoutAdd = try load("g_timeout_add")
        monotonicTime = try load("g_get_monotonic_time")
        frameClockGetFrameTime = try load("gdk_frame_clock_get_frame_time")
        displayGetDefault = try load("gdk_display_get_default")
        eventGetType = try load("gdk_event_get_event_type")
        eventGetPosition = try load("gdk_event_get_position")
        eventGetModifierState = try load("gdk_event_get_modifier_state")
        eventGetDevice = try load("gdk_event_get_device")
        deviceGetSource = try load("gdk_device_get_source")
        buttonEventGetButton = try load("gdk_button_event_get_button")
        keyEventGetKeycode = try load("gdk_key_event_get_keycode")
        keyEventGetKeyval = try load("gdk_key_event_get_keyval")
        keyvalToUnicode = try load("gdk_keyval_to_unicode")
        scrollEventGetDirection = try load("gdk_scroll_event_get_direction")
        scrollEventGetUnit = try load("gdk_scroll_event_get_unit")
        scrollEventGetDeltas = try load("gdk_scroll_event_get_deltas")
        scrollEventIsStop = try load("gdk_scroll_event_is_stop")
        touchpadEventGetGesturePhase = try load("gdk_touchpad_event_get_gesture_phase")
        touchpadEventGetPinchScale = try load("gdk_touchpad_event_get_pinch_scale")
        touchpadEventGetPinchAngleDelta = try load("gdk_touchpad_event_get_pinch_angle_delta")
        imMulticontextNew = try load("gtk_im_multicontext_new")
        imContextSetClientWidget = try load("gtk_im_context_set_client_widget")
        imContextFilterKeypress = try load("gtk_im_context_filter_keypress")
        imContextFocusIn = try load("gtk_im_context_focus_in")
        imContextFocusOut = try load("gtk_im_context_focus_out")
        imContextReset = try load("gtk_im_context_reset")
        imContextSetCursorLocation = try load("gtk_im_context_set_cursor_location")
        imContextGetPreeditString = try load("gtk_im_context_get_preedit_string")
        imContextSetSurroundingWithSelection = try load("gtk_im_context_set_surrounding_with_selection")
        gFree = try load("g_free")
        widgetGetClipboard = try load("gtk_widget_get_clipboard")
        clipboardIsLocal = try load("gdk_clipboard_is_local")
        clipboardSetText = try load("gdk_clipboard_set_text")
        clipboardReadTextAsync = try load("gdk_clipboard_read_text_async")
        clipboardReadTextFinish = try load("gdk_clipboard_read_text_finish")
        signalConnectCommit = try load("g_signal_connect_data")
        signalConnectDeleteSurrounding = try load("g_signal_connect_data")
        cairo = try CairoLibrary(load)
    }
}

/// Looks symbols up in one loaded library, as the function type the caller expects.
struct SymbolLoader {
    let handle: UnsafeMutableRawPointer
    let library: String

    func callAsFunction<Function>(_ name: String) throws(WindowError) -> Function {
        guard let symbol = dlsym(handle, name) else { throw .symbolMissing(name, library: library) }
        return unsafeBitCast(symbol, to: Function.self)
    }
}
