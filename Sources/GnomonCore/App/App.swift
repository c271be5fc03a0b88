/// An app: its scenes, and the entry point that runs them on GTK.
///
/// ```swift
/// import Gnomon
///
/// @main
/// struct CounterApp: App {
///     var body: some Scene {
///         WindowGroup("Counter") { CounterView() }
///             .defaultSize(width: 320, height: 240)
///     }
/// }
/// ```
///
/// `main()` (from `Gnomon`) runs a `GtkApplication` whose id is `applicationID`.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene

    @SceneBuilder var body: Body { get }

    init()

    /// The GApplication id: reverse-DNS, as in the app's `.desktop` file and on D-Bus. The
    /// default is derived from the type's name; real apps should set their own.
    static var applicationID: String { get }
}

extension App {
    public static var applicationID: String {
        let name = String(describing: Self.self).filter { $0.isLetter || $0.isNumber || $0 == "_" }
        return "org.gnomon.\(name.isEmpty ? "App" : name)"
    }
}
