import GnomonMacrosPlugin
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// What `@StyledView` writes, as the seed's README gives it.
final class StyledViewMacroTests: XCTestCase {
    private let macros: [String: Macro.Type] = ["StyledView": StyledViewMacro.self]

    func testTheSeedsLabeledView() {
        assertMacroExpansion(
            """
            @StyledView
            struct LabeledView<Label: View, Content: View>: StyledView {
                var label: Label
                var content: Content

                var body: some View {
                    HStack { label; content }
                }
            }
            """,
            expandedSource: """
            struct LabeledView<Label: View, Content: View>: StyledView {
                var label: Label
                var content: Content

                var body: some View {
                    HStack { label; content }
                }

                init(_ configuration: LabeledViewStyleConfiguration) where Label == LabeledViewStyleConfiguration.Label, Content == LabeledViewStyleConfiguration.Content {
                    self.label = configuration.label
                    self.content = configuration.content
                }

                init(label: Label, content: Content) {
                    self.label = label
                    self.content = content
                }

                init(@ViewBuilder label: () -> Label, @ViewBuilder content: () -> Content) {
                    self.label = label()
                    self.content = content()
                }

                var _styledBody: some View {
                    LabeledViewBody(configuration: LabeledViewStyleConfiguration())
                        .viewAlias(LabeledViewStyleConfiguration.Label.self) {
                        label
                    }
                        .viewAlias(LabeledViewStyleConfiguration.Content.self) {
                        content
                    }
                }
            }

            /// What a `LabeledViewStyle` is given: a view alias for each view of a `LabeledView`, and its other properties.
            struct LabeledViewStyleConfiguration {
                struct Label: ViewAlias {
                }
                var label: Label {
                    Label()
                }
                struct Content: ViewAlias {
                }
                var content: Content {
                    Content()
                }
            }

            /// The look of a `LabeledView`.
            protocol LabeledViewStyle: ViewStyle where Configuration == LabeledViewStyleConfiguration {
            }

            /// The look `LabeledView`'s own `body` gives it.
            struct LabeledViewDefaultStyle: LabeledViewStyle {
                init() {
                }
                func makeBody(configuration: LabeledViewStyleConfiguration) -> some View {
                    _DefaultStyledView(LabeledView<LabeledViewStyleConfiguration.Label, LabeledViewStyleConfiguration.Content>(configuration))
                }
            }

            /// Styles the `LabeledView`s inside its content with `style`.
            struct LabeledViewStyleModifier<Style: LabeledViewStyle>: ViewModifier {
                var style: Style
                init(_ style: Style) {
                    self.style = style
                }
                func body(content: Content) -> some View {
                    content.styledViewStyle(LabeledViewBody.self, style: style)
                }
            }

            /// A `LabeledView` as its styles see it.
            struct LabeledViewBody: ViewStyledView {
                var configuration: LabeledViewStyleConfiguration
                static var defaultStyle: LabeledViewDefaultStyle {
                    LabeledViewDefaultStyle()
                }
            }
            """,
            macros: macros)
    }

    /// Value properties go into the configuration as they are; a binding is passed as one;
    /// the access level is copied.
    func testValuesBindingsAndAccess() {
        assertMacroExpansion(
            """
            @StyledView
            public struct Row<Title: View>: StyledView {
                var title: Title
                var spacing: Double
                @Binding var isOn: Bool
                var action: () -> Void
                var note: String?
                public var body: some View { title }
            }
            """,
            expandedSource: """
            public struct Row<Title: View>: StyledView {
                var title: Title
                var spacing: Double
                @Binding var isOn: Bool
                var action: () -> Void
                var note: String?
                public var body: some View { title }

                public init(_ configuration: RowStyleConfiguration) where Title == RowStyleConfiguration.Title {
                    self.title = configuration.title
                    self.spacing = configuration.spacing
                    _isOn = configuration.$isOn
                    self.action = configuration.action
                    self.note = configuration.note
                }

                public init(title: Title, spacing: Double, isOn: Binding<Bool>, action: @escaping () -> Void, note: String? = nil) {
                    self.title = title
                    self.spacing = spacing
                    _isOn = isOn
                    self.action = action
                    self.note = note
                }

                public init(spacing: Double, isOn: Binding<Bool>, action: @escaping () -> Void, note: String? = nil, @ViewBuilder title: () -> Title) {
                    self.spacing = spacing
                    _isOn = isOn
                    self.action = action
                    self.note = note
                    self.title = title()
                }

                public var _styledBody: some View {
                    RowBody(configuration: RowStyleConfiguration(spacing: spacing, isOn: $isOn, action: action, note: note))
                        .viewAlias(RowStyleConfiguration.Title.self) {
                        title
                    }
                }
            }

            /// What a `RowStyle` is given: a view alias for each view of a `Row`, and its other properties.
            public struct RowStyleConfiguration {
                public struct Title: ViewAlias {
                }
                public var title: Title {
                    Title()
                }
                public var spacing: Double
                @Binding public var isOn: Bool
                public var action: () -> Void
                public var note: String?
                init(spacing: Double, isOn: Binding<Bool>, action: @escaping () -> Void, note: String?) {
                    self.spacing = spacing
                    _isOn = isOn
                    self.action = action
                    self.note = note
                }
            }

            /// The look of a `Row`.
            public protocol RowStyle: ViewStyle where Configuration == RowStyleConfiguration {
            }

            /// The look `Row`'s own `body` gives it.
            public struct RowDefaultStyle: RowStyle {
                public init() {
                }
                public func makeBody(configuration: RowStyleConfiguration) -> some View {
                    _DefaultStyledView(Row<RowStyleConfiguration.Title>(configuration))
                }
            }

            /// Styles the `Row`s inside its content with `style`.
            public struct RowStyleModifier<Style: RowStyle>: ViewModifier {
                public var style: Style
                public init(_ style: Style) {
                    self.style = style
                }
                public func body(content: Content) -> some View {
                    content.styledViewStyle(RowBody.self, style: style)
                }
            }

            /// A `Row` as its styles see it.
            public struct RowBody: ViewStyledView {
                public var configuration: RowStyleConfiguration
                public static var defaultStyle: RowDefaultStyle {
                    RowDefaultStyle()
                }
            }
            """,
            macros: macros)
    }

    func testWhatItCannotExpandIsReported() {
        for (source, message) in [
            ("@StyledView\nclass Box: StyledView {}", "@StyledView applies to a struct"),
            ("@StyledView\nstruct Box: View {}", "@StyledView needs the struct to conform to StyledView"),
            ("@StyledView\nstruct Box: StyledView {\n    @State var on: Bool\n}",
             "@StyledView supports @Binding and plain stored properties; 'State' has another wrapper"),
        ] {
            let expanded = source.replacingOccurrences(of: "@StyledView\n", with: "")
            assertMacroExpansion(
                source, expandedSource: expanded,
                diagnostics: [DiagnosticSpec(message: message, line: 1, column: 1)], macros: macros)
        }
    }
}
