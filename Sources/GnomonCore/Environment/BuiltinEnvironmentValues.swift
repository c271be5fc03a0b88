import Foundation

/// Light or dark appearance. On GNOME it follows GTK's dark preference, and changes while the
/// app runs.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}

/// The direction text runs in: GTK's default direction, from the locale.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// Opens a URL: by default with the desktop's handler for it (the browser, the mail client).
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(URL(string: "https://example.org/help")!) }
///
/// // Handle some URLs in the app, the rest as usual:
/// content.environment(\.openURL, OpenURLAction { url in
///     url.scheme == "app" ? .handled : .systemAction
/// })
/// ```
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled
            case discarded
            case systemAction(URL?)
        }

        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler declined to open the URL.
        public static let discarded = Result(kind: .discarded)
        /// Open the URL with the desktop's handler.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// Open another URL with the desktop's handler.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    private let handler: (URL) -> Result
    /// The desktop's handler, from the host; set when the action is read from the environment.
    fileprivate var system: ((URL) -> Void)?

    /// An action that hands each URL to `handler` first.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        guard case .systemAction(let other) = handler(url).kind else { return }
        guard let system else {
            log.notice("No desktop to open \(url) with (no host provides one)")
            return
        }
        system(other ?? url)
    }
}

/// Closes what the view is in: its window (or, later, its sheet).
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
public struct DismissAction {
    let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    public func callAsFunction() {
        action()
    }
}

private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

private struct SystemURLOpenerKey: EnvironmentKey {
    static var defaultValue: ((URL) -> Void)? { nil }
}

private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction {
        DismissAction { log.notice("dismiss() was called where there is nothing to dismiss") }
    }
}

extension EnvironmentValues {
    /// Light or dark, as GTK prefers.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// False inside `.disabled(true)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The most lines a `Text` shows; nil for as many as it needs. Set it with `.lineLimit(_:)`.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The direction text runs in.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The locale to format for.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// Opens URLs (with the desktop's handler unless a view sets its own).
    public var openURL: OpenURLAction {
        get {
            var action = self[OpenURLKey.self]
            action.system = self[SystemURLOpenerKey.self]
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }

    /// Closes the window the view is in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// The desktop's URL opener, set by the host.
    package var systemURLOpener: ((URL) -> Void)? {
        get { self[SystemURLOpenerKey.self] }
        set { self[SystemURLOpenerKey.self] = newValue }
    }

    /// Sets `dismiss` from a host (the initializer of `DismissAction` is not public).
    package mutating func setDismiss(_ action: @escaping () -> Void) {
        dismiss = DismissAction(action)
    }
}
