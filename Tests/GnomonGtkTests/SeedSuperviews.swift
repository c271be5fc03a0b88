// Only GnomonImperative: in a file that imports Gnomon (or GnomonCore), SwiftUI's `Subview`
// type would take the `@Subview` attribute's name.
import GnomonImperative

/// A label at the leading edge, 10 in, which right-to-left text puts at the right.
final class LeadingLabelView: Superview {
    @Subview([.pinLeading(inset: 10), .alignCenterY], { $0.text = "Leading" })
    var label = LabelWidget()
}

/// A square of a third of the width, its height from its aspect ratio.
final class SquareView: Superview {
    @Subview([.alignCenter, .relativeWidth(1.0 / 3), .aspectRatioSquare], { $0.backgroundColor = "black" })
    var square = Superview()
}

/// A width pinned on both sides and set as well: more than an axis has to give.
final class OverConstrainedView: Superview {
    @Subview([.pinHorizontally, .width(100), .alignCenterY], { $0.text = "Squeezed" })
    var label = LabelWidget()
}

/// CoreRender's counter, imperatively: a button whose clicks the owner counts.
final class ClickCounterView: Superview {
    var count = 0

    @Subview(.alignCenter, { (button, self) in
        button.title = "Clicked 0 times"
        button.onClicked = { [unowned self, unowned button] in
            self.count += 1
            button.title = "Clicked \(self.count) times"
        }
    })
    var button = ButtonWidget()
}

/// Subviews assigned anew, each replaced its own way, and one declared without a view.
final class ReplacingView: Superview {
    @Subview([.pinTop, .pinHorizontally])
    var removed = LabelWidget(text: "first")

    @Subview(onReplace: .overlay, [.pinBottom, .pinHorizontally])
    var overlaid = LabelWidget(text: "under")

    @Subview(onReplace: .hide, .alignCenterX)
    var hidden = LabelWidget(text: "old")

    @Subview(.alignCenter)
    var later: LabelWidget
}

/// Pages in a stack and a window in front of the owner's, as `@Child`ren.
final class SettingsPanel: Superview {
    @Subview(.pin)
    var pages = StackWidget()

    @Child(superview: \.pages, title: "General")
    var general = LabelWidget(text: "General settings")

    @Child(superview: \.pages, title: "Privacy")
    var privacy = LabelWidget(text: "Privacy settings")

    @Child({ $0.content = LabelWidget(text: "About Gnomon") })
    var about = WindowWidget(title: "About")
}
