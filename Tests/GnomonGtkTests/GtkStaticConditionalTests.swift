import CGtk
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

/// A `VersionedView` and a `VersionedViewModifier` on GTK show the body for the GTK they run on.
final class GtkVersionedViewTests: XCTestCase {
    struct Marked: VersionedViewModifier {
        func v1Body(content: Content) -> some View { content.styleClass("dim-label") }
        func v3Body(content: Content) -> some View { content.styleClass("accent") }
    }

    struct Running: VersionedView {
        @Environment(\.gtkVersion) private var version
        var v1Body: some View { Text("v1 on \(version.description)").modifier(Marked()) }
        var v3Body: some View { Text("v3 on \(version.description)").modifier(Marked()) }
    }

    @MainActor func testTheRunningGtkChoosesTheBody() async {
        let running = GtkVersion(Int(gtk_get_major_version()), Int(gtk_get_minor_version()))
        let host = GtkTestHost(Running())
        let expected = running < GtkVersion(4, 12) ? "v1 on \(running)" : "v3 on \(running)"
        XCTAssertNotNil(host.find(text: expected), host.dump())
        XCTAssertTrue(host.dump().hasSuffix(running < GtkVersion(4, 12) ? ".dim-label" : ".accent"), host.dump())
        var environment = EnvironmentValues()
        environment.gtkVersion = running
        XCTAssertEqual(host.dump(), TestHost(Running(), environment: environment).dump())
    }
}
