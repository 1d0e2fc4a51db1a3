import Foundation

extension UIView {
    /// How a view resizes when its superview's bounds change size, as UIKit's
    /// `UIView.AutoresizingMask` (UIKit's bits).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view resizes when its superview's bounds change size (default none: it keeps
    /// its frame). The change in the superview's width is shared among the flexible parts of
    /// left margin, width and right margin in proportion to their current sizes (equally when
    /// they are all zero), as UIKit does; height likewise. A view whose
    /// `translatesAutoresizingMaskIntoConstraints` is false ignores its mask: Auto Layout
    /// places it, as in UIKit. A view translating its mask that also takes part in Auto Layout
    /// is pinned by its (resized) frame, which is what UIKit's translated constraints say.
    public var autoresizingMask: AutoresizingMask {
        get { layoutState?.autoresizingMask ?? [] }
        set { ownLayoutState.autoresizingMask = newValue }
    }

    /// True (the default) resizes subviews by their `autoresizingMask` when the bounds change size.
    public var autoresizesSubviews: Bool {
        get { layoutState?.autoresizesSubviews ?? true }
        set { ownLayoutState.autoresizesSubviews = newValue }
    }

    /// The layout state, made without turning Auto Layout on.
    private var ownLayoutState: ViewLayoutState {
        if let state = layoutState { return state }
        let state = ViewLayoutState()
        layoutState = state
        return state
    }

    /// Resizes the subviews that have a mask after the bounds' size changed from `oldSize`.
    /// - Complexity: O(subviews).
    func autoresizeSubviews(from oldSize: CGSize) {
        guard layoutState?.autoresizesSubviews ?? true else { return }
        let newSize = storedBounds.size
        for child in storedSubviews {
            guard let state = child.layoutState, !state.autoresizingMask.isEmpty, state.translatesAutoresizingMaskIntoConstraints else { continue }
            let mask = state.autoresizingMask
            let size = child.storedBounds.size, center = child.storedCenter
            let x = Self.resize(start: center.x - size.width / 2, length: size.width, from: oldSize.width, to: newSize.width,
                                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let y = Self.resize(start: center.y - size.height / 2, length: size.height, from: oldSize.height, to: newSize.height,
                                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            let frame = CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
            guard frame.size != size || frame.origin.x != center.x - size.width / 2 || frame.origin.y != center.y - size.height / 2 else { continue }
            // Set as centre and size, so that a transformed subview keeps its transform.
            child.bounds.size = frame.size
            child.center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    /// One axis of UIKit's autoresizing: the superview's change from `old` to `new` shared
    /// among the flexible parts (start margin, length, end margin) in proportion to their sizes.
    static func resize(start: CGFloat, length: CGFloat, from old: CGFloat, to new: CGFloat,
                       flexible: (start: Bool, length: Bool, end: Bool)) -> (start: CGFloat, length: CGFloat) {
        let delta = new - old
        let parts = [(flexible.start, max(start, 0)), (flexible.length, max(length, 0)), (flexible.end, max(old - start - length, 0))]
        let count = parts.filter(\.0).count
        guard count > 0, delta != 0, delta.isFinite else { return (start, length) }
        let total = parts.filter(\.0).reduce(0) { $0 + $1.1 }
        func share(_ i: Int) -> CGFloat {
            guard parts[i].0 else { return 0 }
            return total > 0 ? delta * parts[i].1 / total : delta / CGFloat(count)
        }
        return (start + share(0), max(length + share(1), 0))
    }
}
