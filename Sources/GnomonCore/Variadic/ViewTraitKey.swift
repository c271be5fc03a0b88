/// A key for a value set on a view for its container to read: a trait. Containers built on
/// `VariadicViewAdapter` read it from each subview.
///
/// ```swift
/// struct BadgeTrait: ViewTraitKey {
///     static let defaultValue = 0
/// }
/// Text("Inbox").trait(BadgeTrait.self, 3)
/// // in the container: child[BadgeTrait.self] == 3
/// ```
///
/// A trait is invisible everywhere else: the view shows as if it were not set.
public protocol ViewTraitKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Sets the trait `key` of this view to `value`.
    ///
    /// ```swift
    /// Text("Drafts").trait(BadgeTrait.self, 2)
    /// ```
    public func trait<Key: ViewTraitKey>(_ key: Key.Type, _ value: Key.Value) -> some View {
        modifier(ViewTraitWritingModifier<Key>(value: value))
    }

    /// Tags this view with `tag`, the value a picker or tab view selects it by.
    ///
    /// ```swift
    /// Text("Red").tag(Color.red)
    /// ```
    public func tag<V: Hashable>(_ tag: V) -> some View {
        trait(TagTraitKey.self, AnyHashable(tag))
    }
}

/// Writes a trait for the container; see `View.trait(_:_:)`. It changes nothing else.
///
/// ```swift
/// Text("Inbox").modifier(ViewTraitWritingModifier<BadgeTrait>(value: 3))
/// ```
public struct ViewTraitWritingModifier<Key: ViewTraitKey>: ViewModifier {
    let value: Key.Value

    public typealias Body = Never
}

extension ViewTraitWritingModifier: AttributeModifier {
    static var appliesAttributes: Bool { false }
}

/// A view's `.tag(_:)`.
struct TagTraitKey: ViewTraitKey {
    static var defaultValue: AnyHashable? { nil }
}

/// Whether a subview is a `Section`'s header.
struct IsSectionHeaderTraitKey: ViewTraitKey {
    static var defaultValue: Bool { false }
}

/// Whether a subview is a `Section`'s footer.
struct IsSectionFooterTraitKey: ViewTraitKey {
    static var defaultValue: Bool { false }
}

/// The traits set on a subview, in the order they are found: from the outside in.
struct ViewTraits {
    private var values: [(key: ObjectIdentifier, value: Any)] = []

    /// The value set nearest the view.
    func value<Key: ViewTraitKey>(of key: Key.Type) -> Key.Value? {
        values.last { $0.key == ObjectIdentifier(key) }.map { $0.value as! Key.Value }
    }

    /// Adds a trait set nearer the view than those already added.
    mutating func add<Key: ViewTraitKey>(_ key: Key.Type, _ value: Key.Value) {
        values.append((ObjectIdentifier(key), value))
    }
}
