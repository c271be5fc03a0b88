import Foundation

/// Effects on how a view is drawn that do not change its layout: what a `visualEffect`
/// closure makes, from `EmptyVisualEffect`, with the view's geometry.
///
/// ```swift
/// Text(title).visualEffect { content, proxy in
///     content.offset(y: -proxy.frame(in: .global).minY / 4).opacity(0.8)
/// }
/// ```
public protocol VisualEffect: Sendable {
    /// What the effect does, as Gnomon draws it.
    var _applied: _AppliedVisualEffect { get }
}

/// No effect: what a `visualEffect` closure starts from.
///
/// ```swift
/// Text("Hi").visualEffect { (content: EmptyVisualEffect, _) in content.opacity(0.5) }
/// ```
public struct EmptyVisualEffect: VisualEffect {
    /// The effect that does nothing.
    ///
    /// ```swift
    /// EmptyVisualEffect().offset(y: 4)
    /// ```
    public init() {}
    public var _applied: _AppliedVisualEffect { _AppliedVisualEffect() }
}

/// Visual effects applied one over another: transforms (innermost first, each about its anchor
/// of the view's bounds), a blur and an opacity. Equal effects leave the widget untouched.
public struct _AppliedVisualEffect: VisualEffect, Hashable, CustomStringConvertible {
    /// A transform about a point of the view's bounds.
    package struct Step: Hashable, Sendable {
        package let transform: ViewTransform
        package let anchor: UnitPoint
    }

    package private(set) var transforms: [Step] = []
    package private(set) var blurRadius: CGFloat = 0
    /// Whether the blur stays inside the view's bounds (a `blur(radius:opaque:)` said so).
    package private(set) var blurIsOpaque = false
    /// The opacity, 0 transparent to 1 opaque.
    package private(set) var alpha: Double = 1

    public var _applied: _AppliedVisualEffect { self }

    public var description: String {
        var parts = transforms.map { "\($0.transform) at \(StrokeStyle.number($0.anchor.x)),\(StrokeStyle.number($0.anchor.y))" }
        if blurRadius > 0 { parts.append("blur \(StrokeStyle.number(blurRadius))" + (blurIsOpaque ? " opaque" : "")) }
        if alpha != 1 { parts.append("opacity \(StrokeStyle.number(alpha))") }
        return parts.isEmpty ? "none" : parts.joined(separator: "; ")
    }

    fileprivate func adding(_ transform: ViewTransform, anchor: UnitPoint) -> Self {
        var effect = self
        effect.transforms.append(Step(transform: transform, anchor: anchor))
        return effect
    }

    fileprivate func blurred(by radius: CGFloat, opaque: Bool) -> Self {
        var effect = self
        effect.blurRadius += max(0, radius)
        effect.blurIsOpaque = effect.blurIsOpaque || opaque
        return effect
    }

    fileprivate func faded(to opacity: Double) -> Self {
        var effect = self
        effect.alpha *= min(1, max(0, opacity))
        return effect
    }
}

extension VisualEffect {
    /// Draws the view moved by `offset`.
    ///
    /// ```swift
    /// content.offset(CGSize(width: 0, height: proxy.size.height / 2))
    /// ```
    public func offset(_ offset: CGSize) -> some VisualEffect {
        _applied.adding(.translation(x: offset.width, y: offset.height), anchor: .topLeading)
    }

    /// Draws the view moved by `x` and `y`.
    ///
    /// ```swift
    /// content.offset(y: -proxy.frame(in: .global).minY / 3)
    /// ```
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        offset(CGSize(width: x, height: y))
    }

    /// Draws the view scaled by `scale` about `anchor`.
    ///
    /// ```swift
    /// content.scaleEffect(CGSize(width: 1, height: 1 - progress / 2))
    /// ```
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        _applied.adding(.scale(x: scale.width, y: scale.height), anchor: anchor)
    }

    /// Draws the view scaled by `scale` in both directions about `anchor`.
    ///
    /// ```swift
    /// content.scaleEffect(proxy.size.width > 200 ? 1 : 0.9)
    /// ```
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` about `anchor`.
    ///
    /// ```swift
    /// content.scaleEffect(x: 1, y: 0.5, anchor: .bottom)
    /// ```
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view turned by `angle` about `anchor`.
    ///
    /// ```swift
    /// content.rotationEffect(.degrees(proxy.frame(in: .global).minX / 10))
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        _applied.adding(.rotation(angle), anchor: anchor)
    }

    /// Draws the view turned by `angle` about `axis`, in perspective, about `anchor` moved
    /// `anchorZ` towards the viewer.
    ///
    /// ```swift
    /// content.rotation3DEffect(.degrees(proxy.frame(in: .global).minX / 10), axis: (x: 0, y: 1, z: 0))
    /// ```
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some VisualEffect {
        _applied.adding(.rotation3D(angle, x: axis.x, y: axis.y, z: axis.z, anchorZ: anchorZ, perspective: perspective), anchor: anchor)
    }

    /// Draws the view blurred by `radius`; `opaque` keeps the blur inside the view's bounds.
    ///
    /// ```swift
    /// content.blur(radius: max(0, -proxy.frame(in: .global).minY / 20))
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        _applied.blurred(by: radius, opaque: opaque)
    }

    /// Draws the view `opacity` opaque.
    ///
    /// ```swift
    /// content.opacity(proxy.frame(in: .global).minY < 0 ? 0.5 : 1)
    /// ```
    public func opacity(_ opacity: Double) -> some VisualEffect {
        _applied.faded(to: opacity)
    }
}

extension View {
    /// Draws this view with effects made from its geometry — its size and where it is, read
    /// through `GeometryProxy` — without changing its layout: moved, scaled, turned, blurred
    /// or faded as it scrolls or as the window resizes.
    ///
    /// ```swift
    /// ScrollView {
    ///     ForEach(cards) { card in
    ///         CardView(card).visualEffect { content, proxy in
    ///             content.scaleEffect(proxy.frame(in: .global).minY < 0 ? 0.9 : 1)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The geometry is the one GTK last laid the view out at: the effect follows a frame later.
    /// The closure runs on the main actor, where the proxy is read.
    public func visualEffect<Effect: VisualEffect>(
        _ effect: @escaping @MainActor @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
    ) -> some View {
        _VisualEffectReader(content: self) { effect(EmptyVisualEffect(), $0)._applied }
    }
}

/// `visualEffect`: the content in a layout that takes its size and tells a `ReadGeometry`
/// where it is, inside a `GnomonEffect` drawing it with what the closure makes of that; the
/// reader's body reads the geometry, so a move or a new size draws it anew.
public struct _VisualEffectReader<Content: View>: View {
    let content: Content
    let effect: (GeometryProxy) -> _AppliedVisualEffect
    @State private var geometry = ReadGeometry()
    @Environment(\.coordinateSpaces) private var spaces

    public var body: some View {
        _LayoutContainer(
            layout: _GeometryReportLayout(geometry: geometry),
            content: _EffectView(content: content, effect: .visual(effect(GeometryProxy(geometry.values, spaces: spaces)))))
    }
}
