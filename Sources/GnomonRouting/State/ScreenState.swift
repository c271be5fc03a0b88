import GnomonCore
import Observation

/// Where a screen's state hangs in its parent's: the transition's key path, or the position of
/// a tab or of a conditional window's case.
enum StateEdge: Hashable {
    case transition(AnyKeyPath)
    case position(Int)
}

/// One screen shown in a window, in the tree of what the window shows: what it moved on to
/// (`children`, by edge), how it goes back (`back`), the navigation stack its pushes go onto and
/// the sheet it presents. A screen's router holds its state; the tree holds the states of the
/// screens shown, so a popped or dismissed screen's state goes with its views.
///
/// ```swift
/// router.state.children.isEmpty  // nothing pushed or presented from this screen
/// ```
@MainActor
@Observable
public class AnyScreenState {
    /// Where this state hangs in its parent's: nil for the window's root, or while unattached.
    @ObservationIgnored private(set) var edge: StateEdge?
    /// The state this screen was reached from.
    @ObservationIgnored private(set) weak var previous: AnyScreenState?
    /// What this screen moved on to, by edge: pushed and presented screens, tabs, the case a
    /// conditional window shows. Observed, for the bindings of transition views.
    private(set) var children: [StateEdge: AnyScreenState] = [:]
    /// How this screen goes back (`Pop`, `Dismiss`); nil for a screen not reached by a transition,
    /// which goes back as its parent does.
    @ObservationIgnored var backTransition: (@MainActor () -> Void)?
    /// The navigation stack pushes from this screen go onto; held by the state whose
    /// `Navigation` made it.
    @ObservationIgnored weak var navigation: NavigationRoute?
    @ObservationIgnored var ownedNavigation: NavigationRoute? {
        didSet { navigation = ownedNavigation }
    }
    /// The content of the screen (ScreenUI's surface), as `makeContent` gave it.
    @ObservationIgnored var surface: Any?
    /// The context the screen was made with.
    @ObservationIgnored var context: Any?
    /// Makes the child at a position with the context the screen was made with (a conditional
    /// window's case not shown, reached by a path without a context).
    @ObservationIgnored var makeChild: (@MainActor (Int) -> Void)?
    /// The screen this one presents in a sheet.
    var presented: PresentedScreen?
    /// The content of the children at positions (tabs, the case shown, a window's root screen),
    /// by position.
    var childViews: [Int: AnyView] = [:]
    /// The position of the child shown: the tab selected, the case a conditional window shows.
    var selection = 0

    init(previous: AnyScreenState?) {
        self.previous = previous
        navigation = previous?.navigation
    }

    /// Goes back as the transition that showed this screen does, or else as its parent does:
    /// the root of a presented navigation dismisses it. Logs if nothing can go back.
    ///
    /// ```swift
    /// router.back()
    /// ```
    public func back(completion: (() -> Void)? = nil) {
        var state: AnyScreenState? = self
        while let current = state {
            if let back = current.backTransition {
                back()
                completion?()
                return
            }
            state = current.previous
        }
        log.warning("Router.back: \(Self.self) was not reached by a transition; there is nothing to go back to")
    }

    func child(at edge: StateEdge) -> AnyScreenState? { children[edge] }

    /// Whether the screen was made with `context`: the same value, if contexts of its type can
    /// be compared, or any value of a type with only one (`Void`, tuples of it).
    func wasMade<Context>(with context: Context) -> Bool {
        guard let made = self.context as? Context else { return false }
        if MemoryLayout<Context>.size == 0 { return true }
        guard let made = made as? any Equatable else { return false }
        return made.isEqual(to: context)
    }

    /// Hangs `child` here at `edge`, in place of any child there.
    func attach(_ child: AnyScreenState, at edge: StateEdge) {
        assert(child.previous === self, "a state hangs under the state it was reached from")
        children[edge]?.edge = nil
        child.edge = edge
        children[edge] = child
    }

    /// Takes this state out of its parent's: the screen is no longer shown.
    func detach() {
        guard let edge, let previous, previous.children[edge] === self else { return }
        previous.children[edge] = nil
        if case .position(let position) = edge { previous.childViews[position] = nil }
        self.edge = nil
    }

    /// Goes back from every screen this one moved on to by a transition (pops its pushes,
    /// dismisses its sheet), leaving its tabs and cases: it is on top again.
    func unwind() {
        for (edge, child) in children {
            guard case .transition = edge else { continue }
            child.backTransition?()
        }
    }

    /// Dismisses every sheet presented in the screens under this one: a path showing another
    /// tab or case leaves none in front of it.
    func dismissSheets() {
        dismissPresented()
        for child in children.values { child.dismissSheets() }
    }

    /// Presents `state`'s `content` in a sheet in front of this screen.
    func present(_ state: AnyScreenState, content: AnyView) {
        presented = PresentedScreen(state: state, content: content)
    }

    /// Closes the sheet this screen presents, and forgets the screen in it.
    func dismissPresented() {
        guard let shown = presented else { return }
        presented = nil
        shown.state.detach()
    }
}

/// The state of a content screen of type `S`: what its router holds.
@MainActor
public class ContentScreenState<S: ContentScreen>: AnyScreenState {}

/// The state of a content screen, by the name ScreenUI's README gives it in a transition's
/// `move(from:state:with:completion:)`.
///
/// ```swift
/// func move(from content: From.Content, state: ScreenState<From>, with context: Context, completion: (() -> Void)?)
/// ```
public typealias ScreenState<S: ContentScreen> = ContentScreenState<S>

/// The state of a screen reached by a transition from `From` to `To`.
@MainActor
public final class TransitionState<From: Screen, To: Screen>: ContentScreenState<To.NestedScreen> {
    /// The state of the screen the transition started from.
    public var previousState: ContentScreenState<From.NestedScreen>? {
        previous as? ContentScreenState<From.NestedScreen>
    }
}

/// A screen shown in a sheet: its state and its content.
struct PresentedScreen: Identifiable {
    let state: AnyScreenState
    let content: AnyView

    var id: ObjectIdentifier { ObjectIdentifier(state) }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}
