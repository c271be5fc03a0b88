import Foundation

/// How a change moves from the old state to the new, as SwiftUI's `Animation`. Gnomon applies
/// every change at once for now: code written with animations compiles and ends where it
/// would, and the curve and timing are kept for when changes move.
///
/// ```swift
/// withAnimation(.spring(response: 0.3)) { isExpanded.toggle() }
/// Text(title).animation(.easeInOut(duration: 0.2), value: title)
/// ```
public struct Animation: Hashable, Sendable {
    /// The shape of the motion.
    public enum Curve: Hashable, Sendable {
        case linear, easeIn, easeOut, easeInOut
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }

    /// The curve the value moves along.
    public var curve: Curve
    /// Seconds the motion takes (for a spring, its response).
    public var duration: Double
    /// Seconds before it starts.
    public var delay: Double = 0
    /// How much faster than written it plays.
    public var speed: Double = 1
    /// How many times it plays (nil: forever), and whether every other time backwards.
    public var repeatCount: Int? = 1
    public var autoreverses = false

    init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration
    }

    /// SwiftUI's default: a smooth spring.
    public static let `default` = Animation.spring()
    /// A spring with SwiftUI's default response and damping.
    public static let spring = Animation.spring()
    public static let linear = Animation.linear(duration: 0.35)
    public static let easeIn = Animation.easeIn(duration: 0.35)
    public static let easeOut = Animation.easeOut(duration: 0.35)
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    /// A spring with no bounce.
    public static let smooth = Animation.spring(response: 0.5, dampingFraction: 1)
    /// A quick spring with a little bounce.
    public static let snappy = Animation.spring(response: 0.3, dampingFraction: 0.85)
    /// A spring with a visible bounce.
    public static let bouncy = Animation.spring(response: 0.5, dampingFraction: 0.7)

    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }

    /// A spring: `response` seconds to settle, `dampingFraction` 1 for no bounce.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration), duration: response)
    }

    /// A spring given by its length and bounce (0 none, 1 most), as SwiftUI's newer form
    /// (`.spring()` is the other's).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: 1 - min(max(bounce, 0), 1) * 0.6, blendDuration: blendDuration)
    }

    /// A fast spring for following the pointer.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// This animation, starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var animation = self
        animation.delay = delay
        return animation
    }

    /// This animation, played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        animation.speed = speed
        return animation
    }

    /// This animation, played `count` times.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = count
        animation.autoreverses = autoreverses
        return animation
    }

    /// This animation, played for as long as the view shows.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = nil
        animation.autoreverses = autoreverses
        return animation
    }
}

/// Runs `body`, whose state changes SwiftUI would animate with `animation`; Gnomon shows the
/// new state at once.
///
/// ```swift
/// withAnimation { showsDetails.toggle() }
/// ```
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// What `withAnimation(_:completionCriteria:_:completion:)` waits for before `completion`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    public static let logicallyComplete = AnimationCompletionCriteria()
    public static let removed = AnimationCompletionCriteria()
}

/// Runs `body`, then `completion` once the change is shown: on the main actor's next turn,
/// after the update that shows it.
///
/// ```swift
/// withAnimation(.easeOut) { offset = 0 } completion: { isSettled = true }
/// ```
@MainActor @discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    let result = try body()
    Task { @MainActor in completion() }
    return result
}

extension View {
    /// Animates this view's changes when `value` changes, in SwiftUI; Gnomon shows them at once.
    ///
    /// ```swift
    /// Circle().frame(width: size).animation(.spring(), value: size)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        self
    }

    /// How this view comes and goes when a condition inserts or removes it, in SwiftUI; Gnomon
    /// shows and removes it at once.
    ///
    /// ```swift
    /// if showsBanner { Banner().transition(.move(edge: .top).combined(with: .opacity)) }
    /// ```
    public func transition(_ transition: AnyTransition) -> some View {
        self
    }
}

/// How a view comes and goes, as SwiftUI's; kept for when changes move.
///
/// ```swift
/// .transition(.asymmetric(insertion: .scale, removal: .opacity))
/// ```
public struct AnyTransition: Sendable {
    /// What the transition is made of, for when changes move.
    public indirect enum Kind: Sendable, Hashable {
        case identity, opacity, scale(Double), slide, push(Edge), move(Edge), offset(x: Double, y: Double)
        case combined(Kind, Kind)
        case asymmetric(insertion: Kind, removal: Kind)
    }

    public let kind: Kind
    /// The animation SwiftUI would play it with (`.animation(_:)`).
    public var animation: Animation?

    init(_ kind: Kind) {
        self.kind = kind
    }

    public static let identity = AnyTransition(.identity)
    public static let opacity = AnyTransition(.opacity)
    public static let scale = AnyTransition(.scale(0))
    public static let slide = AnyTransition(.slide)

    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(.scale(scale)) }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(.push(edge)) }
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition(.offset(x: x, y: y)) }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(x: offset.width, y: offset.height)) }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion.kind, removal: removal.kind))
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(.combined(kind, other.kind))
    }

    /// This transition, played with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var transition = self
        transition.animation = animation
        return transition
    }
}
