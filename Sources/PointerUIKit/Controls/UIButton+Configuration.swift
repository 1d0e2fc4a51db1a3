import Foundation

extension UIButton {
    /// The signature of `configurationUpdateHandler`: the button whose state changed.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// A button's look and content as a value, as UIKit's `UIButton.Configuration` (iPadOS 15):
    /// a style (`filled()`, `tinted()`…), a title and subtitle, an image beside them, insets,
    /// colours and a background. Assign it to `UIButton.configuration`: the button draws it,
    /// sizes to it, and draws `updated(for:)` of it for its state (pressed, selected, disabled).
    ///
    /// PointerKit's sizes and colours where UIKit publishes none (see `UIButton+ConfigurationLook.swift`):
    /// `.mini`, `.small`, `.medium` and `.large` buttons set their title in the system font at
    /// 12, 15, 17 and 17 pt, with insets of 3/8, 5/10, 7/12 and 14/20 pt (top and bottom /
    /// leading and trailing), and `.dynamic` corners of 4, 6, 6 and 8 pt. Bad lengths are
    /// clamped as in ``UIBackgroundConfiguration``; a title longer than 1,000 characters is
    /// drawn cut there (noted in `UIApplication.textDiagnostics`).
    @preconcurrency @MainActor
    public struct Configuration {
        /// The style a configuration was made with (PointerKit's record of it).
        enum Style: Hashable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }

        /// How the background's corners are rounded, as UIKit's `CornerStyle` (UIKit's raw values).
        public enum CornerStyle: Int, Sendable {
            /// The background's `cornerRadius` unchanged.
            case fixed = -1
            /// The background's `cornerRadius` when set, else the button size's (default).
            case dynamic = 0
            /// 4 pt.
            case small = 1
            /// 8 pt.
            case medium = 2
            /// 12 pt.
            case large = 3
            /// Half the button's height (or width, whichever is smaller): a capsule.
            case capsule = 4
        }

        /// A button's size, as UIKit's `UIButton.Configuration.Size`: its font and insets.
        public enum Size: Int, Sendable {
            /// The smallest.
            case mini
            /// Small.
            case small
            /// The default.
            case medium
            /// Large.
            case large
        }

        /// How the title and subtitle align with each other, as UIKit's `TitleAlignment`.
        public enum TitleAlignment: Int, Sendable {
            /// Leading beside an image, centred otherwise (the default).
            case automatic
            /// Along the leading edge.
            case leading
            /// Centred.
            case center
            /// Along the trailing edge.
            case trailing
        }

        let style: Style
        /// The state the configuration was updated for (nil: not updated, the normal look).
        var resolvedState: UIControl.State?

        init(style: Style) { self.style = style }

        /// A transparent background and the tint colour's title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted translucent background and the tint colour's title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background and the tint colour's title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background of the tint colour and a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// As `plain()`.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// As `gray()`.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// As `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// As `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The background (its colour, when set, wins over `baseBackgroundColor`).
        public var background = UIBackgroundConfiguration.clear()
        /// How the background's corners are rounded (default `.dynamic`).
        public var cornerStyle = CornerStyle.dynamic
        /// The button's size: its font and default insets (default `.medium`).
        public var buttonSize = Size.medium
        /// The title's, subtitle's and image's colour (nil: the style's).
        public var baseForegroundColor: UIColor?
        /// The background's colour (nil: the style's).
        public var baseBackgroundColor: UIColor?
        /// The image.
        public var image: UIImage?
        /// Changes the image's colour before it is drawn.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration symbol images are drawn at.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// True draws an activity indicator in place of the image.
        public var showsActivityIndicator = false
        /// True (default) draws the selected look while the button is selected.
        public var automaticallyUpdateForSelection = true

        private var storedTitle: AttributedString?
        private var storedSubtitle: AttributedString?
        /// The title (setting it replaces `attributedTitle` with plain text).
        public var title: String? {
            get { storedTitle.map { String($0.characters) } }
            set { storedTitle = newValue.map { AttributedString($0) } }
        }
        /// The title with attributes (`font`, `foregroundColor` win over the button's).
        public var attributedTitle: AttributedString? {
            get { storedTitle }
            set { storedTitle = newValue }
        }
        /// The subtitle, below the title (setting it replaces `attributedSubtitle`).
        public var subtitle: String? {
            get { storedSubtitle.map { String($0.characters) } }
            set { storedSubtitle = newValue.map { AttributedString($0) } }
        }
        /// The subtitle with attributes.
        public var attributedSubtitle: AttributedString? {
            get { storedSubtitle }
            set { storedSubtitle = newValue }
        }
        /// Changes the title's attributes (`font`, `foregroundColor`) before it is drawn.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Changes the subtitle's attributes before it is drawn.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the title and subtitle align with each other (default `.automatic`).
        public var titleAlignment = TitleAlignment.automatic

        private var storedContentInsets: NSDirectionalEdgeInsets?
        /// Space between the button's edges and its content (default: the button size's).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedContentInsets ?? buttonSize.defaultInsets }
            set { storedContentInsets = ConfigurationLimits.insets(newValue, "contentInsets") }
        }
        /// Goes back to the button size's insets.
        public mutating func setDefaultContentInsets() { storedContentInsets = nil }
        /// The edge of the title the image sits at (default `.leading`; `.trailing`, `.top`,
        /// `.bottom`; others count as leading).
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// Space between the image and the title, points (default 0).
        public var imagePadding: CGFloat = 0 {
            didSet { imagePadding = ConfigurationLimits.length(imagePadding, "imagePadding") }
        }
        /// Space between the title and the subtitle, points (default 0).
        public var titlePadding: CGFloat = 0 {
            didSet { titlePadding = ConfigurationLimits.length(titlePadding, "titlePadding") }
        }

        /// A copy styled for `button`'s state, as UIKit's `updated(for:)`: highlighted, selected
        /// (when `automaticallyUpdateForSelection`), disabled (see `UIButton+ConfigurationLook.swift`).
        public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.resolvedState = button.state
            return copy
        }
    }
}

extension UIButton.Configuration.Size {
    /// The title's point size.
    var fontSize: CGFloat {
        switch self {
        case .mini: 12
        case .small: 15
        case .medium, .large: 17
        }
    }
    /// The insets.
    var defaultInsets: NSDirectionalEdgeInsets {
        switch self {
        case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }
    /// The `.dynamic` corner radius.
    var cornerRadius: CGFloat {
        switch self {
        case .mini: 4
        case .small, .medium: 6
        case .large: 8
        }
    }
}
