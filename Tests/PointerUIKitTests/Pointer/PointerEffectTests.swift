import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting
import PointerInput
import PointerEngine
import PointerRender

@Suite("Pointer effects, shapes and magnetism") @MainActor
struct PointerEffectTests {
    @Test("the system pointer is a 19 pt circle at the pointer that fades when idle and returns on motion")
    func systemPointerFades() throws {
        let s = PointerFixture()
        try s.mouse.move(to: CGPoint(x: 50, y: 60))
        #expect(s.mouse.pointerFrame?.isClose(to: CGRect(x: 40.5, y: 50.5, width: 19, height: 19)) == true)
        s.mouse.advance(by: 2.5)
        #expect((s.mouse.drawnPointer?.opacity ?? 0) > 0.99, "still visible before the 3 s idle delay")
        s.mouse.advance(by: 1.5)
        #expect(s.mouse.drawnPointer == nil, "faded out")
        try s.mouse.move(by: CGVector(dx: 1, dy: 0))
        s.mouse.settle(0.5)
        #expect((s.mouse.drawnPointer?.opacity ?? 0) > 0.99)
    }

    @Test("the idle delay is configurable")
    func idleDelayConfigurable() throws {
        let s = PointerFixture()
        s.window.pointerConfiguration.idleFadeDelay = 0.5
        try s.mouse.move(to: CGPoint(x: 50, y: 60))
        s.mouse.advance(by: 1)
        #expect(s.mouse.drawnPointer == nil)
    }

    @Test("highlight morphs the pointer into the view's rounded bounds, drawn under the view, which follows by parallax")
    func highlightMorphs() throws {
        let s = PointerFixture()
        s.delegate.styleFor = { _ in UIPointerStyle(effect: .highlight(UITargetedPreview(view: s.button))) }
        try s.mouse.move(to: CGPoint(x: 150, y: 120))
        s.mouse.settle()
        #expect(s.mouse.pointerFrame?.isClose(to: CGRect(x: 100, y: 100, width: 100, height: 40)) == true)
        let scene = s.mouse.scene
        let buttonIndex = scene.layers.firstIndex { $0.name == "button" }
        #expect(scene.pointer?.belowLayer == buttonIndex)
        try s.mouse.move(to: CGPoint(x: 190, y: 120))
        s.mouse.settle()
        let shifted = s.mouse.scene.layers.first { $0.name == "button" }!.effect
        #expect(shifted.tx > 2.5 && shifted.tx <= 4, "40 pt right of centre × 0.08 = 3.2 pt")
        #expect(s.mouse.pointerFrame!.midX > 152 && s.mouse.pointerFrame!.midX < 154)
    }

    @Test("a highlight without a shape uses the preview's visible path, set in place as the seed article does")
    func highlightUsesVisiblePath() throws {
        let s = PointerFixture()
        s.delegate.styleFor = { _ in
            let preview = UITargetedPreview(view: s.button)
            preview.parameters.visiblePath = UIBezierPath(roundedRect: CGRect(x: -5, y: -5, width: 110, height: 50), cornerRadius: 12)
            return UIPointerStyle(effect: .highlight(preview))
        }
        try s.mouse.move(to: CGPoint(x: 150, y: 120))
        s.mouse.settle()
        #expect(s.mouse.pointerFrame?.isClose(to: CGRect(x: 95, y: 95, width: 110, height: 50), tolerance: 0.1) == true)
    }

    @Test("lift grows the view by 8 pt on its longer side, gives it a shadow and hides the pointer")
    func liftGrowsAndHides() throws {
        let s = PointerFixture()
        s.delegate.styleFor = { _ in UIPointerStyle(effect: .lift(UITargetedPreview(view: s.button))) }
        try s.mouse.move(to: CGPoint(x: 150, y: 120))
        s.mouse.settle()
        let layer = s.mouse.scene.layers.first { $0.name == "button" }!
        #expect(abs(layer.effect.a - 1.08) < 0.001, "100 pt wide + 8 pt")
        #expect(layer.shadow != nil)
        #expect(s.mouse.drawnPointer == nil)
        try s.mouse.move(to: CGPoint(x: 300, y: 250))
        s.mouse.settle()
        let after = s.mouse.scene.layers.first { $0.name == "button" }!
        #expect(after.effect.isIdentity && after.shadow == nil && s.mouse.drawnPointer != nil)
    }

    @Test("moving from a lifted button to its lifted neighbour, the drawn scene shows the first sinking back as the second rises")
    func leftButtonSinksBack() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        for (i, name) in ["first", "second"].enumerated() {
            let button = UIView(frame: CGRect(x: 20 + 50 * CGFloat(i), y: 20, width: 40, height: 40))
            button.accessibilityIdentifier = name
            button.backgroundColor = .blue
            button.addInteraction(UIPointerInteraction(delegate: nil))
            window.addSubview(button)
        }
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 5, y: 5))
        func layer(_ name: String) -> PointerScene.Layer { mouse.scene.layers.first { $0.name == name }! }
        try mouse.move(to: CGPoint(x: 40, y: 40))
        mouse.settle()
        #expect(abs(layer("first").effect.a - 1.2) < 0.001, "lifted: 40 pt + 8 pt")
        try mouse.move(to: CGPoint(x: 90, y: 40))
        mouse.advance(by: 0.05)
        let sinking = layer("first"), rising = layer("second")
        #expect(sinking.effect.a > 1.01 && sinking.effect.a < 1.19 && sinking.shadow != nil, "the first on its way down, with its shadow")
        #expect(rising.effect.a > 1.01 && rising.effect.a < 1.19, "the second on its way up")
        mouse.settle()
        #expect(layer("first").effect.isIdentity && layer("first").shadow == nil)
        #expect(abs(layer("second").effect.a - 1.2) < 0.001)
    }

    @Test("hover tints the view and the pointer keeps its own shape, with no magnetism")
    func hoverTints() throws {
        let s = PointerFixture()
        s.delegate.styleFor = { _ in UIPointerStyle(effect: .hover(UITargetedPreview(view: s.button), preferredTintMode: .overlay, prefersShadow: true, prefersScaledContent: false)) }
        try s.mouse.move(to: CGPoint(x: 130, y: 110))
        s.mouse.settle()
        let layer = s.mouse.scene.layers.first { $0.name == "button" }!
        #expect(layer.overlay != nil && layer.shadow != nil && abs(layer.effect.a - 1) < 1e-9)
        #expect(s.mouse.pointerFrame?.isClose(to: CGRect(x: 120.5, y: 100.5, width: 19, height: 19)) == true)
    }

    @Test("with a trackpad, a vertical beam is clamped to the region and rides its line, free along it")
    func beamRidesLine() throws {
        let s = PointerFixture(device: .trackpad)
        s.delegate.regionFor = { request, _ in
            let line = floor(request.location.y / 20)
            return UIPointerRegion(rect: CGRect(x: 0, y: line * 20, width: 100, height: 20), identifier: Int(line))
        }
        s.delegate.styleFor = { _ in UIPointerStyle(shape: .verticalBeam(length: 60), constrainedAxes: .vertical) }
        try s.mouse.move(to: CGPoint(x: 130, y: 104))
        s.mouse.advance(by: 0.5)
        let frame = try #require(s.mouse.pointerFrame)
        #expect(abs(frame.height - 20) < 0.05, "60 pt clamped to the 20 pt line")
        #expect(abs(frame.midY - 110) < 0.05, "on the line's centre")
        #expect(abs(frame.midX - 130) < 0.05, "free along the unconstrained axis")
    }

    @Test("a beam of zero or negative length is clamped to 2 pt with a diagnostic")
    func badBeam() throws {
        let s = PointerFixture()
        s.delegate.styleFor = { _ in UIPointerStyle(shape: .verticalBeam(length: -5)) }
        try s.mouse.move(to: CGPoint(x: 130, y: 110))
        s.mouse.settle()
        #expect(abs((s.mouse.pointerFrame?.height ?? 0) - 2) < 0.05)
        #expect(s.window.pointerDiagnostics.contains { $0.contains("clamped to 2 pt") })
    }

    @Test("latching axes keep the style while the primary button is held")
    func latching() throws {
        let s = PointerFixture()
        s.delegate.regionFor = { _, region in
            let r = UIPointerRegion(rect: region.rect, identifier: "slider")
            r.latchingAxes = .horizontal
            return r
        }
        try s.mouse.move(to: CGPoint(x: 150, y: 120))
        try s.mouse.press()
        try s.mouse.move(to: CGPoint(x: 300, y: 120))
        #expect(s.mouse.region?.identifier == AnyHashable("slider"))
        try s.mouse.release()
        try s.mouse.move(to: CGPoint(x: 301, y: 120))
        #expect(s.mouse.region == nil)
    }

    /// Meets the target at `meet`, moves to `start` and rests half a second, then flicks to the
    /// right: five trackpad motions of `step` pt, 10 ms apart (100 × `step` pt/s). Waiting for
    /// the finger lift is the caller's.
    static func flick(_ s: PointerFixture, meeting meet: CGPoint, from start: CGPoint, step: Double) throws {
        try s.mouse.move(to: meet)
        try s.mouse.move(to: start)
        s.mouse.advance(by: 0.5)
        let t = s.mouse.now
        for i in 1...5 {
            try s.mouse.send(.motion(delta: .init(x: step, y: 0), unaccelerated: .init(x: step, y: 0)), at: t + Double(i) * 0.01)
        }
    }

    @Test("a view whose hitTest reads the pointer's place does not crash the app when a toss lands on it")
    func tossWithReadingHitTest() throws {
        let view = PointerReadingView(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        let s = PointerFixture(device: .trackpad, view: view)
        s.delegate.styleFor = { _ in UIPointerStyle(effect: .highlight(UITargetedPreview(view: view))) }
        try Self.flick(s, meeting: CGPoint(x: 150, y: 120), from: CGPoint(x: 5, y: 120), step: 3)
        let readBefore = view.reads.count
        s.mouse.advance(by: 0.2)
        #expect(s.window.currentPointerView === view, "the toss landed on it")
        #expect(view.reads.count > readBefore, "its hitTest ran, and read the pointer's place, while the toss looked for magnets")
        #expect(view.reads.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    @Test("a toss lands on a button the pointer has met where inertia carries it, and the pointer moves there")
    func tossSnaps() throws {
        let s = PointerFixture(device: .trackpad)
        s.delegate.styleFor = { _ in UIPointerStyle(effect: .highlight(UITargetedPreview(view: s.button))) }
        // Meets the button's highlight; 300 pt/s to the right from (5, 120): lands near
        // (170, 120), inside the button.
        try Self.flick(s, meeting: CGPoint(x: 150, y: 120), from: CGPoint(x: 5, y: 120), step: 3)
        #expect(s.mouse.region == nil)
        s.mouse.advance(by: 0.2)
        #expect(s.mouse.region != nil && s.window.currentPointerView === s.button)
        #expect(abs(s.mouse.location.x - 150) < 0.01 && abs(s.mouse.location.y - 120) < 0.01)
        // The device followed: the next relative motion goes on from the target.
        try s.mouse.send(.motion(delta: .init(x: 3, y: 0), unaccelerated: .init(x: 3, y: 0)), at: s.mouse.now + 0.01)
        #expect(abs(s.mouse.location.x - 153) < 0.01 && abs(s.mouse.location.y - 120) < 0.01)
    }

    @Test("a toss with no target where it lands snaps to the nearest met target in its direction within the radius")
    func tossNearest() throws {
        let s = PointerFixture(device: .trackpad)
        s.delegate.styleFor = { _ in UIPointerStyle(effect: .lift(UITargetedPreview(view: s.button))) }
        try Self.flick(s, meeting: CGPoint(x: 150, y: 120), from: CGPoint(x: 20, y: 60), step: 2)   // meets the button's lift
        s.mouse.advance(by: 0.2)
        #expect(s.window.currentPointerView === s.button, "landed at (130, 60), 40 pt above the button")
    }

    @Test("a toss to a button half outside the window lands on its visible part, and hover follows the pointer there")
    func tossStaysInWindow() throws {
        // Found by the property tester (a region larger than the window): the toss put the
        // pointer on the region's centre outside the window, where nothing was hovered, while
        // the device stayed at the window's edge.
        let view = UIView(frame: CGRect(x: 350, y: 100, width: 100, height: 40))
        let s = PointerFixture(device: .trackpad, view: view)
        s.delegate.styleFor = { _ in UIPointerStyle(effect: .lift(UITargetedPreview(view: view))) }
        // Meets the view's lift; 300 pt/s to the right from (200, 120): lands near (365, 120).
        try Self.flick(s, meeting: CGPoint(x: 380, y: 120), from: CGPoint(x: 200, y: 120), step: 3)
        s.mouse.advance(by: 0.2)
        #expect(abs(s.mouse.location.x - 375) < 0.01 && abs(s.mouse.location.y - 120) < 0.01,
                "the centre of the visible part (350...400), not of the view (400)")
        #expect(s.window.currentPointerView === view && s.window.hoveredViews.first === view)
    }

    @Test("hover effects attract no toss")
    func hoverNoMagnet() throws {
        let s = PointerFixture(device: .trackpad)
        s.delegate.styleFor = { _ in UIPointerStyle(effect: .hover(UITargetedPreview(view: s.button))) }
        try Self.flick(s, meeting: CGPoint(x: 150, y: 120), from: CGPoint(x: 20, y: 60), step: 2)   // meets the button's hover
        s.mouse.advance(by: 0.2)
        #expect(s.window.currentPointerView == nil && s.mouse.location.y == 60)
    }

    @Test("accessories are drawn around the pointer, at most four, with a diagnostic beyond")
    func accessories() throws {
        let s = PointerFixture()
        s.delegate.styleFor = { _ in
            let style = UIPointerStyle(shape: .roundedRect(CGRect(x: 0, y: 0, width: 20, height: 20)))
            style.accessories = [.arrow(.left), .arrow(.right), .arrow(.top), .arrow(.bottom), .arrow(.topLeft)]
            return style
        }
        try s.mouse.move(to: CGPoint(x: 150, y: 120))
        s.mouse.settle()
        let pointer = try #require(s.mouse.drawnPointer)
        #expect(pointer.accessories.count == 4)
        #expect(pointer.accessories[0].bounds.midX < 140 && pointer.accessories[1].bounds.midX > 160)
        #expect(s.window.pointerDiagnostics.contains { $0.contains("only the first 4") })
    }

    @Test("with an 80 × 24 rounded-rect shape, the left and right arrows are drawn beside the shape, not inside it")
    func accessoriesBesideAWideShape() throws {
        let s = PointerFixture()
        s.delegate.styleFor = { _ in
            let style = UIPointerStyle(shape: .roundedRect(CGRect(x: 0, y: 0, width: 80, height: 24), radius: 6))
            style.accessories = [.arrow(.left), .arrow(.right)]
            return style
        }
        try s.mouse.move(to: CGPoint(x: 150, y: 120))
        s.mouse.settle()
        let pointer = try #require(s.mouse.drawnPointer)
        let shape = pointer.path.bounds
        #expect(abs(shape.width - 80) < 0.5, "the pointer has taken its shape: \(shape)")
        #expect(pointer.accessories[0].bounds.maxX <= shape.minX && pointer.accessories[1].bounds.minX >= shape.maxX,
                "left arrow \(pointer.accessories[0].bounds), right arrow \(pointer.accessories[1].bounds), shape \(shape)")
    }

    @Test("animations added through the animator run; completions report true when settled, false when interrupted")
    func animatorCompletions() throws {
        let s = PointerFixture()
        var results: [Bool] = []
        s.delegate.regionFor = { request, _ in
            let left = request.location.x < 50
            return UIPointerRegion(rect: CGRect(x: left ? 0 : 50, y: 0, width: 50, height: 40), identifier: left)
        }
        s.delegate.styleFor = { _ in UIPointerStyle(effect: .highlight(UITargetedPreview(view: s.button))) }
        s.delegate.onEnter = { _, animator in
            animator.addAnimations { s.button.alpha = 0.5 }
            animator.addCompletion { results.append($0) }
        }
        try s.mouse.move(to: CGPoint(x: 110, y: 110))
        #expect(s.button.alpha == 0.5)
        try s.mouse.move(to: CGPoint(x: 170, y: 110))
        #expect(results == [false])
        s.mouse.settle()
        #expect(results == [false, true])
    }

    @Test("alpha, background colour and transform set in an animator's block are drawn blending with the pointer's spring")
    func animatedViewProperties() throws {
        let s = PointerFixture()
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.accessibilityIdentifier = "badge"
        badge.backgroundColor = .white
        s.window.addSubview(badge)
        s.delegate.onEnter = { _, animator in
            animator.addAnimations {
                badge.alpha = 0.2
                badge.backgroundColor = .black
                badge.transform = CGAffineTransform(scaleX: 2, y: 2)
            }
        }
        try s.mouse.move(to: CGPoint(x: 150, y: 120))
        #expect(badge.alpha == 0.2, "the model value changes at once")
        let start = try #require(s.mouse.scene.layers.first { $0.name == "badge" })
        #expect(start.opacity == 1 && start.fill?.red == 1 && abs(start.frame.width - 20) < 1e-9)
        s.mouse.advance(by: 0.06)
        let middle = try #require(s.mouse.scene.layers.first { $0.name == "badge" })
        #expect(middle.opacity < 0.95 && middle.opacity > 0.2)
        #expect(middle.fill!.red < 0.95 && middle.fill!.red > 0)
        #expect(middle.frame.width > 21 && middle.frame.width < 40)
        s.mouse.settle()
        let end = try #require(s.mouse.scene.layers.first { $0.name == "badge" })
        #expect(abs(end.opacity - 0.2) < 1e-9 && end.fill?.red == 0 && abs(end.frame.width - 40) < 1e-9)
    }

    @Test("a preview whose view is not in a window falls back to the interaction's view, with a diagnostic")
    func previewOutsideWindow() throws {
        let s = PointerFixture()
        let stray = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        s.delegate.styleFor = { _ in UIPointerStyle(effect: .highlight(UITargetedPreview(view: stray))) }
        try s.mouse.move(to: CGPoint(x: 150, y: 120))
        s.mouse.settle()
        #expect(s.mouse.pointerFrame?.isClose(to: CGRect(x: 100, y: 100, width: 100, height: 40)) == true)
        #expect(s.window.pointerDiagnostics.contains { $0.contains("not in the window") })
    }
}

@Suite("Buttons and the adaptive pointer") @MainActor
struct ButtonPointerTests {
    @Test("a button with pointer interaction enabled highlights; a style provider gets the proposal and wins")
    func buttonProvider() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 80, height: 30))
        window.addSubview(button)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 5, y: 5))
        try mouse.move(to: CGPoint(x: 60, y: 60))
        #expect(mouse.effect == .none, "off by default, as in UIKit")
        button.isPointerInteractionEnabled = true
        try mouse.move(to: CGPoint(x: 61, y: 60))
        #expect(mouse.effect == .highlight)
        var proposals: [String] = []
        button.pointerStyleProvider = { button, effect, shape in
            if case .highlight = effect, case .roundedRect(let r, _) = shape { proposals.append("highlight \(r.width)") }
            return UIPointerStyle(effect: .lift(effect.preview))
        }
        try mouse.move(to: CGPoint(x: 62, y: 60))
        #expect(proposals == ["highlight 80.0"] && mouse.effect == .lift)
        let other = UIButton(frame: CGRect(x: 150, y: 50, width: 80, height: 30))
        other.pointerStyleProvider = { _, _, _ in nil }
        #expect(other.isPointerInteractionEnabled, "setting a provider turns the interaction on")
    }
}

/// A view whose `hitTest(_:with:)` reads the pointer's visible place and its scene, as app code
/// may (public API).
@MainActor final class PointerReadingView: UIView {
    var reads: [CGPoint] = []
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let window { reads.append(window.visiblePointerLocation); _ = window.pointerScene() }
        return super.hitTest(point, with: event)
    }
}
