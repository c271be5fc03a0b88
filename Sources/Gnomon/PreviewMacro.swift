// `#Preview`, declared where apps find it: `import Gnomon` alone compiles SwiftUI's previews.
// The macro needs swift-syntax, built once per clean build; an app that declares no previews
// can leave it out with the `Previews` trait off (see the README for both build times).
#if Previews

/// A preview of a view, listed in `Preview.all` for a tool (or a test) to show.
///
/// ```swift
/// #Preview {
///     ContentView()
/// }
///
/// #Preview("Empty list") {
///     ContentView(items: [])
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "GnomonMacrosPlugin", type: "PreviewMacro")

/// A preview of a view with traits that set its layout or orientation.
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) {
///     Badge(count: 3)
/// }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GnomonMacrosPlugin", type: "PreviewMacro")

#endif
