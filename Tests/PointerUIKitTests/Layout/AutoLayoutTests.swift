import Testing
@testable import PointerUIKit
import PointerTesting

/// A view with a settable intrinsic size, as a label or an image view has one.
@MainActor final class SizedView: UIView {
    var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }
    convenience init(_ width: CGFloat, _ height: CGFloat, _ name: String? = nil) {
        self.init(frame: .zero)
        size = CGSize(width: width, height: height)
        accessibilityIdentifier = name
    }
    override var intrinsicContentSize: CGSize { size }
}

/// Records its layout calls.
@MainActor final class LayoutCountingView: UIView {
    var layouts = 0
    var subviewFramesSeen: [CGRect] = []
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        subviewFramesSeen = subviews.map(\.frame)
    }
}

@MainActor final class LayoutController: UIViewController {
    var log: [String] = []
    override func viewWillLayoutSubviews() { log.append("will") }
    override func viewDidLayoutSubviews() { log.append("did \(view.subviews.first?.frame.width ?? -1)") }
}

@MainActor
@Suite("Auto Layout")
struct AutoLayoutTests {
    @Test("a view pinned with anchors fills its superview inside the constants")
    func pinned() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            card.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 10, width: 360, height: 50))
    }

    @Test("changing a constant moves the view at the next layout, and hit testing sees it at once")
    func constantChange() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let button = UIView()
        button.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(button)
        let left = button.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([left, button.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
                                     button.widthAnchor.constraint(equalToConstant: 40), button.heightAnchor.constraint(equalToConstant: 40)])
        let mouse = SimulatedPointer(in: window, at: CGPoint(x: 5, y: 5))
        try mouse.move(to: CGPoint(x: 20, y: 20))
        #expect(window.hoveredViews.first === button, "the window laid out before routing the move")
        left.constant = 200
        #expect(button.frame.minX == 10, "layout waits for the next pass")
        try mouse.move(to: CGPoint(x: 21, y: 20))
        #expect(window.hoveredViews.first === window)
        #expect(button.frame.minX == 200)
        left.constant = .nan
        #expect(left.constant == 200)
        #expect(UIApplication.shared.layoutDiagnostics.last?.contains("not finite") == true)
    }

    @Test("views with intrinsic sizes hug and resist by priority")
    func intrinsic() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = SizedView(100, 20), b = SizedView(100, 20)
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 100, y: 0, width: 200, height: 20), "b hugs less, so it takes the room")
        a.size = CGSize(width: 150, height: 30)
        root.layoutIfNeeded()
        #expect(a.frame.size == CGSize(width: 150, height: 30))
        #expect(b.frame.minX == 150 && b.frame.width == 150)
        #expect(a.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test("conflicting required constraints: one is broken with UIKit's message, nothing crashes")
    func conflict() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let first = v.widthAnchor.constraint(equalToConstant: 100)
        let second = v.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too wide"
        NSLayoutConstraint.activate([first, second, v.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(v.frame.width == 100)
        #expect(UIApplication.shared.layoutDiagnostics.last?.contains("Unable to simultaneously satisfy constraints") == true)
        #expect(UIApplication.shared.layoutDiagnostics.last?.contains("too wide") == true, "\(UIApplication.shared.layoutDiagnostics.suffix(3))")
        first.isActive = false
        root.layoutIfNeeded()
        #expect(v.frame.width == 200, "once the conflict goes, the broken constraint holds again")
    }

    @Test("constraints between views with no common ancestor are refused, not activated")
    func noCommonAncestor() {
        let a = UIView(), b = UIView()
        let c = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(UIApplication.shared.layoutDiagnostics.last?.contains("no common ancestor") == true)
    }

    @Test("a view placed by its frame anchors constrained siblings, and moving it moves them")
    func autoresizingFrame() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let anchor = UIView(frame: CGRect(x: 50, y: 60, width: 40, height: 40))
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(anchor); root.addSubview(follower)
        #expect(anchor.translatesAutoresizingMaskIntoConstraints)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 8),
            follower.centerYAnchor.constraint(equalTo: anchor.centerYAnchor),
            follower.widthAnchor.constraint(equalTo: anchor.widthAnchor, multiplier: 2),
            follower.heightAnchor.constraint(equalTo: anchor.heightAnchor, multiplier: 0.5, constant: 2),
        ])
        root.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 98, y: 69, width: 80, height: 22))
        anchor.frame.origin.x = 100
        root.layoutIfNeeded()
        #expect(follower.frame.minX == 148)
        #expect(anchor.frame.minX == 100)
    }

    @Test("layoutSubviews runs once per pass, around the view controller's will and did layout")
    func layoutCycle() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let controller = LayoutController()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(child)
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalTo: controller.view.widthAnchor, multiplier: 0.5),
                                     child.heightAnchor.constraint(equalToConstant: 10),
                                     child.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: controller.view.topAnchor)])
        window.rootViewController = controller
        _ = window.pointerScene()
        #expect(controller.log == ["will", "did 200.0"])
        _ = window.pointerScene()
        #expect(controller.log.count == 2, "nothing pending, nothing laid out")
        window.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
        controller.view.frame = window.bounds
        window.frame(at: 1)
        #expect(controller.log.last == "did 300.0")
    }

    @Test("setNeedsLayout calls layoutSubviews before the next frame; a size change does too")
    func setNeedsLayout() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.layoutIfNeeded()
        let base = view.layouts
        view.setNeedsLayout()
        view.setNeedsLayout()
        window.frame(at: 0)
        #expect(view.layouts == base + 1)
        view.frame.size.width = 20
        view.layoutIfNeeded()
        #expect(view.layouts == base + 2)
        view.frame.origin.x = 5
        view.layoutIfNeeded()
        #expect(view.layouts == base + 2, "moving is not resizing")
    }

    @Test("layout margins and the safe area guide place views inside them")
    func guides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.screenSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; container.addSubview(v) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor),
            b.leadingAnchor.constraint(equalTo: container.leadingAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(container.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(a.frame == CGRect(x: 16, y: 24, width: 368, height: 10))
        #expect(b.frame.maxY == 280)
        #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 10, width: 368, height: 280))
        #expect(UIWindow(frame: .zero).safeAreaInsets == .zero, "a window's safe area is zero by default")
    }

    @Test("a layout guide between two views spaces them as a spacer view would")
    func layoutGuide() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = UIView(), b = UIView(), spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        #expect(spacer.owningView === root && root.layoutGuides.count == 1)
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor), spacer.widthAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalTo: spacer.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
            spacer.topAnchor.constraint(equalTo: root.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 80)
        #expect(spacer.layoutFrame == CGRect(x: 50, y: 0, width: 30, height: 1))
    }

    @Test("removing a view from its superview deactivates the constraints that tie it to outside views")
    func removal() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let outside = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let own = v.widthAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([outside, own])
        #expect(root.constraints.count == 1 && v.constraints.count == 1)
        v.removeFromSuperview()
        #expect(!outside.isActive && own.isActive)
    }

    @Test("systemLayoutSizeFitting gives the smallest size the constraints allow")
    func fitting() {
        let card = UIView()
        let title = SizedView(120, 20), detail = SizedView(80, 16)
        for v in [title, detail] { v.translatesAutoresizingMaskIntoConstraints = false; card.addSubview(v) }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            card.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
            detail.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            card.trailingAnchor.constraint(greaterThanOrEqualTo: detail.trailingAnchor, constant: 8),
            card.bottomAnchor.constraint(equalTo: detail.bottomAnchor, constant: 8),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 136, height: 60))
        let wide = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 60))
        #expect(card.frame.size == .zero, "fitting does not resize the view")
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 9)).sizeThatFits(.zero) == CGSize(width: 7, height: 9))
    }

    @Test("priorities read and combine as UIKit's")
    func priorities() {
        let p: UILayoutPriority = 999
        #expect(p < .required && UILayoutPriority.defaultHigh - 1 == UILayoutPriority(749))
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        let c = UIView().widthAnchor.constraint(equalToConstant: 3)
        c.priority = .defaultHigh + 1
        #expect(c.priority.rawValue == 751 && c.firstAttribute == .width && c.secondAttribute == .notAnAttribute && c.relation == .equal)
    }
}
