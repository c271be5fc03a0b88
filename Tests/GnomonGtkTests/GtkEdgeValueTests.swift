import GnomonCore
import GnomonTesting
import XCTest

/// What users type shows the same in both hosts: every edge string as a label, a toggle's and
/// a button's title, a field's placeholder and text, mounted and then changed to and from it
/// (GTK reads an empty title back as "" or as NULL depending on the widget and on what it
/// held before; both hosts hold it as no title).
final class GtkEdgeValueTests: XCTestCase {
    /// Each place a string goes, with `string` in it.
    private func places(_ string: String) -> [ViewSpec] {
        [.text(string), .toggle(string, isOn: true), .button(string), .field(placeholder: string, text: string)]
    }

    @MainActor func testEveryEdgeStringDumpsTheSameInBothHosts() async {
        let sizeChecks = GtkLogCapture(expecting: GtkDiffOracleTests.sizeCheck)
        let host = GtkTestHost(SpecView(spec: .vstack([])))
        for string in ViewSpecGenerator.edgeStrings {
            for (index, place) in places(string).enumerated() {
                let before = places("title")[index]
                for spec in [place, before, place] {  // mounted, changed away, changed back
                    let view = SpecView(spec: .vstack([spec, .text("below")]))
                    host.update(view)
                    host.settle()
                    XCTAssertEqual(host.dump(), TestHost(view).dump(), "\(spec)")
                }
            }
        }
        XCTAssertEqual(sizeChecks.messages, [], "GTK's size check is silent")
    }

    /// Long and mixed-script text in rows and columns, each other way round, and a row of a
    /// field and a button: GTK's size check ("Expect overlapping widgets") stays silent, as
    /// `GnomonLabel` and `GnomonBoxLayout` measure consistently.
    @MainActor func testWrappingTextInStacksPassesGTKsSizeCheck() async {
        let sizeChecks = GtkLogCapture(expecting: GtkDiffOracleTests.sizeCheck)
        for string in [ViewSpecGenerator.longLine, "שלום עולם", "مرحبا بالعالم", "👩‍👩‍👧 🇫🇷 ✓"] {
            for view in [
                AnyView(VStack { Text(string); Text("below") }),
                AnyView(HStack { Text(string); Text("beside") }),
                AnyView(VStack { HStack { Text(string); Text("beside") }; Text("below") }),
                AnyView(HStack { VStack { Text(string); Text("below") }; Text("beside") }),
                // A row whose field and button have different baselines, in a column.
                AnyView(VStack { VStack { Text(string) }; HStack { TextField("Field", text: .constant(string)); Button("Go") {}; Text(string) } }),
            ] {
                let host = GtkTestHost(view)
                host.settle()
                host.close()
            }
        }
        XCTAssertEqual(sizeChecks.messages, [], "GTK's size check is silent")
    }

    /// The example: an empty toggle title is no title, in both hosts.
    @MainActor func testAnEmptyToggleTitleIsNoTitle() async {
        let view = Toggle("", isOn: .constant(true))
        let expected = "GtkCheckButton active=true halign=center valign=center"
        XCTAssertEqual(GtkTestHost(view).dump(), expected)
        XCTAssertEqual(TestHost(view).dump(), expected)
    }

    @MainActor func testEmptyTooltipsAndPlaceholdersAreNone() async {
        let view = VStack {
            Text("a").help("")
            TextField("", text: .constant(""))
            Button("") {}
        }
        let dump = GtkTestHost(view).dump()
        XCTAssertEqual(dump, TestHost(view).dump())
        XCTAssertFalse(dump.contains("tooltip-text"), dump)
        XCTAssertFalse(dump.contains("placeholder-text"), dump)
        XCTAssertFalse(dump.contains("label=\"\""), dump)
    }
}
