import Foundation

/// A button, as UIKit's `UIButton`: a control with a title, a title colour and an image per
/// state, a type, and UIKit's target–action (a tap sends `.touchUpInside`, then
/// `.primaryActionTriggered`).
///
/// Per-state values follow UIKit's rule: the value set for the exact current state, else the
/// one for `.normal`. The title is drawn by `titleLabel`, a subview filling the button with
/// centred text, created when first needed. Images are stored and reported (`currentImage`);
/// drawing them is the image view's business.
///
/// Type defaults (PointerKit's choices, close to UIKit's look): `.system` and the other
/// non-custom types draw their title in `.systemBlue`, `.systemGray` when disabled; `.custom`
/// in white. `.detailDisclosure`, `.infoLight` and `.infoDark` carry the `info.circle` symbol,
/// `.contactAdd` `plus.circle`, `.close` `xmark.circle.fill`, all for `.normal`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// A button's kind, as UIKit's `UIButton.ButtonType`, with UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        /// No built-in look.
        case custom = 0
        /// The standard system button.
        case system = 1
        /// An info symbol, for details of an item.
        case detailDisclosure = 2
        /// An info symbol on a dark background.
        case infoLight = 3
        /// An info symbol on a light background.
        case infoDark = 4
        /// A plus symbol, for adding a contact.
        case contactAdd = 5
        /// A close symbol.
        case close = 7

        /// UIKit's old name for `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's type (`.custom` for buttons made with `init(frame:)`, as in UIKit).
    public internal(set) var buttonType: ButtonType = .custom

    var titles: [UInt: String] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    var storedTitleLabel: UILabel?
    var storedImageView: UIImageView?
    /// The configuration, its handler and the views drawing it (see `UIButton+ConfigurationAPI.swift`).
    var configured: ButtonConfigurationStorage?

    /// The button's menu (default nil): setting one turns on `isContextMenuInteractionEnabled`,
    /// so a secondary click or long press shows it, or a click with
    /// `showsMenuAsPrimaryAction`.
    open var menu: UIMenu? { didSet { if menu != nil { isContextMenuInteractionEnabled = true } } }

    /// The button's `menu`, when it has one.
    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    /// True gives the button the system pointer effect (the automatic effect for its size
    /// and background), as UIKit's buttons; false by default, as in UIKit.
    open var isPointerInteractionEnabled = false {
        didSet {
            guard oldValue != isPointerInteractionEnabled else { return }
            if isPointerInteractionEnabled {
                let interaction = UIPointerInteraction(delegate: pointerDelegate)
                addInteraction(interaction)
                buttonPointerInteraction = interaction
            } else if let interaction = buttonPointerInteraction {
                removeInteraction(interaction)
                buttonPointerInteraction = nil
            }
        }
    }

    /// Customises the button's pointer style; setting it turns the pointer interaction on.
    open var pointerStyleProvider: PointerStyleProvider? {
        didSet {
            if pointerStyleProvider != nil { isPointerInteractionEnabled = true }
            buttonPointerInteraction?.invalidate()
        }
    }

    private var buttonPointerInteraction: UIPointerInteraction?
    private lazy var pointerDelegate = ButtonPointerDelegate(button: self)

    /// Creates a custom-type button.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a custom-type button with a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a button of `buttonType` with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        applyType(buttonType)
    }

    /// Creates a button of `buttonType` whose `primaryAction` runs on every tap; its title and
    /// image become the button's for `.normal`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
        applyType(buttonType)
        adopt(primaryAction)
    }

    /// Creates a custom-type button in `frame` whose `primaryAction` runs on every tap.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    /// A tap is a button's primary action.
    override var primaryActionEvents: Event { .touchUpInside }

    /// Redraws the title and image for the new state (a configured button updates its
    /// configuration: `updateConfiguration()`, then `configurationUpdateHandler`).
    override func controlStateDidChange() {
        if configured?.isActive == true { setNeedsUpdateConfiguration() } else { updateTitleLabel() }
    }

    /// Called when the button's state changes (highlighted, selected, disabled, hovered) or
    /// `setNeedsUpdateConfiguration()` asks, before `configurationUpdateHandler`: override it to
    /// change `configuration` for the state, as in UIKit. The default does nothing.
    open func updateConfiguration() {}

    /// The image and title side by side, at least 30 pt tall (see `contentSize`).
    open override var intrinsicContentSize: CGSize { contentSize }
    /// The intrinsic size (the current size for a button with nothing to show).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let s = contentSize
        return s.width < 0 ? bounds.size : s
    }

    /// Keeps the image and title centred in the button.
    open override var bounds: CGRect { didSet { layoutTitleLabel() } }
    /// Keeps the image and title centred in the button.
    open override var frame: CGRect { didSet { layoutTitleLabel() } }
}
