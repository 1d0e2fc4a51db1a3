import Foundation
import PointerLayout

extension UIScrollView {
    /// The scroll view's content rectangle, as UIKit's `contentLayoutGuide` (iOS 11): its
    /// top-left corner is the content's origin, and constraints that size it set
    /// `contentSize` (applied when the scroll view lays out, as in UIKit). A view pinned to it
    /// scrolls with the content.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = layoutState?.scrollContentGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollContent, owner: self)
        autoLayout.scrollContentGuide = guide
        return guide
    }

    /// The scroll view's own frame, untransformed, as UIKit's `frameLayoutGuide` (iOS 11): the
    /// visible rectangle, so a view pinned to it stays put while the content scrolls, and its
    /// width or height can size the content (`content.widthAnchor` equal to
    /// `frameLayoutGuide.widthAnchor` for a scroll view that scrolls vertically only).
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = layoutState?.scrollFrameGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollFrame, owner: self)
        autoLayout.scrollFrameGuide = guide
        return guide
    }

    /// After a layout pass: a content guide that took part in it sizes the content.
    func applyContentLayoutGuide(_ engine: LayoutEngine) {
        guard let guide = layoutState?.scrollContentGuide, let item = engine.items[ObjectIdentifier(guide)],
              let owner = engine.items[ObjectIdentifier(self)] else { return }
        let size = engine.solvedFrame(item, relativeTo: owner).size
        if size != contentSize { contentSize = size }
    }

    /// The content moved under the frame guide: its position follows the new offset (in place,
    /// without rebuilding the engine), and the views pinned to it are laid out again.
    func frameLayoutGuideDidScroll() {
        guard let guide = layoutState?.scrollFrameGuide, let engine = layoutRoot.layoutState?.engine, engine.isValid,
              let item = engine.items[ObjectIdentifier(guide)] else { return }
        engine.frameGuideDidScroll(item, to: contentOffset)
        layoutRoot.markNeedsLayout()
    }
}

extension LayoutEngine {
    /// The variables of a scroll view's content or frame guide. The content guide's origin is
    /// the scroll view's content origin and its size is free (constraints set it). The frame
    /// guide has the scroll view's size and sits at the content offset; the constraints that
    /// place it are kept in `frame` so that scrolling changes their constants in place.
    func scrollGuide(_ item: Item, _ kind: UILayoutGuide.Kind, _ ownerItem: Item, _ owner: UIView) -> Item {
        let offset = kind == .scrollFrame ? owner.bounds.origin : .zero
        item.frame = [require(item.x, ownerItem.x, offset.x), require(item.y, ownerItem.y, offset.y)].compactMap { $0 }
        if kind == .scrollFrame {
            _ = try? solver.add(LinearExpression(item.w) - LinearExpression(ownerItem.w), .equal)
            _ = try? solver.add(LinearExpression(item.h) - LinearExpression(ownerItem.h), .equal)
        }
        return item
    }

    /// A frame guide's scroll view scrolled to `offset`.
    func frameGuideDidScroll(_ item: Item, to offset: CGPoint) {
        guard item.frame.count == 2 else { return }
        try? solver.setConstant(item.frame[0], -Double(offset.x))
        try? solver.setConstant(item.frame[1], -Double(offset.y))
        solutionChanged = true
    }
}
