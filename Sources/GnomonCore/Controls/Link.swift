import Foundation

/// A control that opens a URL: a `GtkLinkButton`, shown as a link and as visited once opened.
/// A click opens the URL through the environment's `openURL`, as in SwiftUI: the desktop's
/// handler (the user's browser, through the portal when sandboxed) unless a view sets its own.
///
/// ```swift
/// Link("GNOME Human Interface Guidelines", destination: URL(string: "https://developer.gnome.org/hig/")!)
///     .environment(\.openURL, OpenURLAction { url in log(url); return .systemAction })
/// ```
public struct Link<Label: View>: View {
    let destination: URL
    let title: String?
    @Environment(\.openURL) private var openURL

    public var body: some View {
        _LinkButton(destination: destination, title: title, open: openURL)
    }
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

/// The `GtkLinkButton` behind `Link`: its click (GTK's `activate-link`, which GTK then leaves
/// alone) opens the destination through the `openURL` it was given.
struct _LinkButton: View {
    let destination: URL
    let title: String?
    let open: OpenURLAction

    typealias Body = Never
}

extension _LinkButton: ElementView {
    static var widgetClass: WidgetClass { .linkButton }
    var resolveReadsObservables: Bool { false }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.uri, destination.absoluteString)
        list.add(.label, title)
    }

    func handle(_ event: WidgetEvent) {
        if event == .clicked { open(destination) }
    }
}
