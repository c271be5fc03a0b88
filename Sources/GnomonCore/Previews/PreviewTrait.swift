import Foundation

/// How a preview is shown: its layout and orientation, as SwiftUI's `PreviewTrait`.
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// ```
public struct PreviewTrait<T>: Sendable {
    /// What the trait sets.
    public let value: Value

    /// What a preview trait sets.
    public enum Value: Sendable, Hashable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }

    init(_ value: Value) {
        self.value = value
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview in a window of a device's size.
    public static var defaultLayout: PreviewTrait { PreviewTrait(.layout(.device)) }
    /// The preview at the size it asks for.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(.layout(.sizeThatFits)) }
    /// The preview at a given size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }
    public static var portrait: PreviewTrait { PreviewTrait(.orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(.orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(.orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait { PreviewTrait(.orientation(.landscapeRight)) }
}

/// The size a preview is shown at, as SwiftUI's.
///
/// ```swift
/// Badge(count: 3).previewLayout(.sizeThatFits)
/// ```
public enum PreviewLayout: Sendable, Hashable {
    /// A window of a device's size (`PreviewLaunch.deviceSize`, 480 × 640).
    case device
    /// The size the view asks for.
    case sizeThatFits
    /// A given size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// Which way up a device is held; a preview in landscape swaps its window's width and height.
///
/// ```swift
/// ContentView().previewInterfaceOrientation(.landscapeLeft)
/// ```
public enum InterfaceOrientation: Sendable, Hashable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Whether the device lies on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A device SwiftUI would show a preview on, by name ("iPhone 15"); kept with the preview and
/// otherwise without effect on GNOME.
///
/// ```swift
/// ContentView().previewDevice("iPhone 15")
/// ```
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }
}

/// The traits a preview's views set on themselves (`.previewDisplayName` and the rest), which a
/// variadic view reads from each subview of `PreviewProvider.previews`. `Preview.all` lists a
/// provider as one preview, whatever it holds; these traits are kept for the tool that will
/// render each of its views (the layout and rendering issue's `make previews`).
public enum PreviewTraitKeys {
    /// `.previewDisplayName(_:)`.
    public struct DisplayName: ViewTraitKey {
        public static var defaultValue: String? { nil }
    }

    /// `.previewLayout(_:)`.
    public struct Layout: ViewTraitKey {
        public static var defaultValue: PreviewLayout? { nil }
    }

    /// `.previewInterfaceOrientation(_:)`.
    public struct Orientation: ViewTraitKey {
        public static var defaultValue: InterfaceOrientation? { nil }
    }

    /// `.previewDevice(_:)`.
    public struct Device: ViewTraitKey {
        public static var defaultValue: PreviewDevice? { nil }
    }
}

extension View {
    /// Names this view among a `PreviewProvider`'s previews.
    ///
    /// ```swift
    /// ContentView().previewDisplayName("Empty")
    /// ```
    public func previewDisplayName(_ value: String?) -> some View {
        trait(PreviewTraitKeys.DisplayName.self, value)
    }

    /// The size this preview is shown at.
    ///
    /// ```swift
    /// Badge(count: 3).previewLayout(.sizeThatFits)
    /// ```
    public func previewLayout(_ value: PreviewLayout) -> some View {
        trait(PreviewTraitKeys.Layout.self, value)
    }

    /// Which way up this preview's device is held.
    ///
    /// ```swift
    /// ContentView().previewInterfaceOrientation(.landscapeLeft)
    /// ```
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        trait(PreviewTraitKeys.Orientation.self, value)
    }

    /// The device SwiftUI would show this preview on.
    ///
    /// ```swift
    /// ContentView().previewDevice(PreviewDevice(rawValue: "iPhone 15"))
    /// ```
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        trait(PreviewTraitKeys.Device.self, value)
    }
}
