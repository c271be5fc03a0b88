import Gnomon

/// Progress bars, a spinner and a gauge.
struct ProgressPage: View {
    @State private var done = 3.0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("ProgressView").styleClass("heading")
            ProgressView("Copying files", value: done, total: 10)
            ProgressView(value: done, total: 10) {
                Text("Photos")
            } currentValueLabel: {
                Text("\(Int(done)) of 10")
            }
            HStack {
                Button("Less") { done = max(0, done - 1) }
                Button("More") { done = min(10, done + 1) }
            }
            ProgressView("Searching…")

            Text("Gauge").styleClass("heading")
            Gauge(value: done, in: 0...10) { Text("Storage") } currentValueLabel: { Text("\(Int(done * 10)) GB") }
        }
    }
}

#Preview("Progress page") {
    ProgressPage()
}
