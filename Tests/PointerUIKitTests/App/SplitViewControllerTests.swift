import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@MainActor
@Suite("Split view controllers")
struct SplitViewControllerTests {
    /// A double-column split view in a window `width` wide.
    func board(width: CGFloat = 1180, style: UISplitViewController.Style = .doubleColumn)
        -> (UIWindow, UISplitViewController, UIViewController, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 820))
        let split = UISplitViewController(style: style)
        let sidebar = UIViewController(), content = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)
        split.primaryBackgroundStyle = .sidebar
        window.rootViewController = split
        window.layoutIfNeeded()
        return (window, split, sidebar, content)
    }

    /// The view a column shows for `child`: the navigation controller the split view put it in.
    func column(_ child: UIViewController) -> UIView {
        guard let stack = child.navigationController else {
            Issue.record("\(child) is not in a navigation controller")
            return child.view
        }
        return stack.view
    }

    @Test("in a wide window the sidebar (320 pt) and the content are laid out side by side")
    func sideBySide() {
        let (_, split, sidebar, content) = board()
        #expect(split.displayMode == .oneBesideSecondary && split.splitBehavior == .tile)
        #expect(split.primaryColumnWidth == 320)
        #expect(column(sidebar).frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(column(content).frame.minX >= 320 && column(content).frame.maxX == 1180)
        #expect(split.viewController(for: .primary) === sidebar && split.viewController(for: .secondary) === content)
        #expect(sidebar.splitViewController === split && content.splitViewController === split)
        #expect(split.viewControllers.count == 2 && !split.isCollapsed)
    }

    @Test("hiding the primary shows the secondary alone; showing it brings the sidebar back beside it")
    func showHide() {
        let (window, split, sidebar, content) = board()
        split.hide(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly && column(sidebar).isHidden && column(content).frame.minX == 0)
        split.show(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary && !column(sidebar).isHidden && column(content).frame.minX >= 320)
        split.hide(.secondary)
        #expect(split.displayMode == .oneBesideSecondary, "the secondary cannot be hidden")
    }

    @Test("in a narrow window the secondary shows alone, and show(.primary) floats the sidebar over it")
    func narrow() {
        let (window, split, sidebar, content) = board(width: 820)
        #expect(split.displayMode == .secondaryOnly && column(sidebar).isHidden)
        split.show(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneOverSecondary)
        #expect(column(sidebar).frame.width == 320 && column(content).frame == CGRect(x: 0, y: 0, width: 820, height: 820))
        #expect(split.view.subviews.last === column(sidebar), "over the content")
    }

    @Test("preferredPrimaryColumnWidth sets the sidebar's width; bad widths count as automatic with a note")
    func widths() {
        let (window, split, sidebar, _) = board()
        split.preferredPrimaryColumnWidth = 400
        window.layoutIfNeeded()
        #expect(column(sidebar).frame.width == 400)
        split.maximumPrimaryColumnWidth = 350
        #expect(split.primaryColumnWidth == 350)
        split.preferredPrimaryColumnWidth = .nan
        #expect(split.primaryColumnWidth == 320)
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("preferredPrimaryColumnWidth of nan") })
    }

    @Test("a triple-column split view tiles sidebar, supplementary and content in a wide window")
    func tripleColumn() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1366, height: 1024))
        let split = UISplitViewController(style: .tripleColumn)
        let sidebar = UIViewController(), list = UIViewController(), detail = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(detail, for: .secondary)
        window.rootViewController = split
        window.layoutIfNeeded()
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(column(sidebar).frame.minX == 0 && column(list).frame.minX > column(sidebar).frame.maxX - 1)
        #expect(column(detail).frame.minX > column(list).frame.maxX - 1)
        split.hide(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary && column(sidebar).isHidden && column(list).frame.minX == 0)
    }

    @Test("a supplementary controller in a double-column split view is ignored")
    func supplementaryIgnored() {
        let (_, split, _, _) = board()
        split.setViewController(UIViewController(), for: .supplementary)
        #expect(split.viewController(for: .supplementary) == nil)
    }

    @Test("a click in the sidebar reaches the sidebar's view, not the content")
    func clicksReachColumns() throws {
        let (window, _, sidebar, _) = board()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        sidebar.view.addSubview(button)
        var clicks = 0
        button.addAction(UIAction { _ in clicks += 1 }, for: .primaryActionTriggered)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 600, y: 400))
        try mouse.move(to: button.convert(CGPoint(x: 80, y: 22), to: nil))
        try mouse.click()
        #expect(clicks == 1)
    }

    @Test("a column-style split view puts a child that is not a navigation controller in one, with a navigation bar above the child")
    func wrapsInNavigationControllers() {
        let (_, split, sidebar, content) = board()
        sidebar.title = "Folders"
        let stack = try! #require(sidebar.navigationController)
        #expect(stack.parent === split && stack.viewControllers.first === sidebar)
        #expect(split.viewControllers.allSatisfy { $0 is UINavigationController })
        #expect(split.viewController(for: .primary) === sidebar, "viewController(for:) is the controller set")
        split.view.layoutIfNeeded()
        #expect(sidebar.view.frame.minY >= stack.navigationBar.frame.maxY - 0.5, "the child sits below the bar")
        #expect(!stack.navigationBar.isHidden && stack.navigationBar.frame.width == 320)
        #expect(content.navigationController !== stack)
    }

    @Test("a navigation controller given for a column is shown as given")
    func navigationControllerKept() {
        let split = UISplitViewController(style: .doubleColumn)
        let stack = UINavigationController(rootViewController: UIViewController())
        split.setViewController(stack, for: .primary)
        #expect(split.viewControllers.first === stack && split.viewController(for: .primary) === stack)
        #expect(stack.parent === split)
    }

    @Test("another controller set in the secondary column is pushed onto its stack, and popping returns to the first; nil first replaces it")
    func secondaryPushes() {
        let (window, split, _, content) = board()
        let stack = try! #require(content.navigationController)
        let next = UIViewController()
        split.setViewController(next, for: .secondary)
        window.layoutIfNeeded()
        #expect(stack.viewControllers.count == 2 && stack.topViewController === next)
        #expect(split.viewController(for: .secondary) === next)
        _ = stack.popViewController(animated: false)
        #expect(stack.topViewController === content)
        split.setViewController(nil, for: .secondary)
        let fresh = UIViewController()
        split.setViewController(fresh, for: .secondary)
        #expect(fresh.navigationController !== stack && fresh.navigationController?.viewControllers.count == 1)
        #expect(stack.parent == nil)
    }

    @Test("a classic split view shows its children as given, with no navigation bar")
    func classicUnwrapped() {
        let split = UISplitViewController(nibName: nil, bundle: nil)
        let sidebar = UIViewController(), content = UIViewController()
        split.viewControllers = [sidebar, content]
        #expect(sidebar.navigationController == nil && split.viewControllers[0] === sidebar)
    }
}
