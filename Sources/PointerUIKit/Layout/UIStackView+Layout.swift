import Foundation
import PointerLayout

// The stack view's arrangement as solver constraints (UIKit's "UISV-" constraints):
// - along the axis, the first view starts at the stack view's start, the last ends at its end,
//   and each gap is the spacing (at least the spacing, for equalSpacing and equalCentering);
// - fillEqually makes lengths equal, fillProportionally proportional to intrinsic lengths
//   (priority 999), equalSpacing makes gaps equal (999), equalCentering makes centre
//   distances equal (749: below compression resistance, so views keep their sizes when
//   they do not fit, as UIKit documents);
// - across, each alignment pins the edges it names and keeps views inside the stack view;
//   for alignments other than fill the stack view hugs its largest view (priority 49, below
//   fittingSizeLevel).
//
// PointerKit's choice where UIKit leaves it to "index order": with `.fill`, when arranged
// views hug (or resist compression) equally, the last one grows (or shrinks) first: along the
// axis, each view's hugging and compression resistance weigh a hair (under 0.001 of a
// priority step) more the earlier it comes (`ViewLayoutState.tieBreak`).

extension UIStackView {
    private struct Sides {
        let start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute
        let length: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute
    }

    func addArrangementConstraints(to engine: LayoutEngine) {
        let views = arrangedSubviews.filter { !$0.isHidden && $0.storedSuperview === self }
        guard !views.isEmpty, let stack = engine.item(self) else { return }
        let items = views.compactMap { engine.item($0) }
        guard items.count == views.count else { return }
        let horizontal = axis == .horizontal
        let along = horizontal ? Sides(start: .leading, end: .trailing, length: .width, center: .centerX)
                               : Sides(start: .top, end: .bottom, length: .height, center: .centerY)
        let across = horizontal ? Sides(start: .top, end: .bottom, length: .height, center: .centerY)
                                : Sides(start: .leading, end: .trailing, length: .width, center: .centerX)
        let m = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        func e(_ item: LayoutEngine.Item, _ a: NSLayoutConstraint.Attribute) -> LinearExpression { engine.expression(item, a)! }
        func add(_ x: LinearExpression, _ r: LayoutRelation, _ priority: Double = 1000) {
            do { try engine.solver.add(x, r, LayoutStrength(priority)) } catch {
                LayoutDiagnostics.note("Unable to simultaneously satisfy constraints. Will attempt to recover by breaking a constraint of \(describe)'s arrangement")
            }
        }
        let startInset = Double(horizontal ? m.left : m.top), endInset = Double(horizontal ? m.right : m.bottom)
        let crossStartInset = Double(horizontal ? m.top : m.left), crossEndInset = Double(horizontal ? m.bottom : m.right)
        let stackStart = e(stack, along.start) + startInset, stackEnd = e(stack, along.end) - endInset
        let crossStart = e(stack, across.start) + crossStartInset, crossEnd = e(stack, across.end) - crossEndInset

        // Along the axis.
        add(e(items[0], along.start) - stackStart, .equal)
        add(e(items[items.count - 1], along.end) - stackEnd, .equal)
        for i in 1..<max(items.count, 1) {
            let gap = e(items[i], along.start) - e(items[i - 1], along.end)
            let spacing = Double(self.gap(after: views[i - 1]))
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(gap - spacing, .equal)
            case .equalSpacing:
                add(gap - spacing, .greaterThanOrEqual)
                if i > 1 { add(gap - (e(items[1], along.start) - e(items[0], along.end)), .equal, 999) }
            case .equalCentering:
                add(gap - spacing, .greaterThanOrEqual)
                if i > 1 {
                    let d = e(items[i], along.center) - e(items[i - 1], along.center)
                    add(d - (e(items[1], along.center) - e(items[0], along.center)), .equal, 749)
                }
            }
            if distribution == .fillEqually { add(e(items[i], along.length) - e(items[0], along.length), .equal) }
        }
        if distribution == .fillProportionally { addProportions(views, items, along.length, engine) }

        // Across.
        for (view, item) in zip(views, items) {
            let start = e(item, across.start) - crossStart, end = e(item, across.end) - crossEnd
            var alignment = self.alignment
            if !horizontal, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .leading }
            switch alignment {
            case .fill:
                add(start, .equal); add(end, .equal)
            case .leading:
                add(start, .equal); add(end, .lessThanOrEqual); add(end, .equal, 49)
            case .trailing:
                add(end, .equal); add(start, .greaterThanOrEqual); add(start, .equal, 49)
            case .center:
                let centre = e(item, across.center) - (crossStart + crossEnd) * 0.5
                add(centre, .equal); add(start, .greaterThanOrEqual); add(start, .equal, 49)
            case .firstBaseline, .lastBaseline:
                let attribute: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== views[0] { add(e(item, attribute) - e(items[0], attribute), .equal) }
                add(start, .greaterThanOrEqual); add(end, .lessThanOrEqual)
                add(start, .equal, 49); add(end, .equal, 49)
            }
        }
    }

    private func addProportions(_ views: [UIView], _ items: [LayoutEngine.Item], _ length: NSLayoutConstraint.Attribute,
                                _ engine: LayoutEngine) {
        let lengths = views.map { axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
        guard let reference = lengths.firstIndex(where: { $0 > 0 && $0.isFinite }) else { return }
        for i in items.indices where i != reference && lengths[i] >= 0 && lengths[i].isFinite {
            let x = engine.expression(items[i], length)! * Double(lengths[reference])
                - engine.expression(items[reference], length)! * Double(lengths[i])
            _ = try? engine.solver.add(x, .equal, LayoutStrength(999))
        }
    }
}
