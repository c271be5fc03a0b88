import GnomonCore
import Foundation
import Observation
import GnomonTesting
import XCTest

private struct GreetingKey: EnvironmentKey {
    static var defaultValue: String { "Hello" }
}

extension EnvironmentValues {
    var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

struct Greeter: View {
    @Environment(\.greeting) private var greeting
    var body: some View { Text("\(greeting), world") }
}

final class EnvironmentTests: XCTestCase {
    @MainActor func testValuesFlowDownAndInnerOnesWin() async {
        let host = TestHost(VStack {
            Greeter()
            Greeter().environment(\.greeting, "Hi")
            VStack { Greeter().environment(\.greeting, "Hey") }.environment(\.greeting, "Yo")
        })
        XCTAssertEqual(host.findAll("GnomonLabel").map { host.property(.label, of: $0) }, [
            "Hello, world", "Hi, world", "Hey, world",
        ])
    }

    @MainActor func testAChangedValueReachesItsReaders() async {
        struct Wrapper: View {
            var greeting: String
            var body: some View { VStack { Greeter() }.environment(\.greeting, greeting) }
        }
        let host = TestHost(Wrapper(greeting: "Hi"))
        host.update(Wrapper(greeting: "Bye"))
        host.settle()
        XCTAssertNotNil(host.find(text: "Bye, world"))
    }

    @MainActor func testToggleStyles() async {
        let host = TestHost(VStack {
            Toggle("Check", isOn: .constant(true))
            Toggle("Switch", isOn: .constant(false)).toggleStyle(.switch)
        })
        XCTAssertEqual(host.dump(), """
            GtkBox orientation=vertical spacing=6 valign=center
              GtkCheckButton active=true halign=center label="Check"
              GtkBox spacing=12
                GnomonLabel halign=start hexpand=true label="Switch" natural-wrap-mode=none valign=center wrap=true xalign=0
                GtkSwitch accessibility="label: Switch" valign=center
            """)
    }

    @MainActor func testACustomToggleStyle() async throws {
        struct StarStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button { configuration.isOn.toggle() } label: {
                    Image(systemName: configuration.isOn ? "star.fill" : "star")
                }
            }
        }
        struct Starred: View {
            @State var on = false
            var body: some View {
                VStack {
                    Toggle("Star", isOn: $on).toggleStyle(StarStyle())
                    Text(on ? "starred" : "not starred")
                }
            }
        }
        let host = TestHost(Starred())
        let button = try XCTUnwrap(host.findAll("GtkButton").first)
        XCTAssertEqual(host.property(.iconName, of: button), "non-starred-symbolic")
        host.tap(button)
        host.settle()
        XCTAssertEqual(host.property(.iconName, of: button), "starred-symbolic")
        XCTAssertNotNil(host.find(text: "starred"))
    }
}

struct SchemeReader: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

struct NotReading: View {
    var body: some View { Text("constant") }
}

@Observable
final class Library {
    var books = ["Dune"]
}

struct Shelf: View {
    @Environment(Library.self) private var library
    var body: some View { Text("\(library.books.count) books") }
}

struct OptionalShelf: View {
    @Environment(Library.self) private var library: Library?
    var body: some View { Text(library == nil ? "no library" : "a library") }
}

/// Environment values are dependencies: a change reaches exactly the views that read it.
final class EnvironmentDependencyTests: XCTestCase {
    @MainActor func testAHostEnvironmentChangeReEvaluatesOnlyItsReaders() async {
        let host = TestHost(VStack {
            NotReading()
            HStack { SchemeReader() }
            NotReading()
        })
        host.updateEnvironment { $0.colorScheme = .dark }
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["SchemeReader"])
        XCTAssertNotNil(host.find(text: "dark"))
        host.updateEnvironment { $0.colorScheme = .dark }
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, [], "the same value is no change")
    }

    @MainActor func testAModifierValueChangeReachesReadersUnderUnchangedViews() async throws {
        struct Middle: View {
            var body: some View { VStack { NotReading(); Greeter() } }
        }
        struct Top: View {
            @State var greeting = "Hi"
            var body: some View {
                VStack {
                    Button("Change") { greeting = "Yo" }
                    Middle().environment(\.greeting, greeting)
                }
            }
        }
        let host = TestHost(Top())
        host.tap(try XCTUnwrap(host.find(text: "Change")))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["Top", "Greeter"], "Middle was unchanged; its reader updated anyway")
        XCTAssertNotNil(host.find(text: "Yo, world"))
    }

    @MainActor func testDisabledIsReadAsIsEnabled() async throws {
        struct Status: View {
            @Environment(\.isEnabled) private var isEnabled
            var body: some View { Text(isEnabled ? "enabled" : "disabled") }
        }
        struct Form: View {
            @State var locked = false
            var body: some View {
                VStack {
                    Button("Lock") { locked.toggle() }
                    VStack { Status() }.disabled(locked)
                }
            }
        }
        let host = TestHost(Form())
        XCTAssertNotNil(host.find(text: "enabled"))
        host.tap(try XCTUnwrap(host.find(text: "Lock")))
        host.settle()
        XCTAssertNotNil(host.find(text: "disabled"))
    }

    @MainActor func testObservableObjectsInTheEnvironment() async {
        let library = Library()
        let host = TestHost(VStack { Shelf(); OptionalShelf() }.environment(library))
        XCTAssertNotNil(host.find(text: "1 books"))
        XCTAssertNotNil(host.find(text: "a library"))
        library.books.append("Emma")
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["Shelf"])
        XCTAssertNotNil(host.find(text: "2 books"))
        XCTAssertNotNil(TestHost(OptionalShelf()).find(text: "no library"))
    }

    @MainActor func testOpenURLUsesTheDesktopUnlessAViewHandlesIt() async throws {
        struct Links: View {
            @Environment(\.openURL) private var openURL
            var body: some View {
                Button("Open") {
                    openURL(URL(string: "https://example.org/a")!)
                    openURL(URL(string: "app://internal")!)
                    openURL(URL(string: "https://example.org/b")!)
                }
            }
        }
        let handled = Links().environment(\.openURL, OpenURLAction { url in
            switch url.scheme {
            case "app": .handled
            case _ where url.path == "/b": .systemAction(URL(string: "https://example.org/redirected")!)
            default: .systemAction
            }
        })
        let host = TestHost(handled)
        host.tap(try XCTUnwrap(host.find(text: "Open")))
        XCTAssertEqual(host.openedURLs.map(\.absoluteString), ["https://example.org/a", "https://example.org/redirected"])
    }

    @MainActor func testDismissAndLocale() async throws {
        struct Done: View {
            @Environment(\.dismiss) private var dismiss
            @Environment(\.locale) private var locale
            @Environment(\.layoutDirection) private var direction
            var body: some View {
                Button("Done \(locale.identifier) \(direction == .leftToRight)") { dismiss() }
            }
        }
        let host = TestHost(Done().environment(\.locale, Locale(identifier: "fr_FR")))
        host.tap(try XCTUnwrap(host.find(text: "Done fr_FR true")))
        XCTAssertEqual(host.dismissCount, 1)
    }
}

/// A `Link` opens its destination through the environment's `openURL`, as in SwiftUI: the
/// desktop's unless a view handles it.
final class LinkTests: XCTestCase {
    static let hig = URL(string: "https://developer.gnome.org/hig/")!

    struct Links: View {
        var body: some View {
            VStack {
                Link("Guidelines", destination: LinkTests.hig)
                Link("In the app", destination: URL(string: "app://settings")!)
                    .environment(\.openURL, OpenURLAction { _ in .handled })
            }
        }
    }

    @MainActor func testALinkOpensThroughOpenURL() async throws {
        let host = TestHost(Links())
        host.tap(try XCTUnwrap(host.find(text: "Guidelines")))
        host.tap(try XCTUnwrap(host.find(text: "In the app")))
        host.settle()
        XCTAssertEqual(host.openedURLs, [Self.hig], "the desktop opens the first; the app handles the second")
    }
}
