import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// Records a text field delegate's calls.
@MainActor final class FieldLog: NSObject, UITextFieldDelegate {
    var calls: [String] = []
    var allowReturn = true
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("begin") }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { calls.append("end \(reason)") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("should \(range.location),\(range.length) \(string)")
        return string != "#"
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { calls.append("return"); return allowReturn }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { calls.append("clear"); return true }
}

@MainActor
@Suite("Text fields: one line, its events, placeholder and clear button")
struct TextFieldTests {
    static func make() -> (UIWindow, UITextField, SimulatedPointer, FieldLog) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.accessibilityIdentifier = "field"
        let log = FieldLog()
        field.delegate = log
        window.addSubview(field)
        return (window, field, SimulatedPointer(.mouse, in: window, at: CGPoint(x: 5, y: 5)), log)
    }

    @Test("a click focuses the field: editingDidBegin, then typing sends editingChanged")
    func clickAndType() throws {
        let (_, field, mouse, log) = Self.make()
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
        try mouse.move(to: CGPoint(x: 100, y: 37))
        try mouse.click()
        #expect(field.isFirstResponder && field.isEditing)
        field.insertText("Hi")
        field.insertText("#")
        #expect(field.text == "Hi", "the delegate refused #")
        #expect(events == ["began", "changed"])
        #expect(log.calls == ["begin", "should 0,0 Hi", "should 2,0 #"])
    }

    @Test("Return asks the delegate and sends editingDidEndOnExit; it never inserts a newline")
    func returnKey() {
        let (window, field, _, log) = Self.make()
        #expect(field.window === window)
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        _ = field.becomeFirstResponder()
        field.insertText("\n")
        log.allowReturn = false
        field.insertText("\n")
        #expect(exits == 1)
        #expect(field.text == "")
        #expect(log.calls.filter { $0 == "return" }.count == 2)
    }

    @Test("resigning ends editing with the committed reason")
    func endEditing() {
        let (window, field, _, log) = Self.make()
        #expect(field.window === window)
        _ = field.becomeFirstResponder()
        _ = field.resignFirstResponder()
        #expect(!field.isEditing)
        #expect(log.calls == ["begin", "end committed"])
    }

    @Test("the placeholder shows while the field is empty")
    func placeholder() throws {
        let (window, field, _, _) = Self.make()
        field.placeholder = "Name"
        let empty = try #require(window.pointerScene().layers.first { $0.name == "field" }?.text)
        #expect(empty.runs.map(\.text) == ["Name"])
        field.text = "Ada"
        let filled = try #require(window.pointerScene().layers.first { $0.name == "field" }?.text)
        #expect(filled.runs.map(\.text) == ["Ada"])
    }

    @Test("the clear button shows while editing and a click on it empties the field")
    func clearButton() throws {
        let (window, field, mouse, log) = Self.make()
        field.clearButtonMode = .whileEditing
        field.text = "Swatch"
        #expect(window.view(identifiedBy: "clear text") == nil)
        _ = field.becomeFirstResponder()
        let clear = try #require(window.view(identifiedBy: "clear text"))
        try mouse.move(to: clear.convert(CGPoint(x: 9, y: 9), to: window))
        try mouse.click()
        #expect(field.text == "")
        #expect(log.calls.contains("clear"))
    }

    @Test("long text scrolls sideways to keep the caret in view")
    func scrollsSideways() throws {
        let (window, field, _, _) = Self.make()
        _ = field.becomeFirstResponder()
        field.insertText(String(repeating: "wide text ", count: 8))
        let caret = field.caretRect(for: field.endOfDocument)
        #expect(caret.maxX <= field.bounds.maxX && caret.minX >= 0, "the caret shows: \(caret)")
        let layer = try #require(window.pointerScene().layers.first { $0.name == "field" })
        #expect(layer.drawings.contains { if case .fill = $0.content { return true } else { return false } }, "the caret is drawn")
    }
}
