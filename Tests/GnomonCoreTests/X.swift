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
        }.padding()
    }
}

final class SmokeTests: XCTestCase {
    @MainActor func testSmoke() async throws {
        let host = TestHost(Smoke())
        print(host.dump())
        print(host.lastMutations.map(\.description))
        host.tap(host.find(text: "Increment")!)
        host.settle()
        print(host.lastMutations.map(\.description))
        host.tap(host.find(text: "On")!)
        host.settle()
        print(host.lastMutations.map(\.description))
        print(host.dump())
        host.type("Ada", into: host.findAll("GtkEntry")[0])
        host.settle()
        print(host.lastMutations.map(\.description))
    }
}
