import Foundation

/// A view controller whose view is a collection view, as UIKit's `UICollectionViewController`:
/// it is the collection view's data source and delegate, with overridable defaults (no
/// sections' items, every item highlightable and selectable). Subclasses override the methods
/// with `override`, as with UIKit. The flow-layout delegate methods are not here (as in UIKit):
/// a subclass declares `UICollectionViewDelegateFlowLayout` conformance to supply them.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout

    /// True (default) clears the selection each time the view appears (`viewWillAppear`).
    open var clearsSelectionOnViewWillAppear = true

    /// Clears the selection when `clearsSelectionOnViewWillAppear` is true, as UIKit.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        clearSelectionForAppearance()
    }

    /// Creates a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout (nib arguments are ignored).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller with a flow layout (see `UIViewController.init?(coder:)`).
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Makes the collection view, with this controller as data source and delegate.
    open override func loadView() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// The controller's view as a collection view (loaded on first use).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

    /// What the view appearing does: clears the selection when
    /// `clearsSelectionOnViewWillAppear` is true.
    func clearSelectionForAppearance() {
        guard clearsSelectionOnViewWillAppear, let collectionView = view as? UICollectionView else { return }
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
    }

    // MARK: Data source

    /// Default: one section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Default: no items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Default: a plain cell (subclasses that report items override this).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "", for: indexPath)
    }
    /// Default: an empty view (subclasses with headers or footers override this).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    // MARK: Delegate

    /// Default: true.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Default: true.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Default: true.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}

    /// Default: nil (the single-item method is asked).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Default: nil (no menu).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }

    // MARK: Scroll view delegate

    /// Default: nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Default: nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Default: nil (no zooming).
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Default: nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
