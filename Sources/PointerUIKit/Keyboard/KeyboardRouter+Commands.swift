import Foundation

extension KeyboardRouter {
    /// Finds the first key command up the chain from `start` that matches `key` (itself or
    /// one of its alternates) and whose action a responder up the chain from `start`
    /// implements, and runs it there with the command as sender. True when one ran (the press is consumed).
    /// - Complexity: O(d · c) in the chain's depth and the commands offered.
    func runCommand(for key: UIKey, from start: UIResponder, priorityOnly: Bool) -> Bool {
        var responder: UIResponder? = start
        while let current = responder {
            for command in current.keyCommands ?? [] {
                guard !priorityOnly || command.wantsPriorityOverSystemBehavior, let action = command.action(for: key) else { continue }
                if perform(action, of: command, from: start) { return true }
            }
            responder = current.next
        }
        return false
    }

    /// Sends a command's action to the first responder up the chain from `start` that has the
    /// method (UIKit's search for a key command's target).
    private func perform(_ action: Selector, of command: UIKeyCommand, from start: UIResponder) -> Bool {
        var responder: UIResponder? = start
        while let current = responder {
            if action.perform(on: current, sender: command, event: nil) { return true }
            responder = current.next
        }
        return false
    }

    /// True for the keys the text input system handles before key commands (iOS 15 and
    /// later): typing without Command or Control, and the editing and navigation keys with any
    /// modifiers.
    static func isTextInputKey(_ key: UIKey) -> Bool {
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardTab, .keyboardDeleteOrBackspace, .keyboardDeleteForward,
             .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow,
             .keyboardHome, .keyboardEnd, .keyboardPageUp, .keyboardPageDown:
            return true
        default:
            return key.modifierFlags.isDisjoint(with: [.command, .control]) && isPrintable(key.characters)
        }
    }

    /// Text entry for a press no responder handled (step 4 of the routing order); true when
    /// it inserted or deleted.
    static func enterText(_ key: UIKey, into input: UIKeyInput) -> Bool {
        guard key.modifierFlags.isDisjoint(with: [.command, .control]) else { return false }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: input.deleteBackward()
        case .keyboardReturnOrEnter, .keypadEnter: input.insertText("\n")
        case .keyboardTab: input.insertText("\t")
        default:
            guard isPrintable(key.characters) else { return false }
            input.insertText(key.characters)
        }
        return true
    }

    /// True for text that is something to insert: not empty, no control characters, and not
    /// one of UIKit's special inputs (arrows, function keys).
    static func isPrintable(_ text: String) -> Bool {
        guard !text.isEmpty, !text.hasPrefix("UIKeyInput") else { return false }
        return !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
