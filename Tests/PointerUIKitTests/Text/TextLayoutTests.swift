import Foundation
import Testing
@testable import PointerUIKit

@MainActor
@Suite("Text is laid out in lines broken at Unicode's break opportunities")
struct TextLayoutTests {
    static let body = TextRunAttributes(font: .systemFont(ofSize: 17), color: .black)

    static func layout(_ text: String, width: CGFloat? = 120) -> TextLayoutManager {
        TextLayoutManager(pieces: [(text, body)], fallback: body, width: width)
    }

    static func lines(_ m: TextLayoutManager) -> [String] {
        var out: [String] = []
        for p in m.paragraphs { for l in p.lines { out.append(TextLayout.substring(p.text, from: l.start, to: l.end)) } }
        return out
    }

    @Test("lines wrap at spaces and never exceed the width")
    func wrapsAtSpaces() {
        let m = Self.layout("The quick brown fox jumps over the lazy dog")
        let lines = Self.lines(m)
        #expect(lines.count > 2)
        #expect(lines.joined() == "The quick brown fox jumps over the lazy dog")
        for p in m.paragraphs { for l in p.lines { #expect(l.width <= 120) } }
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix(" ") }, "each wrapped line ends after its space")
    }

    @Test("a hyphen allows a break after it, but closing punctuation stays with its word")
    func punctuationRules() {
        let m = Self.layout("well-known (words), like this!", width: 75)
        let lines = Self.lines(m)
        #expect(lines.contains { $0.hasSuffix("-") }, "breaks after the hyphen: \(lines)")
        #expect(!lines.contains { $0.hasPrefix(",") || $0.hasPrefix(")") || $0.hasPrefix("!") }, "\(lines)")
        #expect(!lines.contains { $0.hasSuffix("(") }, "no break after an opening bracket: \(lines)")
    }

    @Test("a no-break space keeps its neighbours on one line")
    func noBreakSpace() {
        let m = Self.layout("aaaa bbbb 10\u{00A0}km", width: 90)
        #expect(Self.lines(m).contains { $0.contains("10\u{00A0}km") }, "\(Self.lines(m))")
    }

    @Test("ideographs may break between any two of them")
    func ideographs() {
        let m = Self.layout("漢字仮名交じり文漢字仮名交じり文", width: 30)
        #expect(Self.lines(m).count > 3, "Liberation Sans draws ideographs 0.37 em wide, about 6 pt at 17 pt")
        for p in m.paragraphs { for l in p.lines { #expect(l.width <= 30) } }
    }

    @Test("a word wider than the line breaks between characters")
    func longWord() {
        let m = Self.layout(String(repeating: "m", count: 40), width: 100)
        #expect(Self.lines(m).count > 2)
        for p in m.paragraphs { for l in p.lines { #expect(l.width <= 100) } }
    }

    @Test("newlines start paragraphs; an empty last line follows a final newline")
    func paragraphs() {
        let m = Self.layout("one\ntwo\r\nthree\n")
        #expect(m.paragraphs.count == 4)
        #expect(m.paragraphs.map(\.text) == ["one", "two", "three", ""])
        #expect(m.string == "one\ntwo\r\nthree\n")
        #expect(m.length == 15)
    }

    @Test("a line is as tall as its tallest font")
    func mixedFonts() {
        let big = TextRunAttributes(font: .systemFont(ofSize: 34), color: .red)
        let m = TextLayoutManager(pieces: [("small ", Self.body), ("BIG", big), ("\nsmall", Self.body)], fallback: Self.body, width: 400)
        let first = m.paragraphs[0].lines[0], second = m.paragraphs[1].lines[0]
        #expect(first.height > second.height * 1.9)
        #expect(abs(first.ascent - big.font.ascender) < 1e-9)
    }

    @Test("typing into one paragraph lays out only that paragraph again")
    func incrementalLayout() {
        let text = (0..<200).map { "Paragraph \($0) has a few words in it." }.joined(separator: "\n")
        let m = Self.layout(text, width: 200)
        let before = m.paragraphLayouts
        let at = m.starts[100] + 5
        m.replace(NSRange(location: at, length: 0), with: "x", attributes: Self.body)
        #expect(m.paragraphLayouts - before == 1)
        #expect(m.string.contains("Paragxraph 100"))
        #expect(m.starts[101] == m.starts[100] + m.paragraphs[100].fullLength)
    }

    @Test("an edit that joins or splits paragraphs keeps offsets and heights consistent")
    func splitAndJoin() {
        let m = Self.layout("alpha\nbeta\ngamma")
        m.replace(NSRange(location: 5, length: 1), with: "", attributes: Self.body)   // join
        #expect(m.paragraphs.map(\.text) == ["alphabeta", "gamma"])
        m.replace(NSRange(location: 2, length: 0), with: "\n\n", attributes: Self.body) // split
        #expect(m.paragraphs.map(\.text) == ["al", "", "phabeta", "gamma"])
        #expect(m.starts == [0, 3, 4, 12])
        var top: CGFloat = 0
        for (i, p) in m.paragraphs.enumerated() { #expect(m.tops[i] == top); top += p.height }
        #expect(m.height == top)
    }

    @Test("offsets inside a grapheme cluster move to its start")
    func graphemeBoundaries() {
        let m = Self.layout("a👍🏽e\u{301}b")
        #expect(m.boundary(atOrBefore: 2) == 1, "inside the emoji")
        #expect(m.boundary(after: 1) == 5, "the emoji and its skin tone are one cluster")
        #expect(m.boundary(atOrBefore: 6) == 5, "inside e + combining acute")
        #expect(m.clamped(NSRange(location: 2, length: 1)) == NSRange(location: 1, length: 4))
    }

    @Test("the closest offset to a point lies between the characters either side of it")
    func closestOffset() {
        let m = Self.layout("Hello world", width: nil)
        let font = Self.body.font
        let h = font.width(of: "H")
        #expect(m.closestOffset(to: CGPoint(x: h * 0.4, y: 5)) == 0)
        #expect(m.closestOffset(to: CGPoint(x: h * 0.6, y: 5)) == 1)
        #expect(m.closestOffset(to: CGPoint(x: 1000, y: 5)) == 11)
        #expect(m.closestOffset(to: CGPoint(x: -10, y: -50)) == 0)
    }

    @Test("double-click units: words keep inner apostrophes and points; spaces and punctuation stand alone")
    func words() {
        let m = Self.layout("Don't stop, pi is 3.14  ok", width: nil)
        func word(_ at: Int) -> String { m.substring(m.wordRange(at: at)) }
        #expect(word(2) == "Don't")
        #expect(word(10) == ",")
        #expect(word(19) == "3.14")
        #expect(word(22) == "  ")
        #expect(m.substring(m.paragraphRange(at: 3)) == "Don't stop, pi is 3.14  ok")
    }
}

@MainActor
@Suite("Edits keep the text and its layout consistent")
struct TextEditConsistencyTests {
    @Test("a thousand random edits (newlines, emoji, combining marks) leave the same text as NSString's edits, with consistent offsets and heights")
    func randomEdits() {
        let body = TextLayoutTests.body
        let bold = TextRunAttributes(font: .boldSystemFont(ofSize: 20), color: .blue)
        let m = TextLayoutManager(pieces: [("Start\nof the text", body)], fallback: body, width: 90)
        let model = NSMutableString(string: "Start\nof the text")
        var state: UInt64 = 42
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % max(n, 1)
        }
        let inserts = ["a", "word ", "\n", "👍🏽", "e\u{301}", "", "two\nlines", "\r\n", "漢字"]
        for step in 0..<1_000 {
            let loc = next(m.length + 1), len = next(min(6, m.length - loc) + 1)
            let r = m.clamped(NSRange(location: loc, length: len))
            let text = inserts[next(inserts.count)]
            m.replace(r, with: text, attributes: step % 3 == 0 ? bold : body)
            model.replaceCharacters(in: r, with: text)
            guard m.string == model as String else {
                Issue.record("step \(step): \(m.string.debugDescription) ≠ \((model as String).debugDescription)")
                return
            }
        }
        var offset = 0
        var top: CGFloat = 0
        for (i, p) in m.paragraphs.enumerated() {
            #expect(m.starts[i] == offset)
            #expect(abs(m.tops[i] - top) < 1e-6)
            #expect(p.runs.reduce(0) { $0 + $1.length } == p.fullLength)
            offset += p.fullLength; top += p.height
        }
        #expect(m.length == offset && m.length == model.length)
    }
}
