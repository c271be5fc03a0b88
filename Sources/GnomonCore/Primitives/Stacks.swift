import Foundation

/// GNOME's standard spacing between related items, the default for stacks.
let defaultStackSpacing: CGFloat = 6

/// Arranges views in a column: a vertical `GtkBox`.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 12) {
///     Text("Title").styleClass("heading")
///     Text("Subtitle").styleClass("dim-label")
/// }
/// ```
///
/// Children that do not expand sideways are placed by `alignment`; the default spacing is 6.
/// While a child has a `layoutPriority` or sets an `alignmentGuide`, or the alignment is the
/// app's own, the box is laid out by SwiftUI's rules (`VStackLayout`, run by Gnomon's layout
/// manager), as GtkBox has neither.
public struct VStack<Content: View>: View {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content())
    }

    @inlinable
    init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, content: Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }

    public typealias Body = Never
}

/// Arranges views in a row: a horizontal `GtkBox`.
///
/// ```swift
/// HStack {
///     Text("Name")
///     Spacer()
///     Button("Edit") { edit() }
/// }
/// ```
///
/// Children that do not expand vertically are placed by `alignment`; the default spacing is 6.
/// While a child has a `layoutPriority` or sets an `alignmentGuide`, or the alignment is the
/// app's own, the box is laid out by SwiftUI's rules (`HStackLayout`, run by Gnomon's layout
/// manager), as GtkBox has neither.
public struct HStack<Content: View>: View {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content())
    }

    @inlinable
    init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, content: Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }

    public typealias Body = Never
}

/// Layers views on top of each other: a `GtkOverlay` (`GnomonOverlay`, which also blends layers) whose children all count towards its size.
///
/// ```swift
/// ZStack(alignment: .topTrailing) {
///     Image(systemName: "envelope")
///     Text("3").styleClass("badge")
/// }
/// ```
public struct ZStack<Content: View>: View {
    @usableFromInline let alignment: Alignment
    @usableFromInline let content: Content

    @inlinable
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}

extension VStack: ElementView {
    static var widgetClass: WidgetClass { .box }
    var resolveReadsObservables: Bool { false }
    var childContent: Content? { content }
    var childAxis: Axis? { .vertical }
    var childPlacement: ChildPlacement { ChildPlacement(horizontal: alignment.position, vertical: .fill) }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.orientation, .vertical)
        list.add(.spacing, pixels(spacing ?? defaultStackSpacing))
        if layout.childrenNeedSwiftUIStack || alignment.isCustom {
            list.add(.layout, LayoutDescription.of(VStackLayout(alignment: alignment, spacing: spacing ?? defaultStackSpacing)))
        }
    }
}

extension HStack: ElementView {
    static var widgetClass: WidgetClass { .box }
    var resolveReadsObservables: Bool { false }
    var childContent: Content? { content }
    var childAxis: Axis? { .horizontal }
    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .fill, vertical: alignment.position) }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.orientation, .horizontal)
        list.add(.spacing, pixels(spacing ?? defaultStackSpacing))
        if layout.childrenNeedSwiftUIStack || alignment.isCustom {
            list.add(.layout, LayoutDescription.of(HStackLayout(alignment: alignment, spacing: spacing ?? defaultStackSpacing)))
        }
    }
}

extension ZStack: ElementView {
    static var widgetClass: WidgetClass { .overlay }
    var resolveReadsObservables: Bool { false }
    var childContent: Content? { content }
    var childPlacement: ChildPlacement {
        ChildPlacement(horizontal: alignment.horizontal.position, vertical: alignment.vertical.position)
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {}
}

/// A length in whole pixels.
func pixels(_ value: CGFloat) -> Int {
    value.isFinite ? max(0, Int(value.rounded())) : 0
}
