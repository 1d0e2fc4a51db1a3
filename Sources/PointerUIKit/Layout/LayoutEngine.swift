import Foundation
import PointerLayout

/// The Auto Layout engine of one view hierarchy (kept by its root view): the solver, and the
/// variables of each view and guide that takes part.
///
/// Each item has four variables, its frame in *content* coordinates of the root: a view's
/// origin is its superview's plus its frame origin, ignoring bounds origins, so that
/// constraints to a scroll view's edges scroll with its content, as in UIKit. A view that
/// translates its frame into constraints is pinned to its superview by four required
/// constraints whose constants follow the frame; a view that does not gets its intrinsic size
/// as hugging (≤) and compression resistance (≥) constraints. The root is pinned at the origin.
///
/// A structural change (a constraint activated on an invalid engine, a view moved, a priority)
/// drops the solver; the next layout rebuilds it from the constraints installed in the
/// hierarchy. A constant, frame or intrinsic-size change re-solves the solver in place.
@MainActor
final class LayoutEngine {
    final class Item {
        weak var object: AnyObject?
        let x: LayoutVariable, y: LayoutVariable, w: LayoutVariable, h: LayoutVariable
        /// The frame constraints (x, y, width, height) of a view translating its frame.
        var frame: [LayoutConstraintID] = []
        /// Hugging and compression constraints: width ≤, width ≥, height ≤, height ≥.
        var intrinsic: [LayoutConstraintID?] = []
        var intrinsicSize = CGSize.zero
        /// The superview's item (nil for the root and for guides).
        var parent: Item?
        var view: UIView? { object as? UIView }
        init(_ object: AnyObject, _ solver: inout LayoutSolver) {
            self.object = object
            x = solver.makeVariable(); y = solver.makeVariable(); w = solver.makeVariable(); h = solver.makeVariable()
        }
    }

    weak var root: UIView?
    var solver = LayoutSolver()
    var items: [ObjectIdentifier: Item] = [:]
    var order: [Item] = []
    /// Bumped by every invalidation: constraints compare it with the one they were added in.
    private(set) var generation = 0
    private(set) var isValid = false
    /// True after the solution changed, until the next layout pass compares frames.
    var solutionChanged = false
    /// True when a required constraint was broken since the last full solve.
    var hasBrokenConstraints = false
    /// For `systemLayoutSizeFitting`: the root's size is free, and views do not point here.
    let isFitting: Bool

    init(root: UIView, fitting: Bool = false) {
        self.root = root
        isFitting = fitting
    }

    /// Drops the solver; the next layout rebuilds it.
    func invalidate() {
        guard isValid else { return }
        isValid = false
        generation += 1
        if !isFitting { for item in order { (item.object as? UIView)?.layoutState?.engineItem = nil } }
        solver = LayoutSolver()
        hasBrokenConstraints = false
        items = [:]
        order = []
    }

    /// Solves the hierarchy's constraints from scratch.
    func rebuild() {
        invalidate()
        isValid = true
        solutionChanged = true
        guard let root else { return }
        var stack: [UIView] = [root]
        var stacks: [UIStackView] = []
        while let view = stack.popLast() {
            if let state = view.layoutState { for c in state.constraints { add(c) } }
            if let stackView = view as? UIStackView { stacks.append(stackView) }
            stack.append(contentsOf: view.storedSubviews.reversed())
        }
        for stackView in stacks { stackView.addArrangementConstraints(to: self) }
    }

    // MARK: Items

    /// The item of a view or guide, made (with its frame or intrinsic constraints, and its
    /// superview's item) on first use; nil for objects outside this hierarchy.
    func item(_ object: AnyObject) -> Item? {
        if let item = items[ObjectIdentifier(object)] { return item }
        if let view = object as? UIView { return item(for: view) }
        if let guide = object as? UILayoutGuide, let owner = guide.owningView, let ownerItem = item(owner) {
            let item = Item(guide, &solver)
            register(item)
            let insets: UIEdgeInsets
            switch guide.kind {
            case .plain: return item
            case .scrollContent, .scrollFrame: return scrollGuide(item, guide.kind, ownerItem, owner)
            case .margins: insets = owner.layoutMargins
            case .safeArea: insets = owner.safeAreaInsets
            }
            require(item.x, ownerItem.x, insets.left)
            require(item.y, ownerItem.y, insets.top)
            requireSum(item.w, ownerItem.w, -insets.left - insets.right)
            requireSum(item.h, ownerItem.h, -insets.top - insets.bottom)
            return item
        }
        return nil
    }

    private func item(for view: UIView) -> Item? {
        guard let root else { return nil }
        var parent: Item?
        if view !== root {
            guard let superview = view.storedSuperview, let p = item(superview) else { return nil }
            parent = p
        }
        let item = Item(view, &solver)
        item.parent = parent
        register(item)
        if !isFitting { view.autoLayout.engineItem = item }
        if let parent {
            if view.translatesAutoresizingMaskIntoConstraints {
                let f = Self.untransformedFrame(view)
                item.frame = [require(item.x, parent.x, f.minX), require(item.y, parent.y, f.minY),
                              require(item.w, nil, f.width), require(item.h, nil, f.height)].compactMap { $0 }
            } else {
                addIntrinsic(item, view)
            }
        } else {
            _ = require(item.x, nil, 0)
            _ = require(item.y, nil, 0)
            if view.translatesAutoresizingMaskIntoConstraints && !isFitting {
                item.frame = [require(item.w, nil, view.bounds.width), require(item.h, nil, view.bounds.height)].compactMap { $0 }
            } else {
                addIntrinsic(item, view)
            }
        }
        return item
    }

    private func register(_ item: Item) {
        items[ObjectIdentifier(item.object!)] = item
        order.append(item)
    }

    /// The frame a view's constraints translate: centre and bounds size, so a transform does
    /// not leak into layout (UIKit's frame is undefined under a transform).
    static func untransformedFrame(_ view: UIView) -> CGRect {
        let size = view.bounds.size, c = view.center
        return CGRect(x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height)
    }

    /// `a == b + c` (or `a == c` without b), required.
    @discardableResult
    func require(_ a: LayoutVariable, _ b: LayoutVariable?, _ c: CGFloat) -> LayoutConstraintID? {
        var e = LinearExpression(a) - Double(c)
        if let b { e = e - LinearExpression(b) }
        return try? solver.add(e, .equal)
    }

    private func requireSum(_ a: LayoutVariable, _ b: LayoutVariable, _ c: CGFloat) {
        _ = try? solver.add(LinearExpression(a) - LinearExpression(b) - Double(c), .equal)
    }

    private func addIntrinsic(_ item: Item, _ view: UIView) {
        let size = view.intrinsicContentSize
        item.intrinsicSize = size
        let state = view.layoutState
        let hug = state?.hugging ?? (.defaultLow, .defaultLow), resist = state?.compression ?? (.defaultHigh, .defaultHigh)
        let bump = state?.tieBreak ?? (horizontal: 0, vertical: 0)
        func pair(_ v: LayoutVariable, _ value: CGFloat, _ hugging: UILayoutPriority, _ compression: UILayoutPriority,
                  _ bump: Double) -> [LayoutConstraintID?] {
            guard value >= 0, value.isFinite else { return [nil, nil] }
            let e = LinearExpression(v) - Double(value)
            if hugging < .required && compression < .required {
                // One row: growing weighs the hugging priority, shrinking the compression one.
                return [try? solver.addPreference(e, above: LayoutStrength(hugging.strength + bump),
                                                  below: LayoutStrength(compression.strength + bump)), nil]
            }
            return [try? solver.add(e, .lessThanOrEqual, LayoutStrength(hugging.strength + bump)),
                    try? solver.add(e, .greaterThanOrEqual, LayoutStrength(compression.strength + bump))]
        }
        item.intrinsic = pair(item.w, size.width, hug.horizontal, resist.horizontal, bump.horizontal)
            + pair(item.h, size.height, hug.vertical, resist.vertical, bump.vertical)
    }

    // MARK: Changes in place

    /// The frame of a view translating it changed: new constants (no rebuild).
    func frameDidChange(_ item: Item, _ view: UIView) {
        guard !item.frame.isEmpty else { return }
        let f = Self.untransformedFrame(view)
        let values = item.parent == nil ? [view.bounds.width, view.bounds.height] : [f.minX, f.minY, f.width, f.height]
        for (id, value) in zip(item.frame, values) where (try? solver.setConstant(id, -Double(value))) == nil {
            if solver.constant(of: id) != -Double(value) {
                LayoutDiagnostics.note("Unable to simultaneously satisfy constraints: the frame of \(view.describe) conflicts with its constraints; the frame is not followed")
            }
        }
        solutionChanged = true
    }

    /// The intrinsic size changed: new constants when both sizes have the same axes;
    /// false when the engine must be rebuilt.
    func intrinsicSizeDidChange(_ item: Item, _ view: UIView) -> Bool {
        let size = view.intrinsicContentSize, old = item.intrinsicSize
        func has(_ v: CGFloat) -> Bool { v >= 0 && v.isFinite }
        guard has(size.width) == has(old.width), has(size.height) == has(old.height), item.intrinsic.count == 4 else { return false }
        item.intrinsicSize = size
        for (i, value) in [size.width, size.width, size.height, size.height].enumerated() {
            guard let id = item.intrinsic[i] else { continue }
            try? solver.setConstant(id, -Double(value))
        }
        solutionChanged = true
        return true
    }
}
