import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@Suite("Hover") @MainActor
struct HoverTests {
    @Test("hover begins when the pointer enters the view's bounds, changes inside, ends when it leaves")
    func lifecycle() throws {
        let s = Scene()
        _ = HoverProbe("card", on: s.card, log: s.log)
        try s.mouse.move(to: CGPoint(x: 50, y: 50))
        #expect(s.log.take() == [])
        try s.mouse.move(to: CGPoint(x: 120, y: 150))
        #expect(s.log.take() == ["card began"])
        try s.mouse.move(to: CGPoint(x: 250, y: 150))
        #expect(s.log.take() == ["card changed"])
        try s.mouse.move(to: CGPoint(x: 299.5, y: 199.5))
        #expect(s.log.take() == ["card changed"])
        try s.mouse.move(to: CGPoint(x: 300, y: 150))
        #expect(s.log.take() == ["card ended"])
    }

    @Test("the seed's video controls show while the pointer is over the video")
    func seedVideoControls() throws {
        final class VideoViewController: UIViewController {
            var showsPlaybackControls = false
            lazy var controlsHover = UIHoverGestureRecognizer(target: self, action: VideoViewController.handleHover)
            override func viewDidLoad() { view.addGestureRecognizer(controlsHover) }
            func handleHover(_ recognizer: UIHoverGestureRecognizer) {
                switch recognizer.state {
                case .began: showsPlaybackControls = true
                case .ended: showsPlaybackControls = false
                default: break
                }
            }
        }
        let s = Scene()
        let video = VideoViewController()
        video.view.frame = CGRect(x: 0, y: 200, width: 100, height: 100)
        s.window.addSubview(video.view)
        try s.mouse.move(to: CGPoint(x: 50, y: 250))
        #expect(video.showsPlaybackControls)
        try s.mouse.move(to: CGPoint(x: 50, y: 150))
        #expect(!video.showsPlaybackControls)
    }

    @Test("exits come before enters; enters go outer to inner, exits inner to outer")
    func order() throws {
        let s = Scene()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 90))
        s.window.addSubview(other)
        _ = HoverProbe("card", on: s.card, log: s.log)
        _ = HoverProbe("button", on: s.button, log: s.log)
        _ = HoverProbe("other", on: other, log: s.log)
        try s.mouse.move(to: s.buttonCenter)
        #expect(s.log.take() == ["card began", "button began"])
        try s.mouse.move(to: CGPoint(x: 50, y: 50))
        #expect(s.log.take() == ["button ended", "card ended", "other began"])
    }

    @Test("the location of a hover is reported in any view's coordinates")
    func location() throws {
        let s = Scene()
        let probe = HoverProbe("button", on: s.button, log: s.log)
        try s.mouse.move(to: CGPoint(x: 120, y: 115))
        #expect(probe.recognizer.location(in: s.button) == CGPoint(x: 10, y: 5))
        #expect(probe.recognizer.location(in: nil) == CGPoint(x: 120, y: 115))
    }

    @Test("hover is paused while a button is held and resumes where the pointer is on release")
    func pausedWhilePressed() throws {
        let s = Scene()
        _ = HoverProbe("card", on: s.card, log: s.log)
        _ = HoverProbe("button", on: s.button, log: s.log)
        try s.mouse.move(to: CGPoint(x: 200, y: 180))
        #expect(s.log.take() == ["card began"])
        try s.mouse.press()
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.move(to: CGPoint(x: 350, y: 50))
        #expect(s.log.take().filter { !$0.contains("touches") } == [], "no hover while the button is held")
        try s.mouse.release()
        #expect(s.log.take().filter { !$0.contains("touches") } == ["card ended"])
    }

    @Test("a drag that enters a view does not begin its hover until the button is released")
    func noBeginWhilePressed() throws {
        let s = Scene()
        _ = HoverProbe("card", on: s.card, log: s.log)
        try s.mouse.press()
        try s.mouse.move(to: CGPoint(x: 200, y: 150))
        #expect(s.log.take() == [])
        try s.mouse.release()
        #expect(s.log.take().filter { !$0.contains("touches") } == ["card began"])
    }

    @Test("a view that moves under a still pointer starts hovering on the next frame")
    func viewMovesUnderPointer() throws {
        let s = Scene()
        _ = HoverProbe("card", on: s.card, log: s.log)
        try s.mouse.move(to: CGPoint(x: 50, y: 50))
        s.card.center = CGPoint(x: 50, y: 50)
        #expect(s.log.take() == [], "nothing happens until a frame runs")
        s.mouse.frame()
        #expect(s.log.take() == ["card began"])
        s.card.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        s.mouse.advance(by: 1.0 / 120)
        #expect(s.log.take() == [], "the pointer is still inside the scaled-down card's centre")
        s.card.transform = CGAffineTransform(translationX: 300, y: 0)
        s.mouse.advance(by: 1.0 / 120)
        #expect(s.log.take() == ["card ended"])
    }

    @Test("a view that appears under a still pointer starts hovering, and hiding it ends the hover")
    func appearAndHide() throws {
        let s = Scene()
        try s.mouse.move(to: CGPoint(x: 30, y: 30))
        let popup = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        _ = HoverProbe("popup", on: popup, log: s.log)
        s.window.addSubview(popup)
        s.mouse.frame()
        #expect(s.log.take() == ["popup began"])
        popup.isHidden = true
        s.mouse.frame()
        #expect(s.log.take() == ["popup ended"])
    }

    @Test("a view removed from under the pointer ends its hover")
    func removedViewEndsHover() throws {
        let s = Scene()
        let probe = HoverProbe("button", on: s.button, log: s.log)
        try s.mouse.move(to: s.buttonCenter)
        #expect(s.log.take() == ["button began"])
        s.button.removeFromSuperview()
        s.mouse.frame()
        #expect(s.log.take() == ["button ended"])
        #expect(probe.recognizer.state == .possible)
        #expect(s.mouse.hoveredView === s.card)
    }

    @Test("hover ends when the pointer leaves the window and begins again when it comes back")
    func leaveWindow() throws {
        let s = Scene()
        _ = HoverProbe("card", on: s.card, log: s.log)
        try s.mouse.move(to: CGPoint(x: 200, y: 150))
        try s.mouse.leave()
        #expect(s.log.take() == ["card began", "card ended"])
        #expect(s.mouse.hoveredViews.isEmpty)
        try s.mouse.enter()
        #expect(s.log.take() == ["card began"])
    }

    @Test("inside its action a hover recognizer sees the modifier keys of this very event, as the seed's chapter controls need")
    func modifiersInsideAction() throws {
        let s = Scene()
        var showChapterControls: [Bool] = []
        s.card.addGestureRecognizer(UIHoverGestureRecognizer { recognizer in
            showChapterControls.append(recognizer.modifierFlags.contains(.alternate))
        })
        try s.mouse.move(to: CGPoint(x: 200, y: 150))
        try s.mouse.hold([.alternate])
        try s.mouse.move(by: CGVector(dx: 1, dy: 0))
        try s.mouse.hold([])
        try s.mouse.move(by: CGVector(dx: 1, dy: 0))
        #expect(showChapterControls == [false, true, false])
    }

    @Test("a hover recognizer sees the modifier keys held, as the seed's chapter controls do")
    func modifiers() throws {
        let s = Scene()
        let probe = HoverProbe("card", on: s.card, log: s.log)
        try s.mouse.hold([.alternate])
        try s.mouse.move(to: CGPoint(x: 200, y: 150))
        #expect(probe.recognizer.modifierFlags.contains(.alternate))
        try s.mouse.hold([])
        try s.mouse.move(by: CGVector(dx: 1, dy: 0))
        #expect(!probe.recognizer.modifierFlags.contains(.alternate))
    }

    @Test("the seed's closed-caption hover only follows the pointer while Option is held")
    func delegateGatesOnOption() throws {
        final class Controller: NSObject, UIGestureRecognizerDelegate {
            var closedCaptionHover: UIHoverGestureRecognizer!
            var captions = false
            func handleClosedCaptionHover(_ r: UIHoverGestureRecognizer) { captions = r.state == .began || r.state == .changed }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
                if gestureRecognizer == self.closedCaptionHover { return event.modifierFlags.contains(.alternate) }
                return true
            }
        }
        let s = Scene()
        let c = Controller()
        c.closedCaptionHover = UIHoverGestureRecognizer(target: c, action: Controller.handleClosedCaptionHover)
        c.closedCaptionHover.delegate = c
        s.card.addGestureRecognizer(c.closedCaptionHover)
        try s.mouse.move(to: CGPoint(x: 200, y: 150))
        #expect(!c.captions)
        try s.mouse.hold([.alternate])
        try s.mouse.move(by: CGVector(dx: 2, dy: 0))
        #expect(c.captions)
        try s.mouse.move(to: CGPoint(x: 20, y: 20))
        #expect(!c.captions, "leaving the view ends the hover even with Option held")
    }
}
