import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@MainActor
@Suite("Autoresizing masks")
struct AutoresizingTests {
    @Test("a subview with flexible width and height grows with its superview, keeping its margins")
    func flexibleSize() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 300, height: 150)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 280, height: 130))
    }

    @Test("flexible margins share the change in proportion; a view with no mask keeps its frame")
    func flexibleMargins() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 0, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        for v in [pinnedRight, centred, fixed] { parent.addSubview(v) }
        parent.bounds.size = CGSize(width: 400, height: 100)
        #expect(pinnedRight.frame == CGRect(x: 350, y: 0, width: 40, height: 20), "the right margin stays 10 pt")
        #expect(centred.frame == CGRect(x: 150, y: 40, width: 100, height: 20), "still centred")
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test("autoresizesSubviews false, or translatesAutoresizingMaskIntoConstraints false, leaves subviews alone")
    func optOuts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.autoresizesSubviews = false
        parent.frame.size.width = 300
        #expect(child.frame.width == 200)
        parent.autoresizesSubviews = true
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.frame.size.width = 400
        #expect(child.frame.width == 200)
        #expect(UIView().autoresizingMask == [] && UIView().autoresizesSubviews)
    }

    @Test("resizing cascades: a flexible subview's own flexible subviews resize too")
    func cascades() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let panel = UIView(frame: window.bounds)
        panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let bar = UIView(frame: CGRect(x: 0, y: 256, width: 400, height: 44))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        window.addSubview(panel)
        panel.addSubview(bar)
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        #expect(panel.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(bar.frame == CGRect(x: 0, y: 556, width: 800, height: 44), "stays at the bottom, full width")
    }
}
