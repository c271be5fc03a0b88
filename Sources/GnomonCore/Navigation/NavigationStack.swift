import Foundation

/// Pages on top of a root view, the last one shown: GNOME's way into a list's items and back.
/// A `GtkStack` that slides each page in, with a back button at the start of the window's
/// header bar (and Alt+Left, and the mouse's back button) while a page is pushed.
///
/// ```swift
/// NavigationStack {
///     List(notes) { note in
///         NavigationLink(note.title, value: note.id)
///     }
///     .navigationTitle("Notes")
///     .navigationDestination(for: Note.ID.self) { id in NoteEditor(id: id) }
/// }
/// ```
///
/// Pages are pushed with `NavigationLink(value:)` or by changing `path`. A page under the top
/// keeps its state; a page popped drops it. Only the top page's toolbar items show, and its
/// `navigationTitle` titles the window.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: Binding<[AnyHashable]>?
    @State private var ownPath: [AnyHashable] = []
    @State private var context = NavigationStackContext()

    /// A stack whose path it keeps itself.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    /// A stack whose pages are the values of `path`, of any types.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = path.elements
    }

    /// A stack whose pages are the elements of `path`, of one type.
    ///
    /// ```swift
    /// @State private var path: [Note.ID] = []
    /// NavigationStack(path: $path) { … }
    /// ```
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = Binding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    /// A stack whose pages are `pages`: values of any type, or `ViewDestination`s that show
    /// themselves. What a routed navigation (GnomonRouting) keeps its pushed screens in.
    package init(pages: Binding<[AnyHashable]>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = pages
    }

    public var body: some View {
        let path = self.path ?? $ownPath
        let pages = path.wrappedValue.enumerated().map { NavigationPage(index: $0.offset, value: $0.element) }
        let back = { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } }
        context.path = path
        return ViewOutputKeyReader(BackButtonHiddenKey.self) { backHidden in
            ViewOutputKeyReader(NavigationDestinationKey.self) { destinations in
                _NavigationStackElement {
                    _StackPage(isShown: pages.isEmpty, isAlwaysVisible: true, pop: nil) { root }
                    ForEach(pages) { page in
                        _StackPage(
                            isShown: page.index == pages.count - 1, isAlwaysVisible: true,
                            // The path as it is when popped: a page not made again keeps this
                            // closure, which must not hold the pages above it.
                            pop: { path.wrappedValue.removeLast(path.wrappedValue.count - page.index) }
                        ) {
                            ViewOutputKeyValueReader(destinations) { destinations in
                                if let pushed = page.value.base as? ViewDestination {
                                    pushed.content
                                } else if let content = destinations.page(for: page.value) {
                                    content
                                } else {
                                    _MissingDestination(value: page.value)
                                }
                            }
                        }
                    }
                }
                .modifier(_BackButtonModifier(action: { if !BackButtonHiddenKey.hides(backHidden.collector.value) { back() } }))
                .toolbar {
                    if !pages.isEmpty {
                        ToolbarItem(placement: .navigation) {
                            ViewOutputKeyValueReader(backHidden) { hidden in
                                if !BackButtonHiddenKey.hides(hidden) {
                                    Button(action: back) {
                                        Image(systemName: "go-previous-symbolic")
                                    }
                                    .keyboardShortcut(.leftArrow, modifiers: .option)
                                    .help("Back")
                                    .accessibilityLabel("Back")
                                }
                            }
                        }
                    }
                }
            }
        }
        .environment(\.navigationStack, context)
    }
}

/// What the links inside a stack push onto: the stack's path, as its latest body gave it. A
/// reference kept by the stack, so that the links' environment stays the same.
@MainActor
final class NavigationStackContext {
    var path: Binding<[AnyHashable]>?

    nonisolated init() {}

    func push(_ value: AnyHashable) {
        guard let path else { return }
        let count = path.wrappedValue.count
        path.wrappedValue.append(value)
        if path.wrappedValue.count == count {
            log.error("NavigationStack: a path of one type cannot hold \(type(of: value.base)); give the stack a NavigationPath, or none")
        }
    }
}

private struct NavigationStackKey: EnvironmentKey {
    static var defaultValue: NavigationStackContext? { nil }
}

extension EnvironmentValues {
    /// The stack a `NavigationLink` pushes onto.
    var navigationStack: NavigationStackContext? {
        get { self[NavigationStackKey.self] }
        set { self[NavigationStackKey.self] = newValue }
    }
}

/// One pushed page: its place on the stack and its value, which are its identity.
struct NavigationPage: Identifiable {
    struct ID: Hashable {
        let index: Int
        let value: AnyHashable
    }

    let index: Int
    let value: AnyHashable

    var id: ID { ID(index: index, value: value) }
}

/// Shown for a page whose type has no `navigationDestination`; the log says so.
struct _MissingDestination: View {
    let value: AnyHashable

    var body: some View {
        let type = String(describing: Swift.type(of: value.base))
        let _ = WarnOnce.check("navigation destination " + type, isProblem: { true },
            "NavigationStack: no navigationDestination(for: \(type).self) is declared on the stack's root; its pages show nothing")
        EmptyView()
    }
}

extension View {
    /// Hides the back button of the navigation stack this page is pushed on, while the page is
    /// on top; Alt+Left and the mouse's back button no longer go back either. The page goes
    /// back itself (`dismiss`, or a button of its own that changes the path).
    ///
    /// ```swift
    /// QuizQuestion(question)
    ///     .navigationBarBackButtonHidden()
    ///     .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Quit") { dismiss() } } }
    /// ```
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(_BackButtonHiddenModifier(hides: hidesBackButton))
    }
}

/// Sends up whether a page hides its stack's back button, unless the page is under another.
public struct _BackButtonHiddenModifier: ViewModifier {
    let hides: Bool
    @Environment(\.pageVisibility) private var page

    public func body(content: Content) -> some View {
        content.viewOutput(BackButtonHiddenKey.self) { _BackButtonHidden(isHidden: hides && page?.isVisible ?? true) }
    }
}

/// Where pages say they hide the back button: the navigation stack they are pushed on.
struct BackButtonHiddenKey: ViewOutputKey {
    typealias Content = _BackButtonHidden

    /// Whether a page shown asks for the back button hidden.
    @MainActor static func hides(_ pages: Value) -> Bool {
        pages.contains { $0.content.isHidden }
    }
}

/// A page's `navigationBarBackButtonHidden`, sent up; shows nothing itself.
public struct _BackButtonHidden: View, Equatable {
    let isHidden: Bool

    public var body: some View { EmptyView() }
}
