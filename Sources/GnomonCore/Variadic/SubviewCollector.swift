/// Where a subview is found while a view's subviews are collected: its path (tuple indices,
/// `ForEach` ids, branches), the explicit id and traits set on it, and its section.
@usableFromInline
struct SubviewContext {
    var path: [AnyHashable] = []
    var explicitID: AnyHashable?
    var traits = ViewTraits()
    var section: Subview.ID?
    /// The path of the `GridRow` it is in, if any.
    var gridRow: Subview.ID?

    func appending(_ component: some Hashable) -> SubviewContext {
        var context = self
        context.path.append(AnyHashable(component))
        return context
    }
}

/// Receives the subviews found, each with its static type.
@MainActor
@usableFromInline
protocol SubviewSink: AnyObject {
    func add<V: View>(_ view: V, context: SubviewContext)
}

/// Collects subviews into a `VariadicView`.
@MainActor
final class SubviewCollector: SubviewSink {
    private(set) var children: [Subview] = []

    func add<V: View>(_ view: V, context: SubviewContext) {
        let content: AnyViewStorageBase = (view as? AnyView)?.storage ?? AnyViewStorage(view)
        children.append(Subview(
            id: Subview.ID(path: context.path), content: content, explicitID: context.explicitID,
            traits: context.traits, index: children.count, section: context.section,
            gridRow: context.gridRow))
    }
}

/// Applies a modifier set on several views to each of them, as the modifier would.
@MainActor
private final class ModifyingSink<Modifier: ViewModifier>: SubviewSink {
    let modifier: Modifier
    let next: SubviewSink

    init(modifier: Modifier, next: SubviewSink) {
        self.modifier = modifier
        self.next = next
    }

    func add<V: View>(_ view: V, context: SubviewContext) {
        next.add(view.modifier(modifier), context: context)
    }
}

/// A view that is a list of subviews rather than one: tuples, `ForEach`, `Group`, …
@MainActor
protocol SubviewList {
    func visitSubviews(context: SubviewContext, into sink: SubviewSink)
}

extension VariadicView {
    /// The subviews of `source`.
    init<Source: View>(collecting source: Source) {
        let collector = SubviewCollector()
        GnomonCore.visitSubviews(of: source, context: SubviewContext(), into: collector)
        children = collector.children
    }
}

/// Finds the subviews of `view`: lists flatten into their members; a view whose body is
/// several views, and which keeps no state, flattens into its body's; anything else (styled
/// views among them, whose look is not their body) is one.
@MainActor
func visitSubviews<V: View>(of view: V, context: SubviewContext, into sink: SubviewSink) {
    if let list = view as? any SubviewList {
        list.visitSubviews(context: context, into: sink)
    } else if isPlainComposite(V.self), DynamicPropertyStorage(for: V.self) == nil,
        let node = DependencyTracking.current, !isUnary(V.self, in: UnaryContext(node: node))
    {
        visitSubviews(of: view.body, context: context, into: sink)
    } else {
        sink.add(view, context: context)
    }
}

/// Whether `V` is shown by evaluating its `body` (a `CompositeNode`).
@MainActor
private func isPlainComposite<V: View>(_ type: V.Type) -> Bool {
    !(type is any PrimitiveView.Type || type is any ViewStyledView.Type || type is any ViewAlias.Type
        || type is any StyledView.Type)
}

extension TupleView: SubviewList {
    func visitSubviews(context: SubviewContext, into sink: SubviewSink) {
        (visitor ?? MirroredElements.self).visitSubviews(of: value, context: context, into: sink)
    }
}

extension ForEach: SubviewList where Content: View {
    func visitSubviews(context: SubviewContext, into sink: SubviewSink) {
        for element in data {
            let id = identify(element)
            var inner = context.appending(id)
            inner.explicitID = AnyHashable(id)
            GnomonCore.visitSubviews(of: content(element), context: inner, into: sink)
        }
    }
}

extension Group: SubviewList where Content: View {
    func visitSubviews(context: SubviewContext, into sink: SubviewSink) {
        GnomonCore.visitSubviews(of: content, context: context, into: sink)
    }
}

extension _ConditionalContent: SubviewList {
    func visitSubviews(context: SubviewContext, into sink: SubviewSink) {
        switch storage {
        case .trueContent(let content): GnomonCore.visitSubviews(of: content, context: context.appending(true), into: sink)
        case .falseContent(let content): GnomonCore.visitSubviews(of: content, context: context.appending(false), into: sink)
        }
    }
}

extension Optional: SubviewList where Wrapped: View {
    func visitSubviews(context: SubviewContext, into sink: SubviewSink) {
        if let self { GnomonCore.visitSubviews(of: self, context: context, into: sink) }
    }
}

extension EmptyView: SubviewList {
    func visitSubviews(context: SubviewContext, into sink: SubviewSink) {}
}

extension AnyView: SubviewList {
    func visitSubviews(context: SubviewContext, into sink: SubviewSink) {
        storage.visitSubviews(context: context, into: sink)
    }
}

extension _IDView: SubviewList {
    func visitSubviews(context: SubviewContext, into sink: SubviewSink) {
        var inner = context.appending(id)
        inner.explicitID = AnyHashable(id)
        GnomonCore.visitSubviews(of: content, context: inner, into: sink)
    }
}

extension ModifiedContent: SubviewList where Content: View, Modifier: ViewModifier {
    /// A trait is the subview's; any other modifier applies to each subview of the content.
    func visitSubviews(context: SubviewContext, into sink: SubviewSink) {
        if let trait = modifier as? any TraitWriting {
            GnomonCore.visitSubviews(of: content, context: trait.adding(to: context), into: sink)
        } else {
            GnomonCore.visitSubviews(of: content, context: context, into: ModifyingSink(modifier: modifier, next: sink))
        }
    }
}

/// A modifier that writes a trait.
@MainActor
protocol TraitWriting {
    func adding(to context: SubviewContext) -> SubviewContext
}

extension ViewTraitWritingModifier: TraitWriting {
    func adding(to context: SubviewContext) -> SubviewContext {
        var context = context
        context.traits.add(Key.self, value)
        return context
    }
}

extension VariadicView: SubviewList {
    /// Its subviews, as they are.
    func visitSubviews(context: SubviewContext, into sink: SubviewSink) {
        for child in children { child.visitSubviews(context: context, into: sink) }
    }
}

extension Subview: SubviewList {
    /// Itself, keeping its identity and traits under the path it is found at.
    func visitSubviews(context: SubviewContext, into sink: SubviewSink) {
        var inner = context
        inner.path += id.path
        inner.explicitID = explicitID ?? context.explicitID
        inner.traits = traits
        inner.section = section
        inner.gridRow = gridRow
        sink.add(AnyView(storage: content), context: inner)
    }
}
