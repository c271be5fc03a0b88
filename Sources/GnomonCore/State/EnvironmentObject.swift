import OpenCombine

/// An `ObservableObject` an ancestor put in the environment (`environmentObject(_:)`), found by
/// its type and observed as `@ObservedObject` observes its object.
///
/// ```swift
/// struct CartBadge: View {
///     @EnvironmentObject var cart: Cart
///     var body: some View { Text("\(cart.items.count)") }
/// }
/// ContentView().environmentObject(Cart())
/// ```
///
/// With no such object above the view, reading it stops the app with a message naming the type
/// and the view, as SwiftUI's does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private var object: ObjectType?
    /// The view that declares it, for the message when the object is missing.
    private var viewType: Any.Type?

    /// The object of type `ObjectType` above the view: `@EnvironmentObject var cart: Cart`.
    public init() {}

    /// The object; with none above the view, the app stops, saying which.
    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found\(viewType.map { " for \($0)" } ?? ""). "
                    + "A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties: `$cart.coupon`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension EnvironmentObject: LinkedProperty {
    static func link(at pointer: UnsafeMutableRawPointer, named name: String, to storage: DynamicPropertyStorage) {
        let property = pointer.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self)
        let node: Node = storage.owner
        let object = EnvironmentValues.reading(as: node) { node.environment[object: ObjectType.self] }
        let observation = storage.nextSlot { ObjectObservation(name: name, owner: node) }
        property.pointee.object = object
        property.pointee.viewType = storage.viewType
        if let object { observation.observe(object) } else { observation.detach() }
    }
}

extension View {
    /// Puts `object` in the environment of this view and everything inside it, for
    /// `@EnvironmentObject` to find by its type.
    ///
    /// ```swift
    /// ContentView().environmentObject(cart)
    /// ```
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentObservableObjectWritingModifier(object: object))
    }
}

/// Puts an observable object in the environment of its content; see `View.environmentObject(_:)`.
public struct _EnvironmentObservableObjectWritingModifier<T: ObservableObject>: ViewModifier {
    var object: T

    public typealias Body = Never
}

extension _EnvironmentObservableObjectWritingModifier: AttributeModifier {
    static var appliesAttributes: Bool { false }

    func write(into environment: inout EnvironmentValues) {
        environment[object: T.self] = object
    }
}
