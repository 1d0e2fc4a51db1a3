import Foundation
import Testing
@testable import PointerPlayground
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

    @Test("the browser's prefers-reduced-motion sets Reduce Motion")
    func reduceMotion() throws {
        let s = PlaygroundSession()
        defer { UIAccessibility.setReduceMotion(false) }
        try s.handle(decode(#"{"t":"reduceMotion","on":true}"#), at: 0.1)
        #expect(UIAccessibility.isReduceMotionEnabled)
        #expect(throws: PlaygroundError.self) { try s.handle(decode(#"{"t":"reduceMotion"}"#), at: 0.2) }
    }
}
