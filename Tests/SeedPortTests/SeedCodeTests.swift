// The seed's code samples (WWDC20 10094, "Handle trackpad and mouse input"), ported by the
// porting rules only (PointerUIKit's article "Porting iPad code",
// Sources/PointerUIKit/PointerUIKit.docc/PortingIPadCode.md): `import PointerUIKit`, no
// `@objc`, `#selector(f)` → `Owner.f`.
// This target builds in Swift 5 mode, as most iPad code does, so that the isolation slips
// the seed gets away with on iPadOS (reading `isLocked` in a notification closure) compile
// here too.
import Foundation
import Testing
import PointerUIKit
import PointerTesting

// MARK: 1:49 UIHoverGestureRecognizer

final class VideoPlayerViewController: UIViewController {
    var showsPlaybackControls = false
    var showsChapterControls = false
    lazy var controlsHover = UIHoverGestureRecognizer(target: self, action: VideoPlayerViewController.handleHover)

    override func viewDidLoad() {
        view.addGestureRecognizer(controlsHover)
    }

    func handleHover(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began:
            // Pointer entered our view - show controls
            self.showsPlaybackControls = true
        case .ended:
            // Pointer exited our view - hide controls
            self.showsPlaybackControls = false
        default:
            break
        }
        // 15:07 Show chapter controls if alt is pressed
        let showChapterControls = recognizer.modifierFlags.contains(.alternate)
        self.showsChapterControls = showChapterControls
    }
}

// MARK: 5:33 prefersPointerLocked

class GameViewController: UIViewController {
    var shouldLockPointer: Bool = true
    override var prefersPointerLocked: Bool {
        return self.shouldLockPointer
    }
    func disablePointerLock() {
        self.shouldLockPointer = false
        self.setNeedsUpdateOfPrefersPointerLocked()
    }
}

// MARK: 5:53 UIPointerLockState.isLocked

final class GameEngine {
    var expensiveWhileLocked: [Bool] = []
    func performExpensiveOperationWhile(_ locked: Bool) { expensiveWhileLocked.append(locked) }
}

final class LockObserver {
    let window: UIWindow
    let notificationCenter = NotificationCenter.default
    let gameEngine = GameEngine()
    var observer: NSObjectProtocol?
    init(window: UIWindow) { self.window = window }

    func observe() {
        let gameEngine = self.gameEngine
        if let pointerLockState = self.window.windowScene?.pointerLockState {
            self.observer = notificationCenter.addObserver(forName: UIPointerLockState.didChangeNotification,
                                                           object: pointerLockState,
                                                           queue: OperationQueue.main) { (note) in
                guard let lockState = note.object as? UIPointerLockState else { return }
                gameEngine.performExpensiveOperationWhile(lockState.isLocked)
            }
        }
    }
}

// MARK: 16:38 and 17:36 Only handle secondary clicks (or control clicks)

class SecondaryClickGesture: UIGestureRecognizer {
    override func shouldReceive(_ event: UIEvent) -> Bool {
        // Must look at the event’s properties, not the gesture’s
        let secondaryClick = event.buttonMask == .secondary
        let controlClick = event.buttonMask == .primary && event.modifierFlags == .control
        return secondaryClick || controlClick
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Touch handling code ...
        state = .began
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .ended
    }
}

// MARK: 18:10 Only receive hover events with the .alternate modifier pressed

final class ClosedCaptionController: NSObject, UIGestureRecognizerDelegate {
    var closedCaptionHover: UIHoverGestureRecognizer!
    var captionControlsVisible = false

    func install(on view: UIView) {
        let ccHover = UIHoverGestureRecognizer(target: self, action: ClosedCaptionController.handleClosedCaptionHover)
        ccHover.delegate = self
        self.closedCaptionHover = ccHover
        view.addGestureRecognizer(ccHover)
    }

    func handleClosedCaptionHover(_ recognizer: UIHoverGestureRecognizer) {
        captionControlsVisible = recognizer.state == .began || recognizer.state == .changed
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        if gestureRecognizer == self.closedCaptionHover {
            return event.modifierFlags.contains(.alternate)
        }
        return true
    }
}

@Suite("The seed's code runs as written") @MainActor
struct SeedCodeTests {
    @Test("hover shows the playback controls, and Option shows the chapter controls")
    func videoHover() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let player = VideoPlayerViewController()
        window.rootViewController = player
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 100, y: 100))
        try mouse.move(by: CGVector(dx: 1, dy: 0))
        #expect(player.showsPlaybackControls && !player.showsChapterControls)
        try mouse.hold([.alternate])
        try mouse.move(by: CGVector(dx: 1, dy: 0))
        #expect(player.showsChapterControls)
        try mouse.leave()
        #expect(!player.showsPlaybackControls)
    }

    @Test("the game locks the pointer and the observer on the main queue hears every change")
    func gameLock() async {
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        let observer = LockObserver(window: window)
        observer.observe()
        let game = GameViewController()
        window.rootViewController = game
        window.makeKeyAndVisible()
        for _ in 0..<1000 where observer.gameEngine.expensiveWhileLocked.isEmpty { await Task.yield() }
        game.disablePointerLock()
        for _ in 0..<1000 where observer.gameEngine.expensiveWhileLocked.count < 2 { await Task.yield() }
        #expect(observer.gameEngine.expensiveWhileLocked == [true, false])
    }

    @Test("the secondary-click gesture takes secondary clicks and Control-clicks only")
    func secondaryClicks() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var recognized = 0
        let gesture = SecondaryClickGesture { r in if r.state == .ended { recognized += 1 } }
        window.addGestureRecognizer(gesture)
        let mouse = SimulatedPointer(.mouse, in: window)
        try mouse.click(.primary)
        try mouse.click(.secondary)
        try mouse.click(.primary, modifiers: .control)
        try mouse.click(3)
        #expect(recognized == 2)
    }

    @Test("the closed-caption hover follows the pointer only while Option is held")
    func closedCaptions() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let controller = ClosedCaptionController()
        controller.install(on: window)
        let mouse = SimulatedPointer(.mouse, in: window)
        try mouse.move(by: CGVector(dx: 1, dy: 1))
        #expect(!controller.captionControlsVisible)
        try mouse.hold(.alternate)
        try mouse.move(by: CGVector(dx: 1, dy: 1))
        #expect(controller.captionControlsVisible)
    }
}
