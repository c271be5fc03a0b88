import Foundation

extension View {
    /// Asks the user something while `isPresented` is true: a dialog in front of the window
    /// with `title`, `message` and the buttons in `actions`, which answer it (an OK button if
    /// there are none). Any answer, and Escape, sets `isPresented` back to false; Escape runs
    /// the `.cancel` button's action, if there is one.
    ///
    /// ```swift
    /// .alert("Discard changes?", isPresented: $confirming) {
    ///     Button("Cancel", role: .cancel) {}
    ///     Button("Discard", role: .destructive) { discard() }
    /// } message: {
    ///     Text("Your edits to this note will be lost.")
    /// }
    /// ```
    public func alert<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> some View {
        modifier(_DialogModifier(title: title, isPresented: isPresented, actions: actions(), message: Text.plainContent(of: message())))
    }

    /// A dialog with a title and buttons; see `alert(_:isPresented:actions:message:)`.
    public func alert<Actions: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions) -> some View {
        modifier(_DialogModifier(title: title, isPresented: isPresented, actions: actions(), message: nil))
    }

    /// A dialog about `data`, shown while `isPresented` is true and `data` is not nil: its
    /// actions and message are made from the data.
    ///
    /// ```swift
    /// .alert("Delete note?", isPresented: $confirming, presenting: noteToDelete) { note in
    ///     Button("Delete", role: .destructive) { delete(note) }
    /// } message: { note in
    ///     Text("“\(note.title)” will be deleted.")
    /// }
    /// ```
    public func alert<T, Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions,
        @ViewBuilder message: (T) -> Message
    ) -> some View {
        let presented = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return modifier(
            _DialogModifier(
                title: title, isPresented: presented, actions: data.map(actions),
                message: data.flatMap { Text.plainContent(of: message($0)) }))
    }

    /// Asks the user to confirm what they started, while `isPresented` is true: GNOME shows it
    /// as a dialog, as `alert` does, titled whatever `titleVisibility` says (GNOME's dialogs
    /// always say what they ask), with the buttons in `actions` (a `.cancel` one is added if
    /// there is none).
    ///
    /// ```swift
    /// .confirmationDialog("Delete this note?", isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { delete() }
    /// }
    /// ```
    public func confirmationDialog<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        modifier(
            _DialogModifier(
                title: title, isPresented: isPresented, actions: actions(), message: Text.plainContent(of: message()),
                addsCancel: true))
    }

    /// A confirmation without a message; see `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
    public func confirmationDialog<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        modifier(_DialogModifier(title: title, isPresented: isPresented, actions: actions(), message: nil, addsCancel: true))
    }
}

/// Whether something shows: `.automatic` leaves it to the platform.
///
/// ```swift
/// .confirmationDialog("Delete?", isPresented: $asking, titleVisibility: .visible) { … }
/// ```
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic
    case visible
    case hidden
}

/// See `View.alert(_:isPresented:actions:message:)`: the dialog is the widget's `dialog`
/// property while it is presented, and the user's answer comes back to this modifier.
public struct _DialogModifier: ViewModifier {
    /// The dialog as shown; nil while it is not presented.
    let dialog: DialogModel?
    let isPresented: Binding<Bool>
    /// The buttons' actions, in the order of `dialog.buttons`.
    let actions: [() -> Void]

    init<Actions: View>(title: String, isPresented: Binding<Bool>, actions content: Actions?, message: String?, addsCancel: Bool = false) {
        self.isPresented = isPresented
        var buttons: [DialogModel.Button] = []
        var runs: [() -> Void] = []
        let entries = content.map { MenuEntry.sections(of: VariadicView(collecting: $0)).flatMap(\.entries) } ?? []
        for entry in entries {
            guard case .action(let role, let action) = entry.kind else { continue }
            buttons.append(DialogModel.Button(title: entry.title, role: role, isDisabled: entry.isDisabled))
            runs.append(action)
        }
        if buttons.isEmpty && !addsCancel {
            buttons.append(DialogModel.Button(title: "OK"))
            runs.append({})
        }
        if addsCancel && !buttons.contains(where: { $0.role == .cancel }) {
            buttons.append(DialogModel.Button(title: "Cancel", role: .cancel))
            runs.append({})
        }
        // GNOME puts the way out first, the answers after it.
        let order = buttons.indices.sorted { (buttons[$0].role == .cancel ? 0 : 1) < (buttons[$1].role == .cancel ? 0 : 1) }
        actions = order.map { runs[$0] }
        dialog = isPresented.wrappedValue ? DialogModel(title: title, message: message, buttons: order.map { buttons[$0] }) : nil
    }

    public typealias Body = Never
}

extension _DialogModifier: AttributeModifier {
    /// The innermost presented dialog is the widget's.
    func apply(to layout: inout LayoutAttributes) {
        if layout.dialog == nil, let dialog { layout.dialog = dialog }
    }

    /// An answer runs its button's action (closing the dialog, the cancel button's), and the
    /// dialog is no longer presented.
    func handle(_ event: WidgetEvent) -> Bool {
        guard case .dialogAnswered(let answer) = event, let dialog else { return false }
        isPresented.wrappedValue = false
        if let button = answer ?? dialog.cancelButton, actions.indices.contains(button), !dialog.buttons[button].isDisabled {
            actions[button]()
        }
        return true
    }
}
