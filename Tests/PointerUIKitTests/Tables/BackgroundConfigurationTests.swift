import Foundation
import Testing
@testable import PointerUIKit
import PointerEngine
import PointerGeometry
import PointerRender

/// A configuration state of an app's own kind (neither a cell's nor a view's).
private struct DocumentState: UIConfigurationState {
    var isSelected = true
}

/// `UIBackgroundConfiguration` on cells, headers and its own: each test named after what a
/// person sees.
@MainActor
@Suite("Background configurations")
struct BackgroundConfigurationTests {
    /// `view` in a 400 × 300 window at (20, 30), 300 × 44.
    func show(_ view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        view.frame = CGRect(x: 20, y: 30, width: 300, height: 44)
        window.addSubview(view)
        return window
    }

    func layers(filled color: UIColor, in window: UIWindow) -> [PointerScene.Layer] {
        window.pointerScene().layers.filter { $0.fill == color.sceneColor }
    }

    func selected() -> UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = true
        return state
    }

    @Test("a selected sidebar cell's background turns to the accent colour, with rounded corners")
    func sidebarSelection() throws {
        let cell = UICollectionViewListCell(frame: .zero)
        let window = show(cell)
        cell.backgroundConfiguration = .listSidebarCell()
        #expect(layers(filled: .systemBlue, in: window).isEmpty)
        cell.isSelected = true
        let accent = try #require(layers(filled: .systemBlue, in: window).first)
        #expect(accent.frame == Rect(x: 20, y: 30, width: 300, height: 44) && accent.cornerRadius == 10)
        #expect(cell.backgroundConfiguration?.backgroundColor == nil, "nil: the tint colour")
        cell.isSelected = false
        #expect(layers(filled: .systemBlue, in: window).isEmpty)
        #expect(cell.contentView.backgroundColor == nil, "the list's grey stand-in stays away")
    }

    @Test("clicking a row of a sidebar list turns its background to the accent colour, and only its")
    func sidebarClick() throws {
        let list = FruitList(["Inbox", "Drafts", "Sent"], appearance: .sidebar, device: .mouse)
        let cells = (0..<3).compactMap { list.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? UICollectionViewListCell }
        try #require(cells.count == 3)
        for cell in cells { cell.backgroundConfiguration = cell.defaultBackgroundConfiguration() }
        try list.pointer.move(to: list.center(of: 1))
        try list.pointer.click()
        let accent = layers(filled: .systemBlue, in: list.window)
        #expect(accent.count == 1 && accent.first?.frame == Rect(cells[1].convert(cells[1].bounds, to: list.window)))
        try list.pointer.move(to: list.center(of: 2))
        try list.pointer.click()
        #expect(layers(filled: .systemBlue, in: list.window).first?.frame == Rect(cells[2].convert(cells[2].bounds, to: list.window)))
    }

    @Test("a pressed plain table cell turns grey, and back when released")
    func plainHighlight() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let window = show(cell)
        cell.backgroundConfiguration = .listPlainCell()
        cell.isHighlighted = true
        #expect(layers(filled: .systemGray4, in: window).count == 1, "one grey: the configuration's, not the default selection's too")
        cell.isHighlighted = false
        #expect(layers(filled: .systemGray4, in: window).isEmpty)
        #expect(!layers(filled: .systemBackground, in: window).isEmpty)
    }

    @Test("a cell draws its background inset, rounded and stroked")
    func insetRoundedStroked() throws {
        let cell = UICollectionViewCell(frame: .zero)
        let window = show(cell)
        var c = UIBackgroundConfiguration.clear()
        c.backgroundColor = .systemYellow
        c.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        c.cornerRadius = 12
        c.strokeColor = .systemRed
        c.strokeWidth = 2
        c.strokeOutset = 1
        cell.backgroundConfiguration = c
        let fill = try #require(layers(filled: .systemYellow, in: window).first)
        #expect(fill.frame == Rect(x: 28, y: 34, width: 284, height: 36) && fill.cornerRadius == 12)
        let stroke = try #require(window.pointerScene().layers.first { $0.frame == Rect(x: 27, y: 33, width: 286, height: 38) })
        #expect(!stroke.drawings.isEmpty, "the stroke, 1 pt outside the background")
        cell.frame.size.width = 200
        #expect(try #require(layers(filled: .systemYellow, in: window).first).frame.size.width == 184, "it follows the cell's size")
    }

    @Test("a background updated for a state that is not a cell's keeps its resting look")
    func otherStates() {
        let sidebar = UIBackgroundConfiguration.listSidebarCell()
        #expect(sidebar.updated(for: selected()).backgroundColor == nil)
        #expect(sidebar.updated(for: selected()).updated(for: DocumentState()).backgroundColor == .clear)
        var view = UIViewConfigurationState()
        view.isSelected = true
        #expect(sidebar.updated(for: view).backgroundColor == nil, "a view state's selection counts")
    }

    @Test("a colour the app sets stays in every state; a transformer changes what is drawn")
    func customColour() {
        var c = UIBackgroundConfiguration.listGroupedCell()
        #expect(c.updated(for: selected()).backgroundColor == .systemGray4)
        c.backgroundColor = .systemTeal
        #expect(c.updated(for: selected()).backgroundColor == .systemTeal)
        c.backgroundColorTransformer = .grayscale
        let drawn = c.resolvedBackgroundColor(for: .systemBlue)
        #expect(drawn.red == drawn.green && drawn.green == drawn.blue)
    }

    @Test("the cell a drop targets gets a 2-pt outline in the tint colour")
    func dropTarget() {
        var state = UICellConfigurationState()
        state.cellDropState = .targeted
        let c = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        #expect(c.strokeWidth == 2 && c.resolvedStrokeColor(for: .systemPink) == .systemPink)
        state.cellDropState = .notTargeted
        #expect(c.updated(for: state).strokeWidth == 0)
    }

    @Test("a cell that does not update its background automatically keeps it as set")
    func manualUpdates() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let window = show(cell)
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.backgroundConfiguration = .listPlainCell()
        cell.isSelected = true
        #expect(layers(filled: .systemGray4, in: window).isEmpty)
        cell.automaticallyUpdatesBackgroundConfiguration = true
        cell.setNeedsUpdateConfiguration()
        #expect(layers(filled: .systemGray4, in: window).count == 1)
    }

    @Test("a cell given a background view drops its background configuration, and the other way round")
    func exclusiveWithViews() {
        let cell = UICollectionViewCell(frame: .zero)
        let window = show(cell)
        var c = UIBackgroundConfiguration.clear()
        c.backgroundColor = .systemMint
        cell.backgroundConfiguration = c
        let view = UIView()
        view.backgroundColor = .systemBrown
        cell.backgroundView = view
        #expect(cell.backgroundConfiguration == nil && layers(filled: .systemMint, in: window).isEmpty)
        cell.backgroundConfiguration = c
        #expect(cell.backgroundView == nil && layers(filled: .systemBrown, in: window).isEmpty)
        #expect(!layers(filled: .systemMint, in: window).isEmpty)
    }

    @Test("a table header draws its background configuration behind its title")
    func header() throws {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let window = show(header)
        var c = header.defaultBackgroundConfiguration()
        c.backgroundColor = .systemIndigo
        header.backgroundConfiguration = c
        header.textLabel?.text = "Recent"
        let layers = window.pointerScene().layers
        let back = try #require(layers.firstIndex { $0.fill == UIColor.systemIndigo.sceneColor })
        let title = try #require(layers.firstIndex { $0.text?.lines == ["Recent"] })
        #expect(back < title, "behind the title")
    }

    @Test("NaN, negative and infinite corner radii, stroke widths and insets are clamped with a diagnostic")
    func badValues() {
        var c = UIBackgroundConfiguration.listCell()
        c.cornerRadius = .nan
        #expect(c.cornerRadius == 0)
        c.cornerRadius = .infinity
        #expect(c.cornerRadius == 1e9)
        c.strokeWidth = -3
        #expect(c.strokeWidth == 0)
        c.strokeOutset = -.infinity
        #expect(c.strokeOutset == -1e9)
        c.backgroundInsets = NSDirectionalEdgeInsets(top: .nan, leading: .infinity, bottom: 0, trailing: 0)
        #expect(c.backgroundInsets == NSDirectionalEdgeInsets(top: 0, leading: 1e9, bottom: 0, trailing: 0))
        #expect(UIApplication.shared.geometryDiagnostics.last?.contains("backgroundInsets.leading") == true)
        let cell = UICollectionViewCell(frame: .zero)
        let window = show(cell)
        cell.backgroundConfiguration = c
        #expect(window.pointerScene().layers.allSatisfy { $0.frame.size.width.isFinite && $0.cornerRadius.isFinite })
    }
}
