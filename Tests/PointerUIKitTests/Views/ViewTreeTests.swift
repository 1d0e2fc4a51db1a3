import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@Suite("View tree") @MainActor
struct ViewTreeTests {
    @Test("frame, bounds and center stay consistent, and a transform scales the frame about the centre")
    func geometry() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == CGRect(x: -40, y: 20 - 25, width: 200, height: 100))
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test("points and rects convert between nested, scaled and scrolled views")
    func conversion() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 150, y: 150))
        #expect(inner.convert(CGPoint(x: 150, y: 150), from: nil) == .zero)
        outer.bounds.origin = CGPoint(x: 10, y: 0)  // scrolled right by 10
        #expect(inner.convert(CGPoint.zero, to: window) == CGPoint(x: 140, y: 150))
        outer.transform = CGAffineTransform(scaleX: 2, y: 2)
        // outer's centre stays (200, 200); inner's origin is 100 - 10 - 50 = -60 from it... scaled ×2.
        let p = inner.convert(CGPoint.zero, to: window)
        #expect(p == CGPoint(x: 200 + 2 * (50 - 10 - 100), y: 200 + 2 * (50 - 100)))
        #expect(window.convert(p, to: inner) == .zero)
        let r = inner.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: window)
        #expect(r.size == CGSize(width: 20, height: 20))
        #expect(outer.convert(r, from: window) == inner.frame.intersection(CGRect(x: 50, y: 50, width: 10, height: 10)))
    }

    @Test("adding a subview moves it from its old parent and into the new parent's window")
    func reparent() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), child = UIView()
        a.addSubview(child)
        window.addSubview(b)
        b.addSubview(child)
        #expect(a.subviews.isEmpty)
        #expect(child.superview === b)
        #expect(child.window === window)
        child.removeFromSuperview()
        #expect(child.window == nil && child.superview == nil)
        window.insertSubview(a, at: 0)
        #expect(window.subviews.first === a)
        window.insertSubview(child, aboveSubview: a)
        #expect(window.subviews.map { ObjectIdentifier($0) } == [a, child, b].map { ObjectIdentifier($0) })
        a.addSubview(window) // a window cannot go inside its own subtree
        #expect(window.superview == nil)
    }

    @Test("an interaction is told before and after it moves to a view, and when it leaves")
    func interactions() {
        final class Probe: NSObject, UIInteraction {
            weak var view: UIView?
            var log: [String] = []
            func willMove(to view: UIView?) { log.append("will \(view == nil ? "nil" : "view")") }
            func didMove(to view: UIView?) { self.view = view; log.append("did \(view == nil ? "nil" : "view")") }
        }
        let v = UIView(), probe = Probe()
        v.addInteraction(probe)
        #expect(v.interactions.count == 1)
        v.removeInteraction(probe)
        #expect(probe.log == ["will view", "did view", "will nil", "did nil"])
        #expect(v.interactions.isEmpty)
    }

    @Test("loadViewIfNeeded loads a controller's view once, before anything shows it")
    func loadViewIfNeeded() {
        final class VC: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let vc = VC()
        #expect(!vc.isViewLoaded)
        vc.loadViewIfNeeded()
        #expect(vc.isViewLoaded && vc.loads == 1)
        vc.loadViewIfNeeded()
        #expect(vc.loads == 1, "a loaded view is not loaded again")
    }

    @Test("a window's root view controller's view fills the window, loaded once")
    func rootViewController() {
        final class VC: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        let vc = VC()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        #expect(vc.view.frame == window.bounds)
        #expect(vc.view.superview === window && vc.loads == 1)
        #expect(window.isKeyWindow && window.windowScene === scene && scene.windows.contains { $0 === window })
        #expect(scene.activationState == .foregroundActive)
        #expect(vc.view.next === vc)
    }

    @Test("a window and its views are freed once the app lets go of them, even after pointer input")
    func windowsAreFreed() throws {
        weak var weakWindow: UIWindow?
        weak var weakView: UIView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            window.addSubview(view)
            view.addGestureRecognizer(UIHoverGestureRecognizer())
            let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 1, y: 1))
            try mouse.move(to: CGPoint(x: 20, y: 20))
            try mouse.click()
            weakWindow = window
            weakView = view
        }
        #expect(weakWindow == nil)
        #expect(weakView == nil)
    }

    @Test("views, recognizers and touches that outlive their window no longer point at it")
    func survivorsForgetTheirWindow() throws {
        let kept = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        kept.addSubview(grandchild)
        let orphanedRecognizer = UIHoverGestureRecognizer()
        var keptTouch: UITouch?
        var keptEvent: UIEvent?
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            window.addSubview(container)
            container.addSubview(kept)
            let doomed = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
            doomed.addGestureRecognizer(orphanedRecognizer)
            container.addSubview(doomed)
            kept.addGestureRecognizer(UIHoverGestureRecognizer())
            let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 1, y: 1))
            try mouse.move(to: CGPoint(x: 15, y: 15))
            keptTouch = window.router.hoverTouch
            keptEvent = window.router.hoverEvent
            try mouse.click()
            weakWindow = window
        }
        #expect(weakWindow == nil)
        #expect(kept.window == nil && kept.superview == nil)
        #expect(grandchild.window == nil && grandchild.superview === kept)
        #expect(orphanedRecognizer.view == nil)
        #expect(keptTouch?.window == nil && keptTouch?.view == nil)
        #expect(keptEvent?.allTouches?.first?.window == nil)
    }

    @Test("a scene forgets a window once the app lets go of it")
    func sceneForgetsFreedWindow() {
        let scene = UIWindowScene()
        let kept = UIWindow(windowScene: scene)
        do {
            let transient = UIWindow(windowScene: scene)
            #expect(scene.windows.count == 2 && scene.windows.contains { $0 === transient })
        }
        #expect(scene.windows.count == 1 && scene.windows.first === kept)
    }
}
