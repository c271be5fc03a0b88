import XCTest
import GnomonCore
import GnomonTesting

struct Smoke: View {
    @State var count = 0
    @State var on = false
    @State var name = ""
    var body: some View {
        VStack(spacing: 18) {
            Text("\(count)").styleClass("title-1")
            HStack {
                Button("Decrement") { count -= 1 }.disabled(count == 0)
                Button("Increment") { count += 1 }
            }
            Toggle("On", isOn: $on)
            TextField("Name", text: $name)
            if on { Text("is on") } else { Spacer() }
            Divider()
            ScrollView { Text("a"); Text("b") }
            ZStack { Text("z1"); Image(systemName: "trash") }
            Toggle("Sw", isOn: $on).toggleStyle(.switch)
        }.padding()
    }
}

final class GtkSmokeTests: XCTestCase {
    @MainActor func testSmoke() async throws {
        let gtk = GtkTestHost(Smoke())
        let test = TestHost(Smoke())
        print(gtk.dump())
        XCTAssertEqual(gtk.dump(), test.dump())
        for host in [gtk, test] as [any TestingHost] {
            host.tap(host.find(text: "Increment")!)
            host.settle()
            print(host.lastMutations.map(\.description))
            host.tap(host.find(text: "On")!)
            host.settle()
            print(host.lastMutations.map(\.description))
            host.type("Ada", into: host.findAll("GtkEntry")[0])
            host.settle()
            print(host.lastMutations.map(\.description))
        }
        XCTAssertEqual(gtk.dump(), test.dump())
        print(gtk.dump())
    }
}
