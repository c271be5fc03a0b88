import Gnomon

/// LayoutLab's window: SwiftUI's layout rules, each a case in the sidebar, the chosen one laid
/// out beside it in a box of the room it is given (a slider makes the room wider or narrower),
/// with where SwiftUI documents the rule.
public struct LayoutLabView: View {
    @State private var selection: Int?

    public init(selection: Int = 0) {
        _selection = State(initialValue: selection)
    }

    public var body: some View {
        NavigationSplitView {
            List(LayoutCase.all.indices, id: \.self, selection: $selection) { index in
                Text(LayoutCase.all[index].name).lineLimit(2)
            }
            .navigationSplitViewColumnWidth(260)
        } detail: {
            if let selection {
                LayoutCaseDetail(layoutCase: LayoutCase.all[selection])
                    .id(selection)
                    .navigationTitle("Layout Lab")
            } else {
                Text("Choose a case").styleClass("dim-label").frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }
}

/// One case: its rule, where SwiftUI documents it, and its views laid out in a box of the
/// case's room, as wide as the slider says.
struct LayoutCaseDetail: View {
    let layoutCase: LayoutCase
    @State private var width: Double

    init(layoutCase: LayoutCase) {
        self.layoutCase = layoutCase
        _width = State(initialValue: Double(layoutCase.width))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(layoutCase.name).styleClass("title-3")
            Text(layoutCase.source).styleClass("dim-label")
            HStack {
                Text("Width")
                Slider(value: $width, in: 60...400, step: 10) { Text("Width") }
                Text("\(Int(width)) × \(layoutCase.height)").styleClass("numeric")
            }
            // Bounded both ways, the box offers its case exactly its room, as SwiftUI's fixed
            // frame does (a GTK size request would only be the least the case may take).
            layoutCase.view()
                .foregroundStyle(.accentColor)
                .frame(minWidth: width, maxWidth: width, minHeight: CGFloat(layoutCase.height), maxHeight: CGFloat(layoutCase.height))
                .border(Color.gray)
            Spacer()
        }
        .padding(24)
    }
}
