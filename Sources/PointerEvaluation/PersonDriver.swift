import Foundation
import PointerGeometry
import PointerInput
import PointerUIKit

/// One selection as the evaluation records it.
struct TrialRecord {
    /// Seconds from the previous selection's release to this press.
    var movementTime: Double
    /// True when the intended target's tap recognizer fired.
    var hit: Bool
    /// True when another target's tap recognizer fired instead.
    var hitOther: Bool
    /// The click's offset from the target's centre along the task axis, points (positive:
    /// beyond the centre).
    var axisOffset: Double
    /// The click's offset from the target's centre across the task axis, points (positive: to
    /// the left of the movement, in window coordinates with y down).
    var crossOffset: Double
    /// The distance from the trial's start to the target's centre, points.
    var amplitude: Double
    /// Where the time went (simulated trials only).
    var phases: EvaluationReport.Phases?
}

extension TrialRecord {
    /// A click's offsets from the target's centre along and across the axis from `start` to
    /// the centre, points (0, 0 when the trial started on the centre).
    static func offsets(click: Point, centre: Point, start: Point) -> (along: Double, across: Double) {
        let axis = centre - start, length = axis.length
        guard length > 0 else { return (0, 0) }
        let dx = click.x - centre.x, dy = click.y - centre.y
        return ((dx * axis.x + dy * axis.y) / length, (dx * axis.y - dy * axis.x) / length)
    }
}

/// The simulated person at a device: turns `SimulatedPerson`'s plan into device samples sent
/// through the task's `PointerInputPipeline`, on a clock it owns.
@MainActor
struct PersonDriver {
    var rng: SplitMix64
    let person: SimulatedPerson
    let policy: SubmovementPolicy
    let device: EvaluationDevice
    let acceleration = TrackpadAcceleration()
    let sampleInterval: Double
    var now = 1.0
    /// The minimum-jerk profile's increments, one a report, for the last report count asked
    /// (`fillJerkSteps(_:)`): a trackpad submovement reads them some fifty times while it finds
    /// its hand distance.
    private var jerkSteps: [Double] = []

    init(seed: UInt64, person: SimulatedPerson, policy: SubmovementPolicy, device: EvaluationDevice, sampleRate: Double) {
        rng = SplitMix64(seed: seed)
        self.person = person; self.policy = policy; self.device = device
        sampleInterval = 1 / sampleRate
    }

    /// Points per millimetre of hand motion at a finger speed of `speed` mm/s.
    func gain(speed: Double) -> Double {
        device == .mouse ? TrackpadAcceleration.pointsPerMillimetre
            : TrackpadAcceleration.pointsPerMillimetre * acceleration.factor(speed: speed)
    }

    /// One selection of `target`: submovements until the person sees the pointer on it (or has
    /// used them all), then a click. What the app received decides the hit.
    mutating func select(_ target: Int, width: Double, in task: PointingTask) throws(InputError) -> TrialRecord {
        let start = task.location, centre = task.centres[target], t0 = now
        var remaining = person.maximumSubmovements
        var phases = EvaluationReport.Phases()
        task.log.tapped = nil
        while remaining > 0, !task.isOnTarget(target) {
            let p = task.location
            let distance = (centre - p).length
            let duration = policy.duration(remaining: remaining, distance: distance / width)
            try submove(from: p, to: centre, duration: duration, task: task)
            let stopped = task.location
            now += person.verificationTime
            task.pipeline.advance(to: now)
            remaining -= 1
            // A toss moved the pointer after the hand stopped: the engine warped it to a target.
            if (task.location - stopped).length > 0.5 {
                phases.tosses += 1
                if task.nearestTarget(to: task.location) != target { phases.tossesElsewhere += 1 }
            }
            phases.submovements += 1
            if phases.submovements == 1 { phases.firstMovement = now - t0 }
        }
        let click = task.location
        let movementTime = now - t0
        try task.pipeline.send(RawSample(timestamp: now, device: device.kind, kind: .button(number: 1, pressed: true)))
        now += person.clickDuration
        try task.pipeline.send(RawSample(timestamp: now, device: device.kind, kind: .button(number: 1, pressed: false)))
        task.pipeline.advance(to: now)
        let length = (centre - start).length
        let (along, across) = TrialRecord.offsets(click: click, centre: centre, start: start)
        let tapped = task.log.tapped
        return TrialRecord(movementTime: movementTime, hit: tapped == target, hitOther: tapped != nil && tapped != target,
                           axisOffset: along, crossOffset: across, amplitude: length, phases: phases)
    }

    /// One minimum-jerk submovement of the hand aimed at `aim`, planned to last `duration`
    /// seconds, its endpoint scattered by σ = K · a / T along and across it (a in hand
    /// millimetres), sent as one motion sample per report interval.
    ///
    /// On the trackpad, acceleration magnifies the hand's scatter: a hand that goes 1 % too far
    /// also goes faster, so the pointer goes more than 1 % too far. The person keeps the
    /// pointer's scatter their plan assumes by slowing down by that magnification (the
    /// displacement's elasticity with respect to the hand distance), found in two steps.
    mutating func submove(from p: Point, to aim: Point, duration planned: Double, task: PointingTask) throws(InputError) {
        let v = aim - p, distance = v.length
        guard distance > 0 else { return }
        var duration = planned, reports = 1, dt = planned, hand = 0.0
        for step in 0..<(device == .trackpad ? 3 : 1) {
            reports = max(1, Int((duration / sampleInterval).rounded()))
            dt = duration / Double(reports)
            fillJerkSteps(reports)
            hand = handDistance(for: distance, steps: jerkSteps, dt: dt)
            guard device == .trackpad, step < 2 else { break }
            let spread = displacement(hand * 1.01, steps: jerkSteps, dt: dt) - displacement(hand * 0.99, steps: jerkSteps, dt: dt)
            duration = planned * max(1, spread / (0.02 * distance))
        }
        let sigma = person.noiseConstant * hand / duration
        let along = hand + sigma * rng.normal(), across = sigma * rng.normal()
        let ux = v.x / distance, uy = v.y / distance
        // The hand's endpoint, millimetres.
        let hx = ux * along - uy * across, hy = uy * along + ux * across
        let handLength = (hx * hx + hy * hy).squareRoot()
        let ppm = TrackpadAcceleration.pointsPerMillimetre
        for ds in jerkSteps {
            let g = gain(speed: handLength * ds / dt)
            now += dt
            try task.pipeline.send(RawSample(timestamp: now, device: device.kind,
                                             kind: .motion(delta: Point(x: hx * ds * g, y: hy * ds * g),
                                                           unaccelerated: Point(x: hx * ds * ppm, y: hy * ds * ppm))))
        }
    }

    /// Fills `jerkSteps` with the minimum-jerk profile's increments over `reports` reports
    /// (kept when they are already those).
    mutating func fillJerkSteps(_ reports: Int) {
        guard jerkSteps.count != reports else { return }
        jerkSteps.removeAll(keepingCapacity: true)
        var previous = 0.0
        for k in 1...reports {
            let s = SimulatedPerson.minimumJerk(Double(k) / Double(reports))
            jerkSteps.append(s - previous)
            previous = s
        }
    }

    /// The pointer's displacement, points, for a minimum-jerk hand movement of `a` millimetres
    /// whose reports, `dt` apart, cover the fractions `steps` of it.
    func displacement(_ a: Double, steps: [Double], dt: Double) -> Double {
        var total = 0.0
        for ds in steps { total += a * ds * gain(speed: a * ds / dt) }
        return total
    }

    /// The hand distance, millimetres, that moves the pointer `points` without noise: the
    /// person knows the device's transfer function. Exact for the mouse; for the trackpad, a
    /// few secant steps on the (increasing) accelerated displacement.
    func handDistance(for points: Double, steps: [Double], dt: Double) -> Double {
        let ppm = TrackpadAcceleration.pointsPerMillimetre
        guard device == .trackpad else { return points / ppm }
        func displacement(_ a: Double) -> Double { self.displacement(a, steps: steps, dt: dt) }
        var a0 = points / (ppm * acceleration.baseline * acceleration.scale), f0 = displacement(a0) - points
        var a1 = a0 * 0.7, f1 = displacement(a1) - points
        for _ in 0..<12 where abs(f1) > 0.01 && f1 != f0 {
            let a2 = max(a1 - f1 * (a1 - a0) / (f1 - f0), a1 * 0.1)
            a0 = a1; f0 = f1
            a1 = a2; f1 = displacement(a1) - points
        }
        return a1
    }
}

extension EvaluationDevice {
    /// The input layer's device kind.
    var kind: DeviceKind { self == .mouse ? .mouse : .trackpad }
}
