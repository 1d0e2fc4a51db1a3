import Foundation
import Testing
@testable import PointerUIKit
import PointerEngine
import PointerInput
import PointerTesting
import PointerRender

/// The scroll indicators iPadOS draws while content scrolls, and `scrollRectToVisible`.
@Suite("Scroll indicators and scrolling to a rectangle") @MainActor
struct ScrollIndicatorTests {
    /// A 200 × 200 scroll view at (50, 50) over 200 × 1000 content, the mouse over it.
    func board() -> (UIScrollView, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let scroll = UIScrollView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        scroll.contentSize = CGSize(width: 200, height: 1000)
        window.addSubview(scroll)
        return (scroll, SimulatedPointer(.mouse, in: window, at: CGPoint(x: 150, y: 150)))
    }

    /// The indicator bars drawn: thin layers with the indicators' fill.
    func bars(_ mouse: SimulatedPointer) -> [PointerScene.Layer] {
        mouse.scene.layers.filter { $0.fill?.alpha == 0.35 && ($0.frame.width == 3 || $0.frame.height == 3) }
    }

    @Test("no indicator shows before the content scrolls")
    func hiddenAtRest() {
        let (_, mouse) = board()
        mouse.settle()
        #expect(bars(mouse).isEmpty)
    }

    @Test("scrolling shows the vertical indicator at the right edge, as long as the visible part, and it fades after the content stops")
    func showsThenFades() throws {
        let (scroll, mouse) = board()
        try mouse.scroll(notches: CGVector(dx: 0, dy: 5))
        mouse.advance(by: 0.05)
        let shown = bars(mouse)
        try #require(shown.count == 1, "one indicator: the content is as wide as the view")
        let bar = shown[0].frame
        #expect(bar.maxX == 250 - 3, "3 pt in from the scroll view's right edge, in window coordinates")
        #expect(abs(bar.height - 194 * 0.2) < 0.01, "the visible fifth of the content: a fifth of the 194 pt track")
        let expectedTop = 50 + 3 + (194 - bar.height) * Double(scroll.contentOffset.y / 800)
        #expect(abs(bar.minY - expectedTop) < 0.01, "as far down the track as the content is scrolled")
        mouse.advance(by: 0.3)
        #expect(bars(mouse).first?.opacity == 1, "held while within half a second of the last scroll")
        mouse.advance(by: 0.35)
        let fading = try #require(bars(mouse).first).opacity
        #expect(fading > 0 && fading < 1, "fading in the quarter second after the hold")
        mouse.advance(by: 0.3)
        #expect(bars(mouse).isEmpty, "gone once faded")
        #expect(!mouse.window.isPointerAnimating, "nothing left to animate: hosts may stop drawing frames")
    }

    @Test("an indicator that is turned off never shows")
    func turnedOff() throws {
        let (scroll, mouse) = board()
        scroll.showsVerticalScrollIndicator = false
        try mouse.scroll(notches: CGVector(dx: 0, dy: 5))
        mouse.advance(by: 0.05)
        #expect(bars(mouse).isEmpty)
    }

    @Test("setting the offset in code shows no indicator; flashScrollIndicators does")
    func programmaticAndFlash() {
        let (scroll, mouse) = board()
        scroll.contentOffset = CGPoint(x: 0, y: 400)
        mouse.advance(by: 0.05)
        #expect(bars(mouse).isEmpty)
        scroll.flashScrollIndicators()
        mouse.advance(by: 0.05)
        #expect(bars(mouse).count == 1)
    }

    @Test("scrollRectToVisible scrolls the least that shows the rectangle, and not at all when it is visible")
    func scrollRectToVisible() {
        let (scroll, _) = board()
        scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 50, height: 40), animated: true)
        #expect(scroll.contentOffset.y == 340, "its bottom edge at the view's bottom: 540 − 200")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 400, width: 50, height: 40), animated: false)
        #expect(scroll.contentOffset.y == 340, "already visible: no scroll")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 40), animated: false)
        #expect(scroll.contentOffset.y == 100, "above: its top edge at the view's top")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 50, height: 40), animated: false)
        #expect(scroll.contentOffset.y == 800, "past the content: stops at the bottom edge")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 600, width: 50, height: 500), animated: false)
        #expect(scroll.contentOffset.y == 600, "taller than the view: its top shows")
    }

    @Test("scrollRectToVisible with a NaN or null rectangle scrolls nothing and says so")
    func scrollRectToVisibleBadInput() {
        let (scroll, _) = board()
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        scroll.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset.y == 100)
        #expect(UIApplication.shared.geometryDiagnostics.last?.contains("scrollRectToVisible") == true)
        scroll.scrollRectToVisible(.null, animated: false)
        #expect(scroll.contentOffset.y == 100)
    }
}
