import Foundation

extension AttributeScopes {
    /// UIKit's attributes for `AttributedString`, as UIKit's
    /// `AttributeScopes.UIKitAttributes`: `s.font = .systemFont(ofSize: 20)`,
    /// `s.foregroundColor = .red`, `AttributeContainer().font(...)`. Each has UIKit's name, so
    /// `NSAttributedString(_:)` turns it into the `NSAttributedString.Key` of the same name.
    ///
    /// Labels and button configurations draw `font` and `foregroundColor`; the others are
    /// stored and carried through conversions (PointerKit draws no kerning, underline,
    /// strikethrough or text background yet).
    public struct UIKitAttributes: AttributeScope {
        /// The font (`NSAttributedString.Key.font`).
        public let font: FontAttribute
        /// The text colour (`NSAttributedString.Key.foregroundColor`).
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text (`NSAttributedString.Key.backgroundColor`).
        public let backgroundColor: BackgroundColorAttribute
        /// Extra space after each character, points (`NSAttributedString.Key.kern`).
        public let kern: KernAttribute
        /// Extra space between characters, points (`NSAttributedString.Key.tracking`).
        public let tracking: TrackingAttribute
        /// The underline (`NSAttributedString.Key.underlineStyle`).
        public let underlineStyle: UnderlineStyleAttribute
        /// The underline's colour (`NSAttributedString.Key.underlineColor`).
        public let underlineColor: UnderlineColorAttribute
        /// The strikethrough (`NSAttributedString.Key.strikethroughStyle`).
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The strikethrough's colour (`NSAttributedString.Key.strikethroughColor`).
        public let strikethroughColor: StrikethroughColorAttribute
        /// How far the text sits above its baseline, points (`NSAttributedString.Key.baselineOffset`).
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (links and the rest), as in UIKit's scope.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font attribute.
        public enum FontAttribute: AttributedStringKey {
            /// A `UIFont`.
            public typealias Value = UIFont
            /// UIKit's name, `NSFont`.
            public static let name = "NSFont"
        }
        /// The text colour attribute.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A `UIColor`.
            public typealias Value = UIColor
            /// UIKit's name, `NSColor`.
            public static let name = "NSColor"
        }
        /// The text background colour attribute.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A `UIColor`.
            public typealias Value = UIColor
            /// UIKit's name, `NSBackgroundColor`.
            public static let name = "NSBackgroundColor"
        }
        /// The kerning attribute.
        public enum KernAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// UIKit's name, `NSKern`.
            public static let name = "NSKern"
        }
        /// The tracking attribute.
        public enum TrackingAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// UIKit's name, `NSTracking`.
            public static let name = "NSTracking"
        }
        /// The underline attribute.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// An `NSUnderlineStyle`.
            public typealias Value = NSUnderlineStyle
            /// UIKit's name, `NSUnderline`.
            public static let name = "NSUnderline"
        }
        /// The underline colour attribute.
        public enum UnderlineColorAttribute: AttributedStringKey {
            /// A `UIColor`.
            public typealias Value = UIColor
            /// UIKit's name, `NSUnderlineColor`.
            public static let name = "NSUnderlineColor"
        }
        /// The strikethrough attribute.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// An `NSUnderlineStyle`.
            public typealias Value = NSUnderlineStyle
            /// UIKit's name, `NSStrikethrough`.
            public static let name = "NSStrikethrough"
        }
        /// The strikethrough colour attribute.
        public enum StrikethroughColorAttribute: AttributedStringKey {
            /// A `UIColor`.
            public typealias Value = UIColor
            /// UIKit's name, `NSStrikethroughColor`.
            public static let name = "NSStrikethroughColor"
        }
        /// The baseline offset attribute.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// UIKit's name, `NSBaselineOffset`.
            public static let name = "NSBaselineOffset"
        }
    }

    /// UIKit's attribute scope (`NSAttributedString(s, including: \.uiKit)`).
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes as members of `AttributedString` and `AttributeContainer`
    /// (`s.font`, `s.foregroundColor`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

/// An underline or strikethrough, as UIKit's `NSUnderlineStyle` (UIKit's raw values).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// A style from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (no pattern bits).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes followed by two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
