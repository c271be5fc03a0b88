import GnomonCore
import GnomonTesting
import XCTest

/// A text field and a toggle bound to state, next to an unrelated counter.
struct Form: View {
    @State var name = ""
    @State var agreed = false
    @State var unrelated = 0

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Toggle("Agree", isOn: $agreed)
            Text("Hello, \(name)")
            Button("Unrelated \(unrelated)") { unrelated += 1 }
            Button("Clear") {
                name = ""
                agreed = false
            }
        }
    }
}

/// A text field whose binding ignores writes: the model never takes what is typed.
struct IgnoringField: View {
    @State var unrelated = 0

    var body: some View {
        VStack {
            TextField("Fixed", text: .constant(""))
            Button("Unrelated \(unrelated)") { unrelated += 1 }
        }
    }
}

/// A text field whose binding stores an upper-cased copy of what is typed.
struct ShoutingField: View {
    @State var text = ""

    var body: some View {
        TextField("Shout", text: Binding(get: { text }, set: { text = $0.uppercased() }))
    }
}

/// What the user types or toggles survives updates; a model write reaches the widget only when
/// the model changed.
final class InputTests: XCTestCase {
    @MainActor func testTypingIsNotWrittenBackWhenTheModelTakesIt() async throws {
        let host = TestHost(Form())
        let field = try XCTUnwrap(host.findAll("GtkEntry").first)
        host.type("Ada", into: field)
        host.settle()
        XCTAssertEqual(host.lastMutations.map(\.widget), ["GnomonLabel"], "only the greeting changes")
        XCTAssertEqual(host.property(.text, of: field), "Ada")
        XCTAssertNotNil(host.find(text: "Hello, Ada"))
    }

    @MainActor func testTypingSurvivesAnUnrelatedUpdate() async throws {
        let host = TestHost(IgnoringField())
        let field = try XCTUnwrap(host.findAll("GtkEntry").first)
        host.type("draft", into: field)
        host.settle()
        host.tap(try XCTUnwrap(host.find(text: "Unrelated 0")))
        host.settle()
        XCTAssertEqual(host.property(.text, of: field), "draft", "the model did not change, so the text stays")
        XCTAssertFalse(host.lastMutations.contains { $0.widgetID == field.id })
    }

    @MainActor func testAModelChangeReplacesWhatWasTyped() async throws {
        let host = TestHost(Form())
        let field = try XCTUnwrap(host.findAll("GtkEntry").first)
        let toggle = try XCTUnwrap(host.findAll("GtkCheckButton").first)
        host.type("Ada", into: field)
        host.tap(toggle)
        host.settle()
        host.tap(try XCTUnwrap(host.find(text: "Clear")))
        host.settle()
        XCTAssertEqual(host.property(.text, of: field), "")
        XCTAssertEqual(host.property(.active, of: toggle), false)
        XCTAssertTrue(host.lastMutations.contains { $0.widgetID == field.id && $0.property == "text" })
    }

    @MainActor func testATransformingBindingWritesItsValueBack() async throws {
        let host = TestHost(ShoutingField())
        let field = try XCTUnwrap(host.findAll("GtkEntry").first)
        host.type("hey", into: field)
        host.settle()
        XCTAssertEqual(host.property(.text, of: field), "HEY")
        XCTAssertEqual(host.lastMutations.map(\.description), ["set GtkEntry#\(field.id) text=\"HEY\""])
    }

    @MainActor func testTogglingIsNotWrittenBack() async throws {
        let host = TestHost(Form())
        let toggle = try XCTUnwrap(host.findAll("GtkCheckButton").first)
        host.tap(toggle)
        host.settle()
        XCTAssertEqual(host.lastMutations, [])
        XCTAssertEqual(host.property(.active, of: toggle), true)
    }

    @MainActor func testDisabledControlsIgnoreInput() async throws {
        struct Disabled: View {
            @State var text = ""
            @State var on = false
            var body: some View {
                VStack {
                    TextField("Name", text: $text)
                    Toggle("On", isOn: $on)
                    Text("\(text) \(on)")
                }
                .disabled(true)
            }
        }
        let host = TestHost(Disabled())
        host.type("x", into: try XCTUnwrap(host.findAll("GtkEntry").first))
        host.tap(try XCTUnwrap(host.findAll("GtkCheckButton").first))
        host.settle()
        XCTAssertNotNil(host.find(text: " false"))
    }
}

/// Enter in a text field runs the `onSubmit` actions around it.
final class SubmitTests: XCTestCase {
    @MainActor final class Log {
        var entries: [String] = []
    }

    struct SignIn: View {
        let log: Log
        @State var name = ""
        @State var password = ""

        var body: some View {
            VStack {
                TextField("Name", text: $name)
                    .onSubmit { log.entries.append("name \(name)") }
                SecureField("Password", text: $password)
                Button("Sign in") {}
            }
            .onSubmit { log.entries.append("form \(name)/\(password)") }
        }
    }

    @MainActor func testEnterRunsTheActionsAroundTheFieldInnermostFirst() async {
        let log = Log()
        let host = TestHost(SignIn(log: log))
        host.type("ada", into: host.findAll("GtkEntry")[0])
        host.settle()
        host.submit(host.findAll("GtkEntry")[0])
        host.type("secret", into: host.findAll("GtkPasswordEntry")[0])
        host.settle()
        host.submit(host.findAll("GtkPasswordEntry")[0])
        XCTAssertEqual(log.entries, ["name ada", "form ada/", "form ada/secret"])
    }
}
