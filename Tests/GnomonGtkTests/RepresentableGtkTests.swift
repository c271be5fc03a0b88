import CGtk
import CounterViews
import GnomonCore
import GnomonGtk
import GnomonImperative
import GnomonTesting
import ImperativeViews
import XCTest

/// A scale's `GtkRange`.
func range(_ scale: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkRange> {
    UnsafeMutableRawPointer(scale).assumingMemoryBound(to: GtkRange.self)
}

/// What a representable was asked to do.
@MainActor
final class UpdateCount {
    var updates = 0
    var dismantled = 0
}

/// A GTK scale bound to the view's state: its signal writes the binding.
struct VolumeScale: GtkWidgetRepresentable {
    @Binding var level: Double
    let count: UpdateCount

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 10, 1)!
        let level = $level
        context.connect("value-changed", of: scale) { level.wrappedValue = gtk_range_get_value(range(scale)) }
        return scale
    }

    func updateWidget(_ scale: UnsafeMutablePointer<GtkWidget>, context: Context) {
        count.updates += 1
        if gtk_range_get_value(range(scale)) != level { gtk_range_set_value(range(scale), level) }
    }

    static func dismantleWidget(_ scale: UnsafeMutablePointer<GtkWidget>, coordinator: ()) {}
}

struct VolumePanel: View {
    let count: UpdateCount
    @State private var level = 2.0
    @State private var note = "n"
    @State private var showsScale = true

    var body: some View {
        VStack {
            Text("Level \(Int(level))")
            if showsScale {
                VolumeScale(level: $level, count: count).frame(width: 200)
            }
            Button("Note") { note += "n" }
            Button("Remove") { showsScale = false }
            Text(note)
        }
    }
}

/// A drawing area (no natural size of its own) its representable sizes.
struct SizedArea: GtkWidgetRepresentable {
    var side: Int
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> { gtk_drawing_area_new() }
    func updateWidget(_ area: UnsafeMutablePointer<GtkWidget>, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, widget: UnsafeMutablePointer<GtkWidget>, context: Context) -> CGSize? {
        CGSize(width: side, height: side / 2)
    }
}

struct SizedAreaPanel: View {
    @State private var side = 64
    var body: some View {
        VStack {
            SizedArea(side: side)
            Button("Grow") { side = 96 }
        }
    }
}

/// Any GTK widget in a view tree, and a view in any GTK widget, driven with real clicks.
final class RepresentableGtkTests: XCTestCase {
    /// The first widget inside `root` (itself included) that is a button titled `text` or a
    /// label showing it: found in GTK's tree, through hosted views too.
    @MainActor private func widget(showing text: String, in root: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GtkWidget>? {
        let widget = root.assumingMemoryBound(to: GtkWidget.self)
        let shown: String? =
            if gnomon_is_a(widget, gtk_button_get_type()) != 0 { gtk_button_get_label(widget.withMemoryRebound(to: GtkButton.self, capacity: 1) { $0 }).map { String(cString: $0) } }
            else if gnomon_is_a(widget, gtk_label_get_type()) != 0 { String(cString: gtk_label_get_text(OpaquePointer(widget))) }
            else { nil }
        if shown == text { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = self.widget(showing: text, in: UnsafeMutableRawPointer(current)) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    @MainActor func testAScaleTakesARealClickAndUpdatesOnlyWhenItsValueChanges() async throws {
        let count = UpdateCount()
        let host = GtkTestHost(VolumePanel(count: count), width: 320, height: 240)
        let scale = host.widgetPointer(try XCTUnwrap(host.findAll("GtkScale").first))
        XCTAssertEqual(gtk_range_get_value(range(scale)), 2)
        XCTAssertEqual(count.updates, 1)
        XCTAssertEqual(gtk_widget_get_width(gtk_widget_get_parent(scale)), 200, "the frame around the view is 200 wide")
        XCTAssertGreaterThan(gtk_widget_get_width(scale), 150, "the scale grows to its frame, within its margins")
        GtkTestHost.click(rawWidget: UnsafeMutableRawPointer(scale))
        host.settle()
        XCTAssertEqual(gtk_range_get_value(range(scale)), 5, "a click on the trough moves the slider there")
        XCTAssertNotNil(host.find(text: "Level 5"), "the signal wrote the binding")
        let updatesAfterClick = count.updates
        GtkTestHost.click(rawWidget: UnsafeMutableRawPointer(try XCTUnwrap(widget(showing: "Note", in: host.widgetPointer(try XCTUnwrap(host.find(text: "Note")))))))
        host.settle()
        XCTAssertNotNil(host.find(text: "nn"))
        XCTAssertEqual(count.updates, updatesAfterClick, "an update elsewhere in the panel does not run updateWidget")
        XCTAssertEqual(host.widgetPointer(try XCTUnwrap(host.findAll("GtkScale").first)), scale, "the widget keeps its identity")
    }

    @MainActor func testTheWidgetAndItsSignalHandlersGoWithTheView() async throws {
        let count = UpdateCount()
        let host = GtkTestHost(VolumePanel(count: count), width: 320, height: 240)
        let scale = host.widgetPointer(try XCTUnwrap(host.findAll("GtkScale").first))
        let finalized = FinalizationCounter()
        finalized.watch(UnsafeMutableRawPointer(scale))
        let handlers = GtkSignalHandler.live.load(ordering: .relaxed)
        XCTAssertGreaterThan(handlers, 0)
        GtkTestHost.click(rawWidget: UnsafeMutableRawPointer(host.widgetPointer(try XCTUnwrap(host.find(text: "Remove")))))
        host.settle()
        XCTAssertTrue(host.findAll("GtkScale").isEmpty)
        XCTAssertEqual(finalized.finalized, 1, "the scale is finalized")
        XCTAssertEqual(GtkSignalHandler.live.load(ordering: .relaxed), handlers - 1, "its handler is disconnected and let go of")
    }

    @MainActor func testANodeInAComponentCountsRealClicks() async throws {
        let host = GtkTestHost(CoreRenderCounter(), width: 320, height: 200)
        let button = host.widgetPointer(try XCTUnwrap(host.findAll("GtkButton").first))
        XCTAssertEqual(String(cString: gtk_button_get_label(button.withMemoryRebound(to: GtkButton.self, capacity: 1) { $0 })), "Click me")
        GtkTestHost.click(rawWidget: UnsafeMutableRawPointer(button))
        host.settle()
        GtkTestHost.click(rawWidget: UnsafeMutableRawPointer(button))
        host.settle()
        XCTAssertNotNil(host.find(text: "Clicked 2 times"), "each click reached the coordinator, which asked for an update")
        XCTAssertEqual(host.widgetPointer(try XCTUnwrap(host.findAll("GtkButton").first)), button, "the same GtkButton")
        XCTAssertLessThan(gtk_widget_get_width(button), 200, "fixedSize keeps the node to its natural width")
    }

    @MainActor func testANodeOfAnUnknownTypeIsReportedAndShowsNothing() async throws {
        let log = LogCapture(expecting: "No widget type is named")
        let host = GtkTestHost(Node(named: "GtkNoSuchWidget").onSignal("clicked") { _ in XCTFail("no widget to click") }, width: 200, height: 100)
        XCTAssertEqual(log.messages(containing: "No widget type is named GtkNoSuchWidget").count, 1)
        XCTAssertEqual(host.findAll("GtkLabel").count + host.findAll("GnomonLabel").count, 1, "an empty label in its place")
    }

    @MainActor func testAHostingWidgetInAPlainWindowUpdatesOnItsState() async throws {
        GtkTestHost.initializeGtk()
        let window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
        defer { gtk_window_destroy(window) }
        gtk_window_set_default_size(window, 320, 200)
        let hosting = HostingWidget(rootView: CounterView())
        gtk_window_set_child(window, hosting.rawWidget.assumingMemoryBound(to: GtkWidget.self))
        gtk_window_present(window)
        gtk_test_widget_wait_for_draw(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self))
        XCTAssertEqual(GtkTestHost.dump(inside: hosting.rawWidget), TestHost(CounterView()).dump(), "the hosted view's widgets are the headless host's")
        GtkTestHost.click(rawWidget: UnsafeMutableRawPointer(try XCTUnwrap(widget(showing: "Increment", in: hosting.rawWidget))))
        XCTAssertNotNil(widget(showing: "1", in: hosting.rawWidget), "the click updated the hosted view")
        let headless = TestHost(CounterView())
        headless.tap(try XCTUnwrap(headless.find(text: "Increment")))
        headless.settle()
        XCTAssertEqual(GtkTestHost.dump(inside: hosting.rawWidget), headless.dump())
    }

    @MainActor func testTheSandwichPassesStateAndEnvironmentThrough() async throws {
        let host = GtkTestHost(Sandwich(), width: 400, height: 320)
        let hostedLabel = try XCTUnwrap(host.find(text: "Hosted count: 0"), "the inner view shows the outer state")
        XCTAssertEqual(
            String(cString: gtk_label_get_text(OpaquePointer(host.widgetPointer(hostedLabel)))), "Hosted count: 0",
            "a hosted widget's handle leads to it, not to the outer view's widget of the same id")
        let outerLabel = try XCTUnwrap(host.find(text: "Count: 0"))
        XCTAssertEqual(
            String(cString: gtk_label_get_text(OpaquePointer(host.widgetPointer(outerLabel)))), "Count: 0",
            "and an outer widget's to it, not to a hosted widget of the same id")
        XCTAssertEqual(hostedLabel.id, outerLabel.id, "ids are unique within a graph only: these two collide")
        let panel = host.widgetPointer(try XCTUnwrap(host.findAll("GnomonSuperview").first))
        let caption = try XCTUnwrap(widget(showing: "An imperative Superview, holding:", in: panel), "the Superview's own label")
        let inner = try XCTUnwrap(widget(showing: "Hosted count: 0", in: panel))
        XCTAssertEqual(gtk_widget_get_width(panel), 400 - 2 * 0, "the Superview takes the room it is offered")
        var bounds = graphene_rect_t(), whole = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(panel, panel, &whole) != 0)
        XCTAssertTrue(gtk_widget_compute_bounds(try XCTUnwrap(hostingWidget(around: inner)), panel, &bounds) != 0)
        XCTAssertEqual(Double(bounds.size.height), Double(whole.size.height) * 0.6, accuracy: 1, "the hosted view is 0.6 of the panel's height")
        XCTAssertEqual(Double(bounds.origin.y + bounds.size.height), Double(whole.size.height), accuracy: 1, "pinned to the bottom")
        XCTAssertTrue(gtk_widget_compute_bounds(caption, panel, &bounds) != 0)
        XCTAssertEqual(bounds.origin.y, 0, "the caption is pinned to the top")

        let stepper = try XCTUnwrap(host.findAll("GtkSpinButton").first)
        host.focus(stepper)
        host.pressKey(.upArrow, modifiers: [])
        host.settle()
        XCTAssertNotNil(host.find(text: "Count: 1"))
        XCTAssertNotNil(host.find(text: "Hosted count: 1"), "outer state reached the inner view through the Superview")
        GtkTestHost.click(rawWidget: UnsafeMutableRawPointer(host.widgetPointer(try XCTUnwrap(host.findAll("GtkCheckButton").first))))
        host.settle()
        XCTAssertNotNil(host.find(text: "Hosted count: 1, emphasised"), "an outer environment change reached the inner view")
        XCTAssertEqual(host.findAll("GnomonSuperview").count, 1)
        XCTAssertEqual(host.widgetPointer(try XCTUnwrap(host.findAll("GnomonSuperview").first)), panel, "the Superview kept its identity")
    }

    @MainActor func testARepresentableSizesItsWidget() async throws {
        let host = GtkTestHost(SizedAreaPanel(), width: 320, height: 240)
        let area = host.widgetPointer(try XCTUnwrap(host.findAll("GtkDrawingArea").first))
        XCTAssertEqual(gtk_widget_get_width(area), 64)
        XCTAssertEqual(gtk_widget_get_height(area), 32)
        GtkTestHost.click(rawWidget: UnsafeMutableRawPointer(host.widgetPointer(try XCTUnwrap(host.find(text: "Grow")))))
        host.settle()
        XCTAssertEqual(gtk_widget_get_width(area), 96, "asked again after the update")
        XCTAssertEqual(gtk_widget_get_height(area), 48)
    }

    /// The `HostingWidget`'s widget `widget` is in.
    @MainActor private func hostingWidget(around widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var current = gtk_widget_get_parent(widget)
        while let candidate = current, String(cString: gnomon_type_name(candidate)) != "GnomonHosting" {
            current = gtk_widget_get_parent(candidate)
        }
        return current
    }
}
