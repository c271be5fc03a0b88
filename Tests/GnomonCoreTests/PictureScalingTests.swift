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
}
