import Foundation

/// How a view's colours mix with those of the layers under it.
///
/// ```swift
/// Image("photo").overlay(Color.orange.blendMode(.multiply))
/// ```
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
        difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
        plusDarker, plusLighter

    /// Whether GTK's blend node has the mode; the compositing operators it lacks draw as
    /// `normal`, with a message.
    package var isBlend: Bool {
        switch self {
        case .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter: false
        default: true
        }
    }
}

extension BlendMode: WidgetPropertyValue {}

extension View {
    /// Mixes this view's colours with those of the layers under it in its `ZStack` (or under a
    /// `.background`, over which an `.overlay` is drawn) by `blendMode`.
    ///
    /// ```swift
    /// ZStack {
    ///     Color.yellow
    ///     Circle().fill(.blue).blendMode(.difference)
    /// }
    /// ```
    ///
    /// GTK blends the view with its layers below (GNOME has no backdrop of the window to
    /// read): a view that is not a layer of a stack is drawn as it is. `sourceAtop`,
    /// `destinationOver`, `destinationOut`, `plusDarker` and `plusLighter` are drawn as `normal`,
    /// with a message.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        if !blendMode.isBlend {
            WarnOnce.check("blendMode \(blendMode)", isProblem: { true },
                "blendMode(.\(blendMode)): GTK blends by colour only; drawn as .normal")
        }
        return modifier(_BlendModeModifier(mode: blendMode.isBlend ? blendMode : .normal))
    }
}

/// `blendMode(_:)`: an attribute of the content's widgets; the innermost wins.
public struct _BlendModeModifier: ViewModifier, Equatable {
    let mode: BlendMode
    public typealias Body = Never
}

extension _BlendModeModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        if layout.blendMode == nil { layout.blendMode = mode }
    }
}
