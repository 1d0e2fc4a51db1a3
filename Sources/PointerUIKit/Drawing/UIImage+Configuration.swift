import Foundation

extension UIImage {
    /// How big a symbol image is drawn, as UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        /// Medium.
        case `default` = -1
        /// Medium.
        case unspecified = 0
        /// 0.8 × medium.
        case small = 1
        /// The text's size.
        case medium = 2
        /// 1.2 × medium.
        case large = 3
    }

    /// A symbol's stroke weight, as UIKit's `UIImage.SymbolWeight` (PointerKit draws every
    /// weight with the same strokes).
    public enum SymbolWeight: Int, Sendable {
        /// Unspecified.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }

    /// The size a symbol image is made at, as UIKit's `UIImage.SymbolConfiguration`: a point
    /// size (or a text style's) and a scale. A symbol is `pointSize × 20/17` points square at
    /// medium scale (20 pt next to 17-pt body text), 0.8× small and 1.2× large.
    @preconcurrency @MainActor
    open class SymbolConfiguration: NSObject {
        /// The text size the symbol matches, points.
        public let pointSize: CGFloat
        /// The scale relative to that text.
        public let scale: SymbolScale
        /// The stroke weight (not drawn differently by PointerKit).
        public let weight: SymbolWeight

        /// A configuration at `pointSize`, `weight` and `scale` (a size that is not a positive
        /// number means 17 pt).
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
            self.weight = weight; self.scale = scale
            super.init()
        }
        /// A configuration at `pointSize`.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .default) }
        /// A configuration at `pointSize` and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .default) }
        /// A configuration at body size and `scale`.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 17, weight: .unspecified, scale: scale) }
        /// A configuration at body size and `weight`.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 17, weight: weight, scale: .default) }
        /// A configuration at a text style's size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: textStyle.defaultSizeAndWeight.0, weight: .unspecified, scale: .default)
        }
        /// A configuration at a text style's size and `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: textStyle.defaultSizeAndWeight.0, weight: .unspecified, scale: scale)
        }
        /// The side of a symbol drawn with this configuration, points.
        var symbolSide: CGFloat {
            let factor: CGFloat = switch scale { case .small: 0.8; case .large: 1.2; default: 1 }
            return pointSize * 20 / 17 * factor
        }
    }

    /// The system symbol called `name` at a configuration's size; nil for an unknown name.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard Self.symbols[name] != nil else { return nil }
        let side = configuration?.symbolSide ?? 20
        self.init(name: name, size: CGSize(width: side, height: side), scale: 1, symbol: true, mode: .automatic, dataURI: nil, tint: nil)
    }

    /// The same symbol at a configuration's size (bitmaps are returned unchanged).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard isSymbolImage else { return self }
        let side = configuration.symbolSide
        return UIImage(name: name, size: CGSize(width: side, height: side), scale: scale, symbol: true, mode: renderingMode,
                       dataURI: nil, tint: tint)
    }
}
