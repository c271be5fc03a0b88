import Gnomon
import GnomonRouting

/// The welcome screen: log in or register, each presented in a sheet with a navigation of its own.
struct Welcome: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = WelcomeView
    let title = "Welcome"
    let login: Present<Welcome, Navigation<Login>>
    let registration: Present<Welcome, Navigation<Registration>>
}

struct WelcomeView: ScreenContent {
    let router: Router<Welcome>
    let context: Void

    var body: some View {
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
struct Login: ContentScreen {
    typealias NestedScreen = Self
    typealias Context = String
    typealias Content = LoginView
    let help: Push<Login, LoginHelp>
}

struct LoginView: ScreenContent {
    let router: Router<Login>
    @State private var name: String
    @State private var password = ""

    init(router: Router<Login>, context name: String) {
        self.router = router
        _name = State(initialValue: name)
    }

    var body: some View {
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

struct LoginHelp: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = LoginHelpView
}

struct LoginHelpView: ScreenContent {
    let router: Router<LoginHelp>
    let context: Void

    var body: some View {
        Text("Ask your club's secretary for a new password.")
            .padding(24)
            .navigationTitle("Password Help")
    }
}

/// Registering: a name and a club, then straight into the app.
struct Registration: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = RegistrationView
}

struct RegistrationView: ScreenContent {
    let router: Router<Registration>
    let context: Void
    @State private var name = ""
    @State private var club = "Harbour Rovers"

    init(router: Router<Registration>, context: Void) {
        self.router = router
    }

    var body: some View {
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
