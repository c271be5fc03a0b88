import Foundation
import GnomonCore
import GnomonTesting
import XCTest

/// The controls of the catalog headless: what each mounts, and what the user's input does.
struct ControlsSampler: View {
    @State var password = ""
    @State var copies = 2
    @State var zoom = 1.0
    @State var showsDetails = false
    @State var bumps = 0
    let progress: Double?

    var body: some View {
        VStack(alignment: .leading) {
            ProgressView("Downloading", value: progress, total: 2)
            ProgressView()
            Gauge(value: 0.25) { Text("Battery") } currentValueLabel: { Text("25%") }
            Link("GNOME", destination: URL(string: "https://www.gnome.org")!)
            SecureField("Password", text: $password)
            Text("\(password.count) characters")
            GroupBox("Account") {
                Text("ada")
                Text("admin")
            }
            DisclosureGroup("Details", isExpanded: $showsDetails) { Text("more") }
            DisclosureGroup("Own state") { Text("inside") }
            GroupBox(label: Label("Status", systemImage: "dialog-information-symbolic")) { Text("backed up") }
            DisclosureGroup { Text("log lines") } label: { Label("Log", systemImage: "text-x-generic-symbolic") }
            Stepper("Copies", value: $copies, in: 1...5)
            Stepper("Zoom", value: $zoom, in: 0.5...4, step: 0.25)
            Stepper("Bumps \(bumps)") { bumps += 1 } onDecrement: { bumps -= 1 }
            Text("copies \(copies), zoom \(zoom), details \(showsDetails)")
            LabeledContent("Version", value: "46.2")
        }
    }
}

final class ControlsTests: XCTestCase {
    @MainActor func testEachControlMountsItsGtkWidget() async {
        let host = TestHost(ControlsSampler(progress: 0.5))
        let dump = host.dump()
        for line in [
            #"GtkProgressBar accessibility="label: Downloading" fraction=0.25 hexpand=true"#,
            #"GtkSpinner accessibility="label: Loading" spinning=true valign=center"#,
            #"GtkLevelBar accessibility="label: Battery" hexpand=true value=0.25"#,
            #"GtkLinkButton halign=start label="GNOME" uri="https://www.gnome.org""#,
            #"GtkPasswordEntry accessibility="label: Password" hexpand=true placeholder-text="Password" show-peek-icon=true"#,
            #"GtkFrame accessibility="label: Account" label="Account""#,
            "GtkBox margin-bottom=12 margin-end=12 margin-start=12 margin-top=12 orientation=vertical spacing=6",
            #"GtkExpander accessibility="label: Details" halign=start label="Details""#,
            #"GtkSpinButton accessibility="label: Copies" lower=1 step-increment=1 upper=5 valign=center value=2"#,
            #"GtkSpinButton accessibility="label: Zoom" digits=2 lower=0.5 step-increment=0.25 upper=4 valign=center value=1"#,
            #"GtkButton accessibility="label: Decrease Bumps 0" icon-name="list-remove-symbolic" valign=center"#,
        ] {
            XCTAssertTrue(dump.contains(line), "\(line) in\n\(dump)")
        }
        XCTAssertTrue(dump.contains("GtkBox valign=center .linked"), "the − and + buttons are linked")
        XCTAssertTrue(dump.contains(#"GnomonLabel label="46.2" natural-wrap-mode=none valign=center wrap=true .dim-label"#), dump)
    }

    @MainActor func testProgressFollowsTheModel() async {
        let host = TestHost(ControlsSampler(progress: 0.5))
        let bar = host.findAll("GtkProgressBar")[0]
        host.update(ControlsSampler(progress: 3))
        host.settle()
        XCTAssertEqual(host.property(.fraction, of: bar), 1, "beyond the total is full")
        XCTAssertEqual(host.lastMutations.map(\.description), ["set GtkProgressBar#\(bar.id) fraction=1"])
        host.update(ControlsSampler(progress: nil))
        host.settle()
        XCTAssertEqual(host.findAll("GtkProgressBar"), [], "no value: the bar gives way to a spinner")
        XCTAssertEqual(host.findAll("GtkSpinner").count, 2)
    }

    @MainActor func testTypingAPassword() async throws {
        let host = TestHost(ControlsSampler(progress: 0.5))
        host.type("hunter2", into: host.findAll("GtkPasswordEntry")[0])
        host.settle()
        XCTAssertNotNil(host.find(text: "7 characters"))
        XCTAssertEqual(host.property(.text, of: host.findAll("GtkPasswordEntry")[0]), "hunter2")
    }

    @MainActor func testDisclosureGroupsOpenWithOrWithoutABinding() async throws {
        let host = TestHost(ControlsSampler(progress: 0.5))
        let expanders = host.findAll("GtkExpander")
        host.tap(expanders[0])
        host.settle()
        XCTAssertNotNil(host.find(text: "copies 2, zoom 1.0, details true"), "the binding follows the user")
        host.tap(expanders[1])
        host.settle()
        XCTAssertEqual(host.property(.expanded, of: expanders[1]), true, "a group without a binding keeps its own state")
        host.tap(expanders[1])
        host.settle()
        XCTAssertEqual(host.property(.expanded, of: expanders[1]), false)
        XCTAssertNil(host.find(text: "inside"), "closed content is not shown")
        XCTAssertNotNil(host.find(text: "inside", includingHidden: true), "closed content stays mounted")
    }

    @MainActor func testTitlesThatAreViewsAreLabelWidgets() async throws {
        let host = TestHost(ControlsSampler(progress: 0.5))
        let dump = host.dump()
        XCTAssertTrue(dump.contains("GtkFrame accessibility=\"label: Status\"\n    GtkBox spacing=6"), "the label first, and its title the frame's name:\n\(dump)")
        let log = try XCTUnwrap(host.findAll("GtkExpander").last)
        XCTAssertEqual(host.property(.expanded, of: log), false)
        XCTAssertNotNil(host.find(text: "Log"), "the label is a widget of its own")
        XCTAssertNotNil(host.find(text: "log lines", includingHidden: true), "closed content stays mounted")
        host.tap(log)
        host.settle()
        XCTAssertEqual(host.property(.expanded, of: log), true, "a group with a label view keeps its own state too")
    }

    @MainActor func testSteppers() async throws {
        let host = TestHost(ControlsSampler(progress: 0.5))
        let spinButtons = host.findAll("GtkSpinButton")
        host.step(spinButtons[0], by: 2)
        host.step(spinButtons[1], by: -1)
        host.settle()
        XCTAssertNotNil(host.find(text: "copies 4, zoom 0.75, details false"))
        host.step(spinButtons[0], by: 10)
        host.settle()
        XCTAssertNotNil(host.find(text: "copies 5, zoom 0.75, details false"), "the stepper keeps within its range")

        let buttons = host.findAll("GtkButton").filter { host.property(.iconName, of: $0) == "list-add-symbolic" }
        host.tap(try XCTUnwrap(buttons.first))
        host.tap(try XCTUnwrap(buttons.first))
        host.settle()
        XCTAssertNotNil(host.find(text: "Bumps 2"))
    }

    @MainActor func testAStepperWithoutAnActionDisablesItsButton() async throws {
        struct UpOnly: View {
            @State var count = 0
            var body: some View {
                Stepper("Count \(count)", onIncrement: { count += 1 }, onDecrement: nil)
            }
        }
        let host = TestHost(UpOnly())
        let minus = try XCTUnwrap(host.findAll("GtkButton").first { host.property(.iconName, of: $0) == "list-remove-symbolic" })
        XCTAssertEqual(host.property(.sensitive, of: minus), false)
    }
}

/// `.opacity` and `.hidden` on any view.
final class VisibilityModifierTests: XCTestCase {
    struct Faded: View {
        @State var hide = false
        var body: some View {
            VStack {
                Text("half").opacity(0.5)
                Text("quarter").opacity(0.5).opacity(0.5)
                Button("Gone") {}.hidden()
                Text("toggled").opacity(hide ? 0.2 : 1)
                Button("Hide") { hide = true }
            }
        }
    }

    @MainActor func testOpacityMultipliesAndHiddenKeepsItsSpace() async throws {
        let host = TestHost(Faded())
        // GTK keeps opacity in 1/255 steps.
        XCTAssertEqual(host.property(.opacity, of: try XCTUnwrap(host.find(text: "half"))), 128 / 255)
        XCTAssertEqual(host.property(.opacity, of: try XCTUnwrap(host.find(text: "quarter"))), 64 / 255)
        let gone = try XCTUnwrap(host.find(text: "Gone"))
        XCTAssertEqual(host.property(.opacity, of: gone), 0)
        XCTAssertEqual(host.property(.canTarget, of: gone), false, "a hidden button takes no clicks")
        XCTAssertEqual(host.property(.canFocus, of: gone), false, "nor the keyboard focus")
        XCTAssertEqual(host.property(.sensitive, of: gone), true, "it is not greyed out: it is not drawn")

        host.tap(try XCTUnwrap(host.find(text: "Hide")))
        host.settle()
        let toggled = try XCTUnwrap(host.find(text: "toggled"))
        XCTAssertEqual(host.property(.opacity, of: toggled), 0.2)
        XCTAssertEqual(host.lastMutations.map(\.description), ["set GnomonLabel#\(toggled.id) opacity=0.2"], "0.2 is 51/255")
    }
}

/// A colour picker bound to a colour.
final class ColorPickerTests: XCTestCase {
    @MainActor final class Picks {
        var colors: [Color] = []
    }

    struct Ink: View {
        let picks: Picks
        @State var ink = Color(red: 0.2, green: 0.4, blue: 0.6)
        var body: some View {
            VStack {
                ColorPicker("Ink", selection: Binding(get: { ink }, set: { picks.colors.append($0); ink = $0 }))
                Text("ink \(ink)")
                Button("Model red") { ink = .red }
            }
        }
    }

    @MainActor func testPickingAndModelChanges() async throws {
        let picks = Picks()
        let host = TestHost(Ink(picks: picks))
        XCTAssertTrue(host.dump().contains(##"GtkColorButton accessibility="label: Ink" rgba="#336699" use-alpha=true valign=center"##), host.dump())
        host.pickColor(Color(red: 1, green: 0.5, blue: 0), in: host.findAll("GtkColorButton")[0])
        host.settle()
        XCTAssertEqual(picks.colors.map(\.description), ["#ff8000"])
        XCTAssertNotNil(host.find(text: "ink #ff8000"))
        host.tap(try XCTUnwrap(host.find(text: "Model red")))
        host.settle()
        XCTAssertEqual(host.property(.rgba, of: host.findAll("GtkColorButton")[0])?.description, "#e01b24")
        XCTAssertEqual(picks.colors.count, 1, "the model's colour reached no binding")
    }
}
