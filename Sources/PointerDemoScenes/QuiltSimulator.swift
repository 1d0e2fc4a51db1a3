import Foundation
import PointerUIKit

/// The seed's Quilt Simulator (WWDC20 "Build for the iPadOS pointer"), built only from
/// PointerUIKit's public API: a ruler button (highlight with an outset shape) that toggles the
/// straight-line guide, a thread spool (lift with a shadow path), and a quilt where a click
/// starts a stitch and the next click ends it, under a crosshair pointer; in guide mode each
/// grid row is a region and the crosshair is constrained vertically, so a tossed pointer lands
/// on rows. The quilt is larger than its viewport and sits in a scroll view, as in the seed's
/// demo: two fingers (or the wheel) pan it, a pinch zooms it (0.67× to 4×).
@MainActor
public final class QuiltSimulator: NSObject, UIScrollViewDelegate {
    /// The window holding the scene (640 × 480). A host may resize it: the viewport grows and
    /// shrinks with it, the spool keeps to the upper right corner and the ruler to the lower
    /// right (their autoresizing masks).
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
    /// The guide-mode toggle, lower right.
    public let rulerButton = UIButton(frame: CGRect(x: 580, y: 420, width: 40, height: 40))
    /// The thread colour button, upper right.
    public let spoolButton = UIButton(frame: CGRect(x: 580, y: 20, width: 40, height: 40))
    /// The viewport onto the quilt: pans with two fingers or the wheel, zooms with a pinch.
    public let patchwork = UIScrollView(frame: CGRect(x: 20, y: 20, width: 540, height: 440))
    /// The stitching area: 810 × 660 pt of fabric, 1.5 times the viewport, so there is
    /// somewhere to pan to at 1×; zoomed out to 0.67× the whole width fits.
    public let quilt = QuiltView(frame: CGRect(x: 0, y: 0, width: 810, height: 660))

    /// Builds the scene.
    public override init() {
        super.init()
        window.backgroundColor = UIColor(white: 0.95, alpha: 1)
        quilt.accessibilityIdentifier = "quilt"
        patchwork.accessibilityIdentifier = "patchwork"
        rulerButton.accessibilityIdentifier = "ruler"
        spoolButton.accessibilityIdentifier = "spool"
        quilt.backgroundColor = UIColor(red: 0.93, green: 0.87, blue: 0.76, alpha: 1)
        rulerButton.backgroundColor = .clear
        patchwork.addSubview(quilt)
        patchwork.contentSize = quilt.bounds.size
        patchwork.minimumZoomScale = patchwork.bounds.width / quilt.bounds.width
        patchwork.maximumZoomScale = 4
        patchwork.delegate = self
        for view in [patchwork, rulerButton, spoolButton] as [UIView] { window.addSubview(view) }
        patchwork.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        spoolButton.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        rulerButton.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]

        // The ruler, as the seed does it: a rect outset from the button's bounds, converted
        // to the coordinate space of the proposed effect's preview's target.
        rulerButton.pointerStyleProvider = { button, effect, _ in
            let rect = button.convert(button.bounds.insetBy(dx: -8, dy: -8), to: effect.preview.target.container)
            return UIPointerStyle(effect: effect, shape: .roundedRect(rect))
        }
        rulerButton.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in
            guard let self else { return }
            self.quilt.straightLineGuide.toggle()
            self.updateTools()
        })
        // The spool: a click picks the next thread colour, shown on the spool itself.
        spoolButton.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.nextThread() })
        // The spool: a lift whose shadow follows the spool's round outline.
        spoolButton.pointerStyleProvider = { button, _, _ in
            let parameters = UIPreviewParameters()
            let outline = UIBezierPath(ovalIn: button.bounds)
            parameters.shadowPath = outline
            let preview = UITargetedPreview(view: button, parameters: parameters)
            return UIPointerStyle(effect: .lift(preview), shape: .path(UIBezierPath(ovalIn: button.frame)))
        }
        drawTools()
        window.makeKeyAndVisible()
        spoolButton.backgroundColor = quilt.threadColor
    }

    /// The words over the ruler (clear of its highlight platter): the guide's state ("guide
    /// off" / "guide on").
    public let rulerCaption = UILabel(frame: CGRect(x: 566, y: 394, width: 68, height: 14))
    /// The words under the spool: "thread".
    public let spoolCaption = UILabel(frame: CGRect(x: 566, y: 62, width: 68, height: 14))
    /// The ruler drawn on its button: a wooden bar with tick marks, blue while the guide is on.
    public let rulerBar = UIView(frame: CGRect(x: 2, y: 13, width: 36, height: 14))

    /// The thread colours the spool offers, in order: yellow (the seed's first pick), red,
    /// blue, green.
    public static let threads: [UIColor] = [
        UIColor(red: 0.95, green: 0.77, blue: 0.06, alpha: 1), UIColor(red: 0.85, green: 0.1, blue: 0.2, alpha: 1),
        UIColor(red: 0.1, green: 0.35, blue: 0.85, alpha: 1), UIColor(red: 0.1, green: 0.6, blue: 0.3, alpha: 1),
    ]
    private var threadIndex = 0

    /// The quilt zooms in its scroll view.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { quilt }

    /// Picks the next thread colour for new stitches.
    public func nextThread() {
        threadIndex = (threadIndex + 1) % Self.threads.count
        quilt.threadColor = Self.threads[threadIndex]
        spoolButton.backgroundColor = quilt.threadColor
    }
}

/// The quilt: a crosshair pointer, stitches made by pairs of clicks, and an optional
/// straight-line guide with one pointer region per row.
@MainActor
public final class QuiltView: UIView, UIPointerInteractionDelegate {
    /// Height of one guide row, points.
    public static let rowHeight: CGFloat = 20
    /// True constrains the crosshair to rows and stitches to horizontal lines.
    public var straightLineGuide = false { didSet { pointerInteraction?.invalidate() } }
    /// The thread colour of new stitches.
    public var threadColor = QuiltSimulator.threads[0]
    /// Where the stitch in progress began, nil when none.
    public private(set) var stitchStart: CGPoint?
    /// The stitches made, as start and end points.
    public private(set) var stitches: [(CGPoint, CGPoint)] = []
    private var pointerInteraction: UIPointerInteraction?

    /// Creates an empty quilt with a zero frame (see `UIView.init?(coder:)`).
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// Creates the quilt, with a checkerboard of patches (so panning and zooming show).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        let patch = CGSize(width: 135, height: 132)
        let columns = Int((frame.width / patch.width).rounded(.up)), rows = Int((frame.height / patch.height).rounded(.up))
        for row in 0..<rows {
            for column in 0..<columns where (row + column) % 2 == 1 {
                let square = UIView(frame: CGRect(x: CGFloat(column) * patch.width, y: CGFloat(row) * patch.height,
                                                  width: patch.width, height: patch.height))
                square.backgroundColor = UIColor(red: 0.86, green: 0.78, blue: 0.66, alpha: 1)
                square.isUserInteractionEnabled = false
                addSubview(square)
            }
        }
        let interaction = UIPointerInteraction(delegate: self)
        addInteraction(interaction)
        pointerInteraction = interaction
        addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in
            guard let self else { return }
            self.click(at: recognizer.location(in: self))
        })
    }

    func click(at point: CGPoint) {
        var p = point
        if straightLineGuide { p.y = (floor(p.y / Self.rowHeight) + 0.5) * Self.rowHeight }
        guard let start = stitchStart else { stitchStart = p; return }
        if straightLineGuide { p.y = start.y }
        stitches.append((start, p))
        stitchStart = nil
        let length = hypot(p.x - start.x, p.y - start.y)
        let stitch = UIView(frame: CGRect(x: 0, y: 0, width: max(length, 1), height: 2))
        stitch.accessibilityIdentifier = "stitch"
        stitch.backgroundColor = threadColor
        stitch.isUserInteractionEnabled = false
        stitch.center = CGPoint(x: (start.x + p.x) / 2, y: (start.y + p.y) / 2)
        stitch.transform = CGAffineTransform(rotationAngle: atan2(p.y - start.y, p.x - start.x))
        addSubview(stitch)
    }

    /// In guide mode, one region per row; otherwise the whole quilt.
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        guard straightLineGuide else { return defaultRegion }
        let row = floor(request.location.y / Self.rowHeight)
        return UIPointerRegion(rect: CGRect(x: 0, y: row * Self.rowHeight, width: bounds.width, height: Self.rowHeight),
                               identifier: Int(row))
    }

    /// A crosshair, constrained to the row in guide mode.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        let shape = UIPointerShape.path(Self.crosshair())
        return UIPointerStyle(shape: shape, constrainedAxes: straightLineGuide ? .vertical : [])
    }

    /// A 21 pt crosshair with 3 pt arms.
    static func crosshair() -> UIBezierPath {
        let path = UIBezierPath(rect: CGRect(x: -1.5, y: -10.5, width: 3, height: 21))
        path.append(UIBezierPath(rect: CGRect(x: -10.5, y: -1.5, width: 21, height: 3)))
        return path
    }
}
