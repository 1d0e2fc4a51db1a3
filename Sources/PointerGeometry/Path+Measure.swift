/// Measuring paths: flattening, bounds, hit testing and SVG path data.
extension Path {
    /// Each subpath as a polygon: curves replaced by `segments` straight pieces each.
    /// - Complexity: O(elements × segments).
    public func polygons(segmentsPerCurve segments: Int = 16) -> [[Point]] {
        var result: [[Point]] = []
        var current: [Point] = []
        func finish() { if current.count > 1 { result.append(current) }; current = [] }
        for e in elements {
            let last = current.last ?? .zero
            switch e {
            case .move(let p): finish(); current = [p]
            case .line(let p): if current.isEmpty { current = [last] }; current.append(p)
            case .quad(let p, let c):
                if current.isEmpty { current = [last] }
                for i in 1...segments {
                    let t = Double(i) / Double(segments), u = 1 - t
                    current.append(Point(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                                         y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .cubic(let p, let c1, let c2):
                if current.isEmpty { current = [last] }
                for i in 1...segments {
                    let t = Double(i) / Double(segments), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(Point(x: a * last.x + b * c1.x + c * c2.x + d * p.x,
                                         y: a * last.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close: finish()
            }
        }
        finish()
        return result
    }

    /// The smallest rectangle holding the path's outline (curves measured, control points not
    /// included, as `UIBezierPath.bounds`); `.zero` for an empty path.
    public var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for polygon in polygons() {
            for p in polygon where p.isFinite {
                minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
            }
        }
        for case .move(let p) in elements where p.isFinite {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        guard minX <= maxX else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when `point` is inside the filled path: the non-zero winding rule by default
    /// (UIBezierPath's), or even-odd.
    public func contains(_ point: Point, evenOdd: Bool = false) -> Bool {
        guard point.isFinite else { return false }
        var winding = 0
        for polygon in polygons() {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    private func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// SVG path data (`d` attribute) with deterministic number formatting (`Format.number`).
    public var svgData: String {
        func f(_ p: Point) -> String { "\(Format.number(p.x)) \(Format.number(p.y))" }
        return elements.map { e in
            switch e {
            case .move(let p): "M\(f(p))"
            case .line(let p): "L\(f(p))"
            case .quad(let p, let c): "Q\(f(c)) \(f(p))"
            case .cubic(let p, let c1, let c2): "C\(f(c1)) \(f(c2)) \(f(p))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }
}
