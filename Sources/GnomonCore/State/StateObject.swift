import OpenCombine

/// An `ObservableObject` the view owns: made once per view identity, when the view first
/// appears (its autoclosure runs then, and never again), kept while the view keeps its place,
/// and observed as `@ObservedObject` observes its object.
///
/// ```swift
/// struct Stopwatch: View {
///     @StateObject private var clock = Clock()   // one Clock for the life of the view
///     var body: some View { Text(clock.elapsed.formatted()) }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let makeObject: () -> ObjectType
    fileprivate var box: StateObjectBox<ObjectType>?

    /// The object `thunk` makes when the view first appears: `@StateObject var clock = Clock()`,
    /// or `_clock = StateObject(wrappedValue: Clock(start: start))` in an initializer.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The object. Read before the view is mounted, it is a new one each time, with a warning,
    /// as in SwiftUI.
    public var wrappedValue: ObjectType {
        if let box { return box.object }
        log.warning("StateObject<\(ObjectType.self)> was read before its view was mounted; each read makes a new object")
        return makeObject()
    }

    /// Bindings to the object's properties: `$clock.isRunning`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension StateObject: LinkedProperty {
    static func link(at pointer: UnsafeMutableRawPointer, named name: String, to storage: DynamicPropertyStorage) {
        let property = pointer.assumingMemoryBound(to: StateObject<ObjectType>.self)
        let box = storage.nextSlot {
            StateObjectBox(object: property.pointee.makeObject(), observation: ObjectObservation(name: name, owner: storage.owner))
        }
        property.pointee.box = box
    }
}

/// The object a `@StateObject` made, and its observation: one slot per node.
final class StateObjectBox<ObjectType: ObservableObject>: StateStorage, @unchecked Sendable {
    let object: ObjectType
    private let observation: ObjectObservation

    init(object: ObjectType, observation: ObjectObservation) {
        self.object = object
        self.observation = observation
        observation.observe(object)
    }

    var wasWritten: Bool { observation.wasWritten }

    func detach() {
        observation.detach()
    }
}
