import Foundation
import PointerUIKit

/// A gallery with one example of every pointer effect, shape and accessory, built from the
/// public API: each tile is named after what it shows.
@MainActor
public final class EffectsGallery: UIPointerInteractionDelegate {
    /// The window holding the gallery (640 × 480).
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
    /// The tiles, by name.
    public private(set) var tiles: [String: UIView] = [:]
    private var styles: [ObjectIdentifier: (UIView) -> UIPointerStyle?] = [:]

    /// Builds the gallery.
    public init() {
        window.backgroundColor = UIColor(white: 0.97, alpha: 1)
        let blue = UIColor.systemBlue, grey = UIColor(white: 0.85, alpha: 1)
        add("automatic", color: nil) { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) }
        add("system", color: grey) { _ in UIPointerStyle.system() }
        add("highlight", color: nil) { UIPointerStyle(effect: .highlight(UITargetedPreview(view: $0))) }
        add("lift", color: blue) { UIPointerStyle(effect: .lift(UITargetedPreview(view: $0))) }
        add("hover overlay", color: grey) { UIPointerStyle(effect: .hover(UITargetedPreview(view: $0), preferredTintMode: .overlay)) }
        add("hover underlay", color: grey) { UIPointerStyle(effect: .hover(UITargetedPreview(view: $0), preferredTintMode: .underlay, prefersScaledContent: false)) }
        add("hover shadow", color: grey) { UIPointerStyle(effect: .hover(UITargetedPreview(view: $0), preferredTintMode: .none, prefersShadow: true)) }
        add("vertical beam", color: .white) { _ in UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: .vertical) }
        add("horizontal beam", color: .white) { _ in UIPointerStyle(shape: .horizontalBeam(length: 20), constrainedAxes: .horizontal) }
        add("rounded rect", color: grey) { _ in UIPointerStyle(shape: .roundedRect(CGRect(x: 0, y: 0, width: 30, height: 18), radius: 6)) }
        add("custom path", color: grey) { _ in UIPointerStyle(shape: .path(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 28, height: 14)))) }
        add("arrows", color: grey) { _ in
            let style = UIPointerStyle(shape: .roundedRect(CGRect(x: 0, y: 0, width: 14, height: 14)))
            style.accessories = [.arrow(.left), .arrow(.right)]
            return style
        }
        add("hidden", color: grey) { _ in UIPointerStyle.hidden() }
        window.makeKeyAndVisible()
    }

    private func add(_ name: String, color: UIColor?, style: @escaping (UIView) -> UIPointerStyle?) {
        let index = tiles.count
        let tile = UIView(frame: CGRect(x: 15 + Double(index % 5) * 125, y: 20 + Double(index / 5) * 110, width: 110, height: 90))
        tile.accessibilityIdentifier = name
        tile.backgroundColor = color
        window.addSubview(tile)
        tile.addInteraction(UIPointerInteraction(delegate: self))
        tiles[name] = tile
        styles[ObjectIdentifier(tile)] = style
    }

    /// The tile's own style.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = interaction.view, let style = styles[ObjectIdentifier(view)] else { return nil }
        return style(view)
    }
}
