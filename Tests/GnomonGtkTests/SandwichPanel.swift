import GnomonImperative

/// The middle of the seed's sandwich: an imperative `Superview` whose subviews are a label
/// and a Gnomon view (`InnerCount`, in a `HostingWidget`), given its count by its owner.
/// (`Superview` subclasses live in files that import GnomonImperative alone: see
/// `SeedSuperviews.swift`.)
final class CaptionedPanel: Superview {
    @Subview([.pinTop, .pinHorizontally], { $0.text = "Imperative" })
    var caption = LabelWidget()

    @Subview([.pinBottom, .pinHorizontally, .height(60)])
    var hosted = HostingWidget(rootView: InnerCount(count: 0))

    /// Passed down to the hosted view at once.
    var count = 0 {
        didSet { hosted.rootView = InnerCount(count: count) }
    }
}
