import Foundation
import GnomonCore
import GnomonTesting
import Testing

/// `AsyncImage`: the placeholder until the picture arrives, then the picture; a failed load's
/// failure phase; pictures over HTTP through URLSession, kept in the app's cache folder and
/// loaded once.
@Suite("AsyncImage", .serialized) @MainActor
struct AsyncImageTests {
    static let logo = "/usr/share/pixmaps/debian-logo.png"

    struct Phases: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url) { phase in
                switch phase {
                case .empty: Text("Loading")
                case .success(let image): image.resizable().scaledToFit()
                case .failure(let error): Text("Failed: \(error)")
                }
            }
        }
    }

    /// Settles `host` until `done` holds, for at most five seconds.
    func wait(in host: TestHost, until done: () -> Bool) async throws {
        let start = ContinuousClock.now
        while !done() && ContinuousClock.now - start < .seconds(5) {
            try await Task.sleep(for: .milliseconds(20))
            host.settle()
        }
    }

    @Test func aFilesPictureReplacesThePlaceholder() async throws {
        let host = TestHost(AsyncImage(url: URL(fileURLWithPath: Self.logo)))
        #expect(host.findAll("GnomonDrawingArea").count == 1, "the placeholder's block first")
        try await wait(in: host) { !host.findAll("GnomonPicture").isEmpty }
        let picture = try #require(host.findAll("GnomonPicture").first)
        #expect(host.property(.file, of: picture) == Self.logo)
        #expect(host.findAll("GnomonDrawingArea").isEmpty)
    }

    @Test func aFailedLoadShowsItsFailurePhase() async throws {
        let host = TestHost(VStack {
            Phases(url: URL(fileURLWithPath: "/no/such/picture.png"))
            Phases(url: URL(fileURLWithPath: "/etc/hostname"))
            Phases(url: nil)
        })
        #expect(host.findAll("GnomonLabel").compactMap { host.property(.label, of: $0) } == ["Loading", "Loading", "Loading"])
        try await wait(in: host) { host.findAll("GnomonLabel").compactMap { host.property(.label, of: $0) }.filter { $0.hasPrefix("Failed") }.count == 2 }
        let labels = host.findAll("GnomonLabel").compactMap { host.property(.label, of: $0) }
        #expect(labels == [
            "Failed: no readable file at /no/such/picture.png", "Failed: what file:///etc/hostname holds is not a picture", "Loading",
        ], "no URL stays empty")
    }

    @Test func picturesOverHTTPAreLoadedOnceAndCached() async throws {
        let served = FileManager.default.temporaryDirectory.appendingPathComponent("gnomon-served-\(UUID().uuidString)")
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("gnomon-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: served)
            try? FileManager.default.removeItem(at: cache)
        }
        try FileManager.default.copyItem(atPath: Self.logo, toPath: served.appendingPathComponent("logo.png").path)
        setenv("XDG_CACHE_HOME", cache.path, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        let port = Int.random(in: 20_000..<60_000)
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        server.arguments = ["-m", "http.server", "\(port)", "--bind", "127.0.0.1", "--directory", served.path]
        // The server logs each request it answers.
        let requestLog = served.appendingPathComponent("requests.log")
        #expect(FileManager.default.createFile(atPath: requestLog.path, contents: nil))
        server.standardOutput = FileHandle.nullDevice
        server.standardError = try FileHandle(forWritingTo: requestLog)
        try server.run()
        // SIGTERM does not stop the server under the test runner: it is killed.
        defer { kill(server.processIdentifier, SIGKILL) }
        let logo = try #require(URL(string: "http://127.0.0.1:\(port)/logo.png"))
        // The server takes a moment to listen: the first view is asked until it answers.
        var host = TestHost(Phases(url: logo))
        for _ in 0..<20 where host.findAll("GnomonPicture").isEmpty {
            try await wait(in: host) { host.find(text: "Loading") == nil }
            if host.findAll("GnomonPicture").isEmpty {
                try await Task.sleep(for: .milliseconds(100))
                host = TestHost(Phases(url: logo))
            }
        }
        let picture = try #require(host.findAll("GnomonPicture").first)
        let file = try #require(host.property(.file, of: picture))
        #expect(file.hasPrefix(cache.path) && file.hasSuffix(".png"), "\(file)")
        #expect(FileManager.default.contentsEqual(atPath: file, andPath: Self.logo))
        let missing = TestHost(Phases(url: URL(string: "http://127.0.0.1:\(port)/missing.png")))
        try await wait(in: missing) { missing.find(text: "Loading") == nil }
        #expect(missing.find(text: "Failed: the server answered 404 for http://127.0.0.1:\(port)/missing.png") != nil)
        let again = TestHost(Phases(url: logo))
        try await wait(in: again) { !again.findAll("GnomonPicture").isEmpty }
        #expect(again.findAll("GnomonPicture").first.flatMap { again.property(.file, of: $0) } == file)
        let requests = try String(contentsOf: requestLog, encoding: .utf8).components(separatedBy: "GET /logo.png").count - 1
        #expect(requests == 1, "loaded once, then from the cache")
    }
}
