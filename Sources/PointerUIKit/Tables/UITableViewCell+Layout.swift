import Foundation

/// The legacy labels a cell makes on first use (`textLabel`, `detailTextLabel`, `imageView`).
@MainActor
final class LegacyLabels {
    let text = UILabel(frame: .zero)
    let detail = UILabel(frame: .zero)
    let image = UIImageView(frame: .zero)
}

extension UITableViewCell {
    /// The legacy text label (UIKit deprecates it for `defaultContentConfiguration()`).
    public var textLabel: UILabel? { legacyLabels.text }
    /// The legacy detail label: at the trailing edge (`.value1`), below (`.subtitle`), or
    /// first (`.value2`); nil for `.default` cells, as UIKit.
    public var detailTextLabel: UILabel? { cellStyle == .default ? nil : legacyLabels.detail }
    /// The legacy image view, at the leading edge.
    public var imageView: UIImageView? { legacyLabels.image }

    private var legacyLabels: LegacyLabels {
        if let legacy { return legacy }
        let made = LegacyLabels()
        made.detail.font = .systemFont(ofSize: cellStyle == .subtitle ? 13 : 17)
        made.detail.textColor = .secondaryLabel
        if cellStyle == .value1 { made.detail.textAlignment = .right }
        for view in [made.image, made.text, made.detail] as [UIView] { contentView.addSubview(view) }
        legacy = made
        layoutCellViews()
        return made
    }

    /// The width the accessory takes at the trailing edge.
    private var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.bounds.width + 16 }
        return accessoryType == .none ? 0 : 38
    }

    /// Places the editing control, the content view, the accessory and the backgrounds.
    func layoutCellViews() {
        let b = CGRect(origin: .zero, size: bounds.size)
        let editing = isEditing && editingStyle != .none
        let leading: CGFloat = editing ? 38 : 0
        let trailing = accessoryWidth
        setFrame(contentView, CGRect(x: leading, y: 0, width: max(0, b.width - leading - trailing), height: b.height))
        for view in [backgroundView, selectedBackgroundView, defaultSelectedBackground] { if let view { setFrame(view, b) } }
        placeEditingControl(editing)
        placeAccessory(trailing: trailing)
        contentHost.layout(in: contentView)
        backgroundHost?.layout(in: self)
        if let legacy { placeLegacy(legacy) }
    }

    private func setFrame(_ view: UIView, _ frame: CGRect) {
        if view.frame != frame, view.transform == .identity { view.frame = frame }
    }

    private func placeEditingControl(_ editing: Bool) {
        guard editing else { editingControl?.removeFromSuperview(); editingControl = nil; return }
        let control = editingControl ?? {
            let made = EditingControl(frame: .zero)
            addSubview(made)
            editingControl = made
            return made
        }()
        control.backgroundColor = editingStyle == .insert ? .systemGreen : .systemRed
        setFrame(control, CGRect(x: 11, y: bounds.height / 2 - 11, width: 22, height: 22))
    }

    private func placeAccessory(trailing: CGFloat) {
        let b = bounds
        if let accessoryView {
            let size = accessoryView.bounds.size
            setFrame(accessoryView, CGRect(x: b.width - 16 - size.width, y: b.midY - size.height / 2, width: size.width, height: size.height))
        }
        var symbol: String?
        switch accessoryType {
        case .none: symbol = nil
        case .disclosureIndicator: symbol = "chevron.right"
        case .checkmark: symbol = "checkmark"
        case .detailButton, .detailDisclosureButton: symbol = "info.circle"
        }
        if accessoryView != nil { symbol = nil }
        guard let symbol else { accessoryMark?.removeFromSuperview(); accessoryMark = nil; return }
        let mark = accessoryMark ?? {
            let made = UIImageView(frame: .zero)
            addSubview(made)
            accessoryMark = made
            return made
        }()
        mark.image = UIImage(systemName: symbol)
        mark.tintColor = accessoryType == .disclosureIndicator ? .tertiaryLabel : .systemBlue
        setFrame(mark, CGRect(x: b.width - trailing + 6, y: b.midY - 8, width: 16, height: 16))
    }

    private func placeLegacy(_ l: LegacyLabels) {
        let b = contentView.bounds
        var x: CGFloat = 16
        if let image = l.image.image {
            let side = min(image.size.height, b.height)
            setFrame(l.image, CGRect(x: x, y: b.midY - side / 2, width: side, height: side))
            x += side + 16
        }
        let width = max(0, b.width - x - 16)
        switch cellStyle {
        case .default:
            setFrame(l.text, CGRect(x: x, y: 0, width: width, height: b.height))
        case .value1, .value2:
            setFrame(l.text, CGRect(x: x, y: 0, width: width, height: b.height))
            setFrame(l.detail, CGRect(x: x, y: 0, width: width, height: b.height))
        case .subtitle:
            setFrame(l.text, CGRect(x: x, y: b.midY - 21, width: width, height: 22))
            setFrame(l.detail, CGRect(x: x, y: b.midY + 1, width: width, height: 18))
        }
    }

    /// Shows the selected background while selected or highlighted (unless `.none`).
    func updateSelectedBackground() {
        let shows = (isSelected || isHighlighted) && selectionStyle != .none && backgroundHost?.configuration == nil
        let view: UIView
        if let selectedBackgroundView {
            defaultSelectedBackground?.removeFromSuperview()
            defaultSelectedBackground = nil
            view = selectedBackgroundView
        } else {
            guard shows || defaultSelectedBackground != nil else { return }
            view = defaultSelectedBackground ?? {
                let made = UIView(frame: CGRect(origin: .zero, size: bounds.size))
                made.backgroundColor = .systemGray4
                defaultSelectedBackground = made
                return made
            }()
        }
        if shows, view.superview !== self {
            if let backgroundView, backgroundView.superview === self { insertSubview(view, aboveSubview: backgroundView) } else { insertSubview(view, at: 0) }
            setFrame(view, CGRect(origin: .zero, size: bounds.size))
        } else if !shows, view.superview === self {
            view.removeFromSuperview()
        }
    }
}

/// The red (delete) or green (insert) control at an editing row's leading edge: a click asks
/// the table to show the row's Delete action (or commit the insert).
@MainActor
final class EditingControl: UIView {
    private var pressed: UITouch?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { pressed = touches.first }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { pressed = nil }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let pressed, touches.contains(pressed) else { return }
        self.pressed = nil
        guard let cell = superview as? UITableViewCell, let table = cell.superview as? UITableView else { return }
        table.editingControlClicked(in: cell)
    }
}
