import Foundation
import GnomonCore
import GnomonTesting
import SwiftUIPrograms
import XCTest

/// The SwiftUI programs in GTK windows, used with real input (pointer clicks, keys typed,
/// dialogs answered by clicking), step by step beside the headless host, whose tree GTK's
/// matches at every step.
final class GtkSwiftUIProgramTests: XCTestCase {
    /// Runs `step` in both hosts, then checks they show the same tree.
    @MainActor private func both(_ gtk: GtkTestHost, _ headless: TestHost, _ step: (any TestingHost) throws -> Void) rethrows {
        try step(gtk)
        try step(headless)
        gtk.settle()
        headless.settle()
        XCTAssertEqual(gtk.dump(), headless.dump())
    }

    @MainActor func testTheQuizIsAnsweredWithClicks() async throws {
        let gtk = GtkTestHost(QuizView())
        let headless = TestHost(QuizView())
        defer { gtk.close() }
        try both(gtk, headless) { $0.tap(try XCTUnwrap($0.find(text: "GNOME"))) }
        XCTAssertEqual(gtk.presentedDialogs.first?.dialog.title, "Right!")
        try both(gtk, headless) { host in
            let shown = try XCTUnwrap(host.presentedDialogs.first)
            host.answerDialog(of: shown.widget, with: "Next")
        }
        XCTAssertNotNil(gtk.find(text: "Score: 1"))
        try both(gtk, headless) { $0.tap(try XCTUnwrap($0.find(text: "a widget"))) }
        XCTAssertEqual(gtk.presentedDialogs.first?.dialog.title, "Wrong")
        try both(gtk, headless) { host in
            host.answerDialog(of: try XCTUnwrap(host.presentedDialogs.first).widget, with: "Next")
        }
        XCTAssertNotNil(gtk.find(text: "Done! 1 of 2"))
    }

    @MainActor func testTheTipCalculatorTakesTheAmountTyped() async throws {
        let scene = WindowGroup("WeSplit") { TipCalculatorView() }
        let gtk = GtkTestHost(scene: scene)
        let headless = TestHost(scene: scene)
        defer { gtk.close() }
        let currency = FloatingPointFormatStyle<Double>.Currency(code: Locale.current.currency?.identifier ?? "USD")
        try both(gtk, headless) { host in
            let amount = try XCTUnwrap(host.findAll("GtkEntry").first)
            host.type("100", into: amount)
        }
        try both(gtk, headless) { $0.submit(try XCTUnwrap($0.findAll("GtkEntry").first)) }
        XCTAssertEqual(gtk.property(.text, of: try XCTUnwrap(gtk.findAll("GtkEntry").first)), 100.0.formatted(currency))
        XCTAssertNotNil(gtk.find(text: 60.0.formatted(currency)), "100 and 20% between two")
        try both(gtk, headless) { $0.tap(try XCTUnwrap($0.find(text: "10%"))) }
        XCTAssertNotNil(gtk.find(text: 55.0.formatted(currency)))
    }

    @MainActor func testTheShoppingListAddsInASheetAndDeletesWithTheKey() async throws {
        let gtkStore = UserDefaults(suiteName: "gnomon-gtk-shopping-\(UUID().uuidString)")!
        let headlessStore = UserDefaults(suiteName: "gnomon-headless-shopping-\(UUID().uuidString)")!
        let gtk = GtkTestHost(scene: WindowGroup("Shopping") { ShoppingListView().defaultAppStorage(gtkStore) })
        let headless = TestHost(scene: WindowGroup("Shopping") { ShoppingListView().defaultAppStorage(headlessStore) })
        defer { gtk.close() }
        try both(gtk, headless) { $0.tap(try XCTUnwrap($0.find(label: "Add"))) }
        XCTAssertEqual(gtk.presentedSheets.map(\.title), ["New Item"])
        try both(gtk, headless) { $0.type("Bread", into: try XCTUnwrap($0.findAll("GtkEntry").last)) }
        try both(gtk, headless) { $0.tap(try XCTUnwrap($0.find(text: "Save"))) }
        XCTAssertTrue(gtk.presentedSheets.isEmpty)
        XCTAssertNotNil(gtk.find(text: "Bread"))
        XCTAssertNotNil(gtkStore.data(forKey: "shoppingItems"), "kept in @AppStorage")
        try both(gtk, headless) { $0.deleteRows(in: try XCTUnwrap($0.findAll("GtkListView").first)) }
        XCTAssertNil(gtk.find(text: "Bread"))
    }
}
