/// The pointer-lock decision for one scene, as a value: a state machine that takes inputs and
/// returns the action its owner must carry out, never calling anything itself.
///
/// The owner (PointerUIKit's `UIWindowScene`) gathers `Conditions` whenever something they
/// depend on changes and passes them to `evaluate(_:)`. The lock needs the app's preference
/// and the platform's requirements; a host may refuse it (`askHostToLock`, then
/// `hostAnswered(granted:)`) or break it on its own (`hostBrokeLock(preference:)`), after which
/// it relocks only once the preference changes or `hostCanLockAgain()` is called.
public struct PointerLockArbiter: Sendable, Equatable {
    /// Which platform's requirements decide whether a scene may lock the pointer.
    public enum Rules: Sendable, Hashable {
        /// iPadOS: the scene fills the screen (no Split View, nothing in Slide Over) and is
        /// foreground active.
        case iPad
        /// Mac Catalyst: the app is frontmost and the scene's window is the key window.
        case mac
    }

    /// Where the scene stands in its life cycle, as far as the lock is concerned.
    public enum Activation: Sendable, Hashable {
        /// Not connected yet, or disconnected.
        case unattached
        /// On screen and receiving events.
        case foregroundActive
        /// On screen but not receiving events.
        case foregroundInactive
        /// Off screen.
        case background
    }

    /// The facts a decision depends on, read by the owner at one moment.
    public struct Conditions: Sendable, Equatable {
        /// True when the scene can lock at all (it has a lock state).
        public var canLock: Bool
        /// True when the app prefers the pointer locked.
        public var prefersLock: Bool
        /// The platform's requirements that apply.
        public var rules: Rules
        /// True when the scene fills the screen (iPad rules).
        public var isFullScreen: Bool
        /// The scene's activation state.
        public var activation: Activation
        /// True when the app is the frontmost application (Mac rules).
        public var isApplicationFrontmost: Bool
        /// True when one of the scene's windows is the key window (Mac rules).
        public var hasKeyWindow: Bool

        /// Creates conditions; the defaults describe a full-screen, active, frontmost scene
        /// with a key window whose app does not prefer the lock.
        public init(canLock: Bool = true, prefersLock: Bool = false, rules: Rules = .iPad,
                    isFullScreen: Bool = true, activation: Activation = .foregroundActive,
                    isApplicationFrontmost: Bool = true, hasKeyWindow: Bool = true) {
            self.canLock = canLock
            self.prefersLock = prefersLock
            self.rules = rules
            self.isFullScreen = isFullScreen
            self.activation = activation
            self.isApplicationFrontmost = isApplicationFrontmost
            self.hasKeyWindow = hasKeyWindow
        }

        /// True while the platform's requirements hold.
        public var requirementsMet: Bool {
            switch rules {
            case .iPad: isFullScreen && activation == .foregroundActive
            case .mac: isApplicationFrontmost && hasKeyWindow && activation != .background
            }
        }

        /// True while the scene can lock, the app prefers it and the requirements hold, whether
        /// or not a host has carried the lock out.
        public var lockRequested: Bool { canLock && prefersLock && requirementsMet }
    }

    /// What the owner must do after an input.
    public enum Action: Sendable, Equatable {
        /// Nothing changes.
        case none
        /// Ask the host to lock, then report its answer with `hostAnswered(granted:)` (an owner
        /// without a host answers true).
        case askHostToLock
        /// The pointer is now locked: apply it and tell the app.
        case lock
        /// The pointer is now unlocked: tell the host to release it if `tellHost`, then apply
        /// it and tell the app.
        case unlock(tellHost: Bool)
    }

    /// True while the pointer is locked, as decided.
    public private(set) var isLocked = false
    /// True after the host broke the lock, until the preference changes or the host allows it.
    public private(set) var isBrokenByHost = false
    /// True between `askHostToLock` and the host's answer.
    public private(set) var isAwaitingHost = false
    private var preferenceWhenBroken = false

    /// Creates an arbiter with the pointer unlocked.
    public init() {}

    /// Decides from `conditions`: asks for the lock when it is requested and not held (nor
    /// broken by the host), and unlocks when it is held but no longer requested, or when the
    /// scene can no longer lock at all.
    public mutating func evaluate(_ conditions: Conditions) -> Action {
        defer { _checkInvariants() }
        isAwaitingHost = false
        guard conditions.canLock else {
            guard isLocked else { return .none }
            isLocked = false
            return .unlock(tellHost: true)
        }
        let wants = conditions.prefersLock
        if isBrokenByHost, !wants || wants != preferenceWhenBroken { isBrokenByHost = false }
        let shouldLock = conditions.lockRequested && !isBrokenByHost
        if shouldLock, !isLocked {
            isAwaitingHost = true
            return .askHostToLock
        }
        if !shouldLock, isLocked {
            isLocked = false
            return .unlock(tellHost: true)
        }
        return .none
    }

    /// Takes the host's answer to `askHostToLock`: a grant locks; a refusal leaves the pointer
    /// unlocked until the next evaluation asks again. Answers nobody asked for are ignored.
    public mutating func hostAnswered(granted: Bool) -> Action {
        defer { _checkInvariants() }
        guard isAwaitingHost else { return .none }
        isAwaitingHost = false
        guard granted, !isLocked else { return .none }
        isLocked = true
        return .lock
    }

    /// The host released a held lock on its own (a browser's Escape); `preference` is the
    /// app's preference at that moment. Unlocks without telling the host.
    public mutating func hostBrokeLock(preference: Bool) -> Action {
        defer { _checkInvariants() }
        guard isLocked else { return .none }
        isBrokenByHost = true
        preferenceWhenBroken = preference
        isLocked = false
        return .unlock(tellHost: false)
    }

    /// The host may lock again (after a user gesture, in a browser); the owner evaluates next.
    public mutating func hostCanLockAgain() {
        defer { _checkInvariants() }
        isBrokenByHost = false
    }

    /// The scene is going away: a held lock is released, telling the host, and an answer the
    /// host has not given yet is ignored when it comes.
    public mutating func disconnect() -> Action {
        defer { _checkInvariants() }
        isAwaitingHost = false
        guard isLocked else { return .none }
        isLocked = false
        return .unlock(tellHost: true)
    }
}
