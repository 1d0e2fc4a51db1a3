import Foundation

extension UIWindow {
    /// What the adaptive pointer is doing now, in words a person reads at a glance (PointerKit
    /// extension: the playground's panel and the filmstrips' captions). For example "highlight
    /// on ruler, snapped", "lift on spool, pointer hidden under it", "vertical beam on guide
    /// row 4, constrained vertically", "system pointer over nothing".
    ///
    /// - Parameter place: names the place the pointer is in, from the region's view and the
    ///   region (say "guide row 4" for a row region); nil, or no answer, uses the view's
    ///   `accessibilityIdentifier`, and its region identifier when the region is not the
    ///   view's whole bounds.
    public func pointerActivity(place: ((UIView, UIPointerRegion) -> String?)? = nil) -> String {
        if let state = windowScene?.pointerLockState, state.isLocked { return "pointer locked: relative motion only" }
        guard let current = pointer.current, let view = current.view else { return "system pointer over nothing" }
        let name = place?(view, current.region) ?? Self.placeName(view, current.region)
        guard let style = pointer.state.styleFacts else { return "system pointer on \(name)" }
        var words: String
        switch style.kind {
        case .system: words = "system pointer on \(name)"
        case .hidden: words = "hidden on \(name)"
        case .shape(let shape, let axes):
            words = "\(Self.shapeName(shape)) on \(name)"
            if let constrained = Self.axesWords(axes) { words += ", \(constrained)" }
        case .effect(let automatic, let hover, let shape):
            words = Self.effectWords(automatic: automatic, hover: hover, resolved: currentPointerEffect, on: name)
            if let shape { words += ", shaped as a \(Self.shapeName(shape))" }
        }
        if style.accessoryCount > 0 {
            words += ", \(style.accessoryCount) accessor\(style.accessoryCount == 1 ? "y" : "ies")"
        }
        return words
    }

    private static func placeName(_ view: UIView, _ region: UIPointerRegion) -> String {
        let viewName = view.accessibilityIdentifier ?? String(describing: type(of: view))
        guard region.rect != view.bounds, let identifier = region.identifier else { return viewName }
        return "\(viewName) region \(identifier)"
    }

    private static func effectWords(automatic isAutomatic: Bool, hover: (tint: UIPointerEffect.TintMode, shadow: Bool, scaled: Bool)?,
                                    resolved: PointerEffectKind, on name: String) -> String {
        let automatic = isAutomatic ? " (automatic)" : ""
        switch resolved {
        case .highlight: return "highlight\(automatic) on \(name), snapped"
        case .lift: return "lift\(automatic) on \(name), pointer hidden under it"
        case .none, .automatic: return "no effect\(automatic) on \(name)"  // `resolved` is never automatic
        case .hover:
            var options: [String] = []
            if let (tint, shadow, scaled) = hover {
                options.append(tint == .none ? "no tint" : tint == .overlay ? "tint overlay" : "tint underlay")
                if shadow { options.append("shadow") }
                options.append(scaled ? "scaled" : "not scaled")
            }
            return "hover\(automatic) on \(name)" + (options.isEmpty ? "" : " (\(options.joined(separator: ", ")))")
        }
    }

    private static func shapeName(_ shape: UIPointerShape) -> String {
        switch shape {
        case .path: "custom path"
        case .roundedRect: "rounded rect"
        case .verticalBeam: "vertical beam"
        case .horizontalBeam: "horizontal beam"
        }
    }

    private static func axesWords(_ axes: UIAxis) -> String? {
        if axes.contains(.both) { return "constrained on both axes" }
        if axes.contains(.vertical) { return "constrained vertically" }
        if axes.contains(.horizontal) { return "constrained horizontally" }
        return nil
    }
}
