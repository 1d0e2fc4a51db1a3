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

    @Test("in a wide window the sidebar (320 pt) and the content are laid out side by side")
    func sideBySide() {
        let (_, split, sidebar, content) = board()
        #expect(split.displayMode == .oneBesideSecondary && split.splitBehavior == .tile)
        #expect(split.primaryColumnWidth == 320)
        #expect(sidebar.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(content.view.frame.minX >= 320 && content.view.frame.maxX == 1180)
        #expect(split.viewController(for: .primary) === sidebar && split.viewController(for: .secondary) === content)
        #expect(sidebar.splitViewController === split && content.splitViewController === split)
        #expect(split.viewControllers.count == 2 && !split.isCollapsed)
    }

    @Test("hiding the primary shows the secondary alone; showing it brings the sidebar back beside it")
    func showHide() {
        let (window, split, sidebar, content) = board()
        split.hide(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly && sidebar.view.isHidden && content.view.frame.minX == 0)
        split.show(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary && !sidebar.view.isHidden && content.view.frame.minX >= 320)
        split.hide(.secondary)
        #expect(split.displayMode == .oneBesideSecondary, "the secondary cannot be hidden")
    }

    @Test("in a narrow window the secondary shows alone, and show(.primary) floats the sidebar over it")
    func narrow() {
        let (window, split, sidebar, content) = board(width: 820)
        #expect(split.displayMode == .secondaryOnly && sidebar.view.isHidden)
        split.show(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneOverSecondary)
        #expect(sidebar.view.frame.width == 320 && content.view.frame == CGRect(x: 0, y: 0, width: 820, height: 820))
        #expect(split.view.subviews.last === sidebar.view, "over the content")
    }

    @Test("preferredPrimaryColumnWidth sets the sidebar's width; bad widths count as automatic with a note")
    func widths() {
        let (window, split, sidebar, _) = board()
        split.preferredPrimaryColumnWidth = 400
        window.layoutIfNeeded()
        #expect(sidebar.view.frame.width == 400)
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
        #expect(sidebar.view.frame.minX == 0 && list.view.frame.minX > sidebar.view.frame.maxX - 1)
        #expect(detail.view.frame.minX > list.view.frame.maxX - 1)
        split.hide(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary && sidebar.view.isHidden && list.view.frame.minX == 0)
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
        try mouse.move(to: CGPoint(x: 100, y: 122))
        try mouse.click()
        #expect(clicks == 1)
    }
}
