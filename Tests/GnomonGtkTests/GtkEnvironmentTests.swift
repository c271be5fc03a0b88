import CGtk
import GnomonCore
import GnomonGtk
import GnomonTesting
import XCTest

struct SchemeLabel: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

struct Constant: View {
    var body: some View { Text("constant") }
}

/// Sets a boolean property of GtkSettings, as the desktop would.
@MainActor
func setPreferDark(_ dark: Bool) {
    var value = GValue()
    g_value_init(&value, gnomon_type_boolean())
    g_value_set_boolean(&value, dark ? 1 : 0)
    g_object_set_property(
        UnsafeMutableRawPointer(gtk_settings_get_default()!).assumingMemoryBound(to: GObject.self),
        "gtk-application-prefer-dark-theme", &value)
    g_value_unset(&value)
}

/// The environment GTK gives views: live color scheme, and dismiss closing the window.
final class GtkEnvironmentTests: XCTestCase {
    @MainActor func testTheColorSchemeFollowsGtkWhileTheAppRuns() async {
        let host = GtkTestHost(VStack { Constant(); SchemeLabel() })
        defer { host.close(); setPreferDark(false) }
        XCTAssertNotNil(host.find(text: "light"))
        setPreferDark(true)
        host.settle()
        XCTAssertNotNil(host.find(text: "dark"))
        XCTAssertEqual(host.lastBodyEvaluations, ["SchemeLabel"], "only the reader re-ran")
        setPreferDark(false)
        host.settle()
        XCTAssertNotNil(host.find(text: "light"))
    }

    @MainActor func testDismissClosesTheWindowAndFreesItsWidgets() async throws {
        struct Dialog: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                VStack {
                    Text("Are you sure?")
                    Button("Close") { dismiss() }
                }
            }
        }
        let widgets = GtkHost.liveWidgetCount
        let host = GtkTestHost(Dialog())
        host.tap(try XCTUnwrap(host.find(text: "Close")))
        host.settle()
        XCTAssertTrue(host.isClosed)
        XCTAssertEqual(host.lastMutations.map(\.kind), [.remove])
        XCTAssertEqual(GtkHost.liveWidgetCount, widgets)
    }

    @MainActor func testDismissOutlivingItsWindowDoesNothing() async throws {
        final class Kept { var dismiss: DismissAction? }
        struct Keeper: View {
            @Environment(\.dismiss) private var dismiss
            let kept: Kept
            var body: some View {
                let _ = (kept.dismiss = dismiss)
                Text("Keeping")
            }
        }
        let kept = Kept()
        let host = GtkTestHost(Keeper(kept: kept))
        let window = gtk_widget_get_root(host.widgetPointer(try XCTUnwrap(host.find(text: "Keeping"))))
        let finalized = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        defer { finalized.deallocate() }
        finalized.initialize(to: false)
        g_object_weak_ref(UnsafeMutablePointer<GObject>(window), { data, _ in
            data!.assumingMemoryBound(to: Bool.self).pointee = true
        }, finalized)
        host.close()
        XCTAssertTrue(finalized.pointee, "GTK finalized the window")
        XCTAssertTrue(host.isClosed)
        XCTAssertEqual(host.dump(), "", "a closed window shows nothing")
        // A task finishing late: the window is finalized, so dismissing does nothing.
        kept.dismiss?()
        host.settle()
        XCTAssertNil(host.find(text: "Keeping"))
    }
}
