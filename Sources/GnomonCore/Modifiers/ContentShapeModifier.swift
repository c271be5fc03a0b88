import Foundation

/// What a `.contentShape` defines the shape of; GNOME has one: where the view takes pointer
/// input.
///
/// ```swift
/// Row().contentShape(.interaction, Rectangle())
/// ```
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
    /// Makes the whole of this view's frame and padding take taps, hovering and context
    /// clicks, not only the parts its content draws: the widget grows into the padding and
    /// flexible frames inside this point, as a background would.
    ///
    /// ```swift
    /// HStack { Text(title); Spacer() }
    ///     .padding(8)
    ///     .contentShape(Rectangle())
    ///     .onTapGesture { open() }
    /// ```
    ///
    /// GTK 4.8 picks widgets by their bounds, so any other shape takes input in its bounds too,
    /// and says so once in the log.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        WarnOnce.check(
            "contentShape \(S.self)", isProblem: { !(shape is Rectangle) },
            "contentShape(\(S.self)): GTK 4.8 takes pointer input in a widget's bounds, so this shape takes it in its bounds")
        return modifier(_ContentShapeModifier())
    }

    /// The shape for the kinds of input in `kinds`; see `contentShape(_:eoFill:)`.
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        contentShape(shape, eoFill: eoFill)
    }
}

/// See `View.contentShape(_:eoFill:)`.
public struct _ContentShapeModifier: ViewModifier, Equatable {
    public typealias Body = Never
}

extension _ContentShapeModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        layout.enclose()
    }
}
