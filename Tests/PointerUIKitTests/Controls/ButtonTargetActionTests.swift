import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

/// A view controller written as iPad code: target–action with the `Selector` porting rule.
@MainActor final class ActionRecorder: UIViewController {
    var log: [String] = []
    func refresh() { log.append("refresh") }
    func tapped(_ sender: UIButton) { log.append("tapped \(sender.currentTitle ?? "-")") }
    func touched(_ sender: UIControl, forEvent event: UIEvent) { log.append("touched \(event.type)") }
    func down(_ sender: Any) { log.append("down") }
    func recognized(_ recognizer: UITapGestureRecognizer) { log.append("recognized \(recognizer.state)") }
}

@Suite("Buttons and target–action") @MainActor
struct ButtonTargetActionTests {
    /// A window with a 100 × 40 button at (50, 50) and a mouse at (5, 5).
    func board(_ button: UIButton = UIButton(type: .system), device: PointerInput.DeviceKind = .mouse) -> (UIWindow, UIButton, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        window.addSubview(button)
        return (window, button, SimulatedPointer(device, in: window, at: CGPoint(x: 5, y: 5)))
    }

    @Test("a click on a button sends touchDown, then touchUpInside once and the primary action")
    func clickFires() throws {
        let (_, button, mouse) = board()
        let counter = ActionRecorder()
        button.setTitle("Go", for: .normal)
        button.addTarget(counter, action: Selector(ActionRecorder.down), for: .touchDown)
        button.addTarget(counter, action: Selector(ActionRecorder.tapped(_:)), for: .touchUpInside)
        button.addAction(UIAction { action in
            counter.log.append(action.sender as? UIButton === button ? "primary" : "primary without its sender")
        }, for: .primaryActionTriggered)
        try mouse.move(to: CGPoint(x: 100, y: 70))
        try mouse.press()
        #expect(button.isHighlighted && button.isTracking && button.state == .highlighted)
        try mouse.release()
        #expect(counter.log == ["down", "tapped Go", "primary"])
        #expect(!button.isHighlighted && button.state == .normal)
    }

    @Test("a press dragged out of the button and released sends touchUpOutside, not touchUpInside")
    func dragOutDoesNotFire() throws {
        let (_, button, mouse) = board()
        var events: [String] = []
        for (name, event) in [("up inside", UIControl.Event.touchUpInside), ("up outside", .touchUpOutside),
                              ("exit", .touchDragExit), ("enter", .touchDragEnter)] {
            button.addAction(UIAction { _ in events.append(name) }, for: event)
        }
        try mouse.move(to: CGPoint(x: 100, y: 70))
        try mouse.press()
        try mouse.move(to: CGPoint(x: 200, y: 200))
        #expect(!button.isHighlighted, "the highlight follows the pointer out")
        try mouse.move(to: CGPoint(x: 100, y: 70))
        #expect(button.isHighlighted)
        try mouse.move(to: CGPoint(x: 200, y: 200))
        try mouse.release()
        #expect(events == ["exit", "enter", "exit", "up outside"])
    }

    @Test("fingers may stray 70 pt outside the button and still tap it")
    func fingerMargin() throws {
        let (_, button, finger) = board(device: .finger)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        try finger.touch(1, .begin, at: CGPoint(x: 100, y: 70))
        try finger.touch(1, .update, at: CGPoint(x: 100, y: 95))
        try finger.touch(1, .end, at: CGPoint(x: 100, y: 95))
        #expect(taps == 1, "5 pt below the button counts as inside for a finger")
    }

    @Test("an action sent with a nil target goes up the responder chain to the first object of the method's type")
    func responderChain() throws {
        let counter = ActionRecorder()
        let (window, button, mouse) = board()
        counter.view.frame = window.bounds
        window.addSubview(counter.view)
        counter.view.addSubview(button)
        button.addTarget(nil, action: Selector(ActionRecorder.refresh), for: .touchUpInside)
        try mouse.move(to: CGPoint(x: 100, y: 70))
        try mouse.click()
        #expect(counter.log == ["refresh"])
        #expect(button.allTargets.count == 1 && button.allTargets.first?.base is NSNull, "a nil target shows as NSNull")
    }

    @Test("an unbound method works without Selector, as for gesture recognizers")
    func unboundMethod() throws {
        let (_, button, mouse) = board()
        let counter = ActionRecorder()
        button.setTitle("Go", for: .normal)
        button.addTarget(counter, action: ActionRecorder.tapped(_:), for: .touchUpInside)
        button.addTarget(counter, action: ActionRecorder.refresh, for: .touchUpInside)
        try mouse.move(to: CGPoint(x: 100, y: 70))
        try mouse.click()
        #expect(counter.log == ["tapped Go", "refresh"])
    }

    @Test("targets are held weakly; a freed target is dropped without a call")
    func weakTargets() {
        let button = UIButton(type: .custom)
        var counter: ActionRecorder? = ActionRecorder()
        weak let freed = counter
        button.addTarget(counter, action: Selector(ActionRecorder.down), for: .touchUpInside)
        counter = nil
        #expect(freed == nil)
        button.sendActions(for: .touchUpInside)
        #expect(button.allControlEvents == [], "the dead entry was removed")
    }

    @Test("an action method may take the sender and the event; sendActions from code has no event")
    func senderAndEvent() throws {
        let (_, button, mouse) = board()
        let counter = ActionRecorder()
        button.addTarget(counter, action: Selector(ActionRecorder.touched(_:forEvent:)), for: [.touchUpInside, .valueChanged])
        try mouse.move(to: CGPoint(x: 100, y: 70))
        try mouse.click()
        #expect(counter.log == ["touched touches"])
        button.sendActions(for: .valueChanged)
        #expect(counter.log.count == 1)
        button.removeTarget(counter, action: nil, for: .touchUpInside)
        #expect(button.allControlEvents == .valueChanged)
    }

    @Test("a disabled button sends nothing and its touches go to the view behind it")
    func disabled() throws {
        let (window, button, mouse) = board()
        let behind = RecordingView(frame: window.bounds)
        let log = Log()
        behind.log = log
        behind.accessibilityIdentifier = "behind"
        window.insertSubview(behind, at: 0)
        behind.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.isEnabled = false
        #expect(button.state == .disabled)
        try mouse.move(to: CGPoint(x: 100, y: 70))
        try mouse.click()
        #expect(taps == 0 && !button.isHighlighted)
        #expect(log.take() == ["behind touchesBegan", "behind touchesEnded"])
    }

    @Test("a drag on a button inside a scroll view scrolls and cancels the press")
    func scrollCancels() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 400, height: 1000)
        window.addSubview(scroll)
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        scroll.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 100, y: 70))
        try mouse.press()
        try mouse.move(by: CGVector(dx: 0, dy: -30))
        try mouse.release()
        #expect(scroll.contentOffset.y > 0)
        #expect(events == ["cancel"] && !button.isHighlighted)
        try mouse.click()
        #expect(events == ["cancel", "inside"], "a still click in a scroll view still taps")
    }

    @Test("titles, colours and images follow the state, falling back to normal")
    func perStateContent() throws {
        let button = UIButton(type: .system)
        let image = UIImage(name: "star", size: CGSize(width: 10, height: 10))
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.setTitleColor(.systemRed, for: .highlighted)
        button.setImage(image, for: .normal)
        #expect(button.title(for: .normal) == "Play" && button.title(for: .disabled) == "Play")
        #expect(button.currentTitle == "Play" && button.titleLabel?.text == "Play")
        #expect(button.currentTitleColor == .systemBlue, "a system button's default colour")
        button.isSelected = true
        #expect(button.currentTitle == "Pause" && button.titleLabel?.text == "Pause")
        button.isSelected = false
        button.isHighlighted = true
        #expect(button.currentTitleColor == .systemRed && button.titleLabel?.textColor == .systemRed)
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.currentTitleColor == .systemGray)
        #expect(button.image(for: .selected) === image && button.currentImage === image)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
        let icon = try #require(button.imageView?.frame), title = try #require(button.titleLabel?.frame)
        #expect(icon.size == CGSize(width: 10, height: 10) && title.minX == icon.maxX + 4, "the image, then the title")
        #expect(abs((icon.minX + title.maxX) / 2 - 60) < 0.01, "together centred in the button")
        #expect(button.titleLabel?.textAlignment == .center)
        #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
    }

    @Test("button types keep UIKit's raw values and symbols; a primary action gives the title and runs on tap")
    func typesAndPrimaryAction() throws {
        #expect(UIButton.ButtonType.roundedRect == .system && UIButton.ButtonType.close.rawValue == 7)
        #expect(UIButton(type: .close).buttonType == .close && UIButton(type: .close).currentImage?.name == "xmark.circle.fill")
        #expect(UIButton(type: .contactAdd).currentImage?.name == "plus.circle")
        #expect(UIButton(frame: .zero).buttonType == .custom)
        var runs = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Add") { _ in runs += 1 })
        #expect(button.currentTitle == "Add")
        let (_, _, mouse) = board(button)
        try mouse.move(to: CGPoint(x: 100, y: 70))
        try mouse.click()
        #expect(runs == 1)
        button.sendActions(for: .primaryActionTriggered)
        #expect(runs == 2)
        button.removeAction(identifiedBy: button.targetActions[0].uiAction!.identifier, for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(runs == 2)
    }

    @Test("a tap on another segment sends valueChanged once; setting the index in code sends nothing")
    func segmentedValueChanged() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let control = UISegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        window.addSubview(control)
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 150, y: 15))
        try mouse.click()
        mouse.advance(by: 1)
        try mouse.click()
        control.selectedSegmentIndex = 0
        #expect(changes == [1])
    }

    @Test("a gesture recognizer takes UIKit's target and Selector")
    func recognizerSelector() throws {
        let (window, _, mouse) = board()
        let counter = ActionRecorder()
        let view = UIView(frame: CGRect(x: 200, y: 150, width: 100, height: 100))
        window.addSubview(view)
        view.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: Selector(ActionRecorder.recognized)))
        try mouse.move(to: CGPoint(x: 250, y: 200))
        try mouse.click()
        #expect(counter.log == ["recognized ended"])
    }

    @Test("the button's pointer effect is unchanged by target–action")
    func pointerKept() throws {
        let (_, button, mouse) = board(UIButton(type: .system))
        button.isPointerInteractionEnabled = true
        button.addAction(UIAction { _ in }, for: .touchUpInside)
        try mouse.move(to: CGPoint(x: 100, y: 70))
        mouse.settle()
        #expect(mouse.effect != .none)
    }
}
