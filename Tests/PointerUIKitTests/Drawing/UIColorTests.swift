import Testing
import PointerUIKit

/// UIColor as iPad code uses it, with nothing imported but PointerUIKit: this file would not
/// compile if `import PointerUIKit` did not bring Foundation and the Core Graphics names.
@MainActor
@Suite("UIColor, and what import PointerUIKit brings")
struct UIColorTests {
    @Test("iPad code that imports only PointerUIKit can use Foundation and Core Graphics names")
    func foundationComesAlong() {
        let started = Date()
        let size = CGSize(width: 32, height: 32)
        let frame = CGRect(origin: CGPoint(x: 4, y: 8), size: size)
        let inset: CGFloat = 2
        #expect(frame.insetBy(dx: inset, dy: inset).width == 28)
        #expect(URL(string: "https://example.com")?.host == "example.com")
        #expect(Date().timeIntervalSince(started) >= 0)
        #expect(CGAffineTransform(scaleX: 2, y: 2).a == 2)
    }

    @Test("hue, saturation and brightness give the colour a designer expects, and read back")
    func hsb() {
        let orange = UIColor(hue: 30 / 360, saturation: 1, brightness: 1, alpha: 1)
        #expect(orange.red == 1 && abs(orange.green - 0.5) < 1e-9 && orange.blue == 0)
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.systemPurple.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        let back = UIColor(hue: h, saturation: s, brightness: b, alpha: a)
        #expect(abs(back.red - UIColor.systemPurple.red) < 1e-9 && abs(back.blue - UIColor.systemPurple.blue) < 1e-9)
        #expect(UIColor(hue: .nan, saturation: 2, brightness: -1, alpha: 1) == UIColor(white: 0, alpha: 1), "bad input is clamped")
    }

    @Test("RGB and white components read back through getRed and getWhite")
    func components() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.systemRed.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && abs(g - 59 / 255) < 1e-9 && abs(b - 48 / 255) < 1e-9 && a == 1)
        var w: CGFloat = 0
        #expect(UIColor.darkGray.getWhite(&w, alpha: &a) && abs(w - 1 / 3) < 1e-9)
        #expect(!UIColor.systemBlue.getWhite(&w, alpha: &a), "blue is not a grey")
    }

    @Test("system and semantic colours have UIKit's light-mode values in the light appearance")
    func systemColours() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.systemBlue.resolvedColor(with: light) == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        #expect(UIColor.systemGray6.resolvedColor(with: light) == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
        #expect(UIColor.label.resolvedColor(with: light) == .black && UIColor.systemBackground.resolvedColor(with: light) == .white)
        #expect(UIColor.label != .black, "a dynamic colour is not its light appearance alone, as in UIKit")
        #expect(abs(UIColor.secondaryLabel.alpha - 0.6) < 1e-9)
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1) && UIColor.gray == UIColor(white: 0.5, alpha: 1))
    }

    @Test("a named colour is found once registered, and an unknown name gives nil")
    func named() {
        #expect(UIColor(named: "QuiltThread-\(#line)") == nil)
        UIColor.register(.systemTeal, named: "QuiltThread")
        #expect(UIColor(named: "QuiltThread") == .systemTeal)
    }

    @Test("a colour goes to Core Graphics and back unchanged")
    func cgColor() {
        let color = UIColor(red: 0.3, green: 0.2, blue: 0.8, alpha: 1).withAlphaComponent(0.5)
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(UIColor(cgColor: UIColor.systemIndigo.cgColor) == UIColor.systemIndigo.resolvedColor(with: UITraitCollection.current),
                "a dynamic colour's CGColor is its appearance now")
    }
}
