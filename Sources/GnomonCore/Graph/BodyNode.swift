/// A node that evaluates a body: a view's (`CompositeNode`) or a modifier's
/// (`ModifierBodyNode`). It owns the storage behind the dynamic properties (`@State`,
/// `@Environment`, …) of the value whose body it evaluates.
///
/// A body is an evaluation unit (see `DependencyTracking`): what it reads decides when it
/// rerenders. A parent handing it a value equal to the last one (`ViewEquality`) does not make
/// it re-evaluate.
@MainActor
class BodyNode: SingleChildNode {
    let properties: DynamicPropertyStorage?

    init(parent: Node, properties: DynamicPropertyStorage?) {
        self.properties = properties
        super.init(parent: parent)
        properties?.owner = self
    }

    /// Why the body is evaluating: `@identity` the first time (the node is new, and has no
    /// child yet), then the reasons noted since the last evaluation.
    var evaluationReasons: [String] {
        child == nil ? ["@identity"] : changeReasons
    }

    override var hasWrittenState: Bool {
        properties?.hasWrittenState == true || super.hasWrittenState
    }

    /// Evaluates the body and brings the child up to date with it.
    override func rerender() {
        isDirty = false
        updateChildWithBody()
    }

    /// Evaluates the body, and updates (or, the first time, creates) the child from it.
    func updateChildWithBody() {
        preconditionFailure("\(Self.self) must evaluate its body")
    }

    /// Rerenders because the parent handed over a new, different value.
    final func rerenderWithNewValue() {
        noteChange("@self")
        rerender()
    }

    /// Evaluates `body` as this node's evaluation unit, after linking `value`'s dynamic
    /// properties to this node's storage. The caller passes the result to `applyBody(_:)`
    /// once its access to `value` has ended: an access held across the subtree's update would
    /// be one more for the runtime's exclusivity checks to scan at every level below.
    final func evaluateBody<Value, Body: View>(linking value: inout Value, type: Any.Type, _ body: (Value) -> Body) -> Body {
        let result = DependencyTracking.evaluate(self) { () -> Body in
            properties?.link(&value)
            graph.noteBodyEvaluation(of: type, reasons: evaluationReasons)
            return body(value)
        }
        // Room for the next update's reasons, appended one by one.
        changeReasons.removeAll(keepingCapacity: true)
        return result
    }

    /// Updates (or, the first time, creates) the child from the body's result.
    final func applyBody<Body: View>(_ result: Body) {
        if let child {
            child.update(to: result)
        } else {
            child = makeNode(result, parent: self)
        }
    }

    override func unmount() {
        super.unmount()
        properties?.release()
    }
}
