import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

/// Lifts the view its interaction is on.
@MainActor final class LiftingDelegate: UIPointerInteractionDelegate {
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = interaction.view else { return nil }
        return UIPointerStyle(effect: .lift(UITargetedPreview(view: view)))
    }
}

@Suite("Collection view: highlight, selection and pointer") @MainActor
struct CollectionSelectionTests {
    @Test("a click highlights the item on press and selects it on release, with UIKit's delegate order")
    func clickSelects() throws {
        let f = CollectionFixture()
        let cv = f.collectionView
        try f.mouse.move(to: f.center(of: 7))
        try f.mouse.press()
        let cell = cv.cellForItem(at: IndexPath(item: 7, section: 0))!
        #expect(cell.isHighlighted && !cell.isSelected)
        #expect(f.data.log == ["shouldHighlight 7", "didHighlight 7"])
        try f.mouse.release()
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(f.data.log == ["shouldHighlight 7", "didHighlight 7", "didUnhighlight 7", "shouldSelect 7", "didSelect 7"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
        f.data.log.removeAll()
        try f.mouse.move(to: f.center(of: 8))
        try f.mouse.click()
        #expect(f.data.log.suffix(3) == ["shouldSelect 8", "didDeselect 7", "didSelect 8"], "single selection moves")
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 8, section: 0)])
        #expect(!cell.isSelected)
    }

    @Test("a click drag that scrolls cancels the highlight and selects nothing")
    func dragCancels() throws {
        let f = CollectionFixture()
        let cv = f.collectionView
        try f.mouse.move(to: f.center(of: 13))
        try f.mouse.press()
        #expect(cv.cellForItem(at: IndexPath(item: 13, section: 0))?.isHighlighted == true)
        try f.mouse.move(by: CGVector(dx: 0, dy: -40))
        #expect(cv.contentOffset.y > 0, "the drag scrolled")
        #expect(cv.cellForItem(at: IndexPath(item: 13, section: 0))?.isHighlighted == false)
        try f.mouse.release()
        #expect(cv.indexPathsForSelectedItems == [])
        #expect(f.data.log == ["shouldHighlight 13", "didHighlight 13", "didUnhighlight 13"])
    }

    @Test("with multiple selection a click toggles; shouldSelect and shouldHighlight can refuse")
    func multipleAndRefusals() throws {
        let f = CollectionFixture()
        let cv = f.collectionView
        cv.allowsMultipleSelection = true
        for item in [0, 1, 0] {
            try f.mouse.move(to: f.center(of: item))
            try f.mouse.click()
        }
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(f.data.log.suffix(2) == ["shouldDeselect 0", "didDeselect 0"])
        f.data.allowSelect = false
        f.data.allowHighlight = false
        f.data.log.removeAll()
        try f.mouse.move(to: f.center(of: 2))
        try f.mouse.press()
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isHighlighted == false)
        try f.mouse.release()
        #expect(f.data.log == ["shouldHighlight 2", "shouldSelect 2"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        cv.allowsSelection = false
        f.data.log.removeAll()
        try f.mouse.click()
        #expect(f.data.log.isEmpty, "no selection, no highlight")
    }

    @Test("selecting from code tells the delegate nothing, sets the cells and survives scrolling")
    func programmatic() {
        let f = CollectionFixture()
        let cv = f.collectionView
        let far = IndexPath(item: 300, section: 0)
        cv.selectItem(at: far, animated: false, scrollPosition: .top)
        #expect(cv.contentOffset.y == 3000)
        #expect(cv.cellForItem(at: far)?.isSelected == true)
        cv.contentOffset = .zero
        #expect(cv.cellForItem(at: far) == nil)
        #expect(cv.visibleCells.allSatisfy { !$0.isSelected }, "reused cells come back unselected")
        cv.contentOffset = CGPoint(x: 0, y: 3000)
        #expect(cv.cellForItem(at: far)?.isSelected == true, "the selection outlives the cell")
        cv.deselectItem(at: far, animated: false)
        #expect(cv.indexPathsForSelectedItems == [] && cv.cellForItem(at: far)?.isSelected == false)
        #expect(f.data.log.isEmpty)
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        cv.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == [])
    }

    @Test("a selected background shows while the cell is highlighted or selected")
    func selectedBackground() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(cell.subviews.map { ObjectIdentifier($0) } == [background, selected, cell.contentView].map { ObjectIdentifier($0) })
        #expect(selected.isHidden && selected.frame == cell.bounds)
        cell.isHighlighted = true
        #expect(!selected.isHidden)
        cell.isHighlighted = false
        cell.isSelected = true
        #expect(!selected.isHidden)
    }

    @Test("a secondary click on an item asks the delegate for its context menu; between items there is none")
    func itemContextMenu() throws {
        let f = CollectionFixture()
        let cv = f.collectionView
        cv.contentOffset = CGPoint(x: 0, y: 600)
        try f.mouse.move(to: CGPoint(x: 95, y: 25))
        try f.mouse.press(2)
        try f.mouse.release(2)
        #expect(f.data.menus == [IndexPath(item: 61, section: 0)])
        #expect(cv.contextMenuInteraction?.presentedMenu?.visibleActions.map(\.title) == ["Copy 61"])
        #expect(cv.indexPathsForSelectedItems == [], "a secondary click selects nothing")
        cv.contextMenuInteraction?.dismissMenu()
        try f.mouse.move(to: CGPoint(x: 60, y: 25))
        try f.mouse.press(2)
        try f.mouse.release(2)
        #expect(f.data.menus.count == 1 && cv.contextMenuInteraction?.presentedMenu == nil)
    }

    @Test("cells that lift under the pointer lift in scrolled content")
    func pointerLiftOnScrolledCells() throws {
        let lift = LiftingDelegate()
        let f = CollectionFixture { _, data in
            data.configure = { cell, _ in
                if cell.interactions.isEmpty { cell.addInteraction(UIPointerInteraction(delegate: lift)) }
            }
        }
        let cv = f.collectionView
        try f.mouse.move(to: CGPoint(x: 200, y: 150))
        for _ in 0..<10 { try f.mouse.scroll(notches: CGVector(dx: 0, dy: 2)) }
        #expect(cv.contentOffset.y > 100)
        let target = cv.indexPathForItem(at: CGPoint(x: 95, y: cv.contentOffset.y + 145))
            ?? cv.indexPathForItem(at: CGPoint(x: 95, y: cv.contentOffset.y + 175))!
        let cell = cv.cellForItem(at: target)!
        let centre = cv.convert(CGPoint(x: cell.frame.midX, y: cell.frame.midY), to: f.window)
        try f.mouse.move(to: centre)
        f.mouse.settle()
        #expect(f.mouse.effect == .lift)
        let layer = f.mouse.scene.layers.first { $0.name == "cell 0.\(target.item)" }
        #expect(layer.map { abs($0.effect.a - 58.0 / 50) < 0.001 } == true, "50 pt + 8 pt")
        #expect(f.mouse.drawnPointer == nil)
    }
}
