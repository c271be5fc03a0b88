import Observation

/// Whether a page's views are shown in their window: a navigation stack's page under the top,
/// or a tab not chosen, is not. One object per page, in the environment of the views in it: a
/// page being covered or uncovered changes this one property, which only the toolbars and
/// titles inside read, instead of the environment of every view in the page.
///
/// ```swift
/// @Environment(\.pageVisibility) private var page
/// let isShown = page?.isVisible ?? true
/// ```
@Observable @MainActor
final class PageVisibility {
    var isShown: Bool
    /// The page this one is in, if any (a tab inside a pushed page); it does not change.
    @ObservationIgnored var parent: PageVisibility?

    init(isShown: Bool) {
        self.isShown = isShown
    }

    /// Whether the page, and every page it is in, is shown.
    var isVisible: Bool { isShown && (parent?.isVisible ?? true) }
}

private struct PageVisibilityKey: EnvironmentKey {
    static var defaultValue: PageVisibility? { nil }
}

extension EnvironmentValues {
    /// The page the view is in; nil outside any (shown).
    var pageVisibility: PageVisibility? {
        get { self[PageVisibilityKey.self] }
        set { self[PageVisibilityKey.self] = newValue }
    }

    /// Whether the view's toolbar items and titles show in the window (read in a body, it
    /// depends on the page's visibility).
    @MainActor var showsWindowChrome: Bool { pageVisibility?.isVisible ?? true }
}
