import Foundation
import Testing
@testable import PointerUIKit

/// A view that logs its trait changes, as a themed cell does.
@MainActor final class ThemedView: UIView {
    var changes: [UIUserInterfaceStyle] = []
    var currentDuringChange: UIUserInterfaceStyle?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(traitCollection.userInterfaceStyle)
        currentDuringChange = UITraitCollection.current.userInterfaceStyle
    }
}

/// A controller that logs its trait changes.
@MainActor final class ThemedController: UIViewController {
    var previous: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previous.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
    }
}

@MainActor
@Suite("Traits and dark mode")
struct TraitTests {
    @Test("a view in a PointerKit window has an iPad's traits, light by default")
    func padTraits() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = UIView()
        window.addSubview(view)
        let t = view.traitCollection
        #expect(t.userInterfaceIdiom == .pad && t.userInterfaceStyle == .light)
        #expect(t.horizontalSizeClass == .regular && t.verticalSizeClass == .regular && t.displayScale == 2)
        #expect(UIView().traitCollection.userInterfaceStyle == .light, "a view in no window: light")
    }

    @Test("the host turning dark tells every view and controller whose appearance changed, with the traits before")
    func hostGoesDark() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let controller = ThemedController()
        window.rootViewController = controller
        let themed = ThemedView()
        controller.view.addSubview(themed)
        window.hostUserInterfaceStyle = .dark
        #expect(themed.traitCollection.userInterfaceStyle == .dark)
        #expect(themed.changes == [.dark], "told once")
        #expect(themed.currentDuringChange == .dark, "UITraitCollection.current is the new traits while it runs")
        #expect(controller.previous == [.light])
        window.hostUserInterfaceStyle = .dark
        #expect(themed.changes == [.dark], "setting the same appearance tells nobody")
    }

    @Test("an override keeps a subtree in its appearance: the host's change does not reach it")
    func overrides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let panel = UIView(), inside = ThemedView(), outside = ThemedView()
        panel.addSubview(inside)
        window.addSubview(panel)
        window.addSubview(outside)
        panel.overrideUserInterfaceStyle = .light
        window.hostUserInterfaceStyle = .dark
        #expect(inside.traitCollection.userInterfaceStyle == .light && inside.changes.isEmpty)
        #expect(outside.changes == [.dark])
        panel.overrideUserInterfaceStyle = .unspecified
        #expect(inside.changes == [.dark], "lifting the override tells the subtree")
        let controller = ThemedController()
        controller.overrideUserInterfaceStyle = .light
        window.addSubview(controller.view)
        #expect(controller.view.traitCollection.userInterfaceStyle == .light, "a controller's override holds for its view")
    }

    @Test("registerForTraitChanges calls its handler for the traits it names, until unregistered")
    func registrations() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = UIView()
        window.addSubview(view)
        var seen: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
            seen.append((previous.userInterfaceStyle, view.traitCollection.userInterfaceStyle))
        }
        var sizeChanges = 0
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIView, _: UITraitCollection) in sizeChanges += 1 }
        window.hostUserInterfaceStyle = .dark
        #expect(seen.count == 1 && seen[0] == (.light, .dark))
        #expect(sizeChanges == 0, "the size class did not change")
        view.unregisterForTraitChanges(registration)
        window.hostUserInterfaceStyle = .light
        #expect(seen.count == 1)
    }

    @Test("trait collections combine, compare and contain as UIKit's do")
    func values() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let pad = UITraitCollection(userInterfaceIdiom: .pad)
        let both = UITraitCollection(traitsFrom: [pad, dark])
        #expect(both.userInterfaceIdiom == .pad && both.userInterfaceStyle == .dark)
        #expect(both.containsTraits(in: dark) && !dark.containsTraits(in: pad))
        #expect(both.isEqual(UITraitCollection(traitsFrom: [dark, pad])))
        #expect(both.hasDifferentColorAppearance(comparedTo: pad))
        #expect(UITraitCollection(displayScale: .nan).displayScale == 0, "a NaN scale counts as unspecified")
    }
}
