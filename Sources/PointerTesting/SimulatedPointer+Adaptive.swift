import Foundation
import PointerGeometry
import PointerEngine
import PointerSVG
import PointerUIKit
import PointerRender

extension SimulatedPointer {
    /// What the window draws now: views and the adaptive pointer.
    public var scene: PointerScene { window.pointerScene() }
    /// The pointer as drawn (outline, fill, opacity, accessories), nil while hidden.
    public var drawnPointer: PointerScene.Pointer? { scene.pointer }
    /// The bounds of the drawn pointer's outline, in window coordinates, nil while hidden.
    public var pointerFrame: CGRect? { drawnPointer.map { CGRect(x: $0.path.bounds.minX, y: $0.path.bounds.minY, width: $0.path.bounds.width, height: $0.path.bounds.height) } }
    /// The effect in force.
    public var effect: PointerEffectKind { window.currentPointerEffect }
    /// The region the pointer is in.
    public var region: UIPointerRegion? { window.currentPointerRegion }
    /// The frame as SVG text.
    public var svg: String { PointerSVG.render(scene) }
    /// Lets every spring settle: advances the clock by `seconds` (default 1 s), frame by frame.
    public func settle(_ seconds: Double = 1) { advance(by: seconds) }
}
