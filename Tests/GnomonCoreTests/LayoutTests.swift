import GnomonCore
import GnomonTesting
import XCTest

/// SwiftUI's layout semantics as GTK properties.
final class LayoutTests: XCTestCase {
    @MainActor func testStackAlignmentPlacesChildrenThatDoNotExpand() async {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Text("label")
            TextField("field", text: .constant(""))
        })
        XCTAssertEqual(host.dump(), """
            GtkBox orientation=vertical valign=center
              GnomonLabel halign=start label="label" natural-wrap-mode=none wrap=true xalign=0
              GtkEntry accessibility="label: field" hexpand=true placeholder-text="field"
            """, "the stack expands sideways with its field (so it fills the width) and is centered vertically")
    }

    @MainActor func testASpacerMakesItsStackExpand() async {
        let host = TestHost(VStack {
            HStack { Text("a"); Spacer(); Text("b") }
            HStack(alignment: .top) { Text("c") }
        })
        XCTAssertEqual(host.dump(), """
            GtkBox orientation=vertical spacing=6 valign=center
              GtkBox spacing=6
                GnomonLabel label="a" natural-wrap-mode=none valign=center wrap=true
                GtkBox hexpand=true
                GnomonLabel label="b" natural-wrap-mode=none valign=center wrap=true
              GtkBox halign=center spacing=6
                GnomonLabel label="c" natural-wrap-mode=none valign=start wrap=true
            """)
    }

    @MainActor func testExpansionFollowsChildrenAsTheyComeAndGo() async {
        struct Maybe: View {
            var grow: Bool
            var body: some View {
                VStack {
                    HStack {
                        Text("x")
                        if grow { Spacer() }
                    }
                }
            }
        }
        let host = TestHost(Maybe(grow: false))
        host.update(Maybe(grow: true))
        host.settle()
        XCTAssertEqual(host.dump(), TestHost(Maybe(grow: true)).dump())
        host.update(Maybe(grow: false))
        host.settle()
        XCTAssertEqual(host.dump(), TestHost(Maybe(grow: false)).dump())
    }

    /// A fixed frame offers its view its size and takes that size, whatever the view chooses
    /// (SwiftUI's `frame(width:height:alignment:)`; Swift Talk 225): text is cut to it, a
    /// field is as wide, a view placed in it by the alignment. GTK's size request, which
    /// the frame used to be, is a minimum only: the field was 168 wide, the text its whole line.
    @MainActor func testAFixedFrameOffersItsSizeAndTakesIt() async throws {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Text("a").padding(10).frame(width: 100, height: 40, alignment: .leading)
            TextField("b", text: .constant("")).frame(width: 80)
            Text("A line much longer than its frame").lineLimit(1).frame(width: 120)
            Color.red.frame(width: 50, height: 10)
        }, width: 400, height: 300)
        XCTAssertEqual(host.dump(), """
            GtkBox halign=center orientation=vertical valign=center
              GnomonLayout halign=start hexpand=false layout="_FlexibleFrameLayout" vexpand=false
                GnomonLabel label="a" margin-bottom=10 margin-end=10 margin-start=10 margin-top=10 natural-wrap-mode=none wrap=true
              GnomonLayout halign=start hexpand=false layout="_FlexibleFrameLayout"
                GtkEntry accessibility="label: b" hexpand=true placeholder-text="b"
              GnomonLayout halign=start hexpand=false layout="_FlexibleFrameLayout"
                GnomonLabel ellipsize=end label="A line much longer than its frame"
              GnomonDrawingArea accessibility="hidden" drawing="fill #e01b24 Rectangle" halign=start height-request=10 hexpand=false vexpand=false width-request=50
            """)
        let frames = try host.findAll("GnomonLayout").map { try XCTUnwrap(host.frame(of: $0)) }
        XCTAssertEqual(frames.map(\.size), [CGSize(width: 100, height: 40), CGSize(width: 80, height: frames[1].height), CGSize(width: 120, height: frames[2].height)])
        let label = try XCTUnwrap(host.frame(of: host.findAll("GnomonLabel")[0]))
        XCTAssertEqual(label.minX, frames[0].minX + 10, "the padded text at the frame's leading edge")
        XCTAssertEqual(label.midY, frames[0].midY)
        XCTAssertEqual(host.frame(of: host.findAll("GtkEntry")[0]), frames[1], "the field as wide as its frame")
        XCTAssertEqual(host.frame(of: host.findAll("GnomonLabel")[1])?.width, 120, "the line cut to its frame")
    }

    /// Around a view that takes the size it is offered (a colour, a shape, a picture), a fixed
    /// frame is GTK's size request, which padding inside counts towards.
    @MainActor func testAFixedFrameAroundAFillingViewIsASizeRequest() async {
        let host = TestHost(Color.red.padding(10).frame(width: 100, height: 40))
        XCTAssertEqual(host.dump(), """
            GnomonDrawingArea accessibility="hidden" drawing="fill #e01b24 Rectangle" halign=center height-request=20 hexpand=false margin-bottom=10 margin-end=10 margin-start=10 margin-top=10 valign=center vexpand=false width-request=80
            """)
    }

    @MainActor func testFlexibleFramesExpandAndAlignContent() async {
        let host = TestHost(VStack {
            Text("a").frame(maxWidth: .infinity, alignment: .leading)
            Button("b") {}.frame(minWidth: 120, maxWidth: .infinity)
            TextField("c", text: .constant("")).frame(maxWidth: .infinity, alignment: .trailing)
        })
        XCTAssertEqual(host.dump(), """
            GtkBox orientation=vertical spacing=6 valign=center
              GnomonLabel halign=start hexpand=true label="a" natural-wrap-mode=none wrap=true xalign=0
              GtkButton halign=center hexpand=true label="b" width-request=120
              GtkEntry accessibility="label: c" hexpand=true placeholder-text="c"
            """, "content that fills the frame ignores its alignment")
    }

    @MainActor func testDividersAndScrollViews() async {
        let host = TestHost(HStack {
            Text("a")
            Divider()
            ScrollView(.horizontal, showsIndicators: false) { Text("b") }
        })
        XCTAssertEqual(host.dump(), """
            GtkBox spacing=6
              GnomonLabel label="a" natural-wrap-mode=none valign=center wrap=true
              GtkSeparator orientation=vertical
              GtkScrolledWindow hexpand=true hscrollbar-policy=external vexpand=true vscrollbar-policy=never .context-scroll-view
                GnomonLabel halign=start label="b" natural-wrap-mode=none valign=center wrap=true xalign=0
            """)
    }

    @MainActor func testZStackLayersAreAligned() async {
        let host = TestHost(ZStack(alignment: .bottomTrailing) {
            Image(systemName: "envelope")
            Text("3")
        })
        XCTAssertEqual(host.dump(), """
            GnomonOverlay halign=center valign=center
              GtkImage accessibility="label: Mail unread" halign=end icon-name="mail-unread-symbolic" valign=end
              GnomonLabel halign=end label="3" natural-wrap-mode=none valign=end wrap=true xalign=1
            """)
    }

    @MainActor func testIconNames() async {
        let host = TestHost(HStack {
            Image(systemName: "trash")
            Image(systemName: "no.such.symbol")
            Image(iconName: "document-open-symbolic")
            Button { } label: { Image(systemName: "plus") }
            Button { } label: { HStack { Image(systemName: "plus"); Text("Add") } }
        })
        XCTAssertEqual(host.findAll("GtkImage").map { host.property(.iconName, of: $0) }, [
            "user-trash-symbolic", "no.such.symbol", "document-open-symbolic",
            "list-add-symbolic",
        ])
        XCTAssertEqual(host.findAll("GtkButton").map { host.property(.iconName, of: $0) }, [
            "list-add-symbolic", .some(nil),
        ], "an icon label is the button's own icon")
    }
}
