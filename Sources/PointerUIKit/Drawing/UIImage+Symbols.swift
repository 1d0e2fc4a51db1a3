import Foundation
import PointerGeometry

/// One stroke or fill of a system symbol, in a 20 × 20 box.
struct SymbolMark {
    let path: Path
    /// The stroke width, nil to fill (even-odd).
    let strokeWidth: CGFloat?
}

extension UIImage {
    /// The names `init?(systemName:)` knows, sorted.
    public static var systemSymbolNames: [String] { symbols.keys.sorted() }

    /// PointerKit's drawings of SF Symbols' shapes, by name: outlines stroked 1.7 pt wide with
    /// round caps and joins, ".fill" variants filled, in a 20 × 20 box.
    static let symbols: [String: [SymbolMark]] = {
        let w: CGFloat = 1.7
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        func line(_ points: [Point], closed: Bool = false) -> Path {
            var path = Path()
            for (i, q) in points.enumerated() { i == 0 ? path.move(to: q) : path.addLine(to: q) }
            if closed { path.close() }
            return path
        }
        func stroke(_ path: Path, _ width: CGFloat = w) -> SymbolMark { SymbolMark(path: path, strokeWidth: width) }
        func fill(_ path: Path) -> SymbolMark { SymbolMark(path: path, strokeWidth: nil) }
        func circle(_ x: Double, _ y: Double, _ r: Double) -> Path { .circle(center: p(x, y), radius: r) }
        func polar(_ r: Double, _ degrees: Double) -> Point {
            let a = degrees * .pi / 180
            return p(10 + r * cos(a), 10 + r * sin(a))
        }
        let star = line((0..<10).map { polar($0 % 2 == 0 ? 8.6 : 3.6, -90 + Double($0) * 36) }, closed: true)
        var heart = Path()
        heart.move(to: p(10, 17))
        heart.addCurve(to: p(2, 7), control1: p(5, 13.5), control2: p(2, 10.5))
        heart.addCurve(to: p(10, 5), control1: p(2, 3), control2: p(8, 2))
        heart.addCurve(to: p(18, 7), control1: p(12, 2), control2: p(18, 3))
        heart.addCurve(to: p(10, 17), control1: p(18, 10.5), control2: p(15, 13.5))
        heart.close()
        let gear = line((0..<8).flatMap { k -> [Point] in
            let t = Double(k) * 45
            return [polar(6.6, t - 17), polar(8.8, t - 9), polar(8.8, t + 9), polar(6.6, t + 17)]
        }, closed: true)
        let plus = [line([p(10, 3.5), p(10, 16.5)]), line([p(3.5, 10), p(16.5, 10)])]
        let xmark = [line([p(4.5, 4.5), p(15.5, 15.5)]), line([p(15.5, 4.5), p(4.5, 15.5)])]
        let check = line([p(3.5, 10.5), p(8, 15), p(16.5, 4.5)])
        func inCircle(_ marks: [Path], scale s: Double = 0.55) -> [Path] {
            marks.map { $0.applying(Transform2D(translationX: -10, y: -10).concatenating(Transform2D(scaleX: s, y: s))
                .concatenating(Transform2D(translationX: 10, y: 10))) }
        }
        func chevron(_ degrees: Double) -> [SymbolMark] {
            let shape = line([p(7.5, 3.5), p(13.5, 10), p(7.5, 16.5)])
            let turn = Transform2D(translationX: -10, y: -10).concatenating(Transform2D(rotationAngle: degrees * .pi / 180))
                .concatenating(Transform2D(translationX: 10, y: 10))
            return [stroke(shape.applying(turn), 2)]
        }
        func arrow(_ degrees: Double) -> [SymbolMark] {
            let turn = Transform2D(translationX: -10, y: -10).concatenating(Transform2D(rotationAngle: degrees * .pi / 180))
                .concatenating(Transform2D(translationX: 10, y: 10))
            return [stroke(line([p(10, 17), p(10, 3)]).applying(turn)), stroke(line([p(4, 9), p(10, 3), p(16, 9)]).applying(turn))]
        }
        let page = line([p(4.5, 2.5), p(11.5, 2.5), p(15.5, 6.5), p(15.5, 17.5), p(4.5, 17.5)], closed: true)
        var symbols: [String: [SymbolMark]] = [
            "plus": plus.map { stroke($0, 2) },
            "minus": [stroke(line([p(3.5, 10), p(16.5, 10)]), 2)],
            "xmark": xmark.map { stroke($0, 2) },
            "checkmark": [stroke(check, 2)],
            "star": [stroke(star)],
            "star.fill": [fill(star)],
            "heart": [stroke(heart)],
            "heart.fill": [fill(heart)],
            "gear": [stroke(gear), stroke(circle(10, 10, 2.8))],
            "magnifyingglass": [stroke(circle(8.5, 8.5, 5.5)), stroke(line([p(12.6, 12.6), p(17.5, 17.5)]), 2.4)],
            "trash": [stroke(line([p(2.5, 5), p(17.5, 5)])), stroke(line([p(7.5, 5), p(8, 2.5), p(12, 2.5), p(12.5, 5)])),
                      stroke(line([p(4.5, 5), p(5.5, 18), p(14.5, 18), p(15.5, 5)])),
                      stroke(line([p(8.2, 8), p(8.4, 15)]), 1.2), stroke(line([p(11.8, 8), p(11.6, 15)]), 1.2)],
            "trash.fill": [stroke(line([p(2.5, 5), p(17.5, 5)])), stroke(line([p(7.5, 5), p(8, 2.5), p(12, 2.5), p(12.5, 5)])),
                           fill(line([p(4.3, 6), p(5.5, 18.5), p(14.5, 18.5), p(15.7, 6)], closed: true))],
            "pencil": [stroke(line([p(13.5, 2.5), p(17.5, 6.5), p(7, 17), p(2.5, 17.5), p(3, 13)], closed: true)),
                       stroke(line([p(11.5, 4.5), p(15.5, 8.5)]))],
            "paintbrush": [stroke(line([p(17, 3), p(9.5, 10.5)]), 2.6),
                           fill({ var b = Path(); b.move(to: p(8.5, 10)); b.addCurve(to: p(2.5, 17.5), control1: p(4, 10.5), control2: p(5.5, 16))
                               b.addCurve(to: p(10, 11.5), control1: p(7.5, 17.5), control2: p(10.5, 15)); b.close(); return b }())],
            "paintpalette": [stroke({ var o = Path(); o.move(to: p(10, 2)); o.addCurve(to: p(18, 10), control1: p(14.5, 2), control2: p(18, 5.5))
                                 o.addCurve(to: p(13, 13.5), control1: p(18, 13), control2: p(15, 12.5))
                                 o.addCurve(to: p(10, 18), control1: p(11, 14.5), control2: p(13, 18))
                                 o.addCurve(to: p(2, 10), control1: p(5.5, 18), control2: p(2, 14.5))
                                 o.addCurve(to: p(10, 2), control1: p(2, 5.5), control2: p(5.5, 2)); o.close(); return o }()),
                             fill(circle(6, 9.5, 1.4)), fill(circle(8.5, 5.8, 1.4)), fill(circle(12.8, 6.2, 1.4)), fill(circle(6.8, 13.5, 1.4))],
            "square.and.arrow.up": [stroke(line([p(7, 7.5), p(4, 7.5), p(4, 18), p(16, 18), p(16, 7.5), p(13, 7.5)])),
                                    stroke(line([p(10, 1.8), p(10, 12)])), stroke(line([p(6.8, 5), p(10, 1.8), p(13.2, 5)]))],
            "ellipsis": [fill(circle(4, 10, 1.6)), fill(circle(10, 10, 1.6)), fill(circle(16, 10, 1.6))],
            "ellipsis.circle": [stroke(circle(10, 10, 8.5)), fill(circle(6, 10, 1.2)), fill(circle(10, 10, 1.2)), fill(circle(14, 10, 1.2))],
            "circle": [stroke(circle(10, 10, 8.5))],
            "circle.fill": [fill(circle(10, 10, 9))],
            "square": [stroke(.roundedRect(Rect(x: 2, y: 2, width: 16, height: 16), radius: 3))],
            "square.fill": [fill(.roundedRect(Rect(x: 1.5, y: 1.5, width: 17, height: 17), radius: 3.5))],
            "doc": [stroke(page), stroke(line([p(11.5, 2.5), p(11.5, 6.5), p(15.5, 6.5)]))],
            "doc.on.doc": [stroke(.roundedRect(Rect(x: 6.5, y: 2, width: 10.5, height: 13), radius: 2)),
                           stroke(line([p(4.5, 5), p(3, 5), p(3, 18), p(13.5, 18), p(13.5, 16.5)]))],
            "folder": [stroke(line([p(2, 4), p(8, 4), p(10, 6.5), p(18, 6.5), p(18, 16.5), p(2, 16.5)], closed: true))],
            "info.circle": [stroke(circle(10, 10, 8.5)), fill(circle(10, 6, 1.2)), stroke(line([p(10, 9), p(10, 14.5)]), 2)],
            "exclamationmark.triangle": [stroke(line([p(10, 2.5), p(18, 17), p(2, 17)], closed: true)),
                                         stroke(line([p(10, 7.5), p(10, 11.5)]), 2), fill(circle(10, 14.3, 1.1))],
            "chevron.right": chevron(0), "chevron.down": chevron(90), "chevron.left": chevron(180), "chevron.up": chevron(270),
            "arrow.up": arrow(0), "arrow.right": arrow(90), "arrow.down": arrow(180), "arrow.left": arrow(270),
        ]
        // A cross as one outline (crossing strokes cut out separately would refill their
        // overlap under the even-odd rule).
        func cross(_ degrees: Double) -> Path {
            let l = 4.2, h = 0.95
            let corners = [(-h, -l), (h, -l), (h, -h), (l, -h), (l, h), (h, h), (h, l), (-h, l), (-h, h), (-l, h), (-l, -h), (-h, -h)]
            let turn = Transform2D(rotationAngle: degrees * .pi / 180).concatenating(Transform2D(translationX: 10, y: 10))
            return line(corners.map { p($0.0, $0.1) }, closed: true).applying(turn)
        }
        for (name, marks, cut) in [("plus", plus, cross(0)), ("xmark", xmark, cross(45)),
                                   ("checkmark", [check], inCircle([check])[0].strokeOutline(width: 1.8))] {
            symbols[name + ".circle"] = [stroke(circle(10, 10, 8.5))] + inCircle(marks).map { stroke($0, 1.8) }
            var disc = circle(10, 10, 9)
            disc.append(cut)
            symbols[name + ".circle.fill"] = [fill(disc)]
        }
        symbols.merge(moreSymbols()) { own, _ in own }
        return symbols
    }()
}

extension Path {
    /// The outline of a polyline's stroke as closed quadrilaterals (butt ends), for cutting
    /// strokes out of a filled symbol (even-odd).
    func strokeOutline(width: Double) -> Path {
        var out = Path()
        for polygon in polygons() {
            for (a, b) in zip(polygon, polygon.dropFirst()) {
                let dx = b.x - a.x, dy = b.y - a.y, l = (dx * dx + dy * dy).squareRoot()
                guard l > 0 else { continue }
                let nx = -dy / l * width / 2, ny = dx / l * width / 2
                out.append(Path([.move(Point(x: a.x + nx, y: a.y + ny)), .line(Point(x: b.x + nx, y: b.y + ny)),
                                 .line(Point(x: b.x - nx, y: b.y - ny)), .line(Point(x: a.x - nx, y: a.y - ny)), .close]))
            }
        }
        return out
    }
}
