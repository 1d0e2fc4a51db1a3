import Testing
import PointerUIKit
@testable import PointerEvaluation

@Suite("Bad evaluation input is refused with a typed error, before anything runs")
@MainActor struct EvaluationInputTests {
    func refusal(_ change: (inout EvaluationSetup) -> Void) -> EvaluationError? {
        var setup = EvaluationSetup()
        setup.conditions = [EvaluationCondition(device: .mouse, magnetism: false, padded: false)]
        change(&setup)
        do { _ = try Evaluation.run(setup); return nil } catch { return error }
    }

    @Test("zero, negative or absurdly many trials are refused")
    func trials() {
        #expect(refusal { $0.trialsPerCell = 0 } == .tooFewTrials(0))
        #expect(refusal { $0.trialsPerCell = -3 } == .tooFewTrials(-3))
        #expect(refusal { $0.trialsPerCell = .max } == .invalidParameter(name: "trials per cell", value: Double(Int.max)))
    }

    @Test("a negative, zero or non-finite width or distance is refused, naming the value")
    func geometry() {
        #expect(refusal { $0.widths = [8, -16] } == .invalidWidth(-16))
        #expect(refusal { $0.widths = [0] } == .invalidWidth(0))
        #expect(refusal { $0.distances = [.infinity] } == .invalidDistance(.infinity))
        #expect(refusal { $0.distances = [] } == .nothingToRun("distances"))
        #expect(refusal { $0.conditions = [] } == .nothingToRun("conditions"))
    }

    @Test("fewer than 13 targets, or an even number, is refused")
    func targets() {
        #expect(refusal { $0.targetsPerCircle = 12 } == .invalidTargetCount(12))
        #expect(refusal { $0.targetsPerCircle = 14 } == .invalidTargetCount(14))
    }

    @Test("targets that would overlap on every circle leave nothing to run, diagonal neighbours included")
    func overlap() {
        #expect(refusal { $0.widths = [44]; $0.distances = [100] } == .noCellFits)
        // The chord is 47.9 pt, but neighbours sit diagonally: 44 pt squares overlap.
        #expect(refusal { $0.widths = [44]; $0.distances = [200] } == .noCellFits)
        var setup = EvaluationSetup()
        setup.widths = [24]; setup.distances = [200]
        #expect(setup.cells.count == 1)
    }

    @Test("a NaN or out-of-range parameter of the person, the task or the tuning is refused, naming it")
    func parameters() {
        #expect(refusal { $0.person.noiseConstant = .nan }?.description.contains("noise constant K") == true)
        #expect(refusal { $0.person.maximumSubmovements = 0 } == .invalidParameter(name: "maximum submovements", value: 0))
        #expect(refusal { $0.sampleRate = -1 } == .invalidParameter(name: "sample rate", value: -1))
        #expect(refusal { $0.padding = .infinity } == .invalidParameter(name: "padding", value: .infinity))
        var tuning = PointerConfiguration()
        tuning.magnetRadius = -1
        var setup = EvaluationSetup()
        setup.trialsPerCell = 1
        #expect(throws: EvaluationError.invalidParameter(name: "magnetRadius", value: -1)) { try Evaluation.run(setup, tuning: tuning) }
    }
}
