import Foundation
@testable import PointerUIKit

/// Leaves a unique marker among the geometry diagnostics (the list is a bounded ring of the
/// last 32 notes, so counting them is not enough) and returns it.
@MainActor func mark() -> String {
    let marker = "test marker \(UUID())"
    GeometryLimits.note(marker)
    return marker
}

/// The geometry diagnostics noted after `marker`.
@MainActor func notes(since marker: String) -> [String] {
    let all = UIApplication.shared.geometryDiagnostics
    guard let at = all.lastIndex(of: marker) else { return all }
    return Array(all[(at + 1)...])
}
