import Foundation
import GnomonCore

/// Quick layout options for a subview, combined in lists as the Subviews seed writes them:
/// each is a few constraints of GTK's constraint layout between the subview and its
/// superview. `leading`/`trailing` are GTK's start and end, so they follow right-to-left text.
///
/// ```swift
/// @Subview([.pinTop, .pinHorizontally, .relativeHeight(0.8)])
/// var background = Superview()
/// ```
///
/// Options that ask more of an axis than it has (a width pinned on both sides and set as well)
/// are reported through the `Gnomon` logger, naming the widget and the options; the solver then
/// takes the later ones as strong wishes rather than requirements, so the window still appears.
public struct ViewLayoutOption: ExpressibleByArrayLiteral, Sendable, CustomStringConvertible {
    /// The options this one is made of, each with its name and constraints.
    package let parts: [(name: Name, constraints: [LayoutConstraint])]

    /// An option's name, for messages: made into text only when one is written, as options
    /// are made with every subview.
    package enum Name: Sendable, CustomStringConvertible {
        case plain(StaticString)
        case value(StaticString, Double)
        case inset(StaticString, Double)
        case insets(StaticString)
        case custom(String)

        package var description: String {
            switch self {
            case .plain(let name): "\(name)"
            case .value(let name, let value): "\(name)(\(value))"
            case .inset(let name, let inset): "\(name)(inset: \(inset))"
            case .insets(let name): "\(name)(insets:)"
            case .custom(let name): name
            }
        }
    }

    /// An option of the app's own: `name` (for messages) and its constraints.
    ///
    /// ```swift
    /// let underTitle = ViewLayoutOption("underTitle", [LayoutConstraint(.top, constant: 48)])
    /// ```
    public init(_ name: String, _ constraints: [LayoutConstraint]) {
        self.init(.custom(name), constraints)
    }

    private init(_ name: Name, _ constraints: [LayoutConstraint]) {
        parts = [(name, constraints)]
    }

    public init(arrayLiteral options: ViewLayoutOption...) {
        self.init(options)
    }

    /// The options of a list, in its order.
    public init(_ options: [ViewLayoutOption]) {
        parts = options.flatMap(\.parts)
    }

    /// Every constraint, in the order the options give them.
    public var constraints: [LayoutConstraint] { parts.flatMap(\.constraints) }

    public var description: String { parts.map(\.name.description).joined(separator: ", ") }

    // MARK: Centre

    public static var alignCenter: ViewLayoutOption { alignCenter(offset: .zero) }
    public static var alignCenterX: ViewLayoutOption { alignCenterX(offset: 0) }
    public static var alignCenterY: ViewLayoutOption { alignCenterY(offset: 0) }

    /// The subview's centre on the superview's, moved by `offset`.
    public static func alignCenter(offset: CGSize) -> ViewLayoutOption {
        [alignCenterX(offset: offset.width), alignCenterY(offset: offset.height)]
    }

    public static func alignCenterX(offset: Double) -> ViewLayoutOption {
        ViewLayoutOption(.plain("alignCenterX"), [LayoutConstraint(.centerX, constant: offset)])
    }

    public static func alignCenterY(offset: Double) -> ViewLayoutOption {
        ViewLayoutOption(.plain("alignCenterY"), [LayoutConstraint(.centerY, constant: offset)])
    }

    // MARK: Size

    public static func size(_ size: CGSize) -> ViewLayoutOption { [width(size.width), height(size.height)] }

    public static func width(_ width: Double) -> ViewLayoutOption {
        ViewLayoutOption(.value("width", width), [LayoutConstraint(.width, to: .none, constant: width)])
    }

    public static func height(_ height: Double) -> ViewLayoutOption {
        ViewLayoutOption(.value("height", height), [LayoutConstraint(.height, to: .none, constant: height)])
    }

    /// The subview's width `widthToHeight` times its height.
    public static func aspectRatio(_ widthToHeight: Double) -> ViewLayoutOption {
        ViewLayoutOption(.value("aspectRatio", widthToHeight), [LayoutConstraint(.width, to: .itself, .height, multiplier: widthToHeight)])
    }

    public static var aspectRatioSquare: ViewLayoutOption { aspectRatio(1) }

    /// The subview's size a fraction of the superview's.
    public static func relativeSize(_ relativeSize: CGSize) -> ViewLayoutOption {
        [relativeWidth(relativeSize.width), relativeHeight(relativeSize.height)]
    }

    public static func relativeWidth(_ fraction: Double) -> ViewLayoutOption {
        ViewLayoutOption(.value("relativeWidth", fraction), [LayoutConstraint(.width, multiplier: fraction)])
    }

    public static func relativeHeight(_ fraction: Double) -> ViewLayoutOption {
        ViewLayoutOption(.value("relativeHeight", fraction), [LayoutConstraint(.height, multiplier: fraction)])
    }

    // MARK: Edges

    public static var pin: ViewLayoutOption { pin(insets: EdgeInsets()) }
    public static var pinHorizontally: ViewLayoutOption { pinHorizontally(insets: .zero) }
    public static var pinVertically: ViewLayoutOption { pinVertically(insets: .zero) }
    public static var pinTop: ViewLayoutOption { pinTop(inset: 0) }
    public static var pinBottom: ViewLayoutOption { pinBottom(inset: 0) }
    public static var pinLeading: ViewLayoutOption { pinLeading(inset: 0) }
    public static var pinTrailing: ViewLayoutOption { pinTrailing(inset: 0) }

    public static func pin(inset: Double) -> ViewLayoutOption { pin(insets: EdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)) }

    /// Every edge of the subview on the superview's, inset by `insets`.
    public static func pin(insets: EdgeInsets) -> ViewLayoutOption {
        edges(.superview, "pin", insets)
    }

    public static func pinHorizontally(insets: HorizontalInsets) -> ViewLayoutOption {
        [pinLeading(inset: insets.left), pinTrailing(inset: insets.right)]
    }

    public static func pinVertically(insets: VerticalInsets) -> ViewLayoutOption {
        [pinTop(inset: insets.top), pinBottom(inset: insets.bottom)]
    }

    public static func pinTop(inset: Double) -> ViewLayoutOption { edge(.top, .superview, "pinTop", inset) }
    public static func pinBottom(inset: Double) -> ViewLayoutOption { edge(.bottom, .superview, "pinBottom", inset) }
    public static func pinLeading(inset: Double) -> ViewLayoutOption { edge(.start, .superview, "pinLeading", inset) }
    public static func pinTrailing(inset: Double) -> ViewLayoutOption { edge(.end, .superview, "pinTrailing", inset) }

    // MARK: The superview's layout margins

    public static var marginsPin: ViewLayoutOption { marginsPin(insets: EdgeInsets()) }
    public static var marginsPinHorizontally: ViewLayoutOption { marginsPinHorizontally(insets: .zero) }
    public static var marginsPinVertically: ViewLayoutOption { marginsPinVertically(insets: .zero) }
    public static var marginsPinTop: ViewLayoutOption { marginsPinTop(inset: 0) }
    public static var marginsPinBottom: ViewLayoutOption { marginsPinBottom(inset: 0) }
    public static var marginsPinLeading: ViewLayoutOption { marginsPinLeading(inset: 0) }
    public static var marginsPinTrailing: ViewLayoutOption { marginsPinTrailing(inset: 0) }

    public static func marginsPin(inset: Double) -> ViewLayoutOption {
        marginsPin(insets: EdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset))
    }

    /// Every edge of the subview on the superview's layout margins, inset by `insets`.
    public static func marginsPin(insets: EdgeInsets) -> ViewLayoutOption {
        edges(.superviewMargins, "marginsPin", insets)
    }

    public static func marginsPinHorizontally(insets: HorizontalInsets) -> ViewLayoutOption {
        [marginsPinLeading(inset: insets.left), marginsPinTrailing(inset: insets.right)]
    }

    public static func marginsPinVertically(insets: VerticalInsets) -> ViewLayoutOption {
        [marginsPinTop(inset: insets.top), marginsPinBottom(inset: insets.bottom)]
    }

    public static func marginsPinTop(inset: Double) -> ViewLayoutOption { edge(.top, .superviewMargins, "marginsPinTop", inset) }
    public static func marginsPinBottom(inset: Double) -> ViewLayoutOption { edge(.bottom, .superviewMargins, "marginsPinBottom", inset) }
    public static func marginsPinLeading(inset: Double) -> ViewLayoutOption { edge(.start, .superviewMargins, "marginsPinLeading", inset) }
    public static func marginsPinTrailing(inset: Double) -> ViewLayoutOption { edge(.end, .superviewMargins, "marginsPinTrailing", inset) }

    /// One edge on the superview's (or its margins'), `inset` inwards.
    private static func edge(_ edge: LayoutConstraint.Attribute, _ source: LayoutConstraint.Source, _ name: StaticString, _ inset: Double) -> ViewLayoutOption {
        let inwards = edge == .bottom || edge == .end ? -inset : inset
        return ViewLayoutOption(inset == 0 ? .plain(name) : .inset(name, inset), [LayoutConstraint(edge, to: source, constant: inwards)])
    }

    private static func edges(_ source: LayoutConstraint.Source, _ name: StaticString, _ insets: EdgeInsets) -> ViewLayoutOption {
        let constraints = [
            LayoutConstraint(.top, to: source, constant: insets.top), LayoutConstraint(.bottom, to: source, constant: -insets.bottom),
            LayoutConstraint(.start, to: source, constant: insets.leading), LayoutConstraint(.end, to: source, constant: -insets.trailing),
        ]
        return ViewLayoutOption(insets == EdgeInsets() ? .plain(name) : .insets(name), constraints)
    }
}

/// Insets from the leading (`left`) and trailing (`right`) edges.
///
/// ```swift
/// @Subview(.pinHorizontally(insets: .all(12))) var field = LabelWidget()
/// ```
public struct HorizontalInsets: Hashable, Sendable {
    public var left: Double
    public var right: Double
    public init(left: Double, right: Double) {
        self.left = left
        self.right = right
    }

    public static let zero = HorizontalInsets(left: 0, right: 0)
    public static func all(_ inset: Double) -> HorizontalInsets { HorizontalInsets(left: inset, right: inset) }
}

/// Insets from the top and bottom edges.
///
/// ```swift
/// @Subview(.pinVertically(insets: VerticalInsets(top: 8, bottom: 0))) var title = LabelWidget()
/// ```
public struct VerticalInsets: Hashable, Sendable {
    public var top: Double
    public var bottom: Double
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }

    public static let zero = VerticalInsets(top: 0, bottom: 0)
    public static func all(_ inset: Double) -> VerticalInsets { VerticalInsets(top: inset, bottom: inset) }
}
