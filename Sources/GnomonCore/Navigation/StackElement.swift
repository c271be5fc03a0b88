/// How a `GtkStack` changes pages.
public enum StackTransition: String, Hashable, Sendable {
    case none
    case crossfade
    /// Sliding left to a later page, right to an earlier one.
    case slideLeftRight = "slide-left-right"
}

extension StackTransition: WidgetPropertyValue {}

/// A `GtkStack` of pages (`_StackPage`s) filling its place: a navigation stack's or a tab
/// view's, which differ in the page they show (their classes' `GtkContainer` implementations)
/// and how they change pages.
///
/// ```swift
/// _TabStack { ForEachSubview(tabs) { index, tab in _StackPage(…) { tab } } }
/// ```
protocol StackElement: ElementView {
    var content: Content { get }
    init(content: Content)
    static var transition: StackTransition { get }
}

extension StackElement {
    init(@ViewBuilder content: () -> Content) {
        self.init(content: content())
    }

    var childContent: Content? { content }

    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .fill, vertical: .fill) }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(expand: [.horizontal, .vertical])
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.transitionType, Self.transition)
    }
}

/// A navigation stack's `GtkStack`: it shows its last page (`GtkContainer` makes it visible),
/// sliding.
struct _NavigationStackElement<Content: View>: View, StackElement {
    let content: Content
    typealias Body = Never
    static var widgetClass: WidgetClass { .navigationStack }
    static var transition: StackTransition { .slideLeftRight }
}

/// A tab view's `GtkStack`: it shows its one visible page, cross-fading.
struct _TabStack<Content: View>: View, StackElement {
    let content: Content
    typealias Body = Never
    static var widgetClass: WidgetClass { .tabStack }
    static var transition: StackTransition { .crossfade }
}
