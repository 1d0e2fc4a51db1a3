import Foundation
import Synchronization

/// The geometry PointerKit accepts from apps, and what it does with the rest.
///
/// UIKit raises an exception for NaN in a layer's geometry; PointerKit must not stop the
/// program, so it refuses NaN (the old value stays) and clamps infinite or huge values, each
/// time with a diagnostic in `UIApplication.geometryDiagnostics`. The limits are far beyond any
/// screen (a billion points is about 5,000 km on an iPad), yet small enough that sums and
/// products of them (a frame's edges, an effect's scale, a spring's motion) stay finite.
@MainActor
enum GeometryLimits {
    /// Coordinates and sizes: ±1e9 pt.
    static let coordinate: CGFloat = 1e9
    /// Transform scale and shear entries: ±1e6.
    static let transformEntry: CGFloat = 1e6
    /// How many diagnostics are kept.
    nonisolated static let diagnosticsLimit = 32
    /// The diagnostics, behind a lock: `UIShape`'s members are values and note theirs from any
    /// thread, as UIKit lets them be called from any.
    nonisolated static let noted = Mutex<[String]>([])
    nonisolated static var diagnostics: [String] { noted.withLock { $0 } }

    nonisolated static func note(_ text: String) {
        noted.withLock { diagnostics in
            if diagnostics.count >= diagnosticsLimit { diagnostics.removeFirst() }
            diagnostics.append(text)
        }
    }

    static func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(v, -limit), limit) }

    static func needsClamp(_ v: CGFloat, _ limit: CGFloat) -> Bool { !(abs(v) <= limit) }

    /// The point, clamped; nil (refused) when it holds NaN.
    static func point(_ p: CGPoint, _ what: String, of view: UIView) -> CGPoint? {
        guard needsClamp(p.x, coordinate) || needsClamp(p.y, coordinate) else { return p }
        if p.x.isNaN || p.y.isNaN { note("\(what) \(p) of \(view.describe) holds NaN: refused"); return nil }
        let clamped = CGPoint(x: clamp(p.x, coordinate), y: clamp(p.y, coordinate))
        note("\(what) \(p) of \(view.describe) is beyond ±1e9 pt: clamped to \(clamped)")
        return clamped
    }

    /// The rectangle, origin and size clamped; nil (refused) when it holds NaN.
    static func rect(_ r: CGRect, _ what: String, of view: UIView) -> CGRect? {
        let c = coordinate
        guard needsClamp(r.origin.x, c) || needsClamp(r.origin.y, c) || needsClamp(r.size.width, c)
                || needsClamp(r.size.height, c) else { return r }
        if r.origin.x.isNaN || r.origin.y.isNaN || r.size.width.isNaN || r.size.height.isNaN {
            note("\(what) \(r) of \(view.describe) holds NaN: refused")
            return nil
        }
        let clamped = CGRect(x: clamp(r.origin.x, c), y: clamp(r.origin.y, c),
                             width: clamp(r.size.width, c), height: clamp(r.size.height, c))
        note("\(what) \(r) of \(view.describe) is beyond ±1e9 pt: clamped to \(clamped)")
        return clamped
    }

    /// The transform with its entries clamped; nil (refused) when one is NaN.
    static func transform(_ t: CGAffineTransform, of view: UIView) -> CGAffineTransform? {
        let e = transformEntry, c = coordinate
        guard needsClamp(t.a, e) || needsClamp(t.b, e) || needsClamp(t.c, e) || needsClamp(t.d, e)
                || needsClamp(t.tx, c) || needsClamp(t.ty, c) else { return t }
        if t.a.isNaN || t.b.isNaN || t.c.isNaN || t.d.isNaN || t.tx.isNaN || t.ty.isNaN {
            note("transform \(t) of \(view.describe) holds NaN: refused")
            return nil
        }
        let clamped = CGAffineTransform(a: clamp(t.a, e), b: clamp(t.b, e), c: clamp(t.c, e), d: clamp(t.d, e),
                                        tx: clamp(t.tx, c), ty: clamp(t.ty, c))
        note("transform \(t) of \(view.describe) is beyond its limits: clamped to \(clamped)")
        return clamped
    }
}

extension UIApplication {
    /// PointerKit extension: geometry an app set that PointerKit refused (NaN) or clamped
    /// (infinite, or beyond ±1e9 pt; transform scales beyond ±1e6), most recent last, at most 32.
    public var geometryDiagnostics: [String] { GeometryLimits.diagnostics }
}
