import PointerGeometry
import PointerRender

/// How the adaptive pointer looks and feels: every number iPadOS does not publish, chosen,
/// documented and settable per window (`UIWindow.pointerConfiguration`, whose type
/// `PointerConfiguration` is this one). PointerKit extension. The values a designer tunes, with
/// the unit and range each accepts, are PointerUIKit's `PointerConfigurationKey`s.
public struct PointerConfiguration: Sendable, Equatable {
    /// The system pointer's diameter: 19 pt, the iPadOS default pointer.
    public var systemPointerDiameter: Double = 19
    /// Seconds without motion before the pointer fades out: 3 s (chosen: long enough not to
    /// vanish while reading a control, short enough to clear the content).
    public var idleFadeDelay: Double = 3
    /// The spring that drives every morph, fade and effect.
    public var spring: Spring = .pointer
    /// How many points a lifted view grows along its longer side: 8 pt (4 pt each side), so a
    /// small icon and a large tile appear to rise by the same amount.
    public var liftGrowth: Double = 8
    /// Parallax: the fraction of the pointer's offset from a view's centre by which a
    /// highlighted or lifted view (and the highlight platter) follows it: 0.08.
    public var parallaxFactor: Double = 0.08
    /// The largest parallax shift, points: 4 pt.
    public var maximumParallax: Double = 4
    /// The radius within which a toss with no target at its landing point snaps to the
    /// nearest target in its direction: 60 pt.
    public var magnetRadius: Double = 60
    /// How much of a tossed pointer's speed is kept each millisecond while it glides: 0.998,
    /// UIScrollView's normal deceleration (`Inertia.normalDecelerationRate`). Lower stops
    /// the toss sooner.
    public var tossDecelerationRate: Double = Inertia.normalDecelerationRate
    /// How far back the toss's velocity looks when the finger lifts: 0.05 s of positions
    /// (`VelocityTracker`'s window). PointerKit's choice, from the evaluation: with 0.1 s (the
    /// window pans and scroll momentum use) a simulated trackpad person's decelerating final
    /// approach is measured too fast, tosses overshoot into neighbouring targets, and
    /// magnetism's gain for 16 pt targets falls from 27 % to 12 % with 3.8 % errors; 0.02 to
    /// 0.05 s give the same 27 % with no errors, and 0.05 s averages more samples.
    public var tossVelocityWindow: Double = 0.05
    /// A trackpad finger counts as lifted after this long without motion: 0.05 s (libinput
    /// and browsers report no finger lift for pointer motion, so PointerKit infers it).
    public var fingerLiftInterval: Double = 0.05
    /// The automatic effect gives hover (not lift or highlight) to views whose longer side is
    /// above this: 200 pt.
    public var automaticLargeViewSide: Double = 200
    /// The system pointer's fill: 40% grey at 60% opacity.
    public var pointerColor = PointerScene.Color(red: 0.4, green: 0.4, blue: 0.4, alpha: 0.6)
    /// The highlight platter's fill: 60% grey at 25% opacity.
    public var highlightColor = PointerScene.Color(red: 0.6, green: 0.6, blue: 0.6, alpha: 0.25)
    /// The hover effect's tint: black at 12% opacity.
    public var hoverTint = PointerScene.Color(red: 0, green: 0, blue: 0, alpha: 0.12)
    /// The opacity of a lifted (or shadowed hover) view's shadow at full strength: 0.3.
    public var shadowOpacity: Double = 0.3
    /// How far that shadow falls below the view at full strength, points: 4 pt.
    public var shadowOffset: Double = 4

    /// How many views the pointer has left may still be settling back at once: 4. When the
    /// pointer moves from one view's effect straight to another's, the view it left sinks back
    /// on springs of its own (`AdaptivePointer.LeavingEffect`); beyond this many, the oldest
    /// drops its effect at once. iPadOS publishes no rule; 4 covers a fast sweep along a
    /// toolbar (a 0.25 s spring, buttons crossed in 40 ms or more). 0 drops a left view's
    /// effect at once.
    package var settlingViewLimit = 4

    /// The thickness of a text beam: 2 pt. iPadOS publishes none; matches the text caret.
    public var beamThickness = 2.0
    /// The corner radius of a highlight platter given no shape: 8 pt (UIKit's
    /// `UIPointerShape.defaultCornerRadius`).
    public var defaultCornerRadius = 8.0

    // MARK: Pointer Control (iPadOS Settings › Accessibility › Pointer Control)

    /// Pointer Control's Increase Contrast: the pointer is drawn darker and nearly opaque
    /// (20 % grey at 85 %, `contrastPointerColor`) and the highlight platter at twice its
    /// opacity (at most 0.6). Off by default. Apple publishes no values; these keep the
    /// pointer's contrast against white above 4.5:1 (WCAG's text ratio).
    public var increasesContrast = false
    /// The pointer's fill with Increase Contrast on: 20 % grey at 85 % opacity.
    public var contrastPointerColor = PointerScene.Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.85)
    /// Pointer Control's Color: the colour of the border drawn around the pointer (and the
    /// highlight platter), shown when `pointerBorderWidth` is above 0. Default system blue.
    public var pointerBorderColor = PointerScene.Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    /// Pointer Control's Border Width, points: 0 (no border) by default. iPadOS's slider has
    /// no published scale; PointerKit accepts 0…8 pt, drawn centred on the outline.
    public var pointerBorderWidth = 0.0
    /// Pointer Control's Automatically Hide Pointer: on, the pointer fades after
    /// `idleFadeDelay` seconds without motion (the setting's delay); off, it stays shown.
    public var automaticallyHidesPointer = true
    /// Pointer Control's Pointer Animations: on (default), the pointer morphs into controls.
    /// Off, it never morphs: it keeps its circle (or a style's shape, reached at once, not on a
    /// spring) and stays visible, and the effects act on the view alone: a highlight becomes a
    /// hover tint over the view, a lift becomes a hover that scales the view with its shadow.
    /// iPadOS publishes no exact rule; PointerKit's keeps the target visibly marked.
    public var pointerAnimations = true
    /// Pointer Control's Trackpad Inertia: on (default), a pointer tossed on a trackpad glides
    /// on after the finger lifts and lands on the magnetic target in its way (a toss); off,
    /// it stops where the finger lifted.
    public var trackpadInertia = true
    /// Pointer Control's Scrolling Speed: scroll deltas (wheel and trackpad, momentum
    /// included) are multiplied by it before any view sees them: 1 by default. PointerKit
    /// accepts 0.25…4 (iPadOS's slider has no published scale). Wheel step counts are not.
    public var scrollingSpeed = 1.0

    /// The defaults above.
    public init() {}

    /// The largest coordinate the pointer accepts from a region or shape: ±1e9 pt (as
    /// PointerUIKit's view geometry); beyond it they are clamped with a diagnostic.
    package static let coordinateLimit = 1e9
}
