import GnomonCore
import GnomonTesting
import XCTest

/// Static conditions and modifier blocks make the same widgets on GTK as headless.
final class GtkStaticConditionalTests: XCTestCase {
    struct Framed: ViewModifier {
        func body(content: Content) -> some View { content.padding(6).styleClass("frame") }
    }

    struct Dimmed: ViewModifier {
        func body(content: Content) -> some View { content.styleClass("dim-label") }
    }

    struct Showcase: View {
        var body: some View {
            VStack {
                StaticConditionalContent(TrueStaticCondition.self) { Text("true branch") } otherwise: { Button("false") {} }
                StaticConditionalContent(FalseStaticCondition.self) { Text("hidden") }
                StaticConditionalContent(IsEqual<Int, Int>.self) { Image(systemName: "star") }
                Text("framed").modifier { Framed(); Dimmed() }
                Text("dimmed").modifier(StaticConditionalModifier(TrueStaticCondition.self) { Dimmed() })
                Text("plain").modifier(StaticConditionalModifier(FalseStaticCondition.self) { Dimmed() })
            }
        }
    }

    @MainActor func testTheShowcaseDumpsTheSameInBothHosts() async {
        let dump = GtkTestHost(Showcase()).dump()
        XCTAssertEqual(dump, TestHost(Showcase()).dump())
        XCTAssertTrue(dump.contains("label=\"true branch\""), dump)
        XCTAssertFalse(dump.contains("hidden"), dump)
        XCTAssertTrue(dump.contains(".dim-label .frame"), dump)
    }
}
