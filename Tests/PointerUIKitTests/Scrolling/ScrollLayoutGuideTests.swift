import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@MainActor
@Suite("Scroll view layout guides")
struct ScrollLayoutGuideTests {
    /// A 300 × 200 scroll view in a window, with a content view pinned to its content guide,
    /// as wide as its frame guide and 1,000 pt tall.
    func board() -> (UIWindow, UIScrollView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let scroll = UIScrollView(frame: CGRect(x: 20, y: 20, width: 300, height: 200))
        window.addSubview(scroll)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        let guide = scroll.contentLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        window.layoutIfNeeded()
        return (window, scroll, content)
    }

    @Test("constraints to the content layout guide set the scroll view's content size")
    func contentGuideSetsContentSize() {
        let (_, scroll, content) = board()
        #expect(scroll.contentSize == CGSize(width: 300, height: 1000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1000))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1000))
    }

    @Test("a view pinned to the frame layout guide stays put while the content scrolls")
    func frameGuidePinsAView() {
        let (window, scroll, _) = board()
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(badge.convert(badge.bounds, to: window) == CGRect(x: 272, y: 28, width: 40, height: 20))
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        window.layoutIfNeeded()
        #expect(badge.convert(badge.bounds, to: window) == CGRect(x: 272, y: 28, width: 40, height: 20))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 250, width: 300, height: 200))
    }

    @Test("the scroll view's guides are made once and named as UIKit names them")
    func guidesAreStable() {
        let scroll = UIScrollView(frame: .zero)
        #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide)
        #expect(scroll.frameLayoutGuide === scroll.frameLayoutGuide)
        #expect(scroll.contentLayoutGuide.identifier == "UIScrollViewContentLayoutGuide")
        #expect(scroll.frameLayoutGuide.identifier == "UIScrollViewFrameLayoutGuide")
        #expect(scroll.contentLayoutGuide.owningView === scroll)
    }
}
