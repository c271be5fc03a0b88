import Foundation

/// One measured run of one operation on one side.
struct Sample {
    /// From the state change to the painted frame that shows it.
    let milliseconds: Double
    /// From the state change to the return of the side's last GTK call: its own work and GTK's
    /// inside its calls, before GTK's frame.
    let workMilliseconds: Double
    let calls: GtkCalls
}

/// An operation's result: both sides' times and GTK calls, and whether their widgets agree.
struct OperationReport {
    let name: String
    let gnomon: [Sample]
    let baseline: [Sample]
    /// Whether both windows held the same widget tree after the operation's last run.
    let sameWidgets: Bool

    static let ratioTarget = 1.25

    var ratio: Double { median(gnomon.map(\.milliseconds)) / median(baseline.map(\.milliseconds)) }
    /// The calls of the last run (the same on every run when `callsVary` is false).
    var gnomonCalls: GtkCalls { gnomon.last!.calls }
    var baselineCalls: GtkCalls { baseline.last!.calls }
    var callsVary: Bool { Set(gnomon.map(\.calls.gtk)).count > 1 || Set(baseline.map(\.calls.gtk)).count > 1 }

    func print() {
        Swift.print(String(
            format: "%-28@ Gnomon %8.2f ms (%.2f–%.2f)   C %8.2f ms (%.2f–%.2f)   %5.2fx %@   work %7.2f / %7.2f ms   GTK calls %6d / %6d %@",
            name as NSString, median(gnomon), minimum(gnomon), maximum(gnomon),
            median(baseline), minimum(baseline), maximum(baseline), ratio,
            (ratio <= Self.ratioTarget ? "met   " : "MISSED") as NSString,
            median(gnomon.map(\.workMilliseconds)), median(baseline.map(\.workMilliseconds)),
            gnomonCalls.gtk, baselineCalls.gtk,
            (gnomonCalls.gtk == baselineCalls.gtk ? "equal" : "DIFFERENT") as NSString))
        if gnomonCalls.gtk != baselineCalls.gtk {
            for function in Set(gnomonCalls.byFunction.keys).union(baselineCalls.byFunction.keys).sorted()
            where function.hasPrefix("gtk_") && gnomonCalls.byFunction[function] != baselineCalls.byFunction[function] {
                Swift.print("    \(function): Gnomon \(gnomonCalls.byFunction[function] ?? 0), C \(baselineCalls.byFunction[function] ?? 0)")
            }
        }
        if !sameWidgets { Swift.print("    WIDGET TREES DIFFER after this operation") }
        let json: [String: Any] = [
            "name": name,
            "gnomon_ms": median(gnomon), "baseline_ms": median(baseline), "ratio": ratio,
            "gnomon_ms_range": [minimum(gnomon), maximum(gnomon)],
            "baseline_ms_range": [minimum(baseline), maximum(baseline)],
            "runs": gnomon.count,
            "gnomon_work_ms": median(gnomon.map(\.workMilliseconds)),
            "baseline_work_ms": median(baseline.map(\.workMilliseconds)),
            "gnomon_gtk_calls": gnomonCalls.gtk, "baseline_gtk_calls": baselineCalls.gtk,
            "gnomon_gobject_calls": gnomonCalls.gobject, "baseline_gobject_calls": baselineCalls.gobject,
            "gnomon_calls": gnomonCalls.byFunction, "baseline_calls": baselineCalls.byFunction,
            "calls_vary_between_runs": callsVary, "same_widgets": sameWidgets,
        ]
        let data = try! JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        Swift.print("json " + String(decoding: data, as: UTF8.self))
    }

    static func printSummary(_ reports: [OperationReport]) {
        let missed = reports.filter { $0.ratio > ratioTarget }.map(\.name)
        let unequal = reports.filter { $0.gnomonCalls.gtk != $0.baselineCalls.gtk }.map(\.name)
        Swift.print(missed.isEmpty
            ? "every operation within \(ratioTarget)x of C: MET"
            : "within \(ratioTarget)x of C: MISSED for \(missed.joined(separator: ", "))")
        Swift.print(unequal.isEmpty
            ? "GTK calls equal to C's for every operation: MET"
            : "GTK calls equal to C's: MISSED for \(unequal.joined(separator: ", "))")
    }

    private func median(_ samples: [Sample]) -> Double {
        median(samples.map(\.milliseconds))
    }
    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    private func minimum(_ samples: [Sample]) -> Double { samples.map(\.milliseconds).min()! }
    private func maximum(_ samples: [Sample]) -> Double { samples.map(\.milliseconds).max()! }
}
