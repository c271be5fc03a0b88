import GnomonCore

/// What making a screen gives: the outermost content (`contentWrapper`, such as the navigation
/// stack a `Navigation` puts its screen in) and the content of the screen inside it, which owns
/// the transitions (`screenContent`).
public typealias ContentResult<S> = (contentWrapper: S.Content, screenContent: S.NestedScreen.Content) where S: Screen

/// A screen of the app's map: it makes its content from a context (the data it needs) and the
/// router that moves on from it. `NestedScreen` is the content screen routing targets — the
/// screen itself, or the one a container wraps.
///
/// ```swift
/// struct Match: ContentScreen {
///     typealias NestedScreen = Self
///     typealias Context = Int
///     typealias Content = MatchView
///     let title = "Match"
///     let team: Push<Match, Team>
///
///     func makeContent(_ context: Int, router: Router<Match>) -> ContentResult<Match> {
///         let view = MatchView(id: context, router: router)
///         return (view, view)
///     }
/// }
/// ```
///
/// In a window, `Content` is a `View`; a screen whose content is something else (an imperative
/// widget) maps it to one with `mapContent`.
public protocol Screen: PathProvider where PathFrom == NestedScreen.PathFrom {
    /// The content screen routing targets: this screen, or the one this container holds.
    associatedtype NestedScreen: ContentScreen where NestedScreen.NestedScreen == NestedScreen
    /// What the screen makes: a view, or anything a `mapContent` turns into one.
    associatedtype Content
    /// What the screen needs to be made.
    associatedtype Context = Void

    /// Makes the screen's content for `context`, giving the content screen `router`.
    @MainActor func makeContent(_ context: Context, router: Router<NestedScreen>) -> ContentResult<Self>
}

/// A screen that owns its transitions: its stored properties are the transitions out of it (and
/// the constants its content reads through its router), and routers are typed by it.
///
/// ```swift
/// struct Feed: ContentScreen {
///     typealias NestedScreen = Self
///     typealias Content = FeedView
///     let title = "Feed"
///     let match: Push<Feed, Match>
///     func makeContent(_ context: Void, router: Router<Feed>) -> ContentResult<Feed> {
///         let view = FeedView(router: router)
///         return (view, view)
///     }
/// }
/// ```
///
/// State `NestedScreen` as the screen itself, as ScreenUI's screens do: Swift 6.3 infers it
/// only when the screen is declared before the map that uses it, and fails to compile the map
/// otherwise.
public protocol ContentScreen: Screen where NestedScreen == Self {}

/// A screen that wraps another (`Navigation`, `Window`): routing targets the screen it wraps,
/// and key paths see through it to that screen's transitions and constants.
///
/// ```swift
/// Navigation(Feed(match: Push(Match())))[next: \.match]  // the Feed's push
/// ```
public protocol ScreenContainer: Screen {
    /// The screen wrapped.
    associatedtype Root: Screen where Root.NestedScreen == NestedScreen
    /// The screen wrapped.
    var root: Root { get }
}

extension ScreenContainer {
    public subscript<T>(next path: KeyPath<PathFrom, T>) -> T { root[next: path] }
    public func index(of path: PartialKeyPath<PathFrom>) -> Int { root.index(of: path) }
}
