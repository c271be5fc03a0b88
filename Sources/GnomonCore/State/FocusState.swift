/// Which view has the keyboard focus, as state a view owns: bound to views with `.focused`,
/// it follows the user moving the focus (Tab, a click) and moves it when the view writes it.
///
/// ```swift
/// struct Login: View {
///     enum Field: Hashable { case name, password }
///     @FocusState private var focus: Field?
///     var body: some View {
///         TextField("Name", text: $name).focused($focus, equals: .name)
///         SecureField("Password", text: $password).focused($focus, equals: .password)
///         Button("Next") { focus = .password }
///     }
/// }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value

    /// Whether the bound view has the focus; false at first.
    public init() where Value == Bool {
        _value = State(initialValue: false)
    }

    /// Which bound view has the focus; none at first.
    public init<T: Hashable>() where Value == T? {
        _value = State(initialValue: nil)
    }

    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    /// The focus state as `.focused` takes it: `$focus`.
    public var projectedValue: Binding {
        Binding(base: $value)
    }

    /// A focus state passed to `.focused`, or down to a view that binds it.
    @propertyWrapper
    public struct Binding {
        let base: GnomonCore.Binding<Value>

        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Binds whether this view has the keyboard focus to `condition`: the user focusing it
    /// sets it true, leaving sets it false; setting it moves the focus here (GTK's
    /// `grab_focus`), or away.
    ///
    /// ```swift
    /// @FocusState private var searching: Bool
    /// TextField("Search", text: $query).focused($searching)
    /// Button("Find") { searching = true }.keyboardShortcut("f")
    /// ```
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusModifier(isFocused: condition.base))
    }

    /// Binds the keyboard focus being on this view to `binding` holding `value`: the user
    /// focusing it sets `value`, leaving it sets nil; setting `value` moves the focus here.
    ///
    /// ```swift
    /// TextField("Title", text: $note.title).focused($focus, equals: .title)
    /// ```
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
        modifier(
            _FocusModifier(
                isFocused: Binding(
                    get: { binding.wrappedValue == value },
                    set: { focused in
                        if focused {
                            binding.wrappedValue = value
                        } else if binding.wrappedValue == value {
                            binding.wrappedValue = nil
                        }
                    })))
    }
}

/// See `View.focused(_:)`.
public struct _FocusModifier: ViewModifier {
    var isFocused: Binding<Bool>
    public typealias Body = Never
}

extension _FocusModifier: AttributeModifier {
    static var describesContent: Bool { true }

    /// The innermost binding decides: reading it makes the widget follow it.
    func apply(to layout: inout LayoutAttributes) {
        if layout.focus == nil { layout.focus = isFocused.wrappedValue }
    }

    /// The user moved the focus in or out: the binding follows.
    func handle(_ event: WidgetEvent) -> Bool {
        guard case .focusChanged(let focused) = event else { return false }
        if isFocused.wrappedValue != focused { isFocused.wrappedValue = focused }
        return true
    }
}
