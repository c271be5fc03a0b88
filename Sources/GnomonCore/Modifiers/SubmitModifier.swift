/// The kinds of text input whose Enter key `onSubmit(of:_:)` answers.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Text fields and password fields.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Search fields.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// Runs `action` when the user presses Enter in a text field or password field inside this
    /// view (GTK's `activate`). Actions of nested `onSubmit`s all run, innermost first.
    ///
    /// ```swift
    /// Form {
    ///     TextField("Name", text: $name)
    ///     SecureField("Password", text: $password)
    /// }
    /// .onSubmit { signIn() }
    /// ```
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitActions) { actions in
            if triggers.contains(.text) { actions.append(SubmitAction(run: action)) }
        }
    }
}

/// One `onSubmit` action.
struct SubmitAction {
    let run: () -> Void
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [SubmitAction] { [] }
}

extension EnvironmentValues {
    /// The `onSubmit` actions around a view, outermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}
