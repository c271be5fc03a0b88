// Only GnomonImperative: in a file that imports Gnomon, SwiftUI's `Subview` type would take the
// `@Subview` attribute's name.
import GnomonImperative

/// The account's details, written as the Subviews seed writes views: a name and a club, stacked.
public final class AccountCard: Superview {
    public let name: String

    @Subview(.pin, {
        $0.orientation = .vertical
        $0.alignment = .center
    })
    public var stack = BoxWidget()

    @ArrangedSubview(of: \.stack, { (label, self) in
        label.fontSize = 22
        label.isBold = true
        label.text = self.name
    })
    public var nameLabel = LabelWidget()

    @ArrangedSubview(of: \.stack, { label, _ in
        label.text = "Member since 2024 · Harbour Rovers"
    })
    public var memberLabel = LabelWidget()

    public init(name: String) {
        self.name = name
        super.init()
    }
}
