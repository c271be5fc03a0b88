import Foundation
import GalleryViews
import GnomonCore
import GnomonTesting
import NotesViews
import XCTest

/// Every sample's windows as a screen reader meets them, read over AT-SPI: every control the
/// keyboard can reach has a role and a name of its own, and nothing Gnomon makes is named after
/// its GTK class.
final class GtkSampleAccessibilityTests: SampleWindowsTestCase {
    /// What the check found in one window.
    struct Findings {
        /// Focusable objects that are controls (not containers), each with a role and a name.
        var controls = 0
        var problems: [String] = []
    }

    /// Roles that group what is inside them (panes, lists, scrolled areas): a screen reader
    /// reads their items, and an empty name is theirs by design.
    static let containerRoles: Set<String> = ["filler", "panel", "scroll pane", "list", "table", "frame"]

    /// The parts GTK's composite widgets make for themselves, which no Gnomon view makes and
    /// GTK 4.8 names by class: a scrolled window's bars, a check button's box, a paned's handle,
    /// a password entry's peek icon, a drop-down's popover of items.
    static let partsOfGtk = [
        #"scroll bar "GtkScrollbar""#, #"filler "GtkRange""#, #"filler "GtkBuiltinIcon""#, #"filler "GtkPanedHandle""#,
        #"image "GtkImage" description="Show Text""#, #"filler "GtkListItemWidget""#, #"panel "GtkStackPage""#,
    ]

    /// Checks each line of an accessibility tree (`AccessibilityTree.read()`'s format).
    static func check(_ tree: String) -> Findings {
        var findings = Findings()
        for line in tree.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let role = String(line.prefix { $0 != "\"" && $0 != "[" }).trimmingCharacters(in: .whitespaces)
            let name = line.split(separator: "\"", maxSplits: 2, omittingEmptySubsequences: false).dropFirst().first.map(String.init) ?? ""
            let isGtkClass = name.hasPrefix("Gtk") && name.dropFirst(3).first?.isUppercase == true
            if isGtkClass && !partsOfGtk.contains(where: line.hasPrefix) {
                findings.problems.append("named by its GTK class: \(line)")
            }
            guard line.hasSuffix("]"), line.contains("focusable"), !containerRoles.contains(role) else { continue }
            findings.controls += 1
            if role.isEmpty || role == "unknown" || role == "invalid" { findings.problems.append("no role: \(line)") }
            if name.isEmpty && !partsOfGtk.contains(where: line.hasPrefix) { findings.problems.append("no name: \(line)") }
        }
        return findings
    }

    /// The check itself fails on what it is there to catch.
    func testTheCheckFindsUnnamedControlsAndClassNames() {
        let findings = Self.check(
            """
            frame "Gallery"
              list [focusable]
                list item "Controls" [focusable]
                list item [focusable]
              push button "GtkButton" [focusable]
              scroll bar "GtkScrollbar"
              filler "GtkPaned" [focusable]
            """)
        XCTAssertEqual(findings.controls, 3)
        XCTAssertEqual(findings.problems, [
            "no name: list item [focusable]",
            #"named by its GTK class: push button "GtkButton" [focusable]"#,
            #"named by its GTK class: filler "GtkPaned" [focusable]"#,
        ])
    }

    @MainActor func testEverySamplesControlsHaveARoleAndAName() async throws {
        var counts: [String] = []
        for (name, open) in sampleWindows() {
            let host = open()
            defer { host.close() }
            let findings = Self.check(host.accessibleTree())
            XCTAssertEqual(findings.problems, [], name)
            XCTAssertGreaterThan(findings.controls, 0, "\(name) has controls to check")
            counts.append("\(name): \(findings.controls)")
        }
        print("AT-SPI check, focusable controls with a role and a name: \(counts.joined(separator: "; "))")
    }
}
