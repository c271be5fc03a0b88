import GnomonCore

/// A screen whose content is another's, changed: what `mapContent` and `configContent` make.
/// Routing sees through it to the screen it changes.
///
/// ```swift
/// Match().mapContent { $0.navigationTitle("Match") }
/// ```
public struct MapContent<Base: Screen, NewContent>: Screen {
    public typealias NestedScreen = Base.NestedScreen
    public typealias Context = Base.Context
    public typealias Content = NewContent
    public typealias PathFrom = Base.PathFrom

    let base: Base
    let transform: @MainActor (Base.Content, Base.Context) -> NewContent

    public subscript<T>(next path: KeyPath<PathFrom, T>) -> T { base[next: path] }
    public func index(of path: PartialKeyPath<PathFrom>) -> Int { base.index(of: path) }

    @MainActor
    public func makeContent(_ context: Base.Context, router: Router<Base.NestedScreen>) -> ContentResult<Self> {
        let (wrapper, content) = base.makeContent(context, router: router)
        return (transform(wrapper, context), content)
    }
}

extension Screen {
    /// This screen with its content turned into something else: a view around it, or a view
    /// made of an imperative widget.
    ///
    /// ```swift
    /// Profile().mapContent { widget in Node { widget } }  // a Superview, shown as a view
    /// ```
    @MainActor
    public func mapContent<New>(_ transform: @escaping @MainActor (Content) -> New) -> MapContent<Self, New> {
        MapContent(base: self) { content, _ in transform(content) }
    }

    /// This screen with its content turned into something else, knowing the context and the
    /// screen.
    ///
    /// ```swift
    /// Match().mapContent { view, id, screen in view.navigationSubtitle("#\(id)") }
    /// ```
    @MainActor
    public func mapContent<New>(_ transform: @escaping @MainActor (Content, Context, Self) -> New) -> MapContent<Self, New> {
        MapContent(base: self) { content, context in transform(content, context, self) }
    }

    /// This screen with `configure` run on its content once it is made: for content that is an
    /// object (an imperative widget), to set it up.
    ///
    /// ```swift
    /// Search().configContent { $0.showsFilters = true }
    /// ```
    @MainActor
    public func configContent(_ configure: @escaping @MainActor (Content) -> Void) -> MapContent<Self, Content> {
        MapContent(base: self) { content, _ in
            configure(content)
            return content
        }
    }

    /// `configContent` knowing the context and the screen.
    @MainActor
    public func configContent(_ configure: @escaping @MainActor (Content, Context, Self) -> Void) -> MapContent<Self, Content> {
        MapContent(base: self) { content, context in
            configure(content, context, self)
            return content
        }
    }
}

extension Screen where Content: View {
    /// This screen as a tab, titled by its screen's constants: the tab switcher shows the title.
    ///
    /// ```swift
    /// Navigation(Feed()).tabItem(\.title, systemImage: \.icon)
    /// ```
    @MainActor
    public func tabItem(_ title: KeyPath<PathFrom, String>, systemImage: KeyPath<PathFrom, String>? = nil)
        -> MapContent<Self, AnyView>
    {
        mapContent { content, _, screen in
            // A label of its own type, not an `if`: the tab switcher reads the label's text.
            if let systemImage {
                AnyView(content.tabItem { Label(screen[next: title], systemImage: screen[next: systemImage]) })
            } else {
                AnyView(content.tabItem { Text(screen[next: title]) })
            }
        }
    }
}
