import PointerGeometry
import PointerEngine

/// One of `PointerConfiguration`'s documented choices as a designer tunes it: a name (the key
/// in a configuration file and in the playground's tuning panel), a unit and the range
/// PointerKit accepts. PointerKit extension.
public enum PointerConfigurationKey: String, CaseIterable, Sendable {
    /// `systemPointerDiameter`: the system pointer's circle, 4…64 pt (default 19).
    case systemPointerDiameter
    /// `idleFadeDelay`: seconds without motion before the pointer fades, 0.5…60 s (default 3).
    case idleFadeDelay
    /// `spring.response`: the morph spring's period, 0.05…2 s (default 0.25).
    case springResponse
    /// `spring.dampingRatio`: the morph spring's damping, 0.1…2 (1 = no overshoot; default 0.85).
    case springDampingRatio
    /// `liftGrowth`: how much a lifted view grows along its longer side, 0…40 pt (default 8).
    case liftGrowth
    /// `parallaxFactor`: the fraction of the pointer's offset a highlighted or lifted view
    /// follows, 0…0.5 (default 0.08).
    case parallaxFactor
    /// `maximumParallax`: the largest parallax shift, 0…20 pt (default 4).
    case maximumParallax
    /// `magnetRadius`: how near a toss's landing a target must be to catch it, 0…400 pt
    /// (default 60).
    case magnetRadius
    /// `tossDecelerationRate`: the share of a toss's speed kept each millisecond,
    /// 0.9…0.9995 per ms (default 0.998).
    case tossDecelerationRate
    /// `tossVelocityWindow`: how far back a toss's velocity looks at the finger's lift,
    /// 0.01…0.2 s (default 0.05).
    case tossVelocityWindow
    /// `fingerLiftInterval`: stillness that counts as a trackpad finger lift, 0.01…0.5 s
    /// (default 0.05).
    case fingerLiftInterval
    /// `automaticLargeViewSide`: above this longer side the automatic effect is hover,
    /// 40…2000 pt (default 200).
    case automaticLargeViewSide
    /// `pointerColor`'s opacity, 0…1 (default 0.6).
    case pointerOpacity
    /// `highlightColor`'s opacity (the platter), 0…1 (default 0.25).
    case highlightOpacity
    /// `hoverTint`'s opacity, 0…1 (default 0.12).
    case hoverTintOpacity
    /// `shadowOpacity`: a lift's shadow at full strength, 0…1 (default 0.3).
    case shadowOpacity
    /// `shadowOffset`: how far the shadow falls, 0…20 pt (default 4).
    case shadowOffset
    /// `beamThickness`: a text beam's thickness, 1…8 pt (default 2).
    case beamThickness
    /// `defaultCornerRadius`: a highlight platter's corners when the style gives no shape,
    /// 0…32 pt (default 8).
    case defaultCornerRadius
    /// `increaseContrast`: Pointer Control's Increase Contrast, a switch (0 off, 1 on; default 0).
    case increaseContrast
    /// `pointerBorderColor`: Pointer Control's Color, the border's colour as 0xRRGGBB
    /// (a file may write '#RRGGBB'; default 0x007AFF, system blue).
    case pointerBorderColor
    /// `pointerBorderWidth`: Pointer Control's Border Width, 0…8 pt (default 0: no border).
    case pointerBorderWidth
    /// `automaticallyHide`: Pointer Control's Automatically Hide Pointer, a switch (default 1);
    /// its delay is `idleFadeDelay`.
    case automaticallyHide
    /// `pointerAnimations`: Pointer Control's Pointer Animations, a switch (default 1; 0: the
    /// pointer never morphs into controls).
    case pointerAnimations
    /// `trackpadInertia`: Pointer Control's Trackpad Inertia, a switch (default 1).
    case trackpadInertia
    /// `scrollingSpeed`: Pointer Control's Scrolling Speed, a multiplier of scroll deltas,
    /// 0.25…4 (default 1).
    case scrollingSpeed

    /// What kind of value a key takes: a number in its range, a switch (0 or 1) or a colour
    /// (0xRRGGBB).
    public enum Kind: String, Sendable {
        /// A number within `range`.
        case number
        /// 0 (off) or 1 (on).
        case `switch`
        /// An sRGB colour as the integer 0xRRGGBB.
        case color
    }

    /// The key's kind of value.
    public var kind: Kind {
        switch self {
        case .increaseContrast, .automaticallyHide, .pointerAnimations, .trackpadInertia: .switch
        case .pointerBorderColor: .color
        default: .number
        }
    }

    /// True for `value` this key accepts: finite, in range, and 0 or 1 for a switch, an integer
    /// for a colour.
    public func accepts(_ value: Double) -> Bool {
        guard value.isFinite, range.contains(value) else { return false }
        switch kind {
        case .number: return true
        case .switch: return value == 0 || value == 1
        case .color: return value == value.rounded()
        }
    }

    /// The unit the value is in: "pt", "s", "per ms", or "" for a plain ratio or opacity.
    public var unit: String {
        switch self {
        case .systemPointerDiameter, .liftGrowth, .maximumParallax, .magnetRadius, .automaticLargeViewSide, .shadowOffset,
             .beamThickness, .defaultCornerRadius: "pt"
        case .idleFadeDelay, .springResponse, .fingerLiftInterval, .tossVelocityWindow: "s"
        case .tossDecelerationRate: "per ms"
        case .springDampingRatio, .parallaxFactor, .pointerOpacity, .highlightOpacity, .hoverTintOpacity, .shadowOpacity: ""
        case .increaseContrast, .automaticallyHide, .pointerAnimations, .trackpadInertia: ""
        case .pointerBorderColor: "rgb"
        case .pointerBorderWidth: "pt"
        case .scrollingSpeed: "×"
        }
    }

    /// The values PointerKit accepts, inclusive.
    public var range: ClosedRange<Double> {
        switch self {
        case .systemPointerDiameter: 4...64
        case .idleFadeDelay: 0.5...60
        case .springResponse: 0.05...2
        case .springDampingRatio: 0.1...2
        case .liftGrowth: 0...40
        case .parallaxFactor: 0...0.5
        case .maximumParallax, .shadowOffset: 0...20
        case .magnetRadius: 0...400
        case .tossDecelerationRate: 0.9...0.9995
        case .fingerLiftInterval: 0.01...0.5
        case .tossVelocityWindow: 0.01...0.2
        case .automaticLargeViewSide: 40...2000
        case .pointerOpacity, .highlightOpacity, .hoverTintOpacity, .shadowOpacity: 0...1
        case .beamThickness: 1...8
        case .defaultCornerRadius: 0...32
        case .increaseContrast, .automaticallyHide, .pointerAnimations, .trackpadInertia: 0...1
        case .pointerBorderColor: 0...0xFFFFFF
        case .pointerBorderWidth: 0...8
        case .scrollingSpeed: 0.25...4
        }
    }

    /// What the value does, in one line.
    public var summary: String {
        switch self {
        case .systemPointerDiameter: "the system pointer's circle"
        case .idleFadeDelay: "stillness before the pointer fades"
        case .springResponse: "how long a morph takes (spring period)"
        case .springDampingRatio: "morph damping (1: no overshoot)"
        case .liftGrowth: "how much a lifted view grows"
        case .parallaxFactor: "how far a highlighted view follows the pointer"
        case .maximumParallax: "the largest parallax shift"
        case .magnetRadius: "how near a toss must land to snap to a target"
        case .tossDecelerationRate: "speed a toss keeps each millisecond"
        case .fingerLiftInterval: "stillness that counts as a finger lift"
        case .tossVelocityWindow: "how far back a toss's velocity looks"
        case .automaticLargeViewSide: "automatic effect: hover above this size"
        case .pointerOpacity: "the pointer's opacity"
        case .highlightOpacity: "the highlight platter's opacity"
        case .hoverTintOpacity: "the hover tint's opacity"
        case .shadowOpacity: "a lift's shadow opacity"
        case .shadowOffset: "how far a lift's shadow falls"
        case .beamThickness: "a text beam's thickness"
        case .defaultCornerRadius: "a platter's corner radius"
        case .increaseContrast: "Pointer Control: increase contrast"
        case .pointerBorderColor: "Pointer Control: the border's colour"
        case .pointerBorderWidth: "Pointer Control: border width"
        case .automaticallyHide: "Pointer Control: automatically hide the pointer"
        case .pointerAnimations: "Pointer Control: pointer animations (morphing)"
        case .trackpadInertia: "Pointer Control: trackpad inertia (tosses)"
        case .scrollingSpeed: "Pointer Control: scrolling speed"
        }
    }

    /// The range and unit as a person reads them: "0.05…2 s".
    public var rangeText: String {
        switch kind {
        case .switch: return "0 or 1"
        case .color: return "0x000000…0xFFFFFF"
        case .number: break
        }
        let text = "\(Self.format(range.lowerBound))…\(Self.format(range.upperBound))"
        return unit.isEmpty ? text : "\(text) \(unit)"
    }

    /// A number without a trailing ".0".
    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
