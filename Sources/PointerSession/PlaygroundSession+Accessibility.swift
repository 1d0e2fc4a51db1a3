import PointerUIKit
import PointerPlaygroundMessages

/// The app's accessibility on the page: each element of the window goes out with the frames
/// (`"a11y"`, only when it changed), and the page builds the browser's accessibility tree from
/// it (`Resources/accessibility.js`), so the person's own screen reader reads a PointerKit app
/// and acts on it:
///
/// ```json
/// "a11y":[{"id":12,"role":"button","name":"Play","value":"","hint":"","x":20,"y":40,"w":80,"h":44,
///          "disabled":false,"selected":false,"actions":["Delete"]}]
/// ```
///
/// Roles from the traits: `button`, `link`, `heading` (`.header`), `img`, `slider`
/// (`.adjustable`), `searchbox`, `textbox` (text fields and views), `text` (`.staticText`),
/// else `group`. What the screen reader asks comes back as `{"t":"a11y","id":…,"action":…}`.
/// The browser's `prefers-reduced-motion` arrives as `{"t":"reduceMotion","on":…}` and sets
/// `UIAccessibility.isReduceMotionEnabled` (one setting for the process: the last tab's).
extension PlaygroundSession {
    func handleAccessibility(_ m: PlaygroundMessage) throws(PlaygroundError) {
        if m.t == "reduceMotion" {
            guard let on = m.on else { throw .invalid("reduceMotion needs on") }
            UIAccessibility.setReduceMotion(on)
            return
        }
        guard let id = m.id, id >= 0 else { throw .invalid("a11y needs id") }
        let action: AccessibilityAction
        switch m.action {
        case "activate": action = .activate
        case "increment": action = .increment
        case "decrement": action = .decrement
        case "custom":
            guard let index = m.index else { throw .invalid("a11y custom needs index") }
            action = .custom(index)
        default: throw .invalid("a11y action '\(m.action ?? "")' is not activate, increment, decrement or custom")
        }
        // An element gone since the page's last frame (or never there) is a documented drop:
        // the next frame shows the page the tree as it is.
        _ = window.performAccessibilityAction(action, on: UInt(id))
        window.layoutIfNeeded()
    }

    /// The elements as JSON when they changed since the page's last frame, else nil. Looked at
    /// again when an accessibility property changed (at once) or the scene changed: then at
    /// most every `accessibilityInterval` seconds, the last change always sent by a later frame
    /// or the ticker's look (PointerKit's choice: a screen reader needs no tree per keystroke,
    /// and building it walks every view; typing in the Notes app spent a tenth of each frame
    /// on it).
    func accessibilityIfChanged(sceneChanged: Bool, force: Bool) -> String? {
        let generation = window.accessibilityGeneration
        let settingChanged = generation != lastAccessibilityGeneration
        if sceneChanged { accessibilityPending = true }
        guard force || settingChanged || accessibilityPending else { return nil }
        if !force, !settingChanged, now - lastAccessibilityTime < Self.accessibilityInterval, now >= lastAccessibilityTime { return nil }
        lastAccessibilityGeneration = generation
        lastAccessibilityTime = now
        accessibilityPending = false
        let text = Self.accessibilityJSON(window.accessibleElements)
        guard force || text != lastAccessibility else { return nil }
        lastAccessibility = text
        return text
    }

    /// The shortest time between two looks at the tree that only the scene's changes asked
    /// for: 0.1 s.
    static let accessibilityInterval = 0.1

    static func role(of element: AccessibleElement) -> String {
        let t = element.traits
        if element.isTextEntry { return t.contains(.searchField) ? "searchbox" : "textbox" }
        if t.contains(.adjustable) { return "slider" }
        if t.contains(.searchField) { return "searchbox" }
        if t.contains(.link) { return "link" }
        if t.contains(.button) || t.contains(.toggleButton) || t.contains(.keyboardKey) { return "button" }
        if t.contains(.header) { return "heading" }
        if t.contains(.image) { return "img" }
        if t.contains(.staticText) { return "text" }
        return "group"
    }

    static func accessibilityJSON(_ elements: [AccessibleElement]) -> String {
        "[" + elements.map { e in
            var o = JSONObject()
            o.add("id", Int(truncatingIfNeeded: e.id))
            o.add("role", role(of: e))
            o.add("name", e.label)
            o.add("value", e.value)
            o.add("hint", e.hint)
            o.add("x", Double(e.frame.minX)); o.add("y", Double(e.frame.minY))
            o.add("w", Double(e.frame.width)); o.add("h", Double(e.frame.height))
            o.add("disabled", e.traits.contains(.notEnabled))
            o.add("selected", e.traits.contains(.selected))
            o.addRaw("actions", jsonArray(e.actions))
            return o.text
        }.joined(separator: ",") + "]"
    }

    static func jsonArray(_ strings: [String]) -> String {
        "[" + strings.map { s in var out = ""; JSONObject.appendString(s, to: &out); return out }.joined(separator: ",") + "]"
    }
}
