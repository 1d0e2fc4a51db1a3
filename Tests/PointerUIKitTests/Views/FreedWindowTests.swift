import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// A delegate that gives its view a lift, as the seed's code does: the preview is the view,
/// shown where it is (its container is its superview).
@MainActor private final class Lift: NSObject, UIPointerInteractionDelegate {
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = interaction.view else { return nil }
        return UIPointerStyle(effect: .lift(UITargetedPreview(view: view)))
    }
}

/// A delegate that gives its view a lift, with the preview shown at an explicit target.
@MainActor private final class TargetedLift: NSObject, UIPointerInteractionDelegate {
    let container: UIView
    init(container: UIView) { self.container = container }
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = interaction.view else { return nil }
        let target = UIPreviewTarget(container: container, center: view.center)
        return UIPointerStyle(effect: .lift(UITargetedPreview(view: view, parameters: UIPreviewParameters(), target: target)))
    }
}

/// The pointer keeps no window alive: a window the app lets go of is freed, whatever the
/// pointer was doing in it.
@Suite("Windows the app lets go of are freed") @MainActor
struct FreedWindowTests {
    @Test("a window is freed when the app lets go of it while the pointer lifts one of its views (the preview's container is the window)")
    func liftedSubviewOfTheWindow() throws {
        weak var freedWindow: UIWindow?
        weak var freedView: UIView?
        let delegate = Lift()
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 40))
            view.backgroundColor = .blue
            view.addInteraction(UIPointerInteraction(delegate: delegate))
            window.addSubview(view)
            let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 1, y: 1))
            try mouse.move(to: CGPoint(x: 60, y: 40))
            mouse.advance(by: 0.1)
            #expect(window.currentPointerView === view && window.pointer.effectView === view)
            freedWindow = window; freedView = view
        }
        #expect(freedWindow == nil, "the window is freed")
        #expect(freedView == nil, "and the view the pointer lifted")
    }

    @Test("a window is freed when the app lets go of it while a lift is shown at a target whose container is the window")
    func explicitTargetInTheWindow() throws {
        weak var freedWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 40))
            let delegate = TargetedLift(container: window)
            view.addInteraction(UIPointerInteraction(delegate: delegate))
            window.addSubview(view)
            let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 1, y: 1))
            try mouse.move(to: CGPoint(x: 60, y: 40))
            mouse.advance(by: 0.1)
            #expect(window.currentPointerEffect == .lift)
            freedWindow = window
            withExtendedLifetime(delegate) {}
        }
        #expect(freedWindow == nil, "the window is freed")
    }
}
