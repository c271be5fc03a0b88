import GnomonCore
import GnomonTesting
import XCTest

/// `.controlSize`: each control in the view takes the generated class of its size, the
/// innermost size winning; a change of size restyles the controls and runs no body.
final class ControlSizeTests: XCTestCase {
    struct Toolbar: View {
        var size: ControlSize
        @State private var text = ""
        @State private var choice = 0
        var body: some View {
            VStack {
                Text("Tools")
                Button("Bold") {}
                TextField("Find", text: $text)
                Picker("Zoom", selection: $choice) {
                    Text("Fit").tag(0)
                    Text("100%").tag(1)
                }
                Button("Go") {}.controlSize(.large)
            }
            .controlSize(size)
        }
    }

    @MainActor private func classes(_ host: TestHost) -> [String] {
        host.dump().split(separator: "\n").compactMap { line in
            guard line.contains("gnomon-control") else { return nil }
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
            return "\(words[0]) " + words.filter { $0.hasPrefix(".gnomon-control") }.joined(separator: " ")
        }
    }

    @MainActor func testEachControlTakesItsSizeInnermostFirst() async {
        let host = TestHost(Toolbar(size: .small))
        XCTAssertEqual(classes(host), [
            "GtkButton .gnomon-control-small", "GtkEntry .gnomon-control-small", "GtkDropDown .gnomon-control-small",
            "GtkButton .gnomon-control-large",
        ])
        XCTAssertFalse(host.dump().contains("GnomonLabel label=\"Tools\" .gnomon"), "text is no control")
        host.update(Toolbar(size: .regular))
        XCTAssertEqual(host.lastBodyEvaluations, ["Toolbar"])
        XCTAssertEqual(classes(host), ["GtkButton .gnomon-control-large"])
    }

    @MainActor func testTheHostsEnvironmentSizesControlsTooAsItChanges() async {
        let host = TestHost(HStack { Button("Save") {}; Text("Saved") })
        host.updateEnvironment { $0.controlSize = .large }
        host.settle()
        XCTAssertTrue(host.dump().contains("GtkButton label=\"Save\" valign=center .gnomon-control-large"), host.dump())
        XCTAssertEqual(host.lastBodyEvaluations, [], "the button restyles; no body runs")
    }

    func testTheRulesSizeButtonsFieldsAndTheButtonsOfDropDowns() {
        XCTAssertEqual(
            GeneratedStyleClass.rule(for: "gnomon-control-small"),
            "button.gnomon-control-small, entry.gnomon-control-small, spinbutton.gnomon-control-small, .gnomon-control-small > button "
                + "{ min-height: 18px; padding: 1px 6px; font-size: small; }")
        XCTAssertEqual(
            GeneratedStyleClass.rule(for: "gnomon-control-large"),
            "button.gnomon-control-large, entry.gnomon-control-large, spinbutton.gnomon-control-large, .gnomon-control-large > button "
                + "{ min-height: 28px; padding: 7px 18px; }")
        XCTAssertNil(GeneratedStyleClass.rule(for: "gnomon-control-huge"))
    }
}
