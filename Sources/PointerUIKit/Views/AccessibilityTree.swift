import Foundation
import PointerInput
import PointerGeometry

/// PointerKit extension: one accessibility element of a window as a host exposes it to the
/// desktop's screen reader (the playground page builds the browser's accessibility tree from
/// these): what it is, what it says and where it is.
public struct AccessibleElement: Equatable, Sendable {
    /// The view's identifier for `UIWindow.performAccessibilityAction(_:on:)`; stable for the
    /// view's life, never reused.
    public var id: UInt
    /// The element's traits.
    public var traits: UIAccessibilityTraits
    /// Its label (at most 1,000 characters, then "…").
    public var label: String
    /// Its value, empty for none.
    public var value: String
    /// Its hint, empty for none.
    public var hint: String
    /// Its frame in the window's coordinates.
    public var frame: CGRect
    /// Its custom actions' names, in order.
    public var actions: [String]
    /// True for a text field or text view (a role of its own in every screen reader).
    public var isTextEntry: Bool
}

/// PointerKit extension: what a host asks of an element on behalf of the person's screen
/// reader.
public enum AccessibilityAction: Equatable, Sendable {
    /// Activate it (`accessibilityActivate()`, a click or Enter on the page's element).
    case activate
    /// Adjust it up (`accessibilityIncrement()`).
    case increment
    /// Adjust it down (`accessibilityDecrement()`).
    case decrement
    /// Perform its custom action at this index.
    case custom(Int)
}

/// Collects a window's accessibility elements: depth first, in subview order, skipping hidden
/// and transparent views, subtrees under `accessibilityElementsHidden`, and the subviews of an
/// element (a button's title label is part of the button, as in UIKit).
@MainActor
enum AccessibilityTree {
    /// Bumped by every accessibility setting and post, so hosts know to look again.
    static var generation = 0
    /// The longest label, value or hint a host is given: 1,000 characters. A longer one (a
    /// 10 MB label) is cut at a character boundary with "…"; the view keeps the whole string.
    static let exposedLength = 1_000

    static func exposed(_ text: String) -> String {
        guard text.utf16.count > exposedLength else { return text }
        return String(text.prefix(exposedLength)) + "…"
    }

    static func elements(in window: UIWindow) -> [AccessibleElement] {
        var found: [AccessibleElement] = []
        collect(window, into: &found)
        return found
    }

    private static func collect(_ view: UIView, into found: inout [AccessibleElement]) {
        guard !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { return }
        if view.isAccessibilityElement {
            found.append(AccessibleElement(
                id: view.pointerHandle.rawValue, traits: view.accessibilityTraits,
                label: exposed(view.accessibilityLabel ?? ""), value: exposed(view.accessibilityValue ?? ""),
                hint: exposed(view.accessibilityHint ?? ""), frame: view.accessibilityFrame,
                actions: (view.accessibilityCustomActions ?? []).map { exposed($0.name) },
                isTextEntry: view is UITextField || view is UITextView))
            return
        }
        for subview in view.subviews { collect(subview, into: &found) }
    }

    static func view(_ id: UInt, in root: UIView) -> UIView? {
        if root.pointerHandle.rawValue == id { return root }
        for subview in root.subviews { if let found = view(id, in: subview) { return found } }
        return nil
    }
}

extension UIWindow {
    /// PointerKit extension: the window's accessibility elements, in reading order, for a host
    /// to expose to the desktop's screen reader.
    public var accessibleElements: [AccessibleElement] { AccessibilityTree.elements(in: self) }

    /// PointerKit extension: a count that changes whenever an accessibility setting changes or
    /// an app posts a notification (hosts compare it, and the scene, before looking again).
    public var accessibilityGeneration: Int { AccessibilityTree.generation }

    /// PointerKit extension: performs `action` on the element `id` names, as the person's
    /// screen reader asked. False (nothing done) when no visible element has that id, the
    /// action index is out of range, or the element declined. An activation the element's
    /// `accessibilityActivate()` declines is a tap at the element's centre, as VoiceOver
    /// sends one (so buttons driven by tap recognizers, such as bar button items, work).
    @discardableResult
    public func performAccessibilityAction(_ action: AccessibilityAction, on id: UInt) -> Bool {
        guard let view = AccessibilityTree.view(id, in: self), view.isAccessibilityElement, !view.isHidden else { return false }
        switch action {
        case .activate: return view.accessibilityActivate() || tapForAccessibility(on: view)
        case .increment: view.accessibilityIncrement(); return true
        case .decrement: view.accessibilityDecrement(); return true
        case .custom(let index):
            guard let actions = view.accessibilityCustomActions, actions.indices.contains(index) else { return false }
            return actions[index].perform()
        }
    }

    /// A finger's tap at the view's centre, as a screen reader's activation: true when the
    /// centre is inside the window and hits the view or one of its subviews.
    private func tapForAccessibility(on view: UIView) -> Bool {
        let b = view.bounds
        let centre = view.convert(CGPoint(x: b.midX, y: b.midY), to: self)
        guard centre.x.isFinite, centre.y.isFinite, bounds.contains(centre),
              let hit = hitTest(centre, with: nil), hit === view || hit.isDescendant(of: view) else { return false }
        let location = Point(x: Double(centre.x), y: Double(centre.y)), time = router.lastTimestamp
        // Its own device and touch numbers, so it never joins a person's touch in progress.
        for phase in [EventPhase.began, .ended] {
            receive(PointerEvent(kind: .touch, phase: phase, timestamp: time, device: .finger,
                                 deviceID: AccessibilityTree.tapDevice, location: location, touchID: AccessibilityTree.tapDevice))
        }
        return true
    }
}

extension AccessibilityTree {
    /// The device and touch number of a screen reader's taps.
    static let tapDevice = -0x5EAD
}
