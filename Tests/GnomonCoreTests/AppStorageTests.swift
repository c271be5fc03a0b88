import Foundation
import GnomonCore
import GnomonTesting
import Testing

/// How often `StoredCount`'s and `OtherKeyView`'s bodies ran.
@MainActor private var storedCountBodies = 0
@MainActor private var otherKeyBodies = 0

private struct StoredCount: View {
    @AppStorage("count") private var count = 0
    var body: some View {
        let _ = storedCountBodies += 1
        Button("count \(count)") { count += 1 }
    }
}

private struct OtherKeyView: View {
    @AppStorage("other") private var other = "-"
    var body: some View {
        let _ = otherKeyBodies += 1
        Text("other \(other)")
    }
}

private enum Theme: String { case light, dark }
private enum Level: Int { case low = 1, high = 2 }

/// Every kind of value SwiftUI's `@AppStorage` keeps, in its forms.
private struct EveryKind: View {
    @AppStorage("bool") var bool = false
    @AppStorage("int") var int = 1
    @AppStorage("double") var double = 1.5
    @AppStorage("string") var string = "a"
    @AppStorage("url") var url = URL(string: "https://example.org")!
    @AppStorage("data") var data = Data([1])
    @AppStorage("date") var date = Date(timeIntervalSince1970: 0)
    @AppStorage("theme") var theme = Theme.light
    @AppStorage("level") var level = Level.low
    @AppStorage("name") var name: String?
    @AppStorage("optionalTheme") var optionalTheme: Theme?
    @AppStorage("optionalLevel") var optionalLevel: Level?
    @AppStorage("optionalInt") var optionalInt: Int?

    var body: some View {
        Text("\(bool) \(int) \(double) \(string) \(url.absoluteString) \(data.count) \(Int(date.timeIntervalSince1970))")
        Text("\(theme.rawValue) \(level.rawValue) \(name ?? "nil") \(optionalTheme?.rawValue ?? "nil") \(optionalLevel?.rawValue ?? 0) \(optionalInt ?? -1)")
        Button("Change") {
            bool = true; int = 2; double = 2.5; string = "b"; url = URL(string: "file:///tmp/x")!; data = Data([1, 2]); date = Date(timeIntervalSince1970: 60)
            theme = .dark; level = .high; name = "Ada"; optionalTheme = .dark; optionalLevel = .high; optionalInt = 7
        }
        Button("Clear") { name = nil; optionalTheme = nil; optionalLevel = nil; optionalInt = nil }
    }
}

/// `_count = AppStorage(wrappedValue:_:store:)` in an initializer, with its own store.
private struct Initialized: View {
    @AppStorage private var count: Int
    init(store: UserDefaults) { _count = AppStorage(wrappedValue: 10, "count", store: store) }
    var body: some View { Button("initialized \(count)") { count += 1 } }
}

/// A settings object that keeps a value with `@AppStorage`, as SwiftUI code does.
private final class Settings {
    @AppStorage("volume", store: UserDefaults(suiteName: "gnomon-settings-object")) var volume = 5
}

/// `@AppStorage`: a value in the app's `UserDefaults`, shown at once wherever it is read, kept
/// in `~/.config/<app id>/defaults.plist`. Each test uses its own store (`defaultAppStorage`)
/// or file, so none sees another's values.
@Suite("@AppStorage", .serialized) @MainActor
struct AppStorageTests {
    /// A store of its own, as another app's `UserDefaults` would be.
    private func freshStore() -> UserDefaults {
        UserDefaults(suiteName: "gnomon-test-\(UUID().uuidString)")!
    }

    /// A folder of its own for the defaults file; removed by `remove()`.
    private func freshFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("gnomon-defaults-\(UUID().uuidString)")
    }

    @Test func aWriteShowsAtOnceInEveryWindowThatReadsTheKeyAndNowhereElse() throws {
        let store = freshStore()
        let first = TestHost(VStack { StoredCount(); OtherKeyView() }.defaultAppStorage(store))
        let second = TestHost(StoredCount().defaultAppStorage(store))
        storedCountBodies = 0
        otherKeyBodies = 0
        first.tap(try #require(first.find(text: "count 0")))
        first.settle()
        second.settle()
        #expect(first.find(text: "count 1") != nil)
        #expect(second.find(text: "count 1") != nil, "the other window")
        #expect(storedCountBodies == 2, "one body per window")
        #expect(otherKeyBodies == 0, "a view reading another key")
        #expect(store.integer(forKey: "count") == 1)
    }

    @Test func everyKindOfValueIsKeptAndReadBack() throws {
        let store = freshStore()
        let host = TestHost(EveryKind().defaultAppStorage(store))
        #expect(host.find(text: "false 1 1.5 a https://example.org 1 0") != nil)
        #expect(host.find(text: "light 1 nil nil 0 -1") != nil)
        host.tap(try #require(host.find(text: "Change")))
        host.settle()
        #expect(host.find(text: "true 2 2.5 b file:///tmp/x 2 60") != nil)
        #expect(host.find(text: "dark 2 Ada dark 2 7") != nil)
        #expect(store.string(forKey: "theme") == "dark" && store.integer(forKey: "level") == 2, "raw values")
        #expect(store.string(forKey: "url") == "file:///tmp/x", "a URL as its string")
        host.tap(try #require(host.find(text: "Clear")))
        host.settle()
        #expect(host.find(text: "dark 2 nil nil 0 -1") != nil)
        #expect(store.object(forKey: "name") == nil && store.object(forKey: "optionalInt") == nil, "nil removes the key")
    }

    @Test func aValueOfTheWrongTypeReadsAsTheDefault() {
        let store = freshStore()
        store.set("not a number", forKey: "int")
        store.set("purple", forKey: "theme")
        let host = TestHost(EveryKind().defaultAppStorage(store))
        #expect(host.find(text: "false 1 1.5 a https://example.org 1 0") != nil)
        #expect(host.find(text: "light 1 nil nil 0 -1") != nil)
    }

    @Test func anInitializerAndAnObjectUseTheStoreTheyName() throws {
        let store = freshStore()
        let host = TestHost(Initialized(store: store))
        host.tap(try #require(host.find(text: "initialized 10")))
        host.settle()
        #expect(store.integer(forKey: "count") == 11)
        let settings = Settings()
        settings.volume += 1
        #expect(UserDefaults(suiteName: "gnomon-settings-object")!.integer(forKey: "volume") == 6)
        #expect(Settings().volume == 6)
    }

    @Test func theAppsDefaultsSurviveARelaunch() async throws {
        let folder = freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("defaults.plist")
        let store = freshStore()
        let defaults = AppDefaults(url: url, store: store)
        store.set(3, forKey: "launches")  // UserDefaults, not @AppStorage: kept too
        store.set("Ada", forKey: "name")
        defaults.write()
        let written = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
        #expect(written["launches"] as? Int == 3 && written["name"] as? String == "Ada")
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasSuffix(".tmp") }), "written whole")

        let relaunched = freshStore()  // a new process starts with nothing in memory
        _ = AppDefaults(url: url, store: relaunched)
        #expect(relaunched.integer(forKey: "launches") == 3)
        #expect(relaunched.string(forKey: "name") == "Ada")
    }

    @Test func anAppStorageWriteIsSavedSoonAfter() async throws {
        let folder = freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("defaults.plist")
        AppDefaults.use(AppDefaults(url: url))
        let key = "saved-soon-\(UUID().uuidString)"
        let host = TestHost(Stored(key: key))
        host.tap(try #require(host.find(text: "stored 0")))
        host.settle()
        let start = ContinuousClock.now
        while !FileManager.default.fileExists(atPath: url.path) && ContinuousClock.now - start < .seconds(5) {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(ContinuousClock.now - start >= AppDefaults.writeDelay, "one write for the changes of half a second")
        let written = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
        #expect(written[key] as? Int == 1)
        UserDefaults.standard.removeObject(forKey: key)
    }

    /// An `@AppStorage` of `UserDefaults.standard` under a key of the test's.
    private struct Stored: View {
        @AppStorage private var value: Int
        init(key: String) { _value = AppStorage(wrappedValue: 0, key) }
        var body: some View { Button("stored \(value)") { value += 1 } }
    }

    @Test func twoInstancesWritingAtOnceLoseNeitherWrite() throws {
        let folder = freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("defaults.plist")
        let (storeA, storeB) = (freshStore(), freshStore())
        let (a, b) = (AppDefaults(url: url, store: storeA), AppDefaults(url: url, store: storeB))
        let host = TestHost(OtherKeyView().defaultAppStorage(storeA))
        storeA.set("from A", forKey: "a")
        storeB.set("from B", forKey: "b")
        storeB.set("B's", forKey: "other")
        a.write()
        b.write()
        a.write()  // takes in what B wrote
        let written = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
        #expect(written["a"] as? String == "from A" && written["b"] as? String == "from B")
        #expect(storeA.string(forKey: "b") == "from B", "A reads B's write back")
        host.settle()
        #expect(host.find(text: "other B's") != nil, "and shows it")
    }

    @Test func aFileThatIsNotAPropertyListIsKeptAsideAndANewOneWritten() throws {
        let folder = freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("defaults.plist")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{ not a plist".utf8).write(to: url)
        let log = LogCapture(expecting: "is not a property list of settings")
        let store = freshStore()
        let defaults = AppDefaults(url: url, store: store)
        #expect(log.messages(containing: "is not a property list of settings; it was kept as defaults.plist.unreadable-").count == 1)
        let aside = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix("defaults.plist.unreadable-") })
        #expect(try String(contentsOf: folder.appendingPathComponent(aside), encoding: .utf8) == "{ not a plist", "kept as it was")
        store.set(1, forKey: "fresh")
        defaults.write()
        #expect(FileManager.default.fileExists(atPath: url.path))
    }

    @Test func twoFilesMovedAsideInOneSecondAreBothKept() throws {
        let folder = freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("defaults.plist")
        let now = Date()
        try Data("first".utf8).write(to: url)
        let first = try UserFile.moveAside(url, now: now)
        try Data("second".utf8).write(to: url)
        let second = try UserFile.moveAside(url, now: now)
        #expect(first != second && second.lastPathComponent == first.lastPathComponent + "-1")
        #expect(try String(contentsOf: first, encoding: .utf8) == "first" && String(contentsOf: second, encoding: .utf8) == "second")
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func aFileThatCannotBeReadIsNeverWrittenOver() throws {
        let folder = freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("defaults.plist")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)  // a folder: unreadable as a file
        let log = LogCapture(expecting: "could not be read")
        let store = freshStore()
        let defaults = AppDefaults(url: url, store: store)
        store.set(1, forKey: "lost?")
        defaults.write()
        #expect(log.messages(containing: "could not be read").count == 1)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue, "left as it was")
    }
}
