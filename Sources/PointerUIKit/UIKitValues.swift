import Foundation
import PointerInput

/// The keyboard modifiers held during an event (`UIKeyModifierFlags`, UIKit's raw values).
public typealias UIKeyModifierFlags = PointerInput.ModifierFlags

/// A colour, as far as PointerKit needs one: RGBA components in 0...1.
@preconcurrency @MainActor
open class UIColor: NSObject {
    /// Red, 0...1.
    public let red: CGFloat
    /// Green, 0...1.
    public let green: CGFloat
    /// Blue, 0...1.
    public let blue: CGFloat
    /// Opacity, 0...1.
    public let alpha: CGFloat
    /// Creates a colour from RGBA components (clamped to 0...1; NaN becomes 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
        super.init()
    }
    /// Creates a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    /// Black.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Fully transparent.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// The system blue (#007AFF).
    public class var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
    /// The system grey (#8E8E93).
    public class var systemGray: UIColor { UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1) }
    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Equal when all four components are equal.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        return red == o.red && green == o.green && blue == o.blue && alpha == o.alpha
    }
    /// A hash consistent with `isEqual`.
    public override var hash: Int { [red, green, blue, alpha].hashValue }
}
