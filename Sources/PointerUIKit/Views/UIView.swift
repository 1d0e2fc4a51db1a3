import Foundation
import PointerGeometry
import PointerEngine
import PointerRender

/// A rectangular area that draws content, holds subviews and receives pointer input,
/// with UIKit's names and geometry rules.
///
/// Geometry is stored as UIKit stores it: `center` (in the superview's coordinates),
/// `bounds` (the view's own coordinate space) and `transform` (applied about the centre).
/// `frame` is derived: the bounding box of the transformed bounds.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // Why unchecked: the benchmark named on the next line (Benchmarks/PointerPipeline), measured with callgrind on its fixture (Speed article).
    @exclusivity(unchecked) var storage = Storage()  // benchmark "pointer move, 10000 views": 4,925 instructions a move without checks on this storage, 5,994 with

    weak var owningViewController: UIViewController?
    /// Trait registrations and the appearance override, made on first use.
    var traitStore: TraitRegistrations?

    /// The appearance this view and the views under it use, whatever their environment's
    /// (default `.unspecified`: the environment's), as UIKit's `overrideUserInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitStore?.override ?? .unspecified }
        set { UIView.changeTraits(under: self) { self.traits.override = newValue } }
    }

    /// Called after the view's traits changed (the host's appearance, an override above it),
    /// with the traits before; does nothing by default. `UITraitCollection.current` is the
    /// view's new traits while it runs.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    let pointerHandle = HostObjects.reserve()  // the pointer engine's name for this view (`HostObjects`)
    var storedInteractions: [any UIInteraction] = []
    /// The pointer interactions among them, in order: what a move scans, uncast and unretained.
    var storedPointerInteractions: [UIPointerInteraction] = []
    /// Auto Layout state (constraints, guides, priorities), made on first use.
    var layoutState: ViewLayoutState?

    /// Creates a view with the given frame (in its future superview's coordinates).
    public init(frame: CGRect) {
        super.init()
        HostObjects.insert(self, as: pointerHandle)
        self.frame = frame
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Creates a view from an archive, as UIKit's `init?(coder:)`. PointerKit has no nibs or
    /// storyboards: nothing is read from `coder`, and the view is an empty view with a zero
    /// frame (never nil). Required, as in UIKit, so iPad subclasses that declare it (usually
    /// as `fatalError("init(coder:) has not been implemented")`) compile unchanged.
    public required init?(coder: NSCoder) {
        super.init()
        HostObjects.insert(self, as: pointerHandle)
    }

    /// An integer that identifies the view in `viewWithTag(_:)` (default 0), as UIKit's.
    open var tag = 0

    // Isolated to the main actor (SE-0371): a last release on another thread hops here
    // (spelled `@MainActor deinit`: `isolated deinit` trips the compiler on this class).
    @MainActor deinit {
        HostObjects.remove(pointerHandle)
        releaseLinksBeforeDeallocation()
    }

    // MARK: Geometry

    /// The view's centre in its superview's coordinates. Geometry the app sets is checked (see
    /// `GeometryLimits`): NaN is refused and huge or infinite values are clamped, each with a
    /// diagnostic in `UIApplication.geometryDiagnostics`.
    open var center: CGPoint {
        get { storedCenter }
        set { setCenter(newValue) }
    }

    /// The view's own coordinate space: its origin shifts content, its size is the view's size.
    open var bounds: CGRect {
        get { storedBounds }
        set { setBounds(newValue) }
    }

    /// The transform applied about the view's centre (scale, rotation, translation).
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { setTransform(newValue) }
    }

    /// The view's rectangle in its superview's coordinates: the bounding box of the transformed
    /// bounds. Setting it moves the centre and resizes the bounds (as UIKit, meaningful when
    /// the transform is the identity).
    open var frame: CGRect {
        get { CGRect(frameInSuperview) }
        set { setFrame(newValue) }
    }

    /// True hides the view: it is not drawn and is not hit-tested.
    open var isHidden: Bool {
        get { storage.isHidden }
        set { setHidden(newValue) }
    }

    /// The view's opacity; below 0.01 the view is not hit-tested, as in UIKit.
    /// Animatable: set inside a pointer animator's block, the drawn opacity follows the
    /// pointer's spring from the old value (the model value, used for hit testing, changes
    /// at once, as in UIKit).
    open var alpha: CGFloat {
        get { storage.alpha }
        set { setAlpha(newValue) }
    }

    /// Whether the view's own `touches…` methods get every finger on it (default false, as in
    /// UIKit: they get only the first of several fingers down on the view at once; its gesture
    /// recognizers get them all).
    open var isMultipleTouchEnabled = false

    /// False makes hit testing skip the view and its subviews.
    open var isUserInteractionEnabled: Bool {
        get { storage.isUserInteractionEnabled }
        set { setUserInteractionEnabled(newValue) }
    }

    /// True clips the drawing of the view's subviews to its bounds (default false; a
    /// `UIScrollView` sets it). As in UIKit it changes drawing only: hit testing already stops
    /// at a parent's bounds.
    open var clipsToBounds = false

    /// The fill colour, nil for none.
    /// Animatable like `alpha`.
    open var backgroundColor: UIColor? {
        didSet { if let animation = ViewAnimation.recording { animation.record(self, color: oldValue) } }
    }
    /// The colour the frame fills the view with: `backgroundColor` (a list's collection view
    /// without one fills with its list's background).
    var drawnBackgroundColor: UIColor? { backgroundColor }

    /// How the view's content reads: `.forceRightToLeft` lays its text out right to left where
    /// the text does not say otherwise (a paragraph without strong characters) and aligns
    /// natural-aligned text to the right, as in a right-to-left language's interface.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { semanticContentAttributeDidChange() } }
    }
    /// Tells a view that draws text that its direction changed (text views, fields and labels
    /// lay out again).
    func semanticContentAttributeDidChange() { setNeedsDisplay() }

    /// A name for logs, tests and the CLI (not UIKit's; `accessibilityIdentifier` is the UIKit
    /// equivalent and is kept in step with it).
    open var accessibilityIdentifier: String?

    // MARK: Accessibility (defaults in UIView+Accessibility.swift, the tree in AccessibilityTree.swift)

    /// What the app set of the view's accessibility, nil until it sets something.
    var accessibilityStorage: AccessibilitySettings?
    /// True when assistive technology sees the view as one element (and not its subviews):
    /// false for a plain view or an image view, true for labels and the standard controls.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? accessibilityDefaults.isElement }
        set { settingAccessibility { $0.isElement = newValue } }
    }
    /// What the element is called ("Play", "Inbox"): a label's text, a button's title, or the
    /// app's (nil restores nothing: it stays nil, as in UIKit).
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? accessibilityDefaults.label }
        set { settingAccessibility { $0.label = .some(newValue) } }
    }
    /// What activating the element does ("Plays the episode"), nil for nothing to add.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { settingAccessibility { $0.hint = newValue } }
    }
    /// The element's value when it has one that changes (a slider's "50%", a field's text).
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? accessibilityDefaults.value }
        set { settingAccessibility { $0.value = .some(newValue) } }
    }
    /// What the element is and its state (`.button`, `.selected`, `.notEnabled`…).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? accessibilityDefaults.traits }
        set { settingAccessibility { $0.traits = newValue } }
    }
    /// Actions the element offers besides activation, nil for none.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions }
        set { settingAccessibility { $0.customActions = newValue } }
    }
    /// True hides the view and its subviews from assistive technology.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { settingAccessibility { $0.elementsHidden = newValue } }
    }
    /// The element's frame in screen (here: window) coordinates: the view's own unless set.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? window.map { convert(bounds, to: $0) } ?? frame }
        set { settingAccessibility { $0.frame = newValue } }
    }
    /// Activates the element for assistive technology; true when it did. A button sends its
    /// actions, a switch flips; other views return false.
    open func accessibilityActivate() -> Bool { activateByDefault() }
    /// Adjusts an adjustable element up (a slider: a tenth of its range).
    open func accessibilityIncrement() { adjustByDefault(up: true) }
    /// Adjusts an adjustable element down (a slider: a tenth of its range).
    open func accessibilityDecrement() { adjustByDefault(up: false) }

    // MARK: Drawing (behaviour in UIView+Drawing.swift)

    /// The view's layer, drawing recording, tint and content mode (see `ViewDrawingState`).
    var drawingState = ViewDrawingState()

    /// The class of the view's `layer`: `CALayer`. Override it (`CAShapeLayer.self`) to give
    /// the view another kind of layer.
    open class var layerClass: AnyClass { CALayer.self }

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`), in
    /// its bounds' coordinates; UIView's draws nothing. Frames call it when needed (see
    /// `ViewDrawingState`) and draw what it painted.
    open func draw(_ rect: CGRect) { drawingState.baseDrawCalled = true }

    /// Asks for `draw(_:)` before the next frame.
    open func setNeedsDisplay() { markNeedsDisplay() }

    /// Asks for `draw(_:)` before the next frame (PointerKit redraws the whole view).
    open func setNeedsDisplay(_ invalidRect: CGRect) { markNeedsDisplay() }

    /// How drawn content is placed when the bounds change: `.scaleToFill` (stretched), as UIKit.
    open var contentMode: UIView.ContentMode {
        get { drawingState.contentMode }
        set { drawingState.contentMode = newValue; DrawingGeneration.bump() }
    }

    /// The tint colour: the view's own if set, else its superview's, else systemBlue. Setting
    /// it (nil restores inheritance) calls `tintColorDidChange()` on the view and on every
    /// descendant that inherits it.
    open var tintColor: UIColor! {
        get { resolvedTintColor }
        set { setTintColor(newValue) }
    }

    /// Called when the tint colour in force changes.
    open func tintColorDidChange() {}

    // MARK: Hierarchy (the mechanics are in UIView+Hierarchy.swift)

    /// The view's children, back to front.
    open var subviews: [UIView] { storedSubviews }
    /// The view's parent.
    open var superview: UIView? { storedSuperview }
    /// The window the view is in, if any.
    open var window: UIWindow? { storedWindow }

    /// The next responder: the owning view controller, else the superview.
    open override var next: UIResponder? { owningViewController ?? storedSuperview }

    /// Adds `view` as the front-most subview (moving it from any previous superview).
    open func addSubview(_ view: UIView) { insertSubview(view, at: storedSubviews.count) }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) { attachSubview(view, at: index) }

    /// Inserts `view` just above `sibling`.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = storedSubviews.firstIndex(of: sibling) else { return addSubview(view) }
        insertSubview(view, at: i + 1)
    }

    /// Inserts `view` just below `sibling`.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = storedSubviews.firstIndex(of: sibling) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: i)
    }

    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        if view.storedSuperview === self { insertSubview(view, at: storedSubviews.count) }
    }

    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        if view.storedSuperview === self { insertSubview(view, at: 0) }
    }

    /// Removes the view from its superview and window. Safe to call from inside any
    /// callback, including the view's own gesture actions.
    open func removeFromSuperview() { detachFromSuperview() }

    /// True when the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v { if current === view { return true }; v = current.storedSuperview }
        return false
    }

    /// Called before the superview changes.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called before the window changes.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Hit testing

    /// The deepest visible, interactive descendant containing `point` (in this view's
    /// coordinates), or nil. Override it, or `point(inside:with:)`, to change a view's hit
    /// area; the pointer system always hit-tests through this method.
    ///
    /// - Complexity: O(depth × k): at each level, only subviews whose frames contain the point
    ///   (plus those whose classes may claim more, see `declareDefaultHitTesting`) are asked.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        return hitTestSubviews(point, with: event) ?? self
    }

    /// True when `point` (in this view's coordinates) is inside the view: by default, inside
    /// `bounds`.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        Rect(bounds).contains(Point(point))
    }

    // MARK: Layout (overridable members; the rest is in UIView+Layout.swift and UIView+AutoLayout.swift)

    /// The size the view's content needs, or `UIView.noIntrinsicMetric` on an axis with none
    /// (the default, both ways). Auto Layout keeps the view near it with its content hugging
    /// and compression resistance priorities.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Tells Auto Layout that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }
    /// Lays out the subviews. The default sets the frames of the subviews that Auto Layout
    /// positions (`translatesAutoresizingMaskIntoConstraints` false) from the constraints.
    open func layoutSubviews() { applyConstraintFramesToSubviews() }
    /// Asks for `layoutSubviews()` before the next frame is drawn or input is routed.
    open func setNeedsLayout() { markNeedsLayout() }
    /// Lays out now whatever is pending in this view and the views above it that need it.
    open func layoutIfNeeded() { layoutPendingViews() }
    /// The size that fits `size`; the default is the current size, as UIKit's.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin.
    open func sizeToFit() { frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size)) }
    /// The smallest (`UIView.layoutFittingCompressedSize`) or largest
    /// (`layoutFittingExpandedSize`) size its constraints allow, nearest `targetSize`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    /// The size its constraints allow nearest `targetSize`, with a priority for each axis.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// Updates the view's own constraints before layout; called after `setNeedsUpdateConstraints()`.
    /// Overrides must call `super.updateConstraints()`, as in UIKit.
    open func updateConstraints() {}
    /// The margins inside the view that the layout margins guide follows (default 8 pt each).
    open var layoutMargins: UIEdgeInsets {
        get { layoutMarginsValue }
        set { setLayoutMargins(newValue) }
    }
    /// `layoutMargins` with leading and trailing edges (left to right: leading is left).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { let m = layoutMarginsValue; return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right) }
        set { setLayoutMargins(UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)) }
    }
    /// Called after the layout margins changed.
    open func layoutMarginsDidChange() {}
    /// The part of the view the window's safe area does not cover (see `UIWindow.screenSafeAreaInsets`).
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
    /// Called after the safe area insets changed.
    open func safeAreaInsetsDidChange() {}
    /// The view whose first baseline a first-baseline constraint uses (the view itself).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline a last-baseline constraint uses (the view itself).
    open var forLastBaselineLayout: UIView { self }
    /// The first baseline's distance from the top, nil for the bottom edge (plain views).
    /// Text views override it in this module.
    var firstBaselineOffsetFromTop: CGFloat? { nil }
    /// The last baseline's distance from the bottom (0 for plain views).
    var lastBaselineOffsetFromBottom: CGFloat { 0 }

    /// Adds what the view draws beyond its fill and layer to its scene layer: a label's text,
    /// a text view's text, selection and caret. Nothing for plain views.
    func addSceneContent(to layer: inout PointerScene.Layer, toWindow: Transform2D) {}
    /// Adds layers drawn over the view's subviews (a scroll view's indicators); `opacity` is the
    /// view's own, `clip` its ancestors'.
    func appendOverlays(to layers: inout [PointerScene.Layer], toWindow: Transform2D, opacity: Double, clip: Rect?) {}
}
