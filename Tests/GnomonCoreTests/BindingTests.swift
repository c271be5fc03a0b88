import GnomonCore
import GnomonTesting
import XCTest

struct EditorSettings: Equatable {
    var volume = 5
    var name = "Ada"
}

/// Edits a field of a struct through a binding to one of its members.
struct SettingsEditor: View {
    @State var settings = EditorSettings()

    var body: some View {
        VStack {
            NameField(name: $settings.name)
            Text("\(settings.name) at \(settings.volume)")
        }
    }
}

struct NameField: View {
    @Binding var name: String
    var body: some View { TextField("Name", text: $name) }
}

/// Rows edited through `ForEach($items)`.
struct EditableItems: View {
    @State var items = (1...3).map { Item(id: $0, title: "Item \($0)") }

    var body: some View {
        VStack {
            ForEach($items) { $item in
                TextField("Title", text: $item.title)
            }
            Text(items.map(\.title).joined(separator: ", "))
            Button("Reverse") { items.reverse() }
            Button("Remove first") { items.removeFirst() }
        }
    }
}

final class BindingTests: XCTestCase {
    func testConstantIgnoresWrites() {
        let binding = Binding.constant(3)
        binding.wrappedValue = 4
        XCTAssertEqual(binding.wrappedValue, 3)
    }

    func testGetSetAndMemberBindings() {
        var settings = EditorSettings()
        let binding = Binding(get: { settings }, set: { settings = $0 })
        binding.volume.wrappedValue = 11
        XCTAssertEqual(settings.volume, 11)
        XCTAssertEqual(binding.name.wrappedValue, "Ada")
        XCTAssertEqual(Binding(projectedValue: binding).volume.wrappedValue, 11)
    }

    @MainActor func testAMemberBindingEditsTheOwnersState() async throws {
        let host = TestHost(SettingsEditor())
        host.type("Grace", into: try XCTUnwrap(host.findAll("GtkEntry").first))
        host.settle()
        XCTAssertNotNil(host.find(text: "Grace at 5"))
    }

    @MainActor func testElementBindingsFollowTheirElementWhenRowsMove() async throws {
        let host = TestHost(EditableItems())
        host.tap(try XCTUnwrap(host.find(text: "Reverse")))
        host.settle()
        let first = try XCTUnwrap(host.findAll("GtkEntry").first)
        XCTAssertEqual(host.property(.text, of: first), "Item 3")
        host.type("Three", into: first)
        host.settle()
        XCTAssertNotNil(host.find(text: "Three, Item 2, Item 1"))
    }

    @MainActor func testAnElementBindingWhoseElementIsGoneDropsWrites() async throws {
        final class Captured { var binding: Binding<Item>? }
        struct Rows: View {
            let captured: Captured
            @State var items = [Item(id: 1, title: "one"), Item(id: 2, title: "two")]
            var body: some View {
                VStack {
                    ForEach($items) { $item in
                        let _ = item.id == 1 ? captured.binding = $item : ()
                        Text(item.title)
                    }
                    Button("Remove") { items.removeFirst() }
                    Text(items.map(\.title).joined(separator: "+"))
                }
            }
        }
        let log = LogCapture(expecting: "left its collection")
        let captured = Captured()
        let host = TestHost(Rows(captured: captured))
        let binding = try XCTUnwrap(captured.binding)
        host.tap(try XCTUnwrap(host.find(text: "Remove")))
        host.settle()
        XCTAssertEqual(binding.wrappedValue.title, "one", "reads the last value it saw")
        binding.wrappedValue.title = "edited"
        host.settle()
        XCTAssertNotNil(host.find(text: "two"), "the collection is untouched")
        XCTAssertEqual(log.messages(containing: "left its collection").count, 1)
    }
}
