import Foundation

/// `UserDefaults.standard` kept in a file the app owns, which `@AppStorage` and the app's own
/// `UserDefaults.standard` calls share: `defaults.plist` in the app's folder of
/// `$XDG_CONFIG_HOME` (`~/.config/org.example.App/defaults.plist`).
///
/// Foundation on Linux keeps defaults in memory and writes them only on `synchronize()`, in
/// place, and over a file it could not read. Gnomon loads the file into `UserDefaults.standard`
/// and writes it back through `UserFile` (whole, or not at all) half a second after an
/// `@AppStorage` or `@SceneStorage` change, and when the app quits. A write merges under
/// the file's lock: the keys this process changed replace those in the file, and the others
/// keep what another instance wrote there, which this one reads back. A file that is not a
/// property list is logged and moved aside; one that cannot be read is logged and never
/// written. The file loads when the app's first window opens (its `@SceneStorage`), or when
/// code first reads an `@AppStorage` of the standard store.
///
/// ```swift
/// @AppStorage("fontSize") var fontSize = 13.0      // in ~/.config/<app id>/defaults.plist
/// UserDefaults.standard.set(true, forKey: "seen")  // saved beside it, when the app quits
/// ```
@MainActor
package final class AppDefaults {
    /// The app's: its id's folder, or the executable's name with no app (a test).
    package static var shared: AppDefaults {
        if let shared = current { return shared }
        let shared = AppDefaults(url: defaultURL)
        current = shared
        return shared
    }

    private static var current: AppDefaults?

    /// The application id the file's folder is named after; set by `App.main()` first thing.
    package static var applicationID: String?

    /// `$XDG_CONFIG_HOME/<id>/defaults.plist`, or `~/.config/…` without the variable.
    package static var defaultURL: URL {
        AppFolders.config.appendingPathComponent("defaults.plist")
    }

    /// Uses `defaults` (loaded from its file) as the app's from now on: what a test of a
    /// relaunch does; the one in use before is written first.
    package static func use(_ defaults: AppDefaults) {
        current?.write()
        current = defaults
    }

    package let url: URL
    private let store: UserDefaults
    /// The store's values when the file was last read or written; what differs now is this
    /// process's change.
    private var synced: [String: Any] = [:]
    /// What the file held when last read or written: what a write starts from if the file
    /// has since gone, or turned out unreadable and was moved aside.
    private var file: [String: Any] = [:]
    /// False when the file could not be read: it is never written over.
    private var isWritable = true
    private var isWriteScheduled = false

    /// Loads `url` into `store`.
    package init(url: URL, store: UserDefaults = .standard) {
        self.url = url
        self.store = store
        // Under the lock, so that a file another instance is replacing is not taken for corrupt.
        let lock = FileManager.default.fileExists(atPath: url.path) ? try? UserFile.Lock.acquire(for: url, waiting: true) : nil
        defer { withExtendedLifetime(lock) {} }
        if case .values(let values) = read() {
            for (key, value) in values { store.set(value, forKey: key) }
            file = values
        }
        synced = store.dictionaryRepresentation()
    }

    /// Writes the app's defaults, if it used them, before it quits.
    package static func writeIfUsed() {
        current?.write()
    }

    /// How long after a change the file is written: the changes of a dragged slider or of
    /// typing make one write.
    package static let writeDelay: Duration = .milliseconds(500)

    /// Writes the file soon: `writeDelay` after the first change since the last write.
    package func scheduleWrite() {
        guard !isWriteScheduled else { return }
        isWriteScheduled = true
        Task { @MainActor in
            try? await Task.sleep(for: Self.writeDelay)
            self.isWriteScheduled = false
            self.write()
        }
    }

    /// Writes the store's changes since the last read or write into the file now, merged with
    /// what the file holds, and takes in what another instance changed there.
    package func write() {
        guard isWritable else { return }
        if self === Self.current { SceneStates.save(into: store) }
        let current = store.dictionaryRepresentation()
        var changes: [String: Any?] = [:]
        for (key, value) in current where !(synced[key].map { isSamePropertyList($0, value) } ?? false) {
            changes[key] = .some(value)
        }
        for key in synced.keys where current[key] == nil {
            changes[key] = .some(nil)
        }
        // Nothing to write and nothing to take in: no folder or lock file is made for an app
        // that keeps no settings.
        if changes.isEmpty && !FileManager.default.fileExists(atPath: url.path) { return }
        let lock: UserFile.Lock
        do {
            guard case .acquired(let held) = try UserFile.Lock.acquire(for: url, waiting: true) else { return }
            lock = held
        } catch {
            log.error("\(url.path): \(error); the app's settings are not saved")
            return
        }
        defer { withExtendedLifetime(lock) {} }
        var merged: [String: Any]
        switch read() {
        case .values(let values): merged = values
        case .none: merged = file
        case .unreadable: return
        }
        if !changes.isEmpty {
            for (key, value) in changes { merged[key] = value }
            do {
                let data = try PropertyListSerialization.data(fromPropertyList: merged, format: .xml, options: 0)
                try UserFile.write(data, to: url)
            } catch {
                log.error("\(url.path): the app's settings could not be saved: \(error)")
                return
            }
        }
        takeIn(merged)
    }

    /// Makes the store hold what the file holds, telling `@AppStorage` of each key another
    /// instance changed.
    private func takeIn(_ values: [String: Any]) {
        for (key, value) in values where !(store.object(forKey: key).map { isSamePropertyList($0, value) } ?? false) {
            store.set(value, forKey: key)
            AppStorageReaders.changed(key, in: store)
        }
        for key in file.keys where values[key] == nil && store.object(forKey: key) != nil {
            store.removeObject(forKey: key)
            AppStorageReaders.changed(key, in: store)
        }
        file = values
        synced = store.dictionaryRepresentation()
    }

    /// What reading the file found.
    private enum Contents {
        /// Its values.
        case values([String: Any])
        /// No file, or one that was not a property list and is now moved aside.
        case none
        /// A file that cannot be read, or moved aside: it stays, and is never written.
        case unreadable
    }

    /// Reads the file; logs what is wrong with it, and moves aside one that is not a property
    /// list.
    private func read() -> Contents {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            guard FileManager.default.fileExists(atPath: url.path) else { return .none }
            isWritable = false
            log.error("\(url.path) could not be read (\(error.localizedDescription)); the app's settings are not saved, so that it is not written over")
            return .unreadable
        }
        if let values = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            return .values(values)
        }
        do {
            let aside = try UserFile.moveAside(url)
            log.error("\(url.path) is not a property list of settings; it was kept as \(aside.lastPathComponent), and the app starts from its defaults")
            return .none
        } catch {
            isWritable = false
            log.error("\(url.path) is not a property list of settings, and could not be moved aside (\(error.reason)); the app's settings are not saved")
            return .unreadable
        }
    }
}

/// Whether two property-list values are the same (Foundation's `isEqual` on Linux tells a
/// Swift number from the same number read from a file).
func isSamePropertyList(_ a: Any, _ b: Any) -> Bool {
    switch (a, b) {
    case let (a as String, b as String): a == b
    case let (a as Data, b as Data): a == b
    case let (a as Date, b as Date): a == b
    case let (a as [Any], b as [Any]): a.count == b.count && zip(a, b).allSatisfy(isSamePropertyList)
    case let (a as [String: Any], b as [String: Any]):
        a.count == b.count && a.allSatisfy { key, value in b[key].map { isSamePropertyList(value, $0) } ?? false }
    case let (a as NSNumber, b as NSNumber): a == b
    default: false
    }
}
