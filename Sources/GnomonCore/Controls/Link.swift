import Foundation

/// A control that opens a URL: a `GtkLinkButton`, which opens it in the user's browser (through
/// the desktop portal when sandboxed) and shows it as visited afterwards.
///
/// ```swift
/// Link("GNOME Human Interface Guidelines", destination: URL(string: "https://developer.gnome.org/hig/")!)
/// ```
public struct Link<Label: View>: View {
    let destination: URL
    let title: String?

    public typealias Body = Never
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.destination = destination
        title = Text(titleKey).content
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.destination = destination
        self.title = String(title)
    }
}

extension Link: ElementView {
    static var widgetClass: WidgetClass { .linkButton }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.uri, destination.absoluteString)
        list.add(.label, title)
    }
}
