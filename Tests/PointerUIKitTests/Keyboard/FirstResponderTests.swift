import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@Suite("First responder") @MainActor
struct FirstResponderTests {
    @Test("a view becomes first responder only when it can and is in a window")
    func becoming() {
        let s = KeyboardScene(), log = Log()
        let field = TypingView(log)
        #expect(!field.becomeFirstResponder(), "not in a window")
        s.window.addSubview(field)
        let plain = UIView()
        s.window.addSubview(plain)
        #expect(!plain.becomeFirstResponder(), "canBecomeFirstResponder is false by default")
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        #expect(s.window.firstResponder === field)
        #expect(field.becomeFirstResponder(), "already first responder")
    }

    @Test("becoming first responder makes the current one resign, and a refusal keeps it")
    func takingOver() {
        let s = KeyboardScene(), log = Log()
        let first = TypingView(log), second = TypingView(log)
        s.window.addSubview(first)
        s.window.addSubview(second)
        first.becomeFirstResponder()
        first.refusesToResign = true
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder && !second.isFirstResponder)
        first.refusesToResign = false
        #expect(second.becomeFirstResponder())
        #expect(second.isFirstResponder && !first.isFirstResponder)
        #expect(second.resignFirstResponder() && s.window.firstResponder == nil)
    }

    @Test("a view removed from the window stops being first responder, and so does one whose superview is removed")
    func removal() throws {
        let s = KeyboardScene(), log = Log()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let field = TypingView(log)
        s.window.addSubview(container)
        container.addSubview(field)
        field.becomeFirstResponder()
        container.removeFromSuperview()
        #expect(!field.isFirstResponder && s.window.firstResponder == nil)
        #expect(log.take() == ["resign"])
        // Typing goes nowhere now, and nothing breaks.
        try s.keyboard.type("a")
        #expect(field.text == "")
        // Even a field that refuses to resign stops being first responder when it leaves.
        s.window.addSubview(field)
        field.becomeFirstResponder()
        field.refusesToResign = true
        field.removeFromSuperview()
        #expect(s.window.firstResponder == nil)
    }

    @Test("a view controller can be first responder, and stops being it when its view leaves the window")
    func controller() {
        let s = KeyboardScene()
        let controller = CommandController()
        controller.focusable = true
        s.window.rootViewController = controller
        #expect(controller.becomeFirstResponder() && controller.isFirstResponder)
        s.window.rootViewController = nil
        #expect(!controller.isFirstResponder && s.window.firstResponder == nil)
    }

    @Test("a nil-target action goes to the first responder's chain before the control's")
    func nilTargetActions() {
        final class Editor: UIView {
            var log: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            func paste(_ sender: Any?) { log.append("paste") }
        }
        let s = KeyboardScene()
        let editor = Editor(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let elsewhere = Editor(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        s.window.addSubview(editor)
        s.window.addSubview(elsewhere)
        elsewhere.addSubview(button)
        button.sendAction(Selector(Editor.paste), to: nil, for: nil)
        #expect(elsewhere.log == ["paste"] && editor.log.isEmpty, "no first responder: up from the control")
        editor.becomeFirstResponder()
        button.sendAction(Selector(Editor.paste), to: nil, for: nil)
        #expect(editor.log == ["paste"] && elsewhere.log == ["paste"])
        #expect(UIApplication.shared.sendAction(Selector(Editor.paste), to: nil, from: button, for: nil))
        #expect(editor.log.count == 2)
    }
}
