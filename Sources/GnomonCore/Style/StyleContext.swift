/// Where a view is: in a scroll view, a list, a toolbar, a custom place of your own. Styles and
/// modifiers can depend on it (`StyleContextConditionalModifier`,
/// `.styledViewStyle(_:style:predicate:)`), and GTK sees it as a CSS class on the container.
///
/// ```swift
/// struct CardStyleContext: StyleContext {}             // CSS class: context-card
/// extension StyleContext where Self == CardStyleContext {
///     static var card: CardStyleContext { CardStyleContext() }
/// }
/// CardView().styleContext(.card)
/// ```
///
/// A context matches itself and, through `aliases`, more specific contexts: `.list` matches
/// inside an inset grouped list and a form too.
public protocol StyleContext {
    /// More specific contexts that this one also matches.
    static var aliases: [any StyleContext.Type] { get }

    /// Whether this context matches where the view is.
    static func evaluate(_ input: StyleContextInputs) -> Bool

    /// The CSS class of the widgets that establish the context; by default `context-` and the
    /// type's name in kebab case without `StyleContext` (`ScrollViewStyleContext` gives
    /// `context-scroll-view`). Nil for none.
    static var cssClass: String? { get }
}

extension StyleContext {
    public static var aliases: [any StyleContext.Type] { [] }

    public static func evaluate(_ input: StyleContextInputs) -> Bool {
        input.contains(Self.self)
    }

    public static var cssClass: String? {
        var name = _typeName(Self.self, qualified: false)
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        if name.hasSuffix("StyleContext"), name != "StyleContext" { name.removeLast("StyleContext".count) }
        var kebab = "context"
        for character in name {
            if character.isUppercase { kebab.append("-") }
            kebab.append(contentsOf: character.lowercased())
        }
        return kebab
    }
}

/// The context a view is in, as a `StyleContext` evaluates it.
///
/// ```swift
/// static func evaluate(_ input: StyleContextInputs) -> Bool {
///     input.contains(ListStyleContext.self) || input.contains(SidebarStyleContext.self)
/// }
/// ```
public struct StyleContextInputs {
    /// The innermost context established above the view.
    public let type: any StyleContext.Type

    /// Whether the view is in `context`, or in one of its aliases.
    public func contains<Context: StyleContext>(_ context: Context.Type) -> Bool {
        matches(context)
    }

    private func matches(_ context: any StyleContext.Type) -> Bool {
        ObjectIdentifier(type) == ObjectIdentifier(context) || context.aliases.contains(where: matches)
    }
}

private struct StyleContextKey: EnvironmentKey {
    static var defaultValue: any StyleContext.Type { NoStyleContext.self }
}

extension EnvironmentValues {
    /// The style context established nearest above.
    var styleContext: StyleContextInputs {
        get { StyleContextInputs(type: self[StyleContextKey.self]) }
        set { self[StyleContextKey.self] = newValue.type }
    }
}

extension View {
    /// Puts this view and everything inside it in `context`, and gives the view's widgets the
    /// context's CSS class.
    ///
    /// ```swift
    /// Sidebar().styleContext(.sidebar)
    /// ```
    public func styleContext<Context: StyleContext>(_ context: Context) -> some View {
        modifier(StyleContextModifier<Context>())
    }
}

/// Puts its content in a style context; see `View.styleContext(_:)`.
///
/// ```swift
/// content.modifier(StyleContextModifier<ToolbarStyleContext>())
/// ```
public struct StyleContextModifier<Context: StyleContext>: ViewModifier, Equatable {
    public init() {}

    public typealias Body = Never
}

extension StyleContextModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        if let name = Context.cssClass { layout.classes.append(name) }
    }

    func write(into environment: inout EnvironmentValues) {
        environment.styleContext = StyleContextInputs(type: Context.self)
    }
}

/// Puts a container's content in the container's context; the container's widget carries the
/// context's CSS class (`addClass(to:)`), as a `ScrollView`'s does.
struct ContainerStyleContext<Context: StyleContext>: ViewModifier, Equatable {
    typealias Body = Never

    /// Adds the context's class to the container's.
    static func addClass(to classes: inout [String]) {
        if let name = Context.cssClass { classes.append(name) }
    }
}

extension ContainerStyleContext: AttributeModifier {
    static var appliesAttributes: Bool { false }

    func write(into environment: inout EnvironmentValues) {
        environment.styleContext = StyleContextInputs(type: Context.self)
    }
}

/// Applies `modifier` only where the style context matches `predicate`.
///
/// ```swift
/// Text("Hello").modifier(StyleContextConditionalModifier(predicate: .scrollView) {
///     CardBackground()
/// })
/// ```
///
/// Whether it applies is decided where the view is mounted; a context never changes at a
/// place in the tree.
public struct StyleContextConditionalModifier<Context: StyleContext, Modifier: ViewModifier>: ViewModifier {
    let modifier: Modifier
    @Environment(\.styleContext) private var inputs

    public init(predicate: Context, @ViewModifierBuilder modifier: () -> Modifier) {
        self.modifier = modifier()
    }

    public func body(content: Content) -> some View {
        if Context.evaluate(inputs) {
            content.modifier(modifier)
        } else {
            content
        }
    }
}
