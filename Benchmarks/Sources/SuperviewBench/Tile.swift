// GnomonImperative alone: SwiftUI's `Subview` (Gnomon's) would take the attribute's name.
import GnomonImperative

/// One tile, as an app writes a widget class with the Subviews seed: a label pinned 4 pixels
/// in from every edge, its text from the tile's index.
final class Tile: Superview {
    let index: Int

    @Subview(.pin(inset: 4), { (label, self) in
        label.text = "Tile \(self.index)"
    })
    var label = LabelWidget()

    init(index: Int) {
        self.index = index
        super.init()
    }
}
