import Foundation
import GnomonCore
import GnomonTesting
import SwiftUIPrograms
import Testing

/// The SwiftUI programs of `SwiftUIPrograms` (each importing Gnomon alone, as it would import
/// SwiftUI), mounted headless and used as a person would.
@Suite("SwiftUI programs") @MainActor
struct SwiftUIProgramTests {
    @Test func theStopwatchRunsOnItsTimerAndKeepsLaps() async throws {
        let host = TestHost(StopwatchView())
        #expect(host.find(text: "0.0") != nil)
        host.tap(try #require(host.find(text: "Start")))
        host.settle()
        let start = ContinuousClock.now
        while host.find(text: "0.0") != nil && ContinuousClock.now - start < .seconds(5) {
            try await Task.sleep(for: .milliseconds(20))
            host.settle()
        }
        #expect(host.find(text: "0.0") == nil, "the timer ticked")
        host.tap(try #require(host.find(text: "Lap")))
        host.tap(try #require(host.find(text: "Stop")))
        host.settle()
        #expect(host.find(text: "Start") != nil)
        #expect(host.dump().contains("Lap 1: "))
        host.tap(try #require(host.find(text: "Reset")))
        host.settle()
        #expect(host.find(text: "0.0") != nil && !host.dump().contains("Lap 1: "))
    }

    @Test func theQuizAlertsAfterEachAnswerAndKeepsTheScore() throws {
        let host = TestHost(QuizView())
        host.tap(try #require(host.find(text: "GNOME")))
        host.settle()
        var shown = try #require(host.presentedDialogs.first)
        #expect(shown.dialog.title == "Right!")
        host.answerDialog(of: shown.widget, with: "Next")
        host.settle()
        #expect(host.find(text: "Score: 1") != nil)
        host.tap(try #require(host.find(text: "a widget")))
        host.settle()
        shown = try #require(host.presentedDialogs.first)
        #expect(shown.dialog.title == "Wrong")
        host.answerDialog(of: shown.widget, with: "Next")
        host.settle()
        #expect(host.find(text: "Done! 1 of 2") != nil)
    }

    @Test func theShoppingListAddsInASheetDeletesAndKeepsItsItems() throws {
        let store = UserDefaults(suiteName: "gnomon-shopping-\(UUID().uuidString)")!
        let host = TestHost(scene: WindowGroup("Shopping") { ShoppingListView().defaultAppStorage(store) })
        host.tap(try #require(host.find(label: "Add")))
        host.settle()
        #expect(host.presentedSheets.map(\.title) == ["New Item"])
        host.type("Bread", into: try #require(host.findAll("GtkEntry").last))
        host.settle()
        host.tap(try #require(host.find(text: "Save")))
        host.settle()
        #expect(host.presentedSheets.isEmpty)
        #expect(host.find(text: "Bread") != nil)
        let saved = try #require(store.data(forKey: "shoppingItems"))
        #expect(try JSONDecoder().decode([String].self, from: saved) == ["Bread"], "kept in @AppStorage")

        let relaunched = TestHost(scene: WindowGroup("Shopping") { ShoppingListView().defaultAppStorage(store) })
        #expect(relaunched.find(text: "Bread") != nil)
        relaunched.deleteRows(in: try #require(relaunched.findAll("GtkListView").first))
        relaunched.settle()
        #expect(relaunched.find(text: "Bread") == nil)
        #expect(try JSONDecoder().decode([String].self, from: try #require(store.data(forKey: "shoppingItems"))) == [])
    }

    @Test func everyProgramHasAPreviewThatMounts() throws {
        let names = Set(Preview.all.map(\.displayName))
        for program in ["Stopwatch", "Quiz", "Shopping list"] {
            #expect(names.contains(program), "\(program)")
            let preview = try #require(Preview.all.first { $0.displayName == program })
            #expect(!TestHost(preview.makeView()).dump().isEmpty)
        }
    }
}
