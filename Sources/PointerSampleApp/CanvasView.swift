import PointerUIKit

/// A canvas that draws in `draw(_:)`: the strokes painted so far, and a row of paint wells
/// along its top. Each well is a pointer region: the pointer becomes the well's circle and
/// snaps to it; a click picks its colour.
class CanvasView: UIView, UIPointerInteractionDelegate {
    var brushColor: UIColor = .systemBlue { didSet { setNeedsDisplay() } }
    var wellColors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue, .systemPurple] { didSet { setNeedsDisplay() } }
    private(set) var strokes: [(color: UIColor, path: UIBezierPath)] = []
    private var current: UIBezierPath?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = 16
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        addInteraction(UIPointerInteraction(delegate: self))
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CanvasView.paint))
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: CanvasView.tapped))
    }

    /// A layer's colour is a fixed `CGColor`: the separator's is made again for the new
    /// appearance, as iPad apps do.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layer.borderColor = UIColor.separator.cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The wells' circles, left to right, in the canvas's coordinates.
    func wellRects() -> [CGRect] {
        return wellColors.indices.map { CGRect(x: 16 + CGFloat($0) * 48, y: 16, width: 36, height: 36) }
    }

    func clear() {
        strokes.removeAll()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        for (index, frame) in wellRects().enumerated() {
            wellColors[index].setFill()
            UIBezierPath(ovalIn: frame).fill()
        }
        for stroke in strokes {
            stroke.color.setStroke()
            stroke.path.stroke()
        }
        if let current {
            brushColor.setStroke()
            current.stroke()
        }
    }

    func paint(_ pan: UIPanGestureRecognizer) {
        let point = pan.location(in: self)
        switch pan.state {
        case .began:
            let path = UIBezierPath()
            path.lineWidth = 6
            path.lineCapStyle = .round
            path.move(to: point)
            current = path
        case .changed:
            current?.addLine(to: point)
        case .ended:
            if let current { strokes.append((brushColor, current)) }
            current = nil
        default:
            current = nil
        }
        setNeedsDisplay()
    }

    func tapped(_ tap: UITapGestureRecognizer) {
        let point = tap.location(in: self)
        if let index = wellRects().firstIndex(where: { $0.contains(point) }) {
            brushColor = wellColors[index]
        }
    }

    // MARK: UIPointerInteractionDelegate

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        guard let index = wellRects().firstIndex(where: { $0.insetBy(dx: -6, dy: -6).contains(request.location) }) else {
            return defaultRegion
        }
        return UIPointerRegion(rect: wellRects()[index], identifier: "well \(index)")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard region.identifier as? String != nil else {
            return UIPointerStyle(shape: .path(UIBezierPath(ovalIn: CGRect(x: -3, y: -3, width: 6, height: 6))))
        }
        return UIPointerStyle(shape: .path(UIBezierPath(ovalIn: region.rect.insetBy(dx: -4, dy: -4))))
    }
}
