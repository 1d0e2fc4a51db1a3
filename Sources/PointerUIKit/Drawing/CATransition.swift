import Foundation
import PointerGeometry
import PointerEngine
import PointerRender

/// An animated change of a layer's whole drawing, as Core Animation's `CATransition`: added to
/// a layer, what the layer drew when it was added fades out while what it draws now fades in,
/// over the animation's duration.
///
/// PointerKit draws every type as a cross-fade: `.fade` exactly, and `.moveIn`, `.push` and
/// `.reveal` (which slide in Core Animation) as a fade too; a type Core Animation does not
/// publish (the private "cube" or "pageCurl") is drawn as a fade with a diagnostic in
/// `UIApplication.geometryDiagnostics`. The old drawing is the one when the transition is
/// added: add it before changing the layer (or its view's content), as most code does. On a
/// view's layer the view's whole subtree cross-fades (as `UIView.transition` does); a view in no
/// window shows the change at once.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// How the new drawing comes in: `.fade` by default.
    open var type: CATransitionType = .fade
    /// The direction of a sliding type (accepted; every type is drawn as a fade).
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, 0...1.
    open var startProgress: Float = 0
    /// Where in the transition it ends, 0...1.
    open var endProgress: Float = 1

    override func eased(_ x: Double, seconds: Double) -> Double {
        let s = startProgress.isFinite ? Double(min(max(startProgress, 0), 1)) : 0
        let e = endProgress.isFinite ? Double(min(max(endProgress, 0), 1)) : 1
        return s + (e - s) * super.eased(x, seconds: seconds)
    }

    override func validate(on layer: CALayer) -> Bool {
        if ![CATransitionType.fade, .moveIn, .push, .reveal].contains(type) {
            GeometryLimits.note("CATransition: type \"\(type.rawValue)\" is not one Core Animation publishes: drawn as a fade")
        }
        return true
    }
}

/// How a transition brings in the new drawing, as Core Animation's `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// A type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old drawing fades out as the new one fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new drawing slides in over the old (drawn as a fade).
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new drawing pushes the old out (drawn as a fade).
    public static let push = CATransitionType(rawValue: "push")
    /// The old drawing slides away, revealing the new (drawn as a fade).
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a sliding transition, as Core Animation's `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// A subtype from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key Core Animation's transitions are usually added under.
public let kCATransition = "transition"

extension CALayer {
    /// Keeps what the layer draws now as the transition's old drawing: a view's subtree as
    /// scene layers (a `UIView.transition` cross-fade), a standalone layer's drawings in its
    /// own coordinates.
    func beginTransition(_ run: LayerAnimationRun) {
        if let view = owner {
            guard let window = view.storedWindow else { return }
            let timing = ViewAnimationTiming(delay: 0, duration: run.duration, curve: .linear, options: [])
            timing.window = window
            window.pointer.viewTransitions.append(ViewTransition(view: view, before: window.sceneLayers(of: view), timing: timing))
            window.animationClock.add(timing)
        } else {
            var before: [PointerScene.Drawing] = []
            forDrawing.appendDrawings(to: &before, toWindow: .identity, alpha: 1, background: nil, content: [], clip: nil)
            run.before = before
        }
    }
}
