import Testing
@testable import PointerUIKit

/// Asks for a constraint update and records it.
@MainActor final class UpdatingView: UIView {
    var updates = 0
    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

@MainActor
@Suite("Auto Layout: bad input and edge cases")
struct AutoLayoutEdgeTests {
    @Test("a constant change that a required constraint cannot follow breaks it, with UIKit's message")
    func brokenByConstant() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let maximum = v.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        let wish = v.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([maximum, wish, v.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(v.frame.width == 50)
        wish.constant = 80
        root.layoutIfNeeded()
        #expect(v.frame.width == 80, "re-solved in place")
        wish.constant = 150
        root.layoutIfNeeded()
        #expect(v.frame.width <= 100, "the maximum still holds")
        #expect(UIApplication.shared.layoutDiagnostics.last?.hasPrefix("Unable to simultaneously satisfy constraints") == true)
        #expect(wish.isActive, "a broken constraint stays active, as in UIKit")
    }

    @Test("NaN and infinite values never reach the solver")
    func nonFinite() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let v = SizedView(.nan, .infinity)
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let c = NSLayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
                                   multiplier: .nan, constant: .infinity)
        #expect(c.multiplier == 1 && c.constant == 0)
        NSLayoutConstraint.activate([c, v.heightAnchor.constraint(equalToConstant: 10),
                                     v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutMargins = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let stack = UIStackView(arrangedSubviews: [SizedView(10, 10), SizedView(10, 10)])
        stack.spacing = .nan
        stack.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        root.addSubview(stack)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 0, width: 200, height: 10), "an intrinsic size of NaN or infinity counts as none")
        #expect(stack.arrangedSubviews[1].frame.minX == 10, "NaN spacing counts as 0")
    }

    @Test("views constrained to a scroll view scroll with its content")
    func scrollView() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
                                     content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                                     content.widthAnchor.constraint(equalToConstant: 200),
                                     content.heightAnchor.constraint(equalToConstant: 1000)])
        scroll.layoutIfNeeded()
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        scroll.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 10, width: 200, height: 1000))
    }

    @Test("setNeedsUpdateConstraints calls updateConstraints before the next layout")
    func updateConstraints() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UpdatingView(frame: .zero)
        window.addSubview(view)
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        window.frame(at: 0)
        #expect(view.updates == 1 && !view.needsUpdateConstraints())
        window.frame(at: 1)
        #expect(view.updates == 1)
    }

    @Test("sizeToFit keeps the origin and takes sizeThatFits")
    func sizeToFit() {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 7, height: 8), "a plain view fits its current size, as in UIKit")
    }

    @Test("deactivating a constraint frees the view for the others")
    func deactivate() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let v = SizedView(40, 10)
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let wide = v.widthAnchor.constraint(equalToConstant: 120)
        NSLayoutConstraint.activate([wide, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(v.frame.size == CGSize(width: 120, height: 10))
        NSLayoutConstraint.deactivate([wide])
        root.layoutIfNeeded()
        #expect(v.frame.size == CGSize(width: 40, height: 10), "back to its intrinsic width")
        #expect(!wide.isActive && root.constraints.count == 2)
    }
}
