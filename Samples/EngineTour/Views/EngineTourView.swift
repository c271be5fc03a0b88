import Gnomon

/// Every example of the tour, one section each.
public struct EngineTourView: View {
    @State private var count = 3
    @State private var fruit = "pear"

    public init() {}

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 18) {
                TourSection("View styles") {
                    StepperView { Text("Default: \(count)") } onIncrement: { count += 1 } onDecrement: { count -= 1 }
                    StepperView { Text("Inline: \(count)") } onIncrement: { count += 1 } onDecrement: { count -= 1 }
                        .stepperViewStyle(InlineStepperViewStyle())
                    LabeledView(label: Text("Horizontal"), content: Text("the default style"))
                    LabeledView(label: Text("Vertical"), content: Text("restyled"))
                        .labeledViewStyle(VerticalLabeledViewStyle())
                    LabeledView(label: Text("Bordered"), content: Text("then vertical"))
                        .labeledViewStyle(BorderedLabeledViewStyle())
                        .labeledViewStyle(VerticalLabeledViewStyle())
                }
                TourSection("Variadic views") {
                    FruitPicker(selection: $fruit) {
                        Text("Apple").tag("apple")
                        Text("Pear").tag("pear")
                        Text("Plum").tag("plum")
                    }
                }
                TourSection("Style contexts") {
                    // The tour is in a scroll view: `.none` starts afresh.
                    HStack {
                        ContextBadge().styleContext(.none)
                        ScrollView(.horizontal) { ContextBadge() }.frame(width: 110, height: 40)
                        List { ContextBadge() }.frame(width: 80, height: 40)
                        ContextBadge().styleContext(.card)
                    }
                }
                TourSection("Versioned views") {
                    GtkBodyView()
                }
                TourSection("Shapes") {
                    ShapesRow()
                }
            }
            .padding(18)
        }
    }

    /// The tour's own classes, for the custom style context and the bordered style.
    public static let stylesheet = """
        .tour-bordered { border: 1px solid alpha(currentColor, 0.3); border-radius: 6px; padding: 6px; }
        """
}

/// A titled section of the tour.
struct TourSection<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.title3)
            content
        }
    }
}
