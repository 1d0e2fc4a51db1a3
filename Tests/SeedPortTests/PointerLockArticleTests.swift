// The second example of PointerUIKit's article "Pointer lock"
// (Sources/PointerUIKit/PointerUIKit.docc/PointerLock.md): the seed's set-up and observer, as
// iPad code writes them, in Swift 5 mode. The article shows the lines from `let scene` to the
// closing brace of the `if`; DocumentationTests (in PointerUIKitTests) checks that the two stay
// the same. The article's first example, `GameViewController`, is SeedCodeTests.swift's.
import Foundation
import Testing
import PointerUIKit

@Suite("The pointer lock article's example runs as written") @MainActor
struct PointerLockArticleTests {
    @Test("the game's scene locks at once, and the observer hears the lock and its release")
    func lockAndObserve() async {
        var observer: NSObjectProtocol?
        let gameEngine = GameEngine()

        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        window.rootViewController = GameViewController()
        window.makeKeyAndVisible()
        #expect(scene.pointerLockState?.isLocked == true)   // the scene is full screen and foreground active

        if let pointerLockState = window.windowScene?.pointerLockState {
            observer = NotificationCenter.default.addObserver(forName: UIPointerLockState.didChangeNotification,
                                                              object: pointerLockState,
                                                              queue: OperationQueue.main) { note in
                guard let lockState = note.object as? UIPointerLockState else { return }
                gameEngine.performExpensiveOperationWhile(lockState.isLocked)
            }
        }

        #expect(observer != nil)
        // The lock's notification follows from the main queue, after this turn: the observer,
        // registered in the same turn, hears it.
        for _ in 0..<1000 where gameEngine.expensiveWhileLocked.isEmpty { await Task.yield() }
        (window.rootViewController as? GameViewController)?.disablePointerLock()
        #expect(scene.pointerLockState?.isLocked == false)
        for _ in 0..<1000 where gameEngine.expensiveWhileLocked.count < 2 { await Task.yield() }
        #expect(gameEngine.expensiveWhileLocked == [true, false])
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}
