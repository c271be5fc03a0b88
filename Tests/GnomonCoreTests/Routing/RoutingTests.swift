import Foundation
import GnomonCore
import GnomonRouting
import GnomonTesting
import Testing

/// Typed routing, headless: each transition's effect on the window (push, pop, present,
/// dismiss, tab selection, a conditional window's switch), the state kept for screens still
/// shown and dropped for the others, paths from the root that build every screen on the way,
/// and `back` from every depth.
@MainActor
@Suite struct RoutingTests {
    let screens = RoutingFixture()

    private func host() -> TestHost {
        TestHost(scene: screens.map.makeBody(()))
    }

    /// The window, on the tabs: `map.router.root().case(\.2).move()`.
    private func hostOnTabs() -> TestHost {
        let host = host()
        screens.map.router.root().case(\.2).move()
        host.settle()
        return host
    }

    @Test func theConditionalWindowStartsOnItsFirstCaseAndAPathSwitchesIt() {
        let host = host()
        #expect(host.find(text: "Loading…") != nil)
        screens.map.router[root: ()][case: \.1].move()
        host.settle()
        #expect(host.find(text: "Loading…") == nil)
        #expect(host.find(text: "Welcome") != nil)
        screens.map.router.root().case(\.2, ((), ())).move()
        host.settle()
        #expect(host.find(text: "Welcome") == nil)
        #expect(host.find(text: "Match 1") != nil, "the feed, first tab")
        #expect(host.windowTitle == "Feed")
    }

    @Test func presentingShowsASheetAndGoingBackFromItsRootDismissesIt() throws {
        let host = host()
        screens.map.router.root().case(\.1).move()
        host.settle()
        host.tap(try #require(host.find(text: "Log In")))
        host.settle()
        #expect(host.presentedSheets.map(\.title) == ["Log In"])
        #expect(host.find(text: "Login ada") != nil)
        // The login screen is the root of the navigation presented: its back dismisses.
        host.tap(try #require(host.find(text: "Cancel")))
        host.settle()
        #expect(host.presentedSheets.isEmpty)
        #expect(host.find(text: "Welcome") != nil)
    }

    @Test func closingTheSheetAsAUserDoesDismissesTheScreenInIt() throws {
        let host = host()
        screens.map.router.root().case(\.1).move()
        host.settle()
        host.tap(try #require(host.find(text: "Log In")))
        host.settle()
        let sheet = try #require(host.presentedSheets.first)
        host.closeSheet(sheet)
        host.settle()
        #expect(host.presentedSheets.isEmpty)
        // Presented again, it is a new screen.
        host.tap(try #require(host.find(text: "Log In")))
        host.settle()
        #expect(host.presentedSheets.count == 1)
    }

    @Test func aPushInsideAPresentedNavigationIsAPageOfItsStack() throws {
        let host = host()
        screens.map.router.root().case(\.1).move()
        host.settle()
        host.tap(try #require(host.find(text: "Log In")))
        host.settle()
        host.tap(try #require(host.find(text: "Help")))
        host.settle()
        #expect(host.find(text: "How to log in") != nil)
        #expect(host.find(text: "Login ada") == nil, "under the page pushed")
        host.tap(try #require(host.find(text: "Got It")))
        host.settle()
        #expect(host.find(text: "Login ada") != nil)
        #expect(host.presentedSheets.count == 1, "popping the help page leaves the sheet")
    }

    @Test func pushesArePagesWithTheBackButtonAndKeepTheStateOfScreensUnderTheTop() throws {
        let host = hostOnTabs()
        host.tap(try #require(host.find(text: "Match 1")))
        host.settle()
        #expect(host.windowTitle == "Match 1")
        #expect(host.dump().contains("go-previous-symbolic"), "the stack's back button")
        let tap = try #require(host.find(text: "Tap Match"))
        host.tap(tap)
        host.tap(tap)
        host.settle()
        #expect(host.find(text: "Match 1 taps 2") != nil)
        host.tap(try #require(host.find(text: "Team")))
        host.settle()
        #expect(host.find(text: "Team of 1") != nil)
        // The stack's own back button pops the team: the match under it kept its taps.
        host.tap(try #require(host.find(label: "Back")))
        host.settle()
        #expect(host.find(text: "Match 1 taps 2") != nil)
        // Popped, the match's state goes: pushed again, it starts over.
        host.tap(try #require(host.find(text: "Match Back")))
        host.settle()
        #expect(host.windowTitle == "Feed")
        host.tap(try #require(host.find(text: "Match 1")))
        host.settle()
        #expect(host.find(text: "Match 1 taps 0") != nil)
    }

    @Test func aTabNotShownKeepsItsScreens() throws {
        let host = hostOnTabs()
        host.tap(try #require(host.find(text: "Match 2")))
        host.settle()
        host.tap(try #require(host.find(text: "Tap Match")))
        host.settle()
        screens.map.router.root().case(\.2).select(\.1).move()
        host.settle()
        #expect(host.windowTitle == "Search")
        #expect(host.find(text: "Match 2 taps 1") == nil)
        host.tap(try #require(host.find(text: "Feed")))  // the tab switcher's button
        host.settle()
        #expect(host.find(text: "Match 2 taps 1") != nil)
    }

    @Test func aPathBuildsEveryScreenOnTheWayWithItsContext() {
        let host = host()
        screens.map.router[root: ()][case: \.2][select: \.0][move: \.match, 42][move: \.team, "Reds"].move(from: (), completion: nil)
        host.settle()
        #expect(host.find(text: "Reds") != nil)
        #expect(host.windowTitle == "Reds")
        host.tap(host.find(text: "Team Back")!)
        host.settle()
        #expect(host.find(text: "Match 42 taps 0") != nil, "the match was made on the way")
        host.tap(host.find(text: "Match Back")!)
        host.settle()
        #expect(host.windowTitle == "Feed")
    }

    @Test func aPathKeepsTheScreensShownOnTheWayAndUnwindsWhatIsBeyondItsEnd() throws {
        let host = hostOnTabs()
        host.tap(try #require(host.find(text: "Match 1")))
        host.settle()
        host.tap(try #require(host.find(text: "Tap Match")))
        host.tap(try #require(host.find(text: "Team")))
        host.settle()
        // To the match shown, without a context: the team above it goes, its taps stay.
        screens.map.router.root().case(\.2).select(\.0).move(\.match).move()
        host.settle()
        #expect(host.find(text: "Match 1 taps 1") != nil)
        // Through the search tab, presenting a match there and pushing its team.
        screens.map.router.root().case(\.2).select(\.1).move(\.match, 9).move(\.team, "Blues").move()
        host.settle()
        #expect(host.presentedSheets.count == 1)
        #expect(host.find(text: "Blues") != nil)
        // The feed's stack was left as it was.
        screens.map.router.root().case(\.2).select(\.0).move()
        host.settle()
        #expect(host.presentedSheets.isEmpty, "the search's sheet is beyond the path's end")
    }

    @Test func aPathToAScreenNotShownWithoutAContextIsReportedAndChangesNothing() {
        let log = LogCapture(expecting: "is not shown")
        let host = hostOnTabs()
        screens.map.router.root().case(\.2).select(\.0).move(\.match).move(\.team).move()
        host.settle()
        #expect(log.messages(containing: "MatchScreen is not shown").count == 1)
        #expect(host.windowTitle == "Feed")
    }

    @Test func aDeepLinkBuildsThePathItMapsTo() {
        let host = host()
        #expect(host.open(url: URL(string: "fixture://team/42")!))
        #expect(host.windowTitle == "Team of 42")
        host.tap(host.find(text: "Team Back")!)
        host.settle()
        #expect(host.find(text: "Match 42 taps 0") != nil)
        // A link to the match shown keeps it; one to another match replaces it.
        host.tap(host.find(text: "Tap Match")!)
        host.open(url: URL(string: "fixture://match/42")!)
        #expect(host.find(text: "Match 42 taps 1") != nil)
        host.open(url: URL(string: "fixture://match/43")!)
        #expect(host.find(text: "Match 43 taps 0") != nil)
        host.tap(host.find(text: "Match Back")!)
        host.settle()
        #expect(host.windowTitle == "Feed", "43 replaced 42 on the stack")
    }

    @Test func anUnknownOrMalformedLinkIsReportedAndLeavesTheAppWhereItWas() {
        let log = LogCapture(expecting: "no screen of the map answers it")
        let host = host()
        screens.map.router.root().case(\.1).move()
        host.settle()
        host.open(url: URL(string: "fixture://player/7")!)
        host.open(url: URL(string: "fixture://match/not-a-number")!)
        host.open(url: URL(string: "elsewhere://match/1")!)
        #expect(log.messages(containing: "no screen of the map answers it").count == 3)
        #expect(host.find(text: "Welcome") != nil)
    }

    @Test func backGoesBackFromEveryDepth() throws {
        let log = LogCapture(expecting: "nothing to go back to")
        let host = hostOnTabs()
        host.tap(try #require(host.find(text: "Feed Back")))
        host.settle()
        #expect(log.messages(containing: "nothing to go back to").count == 1, "a tab's root has nowhere to go")
        screens.map.router.root().case(\.2).select(\.0).move(\.match, 1).move(\.team, "A").move()
        host.settle()
        host.tap(try #require(host.find(text: "Team Back")))
        host.settle()
        #expect(host.windowTitle == "Match 1")
        host.tap(try #require(host.find(text: "Match Back")))
        host.settle()
        #expect(host.windowTitle == "Feed")
        screens.map.router.root().case(\.2).select(\.1).move(\.match, 3).move(\.team, "B").move()
        host.settle()
        host.tap(try #require(host.find(text: "Team Back")))
        host.settle()
        #expect(host.find(text: "Match 3 taps 0") != nil)
        host.tap(try #require(host.find(text: "Match Back")))
        host.settle()
        #expect(host.presentedSheets.isEmpty, "the root of a navigation presented dismisses it")
    }

    @Test func screensGoneLetGoOfTheirState() throws {
        let host = hostOnTabs()
        screens.map.router.root().case(\.2).select(\.0).move(\.match, 5).move(\.team, "C").move()
        host.settle()
        weak let team = TeamStateProbe.last
        let made = team != nil
        #expect(made)
        host.tap(try #require(host.find(text: "Team Back")))
        host.settle()
        #expect(team == nil)
    }

    @Test func aClosedWindowLetsGoOfItsScreensAndPathsNoLongerGoThere() {
        let log = LogCapture(expecting: "no window shows")
        weak var team: AnyScreenState?
        do {
            let host = hostOnTabs()
            screens.map.router.root().case(\.2).select(\.0).move(\.match, 5).move(\.team, "D").move()
            host.settle()
            team = TeamStateProbe.last
            host.close()
        }
        #expect(team == nil)
        screens.map.router.root().case(\.1).move()
        #expect(log.messages(containing: "no window shows").count == 1)
    }

    @Test func eachWindowHasItsOwnScreensAndPathsGoToTheLastShown() {
        let first = host()
        let second = host()
        screens.map.router.root().case(\.1).move()
        first.settle()
        second.settle()
        #expect(first.find(text: "Loading…") != nil)
        #expect(second.find(text: "Welcome") != nil)
    }

    @Test func tabsTellTheirScreensApartByKeyPath() {
        let tabs = Tabs {
            LaunchScreen()
            LaunchScreen().with(())
            FeedScreen(match: Push(MatchScreen(team: Push(TeamScreen()), share: nil)))
        }
        #expect(tabs.index(of: \.0) == 0)
        #expect(tabs.index(of: \.1) == 1)
        #expect(tabs.index(of: \.2) == 2)
    }
}
