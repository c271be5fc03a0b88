import Gnomon

/// A group box, disclosure groups, a grid, a grid as a layout that switches to a stack, a
/// scroll view that rests a page at a time, and split views.
struct ContainersPage: View {
    @State private var name = "Ada Lovelace"
    @State private var notify = true
    @State private var showsAdvanced = false
    @State private var debug = false
    @State private var asGrid = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("GroupBox").styleClass("heading")
            GroupBox("Account") {
                TextField("Name", text: $name)
                Toggle("Email notifications", isOn: $notify)
            }

            GroupBox(label: Label("Status", systemImage: "dialog-information-symbolic")) {
                Text("All files are backed up.")
            }

            Text("DisclosureGroup").styleClass("heading")
            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                Toggle("Debug logging", isOn: $debug)
                Text("Logs go to the journal.").styleClass("dim-label")
            }
            DisclosureGroup("About") {
                Text("Gnomon: SwiftUI's programming model for GNOME.")
            }
            DisclosureGroup {
                Text("Nothing went wrong.")
            } label: {
                Label("Log", systemImage: "text-x-generic-symbolic")
            }

            Text("Grid").styleClass("heading")
            Grid(alignment: .leading, horizontalSpacing: 12) {
                GridRow {
                    Text("Name").styleClass("dim-label")
                    Text(name)
                }
                GridRow {
                    Text("Notifications").styleClass("dim-label")
                    Text(notify ? "By email" : "Off")
                }
                Divider()
                GridRow {
                    Text("Columns are as wide as their widest cell.").gridCellColumns(2)
                }
            }

            Text("GridLayout").styleClass("heading")
            Toggle("Lay out as a grid", isOn: $asGrid)
            let layout = asGrid ? AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 12)) : AnyLayout(VStackLayout(alignment: .leading))
            layout {
                GridRow {
                    Text("Planet").styleClass("dim-label")
                    Text("Mars")
                }
                GridRow {
                    Text("Day length").styleClass("dim-label")
                    Text("24 h 37 min")
                }
            }

            Text("Paged ScrollView").styleClass("heading")
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(["Mercury", "Venus", "Earth", "Mars"], id: \.self) { planet in
                        Text(planet).styleClass("title-2").frame(height: 64).containerRelativeFrame(.horizontal)
                    }
                }
            }
            .scrollTargetBehavior(.paging)

            Text("HSplitView").styleClass("heading")
            HSplitView {
                Text("Drag the handle").padding()
                VSplitView {
                    Text("Top").padding()
                    Text("Bottom").padding()
                }
            }
            .frame(height: 160)
        }
    }
}

#Preview("Containers page") {
    ContainersPage()
}
