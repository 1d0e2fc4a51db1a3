import Foundation
@testable import PointerUIKit

/// A pointer interaction delegate whose answers a test sets, logging every call.
@MainActor final class ScriptedPointerDelegate: UIPointerInteractionDelegate {
    var calls: [String] = []
    var regionFor: (UIPointerRegionRequest, UIPointerRegion) -> UIPointerRegion? = { _, region in region }
    var styleFor: ((UIPointerRegion) -> UIPointerStyle?)?
    var onEnter: ((UIPointerRegion, any UIPointerInteractionAnimating) -> Void)?

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        calls.append("region")
        return regionFor(request, defaultRegion)
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        calls.append("style \(region.identifier.map { "\($0)" } ?? "-")")
        guard let styleFor else { return UIPointerStyle.notImplemented }
        return styleFor(region)
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating) {
        calls.append("enter \(region.identifier.map { "\($0)" } ?? "-")")
        onEnter?(region, animator)
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating) {
        calls.append("exit \(region.identifier.map { "\($0)" } ?? "-")")
    }
}

/// A delegate that implements nothing: UIKit's defaults throughout.
@MainActor final class SilentPointerDelegate: UIPointerInteractionDelegate {}

extension CGRect {
    /// True when every edge is within `tolerance` of `other`'s.
    func isClose(to other: CGRect, tolerance: CGFloat = 0.05) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }
}
