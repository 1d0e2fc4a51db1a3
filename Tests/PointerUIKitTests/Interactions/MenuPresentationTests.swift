import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting
import PointerEngine
import PointerGeometry
import PointerRender

/// Menus appear in the window, where a person can see and click them.
@MainActor
@Suite("Menus on screen")
struct MenuPresentationTests {
    final class Photo: NSObject, UIContextMenuInteractionDelegate {
        var log: [String] = []
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
                UIMenu(title: "", children: [
                    UIAction(title: "Copy") { _ in self.log.append("copy") },
                    UIAction(title: "Lock", attributes: .disabled) { _ in self.log.append("lock") },
                    UIMenu(title: "", options: .displayInline, children: [
                        UIAction(title: "Delete", attributes: .destructive) { _ in self.log.append("delete") },
                    ]),
                ])
            }
        }
    }

    struct Setup {
        let window: UIWindow, photo: UIView, delegate: Photo, interaction: UIContextMenuInteraction, mouse: SimulatedPointer
    }

    func opened(at point: CGPoint = CGPoint(x: 150, y: 150)) throws -> Setup {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let photo = RecordingView(frame: CGRect(x: 100, y: 100, width: 400, height: 250))
        photo.accessibilityIdentifier = "photo"
        window.addSubview(photo)
        let delegate = Photo()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        photo.addInteraction(interaction)
        let mouse = SimulatedPointer(.mouse, in: window, at: point)
        try mouse.click(2)
        return Setup(window: window, photo: photo, delegate: delegate, interaction: interaction, mouse: mouse)
    }

    func layer(_ name: String, in window: UIWindow) -> PointerScene.Layer? {
        window.pointerScene().layers.first { $0.name == name }
    }

    @Test("a secondary click draws the menu at the pointer, one compact row per action, a divider before a group")
    func drawnAtPointer() throws {
        let s = try opened()
        let panel = try #require(layer("menu", in: s.window))
        #expect(panel.frame.origin == Point(x: 150, y: 156), "just below the click")
        #expect(panel.frame.size.width == 250)
        let copy = try #require(layer("menu item Copy", in: s.window))
        let delete = try #require(layer("menu item Delete", in: s.window))
        #expect(copy.frame.size.height == 32, "a pointer opens the compact menu")
        #expect(delete.frame.minY == copy.frame.minY + 32 * 2 + 8, "Lock, then a divider, then Delete")
        let layers: [PointerScene.Layer] = s.window.pointerScene().layers
        let labels: [String] = layers.compactMap { $0.text?.lines.first }
        #expect(labels.contains("Copy") && labels.contains("Delete"))
    }

    @Test("a menu opened near the bottom right edge stays inside the window")
    func keptInside() throws {
        let s = try opened(at: CGPoint(x: 490, y: 340))
        let panel = try #require(layer("menu", in: s.window))
        #expect(panel.frame.maxX == 600 && panel.frame.maxY == 340 - 6, "above the click, against the right edge")
    }

    @Test("clicking a row runs its action and closes the menu; a disabled row does nothing")
    func clickRow() throws {
        let s = try opened()
        let lock = try #require(layer("menu item Lock", in: s.window))
        try s.mouse.move(to: CGPoint(x: lock.frame.center.x, y: lock.frame.center.y))
        try s.mouse.click()
        #expect(s.delegate.log.isEmpty && layer("menu", in: s.window) != nil)
        let delete = try #require(layer("menu item Delete", in: s.window))
        try s.mouse.move(to: CGPoint(x: delete.frame.center.x, y: delete.frame.center.y))
        #expect(s.window.currentPointerView?.accessibilityIdentifier == "menu item Delete", "rows take the pointer")
        try s.mouse.click()
        #expect(s.delegate.log == ["delete"])
        #expect(layer("menu", in: s.window) == nil && s.interaction.presentedMenu == nil)
    }

    @Test("a click outside the menu closes it without reaching the view under it")
    func clickOutside() throws {
        let s = try opened()
        let photo = try #require(s.photo as? RecordingView)
        let touchesBefore = photo.touchTypes.count
        try s.mouse.move(to: CGPoint(x: 480, y: 120))
        try s.mouse.click()
        #expect(layer("menu", in: s.window) == nil && s.interaction.presentedMenu == nil)
        #expect(photo.touchTypes.count == touchesBefore, "the closing click did not reach the photo")
        #expect(s.delegate.log.isEmpty)
    }
}

/// A delegate that opens what its menu previews when the preview is tapped.
@MainActor final class PreviewOpener: NSObject, UIContextMenuInteractionDelegate {
    var log: [String] = []
    let detail = UIViewController()
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: { [unowned self] in self.detail }) { _ in
            UIMenu(title: "", children: [UIAction(title: "Share") { _ in }])
        }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        animator.preferredCommitStyle = .dismiss
        log.append("commit \(animator.previewViewController === detail ? "with its preview" : "without")")
        animator.addCompletion { [unowned self] in self.log.append("opened, menu \(interaction.presentedMenu == nil ? "closed" : "open")") }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("end")
    }
}

@MainActor
@Suite("Committing a context menu's preview")
struct ContextMenuCommitTests {
    @Test("tapping a rich menu's preview tells the delegate, closes the menu, then runs its completion")
    func commit() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let photo = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(photo)
        let opener = PreviewOpener()
        let interaction = UIContextMenuInteraction(delegate: opener)
        photo.addInteraction(interaction)
        let finger = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 150, y: 150))
        #expect(!interaction.commitPreview(), "no menu is showing")
        try finger.touch(1, .begin, at: CGPoint(x: 150, y: 150))
        finger.advance(by: 0.6)
        #expect(interaction.menuAppearance == .rich)
        #expect(interaction.commitPreview())
        #expect(opener.log == ["commit with its preview", "end", "opened, menu closed"])
    }
}
