/// An incremental Cassowary solver (Badros, Borning & Stuckey, "The Cassowary linear
/// arithmetic constraint solving algorithm", 2001), after the structure of the Kiwi solver.
///
/// Constraints are linear equalities and inequalities with a strength: required ones always
/// hold; the errors of the others are minimised, weighted by strength (see `LayoutStrength`).
/// The tableau is kept in solved form and optimal after every call, so adding or removing one
/// constraint costs a few pivots, not a new solve; `setConstant(_:_:)` changes a constraint's
/// constant with the dual simplex (the paper's edit-variable re-solve, applied to any
/// constraint), the cheapest change of all.
///
/// Symbols (the paper's variables) are numbered: external ones are the `LayoutVariable`s;
/// slack, error and dummy ones are made for constraints. Ties are broken by the smallest
/// number (Bland's rule), so results never depend on hashing and the simplex cannot cycle.
/// Each symbol keeps the set of rows it appears in (its column), so a pivot touches only
/// those rows.
public struct LayoutSolver: Sendable {
    enum Kind: UInt8, Sendable { case external, slack, error, dummy }

    struct Row: Sendable {
        var constant: Double
        var cells: [Int: Double] = [:]
    }

    struct Record: Sendable {
        var expression: LinearExpression
        var relation: LayoutRelation
        var strength: LayoutStrength
        /// For a preference (`addPreference`): the strength of errors below zero.
        var below: LayoutStrength?
        /// The symbol whose value a constant change shifts, and its coefficient in the row
        /// as first made.
        var marker: Int
        var markerCoefficient: Double
        /// The second error symbol of a non-required constraint, or -1.
        var other: Int
    }

    static let epsilon = 1e-8

    var kinds: [Kind] = []
    /// Basic symbol → its row: `basic = constant + Σ coefficient · symbol`.
    var rows: [Int: Row] = [:]
    /// Symbol → the basic symbols of the rows it appears in.
    var columns: [Int: Set<Int>] = [:]
    var records: [Int: Record] = [:]
    var objective = Row(constant: 0)
    /// Symbols whose objective coefficient may have turned negative since the objective was
    /// last optimal: the only candidates to enter the basis, so that `optimize` does not scan
    /// the whole objective (an error symbol for every non-required constraint) each time.
    var objectiveDirty: [Int] = []
    var artificial: Row?
    var infeasible: [Int] = []
    var nextConstraint = 0

    /// Creates an empty solver.
    public init() {}

    /// A new variable, free until constraints bind it (its value is 0 then).
    public mutating func makeVariable() -> LayoutVariable {
        LayoutVariable(id: makeSymbol(.external))
    }

    /// The variable's value in the current solution.
    public func value(of variable: LayoutVariable) -> Double {
        rows[variable.id]?.constant ?? 0
    }

    /// How many constraints the solver holds.
    public var constraintCount: Int { records.count }

    /// True while `constraint` is in the solver.
    public func contains(_ constraint: LayoutConstraintID) -> Bool { records[constraint.id] != nil }

    /// The constant of `constraint`'s expression, if it is in the solver.
    public func constant(of constraint: LayoutConstraintID) -> Double? { records[constraint.id]?.expression.constant }

    /// Adds `expression relation 0` with `strength`, and re-solves.
    ///
    /// - Throws: `.nonFinite` for a NaN or infinite coefficient or constant, `.unsatisfiable`
    ///   for a required constraint that conflicts with the required ones already added (the
    ///   caller decides what to report; UIKit logs "Unable to simultaneously satisfy
    ///   constraints" and breaks one). The solver is unchanged when it throws.
    @discardableResult
    public mutating func add(_ expression: LinearExpression, _ relation: LayoutRelation,
                             _ strength: LayoutStrength = .required) throws(LayoutSolverError) -> LayoutConstraintID {
        try add(expression, relation, strength, below: nil)
    }

    private mutating func insert(_ record: inout Record) throws(LayoutSolverError) -> LayoutConstraintID {
        var row = makeRow(&record)
        var subject = chooseSubject(row, record)
        if subject < 0, row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard abs(row.constant) < Self.epsilon else { throw .unsatisfiable }
            subject = record.marker
        }
        if subject < 0 {
            guard addWithArtificialVariable(row) else {
                // The tableau is an equivalent one; only the new constraint's symbols remain
                // in it, at zero, bound by nothing: take them out.
                forget(record)
                throw .unsatisfiable
            }
        } else {
            solve(&row, for: subject)
            substitute(subject, row)
            insertRow(subject, row)
        }
        let id = nextConstraint
        nextConstraint += 1
        records[id] = record
        optimize(artificial: false)
        return LayoutConstraintID(id: id)
    }

    /// Adds the preference `expression = 0`, whose errors weigh `above` when the expression
    /// is positive and `below` when it is negative, and re-solves: one row where an upper and
    /// a lower bound would take two (a view's content hugging and compression resistance).
    /// Required strengths count as 999.999: a preference can always give way.
    ///
    /// - Throws: `.nonFinite` for a NaN or infinite coefficient or constant.
    @discardableResult
    public mutating func addPreference(_ expression: LinearExpression, above: LayoutStrength,
                                       below: LayoutStrength) throws(LayoutSolverError) -> LayoutConstraintID {
        let cap = { (s: LayoutStrength) in s.isRequired ? LayoutStrength(999.999) : s }
        return try add(expression, .equal, cap(above), below: cap(below))
    }

    @discardableResult
    mutating func add(_ expression: LinearExpression, _ relation: LayoutRelation, _ strength: LayoutStrength,
                      below: LayoutStrength?) throws(LayoutSolverError) -> LayoutConstraintID {
        guard expression.isFinite else { throw .nonFinite }
        var record = Record(expression: expression, relation: relation, strength: strength, below: below,
                            marker: -1, markerCoefficient: 1, other: -1)
        return try insert(&record)
    }

    /// Removes `constraint` and re-solves; does nothing for one not in the solver.
    public mutating func remove(_ constraint: LayoutConstraintID) {
        guard let record = records.removeValue(forKey: constraint.id) else { return }
        forget(record)
        optimize(artificial: false)
    }

    /// Changes the constant of `constraint`'s expression to `constant` and re-solves with the
    /// dual simplex: no row is rebuilt.
    ///
    /// - Throws: `.nonFinite` for NaN or infinity; `.unsatisfiable` when the constraint is
    ///   required and can no longer hold with the others (the old constant stays in force);
    ///   `.unknownConstraint` for one not in the solver.
    public mutating func setConstant(_ constraint: LayoutConstraintID, _ constant: Double) throws(LayoutSolverError) {
        guard constant.isFinite else { throw .nonFinite }
        guard let record = records[constraint.id] else { throw .unknownConstraint }
        let delta = constant - record.expression.constant
        guard delta != 0 else { return }
        // The row says c + … + s·m = 0 for the marker m. c + δ in place of c is m − δ/s in
        // place of m: shift every row by the marker's share.
        let shift = delta / record.markerCoefficient
        if shiftMarker(record.marker, by: shift) && dualOptimize() {
            records[constraint.id]?.expression.constant = constant
            return
        }
        // Infeasible: shift back (the tableau is an equivalent one, so the same shift undoes
        // it) and restore feasibility, which the old constant had.
        _ = shiftMarker(record.marker, by: -shift)
        for (basic, row) in rows where kinds[basic] != .external && row.constant < 0 { infeasible.append(basic) }
        _ = dualOptimize()
        throw .unsatisfiable
    }
}
