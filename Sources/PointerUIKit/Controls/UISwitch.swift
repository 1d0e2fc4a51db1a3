import Foundation

/// An on/off switch, as UIKit's `UISwitch`: a click toggles it and sends `.valueChanged`
/// (setting `isOn` or calling `setOn(_:animated:)` in code sends nothing, as in UIKit).
///
/// Its size is fixed, as UIKit's: 51 × 31 pt (`intrinsicContentSize`; frames of other sizes
/// keep their origin and take this size). The thumb slides by its transform and the track's
/// colour changes, so `setOn(_:animated: true)` blends both over `toggleDuration` (0.25 s,
/// PointerKit's choice: UIKit publishes none).
///
/// Pointer: Apple documents built-in pointer effects only for buttons, bar button items and
/// segmented controls, so a switch keeps the system pointer, as the documentation implies.
/// Give it one with `hoverStyle` (iPadOS 17) or a `UIPointerInteraction`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// How a switch looks, as UIKit's `UISwitch.Style` (iOS 14).
    public enum Style: Int, Sendable {
        /// The platform's look: sliding, on iPad.
        case automatic = 0
        /// A checkbox (Mac Catalyst's; PointerKit draws the sliding switch).
        case checkbox = 1
        /// The sliding switch.
        case sliding = 2
    }

    /// The switch's size: 51 × 31 pt, as UIKit's.
    public static let size = CGSize(width: 51, height: 31)
    /// PointerKit extension: how long `setOn(_:animated: true)` and a click's toggle take (0.25 s).
    public static var toggleDuration: TimeInterval = 0.25

    /// The track's colour while on (nil: systemGreen).
    open var onTintColor: UIColor? { didSet { refresh() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { refresh() } }
    /// The style asked for.
    open var preferredStyle: Style = .automatic
    /// The style shown: `.sliding`, as on iPad.
    open var style: Style { .sliding }
    /// The track, and the thumb on it.
    private let thumb = UIView()

    /// True when the switch is on. Setting it changes the look at once and sends no action.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on = false

    /// A switch at `frame`'s origin, 51 × 31 pt, off.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUp()
    }

    /// An off switch with a zero origin (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: Self.size)
        setUp()
    }

    private func setUp() {
        layer.cornerRadius = Self.size.height / 2
        thumb.frame = CGRect(x: 2, y: 2, width: Self.size.height - 4, height: Self.size.height - 4)
        thumb.layer.cornerRadius = thumb.bounds.height / 2
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2
        thumb.isUserInteractionEnabled = false
        addSubview(thumb)
        refresh()
    }

    /// Turns the switch on or off, blending the change when `animated`; sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        if animated {
            UIView.animate(withDuration: Self.toggleDuration) { self.refresh() }
        } else {
            UIView.performWithoutAnimation { refresh() }
        }
    }

    /// Keeps the size fixed at 51 × 31 pt.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// 51 × 31 pt.
    open override var intrinsicContentSize: CGSize { Self.size }
    /// 51 × 31 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// A click that ends inside toggles the switch (animated) and sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isInside(touch) else { return }
        setOn(!on, animated: true)
        sendActions(for: .valueChanged)
    }

    override func controlStateDidChange() { refresh() }

    private func refresh() {
        let travel = Self.size.width - Self.size.height
        thumb.transform = on ? CGAffineTransform(translationX: travel, y: 0) : .identity
        thumb.backgroundColor = thumbTintColor ?? .white
        backgroundColor = on ? (onTintColor ?? .systemGreen) : UIColor.systemGray5
        alpha = isEnabled ? 1 : 0.5
    }
}
