import Glibc
import PointerUIKit

/// The desktop's appearance settings, read from GTK's `GtkSettings` (which GTK fills from the
/// desktop: XSETTINGS on X11, the settings portal on Wayland, `settings.ini` otherwise):
/// `gtk-application-prefer-dark-theme` or a theme named `…-dark`/`…:dark` for dark mode, and
/// `gtk-enable-animations` off for Reduce Motion. Looked up at run time like the rest of GTK;
/// GObject's `g_object_get_property` with a `GValue` (not the variadic `g_object_get`).
struct GTKSettingsLibrary {
    typealias GetDefault = @convention(c) () -> GPointer?
    typealias GetProperty = @convention(c) (GPointer?, CString?, UnsafeMutableRawPointer?) -> Void
    typealias ValueInit = @convention(c) (UnsafeMutableRawPointer?, UInt) -> UnsafeMutableRawPointer?
    typealias ValueToInt = @convention(c) (UnsafeRawPointer?) -> Int32
    typealias ValueToString = @convention(c) (UnsafeRawPointer?) -> CString?
    typealias ValueUnset = @convention(c) (UnsafeMutableRawPointer?) -> Void
    typealias FindProperty = @convention(c) (GPointer?, CString?) -> GPointer?
    typealias ClassOf = @convention(c) (GPointer?) -> GPointer?

    let settingsGetDefault: GetDefault
    let objectGetProperty: GetProperty
    let valueInit: ValueInit
    let valueGetBoolean: ValueToInt
    let valueGetString: ValueToString
    let valueUnset: ValueUnset
    let findProperty: FindProperty

    /// GLib's fundamental type numbers (`G_TYPE_BOOLEAN`, `G_TYPE_STRING`), fixed by its ABI.
    static let booleanType: UInt = 5 << 2, stringType: UInt = 16 << 2

    init(_ load: SymbolLoader) throws(WindowError) {
        settingsGetDefault = try load("gtk_settings_get_default")
        objectGetProperty = try load("g_object_get_property")
        valueInit = try load("g_value_init")
        valueGetBoolean = try load("g_value_get_boolean")
        valueGetString = try load("g_value_get_string")
        valueUnset = try load("g_value_unset")
        findProperty = try load("g_object_class_find_property")
    }

    /// A property of `object`'s, read into a zeroed `GValue` (24 bytes: its type and two
    /// words) of `type`; nil when the object has no such property.
    private func read<T>(_ object: GPointer, _ name: String, type: UInt, _ body: (UnsafeRawPointer) -> T) -> T? {
        // The class is the instance's first word (GTypeInstance.g_class).
        let objectClass = object.load(as: GPointer?.self)
        guard findProperty(objectClass, name) != nil else { return nil }
        var value = [UInt64](repeating: 0, count: 3)
        return value.withUnsafeMutableBytes { raw -> T in
            _ = valueInit(raw.baseAddress, type)
            objectGetProperty(object, name, raw.baseAddress)
            defer { valueUnset(raw.baseAddress) }
            return body(UnsafeRawPointer(raw.baseAddress!))
        }
    }

    /// True when the desktop asks for dark: the dark-theme preference, or a dark theme's name.
    func prefersDark(_ settings: GPointer) -> Bool {
        if read(settings, "gtk-application-prefer-dark-theme", type: Self.booleanType, { valueGetBoolean($0) != 0 }) == true { return true }
        let theme = read(settings, "gtk-theme-name", type: Self.stringType) { valueGetString($0).map { String(cString: $0) } } ?? nil
        return Self.isDarkTheme(theme)
    }

    /// True for a theme name GTK's own convention marks dark ("Adwaita-dark", "Adwaita:dark").
    static func isDarkTheme(_ name: String?) -> Bool {
        guard let name = name?.lowercased() else { return false }
        return name.hasSuffix("-dark") || name.hasSuffix(":dark")
    }

    /// False when the desktop turned animations off (`gtk-enable-animations`), else true.
    func enablesAnimations(_ settings: GPointer) -> Bool {
        read(settings, "gtk-enable-animations", type: Self.booleanType) { valueGetBoolean($0) != 0 } ?? true
    }
}

extension WindowHost {
    /// Follows the desktop's appearance: dark mode becomes the window's host appearance
    /// (`UIWindow.hostUserInterfaceStyle`, delivered as trait changes) and animations turned
    /// off become `UIAccessibility.isReduceMotionEnabled`, now and whenever they change.
    func openAppearance() {
        let library = gtk.settings
        guard let settings = library.settingsGetDefault() else { return }
        appearanceChanged()
        let me = Unmanaged.passUnretained(self).toOpaque()
        for name in ["gtk-application-prefer-dark-theme", "gtk-theme-name", "gtk-enable-animations"] {
            _ = gtk.signalConnectNotify(settings, "notify::\(name)", { _, _, data in
                MainActor.assumeIsolated { WindowHost.host(data).appearanceChanged() }
            }, me, nil, 0)
        }
    }

    /// Reads the desktop's settings again and applies them.
    func appearanceChanged() {
        let library = gtk.settings
        guard let settings = library.settingsGetDefault() else { return }
        session.setHostAppearance(dark: library.prefersDark(settings))
        UIAccessibility.setReduceMotion(!library.enablesAnimations(settings))
        wake()
    }
}
