import Foundation
import GnomonCore
import GnomonTesting
import XCTest

/// Every sample's text reads at WCAG AA (4.5:1) on what is drawn behind it, in the light style
/// and in the dark, measured on the pixels GTK renders: labels, buttons' titles, selected
/// rows, links and coloured text alike.
final class GtkSampleContrastTests: SampleWindowsTestCase {
    @MainActor func testEverySamplesTextReadsInBothStyles() async throws {
        GtkTestHost.initializeGtk()
        defer { setPreferDark(false) }
        for dark in [false, true] {
            setPreferDark(dark)
            var measured = 0
            for (name, open) in sampleWindows() {
                let host = open()
                defer { host.close() }
                host.resize(width: 900, height: 1800)  // tall enough that what the pages scroll to shows too
                let labels = host.textContrasts()
                measured += labels.count
                for label in labels where label.ratio < 4.5 {
                    XCTFail("\(name), \(dark ? "dark" : "light"): \(label)")
                }
            }
            print("Contrast, \(dark ? "dark" : "light"): \(measured) labels measured")
        }
    }

    /// The style changing while a window is open: palette text and links are made again for it.
    @MainActor func testTextFollowsTheStyleWhileTheWindowIsOpen() async throws {
        GtkTestHost.initializeGtk()
        setPreferDark(false)
        defer { setPreferDark(false) }
        let guidelines = try XCTUnwrap(URL(string: "https://developer.gnome.org/hig/"))
        let host = GtkTestHost(VStack {
            Text("Overdue").foregroundStyle(.red)
            Link("Guidelines", destination: guidelines)
        })
        defer { host.close() }
        for dark in [false, true, false] {
            setPreferDark(dark)
            host.settle()
            let labels = host.textContrasts()
            XCTAssertEqual(labels.map { $0.text }, ["Overdue", "Guidelines"])
            for label in labels {
                XCTAssertGreaterThanOrEqual(label.ratio, 4.5, "\(dark ? "dark" : "light"): \(label)")
            }
        }
    }
}
