import Foundation

// UIKit's system and semantic colours, in their light-mode sRGB values (Apple's Human Interface
// Guidelines, "Color"). PointerKit has no dark mode or accessibility contrast variants: choose a
// colour directly, or register one, to change them.

extension UIColor {
    /// A colour from 0...255 sRGB components.
    private static func rgb255(_ c: (CGFloat, CGFloat, CGFloat), alpha: CGFloat = 1) -> UIColor {
        UIColor(red: c.0 / 255, green: c.1 / 255, blue: c.2 / 255, alpha: alpha)
    }

    /// The system red colour, sRGB (255, 59, 48).
    public class var systemRed: UIColor { rgb255((255, 59, 48)) }
    /// The system orange colour, sRGB (255, 149, 0).
    public class var systemOrange: UIColor { rgb255((255, 149, 0)) }
    /// The system yellow colour, sRGB (255, 204, 0).
    public class var systemYellow: UIColor { rgb255((255, 204, 0)) }
    /// The system green colour, sRGB (52, 199, 89).
    public class var systemGreen: UIColor { rgb255((52, 199, 89)) }
    /// The system mint colour, sRGB (0, 199, 190).
    public class var systemMint: UIColor { rgb255((0, 199, 190)) }
    /// The system teal colour, sRGB (48, 176, 199).
    public class var systemTeal: UIColor { rgb255((48, 176, 199)) }
    /// The system cyan colour, sRGB (50, 173, 230).
    public class var systemCyan: UIColor { rgb255((50, 173, 230)) }
    /// The system blue colour, sRGB (0, 122, 255).
    public class var systemBlue: UIColor { rgb255((0, 122, 255)) }
    /// The system indigo colour, sRGB (88, 86, 214).
    public class var systemIndigo: UIColor { rgb255((88, 86, 214)) }
    /// The system purple colour, sRGB (175, 82, 222).
    public class var systemPurple: UIColor { rgb255((175, 82, 222)) }
    /// The system pink colour, sRGB (255, 45, 85).
    public class var systemPink: UIColor { rgb255((255, 45, 85)) }
    /// The system brown colour, sRGB (162, 132, 94).
    public class var systemBrown: UIColor { rgb255((162, 132, 94)) }
    /// The system grey colour, sRGB (142, 142, 147).
    public class var systemGray: UIColor { rgb255((142, 142, 147)) }
    /// The system grey2 colour, sRGB (174, 174, 178).
    public class var systemGray2: UIColor { rgb255((174, 174, 178)) }
    /// The system grey3 colour, sRGB (199, 199, 204).
    public class var systemGray3: UIColor { rgb255((199, 199, 204)) }
    /// The system grey4 colour, sRGB (209, 209, 214).
    public class var systemGray4: UIColor { rgb255((209, 209, 214)) }
    /// The system grey5 colour, sRGB (229, 229, 234).
    public class var systemGray5: UIColor { rgb255((229, 229, 234)) }
    /// The system grey6 colour, sRGB (242, 242, 247).
    public class var systemGray6: UIColor { rgb255((242, 242, 247)) }
    /// The colour for the primary text colour: sRGB (0, 0, 0).
    public class var label: UIColor { rgb255((0, 0, 0)) }
    /// The colour for secondary text: sRGB (60, 60, 67) at 60 %.
    public class var secondaryLabel: UIColor { rgb255((60, 60, 67), alpha: 0.6) }
    /// The colour for tertiary text: sRGB (60, 60, 67) at 30 %.
    public class var tertiaryLabel: UIColor { rgb255((60, 60, 67), alpha: 0.3) }
    /// The colour for quaternary text: sRGB (60, 60, 67) at 18 %.
    public class var quaternaryLabel: UIColor { rgb255((60, 60, 67), alpha: 0.18) }
    /// The colour for placeholder text: sRGB (60, 60, 67) at 30 %.
    public class var placeholderText: UIColor { rgb255((60, 60, 67), alpha: 0.3) }
    /// The colour for links: sRGB (0, 122, 255).
    public class var link: UIColor { rgb255((0, 122, 255)) }
    /// The colour for thin separators: sRGB (60, 60, 67) at 29 %.
    public class var separator: UIColor { rgb255((60, 60, 67), alpha: 0.29) }
    /// The colour for opaque separators: sRGB (198, 198, 200).
    public class var opaqueSeparator: UIColor { rgb255((198, 198, 200)) }
    /// The colour for the main background: sRGB (255, 255, 255).
    public class var systemBackground: UIColor { rgb255((255, 255, 255)) }
    /// The colour for content above the background: sRGB (242, 242, 247).
    public class var secondarySystemBackground: UIColor { rgb255((242, 242, 247)) }
    /// The colour for content above that: sRGB (255, 255, 255).
    public class var tertiarySystemBackground: UIColor { rgb255((255, 255, 255)) }
    /// The colour for a grouped list's background: sRGB (242, 242, 247).
    public class var systemGroupedBackground: UIColor { rgb255((242, 242, 247)) }
    /// The colour for a grouped list's cells: sRGB (255, 255, 255).
    public class var secondarySystemGroupedBackground: UIColor { rgb255((255, 255, 255)) }
    /// The colour for content in those cells: sRGB (242, 242, 247).
    public class var tertiarySystemGroupedBackground: UIColor { rgb255((242, 242, 247)) }
    /// The colour for thin, small shapes' fill: sRGB (120, 120, 128) at 20 %.
    public class var systemFill: UIColor { rgb255((120, 120, 128), alpha: 0.2) }
    /// The colour for medium shapes' fill: sRGB (120, 120, 128) at 16 %.
    public class var secondarySystemFill: UIColor { rgb255((120, 120, 128), alpha: 0.16) }
    /// The colour for large shapes' fill: sRGB (118, 118, 128) at 12 %.
    public class var tertiarySystemFill: UIColor { rgb255((118, 118, 128), alpha: 0.12) }
    /// The colour for large areas' fill: sRGB (116, 116, 128) at 8 %.
    public class var quaternarySystemFill: UIColor { rgb255((116, 116, 128), alpha: 0.08) }
    /// Black.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Fully transparent.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Grey, 50 % white.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Light grey, 2/3 white.
    public class var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
    /// Dark grey, 1/3 white.
    public class var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
    /// Red: RGB 1, 0, 0.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green: RGB 0, 1, 0.
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue: RGB 0, 0, 1.
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan: RGB 0, 1, 1.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow: RGB 1, 1, 0.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta: RGB 1, 0, 1.
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange: RGB 1, 0.5, 0.
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple: RGB 0.5, 0, 0.5.
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown: RGB 0.6, 0.4, 0.2.
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
}
