import Foundation
import PointerText
import PointerGeometry
import PointerEngine
import PointerRender

/// One line of editable text, as UIKit's `UITextField`: a control that sends
/// `.editingDidBegin`, `.editingChanged`, `.editingDidEnd` and, on Return,
/// `.editingDidEndOnExit`. Its text sits on one line centred vertically, scrolled sideways to
/// keep the caret in view; a text with newlines shows its first line. The pointer over it is
/// the text beam on that line, with the same selection and edit menu as a text view.
@preconcurrency @MainActor
open class UITextField: UIControl, TextEditorView {
    /// The text ("" when cleared; UIKit's is optional).
    open var text: String? {
        get { editor.layout.string }
        set { editor.setText([(newValue ?? "", plainAttributes)]); textDidChange() }
    }
    /// The text with its font and colour runs.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(pieces: editor.layout.pieces) }
        set { editor.setText((newValue ?? NSAttributedString(string: "")).pieces(default: plainAttributes)); textDidChange() }
    }
    /// A view for above the software keyboard while editing, settable as in UIKit (kept, not
    /// shown: PointerKit's input is a hardware keyboard; see `UIResponder.inputAccessoryView`).
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?
    /// A view instead of the software keyboard, settable as in UIKit (kept, not shown).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?
    /// Shown in the placeholder colour while the text is empty.
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// The font (the system font at 17 pt when none is set, as UIKit's).
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue ?? .systemFont(ofSize: 17); restyle() }
    }
    /// The text's colour: `label` (black, white in the dark appearance), as in UIKit.
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label; restyle() }
    }
    /// How the line sits across the field.
    open var textAlignment: NSTextAlignment = .natural { didSet { editor.layout.alignment = textAlignment; setNeedsDisplay() } }
    /// The border: none by default.
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle == .roundedRect, backgroundColor == nil { backgroundColor = .tertiarySystemBackground }; textDidChange() }
    }
    /// True empties the field when it becomes first responder.
    open var clearsOnBeginEditing = false
    /// When the clear button shows at the trailing edge: never by default.
    open var clearButtonMode: ViewMode = .never { didSet { updateOverlays() } }
    /// A view at the leading edge, shown per `leftViewMode`.
    open var leftView: UIView? { didSet { oldValue?.removeFromSuperview(); updateOverlays() } }
    /// When `leftView` shows.
    open var leftViewMode: ViewMode = .never { didSet { updateOverlays() } }
    /// A view at the trailing edge, shown per `rightViewMode`.
    open var rightView: UIView? { didSet { oldValue?.removeFromSuperview(); updateOverlays() } }
    /// When `rightView` shows.
    open var rightViewMode: ViewMode = .never { didSet { updateOverlays() } }
    /// The delegate (held weakly).
    open weak var delegate: (any UITextFieldDelegate)?
    /// True while the field is first responder.
    open internal(set) var isEditing = false

    let editor: TextEditor
    var storedFont: UIFont = .systemFont(ofSize: 17)
    var storedTextColor: UIColor = .label
    private let interaction = UITextInteraction(for: .editable)
    /// How far the line is scrolled left to keep the caret in view.
    var scrollX: CGFloat = 0
    let clearButton = UIButton(type: .custom)
    /// Where a dragged selection would drop.
    var dropOffset: Int? { didSet { setNeedsDisplay() } }
    /// The edit menu a secondary click opens.
    var editMenuInteraction: UIEditMenuInteraction { interaction.editMenu }
    var plainAttributes: TextRunAttributes { TextRunAttributes(font: storedFont, color: storedTextColor) }
    var isTextSelectable: Bool { isEnabled }
    var isTextEditable: Bool { isEnabled }

    /// A field in `frame`.
    public override init(frame: CGRect) {
        editor = TextEditor(text: "", attributes: TextRunAttributes(font: .systemFont(ofSize: 17), color: .label), width: nil)
        super.init(frame: frame)
        setUp()
    }

    /// An empty field with a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        editor = TextEditor(text: "", attributes: TextRunAttributes(font: .systemFont(ofSize: 17), color: .label), width: nil)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addInteraction(interaction)
        interaction.textInput = self
        clearButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        clearButton.tintColor = .systemGray3
        clearButton.accessibilityIdentifier = "clear text"
        clearButton.addAction(UIAction { [unowned self] _ in clearTapped() }, for: .touchUpInside)
        editor.shouldChange = { [unowned self] range, text in
            delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
        }
        editor.didChange = { [unowned self] in
            textDidChange()
            sendActions(for: .editingChanged)
        }
        editor.didChangeSelection = { [unowned self] in
            keepCaretVisible()
            delegate?.textFieldDidChangeSelection(self)
        }
        editor.needsDisplay = { [unowned self] in setNeedsDisplay() }
    }

    // MARK: Geometry

    /// The rectangle the text is drawn in: the bounds less the border's padding and the
    /// overlay views, as UIKit's `textRect(forBounds:)`.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let pad: CGFloat = borderStyle == .none ? 0 : 7
        var r = bounds.insetBy(dx: pad, dy: 0)
        if let left = leftView, left.superview === self { r.origin.x = left.frame.maxX; r.size.width = bounds.maxX - pad - r.minX }
        let trailing = [rightView, clearButton].compactMap { $0 }.filter { $0.superview === self && !$0.isHidden }.map(\.frame.minX).min()
        if let trailing { r.size.width = max(trailing - r.minX, 0) }
        return r
    }

    /// The rectangle editing text is drawn in (the same as `textRect(forBounds:)`).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The line's origin: the text rectangle's left edge, moved across by the alignment, less
    /// the sideways scroll; the line centred vertically.
    var textContainerOrigin: CGPoint {
        let r = textRect(forBounds: bounds), line = editor.layout.paragraphs[0].lines[0]
        return CGPoint(x: r.minX + alignmentShift(width: editor.layout.usedWidth, in: r.width) - scrollX,
                       y: (r.midY - line.height / 2).rounded())
    }

    /// How far a line `width` wide starts right of the text rectangle's left edge: centred, or
    /// against the right edge (with room for the caret) for `.right`, and for `.natural` when
    /// the text reads right to left or the field's content is forced right to left.
    func alignmentShift(width: CGFloat, in available: CGFloat, rightToLeft: Bool? = nil) -> CGFloat {
        switch textAlignment {
        case .left: 0
        case .center: ((available - width) / 2).rounded(.down)
        case .right: available - width - 2
        case .natural, .justified: (rightToLeft ?? editor.layout.isRightToLeft(at: 0)) || forcesRightToLeft ? available - width - 2 : 0
        }
    }

    /// The text's (or the placeholder's) width and one line, with the border's padding and the
    /// overlays: a rounded field at 17 pt is 34 pt tall, as UIKit's.
    open override var intrinsicContentSize: CGSize {
        let font = storedFont, pad: CGFloat = borderStyle == .none ? 0 : 7
        let text = max(editor.layout.usedWidth, placeholder.map { font.width(of: $0) } ?? 0)
        let overlays = (clearButtonMode == .never ? 0 : 23) + (leftView?.bounds.width ?? 0) + (rightView?.bounds.width ?? 0)
        let height = font.lineHeight + (borderStyle == .none ? 0 : 14)
        return CGSize(width: ((text + 2 * pad + overlays) * 2).rounded(.up) / 2, height: (height * 2).rounded(.up) / 2)
    }

    /// Places the overlays for a new size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateOverlays()
    }

    /// True while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Moves the caret with the arrow keys (↑ and ↓ to the start and end, a field having one
    /// line) and runs the edit shortcuts (see `handleEditingKey`); other presses go on up the
    /// chain, and typing reaches `insertText(_:)` from there.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = unhandledPresses(presses, pageLines: 1, singleLine: true)
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// Becomes first responder if the delegate agrees; sends `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing, editor.layout.length > 0 { editor.setText([("", plainAttributes)]) }
        updateOverlays()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        setNeedsDisplay()
        return true
    }

    /// Stops being first responder if the delegate agrees; sends `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        updateOverlays()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        setNeedsDisplay()
        return true
    }

    /// Draws the border, the line (or the placeholder), the selection and the caret.
    override func addSceneContent(to layer: inout PointerScene.Layer, toWindow: Transform2D) {
        let outline = toWindow.apply(to: Rect(bounds.insetBy(dx: 0.25, dy: 0.25)))
        switch borderStyle {
        case .none: break
        case .line: layer.drawings.append(.init(.stroke(.rect(outline), UIColor.label.sceneColor, .init(width: 1))))
        case .bezel: layer.drawings.append(.init(.stroke(.rect(outline), UIColor.systemGray.sceneColor, .init(width: 1))))
        case .roundedRect:
            layer.drawings.append(.init(.stroke(.roundedRect(outline, radius: 5), UIColor.systemGray4.sceneColor, .init(width: 0.5))))
        }
        let r = textRect(forBounds: bounds)
        layer.clip = layer.clip.flatMap { $0.intersection(layer.frame) } ?? layer.frame
        let focused = isFirstResponder
        if editor.layout.length == 0, let placeholder, !placeholder.isEmpty {
            let font = storedFont, attributes = TextRunAttributes(font: font, color: .placeholderText)
            let line = TextLayout(pieces: [(placeholder, attributes)], fallback: attributes, width: nil, maxLines: 1,
                                  mode: .byClipping, direction: effectiveTextDirection).lines[0]
            let x = r.minX + alignmentShift(width: line.width, in: r.width, rightToLeft: line.isRightToLeft) - line.visibleMinX - bounds.minX
            let baseline = (r.midY - line.height / 2).rounded() + line.ascent - bounds.minY
            var text = PointerScene.Text(lines: [placeholder], fontSize: Double(font.pointSize), color: UIColor.placeholderText.sceneColor)
            text.runs = line.runs.map { var run = $0; run.x += Double(x); run.baseline = Double(baseline); return run }
            layer.text = text
        }
        editor.addScene(to: &layer, toWindow: toWindow,
                        style: TextSceneStyle(origin: textContainerOrigin, bounds: bounds, visible: bounds.intersection(r.insetBy(dx: -1, dy: 0)),
                                              showsCaret: focused, showsSelection: focused, tint: tintColor, dropOffset: dropOffset))
    }

    /// Lays the text out again in the view's new direction (`semanticContentAttribute`).
    override func semanticContentAttributeDidChange() {
        editor.layout.forcesRightToLeft = forcesRightToLeft
        editor.layout.direction = effectiveTextDirection
        editor.needsDisplay()
        setNeedsDisplay()
    }
}
