/// How large the user wants text, as SwiftUI names its sizes: on GNOME, the text scaling
/// factor (Settings › Accessibility › Large Text is 1.25, `.xxLarge`). GTK scales every
/// label's font by it itself; views read it to adapt their layout.
///
/// ```swift
/// @Environment(\.dynamicTypeSize) private var typeSize
/// …
/// if typeSize.isAccessibilitySize { VStack { icon; title } } else { HStack { icon; title } }
/// ```
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes, past `xxxLarge`.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The size whose body text is nearest `factor` times the default's: SwiftUI's body text
    /// is 17 points at `.large`, 14 at `.xSmall`, 53 at `.accessibility5`.
    ///
    /// ```swift
    /// DynamicTypeSize(textScalingFactor: 1.25)   // .xxLarge
    /// ```
    public init(textScalingFactor factor: Double) {
        let bodyPoints = 17 * factor
        self = Self.allCases.min { abs(Double($0.bodyPoints) - bodyPoints) < abs(Double($1.bodyPoints) - bodyPoints) }!
    }

    /// SwiftUI's body text size at this size, in points.
    private var bodyPoints: Int {
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][rawValue]
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
    /// How large the user wants text: GNOME's text scaling factor, as the nearest of SwiftUI's
    /// sizes (`.large` at 1.0); `.dynamicTypeSize(_:)` keeps it within a range below.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the text size the views below read.
    ///
    /// ```swift
    /// Preview().dynamicTypeSize(.accessibility2)
    /// ```
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size the views below read within `range` (GTK still draws the text at
    /// the user's scale: this tells the views' layouts, which adapt to it).
    ///
    /// ```swift
    /// Toolbar().dynamicTypeSize(...DynamicTypeSize.xxLarge)
    /// ```
    public func dynamicTypeSize<Range: RangeExpression>(_ range: Range) -> some View where Range.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        return transformEnvironment(\.dynamicTypeSize) { size in
            guard let least = allowed.first, let most = allowed.last else { return }
            size = min(max(size, least), most)
        }
    }
}
