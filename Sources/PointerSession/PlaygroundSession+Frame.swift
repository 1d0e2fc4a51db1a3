import PointerUIKit
import PointerEngine
import PointerSVG
import PointerPlaygroundMessages
import PointerRender

extension PlaygroundSession {
    /// The next frame for the page, or nil when neither the picture nor the panel changed since
    /// the last one (unless `force`). Two kinds:
    /// - `{"t":"frame","seq":…,"svg":…,"glyphs":…,"state":{…}}`: the whole scene as SVG, its
    ///   text as `<use>`s of glyph outlines; `glyphs` (left out when there are none) defines the
    ///   outlines this page has not been sent yet, which it keeps for the frames after;
    /// - `{"t":"pointer","seq":…,"pointer":…,"state":{…}}`: only the pointer moved or
    ///   morphed (the views, the region outline and the pointer's place in the stack are as
    ///   last sent), so only its `<g id="pointer">` goes out (empty when it is hidden); the
    ///   page swaps it in. Most moves are this kind: a few hundred bytes instead of the scene.
    public func frameMessage(force: Bool = false) -> String? {
        let scene = window.pointerScene()
        let stateText = state().text
        let pointerOnly = !force && lastScene.map { scene.differsOnlyInPointer(from: $0) } == true
        let accessibility = accessibilityIfChanged(sceneChanged: !pointerOnly, force: force)
        let announcements = UIAccessibility.takeAnnouncements()
        if pointerOnly, accessibility == nil, announcements.isEmpty, scene.pointer == lastScene?.pointer, stateText == lastState { return nil }
        var frame = JSONObject()
        frame.add("t", pointerOnly ? "pointer" : "frame")
        frame.add("seq", lastSeq)
        if pointerOnly {
            frame.add("pointer", scene.pointer.map(PointerSVG.render(pointer:)) ?? "")
        } else {
            frame.add("svg", PointerSVG.render(scene, glyphs: &glyphs))
            let defined = glyphs.takePending()
            if !defined.isEmpty { frame.add("glyphs", defined) }
        }
        if let accessibility { frame.addRaw("a11y", accessibility) }
        if !announcements.isEmpty { frame.addRaw("announce", Self.jsonArray(announcements)) }
        lastScene = scene
        lastState = stateText
        frame.addRaw("state", stateText)
        return frame.text
    }

    /// The scenes a page may show, sent once when a tab connects, so that its menu lists the
    /// registered iPad apps: `{"t":"scenes","names":["quilt",…,"app:Swatches"]}`.
    public static func scenesMessage() -> String {
        var message = JSONObject()
        message.add("t", "scenes")
        message.addRaw("names", "[" + PlaygroundScene.names.map { name in var out = ""; JSONObject.appendString(name, to: &out); return out }.joined(separator: ",") + "]")
        return message.text
    }

    /// The acknowledgement of input that changed nothing on screen: `{"t":"ack","seq":…}`.
    public func ackMessage() -> String {
        var ack = JSONObject()
        ack.add("t", "ack")
        ack.add("seq", lastSeq)
        return ack.text
    }

    /// The modifiers held, as words ("shift command"); "" for none.
    func modifierNames(_ flags: UIKeyModifierFlags) -> String {
        let names: [(UIKeyModifierFlags, String)] = [(.alphaShift, "capsLock"), (.shift, "shift"), (.control, "control"),
                                                     (.alternate, "option"), (.command, "command")]
        return names.filter { flags.contains($0.0) }.map(\.1).joined(separator: " ")
    }

    /// The panel's state: what the pointer system decided, as a person reads it.
    func state() -> JSONObject {
        let p = window.pointerLocation
        var s = JSONObject()
        s.add("scene", sceneName)
        s.add("device", device == .trackpad ? "trackpad" : "mouse")
        s.add("x", Double(p.x))
        s.add("y", Double(p.y))
        s.add("buttons", Int(pipeline.converter.buttons.rawValue))
        s.add("modifiers", modifierNames(pipeline.converter.modifiers))
        s.add("keysDown", pipeline.converter.keysDown.count)
        s.add("reduceMotion", UIAccessibility.isReduceMotionEnabled)
        s.add("dark", window.traitCollection.userInterfaceStyle == .dark)
        s.add("hovered", window.hoveredViews.first?.accessibilityIdentifier ?? "")
        s.add("region", window.currentPointerView?.accessibilityIdentifier ?? "")
        s.add("effect", window.currentPointerEffect.name)
        s.add("doing", window.pointerActivity(place: placeName))
        s.add("locked", engineLocked)
        s.add("lockWanted", lockWanted)
        s.add("browserLocked", browserLocked)
        if let lockError { s.add("lockError", lockError) }
        // Where the text being edited has its caret (or its selection's moving end), in window
        // points: what a person sees blink in an editor, and what the browser tests compare with
        // the glyphs the page draws.
        if let input = window.firstResponder as? (UIView & UITextInput), let range = input.selectedTextRange {
            let caret = input.convert(input.caretRect(for: range.end), to: window)
            s.add("caretX", Double(caret.minX))
            s.add("caretY", Double(caret.minY))
            s.add("caretHeight", Double(caret.height))
            s.add("caretOffset", input.offset(from: input.beginningOfDocument, to: range.end))
            // The text being edited (its first 256 characters) and its composition, for the
            // tests that type into it.
            let length = input.offset(from: input.beginningOfDocument, to: input.endOfDocument)
            if let end = input.position(from: input.beginningOfDocument, offset: min(length, 256)),
               let head = input.textRange(from: input.beginningOfDocument, to: end), let text = input.text(in: head) {
                s.add("text", text)
            }
            if let marked = window.markedTextInWindow { s.add("marked", marked) }
        }
        switch scene {
        case .quilt(let q):
            s.add("stitches", q.quilt.stitches.count)
            s.add("guide", q.quilt.straightLineGuide)
            s.add("zoom", Double(q.patchwork.zoomScale))
            s.add("panX", Double(q.patchwork.contentOffset.x))
            s.add("panY", Double(q.patchwork.contentOffset.y))
        case .game(let g):
            s.add("hits", g.controller.hits)
            s.add("shots", g.controller.shots)
            s.add("reticleX", Double(g.controller.reticle.center.x))
            s.add("reticleY", Double(g.controller.reticle.center.y))
        case .app(_, let scene, _):
            s.add("activation", "\(scene.activationState)")
        case .study(let study):
            addStudyState(study, to: &s)
        case .gallery:
            break
        }
        return s
    }

    /// The quilt's row regions by their row, counted from 1 as a person counts them.
    private func placeName(_ view: UIView, _ region: UIPointerRegion) -> String? {
        guard case .quilt(let q) = scene, view === q.quilt else { return nil }
        guard q.quilt.straightLineGuide, let row = region.identifier?.base as? Int else { return "quilt" }
        return "guide row \(row + 1)"
    }

    /// An error message for the page: `{"t":"error","message":…,"closing":…}`.
    public static func errorMessage(_ error: PlaygroundError) -> String {
        var object = JSONObject()
        object.add("t", "error")
        object.add("message", error.description)
        object.add("closing", error.closesConnection)
        return object.text
    }
}

extension PointerScene {
    /// True when `self` draws as `last` does but for the pointer's own look: the same size,
    /// views and region outline, and the pointer shown (or hidden) at the same place among the
    /// layers.
    func differsOnlyInPointer(from last: PointerScene) -> Bool {
        size == last.size && layers == last.layers && regionOutline == last.regionOutline && regionOutlines == last.regionOutlines
            && (pointer == nil) == (last.pointer == nil) && pointer?.belowLayer == last.pointer?.belowLayer
    }
}

/// A JSON object written field by field, in the order added: the frame's hot path, without
/// Foundation's serializer (frames are built after every input).
struct JSONObject {
    private var body = "{"
    private var isEmpty = true

    /// The finished object.
    var text: String { body + "}" }

    private mutating func key(_ k: String) {
        if !isEmpty { body += "," }
        isEmpty = false
        JSONObject.appendString(k, to: &body)
        body += ":"
    }

    mutating func add(_ k: String, _ v: String) { key(k); JSONObject.appendString(v, to: &body) }
    mutating func add(_ k: String, _ v: Int) { key(k); body += String(v) }
    mutating func add(_ k: String, _ v: Bool) { key(k); body += v ? "true" : "false" }
    /// Numbers go out with three decimals at most; numbers that are not finite as null (JSON
    /// has no NaN).
    mutating func add(_ k: String, _ v: Double) {
        key(k)
        let rounded = (v * 1000).rounded() / 1000
        guard rounded.isFinite else { body += "null"; return }
        body += rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
    /// Adds an already-encoded JSON value.
    mutating func addRaw(_ k: String, _ json: String) { key(k); body += json }

    /// Appends `s` as a JSON string: quotes, backslashes and control characters escaped.
    static func appendString(_ s: String, to out: inout String) {
        out += "\""
        // Over the UTF-8 bytes by position: a frame's SVG is tens of kilobytes, and walking it
        // by `String.UTF8View` indices took a twelfth of a keystroke's frame in a debug build.
        let utf8 = s.utf8
        func position(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        var text = s
        text.withUTF8 { bytes in
            var pending = 0
            for i in 0..<bytes.count {
                let b = bytes[i]
                guard b == 0x22 || b == 0x5C || b < 0x20 else { continue }
                if i > pending { out += s[position(pending)..<position(i)] }
                switch b {
                case 0x22: out += "\\\""
                case 0x5C: out += "\\\\"
                case 0x0A: out += "\\n"
                case 0x0D: out += "\\r"
                case 0x09: out += "\\t"
                default:
                    let hex = String(b, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
                pending = i + 1
            }
            if bytes.count > pending { out += s[position(pending)...] }
        }
        out += "\""
    }
}
