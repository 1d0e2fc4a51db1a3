import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@Suite("Controls with built-in pointer behaviour") @MainActor
struct ControlPointerTests {
    @Test("a segmented control's highlight slides from segment to segment, separators hidden while inside")
    func segmentedSlides() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 50, y: 50, width: 300, height: 32)
        window.addSubview(control)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 5, y: 5))
        try mouse.move(to: CGPoint(x: 90, y: 60))
        mouse.settle()
        #expect(mouse.effect == .highlight && mouse.region?.identifier == AnyHashable(0))
        #expect(mouse.pointerFrame?.isClose(to: CGRect(x: 52, y: 52, width: 96, height: 28), tolerance: 1) == true, "the first segment, give or take its parallax")
        #expect(control.separators.allSatisfy { $0.alpha == 0 })
        try mouse.move(to: CGPoint(x: 210, y: 60))
        #expect(mouse.effect == .highlight && mouse.region?.identifier == AnyHashable(1))
        #expect(control.separators.allSatisfy { $0.alpha == 0 }, "still hidden between segments")
        mouse.settle()
        #expect(mouse.pointerFrame?.isClose(to: CGRect(x: 152, y: 52, width: 96, height: 28), tolerance: 1) == true, "slid to the second")
        try mouse.move(to: CGPoint(x: 210, y: 150))
        #expect(mouse.effect == .none && control.separators.allSatisfy { $0.alpha == 1 })
        try mouse.move(to: CGPoint(x: 300, y: 60))
        try mouse.click()
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test("title and system bar button items highlight automatically; a custom view gets nothing")
    func barButtonItems() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        var tapped = 0
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        toolbar.items = [UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in tapped += 1 }), .flexibleSpace(),
                         UIBarButtonItem(customView: custom), UIBarButtonItem(systemItem: .add)]
        window.addSubview(toolbar)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 200, y: 150))
        try mouse.move(to: CGPoint(x: 30, y: 22))
        #expect(mouse.effect == .highlight)
        try mouse.click()
        #expect(tapped == 1)
        try mouse.move(to: CGPoint(x: custom.frame.midX, y: 22))
        #expect(mouse.effect == .none && mouse.hoveredView === custom)
        try mouse.move(to: CGPoint(x: 375, y: 22))
        #expect(mouse.effect == .highlight)
    }

    @Test("a font's line height sizes a text beam to its line")
    func fontLineHeight() throws {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(abs(font.lineHeight - 20 * 2355 / 2048) < 1e-9, "Liberation Sans: ascender + descender + line gap")
        #expect(UIFont(name: "Menlo", size: -3) == nil)
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 17)
    }
}
