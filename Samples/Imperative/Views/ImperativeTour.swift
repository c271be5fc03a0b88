import Gnomon
import GnomonImperative

/// The imperative layer's tour: the Subviews seed's widget classes and CoreRender's counter in
/// a Gnomon view, and the sandwich — a view holding a `Superview` holding a view.
///
/// ```swift
/// WindowGroup("Imperative") { ImperativeTour() }
/// ```
public struct ImperativeTour: View {
    public init() {}

    public var body: some View {
        Grid(horizontalSpacing: 12, verticalSpacing: 12) {
            GridRow {
                Example("HelloWorldView") { Node { HelloWorldView() } }
                Example("EmptyStateView") { Node { EmptyStateView() } }
                Example("EmojiLogoView") { Node { EmojiLogoView(republicName: "REPUBLIC OF BOBA", republicEmoji: "🧋") } }
            }
            GridRow {
                Example("BestFlagView") { Node { BestFlagView(republicName: "TACO REPUBLIC", republicEmoji: "🌮") } }
                Example("CoreRender counter") { CoreRenderCounter() }
                Example("Sandwich") { Sandwich() }
            }
        }
        .padding(12)
    }
}

/// One example, titled, in a box of its own.
struct Example<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        GroupBox(title) {
            content.frame(minWidth: 240, minHeight: 200)
        }
    }
}

/// CoreRender's counter: a coordinator holding the count, a component whose body reads it,
/// and a node for a GTK button whose signal reaches the coordinator.
public final class CounterCoordinator: Coordinator {
    public private(set) var count = 0

    public func increase() {
        count += 1
        setNeedsReconcile()
    }
}

public struct CoreRenderCounter: View {
    public init() {}

    public var body: some View {
        Component(CounterCoordinator.self) { coordinator in
            VStack(spacing: 12) {
                Text("Clicked \(coordinator.count) times").font(.title2)
                Node(GtkButton.self)
                    .withLayoutSpec { gtk_button_set_label($0, "Click me") }
                    .onSignal("clicked") { _ in coordinator.increase() }
                    .fixedSize()
            }
        }
    }
}

/// Whether the hosted view shows its count emphasised: an environment value the sandwich
/// passes from the outer view, through the `Superview`, to the view inside.
struct HostedEmphasisKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    public var hostedEmphasis: Bool {
        get { self[HostedEmphasisKey.self] }
        set { self[HostedEmphasisKey.self] = newValue }
    }
}

/// The inside of the sandwich: a Gnomon view in the `HostingPanel`'s `HostingWidget`.
public struct HostedCount: View {
    let count: Int
    @Environment(\.hostedEmphasis) private var isEmphasised

    public init(count: Int) {
        self.count = count
    }

    public var body: some View {
        Text("Hosted count: \(count)\(isEmphasised ? ", emphasised" : "")")
            .fontWeight(isEmphasised ? .bold : .regular)
            .padding(8)
            .background(Color.accentColor.opacity(0.15))
    }
}

/// The `HostingPanel` (a `Superview`) in a view: its count from the view's state.
struct HostingPanelView: GtkWidgetRepresentable {
    var count: Int
    func makeWidget(context: Context) -> HostingPanel { HostingPanel() }
    func updateWidget(_ panel: HostingPanel, context: Context) { panel.count = count }
}

/// The outside of the sandwich: state and an environment value, passed through the
/// `Superview` to the view it hosts.
public struct Sandwich: View {
    @State private var count = 0
    @State private var isEmphasised = false

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Stepper("Count: \(count)", value: $count)
            Toggle("Emphasis", isOn: $isEmphasised)
            HostingPanelView(count: count)
        }
        .environment(\.hostedEmphasis, isEmphasised)
    }
}
