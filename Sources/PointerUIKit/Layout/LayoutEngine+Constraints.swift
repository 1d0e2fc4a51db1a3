import Foundation
import PointerLayout

extension LayoutEngine {
    /// The solver's expression for one attribute of an item.
    func expression(_ item: Item, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        let x = LinearExpression(item.x), y = LinearExpression(item.y)
        let w = LinearExpression(item.w), h = LinearExpression(item.h)
        let m = (item.object as? UIView)?.layoutMargins ?? .zero
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + w
        case .top: return y
        case .bottom: return y + h
        case .width: return w
        case .height: return h
        case .centerX: return x + w * 0.5
        case .centerY: return y + h * 0.5
        case .firstBaseline:
            guard let view = (item.object as? UIView)?.forFirstBaselineLayout, let offset = view.firstBaselineOffsetFromTop else { return y + h }
            return y + Double(offset)
        case .lastBaseline:
            let offset = (item.object as? UIView)?.forLastBaselineLayout.lastBaselineOffsetFromBottom ?? 0
            return y + h - Double(offset)
        case .leftMargin, .leadingMargin: return x + Double(m.left)
        case .rightMargin, .trailingMargin: return x + w - Double(m.right)
        case .topMargin: return y + Double(m.top)
        case .bottomMargin: return y + h - Double(m.bottom)
        case .centerXWithinMargins: return x + w * 0.5 + Double(m.left - m.right) / 2
        case .centerYWithinMargins: return y + h * 0.5 + Double(m.top - m.bottom) / 2
        case .notAnAttribute: return nil
        }
    }

    static func relation(_ r: NSLayoutConstraint.Relation) -> LayoutRelation {
        switch r {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// Widths and heights may be related to each other (an aspect ratio), as in UIKit;
    /// positions only along one axis.
    static func isDimension(_ a: NSLayoutConstraint.Attribute) -> Bool { a == .width || a == .height }

    /// `first − multiplier × second − constant`, or nil for a constraint that cannot be
    /// expressed (an item outside this hierarchy, or attributes of different axes). Positions
    /// are the engine's root coordinates; with a multiplier other than 1 a position constraint
    /// is taken in its items' nearest common ancestor's coordinates, as UIKit takes it
    /// (`centerX = 1.25 × superview.centerX` is 1.25 × half the superview's width, in it).
    func expression(of c: NSLayoutConstraint) -> LinearExpression? {
        guard let firstObject = c.firstItem, let first = item(firstObject),
              let lhs = expression(first, c.firstAttribute) else { return nil }
        guard let secondObject = c.secondItem else { return lhs - Double(c.constant) }
        guard let second = item(secondObject), let rhs = expression(second, c.secondAttribute),
              c.firstAttribute.isHorizontal == c.secondAttribute.isHorizontal
                || (Self.isDimension(c.firstAttribute) && Self.isDimension(c.secondAttribute)) else { return nil }
        let m = Double(c.multiplier)
        var e = lhs - rhs * m - Double(c.constant)
        // a − o = m (b − o) + k, with o the common ancestor's origin: a − m b − (1 − m) o = k.
        if m != 1, !Self.isDimension(c.firstAttribute), let origin = ancestorOrigin(first, second, horizontal: c.firstAttribute.isHorizontal) {
            e = e - origin * (1 - m)
        }
        return e
    }

    /// The origin, in root coordinates, of the coordinate system of the nearest view holding
    /// both items (a guide counts as its owning view); nil when they share none.
    private func ancestorOrigin(_ a: Item, _ b: Item, horizontal: Bool) -> LinearExpression? {
        func viewItem(_ item: Item) -> Item? {
            if item.view != nil { return item }
            guard let owner = (item.object as? UILayoutGuide)?.owningView else { return nil }
            return self.item(owner)
        }
        guard let start = viewItem(a), let other = viewItem(b) else { return nil }
        var chain = Set<ObjectIdentifier>()
        var next: Item? = start
        while let item = next { chain.insert(ObjectIdentifier(item)); next = item.parent }
        next = other
        while let item = next, !chain.contains(ObjectIdentifier(item)) { next = item.parent }
        guard let ancestor = next, let view = ancestor.view else { return nil }
        let bounds = view.bounds.origin
        return horizontal ? LinearExpression(ancestor.x) - Double(bounds.x) : LinearExpression(ancestor.y) - Double(bounds.y)
    }

    /// Adds an installed constraint to the solver; a conflicting required one is broken
    /// (noted in `UIApplication.layoutDiagnostics`, as UIKit logs it).
    func add(_ c: NSLayoutConstraint) {
        guard let e = expression(of: c) else {
            LayoutDiagnostics.note("\(c.layoutDescription) relates items outside one hierarchy, or mixes axes: ignored")
            return
        }
        do {
            let binding = try solver.add(e, Self.relation(c.relation), LayoutStrength(c.priority.strength))
            guard !isFitting else { return }
            c.binding = binding
            c.engine = self
            c.engineGeneration = generation
        } catch {
            hasBrokenConstraints = true
            LayoutDiagnostics.note("Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint \(c.layoutDescription)")
        }
    }

    /// Takes a deactivated constraint out of the solver. While constraints are broken, the
    /// engine is solved anew instead, so that one whose conflict went away holds again.
    func remove(_ c: NSLayoutConstraint) {
        if hasBrokenConstraints { invalidate(); return }
        guard let binding = c.binding, c.engineGeneration == generation else { return }
        solver.remove(binding)
        solutionChanged = true
    }

    /// Moves a constraint's constant in the solver, re-solving in place; a required one that
    /// can no longer hold is broken (taken out, and noted), as UIKit does.
    func setConstant(of c: NSLayoutConstraint, _ binding: LayoutConstraintID) {
        guard let e = expression(of: c) else { return }
        do {
            try solver.setConstant(binding, e.constant)
        } catch {
            solver.remove(binding)
            c.binding = nil
            hasBrokenConstraints = true
            LayoutDiagnostics.note("Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint \(c.layoutDescription)")
        }
        solutionChanged = true
        root?.markNeedsLayout()
    }

    // MARK: Reading the solution

    static func clean(_ v: Double) -> CGFloat {
        // The simplex leaves rounding noise (99.99999999999999): values within 10⁻⁹ of a
        // thousandth of a point are snapped to it, so integral layouts read back exactly.
        let r = (v * 1000).rounded() / 1000
        return CGFloat(abs(r - v) < 1e-9 * max(1, abs(v)) ? r : v)
    }

    /// The solved frame of an item in its superview's coordinates (its owner's, for a guide).
    func solvedFrame(_ item: Item, relativeTo parent: Item?) -> CGRect {
        let px = parent.map { solver.value(of: $0.x) } ?? 0, py = parent.map { solver.value(of: $0.y) } ?? 0
        return CGRect(x: Self.clean(solver.value(of: item.x) - px), y: Self.clean(solver.value(of: item.y) - py),
                      width: max(Self.clean(solver.value(of: item.w)), 0), height: max(Self.clean(solver.value(of: item.h)), 0))
    }

    /// After a solve: asks for `layoutSubviews` of every superview whose constrained subviews'
    /// frames change.
    func markChangedFrames() {
        guard solutionChanged else { return }
        solutionChanged = false
        for item in order {
            guard let view = item.view, let parent = item.parent, let superview = view.storedSuperview,
                  !view.translatesAutoresizingMaskIntoConstraints else { continue }
            if solvedFrame(item, relativeTo: parent) != Self.untransformedFrame(view) { superview.markNeedsLayout() }
        }
    }

    /// Sets a constrained view's centre and size from the solution.
    func apply(_ item: Item, to view: UIView) {
        guard let parent = item.parent else { return }
        let f = solvedFrame(item, relativeTo: parent)
        if view.bounds.size != f.size { view.bounds.size = f.size }
        let center = CGPoint(x: f.midX, y: f.midY)
        if view.center != center { view.center = center }
    }
}
