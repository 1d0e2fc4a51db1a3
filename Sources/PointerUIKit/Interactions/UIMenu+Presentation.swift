import Foundation

/// PointerKit extension: how a menu looks on screen. iPadOS publishes no metrics for its
/// menus; these defaults follow its look (a 250 pt wide panel; 44 pt rows when opened by touch,
/// 32 pt when opened by a pointer, which Apple calls the compact appearance). Change
/// `UIMenuPresentationMetrics.standard` to restyle every menu shown afterwards.
public struct UIMenuPresentationMetrics: Equatable, Sendable {
    /// The panel's width, points.
    public var width: CGFloat = 250
    /// A row's height when a touch opened the menu, points.
    public var rowHeight: CGFloat = 44
    /// A row's height when a pointer opened the menu, points.
    public var compactRowHeight: CGFloat = 32
    /// The gap between the anchor and the panel, points.
    public var gap: CGFloat = 6
    /// The metrics every new menu uses.
    @MainActor public static var standard = UIMenuPresentationMetrics()
    /// UIKit's look.
    public init() {}
}

/// A menu shown in a window: a panel of rows over a clear layer that catches clicks outside
/// the panel. A click on a row chooses its action; a click outside closes the menu without
/// reaching what is under it, as on iPadOS. Each row has a pointer interaction (the
/// automatic highlight). Inline and nested submenus are shown as their actions in place,
/// after a divider; hidden actions are left out, disabled ones drawn grey and not chosen.
@MainActor
final class MenuPresentation {
    /// The layer that covers the window (the panel is its subview).
    let cover: UIView
    /// The panel of rows.
    let panel: UIView
    /// The rows' actions, top to bottom, as shown (for tests and the playground's panel).
    private(set) var rows: [(view: UIView, action: UIAction)] = []

    /// Shows `menu` in `window` next to `anchor` (window coordinates): below it when it fits,
    /// else above, kept inside the window. `choose` runs when a row is clicked, `dismiss` when
    /// the click is outside.
    init(_ menu: UIMenu, in window: UIWindow, anchor: CGRect, compact: Bool,
         choose: @escaping @MainActor (UIAction) -> Void, dismiss: @escaping @MainActor () -> Void) {
        let metrics = UIMenuPresentationMetrics.standard
        let rowHeight = compact ? metrics.compactRowHeight : metrics.rowHeight
        cover = UIView(frame: window.bounds)
        cover.accessibilityIdentifier = "menu cover"
        let panel = UIView()
        self.panel = panel
        // A click on the panel but not on an enabled row (a disabled row, a divider) does nothing.
        cover.addGestureRecognizer(UITapGestureRecognizer { [unowned panel] tap in
            if !panel.bounds.contains(tap.location(in: panel)) { dismiss() }
        })
        panel.accessibilityIdentifier = "menu" + (menu.title.isEmpty ? "" : " " + menu.title)
        panel.backgroundColor = .secondarySystemBackground
        panel.layer.cornerRadius = 13
        panel.layer.shadowOpacity = 0.18
        panel.layer.shadowRadius = 16
        panel.layer.shadowOffset = CGSize(width: 0, height: 6)
        var y: CGFloat = 0
        if !menu.title.isEmpty { y += addTitle(menu.title, width: metrics.width, height: rowHeight) }
        for (index, action) in Self.entries(of: menu).enumerated() {
            if action == nil {
                if index > 0 { y += addDivider(at: y, width: metrics.width) }
                continue
            }
            guard let action else { continue }
            let row = Self.row(for: action, frame: CGRect(x: 0, y: y, width: metrics.width, height: rowHeight))
            if !action.attributes.contains(.disabled) {
                row.addGestureRecognizer(UITapGestureRecognizer { _ in choose(action) })
            }
            panel.addSubview(row)
            rows.append((row, action))
            y += rowHeight
        }
        let size = CGSize(width: metrics.width, height: y)
        let below = anchor.maxY + metrics.gap
        let top = below + size.height <= window.bounds.maxY ? below : anchor.minY - metrics.gap - size.height
        let x = min(max(anchor.minX, 0), max(window.bounds.maxX - size.width, 0))
        panel.frame = CGRect(origin: CGPoint(x: x, y: max(top, 0)), size: size)
        cover.addSubview(panel)
        window.addSubview(cover)
    }

    /// Takes the menu off screen.
    func close() { cover.removeFromSuperview() }

    /// The menu's visible actions in order, with nil where a divider goes (before each
    /// submenu's actions and after them).
    static func entries(of menu: UIMenu) -> [UIAction?] {
        var out: [UIAction?] = []
        for element in menu.children {
            if let action = element as? UIAction {
                if !action.attributes.contains(.hidden) { out.append(action) }
            } else if let sub = element as? UIMenu {
                let inner = entries(of: sub)
                guard !inner.isEmpty else { continue }
                if out.last != .some(nil) { out.append(nil) }
                out += inner
                out.append(nil)
            }
        }
        return out
    }

    /// A row: a check mark when on, the title (red when destructive, grey when disabled).
    static func row(for action: UIAction, frame: CGRect) -> UIView {
        let row = UIView(frame: frame)
        row.accessibilityIdentifier = "menu item " + action.title
        let label = UILabel(frame: CGRect(x: 12, y: 0, width: frame.width - 24, height: frame.height))
        let mark = switch action.state { case .on: "✓ "; case .mixed: "– "; case .off: "" }
        label.text = mark + action.title
        label.font = .systemFont(ofSize: 15)
        label.textColor = action.attributes.contains(.disabled) ? .tertiaryLabel
            : action.attributes.contains(.destructive) ? .systemRed : .label
        row.addSubview(label)
        if !action.attributes.contains(.disabled) { row.addInteraction(UIPointerInteraction(delegate: nil)) }
        return row
    }

    private func addTitle(_ title: String, width: CGFloat, height: CGFloat) -> CGFloat {
        let label = UILabel(frame: CGRect(x: 12, y: 0, width: width - 24, height: height))
        label.text = title
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        panel.addSubview(label)
        return height
    }

    private func addDivider(at y: CGFloat, width: CGFloat) -> CGFloat {
        let divider = UIView(frame: CGRect(x: 0, y: y, width: width, height: 8))
        divider.backgroundColor = .separator
        panel.addSubview(divider)
        return 8
    }
}
