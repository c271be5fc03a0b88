import Gnomon

/// The Gallery's window: the pages in a sidebar (F9 hides it), the chosen one beside it, its
/// title the window's.
public struct GalleryView: View {
    @State private var page: GalleryPage?

    public init(page: GalleryPage = .controls) {
        _page = State(initialValue: page)
    }

    public var body: some View {
        NavigationSplitView {
            List(GalleryPage.allCases, selection: $page) { page in
                Label(page.title, systemImage: page.iconName)
            }
        } detail: {
            if let page {
                if page == .navigation {
                    NavigationPage().navigationTitle(page.title)
                } else {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 18) {
                            Text(page.title).styleClass("title-2")
                            switch page {
                            case .controls: ControlsPage()
                            case .text: TextPage()
                            case .pickers: PickersPage()
                            case .progress: ProgressPage()
                            case .lists: ListsPage()
                            case .containers: ContainersPage()
                            case .form: FormPage()
                            case .drawing: DrawingPage()
                            case .navigation: EmptyView()
                            }
                        }
                        .padding(24)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    .navigationTitle(page.title)
                }
            } else {
                Text("Choose a page").styleClass("dim-label").frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }
}

#Preview("Gallery") {
    GalleryView(page: .lists)
}

#Preview("Planet detail", traits: .sizeThatFitsLayout) {
    PlanetDetail(planet: ListsPage.Planet(id: 3, name: "Earth", moons: 1))
}
