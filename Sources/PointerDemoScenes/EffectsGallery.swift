import Foundation
import PointerUIKit

/// A gallery with one example of every pointer effect (automatic, highlight, lift, hover with
/// and without tint, shadow and scale), shape (rounded rect, path, vertical and horizontal
/// beam), accessory and constrained axis, built from the public API. Each tile is named after
/// what it shows and carries a label (a `UILabel`, drawn in the frame) that says its effect,
/// shape and options in words.
@MainActor
public final class EffectsGallery: UIPointerInteractionDelegate {
    /// The window holding the gallery (640 × 480): 20 tiles of 110 × 90 pt, five a row.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
    /// The tiles, by name.
    public private(set) var tiles: [String: UIView] = [:]
    /// Each tile's label, by the tile's name: its effect, shape and options, one per line.
    public private(set) var labels: [String: UILabel] = [:]
    /// The tiles' names in the order they are laid out, row by row.
    public private(set) var names: [String] = []
    private var styles: [ObjectIdentifier: (UIView) -> UIPointerStyle?] = [:]

    /// Builds the gallery.
    public init() {
        window.backgroundColor = UIColor(white: 0.97, alpha: 1)
        let blue = UIColor.systemBlue, grey = UIColor(white: 0.85, alpha: 1), white = UIColor.white
        // Row 1: the content effects. Highlight tiles have no fill: the platter shows behind them.
        add("automatic", ["automatic effect", "small view:", "becomes highlight"], color: nil) {
            UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0)))
        }
        add("system", ["system pointer", "19 pt circle", "(no effect)"], color: grey) { _ in UIPointerStyle.system() }
        add("highlight", ["highlight", "shape: view bounds", "parallax 8%"], color: nil) {
            UIPointerStyle(effect: .highlight(UITargetedPreview(view: $0)))
        }
        add("lift", ["lift", "grows 8 pt, shadow", "pointer hidden"], color: blue, text: white) {
            UIPointerStyle(effect: .lift(UITargetedPreview(view: $0)))
        }
        add("highlight shape", ["highlight", "shape: rounded rect", "outset 8, radius 16"], color: nil) { view in
            UIPointerStyle(effect: .highlight(UITargetedPreview(view: view)),
                           shape: .roundedRect(view.frame.insetBy(dx: -8, dy: -8), radius: 16))
        }
        // Row 2: hover, with each of its options.
        add("hover overlay", ["hover", "tint: overlay", "scaled"], color: grey) {
            UIPointerStyle(effect: .hover(UITargetedPreview(view: $0), preferredTintMode: .overlay))
        }
        add("hover underlay", ["hover", "tint: underlay", "not scaled"], color: grey) {
            UIPointerStyle(effect: .hover(UITargetedPreview(view: $0), preferredTintMode: .underlay, prefersScaledContent: false))
        }
        add("hover shadow", ["hover", "tint: none", "shadow, scaled"], color: grey) {
            UIPointerStyle(effect: .hover(UITargetedPreview(view: $0), preferredTintMode: .none, prefersShadow: true))
        }
        add("hover scale", ["hover", "tint: none", "scaled, no shadow"], color: grey) {
            UIPointerStyle(effect: .hover(UITargetedPreview(view: $0), preferredTintMode: .none))
        }
        // A hover's shape is in the pointer's own space: built around the origin, it follows the pointer.
        add("hover shape", ["hover", "tint: overlay", "shape: rect 40×24"], color: grey) { view in
            UIPointerStyle(effect: .hover(UITargetedPreview(view: view), preferredTintMode: .overlay, prefersScaledContent: false),
                           shape: .roundedRect(CGRect(x: -20, y: -12, width: 40, height: 24), radius: 6))
        }
        // Row 3: shapes without an effect, and beams riding constrained axes.
        add("vertical beam", ["vertical beam", "constrained:", "vertical (y held)"], color: white) { _ in
            UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: .vertical)
        }
        add("horizontal beam", ["horizontal beam", "constrained:", "horizontal (x held)"], color: white) { _ in
            UIPointerStyle(shape: .horizontalBeam(length: 20), constrainedAxes: .horizontal)
        }
        add("free beam", ["vertical beam", "not constrained", "(text caret)"], color: white) { _ in
            UIPointerStyle(shape: .verticalBeam(length: 20))
        }
        add("rounded rect", ["shape: rounded rect", "30×18, radius 6", "no effect"], color: grey) { _ in
            UIPointerStyle(shape: .roundedRect(CGRect(x: 0, y: 0, width: 30, height: 18), radius: 6))
        }
        add("custom path", ["shape: path", "oval 28×14", "no effect"], color: grey) { _ in
            UIPointerStyle(shape: .path(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 28, height: 14))))
        }
        // Row 4: accessories, both axes held, a lift with its own shadow path, and no pointer.
        add("arrows", ["accessories:", "arrows left, right", "shape: 14 pt square"], color: grey) { _ in
            Self.withArrows(UIPointerStyle(shape: .roundedRect(CGRect(x: 0, y: 0, width: 14, height: 14))), [.left, .right])
        }
        add("four arrows", ["accessories:", "arrows on 4 sides", "constrained: both"], color: grey) { _ in
            Self.withArrows(UIPointerStyle(shape: .roundedRect(CGRect(x: 0, y: 0, width: 14, height: 14)), constrainedAxes: .both),
                            [.top, .right, .bottom, .left])
        }
        add("constrained both", ["shape: rounded rect", "constrained: both", "(pointer held)"], color: white) { _ in
            UIPointerStyle(shape: .roundedRect(CGRect(x: 0, y: 0, width: 24, height: 24), radius: 12), constrainedAxes: .both)
        }
        add("lift shadow path", ["lift", "shadow path: oval", "grows 8 pt"], color: blue, text: white) { view in
            let parameters = UIPreviewParameters()
            parameters.shadowPath = UIBezierPath(ovalIn: view.bounds)
            return UIPointerStyle(effect: .lift(UITargetedPreview(view: view, parameters: parameters)))
        }
        add("hidden", ["hidden", "no pointer drawn"], color: grey) { _ in UIPointerStyle.hidden() }
        let caption = UILabel(frame: CGRect(x: 15, y: 452, width: 610, height: 20))
        caption.text = "Effects gallery: point at a tile; its label names its effect, shape and options."
        caption.font = .systemFont(ofSize: 12)
        caption.textColor = UIColor(white: 0.35, alpha: 1)
        caption.accessibilityIdentifier = "caption"
        window.addSubview(caption)
        window.makeKeyAndVisible()
    }

    private static func withArrows(_ style: UIPointerStyle, _ positions: [UIPointerAccessory.Position]) -> UIPointerStyle {
        style.accessories = positions.map { .arrow($0) }
        return style
    }

    private func add(_ name: String, _ lines: [String], color: UIColor?, text: UIColor = UIColor(white: 0.2, alpha: 1),
                     style: @escaping (UIView) -> UIPointerStyle?) {
        let index = tiles.count
        let tile = UIView(frame: CGRect(x: 15 + Double(index % 5) * 125, y: 20 + Double(index / 5) * 110, width: 110, height: 90))
        tile.accessibilityIdentifier = name
        tile.backgroundColor = color
        // The label sits in the tile's upper part: pointers held at the tile's centre (beams,
        // constrained shapes) stay clear of the words.
        let label = UILabel(frame: CGRect(x: 4, y: 3, width: tile.bounds.width - 8, height: 38))
        label.text = lines.joined(separator: "\n")
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.textColor = text
        label.textAlignment = .center
        label.accessibilityIdentifier = "label"
        tile.addSubview(label)
        window.addSubview(tile)
        tile.addInteraction(UIPointerInteraction(delegate: self))
        tiles[name] = tile
        labels[name] = label
        names.append(name)
        styles[ObjectIdentifier(tile)] = style
    }

    /// The tile's own style.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = interaction.view, let style = styles[ObjectIdentifier(view)] else { return nil }
        return style(view)
    }
}
