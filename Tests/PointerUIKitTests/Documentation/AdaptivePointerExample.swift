// The example of PointerUIKit's article "The adaptive pointer"
// (Sources/PointerUIKit/PointerUIKit.docc/TheAdaptivePointer.md), which shows this test's
// body: DocumentationTests checks that the two stay the same.
import Testing
import PointerUIKit
import PointerTesting
import PointerDemoScenes

@Test("the Quilt Simulator's ruler button highlights under the pointer")
@MainActor func quiltRulerHighlights() throws {
    let quilt = QuiltSimulator()                       // module PointerDemoScenes
    let mouse = SimulatedPointer(.mouse, in: quilt.window)
    try mouse.move(to: CGPoint(x: 600, y: 440))        // over the ruler button
    mouse.settle()                                     // let the springs finish
    #expect(mouse.effect == .highlight)
    #expect(mouse.pointerFrame != nil && mouse.svg.contains("<svg"))
}
