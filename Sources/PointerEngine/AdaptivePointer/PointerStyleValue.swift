import PointerGeometry

/// One of the host's objects (a view, an interaction) as the engine knows it: an identifier the
/// host chose. The engine keeps handles, never the objects, and asks the host about them again
/// each time; a handle the host no longer knows is simply answered with nothing. A host must
/// not give a handle again once its object is gone (PointerUIKit's are serial numbers, never
/// addresses): the engine would take the new object for the old one.
public struct HostHandle: Hashable, Sendable {
    /// The host's identifier.
    public var rawValue: UInt
    /// A handle with the host's identifier.
    @inlinable public init(_ rawValue: UInt) { self.rawValue = rawValue }
}

/// Axes along which a shape is held (UIKit's `UIAxis`, as engine values).
public struct PointerAxes: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's values: 1 horizontal, 2 vertical).
    public var rawValue: UInt
    /// Axes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = PointerAxes(rawValue: 1)
    /// The vertical axis.
    public static let vertical = PointerAxes(rawValue: 2)
}

/// A pointer shape (UIKit's `UIPointerShape`, as engine values). Rounded rects and paths are
/// in the coordinate space the style says (`PointerStyleValue`).
public enum PointerShapeValue: Equatable, Sendable {
    /// A custom outline.
    case path(Path)
    /// A rounded rectangle.
    case roundedRect(Rect, radius: Double)
    /// A vertical text beam of a length, points.
    case verticalBeam(length: Double)
    /// A horizontal text beam of a length, points.
    case horizontalBeam(length: Double)

    /// True when every coordinate and length is finite.
    public var isFinite: Bool {
        switch self {
        case .path(let p): p.isFinite
        case .roundedRect(let r, let radius): r.isFinite && radius.isFinite
        case .verticalBeam(let l), .horizontalBeam(let l): l.isFinite
        }
    }
}

/// How hover tints its view (UIKit's `UIPointerEffect.TintMode`).
public enum HoverTint: Equatable, Sendable {
    /// No tint.
    case none
    /// A tint over the view.
    case overlay
    /// A tint under the view.
    case underlay
}

/// A pointer effect (UIKit's `UIPointerEffect`, as engine values): what a content style asks
/// for and, with `automatic` resolved, what the engine applies (`AdaptivePointer.effect`, which
/// is never `automatic`). One type for both, so that a style's effect and the applied one
/// compare directly.
public enum PointerEffectKind: Equatable, Sendable {
    /// No effect: what is applied for the system pointer, a shape-only style or no region.
    case none
    /// The system chooses from the preview's view (see `AdaptivePointer.automaticEffect`);
    /// asked for, never applied as such.
    case automatic
    /// A platter behind the view that the pointer morphs into.
    case highlight
    /// The view grows and casts a shadow; the pointer hides.
    case lift
    /// The view is tinted, maybe shadowed and scaled; the pointer keeps its shape.
    case hover(HoverTint, shadow: Bool, scaled: Bool)

    /// True for the content effects a toss is drawn to (highlight and lift).
    public var isMagnetic: Bool { self == .highlight || self == .lift }

    /// The effect's name without its options: "none", "automatic", "highlight", "lift" or
    /// "hover" (for tools and the playground's panel).
    public var name: String {
        switch self {
        case .none: "none"
        case .automatic: "automatic"
        case .highlight: "highlight"
        case .lift: "lift"
        case .hover: "hover"
        }
    }
}

/// The view an effect acts on and where it is shown (UIKit's `UITargetedPreview`, as handles).
public struct PreviewValue: Equatable, Sendable {
    /// The view the effect acts on.
    public var view: HostHandle
    /// The view whose coordinate space a shape given with the effect is in (UIKit: the
    /// preview target's container; by default the view's superview).
    public var container: HostHandle
    /// The preview's centre in the container when a target was given; nil: where the view is.
    public var targetCenter: Point?
    /// The preview's visible outline in the view's coordinates (`UIPreviewParameters`).
    public var visiblePath: Path?
    /// A preview of `view`, shapes read in `container`.
    public init(view: HostHandle, container: HostHandle, targetCenter: Point? = nil, visiblePath: Path? = nil) {
        self.view = view; self.container = container; self.targetCenter = targetCenter; self.visiblePath = visiblePath
    }
}

/// A pointer style as the engine applies it (UIKit's `UIPointerStyle`, as engine values).
public enum PointerStyleValue: Equatable, Sendable {
    /// The system pointer, the 19 pt circle.
    case system
    /// No pointer.
    case hidden
    /// The delegate does not implement `styleFor`: the automatic effect on the interaction's view.
    case notImplemented
    /// A shape in the pointer's own space, held on the region's centre line along `axes`.
    case shape(PointerShapeValue, constrainedAxes: PointerAxes)
    /// A content effect on a preview, the pointer morphing into `shape` when given: a
    /// highlight's shape is in the preview's container space (the platter); a hover's is in the
    /// pointer's own space, centred on the pointer, and follows it.
    case effect(PointerEffectKind, preview: PreviewValue, shape: PointerShapeValue?)
}

/// The region the pointer is in (UIKit's `UIPointerRegion`, as engine values).
public struct PointerRegionValue: Equatable, Sendable {
    /// The interaction that gave it.
    public var interaction: HostHandle
    /// The interaction's view: the region's rectangle is in its coordinates.
    public var view: HostHandle
    /// The rectangle, standardised and within ±`PointerConfiguration.coordinateLimit`.
    public var rect: Rect
    /// The host's token for the app's identifier of the region: equal tokens mean equal
    /// identifiers. (UIKit's identifiers are `AnyHashable`; the host compares those and hands the
    /// engine a plain number, so that a region stays a trivially copied value.)
    public var identifier: UInt
    /// Axes along which the style stays while the primary button is held.
    public var latchingAxes: PointerAxes
    /// The interaction's generation when asked: `invalidate()` makes the region new.
    public var generation: Int
    /// A region value.
    public init(interaction: HostHandle, view: HostHandle, rect: Rect, identifier: UInt = 0,
                latchingAxes: PointerAxes = [], generation: Int = 0) {
        self.interaction = interaction; self.view = view; self.rect = rect; self.identifier = identifier
        self.latchingAxes = latchingAxes; self.generation = generation
    }
}
