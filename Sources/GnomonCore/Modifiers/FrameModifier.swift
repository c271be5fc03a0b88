import Foundation

extension View {
    /// Gives the view a fixed width, height or both: the view is offered that size and the
    /// frame takes it, whatever the view chooses; the view is placed in it by `alignment`.
    ///
    /// ```swift
    /// TextField("Zip", text: $zip).frame(width: 80)
    /// Text("Title").frame(width: 200, alignment: .leading)   // a label's text at the start
    /// ```
    ///
    /// Around a view that takes the size it is offered anyway (`FillsItsFrame`: a colour, a
    /// shape, a picture) the frame is GTK's size request, which padding inside counts towards;
    /// around any other it is a `GnomonLayout` bounded to the size (GTK's request is a minimum
    /// only: a text field framed 80 wide was 168).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _FixedFrame(content: self, frame: _FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Gives the view bounds to grow and shrink within, and an ideal size: a `maxWidth` or
    /// `maxHeight` of `.infinity` makes it expand (`hexpand`/`vexpand`), with content that does
    /// not fill the space placed by `alignment`; a minimum is a size request.
    ///
    /// ```swift
    /// Text("Name").frame(maxWidth: .infinity, alignment: .leading)
    /// ScrollView { … }.frame(minHeight: 200)
    /// Text(caption).frame(maxWidth: 300)   // up to 300 wide
    /// ```
    ///
    /// A finite maximum or an ideal size, which GTK's properties cannot say, makes the frame a
    /// `GnomonLayout` around the view that follows SwiftUI's rules; in a GTK box, such a frame
    /// expands and keeps within its maximum, leaving the rest of its share empty.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let needsLayout =
            idealWidth != nil || idealHeight != nil || maxWidth.map { $0.isFinite } == true || maxHeight.map { $0.isFinite } == true
        return _FlexibleFrame(
            content: self, needsLayout: needsLayout,
            attributes: _FlexFrameLayout(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment),
            layout: _FlexibleFrameLayout(
                minimum: (minWidth, minHeight), ideal: (idealWidth, idealHeight), maximum: (maxWidth, maxHeight), alignment: alignment))
    }

    /// Keeps the view at its ideal size along the axes asked, whatever room it is offered.
    ///
    /// ```swift
    /// Text(message).fixedSize(horizontal: false, vertical: true)   // as tall as its lines
    /// ```
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        _FixedSizeLayout(horizontal: horizontal, vertical: vertical) { self }
    }

    /// Keeps the view at its ideal size, whatever room it is offered.
    ///
    /// ```swift
    /// Text("OK").fixedSize()
    /// ```
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Draws the view moved by `offset`, where it would be otherwise laid out; the views
    /// around it do not move.
    ///
    /// ```swift
    /// Image(systemName: "star").offset(x: 4, y: -4)
    /// ```
    public func offset(_ offset: CGSize) -> some View {
        _OffsetLayout(offset: offset) { self }
    }

    /// Draws the view moved by `x` and `y`; the views around it do not move.
    ///
    /// ```swift
    /// Badge().offset(x: 8)
    /// ```
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Takes all the room offered and puts the view's centre at `position` in it.
    ///
    /// ```swift
    /// Circle().frame(width: 10, height: 10).position(x: 40, y: 30)
    /// ```
    public func position(_ position: CGPoint) -> some View {
        _PositionLayout(position: position) { self }
    }

    /// Takes all the room offered and puts the view's centre at (`x`, `y`) in it.
    ///
    /// ```swift
    /// Text("Here").position(x: 100, y: 20)
    /// ```
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}

/// A flexible frame: GTK's properties (`_FlexFrameLayout`) when they can say it, else a
/// `GnomonLayout` running SwiftUI's rules (`_FlexibleFrameLayout`).
public struct _FlexibleFrame<Content: View>: View {
    let content: Content
    let needsLayout: Bool
    let attributes: _FlexFrameLayout
    let layout: _FlexibleFrameLayout

    public var body: some View {
        if needsLayout {
            _LayoutContainer(layout: layout, content: content)
        } else {
            content.modifier(attributes)
        }
    }
}

/// A fixed frame; see `View.frame(width:height:alignment:)`.
public struct _FixedFrame<Content: View>: View {
    let content: Content
    let frame: _FrameLayout

    public var body: some View {
        if (frame.width == nil && frame.height == nil) || FrameFilling.fills(content) {
            content.modifier(frame)
        } else {
            _LayoutContainer(
                layout: _FlexibleFrameLayout(
                    minimum: (frame.width, frame.height), ideal: (frame.width, frame.height), maximum: (frame.width, frame.height),
                    alignment: frame.alignment),
                content: content)
        }
    }
}

/// A view that takes exactly the size a frame offers it, in both hosts, so that a fixed frame
/// around it is its size request rather than a layout of its own: a colour, a spacer, a
/// shape, a picture, and such a view with attributes or an aspect ratio's content mode.
@MainActor
protocol FillsItsFrame {
    var fillsItsFrame: Bool { get }
}

@MainActor
enum FrameFilling {
    /// Whether `view` takes exactly the size a frame offers it.
    static func fills(_ view: Any) -> Bool {
        view is any Shape || (view as? any FillsItsFrame)?.fillsItsFrame == true
    }
}

extension Color: FillsItsFrame {
    var fillsItsFrame: Bool { true }
}

extension Spacer: FillsItsFrame {
    var fillsItsFrame: Bool { true }
}

extension Image: FillsItsFrame {
    var fillsItsFrame: Bool { true }
}

extension _ShapeView: FillsItsFrame {
    var fillsItsFrame: Bool { true }
}

extension _AspectRatioView: FillsItsFrame {
    var fillsItsFrame: Bool { ratio == nil && FrameFilling.fills(content) }
}

extension ModifiedContent: FillsItsFrame where Modifier: AttributeModifier {
    var fillsItsFrame: Bool { FrameFilling.fills(content) }
}

/// A fixed frame as GTK's size request, around a view that fills it (`_FixedFrame`).
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
}

extension _FlexFrameLayout: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        layout.horizontal.flex(min: minWidth, max: maxWidth, alignment: alignment.horizontal.position)
        layout.vertical.flex(min: minHeight, max: maxHeight, alignment: alignment.vertical.position)
    }
}
