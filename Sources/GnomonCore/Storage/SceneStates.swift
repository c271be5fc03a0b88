import Foundation

/// The values `@SceneStorage` keeps for one window of a scene, and the readers of each key.
///
/// ```swift
/// let state = SceneStates.window(of: "main")   // what the window had when the app last quit
/// ```
///
/// Used on the main actor, where views read and write it (a write asserts it), hence
/// `@unchecked Sendable`.
final class SceneState: PropertyListStorage, @unchecked Sendable {
    /// The scene's id, or its title; nil for views shown outside a scene window (a test's or
    /// a preview's root), whose values are not kept.
    let scene: String?
    private(set) var values: [String: Any]
    private var readers: [String: Dependents] = [:]

    init(scene: String?, values: [String: Any] = [:]) {
        self.scene = scene
        self.values = values
    }

    func storedValue(forKey key: String) -> Any? {
        readers[key, default: Dependents()].recordRead()
        return values[key]
    }

    func store(_ value: Any?, forKey key: String) {
        values[key] = value
        MainActor.assumeIsolated {
            readers[key]?.invalidate(because: "@SceneStorage(\"\(key)\")", owner: nil)
            if scene != nil { AppDefaults.shared.scheduleWrite() }
        }
    }
}

/// The scene states of the app's windows, kept in the app's defaults (under
/// `Gnomon.SceneStorage`) so that each window gets its state back when the app is launched
/// again: the first window of a scene opened takes what the first one had, and so on.
///
/// A window the user closes while others stay open takes its state with it, as a closed
/// SwiftUI scene does; the windows open when the app quits (or the last one, whose closing
/// ends the app) keep theirs.
@MainActor
package enum SceneStates {
    /// The key in `UserDefaults.standard`: each scene's windows' values, in opening order.
    package static let defaultsKey = "Gnomon.SceneStorage"

    /// The states of the windows open, and of those closed that are kept, in opening order.
    private static var kept: [SceneState] = []
    private static var open: Set<ObjectIdentifier> = []
    /// What the last run left, per scene, not yet taken by a window.
    private static var restored: [String: [[String: Any]]]?

    /// The state of a new window of `scene`: the next one the last run left, or an empty one.
    static func window(of scene: String) -> SceneState {
        if restored == nil {
            restored = AppDefaults.standardStore.dictionary(forKey: defaultsKey)?.compactMapValues { $0 as? [[String: Any]] } ?? [:]
        }
        let values = restored?[scene]?.isEmpty == false ? restored![scene]!.removeFirst() : [:]
        let state = SceneState(scene: scene, values: values)
        kept.append(state)
        open.insert(ObjectIdentifier(state))
        return state
    }

    /// The window of `state` closed; `byUser`, its state goes unless it was the last window.
    static func closed(_ state: SceneState, byUser: Bool) {
        open.remove(ObjectIdentifier(state))
        if byUser && !open.isEmpty {
            kept.removeAll { $0 === state }
            if !state.values.isEmpty { AppDefaults.shared.scheduleWrite() }
        }
    }

    /// Puts the states kept into `store`, for the defaults' next write: each scene's windows'
    /// values in order, then those the last run left that no window has taken yet, for the
    /// scenes where a window has any (an app that keeps none writes nothing).
    package static func save(into store: UserDefaults) {
        var scenes: [String: [[String: Any]]] = [:]
        for state in kept {
            guard let scene = state.scene else { continue }
            scenes[scene, default: []].append(state.values)
        }
        // What the last run left for windows that have not opened again is kept for them.
        for (scene, left) in restored ?? [:] { scenes[scene, default: []] += left }
        scenes = scenes.filter { $0.value.contains { !$0.isEmpty } }
        if !scenes.isEmpty {
            store.set(scenes, forKey: defaultsKey)
        } else if store.object(forKey: defaultsKey) != nil {
            store.removeObject(forKey: defaultsKey)
        }
    }
}
