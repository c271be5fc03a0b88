import CGtk
import Foundation

/// What a screen reader sees of this process's windows: the AT-SPI tree GTK exports on the
/// accessibility bus, read by a separate process (Python with `Atspi`, from the Debian packages
/// `python3-gi` and `gir1.2-atspi-2.0`, which `make` installs) while this one runs GTK's main
/// loop to answer it.
///
/// ```swift
/// AccessibilityTree.read()
/// // frame "Gallery"
/// //   push button "Save" [focusable]
/// //   push button "User trash" description="Remove this row" [focusable]
/// ```
enum AccessibilityTree {
    /// One line per accessible object under the application, indented two spaces per level:
    /// its role, its name if it has one, its description if it has one, and, in brackets, the
    /// states `focusable` and `pressed` if it has them.
    @MainActor
    static func read() -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, String(ProcessInfo.processInfo.processIdentifier)]
        // To a file, not a pipe: the reader never waits on this process to read.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gnomon-atspi-\(UUID().uuidString)")
        precondition(FileManager.default.createFile(atPath: file.path, contents: nil), "could not create \(file.path)")
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try! FileHandle(forWritingTo: file)
        defer { try? output.close() }
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            preconditionFailure("python3 could not run (\(error)): `make` installs python3-gi and gir1.2-atspi-2.0")
        }
        // The reader asks this process, which answers from its main loop.
        while process.isRunning {
            if g_main_context_iteration(nil, 0) == 0 { usleep(1_000) }
        }
        precondition(process.terminationStatus == 0, "reading the accessibility tree failed")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.trimmingCharacters(in: .newlines)
    }

    private static let script = """
        import sys, gi
        gi.require_version('Atspi', '2.0')
        from gi.repository import Atspi
        pid = int(sys.argv[1])
        def walk(node, depth):
            line = '  ' * depth + node.get_role_name()
            name, description = node.get_name(), node.get_description()
            if name: line += ' "%s"' % name
            if description: line += ' description="%s"' % description
            states = node.get_state_set()
            flags = [name for name, state in [('focusable', Atspi.StateType.FOCUSABLE), ('pressed', Atspi.StateType.PRESSED),
                                              ('selected', Atspi.StateType.SELECTED)]
                     if states.contains(state)]
            if flags: line += ' [%s]' % ', '.join(flags)
            print(line)
            for index in range(node.get_child_count()):
                child = node.get_child_at_index(index)
                if child is not None: walk(child, depth + 1)
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            if app is not None and app.get_process_id() == pid:
                for window in range(app.get_child_count()):
                    walk(app.get_child_at_index(window), 0)
        """
}
