import BenchSupport

/// How many times each counted GTK and GObject function was called during one operation.
struct GtkCalls: Equatable {
    var byFunction: [String: Int]

    /// The counts since `gtk_calls_start()`.
    static func read() -> GtkCalls {
        var byFunction: [String: Int] = [:]
        for index in 0..<gtk_calls_functions() where gtk_calls_count(index) > 0 {
            byFunction[String(cString: gtk_calls_name(index))] = Int(gtk_calls_count(index))
        }
        return GtkCalls(byFunction: byFunction)
    }

    /// Calls into GTK itself (`gtk_…`): the widget changes.
    var gtk: Int { total { $0.hasPrefix("gtk_") } }
    /// Calls into GObject and GLib (references, object data, signal handlers, idle sources).
    var gobject: Int { total { !$0.hasPrefix("gtk_") } }

    private func total(_ include: (String) -> Bool) -> Int {
        byFunction.filter { include($0.key) }.values.reduce(0, +)
    }
}
