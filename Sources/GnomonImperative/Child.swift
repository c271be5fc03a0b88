import CGtk
import GnomonCore
import GnomonGtk

/// `@Child` in a `Superview` subclass: a page or a window the owner hosts, made as the owner
/// is initialized (the seed's child view controllers, as GTK has them).
///
/// - A page goes into one of the owner's `StackWidget`s (`superview:`), named and titled, for
///   the stack to show and its switcher to offer.
/// - A `WindowWidget` is a window in front of the owner's: presented by the app, transient for
///   the owner's window and destroyed with it.
///
/// ```swift
/// final class SettingsView: Superview {
///     @Subview(.pin) var pages = StackWidget()
///     @Child(superview: \.pages, title: "General") var general = GeneralPage()
///     @Child(superview: \.pages, title: "Privacy") var privacy = PrivacyPage()
///     @Child({ $0.content = LabelWidget(text: "Gnomon") }) var about = WindowWidget(title: "About")
/// }
/// ```
///
/// Assigning another page or window later replaces it: a page takes the old one's place in
/// its stack (the old one removed, or by `onReplace` kept hidden), a window closes the old.
@MainActor
@propertyWrapper
public struct AnyChild<Owner: Superview, Child: GtkWidgetObject>: EnclosedSubview {
    private let box: SubviewBox<Owner, Child>
    private let host: ChildHost<Owner>
    private let onReplace: SubviewReplaceBehavior
    private let configure: (Child, Owner) -> Void

    private init(
        _ make: ((Owner) -> Child)?, host: ChildHost<Owner>, _ onReplace: SubviewReplaceBehavior,
        _ configure: @escaping (Child, Owner) -> Void
    ) {
        box = SubviewBox(make)
        self.host = host
        self.onReplace = onReplace
        self.configure = configure
    }

    @available(*, unavailable, message: "@Child is for properties of a Superview subclass")
    public var wrappedValue: Child {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript(
        _enclosingInstance owner: Owner, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Child>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
    ) -> Child {
        get { owner[keyPath: storageKeyPath].child(in: owner) }
        set { owner[keyPath: storageKeyPath].replace(with: newValue, in: owner) }
    }

    func resolve(in owner: Superview) {
        if box.isDeferred { return }
        _ = child(in: owner as! Owner)
    }

    private func child(in owner: Owner) -> Child {
        box.view(in: owner) { add($0, in: owner) }
    }

    private func replace(with child: Child, in owner: Owner) {
        let old = box.view
        box.view = child
        add(child, in: owner)
        if let old, old !== child {
            if case .page(let stack, _) = host, owner[keyPath: stack].visiblePage === old {
                owner[keyPath: stack].show(child)
            }
            if let window = old as? WindowWidget {
                window.close()
            } else {
                onReplace.old(old)
            }
        }
        onReplace.new(child)
    }

    private func add(_ child: Child, in owner: Owner) {
        switch host {
        case .page(let stack, let title):
            owner[keyPath: stack].addPage(child, named: nil, title: title)
        case .window:
            guard let window = child as? WindowWidget else {
                log.error("@Child \(Child.self) in \(Owner.self) is neither a page of a StackWidget (superview:) nor a WindowWidget: it is left out")
                return
            }
            window.owner = owner
        }
        configure(child, owner)
    }
}

/// Where a `@Child` goes.
@MainActor
enum ChildHost<Owner> {
    /// A page of the owner's stack, titled.
    case page(KeyPath<Owner, StackWidget>, title: String)
    /// A window of its own, in front of the owner's.
    case window
}

extension AnyChild {
    /// A page of the owner's stack `superview`, titled `title`.
    public init(
        wrappedValue: @autoclosure @escaping () -> Child, superview: KeyPath<Owner, StackWidget>, title: String,
        onReplace: SubviewReplaceBehavior = .remove, _ configure: @escaping (Child, Owner) -> Void = { _, _ in }
    ) {
        self.init({ _ in wrappedValue() }, host: .page(superview, title: title), onReplace, configure)
    }

    /// A page of the owner's stack `superview`, made by a creation block given the owner.
    public init(
        wrappedValue make: @escaping (Owner) -> Child, superview: KeyPath<Owner, StackWidget>, title: String,
        onReplace: SubviewReplaceBehavior = .remove, _ configure: @escaping (Child, Owner) -> Void = { _, _ in }
    ) {
        self.init(make, host: .page(superview, title: title), onReplace, configure)
    }

    /// A window in front of the owner's (a `WindowWidget`), configured as it is made.
    public init(wrappedValue: @autoclosure @escaping () -> Child, _ configure: @escaping (Child) -> Void = { _ in }) {
        self.init({ _ in wrappedValue() }, host: .window, .remove, { child, _ in configure(child) })
    }
}

extension AddsSubviews {
    /// `@Child`: a page or a window the owner hosts.
    public typealias Child<Page: GtkWidgetObject> = AnyChild<Self, Page>
}
