import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

@MainActor final class MenuProvider: NSObject, UIContextMenuInteractionDelegate {
    var asked: [CGPoint] = []
    var displayed = 0
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        asked.append(location)
        return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Copy") { _ in }, UIAction(title: "Share") { _ in }])
        }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        displayed += 1
    }
}

@MainActor final class DragSource: NSObject, UIDragInteractionDelegate {
    var events: [String] = []
    var items = [UIDragItem(localObject: "photo")]
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        events.append("items"); return items
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) { events.append("begin") }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) { events.append("move") }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidEnd session: UIDragSession) { events.append("end") }
}

@Suite("Context menus and drags") @MainActor
struct ContextMenuAndDragTests {
    func board(_ device: PointerInput.DeviceKind) -> (UIView, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let photo = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(photo)
        return (photo, SimulatedPointer(device, in: window, at: CGPoint(x: 120, y: 130)))
    }

    @Test("a secondary click opens the menu at once, on the press, compact, where the pointer is")
    func secondaryClick() throws {
        let (photo, mouse) = board(.mouse)
        let provider = MenuProvider()
        let menu = UIContextMenuInteraction(delegate: provider)
        photo.addInteraction(menu)
        try mouse.press(2)
        #expect(menu.menuAppearance == .compact)
        #expect(provider.asked == [CGPoint(x: 20, y: 30)])
        #expect(menu.presentedMenu?.visibleActions.map(\.title) == ["Copy", "Share"])
        try mouse.release(2)
        menu.dismissMenu()
        #expect(menu.menuAppearance == .unknown && menu.presentedConfiguration == nil)
    }

    @Test("Control+click and a trackpad's two-finger click open it too; a plain click does not")
    func controlClickAndTwoFingerClick() throws {
        let (photo, trackpad) = board(.trackpad)
        let provider = MenuProvider()
        photo.addInteraction(UIContextMenuInteraction(delegate: provider))
        try trackpad.click()
        #expect(provider.displayed == 0)
        try trackpad.click(modifiers: .control)
        #expect(provider.displayed == 1)
        try trackpad.click()   // a click outside the open menu closes it
        try trackpad.twoFingerClick()
        #expect(provider.displayed == 2)
    }

    @Test("a finger opens the menu only after a long press, in the rich appearance")
    func fingerLongPress() throws {
        let (photo, finger) = board(.finger)
        let provider = MenuProvider()
        let menu = UIContextMenuInteraction(delegate: provider)
        photo.addInteraction(menu)
        try finger.tap(at: CGPoint(x: 150, y: 150))
        #expect(provider.displayed == 0)
        try finger.longPress(at: CGPoint(x: 150, y: 150), duration: 0.3)
        #expect(provider.displayed == 0, "0.3 s is too short")
        try finger.longPress(at: CGPoint(x: 150, y: 150), duration: 0.6, lift: false)
        #expect(provider.displayed == 1)
        #expect(menu.menuAppearance == .rich)
    }

    @Test("a click-and-drag starts a drag at once; a click without movement does not")
    func pointerDrag() throws {
        let (photo, mouse) = board(.mouse)
        let source = DragSource()
        let drag = UIDragInteraction(delegate: source)
        photo.addInteraction(drag)
        try mouse.click()
        #expect(source.events.isEmpty)
        try mouse.press()
        try mouse.move(by: CGVector(dx: 5, dy: 0))
        #expect(source.events == ["items", "begin"])
        #expect(drag.activeSession?.location(in: photo) == CGPoint(x: 25, y: 30))
        try mouse.move(by: CGVector(dx: 50, dy: 0))
        try mouse.release()
        #expect(source.events == ["items", "begin", "move", "end"])
        #expect(drag.activeSession == nil)
    }

    @Test("a finger must press for 0.5 s before its drag starts; moving earlier is not a drag")
    func fingerDrag() throws {
        let (photo, finger) = board(.finger)
        let source = DragSource()
        photo.addInteraction(UIDragInteraction(delegate: source))
        try finger.touch(1, .begin, at: CGPoint(x: 150, y: 150))
        try finger.touch(1, .update, at: CGPoint(x: 170, y: 150))
        try finger.touch(1, .end, at: CGPoint(x: 170, y: 150))
        #expect(source.events.isEmpty)
        try finger.touch(1, .begin, at: CGPoint(x: 150, y: 150))
        finger.advance(by: 0.6)
        try finger.touch(1, .update, at: CGPoint(x: 170, y: 150))
        #expect(source.events == ["items", "begin"])
    }

    @Test("no items means no drag")
    func noItems() throws {
        let (photo, mouse) = board(.mouse)
        let source = DragSource()
        source.items = []
        photo.addInteraction(UIDragInteraction(delegate: source))
        try mouse.press()
        try mouse.move(by: CGVector(dx: 20, dy: 0))
        try mouse.release()
        #expect(source.events == ["items"])
    }
}

/// Menus as iPad code builds them: `UIMenu`, `UIAction`, and a context menu's action provider.
@MainActor
@Suite("Menus and actions")
struct MenuTests {
    final class Provider: NSObject, UIContextMenuInteractionDelegate {
        var log: [String] = []
        var sort = UIMenu()
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] suggested in
                let copy = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in self.log.append("copy") }
                let delete = UIAction(title: "Delete", attributes: .destructive) { _ in self.log.append("delete") }
                let locked = UIAction(title: "Lock", attributes: .disabled) { _ in self.log.append("lock") }
                let hidden = UIAction(title: "Secret", attributes: .hidden) { _ in self.log.append("secret") }
                self.sort = UIMenu(title: "Sort", options: .singleSelection, children: [
                    UIAction(title: "Name", state: .on) { _ in self.log.append("name") },
                    UIAction(title: "Date", attributes: .keepsMenuPresented) { _ in self.log.append("date") },
                ])
                return UIMenu(title: "", children: suggested + [copy, self.sort, locked, hidden, delete])
            }
        }
    }

    static func opened() throws -> (UIContextMenuInteraction, Provider) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let photo = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(photo)
        let provider = Provider()
        let interaction = UIContextMenuInteraction(delegate: provider)
        photo.addInteraction(interaction)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 150, y: 150))
        try mouse.press(2)
        try mouse.release(2)
        return (interaction, provider)
    }

    @Test("a secondary click shows the menu the action provider builds, submenus flattened, hidden actions left out")
    func menuShown() throws {
        let (interaction, _) = try Self.opened()
        #expect(interaction.presentedMenu?.visibleActions.map(\.title) == ["Copy", "Name", "Date", "Lock", "Delete"])
        #expect(interaction.presentedMenu?.visibleActions.first?.image?.name == "doc.on.doc")
    }

    @Test("choosing an action runs it and closes the menu; a disabled one does nothing")
    func choose() throws {
        let (interaction, provider) = try Self.opened()
        let actions = try #require(interaction.presentedMenu?.visibleActions)
        #expect(!interaction.choose(actions[3]), "Lock is disabled")
        #expect(provider.log.isEmpty && interaction.presentedMenu != nil)
        #expect(interaction.choose(actions[0]))
        #expect(provider.log == ["copy"] && interaction.presentedMenu == nil)
        #expect(!interaction.choose(actions[4]), "the menu has closed")
    }

    @Test("in a single-selection submenu the chosen action turns on and the others off; keepsMenuPresented keeps it open")
    func singleSelection() throws {
        let (interaction, provider) = try Self.opened()
        let actions = try #require(interaction.presentedMenu?.visibleActions)
        #expect(interaction.choose(actions[2]))
        #expect(provider.log == ["date"] && interaction.presentedMenu != nil)
        let states = provider.sort.children.compactMap { ($0 as? UIAction)?.state }
        #expect(states == [.off, .on])
    }
}
