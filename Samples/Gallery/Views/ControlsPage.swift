import Foundation
import Gnomon

/// Sliders, steppers, a colour picker, a link, a menu, a confirmation dialog, a popover and
/// buttons of each control size.
struct ControlsPage: View {
    @State private var volume = 0.6
    @State private var temperature = 21.0
    @State private var copies = 2
    @State private var zoom = 1.0
    @State private var likes = 0
    @State private var showsCount = true
    @State private var highlight = Color.yellow
    @State private var confirmsReset = false
    @State private var showsAbout = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Slider").styleClass("heading")
            Slider(value: $volume) { Text("Volume") }
            Text("Volume \(Int(volume * 100))%").styleClass("dim-label")
            Slider(value: $temperature, in: 10...30, step: 0.5) { Text("Temperature") }
                .tint(.orange)
            Text("Temperature \(temperature, specifier: "%.1f") °C").styleClass("dim-label")

            Text("Stepper").styleClass("heading")
            Stepper("Copies: \(copies)", value: $copies, in: 1...10)
            Stepper("Zoom", value: $zoom, in: 0.5...4, step: 0.25)
            Stepper("Likes: \(likes)") { likes += 1 } onDecrement: { likes = max(0, likes - 1) }

            Text("ColorPicker").styleClass("heading")
            ColorPicker("Highlight", selection: $highlight)

            Text("Link").styleClass("heading")
            Link("GNOME Human Interface Guidelines", destination: URL(string: "https://developer.gnome.org/hig/")!)

            Text("Menu").styleClass("heading")
            HStack {
                Menu("Likes") {
                    Button("Like") { likes += 1 }.keyboardShortcut("l")
                    Button("Unlike") { likes -= 1 }.disabled(likes == 0)
                    Divider()
                    Toggle("Show Count", isOn: $showsCount)
                    Menu("Reset") {
                        Button("Reset Likes", role: .destructive) { likes = 0 }
                    }
                }
                Text(showsCount ? "\(likes) likes" : "Count hidden").styleClass("dim-label")
            }

            Text("Dialogs").styleClass("heading")
            Button("Reset Likes…") { confirmsReset = true }
                .disabled(likes == 0)
                .confirmationDialog("Reset the likes?", isPresented: $confirmsReset) {
                    Button("Reset", role: .destructive) { likes = 0 }
                } message: {
                    Text("\(likes) likes will be set back to none.")
                }

            Button("About Likes") { showsAbout = true }
                .popover(isPresented: $showsAbout) {
                    VStack(alignment: .leading) {
                        Text("Likes").styleClass("heading")
                        Text("Counted on this device only.").styleClass("dim-label")
                    }
                    .padding()
                }

            Text("Control sizes").styleClass("heading")
            HStack(spacing: 12) {
                ForEach([ControlSize.small, .regular, .large], id: \.self) { size in
                    Button(size == .small ? "Small" : size == .regular ? "Regular" : "Large") { likes += 1 }
                        .controlSize(size)
                }
            }
        }
    }
}

#Preview("Controls page") {
    ControlsPage()
}
