import Foundation
import GnomonCore
import GnomonTesting
import Testing

/// A panel SwiftUI code would animate: each form of animation compiles, and the change shows
/// at once with its end state.
private struct Panel: View {
    @State private var isOpen = false
    @State private var settled = false

    var body: some View {
        VStack {
            Button("Toggle") { withAnimation { isOpen.toggle() } }
            Button("Spring") { withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { isOpen.toggle() } }
            Button("Settle") { withAnimation(.easeOut(duration: 0.2).delay(0.1)) { isOpen = true } completion: { settled = true } }
            if isOpen {
                Text("Details").transition(.move(edge: .top).combined(with: .opacity).animation(.snappy))
            }
            Text(settled ? "settled" : "moving")
                .animation(.easeInOut.repeatForever(autoreverses: true).speed(2), value: isOpen)
                .transition(.asymmetric(insertion: .scale, removal: .opacity))
        }
    }
}

/// Small views and values of SwiftUI's everyday vocabulary, each doing what SwiftUI does.
@Suite("Everyday SwiftUI vocabulary") @MainActor
struct EverydayVocabularyTests {
    @Test func animatedChangesShowTheirEndStateAtOnce() async throws {
        let host = TestHost(Panel())
        host.tap(try #require(host.find(text: "Toggle")))
        host.settle()
        #expect(host.find(text: "Details") != nil)
        host.tap(try #require(host.find(text: "Spring")))
        host.settle()
        #expect(host.find(text: "Details") == nil)
        host.tap(try #require(host.find(text: "Settle")))
        host.settle()
        #expect(host.find(text: "Details") != nil && host.find(text: "moving") != nil, "completion waits for the next turn")
        for _ in 0..<10 where host.find(text: "settled") == nil {
            await Task.yield()
            host.settle()
        }
        #expect(host.find(text: "settled") != nil, "then runs")
    }

    @Test func animationsKeepTheirTiming() {
        let animation = Animation.easeInOut(duration: 0.4).delay(0.1).speed(2).repeatCount(3, autoreverses: false)
        #expect(animation.curve == .easeInOut && animation.duration == 0.4 && animation.delay == 0.1 && animation.speed == 2)
        #expect(animation.repeatCount == 3 && !animation.autoreverses)
        #expect(Animation.spring().curve == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        #expect(Animation.linear.repeatForever().repeatCount == nil)
        #expect(withAnimation(.bouncy) { 42 } == 42, "the body's result")
    }

    @Test func aColourFromHueSaturationAndBrightness() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 1, blue: 0))
        #expect(Color(hue: 0.5, saturation: 1, brightness: 1, opacity: 0.5) == Color(red: 0, green: 1, blue: 1, opacity: 0.5))
        #expect(Color(hue: 0.7, saturation: 0, brightness: 0.5) == Color(white: 0.5), "no saturation: a grey")
        #expect(Color(hue: 1, saturation: 1, brightness: 1) == Color(hue: 0, saturation: 1, brightness: 1), "round the wheel")
    }

    @Test func accentColorTintsAsTintDoes() {
        let tinted = TestHost(Toggle("Alarm", isOn: .constant(true)).tint(.orange)).dump()
        let accented = TestHost(Toggle("Alarm", isOn: .constant(true)).accentColor(.orange)).dump()
        #expect(tinted == accented)
        #expect(tinted.contains(".gnomon-tint-"), "\(tinted)")
    }

    /// A recipe list as iOS SwiftUI code writes it.
    private struct Recipes: View {
        var body: some View {
            NavigationView {
                List(["Soup", "Bread"], id: \.self) { name in
                    NavigationLink(name) { Text("Recipe for \(name)").navigationBarTitle(name, displayMode: .inline) }
                }
                .navigationBarTitle("Recipes")
            }
        }
    }

    @Test func aNavigationViewOfOneViewIsAStack() throws {
        let host = TestHost(scene: WindowGroup("Cookbook") { Recipes() })
        #expect(host.windowTitle == "Recipes")
        #expect(host.findAll("GtkPaned").isEmpty)
        host.tap(try #require(host.find(text: "Bread")))
        host.settle()
        #expect(host.find(text: "Recipe for Bread") != nil)
        #expect(host.windowTitle == "Bread")
        #expect(host.find(label: "Back") != nil, "pushed, with a way back")
    }

    /// Mail as macOS SwiftUI code wrote it: a sidebar and a placeholder detail.
    private struct Mail: View {
        var body: some View {
            NavigationView {
                List(["Inbox", "Sent"], id: \.self) { box in
                    NavigationLink(box) { Text("Messages in \(box)") }
                }
                Text("No Mailbox Selected")
            }
        }
    }

    @Test func aNavigationViewOfTwoViewsIsASidebarWhoseLinksShowInTheDetail() throws {
        let host = TestHost(scene: WindowGroup("Mail") { Mail() })
        #expect(host.findAll("GtkPaned").count == 1)
        #expect(host.find(text: "No Mailbox Selected") != nil)
        host.tap(try #require(host.find(text: "Inbox")))
        host.settle()
        #expect(host.find(text: "Messages in Inbox") != nil)
        host.tap(try #require(host.find(text: "Sent")))
        host.settle()
        #expect(host.find(text: "Messages in Sent") != nil)
        #expect(host.find(text: "Messages in Inbox") == nil, "in place of the one shown, not on top of it")
        #expect(host.find(text: "Inbox") != nil, "the sidebar stays")
    }

    @Test func theStackStyleMakesTwoViewsAStack() {
        let host = TestHost(scene: WindowGroup("Mail") { Mail().navigationViewStyle(.stack) })
        #expect(host.findAll("GtkPaned").isEmpty)
        let styled = TestHost(scene: WindowGroup("Mail") { Mail().navigationViewStyle(StackNavigationViewStyle()) })
        #expect(styled.findAll("GtkPaned").isEmpty)
    }
}

/// `Text(_:format:)` and `Text(_:style:)`: Foundation's formats, in the user's locale.
@Suite("Formatted text") @MainActor
struct FormattedTextTests {
    @Test func aValueShowsThroughItsFormatStyle() {
        #expect(TestHost(Text(12.5, format: .currency(code: "EUR").locale(Locale(identifier: "en_US")))).find(text: "€12.50") != nil)
        #expect(TestHost(Text(0.15, format: .percent.locale(Locale(identifier: "en_US")))).find(text: "15%") != nil)
        #expect(TestHost(Text(1234567, format: .number.locale(Locale(identifier: "en_US")))).find(text: "1,234,567") != nil)
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(TestHost(Text(day, format: .dateTime.year())).find(text: day.formatted(.dateTime.year())) != nil)
    }

    @Test func aDateShowsInSwiftUIsStyles() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(TestHost(Text(date, style: .time)).find(text: date.formatted(date: .omitted, time: .shortened)) != nil)
        #expect(TestHost(Text(date, style: .date)).find(text: date.formatted(date: .long, time: .omitted)) != nil)
    }
}
