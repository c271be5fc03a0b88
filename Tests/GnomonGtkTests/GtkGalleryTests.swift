import GalleryViews
import GnomonCore
import GnomonTesting
import XCTest

/// Every Gallery page reads back from GTK as the headless host shows it, before and after the
/// user works its controls.
final class GtkGalleryTests: XCTestCase {
    @MainActor func testEveryPageIsTheSameInBothHosts() async throws {
        for page in GalleryPage.allCases {
            let gtk = GtkTestHost(GalleryView(page: page))
            defer { gtk.close() }
            let headless = TestHost(GalleryView(page: page))
            XCTAssertEqual(gtk.dump(), headless.dump(), "\(page)")
            for host in [gtk, headless] as [any TestingHost] {
                for slider in host.findAll("GtkScale") { host.slide(slider, to: 0.3) }
                for stepper in host.findAll("GtkSpinButton") { host.step(stepper, by: 1) }
                for expander in host.findAll("GtkExpander") { host.tap(expander) }
                for field in host.findAll("GtkPasswordEntry") { host.type("secret", into: field) }
                for field in host.findAll("GtkEntry") { host.type("Ada", into: field) }
                for button in host.findAll("GtkColorButton") { host.pickColor(.purple, in: button) }
                for editor in host.findAll("GtkTextView") { host.type("A note\non two lines", into: editor) }
                if let more = host.find(text: "More") { host.tap(more) }
                for dropDown in host.findAll("GtkDropDown") {
                    host.select(try XCTUnwrap(host.property(.model, of: dropDown)?.last), in: dropDown)
                }
                host.settle()
                if let segment = host.findAll("GtkToggleButton").first { host.tap(segment) }
                if let radio = host.findAll("GtkCheckButton").last { host.tap(radio) }
                for calendar in host.findAll("GtkCalendar") { host.pickDay(CalendarDay(year: 2027, month: 1, day: 1), in: calendar) }
                for list in host.findAll("GtkListView").dropFirst() {  // the first is the sidebar
                    host.clickRow(4, in: list)
                    host.clickRow(6, in: list, modifiers: .shift)
                }
                host.settle()
            }
            XCTAssertEqual(
                gtk.findAll("GtkListView").map { gtk.selectedRows(in: $0) },
                headless.findAll("GtkListView").map { headless.selectedRows(in: $0) }, "\(page)")
            if page == .lists { XCTAssertNotNil(gtk.find(text: "Jupiter, Saturn, Uranus")) }
            XCTAssertEqual(gtk.dump(), headless.dump(), "\(page), after input")
            // GTK binds a list's rows when it lays the list out, after the rest of the page, so
            // widget ids differ between the hosts; what was done to which class must not.
            XCTAssertEqual(withoutIDs(gtk.lastMutations), withoutIDs(headless.lastMutations), "\(page)")
        }
    }

    private func withoutIDs(_ mutations: [Mutation]) -> [Mutation] {
        mutations.map { Mutation(kind: $0.kind, widget: $0.widget, widgetID: 0, property: $0.property, value: $0.value) }
    }

    /// A form's rows go into and out of their GtkListBox, and move within it, as they do
    /// headless.
    @MainActor func testFormRowsComeGoAndMove() async throws {
        struct People: View {
            var names: [String]
            var body: some View {
                Form {
                    Section("People") { ForEach(names, id: \.self) { Text($0) } }
                }
            }
        }
        let gtk = GtkTestHost(People(names: ["Ada", "Grace"]))
        defer { gtk.close() }
        let headless = TestHost(People(names: ["Ada", "Grace"]))
        for names in [["Grace", "Katherine", "Ada"], ["Ada", "Grace", "Katherine", "Margaret"], ["Margaret"], []] {
            for host in [gtk, headless] as [any TestingHost] {
                host.update(People(names: names))
                host.settle()
            }
            XCTAssertEqual(gtk.dump(), headless.dump(), "\(names)")
            XCTAssertEqual(gtk.lastMutations, headless.lastMutations, "\(names)")
        }
    }

    @MainActor func testTheSidebarChangesPages() async throws {
        let host = GtkTestHost(GalleryView(page: .controls))
        defer { host.close() }
        XCTAssertNotNil(host.find(text: "Volume 60%"))
        let sidebar = host.findAll("GtkListView")[0]
        XCTAssertEqual(host.selectedRows(in: sidebar), [0])
        let containers = try XCTUnwrap(GalleryPage.allCases.firstIndex(of: .containers))
        host.clickRow(containers, in: sidebar)
        host.settle()
        XCTAssertEqual(host.selectedRows(in: sidebar), [containers])
        XCTAssertNotNil(host.find(text: "Email notifications"))
        XCTAssertNil(host.find(text: "Volume 60%"))
        host.clickRow(containers, in: sidebar, modifiers: .control)
        host.settle()
        XCTAssertEqual(host.selectedRows(in: sidebar), [])
        XCTAssertNotNil(host.find(text: "Choose a page"))
    }
}

/// Split views in GTK: the same panes as headless as they come and go, the first one too
/// (what was the start pane moves to the end).
final class GtkSplitViewTests: XCTestCase {
    struct Workspace: View {
        var showsInspector: Bool
        var body: some View {
            VSplitView {
                if showsInspector { Text("Search results") }
                HSplitView {
                    Text("Files")
                    Text("Preview")
                }
            }
        }
    }

    @MainActor func testPanesComeAndGoAsHeadless() async throws {
        let gtk = GtkTestHost(Workspace(showsInspector: false))
        defer { gtk.close() }
        let headless = TestHost(Workspace(showsInspector: false))
        XCTAssertEqual(gtk.dump(), headless.dump())
        for shows in [true, false, true] {
            for host in [gtk, headless] as [any TestingHost] {
                host.update(Workspace(showsInspector: shows))
                host.settle()
            }
            XCTAssertEqual(gtk.dump(), headless.dump(), "inspector shown: \(shows)")
            XCTAssertEqual(gtk.lastMutations, headless.lastMutations)
        }
    }
}
