import Foundation

extension TextEditor {
    /// A direction the caret moves in with the arrow keys.
    enum Direction { case left, right, up, down }

    /// How far one arrow press moves: a character (or a line up and down), a word (option),
    /// or to the line's or the text's end (command), as on the Mac and iPadOS with a keyboard.
    enum Unit { case character, word, lineOrDocument }

    /// Moves the caret (or, with `extending`, the selection's focus) one step. Left and right
    /// move as the eye sees the text (visual order, as on the Mac and iPadOS): through a
    /// right-to-left word the caret goes left with the left arrow, one cluster at a time. With
    /// option or command they move by words or to the line's ends in the paragraph's direction
    /// (option-left in a right-to-left paragraph goes to the next word's end). Without
    /// extending, left and right over a selection collapse it to its visual left or right end.
    func moveCaret(_ direction: Direction, by unit: Unit, extending: Bool) {
        let sel = selection
        let rtl = layout.isRightToLeft(at: focus)
        if !extending, sel.length > 0, unit == .character, direction == .left || direction == .right {
            let end = (direction == .left) != rtl ? sel.location : sel.location + sel.length
            setEnds(anchor: end, focus: end)
            return
        }
        let from = focus
        var keepGoal = false
        var to: Int
        // Word and line moves go by reading order: flip left and right in a right-to-left paragraph.
        let reading: Direction = rtl && unit != .character ? (direction == .left ? .right : direction == .right ? .left : direction) : direction
        switch (reading, unit) {
        case (.left, .character): to = layout.visualMove(from: from, right: false)
        case (.right, .character): to = layout.visualMove(from: from, right: true)
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

extension TextLayoutManager {
    /// True when the paragraph holding `offset` reads right to left.
    func isRightToLeft(at offset: Int) -> Bool {
        paragraphs[paragraphIndex(containing: min(max(offset, 0), length))].shaped.isRightToLeft
    }

    /// The caret one stop right (or left) of `offset` as drawn; from a line's visual end, on to
    /// the next line in reading order (or the previous one).
    func visualMove(from offset: Int, right: Bool) -> Int {
        let o = boundary(atOrBefore: offset)
        let p = paragraphIndex(containing: o), shaped = paragraphs[p].shaped, base = starts[p]
        let b = shaped.boundaryIndex(atOrBefore: o - base)
        if o - base <= paragraphs[p].length, let n = shaped.visualNeighbour(ofBoundary: b, right: right) {
            return base + Int(shaped.boundaries[n])
        }
        let line = shaped.lines[shaped.lineIndex(ofBoundary: b)]
        if right != shaped.isRightToLeft {
            let end = base + Int(shaped.boundaries[line.clusters.upperBound])
            return end > o ? end : boundary(after: o)
        }
        let start = base + Int(shaped.boundaries[line.clusters.lowerBound])
        return start < o ? start : boundary(before: o)
    }
}
