import Foundation

/// Real input for the X server the tests run under (Xvfb): key presses sent through the XTEST
/// extension by `xdotool`, which GTK receives as it receives a keyboard's.
///
/// ```swift
/// XTest.send(keys: "ctrl+n")
/// ```
enum XTest {
    /// Presses and releases `keys` (`xdotool` names: `ctrl+s`, `Escape`, `alt+Left`).
    static func send(keys: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = ["key", "--clearmodifiers", keys]
        do {
            try process.run()
        } catch {
            preconditionFailure("xdotool could not run (\(error)): `make` installs it (the Debian package xdotool)")
        }
        process.waitUntilExit()
        precondition(process.terminationStatus == 0, "xdotool key \(keys) failed")
    }
}
