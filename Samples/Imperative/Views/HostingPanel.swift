// Only GnomonImperative: in a file that imports Gnomon (or GnomonCore), SwiftUI's `Subview`
// type would take the `@Subview` attribute's name.
import GnomonImperative

/// The middle of the seed's sandwich: an imperative `Superview` whose subviews are a label of
/// its own and a Gnomon view (`HostedCount`, in a `HostingWidget`), given its count by its
/// owner.
///
/// ```swift
/// let panel = HostingPanel()
/// panel.count = 3   // the hosted view shows "Hosted count: 3"
/// ```
public final class HostingPanel: Superview {
    @Subview([.pinTop, .pinHorizontally], {
        $0.text = "An imperative Superview, holding:"
        $0.textAlignment = 0
    })
    public var caption = LabelWidget()

    @Subview([.pinBottom, .pinHorizontally, .relativeHeight(0.6)])
    public var hosted = HostingWidget(rootView: HostedCount(count: 0))

    /// Passed down to the hosted view at once.
    public var count = 0 {
        didSet { hosted.rootView = HostedCount(count: count) }
    }
}
