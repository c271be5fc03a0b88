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

    @Test func theTipCalculatorSplitsTheBillWhenTheAmountIsEntered() throws {
        let host = TestHost(scene: WindowGroup("WeSplit") { TipCalculatorView() })
        let amount = try #require(host.findAll("GtkEntry").first)
        let currency = FloatingPointFormatStyle<Double>.Currency(code: Locale.current.currency?.identifier ?? "USD")
        #expect(host.property(.text, of: amount) == 0.0.formatted(currency))
        host.type("100", into: amount)
        host.settle()
        #expect(host.find(text: "Done") != nil, "the toolbar's Done shows while the amount has the focus")
        host.submit(amount)
        host.settle()
        #expect(host.property(.text, of: amount) == 100.0.formatted(currency))
        #expect(host.find(text: 60.0.formatted(currency)) != nil, "100 and 20% between two")
        host.tap(try #require(host.find(text: "10%")))
        host.step(try #require(host.findAll("GtkSpinButton").first), by: 1)
        host.settle()
        #expect(host.find(text: "Number of people: 3") != nil)
        #expect(host.find(text: (110.0 / 3).formatted(currency)) != nil)
    }

    @Test func theMeetingEditorEditsACopyThatDoneKeeps() throws {
        let host = TestHost(scene: WindowGroup("Meetings") { MeetingDetailView() })
        #expect(host.find(text: "10 minutes") != nil)
        host.tap(try #require(host.find(label: "Edit")))
        host.settle()
        let sheet = try #require(host.presentedSheets.first)
        #expect(sheet.title == "Design")
        host.type("Standup", into: try #require(host.findAll("GtkEntry").first))
        host.slide(try #require(host.findAll("GtkScale").first), to: 15)
        host.select("Ocean", in: try #require(host.findAll("GtkDropDown").first))
        host.type("Eve", into: try #require(host.findAll("GtkEntry").last))
        host.settle()
        host.tap(try #require(host.find(label: "Add attendee")))
        host.settle()
        #expect(host.find(text: "15 minutes") != nil)
        host.tap(try #require(host.find(label: "Done")))
        host.settle()
        #expect(host.presentedSheets.isEmpty)
        #expect(host.find(text: "Ocean") != nil)
        #expect(host.find(text: "15 minutes") != nil)
        #expect(host.find(text: "Eve") != nil)
        #expect(host.windowTitle == "Standup")
    }

    @Test func cancellingTheMeetingEditorKeepsTheMeeting() throws {
        let host = TestHost(scene: WindowGroup("Meetings") { MeetingDetailView() })
        host.tap(try #require(host.find(label: "Edit")))
        host.settle()
        host.type("Standup", into: try #require(host.findAll("GtkEntry").first))
        host.tap(try #require(host.find(label: "Cancel")))
        host.settle()
        #expect(host.presentedSheets.isEmpty)
        #expect(!host.dump().contains("Standup"))
    }

    @Test func theLandmarkGridLeadsToEachLandmarksDetails() throws {
        let host = TestHost(scene: WindowGroup("Landmarks") { LandmarkGrid() })
        for name in ["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail", "St. Mary Lake"] {
            #expect(host.find(text: name) != nil, "\(name)'s card, from the bundled JSON")
        }
        #expect(host.findAll("GnomonPicture").count == 4, "each card's picture")
        host.tap(try #require(host.findAll("GtkCheckButton").first))
        host.settle()
        #expect(host.find(text: "Silver Salmon Creek") == nil, "favorites only")
        #expect(host.find(text: "Turtle Rock") != nil)

        host.tap(try #require(host.find(text: "Turtle Rock")))
        host.settle()
        #expect(host.windowTitle == "Turtle Rock")
        #expect(host.find(text: "A granite formation shaped, with some imagination, like a turtle.") != nil)
        host.tap(try #require(host.find(label: "Toggle Favorite")))
        host.settle()
        #expect(host.findAll("GtkImage").contains { host.property(.iconName, of: $0) == "non-starred-symbolic" })
        host.pressBackButton(on: try #require(host.findAll("GtkStack").first))
        host.settle()
        #expect(host.find(text: "Turtle Rock") == nil, "no longer a favorite: the grid shows favorites only")
    }

    @Test func everyProgramHasAPreviewThatMounts() throws {
        let names = Set(Preview.all.map(\.displayName))
        for program in ["Stopwatch", "Quiz", "Shopping list", "Tip Calculator", "Meeting", "Edit Meeting", "Landmarks", "Gradients"] {
            #expect(names.contains(program), "\(program)")
            let preview = try #require(Preview.all.first { $0.displayName == program })
            #expect(!TestHost(preview.makeView()).dump().isEmpty)
        }
    }
}
