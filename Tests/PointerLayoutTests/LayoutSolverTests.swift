import Testing
import PointerLayout

private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

@Suite("Cassowary solver")
struct LayoutSolverTests {
    @Test("equalities chain: a view's right edge follows its left edge and width")
    func equalities() throws {
        var s = LayoutSolver()
        let x = s.makeVariable(), w = s.makeVariable(), right = s.makeVariable()
        try s.add(LinearExpression(x) - 20, .equal)
        try s.add(LinearExpression(w) - 100, .equal)
        try s.add(LinearExpression(right) - LinearExpression(x) - LinearExpression(w), .equal)
        #expect(near(s.value(of: right), 120))
    }

    @Test("an inequality holds at its bound only when something pushes against it")
    func inequalities() throws {
        var s = LayoutSolver()
        let w = s.makeVariable()
        try s.add(LinearExpression(w) - 50, .greaterThanOrEqual)
        let weak = try s.add(LinearExpression(w) - 10, .equal, LayoutStrength(250))
        #expect(near(s.value(of: w), 50), "the weak wish for 10 loses to the required minimum")
        s.remove(weak)
        try s.add(LinearExpression(w) - 80, .equal, LayoutStrength(250))
        #expect(near(s.value(of: w), 80), "a wish inside the bound is granted")
        try s.add(LinearExpression(w) - 70, .lessThanOrEqual)
        #expect(near(s.value(of: w), 70))
    }

    @Test("the higher priority wins a conflict between non-required constraints")
    func priorities() throws {
        var s = LayoutSolver()
        let w = s.makeVariable()
        try s.add(LinearExpression(w) - 100, .equal, LayoutStrength(250))
        try s.add(LinearExpression(w) - 200, .equal, LayoutStrength(251))
        #expect(near(s.value(of: w), 200))
        try s.add(LinearExpression(w) - 300, .equal, LayoutStrength(750))
        #expect(near(s.value(of: w), 300))
    }

    @Test("a conflicting required constraint is refused and the solution stays as it was")
    func conflicts() throws {
        var s = LayoutSolver()
        let w = s.makeVariable()
        try s.add(LinearExpression(w) - 100, .equal)
        #expect(throws: LayoutSolverError.unsatisfiable) { try s.add(LinearExpression(w) - 200, .equal) }
        #expect(throws: LayoutSolverError.unsatisfiable) { try s.add(LinearExpression(w) - 150, .greaterThanOrEqual) }
        #expect(near(s.value(of: w), 100))
        #expect(s.constraintCount == 1)
        // A redundant one is fine.
        try s.add(LinearExpression(w) - 100, .equal)
        try s.add(LinearExpression(w) - 90, .greaterThanOrEqual)
        #expect(s.constraintCount == 3)
    }

    @Test("NaN and infinite constants and coefficients are refused")
    func nonFinite() throws {
        var s = LayoutSolver()
        let w = s.makeVariable()
        #expect(throws: LayoutSolverError.nonFinite) { try s.add(LinearExpression(w) - .nan, .equal) }
        #expect(throws: LayoutSolverError.nonFinite) { try s.add(LinearExpression([LayoutTerm(w, .infinity)]), .equal) }
        let c = try s.add(LinearExpression(w) - 10, .equal)
        #expect(throws: LayoutSolverError.nonFinite) { try s.setConstant(c, .nan) }
        #expect(near(s.value(of: w), 10))
        #expect(LayoutStrength(.nan).priority == 0)
    }

    @Test("changing a constant re-solves: dependent variables follow")
    func constantChange() throws {
        var s = LayoutSolver()
        let x = s.makeVariable(), w = s.makeVariable(), x2 = s.makeVariable()
        let left = try s.add(LinearExpression(x) - 10, .equal)
        let width = try s.add(LinearExpression(w) - 50, .equal)
        try s.add(LinearExpression(x2) - LinearExpression(x) - LinearExpression(w) - 8, .equal)
        try s.setConstant(width, -70)
        #expect(near(s.value(of: x2), 88))
        try s.setConstant(left, -30)
        #expect(near(s.value(of: x2), 108))
        #expect(s.constant(of: width) == -70)
    }

    @Test("a constant change that breaks a required bound is refused and the old constant stays")
    func constantConflict() throws {
        var s = LayoutSolver()
        let w = s.makeVariable()
        try s.add(LinearExpression(w) - 100, .lessThanOrEqual)
        let minimum = try s.add(LinearExpression(w) - 20, .greaterThanOrEqual)
        try s.add(LinearExpression(w) - 60, .equal, LayoutStrength(250))
        #expect(near(s.value(of: w), 60))
        #expect(throws: LayoutSolverError.unsatisfiable) { try s.setConstant(minimum, -150) }
        #expect(near(s.value(of: w), 60))
        try s.setConstant(minimum, -80)
        #expect(near(s.value(of: w), 80), "the raised minimum pushes the weak wish aside")
        try s.setConstant(minimum, -10)
        #expect(near(s.value(of: w), 60), "and lowering it again restores the wish")
        let pinned = try s.add(LinearExpression(w) - 60, .equal)
        #expect(throws: LayoutSolverError.unsatisfiable) { try s.setConstant(pinned, -200) }
        #expect(near(s.value(of: w), 60))
    }

    @Test("constant changes on weak constraints move the solution as a fresh solve would")
    func weakConstantChange() throws {
        var s = LayoutSolver()
        let a = s.makeVariable(), b = s.makeVariable()
        try s.add(LinearExpression(a) + LinearExpression(b) - 100, .equal)
        let wish = try s.add(LinearExpression(a) - 30, .equal, LayoutStrength(500))
        try s.add(LinearExpression(b) - 10, .greaterThanOrEqual)
        #expect(near(s.value(of: a), 30) && near(s.value(of: b), 70))
        try s.setConstant(wish, -95)
        #expect(near(s.value(of: a), 90) && near(s.value(of: b), 10), "the required minimum of b limits a")
    }

    @Test("removing a constraint frees what it held")
    func removal() throws {
        var s = LayoutSolver()
        let x = s.makeVariable()
        try s.add(LinearExpression(x) - 5, .equal, LayoutStrength(10))
        let hard = try s.add(LinearExpression(x) - 40, .equal)
        #expect(near(s.value(of: x), 40))
        s.remove(hard)
        #expect(near(s.value(of: x), 5))
        s.remove(hard)
        #expect(!s.contains(hard))
        #expect(throws: LayoutSolverError.unknownConstraint) { try s.setConstant(hard, 1) }
    }

    @Test("a row of boxes shares the room between them by priority, as a stack view does")
    func sharing() throws {
        var s = LayoutSolver()
        let count = 20
        let xs = (0...count).map { _ in s.makeVariable() }
        try s.add(LinearExpression(xs[0]), .equal)
        let total = try s.add(LinearExpression(xs[count]) - 1000, .equal)
        for i in 0..<count {
            let width = LinearExpression(xs[i + 1]) - LinearExpression(xs[i])
            try s.add(width - 10, .greaterThanOrEqual, LayoutStrength(750))
            try s.add(width - 10, .lessThanOrEqual, LayoutStrength(i == 7 ? 200 : 250))
            try s.add(width, .greaterThanOrEqual)
        }
        #expect(near(s.value(of: xs[8]) - s.value(of: xs[7]), 810), "the box hugging least takes the room")
        try s.setConstant(total, -100)
        // Errors are weighed linearly: which boxes give up the 100 missing points is the
        // simplex's choice, but each stays within 0…10 and together they fill the row.
        #expect(near(s.value(of: xs[count]), 100))
        for i in 0..<count {
            let width = s.value(of: xs[i + 1]) - s.value(of: xs[i])
            #expect(width > -1e-9 && width < 10 + 1e-9)
        }
    }

    @Test("a preference weighs growing and shrinking apart, as hugging and compression resistance do")
    func preference() throws {
        var s = LayoutSolver()
        let a = s.makeVariable(), b = s.makeVariable()
        let sum = try s.add(LinearExpression(a) + LinearExpression(b) - 300, .equal)
        try s.addPreference(LinearExpression(a) - 100, above: LayoutStrength(250), below: LayoutStrength(750))
        let pb = try s.addPreference(LinearExpression(b) - 100, above: LayoutStrength(249), below: LayoutStrength(740))
        #expect(near(s.value(of: a), 100) && near(s.value(of: b), 200), "b hugs less: it grows")
        try s.setConstant(sum, -150)
        #expect(near(s.value(of: a), 100) && near(s.value(of: b), 50), "b resists less: it shrinks")
        s.remove(pb)
        try s.setConstant(sum, -400)
        #expect(near(s.value(of: a), 100) && near(s.value(of: b), 300), "without its preference b takes all")
        try s.addPreference(LinearExpression(a) - 50, above: .required, below: .required)
        #expect(near(s.value(of: a) + s.value(of: b), 400), "a required strength in a preference never breaks a required constraint")
    }
}
