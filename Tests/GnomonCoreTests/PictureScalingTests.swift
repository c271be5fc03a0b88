import Foundation
import GnomonCore
import GnomonTesting
import Testing

/// `Image`'s pictures: shown at their own size, or scaled once `resizable()`, as
/// `scaledToFit()`, `scaledToFill()` and `aspectRatio(contentMode:)` say; icons sized by
/// `imageScale`.
@Suite("Pictures and their scaling") @MainActor
struct PictureScalingTests {
    private let path = "/usr/share/pixmaps/debian-logo.png"

    private func picture(_ view: some View) throws -> (TestHost, WidgetHandle) {
        let host = TestHost(view)
        return (host, try #require(host.findAll("GnomonPicture").first))
    }

    @Test func aPictureShowsAtItsOwnSize() throws {
        let (host, picture) = try picture(Image(contentsOfFile: path))
        #expect(host.property(.file, of: picture) == path)
        #expect(host.property(.imageScaling, of: picture) == .natural)
        #expect(host.property(.hexpand, of: picture) != true)
    }

    @Test func aResizablePictureTakesTheWidthItIsOffered() throws {
        let (host, picture) = try picture(Image(contentsOfFile: path).resizable())
        #expect(host.property(.imageScaling, of: picture) == .stretch)
        #expect(host.property(.hexpand, of: picture) == true)
        #expect(host.property(.vexpand, of: picture) != true, "its proportions give its height")
    }

    @Test func fitAndFillKeepItsProportions() throws {
        let (fitHost, fit) = try picture(Image(contentsOfFile: path).resizable().scaledToFit().frame(width: 50, height: 40))
        #expect(fitHost.property(.imageScaling, of: fit) == .fit)
        #expect(fitHost.property(.widthRequest, of: fit) == 50)
        #expect(fitHost.property(.hexpand, of: fit) != true, "a frame fixes its size")
        let (fillHost, fill) = try picture(Image(contentsOfFile: path).resizable().scaledToFill())
        #expect(fillHost.property(.imageScaling, of: fill) == .fill)
        let (ratioHost, ratio) = try picture(Image(contentsOfFile: path).resizable().aspectRatio(contentMode: .fit))
        #expect(ratioHost.property(.imageScaling, of: ratio) == .fit)
    }

    @Test func theInnermostContentModeDecides() throws {
        let (host, picture) = try picture(Image(contentsOfFile: path).resizable().scaledToFill().scaledToFit())
        #expect(host.property(.imageScaling, of: picture) == .fill)
    }

    @Test func aPictureThatIsNotResizableIgnoresContentModes() throws {
        let (host, picture) = try picture(Image(contentsOfFile: path).scaledToFit())
        #expect(host.property(.imageScaling, of: picture) == .natural)
    }

    @Test func anIconKeepsItsSizeAndFollowsImageScale() throws {
        let host = TestHost(VStack {
            Image(systemName: "star").resizable()
            Image(systemName: "star").imageScale(.large)
            Label("Small", systemImage: "star").imageScale(.small)
        })
        let icons = host.findAll("GtkImage")
        #expect(host.property(.pixelSize, of: icons[0]) == -1)
        #expect(host.property(.pixelSize, of: icons[1]) == 24)
        #expect(host.property(.pixelSize, of: icons[2]) == 12)
    }

    @Test func anImageTurningFromIconToPictureChangesItsWidget() throws {
        struct Probe: View {
            @State var showsPicture = false
            let path: String
            var body: some View {
                VStack {
                    showsPicture ? Image(contentsOfFile: path) : Image(systemName: "star")
                    Button("Swap") { showsPicture.toggle() }
                }
            }
        }
        let host = TestHost(Probe(path: path))
        #expect(host.findAll("GtkImage").count == 1)
        host.tap(try #require(host.find(label: "Swap")))
        host.settle()
        #expect(host.findAll("GtkImage").isEmpty)
        #expect(host.findAll("GnomonPicture").count == 1)
        host.tap(try #require(host.find(label: "Swap")))
        host.settle()
        #expect(host.findAll("GtkImage").count == 1)
    }

    /// `Image(_:scale:orientation:label:)` shows pixels (`ImageRenderer.cgImage`) as a picture
    /// named by its label; an image changing from a file to pixels keeps its widget, and a
    /// decorative one is hidden from screen readers.
    @Test func pixelsShowAsAPictureNamedByItsLabel() throws {
        struct Probe: View {
            @State var showsPixels = false
            let path: String
            let pixels: CGImage
            var body: some View {
                VStack {
                    showsPixels ? Image(pixels, scale: 2, orientation: .right, label: Text("Sales chart")) : Image(contentsOfFile: path)
                    Image(decorative: pixels, scale: 1)
                    Button("Swap") { showsPixels.toggle() }
                }
            }
        }
        let pixels = CGImage((width: 4, height: 2, bytesPerRow: 16, bytes: Data(count: 32)))
        let host = TestHost(Probe(path: path, pixels: pixels))
        let picture = try #require(host.findAll("GnomonPicture").first)
        #expect(host.property(.file, of: picture) == path)
        host.tap(try #require(host.find(label: "Swap")))
        host.settle()
        #expect(host.findAll("GnomonPicture").first == picture, "the same widget")
        #expect(host.property(.file, of: picture) == nil)
        #expect(host.property(.bitmap, of: picture)?.description == "4×2 @2x right")
        #expect(host.property(.bitmap, of: picture)?.size == CGSize(width: 1, height: 2), "turned a quarter, half the pixels a side")
        #expect(host.dump().contains(#"accessibility="label: Sales chart""#), "\(host.dump())")
        let decorative = try #require(host.findAll("GnomonPicture").last)
        #expect(host.property(.bitmap, of: decorative)?.description == "4×2 @1x")
        #expect(host.dump().components(separatedBy: #"accessibility="hidden""#).count == 2, "the decorative one only")
    }
}
