import CGtk
import GnomonCore
import GnomonGtk

/// `@Subview` in a `Superview` subclass: the subview is made (from its initial value, or a
/// creation block given the owner), added to the owner or to the parent `of:` names, laid out
/// by its options and configured, as the owner is initialized.
///
/// ```swift
/// final class BestFlagView: Superview {
///     let emoji: String
///     @Subview([.pinTop, .pinHorizontally, .relativeHeight(0.8)], { $0.backgroundColor = "white" })
///     var background = Superview()
///     @Subview(of: \.background, [.alignCenterX, .pinBottom(inset: 4)])
///     var logo = { (self) in LabelWidget(text: self.emoji) }
///     init(emoji: String) { self.emoji = emoji; super.init() }
/// }
/// ```
///
/// Assigning another view later replaces it: the new one is added with the same options and
/// configuration, and the old one taken out — or, by the wrapper's `onReplace`, kept under it
/// (`.overlay`) or hidden (`.hide`).
@MainActor
@propertyWrapper
public struct AnySubview<Owner: Superview, Parent: GtkWidgetObject, View: GtkWidgetObject>: EnclosedSubview {
    private let box: SubviewBox<Owner, View>
    private let parent: (Owner) -> GtkWidgetObject
    private let options: ViewLayoutOption
    private let configure: (View, Owner) -> Void
    private let onReplace: SubviewReplaceBehavior

    private init(
        _ make: ((Owner) -> View)?, parent: @escaping (Owner) -> GtkWidgetObject, _ onReplace: SubviewReplaceBehavior,
        _ options: ViewLayoutOption, _ configure: @escaping (View, Owner) -> Void
    ) {
        box = SubviewBox(make)
        self.parent = parent
        self.onReplace = onReplace
        self.options = options
        self.configure = configure
    }

    @available(*, unavailable, message: "@Subview is for properties of a Superview subclass")
    public var wrappedValue: View {
        get { fatalError() }
        set { fatalError() }
    }

    /// The wrapper itself.
    public var projectedValue: Self { self }

    public static subscript(
        _enclosingInstance owner: Owner, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, View>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
    ) -> View {
        get { owner[keyPath: storageKeyPath].view(in: owner) }
        set { owner[keyPath: storageKeyPath].replace(with: newValue, in: owner) }
    }

    /// Makes and adds the subview, unless it is declared without one (assigned later).
    func resolve(in owner: Superview) {
        if box.isDeferred { return }
        _ = view(in: owner as! Owner)
    }

    /// The subview, made and added the first time it is asked for.
    private func view(in owner: Owner) -> View {
        box.view(in: owner) { add($0, in: owner) }
    }

    private func replace(with view: View, in owner: Owner) {
        let old = box.view
        box.view = view
        add(view, in: owner)
        if let old, old !== view { onReplace.old(old) }
        onReplace.new(view)
    }

    private func add(_ view: View, in owner: Owner) {
        let parent = parent(owner)
        gtk_widget_set_parent(view.pointer, parent.pointer)
        if let superview = parent as? Superview {
            GtkConstraints.add(options, to: view, in: superview)
        } else if !options.parts.isEmpty {
            log.error("\(View.self) in \(type(of: owner)): layout options need a Superview as the parent, not \(type(of: parent)); they are left out")
        }
        configure(view, owner)
    }
}

extension AnySubview where Parent == GtkWidgetObject {
    /// A subview of the owner itself.
    public init(
        wrappedValue: @autoclosure @escaping () -> View, onReplace: SubviewReplaceBehavior = .remove, _ options: ViewLayoutOption = [],
        _ configure: @escaping (View) -> Void = { _ in }
    ) {
        self.init({ _ in wrappedValue() }, parent: { $0 }, onReplace, options, { view, _ in configure(view) })
    }

    /// A subview of the owner itself, configured with the owner at hand.
    public init(
        wrappedValue: @autoclosure @escaping () -> View, onReplace: SubviewReplaceBehavior = .remove, _ options: ViewLayoutOption = [],
        _ configure: @escaping (View, Owner) -> Void
    ) {
        self.init({ _ in wrappedValue() }, parent: { $0 }, onReplace, options, configure)
    }

    /// A subview of the owner itself, made by a creation block given the owner.
    public init(
        wrappedValue make: @escaping (Owner) -> View, onReplace: SubviewReplaceBehavior = .remove, _ options: ViewLayoutOption = [],
        _ configure: @escaping (View) -> Void = { _ in }
    ) {
        self.init(make, parent: { $0 }, onReplace, options, { view, _ in configure(view) })
    }

    /// A subview of the owner itself, declared without a view: it is added, laid out and
    /// configured when the owner assigns one. Read before that, it stops the program.
    public init(onReplace: SubviewReplaceBehavior = .remove, _ options: ViewLayoutOption = [], _ configure: @escaping (View) -> Void = { _ in }) {
        self.init(nil, parent: { $0 }, onReplace, options, { view, _ in configure(view) })
    }
}

extension AnySubview {
    /// A subview of another of the owner's subviews.
    public init(
        wrappedValue: @autoclosure @escaping () -> View, of parent: KeyPath<Owner, Parent>, onReplace: SubviewReplaceBehavior = .remove,
        _ options: ViewLayoutOption = [], _ configure: @escaping (View) -> Void = { _ in }
    ) {
        self.init({ _ in wrappedValue() }, parent: { $0[keyPath: parent] }, onReplace, options, { view, _ in configure(view) })
    }

    /// A subview of another of the owner's subviews, made by a creation block given the owner.
    public init(
        wrappedValue make: @escaping (Owner) -> View, of parent: KeyPath<Owner, Parent>, onReplace: SubviewReplaceBehavior = .remove,
        _ options: ViewLayoutOption = [], _ configure: @escaping (View) -> Void = { _ in }
    ) {
        self.init(make, parent: { $0[keyPath: parent] }, onReplace, options, { view, _ in configure(view) })
    }
}

/// What assigning a new view to a `@Subview` does with the old one and the new one (the
/// seed's `SubviewReplaceBehavior`): the new one is added first, then `old` and `new` run.
///
/// ```swift
/// @Subview(onReplace: .hide, .pin) var content = LabelWidget()
/// ```
@MainActor
public struct SubviewReplaceBehavior {
    let new: (GtkWidgetObject) -> Void
    let old: (GtkWidgetObject) -> Void

    /// A behaviour of the app's: `new` runs on the view assigned, `old` on the one it replaces.
    public init(new: @escaping (GtkWidgetObject) -> Void, old: @escaping (GtkWidgetObject) -> Void) {
        self.new = new
        self.old = old
    }

    /// The old view is taken out of its parent (the default).
    public static let remove = SubviewReplaceBehavior(new: { _ in }, old: { $0.removeFromParent() })
    /// Both stay: the new view over the old one.
    public static let overlay = SubviewReplaceBehavior(new: { _ in }, old: { _ in })
    /// The old view stays, hidden; the new one is shown.
    public static let hide = SubviewReplaceBehavior(new: { $0.isVisible = true }, old: { $0.isVisible = false })
}

/// A subview's maker and, once made, the subview: shared by the copies of its wrapper that
/// reflection hands out.
@MainActor
final class SubviewBox<Owner, View> {
    /// Nil for a subview declared without one, until it is assigned.
    private let make: ((Owner) -> View)?
    var view: View?

    init(_ make: ((Owner) -> View)?) {
        self.make = make
    }

    /// Whether the subview waits to be assigned.
    var isDeferred: Bool { make == nil && view == nil }

    /// The subview: made, and given to `add`, the first time it is asked for.
    func view(in owner: Owner, adding add: (View) -> Void) -> View {
        if let view { return view }
        guard let make else { fatalError("\(View.self) in \(Owner.self) was read before it was assigned") }
        let made = make(owner)
        view = made
        add(made)
        return made
    }
}
