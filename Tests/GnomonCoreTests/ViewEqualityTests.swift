import Foundation
import Testing
@testable import GnomonCore

/// How the reconciler tells an unchanged view (or layout, or property) from a changed one:
/// by the bytes its values own, never by those no value owns.
@MainActor
@Suite struct ViewEqualityTests {
    /// Plain data with padding between its fields, as a frame's layout has (`CGFloat?` is 9
    /// bytes, kept 16 apart).
    struct Padded {
        var flag: Bool
        var number: Int
        var lengths: (CGFloat?, CGFloat?)
    }

    /// Two equal values laid over memory that held different bytes before: the padding keeps
    /// them. A plan that compared all the bytes called them different, and a frame's layout,
    /// unchanged, was written to GTK again (the Gallery's containers page caught it).
    @Test func bytesNoValueOwnsAreNotCompared() {
        let values = [UInt8(0x00), 0xFF].map { filler in
            let pointer = UnsafeMutablePointer<Padded>.allocate(capacity: 1)
            UnsafeMutableRawPointer(pointer).initializeMemory(as: UInt8.self, repeating: filler, count: MemoryLayout<Padded>.size)
            pointer.pointer(to: \.flag)!.initialize(to: true)
            pointer.pointer(to: \.number)!.initialize(to: 42)
            pointer.pointer(to: \.lengths)!.initialize(to: (nil, 64))
            return pointer
        }
        defer { values.forEach { $0.deallocate() } }
        let bytes = values.map { Array(UnsafeRawBufferPointer(start: $0, count: MemoryLayout<Padded>.size)) }
        #expect(bytes[0] != bytes[1], "the padding keeps what the memory held")
        let plan = ViewEquality.plan(for: Padded.self)
        #expect(plan.compare(UnsafeRawPointer(values[0]), UnsafeRawPointer(values[1])))
        values[1].pointer(to: \.lengths)!.pointee.1 = 65
        #expect(!plan.compare(UnsafeRawPointer(values[0]), UnsafeRawPointer(values[1])))
        values[1].pointer(to: \.lengths)!.pointee = (64, 64)
        #expect(!plan.compare(UnsafeRawPointer(values[0]), UnsafeRawPointer(values[1])), "nil is not 64")
    }
}
