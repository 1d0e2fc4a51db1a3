import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@MainActor
@Suite("Alerts and action sheets")
struct AlertControllerTests {
    /// A window 1000 × 700 showing a controller, with a mouse at (5, 5).
    func board() -> (UIWindow, UIViewController, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 700))
        let root = UIViewController()
        window.rootViewController = root
        return (window, root, SimulatedPointer(.mouse, in: window, at: CGPoint(x: 5, y: 5)))
    }

    func center(of view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    @Test("clicking an alert's button dismisses the alert, then runs the action's handler")
    func clickRunsHandler() throws {
        let (window, root, mouse) = board()
        var log: [String] = []
        let alert = UIAlertController(title: "Delete the swatch?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            log.append("\(action.title!) presented: \(root.presentedViewController != nil)")
        })
        root.present(alert, animated: true)
        #expect(root.presentedViewController === alert)
        let frame = alert.view.convert(alert.view.bounds, to: window)
        #expect(frame.width == 270 && abs(frame.midX - 500) < 0.5 && abs(frame.midY - 350) < 0.5, "centred, 270 pt wide")
        let cancel = try #require(window.view(identifiedBy: "Cancel"))
        let delete = try #require(window.view(identifiedBy: "Delete"))
        #expect(center(of: cancel, in: window).x < center(of: delete, in: window).x, "two buttons side by side, cancel on the left")
        try mouse.move(to: center(of: delete, in: window))
        #expect(mouse.effect == .highlight, "alert buttons are real buttons with the pointer's effect")
        try mouse.click()
        #expect(log == ["Delete presented: false"])
        #expect(root.presentedViewController == nil && alert.view.window == nil)
    }

    @Test("a disabled action's button ignores clicks; enabling it while shown takes effect at once")
    func disabledAction() throws {
        let (window, root, mouse) = board()
        var ran = 0
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default) { _ in ran += 1 }
        save.isEnabled = false
        alert.addAction(save)
        alert.addTextField { field in field.placeholder = "Name" }
        #expect(alert.textFields?.count == 1 && alert.textFields?.first?.placeholder == "Name")
        root.present(alert, animated: false)
        let button = try #require(window.view(identifiedBy: "Save"))
        try mouse.move(to: center(of: button, in: window))
        try mouse.click()
        #expect(ran == 0 && root.presentedViewController === alert)
        save.isEnabled = true
        try mouse.click()
        #expect(ran == 1 && root.presentedViewController == nil)
    }

    @Test("an action sheet shows as a popover from its bar button item, without its cancel button; a click outside runs cancel")
    func actionSheetPopover() throws {
        let (window, root, mouse) = board()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 1000, height: 44))
        let share = UIBarButtonItem(systemItem: .action)
        toolbar.items = [share]
        root.view.addSubview(toolbar)
        var log: [String] = []
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Export", style: .default) { _ in log.append("export") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        sheet.popoverPresentationController?.barButtonItem = share
        root.present(sheet, animated: true)
        #expect(window.view(identifiedBy: "Cancel") == nil, "no cancel button in a popover")
        let export = try #require(window.view(identifiedBy: "Export"))
        #expect(export.convert(export.bounds, to: window).minY >= 44, "below the toolbar")
        #expect(sheet.popoverPresentationController?.arrowDirection == .up)
        try mouse.move(to: CGPoint(x: 900, y: 600))
        try mouse.click()
        #expect(log == ["cancel"] && root.presentedViewController == nil)
    }

    @Test("an action sheet presented with no anchor is shown centred, with a diagnostic naming UIKit's exception")
    func actionSheetWithoutAnchor() throws {
        let (window, root, _) = board()
        let sheet = UIAlertController(title: "Sort", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "By Hue", style: .default))
        root.present(sheet, animated: true)
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("NSGenericException") })
        let frame = sheet.view.convert(sheet.view.bounds, to: window)
        #expect(abs(frame.midX - 500) < 0.5 && abs(frame.midY - 350) < 0.5)
    }

    @Test("actions added after presentation show at once, with a note; bad calls are refused with notes")
    func lateAndBadCalls() throws {
        let (window, root, mouse) = board()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        alert.addAction(UIAlertAction(title: "Second Cancel", style: .cancel))
        #expect(alert.actions.count == 1, "a second cancel action is refused")
        alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        #expect(alert.preferredAction == nil)
        root.present(alert, animated: false)
        var late = false
        alert.addAction(UIAlertAction(title: "Later", style: .default) { _ in late = true })
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("added while the alert shows") })
        let button = try #require(window.view(identifiedBy: "Later"))
        try mouse.move(to: center(of: button, in: window))
        try mouse.click()
        #expect(late)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
    }

    @Test("presenting an alert unlocks a locked pointer; dismissing it locks it again")
    func alertUnlocksPointer() async {
        let g = GameScene()
        #expect(g.isLocked)
        let alert = UIAlertController(title: "Connection lost", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        g.game.present(alert, animated: true)
        #expect(!g.isLocked && !alert.prefersPointerLocked)
        alert.dismiss(animated: true)
        #expect(g.isLocked)
        await settle()
        g.log.stop()
    }
}

@MainActor
@Suite("Presenting twice")
struct PresentingTwiceTests {
    @Test("presenting an alert that is already shown presents nothing more and notes UIKit's exception")
    func presentingTwice() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 700))
        let root = UIViewController()
        window.rootViewController = root
        let alert = UIAlertController(title: "Once", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        var completed = false
        root.present(alert, animated: false) { completed = true }
        #expect(completed && root.presentedViewController === alert && alert.presentedViewController == nil)
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("NSInvalidArgumentException") })
        #expect(window.pointerScene().layers.filter { $0.name == "presentation cover" }.count == 1)
    }
}
