import Foundation

/// A reusable section header or footer of a table, as UIKit's `UITableViewHeaderFooterView`:
/// a `contentView` for its content (a content configuration's view, the legacy `textLabel`,
/// or the app's subviews). Tables show the data source's section titles in these.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The view to add the content to.
    public let contentView = UIView(frame: .zero)
    /// The identifier it was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    private var contentHost = ContentConfigurationHost()
    private var legacyLabel: UILabel?
    /// The background configuration and its view (see `UITableViewCell+Background.swift`).
    var backgroundHost: BackgroundConfigurationHost?

    /// Creates a view for `reuseIdentifier`, as UIKit's designated initializer.
    public init(reuseIdentifier: String?) {
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
        addSubview(contentView)
    }

    /// Creates a view with no identifier (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Creates a view with no identifier in `frame`.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a view of the receiving class through its `init(reuseIdentifier:)`. PointerKit
    /// extension: what a table calls on a registered class.
    public required convenience init(reusableIdentifier identifier: String?) { self.init(reuseIdentifier: identifier) }

    /// Called before a dequeue hands the view out again.
    open func prepareForReuse() {}

    /// The content, as a configuration.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { contentHost.show(contentConfiguration, in: contentView) }
    }

    /// A grouped-header list configuration with no content.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

    /// The legacy title label (13-pt grey), made on first use.
    public var textLabel: UILabel? {
        if let legacyLabel { return legacyLabel }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        legacyLabel = label
        placeContent()
        return label
    }

    /// Keeps the content in place.
    open override var bounds: CGRect { didSet { if bounds.size != oldValue.size { placeContent() } } }
    /// Keeps the content in place.
    open override var frame: CGRect { didSet { if frame.size != oldValue.size { placeContent() } } }

    private func placeContent() {
        let whole = CGRect(origin: .zero, size: bounds.size)
        if contentView.frame != whole { contentView.frame = whole }
        contentHost.layout(in: contentView)
        backgroundHost?.layout(in: self)
        legacyLabel?.frame = CGRect(x: 16, y: max(0, whole.height - 26), width: max(0, whole.width - 32), height: min(whole.height, 20))
    }
}

/// Which header or footer: its section and kind.
struct HeaderFooterKey: Hashable {
    let section: Int
    let isFooter: Bool
}

/// A table's header and footer views: registrations, reuse queues, and those on screen.
struct HeaderFooterViews {
    var registered: [String: UITableViewHeaderFooterView.Type] = [:]
    var queues: [String: [UITableViewHeaderFooterView]] = [:]
    var shown: [HeaderFooterKey: UIView] = [:]
    /// The identifier of the title views the table makes itself.
    static let titleIdentifier = "\u{1F}PointerKit.title"
}
