/// The app's commands: menus of actions in every window's primary menu (GNOME's main menu, at
/// the end of the header bar), each item's keyboard shortcut working anywhere in the window.
///
/// ```swift
/// WindowGroup("Notes") { NotesView() }
///     .commands {
///         CommandMenu("Note") {
///             Button("New Note") { store.add() }.keyboardShortcut("n")
///         }
///         CommandGroup(after: .appSettings) {
///             Button("Export All…") { store.export() }
///         }
///     }
/// ```
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Body { get }
}

extension Commands where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive command and has no body") }
}

extension Never: Commands {}

/// Commands Gnomon understands directly: they add their groups to the list.
@MainActor
protocol PrimitiveCommands {
    func addGroups(to groups: inout [CommandEntry])
}

/// The groups `commands` adds.
@MainActor
func addCommandGroups<C: Commands>(of commands: C, to groups: inout [CommandEntry]) {
    if let primitive = commands as? any PrimitiveCommands {
        primitive.addGroups(to: &groups)
    } else {
        addCommandGroups(of: commands.body, to: &groups)
    }
}

/// One group of commands: a menu of its own, or items placed by a standard group.
struct CommandEntry {
    enum Place: Equatable {
        /// A menu of its own, titled.
        case menu(String)
        case before(CommandGroupPlacement)
        case after(CommandGroupPlacement)
        case replacing(CommandGroupPlacement)
    }

    let place: Place
    let content: AnyView
}

/// Builds commands from closures.
@MainActor @resultBuilder
public enum CommandsBuilder {
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands<repeat each Content> {
        _TupleCommands(content: (repeat each content))
    }
}

/// Several commands, one after another.
public struct _TupleCommands<each Content: Commands>: Commands {
    let content: (repeat each Content)
    public typealias Body = Never
}

extension _TupleCommands: PrimitiveCommands {
    func addGroups(to groups: inout [CommandEntry]) {
        for element in repeat each content {
            addCommandGroups(of: element, to: &groups)
        }
    }
}

/// A menu of commands, a titled section of the primary menu.
///
/// ```swift
/// CommandMenu("Note") {
///     Button("New Note") { add() }.keyboardShortcut("n")
///     Button("Delete Note", role: .destructive) { delete() }
/// }
/// ```
public struct CommandMenu<Content: View>: Commands {
    let name: String
    let content: Content
    public typealias Body = Never

    public init(_ name: String, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }
}

extension CommandMenu: PrimitiveCommands {
    func addGroups(to groups: inout [CommandEntry]) {
        groups.append(CommandEntry(place: .menu(name), content: AnyView(content)))
    }
}

/// Commands before, after or in place of a standard group of the primary menu.
///
/// ```swift
/// CommandGroup(replacing: .appSettings) {
///     Button("Preferences…") { showPreferences() }
/// }
/// ```
public struct CommandGroup<Content: View>: Commands {
    let place: CommandEntry.Place
    let content: Content
    public typealias Body = Never

    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        place = .before(group)
        content = addition()
    }

    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        place = .after(group)
        content = addition()
    }

    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        place = .replacing(group)
        content = addition()
    }
}

extension CommandGroup: PrimitiveCommands {
    func addGroups(to groups: inout [CommandEntry]) {
        groups.append(CommandEntry(place: place, content: AnyView(content)))
    }
}

/// The standard groups of the primary menu, in the order they show. Of them, only
/// `.appSettings` holds an item of its own, Preferences (Ctrl+comma), when the app has a
/// `Settings` scene.
public struct CommandGroupPlacement: Hashable, Sendable {
    let order: Int

    public static let newItem = CommandGroupPlacement(order: 0)
    public static let saveItem = CommandGroupPlacement(order: 1)
    public static let importExport = CommandGroupPlacement(order: 2)
    public static let printItem = CommandGroupPlacement(order: 3)
    public static let undoRedo = CommandGroupPlacement(order: 4)
    public static let pasteboard = CommandGroupPlacement(order: 5)
    public static let textEditing = CommandGroupPlacement(order: 6)
    public static let toolbar = CommandGroupPlacement(order: 7)
    public static let sidebar = CommandGroupPlacement(order: 8)
    public static let windowArrangement = CommandGroupPlacement(order: 9)
    public static let appSettings = CommandGroupPlacement(order: 10)
    public static let help = CommandGroupPlacement(order: 11)
    public static let appInfo = CommandGroupPlacement(order: 12)

    /// Every group, in menu order.
    static let all = (0...12).map { CommandGroupPlacement(order: $0) }
}

extension Scene {
    /// Adds `content` to the app's commands, in every window's primary menu.
    ///
    /// ```swift
    /// WindowGroup { NotesView() }
    ///     .commands { CommandMenu("Note") { Button("New Note") { add() }.keyboardShortcut("n") } }
    /// ```
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        var groups: [CommandEntry] = []
        addCommandGroups(of: content(), to: &groups)
        return _WindowSettingScene(content: self) { $0.commands += groups }
    }
}
