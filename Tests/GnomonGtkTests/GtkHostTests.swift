import Foundation
import CGtk
import GnomonCore
import GnomonGtk
import GnomonTesting
import XCTest

/// Every kind of widget and modifier, for comparing the hosts.
struct Everything: View {
    @State var count = 0
    @State var on = false
    @State var name = ""
    @State var level = 2.0
    @State var password = ""
    @State var copies = 2
    @State var zoom = 1.0
    @State var size = 1
    @State var ink = Color(red: 0.2, green: 0.4, blue: 0.6)

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("\(count) <b>not bold</b> & co").styleClass("title-3")
            HStack(alignment: .firstTextBaseline) {
                Button("Decrement") { count -= 1 }.disabled(count == 0)
                Button("Increment") { count += 1 }.help("Adds one")
                Button(role: .destructive) { count = 0 } label: { Image(systemName: "trash") }
                Spacer(minLength: 20)
            }
            Toggle("Check", isOn: $on)
            Toggle("Switch", isOn: $on).toggleStyle(.switch)
            TextField("Name", text: $name, prompt: Text("Your name"))
                .frame(width: 240)
            if on { Text("on").padding(.leading, 8) } else { Divider() }
            ScrollView(.horizontal) { HStack { Text("a"); Text("b") } }
                .frame(minHeight: 40)
            ZStack(alignment: .topLeading) {
                Image(iconName: "document-open-symbolic")
                Text("layer")
            }
            Button { } label: { VStack { Text("two"); Text("lines") } }
            Text("one line, cut short").lineLimit(1)
            Text("at most three lines").lineLimit(3)
            Slider(value: $level, in: 0...10, step: 1)
            ProgressView("Downloading", value: level, total: 10)
            ProgressView()
            Gauge(value: 0.25) { Text("Battery") } currentValueLabel: { Text("25%") }
            Link("GNOME", destination: URL(string: "https://www.gnome.org")!)
            SecureField("Password", text: $password)
            GroupBox("Account") {
                Text("ada")
                Text("admin")
            }
            DisclosureGroup("Details") { Text("more") }
            Stepper("Copies", value: $copies, in: 1...5)
            Stepper("Zoom", value: $zoom, in: 0.5...4, step: 0.25)
            Stepper("Bumps \(count)") { count += 1 } onDecrement: { count -= 1 }
            Picker("Size", selection: $size) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
                Text("Large").tag(2)
            }
            Picker("Size", selection: $size) {
                ForEach(0..<3) { Text("Size \($0)") }
            }
            .pickerStyle(.segmented)
            Picker("Size", selection: $size) {
                ForEach(0..<3) { Label("Size \($0)", systemImage: "zoom-in-symbolic") }
            }
            .pickerStyle(.radioGroup)
            TextEditor(text: $name)
                .frame(height: 80)
            Text("faded").opacity(on ? 0.4 : 0.8)
            ColorPicker("Ink", selection: $ink, supportsOpacity: false)
            Button("hidden") {}.hidden()
        }
        .padding()
    }
}

final class GtkHostTests: XCTestCase {
    /// The core's notion of each mapped property's default is GTK's: a fresh widget of every
    /// class reads back exactly those values.
    @MainActor func testDefaultsAreGtksDefaults() async {
        GtkTestHost.initializeGtk()
        for widgetClass in WidgetClass.all {
            let widget = GtkHost.newWidget(widgetClass)
            g_object_ref_sink(widget)
            for expected in widgetClass.defaults {
                XCTAssertEqual(
                    GtkProperties.read(expected.key, from: widget, of: widgetClass), expected, "\(widgetClass).\(expected.key.name)")
            }
            XCTAssertEqual(String(cString: gnomon_type_name(widget)), widgetClass.name)
            g_object_unref(widget)
        }
    }

    @MainActor func testEveryWidgetAndModifierReadsBackAsTheModelSaysBeforeAndAfterInput() async throws {
        let gtk = GtkTestHost(Everything())
        defer { gtk.close() }
        let headless = TestHost(Everything())
        XCTAssertEqual(gtk.dump(), headless.dump())
        for host in [gtk, headless] as [any TestingHost] {
            host.tap(try XCTUnwrap(host.find(text: "Increment")))
            host.tap(try XCTUnwrap(host.find(text: "Check")))
            host.type("Ada", into: try XCTUnwrap(host.findAll("GtkEntry").first))
            host.slide(try XCTUnwrap(host.findAll("GtkScale").first), to: 6.4)
            host.type("hunter2", into: try XCTUnwrap(host.findAll("GtkPasswordEntry").first))
            host.type("Ada\nLovelace", into: try XCTUnwrap(host.findAll("GtkTextView").first))
            host.pickColor(Color(red: 0.9, green: 0.3, blue: 0.1), in: try XCTUnwrap(host.findAll("GtkColorButton").first))
            host.tap(try XCTUnwrap(host.findAll("GtkExpander").first))
            host.step(try XCTUnwrap(host.findAll("GtkSpinButton").first), by: 2)
            host.step(try XCTUnwrap(host.findAll("GtkSpinButton").last), by: -1)
            host.settle()
            host.select("Large", in: try XCTUnwrap(host.findAll("GtkDropDown").first))
            host.settle()
            host.tap(host.findAll("GtkToggleButton")[0])
            host.settle()
            host.tap(host.findAll("GtkCheckButton")[2])
            host.tap(host.findAll("GtkCheckButton")[2])
            host.settle()
        }
        XCTAssertEqual(gtk.dump(), headless.dump())
        XCTAssertEqual(gtk.lastMutations, headless.lastMutations)
    }

    @MainActor func testTextIsNeverMarkup() async throws {
        let gtk = GtkTestHost(Text("<b>bold?</b> & <i"))
        defer { gtk.close() }
        let label = try XCTUnwrap(gtk.findAll("GnomonLabel").first)
        XCTAssertEqual(gtk.property(.useMarkup, of: label), false)
        XCTAssertEqual(String(cString: gtk_label_get_text(OpaquePointer(gtk.widgetPointer(label)))), "<b>bold?</b> & <i")
    }

    @MainActor func testKeyedDiffMutationsAreTheSameOnGtk() async {
        struct List: View {
            var ids: [Int]
            var body: some View {
                ScrollView { VStack { ForEach(ids, id: \.self) { Text("\($0)") } } }
            }
        }
        let ids = Array(0..<200)
        var swapped = ids
        swapped.swapAt(1, 198)
        let gtk = GtkTestHost(List(ids: ids))
        defer { gtk.close() }
        let labels = gtk.findAll("GnomonLabel")
        gtk.update(List(ids: swapped))
        gtk.settle()
        XCTAssertEqual(gtk.lastMutations.map(\.kind), [.move, .move])
        XCTAssertEqual(gtk.findAll("GnomonLabel").map(\.id), swapped.map { labels[$0].id }, "GTK's children are in the new order")
        XCTAssertEqual(gtk.dump(), TestHost(List(ids: swapped)).dump())

        let shuffled = ids.shuffled()
        gtk.update(List(ids: shuffled))
        gtk.settle()
        XCTAssertEqual(gtk.dump(), TestHost(List(ids: shuffled)).dump())
        gtk.update(List(ids: [5, 500, 3]))
        gtk.settle()
        XCTAssertEqual(gtk.dump(), TestHost(List(ids: [5, 500, 3])).dump())
    }
}

/// A scene's window as GTK shows it: titled, with a header bar, sized and resizable as the
/// scene says.
final class GtkSceneWindowTests: XCTestCase {
    @MainActor func testTheWindowTakesItsScenesSettings() async {
        for (scene, resizable) in [
            (WindowGroup("Calculator") { Text("0") }.windowResizability(.contentSize), false),
            (WindowGroup("Notes") { Text("") }.windowResizability(.automatic), true),
        ] as [(any Scene, Bool)] {
            let description = windows(of: scene)[0]
            let host = GtkTestHost(scene: scene)
            let headerBar = host.widgetPointer(host.findAll("GtkHeaderBar")[0])
            let window = UnsafeMutableRawPointer(gtk_widget_get_root(headerBar)!).assumingMemoryBound(to: GtkWindow.self)
            XCTAssertEqual(String(cString: gtk_window_get_title(window)), description.title)
            XCTAssertEqual(gtk_window_get_resizable(window) != 0, resizable, description.title)
            XCTAssertEqual(gtk_window_get_titlebar(window), headerBar)
            host.close()
        }
    }
}
