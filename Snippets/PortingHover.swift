import PointerUIKit

final class VideoViewController: UIViewController {
    var showsPlaybackControls = false
    lazy var controlsHover = UIHoverGestureRecognizer(target: self, action: VideoViewController.handleHover)

    override func viewDidLoad() { view.addGestureRecognizer(controlsHover) }

    func handleHover(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began: showsPlaybackControls = true    // pointer entered our view
        case .ended: showsPlaybackControls = false   // pointer left our view
        default: break
        }
    }
}
