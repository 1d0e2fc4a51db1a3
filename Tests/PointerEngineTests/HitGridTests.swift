import Testing
import PointerGeometry
@testable import PointerEngine

/// A small deterministic generator so failures reproduce.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

@Suite("Spatial index for hit testing")
struct HitGridTests {
    func candidates(_ grid: HitGrid, _ p: Point) -> [Int] {
        var found: [Int] = []
        grid.forEachCandidate(at: p) { found.append($0); return false }
        return found
    }

    func bruteForce(_ areas: [Rect?], _ p: Point) -> [Int] {
        areas.indices.reversed().filter { i in areas[i].map { $0.standardized.contains(p) } ?? true }
    }

    @Test("the index visits exactly the entries that contain the point, front-most first")
    func matchesBruteForce() {
        var rng = SeededRandom(state: 7)
        for round in 0..<40 {
            let n = Int.random(in: 1...400, using: &rng)
            var areas: [Rect?] = []
            for _ in 0..<n {
                if Int.random(in: 0..<20, using: &rng) == 0 { areas.append(nil); continue }
                let big = Int.random(in: 0..<15, using: &rng) == 0
                let w = Double.random(in: 0...(big ? 800 : 40), using: &rng)
                let h = Double.random(in: 0...(big ? 800 : 40), using: &rng)
                areas.append(Rect(x: Double.random(in: -100...900, using: &rng), y: Double.random(in: -100...900, using: &rng),
                                  width: Int.random(in: 0..<4, using: &rng) == 0 ? -w : w, height: h))
            }
            var grid = HitGrid()
            grid.rebuild(areas: areas)
            for _ in 0..<200 {
                let p = Point(x: Double.random(in: -150...1000, using: &rng), y: Double.random(in: -150...1000, using: &rng))
                #expect(candidates(grid, p) == bruteForce(areas, p), "round \(round) at \(p)")
            }
        }
    }

    @Test("stopping early visits no further entries")
    func stopsEarly() {
        var grid = HitGrid()
        grid.rebuild(areas: [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: 10, height: 10)])
        var visited: [Int] = []
        grid.forEachCandidate(at: Point(x: 5, y: 5)) { visited.append($0); return true }
        #expect(visited == [1])
    }

    @Test("non-finite rectangles and points never crash and never match by area")
    func nonFinite() {
        var grid = HitGrid()
        grid.rebuild(areas: [Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 5),
                             Rect(x: 0, y: 0, width: 10, height: 10)])
        // Non-finite rectangles are treated as "may hit anywhere": the view itself decides.
        #expect(candidates(grid, Point(x: 5, y: 5)) == [2, 1, 0])
        #expect(candidates(grid, Point(x: .nan, y: 5)) == [1, 0])
    }

    @Test("an empty index has no candidates")
    func empty() {
        var grid = HitGrid()
        grid.rebuild(areas: [])
        #expect(candidates(grid, .zero).isEmpty)
    }
}
