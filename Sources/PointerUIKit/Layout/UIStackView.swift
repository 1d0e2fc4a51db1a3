import Foundation

/// A view that lines up its arranged subviews in a row or a column, as UIKit's `UIStackView`.
///
/// Built from constraints, as UIKit's: the stack view adds its arrangement to the window's
/// layout engine, so a stack view placed with anchors, and arranged views with intrinsic
/// sizes, lay out together. Arranged subviews no longer translate their frames into
/// constraints. A hidden arranged subview takes no space (its frame is left as it was).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack view's length.
    public enum Distribution: Int, Sendable {
        /// Views keep their sizes; the room left over (or missing) goes to the view that hugs
        /// (or resists compression) least.
        case fill = 0
        /// Every view is as long as the others.
        case fillEqually
        /// Lengths are proportional to the views' intrinsic lengths.
        case fillProportionally
        /// Views keep their sizes; the gaps between them are equal.
        case equalSpacing
        /// Views keep their sizes; their centres are equally far apart.
        case equalCentering
    }

    /// How arranged views are placed across the stack view.
    public enum Alignment: Int, Sendable {
        /// Views fill the stack view's width (of a column) or height (of a row).
        case fill = 0
        /// Views sit at the leading edge (of a column) or the top (of a row).
        case leading = 1
        /// Views of a row share their first baseline (a column places them as `leading`).
        case firstBaseline = 2
        /// Views are centred.
        case center = 3
        /// Views sit at the trailing edge (of a column) or the bottom (of a row).
        case trailing = 4
        /// Views of a row share their last baseline (a column places them as `leading`).
        case lastBaseline = 5
        /// The top of a row (`leading`).
        public static var top: Alignment { .leading }
        /// The bottom of a row (`trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// For `setCustomSpacing(_:after:)`: go back to the stack view's `spacing`.
    nonisolated public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// For `spacing` or `setCustomSpacing(_:after:)`: the system spacing (8 pt).
    nonisolated public static let spacingUseSystem = CGFloat.leastNormalMagnitude

    /// The views the stack view arranges, in order (each is also a subview).
    open private(set) var arrangedSubviews: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// Creates an empty, horizontal stack view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = autoLayout
    }

    /// Creates an empty stack view (UIKit's archive initializer; PointerKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        _ = autoLayout
    }

    /// Creates a stack view arranging `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The direction views line up in (default horizontal).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// How views share the length (default fill).
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }
    /// How views are placed across (default fill).
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    /// The gap between views (minimum gap for equalSpacing and equalCentering); default 0.
    /// NaN, infinite or negative values are treated as 0.
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementDidChange() } } }
    /// True arranges views inside the layout margins instead of the bounds (default false).
    open var isLayoutMarginsRelativeArrangement = false { didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } } }
    /// True measures vertical gaps between baselines (kept for source compatibility; the gaps
    /// are measured between edges).
    open var isBaselineRelativeArrangement = false

    /// Adds `view` at the end of the arranged views (and as a subview if it is not one).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` among the arranged views at `stackIndex` (clamped to the valid range).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.storedSuperview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        view.layoutState?.tieBreak = (0, 0)
        arrangementDidChange()
    }

    /// The gap after `arrangedSubview` instead of `spacing` (`spacingUseDefault` resets it).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The gap after `arrangedSubview`: its custom spacing, else `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// A subview leaving also stops being arranged.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            customSpacings[ObjectIdentifier(subview)] = nil
            subview.layoutState?.tieBreak = (0, 0)
            arrangementDidChange()
        }
    }

    func arrangementDidChange() {
        let n = arrangedSubviews.count
        for (i, view) in arrangedSubviews.enumerated() {
            let bump = distribution == .fill ? 0.001 * Double(n - 1 - i) / Double(n) : 0
            view.autoLayout.tieBreak = axis == .horizontal ? (bump, 0) : (0, bump)
        }
        UIView.invalidateLayoutEngine(containing: self)
        setNeedsLayout()
    }

    /// The gap after the arranged view at `index`.
    func gap(after view: UIView) -> CGFloat {
        var value = customSpacings[ObjectIdentifier(view)] ?? spacing
        if value == UIStackView.spacingUseSystem { value = UIView.systemSpacing }
        return value.isFinite && value > 0 ? value : 0
    }

    /// An arranged view was hidden or shown, or its intrinsic size changed.
    func arrangedSubviewDidChange(_ view: UIView, intrinsicSize: Bool) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        // Intrinsic sizes reach the engine as constants, except the proportions of
        // fillProportionally, which are built from them.
        if intrinsicSize, distribution != .fillProportionally { return }
        arrangementDidChange()
    }
}
