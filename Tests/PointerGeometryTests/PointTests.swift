import Testing
@testable import PointerGeometry

@Suite("Points, sizes and number formatting")
struct PointTests {
    @Test("numbers print the same way everywhere: rounded, no trailing zeros, no negative zero")
    func formatting() {
        #expect(Format.number(1.5) == "1.5")
        #expect(Format.number(2) == "2")
        #expect(Format.number(-0.0001) == "0")
        #expect(Format.number(0.1 + 0.2) == "0.3")
        #expect(Format.number(-12.3456) == "-12.346")
        #expect(Format.number(0.9999) == "1")
        #expect(Format.number(.nan) == "nan")
    }

    @Test("infinities, huge numbers and other decimal counts print as SVG can read them")
    func formattingEdges() {
        #expect(Format.number(.infinity) == "inf")
        #expect(Format.number(-.infinity) == "-inf")
        #expect(Format.number(1e19) == "1e+19", "beyond Int's range the shortest exact form is used")
        #expect(Format.number(123_456_789_012.25) == "123456789012.25")
        #expect(Format.number(1.23456, decimals: 1) == "1.2")
        #expect(Format.number(2.5, decimals: 0) == "3")
        #expect(Format.number(0.0504, decimals: 2) == "0.05", "leading zeros of the fraction are kept")
        #expect(Format.number(1.9996) == "2", "a fraction that rounds up becomes the next whole number")
    }

    @Test("points add, subtract and scale component by component")
    func arithmetic() {
        let a = Point(x: 3, y: 4), b = Point(x: -1, y: 2)
        #expect(a + b == Point(x: 2, y: 6))
        #expect(a - b == Point(x: 4, y: 2))
        #expect(a * 2 == Point(x: 6, y: 8))
        var c = a
        c += b
        #expect(c == Point(x: 2, y: 6))
    }

    @Test("a point's length is its distance from the origin")
    func length() {
        #expect(Point(x: 3, y: 4).length == 5)
        #expect(Point(x: -6, y: 8).length == 10)
        #expect(Point.zero.length == 0)
    }

    @Test("a point with NaN or an infinity is not finite")
    func finiteness() {
        #expect(Point(x: 1, y: 2).isFinite)
        #expect(!Point(x: .nan, y: 2).isFinite)
        #expect(!Point(x: 1, y: -.infinity).isFinite)
    }

    @Test("a point describes itself with the shared number format")
    func description() {
        #expect(Point(x: 1.5, y: -0.00001).description == "(1.5, 0)")
        #expect(String(describing: Point(x: 10, y: 2.3456)) == "(10, 2.346)")
    }

    @Test("the zero point and size are at the origin and empty")
    func zeros() {
        #expect(Point.zero == Point(x: 0, y: 0))
        #expect(Size.zero == Size(width: 0, height: 0))
        #expect(Size(width: 3, height: 4) != Size(width: 4, height: 3))
    }
}
