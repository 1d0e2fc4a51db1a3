import Testing
@testable import PointerUIKit
import PointerEngine

@MainActor
@Suite("Labels measure and draw text with Liberation Sans' metrics")
struct LabelTextTests {
    /// Liberation Sans' advance widths (font units of 2048/em) for H, e, l, o.
    static let hello = (1479.0 + 1139 + 455 + 455 + 1139) / 2048

    @Test("the system font is Liberation Sans, with the line metrics its file gives at its size")
    func fontMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.resolvedFamilyName == "Liberation Sans")
        // Liberation Sans' hhea and OS/2 tables (2048 units per em), as HarfBuzz reads them
        // through Pango at 1/1024 pt.
        let tolerance: CGFloat = 0.002
        #expect(abs(font.ascender - 17 * 1854 / 2048) < tolerance)
        #expect(abs(font.descender + 17 * 434 / 2048) < tolerance)
        #expect(abs(font.lineHeight - 17 * 2355 / 2048) < tolerance)
        #expect(abs(font.capHeight - 17 * 1409 / 2048) < tolerance && abs(font.xHeight - 17 * 1082 / 2048) < tolerance)
        #expect(font.leading > 0)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "System-Bold")
        #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
        #expect(UIFont.systemFont(ofSize: 12).withSize(20).pointSize == 20)
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 17, "a bad size falls back to 17 pt")
    }

    @Test("\"Hello\" at 17 pt measures Liberation Sans' width, rounded up to half points")
    func helloWidth() {
        let label = UILabel()
        label.text = "Hello"
        let size = label.textSize(fitting: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        #expect(abs(17 * Self.hello - 38.74) < 0.01)
        #expect(size == CGSize(width: 39, height: 20))
        #expect("Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width == 39)
        let bold = UIFont.boldSystemFont(ofSize: 17)
        #expect("Hello".size(withAttributes: [.font: bold]).width > 39, "bold is wider")
    }

    @Test("a multi-line label wraps at words to its width and draws each line on its baseline")
    func wrapping() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        label.accessibilityIdentifier = "label"
        label.numberOfLines = 0
        label.text = "The quick brown fox jumps over the lazy dog"
        window.addSubview(label)
        let text = try #require(sceneLayer(window, "label")?.text)
        #expect(text.lines.count > 1)
        let font = UIFont.systemFont(ofSize: 17)
        for line in text.lines { #expect(font.width(of: line) <= 100, "\(line) fits") }
        #expect(text.lines.joined(separator: " ") == label.text)
        let top = (100 - CGFloat(text.lines.count) * font.lineHeight) / 2
        #expect(abs(text.baselines[0] - Double(top + font.ascender)) < 1e-9)
        #expect(abs(text.baselines[1] - text.baselines[0] - Double(font.lineHeight)) < 1e-9)
        let size = label.textSize(fitting: CGSize(width: 100, height: 0))
        #expect(size.width <= 100 && size.height == ((CGFloat(text.lines.count) * font.lineHeight) * 2).rounded(.up) / 2)
    }

    @Test("a one-line label truncates its tail with an ellipsis; head, middle and clipping as asked")
    func truncation() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.accessibilityIdentifier = "label"
        label.text = "Hello wonderful world"
        window.addSubview(label)
        let font = UIFont.systemFont(ofSize: 17)
        let tail = try #require(sceneLayer(window, "label")?.text?.lines)
        #expect(tail.count == 1 && tail[0].hasSuffix("\u{2026}") && tail[0].hasPrefix("Hel") && font.width(of: tail[0]) <= 60)
        label.lineBreakMode = .byTruncatingHead
        let head = try #require(sceneLayer(window, "label")?.text?.lines)
        #expect(head[0].hasPrefix("\u{2026}") && head[0].hasSuffix("world"))
        label.lineBreakMode = .byTruncatingMiddle
        let middle = try #require(sceneLayer(window, "label")?.text?.lines)
        #expect(middle[0].contains("\u{2026}") && middle[0].first == "H" && middle[0].last == "d")
        label.lineBreakMode = .byClipping
        #expect(try #require(sceneLayer(window, "label")?.text?.lines) == ["Hello wonderful world"])
    }

    @Test("numberOfLines and the bounds' height limit the lines; the last shown line says more is left")
    func lineLimits() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 200))
        label.accessibilityIdentifier = "label"
        label.text = "one two three four five six seven eight nine ten"
        label.numberOfLines = 2
        window.addSubview(label)
        let two = try #require(sceneLayer(window, "label")?.text?.lines)
        #expect(two.count == 2 && two[1].hasSuffix("\u{2026}"))
        label.numberOfLines = 0
        label.frame = CGRect(x: 0, y: 0, width: 80, height: 45)   // two 19.5-pt lines fit
        #expect(try #require(sceneLayer(window, "label")?.text?.lines).count == 2)
        label.lineBreakMode = .byWordWrapping
        label.numberOfLines = -3
        let wrapped = try #require(sceneLayer(window, "label")?.text?.lines)
        #expect(wrapped.count == 2 && !wrapped[1].contains("\u{2026}"), "wrapping modes cut without an ellipsis; negative counts act as 0")
    }

    @Test("a word longer than the line breaks between characters; preferredMaxLayoutWidth wraps the intrinsic size")
    func longWordsAndPreferredWidth() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Supercalifragilisticexpialidocious"
        let narrow = label.textSize(fitting: CGSize(width: 50, height: 0))
        #expect(narrow.width <= 50 && narrow.height > 40)
        label.text = "a b c d e f g h"
        label.preferredMaxLayoutWidth = 30
        let preferred = label.textSize(fitting: CGSize(width: 0, height: 0))
        #expect(preferred.width <= 30 && preferred.height > 20)
        label.text = ""
        #expect(label.textSize(fitting: CGSize(width: 100, height: 100)) == .zero)
    }

    @Test("a bold font is drawn bold, in the family the text was measured with")
    func boldScene() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.accessibilityIdentifier = "label"
        label.font = .systemFont(ofSize: 20, weight: .semibold)
        label.text = "Title"
        window.addSubview(label)
        #expect(try #require(sceneLayer(window, "label")?.text).isBold)
    }
}
