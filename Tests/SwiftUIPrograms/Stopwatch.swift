import Gnomon

/// A stopwatch as SwiftUI tutorials write it: a `Timer.publish` ticking every tenth of a
/// second, received with `.onReceive` while it runs.
public struct StopwatchView: View {
    @State private var elapsed: TimeInterval = 0
    @State private var isRunning = false
    @State private var laps: [TimeInterval] = []
    private let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Text(String(format: "%.1f", elapsed))
                .font(.system(size: 48, weight: .bold, design: .monospaced))
            HStack {
                Button(isRunning ? "Stop" : "Start") { isRunning.toggle() }
                Button("Lap") { laps.append(elapsed) }
                    .disabled(!isRunning)
                Button("Reset") {
                    elapsed = 0
                    laps.removeAll()
                }
            }
            List(laps.indices, id: \.self) { index in
                Text("Lap \(index + 1): \(laps[index], specifier: "%.1f")")
            }
        }
        .padding()
        .onReceive(timer) { _ in
            if isRunning { elapsed += 0.1 }
        }
    }
}

#Preview("Stopwatch") {
    StopwatchView()
}
