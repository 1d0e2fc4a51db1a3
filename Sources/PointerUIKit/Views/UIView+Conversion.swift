import Foundation
import PointerGeometry

extension UIView {
    /// Maps a point from this view's coordinates to its superview's.
    func convertToSuperview(_ p: CGPoint) -> CGPoint {
        let b = storedBounds
        let local = Point(x: Double(p.x - b.midX), y: Double(p.y - b.midY))
        let t = storedTransform.isIdentity ? local : Transform2D(storedTransform).apply(to: local)
        return CGPoint(x: CGFloat(t.x) + storedCenter.x, y: CGFloat(t.y) + storedCenter.y)
    }

    /// Maps a point from the superview's coordinates to this view's.
    func convertFromSuperview(_ p: CGPoint) -> CGPoint {
        let offset = Point(x: Double(p.x - storedCenter.x), y: Double(p.y - storedCenter.y))
        let local: Point
        if storedTransform.isIdentity {
            local = offset
        } else if let inverse = Transform2D(storedTransform).inverted() {
            local = inverse.apply(to: offset)
        } else {
            // A singular transform (scale 0) collapses the view: nothing maps inside it.
            return CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
        }
        return CGPoint(x: CGFloat(local.x) + storedBounds.midX, y: CGFloat(local.y) + storedBounds.midY)
    }

    /// The top of this view's hierarchy (a window when the view is in one).
    var rootView: UIView {
        var v = self
        while let parent = v.storedSuperview { v = parent }
        return v
    }

    /// Maps a point to the root's coordinates; a window's root space is the screen.
    func convertToRoot(_ p: CGPoint) -> CGPoint {
        var point = p, v: UIView? = self
        while let current = v, current.storedSuperview != nil { point = current.convertToSuperview(point); v = current.storedSuperview }
        if let window = v as? UIWindow { point = window.convertToSuperview(point) }
        return point
    }

    /// Maps a point from the root's coordinates (the screen for windows) to this view's.
    func convertFromRoot(_ p: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var v: UIView? = self
        while let current = v { chain.append(current); v = current.storedSuperview }
        var point = p
        if let window = chain.last as? UIWindow { point = window.convertFromSuperview(point) }
        for view in chain.dropLast().reversed() { point = view.convertFromSuperview(point) }
        return point
    }

    /// Converts a point from this view's coordinates to `view`'s (to the window's, or the
    /// screen's for a window, when `view` is nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else {
            return storedWindow.map { convert(point, to: $0) } ?? convertToRoot(point)
        }
        if view === self { return point }
        if view === storedSuperview { return convertToSuperview(point) }
        if view.storedSuperview === self { return view.convertFromSuperview(point) }
        return view.convertFromRoot(convertToRoot(point))
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else {
            return storedWindow.map { convert(point, from: $0) } ?? convertFromRoot(point)
        }
        return view.convert(point, to: self)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s: the bounding box of its
    /// four converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { convert($0, to: view) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// Converts a rectangle from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let view else {
            return storedWindow.map { convert(rect, from: $0) } ?? convert(rect, from: rootView)
        }
        return view.convert(rect, to: self)
    }
}
