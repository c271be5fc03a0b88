import Gnomon

/// The Gallery's window: the pages on the left, the chosen one on the right.
public struct GalleryView: View {
    @State private var page: GalleryPage

    public init(page: GalleryPage = .controls) {
        _page = State(initialValue: page)
    }

    public var body: some View {
        HStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 2) {
                ForEach(GalleryPage.allCases) { candidate in
                    Button { page = candidate } label: {
                        Label(candidate.title, systemImage: candidate.iconName)
                    }
                    .buttonStyle(.borderless)
                    .styleClass(candidate == page ? "suggested-action" : nil)
                }
                Spacer()
            }
            .padding(6)
            .frame(width: 180)
            Divider()
            ScrollView {
                VStack(alignment: .leading, spacing: 18) {
                    Text(page.title).styleClass("title-2")
                    switch page {
                    case .controls: ControlsPage()
                    case .text: TextPage()
                    case .pickers: PickersPage()
                    case .progress: ProgressPage()
                    case .containers: ContainersPage()
                    case .form: FormPage()
                    }
                }
                .padding(24)
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}
