import GnomonCore
import GnomonTesting
import Testing

// The modifiers of Apple's platforms that GNOME has nothing like: each compiles with a
// deprecation warning that says so (this file's name lets scripts/build-warning-free expect
// them), and changes nothing.

/// A screen as iOS code writes it, with `apple` turning the Apple-only modifiers on.
private struct Screen: View {
    let apple: Bool
    @State private var query = ""

    var body: some View {
        if apple {
            NavigationStack {
                content
                    .navigationBarTitleDisplayMode(.inline)
                    .statusBarHidden()
                    .toolbarBackground(Color.blue, for: .navigationBar)
                    .toolbarBackground(.visible, for: .navigationBar, .tabBar)
                    .toolbarColorScheme(.dark, for: .navigationBar)
                    .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
                    .presentationDragIndicator(.visible)
                    .scrollDismissesKeyboard(.interactively)
                    .hoverEffect(.lift)
                    .submitLabel(.search)
            }
        } else {
            NavigationStack { content }
        }
    }

    private var content: some View {
        List {
            TextField("Search", text: $query)
            Text("Result")
        }
        .navigationTitle("Search")
    }
}

@Suite("Apple-only modifiers") @MainActor
struct AppleOnlyDeprecatedAPITests {
    @Test func eachCompilesAndChangesNothing() {
        let plain = TestHost(scene: WindowGroup("Search") { Screen(apple: false) })
        let apple = TestHost(scene: WindowGroup("Search") { Screen(apple: true) })
        #expect(apple.dump() == plain.dump())
        #expect(apple.windowTitle == "Search")
    }

    @Test func iOSListStylesAreGTKsList() {
        let plain = TestHost(List { Text("Row") }.listStyle(.plain)).dump()
        #expect(TestHost(List { Text("Row") }.listStyle(.insetGrouped)).dump() == plain)
        #expect(TestHost(List { Text("Row") }.listStyle(.grouped)).dump() == plain)
        #expect(TestHost(List { Text("Row") }.listStyle(.inset)).dump() == plain)
    }
}
