import Foundation

// UIKit's system and semantic colours, dynamic: their light and dark sRGB values (Apple's Human
// Interface Guidelines, "Color", the iOS values; no increased-contrast variants), resolved for the
// traits of the view that draws them.

extension UIColor {
    /// The system red colour, sRGB (255, 59, 48); dark (255, 69, 58).
    public class var systemRed: UIColor { dynamic((255, 59, 48, 1), dark: (255, 69, 58, 1)) }
    /// The system orange colour, sRGB (255, 149, 0); dark (255, 159, 10).
    public class var systemOrange: UIColor { dynamic((255, 149, 0, 1), dark: (255, 159, 10, 1)) }
    /// The system yellow colour, sRGB (255, 204, 0); dark (255, 214, 10).
    public class var systemYellow: UIColor { dynamic((255, 204, 0, 1), dark: (255, 214, 10, 1)) }
    /// The system green colour, sRGB (52, 199, 89); dark (48, 209, 88).
    public class var systemGreen: UIColor { dynamic((52, 199, 89, 1), dark: (48, 209, 88, 1)) }
    /// The system mint colour, sRGB (0, 199, 190); dark (99, 230, 226).
    public class var systemMint: UIColor { dynamic((0, 199, 190, 1), dark: (99, 230, 226, 1)) }
    /// The system teal colour, sRGB (48, 176, 199); dark (64, 200, 224).
    public class var systemTeal: UIColor { dynamic((48, 176, 199, 1), dark: (64, 200, 224, 1)) }
    /// The system cyan colour, sRGB (50, 173, 230); dark (100, 210, 255).
    public class var systemCyan: UIColor { dynamic((50, 173, 230, 1), dark: (100, 210, 255, 1)) }
    /// The system blue colour, sRGB (0, 122, 255); dark (10, 132, 255).
    public class var systemBlue: UIColor { dynamic((0, 122, 255, 1), dark: (10, 132, 255, 1)) }
    /// The system indigo colour, sRGB (88, 86, 214); dark (94, 92, 230).
    public class var systemIndigo: UIColor { dynamic((88, 86, 214, 1), dark: (94, 92, 230, 1)) }
    /// The system purple colour, sRGB (175, 82, 222); dark (191, 90, 242).
    public class var systemPurple: UIColor { dynamic((175, 82, 222, 1), dark: (191, 90, 242, 1)) }
    /// The system pink colour, sRGB (255, 45, 85); dark (255, 55, 95).
    public class var systemPink: UIColor { dynamic((255, 45, 85, 1), dark: (255, 55, 95, 1)) }
    /// The system brown colour, sRGB (162, 132, 94); dark (172, 142, 104).
    public class var systemBrown: UIColor { dynamic((162, 132, 94, 1), dark: (172, 142, 104, 1)) }
    /// The system grey colour, sRGB (142, 142, 147); dark (142, 142, 147).
    public class var systemGray: UIColor { dynamic((142, 142, 147, 1), dark: (142, 142, 147, 1)) }
    /// The system grey2 colour, sRGB (174, 174, 178); dark (99, 99, 102).
    public class var systemGray2: UIColor { dynamic((174, 174, 178, 1), dark: (99, 99, 102, 1)) }
    /// The system grey3 colour, sRGB (199, 199, 204); dark (72, 72, 74).
    public class var systemGray3: UIColor { dynamic((199, 199, 204, 1), dark: (72, 72, 74, 1)) }
    /// The system grey4 colour, sRGB (209, 209, 214); dark (58, 58, 60).
    public class var systemGray4: UIColor { dynamic((209, 209, 214, 1), dark: (58, 58, 60, 1)) }
    /// The system grey5 colour, sRGB (229, 229, 234); dark (44, 44, 46).
    public class var systemGray5: UIColor { dynamic((229, 229, 234, 1), dark: (44, 44, 46, 1)) }
    /// The system grey6 colour, sRGB (242, 242, 247); dark (28, 28, 30).
    public class var systemGray6: UIColor { dynamic((242, 242, 247, 1), dark: (28, 28, 30, 1)) }
    /// The colour for the primary text colour: sRGB (0, 0, 0); dark (255, 255, 255).
    public class var label: UIColor { dynamic((0, 0, 0, 1), dark: (255, 255, 255, 1)) }
    /// The colour for secondary text: sRGB (60, 60, 67) at 60 %; dark (235, 235, 245) at 60 %.
    public class var secondaryLabel: UIColor { dynamic((60, 60, 67, 0.6), dark: (235, 235, 245, 0.6)) }
    /// The colour for tertiary text: sRGB (60, 60, 67) at 30 %; dark (235, 235, 245) at 30 %.
    public class var tertiaryLabel: UIColor { dynamic((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)) }
    /// The colour for quaternary text: sRGB (60, 60, 67) at 18 %; dark (235, 235, 245) at 16 %.
    public class var quaternaryLabel: UIColor { dynamic((60, 60, 67, 0.18), dark: (235, 235, 245, 0.16)) }
    /// The colour for placeholder text: sRGB (60, 60, 67) at 30 %; dark (235, 235, 245) at 30 %.
    public class var placeholderText: UIColor { dynamic((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)) }
    /// The colour for links: sRGB (0, 122, 255); dark (9, 132, 255).
    public class var link: UIColor { dynamic((0, 122, 255, 1), dark: (9, 132, 255, 1)) }
    /// The colour for thin separators: sRGB (60, 60, 67) at 29 %; dark (84, 84, 88) at 60 %.
    public class var separator: UIColor { dynamic((60, 60, 67, 0.29), dark: (84, 84, 88, 0.6)) }
    /// The colour for opaque separators: sRGB (198, 198, 200); dark (56, 56, 58).
    public class var opaqueSeparator: UIColor { dynamic((198, 198, 200, 1), dark: (56, 56, 58, 1)) }
    /// The colour for the main background: sRGB (255, 255, 255); dark (0, 0, 0).
    public class var systemBackground: UIColor { dynamic((255, 255, 255, 1), dark: (0, 0, 0, 1)) }
    /// The colour for content above the background: sRGB (242, 242, 247); dark (28, 28, 30).
    public class var secondarySystemBackground: UIColor { dynamic((242, 242, 247, 1), dark: (28, 28, 30, 1)) }
    /// The colour for content above that: sRGB (255, 255, 255); dark (44, 44, 46).
    public class var tertiarySystemBackground: UIColor { dynamic((255, 255, 255, 1), dark: (44, 44, 46, 1)) }
    /// The colour for a grouped list's background: sRGB (242, 242, 247); dark (0, 0, 0).
    public class var systemGroupedBackground: UIColor { dynamic((242, 242, 247, 1), dark: (0, 0, 0, 1)) }
    /// The colour for a grouped list's cells: sRGB (255, 255, 255); dark (28, 28, 30).
    public class var secondarySystemGroupedBackground: UIColor { dynamic((255, 255, 255, 1), dark: (28, 28, 30, 1)) }
    /// The colour for content in those cells: sRGB (242, 242, 247); dark (44, 44, 46).
    public class var tertiarySystemGroupedBackground: UIColor { dynamic((242, 242, 247, 1), dark: (44, 44, 46, 1)) }
    /// The colour for thin, small shapes' fill: sRGB (120, 120, 128) at 20 %; dark (120, 120, 128) at 36 %.
    public class var systemFill: UIColor { dynamic((120, 120, 128, 0.2), dark: (120, 120, 128, 0.36)) }
    /// The colour for medium shapes' fill: sRGB (120, 120, 128) at 16 %; dark (120, 120, 128) at 32 %.
    public class var secondarySystemFill: UIColor { dynamic((120, 120, 128, 0.16), dark: (120, 120, 128, 0.32)) }
    /// The colour for large shapes' fill: sRGB (118, 118, 128) at 12 %; dark (118, 118, 128) at 24 %.
    public class var tertiarySystemFill: UIColor { dynamic((118, 118, 128, 0.12), dark: (118, 118, 128, 0.24)) }
    /// The colour for large areas' fill: sRGB (116, 116, 128) at 8 %; dark (118, 118, 128) at 18 %.
    public class var quaternarySystemFill: UIColor { dynamic((116, 116, 128, 0.08), dark: (118, 118, 128, 0.18)) }
    /// Text on dark backgrounds: white at 60 %, in both appearances.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Text on light backgrounds: black, in both appearances.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// The tint colour of the view whose code runs now, as UIKit's `UIColor.tintColor`:
    /// `systemBlue` (PointerKit's windows have no other tint).
    public class var tintColor: UIColor { systemBlue }
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
