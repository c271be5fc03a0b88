import Foundation
import GnomonCore
import GnomonTesting
import Testing

/// SwiftUI's everyday small views and modifiers, each doing the nearest GNOME thing.
@Suite("Platform vocabulary") @MainActor
struct PlatformVocabularyTests {
    @Test func contentUnavailableIsAStatusPage() throws {
        let host = TestHost(ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Press Ctrl+N to write one.")))
        let icon = try #require(host.findAll("GtkImage").first)
        #expect(host.property(.pixelSize, of: icon) == 128)
        #expect(host.property(.accessibility, of: icon)?.isHidden == true, "the icon decorates")
        let title = try #require(host.find(text: "No Notes"))
        #expect(host.dump().contains("label=\"No Notes\"") && host.dump().contains(".title-1"))
        #expect(host.property(.justify, of: title) == .center)
        #expect(host.find(text: "Press Ctrl+N to write one.") != nil)
    }

    /// A GNOME window has no safe area: ignoring it changes nothing, and inset content takes
    /// its room beside the view, in a stack.
    @Test func safeAreasAreTheWindowsEdges() throws {
        #expect(TestHost(Color.blue.ignoresSafeArea()).dump() == TestHost(Color.blue).dump())
        let below = TestHost(Text("List").safeAreaInset(edge: .bottom) { Text("Compose") }, width: 200, height: 100)
        below.settle()
        let list = try #require(below.find(text: "List").flatMap(below.frame(of:)))
        let bar = try #require(below.find(text: "Compose").flatMap(below.frame(of:)))
        #expect(bar.minY >= list.maxY, "the bar under the list")
        let beside = TestHost(Text("Canvas").safeAreaInset(edge: .leading, spacing: 8) { Text("Tools") }, width: 200, height: 100)
        beside.settle()
        let tools = try #require(beside.find(text: "Tools").flatMap(beside.frame(of:)))
        let canvas = try #require(beside.find(text: "Canvas").flatMap(beside.frame(of:)))
        #expect(canvas.minX == tools.maxX + 8, "the tools before the canvas, 8 apart")
    }

    @Test func contentUnavailableWithActionsAndSearch() throws {
        var retried = 0
        let host = TestHost(
            ContentUnavailableView {
                Label("No Connection", systemImage: "wifi.slash")
            } description: {
                Text("Check the network.")
            } actions: {
                Button("Try Again") { retried += 1 }
            })
        host.tap(try #require(host.find(label: "Try Again")))
        #expect(retried == 1)
        let search = TestHost(ContentUnavailableView.search(text: "milk"))
        #expect(search.find(text: "No Results for “milk”") != nil)
        #expect(TestHost(ContentUnavailableView.search).find(text: "No Results") != nil)
    }

    @Test func aSymbolsFilledAndCircledFormsAreItsIcon() throws {
        let host = TestHost(VStack {
            Image(systemName: "plus.circle.fill")
            Image(systemName: "xmark.circle")
            Image(systemName: "person.circle")
            Image(systemName: "no.such.symbol.fill")
        })
        let names = host.findAll("GtkImage").map { host.property(.iconName, of: $0) }
        #expect(names == ["list-add-symbolic", "window-close-symbolic", "avatar-default-symbolic", "no.such.symbol.fill"])
    }

    @Test func aSliderHasItsValueLabelsAtItsEnds() throws {
        var level = 0.5
        let volume = Binding(get: { level }, set: { level = $0 })
        let host = TestHost(
            Slider(value: volume, in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            })
        #expect(host.dump().contains("""
            GtkBox spacing=6 valign=center
              GtkImage accessibility="label: Audio volume low" icon-name="audio-volume-low-symbolic" valign=center
              GtkScale accessibility="label: Volume" hexpand=true step-increment=0.05 upper=1 valign=center value=0.5
              GtkImage accessibility="label: Audio volume high" icon-name="audio-volume-high-symbolic" valign=center
            """), "\(host.dump())")
        let old = TestHost(Slider(value: volume, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Level") })
        #expect(old.findAll("GnomonLabel").compactMap { old.property(.label, of: $0) } == ["0", "1"])
    }

    @Test func typeSizesFromTextScalingAndWithinARange() {
        #expect(DynamicTypeSize(textScalingFactor: 1) == .large)
        #expect(DynamicTypeSize(textScalingFactor: 0.8) == .xSmall)
        #expect(DynamicTypeSize(textScalingFactor: 1.25) == .xxLarge)
        #expect(DynamicTypeSize(textScalingFactor: 3) == .accessibility5)
        struct Shown: View {
            @Environment(\.dynamicTypeSize) var size
            var body: some View { Text("\(size)") }
        }
        let host = TestHost(VStack {
            Shown()
            Shown().dynamicTypeSize(.accessibility3)
            Shown().dynamicTypeSize(...DynamicTypeSize.xxLarge).dynamicTypeSize(.accessibility3)
            Shown().dynamicTypeSize(DynamicTypeSize.xLarge...)
        })
        #expect(host.findAll("GnomonLabel").map { host.property(.label, of: $0) } == ["large", "accessibility3", "xxLarge", "xLarge"])
    }

    @Test func accessibilityTraitsAddAndRemove() throws {
        let host = TestHost(VStack {
            Text("Account").accessibilityAddTraits(.isHeader)
            Text("Chosen").accessibilityAddTraits([.isSelected, .updatesFrequently])
            Text("Not chosen").accessibilityRemoveTraits(.isSelected).accessibilityAddTraits(.isSelected)
        })
        let dump = host.dump()
        #expect(dump.contains(#"accessibility="traits: header" halign=center label="Account""#), "\(dump)")
        #expect(dump.contains(#"accessibility="traits: selected, updates frequently" halign=center label="Chosen""#), "\(dump)")
        #expect(dump.contains(#"accessibility="not: selected" halign=center label="Not chosen""#), "the inner modifier wins: \(dump)")
        #expect(AccessibilityTraits([.isHeader, .isButton]).accessibleRole == "heading")
        #expect(AccessibilityTraits.isSelected.accessibleRole == nil)
    }

    @Test func redactedTextAndIconsShowAsBlocks() throws {
        struct Reasons: View {
            @Environment(\.redactionReasons) var reasons
            var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "shown") }
        }
        let host = TestHost(VStack {
            VStack {
                Label("Milk", systemImage: "cart")
                Image(contentsOfFile: "/usr/share/pixmaps/debian-logo.png")
                Text("Total").unredacted()
                Reasons()
            }
            .redacted(reason: .placeholder)
            VStack {
                Text("Visible")
                Text("1234 5678").privacySensitive()
            }
            .redacted(reason: .privacy)
        })
        let lines = host.dump().split(separator: "\n")
        #expect(lines.filter { $0.contains(".gnomon-redacted") }.count == 5, "the icon, the picture and three labels: \(lines)")
        #expect(lines.contains { $0.contains("GnomonPicture") && $0.contains(".gnomon-redacted") }, "\(lines)")
        #expect(lines.contains { $0.contains("GtkImage") && $0.contains(".gnomon-redacted") }, "\(lines)")
        for text in ["Milk", "placeholder", "1234 5678"] {
            #expect(lines.contains { $0.contains("label=\"\(text)\"") && $0.contains(".gnomon-redacted") }, "\(text)")
        }
        for text in ["Total", "Visible"] {
            #expect(lines.contains { $0.contains("label=\"\(text)\"") && !$0.contains(".gnomon-redacted") }, "\(text)")
        }
    }

    @Test func aShareLinkCopiesOrMailsItsItem() throws {
        let url = try #require(URL(string: "https://gnome.org/turtle-rock"))
        let host = TestHost(VStack {
            ShareLink(item: url, subject: Text("Turtle Rock"), message: Text("Look at this"))
            ShareLink("Share Recipe", item: "Two eggs, one cup of flour")
        })
        let menus = host.findAll("GtkMenuButton")
        #expect(menus.count == 2)
        #expect(host.dump().contains(#"label="Share" menu-model="Copy Link, Send by Email…""#), "\(host.dump())")
        host.chooseMenuItem("Copy Link", in: menus[0])
        #expect(host.clipboardText == "https://gnome.org/turtle-rock")
        host.chooseMenuItem("Send by Email…", in: menus[0])
        let mail = try #require(host.openedURLs.last)
        let query = try #require(URLComponents(url: mail, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(mail.scheme == "mailto")
        #expect(query.first { $0.name == "subject" }?.value == "Turtle Rock")
        #expect(query.first { $0.name == "body" }?.value == "Look at this\n\nhttps://gnome.org/turtle-rock")
        host.chooseMenuItem("Copy", in: menus[1])
        #expect(host.clipboardText == "Two eggs, one cup of flour")
    }

    @Test func aSymbolFollowsItsFontAndScale() {
        let host = TestHost(VStack {
            Image(systemName: "star")
            Label("Favorites", systemImage: "star").font(.largeTitle)
            Image(systemName: "star").font(.caption)
            Image(systemName: "star").imageScale(.large)
            Image(systemName: "star").font(.title).imageScale(.small)
            Image(systemName: "star").font(.system(size: 44))
        })
        let sizes = host.findAll("GtkImage").map { host.property(.pixelSize, of: $0) }
        #expect(sizes == [-1, 29, 13, 24, -1, 48], "the theme's 16 (-1) beside body text, scaled as the font and imageScale say")
    }

    @Test func shapesByTheirShortNames() throws {
        let host = TestHost(VStack {
            Text("A").clipShape(.rect(cornerRadius: 8))
            Text("B").clipShape(.capsule)
            Text("C").clipShape(.circle)
            Text("D").background(.blue, in: .rect(cornerRadius: 4))
        })
        let effects = host.findAll("GnomonEffect").compactMap { host.property(.effect, of: $0) }
        #expect(effects == [.clip(.roundedRectangle(cornerRadius: 8)), .clip(.capsule), .clip(.circle)])
        #expect(host.findAll("GnomonDrawingArea").count == 1, "the background's rounded rectangle")
    }

    /// Gradients fill shapes and backgrounds and stroke outlines; `.secondary` is SwiftUI's
    /// hierarchical style, `Color.secondary` the colour.
    @Test func gradientsFillShapesAndBackgrounds() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let host = TestHost(VStack {
            Circle().fill(LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom))
            Text("Sunset").background(RadialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 40))
            AngularGradient(gradient: Gradient(colors: [red, blue]), center: .center)
            Capsule().fill(blue.gradient)
            Rectangle().fill(Color.secondary)
            Rectangle().fill(.secondary)
            Circle().stroke(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing), lineWidth: 4)
            Circle().strokeBorder(AngularGradient(colors: [red, blue], center: .center), style: StrokeStyle(lineWidth: 2, dash: [3]))
            Capsule().stroke(.secondary)
        })
        let drawings = host.findAll("GnomonDrawingArea").compactMap { host.property(.drawing, of: $0)?.description }
        #expect(drawings == [
            "fill linear #ff0000-#0000ff Circle", "fill radial #ff0000-#0000ff Rectangle", "fill angular #ff0000-#0000ff Rectangle",
            "fill linear #0000ff@0.8-#0000ff Capsule", "fill theme_fg_color@0.7 Rectangle",
            "fill theme_fg_color@0.55 Rectangle", "stroke linear #ff0000-#0000ff 4 Circle",
            "stroke angular #ff0000-#0000ff 2 dash 3 inset 1 Circle", "stroke theme_fg_color@0.55 1 Capsule",
        ])
    }

    @Test func aPlainTextFieldHasNoFrame() throws {
        let host = TestHost(VStack {
            TextField("Plain", text: .constant("")).textFieldStyle(.plain)
            TextField("Rounded", text: .constant("")).textFieldStyle(.roundedBorder)
            TextField("Spelled out", text: .constant("")).textFieldStyle(RoundedBorderTextFieldStyle())
        })
        let fields = host.findAll("GtkEntry")
        #expect(fields.map { host.property(.hasFrame, of: $0) } == [false, true, true])
    }

    @Test func aLinkStyledButtonLooksLikeALink() throws {
        var opened = false
        let host = TestHost(Button("Forgot your password?") { opened = true }.buttonStyle(.link))
        let button = try #require(host.find(label: "Forgot your password?"))
        #expect(host.dump().contains(".link"))
        host.tap(button)
        #expect(opened)
    }

    @Test func aStepperWithoutBoundsStepsFreely() throws {
        struct Probe: View {
            @State var count = 0
            var body: some View { Stepper("Count: \(count)", value: $count) }
        }
        let host = TestHost(Probe())
        let stepper = try #require(host.findAll("GtkSpinButton").first)
        host.step(stepper, by: -3)
        host.settle()
        #expect(host.find(text: "Count: -3") != nil)
        #expect(host.property(.lower, of: stepper) == -999_999_999)
    }

    @Test func swipeActionsAreTheRowsContextMenu() throws {
        var deleted: [String] = []
        let host = TestHost(List(["Milk", "Bread"], id: \.self) { item in
            Text(item).swipeActions {
                Button("Delete", role: .destructive) { deleted.append(item) }
            }
        })
        let bread = try #require(host.find(text: "Bread"))
        #expect(host.property(.contextMenu, of: bread)?.description == "Delete (destructive)")
        host.chooseContextMenuItem("Delete", on: bread)
        #expect(deleted == ["Bread"])
    }

    @Test func badgesShowAtTheRowsEnd() throws {
        let host = TestHost(List {
            Label("Inbox", systemImage: "tray").badge(3)
            Label("Sent", systemImage: "paperplane").badge(0)
            Text("Length").badge("10 minutes")
        })
        #expect(host.find(text: "3") != nil)
        #expect(host.find(text: "0") == nil, "a zero count shows no badge")
        #expect(host.dump().contains("GnomonLabel label=\"10 minutes\"") && host.dump().contains(".dim-label"))
    }

    @Test func aBadgedRowKeepsItsTag() throws {
        struct Mailboxes: View {
            @State var selection: String? = nil
            var body: some View {
                VStack {
                    List(selection: $selection) {
                        Label("Inbox", systemImage: "tray").tag("inbox").badge(3)
                        Label("Sent", systemImage: "paperplane").tag("sent")
                    }
                    Text("Chosen: \(selection ?? "none")")
                }
            }
        }
        let host = TestHost(Mailboxes())
        host.clickRow(0, in: try #require(host.findAll("GtkListView").first), modifiers: [])
        host.settle()
        #expect(host.find(text: "Chosen: inbox") != nil)
    }

    @Test func aSplitViewColumnKeepsItsWidth() throws {
        let host = TestHost(NavigationSplitView {
            Text("Sidebar").navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 320)
        } detail: {
            Text("Detail").navigationSplitViewColumnWidth(300)
        })
        #expect(host.property(.widthRequest, of: try #require(host.find(text: "Sidebar"))) == 180)
        #expect(host.property(.widthRequest, of: try #require(host.find(text: "Detail"))) == 300)
    }

    @Test func adaptiveCodeTakesItsCompactBranchAndSavesWhenTheSceneGoesInactive() throws {
        var saves = 0
        struct Screen: View {
            @Environment(\.horizontalSizeClass) private var sizeClass
            @Environment(\.scenePhase) private var scenePhase
            let save: () -> Void
            var body: some View {
                Group {
                    if sizeClass == .compact { VStack { Text("One"); Text("Two") } } else { HStack { Text("One"); Text("Two") } }
                }
                .onChange(of: scenePhase) { _, phase in if phase != .active { save() } }
            }
        }
        let host = TestHost(Screen { saves += 1 })
        #expect(host.findAll("GtkBox").first.flatMap { host.property(.orientation, of: $0) } == .horizontal, "regular at first")
        host.updateEnvironment { $0.horizontalSizeClass = .compact }
        host.settle()
        #expect(host.findAll("GtkBox").first.flatMap { host.property(.orientation, of: $0) } == .vertical)
        host.updateEnvironment { $0.scenePhase = .inactive }
        host.settle()
        #expect(saves == 1)
    }

    @Test func accessibilityValuesHaveTheirDefaultsWithoutASettingsHost() {
        let environment = EnvironmentValues()
        #expect(!environment.accessibilityReduceMotion)
        #expect(!environment.accessibilityVoiceOverEnabled && !environment.accessibilityEnabled)
        #expect(!environment.accessibilityDifferentiateWithoutColor && !environment.accessibilityReduceTransparency)
        #expect(environment.colorSchemeContrast == .standard)
    }

    @Test func formStylesShowGNOMEsGroupedRows() throws {
        let grouped = TestHost(GnomonCore.Form { Toggle("Wi-Fi", isOn: .constant(true)) }.formStyle(.grouped)).dump()
        #expect(grouped == TestHost(GnomonCore.Form { Toggle("Wi-Fi", isOn: .constant(true)) }).dump())
        #expect(grouped == TestHost(GnomonCore.Form { Toggle("Wi-Fi", isOn: .constant(true)) }.formStyle(.columns)).dump())
    }
}
