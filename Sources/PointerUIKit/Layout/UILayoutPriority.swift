import Foundation

/// How much a constraint matters, from 1 to 1000 (required), as UIKit's `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
                                ExpressibleByIntegerLiteral {
    /// The priority.
    public var rawValue: Float
    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from a literal such as `999`.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// Creates a priority from a literal such as `999`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a drag that resizes a scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the priority at which a window's scene size holds.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize its scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` uses to pull a view towards the target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by value.
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// The priority raised by `b` (`.defaultHigh + 1`).
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    /// The priority lowered by `b` (`.required - 1`).
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }

    /// The solver's strength: clamped to 1…1000; NaN counts as 1 (see `LayoutDiagnostics`).
    var strength: Double { rawValue.isNaN ? 1 : Double(min(max(rawValue, 1), 1000)) }
}

/// Insets whose horizontal edges follow the reading direction, as UIKit's
/// `NSDirectionalEdgeInsets` (PointerKit lays out left to right: leading is left).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat
    /// Creates insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// No inset.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension NSLayoutConstraint {
    /// The part of an item's layout a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// True for the horizontal attributes.
        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                 .leadingMargin, .trailingMargin, .centerXWithinMargins: return true
            default: return false
            }
        }
    }

    /// How the first attribute relates to the second.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// A layout direction.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}

/// Auto Layout's diagnostics: broken (unsatisfiable) constraints, refused constants, and
/// constraints that could not be activated, most recent last, at most 64.
@MainActor
enum LayoutDiagnostics {
    static var entries: [String] = []
    static func note(_ text: String) {
        if entries.count >= 64 { entries.removeFirst() }
        entries.append(text)
    }
}

extension UIApplication {
    /// PointerKit extension: what Auto Layout reported, most recent last, at most 64. UIKit
    /// logs "Unable to simultaneously satisfy constraints" to the console and breaks one
    /// constraint; PointerKit breaks the constraint being added (it stays active, and holds
    /// again once the conflict goes away at the next full solve) and records the message here.
    public var layoutDiagnostics: [String] { LayoutDiagnostics.entries }
}
