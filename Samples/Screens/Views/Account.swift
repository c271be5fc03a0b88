import Gnomon
import GnomonImperative
import GnomonRouting

/// The user's page: their club and settings, presented with a navigation of its own, where the
/// account's details (an imperative widget) push.
public struct Account: ContentScreen {
    public typealias NestedScreen = Self
    public typealias Content = AccountView
    let title = "Account"
    let icon = "avatar-default-symbolic"
    let settings: Present<Account, Navigation<SettingsScreen>>

    public func makeContent(_ context: Void, router: Router<Self>) -> ContentResult<Self> {
        let view = AccountView(router: router)
        return (view, view)
    }
}

public struct AccountView: View {
    let router: Router<Account>

    public var body: some View {
        VStack(spacing: 12) {
            Text("Signed in").font(.title)
            router.move(\.settings, context: (), action: Label("Settings", systemImage: "emblem-system-symbolic"))
            Button("Sign Out") { Screens.map.router.root().case(\.1).move() }
        }
        .padding(24)
        .navigationTitle(router[next: \.title])
    }
}

public struct SettingsScreen: ContentScreen {
    public typealias NestedScreen = Self
    public typealias Content = SettingsView
    let details: Push<SettingsScreen, MapContent<AccountDetails, AnyView>>

    public func makeContent(_ context: Void, router: Router<Self>) -> ContentResult<Self> {
        let view = SettingsView(router: router)
        return (view, view)
    }
}

public struct SettingsView: View {
    let router: Router<SettingsScreen>
    @AppStorage("notifyGoals") private var notifiesGoals = true

    public var body: some View {
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
public struct AccountDetails: ContentScreen {
    public typealias NestedScreen = Self
    public typealias Context = String
    public typealias Content = AccountCard

    public func makeContent(_ context: String, router: Router<Self>) -> ContentResult<Self> {
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
