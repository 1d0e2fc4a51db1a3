import Foundation

/// The buttons a swiped row shows behind its content: one per action, in the space the
/// content slid out of, drawn in the scene like any view (the action's colour, its image
/// above its title in white).
///
/// The buttons share the exposed width in proportion to their resting widths, so they grow
/// together as the row opens; past the resting width (a full swipe in progress) the outermost
/// button takes the extra space. The outermost button (`actions[0]`) sits at the row's edge.
@MainActor
final class SwipeActionsView: UIView {
    let configuration: UISwipeActionsConfiguration
    let trailing: Bool
    let buttons: [SwipeActionButton]
    /// The width of each button at rest (fully open).
    let restingWidths: [CGFloat]

    init(configuration: UISwipeActionsConfiguration, trailing: Bool, actionWidth: CGFloat, owner: RowSwipe) {
        self.configuration = configuration
        self.trailing = trailing
        var buttons: [SwipeActionButton] = []
        var widths: [CGFloat] = []
        for (index, action) in configuration.actions.enumerated() {
            buttons.append(SwipeActionButton(action: action, index: index, owner: owner))
            let titleWidth = action.title.map { UIFont.systemFont(ofSize: 15).width(of: $0) } ?? 0
            widths.append(max(actionWidth, titleWidth.isFinite ? titleWidth + 30 : actionWidth))
        }
        self.buttons = buttons
        restingWidths = widths
        super.init(frame: .zero)
        clipsToBounds = true
        for button in buttons { addSubview(button) }
    }

    required init?(coder: NSCoder) { nil }

    /// The width of every button at rest: how far the row opens.
    var restingWidth: CGFloat { restingWidths.reduce(0, +) }

    /// Places the view over the part of `rowBounds` the content left when it slid by `offset`
    /// (negative: to the left, showing trailing actions), and lays the buttons out in it.
    func show(offset: CGFloat, in rowBounds: CGRect) {
        let width = min(abs(offset), rowBounds.width)
        let x = trailing ? rowBounds.maxX - width : rowBounds.minX
        frame = CGRect(x: x, y: rowBounds.minY, width: width, height: rowBounds.height)
        let total = restingWidth
        guard total > 0 else { return }
        let extra = max(0, width - total)
        let scale = min(1, width / total)
        // From the edge inward: the outermost button first.
        var edge: CGFloat = 0
        for (index, button) in buttons.enumerated() {
            let w = restingWidths[index] * scale + (index == 0 ? extra : 0)
            let minX = trailing ? width - edge - w : edge
            button.frame = CGRect(x: minX, y: 0, width: w, height: rowBounds.height)
            edge += w
        }
    }
}

/// One action's button: its colour, image and title; a click runs the action.
@MainActor
final class SwipeActionButton: UIView {
    let action: UIContextualAction
    let index: Int
    weak var owner: RowSwipe?
    let titleLabel = UILabel(frame: .zero)
    let imageView = UIImageView(frame: .zero)
    private var pressed: UITouch?

    init(action: UIContextualAction, index: Int, owner: RowSwipe) {
        self.action = action
        self.index = index
        self.owner = owner
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        titleLabel.text = action.title
        titleLabel.textColor = .white
        titleLabel.font = .systemFont(ofSize: 15)
        titleLabel.textAlignment = .center
        imageView.image = action.image
        imageView.tintColor = .white
        if action.image != nil { addSubview(imageView) }
        if action.title != nil { addSubview(titleLabel) }
        clipsToBounds = true
        accessibilityIdentifier = action.title
    }

    required init?(coder: NSCoder) { nil }

    override var bounds: CGRect { didSet { if bounds.size != oldValue.size { placeContent() } } }
    override var frame: CGRect { didSet { if frame.size != oldValue.size { placeContent() } } }

    /// The title centred; an image centred above it (or alone).
    private func placeContent() {
        let b = bounds
        let hasImage = action.image != nil, hasTitle = action.title != nil
        let imageSide: CGFloat = hasImage ? 22 : 0
        let titleHeight: CGFloat = hasTitle ? 20 : 0
        let gap: CGFloat = hasImage && hasTitle ? 4 : 0
        let top = b.midY - (imageSide + gap + titleHeight) / 2
        imageView.frame = CGRect(x: b.midX - imageSide / 2, y: top, width: imageSide, height: imageSide)
        titleLabel.frame = CGRect(x: 0, y: top + imageSide + gap, width: b.width, height: titleHeight)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { pressed = touches.first }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { pressed = nil }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let pressed, touches.contains(pressed) else { return }
        self.pressed = nil
        guard bounds.contains(pressed.location(in: self)) else { return }
        owner?.perform(index, from: self)
    }
}
