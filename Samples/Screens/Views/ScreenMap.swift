import Foundation
import Gnomon
import GnomonRouting

/// The app's whole flow in one place, as ScreenUI writes it: a conditional window (launch, then
/// welcome with log-in and registration presented, then tabs), tabs of navigation stacks with
/// pushes and presentations, and the links that reach a screen inside a tab.
public enum Screens: GnomeNamespace {
    /// The app's windows, each showing the map from its launch screen.
    public static var scene: some Scene {
        map.makeBody(()).defaultSize(width: 720, height: 520)
    }

    static let map = InitialScreen(
        Window(
            ConditionalWindow {
                Launch()
                Welcome(
                    login: Present(Navigation(Login(help: Push(LoginHelp())))),
                    registration: Registration().navigation().present())
                Tabs {
                    Navigation(Feed(match: Push(MatchScreen(team: Push(TeamScreen(player: Push(PlayerScreen())))))))
                        .tabItem(\.title, systemImage: \.icon)
                    Navigation(Search(team: Present(Navigation(TeamScreen(player: PlayerScreen().push())))))
                        .tabItem(\.title, systemImage: \.icon)
                    Navigation(Account(settings: SettingsScreen(details: Push(AccountDetails.shown())).navigation().present()))
                        .tabItem(\.title, systemImage: \.icon)
                }
            }
            .with(((), (), ((), (), ())))
        )
    )
    .deepLinks { url, router in
        guard url.scheme == "screens" else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch (url.host, parts.count) {
        case ("matches", 0):
            // screens://matches
            return router.root().case(\.2).select(\.0)
        case ("match", 1):
            // screens://match/2
            guard let id = Int(parts[0]), League.match(id) != nil else { return nil }
            return router.root().case(\.2).select(\.0).move(\.match, id)
        case ("match", 3) where parts[1] == "team":
            // screens://match/2/team/Northfield
            guard let id = Int(parts[0]), League.match(id) != nil, League.teams[parts[2]] != nil else { return nil }
            return router.root().case(\.2).select(\.0).move(\.match, id).move(\.team, parts[2])
        case ("club", 1):
            // screens://club/Old%20Town
            guard League.teams[parts[0]] != nil else { return nil }
            return router.root().case(\.2).select(\.1).move(\.team, parts[0])
        case ("settings", 0):
            return router.root().case(\.2).select(\.2).move(\.settings, ())
        case ("login", 0):
            return router.root().case(\.1).move(\.login, "")
        default:
            return nil
        }
    }
}
