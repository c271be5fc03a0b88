extension View {
    /// Sets an environment value for this view and everything inside it.
    ///
    /// ```swift
    /// SettingsPane().environment(\.toggleStyle, SwitchToggleStyle())
    /// ```
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}

/// Writes one environment value for its content; see `View.environment(_:_:)`.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    var keyPath: WritableKeyPath<EnvironmentValues, Value>
    var value: Value

    public typealias Body = Never
}

extension _EnvironmentKeyWritingModifier: PrimitiveModifier {
    static func makeNode<Content: View>(_ modifier: Self, content: Content, parent: Node) -> Node {
        EnvironmentModifierNode(modifier: modifier, content: content, parent: parent)
    }
}

/// The node of an environment-writing modifier: its children see the written value.
@MainActor
final class EnvironmentModifierNode<Content: View, Value>: SingleChildNode {
    private var modifier: _EnvironmentKeyWritingModifier<Value>
    private var childEnvironment: EnvironmentValues

    init(modifier: _EnvironmentKeyWritingModifier<Value>, content: Content, parent: Node) {
        self.modifier = modifier
        childEnvironment = EnvironmentValues()
        super.init(parent: parent)
        childEnvironment = Self.write(modifier, into: environment)
        child = makeNode(content, parent: self)
    }

    override var environmentForChildren: EnvironmentValues { childEnvironment }

    override func update<V: View>(to view: V) {
        let view = reinterpret(view, as: ModifiedContent<Content, _EnvironmentKeyWritingModifier<Value>>.self)
        modifier = view.modifier
        refreshEnvironment()
        childEnvironment = Self.write(modifier, into: environment)
        child!.update(to: view.content)
    }

    private static func write(_ modifier: _EnvironmentKeyWritingModifier<Value>, into environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment[keyPath: modifier.keyPath] = modifier.value
        return environment
    }
}
