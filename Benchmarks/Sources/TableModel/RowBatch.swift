import Glibc

/// Rows for one operation, ready for both sides before the clock starts: Swift values for
/// Gnomon, C strings for the baseline.
@MainActor
public final class RowBatch {
    public let rows: [RowData]
    public let ids: [Int32]
    public let labels: [UnsafePointer<CChar>?]

    public init(_ rows: [RowData]) {
        self.rows = rows
        ids = rows.map { Int32($0.id) }
        labels = rows.map { UnsafePointer(strdup($0.label)) }
    }

    isolated deinit {
        for label in labels { free(UnsafeMutablePointer(mutating: label)) }
    }
}
