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
        return UIContextMenuConfiguration(identifier: "photo") { ["Copy", "Share"] }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration) {
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
        #expect(menu.presentedConfiguration?.actionProvider?() == ["Copy", "Share"])
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
