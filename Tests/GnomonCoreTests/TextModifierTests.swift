import GnomonTesting
import XCTest

@testable import GnomonCore

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
            ".gnomon-fg-palette-red-100",
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
            GeneratedStyleClass.rule(for: "gnomon-fg-palette-red-100", dark: false),
            ".gnomon-fg-palette-red-100 { color: alpha(mix(rgb(224, 27, 36), @theme_fg_color, 0.05), 1.0); }",
            "GNOME's red, as text, darkens a little in the light style")
        XCTAssertEqual(
            GeneratedStyleClass.rule(for: "gnomon-fg-palette-red-50", dark: true),
            ".gnomon-fg-palette-red-50 { color: alpha(mix(rgb(224, 27, 36), @theme_fg_color, 0.5), 0.5); }",
            "and lightens in the dark")
        XCTAssertEqual(
            GeneratedStyleClass.rule(for: "gnomon-fg-palette-orange-100", dark: true),
            ".gnomon-fg-palette-orange-100 { color: alpha(rgb(255, 120, 0), 1.0); }", "orange reads on a dark window as it is")
        XCTAssertNil(GeneratedStyleClass.rule(for: "gnomon-fg-palette-vermilion-100"), "not in the palette")
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
        let labels = host.findAll("GnomonLabel")
        XCTAssertEqual(host.property(.justify, of: labels[0]), .center)
        XCTAssertEqual(host.property(.ellipsize, of: labels[1]), .middle)
        XCTAssertEqual(host.property(.labelSelectable, of: labels[2]), true)
        XCTAssertEqual(host.property(.labelSelectable, of: labels[0]), false)
    }
}

extension TextModifierTests {
    /// GNOME's palette as text reads at WCAG AA on GTK's window and view backgrounds in both
    /// styles, moved toward the text colour no further than it must.
    func testPaletteColoursAsTextReadInBothStyles() {
        let light = (text: (0x2E / 255.0, 0x34 / 255.0, 0x36 / 255.0), window: (0xF6 / 255.0, 0xF5 / 255.0, 0xF4 / 255.0))
        let dark = (text: (0xEE / 255.0, 0xEE / 255.0, 0xEC / 255.0), window: (0x35 / 255.0, 0x35 / 255.0, 0x35 / 255.0))
        for name in Color.paletteValues.keys.sorted() {
            let components = Color(.palette(name)).paletteComponents!
            for (isDark, style) in [(false, light), (true, dark)] {
                let weight = ReadableText.weight(for: components, dark: isDark)
                let mixed = ReadableText.mix(components, style.text, weight)
                XCTAssertGreaterThanOrEqual(ReadableText.contrast(mixed, style.window), 4.5, "\(name), dark: \(isDark)")
                if weight > 0 {
                    let less = ReadableText.mix(components, style.text, weight - 0.05)
                    XCTAssertLessThan(ReadableText.contrast(less, style.window), ReadableText.minimumRatio, "\(name) moves no further than it must")
                }
            }
        }
        XCTAssertEqual(ReadableText.weight(for: Color.red.paletteComponents!, dark: true), 0.5)
        XCTAssertEqual(ReadableText.weight(for: Color.purple.paletteComponents!, dark: false), 0, "purple reads on a light window as it is")
    }

    /// Over GTK's theme, in every app: a darker accent behind white text in the light style,
    /// readable links in the dark.
    func testThemeCorrectionsDependOnTheStyle() {
        let light = GeneratedStyleClass.themeCorrections(dark: false)
        XCTAssertTrue(light.contains("button.suggested-action:not(.flat):not(:disabled) { background-image: image(shade(@theme_selected_bg_color, 0.8)); }"), light)
        XCTAssertTrue(light.contains("listview:not(.navigation-sidebar) > row:selected { background-color: shade(@theme_selected_bg_color, 0.8); }"), light)
        XCTAssertFalse(light.contains("link"), light)
        let dark = GeneratedStyleClass.themeCorrections(dark: true)
        XCTAssertTrue(dark.contains("button.link:visited"), dark)
        XCTAssertTrue(dark.contains("{ color: mix(@theme_selected_bg_color, @theme_fg_color, 0.55); }"), dark)
        XCTAssertFalse(dark.contains("suggested-action"), dark)
        for style in [light, dark] { XCTAssertTrue(style.contains("row:selected .dim-label { opacity: 0.9; }"), style) }
    }

    @MainActor func testTintIsAGeneratedClassForTheControlsInside() async {
        let host = TestHost(VStack {
            Toggle("Alarm", isOn: .constant(true)).toggleStyle(.switch)
            Slider(value: .constant(0.5))
        }.tint(.orange))
        XCTAssertTrue(host.dump().hasPrefix("GtkBox orientation=vertical spacing=6 valign=center .gnomon-tint-palette-orange-100"), host.dump())
        let rule = GeneratedStyleClass.rule(for: "gnomon-tint-palette-orange-100", dark: true)!
        XCTAssertTrue(rule.contains(".gnomon-tint-palette-orange-100 highlight"), rule)
        XCTAssertTrue(rule.contains("switch.gnomon-tint-palette-orange-100:checked"), rule)
        XCTAssertTrue(
            rule.hasSuffix("{ background-color: alpha(rgb(255, 120, 0), 1.0); border-color: alpha(rgb(255, 120, 0), 1.0); }"),
            "a tint is the palette's colour in either style: \(rule)")
    }
}

extension TextModifierTests {
    /// Under a line limit a label is given only the lines it can show, so a huge text costs
    /// what is shown: the first lines, cut, and "…" when lines follow.
    @MainActor func testALimitedTextHoldsOnlyWhatItShows() async {
        let long = String(repeating: "word ", count: 200_000)  // 1 MB on one line
        let host = TestHost(VStack {
            Text("Groceries\nMilk\nEggs").lineLimit(1)
            Text("Groceries\nMilk\nEggs").lineLimit(2)
            Text("Groceries\nMilk").lineLimit(2)
            Text(long).lineLimit(1)
            Text("Groceries\nMilk")
            Text("Windows\r\nline ends").lineLimit(1)
        })
        let labels = host.findAll("GnomonLabel").compactMap { host.property(.label, of: $0) }
        XCTAssertEqual(labels[0], "Groceries…")
        XCTAssertEqual(labels[1], "Groceries\nMilk…")
        XCTAssertEqual(labels[2], "Groceries\nMilk")
        XCTAssertEqual(labels[3].count, Text.shownLineLength)
        XCTAssertEqual(labels[4], "Groceries\nMilk", "no limit, every line")
        XCTAssertEqual(labels[5], "Windows…")
    }
}
