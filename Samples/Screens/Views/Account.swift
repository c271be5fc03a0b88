import Gnomon
import GnomonImperative
import GnomonRouting

/// The user's page: their club and settings, presented with a navigation of its own, where the
/// account's details (an imperative widget) push.
struct Account: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = AccountView
    let title = "Account"
    let icon = "avatar-default-symbolic"
    let settings: Present<Account, Navigation<SettingsScreen>>
}

struct AccountView: ScreenContent {
    let router: Router<Account>
    let context: Void

    var body: some View {
        VStack(spacing: 12) {
            Text("Signed in").font(.title)
            router.move(\.settings, context: (), action: Label("Settings", systemImage: "emblem-system-symbolic"))
            Button("Sign Out") { Screens.map.router.root().case(\.1).move() }
        }
        .padding(24)
        .navigationTitle(router[next: \.title])
    }
}

struct SettingsScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = SettingsView
    let details: Push<SettingsScreen, MapContent<AccountDetails, AnyView>>
}

struct SettingsView: ScreenContent {
    let router: Router<SettingsScreen>
    let context: Void
    @AppStorage("notifyGoals") private var notifiesGoals = true

    init(router: Router<SettingsScreen>, context: Void) {
        self.router = router
    }

    var body: some View {
        Form {
            Toggle("Notify me of goals", isOn: $notifiesGoals)
            router.move(\.details, context: "Ada Quist", action: Text("Account Details"))
        }
        .navigationTitle("Settings")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) { Button("Done") { router.back() } }
        }
    }
}

/// The account's details: a screen whose content is an imperative widget (`AccountCard`, a
/// `Superview`), shown as a view through `mapContent`.
struct AccountDetails: ContentScreen {
    typealias NestedScreen = Self
    typealias Context = String
    typealias Content = AccountCard

    func makeContent(_ context: String, router: Router<Self>) -> ContentResult<Self> {
        let card = AccountCard(name: context)
        return (card, card)
    }
}

extension AccountDetails {
    /// The card, as a view: CoreRender's `Node` wraps the widget object.
    static func shown() -> MapContent<AccountDetails, AnyView> {
        AccountDetails().mapContent { card in AnyView(Node { card }.navigationTitle("Account Details")) }
    }
}
