import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

/// Records scroll-view delegate calls and supplies the zooming view.
@MainActor final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    var scrolls = 0
    var events: [String] = []
    var zoomView: UIView?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging \(decelerate)")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
}

@Suite("Scroll view") @MainActor
struct ScrollViewTests {
    /// A 200 × 200 scroll view at the window's origin over 200 × 1000 content.
    func board(_ device: PointerInput.DeviceKind = .mouse) -> (UIScrollView, SimulatedPointer, ScrollRecorder) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = CGSize(width: 200, height: 1000)
        let recorder = ScrollRecorder()
        scroll.delegate = recorder
        window.addSubview(scroll)
        return (scroll, SimulatedPointer(device, in: window, at: CGPoint(x: 100, y: 100)), recorder)
    }

    func notch(_ device: SimulatedPointer) -> CGFloat { CGFloat(device.pipeline.converter.configuration.pointsPerWheelNotch) }

    @Test("the wheel scrolls in whole notches, a hi-res wheel in quarter notches, and stops at the edges")
    func wheel() throws {
        let (scroll, mouse, recorder) = board()
        try mouse.scroll(notches: CGVector(dx: 0, dy: 3))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 3 * notch(mouse)))
        try mouse.scroll(notches: CGVector(dx: 0, dy: 0.25))
        #expect(scroll.contentOffset.y == 3.25 * notch(mouse))
        #expect(recorder.scrolls == 2)
        try mouse.scroll(notches: CGVector(dx: 0, dy: 100))
        #expect(scroll.contentOffset.y == 800, "clamped to the bottom edge: 1000 − 200")
        try mouse.scroll(notches: CGVector(dx: 0, dy: -1))
        #expect(scroll.contentOffset.y == 800 - notch(mouse), "no stretch stored past the edge: reversing moves at once")
        try mouse.scroll(notches: CGVector(dx: 3, dy: 0))
        #expect(scroll.contentOffset.x == 0, "content as wide as the view does not scroll sideways")
    }

    @Test("the trackpad scrolls continuously and the content follows the fingers")
    func trackpad() throws {
        let (scroll, trackpad, _) = board(.trackpad)
        try trackpad.scroll(by: CGVector(dx: 0, dy: 120), steps: 4, lift: false)
        #expect(scroll.contentOffset.y == 120)
        #expect(scroll.isDragging)
    }

    @Test("past the top edge the trackpad stretches by the rubber-band formula, then springs back")
    func rubberBand() throws {
        let (scroll, trackpad, recorder) = board(.trackpad)
        try trackpad.scroll(by: CGVector(dx: 0, dy: -100), steps: 4, lift: false)
        let expected = -(1 - 1 / (100 * 0.55 / 200 + 1)) * 200
        #expect(abs(scroll.contentOffset.y - expected) < 1e-9, "(1 − 1/(x·c/d + 1))·d")
        try trackpad.send(.fingerScroll(delta: .zero))   // the fingers lift; momentum, then the spring
        trackpad.advance(by: 5)
        #expect(scroll.contentOffset.y == 0)
        #expect(recorder.events.contains("didEndDragging true"))
        #expect(recorder.events.last == "didEndDecelerating")
        #expect(!scroll.isDecelerating)
    }

    @Test("the rubber-band coefficient is configurable and bounces = false stops at the edge")
    func rubberBandSettings() throws {
        let (scroll, trackpad, _) = board(.trackpad)
        scroll.rubberBandCoefficient = 1
        try trackpad.scroll(by: CGVector(dx: 0, dy: -100), steps: 1, lift: false)
        #expect(abs(scroll.contentOffset.y + (1 - 1 / (100.0 / 200 + 1)) * 200) < 1e-9)
        let (stiff, trackpad2, _) = board(.trackpad)
        stiff.bounces = false
        try trackpad2.scroll(by: CGVector(dx: 0, dy: -100), steps: 1, lift: false)
        #expect(stiff.contentOffset.y == 0)
    }

    @Test("a fast trackpad flick keeps scrolling with momentum after the fingers lift")
    func momentum() throws {
        let (scroll, trackpad, _) = board(.trackpad)
        try trackpad.scroll(by: CGVector(dx: 0, dy: 80), steps: 4)
        let atLift = scroll.contentOffset.y
        trackpad.advance(by: 0.3)
        #expect(scroll.contentOffset.y > atLift + 10)
    }

    @Test("a finger drag scrolls the content with the finger")
    func touchDrag() throws {
        let (scroll, finger, _) = board(.finger)
        try finger.touch(1, .begin, at: CGPoint(x: 100, y: 150))
        try finger.touch(1, .update, at: CGPoint(x: 100, y: 100))
        #expect(scroll.contentOffset.y == 50)
        try finger.touch(1, .update, at: CGPoint(x: 100, y: 60))
        try finger.touch(1, .end, at: CGPoint(x: 100, y: 60))
        #expect(scroll.contentOffset.y == 90)
    }

    @Test("subviews move with the content offset: hit testing finds them where they now are")
    func subviewsMove() throws {
        let (scroll, mouse, _) = board()
        let row = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 40))
        scroll.addSubview(row)
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        try mouse.move(to: CGPoint(x: 100, y: 60))
        mouse.frame()
        #expect(mouse.hoveredView === row)
    }

    @Test("a trackpad pinch zooms the delegate's view, about the pointer, within the zoom limits")
    func pinchZoom() throws {
        let (scroll, trackpad, recorder) = board(.trackpad)
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.addSubview(image)
        scroll.contentSize = image.bounds.size
        #expect(scroll.pinchGestureRecognizer == nil, "no zooming without a view and a range")
        recorder.zoomView = image
        scroll.maximumZoomScale = 4
        #expect(scroll.pinchGestureRecognizer != nil)
        try trackpad.move(to: CGPoint(x: 50, y: 50))
        try trackpad.pinch(to: 2)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentSize == CGSize(width: 400, height: 400))
        #expect(scroll.contentOffset == CGPoint(x: 50, y: 50), "the content point under the pointer stayed under it")
        try trackpad.pinch(to: 10)
        #expect(scroll.zoomScale == 4, "clamped to maximumZoomScale")
        scroll.zoomScale = 0.1
        #expect(scroll.zoomScale == 1, "clamped to minimumZoomScale")
    }

    @Test("with natural scrolling off, the same wheel turn scrolls the other way")
    func naturalScrollingSetting() throws {
        let app = UIApplication.shared
        #expect(app.naturalScrolling, "on by default, as on iPadOS")
        app.naturalScrolling = false
        defer { app.naturalScrolling = true }
        let (scroll, mouse, _) = board()
        scroll.contentOffset = CGPoint(x: 0, y: 400)
        try mouse.scroll(notches: CGVector(dx: 0, dy: 2))
        #expect(scroll.contentOffset.y == 400 - 2 * notch(mouse))
    }

    @Test("zero, negative or NaN content sizes do not crash and do not scroll")
    func degenerateContentSize() throws {
        for size in [CGSize.zero, CGSize(width: -100, height: -500), CGSize(width: CGFloat.nan, height: .infinity)] {
            let (scroll, trackpad, _) = board(.trackpad)
            scroll.contentSize = size
            #expect(scroll.contentSize.width >= 0 && scroll.contentSize.height >= 0)
            try trackpad.scroll(by: CGVector(dx: 30, dy: 60), steps: 2)
            trackpad.advance(by: 2)
            #expect(scroll.contentOffset == .zero)
            let mouse = SimulatedPointer(.mouse, in: scroll.window!, at: CGPoint(x: 100, y: 100), deviceID: 9)
            try mouse.scroll(notches: CGVector(dx: 1, dy: 1))
            #expect(scroll.contentOffset == .zero)
        }
    }

    @Test("scrolls with NaN deltas are refused and leave the offset alone")
    func nanScroll() throws {
        let (scroll, trackpad, _) = board(.trackpad)
        #expect(throws: InputError.self) {
            try trackpad.send(.fingerScroll(delta: .init(x: .nan, y: 10)))
        }
        #expect(throws: InputError.self) {
            try trackpad.send(.wheel(v120: .init(x: 0, y: .nan)))
        }
        #expect(scroll.contentOffset == .zero)
        scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 5)
        #expect(scroll.contentOffset == .zero, "a NaN offset set by code is ignored")
    }
}

@Suite("Scroll view flicks") @MainActor
struct ScrollViewFlickTests {
    @Test("a finger flick glides on after the lift, slows down and stops, telling the delegate")
    func flick() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = CGSize(width: 200, height: 5000)
        let recorder = ScrollRecorder()
        scroll.delegate = recorder
        window.addSubview(scroll)
        let finger = SimulatedPointer(.finger, in: window)
        try finger.touch(1, .begin, at: CGPoint(x: 100, y: 190))
        for i in 1...5 {
            finger.advance(by: 1.0 / 120)
            try finger.touch(1, .update, at: CGPoint(x: 100, y: 190 - CGFloat(i) * 20))
        }
        try finger.touch(1, .end, at: CGPoint(x: 100, y: 90))
        #expect(scroll.contentOffset.y == 100)
        #expect(recorder.events.last == "didEndDragging true")
        finger.advance(by: 0.2)
        let gliding = scroll.contentOffset.y
        #expect(gliding > 100 && scroll.isDecelerating)
        finger.advance(by: 10)
        #expect(!scroll.isDecelerating)
        #expect(recorder.events.last == "didEndDecelerating")
        let rest = scroll.contentOffset.y
        finger.advance(by: 1)
        #expect(scroll.contentOffset.y == rest, "at rest")
    }

    @Test("a slow drag released at rest does not glide, and the fast rate stops sooner")
    func noGlideAndFastRate() throws {
        func flickDistance(_ rate: UIScrollView.DecelerationRate) throws -> CGFloat {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scroll.contentSize = CGSize(width: 200, height: 50_000)
            scroll.decelerationRate = rate
            window.addSubview(scroll)
            let finger = SimulatedPointer(.finger, in: window)
            try finger.touch(1, .begin, at: CGPoint(x: 100, y: 190))
            for i in 1...5 {
                finger.advance(by: 1.0 / 120)
                try finger.touch(1, .update, at: CGPoint(x: 100, y: 190 - CGFloat(i) * 20))
            }
            try finger.touch(1, .end, at: CGPoint(x: 100, y: 90))
            finger.advance(by: 10)
            return scroll.contentOffset.y - 100
        }
        #expect(try flickDistance(.fast) < flickDistance(.normal))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = CGSize(width: 200, height: 5000)
        window.addSubview(scroll)
        let finger = SimulatedPointer(.finger, in: window)
        try finger.touch(1, .begin, at: CGPoint(x: 100, y: 190))
        finger.advance(by: 0.1)
        try finger.touch(1, .update, at: CGPoint(x: 100, y: 150))
        finger.advance(by: 0.5)
        try finger.touch(1, .update, at: CGPoint(x: 100, y: 150))
        finger.advance(by: 0.5)
        try finger.touch(1, .end, at: CGPoint(x: 100, y: 150))
        finger.advance(by: 1)
        #expect(scroll.contentOffset.y == 40)
    }
}

@Suite("Scroll view two-finger gestures") @MainActor
struct ScrollViewTwoFingerTests {
    @Test("two fingers spreading and moving zoom and pan the scroll view together")
    func pinchAndPanTogether() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.addSubview(image)
        scroll.contentSize = image.bounds.size
        let recorder = ScrollRecorder()
        recorder.zoomView = image
        scroll.delegate = recorder
        scroll.maximumZoomScale = 4
        window.addSubview(scroll)
        let fingers = SimulatedPointer(.finger, in: window)
        try fingers.touch(1, .begin, at: CGPoint(x: 150, y: 200))
        try fingers.touch(2, .begin, at: CGPoint(x: 250, y: 200))
        for i in 1...4 {
            let spread = CGFloat(i) * 25, shift = CGFloat(i) * 10
            try fingers.touch(1, .update, at: CGPoint(x: 150 - spread, y: 200 - shift))
            try fingers.touch(2, .update, at: CGPoint(x: 250 + spread, y: 200 - shift))
        }
        #expect(scroll.zoomScale > 1.5)
        #expect(scroll.panGestureRecognizer.state.isActive, "the pan runs alongside the pinch")
        #expect(scroll.pinchGestureRecognizer?.state.isActive == true)
    }
}
