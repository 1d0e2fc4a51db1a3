import PointerGeometry

// The engine's state machines check their own invariants after each input that could break
// them, as swift-collections' types do (the gesture books and latch after an append only: a
// `defer` reading the generic books after `takeFrames()` made a steady click allocate in release
// builds, 490 mallocs per 1,000 clicks, which the benchmarks' malloc threshold caught): compiled in when `POINTERKIT_INVARIANTS` is defined (Package.swift defines it for
// debug builds, so every test and the property tester's random programs run with the checks),
// compiled out of release builds, where `_checkInvariants()` is an empty inlined function. An
// impossible state traps with a message naming the state machine and what broke.

/// True when the state machines' invariant checks are compiled in (debug builds).
package let _invariantChecksEnabled: Bool = {
    #if POINTERKIT_INVARIANTS
    true
    #else
    false
    #endif
}()

/// Traps with `message` when `condition` is false (only where invariants are compiled in).
@usableFromInline func invariant(_ condition: Bool, _ type: StaticString, _ message: @autoclosure () -> String) {
    if !condition { preconditionFailure("\(type): invariant broken: \(message())") }
}

extension PointerRouting {
    /// Checks the routing's invariants (a no-op unless `POINTERKIT_INVARIANTS` is defined): the
    /// pointer is somewhere finite (its presence, in the window or off its surface, is one
    /// state), and each contact id is listed once.
    @inlinable @inline(__always) public func _checkInvariants() {
        #if POINTERKIT_INVARIANTS
        _checkInvariantsNow()
        #endif
    }

    @usableFromInline func _checkInvariantsNow() {
        invariant(location.isFinite, "PointerRouting", "the pointer's location \(location) is not finite")
        invariant(time.isFinite, "PointerRouting", "the time \(time) is not finite")
        invariant(Set(contacts.map(\.id)).count == contacts.count, "PointerRouting", "a contact id is listed twice: \(contacts.map(\.id))")
    }
}

extension PointerLockArbiter {
    /// Checks the arbiter's invariants (a no-op unless `POINTERKIT_INVARIANTS` is defined): a
    /// held lock is neither awaiting the host's answer nor broken by the host.
    @inlinable @inline(__always) public func _checkInvariants() {
        #if POINTERKIT_INVARIANTS
        _checkInvariantsNow()
        #endif
    }

    @usableFromInline func _checkInvariantsNow() {
        invariant(!(isLocked && isAwaitingHost), "PointerLockArbiter", "locked while still awaiting the host's answer")
        invariant(!(isLocked && isBrokenByHost), "PointerLockArbiter", "locked while the host has broken the lock")
    }
}

extension GestureLatch {
    /// Checks the latch's invariant (a no-op unless `POINTERKIT_INVARIANTS` is defined): each
    /// member is latched once.
    @inlinable @inline(__always) public func _checkInvariants() {
        #if POINTERKIT_INVARIANTS
        _checkInvariantsNow()
        #endif
    }

    @usableFromInline func _checkInvariantsNow() {
        for (i, m) in members.enumerated() {
            invariant(!members[..<i].contains { $0 == m }, "GestureLatch", "a member is latched twice")
        }
    }
}

extension GestureBooks {
    /// Checks the books' invariant (a no-op unless `POINTERKIT_INVARIANTS` is defined): a member
    /// is listed once in each list.
    @inlinable @inline(__always) public func _checkInvariants() {
        #if POINTERKIT_INVARIANTS
        _checkInvariantsNow()
        #endif
    }

    @usableFromInline func _checkInvariantsNow() {
        for (name, list) in [("waiting", waiting), ("timed", timed), ("finished", finished)] {
            for (i, m) in list.enumerated() {
                invariant(!list[..<i].contains(m), "GestureBooks", "a member is listed twice as \(name)")
            }
        }
    }
}

extension AdaptivePointer {
    /// Checks the adaptive pointer's invariants (a no-op unless `POINTERKIT_INVARIANTS` is
    /// defined): every spring and both its clocks are finite, at most four accessories and 32
    /// diagnostics are kept.
    @inlinable @inline(__always) public func _checkInvariants() {
        #if POINTERKIT_INVARIANTS
        _checkInvariantsNow()
        #endif
    }

    @usableFromInline func _checkInvariantsNow() {
        let springs = [centerX, centerY, width, height, radius, opacity]
        invariant(springs.allSatisfy { $0.value.isFinite && $0.target.isFinite }, "AdaptivePointer",
                  "a spring is not finite: \(springs.map(\.value))")
        invariant(lastFrame.isFinite && lastMotion.isFinite, "AdaptivePointer",
                  "a clock is not finite (frame \(lastFrame), motion \(lastMotion))")
        invariant(accessories.count <= 4, "AdaptivePointer", "\(accessories.count) accessories (at most 4)")
        invariant(diagnostics.count <= 32, "AdaptivePointer", "\(diagnostics.count) diagnostics (at most 32)")
    }
}

extension PointerSystem {
    /// Checks what the system's parts must agree on between two dispatches (a no-op unless
    /// `POINTERKIT_INVARIANTS` is defined): only a click drags the pointer, a pointer that is
    /// not drawn has no region, and only one in the window hovers. Where the pointer is, whether it is in the
    /// window or drawn, the time, the device and the lock need no check: the routing holds the
    /// one copy of each (`PointerPlace`). Called when an input arrives with nothing awaited.
    @inlinable @inline(__always) public func _checkInvariants() {
        #if POINTERKIT_INVARIANTS
        _checkInvariantsNow()
        #endif
    }

    @usableFromInline func _checkInvariantsNow() {
        invariant(_routing.presence != .dragging || _routing.isClicking, "PointerSystem",
                  "the pointer is dragged with no click holding it (a click's end left it so)")
        invariant(_routing.isDrawn || pointer.region == nil, "PointerSystem",
                  "the pointer is \(_routing.presence), not drawn, but its region is still \(String(describing: pointer.region))")
        invariant(_routing.isInWindow || (_hover.current.isEmpty && !_hover.rootHovered), "PointerSystem",
                  "the pointer is \(_routing.presence), yet \(_hover.current.count) targets are hovered (the root \(_hover.rootHovered ? "too" : "not"))")
    }
}
