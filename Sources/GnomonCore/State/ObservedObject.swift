import OpenCombine

/// An `ObservableObject` someone else owns, which the view updates with: each change the
/// object announces (`objectWillChange`, which its `@Published` properties send) re-runs this
/// view's body, and no other view's.
///
/// ```swift
/// final class Order: ObservableObject {
///     @Published var quantity = 1
/// }
///
/// struct OrderForm: View {
///     @ObservedObject var order: Order
///     var body: some View { Stepper("\(order.quantity) cups", value: $order.quantity) }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object, as the view was given it.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`: `@ObservedObject var order: Order` takes it from the
    /// memberwise initializer, `_order = ObservedObject(wrappedValue: order)` from another.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue` (the older spelling of `init(wrappedValue:)`).
    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// Bindings to the object's properties: `$order.quantity`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(location: ObservedPropertyLocation(object: object, keyPath: keyPath))
        }
    }
}

extension ObservedObject: LinkedProperty {
    static func link(at pointer: UnsafeMutableRawPointer, named name: String, to storage: DynamicPropertyStorage) {
        let property = pointer.assumingMemoryBound(to: ObservedObject<ObjectType>.self)
        storage.nextSlot { ObjectObservation(name: name, owner: storage.owner) }.observe(property.pointee.wrappedValue)
    }
}

extension ObservedObject: CustomViewEquality {
    /// The parent's object is the view's: another object is another view value (unlike
    /// `@State`, whose value lives in the node).
    static func isSame(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        lhs.assumingMemoryBound(to: Self.self).pointee.wrappedValue === rhs.assumingMemoryBound(to: Self.self).pointee.wrappedValue
    }
}
