import CGtk
import GnomonGtk

/// `@ArrangedSubview(of: \.box)` in a `Superview` subclass: the subview is made and appended
/// to one of the owner's boxes, then configured, as the owner is initialized.
///
/// ```swift
/// final class EmojiLogoView: Superview {
///     let emoji: String
///     @Subview(.pin, { $0.orientation = .vertical })
///     var stack = BoxWidget()
///     @ArrangedSubview(of: \.stack, { (label, self) in label.text = self.emoji })
///     var seal = LabelWidget()
///     init(emoji: String) { self.emoji = emoji; super.init() }
/// }
/// ```
@MainActor
@propertyWrapper
public struct AnyArrangedSubview<Owner: Superview, View: GtkWidgetObject>: EnclosedSubview {
    private let box: SubviewBox<Owner, View>
    private let stack: KeyPath<Owner, BoxWidget>
    private let configure: (View, Owner) -> Void

    /// A subview appended to the box `stack`.
    public init(wrappedValue: @autoclosure @escaping () -> View, of stack: KeyPath<Owner, BoxWidget>, _ configure: @escaping (View) -> Void = { _ in }) {
        box = SubviewBox { _ in wrappedValue() }
        self.stack = stack
        self.configure = { view, _ in configure(view) }
    }

    /// A subview appended to the box `stack`, configured with the owner at hand.
    public init(wrappedValue: @autoclosure @escaping () -> View, of stack: KeyPath<Owner, BoxWidget>, _ configure: @escaping (View, Owner) -> Void) {
        box = SubviewBox { _ in wrappedValue() }
        self.stack = stack
        self.configure = configure
    }

    @available(*, unavailable, message: "@ArrangedSubview is for properties of a Superview subclass")
    public var wrappedValue: View {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript(
        _enclosingInstance owner: Owner, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, View>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
    ) -> View {
        get { owner[keyPath: storageKeyPath].view(in: owner) }
        // An arranged subview keeps its place: assigning another does nothing, as in the seed.
        set {}
    }

    func resolve(in owner: Superview) {
        _ = view(in: owner as! Owner)
    }

    private func view(in owner: Owner) -> View {
        box.view(in: owner) { view in
            owner[keyPath: stack].append(view)
            configure(view, owner)
        }
    }
}
