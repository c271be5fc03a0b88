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

    /// Keeps the view's proportions as it is sized: with `aspectRatio` (width over height) it
    /// is offered the largest size of that ratio inside its room (`.fit`) or the smallest
    /// covering it (`.fill`); with none, a resizable picture keeps its own proportions,
    /// fitting inside its space or covering it.
    ///
    /// ```swift
    /// Image("photo").resizable().aspectRatio(contentMode: .fit)
    /// Rectangle().aspectRatio(16 / 9, contentMode: .fit)
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        _AspectRatioView(content: modifier(_AspectRatioLayout(contentMode: contentMode)), ratio: aspectRatio, contentMode: contentMode)
    }

    /// Keeps the view's proportions at `aspectRatio`'s width over its height (see
    /// `aspectRatio(_:contentMode:)`).
    ///
    /// ```swift
    /// Color.blue.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)
    /// ```
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
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

/// `aspectRatio(_:contentMode:)`: with a ratio, a layout keeping it around the content; the
/// content (a picture) learns the content mode either way.
public struct _AspectRatioView<Content: View>: View {
    let content: Content
    let ratio: CGFloat?
    let contentMode: ContentMode

    public var body: some View {
        if let ratio {
            _LayoutContainer(layout: _AspectRatioFrameLayout(ratio: ratio, contentMode: contentMode), content: content)
        } else {
            content
        }
    }
}

/// How a resizable picture keeps its own proportions; see `View.aspectRatio(_:contentMode:)`.
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
