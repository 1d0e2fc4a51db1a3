import Foundation

/// A font, as far as pointer shapes need one (text beams sized to lines), as UIKit's `UIFont`.
@preconcurrency @MainActor
open class UIFont: NSObject {
    /// The font's size, points.
    public let pointSize: CGFloat
    /// The font's family name.
    public let familyName: String

    /// A font of a family and size.
    public init?(name: String, size: CGFloat) {
        guard size.isFinite, size > 0 else { return nil }
        familyName = name
        pointSize = size
        super.init()
    }

    private init(system size: CGFloat) {
        familyName = "System"
        pointSize = size.isFinite && size > 0 ? size : 17
        super.init()
    }

    /// The system font at `fontSize` (17 pt when the size is not a positive number).
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize) }

    /// The height of a line: 1.2 × the point size. UIKit measures the real font (SF Pro's is
    /// about 1.19); PointerKit has no font files, so it uses the common typographic default.
    open var lineHeight: CGFloat { pointSize * 1.2 }
    /// The distance from the baseline to the top: 0.95 × the point size.
    open var ascender: CGFloat { pointSize * 0.95 }
    /// The distance from the baseline to the bottom, negative: −0.25 × the point size.
    open var descender: CGFloat { -pointSize * 0.25 }
}
