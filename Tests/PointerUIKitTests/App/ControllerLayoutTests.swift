import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// A container that overrides `addChild(_:)` and logs the containment calls, as shipping
/// containers do.
@MainActor final class LoggingContainer: UIViewController {
    var log: [String] = []
    override func addChild(_ childController: UIViewController) {
        log.append("addChild")
        super.addChild(childController)
    }
}

/// A child that logs `willMove`/`didMove(toParent:)`.
@MainActor final class MovingChild: UIViewController {
    var log: [String] = []
    override func willMove(toParent parent: UIViewController?) { log.append("willMove \(parent == nil ? "nil" : "parent")") }
    override func didMove(toParent parent: UIViewController?) { log.append("didMove \(parent == nil ? "nil" : "parent")") }
}

@MainActor
@Suite("Controllers around bars: extended layout, hiding the bar, containment")
struct ControllerLayoutTests {
    func frame(of view: UIView, in window: UIWindow) -> CGRect { view.convert(view.bounds, to: window) }

    func navigation(_ root: UIViewController) -> (UIWindow, UINavigationController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        return (window, navigation)
    }

    @Test("setNavigationBarHidden hides the bar and gives its height to the top view")
    func hidingTheBar() {
        let root = UIViewController()
        let (window, navigation) = navigation(root)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        #expect(frame(of: root.view, in: window) == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(navigation.navigationBar.superview == nil)
        navigation.setNavigationBarHidden(false, animated: false)
        #expect(frame(of: root.view, in: window) == CGRect(x: 0, y: 50, width: 800, height: 550))
    }

    @Test("by default the view sits below PointerKit's opaque bar, with no bar in its safe area")
    func belowOpaqueBar() {
        let root = UIViewController()
        let (window, _) = navigation(root)
        #expect(root.edgesForExtendedLayout == .all)
        #expect(frame(of: root.view, in: window).minY == 50)
        #expect(root.view.safeAreaInsets == .zero)
    }

    @Test("a view that extends under opaque bars is laid out under the bar, and a subview pinned to the safe area sits below it")
    func underTheBar() {
        let root = UIViewController()
        root.extendedLayoutIncludesOpaqueBars = true
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 100), pinned.heightAnchor.constraint(equalToConstant: 40)])
        let (window, _) = navigation(root)
        window.layoutIfNeeded()
        #expect(frame(of: root.view, in: window) == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(root.view.safeAreaInsets.top == 50, "the bar's height is in the view's safe area")
        #expect(frame(of: pinned, in: window).minY == 50, "pinned to the safe area: just below the bar")
        #expect(pinned.safeAreaInsets.top == 0, "the subview is wholly below the bar")
        root.edgesForExtendedLayout = []
        window.layoutIfNeeded()
        #expect(frame(of: root.view, in: window).minY == 50, "no extended edges: below the bar again")
        #expect(root.view.safeAreaInsets == .zero)
    }

    @Test("a translucent bar lays the view out under it without extendedLayoutIncludesOpaqueBars")
    func translucentBar() {
        let root = UIViewController()
        let (window, navigation) = navigation(root)
        navigation.navigationBar.isTranslucent = true
        #expect(frame(of: root.view, in: window).minY == 0)
        root.edgesForExtendedLayout = [.bottom]
        #expect(frame(of: root.view, in: window).minY == 50, "only the bottom edge extends: the top stays below the bar")
    }

    @Test("additionalSafeAreaInsets add to the view's safe area; negative or NaN insets are refused")
    func additionalInsets() {
        let root = UIViewController()
        let (window, _) = navigation(root)
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 0))
        root.additionalSafeAreaInsets = UIEdgeInsets(top: .nan, left: 0, bottom: -5, right: 0)
        #expect(root.additionalSafeAreaInsets == UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 0))
        #expect(UIApplication.shared.geometryDiagnostics.last?.contains("additionalSafeAreaInsets") == true)
    }

    @Test("an overridden addChild runs, and willMove/didMove(toParent:) arrive as UIKit sends them")
    func containment() {
        let container = LoggingContainer(), child = MovingChild()
        container.addChild(child)
        child.didMove(toParent: container)
        #expect(container.log == ["addChild"])
        #expect(child.parent === container)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.log == ["willMove parent", "didMove parent", "willMove nil", "didMove nil"])
        #expect(container.children.isEmpty)
    }

    @Test("a toolbar's setItems(_:animated:) shows the items")
    func toolbarItems() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 50))
        toolbar.setItems([UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil)], animated: true)
        #expect(toolbar.items?.map(\.title) == ["One"])
    }
}
