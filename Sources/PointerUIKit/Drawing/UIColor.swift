import Foundation

/// A colour, as UIKit's `UIColor`: sRGB components in 0...1, made from RGB, white, hue /
/// saturation / brightness, a `CGColor` or a registered name.
///
/// PointerKit has no asset catalogs and no dark mode: system colours are their light-mode sRGB
/// values (UIKit's published ones), and `init?(named:)` finds colours registered with
/// `UIColor.register(_:named:)`.
@preconcurrency @MainActor
open class UIColor: NSObject {
    /// Red, 0...1. (PointerKit extension: UIKit reads it through `getRed(_:green:blue:alpha:)`.)
    public let red: CGFloat
    /// Green, 0...1.
    public let green: CGFloat
    /// Blue, 0...1.
    public let blue: CGFloat
    /// Opacity, 0...1.
    public let alpha: CGFloat

    /// Creates a colour from RGBA components (clamped to 0...1; NaN becomes 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
        super.init()
    }

    /// Creates a colour from an archive (`NSKeyedUnarchiver`), as UIKit's `init?(coder:)`:
    /// the sRGB components `encode(with:)` wrote (see `UIColor+Coding.swift`); nil when the
    /// archive holds none. Components outside 0...1 or NaN are clamped as `init(red:...)` does.
    public required nonisolated init?(coder: NSCoder) {
        let keys = UIColor.codingKeys
        guard coder.containsValue(forKey: keys[0]), coder.containsValue(forKey: keys[3]) else { return nil }
        func clamp(_ v: Double) -> CGFloat { v.isNaN ? 0 : CGFloat(min(max(v, 0), 1)) }
        red = clamp(coder.decodeDouble(forKey: keys[0])); green = clamp(coder.decodeDouble(forKey: keys[1]))
        blue = clamp(coder.decodeDouble(forKey: keys[2])); alpha = clamp(coder.decodeDouble(forKey: keys[3]))
        super.init()
    }

    /// Creates a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness (HSB), each 0...1 (a hue of 1 is 0).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// Creates a colour from a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? []
        switch c.count {
        case 2: self.init(white: c[0], alpha: c[1])
        case 4...: self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        default: self.init(white: 0, alpha: 0)
        }
    }

    /// The colour registered under `name` (`register(_:named:)`), or nil. UIKit reads asset
    /// catalogs here; PointerKit has none.
    public convenience init?(named name: String) {
        guard let color = Self.registry[name] else { return nil }
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// The colours `init?(named:)` finds, by name.
    private static var registry: [String: UIColor] = [:]

    /// Makes `color` findable as `UIColor(named: name)`, replacing any colour of that name: what
    /// an asset catalog entry does on iPadOS. PointerKit extension, not UIKit.
    public static func register(_ color: UIColor, named name: String) { registry[name] = color }

    /// The colour as a Core Graphics colour.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the RGBA components; true (they are always available).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red; green?.pointee = self.green; blue?.pointee = self.blue; alpha?.pointee = self.alpha
        return true
    }

    /// Reads hue, saturation, brightness and alpha; true.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let maximum = max(red, green, blue), minimum = min(red, green, blue), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == red { h = ((green - blue) / delta).truncatingRemainder(dividingBy: 6) }
            else if maximum == green { h = (blue - red) / delta + 2 }
            else { h = (red - green) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// Reads the grey level (the mean of the components) and alpha; true only for greys.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return red == green && green == blue
    }

    /// Equal when all four components are equal.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        return red == o.red && green == o.green && blue == o.blue && alpha == o.alpha
    }

    /// A hash consistent with `isEqual`.
    public override var hash: Int { [red, green, blue, alpha].hashValue }

    /// HSB to RGB, each 0...1 (NaN components become 0).
    nonisolated static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        func unit(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        let s = unit(saturation), v = unit(brightness)
        var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
        if h < 0 { h += 1 }
        let sector = h * 6, i = Int(sector.rounded(.down)) % 6, f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

#if !canImport(CoreGraphics)
/// A Core Graphics colour, which Linux lacks: sRGB components in 0...1.
public final class CGColor: Hashable, Sendable {
    /// Red, green, blue and alpha, 0...1.
    public let red, green, blue, alpha: CGFloat
    /// Creates a colour in the sRGB space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// The components, red, green, blue, alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    /// The colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    /// Equal when all four components are equal.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
#endif
