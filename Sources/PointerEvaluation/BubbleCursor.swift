import PointerGeometry

/// The bubble cursor's rule (Grossman & Balakrishnan, "The bubble cursor: enhancing target
/// acquisition by dynamic resizing of the cursor's activation area", CHI 2005): the target a
/// click selects is the one nearest the pointer, so every point of the window selects exactly
/// one target. Targets are squares of one width; nearness is the distance to a target's edge
/// (0 inside it), Grossman and Balakrishnan's *intersecting distance*.
public struct BubbleCursor: Sendable, Equatable {
    /// The targets' centres, window coordinates.
    public var centres: [Point]
    /// The targets' side, points.
    public var width: Double

    /// A bubble cursor over square targets of side `width` centred at `centres`.
    public init(centres: [Point], width: Double) {
        self.centres = centres; self.width = width
    }

    /// The distance from `p` to target `i`'s nearest edge, points (0 inside it).
    /// - Complexity: O(1).
    @inlinable
    public func intersectingDistance(_ i: Int, from p: Point) -> Double {
        let half = width / 2
        let dx = max(abs(p.x - centres[i].x) - half, 0), dy = max(abs(p.y - centres[i].y) - half, 0)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The distance from `p` to target `i`'s farthest corner, points: the radius a bubble needs
    /// to contain the whole target (Grossman and Balakrishnan's *containment distance*).
    public func containmentDistance(_ i: Int, from p: Point) -> Double {
        let half = width / 2
        let dx = abs(p.x - centres[i].x) + half, dy = abs(p.y - centres[i].y) + half
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The target a click at `p` selects: the smallest intersecting distance, ties to the
    /// nearer centre. Nil without targets.
    /// - Complexity: O(n) in the targets.
    public func selected(at p: Point) -> Int? {
        var best: Int?, bestEdge = Double.infinity, bestCentre = Double.infinity
        for i in centres.indices {
            let edge = intersectingDistance(i, from: p)
            guard edge <= bestEdge else { continue }
            let centre = (p - centres[i]).length
            if edge < bestEdge || centre < bestCentre { best = i; bestEdge = edge; bestCentre = centre }
        }
        return best
    }

    /// The bubble's radius at `p`, points: big enough to contain the selected target, but no
    /// bigger than the second-nearest target's intersecting distance (so it touches no other
    /// target), as Grossman and Balakrishnan draw it.
    /// - Complexity: O(n) in the targets.
    public func radius(at p: Point) -> Double {
        guard let chosen = selected(at: p) else { return 0 }
        var second = Double.infinity
        for i in centres.indices where i != chosen { second = min(second, intersectingDistance(i, from: p)) }
        return min(containmentDistance(chosen, from: p), second)
    }
}
