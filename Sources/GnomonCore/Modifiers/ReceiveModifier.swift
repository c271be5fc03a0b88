import Foundation
import OpenCombine

extension View {
    /// Runs `action` with each value `publisher` sends while the view is there, on the main
    /// actor; the subscription starts after the update that shows the view, and ends when the
    /// view goes.
    ///
    /// ```swift
    /// let tick = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(seconds) s").onReceive(tick) { _ in seconds += 1 }
    /// ```
    ///
    /// A publisher that is an object (a subject, a timer) is subscribed to again when the view
    /// is given another; a value publisher (`Just`) keeps its first subscription. The action
    /// run is always the view's latest.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}

/// See `View.onReceive(_:perform:)`.
public struct _ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    var publisher: P
    var action: (P.Output) -> Void
    public typealias Body = Never
}

extension _ReceiveModifier: LifecycleModifier {
    func appeared(_ node: LifecycleNode) {
        let receiver = PublisherReceiver(action)
        node.receiver = receiver
        node.afterUpdate { [publisher] in receiver.subscribe(to: publisher) }
    }

    func changed(from old: Self, _ node: LifecycleNode) {
        guard let receiver = node.receiver as? PublisherReceiver<P.Output> else { return }
        receiver.action = action
        if P.self is AnyClass, (publisher as AnyObject) !== (old.publisher as AnyObject) {
            node.afterUpdate { [publisher] in receiver.subscribe(to: publisher) }
        }
    }

    func disappeared(_ node: LifecycleNode) {
        node.receiver = nil
    }
}

/// An `onReceive`'s subscription, and the action it runs: the view's latest.
final class PublisherReceiver<Output>: @unchecked Sendable {
    var action: (Output) -> Void
    private var subscription: AnyCancellable?

    init(_ action: @escaping (Output) -> Void) {
        self.action = action
    }

    func subscribe<P: Publisher>(to publisher: P) where P.Output == Output, P.Failure == Never {
        subscription = publisher.sink { [weak self] value in self?.receive(value) }
    }

    /// A value sent: the action runs on the main actor (at once if it was sent there).
    private func receive(_ value: Output) {
        guard MainActor.isCurrent else {
            let box = UncheckedValue(value)
            Task { @MainActor [weak self] in self?.action(box.value) }
            return
        }
        action(value)
    }
}

/// A value carried to the main actor, as the publisher sent it.
private struct UncheckedValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
