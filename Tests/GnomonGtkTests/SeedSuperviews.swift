// Only GnomonImperative: in a file that imports Gnomon (or GnomonCore), SwiftUI's `Subview`
// type would take the `@Subview` attribute's name.
import GnomonImperative

/// The Subviews seed's examples on GTK: a label pinned to its superview, one centred a little
/// above the middle, a stack of arranged labels configured with the owner's properties, and a
/// flag of two relative heights with a view made from the owner's properties inside one.
final class HelloWorldView: Superview {
    @Subview(.pin, {
        $0.text = "Hello, GNOME"
    })
    var label = LabelWidget()
}

final class EmptyStateView: Superview {
    @Subview([.alignCenterX, .alignCenterY(offset: -10)], {
        $0.text = "This list is empty"
    })
    var label = LabelWidget()
}

final class EmojiLogoView: Superview {
    let republicName: String
    let republicEmoji: String

    @Subview(.pin, {
        $0.orientation = .vertical
        $0.alignment = .center
    })
    var stackView = BoxWidget()

    @ArrangedSubview(of: \.stackView, { (label, self) in
        label.fontSize = 60
        label.text = self.republicEmoji
    })
    var emojiSeal = LabelWidget()

    @ArrangedSubview(of: \.stackView, { (label, self) in
        label.fontSize = 20
        label.isBold = true
        label.text = self.republicName
    })
    var nameLabel = LabelWidget()

    init(republicName: String, republicEmoji: String) {
        self.republicName = republicName
        self.republicEmoji = republicEmoji
        super.init()
    }
}

final class BestFlagView: Superview {
    let republicName: String
    let republicEmoji: String

    @Subview([.pinTop, .pinHorizontally, .relativeHeight(0.8)], {
        $0.backgroundColor = "white"
    })
    var whiteBackground = Superview()

    @Subview([.pinBottom, .pinHorizontally, .relativeHeight(0.2)], {
        $0.backgroundColor = "#e01b24"
    })
    var redStripe = Superview()

    @Subview(of: \.whiteBackground, [.alignCenterX, .pinBottom(inset: 4)])
    var logo = { (self) in
        EmojiLogoView(republicName: self.republicName, republicEmoji: self.republicEmoji)
    }

    init(republicName: String, republicEmoji: String) {
        self.republicName = republicName
        self.republicEmoji = republicEmoji
        super.init()
    }
}

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
