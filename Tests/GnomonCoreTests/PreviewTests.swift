import Gnomon
import GnomonTesting
import SwiftUIPrograms
import Testing

// A preview written in this test file, beside those of `SwiftUIPrograms` (Trips.swift).
#Preview("Written in a test", traits: .fixedLayout(width: 200, height: 100), .landscapeLeft) {
    let greeting = "Hello"
    Text("\(greeting), previews")
}

struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("Hello").previewDisplayName("Short")
            Text("Hello, world").previewDevice("iPhone 15").previewInterfaceOrientation(.landscapeRight)
        }
    }
}

/// `#Preview` and `PreviewProvider`: each one the program declares is in `Preview.all`, with
/// its name, place and traits, and mounts.
@Suite("Previews") @MainActor
struct PreviewTests {
    private func preview(_ name: String) throws -> Preview {
        try #require(Preview.all.first { $0.displayName == name }, "\(Preview.all.map(\.displayName))")
    }

    /// Trips.swift's unnamed `#Preview`, named by its place.
    private var itineraryPreview: String {
        let line = Preview.all.first { $0.fileID == "SwiftUIPrograms/Trips.swift" && $0.name == nil }?.line
        return "Trips.swift:\(line ?? 0)"
    }

    @Test func everyPreviewOfTheProgramIsListedOnceInOrder() {
        let names = Preview.all.map(\.displayName)
        #expect(
            names == [
                // The Gallery's, linked from GalleryViews; then the tests' own and SwiftUIPrograms'.
                "Containers page", "Controls page", "Drawing page", "Form page", "Gallery", "Planet detail", "Lists page", "Navigation page",
                "Pickers page", "Progress page", "Text page", "Written in a test", "Gradients", "Landmarks", "Landmark loading", "Meeting", "Edit Meeting", "Quiz", "Shopping list", "Stopwatch", "Tip Calculator", itineraryPreview,
                "Trip list", "Greeting_Previews", "StopCount_Previews",
            ])
        #expect(itineraryPreview != "Trips.swift:0")
    }

    @Test func aPreviewKeepsItsNamePlaceAndTraits() throws {
        let preview = try preview("Written in a test")
        #expect(preview.fileID == "GnomonCoreTests/PreviewTests.swift")
        #expect(preview.line == 7)
        #expect(preview.traits.map(\.value) == [.layout(.fixed(width: 200, height: 100)), .orientation(.landscapeLeft)])
        #expect(preview.layout == .fixed(width: 200, height: 100))
        #expect(try self.preview("Trip list").layout == .sizeThatFits)
        #expect(try self.preview(itineraryPreview).layout == .device, "no traits")
    }

    @Test func eachPreviewMountsItsBody() throws {
        #expect(TestHost(try preview("Written in a test").makeView()).find(text: "Hello, previews", includingHidden: false) != nil)
        let itinerary = TestHost(try preview(itineraryPreview).makeView())
        itinerary.settle()
        #expect(itinerary.find(text: "1 stops: Lisbon") != nil)
        let trips = TestHost(try preview("Trip list").makeView())
        #expect(trips.find(text: "Lisbon: 12 photos") != nil, "the list with its bundled JSON")
    }

    @Test func aPreviewProvidersViewsCarryTheirPreviewTraits() throws {
        let stops = TestHost(try preview("StopCount_Previews").makeView())
        #expect(stops.find(text: "0 stops: ", includingHidden: false) != nil)
        final class Seen { var names: [String?] = []; var devices: [PreviewDevice?] = [] }
        let seen = Seen()
        _ = TestHost(
            VariadicViewAdapter { Greeting_Previews.previews } content: { subviews in
                let _ = seen.names = subviews.map { $0[PreviewTraitKeys.DisplayName.self] }
                let _ = seen.devices = subviews.map { $0[PreviewTraitKeys.Device.self] }
                subviews
            })
        let (names, devices) = (seen.names, seen.devices)
        #expect(names == ["Short", nil])
        #expect(devices == [nil, "iPhone 15"])
    }

    @Test func aToolListsThePreviewsWithTheirPlaces() {
        let lines = PreviewLaunch.listing().split(separator: "\n")
        #expect(lines.contains("Written in a test\tGnomonCoreTests/PreviewTests.swift:7"))
        #expect(lines.contains("Greeting_Previews\tPreviewProvider"))
        #expect(lines.count == Preview.all.count)
    }

    @Test func aPreviewsWindowTakesItsFixedLayoutTurnedForLandscape() throws {
        let windows = try #require(PreviewLaunch.windows(showing: "Written in a test"))
        #expect(windows.count == 1)
        #expect(windows[0].title == "Written in a test")
        #expect(windows[0].defaultSize.map { [$0.width, $0.height] } == [100, 200], "200 × 100, held on its side")
        #expect(try #require(PreviewLaunch.windows(showing: "Trip list"))[0].defaultSize == nil, "its own size")
        let device = try #require(PreviewLaunch.windows(showing: "Quiz"))[0].defaultSize
        #expect(device.map { [$0.width, $0.height] } == [480, 640], "no layout: a device's window")
    }

    @Test func anUnknownPreviewIsReportedWithTheNamesThereAre() {
        let log = LogCapture(expecting: "No preview is named")
        #expect(PreviewLaunch.windows(showing: "Nope") == nil)
        #expect(log.messages(containing: "error: No preview is named \"Nope\"; the previews are: \"Containers page\", \"Controls page\", ").count == 1)
    }

    @Test func theMacroWritesTheVersionTheRegistryReads() {
        #expect(Preview.recordVersion == 1, "PreviewMacro writes `version: 1`: change both together")
    }
}
