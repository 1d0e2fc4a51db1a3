// The example of PointerTesting's article "Testing pointer code"
// (Sources/PointerTesting/PointerTesting.docc/TestingPointerCode.md), which shows this file
// from its first import: DocumentationTests checks that the two stay the same.
import Testing
import PointerUIKit
import PointerTesting

@Test("hover ends when the pointer leaves the view's bounds")
@MainActor func hoverEnds() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
    window.addSubview(card)
    var states: [UIGestureRecognizer.State] = []
    card.addGestureRecognizer(UIHoverGestureRecognizer { states.append($0.state) })

    let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 10, y: 10))
    try mouse.move(to: CGPoint(x: 150, y: 150))      // enters: began
    try mouse.move(by: CGVector(dx: 10, dy: 0))      // inside: changed
    try mouse.move(to: CGPoint(x: 350, y: 150))      // leaves: ended
    #expect(states == [.began, .changed, .ended])
    #expect(mouse.hoveredViews.first === window)
}
