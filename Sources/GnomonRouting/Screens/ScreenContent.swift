import GnomonCore

/// A view that is a content screen's content, made from the screen's router and context — as
/// ScreenUI's typical content is — so the screen needs no `makeContent` of its own.
///
/// ```swift
/// struct Match: ContentScreen {
///     typealias NestedScreen = Self
///     typealias Context = Int
///     typealias Content = MatchView
///     let team: Push<Match, Team>
/// }
///
/// struct MatchView: ScreenContent {
///     let router: Router<Match>
///     let context: Int          // `let context: Void` for a screen that needs none
///     var body: some View { Text("Match \(context)") }
/// }
/// ```
public protocol ScreenContent: View {
    /// The screen this view is the content of.
    associatedtype Route: ContentScreen
    /// What the view moves on with.
    var router: Router<Route> { get }
    /// Makes the view for the screen's `router` and `context`; a struct's memberwise
    /// initializer is one.
    init(router: Router<Route>, context: Route.Context)
}

extension ContentScreen where Content: ScreenContent, Content.Route == Self {
    /// The content made from the router and the context.
    public func makeContent(_ context: Context, router: Router<Self>) -> ContentResult<Self> {
        let view = Content(router: router, context: context)
        return (view, view)
    }
}
