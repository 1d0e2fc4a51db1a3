#if Libinput
import CLibinput
import Glibc
import PointerGeometry
import PointerInput

/// Why the libinput backend could not start.
public enum LibinputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// udev or libinput could not be created.
    case contextFailed(String)
    /// libinput refused a device path (missing, not an input device, or no permission).
    case cannotOpen(path: String)
    /// The seat could not be assigned (no such seat, or udev is not running).
    case cannotAssignSeat(String)

    /// A one-line explanation with what to try.
    public var description: String {
        switch self {
        case .contextFailed(let what): "could not create the \(what) context"
        case .cannotOpen(let path):
            "cannot open \(path): is it an input device, and are you root or in the input group?"
        case .cannotAssignSeat(let seat):
            "cannot read seat \(seat): is udev running, and are you root or in the input group?"
        }
    }
}

/// Reads mice and trackpads through libinput and reports PointerKit samples.
///
/// Tap-to-click and clickfinger are switched on for every touchpad, so that a two-finger
/// tap or click is a secondary click as on iPadOS. Not thread-safe: use it from one thread.
public final class LibinputBackend {
    /// Where the devices come from.
    public enum Source: Hashable, Sendable {
        /// Every input device of a udev seat ("seat0" for the local seat), hot-plug included.
        case seat(String)
        /// These device nodes (/dev/input/eventN) only, through libinput's path backend.
        case paths([String])
    }

    /// The surface absolute positions are scaled to, in points. Default 1024 × 768 pt,
    /// the converter's default surface.
    public var surfaceSize = Point(x: 1024, y: 768)

    private let udev: OpaquePointer?
    private let li: OpaquePointer
    /// libinput keeps this pointer for the context's lifetime: allocated per backend and
    /// freed after the context.
    private let interface: UnsafeMutablePointer<libinput_interface>
    private var state = LibinputMapper()

    /// Starts reading `source`. Throws when libinput cannot start or refuses a path.
    public init(_ source: Source) throws(LibinputError) {
        let interface = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
        interface.initialize(to: libinputInterface())
        self.interface = interface
        switch source {
        case .seat(let seat):
            guard let udev = udev_new() else { interface.deallocate(); throw .contextFailed("udev") }
            guard let li = libinput_udev_create_context(interface, nil, udev) else {
                udev_unref(udev); interface.deallocate(); throw .contextFailed("libinput")
            }
            self.udev = udev; self.li = li
            guard libinput_udev_assign_seat(li, seat) == 0 else { throw .cannotAssignSeat(seat) }
        case .paths(let paths):
            guard let li = libinput_path_create_context(interface, nil) else {
                interface.deallocate(); throw .contextFailed("libinput")
            }
            self.udev = nil; self.li = li
            for path in paths where libinput_path_add_device(li, path) == nil {
                throw .cannotOpen(path: path)
            }
        }
    }

    deinit {
        libinput_unref(li)
        if let udev { udev_unref(udev) }
        interface.deinitialize(count: 1)
        interface.deallocate()
    }

    /// The file descriptor to poll for readability before calling ``dispatch()``.
    public var fileDescriptor: Int32 { libinput_get_fd(li) }

    /// Reads what the devices sent and returns it as reports, oldest first.
    public func dispatch() -> [LibinputReport] {
        libinput_dispatch(li)
        var reports: [LibinputReport] = []
        while let event = libinput_get_event(li) {
            state.map(event, surface: surfaceSize, into: &reports)
            libinput_event_destroy(event)
        }
        return reports
    }

    /// Waits up to `timeout` seconds for input, then dispatches; returns what arrived
    /// (possibly nothing).
    public func wait(timeout: Double) -> [LibinputReport] {
        var fds = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&fds, 1, Int32((timeout * 1000).rounded()))
        return dispatch()
    }
}

/// libinput's open and close callbacks: plain open(2) and close(2), so the process needs read
/// access to the device nodes (root, or the input group).
private func libinputInterface() -> libinput_interface {
    libinput_interface(
        open_restricted: { path, flags, _ in
            guard let path else { return -EINVAL }
            let fd = open(path, flags)
            return fd < 0 ? -errno : fd
        },
        close_restricted: { fd, _ in _ = close(fd) }
    )
}
#endif
