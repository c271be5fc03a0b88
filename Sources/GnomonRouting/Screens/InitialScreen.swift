import Foundation
import GnomonCore

/// The top of an app's map: the screen each window starts from, holding the root screen, and
/// the router that paths start from (`InitialScreen` is the one Gnomon has).
///
/// ```swift
/// Screens.map.router.root().select(\.1).move()
/// ```
public protocol RootScreen: ContentScreen where Content == Void, NestedScreen == Self, PathFrom == Self {
    /// The screen a window shows.
    associatedtype Root: Screen where Root.Content: View
    /// The screen a window shows.
    var root: Root { get }
    /// The router that reaches any screen from the root, in the window shown last.
    var router: RootRouter<Self> { get }
}

/// An app's map: the root screen a window shows, with every screen the app can reach from it.
/// Each window has its own screens shown (its stacks, tabs and sheets); paths from `router` go
/// in the window that showed the map last.
///
/// ```swift
/// enum Screens: GnomeNamespace {
///     static let map = InitialScreen(Window(Navigation(Inbox(message: Push(Message())))))
/// }
///
/// @main struct Mail: App {
///     var body: some Scene { Screens.map.makeBody(()) }
/// }
/// ```
public struct InitialScreen<Root: Screen>: RootScreen where Root.Content: View {
    public typealias Content = Void
    public typealias NestedScreen = Self

    public let root: Root
    /// The windows that show this map, the last shown last.
    let windows = MapWindows()
    /// The path each URL the app is opened with takes, if the map has deep links.
    private(set) var deepLink: (@MainActor (URL, RootRouter<Self>) -> (any ScreenPath)?)?

    /// The map whose windows show `root`.
    public init(_ root: Root) {
        self.root = root
    }

    public func makeContent(_ context: Void, router: Router<Self>) -> ContentResult<Self> { ((), ()) }

    /// This map, with the path each link the app is opened with (`myapp://match/42`, through
    /// `onOpenURL`) takes in the window that receives it: the screens on the way are made with
    /// the contexts the path gives. A link `route` answers nil for is logged, and the app
    /// stays where it was.
    ///
    /// ```swift
    /// InitialScreen(Window(Tabs { … }))
    ///     .deepLinks { url, router in
    ///         guard url.host == "match", let id = Int(url.lastPathComponent) else { return nil }
    ///         return router.root().select(\.0).move(\.match, id)
    ///     }
    /// ```
    public func deepLinks(_ route: @escaping @MainActor (URL, RootRouter<Self>) -> (any ScreenPath)?) -> Self {
        var map = self
        map.deepLink = route
        return map
    }

    /// Follows the deep link `url` in the window whose state is `state`.
    @MainActor
    func follow(_ url: URL, in state: ContentScreenState<Self>) {
        guard let path = deepLink?(url, RootRouter(self) { [weak state] in state }) else {
            return log.error("Deep link \(url): no screen of the map answers it; the app stays where it was")
        }
        path.move()
    }

    public var router: RootRouter<Self> {
        RootRouter(self) { [windows] in windows.last as? ContentScreenState<Self> }
    }

    /// The app's windows, each showing the root made with `context`.
    ///
    /// ```swift
    /// var body: some Scene { Screens.map.makeBody(()) }
    /// ```
    @MainActor
    public func makeBody(_ context: Root.Context) -> some Scene {
        WindowGroup { rootView(context) }
    }

    /// A window's content: the root made with `context`, and the screens shown from it. What
    /// `makeBody` puts in each window; a test or a preview hosts it alone.
    ///
    /// ```swift
    /// let host = TestHost(Screens.map.rootView(()))
    /// ```
    @MainActor
    public func rootView(_ context: Root.Context) -> some View {
        RoutedWindow(map: self, context: context)
    }
}

/// The content of a window showing a map: its root screen, made the first time the window shows.
struct RoutedWindow<Root: Screen>: View where Root.Content: View {
    let map: InitialScreen<Root>
    let context: Root.Context

    var body: some View {
        if let state = ViewGraph.evaluatingService(RoutedWindows.self)?.state(of: map, context: context) {
            if map.deepLink != nil {
                state.childViews[0].onOpenURL { map.follow($0, in: state) }
            } else {
                state.childViews[0]
            }
        }
    }
}

/// The transition from a map to its root screen: the first step of every path.
public struct RootTransition<From: RootScreen>: Transition where From.Root.Content: View {
    public typealias To = From.Root.NestedScreen
    public typealias Context = From.Root.Context
    public typealias PathFrom = To.PathFrom

    let to: From.Root

    public subscript<T>(next path: KeyPath<PathFrom, T>) -> T { to[next: path] }
    public func index(of path: PartialKeyPath<PathFrom>) -> Int { to.index(of: path) }

    @MainActor
    public func move(from content: Void, state: ContentScreenState<From>, with context: Context, completion: (() -> Void)?)
        -> TransitionResult<From, To>
    {
        let made = to.makeChild(context, under: state, at: 0)
        completion?()
        return made
    }
}
