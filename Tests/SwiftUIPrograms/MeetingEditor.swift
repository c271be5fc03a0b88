import Gnomon

/// A meeting's colour theme, as a scrum-timer app keeps one per meeting.
public enum Theme: String, CaseIterable, Identifiable, Codable, Sendable {
    case bubblegum, buttercup, lavender, ocean, seafoam, sky

    public var id: String { rawValue }
    public var name: String { rawValue.capitalized }

    public var mainColor: Color {
        switch self {
        case .bubblegum: Color(red: 0.93, green: 0.55, blue: 0.76)
        case .buttercup: Color(red: 1.0, green: 0.85, blue: 0.35)
        case .lavender: Color(red: 0.8, green: 0.73, blue: 0.96)
        case .ocean: Color(red: 0.2, green: 0.45, blue: 0.85)
        case .seafoam: Color(red: 0.6, green: 0.9, blue: 0.8)
        case .sky: Color(red: 0.5, green: 0.75, blue: 1.0)
        }
    }
}

/// A recurring meeting: its title, how long it lasts, its attendees and its theme.
public struct DailyScrum: Identifiable, Codable, Sendable {
    public struct Attendee: Identifiable, Codable, Sendable {
        public let id: UUID
        public var name: String

        public init(id: UUID = UUID(), name: String) {
            self.id = id
            self.name = name
        }
    }

    public let id: UUID
    public var title: String
    public var attendees: [Attendee]
    public var lengthInMinutes: Double
    public var theme: Theme

    public init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Double, theme: Theme) {
        self.id = id
        self.title = title
        self.attendees = attendees.map { Attendee(name: $0) }
        self.lengthInMinutes = lengthInMinutes
        self.theme = theme
    }

    public static let sample = DailyScrum(title: "Design", attendees: ["Cathy", "Daisy"], lengthInMinutes: 10, theme: .lavender)
}

/// A theme's swatch and name.
struct ThemeView: View {
    let theme: Theme

    var body: some View {
        HStack {
            Circle().fill(theme.mainColor).frame(width: 12, height: 12)
            Text(theme.name)
        }
    }
}

/// A scrum-timer-style edit form: the meeting's details with a slider and a theme picker, its
/// attendees with delete and add, in a sheet with Cancel and Done.
public struct DetailEditView: View {
    @Binding var scrum: DailyScrum
    @State private var newAttendeeName = ""

    public init(scrum: Binding<DailyScrum>) {
        _scrum = scrum
    }

    public var body: some View {
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $scrum.title)
                HStack {
                    Slider(value: $scrum.lengthInMinutes, in: 5...30, step: 1) {
                        Text("Length")
                    }
                    Spacer()
                    Text("\(Int(scrum.lengthInMinutes)) minutes")
                }
                HStack {
                    Picker("Theme", selection: $scrum.theme) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.name).tag(theme)
                        }
                    }
                    ThemeView(theme: scrum.theme)
                }
            }
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees) { attendee in
                    Text(attendee.name)
                }
                .onDelete { indices in
                    scrum.attendees.remove(atOffsets: indices)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                    Button(action: {
                        withAnimation {
                            scrum.attendees.append(DailyScrum.Attendee(name: newAttendeeName))
                            newAttendeeName = ""
                        }
                    }) {
                        Image(systemName: "plus.circle.fill")
                            .accessibilityLabel("Add attendee")
                    }
                    .disabled(newAttendeeName.isEmpty)
                }
            }
        }
    }
}

/// The meeting's page, with an Edit button presenting the edit form on a copy that Done keeps.
public struct MeetingDetailView: View {
    @State private var scrum = DailyScrum.sample
    @State private var editingScrum = DailyScrum.sample
    @State private var isPresentingEditView = false

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section(header: Text("Meeting Info")) {
                    Label("Length", systemImage: "clock")
                        .badge("\(Int(scrum.lengthInMinutes)) minutes")
                    HStack {
                        Label("Theme", systemImage: "paintpalette")
                        Spacer()
                        Text(scrum.theme.name)
                            .padding(4)
                            .background(scrum.theme.mainColor, in: .rect(cornerRadius: 4))
                    }
                }
                Section(header: Text("Attendees")) {
                    ForEach(scrum.attendees) { attendee in
                        Label(attendee.name, systemImage: "person")
                    }
                }
            }
            .navigationTitle(scrum.title)
            .toolbar {
                Button("Edit") {
                    editingScrum = scrum
                    isPresentingEditView = true
                }
            }
            .sheet(isPresented: $isPresentingEditView) {
                NavigationStack {
                    DetailEditView(scrum: $editingScrum)
                        .navigationTitle(scrum.title)
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                Button("Cancel") { isPresentingEditView = false }
                            }
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Done") {
                                    isPresentingEditView = false
                                    scrum = editingScrum
                                }
                            }
                        }
                }
            }
        }
    }
}

#Preview("Meeting") {
    MeetingDetailView()
}

#Preview("Edit Meeting") {
    DetailEditView(scrum: .constant(DailyScrum.sample))
}
