/// A title with an icon, as menus, lists and toolbars show them; its label style says which
/// parts show. In a toolbar or a header bar the automatic style shows the icon alone, with the
/// title as its tooltip, as GNOME's header bars (and SwiftUI's toolbars) do.
///
/// ```swift
/// Label("Inbox", systemImage: "envelope")
/// Label { Text("Drafts") } icon: { Image(systemName: "doc") }
/// Label("Trash", systemImage: "trash").labelStyle(.iconOnly)
/// ```
///
/// A title of plain text names the label for screen readers whatever shows: an icon shown
/// alone reads as the title ("Trash"), not as the icon's name. `accessibilityLabel` says
/// otherwise.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        let plainTitle = Text.plainContent(of: title)
        LabelStyledView(configuration: LabelStyleConfiguration(plainTitle: plainTitle))
            .viewAlias(LabelStyleConfiguration.Title.self) { title }
            .viewAlias(LabelStyleConfiguration.Icon.self) { icon.modifier(_AccessibilityNameModifier(name: plainTitle)) }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init { Text(titleKey) } icon: { Image(systemName: name) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init { Text(title) } icon: { Image(systemName: name) }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made from a style's configuration, for a style that adds to the look of the
    /// style further out.
    ///
    /// ```swift
    /// struct Tinted: LabelStyle {
    ///     func makeBody(configuration: Configuration) -> some View { Label(configuration).foregroundStyle(.secondary) }
    /// }
    /// ```
    public init(_ configuration: LabelStyleConfiguration) {
        self.init { configuration.title } icon: { configuration.icon }
    }
}

/// Which parts of labels show, and how: set with `.labelStyle(_:)`.
///
/// ```swift
/// struct VerticalLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack { configuration.icon; configuration.title }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle: _ConfiguredStyle where _StyleConfiguration == LabelStyleConfiguration {
    typealias Configuration = LabelStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a label style is given: the label's title and icon.
///
/// ```swift
/// HStack { configuration.icon; configuration.title }
/// ```
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    ///
    /// ```swift
    /// configuration.title.font(.headline)
    /// ```
    public struct Title: ViewAlias {}
    /// The label's icon, as a view.
    ///
    /// ```swift
    /// configuration.icon.foregroundStyle(.secondary)
    /// ```
    public struct Icon: ViewAlias {}

    public var title: Title { Title() }
    public var icon: Icon { Icon() }

    /// The title if it is plain text: the tooltip of an icon shown alone in a toolbar.
    let plainTitle: String?
}

/// The icon, then the title, 6 pixels apart: `.titleAndIcon`, and GNOME's `.automatic`. The
/// icon is decoration beside the title: screen readers skip it.
///
/// ```swift
/// Label("Inbox", systemImage: "envelope").labelStyle(.titleAndIcon)
/// ```
public struct TitleAndIconLabelStyle: LabelStyle, PureStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.icon.accessibilityHidden(true)
            configuration.title
        }
    }
}

/// The title alone: `.titleOnly`.
///
/// ```swift
/// Label("Inbox", systemImage: "envelope").labelStyle(.titleOnly)
/// ```
public struct TitleOnlyLabelStyle: LabelStyle, PureStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone: `.iconOnly`.
///
/// ```swift
/// Label("Inbox", systemImage: "envelope").labelStyle(.iconOnly)
/// ```
public struct IconOnlyLabelStyle: LabelStyle, PureStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The default: the icon alone in a toolbar or a header bar, with the title as its tooltip (a
/// header bar's buttons are icons); icon and title everywhere else.
///
/// ```swift
/// Sidebar().labelStyle(.automatic)
/// ```
public struct DefaultLabelStyle: LabelStyle, PureStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticLabel(configuration: configuration)
    }
}

/// `DefaultLabelStyle`'s body, which depends on where the label is.
struct AutomaticLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.styleContext) private var context

    var body: some View {
        if !context.contains(ToolbarStyleContext.self) {
            TitleAndIconLabelStyle().makeBody(configuration: configuration)
        } else if let title = configuration.plainTitle {
            configuration.icon.help(title)
        } else {
            configuration.icon
        }
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension View {
    /// Sets the style of the labels in this view.
    ///
    /// ```swift
    /// Toolbar().labelStyle(.iconOnly)
    /// ```
    public func labelStyle<Style: LabelStyle>(_ style: Style) -> some View {
        styledViewStyle(LabelStyledView.self, style: BuiltInStyle(style: style))
    }
}

/// A label as its style sees it; the styled view behind `Label`.
struct LabelStyledView: ViewStyledView {
    let configuration: LabelStyleConfiguration
    static var defaultStyle: BuiltInStyle<DefaultLabelStyle> { BuiltInStyle(style: DefaultLabelStyle()) }
    typealias Body = Never
}
