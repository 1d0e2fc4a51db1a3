import Foundation

/// A view's Auto Layout state, made the first time the view takes part in Auto Layout.
@MainActor
final class ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on this view (it is their items' closest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var margins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The engine of the hierarchy this view is the root of.
    var engine: LayoutEngine?
    /// This view's variables in its root's engine, while it is in one.
    var engineItem: LayoutEngine.Item?
    /// A window's safe area (see `UIWindow.screenSafeAreaInsets`).
    var screenSafeAreaInsets = UIEdgeInsets.zero
    var needsUpdateConstraints = false
    /// Added to hugging and compression resistance by a `.fill` stack view (see UIStackView+Layout.swift).
    var tieBreak: (horizontal: Double, vertical: Double) = (0, 0)
    /// `autoresizingMask` and `autoresizesSubviews` (UIView+Autoresizing.swift).
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide` (UIScrollView+LayoutGuides.swift).
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
}

extension UIView: LayoutAnchorProviding {
    /// The value of an `intrinsicContentSize` axis with no intrinsic size.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    /// For `systemLayoutSizeFitting(_:)`: the smallest size the constraints allow.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// For `systemLayoutSizeFitting(_:)`: the largest size the constraints allow. PointerKit's
    /// choice (UIKit does not publish its value): 10⁷ pt each way, far beyond any screen and
    /// well inside `GeometryLimits`.
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
    /// The standard spacing of `constraint(equalToSystemSpacingAfter:multiplier:)` and
    /// stack views' `spacingUseSystem`: 8 pt, UIKit's standard spacing between sibling views.
    nonisolated static let systemSpacing: CGFloat = 8

    /// True once any view took part in Auto Layout: until then, hierarchy changes skip every
    /// layout-engine bookkeeping.
    static var autoLayoutInUse = false

    var autoLayout: ViewLayoutState {
        if let state = layoutState { return state }
        let state = ViewLayoutState()
        layoutState = state
        UIView.autoLayoutInUse = true
        return state
    }

    // MARK: Anchors

    /// The leading edge (the left edge: PointerKit lays out left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { anchorLeading }
    /// The trailing edge (the right edge).
    public var trailingAnchor: NSLayoutXAxisAnchor { anchorTrailing }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { anchorLeft }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { anchorRight }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchorCenterX }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { anchorTop }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchorBottom }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchorCenterY }
    /// The width.
    public var widthAnchor: NSLayoutDimension { anchorWidth }
    /// The height.
    public var heightAnchor: NSLayoutDimension { anchorHeight }
    /// The first baseline of `forFirstBaselineLayout` (the bottom edge for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline of `forLastBaselineLayout` (the bottom edge for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Constraints

    /// True (the default) turns the view's frame into required constraints, so that a view
    /// placed by its frame stays there; set it false for a view that constraints place.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            UIView.invalidateLayoutEngine(containing: self)
        }
    }

    /// The constraints installed on this view (by activation or `addConstraint(_:)`).
    public var constraints: [NSLayoutConstraint] { layoutState?.constraints ?? [] }

    /// Installs `constraint` on this view (prefer `isActive` or `NSLayoutConstraint.activate`).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let holder = constraint.holder, holder !== self { holder.uninstall(constraint) }
        install(constraint)
    }

    /// Installs each constraint on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { addConstraint(c) } }

    /// Removes `constraint` from this view (deactivating it).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { uninstall(constraint) }
    }

    /// Removes each constraint from this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraint(c) } }

    func install(_ constraint: NSLayoutConstraint) {
        guard constraint.holder == nil else { return }
        autoLayout.constraints.append(constraint)
        constraint.holder = self
        let root = layoutRoot
        if let engine = root.layoutState?.engine, engine.isValid {
            engine.add(constraint)
            engine.solutionChanged = true
        }
        root.markNeedsLayout()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self else { return }
        layoutState?.constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        if let engine = constraint.engine, engine.generation == constraint.engineGeneration {
            engine.remove(constraint)
        }
        constraint.binding = nil
        constraint.engine = nil
        layoutRoot.markNeedsLayout()
    }

    // MARK: Content priorities

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultLow }
        return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
    }

    /// Sets the content hugging priority on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.hugging.horizontal = priority } else { autoLayout.hugging.vertical = priority }
        intrinsicConstraintsDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultHigh }
        return axis == .horizontal ? state.compression.horizontal : state.compression.vertical
    }

    /// Sets the content compression resistance priority on `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.compression.horizontal = priority } else { autoLayout.compression.vertical = priority }
        intrinsicConstraintsDidChange()
    }

    // MARK: Guides

    /// The layout guides added to this view.
    public var layoutGuides: [UILayoutGuide] { layoutState?.guides ?? [] }

    /// Adds a layout guide to this view (moving it from any other view).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.kind == .plain else { return }
        guide.owningView?.removeLayoutGuide(guide)
        autoLayout.guides.append(guide)
        guide.owningView = self
    }

    /// Removes a layout guide, deactivating its constraints.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self, guide.kind == .plain else { return }
        deactivateConstraints { $0 === guide }
        layoutState?.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The rectangle inside the layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutState?.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owner: self)
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The part of the view inside the window's safe area.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutState?.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owner: self)
        autoLayout.safeAreaGuide = guide
        return guide
    }

    var layoutMarginsValue: UIEdgeInsets { layoutState?.margins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }

    func setLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins.top.isFinite, margins.left.isFinite, margins.bottom.isFinite, margins.right.isFinite else {
            LayoutDiagnostics.note("layoutMargins \(margins) of \(describe) are not finite: refused")
            return
        }
        guard margins != layoutMarginsValue else { return }
        autoLayout.margins = margins
        UIView.invalidateLayoutEngine(containing: self)
        setNeedsLayout()
        layoutMarginsDidChange()
    }

    // MARK: Updating constraints

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        UIView.pendingConstraintUpdates.append(Weak(self))
        markNeedsLayout()
    }

    /// True while `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    /// Runs the pending `updateConstraints()` calls now.
    public func updateConstraintsIfNeeded() { UIView.runPendingConstraintUpdates() }
}

extension UIWindow {
    /// PointerKit extension: the safe area of the screen the window shows on, which becomes
    /// the window's `safeAreaInsets` and, clipped to each view, every view's. Zero by default:
    /// PointerKit draws into a plain rectangle with no status bar or rounded corners; set it
    /// to try a layout against an iPad's (24 pt at the top and 20 pt at the bottom, for example).
    public var screenSafeAreaInsets: UIEdgeInsets {
        get { layoutState?.screenSafeAreaInsets ?? .zero }
        set {
            guard newValue != screenSafeAreaInsets else { return }
            autoLayout.screenSafeAreaInsets = newValue
            UIView.safeAreaChanged(under: self)
        }
    }
}
