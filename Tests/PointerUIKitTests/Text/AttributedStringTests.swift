import Foundation
import Testing
@testable import PointerUIKit
import PointerEngine

/// UIKit's `AttributedString` attributes: each test named after what a person sees.
@MainActor
@Suite("AttributedString with UIKit attributes")
struct AttributedStringTests {
    @Test("a label shows an AttributedString's fonts and colours, run by run")
    func labelRuns() throws {
        var greeting = AttributedString("Hello")
        greeting.font = .boldSystemFont(ofSize: 20)
        greeting.foregroundColor = .systemRed
        var rest = AttributedString(" world")
        rest.mergeAttributes(AttributeContainer().font(.systemFont(ofSize: 20)).foregroundColor(.systemBlue))
        greeting.append(rest)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
        label.attributedText = NSAttributedString(greeting)
        window.addSubview(label)
        let text = try #require(window.pointerScene().layers.first { $0.text?.lines == ["Hello world"] }?.text)
        let colours = Set(text.runs.map(\.color))
        #expect(colours == [UIColor.systemRed.sceneColor, UIColor.systemBlue.sceneColor])
        #expect(text.runs.allSatisfy { $0.font.size == 20 })
    }

    @Test("fonts, colours, kerning, underline and strikethrough survive NSAttributedString and back")
    func roundTrip() throws {
        var s = AttributedString("Sale")
        s.font = .systemFont(ofSize: 13)
        s.foregroundColor = .systemGreen
        s.backgroundColor = .systemYellow
        s.kern = 1.5
        s.underlineStyle = .single
        s.strikethroughStyle = [.thick, .patternDash]
        let ns = NSAttributedString(s)
        let found = ns.attributes(at: 0, effectiveRange: nil)
        #expect((found[.font] as? UIFont)?.pointSize == 13)
        #expect(found[.foregroundColor] as? UIColor == .systemGreen && found[.backgroundColor] as? UIColor == .systemYellow)
        #expect((found[.kern] as? NSNumber)?.doubleValue == 1.5 && (found[.underlineStyle] as? NSNumber)?.intValue == 1)
        let back = AttributedString(ns)
        let run = try #require(back.runs.first)
        #expect(run.font?.pointSize == 13 && run.foregroundColor == .systemGreen && run.kern == 1.5)
        #expect(run.underlineStyle == .single && run.strikethroughStyle == [.thick, .patternDash])
        #expect(String(back.characters) == "Sale")
    }

    @Test("an attribute container built with UIKit's attributes styles a whole string")
    func container() {
        let container = AttributeContainer().font(.italicSystemFont(ofSize: 11)).foregroundColor(.secondaryLabel)
        let s = AttributedString("Caption", attributes: container)
        #expect(s.font?.pointSize == 11 && s.foregroundColor == .secondaryLabel)
        #expect(s.runs.count == 1)
    }

    @Test("an NSAttributedString with a NaN underline or a wrong type converts without crashing")
    func badAttributes() {
        let ns = NSAttributedString(runs: [("odd", [.underlineStyle: NSNumber(value: Double.nan), .font: "not a font", .kern: "wide"])])
        let s = AttributedString(ns)
        #expect(String(s.characters) == "odd" && s.font == nil && s.kern == nil)
    }
}
