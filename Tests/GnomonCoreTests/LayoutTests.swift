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

    @MainActor func testFixedFramesAreSizeRequestsThatCountPaddingInside() async {
        let host = TestHost(VStack {
            Text("a").padding(10).frame(width: 100, height: 40, alignment: .leading)
            TextField("b", text: .constant("")).frame(width: 200)
        })
        XCTAssertEqual(host.dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GnomonLabel halign=center height-request=20 hexpand=false label="a" margin-bottom=10 margin-end=10 margin-start=10 margin-top=10 natural-wrap-mode=none vexpand=false width-request=80 wrap=true xalign=0
              GtkEntry accessibility="label: b" halign=center hexpand=false placeholder-text="b" width-request=200
            """, "a fixed width makes the field rigid: it stops expanding")
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
