import Foundation

/// A value a view hands the `Layout` that places it (`layoutValue(key:value:)`), read through
/// `subview[Key.self]`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// What the modifiers on a view tell the layout that places it: its `layoutPriority` and its
/// `layoutValue`s. A widget property (`layout-child`), so a layout container reads it from
/// each child widget in either host.
///
/// ```swift
/// LayoutChildTraits(priority: 1).description   // "priority 1"
/// ```
public struct LayoutChildTraits: Hashable, Sendable, CustomStringConvertible {
    /// `layoutPriority`'s value; 0 by default.
    public var priority: Double = 0
    /// The values set, innermost first, one per key.
    var values: [LayoutValueEntry] = []
    /// The alignment guides the view sets (`alignmentGuide`), innermost first, one per
    /// alignment.
    var guides: [AlignmentGuideEntry] = []

    public init(priority: Double = 0) {
        self.priority = priority
    }

    /// Whether nothing is set: no property to write.
    var isEmpty: Bool { priority == 0 && values.isEmpty && guides.isEmpty }

    /// Whether a stack must place the view by SwiftUI's rules, which a `GtkBox` does not
    /// have: the view has a layout priority or sets an alignment guide.
    var needsSwiftUIStack: Bool { priority != 0 || !guides.isEmpty }

    func value<K: LayoutValueKey>(for key: K.Type) -> K.Value {
        for entry in values {
            if let typed = entry as? TypedLayoutValueEntry<K> { return typed.value }
        }
        return K.defaultValue
    }

    /// Sets `key` unless a modifier nearer the view already did.
    mutating func set<K: LayoutValueKey>(_ key: K.Type, to value: K.Value) {
        guard !values.contains(where: { $0 is TypedLayoutValueEntry<K> }) else { return }
        values.append(TypedLayoutValueEntry<K>(value))
    }

    /// Sets where `alignment`'s guide lies, unless a modifier nearer the view already did.
    mutating func setGuide(_ alignment: AlignmentKey, _ value: @escaping (ViewDimensions) -> CGFloat) {
        guard !guides.contains(where: { $0.alignment == alignment }) else { return }
        guides.append(AlignmentGuideEntry(alignment: alignment, value: value))
    }

    /// The guides the view sets, where they lie in a view of `dimensions`.
    func explicitGuides(in dimensions: ViewDimensions) -> [AlignmentKey: CGFloat] {
        var values: [AlignmentKey: CGFloat] = [:]
        for guide in guides { values[guide.alignment] = guide.value(dimensions) }
        return values
    }

    public var description: String {
        let number = priority == priority.rounded() ? String(Int(priority)) : String(priority)
        let guideNames = guides.map { "guide " + _typeName($0.alignment.id, qualified: false) }
        return (["priority \(number)"] + values.map(\.description) + guideNames).joined(separator: " ")
    }
}

/// Where a view puts one of its alignment guides: equal to another for the same alignment
/// whose closure is the same code over equal captures.
struct AlignmentGuideEntry: Hashable, @unchecked Sendable {
    let alignment: AlignmentKey
    let value: (ViewDimensions) -> CGFloat

    static func == (lhs: AlignmentGuideEntry, rhs: AlignmentGuideEntry) -> Bool {
        lhs.alignment == rhs.alignment && ViewEquality.areEqual(lhs.value, rhs.value)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(alignment)
    }
}

/// One layout value, typed by its key; equal to another of the same key with an equal value.
class LayoutValueEntry: Hashable, @unchecked Sendable, CustomStringConvertible {
    func isEqual(to other: LayoutValueEntry) -> Bool { fatalError("abstract") }
    var key: ObjectIdentifier { fatalError("abstract") }
    var description: String { fatalError("abstract") }

    static func == (lhs: LayoutValueEntry, rhs: LayoutValueEntry) -> Bool {
        lhs === rhs || lhs.isEqual(to: rhs)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }
}

private final class TypedLayoutValueEntry<K: LayoutValueKey>: LayoutValueEntry, @unchecked Sendable {
    let value: K.Value

    init(_ value: K.Value) { self.value = value }

    override var key: ObjectIdentifier { ObjectIdentifier(K.self) }
    override var description: String { "\(_typeName(K.self, qualified: false))=\(value)" }

    override func isEqual(to other: LayoutValueEntry) -> Bool {
        guard let other = other as? TypedLayoutValueEntry<K> else { return false }
        return ViewEquality.areEqual(value, other.value)
    }
}

extension View {
    /// Hands the `Layout` that places this view `value` for `key`.
    ///
    /// ```swift
    /// Text("Gold").layoutValue(key: Rank.self, value: 1)
    /// ```
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }

    /// Gives this view a share of a layout's room before views of lower priority: a `Layout`'s
    /// stacks (`HStackLayout`, `VStackLayout`) offer it what is left once the others have
    /// their least. The default is 0.
    ///
    /// ```swift
    /// HStackLayout { Text(title).layoutPriority(1); Text(detail) }
    /// ```
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityModifier(priority: value))
    }
}

extension View {
    /// Moves where this view's `guide` lies, for the `Layout` that aligns it by that guide:
    /// `computeValue` is given the view's dimensions and says where, from its leading edge.
    ///
    /// ```swift
    /// VStackLayout(alignment: .leading) {
    ///     Text("Name")
    ///     Text("Indented").alignmentGuide(.leading) { _ in -20 }
    /// }
    /// ```
    ///
    /// A stack GTK lays out (`HStack`, `VStack`) places by its built-in alignments only.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(alignment: guide.key, computeValue: computeValue))
    }

    /// Moves where this view's `guide` lies, from its top edge, for the `Layout` that aligns
    /// it by that guide.
    ///
    /// ```swift
    /// HStackLayout(alignment: .top) { Avatar(); Text(name).alignmentGuide(.top) { $0.height / 2 } }
    /// ```
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(alignment: guide.key, computeValue: computeValue))
    }
}

/// `alignmentGuide(_:computeValue:)`: an attribute of the content's widgets; the innermost
/// guide for an alignment wins.
public struct _AlignmentGuideModifier: ViewModifier {
    let alignment: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    public typealias Body = Never
}

extension _AlignmentGuideModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        layout.layoutChild.setGuide(alignment, computeValue)
    }
}

/// `layoutValue(key:value:)`: an attribute of the content's widgets.
public struct _LayoutValueModifier<K: LayoutValueKey>: ViewModifier {
    let value: K.Value
    public typealias Body = Never
}

extension _LayoutValueModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        layout.layoutChild.set(K.self, to: value)
    }
}

/// `layoutPriority(_:)`: an attribute of the content's widgets; the innermost wins.
public struct _LayoutPriorityModifier: ViewModifier, Equatable {
    let priority: Double
    public typealias Body = Never
}

extension _LayoutPriorityModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        if !layout.hasLayoutPriority {
            layout.layoutChild.priority = priority
            layout.hasLayoutPriority = true
        }
    }
}
