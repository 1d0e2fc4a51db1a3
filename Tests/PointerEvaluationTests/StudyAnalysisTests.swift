import Foundation
import Testing
import PointerGeometry
@testable import PointerEvaluation

@Suite("A recorded study is read with the same analysis as the model")
struct StudyAnalysisTests {
    @Test("movement time, errors and effective width come from the recorded clicks")
    func measures() throws {
        let on = scriptedTrials(count: 13, condition: .none, time: 0.9, offset: 0)
        let off = scriptedTrials(count: 13, condition: .bubble, time: 0.6, offset: 20, startingAt: 100)
        let report = EvaluationReport(recorded: on + off)
        #expect(report.setup.conditions == [StudyCondition.none.condition(.mouse), .bubble(.mouse)])
        let none = try #require(report.summary(.mouse, .none)), bubble = try #require(report.summary(.mouse, .bubble))
        #expect(abs(none.movementTime - 0.9) < 1e-9 && abs(bubble.movementTime - 0.6) < 1e-9)
        #expect(none.errorRate == 0 && bubble.errorRate == 1, "20 pt past a 32 pt target's centre misses it")
        // Every click on the centre: no spread, so the effective width is the 1 pt floor's.
        #expect(abs(report.cells[0].effectiveWidth - 4.133) < 1e-9)
        #expect(report.endpoints.count == 26 && report.endpoints.filter(\.hit).count == 13)
        #expect(report.table.contains("| mouse, bubble cursor | 13 | 600 |"))
    }

    @Test("practice trials are left out of every figure")
    func practiceLeftOut() {
        var trials = scriptedTrials(count: 6, time: 2)
        for i in 0..<3 { trials[i].practice = true }
        let report = EvaluationReport(recorded: trials)
        #expect(report.cells.map(\.trials) == [3])
    }

    @Test("scripted trials are never called a person's, in the table's plots")
    func scriptedIsLabelled() {
        let report = EvaluationReport(recorded: scriptedTrials(count: 4))
        #expect(report.origin == .scripted)
        #expect(report.svgPlot().contains("scripted pointer (not a person)"))
        #expect(report.endpointSVG().contains("scripted pointer (not a person)"))
        var mixed = scriptedTrials(count: 4)
        mixed[0].source = .person
        #expect(EvaluationReport(recorded: mixed).origin == .scripted, "one scripted trial makes the study not a person's")
    }

    @Test("the endpoint scatter draws one mark per recorded click, hits as dots and misses as crosses")
    func scatter() {
        let report = EvaluationReport(recorded: scriptedTrials(count: 5, offset: 0) + scriptedTrials(count: 3, condition: .padded, offset: 30, startingAt: 50))
        let svg = report.endpointSVG()
        #expect(svg.components(separatedBy: "<circle").count - 1 == 5)
        #expect(svg.components(separatedBy: "stroke=\"#d62728\"").count - 1 == 3)
        #expect(svg.contains("mouse, magnetism on, padded"))
    }

    @Test("a participant's counterbalanced order is read in the model's order, so every table reads alike")
    func conditionsInTheModelsOrder() {
        let bubbleFirst = scriptedTrials(count: 4, condition: .bubble) + scriptedTrials(count: 4, condition: .padded, startingAt: 40)
            + scriptedTrials(count: 4, condition: .none, startingAt: 80)
        let report = EvaluationReport(recorded: bubbleFirst)
        #expect(report.setup.conditions == [StudyCondition.none.condition(.mouse), StudyCondition.padded.condition(.mouse), .bubble(.mouse)])
        #expect(report.cells.map(\.condition) == report.setup.conditions)
    }

    @Test("the 16 pt comparison of a study with no 16 pt targets says there is nothing to compare")
    func comparisonWithoutTheWidth() {
        let report = EvaluationReport(recorded: scriptedTrials(count: 4, width: 32) + scriptedTrials(count: 4, condition: .padded, width: 32, startingAt: 40))
        #expect(report.comparison(width: 16) == "No trial had 16 pt targets, so there is nothing to compare at that width.")
        let sixteen = EvaluationReport(recorded: scriptedTrials(count: 4, width: 16, time: 1) + scriptedTrials(count: 4, condition: .padded, width: 16, time: 0.75, startingAt: 40))
        #expect(sixteen.comparison(width: 16).contains("| mouse, magnetism on, padded | 4 | 750 | -25.0 % | 0.0 % |"))
    }

    @Test("the validation table puts the model beside every published figure, with its source")
    func validation() throws {
        let report = EvaluationReport(recorded: scriptedTrials(count: 13))
        let table = report.validationTable(recorded: report)
        for figure in PublishedFigure.all {
            #expect(table.contains(figure.measure) && table.contains(figure.citation))
        }
        #expect(table.contains("scripted pointer (not a person)"))
    }
}

@Suite("The bubble cursor selects the nearest target")
struct BubbleCursorTests {
    let bubble = BubbleCursor(centres: [.init(x: 0, y: 0), .init(x: 100, y: 0), .init(x: 0, y: 100)], width: 20)

    @Test("a click anywhere selects the target with the nearest edge")
    func nearest() {
        #expect(bubble.selected(at: .init(x: 5, y: 5)) == 0)
        #expect(bubble.selected(at: .init(x: 60, y: 0)) == 1)
        #expect(bubble.selected(at: .init(x: -500, y: 400)) == 2)
        #expect(bubble.intersectingDistance(1, from: .init(x: 60, y: 0)) == 30)
    }

    @Test("the bubble grows to hold its target but never touches another")
    func radius() {
        let p = PointerGeometry.Point(x: 40, y: 0)
        #expect(bubble.radius(at: p) == min(bubble.containmentDistance(0, from: p), bubble.intersectingDistance(1, from: p)))
        #expect(bubble.radius(at: p) <= bubble.intersectingDistance(1, from: p))
    }
}

@Suite("The simulated person with the bubble cursor")
@MainActor struct BubbleCursorModelTests {
    @Test("is faster than with the point cursor and makes no more errors, with a mouse and a trackpad, as people are")
    func fasterThanPointCursor() throws {
        let report = try smallRun(conditions: [StudyCondition.none.condition(.mouse), .bubble(.mouse),
                                               StudyCondition.none.condition(.trackpad), .bubble(.trackpad)], trials: 13)
        for device in EvaluationDevice.allCases {
            let point = try #require(report.summary(device, .none)), bubble = try #require(report.summary(device, .bubble))
            #expect(bubble.movementTime < point.movementTime, "\(device)")
            #expect(bubble.errorRate <= point.errorRate, "\(device)")
        }
        #expect(report.endpoints.count == report.cells.reduce(0) { $0 + $1.trials })
    }
}
