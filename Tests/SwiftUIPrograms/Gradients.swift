import Gnomon

/// Cards and swatches painted with gradients, as SwiftUI design code paints them.
public struct GradientCards: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Text("Sunset")
                .font(.title)
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity)
                .padding(24)
                .background(LinearGradient(colors: [.orange, .red, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                .clipShape(.rect(cornerRadius: 12))
            HStack(spacing: 16) {
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 80, height: 80)
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 4, endRadius: 40))
                    .frame(width: 80, height: 80)
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.blue.gradient)
                    .frame(width: 80, height: 80)
            }
        }
        .padding()
    }
}

#Preview("Gradients") {
    GradientCards()
}
