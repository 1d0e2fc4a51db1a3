import PointerEngine

/// The one table through which the pointer engine's handles name PointerKit's host objects:
/// views, pointer interactions and gesture recognizers. It holds nothing strongly.
///
/// A handle is a slot in the table and that slot's generation (`rawValue` is the generation
/// shifted 32 bits left, plus the slot). Each object takes a slot when it is made and gives it
/// back in its deinit, which bumps the slot's generation: a handle that outlived its object
/// (the engine keeps the effect view's while its springs settle) resolves to nothing, never to
/// the object that took the slot next, as an address-based handle could. A slot would have to
/// be taken and given back 2³² times while one stale handle lived for that to wrap.
///
/// Entries are `unowned`, not `weak`: a weak reference moves its object's reference count into
/// a side table for good, and every retain and release of that object then takes the slow path
/// (a third of a pointer move's cost, measured: `UIView+Storage.swift`); an unowned one keeps
/// the count inline and is still checked. An entry never outlives its object: the object's
/// main-actor deinit clears it before anything else, so a resolve never loads a freed object.
/// Resolving is an index, a generation compare and a load, one checked access: no hashing, no
/// search. (The driver reuses the view it just hit-tested rather than looking it up again.)
@MainActor enum HostObjects {
    /// An object in a slot, or none.
    struct Unowned<Object: AnyObject> {
        unowned(safe) var object: Object?
    }

    /// The slots, one stored value: each slot's generation, and its object in the column of
    /// its kind (kept apart, so that checking a generation touches no reference). Each call
    /// below reaches it once, through one of its methods: one access, checked, per call.
    struct Table {
        var generations: [UInt32] = []
        var views: [Unowned<UIView>] = []
        var interactions: [Unowned<UIPointerInteraction>] = []
        var recognizers: [Unowned<UIGestureRecognizer>] = []
        /// Slots given back, taken again last-in first-out.
        var free: [UInt32] = []

        /// The slot `handle` names, when it is still that slot's generation.
        @inline(__always) func slot(_ handle: HostHandle) -> Int? {
            let slot = Int(truncatingIfNeeded: handle.rawValue & 0xFFFF_FFFF)
            guard slot < generations.count, UInt(generations[slot]) == handle.rawValue >> 32 else { return nil }
            return slot
        }

        mutating func reserve() -> HostHandle {
            let slot: UInt32
            if let reused = free.popLast() {
                slot = reused
            } else {
                slot = UInt32(generations.count)
                generations.append(1)
                views.append(Unowned(object: nil))
                interactions.append(Unowned(object: nil))
                recognizers.append(Unowned(object: nil))
            }
            return HostHandle(UInt(generations[Int(slot)]) << 32 | UInt(slot))
        }

        mutating func remove(_ handle: HostHandle) {
            guard let slot = slot(handle) else { return }
            generations[slot] &+= 1
            views[slot].object = nil
            interactions[slot].object = nil
            recognizers[slot].object = nil
            free.append(UInt32(slot))
        }

        @inline(__always) func view(_ handle: HostHandle) -> UIView? {
            guard let slot = slot(handle) else { return nil }
            return views[slot].object
        }
    }

    /// The table.
    static var table = Table()

    /// A handle for an object being made: a slot, empty until `insert` fills it.
    static func reserve() -> HostHandle { table.reserve() }

    /// Fills `view`'s slot (its initialiser, once it may be referenced).
    static func insert(_ view: UIView, as handle: HostHandle) {
        if let slot = table.slot(handle) { table.views[slot].object = view }
    }

    /// Fills `interaction`'s slot.
    static func insert(_ interaction: UIPointerInteraction, as handle: HostHandle) {
        if let slot = table.slot(handle) { table.interactions[slot].object = interaction }
    }

    /// Fills `recognizer`'s slot.
    static func insert(_ recognizer: UIGestureRecognizer, as handle: HostHandle) {
        if let slot = table.slot(handle) { table.recognizers[slot].object = recognizer }
    }

    /// Gives `handle`'s slot back (its object's deinit): the handle, and every copy the engine
    /// keeps, resolves to nothing from now on.
    static func remove(_ handle: HostHandle) { table.remove(handle) }

    /// The view `handle` names; nil once it has been freed, or when it names no view.
    @inline(__always) static func view(_ handle: HostHandle) -> UIView? { table.view(handle) }

    /// The pointer interaction `handle` names; nil once it has been freed.
    static func interaction(_ handle: HostHandle) -> UIPointerInteraction? {
        guard let slot = table.slot(handle) else { return nil }
        return table.interactions[slot].object
    }

    /// The gesture recognizer `handle` names; nil once it has been freed.
    static func recognizer(_ handle: HostHandle) -> UIGestureRecognizer? {
        guard let slot = table.slot(handle) else { return nil }
        return table.recognizers[slot].object
    }

    /// How many objects the table names now (tests: nothing is kept past its deinit).
    static var count: Int { table.generations.count - table.free.count }
}
