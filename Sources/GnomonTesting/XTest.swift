import Foundation

/// Real input for the X server the tests run under (Xvfb): key presses sent through the XTEST
/// extension by `xdotool`, which GTK receives as it receives a keyboard's.
///
/// ```swift
/// XTest.run(["key", "ctrl+n"])
/// XTest.run(["mousemove", "40", "60", "click", "1"])
/// ```
enum XTest {
    /// Runs `xdotool` with `arguments`: key presses, pointer moves, button presses.
    static func run(_ arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            preconditionFailure("xdotool could not run (\(error)): `make` installs it (the Debian package xdotool)")
        }
        process.waitUntilExit()
        precondition(process.terminationStatus == 0, "xdotool \(arguments.joined(separator: " ")) failed")
    }
}
