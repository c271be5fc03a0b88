/// A view whose `body` is its default look, and which any style of its own can replace: what
/// the `@StyledView` macro (in `GnomonMacros`) makes of a struct.
///
/// ```swift
/// import GnomonMacros
///
/// @StyledView
/// struct LabeledView<Label: View, Content: View>: StyledView {
///     var label: Label
///     var content: Content
///
///     var body: some View {
///         HStack { label; content }
///     }
/// }
///
/// struct VerticalLabeledViewStyle: LabeledViewStyle {
///     func makeBody(configuration: LabeledViewStyleConfiguration) -> some View {
///         VStack { configuration.label; configuration.content }
///     }
/// }
/// LabeledView(label: Text("Name"), content: Text("Ada")).modifier(LabeledViewStyleModifier(VerticalLabeledViewStyle()))
/// ```
///
/// Gnomon shows a styled view through `_styledBody`, which the macro writes: the view's
/// `ViewStyledView`, with its view properties as view aliases. Its own `body` shows only in
/// its default style.
public protocol StyledView: View, DynamicProperty {
    associatedtype _StyledBody: View
    /// The view as its styles see it; written by `@StyledView`.
    var _styledBody: _StyledBody { get }
}

/// A styled view shown with its own `body`: its default style's look.
///
/// ```swift
/// func makeBody(configuration: LabeledViewStyleConfiguration) -> some View {
///     _DefaultStyledView(LabeledView(configuration))
/// }
/// ```
///
/// The view's dynamic properties (`@State`, `@Environment`) belong to this view's node.
public struct _DefaultStyledView<Content: StyledView>: View {
    var content: Content

    public init(_ content: Content) {
        self.content = content
    }

    public var body: Content.Body {
        content.body
    }
}

/// Shows a styled view through its `_styledBody`.
struct StyledViewRoot<Content: StyledView>: View {
    var content: Content

    var body: Content._StyledBody {
        content._styledBody
    }
}

/// The node of a `StyledView`: shows it as its `_styledBody` (whose node keeps the view's
/// dynamic properties).
@MainActor
final class StyledViewRootNode<Content: StyledView>: SingleChildNode {
    init(_ view: Content, parent: Node) {
        super.init(parent: parent)
        child = CompositeNode(StyledViewRoot(content: view), parent: self)
    }

    override func update<V: View>(to view: V) {
        child!.update(to: StyledViewRoot(content: reinterpret(view, as: Content.self)))
    }
}

extension StyledView {
    static func makeStyledRootNode<V: View>(erased view: V, parent: Node) -> Node {
        StyledViewRootNode(reinterpret(view, as: Self.self), parent: parent)
    }

    static func isStyledRootUnary(in context: UnaryContext) -> Bool {
        isUnary(_StyledBody.self, in: context)
    }
}
