import Gnomon

/// A count label with decrement and increment buttons. The count cannot go below zero.
public struct CounterView: View {
    @State private var count = 0

    public init() {}

    public var body: some View {
        VStack(spacing: 18) {
            Text("\(count)")
                .styleClass("title-1")
            HStack(spacing: 12) {
                Button("Decrement") { count -= 1 }
                    .disabled(count == 0)
                Button("Increment") { count += 1 }
                    .styleClass("suggested-action")
            }
        }
        .padding(24)
    }
}
