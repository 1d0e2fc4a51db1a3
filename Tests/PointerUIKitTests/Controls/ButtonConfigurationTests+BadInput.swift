import Foundation
import Testing
@testable import PointerUIKit

/// Bad input to button configurations: clamped or cut with a diagnostic, never a crash.
extension ButtonConfigurationTests {
    @Test("NaN, negative and infinite paddings, insets and corner radii are clamped with a diagnostic")
    func badLengths() {
        let before = UIApplication.shared.geometryDiagnostics.count
        var c = UIButton.Configuration.filled()
        c.title = "Odd"
        c.imagePadding = .nan
        c.titlePadding = -4
        c.contentInsets = NSDirectionalEdgeInsets(top: .infinity, leading: .nan, bottom: 2, trailing: -.infinity)
        c.background.cornerRadius = -.infinity
        #expect(c.imagePadding == 0 && c.titlePadding == 0 && c.background.cornerRadius == 0)
        #expect(c.contentInsets == NSDirectionalEdgeInsets(top: 1e9, leading: 0, bottom: 2, trailing: -1e9))
        let notes = UIApplication.shared.geometryDiagnostics
        #expect(notes.count > before || notes.count == GeometryLimits.diagnosticsLimit)
        #expect(notes.last?.contains("cornerRadius") == true)
        let button = UIButton(configuration: c)
        _ = board(button)
        #expect(button.intrinsicContentSize.width.isFinite && button.intrinsicContentSize.height.isFinite)
    }

    @Test("a 10 MB title draws cut at 1,000 characters, noted, and the button still sizes")
    func hugeTitle() throws {
        let button = configured(.filled(), title: String(repeating: "a", count: 10_000_000))
        _ = board(button)
        #expect(button.titleLabel?.text?.count == UIButton.Configuration.drawnTextLimit)
        #expect(UIApplication.shared.textDiagnostics.last?.contains("1000 characters") == true)
        #expect(button.intrinsicContentSize.width.isFinite && button.intrinsicContentSize.width > 1000)
        #expect(button.configuration?.attributedTitle?.characters.count == 10_000_000, "the configuration keeps it whole")
    }
}
