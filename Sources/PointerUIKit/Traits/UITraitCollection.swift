import Foundation

/// The kind of device an interface is for, as UIKit's `UIUserInterfaceIdiom` (UIKit's raw
/// values). PointerKit's windows are iPad windows: `.pad`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad (PointerKit's).
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle` (UIKit's raw values).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not chosen: follow the environment.
    case unspecified = 0
    /// Light appearance.
    case light = 1
    /// Dark appearance.
    case dark = 2
}

/// How much room there is along an axis, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// Constrained room (an iPhone's width).
    case compact = 1
    /// Ample room (an iPad's full-screen window).
    case regular = 2
}

/// The environment an interface is shown in, as UIKit's `UITraitCollection`: an immutable
/// value holding the idiom, the appearance, the size classes and the display scale. Traits
/// left unspecified in a collection made with one trait take the other collection's value when
/// combined (`init(traitsFrom:)`).
///
/// PointerKit's windows are iPad windows: the idiom is `.pad`, both size classes `.regular`
/// (PointerKit never collapses to compact widths; see the article *Porting iPad code*) and the
/// display scale 2. The appearance comes from the host: the browser's
/// `prefers-color-scheme` in the playground (see `UIWindow.hostUserInterfaceStyle`), light
/// elsewhere, unless a view or controller overrides it (`overrideUserInterfaceStyle`).
public final class UITraitCollection: NSObject, Sendable {
    /// The idiom (`.unspecified` when not set).
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Light or dark (`.unspecified` when not set).
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point (0 when not set).
    public let displayScale: CGFloat

    init(idiom: UIUserInterfaceIdiom, style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass,
         vertical: UIUserInterfaceSizeClass, scale: CGFloat) {
        userInterfaceIdiom = idiom; userInterfaceStyle = style
        horizontalSizeClass = horizontal; verticalSizeClass = vertical
        displayScale = scale.isFinite && scale >= 0 ? scale : 0
        super.init()
    }

    /// A collection with every trait unspecified.
    public override convenience init() {
        self.init(idiom: .unspecified, style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0)
    }
    /// A collection holding only an appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(idiom: .unspecified, style: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified, scale: 0)
    }
    /// A collection holding only an idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(idiom: userInterfaceIdiom, style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0)
    }
    /// A collection holding only a horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(idiom: .unspecified, style: .unspecified, horizontal: horizontalSizeClass, vertical: .unspecified, scale: 0)
    }
    /// A collection holding only a vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(idiom: .unspecified, style: .unspecified, horizontal: .unspecified, vertical: verticalSizeClass, scale: 0)
    }
    /// A collection holding only a display scale (NaN, infinite or negative scales count as 0).
    public convenience init(displayScale: CGFloat) {
        self.init(idiom: .unspecified, style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: displayScale)
    }
    /// The collections combined: each trait from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var idiom = UIUserInterfaceIdiom.unspecified, style = UIUserInterfaceStyle.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0
        for t in traitCollections {
            if t.userInterfaceIdiom != .unspecified { idiom = t.userInterfaceIdiom }
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.horizontalSizeClass != .unspecified { horizontal = t.horizontalSizeClass }
            if t.verticalSizeClass != .unspecified { vertical = t.verticalSizeClass }
            if t.displayScale > 0 { scale = t.displayScale }
        }
        self.init(idiom: idiom, style: style, horizontal: horizontal, vertical: vertical, scale: scale)
    }

    /// The collection a PointerKit window starts from: iPad, regular both ways, scale 2, in
    /// `style`.
    static func pad(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(idiom: .pad, style: style, horizontal: .regular, vertical: .regular, scale: 2)
    }

    /// True when every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return (t.userInterfaceIdiom == .unspecified || t.userInterfaceIdiom == userInterfaceIdiom)
            && (t.userInterfaceStyle == .unspecified || t.userInterfaceStyle == userInterfaceStyle)
            && (t.horizontalSizeClass == .unspecified || t.horizontalSizeClass == horizontalSizeClass)
            && (t.verticalSizeClass == .unspecified || t.verticalSizeClass == verticalSizeClass)
            && (t.displayScale == 0 || t.displayScale == displayScale)
    }

    /// True when colours could look different under `traitCollection` (its appearance differs).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// Equal when every trait is.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return userInterfaceIdiom == o.userInterfaceIdiom && userInterfaceStyle == o.userInterfaceStyle
            && horizontalSizeClass == o.horizontalSizeClass && verticalSizeClass == o.verticalSizeClass
            && displayScale == o.displayScale
    }

    /// A hash of the traits.
    public override var hash: Int {
        var h = Hasher()
        h.combine(userInterfaceIdiom); h.combine(userInterfaceStyle); h.combine(horizontalSizeClass)
        h.combine(verticalSizeClass); h.combine(displayScale)
        return h.finalize()
    }

    /// The collection of the view or controller whose code runs now (set while PointerKit
    /// delivers trait changes; the window's otherwise), as UIKit's.
    @MainActor public static var current: UITraitCollection {
        get { TraitState.current ?? .padTraits(.light) }
        set { TraitState.current = newValue }
    }
}

/// The traits' process-wide state.
@MainActor enum TraitState {
    static var current: UITraitCollection?
}
