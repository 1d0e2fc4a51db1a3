// PointerLayout: a Cassowary linear constraint solver (Badros, Borning & Stuckey 2001), the
// engine under PointerUIKit's Auto Layout. Platform-free: it imports nothing.

/// An unknown of a `LayoutSolver`: made by `LayoutSolver.makeVariable()`, read with
/// `LayoutSolver.value(of:)`.
public struct LayoutVariable: Hashable, Sendable {
    /// The solver's number for the variable.
    public let id: Int
}

/// One `coefficient · variable` term of a linear expression.
public struct LayoutTerm: Sendable {
    /// The variable.
    public var variable: LayoutVariable
    /// Its coefficient.
    public var coefficient: Double
    /// Creates a term.
    public init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `constant + Σ coefficient · variable`.
public struct LinearExpression: Sendable {
    /// The terms (a variable may appear more than once; its coefficients add up).
    public var terms: [LayoutTerm]
    /// The constant.
    public var constant: Double

    /// Creates an expression.
    public init(_ terms: [LayoutTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `variable`.
    public init(_ variable: LayoutVariable) { self.init([LayoutTerm(variable)]) }

    /// True when every coefficient and the constant are finite.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// The sum.
    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }

    /// The difference.
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        a + b * -1
    }

    /// The expression scaled by `k`.
    public static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms.map { LayoutTerm($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }

    /// The expression plus a constant.
    public static func + (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms, constant: a.constant + k)
    }

    /// The expression minus a constant.
    public static func - (a: LinearExpression, k: Double) -> LinearExpression { a + -k }
}

/// How an expression relates to zero in a constraint.
public enum LayoutRelation: Sendable {
    /// expression ≤ 0.
    case lessThanOrEqual
    /// expression = 0.
    case equal
    /// expression ≥ 0.
    case greaterThanOrEqual
}

/// How much a constraint matters: a priority from 1 to 1000 as UIKit's, 1000 being required.
///
/// Cassowary weighs the errors of non-required constraints in its objective. The weight of
/// priority p is 10^(p/125): ten steps of priority weigh about 20% more, 125 steps ten times
/// more (250 → 100, 750 → 10⁶, 999 → 10⁸). A conflict between two constraints always goes
/// to the higher priority; only when one constraint trades against many lower ones does the
/// ratio matter. (Cassowary's symbolic, strictly lexicographic weights would need a level for
/// each of UIKit's 999 priorities; this keeps the objective a plain number, and the ratios
/// stay far inside a Double's precision.)
public struct LayoutStrength: Hashable, Comparable, Sendable {
    /// The priority, clamped to 0…1000 (NaN becomes 0, the weakest).
    public let priority: Double

    /// Creates a strength from a priority.
    public init(_ priority: Double) {
        self.priority = priority.isNaN ? 0 : min(max(priority, 0), 1000)
    }

    /// Priority 1000: must hold.
    public static let required = LayoutStrength(1000)

    /// True for priority 1000.
    public var isRequired: Bool { priority >= 1000 }

    /// The weight of this strength's errors in the objective.
    public var weight: Double {
        // 10^(p/125) without a maths library: a power by squaring for the whole steps, and a
        // linear step between them (monotonic, which is all the objective needs).
        let base = 1.018591388054117 // 10^(1/125)
        let whole = Int(priority), fraction = priority - Double(whole)
        var result = 1.0, factor = base, n = whole
        while n > 0 {
            if n & 1 == 1 { result *= factor }
            factor *= factor
            n >>= 1
        }
        return result * (1 + fraction * (base - 1))
    }

    /// Orders by priority.
    public static func < (a: LayoutStrength, b: LayoutStrength) -> Bool { a.priority < b.priority }
}

/// Why the solver refused a constraint or a change.
public enum LayoutSolverError: Error, Equatable, Sendable {
    /// A required constraint cannot hold together with the required constraints already
    /// added. The solver is unchanged.
    case unsatisfiable
    /// A coefficient or constant is NaN or infinite. The solver is unchanged.
    case nonFinite
    /// The constraint is not (or no longer) in the solver.
    case unknownConstraint
}

/// A constraint added to a `LayoutSolver`, to remove it or change its constant.
public struct LayoutConstraintID: Hashable, Sendable {
    /// The solver's number for the constraint.
    public let id: Int
}
