import Foundation
import PointerGeometry
import PointerEngine

/// An image, as UIKit's `UIImage`: a PNG bitmap (from a registered name, the app bundle, a
/// file or data) or a system symbol drawn as vector paths (`init?(systemName:)`).
///
/// PointerKit reads a PNG's size from its IHDR chunk and draws its bytes as they are (frames
/// carry the PNG, browsers decode it); "@2x" and "@3x" in a file's name set `scale`, as UIKit.
/// Symbols are PointerKit's own drawings of SF Symbols' shapes (see `UIImage+Symbols.swift`),
/// 20 × 20 pt, about UIKit's default symbol size next to 17-pt body text.
@preconcurrency @MainActor
open class UIImage: NSObject {
    /// How an image takes colour, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// Template for symbols, original for bitmaps.
        case automatic = 0
        /// The image's own colours.
        case alwaysOriginal = 1
        /// Only the image's shape, filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// The name it was made from (a registered name, a file or a symbol name; empty for data).
    public let name: String
    /// Its size in points (pixels ÷ `scale` for bitmaps).
    public let size: CGSize
    /// Pixels per point: 1, or 2 and 3 for "@2x" and "@3x" files.
    public let scale: CGFloat
    /// True for a system symbol.
    public let isSymbolImage: Bool
    /// How it takes colour.
    public let renderingMode: RenderingMode
    /// The PNG as a `data:` URI, nil for symbols and placeholders.
    let dataURI: String?
    /// The colour it is drawn in (`withTintColor(_:)`), nil for its own colours or the tint.
    let tint: UIColor?

    /// An image of `size` called `name` that draws nothing (a placeholder). PointerKit extension.
    public init(name: String, size: CGSize) {
        self.name = name; self.size = size; scale = 1; isSymbolImage = false; renderingMode = .automatic
        dataURI = nil; tint = nil
        super.init()
    }

    init(name: String, size: CGSize, scale: CGFloat, symbol: Bool, mode: RenderingMode, dataURI: String?, tint: UIColor?) {
        self.name = name; self.size = size; self.scale = scale; isSymbolImage = symbol; renderingMode = mode
        self.dataURI = dataURI; self.tint = tint
        super.init()
    }

    private convenience init(copying other: UIImage, mode: RenderingMode? = nil, tint: UIColor?? = nil) {
        self.init(name: other.name, size: other.size, scale: other.scale, symbol: other.isSymbolImage, mode: mode ?? other.renderingMode,
                  dataURI: other.dataURI, tint: tint ?? other.tint)
    }

    private static var registry: [String: UIImage] = [:]

    /// Makes `image` findable as `UIImage(named: name)`: what an asset catalog entry does on
    /// iPadOS. PointerKit extension.
    public static func register(_ image: UIImage, named name: String) { registry[name] = image }

    /// The image registered under `name`, else the PNG called `name` (".png" optional, "@2x"
    /// and "@3x" variants preferred in that order) in the main bundle's resources, else the PNG
    /// file at the path `name`; nil when there is none or it is not a valid PNG.
    public convenience init?(named name: String) {
        if let image = Self.registry[name] { self.init(copying: image); return }
        guard !name.isEmpty else { return nil }
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let candidates = ["@2x", "@3x", ""].compactMap { Bundle.main.path(forResource: base + $0, ofType: "png") } + [name]
        guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// The PNG file at `path`; nil when it cannot be read or is not a valid PNG.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let file = (path as NSString).lastPathComponent
        let scale: CGFloat = file.contains("@3x") ? 3 : file.contains("@2x") ? 2 : 1
        self.init(data: data, scale: scale, name: file)
    }

    /// A PNG image from its bytes; nil when they are not a PNG (checked: the signature and an
    /// IHDR chunk with a non-zero width and height).
    public convenience init?(data: Data) { self.init(data: data, scale: 1, name: "") }

    /// A PNG image from its bytes at `scale` pixels per point (non-positive or NaN scales
    /// count as 1); nil when they are not a PNG.
    public convenience init?(data: Data, scale: CGFloat) { self.init(data: data, scale: scale, name: "") }

    private convenience init?(data: Data, scale: CGFloat, name: String) {
        guard let (w, h) = Self.pngSize(data) else { return nil }
        let s = scale.isFinite && scale > 0 ? scale : 1
        self.init(name: name, size: CGSize(width: CGFloat(w) / s, height: CGFloat(h) / s), scale: s, symbol: false,
                  mode: .automatic, dataURI: "data:image/png;base64," + data.base64EncodedString(), tint: nil)
    }

    /// A PNG's pixel size from its IHDR chunk, nil when the bytes are not a PNG.
    nonisolated static func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
              bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func u32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        let w = u32(16), h = u32(20)
        // PNG limits dimensions to 2^31 − 1; zero is invalid.
        guard w > 0, h > 0, w < 1 << 31, h < 1 << 31 else { return nil }
        return (w, h)
    }

    /// The system symbol called `name`, drawn as vector paths; nil for a name PointerKit does
    /// not draw (`UIImage.systemSymbolNames` lists them), as iPadOS returns nil for unknown names.
    public convenience init?(systemName name: String) {
        guard Self.symbols[name] != nil else { return nil }
        self.init(name: name, size: CGSize(width: 20, height: 20), scale: 1, symbol: true, mode: .automatic, dataURI: nil, tint: nil)
    }

    /// The same image in another rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { UIImage(copying: self, mode: renderingMode) }

    /// The same image drawn in `color` (its shape filled with it), in the original rendering
    /// mode so image views do not re-tint it, as UIKit.
    open func withTintColor(_ color: UIColor) -> UIImage { UIImage(copying: self, mode: .alwaysOriginal, tint: .some(color)) }

    /// The same image drawn in `color`, in `renderingMode`.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, mode: renderingMode, tint: .some(color))
    }

    /// True when a view draws it in its tint colour: always-template, or automatic symbols.
    var isTemplate: Bool { renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage) }

    /// Draws the image stretched to `rect` in the current context.
    open func draw(in rect: CGRect) { draw(in: rect, color: tint) }
    /// Draws the image at its size with its top-left corner at `point`.
    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
    /// Draws the image in `rect` at `alpha` (the blend mode is ignored).
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState(); context.setAlpha(alpha); draw(in: rect); context.restoreGState()
    }
    /// Draws the image at `point` at `alpha` (the blend mode is ignored).
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws into the current context: a bitmap (tinted with `color` when given), or a symbol's
    /// paths in `color` (black when nil, as UIKit draws an untinted template image).
    func draw(in rect: CGRect, color: UIColor?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let dataURI {
            context.paintImage(dataURI, in: rect, tint: color?.sceneColor)
        } else if isSymbolImage, let marks = Self.symbols[name] {
            let r = rect.standardized
            guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return }
            context.saveGState()
            context.translateBy(x: r.minX, y: r.minY)
            context.scaleBy(x: r.width / 20, y: r.height / 20)
            let ink = (color ?? .black).cgColor
            context.setFillColor(ink); context.setStrokeColor(ink)
            context.setLineCap(.round); context.setLineJoin(.round)
            for mark in marks {
                context.beginPath()
                context.addPath(CGPath(path: mark.path))
                if let width = mark.strokeWidth { context.setLineWidth(width); context.strokePath() } else { context.fillPath(using: .evenOdd) }
            }
            context.restoreGState()
        }
    }
}
