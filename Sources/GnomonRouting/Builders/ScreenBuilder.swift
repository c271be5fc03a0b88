import GnomonCore

/// Screens side by side in a container — the tabs of `Tabs`, the cases of a
/// `ConditionalWindow` — written with `@ContentBuilder`. Its `PathFrom` is the tuple of the
/// screens, so `\.0`, `\.1` … are key paths to each.
///
/// ```swift
/// Tabs {
///     Navigation(Feed(match: Push(Match())))
///     Navigation(Search())
/// }
/// ```
public protocol ScreenBuilder: PathProvider {
    /// What it needs: the context of each screen.
    associatedtype Context
    /// How many screens it has.
    var count: Int { get }

    /// Makes every screen, each with its context, as the children of `router`'s screen (its
    /// state's `childViews`, by position).
    @MainActor func makeContent<From: ContentScreen>(_ context: Context, router: Router<From>)
    where From.PathFrom == PathFrom

    /// Makes the screen at `position` alone, with its context from `context`, as a child of
    /// `router`'s screen; the others are not made.
    @MainActor func makeContent<From: ContentScreen>(at position: Int, _ context: Context, router: Router<From>)
    where From.PathFrom == PathFrom
}

/// Builds a `ScreenBuilder` from screens listed one per line, as `ViewBuilder` builds views.
///
/// ```swift
/// ConditionalWindow {
///     Launch()
///     Welcome(login: Present(Navigation(Login())))
///     Tabs { Navigation(Feed()); Navigation(Search()) }
/// }
/// ```
@resultBuilder
@MainActor
public enum ContentBuilder {
    public static func buildBlock<each S: Screen>(_ screens: repeat each S) -> ScreenList<repeat each S>
    where repeat (each S).Content: View {
        ScreenList(repeat each screens)
    }
}

/// Screens listed in a `@ContentBuilder`: their tuple is the path into them, and their contexts'
/// tuple what makes them.
///
/// ```swift
/// let tabs: ScreenList<Navigation<Feed>, Navigation<Search>> = ContentBuilder.buildBlock(
///     Navigation(Feed()), Navigation(Search()))
/// tabs.index(of: \.1)  // 1
/// ```
public struct ScreenList<each S: Screen>: ScreenBuilder where repeat (each S).Content: View {
    public typealias PathFrom = (repeat each S)
    public typealias Context = (repeat (each S).Context)

    let screens: (repeat each S)

    init(_ screens: repeat each S) {
        self.screens = (repeat each screens)
    }

    public subscript<T>(next path: KeyPath<PathFrom, T>) -> T { screens[keyPath: path] }

    /// The position of the screen at `path` (`\.1` is 1). A tuple's key path says where in the
    /// tuple its element is stored, and of which type it is; together they tell the screens
    /// apart, but for two screens of one type that store nothing, which share their place: the
    /// first is taken.
    public func index(of path: PartialKeyPath<PathFrom>) -> Int {
        guard let offset = MemoryLayout<PathFrom>.offset(of: path) else {
            preconditionFailure("\(path) is no screen of \(PathFrom.self)")
        }
        let type = Swift.type(of: path).valueType
        var position = 0
        var start = 0
        var found: Int?
        for screen in repeat (each S).self {
            let layout = ScreenLayout(screen)
            start = (start + layout.alignment - 1) / layout.alignment * layout.alignment
            if found == nil, start == offset, screen == type { found = position }
            start += layout.size
            position += 1
        }
        guard let found else { preconditionFailure("\(path) is no screen of \(PathFrom.self)") }
        return found
    }

    public var count: Int {
        var count = 0
        for _ in repeat (each S).self { count += 1 }
        return count
    }

    @MainActor
    public func makeContent<From: ContentScreen>(_ context: Context, router: Router<From>) where From.PathFrom == PathFrom {
        var position = 0
        for (screen, context) in repeat (each screens, each context) {
            screen.makeChild(context, under: router.madeState, at: position)
            position += 1
        }
    }

    @MainActor
    public func makeContent<From: ContentScreen>(at position: Int, _ context: Context, router: Router<From>)
    where From.PathFrom == PathFrom {
        precondition(position < count, "\(Self.self) has no screen at \(position)")
        var current = 0
        for (screen, context) in repeat (each screens, each context) {
            if current == position { screen.makeChild(context, under: router.madeState, at: position) }
            current += 1
        }
    }
}

/// The size and alignment of a screen type, as a tuple of screens lays it out.
private struct ScreenLayout {
    let size: Int
    let alignment: Int

    init<S>(_ type: S.Type) {
        size = MemoryLayout<S>.size
        alignment = MemoryLayout<S>.alignment
    }
}

extension Screen where Content: View {
    /// Makes this screen, with `context`, as the child at `position` of `parent`'s screen (a
    /// tab, a case, a window's root), shown as its `childViews[position]`.
    @MainActor @discardableResult
    func makeChild<From: ContentScreen>(_ context: Context, under parent: ContentScreenState<From>, at position: Int)
        -> TransitionResult<From, NestedScreen>
    {
        let state = TransitionState<From, NestedScreen>(previous: parent)
        let made = makeRouted(context, state: state)
        parent.attach(state, at: .position(position))
        parent.childViews[position] = made.view
        return (state, made.screenContent)
    }
}
