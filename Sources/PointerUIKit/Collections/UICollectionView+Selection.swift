import Foundation

/// Highlighting and selection, by press and release (clicks arrive as pointer-typed touches;
/// fingers work the same) and from code.
///
/// A press on a cell asks `shouldHighlightItemAt` and highlights it (`isHighlighted`,
/// `didHighlightItemAt`); a release on the same item removes the highlight
/// (`didUnhighlightItemAt`), then selects it (`shouldSelectItemAt`, `didSelectItemAt`; with
/// `allowsMultipleSelection`, a selected item is deselected instead: `shouldDeselectItemAt`,
/// `didDeselectItemAt`). In single selection the previously selected item is deselected first
/// with `didDeselectItemAt` (`shouldDeselectItemAt` is not asked). A drag that scrolls cancels
/// the press (the scroll view's pan cancels the touch), and so does leaving the item before
/// the release (PointerKit's choice): the highlight goes and nothing is selected.
/// Selection from code (`selectItem`, `deselectItem`) tells the delegate nothing, as in UIKit.
extension UICollectionView {
    private var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// The selected items, in order.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.sorted() }

    /// Selects the item (and, in single selection, deselects the others), then scrolls to it
    /// at `scrollPosition`. Nil deselects every item. Out-of-range paths, or any path while
    /// `allowsSelection` is false, do nothing.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { setSelected(false, at: path) }
            return
        }
        guard allowsSelection, isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { setSelected(false, at: path) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item (nothing for an item not selected).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected { selectedPaths.insert(indexPath) } else { selectedPaths.remove(indexPath) }
        visibleCellsByPath[indexPath]?.isSelected = selected
    }

    // MARK: Press and release

    /// The item of the cell a touch landed in (the cell that holds its view).
    private func item(under touch: UITouch) -> IndexPath? {
        var view = touch.view
        while let current = view, current !== self {
            if let cell = current as? UICollectionViewCell, cell.superview === self {
                return visibleCellsByPath.first { $0.value === cell }?.key
            }
            view = current.superview
        }
        return nil
    }

    /// A press on a cell highlights it; false when the touches are not a press on a cell.
    func pressBegan(_ touches: Set<UITouch>) -> Bool {
        guard press == nil, allowsSelection, let touch = touches.first, let indexPath = item(under: touch) else { return false }
        let highlights = collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        press = (touch, indexPath, highlights)
        if highlights {
            visibleCellsByPath[indexPath]?.isHighlighted = true
            collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        }
        return true
    }

    /// Moves, ends or cancels the press; false when the touches are not the press's.
    func pressChanged(_ touches: Set<UITouch>, phase: UITouch.Phase) -> Bool {
        guard let press, touches.contains(press.touch) else { return false }
        switch phase {
        case .ended: endPress(selecting: pressIsInside(press))
        case .cancelled: endPress(selecting: false)
        default: if !pressIsInside(press) { endPress(selecting: false) }
        }
        return true
    }

    private func pressIsInside(_ press: (touch: UITouch, indexPath: IndexPath, highlighted: Bool)) -> Bool {
        guard let frame = storedLayoutFrame(press.indexPath) else { return false }
        return frame.contains(press.touch.location(in: self))
    }

    private func storedLayoutFrame(_ indexPath: IndexPath) -> CGRect? {
        guard isValid(indexPath) else { return nil }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
    }

    private func endPress(selecting: Bool) {
        guard let current = press else { return }
        press = nil
        let indexPath = current.indexPath
        if current.highlighted {
            visibleCellsByPath[indexPath]?.isHighlighted = false
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        guard selecting, allowsSelection, isValid(indexPath) else { return }
        if allowsMultipleSelection, selectedPaths.contains(indexPath) {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setSelected(false, at: indexPath)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths.sorted() where path != indexPath {
                setSelected(false, at: path)
                collectionDelegate?.collectionView(self, didDeselectItemAt: path)
            }
        }
        setSelected(true, at: indexPath)
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
