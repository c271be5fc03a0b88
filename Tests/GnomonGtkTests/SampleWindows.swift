import Foundation
import GalleryViews
import GnomonCore
import GnomonTesting
import LayoutLabViews
import NotesViews
import XCTest

@testable import CounterViews
@testable import EngineTourViews
@testable import RowsViews

/// Tests that go through every sample's window, Notes keeping its notes in a directory of the
/// test's own, removed after it.
class SampleWindowsTestCase: XCTestCase {
    private var notesDirectory: URL!

    override func setUp() {
        notesDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-samples-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: notesDirectory)
    }

    /// Every sample's window, by name, and how to open it.
    @MainActor func sampleWindows() -> [(String, () -> GtkTestHost)] {
        GnomonGtkTests.sampleWindows(notesIn: notesDirectory)
    }
}

/// Every sample's window, by name, and how to open it: Gallery once per page, Notes with a
/// note in its list and editor, keeping its notes in `directory`.
@MainActor private func sampleWindows(notesIn directory: URL) -> [(String, () -> GtkTestHost)] {
    var windows: [(String, () -> GtkTestHost)] = [
        // The scenes of CounterApp and RowsApp (executables, which tests cannot import).
        ("Counter", { GtkTestHost(scene: WindowGroup("Counter") { CounterView() }.defaultSize(width: 360, height: 240)) }),
        ("Rows", { GtkTestHost(scene: WindowGroup("Rows") { RowsView() }.defaultSize(width: 480, height: 560)) }),
        ("EngineTour", { GtkTestHost(scene: WindowGroup("Engine Tour") { EngineTourView() }.stylesheet(EngineTourView.stylesheet)) }),
    ]
    for page in GalleryPage.allCases {
        windows.append(("Gallery, \(page)", {
            GtkTestHost(scene: WindowGroup("Gallery") { GalleryView(page: page) }.defaultSize(width: 760, height: 620))
        }))
    }
    windows.append(("LayoutLab", {
        GtkTestHost(scene: WindowGroup("Layout Lab") { LayoutLabView() }.defaultSize(width: 860, height: 520))
    }))
    windows.append(("Notes", {
        let host = GtkTestHost(scene: NotesScene(store: NoteStore(file: NotesFile(directory: directory))))
        host.pressKey("n", modifiers: .control)  // a note in the list and in the editor
        host.settle()
        return host
    }))
    return windows
}
