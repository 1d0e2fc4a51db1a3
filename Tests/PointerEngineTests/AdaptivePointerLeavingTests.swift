import Testing
import PointerGeometry
import PointerEngine

/// Views the pointer left, sinking back (`AdaptivePointer+Leaving.swift`).
@Suite("Adaptive pointer: views the pointer left")
struct AdaptivePointerLeavingTests {
    /// A row of `count` lifted 40 × 40 buttons, 50 pt apart, from (20, 20); button `i` has handle `i + 1`.
    static func row(_ count: Int) -> PlainPointerWindow {
        var w = PlainPointerWindow()
        for i in 0..<count {
            let handle = HostHandle(UInt(i + 1))
            w.host.add(UInt(i + 1), Rect(x: 20 + 50 * Double(i), y: 20, width: 40, height: 40),
                       style: .effect(.lift, preview: PreviewValue(view: handle, container: handle), shape: nil), background: true)
        }
        return w
    }

    /// A lifted 40 pt button's scale: 8 pt more along its 40 pt side.
    static let lifted = 1.2

    /// The centre of button `i`.
    static func button(_ i: Int) -> Point { Point(x: 40 + 50 * Double(i), y: 40) }

    /// Two lifted buttons; the pointer settles on the first, then moves straight to the second.
    static func movedFromFirstToSecond(settlingViewLimit: Int = PointerConfiguration().settlingViewLimit) -> PlainPointerWindow {
        var w = row(2)
        w.pointer.tuning.settlingViewLimit = settlingViewLimit
        w.move(to: button(0))
        w.advance(by: 1)
        w.move(to: button(1))
        return w
    }

    @Test("a lifted button the pointer leaves for its lifted neighbour sinks back while the neighbour lifts")
    func sinksBack() {
        var w = Self.movedFromFirstToSecond()
        #expect(w.pointer.effectView == HostHandle(2))
        let left = w.system.currentFrame.leaving
        #expect(left.map(\.view) == [HostHandle(1)])
        #expect(abs((left.first?.scale ?? 0) - Self.lifted) < 0.001 && (left.first?.shadow ?? 0) > 0.99,
                "the button it left is still fully lifted the moment the pointer leaves it")
        w.advance(by: 0.05)
        let midway = w.system.currentFrame
        let sinking = midway.leaving.first?.scale ?? 0
        let rising = midway.target?.scale ?? 0
        #expect(sinking > 1.01 && sinking < Self.lifted - 0.01, "on its way down: \(sinking)")
        #expect(rising > 1.01 && rising < Self.lifted - 0.01, "on its way up: \(rising)")
        w.advance(by: 1)
        #expect(w.system.currentFrame.leaving.isEmpty, "forgotten once it has settled")
        #expect(w.pointer.isSettled)
    }

    @Test("coming back to a button still sinking back lifts it again from where it is, without a jump")
    func comesBack() {
        var w = Self.movedFromFirstToSecond()
        w.advance(by: 0.05)
        let before = w.system.currentFrame.leaving.first?.scale ?? 0
        w.move(to: Self.button(0))
        let frame = w.system.currentFrame
        #expect(frame.target?.view == HostHandle(1))
        #expect(frame.target?.scale == before, "the same scale it had while sinking")
        #expect(frame.leaving.map(\.view) == [HostHandle(2)], "and the other button now sinks back")
    }

    @Test("a sweep along the row leaves a wake of buttons sinking back, at most settlingViewLimit of them")
    func wake() {
        var w = Self.row(7)
        w.pointer.tuning.settlingViewLimit = 3
        w.move(to: Self.button(0))
        w.advance(by: 1)
        for i in 1..<7 {
            w.move(to: Self.button(i))
            w.advance(by: 1.0 / 120)
        }
        #expect(w.system.currentFrame.leaving.map(\.view) == [HostHandle(4), HostHandle(5), HostHandle(6)],
                "the three most recent, oldest first")
    }

    @Test("with settlingViewLimit 0 the button left drops its lift at once")
    func limitZero() {
        let w = Self.movedFromFirstToSecond(settlingViewLimit: 0)
        #expect(w.system.currentFrame.leaving.isEmpty)
    }

    @Test("a button the pointer leaves for empty space settles on the effect springs, with nothing left behind")
    func leavesForNothing() {
        var w = Self.row(1)
        w.move(to: Self.button(0))
        w.advance(by: 1)
        w.move(to: Point(x: 300, y: 200))
        #expect(w.system.currentFrame.leaving.isEmpty)
        #expect(w.system.currentFrame.target?.view == HostHandle(1), "the effect springs bring it down")
        w.advance(by: 1)
        #expect(w.system.currentFrame.target == nil)
    }
}
