import Foundation
@testable import PointerUIKit
import PointerSVG

/// What an app can observe after a driver call: it must be the same after a refused one.
struct ObservableState: Equatable {
    var location: CGPoint
    var buttons: Int
    var modifiers: Int
    var hovered: [ObjectIdentifier]
    var states: [String]

    func difference(to other: ObservableState) -> String {
        var parts: [String] = []
        if location != other.location { parts.append("location \(location) → \(other.location)") }
        if buttons != other.buttons { parts.append("buttons \(buttons) → \(other.buttons)") }
        if modifiers != other.modifiers { parts.append("modifiers \(modifiers) → \(other.modifiers)") }
        if hovered != other.hovered { parts.append("hovered views changed") }
        if states != other.states { parts.append("recognizers \(states) → \(other.states)") }
        return parts.joined(separator: ", ")
    }
}

extension ProgramWorld {
    func snapshot() -> ObservableState {
        ObservableState(location: device.location.sanitizedForComparison, buttons: device.buttons.rawValue,
                        modifiers: device.pipeline.converter.modifiers.rawValue,
                        hovered: window.hoveredViews.map(ObjectIdentifier.init),
                        states: liveProbes.map { "\($0.name) \($0.recognizer.state)" })
    }

    /// Checks every invariant that must hold after `step`.
    func check(after step: Step, index: Int) {
        checkActiveProbes()
        checkFinite(svg: index % 16 == 0)
        switch step {
        case .unplug:
            // No continuous recognizer stays active once its device is gone (clicks, finger
            // contacts, scrolls and pinches alike), nor does hover.
            checkNothingActive("after the device went away")
        case .leave:
            if !window.hoveredViews.isEmpty { violation("hover continues after the pointer left: \(window.hoveredViews.map(\.describe))") }
            for p in liveProbes where p.recognizer is UIHoverGestureRecognizer && p.active {
                violation("\(p.name) still hovering after the pointer left")
            }
        case .removeView(_, release: true):
            // Apple's PointerInteractionRetainingViews sample: a view the app removed and let go
            // of is freed at once, whatever the pointer, a gesture or a click last did with it.
            if released != nil { violation("\(releasedName), removed and let go of, is still alive") }
        case .frame:
            checkHoverMatchesHitTest()
            checkSpatialIndex()
        default:
            break
        }
    }

    /// A probe that saw began must still be began or changed until it sees ended or cancelled.
    private func checkActiveProbes() {
        for p in liveProbes where p.continuous {
            let state = p.recognizer.state
            if p.active, state != .began, state != .changed {
                violation("\(p.name) left its gesture (now \(state)) without ended or cancelled")
                p.active = false
            }
            if !p.active, state == .began || state == .changed {
                violation("\(p.name) is \(state) but never called its action with began")
            }
            if p.active, p.recognizer is UIHoverGestureRecognizer, let view = p.recognizer.view,
               !window.hoveredViews.contains(where: { $0 === view }) {
                violation("\(p.name) hovers a view the pointer is not over")
            }
            if p.recognizer.view == nil, state == .began || state == .changed {
                violation("\(p.name) is \(state) with no view")
            }
        }
    }

    private func checkNothingActive(_ when: String) {
        if !window.hoveredViews.isEmpty { violation("views still hovered \(when)") }
        for p in liveProbes where p.recognizer.state == .began || p.recognizer.state == .changed {
            violation("\(p.name) stays \(p.recognizer.state) \(when)")
        }
    }

    private func checkFinite(svg: Bool) {
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        if !finite(device.location) { violation("the pointer's location is \(device.location)") }
        for p in liveProbes {
            let r = p.recognizer
            if !finite(r.location(in: nil)) { violation("\(p.name).location(in: nil) is \(r.location(in: nil))") }
            if let pan = r as? UIPanGestureRecognizer {
                if !finite(pan.translation(in: nil)) { violation("\(p.name).translation is \(pan.translation(in: nil))") }
                if !finite(pan.velocity(in: nil)) { violation("\(p.name).velocity is \(pan.velocity(in: nil))") }
            }
            if let pinch = r as? UIPinchGestureRecognizer, !(pinch.scale.isFinite && pinch.velocity.isFinite) {
                violation("\(p.name) scale \(pinch.scale) velocity \(pinch.velocity)")
            }
            if let rotation = r as? UIRotationGestureRecognizer, !(rotation.rotation.isFinite && rotation.velocity.isFinite) {
                violation("\(p.name) rotation \(rotation.rotation) velocity \(rotation.velocity)")
            }
        }
        for (name, v) in heldViews {
            let f = v.frame
            if !(f.origin.x.isFinite && f.origin.y.isFinite && f.width.isFinite && f.height.isFinite) {
                violation("\(name).frame is \(f)")
            }
            if let s = v as? UIScrollView, !(finite(s.contentOffset) && s.zoomScale.isFinite) {
                violation("\(name) contentOffset \(s.contentOffset) zoomScale \(s.zoomScale)")
            }
        }
        if svg {
            let text = PointerSVG.render(window.pointerScene()).lowercased()
            if text.contains("nan") || text.contains("inf") { violation("the SVG frame holds a non-finite number") }
        } else {
            checkFiniteScene()
        }
    }

    /// No frame value ever holds a non-finite number: the layers' geometry and effects, the
    /// pointer's outline and its accessories.
    private func checkFiniteScene() {
        let scene = window.pointerScene()
        for layer in scene.layers {
            let t = layer.effect
            if !(layer.frame.isFinite && t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite) {
                violation("layer \(layer.name ?? "?") has frame \(layer.frame) effect \(t)")
            }
            if let shadow = layer.shadow, !shadow.path.isFinite { violation("layer \(layer.name ?? "?") has a non-finite shadow") }
        }
        if let pointer = scene.pointer {
            if !pointer.path.isFinite || !pointer.opacity.isFinite { violation("the pointer's outline is not finite") }
            if pointer.accessories.contains(where: { !$0.isFinite }) { violation("an accessory's outline is not finite") }
        }
    }

    /// After a frame, with no button held, the hovered chain is the hit-test chain.
    private func checkHoverMatchesHitTest() {
        let router = window.router
        guard router.pointerInWindow, router.clickTouch == nil, !router.isPointerLocked else { return }
        var chain: [UIView] = []
        var v = window.hitTest(device.location, with: nil)
        while let current = v { chain.append(current); v = current.superview }
        let hovered = window.hoveredViews
        if hovered.count != chain.count || !zip(hovered, chain).allSatisfy({ $0 === $1 }) {
            violation("hovered \(hovered.map(\.describe)) but the hit-test chain is \(chain.map(\.describe))")
        }
    }

    /// The spatial index answers exactly what the plain walk answers.
    private func checkSpatialIndex() {
        var points = [device.location]
        for (_, v) in heldViews.prefix(4) where v.window === window {
            let f = v.convert(v.bounds, to: window)
            points.append(CGPoint(x: f.midX, y: f.midY))
        }
        for p in points where p.x.isFinite && p.y.isFinite {
            let indexed = window.hitTest(p, with: nil)
            UIView.spatialIndexEnabled = false
            let plain = window.hitTest(p, with: nil)
            UIView.spatialIndexEnabled = true
            if indexed !== plain { violation("at \(p) the index finds \(indexed?.describe ?? "nil"), the walk \(plain?.describe ?? "nil")") }
        }
    }
}

extension CGPoint {
    /// NaN compares unequal to itself; comparisons of snapshots treat NaN as one value.
    var sanitizedForComparison: CGPoint {
        CGPoint(x: x.isNaN ? -0.123456789 : x, y: y.isNaN ? -0.123456789 : y)
    }
}
