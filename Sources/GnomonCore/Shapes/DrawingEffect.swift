import Foundation

/// How a `GnomonEffect` draws what it holds: cut to an outline, with a shadow, blurred, or
/// masked. GTK applies each to its render node (GtkSnapshot's clips, shadows and blurs; a
/// mask, which GTK 4.8 lacks, through cairo).
///
/// ```swift
/// DrawingEffect.shadow(.black, radius: 4, x: 0, y: 2).description   // "shadow #000000 4 0,2"
/// ```
public enum DrawingEffect: Hashable, Sendable, CustomStringConvertible {
    /// Cut to the outline.
    case clip(ClipOutline)
    /// Drawn over its shadow: its own shape in `color`, blurred by `radius`, moved by `x`, `y`.
    case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// Blurred by `radius`; `isOpaque` keeps the blur inside the view's bounds.
    case blur(radius: CGFloat, isOpaque: Bool)
    /// Its last child drawn only where its first child (the mask) is opaque.
    case mask
    /// Drawn as one layer, offscreen, then onto the window.
    case group
    /// Drawn, and clicked, moved by `transform` about the point `anchor` of its bounds; its
    /// frame, and so the layout around it, does not change.
    case transform(ViewTransform, anchor: UnitPoint)
    /// What a `visualEffect` closure made of the view's geometry: transforms (drawn and
    /// clicked so), a blur and an opacity.
    case visual(_AppliedVisualEffect)

    public var description: String {
        switch self {
        case .clip(let outline): "clip \(outline)"
        case .shadow(let color, let radius, let x, let y):
            "shadow \(color.name) \(StrokeStyle.number(radius)) \(StrokeStyle.number(x)),\(StrokeStyle.number(y))"
        case .blur(let radius, let isOpaque): "blur \(StrokeStyle.number(radius))" + (isOpaque ? " opaque" : "")
        case .mask: "mask"
        case .group: "group"
        case .transform(let transform, let anchor):
            "transform \(transform) at \(StrokeStyle.number(anchor.x)),\(StrokeStyle.number(anchor.y))"
        case .visual(let effect): "visual \(effect)"
        }
    }
}

extension View {
    /// Draws a shadow under this view: its shape in `color`, blurred by `radius`, moved by
    /// `x` and `y`. The view keeps its size; the shadow spills outside it.
    ///
    /// ```swift
    /// Card().shadow(radius: 4, y: 2)
    /// ```
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _EffectView(content: self, effect: .shadow(color, radius: radius, x: x, y: y))
    }

    /// Blurs this view by `radius`; `opaque` keeps the blur from spilling outside it.
    ///
    /// ```swift
    /// Photo().blur(radius: isPrivate ? 12 : 0)
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        _EffectView(content: self, effect: .blur(radius: radius, isOpaque: opaque))
    }

    /// Shows this view only where `mask` is opaque: a shape cuts it, a gradient fades it.
    /// The mask is laid out in this view's frame, placed by `alignment`.
    ///
    /// ```swift
    /// Photo().mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        // The mask is the first child, under the view, which so takes the clicks.
        _EffectView(content: TupleView((mask().modifier(_LayerModifier()), self)), effect: .mask, placement: alignment)
    }

    /// Shows this view only where `mask` is opaque (SwiftUI's older spelling).
    ///
    /// ```swift
    /// Photo().mask(Circle())
    /// ```
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask { mask }
    }
}

/// How `.scaleEffect`, `.rotationEffect` and `.rotation3DEffect` change where a view is drawn.
///
/// ```swift
/// ViewTransform.rotation(.degrees(45)).description   // "rotation 45°"
/// ```
public enum ViewTransform: Hashable, Sendable, CustomStringConvertible {
    /// An angle's degrees to a millionth, as a dump shows them (15, not 14.999999999999998).
    private static func degrees(_ angle: Angle) -> String {
        StrokeStyle.number((angle.degrees * 1e6).rounded() / 1e6)
    }

    case scale(x: CGFloat, y: CGFloat)
    case rotation(Angle)
    /// Moved by `x`, `y` (`visualEffect`'s `offset`).
    case translation(x: CGFloat, y: CGFloat)
    /// Turned about the axis `(x, y, z)` through the point `anchorZ` towards the viewer, seen
    /// with `perspective` (1: as SwiftUI's default; 0: none).
    case rotation3D(Angle, x: CGFloat, y: CGFloat, z: CGFloat, anchorZ: CGFloat, perspective: CGFloat)

    public var description: String {
        switch self {
        case .scale(let x, let y): "scale \(StrokeStyle.number(x)),\(StrokeStyle.number(y))"
        case .rotation(let angle): "rotation \(Self.degrees(angle))°"
        case .translation(let x, let y): "translation \(StrokeStyle.number(x)),\(StrokeStyle.number(y))"
        case .rotation3D(let angle, let x, let y, let z, let anchorZ, let perspective):
            "rotation3D \(Self.degrees(angle))° about \([x, y, z].map(StrokeStyle.number).joined(separator: ","))"
                + (anchorZ == 0 ? "" : " anchorZ \(StrokeStyle.number(anchorZ))") + " perspective \(StrokeStyle.number(perspective))"
        }
    }
}

extension View {
    /// Draws this view as one layer, offscreen, then onto the window (SwiftUI renders it with
    /// Metal; Gnomon composites it as one cairo group). `opaque` and `colorMode` change nothing.
    ///
    /// ```swift
    /// ParticleField().drawingGroup()
    /// ```
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        _EffectView(content: self, effect: .group)
    }

    /// Draws this view's layers together as one, before its opacity and effects apply.
    ///
    /// ```swift
    /// ZStack { Circle().fill(.red); Circle().fill(.blue).offset(x: 10) }.compositingGroup().opacity(0.5)
    /// ```
    public func compositingGroup() -> some View {
        _EffectView(content: self, effect: .group)
    }

    /// Draws this view scaled by `scale` about `anchor`. The view keeps its frame; clicks
    /// follow what is drawn.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").scaleEffect(isLiked ? 1.2 : 1)
    /// ```
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        _EffectView(content: self, effect: .transform(.scale(x: scale.width, y: scale.height), anchor: anchor))
    }

    /// Draws this view scaled by `s` in both directions about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws this view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws this view turned by `angle` (clockwise on screen) about `anchor`. The view keeps
    /// its frame; clicks follow what is drawn.
    ///
    /// ```swift
    /// Image(systemName: "arrow.up").rotationEffect(.degrees(heading))
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        _EffectView(content: self, effect: .transform(.rotation(angle), anchor: anchor))
    }

    /// Draws this view turned by `angle` about `axis` in three dimensions, in perspective (the
    /// view's larger side, twice over, away at `perspective` 1; none at 0), about the point
    /// `anchor` of its plane moved `anchorZ` towards the viewer (a turned card then swings
    /// nearer or further, and shows larger or smaller).
    ///
    /// ```swift
    /// Card().rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
    /// ```
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        _EffectView(
            content: self,
            effect: .transform(.rotation3D(angle, x: axis.x, y: axis.y, z: axis.z, anchorZ: anchorZ, perspective: perspective), anchor: anchor))
    }
}

/// How colors are blended in an offscreen layer (`drawingGroup`): GTK composites in sRGB.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// A view drawn with an effect: a `GnomonEffect` widget (Gnomon's own, a container whose
/// children are laid out on top of each other, at its size, and drawn as `effect` says).
public struct _EffectView<Content: View>: View {
    let content: Content
    let effect: DrawingEffect
    /// Where a child that neither fills nor expands is placed (a mask smaller than the view).
    var placement = Alignment.center

    public typealias Body = Never
}

extension _EffectView: ElementView {
    static var widgetClass: WidgetClass { .effect }
    var childContent: Content? { content }
    /// A mask and its view are its two children; other content is one, stacked if several.
    var implicitStackAxis: Axis? { effect == .mask ? nil : .vertical }
    var childPlacement: ChildPlacement {
        effect == .mask
            ? ChildPlacement(horizontal: placement.horizontal.position, vertical: placement.vertical.position)
            : ChildPlacement(horizontal: .fill, vertical: .fill)
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.effect, effect)
    }

    /// The view inside is the element (a mask's two children are not one).
    var passesContentAttributes: Bool { effect != .mask }
}
