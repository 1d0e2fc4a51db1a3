import Foundation
import Testing
@testable import PointerPlayground
@testable import PointerSession
import PointerPlaygroundMessages
import PointerUIKit

/// The app's accessibility elements going to the page, and the screen reader's requests coming
/// back.
@Suite("Playground accessibility", .serialized) @MainActor
struct PlaygroundAccessibilityTests {
    func decode(_ json: String) throws -> PlaygroundMessage {
        try JSONDecoder().decode(PlaygroundMessage.self, from: Data(json.utf8))
    }

    @Test("the page is sent each element with its role and name, again only when they change, and a screen reader's activation presses the button")
    func elementsAndActivation() throws {
        let s = PlaygroundSession()
        let button = UIButton(type: .system)
        button.setTitle("재생", for: .normal)
        button.frame = CGRect(x: 20, y: 40, width: 80, height: 44)
        var pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        s.window.addSubview(button)
        let first = try #require(s.frameMessage(force: true))
        #expect(first.contains(#""role":"button","name":"재생""#), "\(first.prefix(300))")
        let later = s.frameMessage(force: false) ?? ""
        #expect(!later.contains(#""a11y""#), "an unchanged tree is not sent again")
        button.accessibilityLabel = "Play"
        #expect(s.frameMessage()?.contains(#""name":"Play""#) == true, "a changed label goes out, though nothing on screen changed")
        let id = try #require(s.window.accessibleElements.first { $0.label == "Play" }?.id)
        try s.handle(decode(#"{"t":"a11y","id":\#(id),"action":"activate"}"#), at: 0.1)
        #expect(pressed == 1)
        #expect(throws: PlaygroundError.self) { try s.handle(decode(#"{"t":"a11y","id":\#(id),"action":"explode"}"#), at: 0.2) }
        try s.handle(decode(#"{"t":"a11y","id":999999,"action":"activate"}"#), at: 0.3)
        #expect(pressed == 1, "an element that is not there is a documented drop")
    }

    @Test("while only the scene changes (typing), the tree goes out at most ten times a second, and its last state always arrives")
    func throttledWhileTyping() throws {
        let s = PlaygroundSession()
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        label.text = "안녕"
        s.window.addSubview(label)
        #expect(try #require(s.frameMessage(force: true)).contains(#""name":"안녕""#))
        s.advance(to: 0.05)
        label.text = "안녕하세요"
        let soon = try #require(s.frameMessage(), "the scene changed: a frame goes out")
        #expect(soon.contains(#""t":"frame""#) && !soon.contains(#""a11y""#), "within 0.1 s of the last tree: not yet")
        let later = try #require(s.tick(to: 0.2, look: true), "the ticker's look sends what waited")
        #expect(later.contains(#""name":"안녕하세요""#), "\(later.prefix(200))")
        #expect(s.tick(to: 0.4, look: true) == nil, "and nothing more once it went")
    }

    @Test("a screen reader's activation of a bar button item (driven by a tap recognizer) runs its action")
    func barButtonActivation() throws {
        let s = PlaygroundSession()
        var composed = 0
        let item = UIBarButtonItem(title: "New Note", style: .plain, target: nil, action: nil)
        item.primaryAction = UIAction(title: "New Note") { _ in composed += 1 }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 50))
        toolbar.items = [item]
        s.window.addSubview(toolbar)
        s.window.layoutIfNeeded()
        let id = try #require(s.window.accessibleElements.first { $0.label == "New Note" }?.id, "\(s.window.accessibleElements.map(\.label))")
        try s.handle(decode(#"{"t":"a11y","id":\#(id),"action":"activate"}"#), at: 0.1)
        #expect(composed == 1, "the activation reached the item as a tap")
    }

    @Test("the browser's prefers-reduced-motion sets Reduce Motion")
    func reduceMotion() throws {
        let s = PlaygroundSession()
        defer { UIAccessibility.setReduceMotion(false) }
        try s.handle(decode(#"{"t":"reduceMotion","on":true}"#), at: 0.1)
        #expect(UIAccessibility.isReduceMotionEnabled)
        #expect(throws: PlaygroundError.self) { try s.handle(decode(#"{"t":"reduceMotion"}"#), at: 0.2) }
    }
}
