import Foundation

extension PointerObjects {
    /// What the pointer objects keep of the current region's style: what it is, and its
    /// preview's parameters, but not the style itself. A style's preview holds views (its view,
    /// and a target's container, which may be the window), and the window holds the pointer
    /// objects: keeping the style would keep the window alive after the app let go of it
    /// (`FreedWindowTests`). The views are named by handle (`State.previewHandle`).
    @MainActor struct StyleFacts {
        /// The style's kind, without its preview.
        enum Kind {
            case system, hidden
            case shape(UIPointerShape, UIAxis)
            /// An effect: whether it was `automatic`, hover's options when it is a hover, and
            /// the shape it gives the pointer.
            case effect(automatic: Bool, hover: (tint: UIPointerEffect.TintMode, shadow: Bool, scaled: Bool)?,
                        shape: UIPointerShape?)
        }
        let kind: Kind
        /// The effect's preview parameters (paths and a colour, no views); nil for other kinds.
        let previewParameters: UIPreviewParameters?
        /// How many accessories the style has.
        let accessoryCount: Int

        /// The facts of `style`.
        init(_ style: UIPointerStyle) {
            accessoryCount = style.accessories.count
            switch style.kind {
            case .system: kind = .system; previewParameters = nil
            case .hidden: kind = .hidden; previewParameters = nil
            case .shape(let shape, let axes): kind = .shape(shape, axes); previewParameters = nil
            case .effect(let effect, let shape):
                var automatic = false
                var hover: (tint: UIPointerEffect.TintMode, shadow: Bool, scaled: Bool)?
                switch effect {
                case .automatic: automatic = true
                case .hover(_, let tint, let shadow, let scaled): hover = (tint, shadow, scaled)
                default: break
                }
                kind = .effect(automatic: automatic, hover: hover, shape: shape)
                previewParameters = effect.preview.parameters
            }
        }
    }
}
