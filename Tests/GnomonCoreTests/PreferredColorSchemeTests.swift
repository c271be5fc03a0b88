import GnomonCore
import GnomonTesting
import Testing

/// `.preferredColorScheme`: the app's style follows what the views ask for, and the views'
/// environment follows the app's style.
@Suite("Preferred color scheme") @MainActor
struct PreferredColorSchemeTests {
    struct Settings: View {
        @State var dark = false
        @Environment(\.colorScheme) private var scheme

        var body: some View {
            VStack {
                Toggle("Dark", isOn: $dark)
                Text(scheme == .dark ? "Dark style" : "Light style")
            }
            .preferredColorScheme(dark ? .dark : nil)
        }
    }

    @Test func theAppTakesTheStyleTheViewsAskFor() throws {
        let host = TestHost(Settings())
        #expect(host.preferredColorScheme == nil)
        #expect(host.find(text: "Light style") != nil)
        host.tap(try #require(host.findAll("GtkCheckButton").first))
        host.settle()
        #expect(host.preferredColorScheme == .dark)
        #expect(host.find(text: "Dark style") != nil)
        host.tap(try #require(host.findAll("GtkCheckButton").first))
        host.settle()
        #expect(host.preferredColorScheme == nil, "nil gives the system its style back")
        #expect(host.find(text: "Light style") != nil)
    }

    @Test func theLastViewThatAsksDecides() throws {
        let host = TestHost(VStack {
            Text("A").preferredColorScheme(.dark)
            Text("B").preferredColorScheme(nil)
            Text("C").preferredColorScheme(.light)
        })
        host.settle()
        #expect(host.preferredColorScheme == .light)
    }
}
