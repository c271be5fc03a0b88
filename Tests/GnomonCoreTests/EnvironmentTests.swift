import GnomonCore
import GnomonTesting
import XCTest

private struct GreetingKey: EnvironmentKey {
    static var defaultValue: String { "Hello" }
}

extension EnvironmentValues {
    var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

struct Greeter: View {
    @Environment(\.greeting) private var greeting
    var body: some View { Text("\(greeting), world") }
}

final class EnvironmentTests: XCTestCase {
    @MainActor func testValuesFlowDownAndInnerOnesWin() async {
        let host = TestHost(VStack {
            Greeter()
            Greeter().environment(\.greeting, "Hi")
            VStack { Greeter().environment(\.greeting, "Hey") }.environment(\.greeting, "Yo")
        })
        XCTAssertEqual(host.findAll("GtkLabel").map { host.property(.label, of: $0) }, [
            .label("Hello, world"), .label("Hi, world"), .label("Hey, world"),
        ])
    }

    @MainActor func testAChangedValueReachesItsReaders() async {
        struct Wrapper: View {
            var greeting: String
            var body: some View { VStack { Greeter() }.environment(\.greeting, greeting) }
        }
        let host = TestHost(Wrapper(greeting: "Hi"))
        host.update(Wrapper(greeting: "Bye"))
        host.settle()
        XCTAssertNotNil(host.find(text: "Bye, world"))
    }

    @MainActor func testToggleStyles() async {
        let host = TestHost(VStack {
            Toggle("Check", isOn: .constant(true))
            Toggle("Switch", isOn: .constant(false)).toggleStyle(.switch)
        })
        XCTAssertEqual(host.dump(), """
            GtkBox orientation=vertical spacing=6 valign=center
              GtkCheckButton active=true halign=center label="Check"
              GtkBox spacing=12
                GtkLabel halign=start hexpand=true label="Switch" natural-wrap-mode=none valign=center wrap=true
                GtkSwitch valign=center
            """)
    }

    @MainActor func testACustomToggleStyle() async throws {
        struct StarStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button { configuration.isOn.toggle() } label: {
                    Image(systemName: configuration.isOn ? "star.fill" : "star")
                }
            }
        }
        struct Starred: View {
            @State var on = false
            var body: some View {
                VStack {
                    Toggle("Star", isOn: $on).toggleStyle(StarStyle())
                    Text(on ? "starred" : "not starred")
                }
            }
        }
        let host = TestHost(Starred())
        let button = try XCTUnwrap(host.findAll("GtkButton").first)
        XCTAssertEqual(host.property(.iconName, of: button), .iconName("non-starred-symbolic"))
        host.tap(button)
        host.settle()
        XCTAssertEqual(host.property(.iconName, of: button), .iconName("starred-symbolic"))
        XCTAssertNotNil(host.find(text: "starred"))
    }
}
