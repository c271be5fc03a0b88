// Only GnomonImperative: in a file that imports Gnomon (or GnomonCore), SwiftUI's `Subview`
// type would take the `@Subview` attribute's name.
import GnomonImperative

/// The Subviews seed's examples on GTK: a label pinned to its superview, one centred a little
/// above the middle, a stack of arranged labels configured with the owner's properties, and a
/// flag of two relative heights with a view made from the owner's properties inside one.
public final class HelloWorldView: Superview {
    @Subview(.pin, {
        $0.text = "Hello, GNOME"
    })
    public var label = LabelWidget()
}

public final class EmptyStateView: Superview {
    @Subview([.alignCenterX, .alignCenterY(offset: -10)], {
        $0.text = "This list is empty"
    })
    public var label = LabelWidget()
}

public final class EmojiLogoView: Superview {
    public let republicName: String
    public let republicEmoji: String

    @Subview(.pin, {
        $0.orientation = .vertical
        $0.alignment = .center
    })
    public var stackView = BoxWidget()

    @ArrangedSubview(of: \.stackView, { (label, self) in
        label.fontSize = 60
        label.text = self.republicEmoji
    })
    public var emojiSeal = LabelWidget()

    @ArrangedSubview(of: \.stackView, { (label, self) in
        label.fontSize = 20
        label.isBold = true
        label.text = self.republicName
    })
    public var nameLabel = LabelWidget()

    public init(republicName: String, republicEmoji: String) {
        self.republicName = republicName
        self.republicEmoji = republicEmoji
        super.init()
    }
}

public final class BestFlagView: Superview {
    public let republicName: String
    public let republicEmoji: String

    @Subview([.pinTop, .pinHorizontally, .relativeHeight(0.8)], {
        $0.backgroundColor = "white"
        $0.textColor = "black"
    })
    public var whiteBackground = Superview()

    @Subview([.pinBottom, .pinHorizontally, .relativeHeight(0.2)], {
        $0.backgroundColor = "#e01b24"
    })
    public var redStripe = Superview()

    @Subview(of: \.whiteBackground, [.alignCenterX, .pinBottom(inset: 4)])
    public var logo = { (self) in
        EmojiLogoView(republicName: self.republicName, republicEmoji: self.republicEmoji)
    }

    public init(republicName: String, republicEmoji: String) {
        self.republicName = republicName
        self.republicEmoji = republicEmoji
        super.init()
    }
}

