import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// A controller that logs its appearance calls.
@MainActor final class AppearanceLogger: UIViewController {
    var log: [String] = []
    let name: String
    init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil); title = name }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
}

@MainActor
@Suite("Navigation controllers, sheets and popovers")
struct NavigationAndPopoverTests {
    func frame(of view: UIView, in window: UIWindow) -> CGRect { view.convert(view.bounds, to: window) }

    @Test("a navigation controller shows its top controller under a 50 pt bar with its title and bar buttons")
    func navigationBar() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let root = AppearanceLogger("Swatches")
        var added = 0
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 })
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        #expect(frame(of: root.view, in: window) == CGRect(x: 0, y: 50, width: 800, height: 550))
        #expect(root.navigationController === navigation)
        let add = try #require(root.navigationItem.rightBarButtonItem?.view)
        let addFrame = frame(of: add, in: window)
        #expect(addFrame.maxX == 792 && addFrame.minY >= 0 && addFrame.maxY <= 50, "the right item sits at the bar's right end")
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 400, y: 300))
        try mouse.move(to: CGPoint(x: addFrame.midX, y: addFrame.midY))
        #expect(mouse.effect == .highlight)
        try mouse.click()
        #expect(added == 1)
        let texts = window.pointerScene().layers.compactMap { $0.text?.lines.first }
        #expect(texts.contains("Swatches"), "the bar draws the title")
    }

    @Test("pushing shows a back button titled after the controller below; clicking it pops")
    func pushAndBack() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let root = AppearanceLogger("Swatches"), detail = AppearanceLogger("Teal")
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.topViewController === detail && detail.view.window === window && root.view.window == nil)
        #expect(root.log.suffix(2) == ["willDisappear", "didDisappear"])
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 400, y: 300))
        try mouse.move(to: CGPoint(x: 40, y: 25))
        #expect(window.currentPointerView?.accessibilityIdentifier == "‹ Swatches")
        try mouse.click()
        #expect(navigation.viewControllers.count == 1 && root.view.window === window)
        #expect(navigation.popViewController(animated: true) == nil, "the root is never popped")
    }

    @Test("a popover from a bar button appears below it, sized to its content, and a click outside closes it")
    func popover() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let root = AppearanceLogger("Swatches")
        let info = UIBarButtonItem(title: "Info")
        root.navigationItem.rightBarButtonItem = info
        window.rootViewController = UINavigationController(rootViewController: root)
        let details = AppearanceLogger("Details")
        details.modalPresentationStyle = .popover
        details.preferredContentSize = CGSize(width: 300, height: 200)
        details.popoverPresentationController?.barButtonItem = info
        root.present(details, animated: true)
        #expect(details.log == ["willAppear", "didAppear"])
        let popoverFrame = frame(of: details.view, in: window)
        let infoFrame = frame(of: info.view, in: window)
        #expect(popoverFrame.size == CGSize(width: 300, height: 200))
        #expect(popoverFrame.minY == infoFrame.maxY + 10 && popoverFrame.maxX <= 800)
        #expect(details.popoverPresentationController?.arrowDirection == .up)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 100, y: 500))
        try mouse.click()
        #expect(root.presentedViewController == nil && details.view.window == nil)
        #expect(details.log.suffix(2) == ["willDisappear", "didDisappear"])
    }

    @Test("a form sheet is centred at its preferred size over a dimmed window; automatic is a page sheet")
    func sheets() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let root = UIViewController()
        window.rootViewController = root
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        root.present(form, animated: false)
        #expect(frame(of: form.view, in: window) == CGRect(x: 242, y: 74, width: 540, height: 620))
        let dim = try #require(window.pointerScene().layers.first { $0.name == "presentation cover" })
        #expect(dim.fill?.alpha == 0.2)
        form.dismiss(animated: false)
        let page = UIViewController()
        root.present(page, animated: false)
        #expect(frame(of: page.view, in: window) == CGRect(x: 160, y: 40, width: 704, height: 688))
        #expect(window.pointerScene().layers.filter { $0.name == "presentation cover" }.count == 1, "the form sheet's cover went with it")
    }
}
