import Foundation

/// The pointer over text: a vertical beam the caret's height, riding the line under it.
///
/// Regions are made once per line and kept (up to `cacheLimit`, then dropped together), and
/// styles once per beam length, so moving over text (across lines too) allocates nothing once
/// each line has been visited. The cache is dropped whenever the text is laid out again.
@MainActor
final class TextBeamDelegate: UIPointerInteractionDelegate {
    unowned let textInteraction: UITextInteraction
    init(interaction: UITextInteraction) { textInteraction = interaction }
    private var regions: [Int: (region: UIPointerRegion, length: CGFloat)] = [:]
    private var styles: [CGFloat: UIPointerStyle] = [:]
    private var layoutVersion = -1
    private var last: (line: Int, region: UIPointerRegion)?
    /// How many line regions are kept before the cache starts again.
    static let cacheLimit = 512

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        // A PointerKit text view or field: its layout is read directly (no `UITextPosition`).
        let line: (band: CGRect, line: Int, length: CGFloat)
        if let own = textInteraction.editorView {
            guard own.isTextSelectable else { return nil }
            let version = own.editor.layout.version
            if version != layoutVersion || regions.count >= Self.cacheLimit {
                regions.removeAll(keepingCapacity: true)
                last = nil
                layoutVersion = version
            }
            line = TextInteractionTarget.beamLine(of: own, at: request.location)
        } else {
            guard let target = textInteraction.target, target.isSelectable else { return nil }
            regions.removeAll(keepingCapacity: true)
            last = nil
            line = target.beamLine(at: request.location)
        }
        // Most moves stay on their line: the last region answers without a lookup.
        if let last, last.line == line.line, last.region.rect == line.band { return last.region }
        if let cached = regions[line.line], cached.region.rect == line.band {
            last = (line.line, cached.region)
            return cached.region
        }
        let region = UIPointerRegion(rect: line.band, identifier: line.line)
        regions[line.line] = (region, line.length)
        last = (line.line, region)
        return region
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let line = region.identifier?.base as? Int, let length = regions[line]?.length else { return nil }
        if let style = styles[length] { return style }
        let style = UIPointerStyle(shape: .verticalBeam(length: length), constrainedAxes: .vertical)
        styles[length] = style
        return style
    }
}

/// Moving a selection by dragging it: the drag starts only on the selection of an editable
/// text; while it moves, a caret shows where the text would land; dropped inside the view, the
/// text moves there (outside it, nothing changes: PointerKit has no other drop destinations).
@MainActor
final class TextDragDelegate: NSObject, UIDragInteractionDelegate {
    unowned let interaction: UITextInteraction
    init(interaction: UITextInteraction) { self.interaction = interaction; super.init() }

    func dragInteraction(_ drag: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let target = interaction.target, let view = interaction.view, target.isEditable else { return [] }
        let s = target.selection
        guard s.anchor != s.focus, target.selectionContains(session.location(in: view)) else { return [] }
        let range = NSRange(location: min(s.anchor, s.focus), length: abs(s.focus - s.anchor))
        return [UIDragItem(localObject: range)]
    }

    func dragInteraction(_ drag: UIDragInteraction, sessionDidMove session: UIDragSession) {
        guard let target = interaction.target, let view = interaction.view, let editorView = target.editorView else { return }
        let p = session.location(in: view)
        editorView.dropOffset = view.bounds.contains(p) ? target.caretOffset(at: p) : nil
    }

    func dragInteraction(_ drag: UIDragInteraction, sessionDidEnd session: UIDragSession) {
        guard let target = interaction.target, let view = interaction.view,
              let range = session.items.first?.localObject as? NSRange else { return }
        let p = session.location(in: view)
        if let editorView = target.editorView {
            editorView.dropOffset = nil
            if view.bounds.contains(p) { editorView.editor.move(range, to: target.caretOffset(at: p)) }
        }
    }
}
