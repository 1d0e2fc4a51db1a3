import PointerUIKit

/// The app's one screen: a collection view of swatches on the left; on the right a row of
/// controls (the brush, Clear, and a field that renames the selected swatch) above the canvas.
/// The navigation bar has a Sort menu and an Add button.
class PaletteViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate, UIContextMenuInteractionDelegate, UITextFieldDelegate {
    var swatches = Swatch.wheel(count: 48)
    var collectionView: UICollectionView!
    let canvas = CanvasView()
    let brushLabel = UILabel()
    let clearButton = UIButton(type: .system)
    let nameField = UITextField()
    var selectedSwatch: Int?
    let sortMenuTitle = "Sort By"

    /// Creates the palette; `count` swatches (48 unless given).
    init(count: Int = 48) {
        swatches = Swatch.wheel(count: count)
        super.init(nibName: nil, bundle: nil)
        title = "Swatches"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 72, height: 88)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .secondarySystemGroupedBackground
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.accessibilityIdentifier = "swatches"

        brushLabel.text = "Brush"
        brushLabel.font = .preferredFont(forTextStyle: .headline)
        clearButton.setTitle("Clear", for: .normal)
        clearButton.addAction(UIAction { [unowned self] _ in self.canvas.clear() }, for: .touchUpInside)
        clearButton.isPointerInteractionEnabled = true
        let undoButton = UIButton(type: .system)
        undoButton.setImage(UIImage(systemName: "trash"), for: .normal)
        undoButton.isPointerInteractionEnabled = true
        undoButton.addAction(UIAction { [unowned self] _ in self.canvas.clear() }, for: .touchUpInside)

        nameField.placeholder = "Swatch name"
        nameField.borderStyle = .roundedRect
        nameField.clearButtonMode = .whileEditing
        nameField.delegate = self
        nameField.accessibilityIdentifier = "name"
        nameField.widthAnchor.constraint(equalToConstant: 220).isActive = true

        let controls = UIStackView(arrangedSubviews: [brushLabel, clearButton, undoButton, nameField])
        controls.axis = .horizontal
        controls.spacing = 12
        controls.alignment = .center

        canvas.translatesAutoresizingMaskIntoConstraints = false
        canvas.accessibilityIdentifier = "canvas"
        canvas.addInteraction(UIContextMenuInteraction(delegate: self))

        let column = UIStackView(arrangedSubviews: [controls, canvas])
        column.axis = .vertical
        column.spacing = 12
        column.translatesAutoresizingMaskIntoConstraints = false

        view.addSubview(collectionView)
        view.addSubview(column)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: guide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            collectionView.widthAnchor.constraint(equalToConstant: 348),
            column.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            column.leadingAnchor.constraint(equalTo: collectionView.trailingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            column.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -16),
        ])

        let sort = UIMenu(title: sortMenuTitle, options: .singleSelection, children: [
            UIAction(title: "Wheel", state: .on) { [unowned self] _ in self.sort(byName: false) },
            UIAction(title: "Name") { [unowned self] _ in self.sort(byName: true) },
        ])
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [unowned self] _ in self.addSwatch() }),
            UIBarButtonItem(title: "Sort", menu: sort),
        ]
    }

    func sort(byName: Bool) {
        swatches.sort { byName ? $0.name < $1.name : ($0.hue, $0.brightness) < ($1.hue, $1.brightness) }
        collectionView.reloadData()
    }

    func addSwatch() {
        let hue = CGFloat(swatches.count % 36) / 36
        swatches.append(Swatch(name: "Mix \(swatches.count + 1)", hue: hue, saturation: 0.5, brightness: 0.85))
        collectionView.reloadData()
    }

    // MARK: UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return swatches.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SwatchCell.reuseIdentifier, for: indexPath) as! SwatchCell
        cell.show(swatches[indexPath.item])
        return cell
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        canvas.brushColor = swatches[indexPath.item].color
        canvas.wellColors = [swatches[indexPath.item].color] + canvas.wellColors.prefix(4)
        brushLabel.text = "Brush: " + swatches[indexPath.item].name
        selectedSwatch = indexPath.item
        nameField.text = swatches[indexPath.item].name
    }

    // MARK: UITextFieldDelegate

    /// Return renames the selected swatch.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let index = selectedSwatch, let name = textField.text, !name.isEmpty {
            swatches[index].name = name
            brushLabel.text = "Brush: " + name
            collectionView.reloadData()
        }
        textField.resignFirstResponder()
        return true
    }

    // MARK: UIContextMenuInteractionDelegate

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
            let fill = UIAction(title: "Fill with Brush", image: UIImage(systemName: "paintbrush")) { _ in
                self.canvas.backgroundColor = self.canvas.brushColor
            }
            let clear = UIAction(title: "Clear", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self.canvas.clear()
                self.canvas.backgroundColor = .systemBackground
            }
            return UIMenu(title: "", children: [fill, clear])
        }
    }
}
