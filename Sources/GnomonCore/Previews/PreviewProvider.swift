/// A type that offers views to look at while writing them, as SwiftUI's: the older form of
/// `#Preview`. Each conforming type in the app is one of `Preview.all`, named by its type; the
/// preview modifiers on its views are kept as traits (`PreviewTraitKeys`).
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView()
///             .previewDisplayName("Empty")
///     }
/// }
/// ```
@MainActor
public protocol PreviewProvider {
    associatedtype Previews: View

    /// The views to show.
    @ViewBuilder static var previews: Previews { get }

    /// The platform SwiftUI would run the previews on; Gnomon shows them on GTK whatever it says.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms `PreviewProvider.platform` names; accepted so SwiftUI code compiles, and
/// without effect on GNOME.
///
/// ```swift
/// static var platform: PreviewPlatform? { .macOS }
/// ```
public enum PreviewPlatform: Sendable, Hashable {
    case iOS, macOS, tvOS, watchOS, visionOS
}
