import Foundation
import Testing
@testable import PointerUIKit
import PointerEngine
import PointerTesting

/// The one table through which the pointer engine's handles name views, interactions and
/// recognizers: it holds none of them, and a handle never names a different object.
@Suite("Host objects table") @MainActor
struct HostObjectsTests {
    @Test("a handle names its view, interaction or recognizer, and only with the right kind")
    func namesItsObject() {
        let view = UIView()
        let interaction = UIPointerInteraction(delegate: nil)
        let recognizer = UIHoverGestureRecognizer()
        #expect(HostObjects.view(view.pointerHandle) === view)
        #expect(HostObjects.interaction(interaction.pointerHandle) === interaction)
        #expect(HostObjects.recognizer(recognizer.pointerHandle) === recognizer)
        #expect(HostObjects.view(interaction.pointerHandle) == nil && HostObjects.recognizer(view.pointerHandle) == nil)
    }

    @Test("the table keeps nothing alive: objects the app lets go of are freed and forgotten")
    func holdsNothing() {
        let before = HostObjects.count
        weak var view: UIView?
        weak var interaction: UIPointerInteraction?
        weak var recognizer: UIGestureRecognizer?
        do {
            let v = UIView(), i = UIPointerInteraction(delegate: nil), r = UIPanGestureRecognizer()
            v.addInteraction(i); v.addGestureRecognizer(r)
            view = v; interaction = i; recognizer = r
            #expect(HostObjects.count == before + 3)
        }
        #expect(view == nil && interaction == nil && recognizer == nil)
        #expect(HostObjects.count == before)
    }

    @Test("a handle that outlived its view names nothing, even once a new view has taken its slot")
    func staleHandleNamesNothing() {
        var old: UIView? = UIView()
        let stale = old!.pointerHandle
        old = nil
        #expect(HostObjects.view(stale) == nil)
        let next = UIView()
        #expect(next.pointerHandle.rawValue & 0xFFFF_FFFF == stale.rawValue & 0xFFFF_FFFF, "the slot is taken again")
        #expect(next.pointerHandle != stale)
        #expect(HostObjects.view(stale) == nil, "the old generation does not name the new view")
        #expect(HostObjects.view(next.pointerHandle) === next)
    }

    @Test("a handle the table never gave names nothing")
    func unknownHandle() {
        #expect(HostObjects.view(HostHandle(UInt.max)) == nil)
        #expect(HostObjects.recognizer(HostHandle(0)) == nil)
    }

    @Test("the view the pointer lifted is not kept by the pointer once the app removes it and lets go of it")
    func effectViewIsNotKept() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 1, y: 1))
        weak var lifted: UIView?
        do {
            let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
            button.isPointerInteractionEnabled = true
            window.addSubview(button)
            lifted = button
        }
        try mouse.move(to: CGPoint(x: 50, y: 30))
        mouse.advance(by: 0.05)
        #expect(window.pointer.effectView === lifted, "the springs act on the button")
        lifted?.removeFromSuperview()
        #expect(lifted == nil)
        mouse.advance(by: 0.5)
        #expect(window.pointer.effectView == nil)
    }
}
