import Foundation

/// A colour, as UIKit's `UIColor`: sRGB components in 0...1, made from RGB, white, hue /
/// saturation / brightness, a `CGColor` or a registered name.
///
/// A colour is fixed, or dynamic as UIKit's: made with `init(dynamicProvider:)`, it is resolved
/// for the traits in force where it is read (`UITraitCollection.current`, which PointerKit sets
/// to each view's traits while it draws the view), so the system colours (`systemBackground`,
/// `label`, `systemBlue`, ...) have their light and dark values (Apple's published ones) and
/// follow the host's appearance. PointerKit has no asset catalogs: `init?(named:)` finds colours
/// registered with `UIColor.register(_:named:)`, fixed or dynamic.
@preconcurrency @MainActor
open class UIColor: NSObject {
    /// The sRGB components: of the colour, or of a dynamic colour's light appearance (what an
    /// archive stores).
    nonisolated let storedRed, storedGreen, storedBlue, storedAlpha: CGFloat
    /// A dynamic colour's dark appearance when it was made (for `isEqual` and `hash`, which
    /// may run on any thread), nil for a fixed colour.
    private nonisolated let darkComponents: [CGFloat]?
    /// A dynamic colour's provider, nil for a fixed colour (set once, by the initializer).
    private var provider: ((UITraitCollection) -> UIColor)? = nil

    /// Red, 0...1, resolved for `UITraitCollection.current`. (PointerKit extension: UIKit reads
    /// it through `getRed(_:green:blue:alpha:)`.)
    public var red: CGFloat { provider == nil ? storedRed : resolvedColor(with: .current).storedRed }
    /// Green, 0...1, resolved for `UITraitCollection.current`.
    public var green: CGFloat { provider == nil ? storedGreen : resolvedColor(with: .current).storedGreen }
    /// Blue, 0...1, resolved for `UITraitCollection.current`.
    public var blue: CGFloat { provider == nil ? storedBlue : resolvedColor(with: .current).storedBlue }
    /// Opacity, 0...1, resolved for `UITraitCollection.current`.
    public var alpha: CGFloat { provider == nil ? storedAlpha : resolvedColor(with: .current).storedAlpha }

    /// Creates a colour from RGBA components (clamped to 0...1; NaN becomes 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        storedRed = clamp(red); storedGreen = clamp(green); storedBlue = clamp(blue); storedAlpha = clamp(alpha)
        darkComponents = nil
        super.init()
    }

    /// Creates a dynamic colour, as UIKit's: `dynamicProvider` gives the colour for a trait
    /// collection each time the colour is read or drawn (`resolvedColor(with:)`). PointerKit
    /// calls it here too, for the light appearance an archive stores and the light and dark
    /// appearances `isEqual(_:)` compares.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = UIColor.resolve(dynamicProvider, .padTraits(.light), depth: 0)
        let dark = UIColor.resolve(dynamicProvider, .padTraits(.dark), depth: 0)
        storedRed = light.storedRed; storedGreen = light.storedGreen; storedBlue = light.storedBlue; storedAlpha = light.storedAlpha
        darkComponents = [dark.storedRed, dark.storedGreen, dark.storedBlue, dark.storedAlpha]
        super.init()
        provider = dynamicProvider
    }

    /// The colour for `traitCollection`: the colour itself when it is fixed, else its provider's
    /// answer (resolved again while that answer is itself dynamic).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return UIColor.resolve(provider, traitCollection, depth: 0)
    }

    /// A provider's answer, resolved until it is fixed; a chain deeper than 16 providers (one
    /// that answers with itself) resolves to clear, with a diagnostic.
    private static func resolve(_ provider: (UITraitCollection) -> UIColor, _ traits: UITraitCollection, depth: Int) -> UIColor {
        let answer = provider(traits)
        guard let next = answer.provider else { return answer }
        guard depth < 16 else {
            GeometryLimits.note("UIColor(dynamicProvider:): the provider answers with dynamic colours more than 16 deep; drawn clear")
            return UIColor(red: 0, green: 0, blue: 0, alpha: 0)
        }
        return resolve(next, traits, depth: depth + 1)
    }

    /// The system colour `name` with light and dark sRGB components, 0...255: made on its first
    /// read, then the same object each time (as UIKit's), so reading one allocates nothing.
    static func dynamic(_ light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat),
                        name: String = #function) -> UIColor {
        if let made = systemColors[name] { return made }
        let l = UIColor(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3)
        let d = UIColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3)
        let color = UIColor { $0.userInterfaceStyle == .dark ? d : l }
        systemColors[name] = color
        return color
    }

    /// The system colours made so far, by name.
    private static var systemColors: [String: UIColor] = [:]

    /// Creates a colour from an archive (`NSKeyedUnarchiver`), as UIKit's `init?(coder:)`:
    /// the sRGB components `encode(with:)` wrote (see `UIColor+Coding.swift`); nil when the
    /// archive holds none. Components outside 0...1 or NaN are clamped as `init(red:...)` does.
    public required nonisolated init?(coder: NSCoder) {
        let keys = UIColor.codingKeys
        guard coder.containsValue(forKey: keys[0]), coder.containsValue(forKey: keys[3]) else { return nil }
        func clamp(_ v: Double) -> CGFloat { v.isNaN ? 0 : CGFloat(min(max(v, 0), 1)) }
        storedRed = clamp(coder.decodeDouble(forKey: keys[0])); storedGreen = clamp(coder.decodeDouble(forKey: keys[1]))
        storedBlue = clamp(coder.decodeDouble(forKey: keys[2])); storedAlpha = clamp(coder.decodeDouble(forKey: keys[3]))
        darkComponents = nil
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
        if color.provider != nil {
            self.init(dynamicProvider: color.resolvedColor(with:))
        } else {
            self.init(red: color.storedRed, green: color.storedGreen, blue: color.storedBlue, alpha: color.storedAlpha)
        }
    }

    /// The colours `init?(named:)` finds, by name.
    private static var registry: [String: UIColor] = [:]

    /// Makes `color` findable as `UIColor(named: name)`, replacing any colour of that name: what
    /// an asset catalog entry does on iPadOS. PointerKit extension, not UIKit.
    public static func register(_ color: UIColor, named name: String) { registry[name] = color }

    /// The colour as a Core Graphics colour, resolved for `UITraitCollection.current` (a
    /// `CGColor` is fixed: a layer given one keeps it when the appearance changes, as in UIKit).
    public var cgColor: CGColor {
        let c = resolvedColor(with: .current)
        return CGColor(red: c.storedRed, green: c.storedGreen, blue: c.storedBlue, alpha: c.storedAlpha)
    }

    /// The same colour with another opacity (a dynamic colour stays dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard provider != nil else { return UIColor(red: storedRed, green: storedGreen, blue: storedBlue, alpha: alpha) }
        return UIColor { self.resolvedColor(with: $0).withAlphaComponent(alpha) }
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

    /// Equal when all four components are equal, in the light and in the dark appearance (a
    /// dynamic colour's as they were when it was made).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        return storedRed == o.storedRed && storedGreen == o.storedGreen && storedBlue == o.storedBlue && storedAlpha == o.storedAlpha
            && (darkComponents ?? [storedRed, storedGreen, storedBlue, storedAlpha])
                == (o.darkComponents ?? [o.storedRed, o.storedGreen, o.storedBlue, o.storedAlpha])
    }

    /// A hash consistent with `isEqual` (the light appearance's components).
    public override var hash: Int { [storedRed, storedGreen, storedBlue, storedAlpha].hashValue }

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
