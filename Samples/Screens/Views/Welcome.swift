import Gnomon
import GnomonRouting

/// The welcome screen: log in or register, each presented in a sheet with a navigation of its own.
public struct Welcome: ContentScreen {
    public typealias NestedScreen = Self
    public typealias Content = WelcomeView
    let title = "Welcome"
    let login: Present<Welcome, Navigation<Login>>
    let registration: Present<Welcome, Navigation<Registration>>

    public func makeContent(_ context: Void, router: Router<Self>) -> ContentResult<Self> {
        let view = WelcomeView(router: router)
        return (view, view)
    }
}

public struct WelcomeView: View {
    let router: Router<Welcome>

    public var body: some View {
        VStack(spacing: 18) {
            Image(systemName: "applications-games-symbolic").font(.largeTitle)
            Text("Follow your league").font(.title)
            Text("Matches, teams and players, one click away.").foregroundStyle(.secondary)
            HStack {
                router.move(\.registration, context: (), action: Text("Register…"))
                router.move(\.login, context: "", action: Text("Log In…")).buttonStyle(.borderedProminent)
            }
        }
        .padding(32)
        .navigationTitle(router[next: \.title])
    }
}

/// Logging in, with the name to fill in; its help page is pushed on the sheet's stack.
public struct Login: ContentScreen {
    public typealias NestedScreen = Self
    public typealias Context = String
    public typealias Content = LoginView
    let help: Push<Login, LoginHelp>

    public func makeContent(_ context: String, router: Router<Self>) -> ContentResult<Self> {
        let view = LoginView(router: router, name: context)
        return (view, view)
    }
}

public struct LoginView: View {
    let router: Router<Login>
    @State private var name: String
    @State private var password = ""

    init(router: Router<Login>, name: String) {
        self.router = router
        _name = State(initialValue: name)
    }

    public var body: some View {
        Form {
            TextField("Name", text: $name)
            SecureField("Password", text: $password)
            router.move(\.help, context: (), action: Text("Forgot your password?"))
        }
        .navigationTitle("Log In")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { router.back() } }
            ToolbarItem(placement: .confirmationAction) {
                Button("Log In") { Screens.map.router.root().case(\.2).move() }.disabled(name.isEmpty)
            }
        }
    }
}

public struct LoginHelp: ContentScreen {
    public typealias NestedScreen = Self
    public typealias Content = LoginHelpView

    public func makeContent(_ context: Void, router: Router<Self>) -> ContentResult<Self> {
        let view = LoginHelpView()
        return (view, view)
    }
}

public struct LoginHelpView: View {
    public var body: some View {
        Text("Ask your club's secretary for a new password.")
            .padding(24)
            .navigationTitle("Password Help")
    }
}

/// Registering: a name and a club, then straight into the app.
public struct Registration: ContentScreen {
    public typealias NestedScreen = Self
    public typealias Content = RegistrationView

    public func makeContent(_ context: Void, router: Router<Self>) -> ContentResult<Self> {
        let view = RegistrationView(router: router)
        return (view, view)
    }
}

public struct RegistrationView: View {
    let router: Router<Registration>
    @State private var name = ""
    @State private var club = "Harbour Rovers"

    public var body: some View {
        Form {
            TextField("Name", text: $name)
            Picker("Club", selection: $club) {
                ForEach(League.teams.keys.sorted(), id: \.self) { Text($0) }
            }
        }
        .navigationTitle("Register")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { router.back() } }
            ToolbarItem(placement: .confirmationAction) {
                Button("Register") { Screens.map.router.root().case(\.2).move() }.disabled(name.isEmpty)
            }
        }
    }
}
