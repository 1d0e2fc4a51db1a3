import Foundation

#if !canImport(CoreGraphics)
/// A bitmap, as CoreGraphics' `CGImage` (which Linux lacks): PointerKit's bitmaps are PNG
/// bytes, drawn as they are by every renderer, so a `CGImage` is the PNG and its pixel size.
/// Images come from `UIImage.cgImage` and go back with `UIImage(cgImage:)`.
public final class CGImage: Hashable, Sendable {
    /// The width, pixels.
    public let width: Int
    /// The height, pixels.
    public let height: Int
    /// Bits per colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32 (RGBA).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of the decoded pixels: 4 × width.
    public var bytesPerRow: Int { 4 * width }
    /// The PNG as a `data:image/png;base64,…` URI.
    let dataURI: String

    init(dataURI: String, width: Int, height: Int) {
        self.dataURI = dataURI; self.width = width; self.height = height
    }

    /// Equal when they hold the same PNG.
    public static func == (a: CGImage, b: CGImage) -> Bool { a.dataURI == b.dataURI }
    /// Hashes the PNG.
    public func hash(into hasher: inout Hasher) { hasher.combine(dataURI) }
}
#endif

extension UIImage {
    /// Which way up an image's pixels are, as UIKit's `UIImage.Orientation`.
    public enum Orientation: Int, Sendable {
        /// As stored (the default).
        case up = 0
        /// Turned half a turn.
        case down = 1
        /// Turned a quarter turn anticlockwise.
        case left = 2
        /// Turned a quarter turn clockwise.
        case right = 3
        /// Flipped horizontally.
        case upMirrored = 4
        /// Flipped vertically.
        case downMirrored = 5
        /// Flipped and turned anticlockwise.
        case leftMirrored = 6
        /// Flipped and turned clockwise.
        case rightMirrored = 7
    }

    /// The image's bitmap, nil for a symbol or a placeholder (which have no pixels here).
    public var cgImage: CGImage? {
        guard let dataURI else { return nil }
        return CGImage(dataURI: dataURI, width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }

    /// An image of `cgImage` at one pixel per point.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// An image of `cgImage` at `scale` pixels per point (a non-positive or non-finite scale
    /// counts as 1, with a diagnostic). PointerKit draws every orientation as `.up`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        var s = scale
        if !s.isFinite || s <= 0 { GeometryLimits.note("UIImage(cgImage:scale:): a scale of \(scale) counts as 1"); s = 1 }
        self.init(name: "", size: CGSize(width: CGFloat(cgImage.width) / s, height: CGFloat(cgImage.height) / s), scale: s,
                  symbol: false, mode: .automatic, dataURI: cgImage.dataURI, tint: nil)
    }
}
