import Foundation
import PointerKitFixtures

// Counts what one operation costs in instructions, which unlike wall clock are stable on a
// busy shared machine. Run under callgrind by scripts/instructions.py, which collects only
// inside `measured` (its name is what the script toggles collection on):
//   PointerKitCounts <scenario> <operations>
// Scenarios: the fixtures of the benchmarks of the same names.

/// The scenario names, each that of the benchmark whose fixture and operation it runs.
let scenarioNames = [
    "pointer-move": "pointer move, 10000 views",
    "region-unchanged": "region and style per move, 10000 interactions, region unchanged",
    "region-changes": "region and style per move, 10000 interactions, region changes",
    "spring-frame": "spring frame, all pointer springs running",
]

/// Runs scenario `name` for `count` operations; false for an unknown name.
@MainActor
func run(_ name: String, _ count: Int) -> Bool {
    switch name {
    case "pointer-move":
        let fixture = Fixture.make(10_000)
        measured(count) { fixture.move() }
    case "region-unchanged":
        let fixture = InteractionFixture.make()
        measured(count) { fixture.jiggle() }
    case "region-changes":
        let fixture = InteractionFixture.make()
        measured(count) { fixture.hopToNeighbour() }
    case "spring-frame":
        let fixture = InteractionFixture.make()
        measured(count) {
            // As the benchmark: a region change every 10 frames keeps the springs moving.
            fixture.hop()
            for _ in 0..<10 { fixture.frame() }
        }
    default:
        return false
    }
    return true
}

/// Runs `operation` `count` times: the only code callgrind counts.
@inline(never) @MainActor
func measured(_ count: Int, _ operation: () -> Void) {
    for _ in 0..<count { operation() }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else {
    FileHandle.standardError.write(Data("usage: PointerKitCounts <scenario> <operations>\n".utf8))
    exit(2)
}
MainActor.assumeIsolated {
    guard run(arguments[1], count) else {
        let names = scenarioNames.keys.sorted().joined(separator: ", ")
        FileHandle.standardError.write(Data("unknown scenario \(arguments[1]); one of: \(names)\n".utf8))
        exit(2)
    }
}
