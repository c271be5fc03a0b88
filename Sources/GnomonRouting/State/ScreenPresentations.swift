import GnomonCore

/// A screen's content as its window shows it: with the sheet of the screen it presents, if any.
/// Closing the sheet (Escape, its close button, `dismiss`) dismisses the screen in it. A
/// modifier, so a trait set on the content (a tab's `.tabItem`) stays the content's.
struct ScreenPresentations: ViewModifier {
    let state: AnyScreenState

    func body(content: Content) -> some View {
        content.sheet(item: Binding(get: { state.presented }, set: { if $0 == nil { state.dismissPresented() } })) {
            $0.content
        }
    }
}
