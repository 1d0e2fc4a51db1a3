import Glibc
import PointerUIKit

/// What the window remembers of the desktop's clipboard between GTK's calls.
struct ClipboardState {
    /// `UIPasteboard.general.changeCount` when the window and the desktop last agreed.
    var changeCount = -1
    /// Hardware key codes whose press was a desktop clipboard key: their release is not a key.
    var keys: Set<UInt32> = []
}

/// The desktop's clipboard key a key press is, as ``WindowOptions/desktopClipboardKeys`` takes
/// them: Ctrl+C, Ctrl+X and Ctrl+V with no other modifier (the keyval's letter, so AZERTY's C is
/// still C), nil for any other press.
func desktopClipboardKey(_ e: GDKEvent) -> TextInputEvent? {
    let control: UInt32 = 1 << 2, others: UInt32 = 1 << 0 | 1 << 3 | 1 << 26 | 1 << 27 | 1 << 28  // shift, alt, super, hyper, meta
    guard e.type == GDKEvent.Kind.keyPress.rawValue, e.modifierState & control != 0, e.modifierState & others == 0 else { return nil }
    switch e.keyval {
    case 0x63: return .copy
    case 0x78: return .cut
    case 0x76: return .paste("")  // its text is read from the clipboard when the key goes down
    default: return nil
    }
}

/// The desktop's clipboard (GDK's: the CLIPBOARD selection on X11) joined to
/// `UIPasteboard.general`, so that text copied in the app can be pasted in any other, and the
/// other way round, in any script:
///
/// - Copy and Cut in the app (⌘C and ⌘X, the edit menu, or Ctrl+C and Ctrl+X) change the
///   general pasteboard; after each look at the scene the window gives its string to the
///   desktop (`gdk_clipboard_set_text`).
/// - When another program copies (the clipboard's "changed" signal) and when the window opens,
///   the clipboard's text is read (`gdk_clipboard_read_text_async`) into the general pasteboard:
///   ⌘V and the edit menu paste it.
/// - Ctrl+C, Ctrl+X and Ctrl+V are the desktop's clipboard keys, as in every GTK program (an iPad
///   has none: its Copy is ⌘C, a PC keyboard's Windows key): they copy, cut, and paste what the
///   clipboard holds when the key goes down (read as GTK's text views read it, asynchronously).
///   ``WindowOptions/desktopClipboardKeys`` false sends them to the app as keys instead.
extension WindowHost {
    func openClipboard() {
        guard let area else { return }
        let clipboard = gtk.widgetGetClipboard(area)
        self.clipboard = clipboard
        _ = gtk.signalConnectPlain(clipboard, "changed", { _, data in
            MainActor.assumeIsolated { WindowHost.host(data).clipboardChanged() }
        }, Unmanaged.passUnretained(self).toOpaque(), nil, 0)
        clipboardChanged()
    }

    /// The desktop's clipboard changed: unless it was this window, its text becomes the general
    /// pasteboard's.
    func clipboardChanged() {
        guard let clipboard, gtk.clipboardIsLocal(clipboard) == 0 else { return }
        gtk.clipboardReadTextAsync(clipboard, nil, { source, result, data in
            MainActor.assumeIsolated {
                let host = WindowHost.host(data)
                guard let text = host.finishReading(source, result) else { return }
                UIPasteboard.general.string = text
                host.clipboardState.changeCount = UIPasteboard.general.changeCount
            }
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Takes a Ctrl+C, X or V press (and the release of the key it pressed); false for any other
    /// key event, which goes on to the input method and the app.
    func takeDesktopClipboardKey(_ e: GDKEvent, pressed: Bool) -> Bool {
        guard options.desktopClipboardKeys else { return false }
        if !pressed { return clipboardState.keys.remove(e.keycode) != nil }
        guard let key = desktopClipboardKey(e) else { return false }
        clipboardState.keys.insert(e.keycode)
        guard case .paste = key else { deliverText(key); return true }
        guard let clipboard else { return true }
        gtk.clipboardReadTextAsync(clipboard, nil, { source, result, data in
            MainActor.assumeIsolated {
                let host = WindowHost.host(data)
                guard let text = host.finishReading(source, result) else {
                    return WindowHost.log("pointerkit window: Ctrl+V with no text on the clipboard: nothing pasted")
                }
                host.deliverText(.paste(text))
            }
        }, Unmanaged.passUnretained(self).toOpaque())
        return true
    }

    /// After a look at the scene: a general pasteboard the app changed goes to the desktop.
    func syncClipboard() {
        let pasteboard = UIPasteboard.general
        guard let clipboard, pasteboard.changeCount != clipboardState.changeCount else { return }
        clipboardState.changeCount = pasteboard.changeCount
        guard let text = pasteboard.string else { return }
        text.withCString { gtk.clipboardSetText(clipboard, $0) }
    }

    /// The text a finished clipboard read gave (GTK's copy freed), nil when the clipboard held
    /// none.
    func finishReading(_ source: GPointer?, _ result: GPointer?) -> String? {
        guard let text = gtk.clipboardReadTextFinish(source, result, nil) else { return nil }
        defer { gtk.gFree(text) }
        return String(cString: text)
    }
}
