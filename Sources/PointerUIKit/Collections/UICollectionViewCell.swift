import Foundation

/// A view a collection view shows and reuses, as UIKit's `UICollectionReusableView`.
///
/// Collection views make cells from their registered class with `init(reusableFrame:)`, a
/// `required convenience` initializer that calls `init(frame:)`. Swift hands convenience
/// initializers down to subclasses that override all designated ones or none, so an iPad
/// cell written as usual (no initializers, or `override init(frame:)` with
/// `required init?(coder:)`) compiles unchanged and is made through its own `init(frame:)`.
/// A subclass with only other designated initializers must write `init(frame:)` too (UIKit
/// would call it as well).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The kind of a supplementary view (nil for cells).
    var supplementaryKind: String?

    /// The index path it was last dequeued for (checks what a data source returns).
    var dequeuedFor: IndexPath?

    /// Creates a view in `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a view with a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a view of the receiving class through its `init(frame:)`. PointerKit extension:
    /// what a collection view calls on a registered class.
    public required convenience init(reusableFrame frame: CGRect) { self.init(frame: frame) }

    /// Called before the view is handed out again by a dequeue; reset its content here.
    open func prepareForReuse() {}

    /// Takes the layout's attributes: frame, transform, opacity and hidden state.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        let f = layoutAttributes.frame
        if transform != layoutAttributes.transform { transform = .identity }
        if bounds.size != f.size { bounds = CGRect(origin: bounds.origin, size: f.size) }
        let c = CGPoint(x: f.midX, y: f.midY)
        if center != c { center = c }
        if transform != layoutAttributes.transform { transform = layoutAttributes.transform }
        if alpha != layoutAttributes.alpha { alpha = layoutAttributes.alpha }
        if isHidden != layoutAttributes.isHidden { isHidden = layoutAttributes.isHidden }
    }
}

/// An item of a collection view, as UIKit's `UICollectionViewCell`: a `contentView` for the
/// app's subviews over an optional `backgroundView`, and a `selectedBackgroundView` shown
/// while the cell is selected or highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to; it fills the cell.
    public let contentView: UIView

    /// Creates a cell in `frame`.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Creates a cell with a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// True while a press on the cell is down (set by the collection view).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// True while the item is selected (set by the collection view).
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// True while the list shows the row's swipe actions.
    var isSwiped = false { didSet { if isSwiped != oldValue { stateDidChange() } } }
    /// True while the collection view is editing (list cells show their editing accessories).
    var isEditingCell = false { didSet { if isEditingCell != oldValue { stateDidChange(); setNeedsLayout() } } }

    /// The content, as a configuration (nil: none): its view fills the content view, updated
    /// in place when it supports a new configuration.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { contentHost.show(contentConfiguration, in: contentView) }
    }
    var contentHost = ContentConfigurationHost()
    /// The background configuration and its view (see `UICollectionViewCell+Background.swift`).
    var backgroundHost: BackgroundConfigurationHost?
    /// True (default) re-applies the content configuration's `updated(for:)` when the state
    /// (selection, highlight, editing, swipe) changes.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's current state (what `updated(for:)` sees).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isSwiped = isSwiped
        state.isEditing = isEditingCell
        return state
    }

    /// Called when the state changes; the default re-applies the content configuration.
    open func updateConfiguration(using state: UICellConfigurationState) {
        guard automaticallyUpdatesContentConfiguration, let c = contentConfiguration else { return }
        contentHost.show(c.updated(for: state), in: contentView)
    }

    func stateDidChange() {
        backgroundHost?.update(in: self, state: configurationState)
        updateSelectedBackground()
        updateSelectionFill()
        updateConfiguration(using: configurationState)
    }

    /// A view behind the content, filling the cell. Setting one resets
    /// `backgroundConfiguration` to nil, as UIKit does.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            if backgroundView != nil, backgroundHost?.configuration != nil { backgroundHost?.set(nil, in: self, state: configurationState) }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            layoutCellViews()
        }
    }

    /// A view behind the content and above `backgroundView`, filling the cell, shown only
    /// while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            if let view = selectedBackgroundView {
                if let backgroundView, backgroundView.superview === self {
                    insertSubview(view, aboveSubview: backgroundView)
                } else {
                    insertSubview(view, at: 0)
                }
            }
            layoutCellViews()
            updateSelectedBackground()
        }
    }

    /// Keeps the content and background views over the whole cell.
    open override var bounds: CGRect { didSet { layoutCellViews() } }
    /// Keeps the content and background views over the whole cell.
    open override var frame: CGRect { didSet { layoutCellViews() } }
    /// Places the content view, backgrounds and accessories again.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCellViews()
    }

    private func layoutCellViews() {
        let whole = CGRect(origin: .zero, size: bounds.size)
        let content = contentFrame(in: whole)
        if contentView.frame != content, contentView.transform == .identity { contentView.frame = content }
        for view in [backgroundView, selectedBackgroundView] where view?.frame != whole && view?.transform == .identity {
            view?.frame = whole
        }
        contentHost.layout(in: contentView)
        backgroundHost?.layout(in: self)
        layoutAccessories(in: whole)
    }

    /// Shows or hides a list cell's default selection fill (other cells: nothing).
    func updateSelectionFill() {}

    /// Where the content view goes (list cells leave room for accessories).
    func contentFrame(in whole: CGRect) -> CGRect { whole }
    /// Places accessories (list cells).
    func layoutAccessories(in whole: CGRect) {}

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
