import Gnomon

/// A layout that reads a value its views give it: each view goes in the column its
/// `LayoutColumn` names, 50 wide, one row each.
public struct Columns: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 50 * CGFloat((subviews.map { $0[LayoutColumn.self] }.max() ?? 0) + 1), height: 20 * CGFloat(subviews.count))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (row, subview) in subviews.enumerated() {
            let point = CGPoint(x: bounds.minX + 50 * CGFloat(subview[LayoutColumn.self]), y: bounds.minY + 20 * CGFloat(row))
            subview.place(at: point, proposal: ProposedViewSize(width: 50, height: 20))
        }
    }
}

/// The column a view asks `Columns` for.
public struct LayoutColumn: LayoutValueKey {
    public static let defaultValue = 0
}

/// Two rectangles in `Columns`; "Move" moves the second from column 1 to column 2.
public struct ColumnsOfRanks: View {
    @State var column = 1

    public init() {}

    public var body: some View {
        Columns {
            Rectangle()
            Rectangle().layoutValue(key: LayoutColumn.self, value: column)
            Button("Move") { column = 2 }.layoutValue(key: LayoutColumn.self, value: 3)
        }
    }
}

/// A rectangle and a toggle side by side, or, with "Wide" off, one above the other: one
/// container whose `AnyLayout` changes.
public struct SwitchingLayouts: View {
    @State var wide = true

    public init() {}

    public var body: some View {
        let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
        layout {
            Rectangle()
            Toggle("Wide", isOn: $wide)
        }
    }
}

/// Two rectangles side by side in an `HStack`, the second with a layout priority while
/// "Priority" is on (then it takes the whole row), and a button widening the gap between them.
public struct PrioritizedPair: View {
    @State var prioritized = true
    @State var gap: CGFloat = 0

    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            Toggle("Priority", isOn: $prioritized)
            Button("Wider gap") { gap += 10 }
            HStack(spacing: gap) {
                Rectangle()
                Rectangle().layoutPriority(prioritized ? 1 : 0)
            }
        }
    }
}

/// A large title and a detail on one baseline, the detail with a layout priority (so the row
/// is laid out by SwiftUI's rules).
public struct TitleAndDetail: View {
    public init() {}

    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("Title").font(.largeTitle)
            Text("detail").layoutPriority(1)
        }
    }
}

/// A reader showing the size it is given, as text.
public struct SizeReadout: View {
    public init() {}

    public var body: some View {
        GeometryReader { proxy in
            Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height))")
        }
    }
}

/// An alignment of the app's own: the middle of a view, unless it says otherwise.
enum Middle: AlignmentID {
    static func defaultValue(in dimensions: ViewDimensions) -> CGFloat { dimensions.height / 2 }
}

/// A bar that tells, below it, how wide it was laid out (`onGeometryChange`).
public struct MeasuredBar: View {
    @State var width: CGFloat = 0
    @State var changes = 0

    public init() {}

    public var body: some View {
        VStackLayout(spacing: 0) {
            Rectangle()
                .frame(height: 20)
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in
                    width = new
                    changes += 1
                }
            Text("\(Int(width)) wide, \(changes) changes")
        }
    }
}

/// A reader 20 points into a panel that is 30 points down the window, saying where it is in
/// the panel (`coordinateSpace(name:)`) and in the window.
public struct NamedSpaceReadout: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(height: 30)
            VStack(spacing: 0) {
                Color.gray.frame(height: 20)
                GeometryReader { proxy in
                    let named = proxy.frame(in: .named("panel")), global = proxy.frame(in: .global)
                    Text("named \(Int(named.minX)),\(Int(named.minY)) global \(Int(global.minX)),\(Int(global.minY))")
                }
            }
            .coordinateSpace(name: "panel")
        }
    }
}

/// Two rectangles side by side, one and three quarters of the window's width, 10 apart
/// (`containerRelativeFrame(_:count:span:spacing:)`).
public struct QuarterAndThreeQuarters: View {
    public init() {}

    public var body: some View {
        HStackLayout(spacing: 10) {
            Rectangle().containerRelativeFrame(.horizontal, count: 4, spacing: 10)
            Rectangle().containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10)
        }
    }
}

/// Three pages in a horizontal scroll view, each as wide as the scroll view shows
/// (`containerRelativeFrame(.horizontal)`).
public struct ScrollingPages: View {
    public init() {}

    public var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in Rectangle().containerRelativeFrame(.horizontal) }
            }
        }
    }
}
