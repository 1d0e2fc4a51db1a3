import Foundation

/// A row of a table, as UIKit's `UITableViewCell`: a `contentView` for the row's content (a
/// content configuration's view, the legacy labels, or the app's subviews) between an
/// editing control at the leading edge and an accessory at the trailing edge, over a
/// `backgroundView`, with a `selectedBackgroundView` shown while selected or highlighted.
///
/// Tables make cells from their registered class with `init(reusableStyle:reuseIdentifier:)`,
/// a `required convenience` initializer that calls `init(style:reuseIdentifier:)` as UIKit
/// does, so iPad cells written as usual (no initializers, or an `override init(style:
/// reuseIdentifier:)` with `required init?(coder:)`) compile unchanged.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The legacy label layouts, as UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// A text label and an image.
        case `default`
        /// Text on the left, detail on the right.
        case value1
        /// Detail label first, text after it (both small).
        case value2
        /// Text with the detail below it.
        case subtitle
    }

    /// The accessory at the trailing edge, as UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a selected row looks, as UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// No selected look.
        case none
        /// As `default` (UIKit's blue and grey are one grey since iOS 7).
        case blue
        /// As `default`.
        case gray
        /// A grey background.
        case `default`
    }

    /// The editing control of a row, as UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// A red delete control.
        case delete
        /// A green insert control.
        case insert
    }

    /// The view to add the row's content to.
    public let contentView: UIView
    /// The identifier it was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The legacy style it was made with (also picks `defaultContentConfiguration()`'s style).
    let cellStyle: CellStyle
    /// The index path it was last dequeued for (checks what a data source returns).
    var dequeuedFor: IndexPath?
    var contentHost = ContentConfigurationHost()
    var legacy: LegacyLabels?
    var accessoryMark: UIImageView?
    var editingControl: UIView?
    var defaultSelectedBackground: UIView?
    /// The background configuration and its view (see `UITableViewCell+Background.swift`).
    var backgroundHost: BackgroundConfigurationHost?

    /// Creates a cell of a legacy style, as UIKit's designated initializer.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        contentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        self.reuseIdentifier = reuseIdentifier
        backgroundColor = .systemBackground
        addSubview(contentView)
        layoutCellViews()
    }

    /// Creates a `.default` cell (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        cellStyle = .default
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        backgroundColor = .systemBackground
        addSubview(contentView)
        layoutCellViews()
    }

    /// Creates a `.default` cell in `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell of the receiving class through its `init(style:reuseIdentifier:)`.
    /// PointerKit extension: what a table calls on a registered class.
    public required convenience init(reusableStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Called before a dequeue hands the cell out again; reset its content here.
    open func prepareForReuse() {}

    /// The content, as a configuration (nil: none). Setting it replaces the content view's
    /// configuration view, or updates it when it supports the new configuration.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { contentHost.show(contentConfiguration, in: contentView) }
    }

    /// True (default) re-applies the content configuration's `updated(for:)` whenever the
    /// cell's state (selection, highlight, editing, swipe) changes.
    open var automaticallyUpdatesContentConfiguration = true

    /// A list content configuration styled for this cell's style, with no content.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }

    /// The cell's current state (what `updated(for:)` sees).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = isSwiped
        return state
    }

    /// Called when the state changes; the default re-applies the content configuration.
    open func updateConfiguration(using state: UICellConfigurationState) {
        guard automaticallyUpdatesContentConfiguration, let c = contentConfiguration else { return }
        contentHost.show(c.updated(for: state), in: contentView)
    }

    func stateDidChange() {
        backgroundHost?.update(in: self, state: configurationState)
        updateConfiguration(using: configurationState)
        updateSelectedBackground()
    }

    /// True while the row is selected (set by the table).
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// True while a press is down on the row (set by the table).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// True while the table is editing: the editing control shows.
    open var isEditing = false {
        didSet { if isEditing != oldValue { layoutCellViews(); stateDidChange() } }
    }
    /// True while the row shows swipe actions (set by the table).
    var isSwiped = false { didSet { if isSwiped != oldValue { stateDidChange() } } }
    /// The editing control shown in editing (set by the table from its delegate).
    var editingStyle = EditingStyle.delete { didSet { if editingStyle != oldValue { layoutCellViews() } } }

    /// Selects or deselects the row (`animated` is ignored).
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Highlights or unhighlights the row (`animated` is ignored).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    /// Enters or leaves editing (`animated` is ignored).
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// How a selected row looks (default `.default`: a grey background).
    open var selectionStyle = SelectionStyle.default { didSet { updateSelectedBackground() } }
    /// The trailing accessory (default `.none`).
    open var accessoryType = AccessoryType.none { didSet { if accessoryType != oldValue { layoutCellViews() } } }
    /// A custom trailing accessory, shown instead of `accessoryType`'s.
    open var accessoryView: UIView? {
        didSet {
            guard oldValue !== accessoryView else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            layoutCellViews()
        }
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

    /// A view behind the content shown while the row is selected or highlighted (default: a
    /// grey view, unless `selectionStyle` is `.none`).
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            layoutCellViews()
            updateSelectedBackground()
        }
    }

    /// Keeps the content, accessory and backgrounds in place.
    open override var bounds: CGRect { didSet { if bounds.size != oldValue.size { layoutCellViews() } } }
    /// Keeps the content, accessory and backgrounds in place.
    open override var frame: CGRect { didSet { if frame.size != oldValue.size { layoutCellViews() } } }
}
