import Foundation

/// One dimension of a compositional layout's size, as UIKit's `NSCollectionLayoutDimension`:
/// a fraction of the container's width or height, points, or an estimate.
///
/// Estimates are used as they are: PointerKit does not self-size cells, so an estimated
/// dimension is the final size (documented in Tables and Lists). Bad input (UIKit raises): a
/// NaN, infinite or negative value counts as 0, with a note in
/// `UIApplication.geometryDiagnostics` naming the factory method.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The value: a fraction, or points.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ value: CGFloat, _ api: String) {
        self.kind = kind
        if value.isFinite, value >= 0 {
            dimension = min(value, GeometryLimits.coordinate)
        } else {
            GeometryLimits.note("NSCollectionLayoutDimension.\(api)(\(value)): not a finite non-negative value; 0 is used")
            dimension = 0
        }
        super.init()
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth, "fractionalWidth")
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight, "fractionalHeight")
    }
    /// A size in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension, "absolute")
    }
    /// An estimated size in points (used as the size; see the type's comment).
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension, "estimated")
    }

    /// True for a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// True for a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// True for points.
    public var isAbsolute: Bool { kind == .absolute }
    /// True for an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The size in points within a container of `container` size.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
    }
}

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size from two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// The space between items of a group, as UIKit's `NSCollectionLayoutSpacing` (flexible
/// spacing is laid out as its minimum: PointerKit's choice).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    /// The points.
    public let spacing: CGFloat
    /// True for flexible spacing.
    public let isFlexibleSpacing: Bool
    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
        isFlexibleSpacing = flexible
        super.init()
    }
    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(fixedSpacing, flexible: false) }
    /// At least `flexibleSpacing` points.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(flexibleSpacing, flexible: true) }
}

/// The container a section is laid out in, as UIKit's `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The container's size less its insets.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where its section goes, as UIKit's
/// `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The collection view's container.
    var container: any NSCollectionLayoutContainer { get }
}

/// The collection view's size, as a container and environment.
struct LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
    var container: any NSCollectionLayoutContainer { self }
}
