import Foundation

/// A button that shares a link or a text as GNOME apps do, having no share sheet: a menu
/// to copy it to the clipboard or to send it by email (the desktop's mail app, through a
/// `mailto:` URL with the subject and message).
///
/// ```swift
/// ShareLink(item: note.url)                                       // "Share" with its icon
/// ShareLink("Share Recipe", item: recipe.text, subject: Text(recipe.title))
/// ShareLink(item: url) { Label("Send", systemImage: "paperplane") }
/// ```
public struct ShareLink<Label: View>: View {
    let text: String
    let isLink: Bool
    let subject: String?
    let message: String?
    let label: Label
    @Environment(\.systemClipboardWriter) private var copy
    @Environment(\.openURL) private var openURL

    public var body: some View {
        Menu {
            Button(isLink ? "Copy Link" : "Copy") { copy?(text) }
            Button("Send by Email…") {
                if let mail = mailURL { openURL(mail) }
            }
        } label: {
            label
        }
    }

    /// A `mailto:` URL with the subject, and the message above the item.
    var mailURL: URL? {
        var components = URLComponents()
        components.scheme = "mailto"
        let body = [message, text].compactMap { $0 }.joined(separator: "\n\n")
        components.queryItems = [subject.map { URLQueryItem(name: "subject", value: $0) }, URLQueryItem(name: "body", value: body)].compactMap { $0 }
        return components.url
    }
}

extension ShareLink {
    init(text: String, isLink: Bool, subject: Text?, message: Text?, label: Label) {
        self.text = text
        self.isLink = isLink
        self.subject = subject.flatMap { Text.plainContent(of: $0) }
        self.message = message.flatMap { Text.plainContent(of: $0) }
        self.label = label
    }

    /// Shares `item` under a label of the app's.
    public init(
        item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(text: item.absoluteString, isLink: true, subject: subject, message: message, label: label())
    }

    /// Shares a text under a label of the app's.
    public init<S: StringProtocol>(
        item: S, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(text: String(item), isLink: false, subject: subject, message: message, label: label())
    }
}

extension ShareLink where Label == GnomonCore.Label<Text, Image> {
    /// Shares a link under "Share" and the share icon.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init("Share", item: item, subject: subject, message: message, preview: preview)
    }

    /// Shares a text under "Share" and the share icon.
    public init<S: StringProtocol>(item: S, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init("Share", item: item, subject: subject, message: message, preview: preview)
    }

    /// Shares a link under `title` and the share icon.
    public init<T: StringProtocol>(_ title: T, item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init(item: item, subject: subject, message: message, preview: preview) {
            GnomonCore.Label(String(title), systemImage: "square.and.arrow.up")
        }
    }

    /// Shares a text under `title` and the share icon.
    public init<T: StringProtocol, S: StringProtocol>(
        _ title: T, item: S, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil
    ) {
        self.init(item: item, subject: subject, message: message, preview: preview) {
            GnomonCore.Label(String(title), systemImage: "square.and.arrow.up")
        }
    }
}

/// How a shared item is shown in the share sheet of Apple's platforms; GNOME's share menu shows
/// the item's title itself, so this is kept only to compile.
///
/// ```swift
/// ShareLink(item: url, preview: SharePreview("Turtle Rock", image: Image("turtlerock")))
/// ```
public struct SharePreview {
    public init<T: StringProtocol>(_ title: T, image: Image? = nil, icon: Image? = nil) {}
    public init(_ title: Text, image: Image? = nil, icon: Image? = nil) {}
}

private struct SystemClipboardWriterKey: EnvironmentKey {
    static var defaultValue: ((String) -> Void)? { nil }
}

extension EnvironmentValues {
    /// Puts a text on the desktop's clipboard; set by the host.
    package var systemClipboardWriter: ((String) -> Void)? {
        get { self[SystemClipboardWriterKey.self] }
        set { self[SystemClipboardWriterKey.self] = newValue }
    }
}
