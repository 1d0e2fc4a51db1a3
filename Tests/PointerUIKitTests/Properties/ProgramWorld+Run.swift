import Foundation
@testable import PointerUIKit
import PointerInput
import PointerGeometry
import PointerTesting

extension ProgramWorld {
    /// Runs one step, recording the Swift it amounts to, then checks the invariants.
    func run(_ step: Step, index: Int) {
        if let input = inputCall(step) {
            let before = snapshot()
            code.append("try? device.\(input.call)")
            samples += input.samples
            do {
                try input.run()
            } catch {
                let after = snapshot()
                if after != before {
                    violation("refused input (\(error)) changed state: \(before.difference(to: after))")
                }
            }
        } else {
            change(step)
        }
        check(after: step, index: index)
    }

    /// A driver call: its Swift, how many device samples it sends, and the call itself.
    private func inputCall(_ step: Step) -> (call: String, samples: Int, run: () throws -> Void)? {
        let d = device
        switch step {
        case let .move(to: p, steps: n): return ("move(to: \(p.swift), steps: \(n))", n, { try d.move(to: p, steps: n) })
        case let .moveBy(v): return ("move(by: \(v.swift))", 1, { try d.move(by: v) })
        case let .press(b): return ("press(\(b))", 1, { try d.press(b) })
        case let .release(b): return ("release(\(b))", 1, { try d.release(b) })
        case let .pressMask(m):
            return ("press(UIEvent.ButtonMask(rawValue: \(m)))", m.nonzeroBitCount, { try d.press(UIEvent.ButtonMask(rawValue: Int(m))) })
        case let .releaseMask(m):
            return ("release(UIEvent.ButtonMask(rawValue: \(m)))", m.nonzeroBitCount, { try d.release(UIEvent.ButtonMask(rawValue: Int(m))) })
        case let .hold(f): return ("hold(UIKeyModifierFlags(rawValue: \(f.rawValue)))", 1, { try d.hold(f) })
        case let .wheel(v): return ("scroll(notches: \(v.swift))", 1, { try d.scroll(notches: v) })
        case let .fingerScroll(v, steps: n, lift: lift):
            return ("scroll(by: \(v.swift), steps: \(n), lift: \(lift))", n + (lift ? 1 : 0), { try d.scroll(by: v, steps: n, lift: lift) })
        case let .restFingers(r): return ("restFingers(\(r))", 1, { try d.restFingers(r) })
        case let .pinch(s, r, n):
            return ("pinch(to: \(s.swift), rotation: \(r.swift), steps: \(n))", n + 2, { try d.pinch(to: s, rotation: r, steps: n) })
        case let .touch(id, phase, at: p):
            return ("touch(\(id), .\(phase), at: \(p.swift))", 1, { try d.touch(id, phase, at: p) })
        case .leave: return ("leave()", 1, { try d.leave() })
        case .enter: return ("enter()", 1, { try d.enter() })
        case .unplug: return ("unplug()", 1, { try d.unplug() })
        case let .backwardsMotion(v, by: dt):
            let p = PointerGeometryPoint.make(v)
            return ("send(.motion(delta: \(v.swift), unaccelerated: \(v.swift)), at: device.now - \(dt))", 1,
                    { try d.send(.motion(delta: p, unaccelerated: p), at: d.now - dt) })
        case let .advance(s): return ("advance(by: \(s))", 0, { d.advance(by: s) })
        case .frame: return ("frame()", 0, { d.frame() })
        default: return nil
        }
    }

    /// A change to the view tree, as the app would make it.
    private func change(_ step: Step) {
        switch step {
        case let .addView(parent, frame):
            // Every third view is app code that reads the pointer's state from inside its
            // hit test, as public API allows, and every other one of those also changes the view
            // tree there (no random draw: the programs stay the same).
            if views.count % 3 == 2 {
                let rebuilds = views.count % 6 == 5
                add(ProgramReadingView(frame: frame, rebuildsViews: rebuilds),
                    "ReadingView(frame: \(frame.swift), rebuildsViews: \(rebuilds)) /* hitTest reads the pointer */", parent: parent)
            } else {
                add(UIView(frame: frame), "UIView(frame: \(frame.swift))", parent: parent)
            }
        case let .addScrollView(parent, frame, content):
            let scroll = UIScrollView(frame: frame)
            scroll.contentSize = content
            let zooming = ZoomingDelegate()
            delegates.append(zooming)
            scroll.delegate = zooming
            scroll.maximumZoomScale = 3
            scroll.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
            add(scroll, "UIScrollView(frame: \(frame.swift)) /* contentSize \(content), zooming its first subview */", parent: parent)
        case let .removeView(i, release):
            guard let (name, v) = view(i) else { return }
            v.removeFromSuperview()
            code.append("\(name)!.removeFromSuperview()")
            if release, let n = views.firstIndex(where: { $0.view === v }) {
                released = v
                releasedName = name
                views[n].view = nil
                code.append("\(name) = nil")
            }
        case let .setFrame(i, f):
            guard let (name, v) = view(i) else { return }
            v.frame = f
            code.append("\(name)!.frame = \(f.swift)")
        case let .setHidden(i, h):
            guard let (name, v) = view(i) else { return }
            v.isHidden = h
            code.append("\(name)!.isHidden = \(h)")
        case let .setInteractive(i, e):
            guard let (name, v) = view(i) else { return }
            v.isUserInteractionEnabled = e
            code.append("\(name)!.isUserInteractionEnabled = \(e)")
        case let .addRecognizer(i, kind):
            guard let (name, v) = view(i) else { return }
            let (r, swift) = makeRecognizer(kind)
            let probeName = "r\(probes.count)"
            probes.append(RecognizerProbe(name: probeName, recognizer: r, world: self))
            v.addGestureRecognizer(r)
            code.append("let \(probeName) = \(swift); \(name)!.addGestureRecognizer(\(probeName))")
        case let .moveRecognizer(i, toView: j):
            guard let p = probe(i), let (name, v) = view(j) else { return }
            // Removing a recognizer resets it without calling its actions (documented);
            // adding it to the view it is on changes nothing.
            if p.recognizer.view !== v { p.active = false }
            v.addGestureRecognizer(p.recognizer)
            code.append("\(name)!.addGestureRecognizer(\(p.name))")
        case let .setEnabled(i, e):
            guard let p = probe(i) else { return }
            p.recognizer.isEnabled = e
            code.append("\(p.name).isEnabled = \(e)")
        case let .requireFailure(i, of: j):
            guard let p = probe(i), let q = probe(j), p !== q else { return }
            p.recognizer.require(toFail: q.recognizer)
            code.append("\(p.name).require(toFail: \(q.name))")
        case let .releaseRecognizer(i):
            guard let p = probe(i), let n = probes.firstIndex(where: { $0 === p }) else { return }
            p.recognizer.view?.removeGestureRecognizer(p.recognizer)
            probes[n] = nil
            code.append("\(p.name).view?.removeGestureRecognizer(\(p.name)) // and let go of it")
        case let .addPointerInteraction(i, region, style):
            guard let (name, v) = view(i) else { return }
            // Every other delegate changes the tree from inside its callbacks; every fifth takes
            // its view out of the window as its region is entered.
            let rebuilds = delegates.count % 2 == 1, removes = delegates.count % 5 == 4
            let delegate = ProgramPointerDelegate(region: region, style: style, rebuildsViews: rebuilds, removesItsView: removes)
            delegates.append(delegate)
            v.addInteraction(UIPointerInteraction(delegate: delegate))
            code.append("\(name)!.addInteraction(UIPointerInteraction(delegate: /* region .\(region), style .\(style), rebuildsViews \(rebuilds), removesItsView \(removes) */))")
        case let .moveToSpareWindow(i):
            guard let (name, v) = view(i), let spare = spareWindow, v !== spare else { return }
            spare.addSubview(v)
            code.append("spareWindow!.addSubview(\(name)!)")
        case .freeSpareWindow:
            spareWindow = nil
            code.append("spareWindow = nil // the app keeps any of its views it held")
        case let .setWindowInteractive(e):
            window.isUserInteractionEnabled = e
            code.append("window.isUserInteractionEnabled = \(e)")
        default:
            break
        }
    }

    private func add(_ view: UIView, _ swift: String, parent: Int) {
        let (parentName, container) = self.container(parent)
        let name = "v\(views.count)"
        views.append((name, view))
        container.addSubview(view)
        code.append("var \(name): UIView? = \(swift); \(parentName).addSubview(\(name)!)")
    }

    private func makeRecognizer(_ kind: RecognizerKind) -> (UIGestureRecognizer, String) {
        switch kind {
        case .hover: return (UIHoverGestureRecognizer(), "UIHoverGestureRecognizer()")
        case .tap: return (UITapGestureRecognizer(), "UITapGestureRecognizer()")
        case .doubleTap:
            let t = UITapGestureRecognizer(); t.numberOfTapsRequired = 2
            return (t, "UITapGestureRecognizer(/* 2 taps */)")
        case .pan: return (UIPanGestureRecognizer(), "UIPanGestureRecognizer()")
        case .scrollPan:
            let p = UIPanGestureRecognizer(); p.allowedScrollTypesMask = [.discrete, .continuous]
            return (p, "UIPanGestureRecognizer(/* allowedScrollTypesMask .all */)")
        case .pinch: return (UIPinchGestureRecognizer(), "UIPinchGestureRecognizer()")
        case .rotation: return (UIRotationGestureRecognizer(), "UIRotationGestureRecognizer()")
        case .longPress: return (UILongPressGestureRecognizer(), "UILongPressGestureRecognizer()")
        }
    }
}

/// Builds engine points from CGVectors in the tests.
enum PointerGeometryPoint {
    static func make(_ v: CGVector) -> PointerGeometry.Point { .init(x: Double(v.dx), y: Double(v.dy)) }
}

extension CGFloat {
    /// Swift source for the value, NaN and infinities included.
    var swift: String {
        if isNaN { return ".nan" }
        if isInfinite { return self > 0 ? ".infinity" : "-.infinity" }
        return "\(self)"
    }
}

extension CGPoint { var swift: String { "CGPoint(x: \(x.swift), y: \(y.swift))" } }
extension CGVector { var swift: String { "CGVector(dx: \(dx.swift), dy: \(dy.swift))" } }
extension CGRect {
    var swift: String { "CGRect(x: \(origin.x.swift), y: \(origin.y.swift), width: \(size.width.swift), height: \(size.height.swift))" }
}

/// A view whose `hitTest(_:with:)` and `point(inside:with:)` read the pointer's state (its
/// visible place, the views it hovers, the current region's view, the lock, the drawn scene),
/// as app code may from inside an override: the pointer system is never inside a mutation then.
/// With `rebuildsViews`, each hit test also adds a hidden subview or takes it away again: the
/// tree changes under the system's hit test, which answers the same.
@MainActor final class ProgramReadingView: UIView {
    let rebuildsViews: Bool
    private var added: UIView?

    init(frame: CGRect, rebuildsViews: Bool) {
        self.rebuildsViews = rebuildsViews
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        rebuildsViews = false
        super.init(coder: coder)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if let window, window.pointerScene().pointer.map({ $0.opacity.isNaN }) == true { return false }
        return super.point(inside: point, with: event)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        readPointerState(window)
        if rebuildsViews { added = toggleHiddenSubview(of: self, added: added) }
        return super.hitTest(point, with: event)
    }
}
