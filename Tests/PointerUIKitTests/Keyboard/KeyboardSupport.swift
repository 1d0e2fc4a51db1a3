import Foundation
@testable import PointerUIKit
import PointerTesting

/// A view that takes typing (a `UIKeyInput`), records what it is sent, and optionally handles
/// arrow keys itself (an override that does not call `super` for them, as a text view does).
@MainActor final class TypingView: UIView, UIKeyInput {
    var log: Log
    var text = ""
    var handlesArrows = false
    var refusesToResign = false
    init(_ log: Log) { self.log = log; super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 40)) }
    required init?(coder: NSCoder) { fatalError() }
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text; log.add("insert \(text.debugDescription)") }
    func deleteBackward() { if !text.isEmpty { text.removeLast() }; log.add("deleteBackward") }
    override func resignFirstResponder() -> Bool {
        log.add("resign")
        return super.resignFirstResponder()
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let arrows = presses.filter { [.leftArrow, .rightArrow, .upArrow, .downArrow].contains($0.type) }
        if handlesArrows, !arrows.isEmpty {
            for press in arrows { log.add("caret \(press.key?.charactersIgnoringModifiers ?? "?") \(press.key?.modifierFlags.contains(.shift) == true ? "extending" : "moving")") }
            let rest = presses.subtracting(arrows)
            if !rest.isEmpty { super.pressesBegan(rest, with: event) }
            return
        }
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.add("typing ended \(presses.map { $0.key?.keyCode.rawValue ?? -1 })")
        super.pressesEnded(presses, with: event)
    }
}

/// A view that logs every press phase it sees and passes them on.
@MainActor final class PressLoggingView: UIView {
    var log: Log
    var name: String
    var focusable = false
    var consumes = false
    init(_ name: String, _ log: Log) { self.name = name; self.log = log; super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 200)) }
    required init?(coder: NSCoder) { fatalError() }
    override var canBecomeFirstResponder: Bool { focusable }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log.add("\(name) began \(press.key?.characters.debugDescription ?? "?")") }
        if !consumes { super.pressesBegan(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log.add("\(name) ended \(press.key?.characters.debugDescription ?? "?")") }
        if !consumes { super.pressesEnded(presses, with: event) }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log.add("\(name) cancelled \(press.key?.characters.debugDescription ?? "?")") }
        super.pressesCancelled(presses, with: event)
    }
}

/// A view controller with key commands; its actions log their sender's input.
@MainActor final class CommandController: UIViewController {
    var log = Log()
    var commands: [UIKeyCommand] = []
    var focusable = false
    override var keyCommands: [UIKeyCommand]? { commands }
    override var canBecomeFirstResponder: Bool { focusable }
    func find(_ sender: UIKeyCommand) { log.add("find from \(sender.input ?? "?")") }
    func help() { log.add("help") }
    func moveUp() { log.add("move up") }
    func typeA() { log.add("command a") }
}

/// A window with a keyboard and a mouse sharing its state.
@MainActor struct KeyboardScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let mouse: SimulatedPointer
    let keyboard: SimulatedKeyboard
    init() {
        mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 5, y: 5))
        keyboard = SimulatedKeyboard(sharing: mouse)
    }
}
