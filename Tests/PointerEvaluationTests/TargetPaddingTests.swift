import Testing
import PointerGeometry
import PointerUIKit
@testable import PointerEvaluation

@Suite("Padded targets reach 12 pt beyond each side that faces no near neighbour, and never into a neighbour's region")
@MainActor struct TargetPaddingTests {
    /// The padded regions of a cell's targets, window coordinates, as the task builds them.
    func regions(_ setup: EvaluationSetup, _ cell: EvaluationSetup.Cell) -> [Rect] {
        let task = PointingTask(cell: cell, condition: EvaluationCondition(device: .mouse, magnetism: true, padded: true),
                                setup: setup, tuning: PointerConfiguration())
        return task.targets.map { view in
            let r = view.paddedBounds
            return Rect(x: Double(view.frame.minX + r.minX), y: Double(view.frame.minY + r.minY),
                        width: Double(r.width), height: Double(r.height))
        }
    }

    @Test("on the tightest circle, the top target keeps 12 pt above and below and gives way only beside its neighbours")
    func tightCircle() {
        let setup = EvaluationSetup(), cell = EvaluationSetup.Cell(width: 16, distance: 100)
        let top = setup.paddings(for: cell)[0]
        #expect(top.top == 12 && top.bottom == 12)
        #expect(top.left < 4 && abs(top.left - top.right) < 1e-9)
        // The old rule gave every side of every target what the nearest pair allowed: 1 pt.
        #expect(abs(setup.padding(for: cell) - 1) < 0.05)
        #expect(setup.paddings(for: cell).allSatisfy { $0.smallest >= setup.padding(for: cell) - 1e-9 })
    }

    @Test("no two padded regions overlap, in any cell that runs")
    func noOverlap() {
        let setup = EvaluationSetup()
        for cell in setup.cells {
            let rects = regions(setup, cell)
            for i in rects.indices {
                for j in rects.indices where j > i {
                    let a = rects[i], b = rects[j]
                    // Neighbours' regions meet (half the gap each): a shared edge, to rounding, is no overlap.
                    let e = 1e-9
                    let overlaps = a.minX < b.maxX - e && b.minX < a.maxX - e && a.minY < b.maxY - e && b.minY < a.maxY - e
                    #expect(!overlaps, "targets \(i) and \(j) of \(cell.width) pt at \(cell.distance) pt overlap: \(a) \(b)")
                }
            }
        }
    }

    @Test("with per-side padding off, every side gets what the nearest neighbour allows, as before")
    func uniform() {
        var setup = EvaluationSetup()
        setup.paddingPerSide = false
        let cell = EvaluationSetup.Cell(width: 16, distance: 200)
        #expect(setup.paddings(for: cell).allSatisfy { $0 == TargetPadding(all: setup.padding(for: cell)) })
    }
}
