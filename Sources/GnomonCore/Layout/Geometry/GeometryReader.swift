import Foundation
import Observation

/// A view that takes all the room it is offered and lets its content read that room's size and
/// place: the content is built from a `GeometryProxy`, and built again when the room changes.
///
/// ```swift
/// GeometryReader { proxy in
///     Circle().frame(width: min(proxy.size.width, proxy.size.height) / 2)
/// }
/// ```
///
/// Its content goes at its top-leading corner, offered the whole size. It is a `GnomonLayout`
/// whose layout tells the reader its bounds as GTK (or the test host) lays it out; the content
/// sees them from the update after — a frame later — as GTK lays out only between updates.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content
    @State private var geometry = ReadGeometry()
    @Environment(\.coordinateSpaces) private var spaces

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        _LayoutContainer(layout: _GeometryReaderLayout(geometry: geometry), content: content(GeometryProxy(geometry.values, spaces: spaces)))
    }
}

/// The size and place of a `GeometryReader`, for its content to read.
///
/// ```swift
/// GeometryReader { proxy in Text("\(Int(proxy.size.width)) wide") }
/// ```
public struct GeometryProxy {
    let values: GeometryValues
    /// The named coordinate spaces around the view, by name.
    let spaces: [AnyHashable: ReadGeometry]

    init(_ values: GeometryValues, spaces: [AnyHashable: ReadGeometry]) {
        self.values = values
        self.spaces = spaces
    }

    /// The size of the reader, the room it was offered.
    public var size: CGSize { values.frame.size }

    /// GNOME's windows have no areas kept clear of the system's controls: none on every edge.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's bounds in `coordinateSpace`: at the origin in its own (`.local`), where
    /// it is in the window's content (`.global`), or from the top-leading corner of the view
    /// around it named so (`coordinateSpace(name:)`); a name no view around it has is the
    /// window's, with a message.
    @MainActor
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return values.frame
        case .named(let name):
            guard let space = spaces[name] else {
                WarnOnce.check("coordinate space \(name)", isProblem: { true },
                    "frame(in: .named(\(name))): no view around this one is named so (coordinateSpace(name:)); measuring from the window")
                return values.frame
            }
            let origin = space.values.frame.origin
            return values.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}

/// Where a frame is measured from.
///
/// ```swift
/// proxy.frame(in: .global).minY
/// ```
public enum CoordinateSpace: Hashable {
    /// The window's content.
    case global
    /// The view's own bounds.
    case local
    /// A space a view names with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// What a reader last laid out at: its bounds in the window's content.
struct GeometryValues: Equatable {
    var frame = CGRect.zero
}

/// A reader's geometry, written by its layout as it is laid out; its content's body reads it,
/// so a change builds the content again.
@Observable @MainActor
final class ReadGeometry: Equatable {
    var values = GeometryValues()
    /// Whether a layout has placed the reader yet.
    private(set) var isLaidOut = false

    /// Takes the bounds a layout placed its subviews in, in the window's content, if they
    /// changed.
    func take(in bounds: CGRect, of subviews: LayoutSubviews) {
        let origin = subviews.children.originInWindow
        let frame = bounds.offsetBy(dx: origin.x, dy: origin.y)
        if values.frame != frame { values.frame = frame }
        if !isLaidOut { isLaidOut = true }
    }

    nonisolated static func == (lhs: ReadGeometry, rhs: ReadGeometry) -> Bool { lhs === rhs }
}

/// A `GeometryReader`'s layout: it takes the whole proposal, puts its content at its
/// top-leading corner offered its size, and tells the reader where it is.
struct _GeometryReaderLayout: Layout, LayoutExpansion, GeometryReportingLayout {
    let geometry: ReadGeometry

    var expansion: Axis.Set { [.horizontal, .vertical] }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        geometry.take(in: bounds, of: subviews)
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}
