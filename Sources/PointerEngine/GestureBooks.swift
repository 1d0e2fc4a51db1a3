/// The gesture arena's books: the members waiting for another to fail, those waiting for time
/// to pass, and those that finished and are reset once their touches end.
///
/// `GestureArena` decides; the books remember between decisions. Every list is walked by a
/// pass the host drives: the books hand over one member at a time and never call the host
/// while they are being changed, so the host's calls (which run app code that may ask for
/// more waiting, frames or resets) happen between two calls to the books, never inside one.
/// A member asked for twice is listed once. The lists keep their capacity, and each pass swaps
/// two buffers, so steady use allocates nothing.
///
/// A member is whatever the host names its recognizers by; the books only compare members.
public struct GestureBooks<Member: Equatable> {
    /// The members waiting for another to fail before they may recognise, oldest first. The
    /// state each asked for is the host's (it reads it back in `ResumptionPass.next`).
    public private(set) var waiting: [Member] = []
    /// The members asking for a frame (`frame(at:)` in UIKit's recognizers), oldest first.
    public private(set) var timed: [Member] = []
    /// The members that reached ended, cancelled or failed and are reset once their touches end.
    public private(set) var finished: [Member] = []
    private var timedSpare: [Member] = []
    private var finishedSpare: [Member] = []

    /// Empty books.
    public init() {}

    // MARK: Waiting for failures

    /// `member` waits for another to fail (the arena said `.wait`).
    public mutating func wait(_ member: Member) {
        if !waiting.contains(member) { waiting.append(member) }
        _checkInvariants()
    }

    /// `member` no longer waits (it failed, proceeded or left the input).
    public mutating func stopWaiting(_ member: Member) {
        waiting.removeAll { $0 == member }
    }

    /// Stops the waiting of every member `predicate` picks (the host's stale entries: members
    /// that no longer have a state to wait with).
    public mutating func stopWaiting(where predicate: (Member) -> Bool) {
        waiting.removeAll(where: predicate)
    }

    /// A pass over the members waiting now, to be asked about after another failed. Members
    /// that begin waiting during the pass are not in it (the failure that started it is not
    /// theirs to see); the host runs another pass when the next member fails.
    public func resumptions() -> ResumptionPass { ResumptionPass(members: waiting) }

    /// The members waiting when a pass began, asked about one at a time.
    public struct ResumptionPass {
        private let members: [Member]
        private var index = 0

        init(members: [Member]) { self.members = members }

        /// The next member that no longer waits, with the arena's decision (`.fail` or
        /// `.proceed`, never `.keepWaiting`). Members whose `pending` state is gone (decided
        /// meanwhile by the host) are skipped. The host takes the member off the waiting list
        /// (`stopWaiting`) and then applies the decision, which may run app code.
        public mutating func next<Host: GestureArenaHost>(
            in host: Host, pending: (Member) -> GestureState?
        ) -> (member: Member, decision: GestureArena.Resumption)? where Host.Member == Member {
            while index < members.count {
                let member = members[index]
                index += 1
                guard let state = pending(member) else { continue }
                let decision = GestureArena.resumption(of: member, pending: state, in: host)
                if decision != .keepWaiting { return (member, decision) }
            }
            return nil
        }
    }

    // MARK: Waiting for time

    /// `member` asks for a frame at each tick until a frame answers that it is done.
    public mutating func requestFrames(_ member: Member) {
        if !timed.contains(member) { timed.append(member) }
        _checkInvariants()
    }

    /// `member` no longer asks for frames (disabled, or it left the window).
    package mutating func stopFrames(_ member: Member) {
        timed.removeAll { $0 == member }
    }

    /// Takes the members asking for frames now: the host gives each its frame, asks again
    /// (`requestFrames`) for those that want another, and hands the list back
    /// (`recycleFrames`). Members that ask during the frames land on the fresh list.
    public mutating func takeFrames() -> [Member] {
        swap(&timed, &timedSpare)
        return Self.exchange(&timedSpare)
    }

    /// Gives back a list `takeFrames` handed out, emptied, for its capacity.
    /// Passed `inout` so that the books hold the only reference: emptying it then keeps its
    /// buffer rather than copying it.
    public mutating func recycleFrames(_ members: inout [Member]) {
        swap(&timedSpare, &members)
        timedSpare.removeAll(keepingCapacity: true)
    }

    // MARK: Finished

    /// `member` finished (ended, cancelled or failed) during a dispatch: the host resets it
    /// once its touches have ended.
    public mutating func finish(_ member: Member) {
        if !finished.contains(member) { finished.append(member) }
        _checkInvariants()
    }

    /// Takes the finished members: the host resets those whose touches ended, finishes again
    /// (`finish`) those still tracking touches, and hands the list back (`recycleFinished`).
    /// Members that finish while others are reset land on the fresh list, for a later dispatch.
    public mutating func takeFinished() -> [Member] {
        swap(&finished, &finishedSpare)
        return Self.exchange(&finishedSpare)
    }

    /// Gives back a list `takeFinished` handed out, emptied, for its capacity.
    /// Passed `inout` so that the books hold the only reference: emptying it then keeps its
    /// buffer rather than copying it.
    public mutating func recycleFinished(_ members: inout [Member]) {
        swap(&finishedSpare, &members)
        finishedSpare.removeAll(keepingCapacity: true)
    }

    // MARK: Leaving

    /// `member` leaves the input in progress: it no longer waits for failures or for frames.
    /// A finished member stays listed, to be reset.
    public mutating func forget(_ member: Member) {
        stopWaiting(member)
        stopFrames(member)
    }

    /// Moves `list` out, leaving it empty (no copy: the returned array is uniquely held).
    private static func exchange(_ list: inout [Member]) -> [Member] {
        var taken: [Member] = []
        swap(&taken, &list)
        return taken
    }
}

extension GestureBooks: Sendable where Member: Sendable {}
