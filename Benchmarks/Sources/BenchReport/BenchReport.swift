import Foundation

/// What the GTK benchmarks print: medians, and a measure taken side by side — Gnomon against
/// the hand-written C — as a line for people and a `json` line for `bench-summary`.
///
/// ```swift
/// BenchReport.sideBySide("layout relayout", gnomon: 790, baseline: 390, unit: "µs", target: 1.5)
/// ```
public enum BenchReport {
    /// The middle value, or the mean of the middle two.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// Prints `kind` (its first word the benchmark's, the rest the measure's name), Gnomon's
    /// and the baseline's figures (C's, unless `baselineName` names another), their ratio and
    /// whether it is within `target`; then the json line.
    public static func sideBySide(
        _ kind: String, gnomon: Double, baseline: Double, unit: String, target: Double, baselineName: String = "C"
    ) {
        let ratio = gnomon / max(baseline, 0.001)
        let name = kind.split(separator: " ", maxSplits: 1).last.map(String.init) ?? kind
        print(String(
            format: "%@ Gnomon %9.1f %@   %@ %9.1f %@   %6.2fx %@", name.padding(toLength: 20, withPad: " ", startingAt: 0) as NSString,
            gnomon, unit as NSString, baselineName as NSString, baseline, unit as NSString, ratio,
            (ratio <= target ? "met" : "MISSED") as NSString))
        json(["kind": kind, "gnomon": gnomon, "baseline": baseline, "unit": unit, "ratio": ratio])
    }

    /// Prints `fields` as a `json` line, keys sorted.
    public static func json(_ fields: [String: Any]) {
        let data = try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
        print("json " + String(decoding: data, as: UTF8.self))
    }
}
