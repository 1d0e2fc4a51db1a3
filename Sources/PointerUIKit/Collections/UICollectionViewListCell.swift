import Foundation

/// A view at a list cell's edge, as UIKit's `UICellAccessory` (iPadOS 14): a value naming the
/// accessory and when it shows.
@MainActor
public struct UICellAccessory {
    /// When an accessory shows, as UIKit's `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always
        /// Only while the list is editing.
        case whenEditing
        /// Only while it is not.
        case whenNotEditing
    }

    enum Kind {
        case disclosureIndicator, checkmark, delete(handler: (@MainActor () -> Void)?), label(String), outlineDisclosure
    }
    let kind: Kind
    let displayed: DisplayedState

    /// A chevron at the trailing edge.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }
    /// A checkmark at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed)
    }
    /// A red delete control at the leading edge (default: while editing). A click runs
    /// `actionHandler`, or without one reveals the row's trailing swipe actions, as UIKit.
    public static func delete(displayed: DisplayedState = .whenEditing, actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete(handler: actionHandler), displayed: displayed)
    }
    /// A text label at the trailing edge.
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed)
    }
    /// A disclosure triangle at the trailing edge (PointerKit draws it; expanding is the app's).
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure, displayed: displayed)
    }

    var isLeading: Bool { if case .delete = kind { true } else { false } }
    func shows(editing: Bool) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }
}

/// A cell of a list, as UIKit's `UICollectionViewListCell` (iPadOS 14): content from
/// `defaultContentConfiguration()`, and accessories at its edges (leading: delete; trailing:
/// the rest, in order from the edge inward), 34 pt each (labels as wide as their text).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, shown per their displayed state.
    open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessories() } }
    private var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []

    /// The fill the cell gave its content view while selected, nil while it shows none.
    private var selectionFill: UIColor?

    /// PointerKit's stand-in for UIKit's default list background configuration: while the
    /// cell is selected or highlighted, and has no `selectedBackgroundView`, its content view
    /// is filled `systemGray4`, or in a sidebar `systemGray5` with 10 pt corners (PointerKit's
    /// reading of a sidebar's unfocused selection), so the fill slides with the content when
    /// the row is swiped. A content view given a colour by the app keeps it.
    override func updateSelectionFill() {
        if backgroundHost?.configuration != nil {
            // A background configuration draws the selected look: the stand-in gives way.
            if let selectionFill, contentView.backgroundColor === selectionFill { contentView.backgroundColor = nil; contentView.layer.cornerRadius = 0 }
            selectionFill = nil
            return
        }
        guard selectedBackgroundView == nil,
              contentView.backgroundColor == nil || contentView.backgroundColor === selectionFill else { return }
        let sidebar = [.sidebar, .sidebarPlain].contains(listAppearance)
        selectionFill = isSelected || isHighlighted ? (sidebar ? .systemGray5 : .systemGray4) : nil
        contentView.backgroundColor = selectionFill
        contentView.layer.cornerRadius = selectionFill != nil && sidebar ? 10 : 0
    }

    /// The appearance of the list the cell is in (nil outside a list).
    var listAppearance: UICollectionLayoutListConfiguration.Appearance? {
        guard let list = superview as? UICollectionView,
              let layout = list.collectionViewLayout as? UICollectionViewCompositionalLayout else { return nil }
        if let indexPath = list.indexPath(for: self), let section = layout.listConfiguration(forSection: indexPath.section) {
            return section.appearance
        }
        return layout.wholeListConfiguration?.appearance
    }

    /// A list content configuration (`cell()` style) with no content.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    private func rebuildAccessories() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { accessory in
            let view: UIView
            switch accessory.kind {
            case .disclosureIndicator: view = symbol("chevron.right", .tertiaryLabel)
            case .outlineDisclosure: view = symbol("chevron.down", .systemBlue)
            case .checkmark: view = symbol("checkmark", .systemBlue)
            case .label(let text):
                let label = UILabel(frame: .zero)
                label.text = text
                label.textColor = .secondaryLabel
                view = label
            case .delete(let handler):
                let control = ListDeleteControl(frame: .zero)
                control.handler = handler
                view = control
            }
            addSubview(view)
            return (accessory, view)
        }
        setNeedsLayout()
        layoutSubviews()
    }

    private func symbol(_ name: String, _ tint: UIColor) -> UIView {
        let view = UIImageView(image: UIImage(systemName: name))
        view.tintColor = tint
        return view
    }

    private func width(of entry: (accessory: UICellAccessory, view: UIView)) -> CGFloat {
        if let label = entry.view as? UILabel { return label.intrinsicContentSize.width + 12 }
        return 34
    }

    override func contentFrame(in whole: CGRect) -> CGRect {
        var leading: CGFloat = 0, trailing: CGFloat = 0
        for entry in accessoryViews where entry.accessory.shows(editing: isEditingCell) {
            if entry.accessory.isLeading { leading += width(of: entry) } else { trailing += width(of: entry) }
        }
        return CGRect(x: leading, y: 0, width: max(0, whole.width - leading - trailing), height: whole.height)
    }

    override func layoutAccessories(in whole: CGRect) {
        var leading: CGFloat = 0, trailing = whole.width
        for entry in accessoryViews {
            let shows = entry.accessory.shows(editing: isEditingCell)
            entry.view.isHidden = !shows
            guard shows else { continue }
            let w = width(of: entry)
            let side: CGFloat = entry.view is UILabel ? whole.height : 20
            if entry.accessory.isLeading {
                entry.view.frame = CGRect(x: leading + (w - 22) / 2, y: whole.midY - 11, width: 22, height: 22)
                leading += w
            } else {
                trailing -= w
                let viewWidth = entry.view is UILabel ? w - 12 : side
                entry.view.frame = CGRect(x: trailing + (w - viewWidth) / 2, y: whole.midY - side / 2, width: viewWidth, height: side)
            }
        }
    }
}

/// A list's delete control: a click runs its handler, or reveals the row's trailing actions.
@MainActor
final class ListDeleteControl: UIView {
    var handler: (@MainActor () -> Void)?
    private var pressed: UITouch?
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
    }
    required init?(coder: NSCoder) { nil }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { pressed = touches.first }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { pressed = nil }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let pressed, touches.contains(pressed) else { return }
        self.pressed = nil
        if let handler { handler(); return }
        guard let cell = superview as? UICollectionViewCell, let list = cell.superview as? UICollectionView,
              let indexPath = list.indexPath(for: cell) else { return }
        list.rowSwipe.open(indexPath: indexPath, cell: cell, trailing: true)
    }
}
