import Foundation

/// A layer's own `CAMediaTiming` values.
struct LayerTiming {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed
}

/// A layer's timing, as Core Animation's `CALayer` conformance to `CAMediaTiming`. PointerKit
/// reads `speed`: it multiplies how fast the animations of the layer and its sublayers run
/// (0 pauses them, as the usual pause recipe sets it, and 1 resumes them where they stopped);
/// a NaN, infinite or negative speed counts as 1, with a diagnostic. The
/// other values are kept for the app and read back; `convertTime(_:from:)` and
/// `convertTime(_:to:)` return the time unchanged (every layer shares its window's clock).
extension CALayer: CAMediaTiming {
    /// When the layer's time begins (kept; see the extension's documentation).
    public var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    /// The layer's duration (kept).
    public var duration: CFTimeInterval {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    /// How fast the layer's animations run: 1; 0 pauses them. NaN, infinite or negative
    /// speeds count as 1, with a diagnostic.
    public var speed: Float {
        get { timing.speed }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                GeometryLimits.note("CALayer: a speed of \(newValue) counts as 1"); timing.speed = 1; return
            }
            timing.speed = newValue
        }
    }
    /// The layer's time offset (kept).
    public var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    /// The layer's repeat count (kept).
    public var repeatCount: Float {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }
    /// The layer's repeat duration (kept).
    public var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    /// Whether the layer's time autoreverses (kept).
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    /// The layer's fill mode (kept).
    public var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    /// `t` in this layer's time from `layer`'s (or the window's clock for nil): unchanged.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval { t }
    /// `t` in `layer`'s time (or the window's clock for nil) from this layer's: unchanged.
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval { t }

    /// The product of the speeds of the layer and the layers above it.
    var effectiveSpeed: Double {
        var product = 1.0
        var layer: CALayer? = self
        while let current = layer {
            product *= Double(current.timing.speed)
            // A view's layer is under its superview's (the layer tree holds the view tree).
            layer = current.superlayer ?? current.owner?.storedSuperview?.drawingState.layer
        }
        return product
    }
}
