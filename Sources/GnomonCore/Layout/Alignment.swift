/// An alignment along the horizontal axis.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }
/// ```
/// `leading` and `trailing` follow the text direction, as GTK's `start` and `end` do.
public struct HorizontalAlignment: Hashable, Sendable {
    let position: WidgetAlign

    public static let leading = HorizontalAlignment(position: .start)
    public static let center = HorizontalAlignment(position: .center)
    public static let trailing = HorizontalAlignment(position: .end)
}

/// An alignment along the vertical axis.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) { Text("Name"); TextField("Name", text: $name) }
/// ```
public struct VerticalAlignment: Hashable, Sendable {
    let position: WidgetAlign

    public static let top = VerticalAlignment(position: .start)
    public static let center = VerticalAlignment(position: .center)
    public static let bottom = VerticalAlignment(position: .end)
    /// Aligns the first lines of text (GTK's `baseline` alignment).
    public static let firstTextBaseline = VerticalAlignment(position: .baseline)
    /// GTK aligns boxes on one baseline; this is the same as `firstTextBaseline` there.
    public static let lastTextBaseline = VerticalAlignment(position: .baseline)
}

/// An alignment in both axes.
///
/// ```swift
/// Text("Hi").frame(maxWidth: .infinity, alignment: .leading)
/// ZStack(alignment: .bottomTrailing) { content; badge }
/// ```
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    func position(on axis: Axis) -> WidgetAlign {
        axis == .horizontal ? horizontal.position : vertical.position
    }
}
