import CGtk
import GnomonCore
import GnomonImperative
import GnomonTesting
import ImperativeViews
import XCTest

/// The seeds' examples (`SeedSuperviews.swift`) laid out by GTK: their frames read back.
final class SuperviewTests: XCTestCase {
    /// A window of `width` × `height` showing `view`, laid out.
    @MainActor private func show(_ view: GtkWidgetObject, width: Int32, height: Int32) -> UnsafeMutablePointer<GtkWindow> {
        let window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_default_size(window, width, height)
        gtk_window_set_child(window, view.rawWidget.assumingMemoryBound(to: GtkWidget.self))
        gtk_window_present(window)
        for _ in 0..<50 where view.frame(in: view)?.width ?? 0 < CGFloat(width) / 2 { g_main_context_iteration(nil, 1) }
        for _ in 0..<10 { g_main_context_iteration(nil, 0) }
        return window
    }

    @MainActor func testAPinnedSubviewFillsItsSuperview() async throws {
        GtkTestHost.initializeGtk()
        let view = HelloWorldView()
        let window = show(view, width: 300, height: 120)
        defer { gtk_window_destroy(window) }
        XCTAssertEqual(view.label.text, "Hello, GNOME")
        XCTAssertEqual(view.label.frame(in: view), view.frame(in: view))
        XCTAssertEqual(view.frame(in: view)?.width, 300)
    }

    @MainActor func testACentredSubviewSitsTenAboveTheMiddle() async throws {
        GtkTestHost.initializeGtk()
        let view = EmptyStateView()
        let window = show(view, width: 400, height: 300)
        defer { gtk_window_destroy(window) }
        let label = try XCTUnwrap(view.label.frame(in: view)), whole = try XCTUnwrap(view.frame(in: view))
        XCTAssertEqual(label.midX, whole.midX, accuracy: 0.5)
        XCTAssertEqual(label.midY, whole.midY - 10, accuracy: 0.5)
        XCTAssertGreaterThan(label.width, 50, "the label keeps its natural width")
    }

    @MainActor func testArrangedSubviewsTakeTheOwnersProperties() async throws {
        GtkTestHost.initializeGtk()
        let view = EmojiLogoView(republicName: "REPUBLIC OF BOBA", republicEmoji: "🧋")
        let window = show(view, width: 300, height: 200)
        defer { gtk_window_destroy(window) }
        XCTAssertEqual(view.emojiSeal.text, "🧋")
        XCTAssertEqual(view.nameLabel.text, "REPUBLIC OF BOBA")
        let seal = try XCTUnwrap(view.emojiSeal.frame(in: view)), name = try XCTUnwrap(view.nameLabel.frame(in: view))
        XCTAssertLessThanOrEqual(seal.maxY, name.minY, "one under the other")
        XCTAssertEqual(seal.midX, name.midX, accuracy: 1, "both centred")
        XCTAssertGreaterThan(seal.height, name.height, "the seal's text is larger")
    }

    @MainActor func testRelativeHeightsAndAViewMadeFromTheOwner() async throws {
        GtkTestHost.initializeGtk()
        let view = BestFlagView(republicName: "CALIFORNIA BURRITO", republicEmoji: "🌯")
        let window = show(view, width: 400, height: 300)
        defer { gtk_window_destroy(window) }
        let white = try XCTUnwrap(view.whiteBackground.frame(in: view)), red = try XCTUnwrap(view.redStripe.frame(in: view))
        XCTAssertEqual(white, CGRect(x: 0, y: 0, width: 400, height: 240))
        XCTAssertEqual(red, CGRect(x: 0, y: 240, width: 400, height: 60))
        let logo = try XCTUnwrap(view.logo.frame(in: view.whiteBackground))
        XCTAssertEqual(logo.midX, 200, accuracy: 0.5)
        XCTAssertEqual(logo.maxY, 236, accuracy: 0.5, "4 above the white background's bottom")
        XCTAssertEqual(view.logo.nameLabel.text, "CALIFORNIA BURRITO")
    }

    @MainActor func testLeadingFollowsRightToLeftText() async throws {
        GtkTestHost.initializeGtk()
        // As a right-to-left locale has it: every widget's direction.
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        for (direction, expectRight) in [(GTK_TEXT_DIR_LTR, false), (GTK_TEXT_DIR_RTL, true)] {
            gtk_widget_set_default_direction(direction)
            let view = LeadingLabelView()
            let window = show(view, width: 300, height: 100)
            defer { gtk_window_destroy(window) }
            let label = try XCTUnwrap(view.label.frame(in: view)), whole = try XCTUnwrap(view.frame(in: view))
            if expectRight {
                XCTAssertEqual(label.maxX, whole.width - 10, accuracy: 0.5, "right to left: 10 in from the right")
            } else {
                XCTAssertEqual(label.minX, 10, accuracy: 0.5)
            }
        }
    }

    @MainActor func testAnAspectRatioGivesTheHeightOfARelativeWidth() async throws {
        GtkTestHost.initializeGtk()
        let view = SquareView()
        let window = show(view, width: 300, height: 200)
        defer { gtk_window_destroy(window) }
        let square = try XCTUnwrap(view.square.frame(in: view))
        XCTAssertEqual(square.width, 100, accuracy: 0.5)
        XCTAssertEqual(square.height, 100, accuracy: 0.5)
        XCTAssertEqual(square.midX, 150, accuracy: 0.5)
        XCTAssertEqual(square.midY, 100, accuracy: 0.5)
    }

    /// Options that ask too much are reported with the widget and the options named; the
    /// window still appears, the label in it.
    @MainActor func testAnOverConstrainedSubviewIsReportedAndTheWindowAppears() async throws {
        GtkTestHost.initializeGtk()
        let log = LogCapture(expecting: "asks more than the subview has")
        let view = OverConstrainedView()
        let messages = log.messages(containing: "asks more than the subview has")
        XCTAssertEqual(messages.count, 1, "\(log.messages)")
        XCTAssertTrue(messages.first?.contains("LabelWidget (GtkLabel) in OverConstrainedView: width(100.0)") == true, "\(messages)")
        XCTAssertTrue(messages.first?.contains("after pinLeading, pinTrailing") == true, "\(messages)")
        let window = show(view, width: 300, height: 100)
        defer { gtk_window_destroy(window) }
        let label = try XCTUnwrap(view.label.frame(in: view))
        XCTAssertEqual(label.width, 300, accuracy: 0.5, "the pins are required; the width only a wish")
    }

    /// A real click on the button runs the handler the owner set, which reads and writes the
    /// owner's state.
    @MainActor func testAClickReachesTheOwnersHandler() async throws {
        GtkTestHost.initializeGtk()
        let view = ClickCounterView()
        let window = show(view, width: 300, height: 100)
        defer { gtk_window_destroy(window) }
        GtkTestHost.click(rawWidget: view.button.rawWidget)
        GtkTestHost.click(rawWidget: view.button.rawWidget)
        XCTAssertEqual(view.count, 2)
        XCTAssertEqual(view.button.title, "Clicked 2 times")
    }

    /// When the window goes, every widget of a superview and its subviews is finalized and
    /// every Swift object released; while the window shows them, it keeps them alive though
    /// Swift holds none.
    @MainActor func testEverySubviewGoesWithItsWindow() async throws {
        GtkTestHost.initializeGtk()
        let finalized = FinalizationCounter()
        weak var weakFlag: BestFlagView?
        weak var weakLogo: EmojiLogoView?
        var window: UnsafeMutablePointer<GtkWindow>?
        var widgets = 0
        do {
            let flag = BestFlagView(republicName: "CALIFORNIA BURRITO", republicEmoji: "🌯")
            weakFlag = flag
            weakLogo = flag.logo
            for object in [flag, flag.whiteBackground, flag.redStripe, flag.logo, flag.logo.stackView, flag.logo.emojiSeal, flag.logo.nameLabel] as [GtkWidgetObject] {
                finalized.watch(object.rawWidget)
                widgets += 1
            }
            window = show(flag, width: 300, height: 200)
        }
        XCTAssertNotNil(weakFlag, "the window holds the widget, which holds its object")
        XCTAssertNotNil(weakLogo)
        XCTAssertEqual(weakLogo?.nameLabel.text, "CALIFORNIA BURRITO")
        gtk_window_destroy(try XCTUnwrap(window))
        for _ in 0..<20 { g_main_context_iteration(nil, 0) }
        XCTAssertNil(weakFlag)
        XCTAssertNil(weakLogo)
        XCTAssertEqual(finalized.finalized, widgets, "every widget finalized")
    }

    @MainActor func testAssigningASubviewReplacesItAsItsWrapperSays() async throws {
        GtkTestHost.initializeGtk()
        let view = ReplacingView()
        let window = show(view, width: 300, height: 200)
        defer { gtk_window_destroy(window) }
        let first = view.removed, under = view.overlaid, old = view.hidden
        view.removed = LabelWidget(text: "second")
        XCTAssertNil(gtk_widget_get_parent(first.pointer), ".remove takes the old view out")
        XCTAssertEqual(gtk_widget_get_parent(view.removed.pointer), view.pointer)
        view.overlaid = LabelWidget(text: "over")
        XCTAssertEqual(gtk_widget_get_parent(under.pointer), view.pointer, ".overlay keeps the old view")
        XCTAssertEqual(gtk_widget_get_parent(view.overlaid.pointer), view.pointer)
        XCTAssertTrue(under.isVisible && view.overlaid.isVisible)
        view.hidden = LabelWidget(text: "new")
        XCTAssertEqual(gtk_widget_get_parent(old.pointer), view.pointer, ".hide keeps the old view, hidden")
        XCTAssertFalse(old.isVisible)
        XCTAssertTrue(view.hidden.isVisible)
        XCTAssertEqual(view.removed.text, "second")
        view.later = LabelWidget(text: "Later")
        for _ in 0..<10 { g_main_context_iteration(nil, 0) }
        gtk_test_widget_wait_for_draw(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self))
        let later = try XCTUnwrap(view.later.frame(in: view))
        XCTAssertEqual(later.midX, 150, accuracy: 0.5, "a subview declared without a view is laid out once assigned")
        XCTAssertEqual(later.midY, 100, accuracy: 0.5)
    }

    @MainActor func testChildrenArePagesOfAStackAndWindowsInFrontOfTheOwners() async throws {
        GtkTestHost.initializeGtk()
        let finalized = FinalizationCounter()
        var window: UnsafeMutablePointer<GtkWindow>?
        do {
            let panel = SettingsPanel()
            window = show(panel, width: 300, height: 200)
            let stack = OpaquePointer(panel.pages.pointer)
            func title(of page: GtkWidgetObject) -> String? {
                gtk_stack_page_get_title(gtk_stack_get_page(stack, page.pointer)).map { String(cString: $0) }
            }
            XCTAssertEqual(title(of: panel.general), "General")
            XCTAssertEqual(title(of: panel.privacy), "Privacy")
            XCTAssertTrue(panel.pages.visiblePage === panel.general, "the first page shows")
            panel.pages.show(panel.privacy)
            let old = panel.privacy
            panel.privacy = LabelWidget(text: "Privacy, again")
            XCTAssertNil(gtk_widget_get_parent(old.pointer), "the old page left the stack")
            XCTAssertEqual(title(of: panel.privacy), "Privacy", "the new page takes its title")
            XCTAssertTrue(panel.pages.visiblePage === panel.privacy, "and its place on screen")

            finalized.watch(panel.about.rawWidget)
            XCTAssertFalse(panel.about.isVisible, "a window child shows when presented")
            panel.about.present()
            for _ in 0..<10 { g_main_context_iteration(nil, 0) }
            XCTAssertTrue(panel.about.isVisible)
            let about: UnsafeMutablePointer<GtkWindow> = UnsafeMutableRawPointer(panel.about.pointer).assumingMemoryBound(to: GtkWindow.self)
            XCTAssertEqual(UnsafeMutableRawPointer(gtk_window_get_transient_for(about)), window.map(UnsafeMutableRawPointer.init), "in front of the owner's window")
            panel.about.close()
            XCTAssertFalse(panel.about.isVisible)
        }
        gtk_window_destroy(try XCTUnwrap(window))
        for _ in 0..<10 { g_main_context_iteration(nil, 0) }
        XCTAssertEqual(finalized.finalized, 1, "the window went with its owner")
    }
}
