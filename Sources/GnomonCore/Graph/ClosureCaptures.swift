/// What a closure captured, read from the metadata the compiler emits for its context.
///
/// A thick closure is a function pointer and a context: a heap object whose metadata (of kind
/// `HeapLocalVariable`) points to a *capture descriptor*, the list of the captured values'
/// mangled types, in the order they are laid out after the object header. With the types
/// resolved by the runtime, each capture's offset follows from its size and alignment, so two
/// contexts can be compared capture by capture.
///
/// ```swift
/// if let captures = ClosureCaptures.layout(ofContextWith: metadata) {
///     // captures[0].offset, captures[0].kind …
/// }
/// ```
enum ClosureCaptures {
    /// One captured value: where it is in the context, and what it is.
    struct Capture {
        enum Kind {
            /// A value of this type.
            case value(Any.Type)
            /// A thick closure (two words). Its type is a lowered function type, which the
            /// runtime cannot turn into metadata; a reabstraction thunk captures one.
            case closure
            /// A mutable variable the closure shares with its scope: a pointer to the box
            /// holding it (a lowered box type, `…Xx`). The same box is the same variable.
            case box
        }

        let offset: Int
        let kind: Kind
    }

    /// The captures of a context whose metadata is `metadata`, or nil when they cannot be
    /// known: not a closure context, no descriptor, generic captures (their types depend on
    /// metadata stored in the context), or a type the runtime cannot resolve.
    static func layout(ofContextWith metadata: UnsafeRawPointer) -> [Capture]? {
        guard metadata.load(as: UInt.self) == heapLocalVariableKind,
              let descriptor = metadata.load(fromByteOffset: 2 * wordSize, as: UnsafeRawPointer?.self)
        else { return nil }
        var offset = Int(metadata.load(fromByteOffset: wordSize, as: UInt32.self))
        let count = Int(descriptor.load(as: UInt32.self))
        let bindings = descriptor.load(fromByteOffset: 8, as: UInt32.self)
        guard bindings == 0 else { return nil }
        var captures: [Capture] = []
        for index in 0..<count {
            let record = descriptor + 12 + 4 * index
            let name = (record + Int(record.load(as: Int32.self))).assumingMemoryBound(to: UInt8.self)
            let mangled = UnsafeBufferPointer(start: name, count: mangledNameLength(name))
            let kind: Capture.Kind
            let size: Int
            let alignment: Int
            if let type = _getTypeByMangledNameInContext(
                name, UInt(mangled.count), genericContext: nil, genericArguments: nil)
            {
                (kind, size, alignment) = (.value(type), sizeOf(type), alignmentOf(type))
            } else if isThickFunction(mangled) {
                (kind, size, alignment) = (.closure, 2 * wordSize, wordSize)
            } else if mangled.count >= 2, mangled[mangled.count - 2] == UInt8(ascii: "X"),
                      mangled[mangled.count - 1] == UInt8(ascii: "x")
            {
                (kind, size, alignment) = (.box, wordSize, wordSize)
            } else {
                return nil
            }
            offset = (offset + alignment - 1) / alignment * alignment
            captures.append(Capture(offset: offset, kind: kind))
            offset += size
        }
        return captures
    }

    private static let wordSize = MemoryLayout<UInt>.size

    /// `MetadataKind::HeapLocalVariable` in the Swift ABI.
    private static let heapLocalVariableKind: UInt = 0x400

    /// The length of a mangled name, which may embed symbolic references: a byte 0x01–0x17
    /// followed by a 4-byte relative reference, or 0x18–0x1F followed by a pointer.
    private static func mangledNameLength(_ name: UnsafePointer<UInt8>) -> Int {
        var length = 0
        while name[length] != 0 {
            switch name[length] {
            case 0x01...0x17: length += 1 + 4
            case 0x18...0x1F: length += 1 + wordSize
            default: length += 1
            }
        }
        return length
    }

    /// Whether a mangled type is a thick escaping function of lowered (SIL) form, such as
    /// `SiIegd_`: `I`, `e` (escaping), a callee convention of `g`, `x` or `y` (a context),
    /// then letters, then `_`.
    private static func isThickFunction(_ mangled: UnsafeBufferPointer<UInt8>) -> Bool {
        guard mangled.last == UInt8(ascii: "_") else { return false }
        var index = mangled.count - 2
        while index >= 2, isLetter(mangled[index]) {
            if mangled[index - 2] == UInt8(ascii: "I"), mangled[index - 1] == UInt8(ascii: "e"),
               "gxy".utf8.contains(mangled[index])
            {
                return true
            }
            index -= 1
        }
        return false
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}

private func alignmentOf(_ type: Any.Type) -> Int {
    func alignment<T>(_: T.Type) -> Int { MemoryLayout<T>.alignment }
    return _openExistential(type, do: alignment)
}
