import Foundation
import PointerText

/// How a view's content reads, as UIKit's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    /// As the interface's direction (left to right in PointerKit, whose interface is English).
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Directional controls (arrows, a map's pan): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// Which way an interface reads, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

extension UIView {
    /// The direction a semantic content attribute lays content out in (the interface's own,
    /// left to right, unless forced).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction the view lays its content out in.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// True when the view's content reads right to left.
    var forcesRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The direction paragraphs without a writing direction of their own take: from their
    /// first strong character, and right to left when they have none in a right-to-left view.
    var effectiveTextDirection: ParagraphStyle.Direction { forcesRightToLeft ? .naturalOrRightToLeft : .natural }
}
