import GnomonCore

/// The app's window around its root screen: a GTK application window with a header bar, which
/// `InitialScreen.makeBody` opens (one per `WindowGroup` window). Its title is the shown
/// screen's `navigationTitle`. Written `Window` inside a `GnomeNamespace`.
///
/// ```swift
/// enum Screens: GnomeNamespace {
///     static let map = InitialScreen(Window(Navigation(Inbox())))
/// }
/// ```
public struct WindowScreen<Root: Screen>: ScreenContainer where Root.Content: View {
    public typealias NestedScreen = Root.NestedScreen
    public typealias Context = Root.Context
    public typealias Content = Root.Content
    public typealias PathFrom = Root.PathFrom

    public let root: Root

    /// A window showing `root`.
    public init(_ root: Root) {
        self.root = root
    }

    @MainActor
    public func makeContent(_ context: Root.Context, router: Router<Root.NestedScreen>) -> ContentResult<Self> {
        root.makeContent(context, router: router)
    }
}

/// The short names of ScreenUI's containers and transitions, for a type that declares an app's
/// map: `Window`, `Navigation`, `Tabs`, `Push`, `Present`. `Window` is `WindowScreen` here, and
/// SwiftUI's `Window` scene everywhere else.
///
/// ```swift
/// enum Screens: GnomeNamespace {
///     static let map = InitialScreen(Window(Tabs { Navigation(Feed()); Navigation(Search()) }.with(((), ()))))
/// }
/// ```
@MainActor
public protocol GnomeNamespace {}

extension GnomeNamespace {
    /// The app's window around its root screen.
    public typealias Window<Root: Screen> = WindowScreen<Root> where Root.Content: View
}
