/// The states of a gesture recognizer, with `UIGestureRecognizer.State`'s raw values.
public enum GestureState: Int, Hashable, Sendable, CustomStringConvertible {
    /// Not yet recognised; the default.
    case possible = 0
    /// A continuous gesture started.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// The gesture ended (for discrete gestures: was recognised).
    case ended = 3
    /// A continuous gesture was cancelled.
    case cancelled = 4
    /// The gesture cannot be recognised.
    case failed = 5

    /// A discrete gesture was recognised: UIKit's other name for `.ended`.
    public static var recognized: GestureState { .ended }

    /// True for the states after which the recognizer resets to `.possible`.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// True for began and changed: a continuous gesture in progress.
    public var isActive: Bool { self == .began || self == .changed }

    /// The state's name, as UIKit spells it.
    public var description: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

/// The transition rules of `UIGestureRecognizer`'s state machine, as a value.
///
/// Discrete gestures go possible → ended (recognised) or possible → failed. Continuous
/// gestures go possible → began → changed* → ended | cancelled, or possible → failed.
/// Setting `.changed` again while changed is allowed (each one fires the action).
public enum GestureStateMachine {
    /// What a requested transition does.
    public enum Outcome: Hashable, Sendable {
        /// The transition is legal; `sendsAction` tells whether targets are called.
        case move(to: GestureState, sendsAction: Bool)
        /// The transition is illegal and is ignored (the state stays as it was).
        case ignore
    }

    /// Decides what setting `requested` while in `current` does.
    public static func transition(from current: GestureState, to requested: GestureState) -> Outcome {
        switch (current, requested) {
        case (.possible, .began), (.possible, .ended):
            return .move(to: requested, sendsAction: true)
        case (.possible, .failed):
            return .move(to: .failed, sendsAction: false)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            return .move(to: requested, sendsAction: true)
        case (.began, .failed), (.changed, .failed):
            // UIKit turns a failure of an active continuous gesture into a cancellation.
            return .move(to: .cancelled, sendsAction: true)
        case (_, .possible):
            return current == .possible ? .ignore : .move(to: .possible, sendsAction: false)
        default:
            return .ignore
        }
    }
}
