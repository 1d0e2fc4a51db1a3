import Foundation
import Testing
@testable import PointerUIKit
import PointerInput

/// The property-based input tester: random view trees driven by random mouse, trackpad and
/// finger input, good and bad, with every invariant checked after every step (among them: no
/// continuous recognizer stays active once its device is gone).
///
/// CI runs a fixed seed for at least 200,000 device samples (under AddressSanitizer, the same
/// seed's first 50,000: `scripts/test` sets `PK_PROPERTY_EVENTS`). A long run is one command:
/// `PK_PROPERTY_EVENTS=5000000 PK_PROPERTY_SEED=random swift test --filter PropertyTests`.
/// Each program's seed is written to `$TMPDIR/pointerkit-property-seed` before it runs, so a
/// crash leaves its seed behind; `PK_PROPERTY_SEED=<seed> PK_PROPERTY_EVENTS=1` replays one
/// program. A failure shrinks to a short program and prints it as Swift calls. A crash (an
/// engine invariant trapping) cannot shrink: `PK_PROPERTY_TRACE=1` with the replay writes each
/// step to standard error as it runs, with where the routing and the drawn pointer are after it.
@Suite("Random programs keep every invariant") @MainActor
struct PropertyTests {
    static let programLength = 60

    @Test("hover, recognizers, refused input, finiteness, hit testing and the index hold for every random device program (200,000 samples unless PK_PROPERTY_EVENTS says)")
    func randomPrograms() async throws {
        let env = ProcessInfo.processInfo.environment
        let budget = env["PK_PROPERTY_EVENTS"].flatMap(Int.init) ?? 200_000
        let baseSeed: UInt64 = switch env["PK_PROPERTY_SEED"] {
        case "random"?: UInt64.random(in: 0...UInt64.max)
        case let s?: UInt64(s) ?? 0x5EED
        case nil: 0x5EED
        }
        let seedFile = FileManager.default.temporaryDirectory.appendingPathComponent("pointerkit-property-seed")
        var events = 0, programs = 0
        var seed = baseSeed
        while events < budget {
            try? "\(seed)\n".write(to: seedFile, atomically: false, encoding: .utf8)
            let program = Self.program(seed: seed)
            let world = Self.run(program, device: Self.device(seed: seed))
            events += world.samples
            programs += 1
            if let first = world.violations.first {
                let shrunk = Self.shrink(program, device: Self.device(seed: seed))
                let replay = Self.run(shrunk, device: Self.device(seed: seed))
                Issue.record("""
                    Seed \(seed) (replay: PK_PROPERTY_SEED=\(seed) PK_PROPERTY_EVENTS=1): \(first)
                    Shrunk from \(program.count) to \(shrunk.count) steps; it reports: \(replay.violations.first ?? "(flaky: nothing)")
                    \(replay.code.joined(separator: "\n"))
                    """)
                return
            }
            seed &+= 1
            // Other main-actor tests (the playground's server among them) run between programs:
            // a long run must not hold the main actor for a minute.
            await Task.yield()
        }
        print("property tester: \(programs) programs, \(events) device samples from seed \(baseSeed), no invariant broken")
        #expect(events >= min(budget, 200_000))
    }

    static func device(seed: UInt64) -> DeviceKind { seed % 3 == 0 ? .mouse : .trackpad }

    static func program(seed: UInt64) -> [Step] {
        var generator = ProgramGenerator(seed: seed)
        return generator.program(length: programLength)
    }

    /// Runs a program in a fresh window; the world holds what it found.
    static func run(_ program: [Step], device: DeviceKind) -> ProgramWorld {
        let world = ProgramWorld(device: device)
        let traces = ProcessInfo.processInfo.environment["PK_PROPERTY_TRACE"] != nil
        for (index, step) in program.enumerated() {
            let known = world.code.count
            world.run(step, index: index)
            if traces { trace(world.code[known...], world) }
            if !world.violations.isEmpty { break }
        }
        return world
    }

    /// Writes `lines` of a program to standard error (unbuffered: a trap right after still shows
    /// them), with the routing's and the drawn pointer's place and presence after them.
    static func trace(_ lines: ArraySlice<String>, _ world: ProgramWorld) {
        let system = world.window.router.system
        let state = "routing \(system.location) \(system.routing.presence)\(system.routing.isClicking ? " clicking" : ""), "
            + "drawn \(system.visibleLocation) \(system.routing.isDrawn ? "in" : "out")"
        for line in lines { FileHandle.standardError.write(Data("\(line)   // \(state)\n".utf8)) }
    }

    /// Delta debugging: drops chunks, then single steps, while the program still breaks an
    /// invariant (any of them). At most 400 re-runs.
    static func shrink(_ program: [Step], device: DeviceKind) -> [Step] {
        var current = program
        var budget = 400
        var chunk = max(1, current.count / 2)
        while chunk >= 1, budget > 0 {
            var start = 0
            var removedAny = false
            while start < current.count, budget > 0 {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                budget -= 1
                if !run(candidate, device: device).violations.isEmpty {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return current
    }
}
