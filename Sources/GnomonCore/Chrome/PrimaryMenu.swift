/// A window's primary menu (GNOME's main menu, "open-menu-symbolic" at the end of the header
/// bar): the app's commands in sections, the standard groups in their order with the app's
/// own menus after the editing groups, Preferences when the app has settings, and, as GNOME's
/// guidelines ask, Keyboard Shortcuts (Ctrl+?) and About the app. F10 opens it (GTK's primary
/// menu button).
///
/// ```swift
/// _PrimaryMenu(commands: groups, hasSettings: true, appName: "Notes")
/// ```
struct _PrimaryMenu: View {
    let commands: [CommandEntry]
    let hasSettings: Bool
    /// The app's name, as About names it: the scene's title.
    let appName: String
    @Environment(\.openSettings) private var openSettings
    @Environment(\.windowRequests) private var windowRequests

    var body: some View {
        VariadicViewAdapter(source: items) { children in
            _MenuButton(
                title: .icon("open-menu-symbolic"), label: "Main Menu", sections: MenuEntry.sections(of: children),
                isPrimary: true)
        }
        .help("Main Menu")
    }

    /// The menu's items: a section per group.
    @ViewBuilder private var items: some View {
        ForEach(sections.indices, id: \.self) { index in
            let section = sections[index]
            if let title = section.title {
                Section { section.content } header: { Text(title) }
            } else {
                Section { section.content }
            }
        }
    }

    private struct MenuSection {
        let title: String?
        let content: AnyView
    }

    private var sections: [MenuSection] {
        var sections: [MenuSection] = []
        for group in CommandGroupPlacement.all {
            if group == .appSettings {
                // The app's own menus go after the editing groups, before its settings.
                for case let (.menu(name), content) in commands.map({ ($0.place, $0.content) }) {
                    sections.append(MenuSection(title: name, content: content))
                }
            }
            sections += entries(.before(group))
            let replacements = entries(.replacing(group))
            if !replacements.isEmpty {
                sections += replacements
            } else if let standard = standardContent(of: group) {
                sections.append(MenuSection(title: nil, content: standard))
            }
            sections += entries(.after(group))
        }
        return sections
    }

    /// The commands placed at `place`, each a section.
    private func entries(_ place: CommandEntry.Place) -> [MenuSection] {
        commands.filter { $0.place == place }.map { MenuSection(title: nil, content: $0.content) }
    }

    /// What a standard group holds before the app changes it.
    private func standardContent(of group: CommandGroupPlacement) -> AnyView? {
        switch group {
        case .appSettings where hasSettings:
            AnyView(Button("Preferences") { openSettings() }.keyboardShortcut(",", modifiers: .control))
        case .appInfo:
            AnyView(
                Group {
                    Button("Keyboard Shortcuts") { windowRequests?(.showKeyboardShortcuts) }.keyboardShortcut("?", modifiers: .control)
                    Button(appName.isEmpty ? "About" : "About \(appName)") { windowRequests?(.showAbout(appName: appName)) }
                })
        default:
            nil
        }
    }
}
