/// Typed routing, after ScreenUI: the whole flow of an app as one value — screens, the
/// containers they sit in (a window, a navigation stack, tabs) and the transitions between them
/// (push and pop, present and dismiss) — that routers move along by key path, checked by the
/// compiler. Every container and transition is one Gnomon already has: a routed push is a page
/// of a `NavigationStack`, a presentation a `.sheet`, tabs a `TabView`, the window a
/// `WindowGroup`'s.
///
/// ```swift
/// import Gnomon
/// import GnomonRouting
///
/// enum Screens: GnomeNamespace {
///     static let map = InitialScreen(Window(Navigation(Inbox(message: Push(Message())))))
/// }
///
/// @main struct Mail: App {
///     var body: some Scene { Screens.map.makeBody(()) }
/// }
/// ```
///
/// A screen's view moves on with its router: `router.move(\.message, from: self, with: id)`,
/// or a button made by `router.move(\.message, context: id, action: Text("Open"))`; and
/// `router.back()` goes back. A path from the root reaches any screen at once, building every
/// screen on the way (a deep link): `Screens.map.router.root(()).move(\.message, id).move()`.
///
/// The routing state of each window lives beside its view graph (`RoutedWindows`): a window
/// has its own stacks, tabs and sheets.
import GnomonCore
