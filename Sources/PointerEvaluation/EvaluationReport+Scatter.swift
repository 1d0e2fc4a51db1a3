import Foundation

extension EvaluationReport {
    /// How far from the target's centre the scatter reaches, in target widths, each way.
    static let scatterReach = 3.0

    /// An SVG of where the clicks landed: one panel per condition, every recorded selection's
    /// click relative to its target's centre, in target widths (so cells of every width share a
    /// panel), the movement going left to right. The target is the square in the middle; a
    /// hit is a filled dot, a miss a red cross; a click beyond ±3 widths sits on the panel's
    /// edge. Deterministic text.
    public func endpointSVG(panelSize: Double = 180, columns: Int = 4) -> String {
        let conditions = setup.conditions
        let columns = max(1, min(columns, conditions.count))
        let rows = (conditions.count + columns - 1) / columns
        let gap = 16.0, top = 44.0, caption = 34.0
        let width = Double(columns) * (panelSize + gap) + gap
        let height = top + Double(rows) * (panelSize + caption + gap)
        func f(_ v: Double) -> String { Self.format(v, 1) }
        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" "
            + "viewBox=\"0 0 \(f(width)) \(f(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">\n"
        s += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        s += "<text x=\"\(f(gap))\" y=\"20\" font-size=\"14\" font-weight=\"bold\">Where the clicks landed, "
            + "relative to the target (\(subtitle))</text>\n"
        s += "<text x=\"\(f(gap))\" y=\"36\" fill=\"#555\">Movement left to right; the square is the target; "
            + "scale in target widths (±3); dot: hit, cross: miss.</text>\n"
        let scale = panelSize / (2 * Self.scatterReach)
        for (i, condition) in conditions.enumerated() {
            let x0 = gap + Double(i % columns) * (panelSize + gap), y0 = top + Double(i / columns) * (panelSize + caption + gap)
            let cx = x0 + panelSize / 2, cy = y0 + panelSize / 2
            s += "<rect x=\"\(f(x0))\" y=\"\(f(y0))\" width=\"\(f(panelSize))\" height=\"\(f(panelSize))\" fill=\"#fafafa\" stroke=\"#ccc\"/>\n"
            s += "<line x1=\"\(f(x0))\" y1=\"\(f(cy))\" x2=\"\(f(x0 + panelSize))\" y2=\"\(f(cy))\" stroke=\"#e4e4e4\"/>\n"
            s += "<line x1=\"\(f(cx))\" y1=\"\(f(y0))\" x2=\"\(f(cx))\" y2=\"\(f(y0 + panelSize))\" stroke=\"#e4e4e4\"/>\n"
            s += "<rect x=\"\(f(cx - scale / 2))\" y=\"\(f(cy - scale / 2))\" width=\"\(f(scale))\" height=\"\(f(scale))\" "
                + "fill=\"#c6dbef\" stroke=\"#2171b5\"/>\n"
            let mine = endpoints.filter { $0.condition == condition }
            for e in mine {
                let u = max(-Self.scatterReach, min(Self.scatterReach, e.along / e.width))
                let v = max(-Self.scatterReach, min(Self.scatterReach, e.across / e.width))
                let px = cx + u * scale, py = cy - v * scale
                if e.hit {
                    s += "<circle cx=\"\(f(px))\" cy=\"\(f(py))\" r=\"1.8\" fill=\"#08519c\" fill-opacity=\"0.55\"/>\n"
                } else {
                    s += "<path d=\"M\(f(px - 3)) \(f(py - 3))L\(f(px + 3)) \(f(py + 3))M\(f(px - 3)) \(f(py + 3))L\(f(px + 3)) \(f(py - 3))\" "
                        + "stroke=\"#d62728\" stroke-width=\"1.5\"/>\n"
                }
            }
            let misses = mine.filter { !$0.hit }.count
            s += "<text x=\"\(f(x0))\" y=\"\(f(y0 + panelSize + 14))\" font-weight=\"bold\">\(condition)</text>\n"
            s += "<text x=\"\(f(x0))\" y=\"\(f(y0 + panelSize + 28))\" fill=\"#555\">\(mine.count) clicks, \(misses) misses</text>\n"
        }
        return s + "</svg>\n"
    }
}
