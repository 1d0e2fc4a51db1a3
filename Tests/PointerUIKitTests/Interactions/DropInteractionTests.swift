import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// A drop target that records what it is told and proposes `operation`.
@MainActor final class DropTarget: NSObject, UIDropInteractionDelegate {
    var log: [String] = []
    var operation: UIDropOperation = .copy
    var handles = true
    var received: [Any] = []
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        log.append("canHandle"); return handles
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) { log.append("enter") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        if log.last != "update" { log.append("update") }
        return UIDropProposal(operation: operation)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) { log.append("exit") }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        log.append("perform")
        received = session.items.compactMap(\.localObject)
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) { log.append("conclude") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) { log.append("end") }
}

/// A drag source that records the operation its session ended with.
@MainActor final class SwatchSource: NSObject, UIDragInteractionDelegate {
    var ended: [UIDropOperation] = []
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(localObject: "teal")]
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        ended.append(operation)
    }
}

@MainActor
@Suite("Drop interactions")
struct DropInteractionTests {
    @MainActor final class Board {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 300))
        let swatch = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        let well = UIView(frame: CGRect(x: 300, y: 20, width: 200, height: 200))
        let source = SwatchSource()
        let target = DropTarget()
        let mouse: SimulatedPointer
        init() {
            window.addSubview(swatch)
            window.addSubview(well)
            swatch.addInteraction(UIDragInteraction(delegate: source))
            well.addInteraction(UIDropInteraction(delegate: target))
            mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 60, y: 60))
        }
        func drag(to end: CGPoint) throws {
            try mouse.press()
            try mouse.move(to: end, steps: 8)
            try mouse.release()
        }
    }

    @Test("a drag started by click-and-drag drops on another view's drop interaction")
    func dropsOnTarget() throws {
        let b = Board()
        try b.drag(to: CGPoint(x: 400, y: 120))
        #expect(b.target.log == ["canHandle", "enter", "update", "perform", "conclude", "end"])
        #expect(b.target.received.first as? String == "teal")
        #expect(b.source.ended == [.copy])
    }

    @Test("a drag released over no drop target ends with cancel")
    func dropsNowhere() throws {
        let b = Board()
        try b.drag(to: CGPoint(x: 200, y: 250))
        #expect(b.target.log.isEmpty && b.source.ended == [.cancel])
    }

    @Test("a drag that passes over a target and leaves it enters, exits, then ends without a drop")
    func passesOver() throws {
        let b = Board()
        try b.mouse.press()
        try b.mouse.move(to: CGPoint(x: 400, y: 120), steps: 6)
        try b.mouse.move(to: CGPoint(x: 200, y: 250), steps: 6)
        try b.mouse.release()
        #expect(b.target.log == ["canHandle", "enter", "update", "exit", "end"])
        #expect(b.source.ended == [.cancel])
    }

    @Test("a target proposing cancel or forbidden takes no drop; one that cannot handle the session hears nothing more")
    func declines() throws {
        let b = Board()
        b.target.operation = .forbidden
        try b.drag(to: CGPoint(x: 400, y: 120))
        #expect(b.target.log == ["canHandle", "enter", "update", "exit", "end"] && b.source.ended == [.cancel])
        let c = Board()
        c.target.handles = false
        try c.drag(to: CGPoint(x: 400, y: 120))
        #expect(c.target.log == ["canHandle"] && c.source.ended == [.cancel])
    }

    @Test("a drop delegate with only performDrop accepts nothing: sessionDidUpdate defaults to cancel")
    func defaultsDecline() throws {
        @MainActor final class Minimal: NSObject, UIDropInteractionDelegate {
            var performed = false
            func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) { performed = true }
        }
        let b = Board()
        let minimal = Minimal()
        b.well.interactions = [UIDropInteraction(delegate: minimal)]
        try b.drag(to: CGPoint(x: 400, y: 120))
        #expect(!minimal.performed && b.source.ended == [.cancel])
    }

    @Test("a move proposal moves: the drop is performed and the source hears move")
    func moves() throws {
        let b = Board()
        b.target.operation = .move
        try b.drag(to: CGPoint(x: 400, y: 120))
        #expect(b.target.log.contains("perform") && b.source.ended == [.move])
    }
}
