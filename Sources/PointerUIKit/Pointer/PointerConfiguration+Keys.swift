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

    /// The unit the value is in: "pt", "s", "per ms", or "" for a plain ratio or opacity.
    public var unit: String {
        switch self {
        case .systemPointerDiameter, .liftGrowth, .maximumParallax, .magnetRadius, .automaticLargeViewSide, .shadowOffset,
             .beamThickness, .defaultCornerRadius: "pt"
        case .idleFadeDelay, .springResponse, .fingerLiftInterval, .tossVelocityWindow: "s"
        case .tossDecelerationRate: "per ms"
        case .springDampingRatio, .parallaxFactor, .pointerOpacity, .highlightOpacity, .hoverTintOpacity, .shadowOpacity: ""
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
        }
    }

    /// The range and unit as a person reads them: "0.05…2 s".
    public var rangeText: String {
        let text = "\(Self.format(range.lowerBound))…\(Self.format(range.upperBound))"
        return unit.isEmpty ? text : "\(text) \(unit)"
    }

    /// A number without a trailing ".0".
    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}

/// Why a configuration was refused; nothing of it was applied. Each message names the key.
public enum PointerConfigurationError: Error, Equatable, CustomStringConvertible {
    /// A key PointerKit does not know.
    case unknownKey(String)
    /// A value outside the key's range (or not finite).
    case outOfRange(PointerConfigurationKey, Double)
    /// A value that is not a number.
    case notANumber(PointerConfigurationKey, String)
    /// Text that is not a mapping of keys to numbers.
    case malformed(String)
    /// A file that could not be read.
    case unreadable(path: String, reason: String)

    /// A one-line explanation naming the key.
    public var description: String {
        switch self {
        case .unknownKey(let key):
            "unknown key '\(key)' (known: \(PointerConfigurationKey.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .outOfRange(let key, let value):
            "\(key.rawValue): \(PointerConfigurationKey.format(value)) is outside \(key.rangeText); nothing was applied"
        case .notANumber(let key, let text):
            "\(key.rawValue): '\(text.prefix(40))' is not a number (\(key.rangeText)); nothing was applied"
        case .malformed(let why): "not a configuration (a mapping of keys to numbers): \(why)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        }
    }
}

extension PointerConfiguration {
    /// The value of `key`.
    public subscript(key: PointerConfigurationKey) -> Double {
        get {
            switch key {
            case .systemPointerDiameter: systemPointerDiameter
            case .idleFadeDelay: idleFadeDelay
            case .springResponse: spring.response
            case .springDampingRatio: spring.dampingRatio
            case .liftGrowth: liftGrowth
            case .parallaxFactor: parallaxFactor
            case .maximumParallax: maximumParallax
            case .magnetRadius: magnetRadius
            case .tossDecelerationRate: tossDecelerationRate
            case .fingerLiftInterval: fingerLiftInterval
            case .tossVelocityWindow: tossVelocityWindow
            case .automaticLargeViewSide: automaticLargeViewSide
            case .pointerOpacity: pointerColor.alpha
            case .highlightOpacity: highlightColor.alpha
            case .hoverTintOpacity: hoverTint.alpha
            case .shadowOpacity: shadowOpacity
            case .shadowOffset: shadowOffset
            case .beamThickness: beamThickness
            case .defaultCornerRadius: defaultCornerRadius
            }
        }
        set {
            switch key {
            case .systemPointerDiameter: systemPointerDiameter = newValue
            case .idleFadeDelay: idleFadeDelay = newValue
            case .springResponse: spring = Spring(response: newValue, dampingRatio: spring.dampingRatio)
            case .springDampingRatio: spring = Spring(response: spring.response, dampingRatio: newValue)
            case .liftGrowth: liftGrowth = newValue
            case .parallaxFactor: parallaxFactor = newValue
            case .maximumParallax: maximumParallax = newValue
            case .magnetRadius: magnetRadius = newValue
            case .tossDecelerationRate: tossDecelerationRate = newValue
            case .fingerLiftInterval: fingerLiftInterval = newValue
            case .tossVelocityWindow: tossVelocityWindow = newValue
            case .automaticLargeViewSide: automaticLargeViewSide = newValue
            case .pointerOpacity: pointerColor.alpha = newValue
            case .highlightOpacity: highlightColor.alpha = newValue
            case .hoverTintOpacity: hoverTint.alpha = newValue
            case .shadowOpacity: shadowOpacity = newValue
            case .shadowOffset: shadowOffset = newValue
            case .beamThickness: beamThickness = newValue
            case .defaultCornerRadius: defaultCornerRadius = newValue
            }
        }
    }

    /// This configuration with `values` (key name to number) set, all or nothing: an unknown
    /// key or a value outside its key's range throws, naming the key, and changes nothing.
    /// Keys are checked in name order, so the same mistake always gives the same message.
    public func applying(_ values: [String: Double]) throws(PointerConfigurationError) -> PointerConfiguration {
        var result = self
        for name in values.keys.sorted() {
            guard let key = PointerConfigurationKey(rawValue: name) else { throw .unknownKey(name) }
            let value = values[name]!
            guard value.isFinite, key.range.contains(value) else { throw .outOfRange(key, value) }
            result[key] = value
        }
        return result
    }
}
