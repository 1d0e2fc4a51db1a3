import Foundation

extension UIControl: UIContextMenuInteractionDelegate {
    func setContextMenuInteractionEnabled(_ enabled: Bool) {
        if enabled, storedMenuInteraction == nil {
            let interaction = UIContextMenuInteraction(delegate: self)
            addInteraction(interaction)
            storedMenuInteraction = interaction
        } else if !enabled, let interaction = storedMenuInteraction {
            interaction.dismissMenu()
            removeInteraction(interaction)
            storedMenuInteraction = nil
        }
    }
}
