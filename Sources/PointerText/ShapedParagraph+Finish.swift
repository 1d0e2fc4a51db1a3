extension ShapedParagraph {
    /// Completes a paragraph read from Pango (or made by the fallback): edges for clusters no
    /// glyph drew (they take the edge before them), each line's top and visible extent, every
    /// boundary's strong caret, the direction and the height.
    mutating func finish(maxLines: Int = 0) {
        if maxLines > 0, lines.count > maxLines {
            lines.removeLast(lines.count - maxLines)
            lines[lines.count - 1].clusters = lines[lines.count - 1].clusters.lowerBound..<clusterCount
        }
        var top = 0.0
        let whiteBit = BoundaryFlags.white.rawValue
        for l in lines.indices {
            let clusters = lines[l].clusters, lineRTL = lines[l].isRightToLeft, lineWidth = lines[l].width
            var edge = lineRTL ? lineWidth : 0
            for k in clusters {
                if leading[k].isNaN { leading[k] = edge; trailing[k] = edge }
                edge = trailing[k]
            }
            // Trailing white space (in reading order) hangs past the edge: it is not visible.
            var last = clusters.upperBound
            while last > clusters.lowerBound, flags[last - 1].rawValue & whiteBit != 0 { last -= 1 }
            var lo = Double.infinity, hi = -Double.infinity
            for k in clusters.lowerBound..<last {
                let a = leading[k], b = trailing[k]
                lo = min(lo, min(a, b)); hi = max(hi, max(a, b))
            }
            if lo > hi { lo = lineRTL ? lineWidth : 0; hi = lo }
            lines[l].visibleMinX = lo; lines[l].visibleMaxX = hi
            lines[l].top = top
            top += lines[l].height
        }
        height = top
        isRightToLeft = lines.first?.isRightToLeft ?? false
        // The strong caret at each boundary, on the line that shows it (the line holding the
        // cluster after it; the last line for the end): after the cluster before it when that
        // one reads in the line's direction (or nothing follows on the line), else before the
        // cluster after it.
        let rtlBit = BoundaryFlags.rightToLeft.rawValue
        for l in lines.indices {
            let range = lines[l].clusters, lineRTL = lines[l].isRightToLeft
            let last = l == lines.count - 1 ? range.upperBound : range.upperBound - 1
            guard last >= range.lowerBound else { continue }
            for b in range.lowerBound...last {
                let hasPrevious = b > range.lowerBound, hasNext = b < range.upperBound
                if hasPrevious, !hasNext || (flags[b - 1].rawValue & rtlBit != 0) == lineRTL {
                    caretX[b] = trailing[b - 1]
                } else if hasNext {
                    caretX[b] = leading[b]
                } else {
                    caretX[b] = lineRTL ? lines[l].width : 0
                }
            }
        }
    }
}
