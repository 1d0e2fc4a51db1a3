import Foundation
import Testing
@testable import PointerNotesApp
import PointerUIKit
import PointerTesting

/// The Notes app, launched through its delegates as the playground launches it, with a
/// trackpad (its clicks, and two-finger pans) and a keyboard.
@MainActor
struct LaunchedNotes {
    let scene: UIWindowScene
    let window: UIWindow
    let app: NotesViewController
    let pointer: SimulatedPointer
    let keyboard: SimulatedKeyboard

    /// Launches the app; `notes` replaces the sample notes when given.
    init(notes: [Note]? = nil) throws {
        NotesApp.register()
        scene = try UIApplication.shared.connectScene(ofApp: NotesApp.name)
        window = try #require(scene.windows.first)
        if let notes { window.rootViewController = NotesViewController(notes: notes) }
        app = try #require(window.rootViewController as? NotesViewController)
        window.layoutIfNeeded()
        pointer = SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 1000, y: 740))
        keyboard = SimulatedKeyboard(sharing: pointer)
    }

    var list: UICollectionView { app.list.collectionView }
    var textView: UITextView { app.editor.textView }

    /// The titles the sidebar's rows show, top to bottom.
    var shownTitles: [String] {
        list.indexPathsForVisibleItems.sorted().compactMap {
            ((list.cellForItem(at: $0) as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }

    /// The titles of the notes the app keeps, in order.
    var titles: [String] { app.notes.map(\.title) }

    /// The row showing `title`.
    func row(_ title: String) -> UICollectionViewCell? {
        list.visibleCells.first { $0.accessibilityIdentifier == "note " + title }
    }

    /// The title of the selected row, nil when none is selected.
    var selectedTitle: String? {
        guard let indexPath = list.indexPathsForSelectedItems?.first, let id = app.list.dataSource.itemIdentifier(for: indexPath) else { return nil }
        return app.notes.first { $0.id == id }?.title
    }

    func frame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: window) }
    func center(_ view: UIView) -> CGPoint { let f = frame(view); return CGPoint(x: f.midX, y: f.midY) }

    /// A point in the editor's text: `x` points in from the text's left edge, on line `line`
    /// (from 0).
    func textPoint(x: CGFloat = 40, line: Int = 0) -> CGPoint {
        let f = frame(textView)
        let lineHeight = textView.font?.lineHeight ?? 20
        return CGPoint(x: f.minX + 21 + x, y: f.minY + 20 + lineHeight * (CGFloat(line) + 0.5))
    }

    /// Slides a row's content sideways, as a two-finger pan does; how far it slid.
    func slide(of title: String) -> CGFloat { row(title)?.contentView.transform.tx ?? 0 }

    func close() { UIApplication.shared.disconnect(scene) }
}
