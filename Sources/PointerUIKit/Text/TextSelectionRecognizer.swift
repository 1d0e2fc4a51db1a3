import Foundation

/// Quick selection with a pointer (click, drag, double- and triple-click, shift-click) and a
/// finger's tap, for a `UITextInteraction`.
///
/// A pointer's primary click begins the gesture at once (it needs no hysteresis: the caret
/// goes where the click is), so a scroll view's pan never takes a selecting drag. A click on
/// the selection waits instead: a drag from there moves the text (the interaction's drag
/// session), and a release without one places the caret.
@MainActor
final class TextSelectionRecognizer: UIGestureRecognizer {
    /// The interaction that owns this recognizer (so outlives it).
    unowned var interaction: UITextInteraction?
    /// The unit a drag extends by, and the range the gesture started on.
    private var granularity = 1
    private var origin = NSRange(location: 0, length: 0)
    private var onSelection = false
    private var start = CGPoint.zero
    private var isPointer = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, touches.count == 1, let touch = touches.first, let interaction,
              let target = interaction.target, target.isSelectable else { state = .failed; return }
        // A control inside the text (a field's clear button) takes its own clicks.
        if let hit = touch.view, hit !== view, hit is UIControl { state = .failed; return }
        isPointer = touch.type == .indirectPointer
        if isPointer, event.buttonMask != .primary || event.modifierFlags.contains(.control) { state = .failed; return }
        let point = touch.location(in: view)
        start = point
        guard interaction.delegate?.interactionShouldBegin(interaction, at: point) ?? true else { state = .failed; return }
        guard isPointer else { return }   // a finger's tap is decided when it lifts
        let clicks = touch.tapCount
        if clicks == 1, !event.modifierFlags.contains(.shift), interaction.textInteractionMode == .editable,
           target.selectionContains(point) {
            onSelection = true
            return
        }
        _ = target.input.becomeFirstResponder()
        granularity = min(clicks, 3)
        if event.modifierFlags.contains(.shift), clicks == 1 {
            let s = target.selection
            origin = NSRange(location: s.anchor, length: 0)
            extend(target, to: point)
        } else {
            origin = unit(target, at: point)
            target.select(anchor: origin.location, focus: origin.location + origin.length)
        }
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let point = touches.first?.location(in: view) else { return }
        if state.isActive, let target = interaction?.target {
            extend(target, to: point)
            state = .changed
        } else if state == .possible, !isPointer, hypot(point.x - start.x, point.y - start.y) > 10 {
            state = .failed   // a finger's drag scrolls
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive { state = .ended; return }
        guard state == .possible, let target = interaction?.target, let point = touches.first?.location(in: view) else { return }
        // A click on the selection that did not drag it, or a finger's tap: the caret.
        _ = target.input.becomeFirstResponder()
        let o = target.caretOffset(at: point)
        target.select(anchor: o, focus: o)
        state = .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state.isActive ? .cancelled : .failed
    }

    override func reset() {
        onSelection = false
        granularity = 1
    }

    /// The caret (one click), the word (two) or the paragraph (three) at a point.
    private func unit(_ target: TextInteractionTarget, at point: CGPoint) -> NSRange {
        switch granularity {
        case 1: return NSRange(location: target.caretOffset(at: point), length: 0)
        default: return target.unit(at: point, paragraph: granularity >= 3)
        }
    }

    /// Extends from the gesture's origin to the unit at `point`, keeping the origin selected.
    private func extend(_ target: TextInteractionTarget, to point: CGPoint) {
        let here = unit(target, at: point)
        if here.location >= origin.location {
            target.select(anchor: origin.location, focus: max(here.location + here.length, origin.location + origin.length))
        } else {
            target.select(anchor: origin.location + origin.length, focus: here.location)
        }
    }
}
