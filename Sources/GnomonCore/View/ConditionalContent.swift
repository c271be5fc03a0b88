/// One of two views, as `if`/`else` and `switch` in a `@ViewBuilder` make it.
///
/// The branches are different identities: switching branches removes the old branch (its
/// state is dropped) and creates the new one, as in SwiftUI.
///
/// ```swift
/// if isEditing { TextField("Name", text: $name) } else { Text(name) }
/// ```
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public typealias Body = Never
}

extension _ConditionalContent {
    /// The first branch, made by `first`, when `isFirst`; else the second, made by `second`.
    /// Only the branch chosen is made.
    static func choosing(_ isFirst: Bool, _ first: () -> TrueContent, _ second: () -> FalseContent) -> Self {
        _ConditionalContent(storage: isFirst ? .trueContent(first()) : .falseContent(second()))
    }
}

extension _ConditionalContent: PrimitiveView {
    static func makeNode(_ view: Self, parent: Node) -> Node {
        ConditionalNode(view, parent: parent)
    }

    static func isUnary(in context: UnaryContext) -> Bool {
        GnomonCore.isUnary(TrueContent.self, in: context) && GnomonCore.isUnary(FalseContent.self, in: context)
    }
}

/// The node of a conditional: the child of whichever branch is showing.
@MainActor
final class ConditionalNode<TrueContent: View, FalseContent: View>: SingleChildNode {
    private var showsTrueBranch: Bool

    init(_ view: _ConditionalContent<TrueContent, FalseContent>, parent: Node) {
        switch view.storage {
        case .trueContent: showsTrueBranch = true
        case .falseContent: showsTrueBranch = false
        }
        super.init(parent: parent)
        child = makeBranch(view.storage)
    }

    override func update<V: View>(to view: V) {
        switch reinterpret(view, as: _ConditionalContent<TrueContent, FalseContent>.self).storage {
        case .trueContent(let content) where showsTrueBranch:
            child!.update(to: content)
        case .falseContent(let content) where !showsTrueBranch:
            child!.update(to: content)
        case let storage:
            showsTrueBranch.toggle()
            replaceChild { makeBranch(storage) }
        }
    }

    private func makeBranch(_ storage: _ConditionalContent<TrueContent, FalseContent>.Storage) -> Node {
        switch storage {
        case .trueContent(let content): makeNode(content, parent: self)
        case .falseContent(let content): makeNode(content, parent: self)
        }
    }
}
