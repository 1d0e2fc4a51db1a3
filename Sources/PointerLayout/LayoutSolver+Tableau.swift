// The simplex tableau under `LayoutSolver`: rows, columns, pivots, the primal simplex that
// keeps the objective optimal and the dual simplex that restores feasibility.

extension LayoutSolver {
    mutating func makeSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    static func isZero(_ v: Double) -> Bool { abs(v) < epsilon }

    // MARK: Rows and columns

    mutating func insertRow(_ basic: Int, _ row: Row) {
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
        rows[basic] = row
    }

    mutating func removeRow(_ basic: Int) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys { columns[symbol]?.remove(basic) }
        return row
    }

    /// Adds `coefficient · symbol` to the row (not in the tableau: no column update).
    static func add(_ symbol: Int, _ coefficient: Double, to row: inout Row) {
        let sum = (row.cells[symbol] ?? 0) + coefficient
        if isZero(sum) { row.cells.removeValue(forKey: symbol) } else { row.cells[symbol] = sum }
    }

    /// Adds `coefficient · other` to the row (not in the tableau).
    static func add(_ other: Row, _ coefficient: Double, to row: inout Row) {
        row.constant += other.constant * coefficient
        for (symbol, c) in other.cells { add(symbol, c * coefficient, to: &row) }
    }

    /// Rewrites `0 = row` (or `old basic = row`) as `subject = …`.
    func solve(_ row: inout Row, for subject: Int) {
        let k = -1 / row.cells.removeValue(forKey: subject)!
        row.constant *= k
        for key in row.cells.keys { row.cells[key]! *= k }
    }

    /// Rewrites `old = row` as `new = …` (`new` appears in the row).
    func solve(_ row: inout Row, for new: Int, replacing old: Int) {
        Self.add(old, -1, to: &row)
        solve(&row, for: new)
    }

    /// Replaces `symbol` by `row` in every row holding it, the objective and the artificial
    /// objective; restricted rows turned negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Int, _ row: Row) {
        if let holders = columns.removeValue(forKey: symbol) {
            for basic in holders {
                // Moved out of the table while it changes: one lookup, no copy.
                guard var target = rows.removeValue(forKey: basic) else { continue }
                defer { rows[basic] = target }
                guard let c = target.cells.removeValue(forKey: symbol) else { continue }
                target.constant += row.constant * c
                for (s, rc) in row.cells {
                    let old = target.cells[s]
                    let sum = (old ?? 0) + rc * c
                    if Self.isZero(sum) {
                        if old != nil {
                            target.cells.removeValue(forKey: s)
                            columns[s]?.remove(basic)
                        }
                    } else {
                        target.cells[s] = sum
                        if old == nil { columns[s, default: []].insert(basic) }
                    }
                }
                if kinds[basic] != .external, target.constant < 0 { infeasible.append(basic) }
            }
        }
        if let c = objective.cells.removeValue(forKey: symbol) {
            Self.add(row, c, to: &objective)
            objectiveDirty.append(contentsOf: row.cells.keys)
        }
        if artificial != nil, let c = artificial!.cells.removeValue(forKey: symbol) {
            Self.add(row, c, to: &artificial!)
        }
    }

    /// Pivots: `leaving` leaves the basis, `entering` takes its row.
    mutating func pivot(entering: Int, leaving: Int) {
        var row = removeRow(leaving)!
        solve(&row, for: entering, replacing: leaving)
        substitute(entering, row)
        insertRow(entering, row)
    }

    // MARK: Making a constraint's row

    /// The constraint's row with its slack, error or dummy symbols, basic symbols substituted.
    mutating func makeRow(_ record: inout Record) -> Row {
        var row = Row(constant: record.expression.constant)
        for term in record.expression.terms where !Self.isZero(term.coefficient) {
            if let basic = rows[term.variable.id] { Self.add(basic, term.coefficient, to: &row) }
            else { Self.add(term.variable.id, term.coefficient, to: &row) }
        }
        let required = record.strength.isRequired, weight = record.strength.weight
        switch record.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Double = record.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            record.marker = slack
            record.markerCoefficient = k
            Self.add(slack, k, to: &row)
            if !required {
                let error = makeSymbol(.error)
                record.other = error
                Self.add(error, -k, to: &row)
                Self.add(error, weight, to: &objective)
            }
        case .equal:
            if required {
                let dummy = makeSymbol(.dummy)
                record.marker = dummy
                Self.add(dummy, 1, to: &row)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                record.marker = plus
                record.markerCoefficient = -1
                record.other = minus
                Self.add(plus, -1, to: &row)
                Self.add(minus, 1, to: &row)
                Self.add(plus, weight, to: &objective)
                Self.add(minus, record.below?.weight ?? weight, to: &objective)
            }
        }
        if row.constant < 0 {
            row.constant = -row.constant
            for key in row.cells.keys { row.cells[key]! = -row.cells[key]! }
        }
        return row
    }

    /// The symbol to make basic for a new row: the external symbol appearing in the fewest
    /// rows (a fresh variable costs no substitution; picking the oldest one, as Kiwi does,
    /// makes rows denser with every constraint), the smallest on ties; else a new slack or
    /// error symbol with a negative coefficient; -1 for none.
    func chooseSubject(_ row: Row, _ record: Record) -> Int {
        var best = -1, bestUses = Int.max
        for symbol in row.cells.keys where kinds[symbol] == .external {
            let uses = columns[symbol]?.count ?? 0
            if uses < bestUses || (uses == bestUses && symbol < best) { best = symbol; bestUses = uses }
        }
        if best >= 0 { return best }
        for symbol in [record.marker, record.other] where symbol >= 0 && kinds[symbol] != .dummy {
            if (row.cells[symbol] ?? 0) < 0 { return symbol }
        }
        return -1
    }

    /// Adds a row that has no subject through a phase-one artificial variable; false when
    /// the row cannot be satisfied (the tableau stays an equivalent, feasible one).
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        insertRow(art, row)
        artificial = row
        optimize(artificial: true)
        let success = Self.isZero(artificial!.constant)
        artificial = nil
        if rows[art] != nil {
            var basic = removeRow(art)!
            if basic.cells.isEmpty { return success }
            var entering = -1
            for s in basic.cells.keys where (kinds[s] == .slack || kinds[s] == .error) && (entering < 0 || s < entering) {
                entering = s
            }
            guard entering >= 0 else { return false }
            solve(&basic, for: entering, replacing: art)
            substitute(entering, basic)
            insertRow(entering, basic)
        }
        if let holders = columns.removeValue(forKey: art) {
            for basic in holders { rows[basic]!.cells.removeValue(forKey: art) }
        }
        objective.cells.removeValue(forKey: art)
        return success
    }

    /// Takes a constraint's symbols out of the tableau: its error terms out of the objective,
    /// its marker out of the basis (pivoting it in first if it is not basic).
    mutating func forget(_ record: Record) {
        for symbol in [record.marker, record.other] where symbol >= 0 && kinds[symbol] == .error {
            let weight = symbol == record.other && record.relation == .equal ? (record.below ?? record.strength).weight
                                                                             : record.strength.weight
            if let row = rows[symbol] {
                Self.add(row, -weight, to: &objective)
                objectiveDirty.append(contentsOf: row.cells.keys)
            } else {
                Self.add(symbol, -weight, to: &objective)
                objectiveDirty.append(symbol)
            }
        }
        let marker = record.marker
        if removeRow(marker) == nil, let leaving = markerLeavingRow(marker) {
            pivot(entering: marker, leaving: leaving)
            _ = removeRow(marker)
        }
    }

    /// The row to pivot a non-basic marker into: the restricted row with the smallest ratio
    /// (negative coefficients first), else an unrestricted one.
    func markerLeavingRow(_ marker: Int) -> Int? {
        var first = -1, second = -1, third = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for basic in (columns[marker] ?? []).sorted() {
            guard let c = rows[basic]?.cells[marker] else { continue }
            if kinds[basic] == .external {
                if third < 0 { third = basic }
            } else if c < 0 {
                let r = -rows[basic]!.constant / c
                if r < r1 { r1 = r; first = basic }
            } else {
                let r = rows[basic]!.constant / c
                if r < r2 { r2 = r; second = basic }
            }
        }
        for candidate in [first, second, third] where candidate >= 0 { return candidate }
        return nil
    }

    // MARK: Simplex

    /// The primal simplex on the objective (or the artificial objective): pivots until no
    /// symbol can lower it.
    mutating func optimize(artificial useArtificial: Bool) {
        while true {
            var entering = -1
            if useArtificial {
                for (symbol, c) in artificial!.cells where kinds[symbol] != .dummy && c < -Self.epsilon && (entering < 0 || symbol < entering) {
                    entering = symbol
                }
            } else {
                // Only symbols touched since the objective was last optimal can be negative.
                for symbol in objectiveDirty where kinds[symbol] != .dummy && (entering < 0 || symbol < entering) {
                    if let c = objective.cells[symbol], c < -Self.epsilon { entering = symbol }
                }
                if entering < 0 { objectiveDirty.removeAll(keepingCapacity: true) }
            }
            guard entering >= 0 else { return }
            var leaving = -1, ratio = Double.infinity
            for basic in columns[entering] ?? [] where kinds[basic] != .external {
                guard let c = rows[basic]!.cells[entering], c < 0 else { continue }
                let r = -rows[basic]!.constant / c
                if r < ratio || (r == ratio && basic < leaving) { ratio = r; leaving = basic }
            }
            // Unbounded cannot happen (errors are bounded below by zero); stop rather than loop.
            guard leaving >= 0 else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The dual simplex: pivots queued infeasible rows back to feasibility, keeping the
    /// objective optimal. False when a row cannot be made feasible.
    mutating func dualOptimize() -> Bool {
        while !infeasible.isEmpty {
            // Smallest symbol first, so that results never depend on hashing.
            let next = infeasible.indices.min { infeasible[$0] < infeasible[$1] }!
            let leaving = infeasible.remove(at: next)
            guard let row = rows[leaving], row.constant < 0, !Self.isZero(row.constant) else { continue }
            var entering = -1, ratio = Double.infinity
            for (symbol, c) in row.cells where c > 0 && kinds[symbol] != .dummy {
                let r = (objective.cells[symbol] ?? 0) / c
                if r < ratio || (r == ratio && symbol < entering) { ratio = r; entering = symbol }
            }
            guard entering >= 0 else { infeasible.removeAll(); return false }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// Replaces `marker` by `marker + shift` throughout; false when a dummy row (one that
    /// must stay zero) no longer can.
    mutating func shiftMarker(_ marker: Int, by shift: Double) -> Bool {
        var consistent = true
        if rows[marker] != nil {
            rows[marker]!.constant -= shift
            consistent = check(marker)
        } else {
            for basic in columns[marker] ?? [] {
                guard let c = rows[basic]!.cells[marker] else { continue }
                rows[basic]!.constant += c * shift
                if !check(basic) { consistent = false }
            }
            if let c = objective.cells[marker] { objective.constant += c * shift }
        }
        return consistent
    }

    /// Queues a restricted row turned negative; false for a dummy row turned non-zero.
    private mutating func check(_ basic: Int) -> Bool {
        let constant = rows[basic]!.constant
        switch kinds[basic] {
        case .external: return true
        case .dummy: return Self.isZero(constant)
        case .slack, .error:
            if constant < 0 { infeasible.append(basic) }
            return true
        }
    }
}
