import Foundation
import PointerLayout

// The layout cycle, as UIKit runs it: `setNeedsLayout()` marks a view and the path above it;
// before a window draws a frame or routes pointer input it lays out what is marked, top down
// (one flag check when nothing is). A view's bounds size changing marks it. The default
// `layoutSubviews()` sets constrained subviews' frames from the window's layout engine, which
// is (re)solved at the start of the pass and marks the superviews whose subviews it moves.

extension UIView {
    /// The topmost ancestor: the window, or the root of a hierarchy not in one.
    var layoutRoot: UIView {
        var view = self
        while let s = view.storedSuperview { view = s }
        return view
    }

    func markNeedsLayout() {
        storage.needsLayout = true
        var view = self
        while let s = view.storedSuperview, !s.storage.subtreeNeedsLayout {
            s.storage.subtreeNeedsLayout = true
            view = s
        }
    }

    /// True when this view or one below it waits for `layoutSubviews()`.
    var hasPendingLayout: Bool { storage.needsLayout || storage.subtreeNeedsLayout }

    /// Drops the engine of the hierarchy holding `view`; the next layout solves it anew.
    static func invalidateLayoutEngine(containing view: UIView?) {
        guard let view else { return }
        let root = view.layoutRoot
        root.layoutState?.engine?.invalidate()
        root.markNeedsLayout()
    }

    /// The engine of this view's hierarchy, solved and up to date (nil before any view in
    /// the program used Auto Layout).
    func solvedLayoutEngine() -> LayoutEngine? {
        guard UIView.autoLayoutInUse else { return nil }
        let root = layoutRoot
        let engine: LayoutEngine
        if let existing = root.layoutState?.engine { engine = existing } else {
            engine = LayoutEngine(root: root)
            root.autoLayout.engine = engine
        }
        if !engine.isValid { engine.rebuild() }
        return engine
    }

    /// Lays out what is pending, again while a pass leaves more to do: a pass can change the
    /// constraints (a collection view makes cells, a stack view arranges new views), and
    /// frames must have settled before a frame is drawn or input routed. At most 8 passes
    /// (noted when that is not enough).
    func layoutPendingViews() {
        for _ in 0..<8 {
            UIView.runPendingConstraintUpdates()
            solvedLayoutEngine()?.markChangedFrames()
            var top = self
            while let s = top.storedSuperview, s.storage.needsLayout { top = s }
            top.layoutSubtree()
            let root = layoutRoot
            let engineSettled = root.layoutState?.engine.map { $0.isValid && !$0.solutionChanged } ?? true
            if engineSettled && !root.hasPendingLayout && UIView.pendingConstraintUpdates.isEmpty { return }
        }
        LayoutDiagnostics.note("layout of \(describe) did not settle in 8 passes")
    }

    /// Lays out this view if marked, then its marked descendants, top down. A
    /// `layoutSubviews()` that keeps marking itself is stopped after 16 rounds (noted).
    func layoutSubtree() {
        var rounds = 0
        while hasPendingLayout {
            rounds += 1
            guard rounds <= 16 else {
                LayoutDiagnostics.note("layoutSubviews of \(describe) keeps asking for layout: stopped after 16 rounds")
                storage.needsLayout = false
                storage.subtreeNeedsLayout = false
                return
            }
            if storage.needsLayout {
                storage.needsLayout = false
                let controller = owningViewController
                controller?.viewWillLayoutSubviews()
                layoutSubviews()
                controller?.viewDidLayoutSubviews()
            }
            if storage.subtreeNeedsLayout {
                storage.subtreeNeedsLayout = false
                for child in storedSubviews where child.hasPendingLayout { child.layoutSubtree() }
            }
        }
    }

    /// The default `layoutSubviews()`: constrained subviews take their solved frames.
    func applyConstraintFramesToSubviews() {
        guard UIView.autoLayoutInUse, let engine = solvedLayoutEngine() else { return }
        for child in storedSubviews {
            guard let item = child.layoutState?.engineItem, !child.translatesAutoresizingMaskIntoConstraints else { continue }
            engine.apply(item, to: child)
        }
        (self as? UIScrollView)?.applyContentLayoutGuide(engine)
    }

    // MARK: Hooks from UIView's geometry, hierarchy and flags (UIView+Geometry.swift,
    // UIView+Hierarchy.swift, UIView+HitTesting.swift)

    func sizeDidChange() { setNeedsLayout() }

    func frameDidChangeForLayout() {
        guard let item = layoutState?.engineItem, translatesAutoresizingMaskIntoConstraints || storedSuperview == nil else { return }
        let root = layoutRoot
        guard let engine = root.layoutState?.engine, engine.isValid else { return }
        engine.frameDidChange(item, self)
        root.markNeedsLayout()
    }

    func intrinsicContentSizeDidChange() {
        guard UIView.autoLayoutInUse else { return }
        (storedSuperview as? UIStackView)?.arrangedSubviewDidChange(self, intrinsicSize: true)
        guard let item = layoutState?.engineItem else { return }
        let root = layoutRoot
        guard let engine = root.layoutState?.engine, engine.isValid else { return }
        if !engine.intrinsicSizeDidChange(item, self) { engine.invalidate() }
        root.markNeedsLayout()
    }

    func intrinsicConstraintsDidChange() {
        if layoutState?.engineItem != nil { UIView.invalidateLayoutEngine(containing: self) }
        (storedSuperview as? UIStackView)?.arrangedSubviewDidChange(self, intrinsicSize: true)
    }

    func hiddenDidChangeForLayout() {
        guard UIView.autoLayoutInUse else { return }
        (storedSuperview as? UIStackView)?.arrangedSubviewDidChange(self, intrinsicSize: false)
    }

    /// True when this view or one below it took part in Auto Layout.
    var subtreeUsesAutoLayout: Bool {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.layoutState != nil { return true }
            stack.append(contentsOf: view.storedSubviews)
        }
        return false
    }

    func didJoinSuperviewForLayout() {
        storedSuperview?.setNeedsLayout()
        setNeedsLayout()
        guard UIView.autoLayoutInUse, subtreeUsesAutoLayout else { return }
        layoutState?.engine?.invalidate()
        layoutState?.engine = nil
        UIView.invalidateLayoutEngine(containing: self)
    }

    /// Before leaving the superview: constraints held above that relate this subtree to
    /// views outside it are deactivated, as UIKit does; the engine is solved anew.
    func willLeaveSuperviewForLayout() {
        guard UIView.autoLayoutInUse, subtreeUsesAutoLayout, let parent = storedSuperview else { return }
        var ancestor: UIView? = parent
        while let holder = ancestor {
            holder.deactivateConstraints { item in UIView.layoutView(of: item)?.isDescendant(of: self) ?? false }
            ancestor = holder.storedSuperview
        }
        UIView.invalidateLayoutEngine(containing: parent)
        storage.subtreeNeedsLayout = true
        storage.needsLayout = true
    }

    /// Deactivates the constraints installed here that involve an item matching `test`.
    func deactivateConstraints(involving test: (AnyObject) -> Bool) {
        for c in layoutState?.constraints ?? [] {
            if c.firstItem.map(test) ?? false || c.secondItem.map(test) ?? false { uninstall(c) }
        }
    }

    /// The view an item lays out in: the view itself, or a guide's owning view.
    static func layoutView(of item: AnyObject) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    func closestCommonAncestor(with other: UIView) -> UIView? {
        var view: UIView? = self
        while let candidate = view {
            if other.isDescendant(of: candidate) { return candidate }
            view = candidate.storedSuperview
        }
        return nil
    }

    /// A plain guide's solved frame in its owning view's coordinates.
    func solvedFrame(of guide: UILayoutGuide) -> CGRect? {
        guard let engine = solvedLayoutEngine(), let item = engine.items[ObjectIdentifier(guide)],
              let owner = engine.items[ObjectIdentifier(self)] else { return nil }
        return engine.solvedFrame(item, relativeTo: owner)
    }

    /// `systemLayoutSizeFitting`: this view's subtree solved on its own, its size free and
    /// pulled towards `target` with the given priorities.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let engine = LayoutEngine(root: self, fitting: true)
        engine.rebuild()
        guard let item = engine.item(self) else { return bounds.size }
        let w = target.width.isFinite ? min(max(target.width, 0), 1e7) : 1e7
        let h = target.height.isFinite ? min(max(target.height, 0), 1e7) : 1e7
        _ = try? engine.solver.add(LinearExpression(item.w) - Double(w), .equal, LayoutStrength(horizontal.strength))
        _ = try? engine.solver.add(LinearExpression(item.h) - Double(h), .equal, LayoutStrength(vertical.strength))
        return CGSize(width: LayoutEngine.clean(engine.solver.value(of: item.w)), height: LayoutEngine.clean(engine.solver.value(of: item.h)))
    }

    // MARK: Constraint updates

    static var pendingConstraintUpdates: [Weak<UIView>] = []

    static func runPendingConstraintUpdates() {
        var rounds = 0
        while !pendingConstraintUpdates.isEmpty, rounds < 8 {
            rounds += 1
            let list = pendingConstraintUpdates
            pendingConstraintUpdates = []
            for entry in list {
                guard let view = entry.value, view.layoutState?.needsUpdateConstraints == true else { continue }
                view.layoutState?.needsUpdateConstraints = false
                if let controller = view.owningViewController { controller.updateViewConstraints() } else { view.updateConstraints() }
            }
        }
    }
}

extension UIWindow {
    /// Lays out pending views: before a frame is drawn and before pointer input is routed,
    /// so hit testing sees laid-out frames. One flag check when nothing is pending.
    @inline(__always)
    func layoutIfPending() {
        if storage.needsLayout || storage.subtreeNeedsLayout { layoutPendingViews() }
    }
}
