import Foundation
import Testing

/// The compiler checks every route: a program whose path names a transition its screen does
/// not have, gives a context of the wrong type, or selects a tab of a screen with none, does
/// not compile. Each program is type-checked by `swiftc` against the modules this build made;
/// the same program with a right path compiles, so a failure is the path's.
@Suite(.serialized) struct RoutingCompileTests {
    /// A map: a navigation whose feed pushes a match (whose context is its number), which
    /// pushes a team (by name); and tabs of it and of a team.
    static let prelude = """
        import GnomonCore
        import GnomonRouting

        struct Feed: ContentScreen {
            typealias NestedScreen = Self
            typealias Content = Text
            let match: Push<Feed, Match>
            func makeContent(_ context: Void, router: Router<Self>) -> ContentResult<Self> { (Text("Feed"), Text("Feed")) }
        }
        struct Match: ContentScreen {
            typealias NestedScreen = Self
            typealias Context = Int
            typealias Content = Text
            let team: Push<Match, Team>
            func makeContent(_ context: Int, router: Router<Self>) -> ContentResult<Self> { (Text("Match"), Text("Match")) }
        }
        struct Team: ContentScreen {
            typealias NestedScreen = Self
            typealias Context = String
            typealias Content = Text
            func makeContent(_ context: String, router: Router<Self>) -> ContentResult<Self> { (Text(context), Text(context)) }
        }
        @MainActor struct Maps: GnomeNamespace {
            let stack = InitialScreen(Window(Navigation(Feed(match: Push(Match(team: Push(Team())))))))
            let tabs = InitialScreen(Window(Tabs {
                Navigation(Feed(match: Push(Match(team: Push(Team())))))
                Navigation(Team())
            }.with(((), "Blues"))))
        }

        """

    /// Type-checks the prelude and `line` inside a main-actor function: swiftc's exit status
    /// and what it printed.
    private func typeCheck(_ line: String) throws -> (status: Int32, output: String) {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = tests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let build = products.deletingLastPathComponent().deletingLastPathComponent()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("route-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = scratch.appendingPathComponent("route.swift")
        try (Self.prelude + "@MainActor func route(_ maps: Maps) {\n    \(line)\n}\n").write(to: source, atomically: true, encoding: .utf8)
        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = [
            // A module cache of its own: the one the environment names (XDG_CACHE_HOME) may be a
            // scratch directory another test is removing.
            "swiftc", "-typecheck", "-swift-version", "6", "-module-cache-path", scratch.appendingPathComponent("cache").path,
            "-I", products.appendingPathComponent("Modules").path,
            "-Xcc", "-fmodule-map-file=" + root.appendingPathComponent("Sources/CDiscovery/module.modulemap").path,
            "-Xcc", "-fmodule-map-file=" + root.appendingPathComponent("Sources/CFileSystem/module.modulemap").path,
            "-Xcc", "-fmodule-map-file=" + products.appendingPathComponent("COpenCombineHelpers.build/module.modulemap").path,
            "-Xcc", "-I" + build.appendingPathComponent("checkouts/OpenCombine/Sources/COpenCombineHelpers/include").path,
            source.path,
        ]
        let output = Pipe()
        swiftc.standardOutput = output
        swiftc.standardError = output
        try swiftc.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        return (swiftc.terminationStatus, printed)
    }

    @Test func rightPathsCompile() throws {
        let checked = try typeCheck("""
            maps.stack.router.root().move(\\.match, 1).move(\\.team, "Reds").move()
                maps.tabs.router[root: ()][select: \\.0][move: \\.match, 2][move: \\.team].move(from: (), completion: nil)
            """)
        #expect(checked.status == 0, "\(checked.output)")
    }

    @Test(arguments: [
        // A transition the screen does not have: the team is the match's, not the feed's.
        (#"maps.stack.router.root().move(\.team, "Reds").move()"#, "team"),
        // A context of the wrong type: a match is made from its number.
        (#"maps.stack.router.root().move(\.match, "one").move()"#, "cannot convert value of type 'String' to expected argument type 'Push<Feed, Match>.Context' (aka 'Int')"),
        // A tab of a screen that has no tabs.
        (#"maps.stack.router.root().select(\.0).move()"#, "select"),
        // A step past the end of the map: a team moves nowhere.
        (#"maps.stack.router.root().move(\.match, 1).move(\.team, "Reds").move(\.match, 2).move()"#, "match"),
    ])
    func wrongPathsDoNotCompile(line: String, error: String) throws {
        let checked = try typeCheck(line)
        #expect(checked.status != 0, "compiled: \(line)")
        #expect(checked.output.contains("error:") && checked.output.contains(error), "\(checked.output)")
    }
}
