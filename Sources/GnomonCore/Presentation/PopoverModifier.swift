import Foundation

extension View {
    /// Shows `content` in a popover pointing at this view while `isPresented` is true: a
    /// `GtkPopover` GNOME closes on a click outside it or Escape, which sets `isPresented`
    /// back to false. `arrowEdge` is the edge of the popover its arrow is on (`.top`: the
    /// popover opens below the view).
    ///
    /// ```swift
    /// Button("Details") { showsDetails = true }
    ///     .popover(isPresented: $showsDetails) {
    ///         Text("Saved 2 minutes ago").padding()
    ///     }
    /// ```
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _PresentationAnchor(base: self, presented: _PresentedPopover(isPresented: isPresented, arrowEdge: arrowEdge, content: content()))
    }
}

/// Where a popover opens from the view it points at (GTK's `GtkPositionType`).
public enum PopoverPosition: String, Hashable, Sendable {
    case left, right, top, bottom
}

extension PopoverPosition: WidgetPropertyValue {}

/// A view with a popover or a sheet attached: a box around the view, to which GTK parents a
/// popover (a box lays out no popover: it is a surface of its own) and which keeps a sheet's
/// window in front of its own.
struct _PresentationAnchor<Base: View, Presented: View>: View, ElementView {
    let base: Base
    let presented: Presented
    typealias Body = Never

    static var widgetClass: WidgetClass { .presentationAnchor }

    var childContent: TupleView<(Base, Presented)>? { TupleView((base, presented)) }

    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .fill, vertical: .fill) }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {}
}

/// A `GtkPopover` shown while `isPresented` is; the user closing it writes false.
struct _PresentedPopover<Content: View>: View, ElementView {
    let isPresented: Binding<Bool>
    let arrowEdge: Edge
    let content: Content
    typealias Body = Never

    static var widgetClass: WidgetClass { .presentedPopover }

    var childContent: Content? { content }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.presented, isPresented.wrappedValue)
        let position: PopoverPosition =
            switch arrowEdge {
            case .top: .bottom
            case .bottom: .top
            case .leading: .right
            case .trailing: .left
            }
        list.add(.popoverPosition, position)
    }

    func handle(_ event: WidgetEvent) {
        if let shown = event.value(of: .presented), !shown, isPresented.wrappedValue { isPresented.wrappedValue = false }
    }
}
