import Foundation

extension View {
    /// Names this view's bounds as a coordinate space: a `GeometryProxy` inside it measures
    /// from its top-leading corner with `frame(in: .named(name))`.
    ///
    /// ```swift
    /// ScrollView {
    ///     GeometryReader { proxy in Text("\(Int(proxy.frame(in: .named("scroll")).minY))") }
    /// }
    /// .coordinateSpace(name: "scroll")
    /// ```
    public func coordinateSpace<Name: Hashable>(name: Name) -> some View {
        _NamedCoordinateSpace(content: self, name: AnyHashable(name))
    }
}

/// `coordinateSpace(name:)`: the content in a layout that takes its size and tells a
/// `ReadGeometry` where it was placed; readers inside find it in the environment by its name.
public struct _NamedCoordinateSpace<Content: View>: View {
    let content: Content
    let name: AnyHashable
    @State private var geometry = ReadGeometry()

    public var body: some View {
        _LayoutContainer(
            layout: _GeometryReportLayout(geometry: geometry),
            content: content.transformEnvironment(\.coordinateSpaces) { [geometry] in $0[name] = geometry })
    }
}

private struct CoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: [AnyHashable: ReadGeometry] { [:] }
}

extension EnvironmentValues {
    /// The named coordinate spaces around a view (`coordinateSpace(name:)`), by name.
    var coordinateSpaces: [AnyHashable: ReadGeometry] {
        get { self[CoordinateSpacesKey.self] }
        set { self[CoordinateSpacesKey.self] = newValue }
    }
}
