import GnomonTesting
import XCTest

import GnomonCore

struct BadgeTrait: ViewTraitKey {
    static let defaultValue = 0
}

/// Shows each subview's id, tag and badge as labels.
struct SubviewReport<Source: View>: View {
    @ViewBuilder var source: Source
    var body: some View {
        VariadicViewAdapter(source: source) { children in
            ForEachSubview(children) { index, child in
                Text("\(index): id \(child.id(as: String.self) ?? "-") int \(child.id(as: Int.self).map(String.init) ?? "-") tag \(child.tag(as: String.self) ?? "-") badge \(child[BadgeTrait.self])")
            }
        }
    }
}

/// Keeps a count of its own, so a test sees whether a row was rebuilt.
struct CountingRow: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

/// Three rows labelled by the subviews' source as they are.
struct Fruits: View {
    var names: [String]
    var body: some View {
        VStack {
            VariadicViewAdapter {
                ForEach(names, id: \.self) { CountingRow(name: $0) }
            } content: { children in
                ForEachSubview(children) { _, child in child.padding(2) }
            }
        }
    }
}

final class VariadicViewTests: XCTestCase {
    @MainActor func testSubviewsCarryTheirIdsTagsAndTraits() async {
        let view = SubviewReport {
            Text("a").tag("first")
            ForEach(["x", "y"], id: \.self) { Text($0).trait(BadgeTrait.self, 7) }
            Text("c").id("explicit").trait(BadgeTrait.self, 1).trait(BadgeTrait.self, 2)  // the nearest wins
            if true { Text("d") }
            Group { Text("e"); Text("f").tag("g") }
            EmptyView()
        }
        XCTAssertEqual(TestHost(view).dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GnomonLabel halign=center label="0: id - int 0 tag first badge 0" natural-wrap-mode=none wrap=true
              GnomonLabel halign=center label="1: id x int - tag - badge 7" natural-wrap-mode=none wrap=true
              GnomonLabel halign=center label="2: id y int - tag - badge 7" natural-wrap-mode=none wrap=true
              GnomonLabel halign=center label="3: id explicit int - tag - badge 1" natural-wrap-mode=none wrap=true
              GnomonLabel halign=center label="4: id - int 4 tag - badge 0" natural-wrap-mode=none wrap=true
              GnomonLabel halign=center label="5: id - int 5 tag - badge 0" natural-wrap-mode=none wrap=true
              GnomonLabel halign=center label="6: id - int 6 tag g badge 0" natural-wrap-mode=none wrap=true
            """)
    }

    /// Traits change nothing where no container reads them.
    @MainActor func testTraitsAndTagsAreInvisibleOutsideAContainer() async {
        XCTAssertEqual(
            TestHost(Text("a").tag(1).trait(BadgeTrait.self, 3)).dump(), TestHost(Text("a")).dump())
    }

    /// A reordered source moves its subviews, with their state, as a keyed ForEach moves rows.
    @MainActor func testSubviewsKeepTheirIdentityAcrossAReorder() async throws {
        let host = TestHost(Fruits(names: ["apple", "pear", "plum"]))
        let pear = try XCTUnwrap(host.findAll("GtkButton").first { host.property(.label, of: $0) == "pear 0" })
        host.tap(pear)
        host.settle()
        host.update(Fruits(names: ["plum", "pear", "apple"]))
        host.settle()
        let labels = host.findAll("GtkButton").map { host.property(.label, of: $0) }
        XCTAssertEqual(labels, ["plum 0", "pear 1", "apple 0"])
        XCTAssertEqual(host.lastMutations.filter { $0.description.hasPrefix("create") || $0.description.hasPrefix("insert") }, [])
        XCTAssertEqual(host.lastMutations.count, 2, "\(host.lastMutations)")  // n − LIS = 2 moves
        XCTAssertEqual(host.findAll("GtkButton")[1], pear)
    }

    @MainActor func testAModifierOnSeveralViewsAppliesToEachSubview() async {
        let view = SubviewReport {
            Group { Text("a"); Text("b") }.tag("both")
        }
        XCTAssertTrue(TestHost(view).dump().contains("0: id - int 0 tag both"))
        let padded = VariadicViewAdapter {
            Group { Text("a"); Text("b") }.padding(3)
        } content: { children in
            HStack { children }
        }
        XCTAssertEqual(TestHost(padded).dump(), """
            GtkBox halign=center spacing=6 valign=center
              GnomonLabel label="a" margin-bottom=3 margin-end=3 margin-start=3 margin-top=3 natural-wrap-mode=none valign=center wrap=true
              GnomonLabel label="b" margin-bottom=3 margin-end=3 margin-start=3 margin-top=3 natural-wrap-mode=none valign=center wrap=true
            """)
    }

    /// A view made of several views, and keeping no state, is its body's subviews; one with
    /// state is one subview.
    @MainActor func testCustomViewsFlattenUnlessTheyKeepState() async {
        struct Pair: View {
            var body: some View { Text("1"); Text("2") }
        }
        struct StatefulPair: View {
            @State var on = false
            var body: some View { Text("3"); Text("4") }
        }
        let view = VariadicViewAdapter {
            Pair()
            StatefulPair()
        } content: { children in
            Text("\(children.count) subviews")
        }
        XCTAssertTrue(TestHost(view).dump().contains("3 subviews"))
    }

    @MainActor func testSectionsGroupTheirHeaderContentAndFooter() async {
        let view = VariadicViewAdapter {
            Text("loose")
            Section("Fruit") {
                Text("apple")
                Text("pear")
            } footer: {
                Text("in season")
            }
            Section { Text("kale") } header: { Text("Greens") }
        } content: { children in
            VStack {
                ForEach(children.sections) { section in
                    Text("\(section.header.count) header, \(section.content.count) content, \(section.footer.count) footer")
                }
            }
        }
        XCTAssertEqual(TestHost(view).dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GnomonLabel halign=center label="0 header, 1 content, 0 footer" natural-wrap-mode=none wrap=true
              GnomonLabel halign=center label="1 header, 2 content, 1 footer" natural-wrap-mode=none wrap=true
              GnomonLabel halign=center label="1 header, 1 content, 0 footer" natural-wrap-mode=none wrap=true
            """)
        // Outside a container, a section is its header, content and footer in a row.
        XCTAssertEqual(TestHost(VStack { Section("H") { Text("c") } }).dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GnomonLabel halign=center label="H" natural-wrap-mode=none wrap=true
              GnomonLabel halign=center label="c" natural-wrap-mode=none wrap=true
            """)
    }

    /// A picker built as users build one: the selected subview gets a checkmark, and tapping
    /// another moves it.
    @MainActor func testAPickerOnTheAdapterSelectsByTag() async throws {
        struct Picker: View {
            @State var selection = "pear"
            var body: some View {
                VariadicViewAdapter {
                    Text("Apple").tag("apple")
                    Text("Pear").tag("pear")
                } content: { children in
                    VStack {
                        ForEachSubview(children) { _, child in
                            Button { selection = child.tag(as: String.self)! } label: {
                                HStack {
                                    child
                                    if child.tag(as: String.self) == selection { Image(systemName: "checkmark") }
                                }
                            }
                        }
                    }
                }
            }
        }
        let host = TestHost(Picker())
        XCTAssertEqual(host.findAll("GtkImage").count, 1)
        XCTAssertEqual(host.dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GtkButton halign=center
                GtkBox halign=center spacing=6 valign=center
                  GnomonLabel label="Apple" natural-wrap-mode=none valign=center wrap=true
              GtkButton halign=center
                GtkBox halign=center spacing=6 valign=center
                  GnomonLabel label="Pear" natural-wrap-mode=none valign=center wrap=true
                  GtkImage accessibility="label: Object select" icon-name="object-select-symbolic" valign=center
            """)
        host.tap(host.findAll("GtkButton")[0])
        host.settle()
        XCTAssertEqual(host.dump(), TestHost(Picker(selection: "apple")).dump())
    }
}
