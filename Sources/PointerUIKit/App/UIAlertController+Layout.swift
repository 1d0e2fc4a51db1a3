import Foundation

/// The views of an alert or action sheet, laid out by frame: a text block (title and
/// message), the text fields, then the buttons, with hairline separators between buttons.
@MainActor
struct AlertLayout {
    let title: String?
    let message: String?
    let fields: [UITextField]
    let actions: [UIAlertAction]
    let preferred: UIAlertAction?
    let width: CGFloat
    let buttonHeight: CGFloat
    let sideBySide: Bool

    /// Padding around the text block and fields: 16 pt (PointerKit's choice).
    static let padding: CGFloat = 16

    /// A view holding everything, sized to fit; `choose` runs for a clicked button.
    func build(choose: @escaping @MainActor (UIAlertAction) -> Void) -> UIView {
        let content = UIView()
        let inner = width - 2 * Self.padding
        var y: CGFloat = 0
        if title != nil || message != nil {
            y = Self.padding + 4
            for (text, font) in [(title, UIFont.boldSystemFont(ofSize: 17)), (message, UIFont.systemFont(ofSize: 13))] {
                guard let text, !text.isEmpty else { continue }
                let label = UILabel()
                label.text = text
                label.font = font
                label.numberOfLines = 0
                label.textAlignment = .center
                let size = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude))
                label.frame = CGRect(x: Self.padding, y: y, width: inner, height: ceil(size.height))
                label.accessibilityIdentifier = text == title ? "alert title" : "alert message"
                content.addSubview(label)
                y = label.frame.maxY + 4
            }
            y += Self.padding - 4
        }
        for field in fields {
            field.frame = CGRect(x: Self.padding, y: y, width: inner, height: 28)
            content.addSubview(field)
            y = field.frame.maxY + 8
        }
        if !fields.isEmpty { y += Self.padding - 8 }
        let rows = sideBySide ? [actions.sorted { a, _ in a.style == .cancel }]
            : (actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }).map { [$0] }
        for row in rows {
            if y > 0 { content.addSubview(separator(CGRect(x: 0, y: y, width: width, height: 0.5))) }
            let cell = width / CGFloat(max(row.count, 1))
            for (i, action) in row.enumerated() {
                let button = self.button(for: action, choose: choose)
                button.frame = CGRect(x: cell * CGFloat(i), y: y, width: cell, height: buttonHeight)
                content.addSubview(button)
                if i > 0 { content.addSubview(separator(CGRect(x: button.frame.minX, y: y, width: 0.5, height: buttonHeight))) }
            }
            y += buttonHeight
        }
        content.frame = CGRect(x: 0, y: 0, width: width, height: max(y, buttonHeight))
        return content
    }

    private func separator(_ frame: CGRect) -> UIView {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        line.isUserInteractionEnabled = false
        return line
    }

    private func button(for action: UIAlertAction, choose: @escaping @MainActor (UIAlertAction) -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        let bold = action === preferred || (preferred == nil && action.style == .cancel)
        button.titleLabel?.font = bold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
        button.accessibilityIdentifier = action.title
        button.isEnabled = action.isEnabled
        button.isPointerInteractionEnabled = true
        button.addAction(UIAction { _ in choose(action) }, for: .primaryActionTriggered)
        action.button = button
        return button
    }
}
