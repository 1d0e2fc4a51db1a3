import Foundation
import PointerGeometry
import PointerEngine
import PointerRender

/// A rectangle that draws a background, border, shadow and sublayers, as Core Animation's
/// `CALayer`. Every `UIView` owns one (`UIView.layer`, of the view's `layerClass`): that
/// layer's geometry, `backgroundColor`, `isHidden`, `opacity` and `masksToBounds` are the view's
/// own (`frame`, `backgroundColor`, `isHidden`, `alpha`, `clipsToBounds`), as in UIKit.
///
/// Frames draw a layer's background (its corners rounded by `cornerRadius`), shadow, content
/// (a shape layer's path), sublayers and border, in that order, under its view's pointer effect.
/// PointerKit's choices where Core Animation draws bitmaps: a shadow without `shadowPath` is cast
/// by the layer's outline (its rounded bounds, or a shape layer's path), not by its pixels; a
/// sublayer's opacity multiplies its colours' alpha; sublayers of a view's layer are drawn
/// above the view's own drawing and below its subviews (where `addSublayer` puts them).
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view whose layer this is, nil for a standalone layer.
    unowned var owner: UIView?
    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero

    /// A layer with a zero frame.
    public override init() { super.init() }
    /// A copy of `layer`'s drawing properties (Core Animation makes presentation layers with it;
    /// a subclass with properties of its own overrides it to copy them, as in UIKit).
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds; position = other.position; anchorPoint = other.anchorPoint
        backgroundColor = other.backgroundColor; cornerRadius = other.cornerRadius; maskedCorners = other.maskedCorners
        borderWidth = other.borderWidth; borderColor = other.borderColor; opacity = other.opacity; isHidden = other.isHidden
        masksToBounds = other.masksToBounds; shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity
        shadowRadius = other.shadowRadius; shadowOffset = other.shadowOffset; shadowPath = other.shadowPath
    }
    /// A layer from an archive. PointerKit reads no archives (no nibs, no storyboards): this is
    /// a layer with a zero frame, as `init()` makes.
    public required init?(coder: NSCoder) { super.init() }
    /// PointerKit extension: how a view makes the layer of its `layerClass` (Swift needs a
    /// required initializer to make an instance of a class named at run time; Core Animation
    /// calls `init()` through Objective-C). It calls the class's own `init()`. A subclass that
    /// defines no initializer, or overrides all three of `init()`, `init(layer:)` and
    /// `init?(coder:)`, has it without writing anything.
    public required convenience init(madeForView: Void) { self.init() }

    /// True when the layer draws more than a view's plain fill (rounded corners alone are drawn
    /// by the scene layer's corner radius).
    var drawsBeyondFill: Bool {
        castsShadow || (borderWidth > 0 && borderWidth.isFinite) || !storedSublayers.isEmpty
            || (cornerRadius > 0 && maskedCorners != .all)
    }
    /// The path a shape layer draws, nil for other layers.
    var shapeOutline: Path? { nil }
    /// Appends the layer's own content in its coordinates (nothing for a plain layer).
    func appendContent(to items: inout [PointerScene.Drawing]) {}

    /// Tells frames that something they draw changed (cached drawings are rebuilt).
    func changed() { DrawingGeneration.bump() }

    /// The animations added to the layer, in the order added (CALayer+Animation.swift).
    var animationRuns: [LayerAnimationRun] = []
    /// On a view layer's presentation copy, the view it stands for (its fill is the view's).
    weak var drawsForView: UIView?
    /// The layer's own timing (`CAMediaTiming`, CALayer+Timing.swift).
    var timing = LayerTiming()
    /// A presentation copy of the layer, of its class (subclasses with drawing properties override).
    func presentationCopy() -> CALayer { CALayer(layer: self) }
    /// The model value of an animatable key path (CALayer+KeyPaths.swift); subclasses add theirs.
    func animatableValue(forKeyPath keyPath: String) -> AnimatableValue? { baseAnimatableValue(forKeyPath: keyPath) }
    /// Sets a presented value on a presentation copy.
    func setPresented(_ value: AnimatableValue, forKeyPath keyPath: String) { setBasePresented(value, forKeyPath: keyPath) }

    // MARK: Geometry

    /// The layer's own coordinate space (its origin shifts its sublayers).
    open var bounds: CGRect {
        get { owner?.bounds ?? storedBounds }
        set { if let owner { owner.bounds = newValue } else if let r = Self.checked(newValue) { storedBounds = r; changed() } }
    }
    /// Where `anchorPoint` sits in the superlayer's coordinates (a view's `center`).
    open var position: CGPoint {
        get { owner?.center ?? storedPosition }
        set {
            if let owner { owner.center = newValue } else if newValue.x.isFinite, newValue.y.isFinite { storedPosition = newValue; changed() }
        }
    }
    /// The point of the bounds (in unit coordinates) that `position` places; (0.5, 0.5).
    /// A view's layer keeps its centre: UIKit views are laid out by centre.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { if !anchorPoint.x.isFinite || !anchorPoint.y.isFinite { anchorPoint = oldValue }; changed() }
    }
    /// The rectangle in the superlayer's coordinates (a view's `frame`).
    open var frame: CGRect {
        get {
            if let owner { return owner.frame }
            let b = storedBounds
            return CGRect(x: storedPosition.x - anchorPoint.x * b.width, y: storedPosition.y - anchorPoint.y * b.height,
                          width: b.width, height: b.height)
        }
        set {
            if let owner { owner.frame = newValue; return }
            guard let r = Self.checked(newValue)?.standardized else { return }
            storedBounds.size = r.size
            storedPosition = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
            changed()
        }
    }

    /// NaN refused, infinities refused (a standalone layer; a view's layer goes through the
    /// view's `GeometryLimits`).
    private static func checked(_ r: CGRect) -> CGRect? {
        [r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy(\.isFinite) ? r : nil
    }

    // MARK: Appearance

    /// The fill under the content, nil for none (a view's `backgroundColor`).
    open var backgroundColor: CGColor? {
        get { owner.map { $0.backgroundColor?.cgColor } ?? storedBackground }
        set { if let owner { owner.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { storedBackground = newValue; changed() } }
    }
    private var storedBackground: CGColor?
    /// The radius of the rounded corners of the background and border (clamped to half the
    /// shorter side when drawn; NaN and negative values draw square corners).
    open var cornerRadius: CGFloat = 0 { didSet { changed() } }
    /// Which corners `cornerRadius` rounds: all four by default.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { changed() }
    }
    /// The shape of the rounded corners. PointerKit draws both curves as circular arcs (the
    /// continuous curve differs by under half a point at usual radii).
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The border's width, drawn inside the bounds; 0 draws none.
    open var borderWidth: CGFloat = 0 { didSet { changed() } }
    /// The border's colour: opaque black, Core Animation's default.
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) { didSet { changed() } }
    /// Opacity, 0...1 (a view's `alpha`).
    open var opacity: Float {
        get { owner.map { Float($0.alpha) } ?? storedOpacity }
        set { if let owner { owner.alpha = CGFloat(newValue) } else { storedOpacity = newValue; changed() } }
    }
    private var storedOpacity: Float = 1
    /// True hides the layer and its sublayers (a view's `isHidden`).
    open var isHidden: Bool {
        get { owner?.isHidden ?? storedHidden }
        set { if let owner { owner.isHidden = newValue } else { storedHidden = newValue; changed() } }
    }
    private var storedHidden = false
    /// True clips sublayers to the (rounded) bounds (a view's `clipsToBounds`).
    open var masksToBounds: Bool {
        get { owner?.clipsToBounds ?? storedMasks }
        set { if let owner { owner.clipsToBounds = newValue } else { storedMasks = newValue; changed() } }
    }
    private var storedMasks = false
    /// A name for finding the layer.
    open var name: String?

    // MARK: Shadow

    /// The shadow's colour: opaque black, Core Animation's default.
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) { didSet { changed() } }
    /// The shadow's opacity, 0...1: 0 (no shadow) by default.
    open var shadowOpacity: Float = 0 { didSet { changed() } }
    /// The shadow's blur radius: 3, Core Animation's default (drawn as a Gaussian of that
    /// standard deviation, which matches design tools' "blur = 2 × radius").
    open var shadowRadius: CGFloat = 3 { didSet { changed() } }
    /// The shadow's offset: (0, −3), Core Animation's default (upwards on iPadOS' screen).
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { changed() } }
    /// The outline casting the shadow, in the layer's coordinates; nil casts it from the
    /// layer's rounded bounds (or a shape layer's path).
    open var shadowPath: CGPath? { didSet { changed() } }

    // MARK: Sublayers

    /// The layers drawn above this one's content, back to front.
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.superlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    var storedSublayers: [CALayer] = [] { didSet { changed() } }
    /// The layer this one is a sublayer of.
    open private(set) weak var superlayer: CALayer?

    /// Adds `layer` in front of the sublayers (moving it from any previous superlayer).
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(clamping: storedSublayers.count)) }
    /// Inserts `layer` at `index` among the sublayers (clamped to the valid range). A layer
    /// cannot become its own ancestor's sublayer (ignored), nor can a view's own layer.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self, layer.owner == nil, !isDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        storedSublayers.insert(layer, at: min(Int(index), storedSublayers.count))
        layer.superlayer = self
    }
    /// Inserts `layer` just below `sibling` (at the back when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertSublayer(layer, at: UInt32(storedSublayers.firstIndex { $0 === sibling } ?? 0))
    }
    /// Inserts `layer` just above `sibling` (in front when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let i = storedSublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? storedSublayers.count
        insertSublayer(layer, at: UInt32(i))
    }
    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        superlayer = nil
    }

    private func isDescendant(of layer: CALayer) -> Bool {
        var l: CALayer? = self
        while let current = l { if current === layer { return true }; l = current.superlayer }
        return false
    }
}

/// Which corners a layer's `cornerRadius` rounds, as Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (on iPadOS' y-down screen).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// The shape of a layer's rounded corners, as Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// A curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Circular arcs (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous (squircle) curve, as app icons.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
