import Foundation
import PointerGeometry

extension UIImage {
    /// More of SF Symbols' shapes, drawn as `symbols` draws (20 × 20 box, 1.7 pt round
    /// strokes, ".fill" variants filled): `ruler`, `ruler.fill`, `arrow.uturn.left`,
    /// `square.and.arrow.down`, `archivebox` and `square.and.pencil` (the compose bar button
    /// item's), which iPad apps' toolbars use.
    static func moreSymbols() -> [String: [SymbolMark]] {
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
        // A ruler: a bar turned 45°, with ticks along one long edge.
        let turn = Transform2D(translationX: -10, y: -10).concatenating(Transform2D(rotationAngle: -.pi / 4))
            .concatenating(Transform2D(translationX: 10, y: 10))
        let bar = Path.roundedRect(Rect(x: 1.5, y: 6.5, width: 17, height: 7), radius: 1.2).applying(turn)
        let ticks = stride(from: 4.5, through: 15.5, by: 2.75).enumerated().map { i, x in
            line([p(x, 6.5), p(x, i % 2 == 0 ? 10 : 9)]).applying(turn)
        }
        var cutTicks = bar
        for (i, x) in stride(from: 4.5, through: 15.5, by: 2.75).enumerated() {
            cutTicks.append(Path.rect(Rect(x: x - 0.55, y: 6.5, width: 1.1, height: i % 2 == 0 ? 3.5 : 2.5)).applying(turn))
        }
        // A U-turn arrow: the stem comes back along the top and turns down, the head pointing left.
        var uturn = Path()
        uturn.move(to: p(4, 7))
        uturn.addLine(to: p(12.5, 7))
        uturn.addCurve(to: p(12.5, 16.5), control1: p(18.8, 7), control2: p(18.8, 16.5))
        uturn.addLine(to: p(9, 16.5))
        // A box with a lid and a handle slot.
        let lid = Path.roundedRect(Rect(x: 2, y: 3, width: 16, height: 4.5), radius: 1)
        return [
            "ruler": [stroke(bar)] + ticks.map { stroke($0, 1.1) },
            "ruler.fill": [fill(cutTicks)],
            "arrow.uturn.left": [stroke(uturn), stroke(line([p(7.5, 3.5), p(4, 7), p(7.5, 10.5)]))],
            "square.and.arrow.down": [stroke(line([p(7, 7.5), p(4, 7.5), p(4, 18), p(16, 18), p(16, 7.5), p(13, 7.5)])),
                                      stroke(line([p(10, 1.8), p(10, 12.5)])), stroke(line([p(6.8, 9.3), p(10, 12.5), p(13.2, 9.3)]))],
            "archivebox": [stroke(lid), stroke(line([p(3.5, 7.5), p(3.5, 17), p(16.5, 17), p(16.5, 7.5)])),
                           stroke(line([p(8, 10.5), p(12, 10.5)]))],
            // A square open at its top right, with a pencil coming out of it.
            "square.and.pencil": [stroke(line([p(10, 3.5), p(3.5, 3.5), p(3.5, 16.5), p(16.5, 16.5), p(16.5, 10)])),
                                  stroke(line([p(15, 2.2), p(17.8, 5), p(10, 12.8), p(6.8, 13.2), p(7.2, 10)], closed: true))],
        ]
    }
}
