import Glibc

/// What the window does when its display goes away (the X server ends, the connection
/// breaks): it says so on standard error and exits with ``exitStatus``.
///
/// GDK's own X11 handler of a broken connection exits at once with status 1, silently (GTK 4
/// logs it at debug level), before any "closed" signal: the host installs its own handler with
/// Xlib's `XSetIOErrorHandler` once GTK has opened the display, and the display's "closed"
/// signal, when GDK does emit it, ends the program the same way after the main loop.
/// On a Wayland display GTK ends the program itself (status 1, with its own message).
enum DisplayLoss {
    /// The exit status when the display went away: 69, `EX_UNAVAILABLE` in `sysexits.h`.
    static let exitStatus: Int32 = 69
    /// The line written to standard error.
    static let message = "pointerkit window: the display went away; exiting with status 69\n"

    /// `int (*)(Display *)`: Xlib's I/O error handler, which must not return.
    typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32
    /// `XIOErrorHandler XSetIOErrorHandler(XIOErrorHandler)`.
    typealias SetIOErrorHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?

    /// Replaces GDK's handler of a broken X connection with one that says so and exits with
    /// ``exitStatus``. False when Xlib is not loaded (GTK opened a Wayland display).
    @discardableResult
    static func catchBrokenXConnection() -> Bool {
        guard let xlib = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
              let symbol = dlsym(xlib, "XSetIOErrorHandler") else { return false }
        let setHandler = unsafeBitCast(symbol, to: SetIOErrorHandler.self)
        _ = setHandler { _ in DisplayLoss.end() }
        return true
    }

    /// Writes ``message`` and exits with ``exitStatus`` at once (no clean-up runs: the
    /// connection the clean-up would use is gone), after flushing the frame lines printed.
    static func end() -> Never {
        fflush(nil)
        message.withCString { _ = write(2, $0, strlen($0)) }
        _exit(exitStatus)
    }
}
