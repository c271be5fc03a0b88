import Foundation
import GnomonCore
import GnomonTesting
import Testing

/// A draft kept per window, with a button that opens another window of the scene.
private struct DraftEditor: View {
    let scene: String
    @SceneStorage("draft") private var draft = ""
    @SceneStorage("zoom") private var zoom: Double?
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Text("draft \(draft) zoom \(zoom.map { "\($0)" } ?? "none")")
        Button("Type") { draft += "x"; zoom = 1.5 }
        Button("New Window") { openWindow(id: scene) }
    }
}

/// `@SceneStorage`: each window of a scene keeps its own values, which the app's defaults keep
/// for the next launch; a window the user closes while others stay open takes its values with it.
@Suite("@SceneStorage", .serialized) @MainActor
struct SceneStorageTests {
    /// A scene of its own (scene states live as long as the process).
    private let scene = "drafts-\(UUID().uuidString)"

    private func launch() -> TestHost {
        TestHost(scene: WindowGroup("Drafts", id: scene) { DraftEditor(scene: scene) })
    }

    /// The values each window of the scene would find on the next launch.
    private func saved() -> [[String: String]] {
        let store = UserDefaults(suiteName: "gnomon-scene-\(UUID().uuidString)")!
        SceneStates.save(into: store)
        let scenes = store.dictionary(forKey: SceneStates.defaultsKey) as? [String: [[String: Any]]]
        // (Foundation on Linux hands nested values back wrapped in optionals; a cast unwraps.)
        return (scenes?[scene] ?? []).map { $0.mapValues { ($0 as? String) ?? ($0 as? NSNumber)?.stringValue ?? "\($0)" } }
    }

    @Test func eachWindowKeepsItsOwnValues() throws {
        let first = launch()
        first.tap(try #require(first.find(text: "Type")))
        first.tap(try #require(first.find(text: "New Window")))
        first.settle()
        let second = try #require(first.openedWindows.first)
        #expect(second.find(text: "draft  zoom none") != nil, "a new window starts from the defaults")
        second.tap(try #require(second.find(text: "Type")))
        second.tap(try #require(second.find(text: "Type")))
        first.settle()
        second.settle()
        #expect(first.find(text: "draft x zoom 1.5") != nil)
        #expect(second.find(text: "draft xx zoom 1.5") != nil)
        #expect(saved() == [["draft": "x", "zoom": "1.5"], ["draft": "xx", "zoom": "1.5"]])
    }

    @Test func aWindowTheUserClosesTakesItsValuesWithIt() throws {
        let first = launch()
        first.tap(try #require(first.find(text: "New Window")))
        first.settle()
        let second = try #require(first.openedWindows.first)
        second.tap(try #require(second.find(text: "Type")))
        second.settle()
        second.requestClose(quitting: false)
        #expect(saved().isEmpty, "the other window has no values")
        first.tap(try #require(first.find(text: "Type")))
        first.settle()
        first.requestClose(quitting: false)
        #expect(saved() == [["draft": "x", "zoom": "1.5"]], "the last window, whose closing ends the app, keeps them")
    }

    @Test func quittingKeepsEveryWindowsValues() throws {
        let first = launch()
        first.tap(try #require(first.find(text: "Type")))
        first.tap(try #require(first.find(text: "New Window")))
        first.settle()
        let second = try #require(first.openedWindows.first)
        second.tap(try #require(second.find(text: "Type")))
        second.settle()
        first.requestClose(quitting: true)
        #expect(first.isClosed && second.isClosed)
        #expect(saved() == [["draft": "x", "zoom": "1.5"], ["draft": "x", "zoom": "1.5"]])
    }

    @Test func outsideASceneItIsTheViewsOwnState() throws {
        let host = TestHost(DraftEditor(scene: scene))
        host.tap(try #require(host.find(text: "Type")))
        host.settle()
        #expect(host.find(text: "draft x zoom 1.5") != nil)
        let other = TestHost(DraftEditor(scene: scene))
        #expect(other.find(text: "draft  zoom none") != nil, "another view's own, not shared")
    }
}
