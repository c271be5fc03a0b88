import Foundation

/// SF Symbol names and the freedesktop (Adwaita) icons that mean the same.
enum SymbolNames {
    /// How an icon's name reads as words, for an icon-only control with no other name:
    /// `user-trash-symbolic` is "User trash".
    static func spokenName(of iconName: String) -> String {
        var words = iconName
        if words.hasSuffix("-symbolic") { words.removeLast("-symbolic".count) }
        words = words.replacingOccurrences(of: "-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The icon for `symbol`: its own entry, or else that of the symbol it varies (a filled,
    /// circled or squared `plus.circle.fill` is `plus`'s icon, as GNOME's icons have one
    /// form), or else the name as given.
    static func iconName(forSymbol symbol: String) -> String {
        var name = Substring(symbol)
        while true {
            if let icon = table[String(name)] { return icon }
            guard let variant = variants.first(where: { name.hasSuffix($0) }) else { return symbol }
            name = name.dropLast(variant.count)
        }
    }

    /// The suffixes that make a symbol's variants.
    private static let variants = [".fill", ".circle", ".square", ".rectangle"]

    private static let table: [String: String] = [
        "plus": "list-add-symbolic",
        "paintpalette": "color-select-symbolic",
        "note.text": "text-x-generic-symbolic",
        "wifi.slash": "network-wireless-disabled-symbolic",
        "minus": "list-remove-symbolic",
        "trash": "user-trash-symbolic",
        "trash.fill": "user-trash-symbolic",
        "xmark": "window-close-symbolic",
        "checkmark": "object-select-symbolic",
        "magnifyingglass": "system-search-symbolic",
        "gear": "emblem-system-symbolic",
        "gearshape": "emblem-system-symbolic",
        "pencil": "document-edit-symbolic",
        "square.and.pencil": "document-edit-symbolic",
        "folder": "folder-symbolic",
        "doc": "text-x-generic-symbolic",
        "doc.on.doc": "edit-copy-symbolic",
        "scissors": "edit-cut-symbolic",
        "doc.on.clipboard": "edit-paste-symbolic",
        "arrow.uturn.backward": "edit-undo-symbolic",
        "arrow.uturn.forward": "edit-redo-symbolic",
        "arrow.clockwise": "view-refresh-symbolic",
        "square.and.arrow.down": "document-save-symbolic",
        "square.and.arrow.up": "document-send-symbolic",
        "printer": "printer-symbolic",
        "house": "go-home-symbolic",
        "chevron.left": "go-previous-symbolic",
        "chevron.right": "go-next-symbolic",
        "chevron.up": "go-up-symbolic",
        "chevron.down": "go-down-symbolic",
        "arrow.left": "go-previous-symbolic",
        "arrow.right": "go-next-symbolic",
        "arrow.up": "go-up-symbolic",
        "arrow.down": "go-down-symbolic",
        "info.circle": "dialog-information-symbolic",
        "exclamationmark.triangle": "dialog-warning-symbolic",
        "xmark.octagon": "dialog-error-symbolic",
        "questionmark.circle": "help-browser-symbolic",
        "star": "non-starred-symbolic",
        "star.fill": "starred-symbolic",
        "heart": "emblem-favorite-symbolic",
        "bookmark": "user-bookmarks-symbolic",
        "person": "avatar-default-symbolic",
        "person.circle": "avatar-default-symbolic",
        "envelope": "mail-unread-symbolic",
        "paperplane": "mail-send-symbolic",
        "paperclip": "mail-attachment-symbolic",
        "link": "insert-link-symbolic",
        "photo": "image-x-generic-symbolic",
        "camera": "camera-photo-symbolic",
        "mic": "audio-input-microphone-symbolic",
        "speaker.wave.2": "audio-volume-high-symbolic",
        "speaker.slash": "audio-volume-muted-symbolic",
        "play": "media-playback-start-symbolic",
        "play.fill": "media-playback-start-symbolic",
        "pause": "media-playback-pause-symbolic",
        "pause.fill": "media-playback-pause-symbolic",
        "stop": "media-playback-stop-symbolic",
        "backward": "media-seek-backward-symbolic",
        "forward": "media-seek-forward-symbolic",
        "lock": "changes-prevent-symbolic",
        "lock.open": "changes-allow-symbolic",
        "eye": "view-reveal-symbolic",
        "eye.slash": "view-conceal-symbolic",
        "list.bullet": "view-list-symbolic",
        "square.grid.2x2": "view-grid-symbolic",
        "line.3.horizontal": "open-menu-symbolic",
        "ellipsis": "view-more-symbolic",
        "ellipsis.circle": "view-more-symbolic",
        "sidebar.left": "sidebar-show-symbolic",
        "calendar": "x-office-calendar-symbolic",
        "clock": "preferences-system-time-symbolic",
        "bell": "preferences-system-notifications-symbolic",
        "speaker": "audio-volume-low-symbolic",
        "speaker.wave.1": "audio-volume-low-symbolic",
        "speaker.wave.3": "audio-volume-high-symbolic",
        "sun.max": "display-brightness-symbolic",
        "sun.min": "display-brightness-symbolic",
        "wifi": "network-wireless-symbolic",
        "globe": "web-browser-symbolic",
        "mappin": "mark-location-symbolic",
        "keyboard": "input-keyboard-symbolic",
        "power": "system-shutdown-symbolic",
        "arrow.up.left.and.arrow.down.right": "view-fullscreen-symbolic",
        "arrow.down.right.and.arrow.up.left": "view-restore-symbolic",
    ]
}
