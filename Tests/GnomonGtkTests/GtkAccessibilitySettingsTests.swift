import CGtk
import GnomonCore
@testable import GnomonGtk
import GnomonTesting
import XCTest

/// The accessibility environment values follow GTK's and GNOME's settings while the app runs.
final class GtkAccessibilitySettingsTests: XCTestCase {
    struct Motion: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.accessibilityVoiceOverEnabled) private var screenReader
        @Environment(\.colorSchemeContrast) private var contrast

        var body: some View {
            VStack {
                Text(reduceMotion ? "Still" : "Moving")
                Text(screenReader ? "Read aloud" : "Not read")
                Text(contrast == .increased ? "High contrast" : "Standard contrast")
            }
        }
    }

    @MainActor func testReduceMotionFollowsGtksAnimationsSetting() async throws {
        GtkTestHost.initializeGtk()
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
        let animations = GtkProperties.readBool(settings, "gtk-enable-animations")
        defer { GtkProperties.set(.bool(animations), named: "gtk-enable-animations", on: settings) }
        GtkProperties.set(.bool(true), named: "gtk-enable-animations", on: settings)
        let host = GtkTestHost(Motion())
        defer { host.close() }
        XCTAssertNotNil(host.find(text: "Moving"))
        XCTAssertNotNil(host.find(text: "Standard contrast"))
        GtkProperties.set(.bool(false), named: "gtk-enable-animations", on: settings)
        host.settle()
        XCTAssertNotNil(host.find(text: "Still"), "GNOME's Reduce Animation")
        GtkProperties.set(.bool(true), named: "gtk-enable-animations", on: settings)
        host.settle()
        XCTAssertNotNil(host.find(text: "Moving"))
    }
}
