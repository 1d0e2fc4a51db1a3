/// One key held down: which key, on which keyboard.
struct HeldKey: Hashable, Sendable {
    var code: Int
    var device: DeviceKind
    var deviceID: Int
}

extension InputConverter {
    /// Checks a key sample before anything changes: a known usage, and a press of a key that
    /// is up or a release of one that is down (on the same keyboard).
    func validateKey(_ code: Int, pressed: Bool, device: DeviceKind, id: Int) throws(InputError) {
        guard KeyUsage.isKnown(code) else { throw .unknownKeyCode(code) }
        let held = heldKeys.contains(HeldKey(code: code, device: device, deviceID: id))
        if pressed, held { throw .keyPressWhileHeld(code: code) }
        if !pressed, !held { throw .keyReleaseWithoutPress(code: code) }
    }

    /// A key went down or up: the held keys and the modifiers change, then the `.key` event
    /// (stamped with the keyboard, not the pointer's device) and, when the modifiers changed,
    /// a `.modifiers` event as a `.modifiers` sample makes, so the pointer side sees the
    /// change at once.
    mutating func key(_ code: Int, pressed: Bool, device: DeviceKind, id: Int, at time: Double,
                      emit: (PointerEvent) -> Void) {
        let held = HeldKey(code: code, device: device, deviceID: id)
        let before = modifiers
        if pressed {
            heldKeys.append(held)
            if code == KeyUsage.capsLock { modifiers.formSymmetricDifference(.alphaShift) }
            modifiers.formUnion(KeyUsage.modifier(for: code))
        } else {
            heldKeys.removeAll { $0 == held }
            releaseModifier(of: code)
        }
        emitKey(held, pressed ? .began : .ended, at: time, emit: emit)
        if modifiers != before { emit(event(.modifiers, at: time)) }
    }

    /// A device went away: each key it held is cancelled (newest first), its modifiers are
    /// released, and a `.modifiers` event follows when they changed. A keyboard's removal ends
    /// there, with no `.deviceRemoved` event: the pointer is not affected.
    mutating func cancelKeys(of device: DeviceKind, id: Int, at time: Double, emit: (PointerEvent) -> Void) {
        guard !heldKeys.isEmpty else { return }
        let before = modifiers
        let gone = heldKeys.filter { $0.device == device && $0.deviceID == id }
        heldKeys.removeAll { $0.device == device && $0.deviceID == id }
        for key in gone.reversed() {
            releaseModifier(of: key.code)
            emitKey(key, .cancelled, at: time, emit: emit)
        }
        if modifiers != before { emit(event(.modifiers, at: time)) }
    }

    /// Clears the modifier a released key held, unless another held key holds it too (the
    /// other Shift key).
    private mutating func releaseModifier(of code: Int) {
        let flag = KeyUsage.modifier(for: code)
        guard !flag.isEmpty, !heldKeys.contains(where: { KeyUsage.modifier(for: $0.code) == flag }) else { return }
        modifiers.subtract(flag)
    }

    private func emitKey(_ key: HeldKey, _ phase: EventPhase, at time: Double, emit: (PointerEvent) -> Void) {
        var e = event(.key, phase, at: time)
        e.device = key.device
        e.deviceID = key.deviceID
        e.keyCode = key.code
        emit(e)
    }
}
