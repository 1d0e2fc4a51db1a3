import Testing
@testable import PointerGeometry

@Suite("Affine transforms")
struct Transform2DTests {
    @Test("a transform and its inverse round-trip a point")
    func inverse() throws {
        let t = Transform2D(rotationAngle: 0.7).concatenating(Transform2D(scaleX: 2, y: 3))
            .concatenating(Transform2D(translationX: 5, y: -4))
        let inv = try #require(t.inverted())
        let p = Point(x: 3, y: 7)
        let back = inv.apply(to: t.apply(to: p))
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
        #expect(Transform2D(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test("a transform with an infinite number has no inverse")
    func nonFiniteInverse() {
        let t = Transform2D(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(!t.isFinite)
        #expect(t.inverted() == nil)
        #expect(Transform2D.identity.isFinite)
    }

    @Test("a rotated rectangle's bounding box covers all its corners")
    func boundingBox() {
        let box = Transform2D(rotationAngle: .pi / 4).apply(to: Rect(x: -1, y: -1, width: 2, height: 2))
        #expect(abs(box.width - 2 * 2.0.squareRoot()) < 1e-9)
    }

    @Test("a flipping scale maps a rectangle to a rectangle with a positive size")
    func flippedRect() {
        let r = Transform2D(scaleX: -2, y: 1).apply(to: Rect(x: 1, y: 1, width: 3, height: 2))
        #expect(r == Rect(x: -8, y: 1, width: 6, height: 2))
    }

    @Test("concatenating applies the receiver first, then the argument, as CGAffineTransform does")
    func concatenationOrder() {
        let scale = Transform2D(scaleX: 2, y: 2), move = Transform2D(translationX: 5, y: 0)
        let p = Point(x: 1, y: 1)
        #expect(scale.concatenating(move).apply(to: p) == Point(x: 7, y: 2))
        #expect(move.concatenating(scale).apply(to: p) == Point(x: 12, y: 2))
    }

    @Test("a positive rotation turns clockwise on screen: right becomes down")
    func rotationDirection() {
        let p = Transform2D(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test("only the identity is the identity")
    func identity() {
        #expect(Transform2D.identity.isIdentity)
        #expect(Transform2D(translationX: 0, y: 0).isIdentity)
        #expect(!Transform2D(scaleX: 1, y: 1.01).isIdentity)
        #expect(Transform2D.identity.apply(to: Point(x: 3, y: -4)) == Point(x: 3, y: -4))
    }
}
