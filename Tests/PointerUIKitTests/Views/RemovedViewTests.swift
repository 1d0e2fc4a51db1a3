import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting
import PointerEngine

/// Apple's PointerInteractionRetainingViews sample: a view the app removes from the window is
/// freed at once, whatever the pointer last did with it. Each test holds the view weakly only.
@Suite("Removed views are freed at once") @MainActor
struct RemovedViewTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))

    /// Adds a 40 × 40 view at (x, 10) that only the window holds, set up by `configure`.
    func addView(x: CGFloat, _ configure: (UIView) -> Void) -> UIView {
        let view = UIView(frame: CGRect(x: x, y: 10, width: 40, height: 40))
        configure(view)
        window.addSubview(view)
        return view
    }

    @Test("a hovered view with a pointer interaction in force is freed when removed, before any frame")
    func hoveredViewIsFreed() throws {
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 1, y: 1))
        weak let hovered = addView(x: 10) {
            $0.addInteraction(UIPointerInteraction(delegate: nil))
            $0.addGestureRecognizer(UIHoverGestureRecognizer())
        }
        try mouse.move(to: CGPoint(x: 20, y: 20))
        #expect(window.currentPointerRegion != nil && mouse.hoveredView === hovered)
        hovered?.removeFromSuperview()
        #expect(hovered == nil, "the hovered view is freed at once")
        mouse.settle()
        #expect(window.currentPointerRegion == nil, "its region is left")
    }

    @Test("a lifted view the pointer left, still sinking back, is freed when removed, and the scene stops drawing it")
    func sinkingViewIsFreed() throws {
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 1, y: 1))
        let lifted: (UIView) -> Void = {
            $0.backgroundColor = .blue
            $0.addInteraction(UIPointerInteraction(delegate: nil))
        }
        weak let left = addView(x: 10, lifted)
        _ = addView(x: 60, lifted)
        try mouse.move(to: CGPoint(x: 30, y: 30))
        mouse.settle()
        try mouse.move(to: CGPoint(x: 80, y: 30))
        mouse.advance(by: 0.02)
        #expect(window.pointerScene().layers.contains { $0.shadow != nil && $0.frame.minX < 40 }, "it sinks back")
        left?.removeFromSuperview()
        #expect(left == nil, "the view sinking back is freed at once")
        mouse.advance(by: 0.02)
        #expect(!window.pointerScene().layers.contains { $0.frame.minX < 40 && !$0.effect.isIdentity })
    }

    @Test("a view made where a freed view was is never taken for it: each view and interaction has a handle of its own")
    func handlesAreNotAddresses() {
        var freed: UIView? = UIView()
        let old = PointerObjects.handle(freed!)
        let address = UInt(bitPattern: ObjectIdentifier(freed!))
        freed = nil
        // The allocator gives the next view of the same size the freed one's address (not under
        // AddressSanitizer, which holds freed memory back; the handles still differ there).
        var made: [UIView] = []
        var handles: Set<HostHandle> = [old]
        for _ in 0..<64 {
            let view = UIView()
            handles.insert(PointerObjects.handle(view))
            made.append(view)
            if UInt(bitPattern: ObjectIdentifier(view)) == address { break }
        }
        #expect(handles.count == made.count + 1, "no view made after the freed one has its handle, even at its address")
        let interactions = (0..<3).map { _ in UIPointerInteraction(delegate: nil) }
        #expect(Set(interactions.map(PointerObjects.handle)).isDisjoint(with: handles), "interactions have handles of their own")
    }

    @Test("a view whose double tap holds back a click's end is freed when removed, with the tap waiting for that double tap to fail")
    func waitingRecognizerIsFreed() throws {
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 1, y: 1))
        weak var waiter: UITapGestureRecognizer?
        weak let tapped = addView(x: 160) { view in
            let single = UITapGestureRecognizer()
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            waiter = single
        }
        try mouse.move(to: CGPoint(x: 170, y: 20))
        try mouse.click()
        #expect(waiter?.state == .possible, "the single tap waits for the double tap to fail")
        tapped?.removeFromSuperview()
        #expect(tapped == nil && waiter == nil, "the view and its waiting tap are freed at once")
        mouse.settle()
    }

    @Test("a view removed while a click on it is held is freed at once, and the next click on another view is a tap")
    func viewFreedMidClick() throws {
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 1, y: 1))
        var taps = 0
        _ = addView(x: 210) { $0.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 }) }
        weak let pressed = addView(x: 160) { $0.addGestureRecognizer(UITapGestureRecognizer()) }
        try mouse.move(to: CGPoint(x: 170, y: 20))
        try mouse.press(1)
        pressed?.removeFromSuperview()
        #expect(pressed == nil, "freed while the button is still down")
        try mouse.release(1)
        mouse.settle()
        try mouse.move(to: CGPoint(x: 230, y: 20))
        try mouse.click()
        mouse.settle()
        #expect(taps == 1)
    }

    @Test("a view whose scroll is latched is freed when removed mid-scroll")
    func latchedViewIsFreed() throws {
        let trackpad = SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 1, y: 1))
        weak let latched = addView(x: 110) {
            let pan = UIPanGestureRecognizer()
            pan.allowedScrollTypesMask = .all
            $0.addGestureRecognizer(pan)
        }
        try trackpad.move(to: CGPoint(x: 120, y: 20))
        try trackpad.scroll(by: CGVector(dx: 0, dy: 30), steps: 2, lift: false)
        latched?.removeFromSuperview()
        #expect(latched == nil, "the latched view is freed mid-scroll")
        try trackpad.scroll(by: CGVector(dx: 0, dy: 30), steps: 2, lift: true)
    }

    @Test("a recognizer taken off its view mid-scroll is freed, and the scroll's later events still reach the one latched beside it")
    func latchedRecognizerIsFreed() throws {
        let trackpad = SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 1, y: 1))
        var later = 0
        let kept = UIPanGestureRecognizer { r in if r.state == .changed { later += 1 } }
        kept.allowedScrollTypesMask = .all
        var dropped: UIPanGestureRecognizer? = UIPanGestureRecognizer()
        dropped!.allowedScrollTypesMask = .all
        weak let droppedWeakly = dropped
        let view = addView(x: 110) { $0.addGestureRecognizer(kept); $0.addGestureRecognizer(dropped!) }
        try trackpad.move(to: CGPoint(x: 120, y: 20))
        try trackpad.scroll(by: CGVector(dx: 0, dy: 30), steps: 2, lift: false)
        let before = later
        view.removeGestureRecognizer(dropped!)
        dropped = nil
        #expect(droppedWeakly == nil, "nothing in the pointer system keeps the latched recognizer alive")
        try trackpad.scroll(by: CGVector(dx: 0, dy: 30), steps: 2, lift: true)
        #expect(later > before, "the other latched recognizer hears the rest of the scroll")
    }

    @Test("a scroll view removed while two fingers pan it is freed, and the fingers lifting later do nothing")
    func scrollViewFreedMidPan() throws {
        let trackpad = SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 1, y: 1))
        weak let scrolled = addView(x: 110) { view in
            let scroll = UIScrollView(frame: view.bounds)
            scroll.contentSize = CGSize(width: 40, height: 400)
            view.addSubview(scroll)
        }
        try trackpad.move(to: CGPoint(x: 120, y: 20))
        try trackpad.scroll(by: CGVector(dx: 0, dy: 30), steps: 2, lift: false)
        weak let scroll = scrolled?.subviews.first as? UIScrollView
        #expect((scroll?.contentOffset.y ?? 0) > 0, "the fingers scroll it")
        scrolled?.removeFromSuperview()
        #expect(scrolled == nil && scroll == nil, "the scroll view and its container are freed mid-pan")
        try trackpad.scroll(by: CGVector(dx: 0, dy: 30), steps: 2, lift: true)
        trackpad.settle()
    }

    @Test("a window freed while two fingers pan its scroll view takes the scroll view with it")
    func windowFreedMidPan() throws {
        weak var freedScroll: UIScrollView?
        weak var freedWindow: UIWindow?
        var trackpad: SimulatedPointer? = nil
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let scroll = UIScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 100, height: 400)
            window.addSubview(scroll)
            trackpad = SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 50, y: 50))
            try trackpad?.scroll(by: CGVector(dx: 0, dy: 30), steps: 2, lift: false)
            #expect(scroll.contentOffset.y > 0 && scroll.panGestureRecognizer.state == .changed)
            freedScroll = scroll
            freedWindow = window
        }
        trackpad = nil
        #expect(freedWindow == nil && freedScroll == nil, "nothing outlives the window; its pan ends cancelled")
    }

    @Test("a window freed while two fingers still swipe a table row takes the table and its row actions with it",
          arguments: [60.0, -60.0])  // trailing actions shown, then leading ones
    func windowFreedMidRowSwipe(dx: CGFloat) throws {
        weak var freedTable: UITableView?
        weak var freedWindow: UIWindow?
        do {
            let fixture = TableFixture()
            fixture.addActions()
            try fixture.pointer.move(to: fixture.center(ofRow: 1))
            try fixture.pointer.scroll(by: CGVector(dx: dx, dy: 0), steps: 3, lift: false)
            #expect(fixture.offset(ofRow: 1) == -dx, "the row slid to show its actions")
            freedTable = fixture.table
            freedWindow = fixture.window
        }
        #expect(freedWindow == nil && freedTable == nil, "nothing outlives the window; the swipe ends with it")
    }

    @Test("the last view clicked is freed when removed")
    func clickedViewIsFreed() throws {
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 1, y: 1))
        weak let clicked = addView(x: 210) { $0.addGestureRecognizer(UITapGestureRecognizer()) }
        try mouse.move(to: CGPoint(x: 220, y: 20))
        try mouse.click()
        clicked?.removeFromSuperview()
        #expect(clicked == nil, "the clicked view is freed")
    }
}
