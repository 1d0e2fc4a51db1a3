import Testing
@testable import PointerUIKit

@MainActor
@Suite("UIStackView")
struct StackViewTests {
    /// A row 300 × 100 of three views with intrinsic sizes 50×20, 60×30, 70×40.
    func row(_ distribution: UIStackView.Distribution = .fill, alignment: UIStackView.Alignment = .fill,
             width: CGFloat = 300, spacing: CGFloat = 0) -> (UIStackView, [SizedView]) {
        let views = [SizedView(50, 20, "a"), SizedView(60, 30, "b"), SizedView(70, 40, "c")]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: width, height: 100)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.addSubview(stack)
        window.layoutIfNeeded()
        return (stack, views)
    }

    @Test("fill: views keep their widths, spaced by spacing, and the last one takes the rest")
    func fill() {
        let (_, v) = row(.fill, spacing: 10)
        #expect(v.map(\.frame.minX) == [0, 60, 130])
        #expect(v.map(\.frame.width) == [50, 60, 170])
        #expect(v.allSatisfy { $0.frame.height == 100 }, "alignment fill: each view is as tall as the row")
    }

    @Test("fill: the view that hugs least grows, whatever its place")
    func fillHugging() {
        let (stack, v) = row(.fill)
        v[0].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        stack.layoutIfNeeded()
        #expect(v.map(\.frame.width) == [170, 60, 70])
    }

    @Test("fill: when the views do not fit, the one resisting compression least shrinks")
    func fillCompression() {
        let (stack, v) = row(.fill, width: 150)
        v[1].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        stack.layoutIfNeeded()
        #expect(v.map(\.frame.width) == [50, 30, 70])
    }

    @Test("fillEqually gives each view the same width")
    func fillEqually() {
        let (_, v) = row(.fillEqually, width: 320, spacing: 10)
        #expect(v.map(\.frame.width) == [100, 100, 100])
        #expect(v.map(\.frame.minX) == [0, 110, 220])
    }

    @Test("fillProportionally gives widths in proportion to the intrinsic widths")
    func fillProportionally() {
        let (_, v) = row(.fillProportionally, width: 360)
        #expect(v.map(\.frame.width) == [100, 120, 140])
    }

    @Test("equalSpacing keeps the views' widths and makes the gaps equal")
    func equalSpacing() {
        let (_, v) = row(.equalSpacing)
        #expect(v.map(\.frame.width) == [50, 60, 70])
        #expect(v.map(\.frame.minX) == [0, 110, 230])
    }

    @Test("equalCentering puts the views' centres equally far apart")
    func equalCentering() {
        let (_, v) = row(.equalCentering)
        #expect(v.map(\.frame.midX) == [25, 145, 265])
        #expect(v.map(\.frame.width) == [50, 60, 70])
    }

    @Test("top, center and bottom alignment place views of their own height")
    func alignments() {
        #expect(row(alignment: .top).1.map(\.frame.minY) == [0, 0, 0])
        #expect(row(alignment: .top).1.map(\.frame.height) == [20, 30, 40])
        #expect(row(alignment: .center).1.map(\.frame.minY) == [40, 35, 30])
        #expect(row(alignment: .bottom).1.map(\.frame.minY) == [80, 70, 60])
    }

    @Test("baseline alignment lines up the views' baselines (the bottoms of views without text)")
    func baselines() {
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let views = [SizedView(50, 20), SizedView(60, 30), SizedView(70, 40)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.alignment = alignment
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
                                         stack.leadingAnchor.constraint(equalTo: window.leadingAnchor)])
            window.layoutIfNeeded()
            #expect(views.map(\.frame.maxY) == [40, 40, 40])
            #expect(stack.frame == CGRect(x: 0, y: 10, width: 180, height: 40), "the row hugs its tallest view")
        }
    }

    @Test("a column with leading, center and trailing alignment")
    func column() {
        for (alignment, xs) in [(UIStackView.Alignment.leading, [0.0, 0, 0]), (.center, [75, 70, 65]), (.trailing, [150, 140, 130])] {
            let views = [SizedView(50, 20), SizedView(60, 30), SizedView(70, 40)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.alignment = alignment
            stack.spacing = 5
            stack.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            stack.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == xs.map { CGFloat($0) })
            #expect(views.map(\.frame.minY) == [0, 25, 60])
            #expect(views.map(\.frame.width) == [50, 60, 70])
        }
    }

    @Test("a hidden arranged view takes no space, and showing it again makes room")
    func hidden() {
        let (stack, v) = row(.fillEqually, width: 300)
        v[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(v[0].frame.width == 150 && v[2].frame == CGRect(x: 150, y: 0, width: 150, height: 100))
        v[1].isHidden = false
        stack.layoutIfNeeded()
        #expect(v.map(\.frame.width) == [100, 100, 100])
    }

    @Test("custom spacing after one view, and margins-relative arrangement")
    func spacingAndMargins() {
        let (stack, v) = row(.fill, spacing: 10)
        stack.setCustomSpacing(30, after: v[0])
        #expect(stack.customSpacing(after: v[0]) == 30)
        #expect(stack.customSpacing(after: v[1]) == UIStackView.spacingUseDefault)
        stack.layoutIfNeeded()
        #expect(v.map(\.frame.minX) == [0, 80, 150])
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 20, y: 5, width: 50, height: 90))
        #expect(v[2].frame.maxX == 280)
    }

    @Test("adding, inserting and removing arranged views")
    func arranging() {
        let (stack, v) = row(.fillEqually, width: 300)
        let extra = SizedView(10, 10)
        stack.insertArrangedSubview(extra, at: 0)
        #expect(stack.arrangedSubviews.first === extra && !extra.translatesAutoresizingMaskIntoConstraints)
        stack.layoutIfNeeded()
        #expect(extra.frame.width == 75 && v[0].frame.minX == 75)
        stack.removeArrangedSubview(extra)
        #expect(extra.superview === stack, "still a subview, as in UIKit")
        extra.removeFromSuperview()
        v[2].removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 2)
        stack.layoutIfNeeded()
        #expect(v[0].frame.width == 150 && v[1].frame.width == 150)
    }

    @Test("a stack view placed with anchors sizes itself from its views, and a label-sized change follows")
    func withAnchors() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let title = SizedView(120, 24), button = SizedView(80, 44)
        let stack = UIStackView(arrangedSubviews: [title, button])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            stack.centerYAnchor.constraint(equalTo: window.centerYAnchor),
        ])
        _ = window.pointerScene()
        #expect(stack.frame == CGRect(x: 20, y: 112, width: 120, height: 76))
        #expect(button.frame == CGRect(x: 0, y: 32, width: 80, height: 44))
        title.size = CGSize(width: 200, height: 30)
        _ = window.pointerScene()
        #expect(stack.frame == CGRect(x: 20, y: 109, width: 200, height: 82))
        #expect(button.frame.minY == 38)
        #expect(window.hitTest(CGPoint(x: 30, y: 150), with: nil) === button)
    }
}
