import Gnomon

/// Shapes stroked and filled with styles, trimmed and turned; views with shadows, blurs,
/// masks and clips, scaled, rotated and blended, and effects made from a view's geometry — a slider
/// drives the progress ring and the turn.
struct DrawingPage: View {
    @State private var progress = 0.65

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Strokes and fills").styleClass("heading")
            HStack(spacing: 18) {
                Circle().strokeBorder(.blue, style: StrokeStyle(lineWidth: 4, dash: [10, 6])).frame(width: 64, height: 64)
                // Inset by half the line, so that the ring stays inside its frame.
                ZStack {
                    Circle().inset(by: 4).stroke(Color.secondary.opacity(0.3), lineWidth: 8)
                    Circle().inset(by: 4).trim(from: 0, to: progress).stroke(.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Text("\(Int(progress * 100))%").styleClass("numeric")
                }
                .frame(width: 64, height: 64)
                Star().fill(.orange, style: FillStyle(eoFill: true)).frame(width: 64, height: 64)
                RoundedRectangle(cornerRadius: 12).inset(by: 4).strokeBorder(.purple, lineWidth: 3).frame(width: 64, height: 64)
            }
            Slider(value: $progress, in: 0...1) { Text("Progress") }

            Text("Effects").styleClass("heading")
            HStack(spacing: 18) {
                Text("Shadow").padding(12).background(.background, in: .rect(cornerRadius: 8)).shadow(radius: 4, y: 2)
                Circle().fill(.blue).frame(width: 40, height: 40).blur(radius: 3)
                Color.blue.frame(width: 64, height: 40)
                    .mask { LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing) }
                Color.orange.frame(width: 48, height: 48).clipShape(Star())
                Text("Turned").rotationEffect(.degrees(progress * 90))
                Image(systemName: "heart.fill").foregroundStyle(.red).scaleEffect(1 + progress)
                // A blue circle blended by difference with the yellow under it.
                ZStack {
                    Color.yellow
                    Circle().fill(.blue).padding(8).blendMode(.difference)
                }
                .frame(width: 48, height: 48)
            }

            Text("Visual effects").styleClass("heading")
            // Each bar fades and leans by its own width, read from its geometry.
            HStack(alignment: .bottom, spacing: 18) {
                ForEach([40.0, 80, 120], id: \.self) { width in
                    Capsule().fill(.teal).frame(width: width, height: 24).visualEffect { content, proxy in
                        content.rotationEffect(.degrees(proxy.size.width / 8)).opacity(proxy.size.width / 120)
                    }
                }
            }
        }
    }
}

/// A five-pointed star drawn as one line through its points: even-odd leaves its middle open.
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY), radius = min(rect.width, rect.height) / 2
        let points = (0..<5).map { step in
            let angle = Angle.degrees(-90 + Double(step) * 144)
            return CGPoint(x: center.x + radius * cos(angle.radians), y: center.y + radius * sin(angle.radians))
        }
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }
}

#Preview("Drawing page") {
    DrawingPage()
}
