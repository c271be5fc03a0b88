@_spi(Reflection) import Swift
import Glibc
import Synchronization

/// Whether two values of a view (or a modifier, or an environment value) are the same, so the
/// work they would cause can be skipped.
///
/// A view that is `Equatable` is compared with its own `==` (`.equatable()` and `EquatableView`
/// make that explicit). Any other view is compared field by field, with a plan made once per
/// type from the runtime's reflection metadata:
///
/// - `Equatable` fields with `==`; plain data, class references and metatypes bit for bit
///   (references by identity);
/// - `@State` and `@Environment` fields not at all: they belong to the node's identity, and
///   their changes are tracked as dependencies;
/// - bindings by their source (the same state, the same field of it);
/// - closures by their code and what they captured: a closure made afresh on each evaluation of
///   the parent, over the same values, is the same closure; one over a changed value is not;
/// - `AnyView` by the wrapped view; optionals by their payload; structs and tuples field by
///   field.
///
/// A field that cannot be compared (an existential, say) makes the values different: the
/// comparison only ever errs towards doing the work.
enum ViewEquality {
    static func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
        areEqual(lhs, rhs, plan: plan(for: T.self))
    }

    /// Compares with a plan made earlier (nodes keep the plan of their view's type).
    static func areEqual<T>(_ lhs: T, _ rhs: T, plan: Plan) -> Bool {
        withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in
                plan.compare(left.baseAddress!, right.baseAddress!)
            }
        }
    }

    private static let plans = Mutex<[ObjectIdentifier: Plan]>([:])

    static func plan(for type: Any.Type) -> Plan {
        let key = ObjectIdentifier(type)
        if let plan = plans.withLock({ $0[key] }) { return plan }
        plans.withLock { $0[key] = .different }  // a type that contains itself: not comparable, safely
        let plan = makePlan(for: type)
        plans.withLock { $0[key] = plan }
        return plan
    }

    private static func makePlan(for type: Any.Type) -> Plan {
        if type is any LinkedProperty.Type { return .equal }
        if let custom = type as? any CustomViewEquality.Type { return .custom(custom) }
        if let equatable = type as? any Equatable.Type { return .equatable(equatable) }
        let size = sizeOf(type)
        switch metadataKind(type) {
        case .class, .foreignClass, .objcClassWrapper, .metatype, .existentialMetatype:
            return .bits(size)
        case .function:
            return size == 2 * MemoryLayout<Int>.size ? .closure : .bits(size)
        case .optional:
            // An optional reference compares by identity, bit for bit: that is also right for
            // a `weak` or `unowned` field, whose storage is not a strong reference.
            let wrapped = (type as! any OptionalPayload.Type).wrappedType
            return metadataKind(wrapped) == .class ? .bits(size) : .optional(type as! any OptionalPayload.Type)
        case .struct, .tuple:
            if isPOD(type) { return .bits(size) }
            var fields: [(offset: Int, plan: Plan)] = []
            var comparable = true
            let reflected = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
                let plan = plan(for: fieldType)
                if case .different = plan { comparable = false }
                fields.append((offset, plan))
                return comparable
            }
            return reflected && comparable ? .fields(fields) : .different
        default:
            return isPOD(type) ? .bits(size) : .different
        }
    }

    /// How to compare two values of one type, given pointers to them.
    /// Immutable: metatypes and nested plans only, hence `@unchecked Sendable`.
    indirect enum Plan: @unchecked Sendable {
        /// Always the same (state and environment: linked by identity).
        case equal
        /// Never known to be the same.
        case different
        /// The same bits (plain data; references by identity).
        case bits(Int)
        /// `==`.
        case equatable(any Equatable.Type)
        /// A closure: the same code over the same captured values.
        case closure
        case fields([(offset: Int, plan: Plan)])
        case optional(any OptionalPayload.Type)
        case custom(any CustomViewEquality.Type)

        func compare(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
            switch self {
            case .equal:
                return true
            case .different:
                return false
            case .bits(let size):
                return memcmp(lhs, rhs, size) == 0
            case .equatable(let type):
                return type.isEqual(lhs, rhs)
            case .closure:
                return sameClosure(lhs, rhs)
            case .fields(let fields):
                for field in fields where !field.plan.compare(lhs + field.offset, rhs + field.offset) {
                    return false
                }
                return true
            case .optional(let type):
                return type.payloadsEqual(lhs, rhs)
            case .custom(let type):
                return type.isSame(lhs, rhs)
            }
        }
    }
}

/// A type Gnomon compares its own way: bindings, `AnyView`, erased styles.
protocol CustomViewEquality {
    static func isSame(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool
}

/// `Optional`, whose payload is compared by its own plan.
protocol OptionalPayload {
    static var wrappedType: Any.Type { get }
    static func payloadsEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool
}

extension Optional: OptionalPayload {
    static var wrappedType: Any.Type { Wrapped.self }

    static func payloadsEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        switch (lhs.assumingMemoryBound(to: Self.self).pointee, rhs.assumingMemoryBound(to: Self.self).pointee) {
        case (nil, nil): true
        case (let left?, let right?): ViewEquality.areEqual(left, right)
        default: false
        }
    }
}

extension Equatable {
    fileprivate static func isEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        lhs.assumingMemoryBound(to: Self.self).pointee == rhs.assumingMemoryBound(to: Self.self).pointee
    }
}

/// Whether two thick closures are the same code over byte-for-byte equal captures.
///
/// A closure is a function pointer and a context: the heap box of what it captured. Equal
/// captures (values bit for bit, references by identity, mutable variables by their shared box)
/// make the two closures behave alike. The box is compared from its first capture to the end of
/// its allocation; bytes past the captures make the comparison fail at worst, never pass.
private func sameClosure(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    guard lhs.load(as: UInt.self) == rhs.load(as: UInt.self) else { return false }  // the code
    let leftContext = lhs.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeMutableRawPointer?.self)
    let rightContext = rhs.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeMutableRawPointer?.self)
    if leftContext == rightContext { return true }
    guard let leftContext, let rightContext else { return false }
    // Both boxes must be closure contexts of the same layout (same metadata, which is of kind
    // HeapLocalVariable), allocated with malloc by swift_allocObject.
    let metadata = leftContext.load(as: UnsafeRawPointer.self)
    guard metadata == rightContext.load(as: UnsafeRawPointer.self),
          metadata.load(as: UInt.self) == heapLocalVariableKind
    else { return false }
    let firstCapture = Int(metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt32.self))
    let size = malloc_usable_size(leftContext)
    guard size == malloc_usable_size(rightContext), size > firstCapture else { return false }
    return memcmp(leftContext + firstCapture, rightContext + firstCapture, size - firstCapture) == 0
}

/// The usable size of a malloc'ed block (glibc's `malloc_usable_size`, not in Swift's Glibc).
@_silgen_name("malloc_usable_size")
private func malloc_usable_size(_ pointer: UnsafeMutableRawPointer?) -> Int

/// `MetadataKind::HeapLocalVariable` in the Swift ABI.
private let heapLocalVariableKind: UInt = 0x400

/// The kind of a type's metadata (its first word in the Swift ABI; class metadata, whose first
/// word is not a kind, reads as a larger value).
private func metadataKind(_ type: Any.Type) -> _MetadataKind {
    let word = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
    if word > 0x7FF { return .class }
    return _MetadataKind(rawValue: word) ?? .unknown
}

private func sizeOf(_ type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size)
}

private func isPOD(_ type: Any.Type) -> Bool {
    func pod<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return _openExistential(type, do: pod)
}
