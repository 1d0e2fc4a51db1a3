import Foundation

/// A view that responds to user actions (buttons, segmented controls), as UIKit's `UIControl`:
/// enabled, selected and highlighted states, touch tracking and target–action.
///
/// Touch tracking (clicks arrive as pointer-typed touches): a press inside highlights the
/// control and sends `.touchDown` (and `.touchDownRepeat` from the second click of a
/// multi-click); moves send `.touchDragInside`/`.touchDragOutside`, with `.touchDragExit` and
/// `.touchDragEnter` as the touch leaves and comes back, the highlight following it; the
/// release sends `.touchUpInside` (then, for controls whose primary action is a tap such as
/// `UIButton`, `.primaryActionTriggered`) or `.touchUpOutside`; a cancelled touch (a scroll
/// view's pan took it) sends `.touchCancel`. "Inside" is the bounds grown by
/// `touchTrackingMargin` for finger and pencil touches and by `pointerTrackingMargin` for
/// clicks (PointerKit's choices: UIKit publishes neither; 70 pt for fingers is the value
/// commonly measured on iOS, 0 for the pointer, as a desktop button). A disabled control does
/// not track: its touches go to the next responder.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// False dims the control and makes it ignore input.
    open var isEnabled = true { didSet { if oldValue != isEnabled { controlStateDidChange() } } }
    /// True when the control is selected (a toggled button).
    open var isSelected = false { didSet { if oldValue != isSelected { controlStateDidChange() } } }
    /// True while a touch that began on the control is inside it.
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { controlStateDidChange() } } }
    /// True while the pointer is over the control (kept by the pointer system).
    open internal(set) var isHovered = false
    /// True while the control is tracking a touch.
    open internal(set) var isTracking = false
    /// True while the tracked touch is inside the control.
    open internal(set) var isTouchInside = false

    /// PointerKit extension: how far outside its bounds a finger or pencil touch still counts
    /// as inside (default 70 pt; see the class comment).
    open var touchTrackingMargin: CGFloat = 70
    /// PointerKit extension: how far outside its bounds a click still counts as inside
    /// (default 0; see the class comment).
    open var pointerTrackingMargin: CGFloat = 0

    /// True gives the control a context menu interaction with itself as delegate (default
    /// false; a button given a `menu` turns it on). A secondary click or a long press asks
    /// `contextMenuInteraction(_:configurationForMenuAtLocation:)` for the menu.
    open var isContextMenuInteractionEnabled: Bool {
        get { storedMenuInteraction != nil }
        set { setContextMenuInteractionEnabled(newValue) }
    }
    /// True makes the control's click (its touch up inside) open its context menu, under the
    /// control, instead of sending its actions (default false). PointerKit opens it when the
    /// click ends; UIKit opens it on touch down.
    open var showsMenuAsPrimaryAction = false
    /// The control's context menu interaction, while `isContextMenuInteractionEnabled`.
    public var contextMenuInteraction: UIContextMenuInteraction? { storedMenuInteraction }
    var storedMenuInteraction: UIContextMenuInteraction?

    /// The configuration of the control's context menu at `location` (its coordinates); nil
    /// (no menu) by default. Overridable, as in UIKit, where `UIControl` is its own
    /// interaction's delegate; `UIButton` answers its `menu`.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }

    struct TargetAction {
        weak var target: AnyObject?
        let targetless: Bool
        let action: Selector?
        let uiAction: UIAction?
        let events: Event
    }
    var targetActions: [TargetAction] = []
    /// The touch being tracked.
    weak var trackedTouch: UITouch?
    /// The event being handled by the touch methods: what actions sent then receive (nil for
    /// actions sent from code).
    var currentEvent: UIEvent?

    /// The control's state: normal, or highlighted, disabled and selected combined.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes (subclasses update
    /// their appearance).
    func controlStateDidChange() {}

    /// The events that count as this control's primary action besides
    /// `.primaryActionTriggered` itself: `.touchUpInside` for buttons, none by default.
    var primaryActionEvents: Event { [] }

    // MARK: Tracking

    /// A touch began on the control; return false to stop tracking it (default true).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking it (default true).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch ended (nil when tracking stopped otherwise).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    func isInside(_ touch: UITouch) -> Bool {
        let margin = touch.type == .indirectPointer ? pointerTrackingMargin : touchTrackingMargin
        let m = margin.isFinite ? max(0, margin) : 0
        return bounds.insetBy(dx: -m, dy: -m).contains(touch.location(in: self))
    }

    /// Starts tracking: highlights the control and sends `.touchDown`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        currentEvent = event
        defer { currentEvent = nil }
        guard isEnabled, trackedTouch == nil, let touch = touches.first else {
            if !isEnabled { super.touchesBegan(touches, with: event) }
            return
        }
        trackedTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events)
        if !beginTracking(touch, with: event) { stopTracking() }
    }

    /// Follows the tracked touch: drag events, and the highlight while inside.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        currentEvent = event
        defer { currentEvent = nil }
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesMoved(touches, with: event) }
            return
        }
        let inside = isInside(touch)
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: events)
        if trackedTouch != nil, !continueTracking(touch, with: event) { stopTracking() }
    }

    /// Ends tracking: `.touchUpInside` (and the primary action) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        currentEvent = event
        defer { currentEvent = nil }
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesEnded(touches, with: event) }
            return
        }
        let inside = isInside(touch)
        trackedTouch = nil
        isTracking = false
        isTouchInside = inside
        isHighlighted = false
        endTracking(touch, with: event)
        if inside, showsMenuAsPrimaryAction, let interaction = storedMenuInteraction {
            interaction.presentMenu(under: self)
        } else if inside {
            sendActions(for: .touchUpInside)
            if primaryActionEvents.contains(.touchUpInside) { sendActions(for: .primaryActionTriggered) }
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// Stops tracking without an action: `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        currentEvent = event
        defer { currentEvent = nil }
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesCancelled(touches, with: event) }
            return
        }
        stopTracking()
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    private func stopTracking() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }
}
