import CGtk
import Foundation
import GnomonCore
import GnomonGtk
import GnomonRouting
import GnomonTesting
import ScreensViews
import XCTest

/// The Screens sample in a real GTK window, driven with the pointer and keyboard: each state of
/// its map (launch, welcome, the log-in sheet, tabs, pushed pages, a club presented) read back
/// from GTK, and deep links into a screen pushed inside a tab.
final class GtkScreensSampleTests: XCTestCase {
    /// Waits for `text` to show, letting the views' tasks run (the launch screen's moves on).
    @MainActor private func waitFor(_ text: String, in host: GtkTestHost, seconds: Double = 5) async -> WidgetHandle? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            host.settle()
            if let found = host.find(text: text) { return found }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }

    /// The button labelled `title` (not the sheet's title of the same words).
    @MainActor private func button(_ title: String, in host: GtkTestHost) -> WidgetHandle? {
        host.findAll("GtkButton").first { button in
            gtk_button_get_label(UnsafeMutableRawPointer(host.widgetPointer(button)).assumingMemoryBound(to: GtkButton.self))
                .map { String(cString: $0) } == title
        }
    }

    @MainActor func testTheMapsStatesFromLaunchToAPushedPageInATab() async throws {
        let host = GtkTestHost(scene: Screens.scene)
        XCTAssertNotNil(host.find(text: "Getting the league ready…"))
        XCTAssertEqual(host.windowTitle, "Screens")
        // The launch screen moves on to the welcome screen by itself.
        let logInButton = await waitFor("Log In…", in: host)
        host.tap(try XCTUnwrap(logInButton))
        host.settle()
        XCTAssertEqual(host.presentedSheets.map(\.title), ["Log In"])
        host.tap(try XCTUnwrap(host.findAll("GtkEntry").first))
        host.typeOnKeyboard("Ada")
        host.settle()
        let confirm = try XCTUnwrap(button("Log In", in: host), "the sheet's confirmation button")
        host.tap(confirm)
        host.settle()
        XCTAssertTrue(host.presentedSheets.isEmpty, "the welcome screen, and its sheet, went")
        XCTAssertEqual(host.windowTitle, "Matches")
        // A match, pushed: the header bar's back button appears.
        host.tap(try XCTUnwrap(host.find(text: "Northfield 0 – 0 Old Town")))
        host.settle()
        XCTAssertEqual(host.windowTitle, "Northfield – Old Town")
        let back = try XCTUnwrap(host.find(label: "Back"))
        host.tap(try XCTUnwrap(host.find(text: "Old Town")))
        host.settle()
        XCTAssertEqual(host.windowTitle, "Old Town")
        host.tap(back)
        host.settle()
        XCTAssertEqual(host.windowTitle, "Northfield – Old Town")
        // Another tab: the clubs, one presented in a sheet with its own stack.
        host.tap(try XCTUnwrap(host.find(text: "Clubs")))
        host.settle()
        XCTAssertEqual(host.windowTitle, "Clubs")
        host.tap(try XCTUnwrap(host.find(text: "Valley United")))
        host.settle()
        XCTAssertEqual(host.presentedSheets.map(\.title), ["Valley United"])
        host.pressKey(.escape, modifiers: [])
        host.settle()
        XCTAssertTrue(host.presentedSheets.isEmpty)
        // Back on the matches tab, the match pushed there is still on top.
        host.tap(try XCTUnwrap(host.find(text: "Matches")))
        host.settle()
        XCTAssertEqual(host.windowTitle, "Northfield – Old Town")
        host.close()
    }

    @MainActor func testADeepLinkBuildsAPushedScreenInsideATabAndABadOneChangesNothing() async throws {
        let log = LogCapture(expecting: "no screen of the map answers it")
        let host = GtkTestHost(scene: Screens.scene)
        XCTAssertTrue(host.open(url: URL(string: "screens://match/3/team/Northfield")!))
        XCTAssertEqual(host.windowTitle, "Northfield")
        XCTAssertNotNil(host.find(text: "Ivo Brandt"))
        host.tap(try XCTUnwrap(host.find(label: "Back")))
        host.settle()
        XCTAssertEqual(host.windowTitle, "Valley United – Northfield")
        host.open(url: URL(string: "screens://match/99")!)
        XCTAssertEqual(host.windowTitle, "Valley United – Northfield")
        XCTAssertEqual(log.messages(containing: "screens://match/99").count, 1)
        // The account's details: a pushed screen whose content is a Superview.
        host.open(url: URL(string: "screens://settings")!)
        XCTAssertEqual(host.presentedSheets.map(\.title), ["Settings"])
        host.tap(try XCTUnwrap(host.find(text: "Account Details")))
        host.settle()
        let sheet = try XCTUnwrap(host.presentedSheets.first)
        var labels: [String] = []
        walkWidgets(from: host.widgetPointer(sheet.window)) { widget in
            if String(cString: gnomon_type_name(widget)) == "GtkLabel", gtk_widget_is_drawable(widget) != 0 {
                labels.append(String(cString: gtk_label_get_text(OpaquePointer(widget))))
            }
            return true
        }
        XCTAssertTrue(labels.contains("Member since 2024 · Harbour Rovers"), "the Superview's labels, drawn in the page pushed on the sheet's stack: \(labels)")
        host.close()
    }
}
