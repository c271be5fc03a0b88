import GnomonCore

/// What a transition gives: the state of the screen it showed, and that screen's content.
public typealias TransitionResult<From, To> = (state: TransitionState<From, To>, screenContent: To.NestedScreen.Content)
where From: Screen, To: Screen

/// A way from one screen to another, stored on the screen it starts from: performing it makes
/// the next screen from a context and shows it. A transition is a path provider into the
/// screen it reaches, so paths go on through it.
///
/// ```swift
/// struct Feed: ContentScreen {
///     let match: Push<Feed, Match>  // a transition; its context is the match's
/// }
/// ```
public protocol Transition: PathProvider where PathFrom == To.PathFrom {
    /// The screen the transition starts from.
    associatedtype From: Screen
    /// The screen it reaches.
    associatedtype To: Screen
    /// What it needs to make the screen it reaches.
    associatedtype Context

    /// Shows the next screen, made with `context`, from `content` (the screen shown, whose
    /// state is `state`), and says how it goes back (`state.back` of the result).
    @MainActor func move(
        from content: From.Content, state: ContentScreenState<From.NestedScreen>, with context: Context,
        completion: (() -> Void)?
    ) -> TransitionResult<From, To>
}

/// A transition between two content screens, which sets how the screen it shows goes back.
public protocol ScreenTransition: Transition where From: ContentScreen, To: ContentScreen {}

extension Screen where Content: View {
    /// Makes this screen under `state`: its content, wrapped to show the sheets it presents,
    /// and the content screen's content, which `state` keeps.
    @MainActor
    func makeRouted(_ context: Context, state: ContentScreenState<NestedScreen>) -> (
        view: AnyView, screenContent: NestedScreen.Content
    ) {
        let (wrapper, content) = makeContent(context, router: Router(self, state: state))
        state.surface = content
        state.context = context
        return (AnyView(wrapper.modifier(ScreenPresentations(state: state))), content)
    }

}
