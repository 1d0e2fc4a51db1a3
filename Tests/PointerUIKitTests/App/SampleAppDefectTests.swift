import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// A controller whose bar button action takes the sender and the event, as iPad code writes it.
@MainActor final class EventTaker: UIViewController {
    var events: [UIEvent.EventType] = []
    func share(_ sender: UIBarButtonItem, event: UIEvent) { events.append(event.type) }
}

/// A collection view controller subclass written as iPad code: `init()` without `override`.
@MainActor final class GalleryController: UICollectionViewController {
    init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A plain view controller subclass with its own `init()`, as iPad code writes it.
@MainActor final class PlainController: UIViewController {
    let name: String
    init() { name = "plain"; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { name = "coded"; super.init(coder: coder) }
}

/// The sample apps' run-time defects, each with the test named after it.
@MainActor
@Suite("Sample app defects")
struct SampleAppDefectTests {
    func toolbarBoard(_ items: [UIBarButtonItem]) -> (UIWindow, UIToolbar, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 300))
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 500, height: 44))
        toolbar.items = items
        window.addSubview(toolbar)
        return (window, toolbar, SimulatedPointer(.mouse, in: window, at: CGPoint(x: 250, y: 200)))
    }

    @Test("a bar button's action that takes (sender, event) receives the click's event")
    func barButtonActionReceivesEvent() throws {
        let taker = EventTaker()
        let item = UIBarButtonItem(title: "Share", style: .plain, target: taker, action: Selector(EventTaker.share(_:event:)))
        let (window, _, mouse) = toolbarBoard([item])
        try mouse.move(to: item.view.convert(CGPoint(x: item.view.bounds.midX, y: item.view.bounds.midY), to: window))
        try mouse.click()
        #expect(taker.events == [.touches])
    }

    @Test("a bar button's (sender, event) action reached through the responder chain receives the event")
    func barButtonChainActionReceivesEvent() throws {
        let taker = EventTaker()
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: Selector(EventTaker.share(_:event:)))
        let (window, toolbar, mouse) = toolbarBoard([item])
        toolbar.removeFromSuperview()
        taker.view.frame = window.bounds
        window.rootViewController = taker
        taker.view.addSubview(toolbar)
        try mouse.move(to: item.view.convert(CGPoint(x: item.view.bounds.midX, y: item.view.bounds.midY), to: window))
        try mouse.click()
        #expect(taker.events == [.touches])
    }

    @Test("a bar button item's customView sized by Auto Layout sits after the item before it, not at x = 0")
    func autoLayoutCustomViewIsPlaced() throws {
        let custom = UIView()
        custom.translatesAutoresizingMaskIntoConstraints = false
        custom.accessibilityIdentifier = "custom"
        NSLayoutConstraint.activate([custom.widthAnchor.constraint(equalToConstant: 120), custom.heightAnchor.constraint(equalToConstant: 30)])
        let add = UIBarButtonItem(systemItem: .add)
        let (window, _, mouse) = toolbarBoard([add, UIBarButtonItem(customView: custom)])
        mouse.frame()
        let addFrame = add.view.convert(add.view.bounds, to: window)
        let customFrame = custom.convert(custom.bounds, to: window)
        #expect(customFrame.width == 120 && customFrame.height == 30)
        #expect(customFrame.minX >= addFrame.maxX, "the custom view does not cover the Add item")
        #expect(abs(customFrame.midY - 22) < 0.5, "centred in the bar")
    }

    @Test("archiving a UIColor with secure coding round-trips it")
    func colorArchives() throws {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let data = try NSKeyedArchiver.archivedData(withRootObject: color, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data))
        #expect(back == color)
        #expect(UIColor.supportsSecureCoding)
    }

    @Test("an archive without colour components does not decode as a colour")
    func colorArchiveWithoutComponents() throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: "not a colour" as NSString, requiringSecureCoding: true)
        #expect((try? NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data)) == nil)
    }

    @Test("a UICollectionViewController subclass declares init() without override, as on iPad")
    func collectionControllerInit() {
        let gallery = GalleryController()
        #expect(gallery.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(PlainController().name == "plain")
        #expect(UICollectionViewController().collectionViewLayout is UICollectionViewFlowLayout)
    }

    @Test("the toolbar symbols ruler, ruler.fill, arrow.uturn.left, square.and.arrow.down and archivebox exist")
    func missingSymbols() {
        for name in ["ruler", "ruler.fill", "arrow.uturn.left", "square.and.arrow.down", "archivebox"] {
            #expect(UIImage(systemName: name)?.isSymbolImage == true, "\(name)")
            #expect(UIImage.systemSymbolNames.contains(name))
        }
    }

    @Test("a compose bar button item shows the square.and.pencil symbol, not the word Compose")
    func composeSymbol() throws {
        #expect(UIImage(systemName: "square.and.pencil")?.isSymbolImage == true)
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
        let button = try #require(compose.view as? UIButton)
        #expect(button.image(for: .normal) != nil)
        #expect(button.title(for: .normal) == nil)
    }
}
