import Foundation
import PointerLayout

/// A relation between two layout items (views or layout guides) that Auto Layout satisfies:
/// `first.attribute = multiplier × second.attribute + constant` (or ≤, ≥), as UIKit's.
///
/// Solved by PointerKit's Cassowary solver (module PointerLayout); changing `constant`
/// re-solves incrementally. Items are held weakly, as UIKit's.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item.
    open private(set) weak var firstItem: AnyObject?
    /// The second item, nil for a constant width or height.
    open private(set) weak var secondItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// How the first attribute relates to the second.
    public let relation: Relation
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// A name for debugging output.
    open var identifier: String?
    /// UIKit's archiving flag; kept, unused.
    open var shouldBeArchived = false

    /// The view holding the constraint while it is active.
    weak var holder: UIView?
    /// Where the solver holds it: the engine, its generation then, and the solver's id.
    weak var engine: LayoutEngine?
    var engineGeneration = -1
    var binding: LayoutConstraintID?

    /// Creates a constraint: `item.attr1 relation multiplier × toItem.attr2 + c`.
    /// A NaN or infinite multiplier or constant is replaced by 1 or 0 and noted in
    /// `UIApplication.layoutDiagnostics` (UIKit raises an exception).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    init(first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
         multiplier: CGFloat, constant c: CGFloat) {
        firstItem = first
        secondItem = second
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier.isFinite ? multiplier : 1
        storedConstant = c.isFinite ? c : 0
        super.init()
        if !multiplier.isFinite || !c.isFinite {
            LayoutDiagnostics.note("NSLayoutConstraint multiplier \(multiplier) or constant \(c) is not finite: replaced by 1 or 0")
        }
    }

    private var storedConstant: CGFloat
    private var storedPriority = UILayoutPriority.required

    /// The constant added to the second attribute. Changing it re-solves the constraints
    /// incrementally and lays out again. NaN or infinity is refused (the old value stays)
    /// with a note in `UIApplication.layoutDiagnostics`.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                LayoutDiagnostics.note("constant \(newValue) of \(layoutDescription) is not finite: refused")
                return
            }
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            constantDidChange()
        }
    }

    /// The priority (default required). Changing it solves the constraints again.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            storedPriority = newValue
            if holder != nil { UIView.invalidateLayoutEngine(containing: holder) }
        }
    }

    /// True while the constraint takes part in layout. Setting it true installs it in the
    /// closest common ancestor of its items (refused, with a note in
    /// `UIApplication.layoutDiagnostics`, when they have none: UIKit raises an exception).
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { activate() } else { holder?.uninstall(self) }
        }
    }

    /// Activates every constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's anchor for the first attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }

    /// The second item's anchor, nil without a second item.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// A readable form, such as `<NSLayoutConstraint 'name' UIView.width == 100 @1000>`
    /// (on the main thread; elsewhere only the attributes, which never change).
    open override nonisolated var description: String {
        guard Thread.isMainThread else {
            return "<NSLayoutConstraint \(firstAttribute) \(relation) \(secondAttribute) ×\(multiplier)>"
        }
        return MainActor.assumeIsolated { layoutDescription }
    }

    var layoutDescription: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "nil" }
            if let view = item as? UIView, let id = view.accessibilityIdentifier { return id }
            return String(describing: type(of: item))
        }
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var rhs = secondItem == nil ? "" : "\(name(secondItem)).\(secondAttribute)"
        if multiplier != 1, secondItem != nil { rhs += "*\(multiplier)" }
        if constant != 0 || secondItem == nil { rhs += rhs.isEmpty ? "\(constant)" : " + \(constant)" }
        let id = identifier.map { " '\($0)'" } ?? ""
        return "<NSLayoutConstraint\(id) \(name(firstItem)).\(firstAttribute) \(op) \(rhs) @\(priority.rawValue)>"
    }

    // MARK: Installation

    private func activate() {
        guard holder == nil else { return }
        guard let first = firstItem.flatMap(UIView.layoutView(of:)) else {
            LayoutDiagnostics.note("\(layoutDescription) has no first item: not activated")
            return
        }
        var ancestor: UIView? = first
        if let secondItem {
            guard let second = UIView.layoutView(of: secondItem) else {
                LayoutDiagnostics.note("\(layoutDescription): its second item is not a view or an owned layout guide: not activated")
                return
            }
            ancestor = first.closestCommonAncestor(with: second)
        }
        guard let ancestor else {
            LayoutDiagnostics.note("Unable to activate \(layoutDescription): its items have no common ancestor")
            return
        }
        _ = first.autoLayout
        if let secondItem { _ = UIView.layoutView(of: secondItem)?.autoLayout }
        ancestor.install(self)
    }

    private func constantDidChange() {
        guard let holder else { return }
        guard let engine, engine.generation == engineGeneration, let binding else {
            // Not in a solved engine now: the next full solve reads the new constant (a
            // broken constraint gets its chance there too).
            UIView.invalidateLayoutEngine(containing: holder)
            return
        }
        engine.setConstant(of: self, binding)
    }
}
