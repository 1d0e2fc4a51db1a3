import Foundation
import PointerUIKit
import PointerGameController

/// A small game that prefers the pointer locked, written as an iPad game is (the seed's
/// "Handle trackpad and mouse input" recipe): its view controller's `prefersPointerLocked` is
/// true, it steers a reticle with `GCMouse` relative motion and fires with the left button,
/// and it follows `UIPointerLockState`: while the system has not locked the pointer (a
/// browser waits for a click; Escape releases the lock) a veil covers the field and nothing
/// fires. Clicking with the reticle on a target hits it.
@MainActor
public final class PointerLockGame {
    /// The game's scene (640 × 480, full screen, foreground active: it may lock).
    public let scene: UIWindowScene
    /// The window holding the game.
    public let window: UIWindow
    /// The view controller that prefers the lock and runs the game.
    public let controller = PointerLockGameViewController()
    private var token: NSObjectProtocol?

    /// Builds the game in a scene of its own; `host` carries the lock out (nil grants it in
    /// the engine).
    public init(host: (any PointerLockHost)? = nil) {
        scene = UIWindowScene()
        scene.screenBounds = CGRect(x: 0, y: 0, width: 640, height: 480)
        scene.pointerLockHost = host
        window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.lockDidChange(scene.pointerLockState?.isLocked ?? false)
        token = NotificationCenter.default.addObserver(forName: UIPointerLockState.didChangeNotification,
                                                       object: scene.pointerLockState, queue: .main) { [weak self] note in
            // The notification's object is the scene's lock state: read it on the main actor
            // rather than carrying the (non-Sendable) notification across.
            _ = note
            MainActor.assumeIsolated {
                guard let self, let state = self.scene.pointerLockState else { return }
                self.controller.lockDidChange(state.isLocked)
            }
        }
    }

    /// Ends the game: stops observing and disconnects its scene (a held lock is released).
    public func close() {
        token.map(NotificationCenter.default.removeObserver)
        token = nil
        scene.disconnect()
    }

    /// Reads relative motion and the left button from `mouse` (the device driving this
    /// window; a game on iPad takes `GCMouse.current`).
    public func use(_ mouse: GCMouse) {
        mouse.mouseInput?.mouseMovedHandler = { [weak self] _, dx, dy in self?.controller.moveReticle(dx: dx, dy: dy) }
        mouse.mouseInput?.leftButton.pressedChangedHandler = { [weak self] _, _, pressed in
            if pressed { self?.controller.fire() }
        }
    }

    /// True while the system keeps the pointer locked.
    public var isLocked: Bool { scene.pointerLockState?.isLocked ?? false }
}

/// The game's view controller: prefers the pointer locked, as the seed's game does.
@MainActor
public final class PointerLockGameViewController: UIViewController {
    /// Always true: the game wants the pointer locked while it is on screen.
    public override var prefersPointerLocked: Bool { true }
    /// The reticle, steered by relative motion (24 × 24 pt).
    public let reticle = UIView(frame: CGRect(x: 308, y: 228, width: 24, height: 24))
    /// The targets, by index; a hit one turns green.
    public private(set) var targets: [UIView] = []
    /// How many targets have been hit.
    public private(set) var hits = 0
    /// Shots fired while locked.
    public private(set) var shots = 0
    /// The veil shown while the pointer is not locked, covering the whole field (it grows with
    /// the view).
    public let veil = UIView(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
    private var locked = false

    static let targetColor = UIColor(red: 0.95, green: 0.55, blue: 0.1, alpha: 1)
    static let hitColor = UIColor(red: 0.2, green: 0.75, blue: 0.35, alpha: 1)

    /// Builds the field, the targets, the reticle and the veil.
    public override func viewDidLoad() {
        view.backgroundColor = UIColor(red: 0.12, green: 0.14, blue: 0.2, alpha: 1)
        view.accessibilityIdentifier = "field"
        for (i, origin) in [CGPoint(x: 80, y: 80), CGPoint(x: 480, y: 120), CGPoint(x: 260, y: 360)].enumerated() {
            let target = UIView(frame: CGRect(origin: origin, size: CGSize(width: 56, height: 56)))
            target.accessibilityIdentifier = "target\(i)"
            target.backgroundColor = Self.targetColor
            targets.append(target)
            view.addSubview(target)
        }
        reticle.accessibilityIdentifier = "reticle"
        reticle.isUserInteractionEnabled = false
        for bar in [CGRect(x: 11, y: 0, width: 2, height: 24), CGRect(x: 0, y: 11, width: 24, height: 2)] {
            let line = UIView(frame: bar)
            line.backgroundColor = .white
            line.isUserInteractionEnabled = false
            reticle.addSubview(line)
        }
        view.addSubview(reticle)
        veil.accessibilityIdentifier = "veil"
        veil.backgroundColor = UIColor(white: 0, alpha: 0.55)
        veil.isUserInteractionEnabled = false
        // The whole field, now and after a host resizes the window (the native window does).
        veil.frame = view.bounds
        veil.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(veil)
    }

    /// Moves the reticle by a GameController delta (y up), kept on the field.
    func moveReticle(dx: Float, dy: Float) {
        guard locked, dx.isFinite, dy.isFinite else { return }
        let b = view.bounds
        reticle.center = CGPoint(x: min(max(reticle.center.x + CGFloat(dx), b.minX), b.maxX),
                                 y: min(max(reticle.center.y - CGFloat(dy), b.minY), b.maxY))
    }

    /// Fires at the reticle: a target under it is hit. Ignored while unlocked (that click
    /// is the one that asks for the lock).
    func fire() {
        guard locked else { return }
        shots += 1
        for target in targets where target.frame.contains(reticle.center) && target.backgroundColor != Self.hitColor {
            target.backgroundColor = Self.hitColor
            hits += 1
        }
    }

    /// Shows or hides the veil as the system locks or releases the pointer.
    func lockDidChange(_ isLocked: Bool) {
        locked = isLocked
        veil.isHidden = isLocked
    }
}
