import Foundation

extension TextEditor {
    /// A direction the caret moves in with the arrow keys.
    enum Direction { case left, right, up, down }

    /// How far one arrow press moves: a character (or a line up and down), a word (option),
    /// or to the line's or the text's end (command), as on the Mac and iPadOS with a keyboard.
    enum Unit { case character, word, lineOrDocument }

    /// Moves the caret (or, with `extending`, the selection's focus) one step. Without
    /// extending, left and right over a selection collapse it to its start or end.
    func moveCaret(_ direction: Direction, by unit: Unit, extending: Bool) {
        let sel = selection
        if !extending, sel.length > 0, unit == .character, direction == .left || direction == .right {
            let end = direction == .left ? sel.location : sel.location + sel.length
            setEnds(anchor: end, focus: end)
            return
        }
        let from = focus
        var keepGoal = false
        var to: Int
        switch (direction, unit) {
        case (.left, .character): to = layout.boundary(before: from)
        case (.right, .character): to = layout.boundary(after: from)
        case (.left, .word): to = layout.wordStart(before: from)
        case (.right, .word): to = layout.wordEnd(after: from)
        case (.left, .lineOrDocument): to = layout.start(of: layout.lineLocation(forOffset: from))
        case (.right, .lineOrDocument): to = lineEnd(of: from)
        case (.up, .lineOrDocument): to = 0
        case (.down, .lineOrDocument): to = layout.length
        case (.up, _), (.down, _):
            keepGoal = true
            to = verticalMove(from: from, down: direction == .down)
        }
        if extending {
            extend(to: to, keepGoal: keepGoal)
        } else {
            setEnds(anchor: to, focus: to, keepGoal: keepGoal)
        }
    }

    /// The caret one line up or down at the goal column; past the first line, the start,
    /// past the last, the end (as UIKit and the Mac do).
    private func verticalMove(from offset: Int, down: Bool) -> Int {
        let at = layout.lineLocation(forOffset: offset)
        let x = goalX ?? layout.x(ofOffset: offset, in: at)
        goalX = x
        guard let target = down ? layout.next(after: at) : layout.previous(before: at) else {
            return down ? layout.length : 0
        }
        return layout.closestOffset(toX: x, in: target)
    }

    /// The end of the line showing `offset`, before its trailing space when it wraps.
    func lineEnd(of offset: Int) -> Int {
        let at = layout.lineLocation(forOffset: offset)
        let l = layout.line(at), end = layout.starts[at.paragraph] + l.end
        let wraps = at.line < layout.paragraphs[at.paragraph].lines.count - 1
        return wraps && end > layout.start(of: at) ? layout.boundary(before: end) : end
    }

    /// Selects the word at a character (a double-click).
    func selectWord(at offset: Int) {
        let r = layout.wordRange(at: offset)
        setEnds(anchor: r.location, focus: r.location + r.length)
    }

    /// Selects the paragraph at an offset (a triple-click).
    func selectParagraph(at offset: Int) {
        let r = layout.paragraphRange(at: offset)
        setEnds(anchor: r.location, focus: r.location + r.length)
    }

    /// Selects everything.
    func selectAll() { setEnds(anchor: 0, focus: layout.length) }
}
