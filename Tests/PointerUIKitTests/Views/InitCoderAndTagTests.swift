import Foundation
import Testing
@testable import PointerUIKit

/// iPad subclasses as they are usually written: designated initializers of their own and a
/// `required init?(coder:)` that traps.
@MainActor final class BadgeView: UIView {
    let count: Int
    init(count: Int) {
        self.count = count
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor final class DetailViewController: UIViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A subclass that decodes through its superclass.
@MainActor final class DecodedView: UIView {
    var decoded = false
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        decoded = true
    }
    override init(frame: CGRect) { super.init(frame: frame) }
}

@Suite("init(coder:), tag and viewWithTag") @MainActor
struct InitCoderAndTagTests {
    func coder() -> NSCoder { NSKeyedArchiver(requiringSecureCoding: false) }

    @Test("iPad subclasses with their own initializers and a trapping init(coder:) compile and work")
    func subclassesCompile() {
        #expect(BadgeView(count: 3).bounds.size == CGSize(width: 20, height: 20))
        #expect(DetailViewController(name: "x").view != nil)
    }

    @Test("a view or controller made from a coder is empty, with a zero frame (there are no nibs)")
    func decoding() throws {
        let view = try #require(DecodedView(coder: coder()))
        #expect(view.decoded && view.frame == .zero && view.subviews.isEmpty && view.tag == 0)
        let scroll = try #require(UIScrollView(coder: coder()))
        #expect(scroll.frame == .zero && scroll.panGestureRecognizer.view === scroll, "a decoded scroll view still scrolls")
        let label = try #require(UILabel(coder: coder()))
        #expect(!label.isUserInteractionEnabled)
        let window = try #require(UIWindow(coder: coder()))
        #expect(window.window === window)
        let cell = try #require(UICollectionViewCell(coder: coder()))
        #expect(cell.contentView.superview === cell)
        let collection = try #require(UICollectionView(coder: coder()))
        #expect(collection.collectionViewLayout is UICollectionViewFlowLayout)
        let controller = try #require(UIViewController(coder: coder()))
        #expect(controller.view.frame == .zero)
        let button = try #require(UIButton(coder: coder()))
        #expect(button.buttonType == .custom)
        #expect(UISegmentedControl(coder: coder())?.numberOfSegments == 0)
    }

    @Test("viewWithTag searches the view first, then its subviews depth first")
    func viewWithTag() {
        let root = UIView(), a = UIView(), a1 = UIView(), b = UIView()
        root.addSubview(a); a.addSubview(a1); root.addSubview(b)
        a1.tag = 7; b.tag = 7; a.tag = 3
        #expect(root.viewWithTag(7) === a1, "a's subtree comes before its later sibling")
        #expect(root.viewWithTag(3) === a)
        #expect(root.viewWithTag(0) === root, "the view itself, with the default tag 0")
        #expect(b.viewWithTag(3) == nil, "only the view's own subtree")
        #expect(root.viewWithTag(99) == nil)
    }
}
