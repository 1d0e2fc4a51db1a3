import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// A view that logs the touches its own methods get.
@MainActor final class FingerCounter: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
}

/// A controller with an action, to find by `target(forAction:withSender:)`.
@MainActor final class ShareController: UIViewController {
    var shared = 0
    func share(_ sender: Any?) { shared += 1 }
}

/// A view that overrides `awakeFromNib`, as views ported from storyboards do.
@MainActor final class NibStyledView: UIView {
    var awoken = false
    override func awakeFromNib() { super.awakeFromNib(); awoken = true; backgroundColor = .systemBlue }
}

@MainActor
@Suite("Responders and labels from shipping apps")
struct ResponderAndLabelTests {
    @Test("a second finger on a view without multiple touch reaches only its recognizers; with it, the view's own methods")
    func multipleTouch() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = FingerCounter(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        let fingers = SimulatedPointer(.finger, in: window)
        #expect(!view.isMultipleTouchEnabled, "off by default, as in UIKit")
        try fingers.touch(1, .begin, at: CGPoint(x: 100, y: 100))
        try fingers.touch(2, .begin, at: CGPoint(x: 200, y: 100))
        #expect(view.began == 1, "only the first finger reaches touchesBegan")
        #expect(pinch.numberOfTouches == 2, "the recognizer tracks both fingers")
        try fingers.touch(1, .end, at: CGPoint(x: 100, y: 100))
        try fingers.touch(2, .end, at: CGPoint(x: 200, y: 100))
        view.isMultipleTouchEnabled = true
        try fingers.touch(3, .begin, at: CGPoint(x: 100, y: 100))
        try fingers.touch(4, .begin, at: CGPoint(x: 200, y: 100))
        #expect(view.began == 3, "with multiple touch on, both fingers reach touchesBegan")
    }

    @Test("target(forAction:withSender:) finds the controller up the responder chain that has the action")
    func targetForAction() {
        let controller = ShareController()
        let button = UIButton(type: .system)
        controller.view.addSubview(button)
        let action = Selector(ShareController.share(_:))
        #expect(button.target(forAction: action, withSender: button) as AnyObject? === controller)
        #expect(controller.canPerformAction(action, withSender: nil))
        #expect(!button.canPerformAction(action, withSender: nil))
        #expect(UIView().target(forAction: action, withSender: nil) == nil, "nobody in the chain has it")
    }

    @Test("awakeFromNib is never called by PointerKit, and a port calls it where the nib was loaded")
    func awakeFromNib() {
        let view = NibStyledView(frame: .zero)
        #expect(!view.awoken, "no nibs: PointerKit does not call it")
        view.awakeFromNib()
        #expect(view.awoken && view.backgroundColor == .systemBlue)
    }

    @Test("a text field keeps the input accessory view set on it; a plain responder has none")
    func inputAccessory() {
        let field = UITextField(), bar = UIToolbar()
        field.inputAccessoryView = bar
        #expect(field.inputAccessoryView === bar)
        #expect(UIView().inputAccessoryView == nil)
        let textView = UITextView()
        textView.inputView = bar
        #expect(textView.inputView === bar)
    }

    @Test("setting a label's font to nil gives the 17 pt system font back")
    func nilFont() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 30)
        label.font = nil
        #expect(label.font.pointSize == 17)
    }

    @Test("a one-line label that adjusts its font to its width shrinks a long title to fit, down to its minimum scale")
    func adjustsFontSize() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Episode 412: A very long podcast title"
        label.adjustsFontSizeToFitWidth = true
        let unshrunk = try #require(label.sceneText)
        #expect(unshrunk.fontSize == 17, "minimumScaleFactor 0 means the font's own size, as in UIKit")
        label.minimumScaleFactor = 0.5
        let shrunk = try #require(label.sceneText)
        #expect(shrunk.fontSize == 17 * 0.5, "the title needs more than half: shrunk to the minimum, then truncated")
        #expect(shrunk.lines.first?.hasSuffix("…") == true)
        label.text = "Episode 412 notes"
        let fits = try #require(label.sceneText)
        #expect(fits.fontSize < 17 && fits.fontSize > 8.5, "shrunk just enough to fit: \(fits.fontSize)")
        #expect(fits.lines.first == "Episode 412 notes", "not truncated")
        label.minimumScaleFactor = .nan
        #expect(label.minimumScaleFactor == 0)
    }
}

/// A play button that answers its own context menu, as a podcast player's does.
@MainActor final class SpeedButton: UIButton {
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "Speed", children: [UIAction(title: "1×") { _ in }, UIAction(title: "2×") { _ in }])
        }
    }
}

@MainActor
@Suite("Control menus from shipping apps")
struct ControlMenuTests {
    func board(_ button: UIButton) -> (UIWindow, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        button.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
        window.addSubview(button)
        return (window, SimulatedPointer(.mouse, in: window, at: CGPoint(x: 140, y: 120)))
    }

    @Test("a control that enables its context menu and overrides the delegate method shows that menu on a secondary click")
    func overriddenContextMenu() throws {
        let button = SpeedButton(type: .system)
        #expect(!button.isContextMenuInteractionEnabled && button.contextMenuInteraction == nil)
        button.isContextMenuInteractionEnabled = true
        let (_, mouse) = board(button)
        try mouse.click(2)
        #expect(button.contextMenuInteraction?.presentedMenu?.title == "Speed")
        button.isContextMenuInteractionEnabled = false
        #expect(button.contextMenuInteraction == nil && !button.interactions.contains { $0 is UIContextMenuInteraction })
    }

    @Test("a button with a menu shown as its primary action opens the menu on a click instead of sending its action")
    func menuAsPrimaryAction() throws {
        let button = UIButton(type: .system)
        var played = 0
        button.addAction(UIAction { _ in played += 1 }, for: .touchUpInside)
        button.menu = UIMenu(title: "Sort", children: [UIAction(title: "By date") { _ in }])
        #expect(button.isContextMenuInteractionEnabled, "a menu turns the interaction on")
        let (_, mouse) = board(button)
        try mouse.click()
        #expect(played == 1 && button.contextMenuInteraction?.presentedMenu == nil, "without showsMenuAsPrimaryAction a click acts")
        button.showsMenuAsPrimaryAction = true
        try mouse.click()
        #expect(played == 1, "the click opened the menu instead")
        #expect(button.contextMenuInteraction?.presentedMenu?.title == "Sort")
    }

    @Test("UIApplication.shared.windows lists the connected scenes' windows")
    func applicationWindows() {
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        #expect(UIApplication.shared.windows.contains { $0 === window })
    }
}
