import Foundation
import Glibc
import Synchronization
import PointerInput
import PointerUIKit

/// A keyboard layout for ``SimulatedKeyboard``: which key, with which modifiers, types each
/// character. The US layout is PointerKit's own (`USKeyboardLayout`, what the rest of the
/// package assumes); every other layout is read from the system's XKB data through
/// libxkbcommon (loaded at run time, as on a Linux desktop), so a test types on the French
/// or German keyboard a person there uses, key for key.
///
/// A key's levels map to modifiers as XKB's common layouts define them: the second level is
/// Shift, the third AltGr (`.alternate`, the Option key's flag in UIKit), the fourth
/// Shift-AltGr. Dead keys are not used: a character only reachable through one (ê on a
/// French keyboard) is typed as committed input-method text, as ``SimulatedKeyboard/type(_:)``
/// says.
public struct KeyboardLayout: Sendable, Hashable, CustomStringConvertible {
    /// XKB's layout name ("us", "fr", "de").
    public let name: String

    /// A layout by its XKB name (`setxkbmap`'s), read when first used.
    public init(xkb name: String) { self.name = name }

    /// The US layout (PointerKit's table, no XKB needed).
    public static let us = KeyboardLayout(xkb: "us")
    /// The French AZERTY layout (XKB "fr").
    public static let french = KeyboardLayout(xkb: "fr")
    /// The German QWERTZ layout (XKB "de").
    public static let german = KeyboardLayout(xkb: "de")

    /// The layout's XKB name.
    public var description: String { name }

    /// One key press that types a character: the key's HID usage and the modifiers held.
    public struct Stroke: Sendable, Hashable {
        /// The key's USB HID usage.
        public var code: Int
        /// The modifiers held with it.
        public var modifiers: UIKeyModifierFlags
    }

    /// Why a layout could not be read.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// libxkbcommon is not installed (Debian's `libxkbcommon0`).
        case libraryMissing(String)
        /// XKB has no layout of that name (or its data, Debian's `xkb-data`, is missing).
        case unknownLayout(String)
        /// What went wrong, with what to install.
        public var description: String {
            switch self {
            case .libraryMissing(let why): "libxkbcommon could not be loaded (\(why)); install Debian's libxkbcommon0"
            case .unknownLayout(let name): "XKB has no layout '\(name)' (is Debian's xkb-data installed?)"
            }
        }
    }

    /// The strokes typing each character the layout has on a key (the first, lowest level
    /// wins when two keys type the same character).
    public func strokes() throws(Failure) -> [Character: Stroke] {
        if name == "us" { return Self.usStrokes }
        if let known = Self.cache.withLock({ $0[name] }) { return known }
        let table = try XKB.strokes(layout: name)
        Self.cache.withLock { $0[name] = table }
        return table
    }

    private static let cache = Mutex<[String: [Character: Stroke]]>([:])

    /// The US layout's strokes, from `USKeyboardLayout`.
    static let usStrokes: [Character: Stroke] = {
        var table: [Character: Stroke] = [:]
        for code in 0...0xFF {
            for shift in [false, true] {
                guard let text = USKeyboardLayout.characters(forKey: code, shift: shift), text.count == 1,
                      let c = text.first, table[c] == nil else { continue }
                table[c] = Stroke(code: code, modifiers: shift ? .shift : [])
            }
        }
        return table
    }()
}

/// libxkbcommon's keymap API, as much as reading a layout's characters takes.
private enum XKB {
    /// `struct xkb_rule_names`: rules, model, layout, variant, options.
    struct RuleNames { var rules, model, layout, variant, options: UnsafePointer<CChar>? }

    typealias ContextNew = @convention(c) (Int32) -> OpaquePointer?
    typealias KeymapNew = @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int32) -> OpaquePointer?
    typealias Unref = @convention(c) (OpaquePointer?) -> Void
    typealias KeycodeBound = @convention(c) (OpaquePointer?) -> UInt32
    typealias LevelCount = @convention(c) (OpaquePointer?, UInt32, UInt32) -> UInt32
    typealias SymsByLevel = @convention(c) (OpaquePointer?, UInt32, UInt32, UInt32, UnsafeMutablePointer<UnsafePointer<UInt32>?>?) -> Int32
    typealias ToUTF32 = @convention(c) (UInt32) -> UInt32
    typealias SetLogLevel = @convention(c) (OpaquePointer?, Int32) -> Void

    /// The modifiers of XKB's first four levels.
    static let levelModifiers: [UIKeyModifierFlags] = [[], .shift, .alternate, [.shift, .alternate]]

    static func strokes(layout: String) throws(KeyboardLayout.Failure) -> [Character: KeyboardLayout.Stroke] {
        guard let handle = dlopen("libxkbcommon.so.0", RTLD_NOW) else {
            throw .libraryMissing(dlerror().map { String(cString: $0) } ?? "libxkbcommon.so.0")
        }
        defer { dlclose(handle) }
        func load<F>(_ symbol: String) throws(KeyboardLayout.Failure) -> F {
            guard let f = dlsym(handle, symbol) else { throw .libraryMissing("no \(symbol)") }
            return unsafeBitCast(f, to: F.self)
        }
        let contextNew: ContextNew = try load("xkb_context_new"), contextUnref: Unref = try load("xkb_context_unref")
        let keymapNew: KeymapNew = try load("xkb_keymap_new_from_names"), keymapUnref: Unref = try load("xkb_keymap_unref")
        let minKey: KeycodeBound = try load("xkb_keymap_min_keycode"), maxKey: KeycodeBound = try load("xkb_keymap_max_keycode")
        let levels: LevelCount = try load("xkb_keymap_num_levels_for_key")
        let syms: SymsByLevel = try load("xkb_keymap_key_get_syms_by_level")
        let toUTF32: ToUTF32 = try load("xkb_keysym_to_utf32")
        let setLogLevel: SetLogLevel = try load("xkb_context_set_log_level")
        guard let context = contextNew(0) else { throw .libraryMissing("xkb_context_new failed") }
        defer { contextUnref(context) }
        setLogLevel(context, 10)  // XKB_LOG_LEVEL_CRITICAL: an unknown layout is thrown, not printed
        let keymap = layout.withCString { name in
            "evdev".withCString { rules in
                let names = RuleNames(rules: rules, model: nil, layout: name, variant: nil, options: nil)
                return withUnsafePointer(to: names) { keymapNew(context, UnsafeRawPointer($0), 0) }
            }
        }
        guard let keymap else { throw .unknownLayout(layout) }
        defer { keymapUnref(keymap) }
        var table: [Character: KeyboardLayout.Stroke] = [:]
        for level in 0..<UInt32(levelModifiers.count) {
            for key in minKey(keymap)...maxKey(keymap) where key >= 8 {
                guard level < levels(keymap, key, 0), let usage = EvdevKeys.usage(forEvdev: Int(key) - 8) else { continue }
                var out: UnsafePointer<UInt32>?
                guard syms(keymap, key, 0, level, &out) == 1, let sym = out?.pointee,
                      let scalar = Unicode.Scalar(toUTF32(sym)), scalar.value >= 0x20, scalar.value != 0x7F else { continue }
                let c = Character(scalar)
                if table[c] == nil { table[c] = .init(code: usage, modifiers: levelModifiers[Int(level)]) }
            }
        }
        guard !table.isEmpty else { throw .unknownLayout(layout) }
        return table
    }
}
