import Foundation

/// How a label breaks and truncates lines, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries (a word wider than the line breaks between characters).
    case byWordWrapping = 0
    /// Wraps between characters.
    case byCharWrapping = 1
    /// Wraps at words; the last line is cut off at the edge.
    case byClipping = 2
    /// Wraps at words; the last line ends in "…" when text is left over.
    case byTruncatingHead = 3
    /// Wraps at words; the last line ends in "…" when text is left over.
    case byTruncatingTail = 4
    /// Wraps at words; the last line has "…" in its middle when text is left over.
    case byTruncatingMiddle = 5
}

/// Lines of text broken to a width with a font's metrics: what a label draws and measures.
@MainActor struct TextLayout: Equatable {
    /// The lines, top to bottom.
    var lines: [String]
    /// Each line's advance width, points.
    var widths: [CGFloat]

    /// Breaks `text` into lines no wider than `width` (`nil`: unlimited), at most `maxLines`
    /// (0: unlimited). Newlines always break. When lines are left over, a truncating mode ends
    /// the last shown line with "…" (its head, tail or middle replaced: `byTruncatingHead`
    /// keeps the end of the last line's text, as UIKit does for the one line it applies to);
    /// wrapping and clipping modes just stop.
    init(text: String, font: UIFont, width: CGFloat?, maxLines: Int, mode: NSLineBreakMode) {
        let limit = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        var out: [String] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0[...]
        }
        // A one-line label does not wrap: its only line is the first paragraph, truncated.
        let wraps = maxLines != 1
        var leftOver = false
        for (index, paragraph) in paragraphs.enumerated() {
            if maxLines > 0, out.count >= maxLines { leftOver = true; break }
            if !wraps {
                out.append(String(paragraph))
                leftOver = index < paragraphs.count - 1 || (limit.map { font.width(of: paragraph) > $0 } ?? false)
                break
            }
            let broken = Self.wrap(paragraph, font: font, width: limit, byCharacter: mode == .byCharWrapping)
            for line in broken {
                if maxLines > 0, out.count >= maxLines { leftOver = true; break }
                out.append(line)
            }
        }
        if maxLines > 0, out.count > maxLines { out.removeLast(out.count - maxLines) }
        if let last = out.last, leftOver || (limit.map { font.width(of: last) > $0 } ?? false) {
            switch mode {
            case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
                out[out.count - 1] = Self.truncate(last, font: font, width: limit, mode: mode, forced: leftOver)
            case .byWordWrapping, .byCharWrapping, .byClipping:
                break
            }
        }
        lines = out
        widths = out.map { font.width(of: $0) }
    }

    /// Greedy line breaking: words (with the spaces after them) are added while they fit;
    /// trailing spaces do not count toward a line's width.
    static func wrap(_ paragraph: Substring, font: UIFont, width: CGFloat?, byCharacter: Bool) -> [String] {
        guard let width, !paragraph.isEmpty else { return [String(paragraph)] }
        var lines: [String] = []
        var line = "", lineWidth: CGFloat = 0
        func flush() { lines.append(String(trimmed(line[...]))); line = ""; lineWidth = 0 }
        let pieces: [Substring] = byCharacter ? paragraph.map { Substring(String($0)) } : Self.words(paragraph)
        for piece in pieces {
            let w = font.width(of: piece)
            let visible = font.width(of: trimmed(piece))
            if line.isEmpty || lineWidth + visible <= width + 0.001 {
                if !line.isEmpty || visible <= width + 0.001 || byCharacter {
                    line += piece; lineWidth += w
                    continue
                }
            } else {
                flush()
                if visible <= width + 0.001 { line = String(piece); lineWidth = w; continue }
            }
            // A word wider than the line breaks between characters.
            for ch in piece {
                let cw = font.width(of: String(ch))
                if !line.isEmpty, lineWidth + cw > width + 0.001, ch != " " { flush() }
                line.append(ch); lineWidth += cw
            }
        }
        if !line.isEmpty || lines.isEmpty { flush() }
        return lines
    }

    /// `s` without its trailing spaces.
    static func trimmed(_ s: Substring) -> Substring {
        guard let last = s.lastIndex(where: { $0 != " " }) else { return s[s.startIndex..<s.startIndex] }
        return s[...last]
    }

    /// Words, each with the spaces that follow it.
    static func words(_ s: Substring) -> [Substring] {
        var out: [Substring] = []
        var start = s.startIndex, i = s.startIndex, inSpaces = false
        while i < s.endIndex {
            if s[i] == " " { inSpaces = true } else if inSpaces { out.append(s[start..<i]); start = i; inSpaces = false }
            i = s.index(after: i)
        }
        if start < s.endIndex { out.append(s[start...]) }
        return out
    }

    /// `text` shortened with "…" to fit `width`: its tail, head or middle replaced.
    static func truncate(_ text: String, font: UIFont, width: CGFloat?, mode: NSLineBreakMode, forced: Bool) -> String {
        let ellipsis = "\u{2026}"
        var chars = Array(trimmed(text[...]))
        guard let width else { return String(chars) + (forced ? ellipsis : "") }
        func fits(_ s: String) -> Bool { font.width(of: s) <= width + 0.001 }
        if !forced, fits(String(chars)) { return String(chars) }
        if forced, mode == .byTruncatingTail || mode == .byTruncatingMiddle, fits(String(chars) + ellipsis) { return String(chars) + ellipsis }
        switch mode {
        case .byTruncatingHead:
            while !chars.isEmpty, !fits(ellipsis + String(chars)) { chars.removeFirst() }
            return ellipsis + String(chars)
        case .byTruncatingMiddle:
            var head = Array(chars.prefix((chars.count + 1) / 2)), tail = Array(chars.suffix(chars.count / 2))
            while !(head.isEmpty && tail.isEmpty), !fits(String(head) + ellipsis + String(tail)) {
                if head.count > tail.count { head.removeLast() } else { tail.removeFirst() }
            }
            return String(head) + ellipsis + String(tail)
        default:
            while !chars.isEmpty, !fits(String(chars) + ellipsis) { chars.removeLast() }
            while chars.last == " " { chars.removeLast() }
            return String(chars) + ellipsis
        }
    }
}
