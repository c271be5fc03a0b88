import GnomonCore
import GnomonTesting
import XCTest

/// Text modifiers: colours and faces as classes (generated, one per value, with the rule the
/// name spells), and alignment, truncation and selection as label properties.
final class TextModifierTests: XCTestCase {
    @MainActor func testColoursAndFacesAreClasses() async {
        let host = TestHost(VStack {
            Text("Overdue").foregroundStyle(.red)
            Text("Saved").foregroundColor(Color(red: 0, green: 0.5, blue: 1, opacity: 0.5))
            Text("Accent").foregroundStyle(Color.accentColor)
            Text("Dim").foregroundStyle(.secondary).foregroundStyle(.red)  // the innermost wins
            Text("Draft").italic()
            Text("Light").fontWeight(.light)
            Text("Semibold").fontWeight(.semibold)
            Text("Title").italic().fontWeight(.medium).font(.title)
        })
        let classes = host.dump().split(separator: "\n").dropFirst().map { line in
            line.split(separator: " ").filter { $0.hasPrefix(".") }.joined(separator: " ")
        }
        XCTAssertEqual(classes, [
            ".gnomon-fg-e01b24ff",
            ".gnomon-fg-0080ff80",
            ".gnomon-fg-theme-theme_selected_bg_color-100",
            ".dim-label",
            ".gnomon-italic",
            ".gnomon-weight-300",
            ".heading",
            ".gnomon-italic .gnomon-weight-500 .title-2",
        ])
    }

    func testGeneratedClassesSpellTheirRules() {
        XCTAssertEqual(GeneratedStyleClass.rule(for: "gnomon-fg-e01b24ff"), ".gnomon-fg-e01b24ff { color: rgba(224, 27, 36, 1.0); }")
        XCTAssertEqual(
            GeneratedStyleClass.rule(for: "gnomon-fg-theme-theme_fg_color-55"),
            ".gnomon-fg-theme-theme_fg_color-55 { color: alpha(@theme_fg_color, 0.55); }")
        XCTAssertEqual(
            GeneratedStyleClass.rule(for: "gnomon-fg-theme-theme_selected_bg_color-100"),
            ".gnomon-fg-theme-theme_selected_bg_color-100 { color: alpha(mix(@theme_selected_bg_color, @theme_fg_color, 0.55), 1.0); }",
            "the accent, as text, moves toward the text colour")
        XCTAssertEqual(GeneratedStyleClass.rule(for: "dim-label"), ".dim-label { opacity: 0.7; }")
        XCTAssertEqual(GeneratedStyleClass.rule(for: "gnomon-italic"), ".gnomon-italic { font-style: italic; }")
        XCTAssertEqual(GeneratedStyleClass.rule(for: "gnomon-weight-300"), ".gnomon-weight-300 { font-weight: 300; }")
        XCTAssertNil(GeneratedStyleClass.rule(for: "gnomon-fg-nothex!"))
        XCTAssertNil(GeneratedStyleClass.rule(for: "heading"))
    }

    @MainActor func testAlignmentTruncationAndSelection() async {
        let host = TestHost(VStack {
            Text("Centred\nlines").multilineTextAlignment(.center)
            Text("/a/long/path").lineLimit(1).truncationMode(.middle)
            Text("Copy me").textSelection(.enabled)
        })
        let labels = host.findAll("GtkLabel")
        XCTAssertEqual(host.property(.justify, of: labels[0]), .center)
        XCTAssertEqual(host.property(.ellipsize, of: labels[1]), .middle)
        XCTAssertEqual(host.property(.labelSelectable, of: labels[2]), true)
        XCTAssertEqual(host.property(.labelSelectable, of: labels[0]), false)
    }
}

extension TextModifierTests {
    @MainActor func testTintIsAGeneratedClassForTheControlsInside() async {
        let host = TestHost(VStack {
            Toggle("Alarm", isOn: .constant(true)).toggleStyle(.switch)
            Slider(value: .constant(0.5))
        }.tint(.orange))
        XCTAssertTrue(host.dump().hasPrefix("GtkBox orientation=vertical spacing=6 valign=center .gnomon-tint-ff7800ff"), host.dump())
        let rule = GeneratedStyleClass.rule(for: "gnomon-tint-ff7800ff")!
        XCTAssertTrue(rule.contains(".gnomon-tint-ff7800ff highlight"), rule)
        XCTAssertTrue(rule.contains("switch.gnomon-tint-ff7800ff:checked"), rule)
        XCTAssertTrue(rule.hasSuffix("{ background-color: rgba(255, 120, 0, 1.0); border-color: rgba(255, 120, 0, 1.0); }"), rule)
    }
}
