import Foundation

/// A picture loaded from a URL, shown once it arrives: SwiftUI's `AsyncImage`. Until then, and
/// when the load fails, a placeholder shows (a faint block), or what `content` makes of the
/// load's phase. Pictures load through `URLSession` (the `Networking` trait, on by default),
/// or from `file:` URLs, once per URL while the app runs (`AsyncImageCache`).
///
/// ```swift
/// AsyncImage(url: landmark.photoURL) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
///
/// AsyncImage(url: avatarURL) { phase in
///     switch phase {
///     case .empty: ProgressView()
///     case .success(let image): image.resizable().scaledToFill()
///     case .failure: Image(systemName: "photo")
///     }
/// }
/// ```
public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let content: (AsyncImagePhase) -> Content
    @State private var loaded: LoadedImage?

    /// A view of each phase of the load: empty until it ends (and for no URL), then the
    /// picture or the error. `scale` and `transaction` are SwiftUI's; GNOME shows a picture
    /// at its own size, without an animation.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.content = content
    }

    public var body: some View {
        content(phase)
            .task(id: url) { await load() }
    }

    /// The phase of the load of the URL shown now: one of another URL is not it.
    private var phase: AsyncImagePhase {
        if let loaded, loaded.url == url { loaded.phase } else { .empty }
    }

    private func load() async {
        guard let url else { return loaded = nil }
        do {
            let path = try await AsyncImageCache.shared.file(for: url)
            guard !Task.isCancelled else { return }
            loaded = LoadedImage(url: url, phase: .success(Image(contentsOfFile: path)))
        } catch {
            guard !Task.isCancelled else { return }
            log.warning("AsyncImage could not load \(url): \(error)")
            loaded = LoadedImage(url: url, phase: .failure(error))
        }
    }
}

extension AsyncImage {
    /// The picture at its own size once loaded; a faint block before, and if it fails.
    ///
    /// ```swift
    /// AsyncImage(url: URL(string: "https://example.org/logo.png"))
    /// ```
    public init(url: URL?, scale: CGFloat = 1) where Content == _ConditionalContent<Image, AsyncImagePlaceholder> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { image } else { AsyncImagePlaceholder() }
        }
    }

    /// `content` made of the picture once loaded; `placeholder` before, and if it fails.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }
}

/// Where an `AsyncImage`'s load is: not ended (or no URL), ended with the picture, or failed.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    /// The picture, once loaded.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// What went wrong, if the load failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// What an `AsyncImage` shows while its picture loads: a faint block.
public struct AsyncImagePlaceholder: View {
    public var body: some View {
        Color.secondary.opacity(0.2)
    }
}

/// The phase an `AsyncImage` reached for `url`.
struct LoadedImage {
    let url: URL
    let phase: AsyncImagePhase
}

/// The context of a state change, as SwiftUI passes it to `AsyncImage`; GNOME's views change
/// without an animation, so only its value is kept.
///
/// ```swift
/// AsyncImage(url: url, transaction: Transaction(animation: .default)) { phase in … }
/// ```
public struct Transaction {
    public var animation: Animation?

    public init(animation: Animation? = nil) {
        self.animation = animation
    }
}
