import Foundation
import Testing
import PointerGeometry
import PointerSVG
import PointerRender

@Suite("Paths, springs and SVG frames")
struct PathAndSpringTests {
    @Test("a rounded rectangle's bounds are its rectangle and its corners are cut off")
    func roundedRectBounds() {
        let p = Path.roundedRect(Rect(x: 10, y: 20, width: 100, height: 40), radius: 8)
        let b = p.bounds
        #expect(abs(b.minX - 10) < 1e-6 && abs(b.minY - 20) < 1e-6 && abs(b.width - 100) < 1e-6 && abs(b.height - 40) < 1e-6)
        #expect(p.contains(Point(x: 60, y: 40)))
        #expect(!p.contains(Point(x: 10.5, y: 20.5)), "the corner is rounded away")
        #expect(p.contains(Point(x: 12, y: 40)))
    }

    @Test("a radius larger than half the short side is clamped, and a circle contains its centre")
    func clampsRadius() {
        let pill = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 20), radius: 50)
        #expect(abs(pill.bounds.height - 20) < 1e-6)
        #expect(!pill.contains(Point(x: 1, y: 1)))
        let c = Path.circle(center: Point(x: 5, y: 5), radius: 9.5)
        #expect(c.contains(Point(x: 5, y: 5)) && !c.contains(Point(x: 5, y: 15)))
        #expect(abs(c.bounds.width - 19) < 0.01)
    }

    @Test("NaN and infinite input never crash a path")
    func badPathInput() {
        var p = Path()
        p.addArc(center: Point(x: .nan, y: 0), radius: 3, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(p.isEmpty)
        let r = Path.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: .infinity)
        #expect(r.contains(Point(x: 5, y: 5)) && !r.contains(Point(x: .nan, y: 5)))
    }

    @Test("a spring reaches its target, and retargeting in flight keeps position and velocity")
    func springRetargets() {
        var x = SpringValue(0)
        x.target = 100
        for _ in 0..<6 { x.step(1.0 / 120, spring: .pointer) }
        let midway = x
        #expect(midway.value > 0 && midway.value < 100 && midway.velocity > 0)
        x.target = -50
        #expect(x.value == midway.value && x.velocity == midway.velocity)
        for _ in 0..<240 { x.step(1.0 / 120, spring: .pointer) }
        #expect(x.value == -50 && x.isSettled())
    }

    @Test("an underdamped spring overshoots and a critically damped one does not")
    func damping() {
        var under = SpringValue(0), critical = SpringValue(0)
        under.target = 1; critical.target = 1
        var maxUnder = 0.0, maxCritical = 0.0
        for _ in 0..<240 {
            under.step(1.0 / 120, spring: Spring(response: 0.3, dampingRatio: 0.5))
            critical.step(1.0 / 120, spring: Spring(response: 0.3, dampingRatio: 1))
            maxUnder = max(maxUnder, under.value); maxCritical = max(maxCritical, critical.value)
        }
        #expect(maxUnder > 1.05)
        #expect(maxCritical <= 1.0000001)
    }

    @Test("a toss lands where 0.998-per-millisecond deceleration stops it: half a second of its velocity")
    func tossProjection() {
        let landing = Inertia.project(Point(x: 100, y: 100), velocity: Point(x: 1000, y: 0))
        #expect(abs(landing.x - 599) < 1e-9 && landing.y == 100)
    }

    @Test("an SVG frame is deterministic text: layers back to front, the highlight platter under its view")
    func svgFrame() {
        let scene = PointerScene(size: Size(width: 200, height: 100), layers: [
            .init(name: "back", frame: Rect(x: 0, y: 0, width: 200, height: 100), fill: .init(red: 1, green: 1, blue: 1, alpha: 1)),
            .init(name: "button", frame: Rect(x: 10, y: 10, width: 40, height: 20), fill: .init(red: 0, green: 0.478, blue: 1, alpha: 1)),
        ], pointer: .init(path: .rect(Rect(x: 8, y: 8, width: 44, height: 24)),
                          fill: .init(red: 0.6, green: 0.6, blue: 0.6, alpha: 0.25), opacity: 1, belowLayer: 1))
        let svg = PointerSVG.render(scene)
        #expect(svg == PointerSVG.render(scene))
        let back = svg.range(of: "id=\"back\"")!, pointer = svg.range(of: "id=\"pointer\"")!, button = svg.range(of: "id=\"button\"")!
        #expect(back.lowerBound < pointer.lowerBound && pointer.lowerBound < button.lowerBound)
        #expect(svg.contains("<rect x=\"10\" y=\"10\" width=\"40\" height=\"20\" fill=\"#007aff\"/>"))
        #expect(svg.contains("d=\"M8 8 L52 8 L52 32 L8 32 Z\""))
    }
}
