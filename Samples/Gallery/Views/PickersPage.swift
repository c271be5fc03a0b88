import Foundation
import Gnomon

/// One selection in each picker style.
struct PickersPage: View {
    enum Theme: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: Self { self }
        var title: String { rawValue.capitalized }
    }

    @State private var theme = Theme.system
    @State private var size = 1
    @State private var party = Calendar.current.date(from: DateComponents(year: 2026, month: 12, day: 24, hour: 19))!

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Menu").styleClass("heading")
            Picker("Style", selection: $theme) {
                ForEach(Theme.allCases) { Text($0.title) }
            }

            Text("Segmented").styleClass("heading")
            Picker("Style", selection: $theme) {
                ForEach(Theme.allCases) { Text($0.title) }
            }
            .pickerStyle(.segmented)

            Text("Radio group").styleClass("heading")
            Picker("Text size", selection: $size) {
                Label("Small", systemImage: "zoom-out-symbolic").tag(0)
                Label("Default", systemImage: "zoom-original-symbolic").tag(1)
                Label("Large", systemImage: "zoom-in-symbolic").tag(2)
            }
            .pickerStyle(.radioGroup)

            Text("Chosen: \(theme.title), size \(size)").styleClass("dim-label")

            Text("DatePicker").styleClass("heading")
            DatePicker("Party", selection: $party)
            DatePicker("Reminder", selection: $party, displayedComponents: .hourAndMinute)
            Text("Party on \(party.formatted(date: .complete, time: .shortened))").styleClass("dim-label")
        }
    }
}

#Preview("Pickers page") {
    PickersPage()
}
