import Testing
@testable import PointerEngine

/// Conditions where the app prefers the lock and every requirement holds.
private let wanted = PointerLockArbiter.Conditions(prefersLock: true)

/// Steps `arbiter` to a held lock that the host granted.
private func lockedArbiter(_ conditions: PointerLockArbiter.Conditions = wanted) -> PointerLockArbiter {
    var arbiter = PointerLockArbiter()
    _ = arbiter.evaluate(conditions)
    _ = arbiter.hostAnswered(granted: true)
    return arbiter
}

@Suite("Pointer lock arbiter")
struct PointerLockArbiterTests {
    @Test("the lock needs the preference and every iPad requirement")
    func iPadRequirements() {
        var arbiter = PointerLockArbiter()
        #expect(arbiter.evaluate(.init(prefersLock: false)) == .none)
        var notFullScreen = wanted
        notFullScreen.isFullScreen = false
        #expect(arbiter.evaluate(notFullScreen) == .none)
        for activation in [PointerLockArbiter.Activation.foregroundInactive, .background, .unattached] {
            var conditions = wanted
            conditions.activation = activation
            #expect(arbiter.evaluate(conditions) == .none)
        }
        #expect(arbiter.evaluate(.init(canLock: false, prefersLock: true)) == .none)
        #expect(arbiter.evaluate(wanted) == .askHostToLock)
        #expect(arbiter.hostAnswered(granted: true) == .lock)
        #expect(arbiter.isLocked)
        #expect(arbiter.evaluate(wanted) == .none, "an unchanged decision does nothing")
    }

    @Test("the lock goes while Slide Over is up and is asked for again when it closes")
    func slideOver() {
        var arbiter = lockedArbiter()
        var slideOver = wanted
        slideOver.isFullScreen = false
        #expect(arbiter.evaluate(slideOver) == .unlock(tellHost: true))
        #expect(!arbiter.isLocked)
        #expect(arbiter.evaluate(wanted) == .askHostToLock)
    }

    @Test("a host refusal leaves the pointer unlocked and is asked again when conditions change")
    func hostRefuses() {
        var arbiter = PointerLockArbiter()
        #expect(arbiter.evaluate(wanted) == .askHostToLock)
        #expect(arbiter.hostAnswered(granted: false) == .none)
        #expect(!arbiter.isLocked)
        #expect(arbiter.evaluate(wanted) == .askHostToLock)
        #expect(arbiter.hostAnswered(granted: true) == .lock)
        #expect(arbiter.isLocked)
    }

    @Test("a host answer nobody asked for changes nothing")
    func unaskedAnswer() {
        var arbiter = PointerLockArbiter()
        #expect(arbiter.hostAnswered(granted: true) == .none)
        #expect(!arbiter.isLocked)
        var locked = lockedArbiter()
        #expect(locked.hostAnswered(granted: true) == .none)
        #expect(locked == lockedArbiter())
    }

    @Test("a host break unlocks and relocks only after the preference changes or the host allows it")
    func hostBreaks() {
        var arbiter = lockedArbiter()
        #expect(arbiter.hostBrokeLock(preference: true) == .unlock(tellHost: false), "the host already let go")
        #expect(!arbiter.isLocked && arbiter.isBrokenByHost)
        #expect(arbiter.evaluate(wanted) == .none, "no relock while the preference stays the same")
        arbiter.hostCanLockAgain()
        #expect(arbiter.evaluate(wanted) == .askHostToLock)
        #expect(arbiter.hostAnswered(granted: true) == .lock)

        var changedMind = lockedArbiter()
        _ = changedMind.hostBrokeLock(preference: true)
        #expect(changedMind.evaluate(.init(prefersLock: false)) == .none)
        #expect(!changedMind.isBrokenByHost, "dropping the preference forgets the break")
        #expect(changedMind.evaluate(wanted) == .askHostToLock)
    }

    @Test("a host break while unlocked is ignored")
    func breakWhileUnlocked() {
        var arbiter = PointerLockArbiter()
        #expect(arbiter.hostBrokeLock(preference: true) == .none)
        #expect(arbiter == PointerLockArbiter())
    }

    @Test("mac rules need the app frontmost and a key window")
    func macRequirements() {
        let mac = PointerLockArbiter.Conditions(prefersLock: true, rules: .mac, isFullScreen: false)
        var arbiter = PointerLockArbiter()
        #expect(arbiter.evaluate(mac) == .askHostToLock, "full screen is an iPad rule only")
        #expect(arbiter.hostAnswered(granted: true) == .lock)
        var background = mac
        background.isApplicationFrontmost = false
        #expect(arbiter.evaluate(background) == .unlock(tellHost: true))
        #expect(arbiter.evaluate(mac) == .askHostToLock)
        #expect(arbiter.hostAnswered(granted: true) == .lock)
        var noKeyWindow = mac
        noKeyWindow.hasKeyWindow = false
        #expect(arbiter.evaluate(noKeyWindow) == .unlock(tellHost: true))
        var inactive = mac
        inactive.activation = .foregroundInactive
        #expect(inactive.requirementsMet, "an inactive but visible Mac window may keep the lock")
        inactive.activation = .background
        #expect(!inactive.requirementsMet)
    }

    @Test("disconnect releases a held lock and tells the host")
    func disconnect() {
        var arbiter = lockedArbiter()
        #expect(arbiter.disconnect() == .unlock(tellHost: true))
        #expect(!arbiter.isLocked)
        #expect(arbiter.disconnect() == .none, "nothing left to release")
    }

    @Test("a scene that can no longer lock releases a held lock, telling the host")
    func cannotLock() {
        var arbiter = lockedArbiter()
        #expect(arbiter.evaluate(.init(canLock: false, prefersLock: true)) == .unlock(tellHost: true))
        #expect(!arbiter.isLocked)
        #expect(arbiter.evaluate(.init(canLock: false, prefersLock: true)) == .none, "nothing left to release")
    }

    @Test("a host's grant that arrives after the scene disconnected locks nothing")
    func grantAfterDisconnect() {
        var arbiter = PointerLockArbiter()
        #expect(arbiter.evaluate(wanted) == .askHostToLock)
        #expect(arbiter.disconnect() == .none)
        #expect(arbiter.hostAnswered(granted: true) == .none)
        #expect(!arbiter.isLocked)
    }

    @Test("a lock is requested only when the scene can lock, the app prefers it and the requirements hold")
    func lockRequested() {
        #expect(wanted.lockRequested)
        #expect(!PointerLockArbiter.Conditions(prefersLock: false).lockRequested)
        #expect(!PointerLockArbiter.Conditions(canLock: false, prefersLock: true).lockRequested)
    }
}
