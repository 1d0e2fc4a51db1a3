import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

@Suite("Band selection") @MainActor
struct BandSelectionTests {
    /// A canvas (50,50 300×200) holding an item (10,10 40×40).
    func board() -> (UIView, UIView, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let canvas = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 200))
        let item = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        window.addSubview(canvas)
        canvas.addSubview(item)
        return (canvas, item, SimulatedPointer(.mouse, in: window, at: CGPoint(x: 150, y: 150)))
    }

    @Test("a click-drag over empty space goes began, selecting, ended with the band in the view's coordinates")
    func band() throws {
        let (canvas, _, mouse) = board()
        var seen: [(UIBandSelectionInteraction.State, CGRect)] = []
        let band = UIBandSelectionInteraction { seen.append(($0.state, $0.selectionRect)) }
        canvas.addInteraction(band)
        #expect(band.state == .possible && band.selectionRect.isNull)
        try mouse.press(modifiers: .shift)
        try mouse.move(by: CGVector(dx: 20, dy: 10))
        try mouse.move(by: CGVector(dx: -40, dy: 10))
        try mouse.release()
        #expect(seen.map(\.0) == [.began, .selecting, .ended])
        #expect(seen[0].1 == CGRect(x: 100, y: 100, width: 20, height: 10))
        #expect(seen[1].1 == CGRect(x: 80, y: 100, width: 20, height: 20), "dragging left of the start flips the band")
        #expect(band.initialModifierFlags == .shift)
        #expect(band.state == .possible && band.selectionRect.isNull, "back to possible afterwards")
    }

    @Test("a drag that starts on a subview, a secondary drag, or a refused start draws no band")
    func noBand() throws {
        let (canvas, _, mouse) = board()
        var calls = 0
        let band = UIBandSelectionInteraction { _ in calls += 1 }
        canvas.addInteraction(band)
        try mouse.move(to: CGPoint(x: 80, y: 80))   // on the item
        try mouse.press()
        try mouse.move(by: CGVector(dx: 50, dy: 50))
        try mouse.release()
        try mouse.press(2)
        try mouse.move(by: CGVector(dx: 20, dy: 20))
        try mouse.release(2)
        var asked: [CGPoint] = []
        band.shouldBeginHandler = { _, p in asked.append(p); return false }
        try mouse.press()
        try mouse.move(by: CGVector(dx: 20, dy: 20))
        try mouse.release()
        #expect(calls == 0)
        #expect(asked == [CGPoint(x: 100, y: 100)])
    }

    @Test("fingers never draw a band")
    func fingersDoNot() throws {
        let (canvas, _, mouse) = board()
        let finger = SimulatedPointer(.finger, in: mouse.window, deviceID: 5)
        var calls = 0
        canvas.addInteraction(UIBandSelectionInteraction { _ in calls += 1 })
        try finger.touch(1, .begin, at: CGPoint(x: 150, y: 150))
        try finger.touch(1, .update, at: CGPoint(x: 200, y: 200))
        try finger.touch(1, .end, at: CGPoint(x: 200, y: 200))
        #expect(calls == 0)
    }
}
