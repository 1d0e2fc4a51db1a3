// Relative motion while the pointer is locked, through the GameController-style API.
import PointerGameController
// snippet.hide
@MainActor final class Camera {
    var yaw: Float = 0, pitch: Float = 0
    func turn(by deltaX: Float, _ deltaY: Float) { yaw += deltaX; pitch += deltaY }
}
let camera = Camera()
// snippet.show

GCMouse.current?.mouseInput?.mouseMovedHandler = { _, deltaX, deltaY in
    camera.turn(by: deltaX, deltaY)   // unaccelerated points, y up as in GameController
}
