import Foundation

extension View {
    /// Gives the view a fixed width, height or both: GTK size requests. Padding inside the
    /// frame counts towards it, and the view stops expanding along a fixed axis.
    ///
    /// ```swift
    /// TextField("Zip", text: $zip).frame(width: 80)
    /// Text("Title").frame(width: 200, alignment: .leading)   // a label's text at the start
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Gives the view minimum sizes and lets it grow: a `maxWidth` or `maxHeight` of
    /// `.infinity` makes it expand (`hexpand`/`vexpand`), with content that does not fill the
    /// space placed by `alignment`.
    ///
    /// ```swift
    /// Text("Name").frame(maxWidth: .infinity, alignment: .leading)
    /// ScrollView { … }.frame(minHeight: 200)
    /// ```
    ///
    /// GTK has no maximum size, so a finite maximum is ignored (with a note in the log).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            _FlexFrameLayout(
                minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
                alignment: alignment))
    }
}

/// A fixed frame; see `View.frame(width:height:alignment:)`.
public struct _FrameLayout: ViewModifier, Equatable {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    public typealias Body = Never
}

extension _FrameLayout: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        if let width { layout.horizontal.fix(length: width, alignment: alignment.horizontal.position) }
        if let height { layout.vertical.fix(length: height, alignment: alignment.vertical.position) }
    }
}

/// A flexible frame; see `View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct _FlexFrameLayout: ViewModifier, Equatable {
    var minWidth: CGFloat?
    var maxWidth: CGFloat?
    var minHeight: CGFloat?
    var maxHeight: CGFloat?
    var alignment: Alignment

    public typealias Body = Never

    @MainActor private static var reportedFiniteMaximum = false
}

extension _FlexFrameLayout: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        for maximum in [maxWidth, maxHeight] {
            if let maximum, maximum.isFinite, !Self.reportedFiniteMaximum {
                Self.reportedFiniteMaximum = true
                log.notice("frame(maxWidth:maxHeight:) with a finite value has no GTK equivalent and is ignored")
            }
        }
        layout.horizontal.flex(min: minWidth, max: maxWidth, alignment: alignment.horizontal.position)
        layout.vertical.flex(min: minHeight, max: maxHeight, alignment: alignment.vertical.position)
    }
}
