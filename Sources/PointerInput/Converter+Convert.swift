import PointerGeometry

extension InputConverter {
    /// Converts one sample, emitting its events in order. A refused sample throws and changes
    /// nothing; earlier timers due by the sample's time fire first.
    /// - Complexity: O(1) for motion, buttons, wheel and pinch; no allocation for motion.
    ///
    /// `pointer`, when given, is where the pointer is now if something other than this
    /// converter may have moved it (another device driving the same pointer, a toss): once the
    /// sample is accepted, the converter continues from there (clamped to its surface).
    public mutating func convert(_ sample: RawSample, from pointer: Point? = nil, emit: (PointerEvent) -> Void) throws(InputError) {
        guard sample.timestamp.isFinite else { throw .invalidTimestamp }
        try validate(sample.kind)
        if case .key(let code, let pressed, _) = sample.kind {
            try validateKey(code, pressed: pressed, device: sample.device, id: sample.deviceID)
        }
        if let pointer, pointer != location, pointer.isFinite { location = clamp(pointer) }
        var sample = sample
        sample.kind = limited(sample.kind)
        var time = sample.timestamp
        if time < lastTimestamp {
            note(.timestampClamped(got: time, usedInstead: lastTimestamp))
            time = lastTimestamp
        }
        advance(to: time, emit: emit)
        lastTimestamp = time
        // A keyboard does not drive the pointer: later pointer events keep their device.
        if sample.device != .keyboard { source = (sample.device, sample.deviceID) }
        switch sample.kind {
        case .motion(let delta, let unaccelerated):
            location = clamp(location + delta)
            var e = event(.motion, at: time)
            e.delta = delta; e.unacceleratedDelta = unaccelerated
            emit(e)
        case .position(let p):
            let old = location
            location = clamp(p)
            var e = event(.motion, at: time)
            e.delta = location - old; e.unacceleratedDelta = e.delta
            emit(e)
        case .button(let number, let pressed):
            stopMomentum(at: time, emit: emit)
            if pressed { buttons.insert(.button(number)) } else { buttons.remove(.button(number)) }
            var e = event(pressed ? .press : .release, at: time)
            e.button = number
            emit(e)
        case .wheel(let v120):
            let steps = Point(x: v120.x / 120, y: v120.y / 120)
            scroll(.wheel, delta: steps * configuration.pointsPerWheelNotch, steps: steps, at: time, emit: emit)
        case .smoothScroll(let delta):
            scroll(.smooth, delta: delta, steps: .zero, at: time, emit: emit)
        case .fingerScroll(let delta):
            if delta == .zero { liftFingers(at: time, emit: emit) } else {
                scroll(.finger, delta: delta, steps: .zero, at: time, emit: emit)
                fingerTravel = fingerTravel + delta
                fingerVelocity.add(fingerTravel, at: time)
            }
        case .pinch(let phase, let scale, let rotationDelta):
            pinch(phase, scale: scale, rotationDelta: rotationDelta, at: time, emit: emit)
        case .hold(let phase):
            if phase == .begin { stopMomentum(at: time, emit: emit) }
        case .modifiers(let flags):
            modifiers = flags
            emit(event(.modifiers, at: time))
        case .touch(let id, let phase, let p):
            touch(id: id, phase: phase, at: p, time: time, emit: emit)
        case .proximity(let entered):
            emit(event(.proximity, entered ? .began : .ended, at: time))
        case .key(let code, let pressed, _):
            key(code, pressed: pressed, device: sample.device, id: sample.deviceID, at: time, emit: emit)
        case .removed:
            cancelKeys(of: sample.device, id: sample.deviceID, at: time, emit: emit)
            if sample.device != .keyboard { removeDevice(at: time, emit: emit) }
        }
    }

    /// Checks a sample completely before anything changes.
    func validate(_ kind: SampleKind) throws(InputError) {
        func finite(_ p: Point, _ field: String) throws(InputError) {
            guard p.isFinite else { throw .nonFiniteValue(field: field) }
        }
        switch kind {
        case .motion(let d, let u):
            try finite(d, "motion.delta"); try finite(u, "motion.unaccelerated")
        case .position(let p): try finite(p, "position")
        case .button(let number, let pressed):
            guard (1...ButtonMask.maximumButtonNumber).contains(number) else { throw .buttonOutOfRange(number) }
            let held = buttons.contains(.button(number))
            if pressed, held { throw .pressWhileHeld(button: number) }
            if !pressed, !held { throw .releaseWithoutPress(button: number) }
        case .wheel(let v): try finite(v, "wheel.v120")
        case .smoothScroll(let d): try finite(d, "smoothScroll.delta")
        case .fingerScroll(let d): try finite(d, "fingerScroll.delta")
        case .pinch(let phase, let scale, let rotation):
            guard scale.isFinite, scale > 0 else { throw .nonFiniteValue(field: "pinch.scale (must be finite and > 0)") }
            guard rotation.isFinite else { throw .nonFiniteValue(field: "pinch.rotationDelta") }
            if phase != .begin, pinchRotation == nil { throw .gestureNotInProgress("pinch \(phase.rawValue)") }
        case .touch(let id, let phase, let p):
            try finite(p, "touch.location")
            if phase != .begin, !activeTouches.contains(id) { throw .unknownTouch(id: id) }
        case .hold, .modifiers, .proximity, .removed, .key:
            break
        }
    }

    mutating func touch(id: Int, phase: SamplePhase, at p: Point, time: Double, emit: (PointerEvent) -> Void) {
        var e = event(.touch, at: time)
        e.location = p
        e.touchID = id
        switch phase {
        case .begin:
            // A second begin for a live contact is taken as a move: the contact is real.
            e.phase = activeTouches.contains(id) ? .changed : .began
            if e.phase == .began { activeTouches.append(id) }
        case .update: e.phase = .changed
        case .end: e.phase = .ended; activeTouches.removeAll { $0 == id }
        case .cancel: e.phase = .cancelled; activeTouches.removeAll { $0 == id }
        }
        emit(e)
    }

    mutating func pinch(_ phase: SamplePhase, scale: Double, rotationDelta: Double, at time: Double,
                        emit: (PointerEvent) -> Void) {
        if phase == .begin {
            // A begin during a pinch: the old one is cancelled, the new one starts.
            if pinchRotation != nil { emitPinch(.cancelled, scale: scale, at: time, emit: emit) }
            stopMomentum(at: time, emit: emit)
            pinchRotation = rotationDelta
            emitPinch(.began, scale: scale, at: time, emit: emit)
            return
        }
        pinchRotation = (pinchRotation ?? 0) + rotationDelta
        switch phase {
        case .update: emitPinch(.changed, scale: scale, at: time, emit: emit)
        case .end: emitPinch(.ended, scale: scale, at: time, emit: emit); pinchRotation = nil
        default: emitPinch(.cancelled, scale: scale, at: time, emit: emit); pinchRotation = nil
        }
    }

    func emitPinch(_ phase: EventPhase, scale: Double, at time: Double, emit: (PointerEvent) -> Void) {
        var e = event(.transform, phase, at: time)
        e.scale = scale
        e.rotation = pinchRotation ?? 0
        emit(e)
    }

    /// Cancels everything in progress: momentum, scroll, pinch, touches, then held buttons
    /// (released with phase `.cancelled`), then one `.deviceRemoved` event.
    mutating func removeDevice(at time: Double, emit: (PointerEvent) -> Void) {
        stopMomentum(at: time, emit: emit)
        if burst != .none {
            var e = event(.scroll, .cancelled, at: time)
            e.scrollType = burst == .wheel ? .discrete : .continuous
            emit(e)
            burst = .none
        }
        if pinchRotation != nil {
            emitPinch(.cancelled, scale: 1, at: time, emit: emit)
            pinchRotation = nil
        }
        for id in activeTouches {
            var e = event(.touch, .cancelled, at: time)
            e.touchID = id
            emit(e)
        }
        activeTouches.removeAll()
        for number in 1...ButtonMask.maximumButtonNumber where buttons.contains(.button(number)) {
            buttons.remove(.button(number))
            var e = event(.release, .cancelled, at: time)
            e.button = number
            emit(e)
        }
        forgetFingers()
        emit(event(.deviceRemoved, at: time))
    }
}
