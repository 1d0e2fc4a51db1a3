import PointerGeometry
import PointerEngine
import PointerRender
// How the adaptive pointer looks and feels, per window (`UIWindow.pointerConfiguration`): the
// engine's `PointerConfiguration`, one name for one concept, re-exported so that code importing
// only PointerUIKit can spell it. PointerKit extension.
@_exported import struct PointerEngine.PointerConfiguration

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
            case .increaseContrast: increasesContrast ? 1 : 0
            case .pointerBorderColor: Self.packed(pointerBorderColor)
            case .pointerBorderWidth: pointerBorderWidth
            case .automaticallyHide: automaticallyHidesPointer ? 1 : 0
            case .pointerAnimations: pointerAnimations ? 1 : 0
            case .trackpadInertia: trackpadInertia ? 1 : 0
            case .scrollingSpeed: scrollingSpeed
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
            case .increaseContrast: increasesContrast = newValue >= 0.5
            case .pointerBorderColor: pointerBorderColor = Self.unpacked(newValue)
            case .pointerBorderWidth: pointerBorderWidth = newValue
            case .automaticallyHide: automaticallyHidesPointer = newValue >= 0.5
            case .pointerAnimations: pointerAnimations = newValue >= 0.5
            case .trackpadInertia: trackpadInertia = newValue >= 0.5
            case .scrollingSpeed: scrollingSpeed = newValue
            }
        }
    }

    /// An opaque colour as 0xRRGGBB.
    static func packed(_ c: PointerScene.Color) -> Double {
        func byte(_ v: Double) -> Int { Int((min(max(v.isFinite ? v : 0, 0), 1) * 255).rounded()) }
        return Double(byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue))
    }

    /// 0xRRGGBB as an opaque colour (values outside 0…0xFFFFFF are clamped).
    static func unpacked(_ v: Double) -> PointerScene.Color {
        let i = Int(min(max(v.isFinite ? v : 0, 0), 0xFFFFFF))
        return PointerScene.Color(red: Double(i >> 16 & 255) / 255, green: Double(i >> 8 & 255) / 255, blue: Double(i & 255) / 255, alpha: 1)
    }

    /// This configuration with `values` (key name to number) set, all or nothing: an unknown
    /// key or a value outside its key's range throws, naming the key, and changes nothing.
    /// Keys are checked in name order, so the same mistake always gives the same message.
    public func applying(_ values: [String: Double]) throws(PointerConfigurationError) -> PointerConfiguration {
        var result = self
        for name in values.keys.sorted() {
            guard let key = PointerConfigurationKey(rawValue: name) else { throw .unknownKey(name) }
            let value = values[name]!
            guard key.accepts(value) else { throw .outOfRange(key, value) }
            result[key] = value
        }
        return result
    }
}
