import Foundation
@testable import PointerUIKit
import PointerTesting
import PointerInput

/// A table cell written as iPad code writes one (no initializers); counts how many were made.
@MainActor final class NoteCell: UITableViewCell {
    static var made = 0
    var reuses = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        NoteCell.made += 1
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A table's data source and delegate for tests: `counts` rows per section, a log of the
/// delegate's calls, and swipe actions on request.
@MainActor final class Notes: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var log: [String] = []
    var cellsAsked: [IndexPath] = []
    var heightsAsked: [IndexPath] = []
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    /// The trailing actions each row is given (nil: none); asked rows are logged.
    var trailing: (@MainActor (IndexPath) -> UISwipeActionsConfiguration?)?
    var leading: (@MainActor (IndexPath) -> UISwipeActionsConfiguration?)?
    var swipeAsks: [String] = []
    var heights: (@MainActor (IndexPath) -> CGFloat)?

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAsked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Note \(indexPath.section).\(indexPath.row)"
        cell.contentConfiguration = content
        cell.accessibilityIdentifier = "row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightsAsked.append(indexPath)
        return heights?(indexPath) ?? UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        swipeAsks.append("trailing \(indexPath.row)")
        return trailing?(indexPath)
    }
    func tableView(_ tableView: UITableView,
                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        swipeAsks.append("leading \(indexPath.row)")
        return leading?(indexPath)
    }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("menu \(indexPath.row)")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Copy \(indexPath.row)") { _ in }])
        }
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("willBeginEditing \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath.map { String($0.row) } ?? "nil")")
    }
}

/// A window 400 × 300 filled by a table of 44-pt rows (six and a bit on screen), with a
/// trackpad (or another device) over it.
@MainActor struct TableFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let table: UITableView
    let data: Notes
    let pointer: SimulatedPointer
    /// What the actions' handlers were called with: "title row".
    let performed = Performed()

    init(_ counts: [Int] = [50], style: UITableView.Style = .plain, device: PointerInput.DeviceKind = .trackpad,
         setUp: (UITableView, Notes) -> Void = { _, _ in }) {
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), style: style)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        data = Notes(counts)
        setUp(table, data)
        table.dataSource = data
        table.delegate = data
        window.addSubview(table)
        pointer = SimulatedPointer(device, in: window, at: CGPoint(x: 200, y: 66))
    }

    /// Gives every row a trailing Delete (destructive) and Archive action, and a leading Pin
    /// action; each handler records its call and completes with `completes` (nil: never).
    func addActions(completes: Bool? = true, fullSwipe: Bool = true) {
        let performed = self.performed
        data.trailing = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                performed.calls.append("Delete \(indexPath.row)")
                performed.completions.append(done)
                if let completes { done(completes) }
            }
            let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
                performed.calls.append("Archive \(indexPath.row)")
                if let completes { done(completes) }
            }
            let configuration = UISwipeActionsConfiguration(actions: [delete, archive])
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }
        data.leading = { indexPath in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                performed.calls.append("Pin \(indexPath.row)")
                done(true)
            }])
        }
    }

    /// The window point in the middle of a row (unscrolled table).
    func center(ofRow row: Int, section: Int = 0) -> CGPoint {
        let frame = table.rectForRow(at: IndexPath(row: row, section: section))
        return table.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
    }

    /// The cell of a row on screen.
    func cell(_ row: Int, section: Int = 0) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: section)) }

    /// How far the row's content slid (negative: left, showing trailing actions).
    func offset(ofRow row: Int) -> CGFloat { cell(row)?.contentView.transform.tx ?? 0 }

    /// The titles of the action buttons the row shows, outermost first.
    func shownActions(ofRow row: Int) -> [String] {
        guard let cell = cell(row) else { return [] }
        return cell.subviews.compactMap { $0 as? SwipeActionsView }.flatMap { $0.buttons.compactMap(\.action.title) }
    }
}

/// Handler calls recorded by actions.
@MainActor final class Performed {
    var calls: [String] = []
    var completions: [@MainActor (Bool) -> Void] = []
}
