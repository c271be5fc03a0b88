import Foundation
import Observation
import Synchronization

/// Records what each evaluation reads, so that a change updates exactly the nodes that read it.
///
/// An *evaluation unit* is a node evaluating something on its own: a view's `body`, a
/// `ForEach` calling its content closure, an element resolving its widget's properties. Units
/// never nest — a body builds child views without evaluating them — so every read during a unit
/// belongs to that unit:
///
/// - `@State` (directly, or through a binding) records the unit in the state's `Dependents`;
/// - `@Environment` records the keys it read on the unit (`Node.environmentReads`);
/// - properties of `@Observable` objects are tracked by Swift's Observation, per unit.
///
/// Each unit carries a generation, bumped at every evaluation; a dependency recorded in an
/// earlier generation is stale and ignored, so a node that stopped reading something is no
/// longer updated by it.
@MainActor
enum DependencyTracking {
    /// The unit being evaluated: reads are recorded as its dependencies. Set only by the main
    /// actor, in `evaluate` and `untracked`; read by every `@State` read, which must not pay
    /// for a check of the executor.
    nonisolated(unsafe) static var current: Node?

    /// Runs `work` as an evaluation of `node`, recording what it reads.
    ///
    /// `continuing` adds what `work` reads to the node's current evaluation instead of starting
    /// a new one, so what the earlier evaluation read still counts: a `ForEach` making views only
    /// for its new rows keeps depending on what its other rows read.
    ///
    /// ```swift
    /// let rows = DependencyTracking.evaluate(node) { data.map(content) }
    /// let added = DependencyTracking.evaluate(node, continuing: true) { newData.map(content) }
    /// ```
    ///
    /// `observing` false skips Observation's tracking, for units that read no `@Observable`
    /// property by construction (an element resolving from values it holds); `@State` and
    /// `@Environment` reads are still recorded.
    static func evaluate<Result>(
        _ node: Node, continuing: Bool = false, observing: Bool = true, _ work: () -> Result
    ) -> Result {
        if !continuing {
            node.generation &+= 1
            node.environmentReads.removeAll(keepingCapacity: true)
        }
        let outer = current
        current = node
        defer {
            current = outer
            if continuing { node.forgetRepeatedEnvironmentReads() }
        }
        guard observing else { return work() }
        let observer = ObservationTarget(node)
        return withObservationTracking(work, onChange: observer.changed)
    }

    /// Runs `work` without recording reads (an action, not an evaluation).
    static func untracked<Result>(_ work: () -> Result) -> Result {
        let outer = current
        current = nil
        defer { current = outer }
        return work()
    }
}

/// Where an Observation change goes: the node, if it is still in the evaluation that read the
/// property. Observation calls it on whatever thread changed the property.
private final class ObservationTarget: Sendable {
    private let node: NodeReference
    private let generation: Int

    @MainActor
    init(_ node: Node) {
        self.node = node.reference
        generation = node.generation
    }

    /// Called at `willSet`, on whatever runs the change. On the main actor (an app, a test of
    /// either framework, an async `main`) the node is invalidated at once, joining the current
    /// batch. Anywhere else the change waits in `PendingObservations`, which the main actor
    /// drains: at once (a hop), and at the start of every update.
    @Sendable
    func changed() {
        if MainActor.isCurrent {
            MainActor.assumeIsolatedUnchecked { invalidate() }
        } else {
            PendingObservations.add(self)
        }
    }

    @MainActor
    fileprivate func invalidate() {
        guard let node = node.node, node.generation == generation else { return }
        node.invalidate(because: "@observable")
    }
}

/// The evaluations that read a source (a piece of state), and their generations.
///
/// Almost every source has one or two readers; the list is compacted as it grows so a unit that
/// re-evaluates often without the source changing does not grow it without end.
struct Dependents {
    private struct Reader {
        let node: NodeReference
        let generation: Int
    }

    private var readers: [Reader] = []
    private var compactAt = 16

    /// Records the current evaluation unit, if any, as a reader. Nonisolated, like what it
    /// reads (`current`, which only the main actor sets): a read outside an evaluation finds
    /// no unit and records nothing; one inside runs on the main actor, as debug builds assert.
    mutating func recordRead() {
        guard let node = DependencyTracking.current else { return }
        assert(MainActor.isCurrent, "an evaluation read state off the main actor")
        if let last = readers.last, last.node.node === node, last.generation == node.generation { return }
        readers.append(Reader(node: node.reference, generation: node.generation))
        if readers.count >= compactAt {
            readers.removeAll { reader in reader.node.node.map { $0.generation != reader.generation } ?? true }
            compactAt = max(16, readers.count * 2)
        }
    }

    /// Invalidates every reader still in the evaluation that read the source, and forgets them:
    /// they record themselves again when they re-evaluate.
    @MainActor
    mutating func invalidate(because reason: String, owner: Node?) {
        let current = readers
        readers.removeAll(keepingCapacity: true)
        for reader in current {
            guard let node = reader.node.node, node.generation == reader.generation else { continue }
            node.invalidate(because: node === owner ? reason : "@dependencies")
        }
    }
}

/// Observation changes made off the main actor, waiting for the main actor.
enum PendingObservations {
    private static let targets = Mutex<[ObservationTarget]>([])

    fileprivate static func add(_ target: ObservationTarget) {
        targets.withLock { $0.append(target) }
        Task { @MainActor in drain() }
    }

    /// Invalidates the nodes whose observed properties changed elsewhere.
    @MainActor
    static func drain() {
        let waiting = targets.withLock { targets in
            defer { targets.removeAll() }
            return targets
        }
        for target in waiting { target.invalidate() }
    }
}
