import Foundation

/// Keeping the caret in view, the clear button and the overlay views of a field.
extension UITextField {
    func textDidChange() {
        invalidateIntrinsicContentSize()
        updateOverlays()
        keepCaretVisible()
        setNeedsDisplay()
    }

    func restyle() {
        editor.baseAttributes = plainAttributes
        let attributes = plainAttributes
        editor.layout.restyle { $0 = attributes }
        editor.typingAttributes = attributes
        textDidChange()
    }

    /// Scrolls the line sideways so the caret (the selection's moving end) shows, and no
    /// further than the text's ends allow (a right-aligned line too wide for the field scrolls
    /// the other way, to its start).
    func keepCaretVisible() {
        let r = textRect(forBounds: bounds), width = editor.layout.usedWidth
        let shift = alignmentShift(width: width, in: r.width)
        let x = editor.layout.caretRect(forOffset: editor.focus).minX + shift
        if x - scrollX > r.width - 2 { scrollX = x - r.width + 2 }
        if x - scrollX < 0 { scrollX = x }
        scrollX = max(min(0, shift), min(scrollX, max(shift + width + 2 - r.width, 0)))
    }

    /// Places the clear button and the overlay views per their modes.
    func updateOverlays() {
        func shows(_ mode: ViewMode) -> Bool {
            switch mode {
            case .never: false
            case .always: true
            case .whileEditing: isEditing
            case .unlessEditing: !isEditing
            }
        }
        let pad: CGFloat = borderStyle == .none ? 0 : 7
        var trailing = bounds.maxX - pad
        let showsClear = shows(clearButtonMode) && editor.layout.length > 0
        place(clearButton, shown: showsClear, width: 19, trailing: &trailing)
        if let rightView { place(rightView, shown: shows(rightViewMode), width: rightView.bounds.width, trailing: &trailing) }
        if let leftView {
            if shows(leftViewMode) {
                leftView.frame = CGRect(x: pad, y: (bounds.height - leftView.bounds.height) / 2,
                                        width: leftView.bounds.width, height: leftView.bounds.height)
                if leftView.superview !== self { addSubview(leftView) }
            } else {
                leftView.removeFromSuperview()
            }
        }
    }

    func place(_ view: UIView, shown: Bool, width: CGFloat, trailing: inout CGFloat) {
        guard shown else { view.removeFromSuperview(); return }
        let height = view === clearButton ? 19 : view.bounds.height
        view.frame = CGRect(x: trailing - width, y: ((bounds.height - height) / 2).rounded(), width: width, height: height)
        trailing -= width + 4
        if view.superview !== self { addSubview(view) }
    }

    func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        editor.setText([("", plainAttributes)])
        textDidChange()
        sendActions(for: .editingChanged)
    }
}
