// Session 10093's code samples ("Build for the iPadOS pointer"), ported by the porting rules
// only (PointerUIKit's article "Porting iPad code",
// Sources/PointerUIKit/PointerUIKit.docc/PortingIPadCode.md); each sits in the smallest class that gives it the names it uses (myButton, myView,
// myFont, separatorView). The statements themselves are the seed's, comments included.
import Foundation
import Testing
import PointerUIKit
import PointerTesting

// MARK: Enable the button's built-in pointer interaction, and customise its effect

final class LiftingButtonController {
    let myButton = UIButton(frame: CGRect(x: 40, y: 40, width: 120, height: 44))

    func configure() {
        // Enable the button's built-in pointer interaction.
        myButton.isPointerInteractionEnabled = true

        // Customize the default interaction effect.
        myButton.pointerStyleProvider = { button, proposedEffect, proposedShape -> UIPointerStyle? in
            // In this example, we'll switch to using the .lift effect by creating a new
            // UIPointerEffect with the .lift type using the proposedEffect's preview.
            return UIPointerStyle(effect: .lift(proposedEffect.preview), shape: proposedShape)
        }
    }
}

// MARK: A highlight with generous padding, and a vertical beam

final class PaddedHighlight: NSObject, UIPointerInteractionDelegate {
    let myView = UIView(frame: CGRect(x: 100, y: 100, width: 60, height: 30))

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        // Create a UIPointerStyle that applies the .highlight effect.
        // Outset the view's frame so the pointer shape has some generous padding around the view's contents.
        // Note that this frame must be in the provided UITargetedPreview's container's coordinate space.
        // In the majority of cases (where the preview doesn't have a custom container), this is just the view's superview.
        let rect = myView.frame.insetBy(dx: -8.0, dy: -4.0)
        let preview = UITargetedPreview(view: myView)
        return UIPointerStyle(effect: .highlight(preview), shape: .roundedRect(rect))
    }
}

final class TextBeam: NSObject, UIPointerInteractionDelegate {
    let myFont = UIFont.systemFont(ofSize: 24)

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        // Create a UIPointerStyle that changes the pointer into a vertical beam.
        let beamLength = myFont.lineHeight
        return UIPointerStyle(shape: .verticalBeam(length: beamLength), constrainedAxes: .vertical)
    }
}

// MARK: Fade a separator while the pointer is in a region

final class SeparatorFader: NSObject, UIPointerInteractionDelegate {
    let separatorView = UIView(frame: CGRect(x: 0, y: 99, width: 300, height: 1))

    func pointerInteraction(_ interaction: UIPointerInteraction,
                            willEnter region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating) {
        // Fade out separator when entering region.
        animator.addAnimations {
            self.separatorView.alpha = 0.0
        }
    }

    func pointerInteraction(_ interaction: UIPointerInteraction,
                            willExit region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating) {
        // Fade separator back in when exiting region.
        animator.addAnimations {
            self.separatorView.alpha = 1.0
        }
    }
}

@Suite("Session 10093's code runs as written") @MainActor
struct SeedCode10093Tests {
    @Test("the button's provider turns its highlight into a lift in the proposed shape")
    func liftingButton() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let controller = LiftingButtonController()
        controller.configure()
        window.addSubview(controller.myButton)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 250, y: 150))
        try mouse.move(to: CGPoint(x: 100, y: 62))
        mouse.settle()
        #expect(mouse.effect == .lift)
    }

    @Test("the padded highlight draws its platter 8 pt wider and 4 pt taller on each side than the view")
    func paddedHighlight() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let delegate = PaddedHighlight()
        window.addSubview(delegate.myView)
        delegate.myView.addInteraction(UIPointerInteraction(delegate: delegate))
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 250, y: 180))
        try mouse.move(to: CGPoint(x: 130, y: 115))
        mouse.settle()
        #expect(mouse.effect == .highlight)
        let platter = try #require(mouse.pointerFrame)
        #expect(abs(platter.minX - 92) < 0.5 && abs(platter.width - 76) < 0.5)
        #expect(abs(platter.minY - 96) < 0.5 && abs(platter.height - 38) < 0.5)
    }

    @Test("over text the pointer becomes a beam one line of the font tall")
    func beam() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let text = UIView(frame: CGRect(x: 20, y: 20, width: 260, height: 100))
        let delegate = TextBeam()
        text.addInteraction(UIPointerInteraction(delegate: delegate))
        window.addSubview(text)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 250, y: 180))
        try mouse.move(to: CGPoint(x: 100, y: 60))
        mouse.settle()
        let beam = try #require(mouse.pointerFrame)
        #expect(abs(beam.height - delegate.myFont.lineHeight) < 0.5 && beam.width < 5)
    }

    @Test("the separator fades out while the pointer is in the region and back in when it leaves")
    func separator() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let fader = SeparatorFader()
        let cell = UIView(frame: CGRect(x: 0, y: 50, width: 300, height: 49))
        cell.addInteraction(UIPointerInteraction(delegate: fader))
        window.addSubview(cell)
        window.addSubview(fader.separatorView)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 150, y: 10))
        try mouse.move(to: CGPoint(x: 150, y: 70))
        mouse.settle()
        #expect(fader.separatorView.alpha == 0)
        try mouse.move(to: CGPoint(x: 150, y: 170))
        mouse.settle()
        #expect(fader.separatorView.alpha == 1)
    }
}
