import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// A window with a text view (50, 50, 400 × 200) holding a 12 pt line, a 34 pt line and
/// plain 17 pt lines, and a text field below it.
@MainActor struct TextScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    let textView = UITextView(frame: CGRect(x: 50, y: 50, width: 400, height: 200))
    let field = UITextField(frame: CGRect(x: 50, y: 300, width: 300, height: 34))
    let mouse: SimulatedPointer

    init() {
        let small = UIFont.systemFont(ofSize: 12), big = UIFont.systemFont(ofSize: 34), body = UIFont.systemFont(ofSize: 17)
        // Built with NSAttributedString(runs:): swift-corelibs-foundation halts when runs
        // holding different UIFonts are put side by side with append or setAttributes.
        let text = NSAttributedString(runs: [("small line\n", [.font: small]), ("Big line\n", [.font: big]),
            (String(repeating: "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs. ", count: 3), [.font: body])])
        textView.attributedText = text
        textView.accessibilityIdentifier = "text view"
        field.borderStyle = .roundedRect
        field.text = "Swatch name"
        field.accessibilityIdentifier = "field"
        window.addSubview(textView)
        window.addSubview(field)
        mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 10, y: 10))
    }

    /// The window point over line `index` of the text view (counting every line), `x` points in.
    func overLine(_ index: Int, x: CGFloat = 60) -> CGPoint {
        let layout = textView.editor.layout
        var at = layout.lineLocation(atY: 0)
        for _ in 0..<index { at = layout.next(after: at)! }
        let l = layout.line(at)
        let y = layout.top(of: at) + l.height / 2 + textView.textContainerOrigin.y
        return textView.convert(CGPoint(x: x, y: y), to: window)
    }

    /// The drawn pointer's bounding box once its springs settle.
    func settledPointer() -> CGRect? {
        mouse.settle()
        return mouse.pointerFrame
    }
}

@MainActor
@Suite("Over text the pointer is a beam that rides the line")
struct TextBeamTests {
    @Test("over a text view the pointer becomes a thin vertical beam")
    func beamShape() throws {
        let s = TextScene()
        try s.mouse.move(to: s.overLine(2), steps: 4)
        let beam = try #require(s.settledPointer())
        #expect(beam.width < 4 && beam.height > 15, "a vertical beam, got \(beam)")
    }

    @Test("the beam over a 34 pt line is longer than over a 12 pt line")
    func beamFollowsLineHeight() throws {
        let s = TextScene()
        try s.mouse.move(to: s.overLine(0), steps: 4)
        let small = try #require(s.settledPointer())
        try s.mouse.move(to: s.overLine(1), steps: 4)
        let big = try #require(s.settledPointer())
        #expect(big.height > small.height * 2.5, "34 pt beam \(big.height) vs 12 pt beam \(small.height)")
        let font12 = UIFont.systemFont(ofSize: 12)
        let caretHeight: CGFloat = font12.ascender - font12.descender
        #expect(abs(small.height - caretHeight) < 0.5, "the caret's height")
    }

    @Test("the beam stays on its line's centre while the pointer wanders within the line")
    func beamRidesTheLine() throws {
        let s = TextScene()
        let start = s.overLine(2)
        try s.mouse.move(to: start, steps: 4)
        let first = try #require(s.settledPointer())
        try s.mouse.move(to: CGPoint(x: start.x + 80, y: start.y + 5), steps: 4)
        let moved = try #require(s.settledPointer())
        #expect(abs(moved.midY - first.midY) < 0.5, "constrained vertically")
        #expect(abs(moved.midX - (start.x + 80)) < 1, "free horizontally")
    }

    @Test("moving down steps the beam from line to line")
    func beamStepsLines() throws {
        let s = TextScene()
        var centres: [CGFloat] = []
        for line in 2...4 {
            try s.mouse.move(to: s.overLine(line), steps: 3)
            centres.append(try #require(s.settledPointer()).midY)
        }
        #expect(centres[1] > centres[0] + 15 && centres[2] > centres[1] + 15, "\(centres)")
        let body = UIFont.systemFont(ofSize: 17)
        #expect(abs((centres[2] - centres[1]) - body.lineHeight) < 0.5, "a 17 pt line apart")
    }

    @Test("in a text field the beam sits on the field's one line")
    func fieldBeam() throws {
        let s = TextScene()
        try s.mouse.move(to: CGPoint(x: 120, y: 303), steps: 4)
        let top = try #require(s.settledPointer())
        try s.mouse.move(to: CGPoint(x: 160, y: 330), steps: 4)
        let bottom = try #require(s.settledPointer())
        #expect(top.width < 4 && abs(top.midY - bottom.midY) < 0.5, "one rail: \(top) \(bottom)")
        #expect(abs(top.midY - 317) < 2, "centred on the field")
    }

    @Test("outside the text, or over a view that is not selectable, the pointer is the system pointer again")
    func systemPointerElsewhere() throws {
        let s = TextScene()
        try s.mouse.move(to: s.overLine(2), steps: 4)
        #expect(try #require(s.settledPointer()).width < 4)
        try s.mouse.move(to: CGPoint(x: 520, y: 120), steps: 4)
        let outside = try #require(s.settledPointer())
        #expect(abs(outside.width - 19) < 0.5 && abs(outside.height - 19) < 0.5, "the 19 pt circle, got \(outside)")
        s.textView.isSelectable = false
        try s.mouse.move(to: s.overLine(3), steps: 4)
        let unselectable = try #require(s.settledPointer())
        #expect(abs(unselectable.width - 19) < 0.5, "no beam over unselectable text, got \(unselectable)")
    }

    @Test("with the app's own pointer interaction on a text view, the app's style wins")
    func appStyleWins() throws {
        final class Lift: NSObject, UIPointerInteractionDelegate {
            func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
                UIPointerStyle(shape: .roundedRect(CGRect(x: 0, y: 0, width: 40, height: 40), radius: 4))
            }
        }
        let s = TextScene()
        let delegate = Lift()
        s.textView.addInteraction(UIPointerInteraction(delegate: delegate))
        try s.mouse.move(to: s.overLine(2), steps: 4)
        let pointer = try #require(s.settledPointer())
        #expect(abs(pointer.width - 40) < 1 && abs(pointer.height - 40) < 1, "the app's 40 pt shape, got \(pointer)")
    }
}

