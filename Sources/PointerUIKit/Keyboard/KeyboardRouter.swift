import Foundation
import PointerInput

/// A window's keyboard: its first responder, the presses held, and the routing of key events.
///
/// When a key goes down while the first responder shows marked text (an input method's
/// composition; hosts' input methods normally take the keys then, so this is a key they let
/// through), no key command runs: the press goes to `pressesBegan`, and a press that reaches the
/// end of the chain commits the composition on Return, Enter or Tab, removes it on Escape or
/// Backspace, commits it and types after it on a printable key, and does nothing else
/// (PointerKit's choice, as iPadOS publishes none beyond "key commands do not fire").
/// Otherwise, in order (the first step that handles the press ends it):
/// 1. Key commands with `wantsPriorityOverSystemBehavior`, searched from the first responder
///    up the chain (each responder's `keyCommands` in order; the first match whose action
///    some responder up the chain implements runs, with the command as sender).
/// 2. Other key commands the same way, unless the first responder is a `UIKeyInput` and the
///    key is one text input handles (typing without Command or Control, Return, Tab,
///    Backspace, forward delete, arrows, Home, End, Page Up, Page Down): iOS 15 gives the text
///    input system those keys first, and their commands wait for step 5.
/// 3. `pressesBegan` to the first responder. Its default passes the press to `next`; a
///    responder that overrides it and does not call `super` has handled the press (a text
///    view moving its caret on an arrow). Only a press that reaches the end of the chain
///    (the window) goes on.
/// 4. Text entry into a `UIKeyInput` first responder: Backspace calls `deleteBackward()`,
///    Return (and keypad Enter) `insertText("\n")`, Tab `insertText("\t")`, and a key that
///    types printable characters `insertText(characters)`, unless Command or Control is held.
/// 5. The commands step 2 held back.
///
/// With no first responder, presses start at the window's top view controller (the root's
/// presented controller, a navigation controller's top controller) or, without one, the
/// window: PointerKit's choice, so a controller's `keyCommands` work without it becoming
/// first responder (UIKit's own fallback is unpublished). A key's `pressesEnded` (or
/// `pressesCancelled`, when its keyboard goes away) goes to the responder its
/// `pressesBegan` went to, unless a key command took the press.
@MainActor
final class KeyboardRouter {
    /// The window served (set once, right after the window is created).
    unowned var window: UIWindow?
    /// The responder presses go to first. Strong: it is in the window (a view leaving the
    /// window resigns), so this holds nothing the window does not.
    var firstResponder: UIResponder?
    /// The presses of the keys held, in the order they went down.
    private var held: [(code: Int, device: DeviceKind, id: Int, press: UIPress)] = []
    private let event = UIPressesEvent()
    private var pending: [(PointerEvent, String?)] = []
    private var isDispatching = false
    /// What was dropped, most recent last (at most `diagnosticsLimit`).
    private(set) var diagnostics: [String] = []
    static let diagnosticsLimit = 32

    func attach(to window: UIWindow) {
        self.window = window
        event.window = window
    }

    /// Takes one key event and sends its presses event through `UIApplication.sendEvent(_:)`
    /// and `UIWindow.sendEvent(_:)` to `dispatch(_:)`; one arriving while another is delivered
    /// (from inside an action) waits for it.
    func receive(_ key: PointerEvent, characters: String?) {
        if isDispatching { pending.append((key, characters)); return }
        isDispatching = true
        process(key, characters: characters)
        while !pending.isEmpty {
            let (next, text) = pending.removeFirst()
            process(next, characters: text)
        }
        isDispatching = false
    }

    func note(_ text: String) {
        if diagnostics.count >= Self.diagnosticsLimit { diagnostics.removeFirst() }
        diagnostics.append(text)
    }

    private func process(_ key: PointerEvent, characters: String?) {
        guard key.kind == .key, let window else { return }
        let press: UIPress
        switch key.phase {
        case .began:
            guard let uiKey = UIKey.make(code: key.keyCode, characters: characters, modifiers: key.modifiers) else {
                return note("key code \(key.keyCode) dropped: UIKeyboardHIDUsage has no such key")
            }
            if held.contains(where: { $0.code == key.keyCode && $0.device == key.device && $0.id == key.deviceID }) {
                return note("key \(key.keyCode) went down again while held: dropped")
            }
            press = UIPress(key: uiKey, timestamp: key.timestamp, window: window)
            held.append((key.keyCode, key.device, key.deviceID, press))
        case .ended, .cancelled:
            guard let index = held.firstIndex(where: { $0.code == key.keyCode && $0.device == key.device && $0.id == key.deviceID }) else {
                return note("key \(key.keyCode) \(key.phase == .ended ? "up" : "cancelled") with no press in this window: dropped")
            }
            press = held.remove(at: index).press
            press.phase = key.phase == .ended ? .ended : .cancelled
            press.timestamp = key.timestamp
        default:
            return note("key \(key.keyCode) with phase \(key.phase.rawValue) dropped")
        }
        event.update(source: key, presses: [press])
        // As every event: through the application and the window, which apps may override.
        UIApplication.shared.sendEvent(event)
    }

    /// Delivers a presses event that came through `UIWindow.sendEvent(_:)`: a press that
    /// began is routed (steps 1 to 5); an ended or cancelled one goes to the responder its
    /// `pressesBegan` went to.
    func dispatch(_ event: UIPressesEvent) {
        for press in event.allPresses {
            switch press.phase {
            case .began:
                began(press)
            case .ended, .cancelled:
                guard press.wasDelivered, let responder = press.responder else { continue }
                if press.phase == .ended { responder.pressesEnded([press], with: event) } else { responder.pressesCancelled([press], with: event) }
                press.responder = nil
            case .changed, .stationary:
                continue
            }
        }
    }

    /// Steps 1 to 5 of the routing order (see the type's documentation).
    private func began(_ press: UIPress) {
        guard let key = press.key else { return }
        let start = chainStart()
        if start === firstResponder, let composing = start as? UIResponder & UITextInput, composing.markedTextRange != nil {
            return beganWhileComposing(press, key: key, in: composing)
        }
        if runCommand(for: key, from: start, priorityOnly: true) { return }
        // Text entry goes to the first responder only (never to the fallback controller).
        let textInput = start === firstResponder ? start as? UIKeyInput : nil
        let textFirst = textInput != nil && Self.isTextInputKey(key)
        if !textFirst, runCommand(for: key, from: start, priorityOnly: false) { return }
        press.responder = start
        press.wasDelivered = true
        press.reachedEnd = false
        start.pressesBegan([press], with: event)
        guard press.reachedEnd else { return }
        if let textInput, Self.enterText(key, into: textInput) { return }
        if textFirst { _ = runCommand(for: key, from: start, priorityOnly: false) }
    }

    /// A key that reached a composing first responder (see the type's documentation).
    private func beganWhileComposing(_ press: UIPress, key: UIKey, in input: UIResponder & UITextInput) {
        press.responder = input
        press.wasDelivered = true
        press.reachedEnd = false
        input.pressesBegan([press], with: event)
        guard press.reachedEnd else { return }
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardTab: input.unmarkText()
        case .keyboardEscape, .keyboardDeleteOrBackspace: input.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
        default:
            guard key.modifierFlags.isDisjoint(with: [.command, .control]), Self.isPrintable(key.characters) else { return }
            input.unmarkText()
            input.insertText(key.characters)
        }
    }

    /// The first responder, or the window's top view controller, or the window.
    func chainStart() -> UIResponder {
        if let firstResponder, firstResponder.responderWindow === window { return firstResponder }
        var controller = window?.rootViewController
        while let current = controller {
            if let presented = current.presentedViewController { controller = presented; continue }
            if let navigation = current as? UINavigationController, let top = navigation.topViewController,
               top !== navigation { controller = top; continue }
            break
        }
        return controller ?? window ?? UIResponder()
    }
}
