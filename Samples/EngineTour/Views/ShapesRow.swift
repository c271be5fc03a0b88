import Foundation
import Gnomon

/// Shapes and colours: each shape takes the size its frame gives it.
struct ShapesRow: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(.blue).frame(width: 48, height: 48)
            RoundedRectangle(cornerRadius: 10).fill(.green).frame(width: 64, height: 48)
            Capsule().stroke(.orange, lineWidth: 3).frame(width: 80, height: 40)
            Ellipse().fill(.purple.opacity(0.6)).frame(width: 64, height: 40)
            Wave().stroke(.accentColor, lineWidth: 3).frame(width: 96, height: 48)
            Text("Accent").padding(8).background(Color.accentColor.opacity(0.25)).border(.accentColor, width: 2)
            Text("Clipped").foregroundStyle(.black).padding(8).background(Color.orange).clipShape(Capsule())  // black reads on orange in both styles
        }
    }
}

/// A custom shape: a wave of quadratic and cubic curves.
struct Wave: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addQuadCurve(
                to: CGPoint(x: rect.midX, y: rect.midY), control: CGPoint(x: rect.width / 4, y: rect.minY))
            path.addCurve(
                to: CGPoint(x: rect.maxX, y: rect.midY), control1: CGPoint(x: rect.width * 0.65, y: rect.maxY),
                control2: CGPoint(x: rect.width * 0.85, y: rect.maxY))
        }
    }
}
