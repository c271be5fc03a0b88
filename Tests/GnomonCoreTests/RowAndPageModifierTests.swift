import GnomonCore
import GnomonTesting
import Testing

/// The row and page modifiers iOS code is full of, each doing the nearest GNOME thing:
/// `listRowInsets`, `listRowSeparator`, `listRowBackground`, `navigationBarBackButtonHidden`
/// and `interactiveDismissDisabled`.
@Suite("Row and page modifiers") @MainActor
struct RowAndPageModifierTests {
    @Test func aFormRowTakesItsInsetsSeparatorAndBackground() throws {
        let host = TestHost(
            GnomonCore.Form {
                Text("Plain")
                Text("Tight").listRowInsets(EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4))
                Text("Alone").listRowSeparator(.hidden)
                Text("Above").listRowSeparator(.hidden, edges: .top)
                Text("Warm").listRowBackground(Color.orange)
            })
        let dump = host.dump()
        #expect(dump.contains("GnomonLabel label=\"Plain\" margin-bottom=8 margin-end=12 margin-start=12 margin-top=8"), "\(dump)")
        #expect(dump.contains("GnomonLabel label=\"Tight\" margin-bottom=2 margin-end=4 margin-start=4 margin-top=2"), "\(dump)")
        let rows = host.findAll("GtkListBoxRow")
        #expect(rows.count == 5)
        #expect(host.dump().components(separatedBy: ".gnomon-separator-hidden").count == 2, "only the row that asks loses the line under it")
        #expect(dump.contains("""
                    GtkListBoxRow focusable=false selectable=false
                      GtkBox spacing=6 valign=center
                        GnomonOverlay valign=center
                          GnomonDrawingArea accessibility="hidden" drawing="fill #ff7800 Rectangle"
            """) && dump.contains("GnomonLabel halign=start hexpand=true label=\"Warm\" margin-bottom=8"),
            "the background stands behind the whole row's width, under its room: \(dump)")
    }

    @Test func aListRowPadsItselfByItsInsets() throws {
        let host = TestHost(
            List {
                Text("Edge").listRowInsets(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0))
                Text("Shaded").listRowBackground(Color.gray)
            })
        let dump = host.dump()
        #expect(dump.contains("label=\"Edge\" margin-start=20"), "\(dump)")
        #expect(dump.contains("GnomonOverlay"), "\(dump)")
    }

    struct Quiz: View {
        @State var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                Button("Start") { path.append(1) }
                    .navigationDestination(for: Int.self) { question in
                        VStack {
                            Text("Question \(question)")
                            Button("Next") { path.append(question + 1) }
                        }
                        .navigationBarBackButtonHidden(question == 1)
                    }
            }
        }
    }

    @Test func aPageHidesItsStacksBackButtonWhileOnTop() throws {
        let host = TestHost(scene: WindowGroup("Quiz") { Quiz() })
        host.tap(try #require(host.find(label: "Start")))
        host.settle()
        #expect(host.find(text: "Question 1") != nil)
        #expect(host.find(label: "Back") == nil, "question 1 hides the back button")
        host.pressKey(.leftArrow, modifiers: .option)
        host.pressBackButton(on: host.findAll("GtkStack")[0])
        host.settle()
        #expect(host.find(text: "Question 1") != nil, "neither Alt+Left nor the mouse's back button goes back")
        host.tap(try #require(host.find(label: "Next")))
        host.settle()
        #expect(host.find(label: "Back") != nil, "question 2 keeps it")
        host.tap(try #require(host.find(label: "Back")))
        host.settle()
        #expect(host.find(label: "Back") == nil, "back on question 1, the button goes again")
    }

    struct Editor: View {
        @State var editing = false
        @State var locked = true
        var body: some View {
            Button("Edit") { editing = true }
                .sheet(isPresented: $editing) {
                    Toggle("Locked", isOn: $locked)
                        .navigationTitle("Draft")
                        .interactiveDismissDisabled(locked)
                }
        }
    }

    @Test func aSheetTheUserMayNotCloseStaysOnEscape() throws {
        let host = TestHost(scene: WindowGroup("Editor") { Editor() })
        host.tap(try #require(host.find(label: "Edit")))
        host.settle()
        let sheet = try #require(host.presentedSheets.first)
        #expect(host.property(.deletable, of: sheet.window) == false)
        host.closeSheet(sheet)
        host.settle()
        #expect(host.presentedSheets.count == 1, "Escape does nothing")
        host.tap(try #require(host.find(label: "Locked")))
        host.settle()
        #expect(host.property(.deletable, of: sheet.window) == true)
        host.closeSheet(sheet)
        host.settle()
        #expect(host.presentedSheets.isEmpty)
    }
}
