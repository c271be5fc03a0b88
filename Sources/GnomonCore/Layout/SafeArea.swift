import Foundation

/// The kinds of safe area SwiftUI keeps content out of: the system's controls and bars, the
/// on-screen keyboard. A GNOME window has none of them.
///
/// ```swift
/// Color.blue.ignoresSafeArea(.container, edges: .top)
/// ```
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Lets this view extend into the safe area: on GNOME, where a window's content has no
    /// safe area (no notch, home indicator or on-screen keyboard), it already fills the
    /// window's content, so the view is as it was.
    ///
    /// ```swift
    /// LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
    /// ```
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self {
        self
    }

    /// Shows `content` along `edge` of this view, which gives it that room: SwiftUI's inset
    /// content, a bar under a list, say. On GNOME a stack of the two, `spacing` apart.
    ///
    /// ```swift
    /// List(messages) { Text($0.text) }
    ///     .safeAreaInset(edge: .bottom) { ComposeBar() }
    /// ```
    public func safeAreaInset<Inset: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Inset
    ) -> some View {
        VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { content() }
            self
            if edge == .bottom { content() }
        }
    }

    /// Shows `content` along the leading or trailing `edge` of this view, which gives it that
    /// room; on GNOME a row of the two, `spacing` apart.
    ///
    /// ```swift
    /// Canvas().safeAreaInset(edge: .trailing) { Inspector() }
    /// ```
    public func safeAreaInset<Inset: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Inset
    ) -> some View {
        HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { content() }
            self
            if edge == .trailing { content() }
        }
    }
}
