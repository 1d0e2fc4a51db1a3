import Foundation

extension NSAttributedString.Key {
    /// The colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character (an `NSNumber`, points).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Extra space between characters (an `NSNumber`, points).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The underline (an `NSNumber` holding an `NSUnderlineStyle` raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour (a `UIColor`).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough (an `NSNumber` holding an `NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's colour (a `UIColor`).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// How far the text sits above its baseline (an `NSNumber`, points).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

extension NSAttributedString {
    /// An attributed string with `attrStr`'s text and its UIKit attributes (see
    /// `AttributeScopes.UIKitAttributes`) under UIKit's keys, as UIKit's `init(_:)`. Built with
    /// `init(runs:)`, so runs of fonts and colours side by side are safe on Linux.
    public convenience init(_ attrStr: AttributedString) {
        self.init(runs: attrStr.runs.map { run in
            (String(attrStr[run.range].characters), run.uiKitAttributes)
        })
    }

    /// As `init(_:)`: PointerKit converts UIKit's attributes whatever the scope named.
    public convenience init<S: AttributeScope>(_ attrStr: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init(attrStr)
    }
}

extension AttributedString.Runs.Run {
    /// The run's UIKit attributes as `NSAttributedString` attributes.
    var uiKitAttributes: [NSAttributedString.Key: Any] {
        typealias K = AttributeScopes.UIKitAttributes
        var out: [NSAttributedString.Key: Any] = [:]
        if let v = self[K.FontAttribute.self] { out[.font] = v }
        if let v = self[K.ForegroundColorAttribute.self] { out[.foregroundColor] = v }
        if let v = self[K.BackgroundColorAttribute.self] { out[.backgroundColor] = v }
        if let v = self[K.KernAttribute.self] { out[.kern] = NSNumber(value: Double(v)) }
        if let v = self[K.TrackingAttribute.self] { out[.tracking] = NSNumber(value: Double(v)) }
        if let v = self[K.UnderlineStyleAttribute.self] { out[.underlineStyle] = NSNumber(value: v.rawValue) }
        if let v = self[K.UnderlineColorAttribute.self] { out[.underlineColor] = v }
        if let v = self[K.StrikethroughStyleAttribute.self] { out[.strikethroughStyle] = NSNumber(value: v.rawValue) }
        if let v = self[K.StrikethroughColorAttribute.self] { out[.strikethroughColor] = v }
        if let v = self[K.BaselineOffsetAttribute.self] { out[.baselineOffset] = NSNumber(value: Double(v)) }
        return out
    }
}

extension AttributedString {
    /// An attributed string with `nsStr`'s text and the UIKit attributes it carries under
    /// UIKit's keys (font, colours, kerning, tracking, underline, strikethrough, baseline
    /// offset), as UIKit's `init(_:)`.
    public init(_ nsStr: NSAttributedString) {
        var out = AttributedString()
        let whole = nsStr.string as NSString
        var location = 0
        while location < nsStr.length {
            var range = NSRange(location: 0, length: 0)
            let found = nsStr.attributes(at: location, effectiveRange: &range)
            let end = max(range.location + range.length, location + 1)
            var piece = AttributedString(whole.substring(with: NSRange(location: location, length: end - location)))
            piece.mergeAttributes(Self.container(from: found))
            out.append(piece)
            location = end
        }
        self = out
    }

    /// As `init(_:)`: PointerKit converts UIKit's attributes whatever the scope named.
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init(nsStr)
    }

    private static func container(from found: [NSAttributedString.Key: Any]) -> AttributeContainer {
        typealias K = AttributeScopes.UIKitAttributes
        func number(_ key: NSAttributedString.Key) -> Double? {
            (found[key] as? NSNumber)?.doubleValue ?? (found[key] as? CGFloat).map(Double.init)
        }
        func style(_ key: NSAttributedString.Key) -> NSUnderlineStyle? {
            // Through a Double: a NaN or huge number is no style (its intValue would trap).
            guard let d = number(key), d.isFinite, abs(d) < 1e15 else { return nil }
            return NSUnderlineStyle(rawValue: Int(d))
        }
        var c = AttributeContainer()
        c[K.FontAttribute.self] = found[.font] as? UIFont
        c[K.ForegroundColorAttribute.self] = found[.foregroundColor] as? UIColor
        c[K.BackgroundColorAttribute.self] = found[.backgroundColor] as? UIColor
        c[K.KernAttribute.self] = number(.kern).map { CGFloat($0) }
        c[K.TrackingAttribute.self] = number(.tracking).map { CGFloat($0) }
        c[K.UnderlineStyleAttribute.self] = style(.underlineStyle)
        c[K.UnderlineColorAttribute.self] = found[.underlineColor] as? UIColor
        c[K.StrikethroughStyleAttribute.self] = style(.strikethroughStyle)
        c[K.StrikethroughColorAttribute.self] = found[.strikethroughColor] as? UIColor
        c[K.BaselineOffsetAttribute.self] = number(.baselineOffset).map { CGFloat($0) }
        return c
    }
}
