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
/// - `@State` fields not at all: they belong to the node's identity, and their changes are
///   tracked as dependencies; `@Environment` fields by the value they read, once linked;
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

    /// Compares a node's stored value with a new one, in place: reading a stored view by
    /// value would copy it (retaining every reference in it) only to compare its bits.
    ///
    /// ```swift
    /// if ViewEquality.isSame(&view, as: newView, plan: equality) { return }
    /// ```
    ///
    /// `new` may be of the node's generic view type: it is compared where it lies, before
    /// any conversion, since converting copies it (retaining what it holds).
    static func isSame<T, U>(_ stored: inout T, as new: U, plan: Plan) -> Bool {
        assert(T.self == U.self, "compared a \(T.self) with a \(U.self)")
        // The stored value by `&` (a pointer for the call), not another generic closure.
        return withUnsafeBytes(of: new) { right in plan.compare(valueAt: &stored, right.baseAddress!) }
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
    private static let attributePlans = Mutex<[ObjectIdentifier: Plan?]>([:])

    /// The plan comparing `type` without its fields of type `excluded` (an element's content,
    /// which its node hands to its child, compared there); nil when no field has that type.
    ///
    /// ```swift
    /// ViewEquality.attributePlan(for: HStack<Text>.self, excluding: Text.self)  // alignment, spacing
    /// ```
    static func attributePlan(for type: Any.Type, excluding excluded: Any.Type) -> Plan? {
        let key = ObjectIdentifier(type)
        if let cached = attributePlans.withLock({ $0[key] }) { return cached }
        var excludedAny = false
        let fields = metadataKind(type) == .struct
            ? fieldPlans(of: type) { fieldType in
                if fieldType == excluded { excludedAny = true }
                return fieldType != excluded
            } : nil
        let attributes = excludedAny ? fields.map(Plan.fields) : nil
        attributePlans.withLock { $0[key] = .some(attributes) }
        return attributes
    }

    /// The plans of the fields of a struct or tuple that `includes` keeps, touching bit
    /// fields merged; nil if the runtime cannot list its fields or one cannot be compared.
    private static func fieldPlans(
        of type: Any.Type, including includes: (Any.Type) -> Bool = { _ in true }
    ) -> [(offset: Int, plan: Plan)]? {
        var fields: [(offset: Int, plan: Plan)] = []
        var comparable = true
        let reflected = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            guard includes(fieldType) else { return true }
            let plan = plan(for: fieldType)
            if plan.isDifferent { comparable = false }
            fields.append((offset, plan))
            return comparable
        }
        return reflected && comparable ? mergingAdjacentBits(fields) : nil
    }

    static func plan(for type: Any.Type) -> Plan {
        cachedPlan(ObjectIdentifier(type)) { makePlan(for: type) }
    }

    /// Whether two closure contexts with this metadata (one per closure expression) hold the
    /// same captures, by the plan for them.
    ///
    /// A context with a single capture may be a box instead: a closure whose only capture is
    /// a mutable variable uses the variable's box as its context, and a box's metadata looks
    /// like a context capturing the variable's type. A box is a variable other closures may
    /// share, the same only if it is the same box, so such contexts compare by identity —
    /// unless the capture is a view or a modifier (`self` in a `body`, never a variable) or a
    /// closure (what a reabstraction thunk captures; a variable holding a closure, shared by
    /// two closures, is the one case this gets wrong).
    static func sameContexts(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, metadata: UnsafeRawPointer) -> Bool {
        // Closures are compared once per row on every update of a list: a slot per metadata
        // address, read without a lock, is checked before the table (which locks and hashes).
        let address = UInt(bitPattern: metadata)
        let slot = recentContextPlans + (Int(bitPattern: address >> 4) & (recentContextPlanCount - 1))
        if let entry = UnsafeRawPointer(bitPattern: slot.pointee.load(ordering: .acquiring)) {
            let same = Unmanaged<ContextPlan>.fromOpaque(entry)._withUnsafeGuaranteedRef { recent in
                recent.address == address ? recent.plan._withUnsafeGuaranteedRef { $0.compare(lhs, rhs) } : nil
            }
            if let same { return same }
        }
        let entry = contextPlan(forContextWith: metadata)
        slot.pointee.store(UInt(bitPattern: Unmanaged.passUnretained(entry).toOpaque()), ordering: .releasing)
        return entry.plan._withUnsafeGuaranteedRef { $0.compare(lhs, rhs) }
    }

    /// The plan for closure contexts with one metadata. Immutable, and kept for the life of the
    /// process by `contextPlans`, so the slots can hold it unretained.
    private final class ContextPlan: Sendable {
        let address: UInt
        /// Kept by the plan cache.
        let plan: Unmanaged<Plan>

        init(address: UInt, plan: Plan) {
            self.address = address
            self.plan = .passUnretained(plan)
        }
    }

    private static let contextPlans = Mutex<[UInt: ContextPlan]>([:])
    private static let recentContextPlanCount = 64
    /// The address of a `ContextPlan` (0 for none) in each slot.
    private nonisolated(unsafe) static let recentContextPlans = {
        let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: recentContextPlanCount)
        for index in 0..<recentContextPlanCount {
            (slots + index).initialize(to: Atomic(0))
        }
        return slots
    }()

    private static func contextPlan(forContextWith metadata: UnsafeRawPointer) -> ContextPlan {
        let address = UInt(bitPattern: metadata)
        if let known = contextPlans.withLock({ $0[address] }) { return known }
        let entry = ContextPlan(address: address, plan: capturesPlan(forContextWith: metadata))
        return contextPlans.withLock { plans in
            if let known = plans[address] { return known }
            plans[address] = entry
            return entry
        }
    }

    private static func capturesPlan(forContextWith metadata: UnsafeRawPointer) -> Plan {
        cachedPlan(ObjectIdentifier(unsafeBitCast(metadata, to: Any.Type.self))) {
            guard let captures = ClosureCaptures.layout(ofContextWith: metadata) else { return .different }
            if captures.count == 1, case .value(let type) = captures[0].kind,
               !(type is any View.Type || type is any ViewModifier.Type)
            {
                return .different
            }
            return .fields(captures.map { capture in
                switch capture.kind {
                case .value(let type): (capture.offset, plan(for: type))
                case .closure: (capture.offset, .closure)
                case .box: (capture.offset, .bits(MemoryLayout<UInt>.size))
                }
            })
        }
    }

    private static func cachedPlan(_ key: ObjectIdentifier, make: () -> Plan) -> Plan {
        if let plan = plans.withLock({ $0[key] }) { return plan }
        plans.withLock { $0[key] = .different }  // a type that contains itself: not comparable, safely
        let plan = make()
        plans.withLock { $0[key] = plan }
        return plan
    }

    private static func makePlan(for type: Any.Type) -> Plan {
        if let custom = type as? any CustomViewEquality.Type { return .custom(custom) }
        if type is any LinkedProperty.Type { return .equal }
        let size = sizeOf(type)
        let kind = metadataKind(type)
        // Plain data compares bit for bit even when it is `Equatable` (`Bool`, `Int`, enums
        // without payloads): the same bits are the same value, and differing bits at worst
        // do work `==` would have skipped. Not the bytes no value owns: a struct's or tuple's
        // padding and a nil optional's payload hold whatever was there before, so those
        // compare field by field (touching fields still as one run) and by payload.
        if isPOD(type) && kind != .class && kind != .optional {
            guard kind == .struct || kind == .tuple, let fields = fieldPlans(of: type) else { return .bits(size) }
            if fields.count == 1, fields[0].offset == 0, fields[0].plan.bitCount == size { return .bits(size) }
            return .fields(fields)
        }
        if kind == .optional {
            // Before `==`: `Optional`'s, generic over its payload, makes the metadata of a tuple
            // of two optionals at every call; the payload's own `==` does not.
            let optional = type as! any OptionalPayload.Type
            // An optional reference compares by identity, bit for bit: that is also right for
            // a `weak` or `unowned` field, whose storage is not a strong reference.
            if metadataKind(optional.wrappedType) == .class { return .bits(size) }
            return .optional(optional, size: size, plan(for: optional.wrappedType))
        }
        if let equatable = type as? any Equatable.Type { return .equatable(equatable, size: size) }
        switch kind {
        case .class, .foreignClass, .objcClassWrapper, .metatype, .existentialMetatype:
            return .bits(size)
        case .function:
            return size == 2 * MemoryLayout<Int>.size ? .closure : .bits(size)
        case .struct, .tuple:
            if isPOD(type) { return .bits(size) }
            return fieldPlans(of: type).map(Plan.fields) ?? .different
        default:
            return isPOD(type) ? .bits(size) : .different
        }
    }

    /// The fields, with runs of bit-compared fields that touch (no padding between them)
    /// compared as one: a row's id, flag and reference are one `memcmp`.
    private static func mergingAdjacentBits(_ fields: [(offset: Int, plan: Plan)]) -> [(offset: Int, plan: Plan)] {
        var merged: [(offset: Int, plan: Plan)] = []
        for field in fields {
            if let size = field.plan.bitCount, let last = merged.last, let lastSize = last.plan.bitCount,
               last.offset + lastSize == field.offset
            {
                merged[merged.count - 1] = (last.offset, .bits(lastSize + size))
            } else {
                merged.append(field)
            }
        }
        return merged
    }

    /// How to compare two values of one type, given pointers to them.
    ///
    /// ```swift
    /// let plan = ViewEquality.plan(for: RowView.self)   // .fields([(0, .bits(9)), (16, .closure)])
    /// plan.compare(oldPointer, newPointer)
    /// ```
    ///
    /// A plan is made once per type and kept for the life of the process (the cache holds
    /// every one), so the fields of a plan refer to their plans without counting references:
    /// comparing a row touches no reference count. Immutable, hence `@unchecked Sendable`.
    final class Plan: @unchecked Sendable {
        enum Kind {
            /// Always the same (state: linked by identity).
            case equal
            /// Never known to be the same.
            case different
            /// The same bits (plain data; references by identity).
            case bits(Int)
            /// `==`, unless the bits (`size` bytes) are the same: the same value, whatever `==`
            /// would say. A string or an array kept from the last value is the same storage,
            /// and an unchanged optional skips `Optional`'s generic `==`, which looks up
            /// metadata at every call.
            case equatable(any Equatable.Type)
            /// A closure: the same code over the same captured values.
            case closure
            /// Field by field, each with its own plan.
            case fields
            /// An optional: the same bits (as for `equatable`), both nil, or payloads the same
            /// by the payload's plan (the one field).
            case optional(any OptionalPayload.Type)
            case custom(any CustomViewEquality.Type)
        }

        struct Field {
            let offset: Int
            /// Not retained: the cache keeps every plan (and `owned` this one), and a reference
            /// loaded from `unowned(unsafe)` storage is still retained for each call on it.
            let plan: Unmanaged<Plan>
            /// The size of a bit-for-bit field, compared here without calling its plan; 0 for
            /// the others.
            let bitCount: Int
            /// Whether the field is a closure, also compared here (a row's action).
            let isClosure: Bool

            func compare(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
                if bitCount > 0 { return sameBits(lhs + offset, rhs + offset, count: bitCount) }
                if isClosure { return sameClosure(lhs + offset, rhs + offset) }
                return plan._withUnsafeGuaranteedRef { $0.compare(lhs + offset, rhs + offset) }
            }
        }

        let kind: Kind
        /// The size of the values compared, for `.equatable` and `.optional`; 0 otherwise.
        let size: Int
        /// The fields (`.fields`), or the payload (`.optional`); empty otherwise.
        let fields: UnsafeBufferPointer<Field>
        /// Owns the plans `fields` refers to.
        private let owned: [Plan]

        private init(_ kind: Kind, size: Int = 0, fields: [(offset: Int, plan: Plan)] = []) {
            self.kind = kind
            self.size = size
            let buffer = UnsafeMutableBufferPointer<Field>.allocate(capacity: fields.count)
            _ = buffer.initialize(from: fields.map {
                Field(
                    offset: $0.offset, plan: .passUnretained($0.plan), bitCount: $0.plan.bitCount ?? 0,
                    isClosure: $0.plan === Plan.closure)
            })
            self.fields = UnsafeBufferPointer(buffer)
            owned = fields.map(\.plan)
        }

        deinit {
            UnsafeMutableBufferPointer(mutating: fields).deallocate()
        }

        static let equal = Plan(.equal)
        static let different = Plan(.different)
        static let closure = Plan(.closure)
        static func bits(_ size: Int) -> Plan { Plan(.bits(size)) }
        static func equatable(_ type: any Equatable.Type, size: Int) -> Plan { Plan(.equatable(type), size: size) }
        static func fields(_ fields: [(offset: Int, plan: Plan)]) -> Plan { Plan(.fields, fields: fields) }
        static func optional(_ type: any OptionalPayload.Type, size: Int, _ payload: Plan) -> Plan {
            Plan(.optional(type), size: size, fields: [(0, payload)])
        }
        static func custom(_ type: any CustomViewEquality.Type) -> Plan { Plan(.custom(type)) }

        var isDifferent: Bool {
            if case .different = kind { return true }
            return false
        }

        /// The size compared, for a bit-for-bit plan.
        var bitCount: Int? {
            if case .bits(let size) = kind { return size }
            return nil
        }

        /// Compares a value where it lies, typed, with one at `rhs`: a typed pointer, so that `&`
        /// gives the value's address for the call (`isSame`).
        @inline(__always)
        func compare<T>(valueAt lhs: UnsafePointer<T>, _ rhs: UnsafeRawPointer) -> Bool {
            compare(UnsafeRawPointer(lhs), rhs)
        }

        func compare(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
            switch kind {
            case .equal:
                return true
            case .different:
                return false
            case .bits(let size):
                return sameBits(lhs, rhs, count: size)
            case .equatable(let type):
                return sameBits(lhs, rhs, count: size) || type.isEqual(lhs, rhs)
            case .closure:
                return sameClosure(lhs, rhs)
            case .fields:
                for field in fields where !field.compare(lhs, rhs) {
                    return false
                }
                return true
            case .optional(let type):
                if sameBits(lhs, rhs, count: size) { return true }
                return fields[0].plan._withUnsafeGuaranteedRef { type.payloadsEqual(lhs, rhs, plan: $0) }
            case .custom(let type):
                return type.isSame(lhs, rhs)
            }
        }
    }
}

/// A type Gnomon compares its own way: bindings, `AnyView`, `ForEach`.
protocol CustomViewEquality {
    static func isSame(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool
}

/// `Optional`, whose payload is compared by its own plan.
protocol OptionalPayload {
    static var wrappedType: Any.Type { get }
    static func payloadsEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, plan: ViewEquality.Plan) -> Bool
}

extension Optional: OptionalPayload {
    static var wrappedType: Any.Type { Wrapped.self }

    /// Compared where they lie, with no copy: a single-payload enum keeps its payload at
    /// offset 0.
    static func payloadsEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, plan: ViewEquality.Plan) -> Bool {
        let leftIsNil = lhs.assumingMemoryBound(to: Self.self).pointee == nil
        let rightIsNil = rhs.assumingMemoryBound(to: Self.self).pointee == nil
        guard !leftIsNil, !rightIsNil else { return leftIsNil == rightIsNil }
        return plan.compare(lhs, rhs)
    }
}

extension Equatable {
    fileprivate static func isEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        lhs.assumingMemoryBound(to: Self.self).pointee == rhs.assumingMemoryBound(to: Self.self).pointee
    }
}

/// Whether `count` bytes are the same at both places. Up to 16 bytes are compared as two
/// words, overlapping when fewer (a reference and a flag are 9): no call to `memcmp`.
@inline(__always)
private func sameBits(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, count: Int) -> Bool {
    let word = MemoryLayout<UInt>.size
    guard count >= word, count <= 2 * word else { return memcmp(lhs, rhs, count) == 0 }
    return lhs.loadUnaligned(as: UInt.self) == rhs.loadUnaligned(as: UInt.self)
        && lhs.loadUnaligned(fromByteOffset: count - word, as: UInt.self)
            == rhs.loadUnaligned(fromByteOffset: count - word, as: UInt.self)
}

/// Whether two thick closures are the same code over the same captures.
///
/// A closure is a function pointer and a context (see `ClosureCaptures`). The same context is
/// the same closure; two contexts from one closure expression are compared capture by capture
/// with the captures' plans — `==` for an `Equatable` value, identity for a reference (a
/// mutable variable is a shared box), and so on. Contexts whose captures cannot be known are
/// different.
private func sameClosure(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    guard lhs.load(as: UInt.self) == rhs.load(as: UInt.self) else { return false }  // the code
    let leftContext = lhs.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer?.self)
    let rightContext = rhs.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer?.self)
    if leftContext == rightContext { return true }
    guard let leftContext, let rightContext else { return false }
    let metadata = leftContext.load(as: UnsafeRawPointer.self)
    guard metadata == rightContext.load(as: UnsafeRawPointer.self) else { return false }
    return ViewEquality.sameContexts(leftContext, rightContext, metadata: metadata)
}

/// The kind of a type's metadata: its first word in the Swift ABI. Class metadata's first word
/// is 0 (no Objective-C interop) or an isa pointer (a larger value); both read as `.class`.
private func metadataKind(_ type: Any.Type) -> _MetadataKind {
    let word = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
    if word > 0x7FF { return .class }
    return _MetadataKind(rawValue: word) ?? .unknown
}

func sizeOf(_ type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size)
}

private func isPOD(_ type: Any.Type) -> Bool {
    func pod<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return _openExistential(type, do: pod)
}
