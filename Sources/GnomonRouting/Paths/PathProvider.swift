/// Something a path steps into by key path: a screen, a container (which forwards to the screen
/// it holds), a transition (to its target screen) or a router. Key paths are written against
/// `PathFrom`, the content screen at the end of the step, so they see through wrappers.
///
/// ```swift
/// let title = router[next: \.title]          // a constant of the screen
/// let detail = Navigation(Feed())[next: \.detail]  // the Feed's transition, through its Navigation
/// ```
///
/// Routing is the main actor's, as views are: everything that provides a path is isolated to it.
@MainActor
public protocol PathProvider {
    /// What key paths start from: the content screen (or, for tabs, the tuple of tab screens).
    associatedtype PathFrom

    /// The value at `path`: a constant, or a transition to step along.
    subscript<T>(next path: KeyPath<PathFrom, T>) -> T { get }

    /// The position of the child at `path`, for containers whose children are ordered (tabs,
    /// a conditional window's cases).
    ///
    /// ```swift
    /// tabs.index(of: \.1)  // 1
    /// ```
    func index(of path: PartialKeyPath<PathFrom>) -> Int
}

extension PathProvider where PathFrom == Self {
    public subscript<T>(next path: KeyPath<PathFrom, T>) -> T { self[keyPath: path] }
}

extension PathProvider {
    public func index(of path: PartialKeyPath<PathFrom>) -> Int {
        preconditionFailure("\(Self.self) has no ordered children; index(of:) is for tabs and conditional windows")
    }
}
