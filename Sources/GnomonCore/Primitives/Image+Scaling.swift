import Foundation

/// How a view keeps its proportions as it is scaled to its space: fitting inside it, or
/// filling it (cut at the edges).
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}

extension View {
    /// Scales a resizable picture to fit inside its space, keeping its proportions.
    ///
    /// ```swift
    /// Image("turtlerock").resizable().scaledToFit().frame(width: 200, height: 120)
    /// ```
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales a resizable picture to fill its space, keeping its proportions; what overflows
    /// is cut.
    ///
    /// ```swift
    /// Image("turtlerock").resizable().scaledToFill().frame(width: 80, height: 80).clipShape(Circle())
    /// ```
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }

    /// Keeps a resizable picture's proportions as it scales: `.fit` inside its space, `.fill`
    /// covering it. A picture keeps its own proportions; any other `aspectRatio` is not kept
    /// (GTK lays a widget out by its own size), which the log says once.
    ///
    /// ```swift
    /// Image("photo").resizable().aspectRatio(contentMode: .fit)
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        WarnOnce.check(
            "aspectRatio", isProblem: { aspectRatio != nil },
            "aspectRatio(\(aspectRatio ?? 0), contentMode:) keeps a picture's own proportions; GTK lays views out by their own size, so a given ratio is not kept")
        return modifier(_AspectRatioLayout(contentMode: contentMode))
    }

    /// Keeps a resizable picture's proportions as it scales (see
    /// `aspectRatio(_:contentMode:)`); the size's proportions are not kept.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / max(aspectRatio.height, 1), contentMode: contentMode)
    }

    /// How large the symbol images inside are, beside their text: small, medium (the
    /// theme's size) or large. It sizes `Image` and `Label` icons; a button's or a menu's
    /// icon keeps the theme's size.
    ///
    /// ```swift
    /// Label("Favorites", systemImage: "star").imageScale(.large)
    /// ```
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}

/// See `View.aspectRatio(_:contentMode:)`.
public struct _AspectRatioLayout: ViewModifier, Equatable {
    var contentMode: ContentMode
    public typealias Body = Never
}

extension _AspectRatioLayout: AttributeModifier {
    /// The innermost decides.
    func apply(to layout: inout LayoutAttributes) {
        if layout.contentMode == nil { layout.contentMode = contentMode }
    }
}

extension Image {
    /// How large a symbol image is beside its text.
    public enum Scale: Hashable, Sendable, CaseIterable {
        case small, medium, large

        /// How much larger than at `.medium` a symbol is.
        var factor: Double {
            switch self {
            case .small: 0.75
            case .medium: 1
            case .large: 1.5
            }
        }
    }

    /// The size in pixels of a symbol beside text in `font` at `scale`, as SwiftUI sizes
    /// symbols by the text they go with; nil for the theme's (16 pixels, beside body text at
    /// `.medium`).
    ///
    /// ```swift
    /// Image.symbolPixelSize(font: .largeTitle, scale: .medium)   // 29
    /// Image.symbolPixelSize(font: nil, scale: .large)            // 24
    /// ```
    static func symbolPixelSize(font: Font?, scale: Scale) -> Int? {
        let size = Int((16 * (font?.symbolScale ?? 1) * scale.factor).rounded())
        return size == 16 ? nil : size
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}

extension EnvironmentValues {
    /// How large symbol images are beside their text; set it with `.imageScale(_:)`.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}
