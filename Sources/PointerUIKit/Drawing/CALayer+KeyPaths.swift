import Foundation
import PointerGeometry

extension CALayer {
    /// The model value of an animatable key path, nil when PointerKit does not animate it on
    /// this layer. Animatable on every layer: `opacity`, `position` (`.x`, `.y`), `bounds`
    /// (`.size`, `.size.width`, `.size.height`, `.origin`), `backgroundColor`, `cornerRadius`,
    /// `borderWidth`, `borderColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`,
    /// `shadowColor`; on a view's layer also `transform.scale` (`.x`, `.y`),
    /// `transform.rotation` (`.z`) and `transform.translation` (`.x`, `.y`), read from the view's
    /// transform (standalone layers have no transform here); subclasses add their own.
    func baseAnimatableValue(forKeyPath keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "opacity": return .number(Double(opacity))
        case "position": return .point(Double(position.x), Double(position.y))
        case "position.x": return .number(Double(position.x))
        case "position.y": return .number(Double(position.y))
        case "bounds": let b = bounds; return .rect(Double(b.origin.x), Double(b.origin.y), Double(b.width), Double(b.height))
        case "bounds.size": return .size(Double(bounds.width), Double(bounds.height))
        case "bounds.size.width": return .number(Double(bounds.width))
        case "bounds.size.height": return .number(Double(bounds.height))
        case "bounds.origin": return .point(Double(bounds.origin.x), Double(bounds.origin.y))
        case "backgroundColor", "borderColor", "shadowColor":
            let c = keyPath == "backgroundColor" ? backgroundColor : keyPath == "borderColor" ? borderColor : shadowColor
            let color = c ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
            return .color(Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        case "cornerRadius": return .number(Double(cornerRadius))
        case "borderWidth": return .number(Double(borderWidth))
        case "shadowOpacity": return .number(Double(shadowOpacity))
        case "shadowRadius": return .number(Double(shadowRadius))
        case "shadowOffset": return .size(Double(shadowOffset.width), Double(shadowOffset.height))
        default:
            guard keyPath.hasPrefix("transform."), let view = owner ?? drawsForView else { return nil }
            let t = view.storedTransform
            switch keyPath {
            case "transform.scale", "transform.scale.x": return .number(Double((t.a * t.a + t.b * t.b).squareRoot()))
            case "transform.scale.y": return .number(Double((t.c * t.c + t.d * t.d).squareRoot()))
            case "transform.rotation", "transform.rotation.z": return .number(Double(atan2(t.b, t.a)))
            case "transform.translation.x": return .number(Double(t.tx))
            case "transform.translation.y": return .number(Double(t.ty))
            default: return nil
            }
        }
    }

    /// Sets the presented value of a key path on a presentation copy (see `animatableValue`).
    func setBasePresented(_ value: AnimatableValue, forKeyPath keyPath: String) {
        switch keyPath {
        case "opacity": opacity = Float(value.number)
        case "position": position = value.cgPoint
        case "position.x": position.x = value.number
        case "position.y": position.y = value.number
        case "bounds": bounds = value.cgRect
        case "bounds.size": bounds.size = value.cgSize
        case "bounds.size.width": bounds.size.width = value.number
        case "bounds.size.height": bounds.size.height = value.number
        case "bounds.origin": bounds.origin = value.cgPoint
        case "backgroundColor": backgroundColor = value.cgColor
        case "borderColor": borderColor = value.cgColor
        case "shadowColor": shadowColor = value.cgColor
        case "cornerRadius": cornerRadius = value.number
        case "borderWidth": borderWidth = value.number
        case "shadowOpacity": shadowOpacity = Float(value.number)
        case "shadowRadius": shadowRadius = value.number
        case "shadowOffset": shadowOffset = value.cgSize
        default: break
        }
    }
}

extension CAShapeLayer {
    /// Adds `strokeStart`, `strokeEnd`, `lineWidth`, `fillColor`, `strokeColor` and `path`.
    func shapeAnimatableValue(forKeyPath keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "strokeStart": return .number(Double(strokeStart))
        case "strokeEnd": return .number(Double(strokeEnd))
        case "lineWidth": return .number(Double(lineWidth))
        case "fillColor", "strokeColor":
            let color = (keyPath == "fillColor" ? fillColor : strokeColor) ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
            return .color(Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        case "path": return .path(path?.path ?? Path())
        default: return baseAnimatableValue(forKeyPath: keyPath)
        }
    }
    func setShapePresented(_ value: AnimatableValue, forKeyPath keyPath: String) {
        switch keyPath {
        case "strokeStart": strokeStart = value.number
        case "strokeEnd": strokeEnd = value.number
        case "lineWidth": lineWidth = value.number
        case "fillColor": fillColor = value.cgColor
        case "strokeColor": strokeColor = value.cgColor
        case "path": path = value.cgPath
        default: setBasePresented(value, forKeyPath: keyPath)
        }
    }
}

extension CAGradientLayer {
    /// Adds `startPoint`, `endPoint`, `locations` and `colors` (lists blend when their counts
    /// match, else switch halfway).
    func gradientAnimatableValue(forKeyPath keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "locations":
            let n = (colors ?? []).count
            return .list(locations?.map(\.doubleValue) ?? (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 })
        case "colors": return AnimatableValue.colors(colors ?? []) ?? .colorList([])
        case "startPoint": return .point(Double(startPoint.x), Double(startPoint.y))
        case "endPoint": return .point(Double(endPoint.x), Double(endPoint.y))
        default: return baseAnimatableValue(forKeyPath: keyPath)
        }
    }
    func setGradientPresented(_ value: AnimatableValue, forKeyPath keyPath: String) {
        switch keyPath {
        case "startPoint": startPoint = value.cgPoint
        case "endPoint": endPoint = value.cgPoint
        case "locations": locations = value.numbers
        case "colors": colors = value.cgColors
        default: setBasePresented(value, forKeyPath: keyPath)
        }
    }
}
