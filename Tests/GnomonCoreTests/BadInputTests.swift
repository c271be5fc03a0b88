@testable import GnomonCore
import GnomonTesting
import XCTest

/// Input a user's app may well produce, which Gnomon must show as given and keep running.
final class BadInputTests: XCTestCase {
    /// Mounting recurses a few calls per level; Gnomon raises the main thread's stack limit
    /// (`MainThreadStack`) so that this fits, and keeps the work per level constant.
    @MainActor func testATreeTwoThousandLevelsDeepMountsUpdatesAndUnmounts() async {
        let host = TestHost(SpecView(spec: .nested(2_000, around: .text("deep"))))
        XCTAssertEqual(host.findAll("GtkBox").count, 2_001, "2,000 stacks in the root's implicit one")
        host.update(SpecView(spec: .nested(2_000, around: .text("deeper"))))
        host.settle()
        XCTAssertEqual(host.lastMutations.map(\.description), ["set GnomonLabel#2002 label=\"deeper\""])
        host.close()
        XCTAssertEqual(host.liveWidgetCount, 0)
    }

    @MainActor func testATenMegabyteStringIsShownWhole() async {
        let text = String(repeating: "0123456789", count: 1_000_000)
        let host = TestHost(Text(text))
        XCTAssertEqual(host.property(.label, of: host.findAll("GnomonLabel")[0]), text)
        host.update(Text(text + "!"))
        host.settle()
        XCTAssertEqual(host.property(.label, of: host.findAll("GnomonLabel")[0]), text + "!")
    }

    /// Emoji sequences, right-to-left text, combining marks and markup-like text are shown
    /// exactly as given: never normalized, never parsed.
    @MainActor func testTextIsShownExactlyAsGiven() async {
        for text in Self.unusualTexts {
            let host = TestHost(Text(text))
            XCTAssertEqual(host.property(.label, of: host.findAll("GnomonLabel")[0]), text)
            XCTAssertNotNil(host.find(text: text))
        }
    }

    /// A field shows the start of text longer than it holds (65,534 bytes), and cannot be
    /// edited, so that no edit replaces the whole with the start.
    @MainActor func testAFieldGivenMoreThanItHoldsShowsTheStartAndIsNotEditable() async {
        let log = LogCapture(expecting: "text field holds")
        let long = String(repeating: "日本", count: 20_000)  // 120,000 bytes
        let host = TestHost(TextField("Title", text: .constant(long)))
        let field = host.findAll("GtkEntry")[0]
        let shown = host.property(.text, of: field) ?? ""
        XCTAssertTrue(long.hasPrefix(shown))
        XCTAssertEqual(shown.utf8.count, 65_532, "whole characters, up to the field's 65,534 bytes")
        XCTAssertEqual(host.property(.editable, of: field), false)
        XCTAssertEqual(log.messages(containing: "text field holds").count, 1)
        let short = TestHost(TextField("Title", text: .constant("Groceries")))
        XCTAssertEqual(short.property(.editable, of: short.findAll("GtkEntry")[0]), true)
    }

    static let unusualTexts = [
        "👩‍👩‍👧‍👦 🇫🇷 👍🏽",  // ZWJ sequence, flag, skin tone
        "שלום עולם, مرحبا بالعالم",  // right to left
        "e\u{301} a\u{308}\u{323} \u{1100}\u{1161}\u{11A8}",  // combining marks, Hangul jamo
        "<b>bold?</b> & <i &amp;",  // markup-like
    ]

    /// A NUL byte, which C would cut a string at (and GTK send back cut as the user's edit),
    /// shows as "␀", whole, with a warning once.
    @MainActor func testANulByteShowsAsASymbolAndTheStringStaysWhole() async {
        let log = LogCapture(expecting: "NUL byte")
        let host = TestHost(VStack {
            Text("before\u{0}after")
            TextField("Title", text: .constant("Ti\u{0}tle"))
        })
        XCTAssertEqual(host.property(.label, of: host.findAll("GnomonLabel")[0]), "before\u{2400}after")
        XCTAssertEqual(host.property(.text, of: host.findAll("GtkEntry")[0]), "Ti\u{2400}tle")
        host.update(VStack {
            Text("before\u{0}after")
            TextField("Title", text: .constant("Ti\u{0}tle"))
        })
        host.settle()
        XCTAssertEqual(log.messages(containing: "NUL byte").count, 2, "once for each string")
    }

    /// `Text(markup:)` shows valid Pango markup as markup.
    @MainActor func testValidMarkupIsShownAsMarkup() async {
        let markup = "<b>bold</b> &amp; <span foreground=\"red\">red</span><br/>"
        XCTAssertEqual(PangoMarkup.problem(in: markup), "<br> is not a Pango tag (at character 52)")
        let valid = "<b>bold</b> &amp; <span foreground=\"red\" weight='bold'>red</span> &#169; &#x263A;"
        XCTAssertNil(PangoMarkup.problem(in: valid))
        let host = TestHost(Text(markup: valid))
        XCTAssertEqual(host.property(.useMarkup, of: host.findAll("GnomonLabel")[0]), true)
    }

    /// Malformed markup is reported, with what is wrong and where, and shown as plain text.
    @MainActor func testMalformedMarkupIsReportedAndShownPlainly() async {
        let cases = [
            "<b>bold</i>": "</i> closes <b> (at character 8)",
            "<b>open": "<b> is not closed",
            "a &nbsp; b": "&nbsp; is not an entity (at character 3)",
            "<blink>x</blink>": "<blink> is not a Pango tag (at character 1)",
            "<b weight=\"bold\">x</b>": "<b> takes no attributes (at character 1)",
            "<span size=big>x</span>": "the value of size is not quoted (at character 1)",
            "1 < 2": "a tag is not closed (at character 3)",
            "R&D": "& starts no entity (at character 2)",
        ]
        for (markup, problem) in cases {
            let log = LogCapture(expecting: "is not valid Pango markup")
            let host = TestHost(Text(markup: markup))
            let label = host.findAll("GnomonLabel")[0]
            XCTAssertEqual(host.property(.useMarkup, of: label), false, markup)
            XCTAssertEqual(host.property(.label, of: label), markup, markup)
            XCTAssertEqual(log.messages(containing: "is not valid Pango markup: \(problem)").count, 1, markup)
        }
    }

    /// A picture whose file is missing is reported once and still gets its picture widget
    /// (which shows the missing-image icon); labels GTK cannot hold as a button property
    /// (markup, pictures) become the button's child.
    @MainActor func testAMissingImageFileIsReportedOnce() async {
        let log = LogCapture(expecting: "No readable image file at")
        let path = "/nonexistent/gnomon-\(UInt32.random(in: 0...UInt32.max)).png"
        let host = TestHost(VStack {
            Image(contentsOfFile: path)
            Button(action: {}) { Image(contentsOfFile: path) }
            Button(action: {}) { Text(markup: "<b>Bold</b>") }
        })
        XCTAssertEqual(log.messages(containing: "No readable image file at \(path)").count, 1)
        XCTAssertEqual(host.dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GnomonPicture accessibility="label: gnomon-\(path.dropFirst("/nonexistent/gnomon-".count).dropLast(4))" file="\(path)" halign=center
              GtkButton halign=center
                GnomonPicture accessibility="label: gnomon-\(path.dropFirst("/nonexistent/gnomon-".count).dropLast(4))" file="\(path)" halign=center valign=center
              GtkButton halign=center
                GnomonLabel halign=center label="<b>Bold</b>" natural-wrap-mode=none use-markup=true valign=center wrap=true
            """)
    }
}
