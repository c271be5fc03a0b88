import Gnomon

/// An app that counts its launches in `@AppStorage`, keeps the previous launch's words with
/// `UserDefaults.standard` directly and in its window's `@SceneStorage`; it prints them and
/// quits. `GnomonGtkTests` launches
/// it again and again with its own `XDG_CONFIG_HOME`: what one launch stored, the next reads.
@main
struct StorageProbe: App {
    static var applicationID: String { "org.gnomon.StorageProbe" }

    var body: some Scene {
        WindowGroup("Storage probe") {
            LaunchCounter()
        }
    }
}

struct LaunchCounter: View {
    @AppStorage("launches") private var launches = 0
    @SceneStorage("window") private var window = "new"
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("launch \(launches)")
            .task {
                launches += 1
                let previous = UserDefaults.standard.string(forKey: "lastLaunch") ?? "none"
                UserDefaults.standard.set("launch \(launches)", forKey: "lastLaunch")
                print("launches=\(launches) previous=\(previous) window=\(window)")
                window = "launch \(launches)"
                fflush(nil)  // all output streams
                dismiss()  // as a person ends it: closing its window; the defaults are saved as it quits
            }
    }
}
