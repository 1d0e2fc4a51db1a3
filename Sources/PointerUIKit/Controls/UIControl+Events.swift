import Foundation

extension UIControl {
    /// A control's state, as UIKit's `UIControl.State`: normal, or a combination of
    /// highlighted, disabled and selected (and focused).
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A state from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (PointerKit has no focus engine: never set by the system).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits free for the app.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// What a control can send actions for, as UIKit's `UIControl.Event`, with UIKit's bits.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (the second click of a double click and later).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The touch moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The touch moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The touch came back inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The touch left the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The touch lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a segment chosen, a switch flipped).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a tap on a button.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was chosen from the control's menu.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits free for the app.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    // MARK: Target–action

    /// Calls `action` on `target` whenever one of `controlEvents` happens. The target is held
    /// weakly, as in UIKit; a nil target sends the action up the responder chain from the
    /// control to the first responder of the method's type. Porting rule: write
    /// `Selector(Self.tapped)` (or `Selector(Owner.tapped)`) where UIKit takes
    /// `#selector(tapped)`; see `Selector`.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.append(TargetAction(target: object, targetless: object == nil, action: action,
                                          uiAction: nil, events: controlEvents))
    }

    /// Calls `action`, an unbound method taking nothing, on `target` for `controlEvents`: the
    /// project's first porting rule (`#selector(tapped)` → `Owner.tapped`), as for gesture
    /// recognizers. Same as `addTarget(_:action: Selector(action), for:)`.
    @preconcurrency public func addTarget<T: AnyObject>(_ target: T?, action: @escaping @MainActor (T) -> () -> Void, for controlEvents: Event) {
        addTarget(target as Any?, action: Selector(action), for: controlEvents)
    }

    /// Calls `action`, an unbound method taking the sender, on `target` for `controlEvents`.
    @preconcurrency public func addTarget<T: AnyObject, Sender>(_ target: T?, action: @escaping @MainActor (T) -> (Sender) -> Void,
                                                for controlEvents: Event) {
        addTarget(target as Any?, action: Selector(action), for: controlEvents)
    }

    /// Calls `action`, an unbound method taking the sender and the event, on `target` for
    /// `controlEvents`.
    @preconcurrency public func addTarget<T: AnyObject, Sender>(_ target: T?, action: @escaping @MainActor (T) -> (Sender, UIEvent) -> Void,
                                                for controlEvents: Event) {
        addTarget(target as Any?, action: Selector(action), for: controlEvents)
    }

    /// Removes `target`'s actions for `controlEvents` (every action of every target for a nil
    /// target). Swift cannot compare method references, so `action` is not compared: every
    /// action of `target` for those events goes (PointerKit's difference from UIKit, which
    /// removes only the matching selector when one is given).
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targetActions = targetActions.compactMap { entry in
            guard entry.uiAction == nil, object == nil || entry.target === object else { return entry }
            let left = entry.events.subtracting(controlEvents)
            guard !left.isEmpty else { return nil }
            return TargetAction(target: entry.target, targetless: entry.targetless, action: entry.action,
                                uiAction: nil, events: left)
        }
    }

    /// Runs `action` whenever one of `controlEvents` happens (held strongly, as in UIKit).
    /// Adding an action with the same identifier again replaces it.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        targetActions.removeAll { $0.uiAction?.identifier == action.identifier && $0.events == controlEvents }
        targetActions.append(TargetAction(target: nil, targetless: false, action: nil, uiAction: action,
                                          events: controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action called `actionIdentifier` for `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        targetActions = targetActions.compactMap { entry in
            guard let a = entry.uiAction, a.identifier == actionIdentifier else { return entry }
            let left = entry.events.subtracting(controlEvents)
            return left.isEmpty ? nil : TargetAction(target: nil, targetless: false, action: nil, uiAction: a, events: left)
        }
    }

    /// The events some target or action is registered for.
    public var allControlEvents: Event {
        targetActions.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The live targets of the control's target–action pairs (`NSNull` for a nil target),
    /// as UIKit's `allTargets`.
    public var allTargets: Set<AnyHashable> {
        var result = Set<AnyHashable>()
        for entry in targetActions where entry.uiAction == nil {
            if entry.targetless { result.insert(AnyHashable(NSNull())) }
            else if let t = entry.target as? NSObject { result.insert(AnyHashable(t)) }
            else if let t = entry.target { result.insert(AnyHashable(ObjectIdentifier(t))) }
        }
        return result
    }

    /// Sends the actions registered for any of `controlEvents`, in the order they were added.
    /// Actions whose target has gone are dropped.
    public func sendActions(for controlEvents: Event) {
        targetActions.removeAll { !$0.targetless && $0.uiAction == nil && $0.target == nil }
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
            if let uiAction = entry.uiAction {
                sendAction(uiAction)
            } else if let action = entry.action {
                sendAction(action, to: entry.targetless ? nil : entry.target, for: currentEvent)
            }
        }
    }

    /// Calls `action` on `target` with this control as the sender; a nil target goes up the
    /// responder chain from the window's first responder, then from the control, to the first
    /// responder of the method's type (nothing when none is; see
    /// `UIApplication.sendAction(_:to:from:for:)`).
    public func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Runs `action`'s handler (unless the action is disabled or hidden).
    public func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
}
