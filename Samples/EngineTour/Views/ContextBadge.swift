import Gnomon

/// The tour's own style context, for a card.
struct CardStyleContext: StyleContext {}

extension StyleContext where Self == CardStyleContext {
    static var card: CardStyleContext { CardStyleContext() }
}

/// Says which style context it is in, on a background of that context's colour.
struct ContextBadge: View {
    var body: some View {
        Text("none").padding(6)
            .modifier(StyleContextConditionalModifier(predicate: .none) { Background(color: .gray.opacity(0.3)) })
            .modifier(StyleContextConditionalModifier(predicate: .scrollView) { Named(name: "scroll view", color: .blue) })
            .modifier(StyleContextConditionalModifier(predicate: .list) { Named(name: "list", color: .green) })
            .modifier(StyleContextConditionalModifier(predicate: .card) { Named(name: "card", color: .orange) })
    }

    /// A background of `color`.
    struct Background: ViewModifier {
        var color: Color
        func body(content: Content) -> some View {
            content.background { RoundedRectangle(cornerRadius: 6).fill(color) }
        }
    }

    /// Says `name` instead, on `color`.
    struct Named: ViewModifier {
        var name: String
        var color: Color
        func body(content: Content) -> some View {
            Text(name).padding(6).modifier(Background(color: color.opacity(0.4)))
        }
    }
}
