import Foundation
import Testing
@testable import PointerUIKit
import PointerEngine
import PointerGeometry
import PointerTesting
import PointerRender

/// `UIButton.Configuration` as iPad apps use it: each test named after what a person sees.
@MainActor
@Suite("Button configurations")
struct ButtonConfigurationTests {
    /// A window with `button` at (50, 50), 160 × 44, and a mouse at (5, 5).
    func board(_ button: UIButton, frame: CGRect = CGRect(x: 50, y: 50, width: 160, height: 44)) -> (UIWindow, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        button.frame = frame
        window.addSubview(button)
        return (window, SimulatedPointer(.mouse, in: window, at: CGPoint(x: 5, y: 5)))
    }

    /// The scene layer filled `color`.
    func layer(filled color: UIColor, in window: UIWindow) -> PointerScene.Layer? {
        window.pointerScene().layers.first { $0.fill == color.sceneColor }
    }

    /// The scene layer drawing `text`.
    func layer(showing text: String, in window: UIWindow) -> PointerScene.Layer? {
        window.pointerScene().layers.first { $0.text?.lines == [text] }
    }

    func configured(_ c: UIButton.Configuration, title: String = "Save") -> UIButton {
        var c = c
        c.title = title
        return UIButton(configuration: c)
    }

    @Test("a filled button draws its title in white on a tinted rounded background")
    func filledLook() throws {
        let button = configured(.filled())
        let (window, _) = board(button)
        let background = try #require(layer(filled: .systemBlue, in: window), "a background in the tint colour")
        #expect(background.frame == Rect(x: 50, y: 50, width: 160, height: 44))
        #expect(background.cornerRadius == 6, "a medium button's dynamic corners")
        let title = try #require(layer(showing: "Save", in: window)?.text)
        #expect(title.runs.allSatisfy { $0.color == UIColor.white.sceneColor })
        #expect(title.fontSize == 17)
    }

    @Test("a plain button draws its title in the tint colour over no background")
    func plainLook() throws {
        let button = configured(.plain())
        let (window, _) = board(button)
        #expect(layer(filled: .systemBlue, in: window) == nil)
        let title = try #require(layer(showing: "Save", in: window)?.text)
        #expect(title.runs.allSatisfy { $0.color == UIColor.systemBlue.sceneColor })
    }

    @Test("a configured button sizes to its image, padding, title and insets")
    func intrinsicSize() throws {
        var c = UIButton.Configuration.gray()
        c.title = "Share"
        let button = UIButton(configuration: c)
        let title = try #require(button.titleLabel).intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        c.image = UIImage(systemName: "square.and.arrow.up")
        c.imagePadding = 8
        button.configuration = c
        let image = try #require(c.image).size
        #expect(button.intrinsicContentSize.width == image.width + 8 + title.width + 24)
        c.buttonSize = .large
        button.configuration = c
        #expect(button.intrinsicContentSize.height == max(image.height, button.titleLabel!.intrinsicContentSize.height) + 28)
    }

    @Test("an image placed at the top sits above the title; at the trailing edge, after it")
    func imagePlacement() throws {
        var c = UIButton.Configuration.plain()
        c.title = "Photos"
        c.image = UIImage(systemName: "square.and.arrow.up")
        c.imagePlacement = .top
        c.imagePadding = 6
        let button = UIButton(configuration: c)
        _ = board(button, frame: CGRect(x: 0, y: 0, width: 160, height: 90))
        let image = try #require(button.imageView).frame, title = try #require(button.titleLabel).frame
        #expect(image.maxY + 6 == title.minY && abs(image.midX - 80) < 0.5)
        c.imagePlacement = .trailing
        button.configuration = c
        #expect(button.imageView!.frame.minX == button.titleLabel!.frame.maxX + 6)
    }

    @Test("a subtitle sits below the title, titlePadding apart")
    func subtitle() throws {
        var c = UIButton.Configuration.tinted()
        c.title = "Download"
        c.subtitle = "12 MB"
        c.titlePadding = 4
        let button = UIButton(configuration: c)
        let (window, _) = board(button, frame: CGRect(x: 0, y: 0, width: 200, height: 70))
        let title = try #require(layer(showing: "Download", in: window)), sub = try #require(layer(showing: "12 MB", in: window))
        #expect(sub.frame.origin.y == title.frame.origin.y + title.frame.size.height + 4)
        #expect(sub.text?.fontSize == 15)
    }

    @Test("pressing a configured button re-runs its update handler with isHighlighted")
    func handlerOnPress() throws {
        let button = configured(.filled())
        var seen: [Bool] = []
        button.configurationUpdateHandler = { seen.append($0.isHighlighted) }
        let (_, mouse) = board(button)
        seen.removeAll()
        try mouse.move(to: CGPoint(x: 100, y: 70))
        try mouse.press()
        try mouse.release()
        #expect(seen == [true, false])
    }

    @Test("a configuration set by the update handler is what the pressed button draws")
    func handlerSetsConfiguration() throws {
        let button = configured(.filled())
        button.configurationUpdateHandler = { button in
            button.configuration?.baseBackgroundColor = button.isHighlighted ? .systemRed : .systemGreen
        }
        let (window, mouse) = board(button)
        #expect(layer(filled: .systemGreen, in: window) != nil)
        try mouse.move(to: CGPoint(x: 100, y: 70))
        try mouse.press()
        let pressed = UIColor.systemRed.withAlphaComponent(0.8)
        #expect(layer(filled: pressed, in: window) != nil, "red, at the pressed look's 80 %")
        try mouse.release()
        #expect(layer(filled: .systemGreen, in: window) != nil)
    }

    @Test("updateConfiguration() is overridable and runs before the handler")
    func overriddenUpdate() {
        final class Toggle: UIButton {
            var log: [String] = []
            override func updateConfiguration() { log.append("update \(isSelected)") }
        }
        let button = Toggle(frame: .zero)
        button.configurationUpdateHandler = { ($0 as? Toggle)?.log.append("handler") }
        button.log.removeAll()
        button.isSelected = true
        #expect(button.log == ["update true", "handler"])
    }

    @Test("a disabled filled button turns grey; a selected plain one takes the filled look")
    func disabledAndSelected() throws {
        let button = configured(.filled())
        let (window, _) = board(button)
        button.isEnabled = false
        #expect(layer(filled: .systemGray5, in: window) != nil)
        #expect(try #require(layer(showing: "Save", in: window)?.text).runs.allSatisfy { $0.color == UIColor.systemGray.sceneColor })
        let toggle = configured(.plain(), title: "Bold")
        let (other, _) = board(toggle)
        toggle.isSelected = true
        #expect(layer(filled: .systemBlue, in: other) != nil)
        #expect(try #require(layer(showing: "Bold", in: other)?.text).runs.allSatisfy { $0.color == UIColor.white.sceneColor })
    }

    @Test("a capsule button's corners are half its height, and the pointer's shape follows them")
    func capsule() throws {
        var c = UIButton.Configuration.filled()
        c.title = "Follow"
        c.cornerStyle = .capsule
        let button = UIButton(configuration: c)
        let (window, mouse) = board(button)
        #expect(try #require(layer(filled: .systemBlue, in: window)).cornerRadius == 22)
        var radii: [CGFloat] = []
        button.pointerStyleProvider = { _, effect, shape in
            if case .roundedRect(_, let radius) = shape { radii.append(radius) }
            return UIPointerStyle(effect: .lift(effect.preview))
        }
        try mouse.move(to: CGPoint(x: 100, y: 70))
        #expect(radii == [22] && mouse.effect == .lift)
    }

    @Test("hovering a configured button with the pointer highlights it and re-runs its handler with isHovered")
    func hover() throws {
        let button = configured(.gray())
        button.isPointerInteractionEnabled = true
        var seen: [Bool] = []
        button.configurationUpdateHandler = { seen.append($0.isHovered) }
        let (_, mouse) = board(button)
        seen.removeAll()
        try mouse.move(to: CGPoint(x: 100, y: 70))
        #expect(button.isHovered && seen == [true])
        #expect(mouse.effect == .highlight, "the system pointer effect still works")
        try mouse.move(to: CGPoint(x: 104, y: 72))
        #expect(seen == [true], "moves inside the button update nothing")
        try mouse.move(to: CGPoint(x: 300, y: 250))
        #expect(!button.isHovered && seen == [true, false])
    }

    @Test("an attributed title draws in its own font and colour; a transformer changes the rest")
    func attributedTitle() throws {
        var c = UIButton.Configuration.plain()
        var title = AttributedString("Big")
        title.font = .systemFont(ofSize: 24)
        title.foregroundColor = .systemRed
        c.attributedTitle = title
        c.subtitle = "small"
        c.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = .systemFont(ofSize: 9)
            return outgoing
        }
        let button = UIButton(configuration: c)
        let (window, _) = board(button, frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let big = try #require(layer(showing: "Big", in: window)?.text)
        #expect(big.fontSize == 24 && big.runs.allSatisfy { $0.color == UIColor.systemRed.sceneColor })
        #expect(try #require(layer(showing: "small", in: window)?.text).fontSize == 9)
        #expect(c.title == "Big")
    }

    @Test("setting the configuration to nil gives the button back its classic title and no background")
    func configurationRemoved() throws {
        let button = UIButton(type: .system)
        button.setTitle("Classic", for: .normal)
        let (window, _) = board(button)
        var c = UIButton.Configuration.filled()
        c.title = "Configured"
        button.configuration = c
        #expect(layer(showing: "Configured", in: window) != nil && layer(filled: .systemBlue, in: window) != nil)
        button.configuration = nil
        #expect(layer(filled: .systemBlue, in: window) == nil)
        let title = try #require(layer(showing: "Classic", in: window)?.text)
        #expect(title.fontSize == 15 && title.runs.allSatisfy { $0.color == UIColor.systemBlue.sceneColor })
        #expect(button.intrinsicContentSize.height == 30, "the classic size again")
    }
}
