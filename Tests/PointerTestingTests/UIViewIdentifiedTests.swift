import Foundation
import Testing
import PointerUIKit
import PointerTesting

@Suite("Finding views by identifier") @MainActor
struct UIViewIdentifiedTests {
    static func named(_ name: String?, _ subviews: [UIView] = []) -> UIView {
        let view = UIView(frame: .zero)
        view.accessibilityIdentifier = name
        for subview in subviews { view.addSubview(subview) }
        return view
    }

    @Test("a view finds itself first, then searches its subtree depth first")
    func depthFirst() {
        let deep = Self.named("row"), shallow = Self.named("row")
        let root = Self.named("root", [Self.named("list", [Self.named(nil, [deep])]), shallow])
        #expect(root.view(identifiedBy: "root") === root)
        #expect(root.view(identifiedBy: "row") === deep, "the first subview's subtree is searched before the second subview")
        #expect(shallow.view(identifiedBy: "row") === shallow)
    }

    @Test("no view with the identifier gives nil, and superviews are not searched")
    func notFound() {
        let child = Self.named("child")
        let root = Self.named("root", [child])
        #expect(root.view(identifiedBy: "missing") == nil)
        #expect(child.view(identifiedBy: "root") == nil)
        #expect(root.view(identifiedBy: "") == nil)
    }
}
