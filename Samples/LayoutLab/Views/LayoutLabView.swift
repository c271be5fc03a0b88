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
/// case's room, as wide as the slider says. Export (in the header bar) draws the case as it is
/// now to a PDF, SVG or PNG file the user chooses.
struct LayoutCaseDetail: View {
    let layoutCase: LayoutCase
    @State private var width: Double
    @State private var export: ExportedDrawing?
    @State private var exportOutcome: String?

    init(layoutCase: LayoutCase) {
        self.layoutCase = layoutCase
        _width = State(initialValue: Double(layoutCase.width))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            CaseHeading(layoutCase: layoutCase)
            HStack {
                Text("Width")
                Slider(value: $width, in: 60...400, step: 10) { Text("Width") }
                Text("\(Int(width)) × \(layoutCase.height)").styleClass("numeric")
            }
            CaseBox(layoutCase: layoutCase, width: width)
            if let exportOutcome {
                Text(exportOutcome).styleClass("dim-label")
            }
            Spacer()
        }
        .padding(24)
        .toolbar {
            Menu("Export") {
                ForEach(RenderFormat.allCases, id: \.self) { format in
                    Button("\(format.rawValue.uppercased())…") { draw(as: format) }
                }
            }
        }
        .fileExporter(
            isPresented: Binding(get: { export != nil }, set: { if !$0 { export = nil } }), document: export,
            contentType: export?.contentType ?? .pdf, defaultFilename: layoutCase.name
        ) { result in
            switch result {
            case .success(let url): exportOutcome = "Exported \(url.lastPathComponent)"
            case .failure(let error): exportOutcome = "Could not export: \(error.localizedDescription)"
            }
        }
    }

    /// The case as it is now, with its heading, drawn for the file exporter.
    private func draw(as format: RenderFormat) {
        let renderer = ImageRenderer(content: VStack(alignment: .leading, spacing: 12) {
            CaseHeading(layoutCase: layoutCase)
            CaseBox(layoutCase: layoutCase, width: width)
        }.padding(24))
        renderer.isOpaque = true
        renderer.scale = 2
        guard let data = renderer.data(as: format) else {
            exportOutcome = "Could not draw the case"
            return
        }
        export = ExportedDrawing(data: data, contentType: format.contentType)
    }
}

/// A case's rule, and where SwiftUI documents it.
struct CaseHeading: View {
    let layoutCase: LayoutCase

    var body: some View {
        Text(layoutCase.name).styleClass("title-3")
        Text(layoutCase.source).styleClass("dim-label")
    }
}

/// A case's views in a box of its room, `width` wide.
struct CaseBox: View {
    let layoutCase: LayoutCase
    let width: Double

    var body: some View {
        // Bounded both ways, the box offers its case exactly its room, as SwiftUI's fixed
        // frame does (a GTK size request would only be the least the case may take).
        layoutCase.view()
            .foregroundStyle(.accentColor)
            .frame(minWidth: width, maxWidth: width, minHeight: CGFloat(layoutCase.height), maxHeight: CGFloat(layoutCase.height))
            .border(Color.gray)
    }
}

/// A drawing of a case, as the file exporter writes it.
struct ExportedDrawing: FileDocument {
    static var readableContentTypes: [UTType] { [.pdf, .svg, .png] }

    let data: Data
    let contentType: UTType

    init(data: Data, contentType: UTType) {
        self.data = data
        self.contentType = contentType
    }

    init(configuration: ReadConfiguration) throws {
        data = configuration.file.regularFileContents ?? Data()
        contentType = configuration.contentType
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: data)
    }
}
