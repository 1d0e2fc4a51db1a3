import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// A view that enlarges its hit area by 20 pt on every side, as apps do for small buttons.
@MainActor final class PaddedView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// A view that hands every hit to a fixed other view (a hit-test redirect).
@MainActor final class RedirectView: UIView {
    weak var target: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event) == nil ? nil : (target ?? self)
    }
}

/// A view whose hit test replaces its siblings with 16 small views at the parent's corner and
/// hit-tests its parent again: the parent's index is rebuilt, much smaller, while the parent
/// is still walking the old one.
final class MeddlingView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let parent = superview, parent.subviews.count > 17 {
            for sibling in parent.subviews where sibling !== self { sibling.removeFromSuperview() }
            for _ in 0..<16 { parent.insertSubview(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)), at: 0) }
            _ = parent.hitTest(convert(point, to: parent), with: event)
        }
        return super.hitTest(point, with: event)
    }
}

@Suite("Hit testing") @MainActor
struct HitTestingTests {
    @Test("a view whose hit test replaces its siblings while its parent walks the index crashes nothing, and the next hit test sees the new tree")
    func meddlingHitTest() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 2400, height: 100))
        for i in 0..<200 { window.addSubview(UIView(frame: CGRect(x: Double(i) * 12, y: 0, width: 10, height: 10))) }
        let meddler = MeddlingView(frame: CGRect(x: 0, y: 50, width: 2400, height: 50))
        window.addSubview(meddler)
        // The last view's cell is at the end of the old index; the new index is a tenth its size.
        // The walk goes on over the subviews it began with; which of them it answers is not
        // specified, only that it reads nothing out of range.
        _ = window.hitTest(CGPoint(x: 199 * 12 + 5, y: 5), with: nil)
        #expect(window.subviews.count == 17, "the siblings were replaced")
        #expect(window.hitTest(CGPoint(x: 199 * 12 + 5, y: 5), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 125, y: 60), with: nil) === meddler)
    }

    @Test("hidden, transparent and non-interactive views are not hit")
    func skipped() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(v)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === v)
        v.isHidden = true
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
        v.isHidden = false; v.alpha = 0.005
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
        v.alpha = 1; v.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
    }

    @Test("a view that enlarges its hit area gets the pointer outside its bounds")
    func enlargedHitArea() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        for i in 0..<40 { window.addSubview(UIView(frame: CGRect(x: Double(i) * 10, y: 300, width: 8, height: 8))) }
        let padded = PaddedView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        window.addSubview(padded)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 1, y: 1))
        try mouse.move(to: CGPoint(x: 85, y: 105))
        #expect(mouse.hoveredView === padded)
    }

    @Test("the spatial index answers exactly what the plain walk answers, overrides included")
    func indexMatchesWalk() {
        var rng = SystemRandomNumberGenerator()
        var seed = UInt64.random(in: 0...UInt64.max, using: &rng)
        let chosenSeed = seed
        func next() -> Double {
            seed &+= 0x9E3779B97F4A7C15
            var z = seed
            z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
            z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
        for _ in 0..<6 {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
            var all: [UIView] = [window]
            for _ in 0..<300 {
                let kind = next()
                let v: UIView = kind < 0.08 ? PaddedView() : kind < 0.12 ? RedirectView() : UIView()
                v.frame = CGRect(x: next() * 600 - 50, y: next() * 600 - 50, width: next() * 80, height: next() * 80)
                if next() < 0.1 { v.transform = CGAffineTransform(rotationAngle: next() * 3) }
                if next() < 0.1 { v.transform = CGAffineTransform(scaleX: 0.5 + next(), y: 0.5 + next()) }
                if next() < 0.05 { v.isHidden = true }
                if next() < 0.05 { v.isUserInteractionEnabled = false }
                if next() < 0.05 { v.bounds.origin = CGPoint(x: next() * 20, y: next() * 20) }
                let parent = next() < 0.7 ? window : all[Int(next() * Double(all.count))]
                parent.addSubview(v)
                all.append(v)
            }
            for v in all { (v as? RedirectView)?.target = all[Int(next() * Double(all.count))] }
            for _ in 0..<400 {
                let p = CGPoint(x: next() * 700 - 50, y: next() * 700 - 50)
                UIView.spatialIndexEnabled = true
                let indexed = window.hitTest(p, with: nil)
                UIView.spatialIndexEnabled = false
                let walked = window.hitTest(p, with: nil)
                UIView.spatialIndexEnabled = true
                #expect(indexed === walked, "seed \(chosenSeed) at \(p)")
            }
        }
    }

    @Test("the index follows views that move, hide, reorder and leave")
    func indexStaysCurrent() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let views = (0..<50).map { i in UIView(frame: CGRect(x: Double(i % 10) * 40, y: Double(i / 10) * 40, width: 40, height: 40)) }
        views.forEach(window.addSubview)
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === views[0])
        views[0].center = CGPoint(x: 300, y: 300)
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 300, y: 300), with: nil) === views[0])
        views[1].center = CGPoint(x: 300, y: 300)
        #expect(window.hitTest(CGPoint(x: 300, y: 300), with: nil) === views[1])
        window.bringSubviewToFront(views[0])
        #expect(window.hitTest(CGPoint(x: 300, y: 300), with: nil) === views[0])
        views[47].removeFromSuperview()
        #expect(window.hitTest(CGPoint(x: 300, y: 180), with: nil) === window)
    }
}
