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

    struct Sized: View {
        @Environment(\.dynamicTypeSize) private var size
        var body: some View {
            VStack {
                Text("\(size)")
                Text(size.isAccessibilitySize ? "Stacked" : "Side by side")
            }
        }
    }

    /// `dynamicTypeSize` follows GNOME's text scaling factor, which GTK holds as `gtk-xft-dpi`.
    @MainActor func testTheTypeSizeFollowsGnomesTextScaling() async throws {
        GtkTestHost.initializeGtk()
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
        let dpi = GtkProperties.value(of: "gtk-xft-dpi", in: settings)
        defer { GtkProperties.set(dpi, named: "gtk-xft-dpi", on: settings) }
        GtkProperties.set(.int(96 * 1024), named: "gtk-xft-dpi", on: settings)
        let host = GtkTestHost(Sized())
        defer { host.close() }
        XCTAssertNotNil(host.find(text: "large"))
        GtkProperties.set(.int(96 * 1024 * 5 / 4), named: "gtk-xft-dpi", on: settings)
        host.settle()
        XCTAssertNotNil(host.find(text: "xxLarge"), "GNOME's Large Text, 1.25")
        GtkProperties.set(.int(96 * 1024 * 2), named: "gtk-xft-dpi", on: settings)
        host.settle()
        XCTAssertNotNil(host.find(text: "accessibility2"))
        XCTAssertNotNil(host.find(text: "Stacked"))
    }
}
