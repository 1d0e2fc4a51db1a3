import Foundation

/// A control for choosing a value in a range by sliding a thumb, as UIKit's `UISlider`.
///
/// With the pointer, as on iPad: pressing the thumb and dragging moves the value with the
/// pointer (the thumb keeps the offset at which it was grabbed); a click on the track away from
/// the thumb moves the thumb there first, then the drag goes on from there. While dragging,
/// `.valueChanged` is sent on every change (`isContinuous`, the default) or once on release
/// when the value changed (`isContinuous` false). Setting `value` in code sends nothing.
///
/// Geometry (PointerKit's choices; UIKit publishes none): a 4 pt track across the bounds,
/// inset by the thumb's radius, and a 28 pt round thumb (`thumbDiameter`).
///
/// Bad values: a NaN value, or a NaN or infinite minimum or maximum, is refused (the old
/// value stays); a value outside the range is pinned to it, as UIKit documents; a minimum set
/// above the maximum raises the maximum to it, and a maximum below the minimum lowers the
/// minimum (UIKit documents neither): each with a note in `UIApplication.geometryDiagnostics`.
///
/// Pointer: Apple documents built-in pointer effects only for buttons, bar button items and
/// segmented controls, so a slider keeps the system pointer; give it one with `hoverStyle` or
/// a `UIPointerInteraction`.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// PointerKit extension: the thumb's diameter (28 pt).
    public static var thumbDiameter: CGFloat = 28
    /// PointerKit extension: the track's thickness (4 pt).
    public static var trackHeight: CGFloat = 4

    /// The current value, pinned to `minimumValue...maximumValue` (default 0).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0
    /// The smallest value (default 0).
    open var minimumValue: Float {
        get { minimum }
        set { setRange(newValue, maximum, moving: "minimum") }
    }
    /// The largest value (default 1).
    open var maximumValue: Float {
        get { maximum }
        set { setRange(minimum, newValue, moving: "maximum") }
    }
    private var minimum: Float = 0, maximum: Float = 1
    /// True (default) sends `.valueChanged` while dragging; false sends it once on release.
    open var isContinuous = true
    /// The colour of the track left of the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { refresh() } }
    /// The colour of the track right of the thumb (nil: systemGray4).
    open var maximumTrackTintColor: UIColor? { didSet { refresh() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { refresh() } }

    private let minimumTrack = UIView(), maximumTrack = UIView(), thumb = UIView()
    /// Where in the thumb the press grabbed it (from its centre), while dragging.
    private var grab: CGFloat = 0
    private var valueAtPress: Float = 0

    /// A slider at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A slider with a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for part in [maximumTrack, minimumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 3
        refresh()
    }

    /// Sets the value (pinned to the range; NaN refused), drawn at once. `animated` is accepted
    /// and changes nothing: the thumb moves by its frame, which PointerKit does not blend.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else {
            GeometryLimits.note("UISlider: a value of NaN is refused; the value stays \(storedValue)")
            return
        }
        storedValue = min(max(value, minimum), maximum)
        refresh()
    }

    private func setRange(_ low: Float, _ high: Float, moving which: String) {
        guard low.isFinite, high.isFinite else {
            GeometryLimits.note("UISlider: a \(which) value of \(which == "minimum" ? low : high) is refused")
            return
        }
        if low > high {
            GeometryLimits.note("UISlider: a \(which) value beyond the other end moves it too (\(low) > \(high))")
        }
        minimum = which == "minimum" ? low : min(low, high)
        maximum = which == "maximum" ? high : max(low, high)
        storedValue = min(max(storedValue, minimum), maximum)
        refresh()
    }

    // MARK: Geometry, as UIKit's overridable rectangles

    /// The track's rectangle within `bounds`: `trackHeight` tall, centred, inset by the thumb's radius.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let inset = min(Self.thumbDiameter / 2, bounds.width / 2)
        return CGRect(x: bounds.minX + inset, y: bounds.midY - Self.trackHeight / 2,
                      width: max(bounds.width - 2 * inset, 0), height: Self.trackHeight)
    }

    /// The thumb's rectangle for `value` along `rect` (the track).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximum - minimum
        let fraction = span > 0 ? CGFloat((min(max(value, minimum), maximum) - minimum) / span) : 0
        let d = Self.thumbDiameter
        return CGRect(x: rect.minX + rect.width * fraction - d / 2, y: bounds.midY - d / 2, width: d, height: d)
    }

    /// The value at `x` (in the slider's coordinates) along the track.
    func value(atX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        guard track.width > 0, x.isFinite else { return storedValue }
        let fraction = Float(min(max((x - track.minX) / track.width, 0), 1))
        return minimum + (maximum - minimum) * fraction
    }

    /// Lays the track and thumb out when the size changes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        refresh()
    }

    // MARK: Tracking

    /// A press on the thumb grabs it; a press elsewhere on the slider moves the thumb there.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        valueAtPress = storedValue
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        if thumbFrame.contains(p) {
            grab = p.x - thumbFrame.midX
        } else {
            grab = 0
            move(to: p.x)
        }
        return true
    }

    /// The value follows the pointer (less where the thumb was grabbed).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        move(to: touch.location(in: self).x - grab)
        return true
    }

    /// Sends `.valueChanged` on release when not continuous and the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { move(to: touch.location(in: self).x - grab) }
        if !isContinuous, storedValue != valueAtPress { sendActions(for: .valueChanged) }
    }

    private func move(to x: CGFloat) {
        let new = value(atX: x)
        guard new != storedValue else { return }
        storedValue = new
        refresh()
        if isContinuous { sendActions(for: .valueChanged) }
    }

    override func controlStateDidChange() { refresh() }

    private func refresh() {
        let track = trackRect(forBounds: bounds)
        let knob = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(knob.midX - track.minX, 0), height: track.height)
        maximumTrack.frame = CGRect(x: knob.midX, y: track.minY, width: max(track.maxX - knob.midX, 0), height: track.height)
        thumb.frame = knob
        for part in [minimumTrack, maximumTrack] { part.layer.cornerRadius = track.height / 2 }
        thumb.layer.cornerRadius = knob.height / 2
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemGray4
        thumb.backgroundColor = thumbTintColor ?? .white
        alpha = isEnabled ? 1 : 0.5
    }
}
