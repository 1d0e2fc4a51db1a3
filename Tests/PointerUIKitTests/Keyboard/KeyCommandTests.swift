import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@Suite("Key commands") @MainActor
struct KeyCommandTests {
    /// A controller whose view holds a typing view, first responder.
    func setUp(_ commands: (CommandController) -> [UIKeyCommand]) -> (KeyboardScene, CommandController, TypingView) {
        let s = KeyboardScene()
        let controller = CommandController()
        controller.commands = commands(controller)
        s.window.rootViewController = controller
        let field = TypingView(controller.log)
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        return (s, controller, field)
    }

    @Test("a key command with command-F runs its action from the first responder's view controller")
    func commandF() throws {
        let (s, controller, field) = setUp { _ in [UIKeyCommand(input: "f", modifierFlags: .command, action: CommandController.find)] }
        try s.keyboard.press(.keyboardF, modifiers: .command)
        #expect(controller.log.take().filter { !$0.hasPrefix("typing ended") } == ["find from f"],
                "the action gets the command as sender; nothing is typed")
        #expect(field.text == "")
    }

    @Test("⌘Z on a French AZERTY keyboard and ⌘/ on a German one run their commands, as iPadOS matches them on those layouts")
    func otherLayouts() throws {
        let (s, controller, _) = setUp { _ in [UIKeyCommand(input: "z", modifierFlags: .command, action: CommandController.find),
                                                UIKeyCommand(input: "/", modifierFlags: .command, action: CommandController.find)] }
        s.keyboard.layout = .french
        try s.keyboard.press("z", modifiers: .command)   // the key a US keyboard has W on
        s.keyboard.layout = .german
        try s.keyboard.press("/", modifiers: .command)   // Command-Shift-7
        #expect(controller.log.take().filter { !$0.hasPrefix("typing ended") } == ["find from z", "find from /"])
    }

    @Test("with no first responder, the window's top view controller's commands run")
    func noFirstResponder() throws {
        let s = KeyboardScene()
        let controller = CommandController()
        controller.commands = [UIKeyCommand(input: "?", modifierFlags: .command, action: CommandController.help)]
        let navigation = UINavigationController(rootViewController: controller)
        s.window.rootViewController = navigation
        try s.keyboard.press(.keyboardSlash, modifiers: [.command, .shift])
        #expect(controller.log.take() == ["help"], "command-? is typed as command-shift-/")
    }

    @Test("a text view gets plain typing before a key command for the same key, unless the command wants priority")
    func textInputFirst() throws {
        let command = UIKeyCommand(input: "a", modifierFlags: [], action: Selector(CommandController.typeA))
        let (s, controller, field) = setUp { _ in [command] }
        try s.keyboard.type("a")
        #expect(field.text == "a")
        command.wantsPriorityOverSystemBehavior = true
        try s.keyboard.type("a")
        #expect(field.text == "a")
        #expect(controller.log.take().filter { !$0.hasPrefix("typing ended") } == ["insert \"a\"", "command a"])
    }

    @Test("an arrow key command runs when the text view does not handle the arrow, and not when it does")
    func arrowCommands() throws {
        let (s, controller, field) = setUp { _ in
            [UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: Selector(CommandController.moveUp))]
        }
        try s.keyboard.press(.keyboardUpArrow)
        #expect(controller.log.take().filter { !$0.hasPrefix("typing ended") } == ["move up"])
        field.handlesArrows = true
        try s.keyboard.press(.keyboardUpArrow)
        #expect(controller.log.take().filter { !$0.hasPrefix("typing ended") } == ["caret UIKeyInputUpArrow moving"])
    }

    @Test("a key command takes the press: the first responder sees neither its begin nor its end")
    func commandConsumes() throws {
        let s = KeyboardScene(), log = Log()
        let controller = CommandController()
        controller.log = log
        controller.commands = [UIKeyCommand(input: "f", modifierFlags: .command, action: CommandController.find)]
        s.window.rootViewController = controller
        let probe = PressLoggingView("probe", log)
        probe.focusable = true
        controller.view.addSubview(probe)
        probe.becomeFirstResponder()
        try s.keyboard.keyDown(.keyboardLeftGUI)
        try s.keyboard.press(.keyboardF)
        try s.keyboard.keyUp(.keyboardLeftGUI)
        #expect(log.take() == ["probe began \"\"", "find from f", "probe ended \"\""], "the Command key itself is a press")
    }

    @Test("a disabled command, or one no responder implements, leaves the key to the responders")
    func commandsThatDoNotRun() throws {
        final class Stranger { func act() {} }
        let disabled = UIKeyCommand(input: "f", modifierFlags: .command, action: CommandController.find)
        disabled.attributes = .disabled
        let unimplemented = UIKeyCommand(input: "g", modifierFlags: .command, action: Selector(Stranger.act))
        let (s, controller, _) = setUp { _ in [disabled, unimplemented] }
        try s.keyboard.press(.keyboardF, modifiers: .command)
        try s.keyboard.press(.keyboardG, modifiers: .command)
        #expect(!controller.log.take().contains { $0.hasPrefix("find") })
    }
}

@Suite("Key commands added and alternates") @MainActor
struct KeyCommandAdditionTests {
    @Test("a command added with addKeyCommand runs, an alternate runs with its own modifiers, and a removed command does not")
    func addedAndAlternates() throws {
        final class Plain: UIViewController {
            let log = Log()
            func find(_ sender: UIKeyCommand) { log.add("find from \(sender.input ?? "?")") }
            func help() { log.add("help") }
        }
        let s = KeyboardScene()
        let controller = Plain()
        s.window.rootViewController = controller
        let find = UIKeyCommand(title: "Find", action: Selector(Plain.find), input: "f", modifierFlags: .command,
                                alternates: [UICommandAlternate(title: "Help", action: Selector(Plain.help),
                                                                modifierFlags: [.command, .alternate])])
        controller.addKeyCommand(find)
        try s.keyboard.press(.keyboardF, modifiers: .command)
        try s.keyboard.press(.keyboardF, modifiers: [.command, .alternate])
        controller.removeKeyCommand(find)
        try s.keyboard.press(.keyboardF, modifiers: .command)
        #expect(controller.log.take() == ["find from f", "help"])
        #expect(controller.keyCommands == nil)
    }
}
