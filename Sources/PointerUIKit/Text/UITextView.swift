import Foundation
import PointerGeometry
import PointerEngine
import PointerRender

/// The object told about a text view's editing, as UIKit's `UITextViewDelegate` (every
/// method optional). Set it as the text view's `delegate`.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the text view may become first responder. Default true.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether it may stop being first responder. Default true.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// It became first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// It stopped being first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether a user's edit may replace `range` with `text` ("" deletes). Default true.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// A user's edit changed the text (not called for changes the app makes).
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Default: true.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Default: true.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Default: nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Default: nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Default: true.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Default: nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Default: nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// The area text is laid out in, as UIKit's `NSTextContainer` (the padding PointerKit uses).
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// Space at each end of every line, points: 5, UIKit's default.
    open var lineFragmentPadding: CGFloat = 5 { didSet { onChange() } }
    var onChange: () -> Void = {}
    /// Creates a container.
    public override init() { super.init() }
}

/// Scrollable, editable, multi-line text, as UIKit's `UITextView`: a scroll view whose
/// content is its text, wrapped at word boundaries to its width (Unicode's line-breaking rules,
/// see `TextBoundaries`) and measured with `UIFont`'s metrics. The pointer over it is the text
/// beam and it has quick selection, an edit menu and the keyboard (see `UITextInteraction`).
/// It scrolls with the wheel, two fingers and momentum like any scroll view; a click-and-drag
/// selects rather than scrolls.
@preconcurrency @MainActor
open class UITextView: UIScrollView, TextEditorView {
    /// The text.
    open var text: String! {
        get { editor.layout.string }
        set { editor.setText([(newValue ?? "", plainAttributes)]); textDidLayOut() }
    }
    /// The text with its font and colour runs. Setting it replaces `text`; `font` and
    /// `textColor` then read the first character's.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(pieces: editor.layout.pieces) }
        set {
            let pieces = (newValue ?? NSAttributedString(string: "")).pieces(default: plainAttributes)
            editor.setText(pieces)
            if let first = pieces.first?.1 { storedFont = first.font; storedTextColor = first.color }
            textDidLayOut()
        }
    }
    /// The font of the whole text (setting it restyles every run): the system font at 12 pt,
    /// UIKit's default when none is set.
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue ?? .systemFont(ofSize: 12); restyle() }
    }
    /// The colour of the whole text (setting it recolours every run): `label` by default (black,
    /// white in the dark appearance), as in UIKit.
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label; restyle() }
    }
    /// How lines sit across the width.
    open var textAlignment: NSTextAlignment {
        get { editor.layout.alignment }
        set { editor.layout.alignment = newValue; setNeedsDisplay() }
    }
    /// Space between the bounds and the text: 8 pt above and below, UIKit's default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidLayOut() } }
    /// The text container (its `lineFragmentPadding`).
    public let textContainer: NSTextContainer
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
    /// True lets the user edit (the default).
    open var isEditable = true { didSet { if !isEditable, !isSelectable { _ = resignFirstResponder() } } }
    /// True lets the user select (the default); false also turns the beam off.
    open var isSelectable = true { didSet { if !isSelectable { _ = resignFirstResponder() } } }
    /// The delegate (held weakly); a `UITextViewDelegate` hears about editing.
    open override var delegate: (any UIScrollViewDelegate)? {
        get { super.delegate }
        set { super.delegate = newValue }
    }
    /// The selection in UTF-16 units; setting one outside the text clamps it (noted in
    /// `UIApplication.textDiagnostics`).
    open var selectedRange: NSRange {
        get { editor.selection }
        set { editor.select(newValue) }
    }
    /// The attributes typed text gets (those before the caret, until the selection moves).
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { [.font: editor.typingAttributes.font, .foregroundColor: editor.typingAttributes.color] }
        set {
            editor.typingAttributes = TextRunAttributes(font: newValue[.font] as? UIFont ?? editor.typingAttributes.font,
                                                        color: newValue[.foregroundColor] as? UIColor ?? editor.typingAttributes.color)
        }
    }

    let editor: TextEditor
    private var storedFont: UIFont = .systemFont(ofSize: 12)
    private var storedTextColor: UIColor = .label
    private let interaction = UITextInteraction(for: .editable)
    /// Where a dragged selection would drop.
    var dropOffset: Int? { didSet { setNeedsDisplay() } }
    /// The edit menu a secondary click opens.
    var editMenuInteraction: UIEditMenuInteraction { interaction.editMenu }
    var plainAttributes: TextRunAttributes { TextRunAttributes(font: storedFont, color: storedTextColor) }

    /// A text view in `frame` using `textContainer` (a new one when nil).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        editor = TextEditor(text: "", attributes: TextRunAttributes(font: .systemFont(ofSize: 12), color: .label), width: nil)
        super.init(frame: frame)
        setUp()
    }

    /// An empty text view in `frame`.
    public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    /// An empty text view with a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        editor = TextEditor(text: "", attributes: TextRunAttributes(font: .systemFont(ofSize: 12), color: .label), width: nil)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
        alwaysBounceVertical = false
        // Pointer drags select; fingers and every kind of scroll still scroll.
        panGestureRecognizer.allowedTouchTypes = [UITouch.TouchType.direct, .pencil].map { NSNumber(value: $0.rawValue) }
        textContainer.onChange = { [unowned self] in textDidLayOut() }
        addInteraction(interaction)
        interaction.textInput = self
        editor.shouldChange = { [unowned self] range, text in
            isTextEditable && ((delegate as? any UITextViewDelegate)?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true)
        }
        editor.didChange = { [unowned self] in
            textDidLayOut()
            (delegate as? any UITextViewDelegate)?.textViewDidChange(self)
        }
        editor.didChangeSelection = { [unowned self] in (delegate as? any UITextViewDelegate)?.textViewDidChangeSelection(self) }
        editor.needsDisplay = { [unowned self] in setNeedsDisplay() }
        textDidLayOut()
    }

    // MARK: Layout

    /// The text container's origin in the view: the inset and the line padding.
    var textContainerOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }
    var isTextSelectable: Bool { isSelectable }
    var isTextEditable: Bool { isEditable }

    /// The width lines break at: the bounds less the insets and the padding.
    private var lineWidth: CGFloat {
        max(bounds.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding, 1)
    }

    /// Lays the text out again for the current width when it changed.
    func syncLayoutWidth() {
        if editor.layout.width != lineWidth { editor.layout.width = lineWidth; textDidLayOut() }
    }

    /// The content is the text's height with the insets, as wide as the view.
    private func textDidLayOut() {
        if editor.layout.width != lineWidth { editor.layout.width = lineWidth }
        contentSize = CGSize(width: bounds.width, height: editor.layout.height + textContainerInset.top + textContainerInset.bottom)
        setNeedsDisplay()
    }

    private func restyle() {
        let font = storedFont, color = storedTextColor
        editor.baseAttributes = plainAttributes
        editor.layout.restyle { $0 = TextRunAttributes(font: font, color: color) }
        editor.typingAttributes = plainAttributes
        textDidLayOut()
    }

    /// Lays the text out for a new width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        syncLayoutWidth()
    }

    /// Scrolls so that the range's first line, or its caret, shows.
    open func scrollRangeToVisible(_ range: NSRange) {
        syncLayoutWidth()
        let r = editor.layout.clamped(range)
        let caret = editor.layout.caretRect(forOffset: r.location + r.length)
        let o = textContainerOrigin
        let rect = CGRect(x: caret.minX + o.x, y: caret.minY + o.y, width: caret.width, height: caret.height)
        var offset = contentOffset
        if rect.minY < bounds.minY { offset.y = rect.minY - textContainerInset.top }
        if rect.maxY > bounds.maxY { offset.y = rect.maxY + textContainerInset.bottom - bounds.height }
        let clampedOffset = clamped(offset)
        if clampedOffset != contentOffset { contentOffset = clampedOffset }
    }

    // MARK: First responder

    /// True while selectable or editable.
    open override var canBecomeFirstResponder: Bool { isSelectable || isEditable }

    /// Becomes first responder if the delegate agrees (editable views only ask), and tells it.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        let textDelegate = delegate as? any UITextViewDelegate
        if isEditable, !(textDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        if isEditable { textDelegate?.textViewDidBeginEditing(self) }
        setNeedsDisplay()
        return true
    }

    /// Stops being first responder if the delegate agrees, and tells it.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        let textDelegate = delegate as? any UITextViewDelegate
        if isEditable, !(textDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        interaction.editMenu.dismissMenu()
        if isEditable { textDelegate?.textViewDidEndEditing(self) }
        setNeedsDisplay()
        return true
    }

    // MARK: Keys

    /// Moves the caret with the arrow and navigation keys and runs the edit shortcuts (see
    /// `handleEditingKey`), scrolling the caret into view; other presses go on up the chain,
    /// and typing reaches `insertText(_:)` from there.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        syncLayoutWidth()
        let lineHeight = (font ?? .systemFont(ofSize: 12)).lineHeight
        let rest = unhandledPresses(presses, pageLines: Int(bounds.height / max(lineHeight, 1)), singleLine: false)
        if rest.count < presses.count { scrollRangeToVisible(NSRange(location: editor.focus, length: 0)) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    // MARK: Drawing

    /// Draws the visible lines, and the selection and caret while first responder.
    override func addSceneContent(to layer: inout PointerScene.Layer, toWindow: Transform2D) {
        syncLayoutWidth()
        layer.clip = layer.clip.flatMap { $0.intersection(layer.frame) } ?? layer.frame
        let focused = isFirstResponder
        editor.addScene(to: &layer, toWindow: toWindow,
                        style: TextSceneStyle(origin: textContainerOrigin, bounds: bounds, visible: bounds, showsCaret: focused && isEditable,
                                              showsSelection: focused, tint: tintColor, dropOffset: dropOffset))
    }

    /// Lays the text out again in the view's new direction (`semanticContentAttribute`).
    override func semanticContentAttributeDidChange() {
        editor.layout.forcesRightToLeft = forcesRightToLeft
        editor.layout.direction = effectiveTextDirection
        editor.needsDisplay()
        setNeedsDisplay()
    }
}
