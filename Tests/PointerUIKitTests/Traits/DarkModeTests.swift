import Foundation
import Testing
import PointerEngine
@testable import PointerUIKit
import PointerRender

/// A window showing a screen as apps build it: a `systemBackground` root view with a `label`
/// coloured label.
@MainActor private func themedScreen() -> (UIWindow, UIView, UILabel) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let root = UIView(frame: window.bounds)
    root.backgroundColor = .systemBackground
    root.accessibilityIdentifier = "root"
    let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
    label.text = "다크 모드 Dark"
    label.textColor = .label
    label.accessibilityIdentifier = "label"
    root.addSubview(label)
    window.addSubview(root)
    return (window, root, label)
}

@MainActor private func layer(_ scene: PointerScene, _ name: String) -> PointerScene.Layer? {
    scene.layers.first { $0.name == name }
}

@MainActor
@Suite("Dark mode: system colours resolved per appearance")
struct DarkModeTests {
    @Test("system colours have Apple's dark values in the dark appearance and their light ones in the light")
    func systemColoursResolve() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        let background = UIColor.systemBackground
        #expect(background.resolvedColor(with: dark).cgColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(background.resolvedColor(with: light).cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.label.resolvedColor(with: dark).cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        let blue = UIColor.systemBlue.resolvedColor(with: dark)
        #expect(abs(blue.red - 10 / 255) < 1e-9 && abs(blue.green - 132 / 255) < 1e-9 && blue.blue == 1)
        #expect(UIColor.secondaryLabel.resolvedColor(with: dark).alpha == 0.6)
        #expect(UIColor.systemGray6.resolvedColor(with: dark).isEqual(UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)))
        #expect(!UIColor.systemGray6.isEqual(UIColor.systemGray6.resolvedColor(with: light)),
                "a dynamic colour is not equal to its light appearance alone")
        #expect(UIColor.systemGray6.isEqual(UIColor.systemGray6), "two reads of a system colour are equal")
        #expect(UIColor.systemBlue === UIColor.systemBlue, "a system colour is one object, read as often as wanted, as UIKit's")
    }

    @Test("a screen drawn in a dark window shows white text on black, and its light colours again when the host turns light")
    func screenFollowsTheHost() {
        let (window, _, _) = themedScreen()
        window.hostUserInterfaceStyle = .dark
        var scene = window.pointerScene()
        #expect(layer(scene, "root")?.fill == PointerScene.Color(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer(scene, "label")?.text?.color == PointerScene.Color(red: 1, green: 1, blue: 1, alpha: 1))
        window.hostUserInterfaceStyle = .light
        scene = window.pointerScene()
        #expect(layer(scene, "root")?.fill == PointerScene.Color(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(layer(scene, "label")?.text?.color == PointerScene.Color(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test("a view that overrides the light appearance keeps its light colours inside a dark window")
    func overrideDrawsLight() {
        let (window, root, _) = themedScreen()
        let card = UIView(frame: CGRect(x: 20, y: 80, width: 100, height: 100))
        card.backgroundColor = .secondarySystemBackground
        card.overrideUserInterfaceStyle = .light
        card.accessibilityIdentifier = "card"
        root.addSubview(card)
        window.hostUserInterfaceStyle = .dark
        let scene = window.pointerScene()
        #expect(layer(scene, "card")?.fill == PointerScene.Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
        #expect(layer(scene, "root")?.fill == PointerScene.Color(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test("a window with no colour of its own draws a black backdrop in the dark appearance, none in the light")
    func backdrop() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(window.pointerScene().layers.isEmpty)
        window.hostUserInterfaceStyle = .dark
        let first = window.pointerScene().layers.first
        #expect(first?.fill == PointerScene.Color(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(first?.frame.width == 300)
    }

    @Test("an app's own dynamic colour follows the appearance, stays dynamic with another opacity, and a CGColor taken from it stays fixed")
    func appDynamicColour() {
        let brand = UIColor { $0.userInterfaceStyle == .dark ? .systemYellow : .systemIndigo }
        let faded = brand.withAlphaComponent(0.5)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(faded.resolvedColor(with: dark).isEqual(UIColor.systemYellow.resolvedColor(with: dark).withAlphaComponent(0.5)))
        let (window, root, _) = themedScreen()
        let chip = UIView(frame: CGRect(x: 10, y: 100, width: 40, height: 40))
        chip.backgroundColor = brand
        chip.accessibilityIdentifier = "chip"
        chip.layer.borderWidth = 2
        chip.layer.borderColor = brand.cgColor  // resolved now, in the light appearance
        root.addSubview(chip)
        window.hostUserInterfaceStyle = .dark
        let scene = window.pointerScene()
        let yellow = UIColor.systemYellow.resolvedColor(with: dark)
        #expect(layer(scene, "chip")?.fill == PointerScene.Color(red: Double(yellow.red), green: Double(yellow.green), blue: Double(yellow.blue), alpha: 1))
        #expect(chip.layer.borderColor == UIColor.systemIndigo.resolvedColor(with: .init(userInterfaceStyle: .light)).cgColor,
                "a CGColor is fixed, as in UIKit: the app updates it on a trait change")
    }

    @Test("a provider that answers with itself is drawn clear with a diagnostic, not a crash")
    func selfReferentialProvider() {
        let marker = mark()
        final class Box { var color: UIColor? }
        let box = Box()
        let looping = UIColor { _ in box.color ?? .red }
        box.color = looping
        let resolved = looping.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(resolved.alpha == 0)
        #expect(notes(since: marker).contains { $0.contains("dynamicProvider") })
    }

    @Test("an archived dynamic colour reads back as its light appearance")
    func archivedDynamicColour() throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: UIColor.label, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data))
        #expect(back.isEqual(UIColor(red: 0, green: 0, blue: 0, alpha: 1)))
    }
}
