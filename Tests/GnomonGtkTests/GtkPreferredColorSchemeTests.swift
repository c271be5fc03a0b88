import CGtk
import GnomonCore
@testable import GnomonGtk
import GnomonTesting
import XCTest

/// `.preferredColorScheme` in GTK: the app's dark preference, which the views' environment
/// follows, given back when no view asks.
final class GtkPreferredColorSchemeTests: XCTestCase {
    struct Probe: View {
        @State var dark = false
        @Environment(\.colorScheme) private var scheme

        var body: some View {
            VStack {
                Button("Switch") { dark.toggle() }
                Text(scheme == .dark ? "Dark style" : "Light style")
            }
            .preferredColorScheme(dark ? .dark : nil)
        }
    }

    @MainActor func testTheAppsDarkPreferenceFollowsTheViews() async throws {
        GtkTestHost.initializeGtk()
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
        let before = GtkProperties.readBool(settings, "gtk-application-prefer-dark-theme")
        let host = GtkTestHost(Probe())
        defer { host.close() }
        XCTAssertNotNil(host.find(text: before ? "Dark style" : "Light style"))
        host.tap(try XCTUnwrap(host.find(label: "Switch")))
        host.settle()
        XCTAssertTrue(GtkProperties.readBool(settings, "gtk-application-prefer-dark-theme"))
        XCTAssertNotNil(host.find(text: "Dark style"))
        host.tap(try XCTUnwrap(host.find(label: "Switch")))
        host.settle()
        XCTAssertEqual(GtkProperties.readBool(settings, "gtk-application-prefer-dark-theme"), before, "given back")
        XCTAssertNotNil(host.find(text: before ? "Dark style" : "Light style"))
    }
}
