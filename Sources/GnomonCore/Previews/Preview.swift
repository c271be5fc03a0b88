import CDiscovery

/// One preview an app declares: a `#Preview`, or a type conforming to `PreviewProvider`.
/// `Preview.all` lists them, so a tool (or a test) can show each one.
///
/// ```swift
/// for preview in Preview.all {
///     print(preview.displayName)          // "Empty list", "ContentView_Previews", "Rows.swift:40"
///     let host = TestHost(preview.makeView())
/// }
/// ```
///
/// `#Preview` makes these itself; writing one by hand is how SwiftUI spells a preview's body
/// too: `Preview("Empty") { ContentView() }`.
public struct Preview: Sendable {
    /// The name `#Preview("…")` gave it, or the `PreviewProvider`'s type name.
    public let name: String?
    /// The file it is declared in ("MyApp/ContentView.swift"); nil for a `PreviewProvider`.
    public let fileID: String?
    /// The line of its `#Preview`; nil for a `PreviewProvider`.
    public let line: Int?
    /// Its layout and orientation.
    public let traits: [PreviewTrait<ViewTraits>]
    private let body: @MainActor @Sendable () -> AnyView

    /// The traits a `#Preview` takes: `PreviewTrait<Preview.ViewTraits>`.
    public struct ViewTraits: Sendable {}

    /// A preview of what `body` returns.
    ///
    /// ```swift
    /// let preview = Preview("Empty") { ContentView() }
    /// ```
    public init(
        _ name: String? = nil, traits: [PreviewTrait<ViewTraits>] = [], fileID: String? = nil, line: Int? = nil,
        @ViewBuilder body: @escaping @MainActor @Sendable () -> any View
    ) {
        self.name = name
        self.traits = traits
        self.fileID = fileID
        self.line = line
        self.body = { AnyView(body()) }
    }

    init<Provider: PreviewProvider>(_ provider: Provider.Type) {
        name = String(describing: provider)
        fileID = nil
        line = nil
        traits = []
        body = { AnyView(Provider.previews) }
    }

    /// The name to list it by: its own, or where it is written ("ContentView.swift:12").
    public var displayName: String {
        if let name { return name }
        let file = fileID.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "Preview"
        return line.map { "\(file):\($0)" } ?? file
    }

    /// Its layout, from its traits (the last one set); `.device` if none.
    public var layout: PreviewLayout {
        lastTrait { if case .layout(let layout) = $0 { layout } else { nil } } ?? .device
    }

    /// Its orientation, from its traits (the last one set); `.portrait` if none.
    public var orientation: InterfaceOrientation {
        lastTrait { if case .orientation(let orientation) = $0 { orientation } else { nil } } ?? .portrait
    }

    private func lastTrait<T>(_ value: (PreviewTrait<ViewTraits>.Value) -> T?) -> T? {
        traits.reversed().compactMap { value($0.value) }.first
    }

    /// The view to show, made anew on each call.
    @MainActor
    public func makeView() -> AnyView {
        body()
    }
}

extension Preview {
    /// Every preview of the program: its `#Preview`s in the order of their files and lines,
    /// then its `PreviewProvider`s by name. Found in the modules linked into the executable
    /// (SwiftPM links an app's modules in; a preview in a dynamic library is not seen).
    public static var all: [Preview] {
        records() + providers()
    }

    /// The `#Preview`s, which each wrote a `Preview.Record` into the `gnomon_previews` section.
    private static func records() -> [Preview] {
        var length = 0
        guard let start = gnomon_preview_records(&length), length > 0 else { return [] }
        precondition(length % MemoryLayout<Record>.stride == 0, "the gnomon_previews section holds something that is not a preview record")
        let records = UnsafeBufferPointer(
            start: start.assumingMemoryBound(to: Record.self), count: length / MemoryLayout<Record>.stride)
        return records.compactMap { record -> Preview? in
            guard record.version == recordVersion else {
                log.warning("a #Preview built by another version of Gnomon (record version \(record.version)) is left out")
                return nil
            }
            let preview = UnsafeMutablePointer<Preview>.allocate(capacity: 1)
            defer { preview.deallocate() }
            record.make(preview)
            return preview.move()
        }
        .sorted { ($0.fileID ?? "", $0.line ?? 0) < ($1.fileID ?? "", $1.line ?? 0) }
    }

    /// The types that conform to `PreviewProvider`, from the Swift runtime's conformance records.
    private static func providers() -> [Preview] {
        var types: [any PreviewProvider.Type] = []
        withUnsafeMutablePointer(to: &types) { types in
            gnomon_each_conforming_type("GnomonCore", "PreviewProvider", { metadata, context in
                guard let metadata, let context else { return }
                let type = unsafeBitCast(metadata, to: Any.Type.self)
                guard let provider = type as? any PreviewProvider.Type else { return }
                context.assumingMemoryBound(to: [any PreviewProvider.Type].self).pointee.append(provider)
            }, types)
        }
        return types.map { Preview($0) }.sorted { $0.displayName < $1.displayName }
    }

    /// What `#Preview` places in the `gnomon_previews` section: a version, and a function that
    /// initializes the memory it is given with the `Preview`. A constant, so the linker can
    /// gather it; the `Preview` is only made when `Preview.all` asks.
    public typealias Record = (version: UInt32, make: @convention(c) (UnsafeMutableRawPointer) -> Void)

    /// The version of `Record` that `#Preview` writes; a record of another is left out with a
    /// warning.
    public static var recordVersion: UInt32 { 1 }
}
