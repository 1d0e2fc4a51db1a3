import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// Defects Apple's pointer samples showed when ported: each named after what a person sees.
@MainActor
@Suite("Apple's pointer samples, ported")
struct SampleDefectTests {
    func frame(of view: UIView, in window: UIWindow) -> CGRect { view.convert(view.bounds, to: window) }

    @Test("a button centred at 1.25 × its superview's centre sits where UIKit puts it, inside the window, and can be clicked")
    func centreMultiplier() throws {
        // The Quilt Simulator's ruler button: centerX = 1.25 × superview.centerX, centerY likewise.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1194, height: 834))
        let toolbar = UIView(frame: CGRect(x: 300, y: 700, width: 72, height: 82))
        window.addSubview(toolbar)
        let ruler = UIButton(type: .system)
        ruler.translatesAutoresizingMaskIntoConstraints = false
        var clicks = 0
        ruler.addAction(UIAction { _ in clicks += 1 }, for: .touchUpInside)
        toolbar.addSubview(ruler)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: ruler, attribute: .centerX, relatedBy: .equal, toItem: toolbar, attribute: .centerX,
                               multiplier: 1.25, constant: 0),
            NSLayoutConstraint(item: ruler, attribute: .centerY, relatedBy: .equal, toItem: toolbar, attribute: .centerY,
                               multiplier: 1.25, constant: 0),
            ruler.widthAnchor.constraint(equalToConstant: 30), ruler.heightAnchor.constraint(equalToConstant: 30)])
        window.layoutIfNeeded()
        #expect(ruler.center == CGPoint(x: 45, y: 51.25), "1.25 × (36, 41) in the superview, as UIKit solves it")
        let onScreen = frame(of: ruler, in: window)
        #expect(window.bounds.contains(onScreen))
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 10, y: 10))
        try mouse.move(to: CGPoint(x: onScreen.midX, y: onScreen.midY))
        try mouse.click()
        #expect(clicks == 1)
    }

    @Test("a multiplier of 1 and a constant still place a view in window terms unchanged")
    func plainCentre() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let box = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(box)
        let dot = UIView()
        dot.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(dot)
        NSLayoutConstraint.activate([dot.centerXAnchor.constraint(equalTo: box.centerXAnchor, constant: 10),
                                     dot.centerYAnchor.constraint(equalTo: box.centerYAnchor),
                                     dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10)])
        window.layoutIfNeeded()
        #expect(dot.center == CGPoint(x: 110, y: 100))
    }

    @Test("a click inside a popover reaches its content and leaves the popover open; a click outside still closes it")
    func clickInsidePopover() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let root = UIViewController()
        let threads = UIBarButtonItem(title: "Thread")
        root.navigationItem.rightBarButtonItem = threads
        window.rootViewController = UINavigationController(rootViewController: root)
        let picker = UIViewController()
        picker.modalPresentationStyle = .popover
        picker.preferredContentSize = CGSize(width: 300, height: 200)
        picker.popoverPresentationController?.barButtonItem = threads
        var picked: [String] = []
        let red = UIButton(type: .system)
        red.setTitle("Red thread", for: .normal)
        red.frame = CGRect(x: 20, y: 20, width: 200, height: 44)
        red.addAction(UIAction { _ in picked.append("red") }, for: .touchUpInside)
        picker.view.addSubview(red)
        root.present(picker, animated: true)
        let target = frame(of: red, in: window)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 100, y: 500))
        try mouse.move(to: CGPoint(x: target.midX, y: target.midY))
        try mouse.click()
        #expect(picked == ["red"], "the thread is picked")
        #expect(root.presentedViewController === picker && picker.view.window != nil, "and the popover stays open")
        try mouse.move(to: CGPoint(x: 100, y: 500))
        try mouse.click()
        #expect(root.presentedViewController == nil)
    }

    @Test("a bar button item with an image and a title shows the image, and the title names it to a screen reader")
    func imageAndTitle() throws {
        let item = UIBarButtonItem(image: UIImage(systemName: "ruler"), style: .plain, target: nil, action: nil)
        item.title = "Ruler"
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 50))
        toolbar.items = [item]
        let button = try #require(item.view as? UIButton)
        #expect(button.image(for: .normal) != nil)
        #expect(button.title(for: .normal) == nil, "no title drawn beside or instead of the image")
        #expect(button.accessibilityLabel == "Ruler")
    }

    @Test("a button's preferred symbol configuration draws its symbol at that size")
    func preferredSymbolConfiguration() throws {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "ruler"), for: .normal)
        let plain = button.intrinsicContentSize
        let large = UIImage.SymbolConfiguration(pointSize: 34)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .normal) === large)
        let drawn = try #require(button.imageView?.image)
        #expect(drawn.size.width == 40, "34 pt × 20/17: a symbol twice the default 20 pt")
        #expect(button.intrinsicContentSize.width > plain.width)
        button.setPreferredSymbolConfiguration(nil, forImageIn: .normal)
        #expect(button.imageView?.image?.size.width == 20)
    }
}
