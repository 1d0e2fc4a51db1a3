import Foundation

/// A row of segments, one selected, as UIKit's `UISegmentedControl`: a tap on another segment
/// selects it and sends `.valueChanged` (setting `selectedSegmentIndex` in code sends nothing,
/// as in UIKit). With its built-in
/// pointer behaviour: one highlight per segment that slides across the contiguous segment
/// regions, and the separators hidden while the pointer is inside.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl, UIPointerInteractionDelegate {
    /// The segment titles.
    public private(set) var titles: [String]
    /// The selected segment, or -1 (`UISegmentedControl.noSegment`).
    open var selectedSegmentIndex = -1
    /// No segment selected.
    public static let noSegment = -1
    /// The separators between segments (hidden while the pointer is over the control).
    public private(set) var separators: [UIView] = []

    /// A control with one segment per title.
    public init(items: [String]) {
        titles = items
        super.init(frame: .zero)
        setUp()
    }

    /// A control with no segments and a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        titles = []
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addInteraction(UIPointerInteraction(delegate: self))
        addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in
            guard let self, self.isEnabled else { return }
            let chosen = self.segment(at: recognizer.location(in: self))
            guard chosen != self.selectedSegmentIndex else { return }
            self.selectedSegmentIndex = chosen
            self.sendActions(for: .valueChanged)
        })
        for _ in titles.dropFirst() {
            let separator = UIView(frame: .zero)
            separator.backgroundColor = UIColor(white: 0.8, alpha: 1)
            separator.isUserInteractionEnabled = false
            separators.append(separator)
            addSubview(separator)
        }
    }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// The segment's rectangle in the control's coordinates.
    open func rectForSegment(at index: Int) -> CGRect {
        let width = bounds.width / CGFloat(max(titles.count, 1))
        return CGRect(x: width * CGFloat(index), y: 0, width: width, height: bounds.height)
    }

    func segment(at point: CGPoint) -> Int {
        let width = bounds.width / CGFloat(max(titles.count, 1))
        guard width > 0, point.x.isFinite else { return -1 }
        return min(max(Int(point.x / width), 0), titles.count - 1)
    }

    /// Lays the separators out between segments when the size changes.
    open override var bounds: CGRect { didSet { layoutSeparators() } }
    /// Lays the separators out between segments when the size changes.
    open override var frame: CGRect { didSet { layoutSeparators() } }

    private func layoutSeparators() {
        for (i, separator) in separators.enumerated() {
            let r = rectForSegment(at: i)
            separator.frame = CGRect(x: r.maxX - 0.5, y: 4, width: 1, height: max(bounds.height - 8, 0))
        }
    }

    /// One region per segment: contiguous, so the highlight slides without a system pointer.
    open func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                 defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        let index = segment(at: request.location)
        return index < 0 ? nil : UIPointerRegion(rect: rectForSegment(at: index), identifier: index)
    }

    /// A highlight shaped like the segment.
    open func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        let preview = UITargetedPreview(view: self)
        let segment = convert(region.rect.insetBy(dx: 2, dy: 2), to: preview.target.container)
        return UIPointerStyle(effect: .highlight(preview), shape: .roundedRect(segment, radius: 7))
    }

    /// Hides the separators as the pointer comes in.
    open func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                 animator: any UIPointerInteractionAnimating) {
        animator.addAnimations { [separators] in for s in separators { s.alpha = 0 } }
    }

    /// Shows them again as it leaves the control (not when it moves to the next segment).
    open func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                 animator: any UIPointerInteractionAnimating) {
        animator.addAnimations { [weak self] in
            guard let self, let window = self.window else { return }
            let p = self.convert(window.pointerLocation, from: window)
            if !self.bounds.contains(p) { for s in self.separators { s.alpha = 1 } }
        }
    }
}
