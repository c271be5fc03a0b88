// swift-tools-version:6.2
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Gnomon",
    products: [
        .library(name: "Gnomon", targets: ["Gnomon"]),
        .library(name: "GnomonTesting", targets: ["GnomonTesting"]),
        // Imperative widget classes (`Superview`, `@Subview`, quick layout options) over GTK.
        .library(name: "GnomonImperative", targets: ["GnomonImperative"]),
        // Typed routing (ScreenUI): the app's screens, containers and transitions as one map.
        .library(name: "GnomonRouting", targets: ["GnomonRouting"]),
        // `@StyledView`; only apps that import it build swift-syntax.
        .library(name: "GnomonMacros", targets: ["GnomonMacros"]),
    ],
    traits: [
        // `import Gnomon` brings `URLSession` as `import SwiftUI` does. On Linux it lives in
        // FoundationNetworking, which loads libcurl and its libraries at start-up (see the
        // README for the cost); an app that makes no requests can leave it out:
        // `.package(path: "gnomon", traits: [])`.
        .trait(name: "Networking", description: "Re-export FoundationNetworking (URLSession) from Gnomon"),
        // `#Preview`, a macro: swift-syntax builds with the app (see the README for the cost); an
        // app with no previews can leave it out.
        .trait(name: "Previews", description: "Declare #Preview in Gnomon (builds swift-syntax)"),
        .default(enabledTraits: ["Networking", "Previews"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        // Combine's publishers on Linux, for ObservableObject and the code written with it.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // GTK 4 through a C module map; the only GTK Gnomon sees.
        .systemLibrary(
            name: "CGtk",
            path: "Sources/CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // The extended-attribute calls of the C library, which `UserFile` keeps on the files it
        // replaces; nothing of GTK.
        .systemLibrary(name: "CFileSystem", path: "Sources/CFileSystem"),
        // The linker's section bounds and the Swift runtime's conformance records, where
        // `Preview.all` finds the app's previews.
        .systemLibrary(name: "CDiscovery", path: "Sources/CDiscovery"),
        // Views, state, the shadow tree and the reconciler. Pure Swift: never imports CGtk.
        .target(
            name: "GnomonCore",
            dependencies: [
                "CFileSystem", "CDiscovery", .product(name: "Logging", package: "swift-log"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        // The GTK host: the only code that calls GTK.
        .target(name: "GnomonGtk", dependencies: ["GnomonCore", "CGtk"]),
        // The imperative layer: Swift objects that are GTK widgets, written with property wrappers.
        .target(name: "GnomonImperative", dependencies: ["GnomonCore", "GnomonGtk", "CGtk"]),
        // Typed routing: screens, containers and transitions over Gnomon's navigation, tabs,
        // sheets and windows.
        .target(name: "GnomonRouting", dependencies: ["GnomonCore", .product(name: "Logging", package: "swift-log")]),
        // What apps import.
        .target(
            name: "Gnomon",
            dependencies: ["GnomonCore", "GnomonGtk", .target(name: "GnomonMacrosPlugin", condition: .when(traits: ["Previews"]))]),
        // TestHost (headless) and GtkTestHost (a real GTK window).
        .target(
            name: "GnomonTesting",
            dependencies: ["GnomonCore", "GnomonGtk", "CGtk", .product(name: "Logging", package: "swift-log")]),

        // The macros: the compiler plugin (swift-syntax) and the declarations apps import.
        .macro(
            name: "GnomonMacrosPlugin",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        .target(name: "GnomonMacros", dependencies: ["GnomonCore", "GnomonMacrosPlugin"]),
        // Counter's and Rows' views are libraries too, for the tests: SwiftPM does not make an
        // executable testable once a macro is among its dependencies (Gnomon's #Preview).
        .target(name: "CounterViews", dependencies: ["Gnomon"], path: "Samples/Counter/Views"),
        .executableTarget(name: "Counter", dependencies: ["Gnomon", "CounterViews"], path: "Samples/Counter", exclude: ["Views"]),
        .target(name: "RowsViews", dependencies: ["Gnomon"], path: "Samples/Rows/Views"),
        .executableTarget(name: "Rows", dependencies: ["Gnomon", "RowsViews"], path: "Samples/Rows", exclude: ["Views"]),
        // EngineTour's views (Samples/EngineTour/Views) are a library, so tests import them
        // without the executable: a test product that builds a macro plugin is built for the
        // host, where SwiftPM does not build executables that use macros.
        .target(name: "EngineTourViews", dependencies: ["Gnomon", "GnomonMacros"], path: "Samples/EngineTour/Views"),
        .executableTarget(
            name: "EngineTour", dependencies: ["Gnomon", "EngineTourViews"], path: "Samples/EngineTour",
            exclude: ["Views"]),
        // The Gallery's pages are a library too, so tests compare each page in both hosts.
        .target(name: "GalleryViews", dependencies: ["Gnomon"], path: "Samples/Gallery/Views"),
        .executableTarget(
            name: "Gallery", dependencies: ["Gnomon", "GalleryViews"], path: "Samples/Gallery", exclude: ["Views"]),
        // Notes' views and store are a library, so tests drive the app's own scene.
        .target(
            name: "NotesViews", dependencies: ["Gnomon", .product(name: "Logging", package: "swift-log")],
            path: "Samples/Notes/Views"),
        .executableTarget(name: "Notes", dependencies: ["Gnomon", "NotesViews"], path: "Samples/Notes", exclude: ["Views"]),
        // LayoutLab's cases and layouts are a library, so both test hosts lay each case out.
        .target(name: "LayoutLabViews", dependencies: ["Gnomon"], path: "Samples/LayoutLab/Views"),
        .executableTarget(
            name: "LayoutLab", dependencies: ["Gnomon", "LayoutLabViews"], path: "Samples/LayoutLab", exclude: ["Views"]),

        // The imperative layer's tour: its widget classes and views are a library too, for the tests.
        .target(name: "ImperativeViews", dependencies: ["Gnomon", "GnomonImperative"], path: "Samples/Imperative/Views"),
        .executableTarget(
            name: "Imperative", dependencies: ["Gnomon", "ImperativeViews"], path: "Samples/Imperative", exclude: ["Views"]),

        // Screens: a routed app (GnomonRouting); its screens and map are a library too, for the tests.
        .target(
            name: "ScreensViews", dependencies: ["Gnomon", "GnomonRouting", "GnomonImperative"], path: "Samples/Screens/Views"),
        .executableTarget(name: "Screens", dependencies: ["Gnomon", "ScreensViews"], path: "Samples/Screens", exclude: ["Views"]),

        // Notes' store editing and saving until a test kills it (`kill -9`).
        .executableTarget(name: "NotesCrashChild", dependencies: ["NotesViews"], path: "Tests/NotesCrashChild"),

        // SwiftUI programs that import Gnomon alone, as they would SwiftUI.
        .target(
            name: "SwiftUIPrograms", dependencies: ["Gnomon"], path: "Tests/SwiftUIPrograms", resources: [.process("Resources")]),

        // Those programs in one app, each started under Xvfb by `make test` (GNOMON_PREVIEW).
        .executableTarget(name: "SwiftUIProgramsApp", dependencies: ["Gnomon", "SwiftUIPrograms"], path: "Tests/SwiftUIProgramsApp"),

        // Headless: no display, no GTK calls.
        .testTarget(
            name: "GnomonCoreTests",
            dependencies: [
                "GnomonTesting", "GnomonImperative", "GnomonRouting", "ScreensViews", "CFileSystem", "NotesCrashChild", "CounterViews", "RowsViews", "EngineTourViews", "GalleryViews", "NotesViews",
                "LayoutLabViews", "SwiftUIPrograms",
            ]),
        // Real GTK widgets: run under xvfb-run inside dbus-run-session.
        .testTarget(
            name: "GnomonGtkTests",
            dependencies: [
                "GnomonTesting", "GnomonImperative", "CounterViews", "RowsViews", "EngineTourViews", "GalleryViews", "NotesViews", "LayoutLabViews", "CGtk",
                "ImperativeViews", "ScreensViews", "GnomonRouting",
                "ConcurrencyProbe", "StorageProbe", "Screens", "SwiftUIPrograms",
            ],
            exclude: ["Goldens"]),
        // @StyledView's expansion, and the views it makes, headless.
        .testTarget(
            name: "GnomonMacrosTests",
            dependencies: [
                "GnomonMacros", "GnomonMacrosPlugin", "GnomonTesting",
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]),
        // A real app that checks Swift concurrency runs inside the GLib loop (run by GnomonGtkTests).
        .executableTarget(name: "ConcurrencyProbe", dependencies: ["Gnomon", "CGtk"], path: "Tests/ConcurrencyProbe"),
        // An app storing its launches with @AppStorage and UserDefaults (run by GnomonGtkTests).
        .executableTarget(name: "StorageProbe", dependencies: ["Gnomon"], path: "Tests/StorageProbe"),
        // A program with top-level `await` driving a TestHost, headless (run by make test).
        .executableTarget(name: "AsyncMainProbe", dependencies: ["GnomonTesting"], path: "Tests/AsyncMainProbe"),
    ],
    swiftLanguageModes: [.v6]
)
