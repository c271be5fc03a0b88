import Foundation
import GnomonCore

/// The test host's twin of GTK's layout: it measures and allocates a `TestHost`'s widgets as
/// GTK does, so `frame(of:)` reports the frames `GtkTestHost` reads from GTK's allocations for
/// what it models exactly — size requests, margins, alignment and expansion, boxes (GtkBox's
/// way of sharing room), layers, shapes and `Layout`s (whose engine both hosts run). Text is
/// measured with fixed metrics (`characterWidth` by `lineHeight` a character), not Pango's, and
/// widgets the theme draws (buttons, fields) take no room of their own.
///
/// ```swift
/// let frames = HeadlessLayout(direction: .leftToRight).frames(of: root, width: 480, height: 360)
/// ```
@MainActor
final class HeadlessLayout {
    /// A character's advance in the text model.
    static let characterWidth = 8
    /// A line's height in the text model.
    static let lineHeight = 18
    /// Where a line's baseline lies below its top in the text model.
    static let baseline = 14

    private let direction: LayoutDirection
    /// The window's content: what views are sized relative to (`containerRelativeFrame`); the
    /// model's scroll views do not scroll.
    private var windowContent = CGSize.zero
    private var measured: [Measure: (minimum: Int, natural: Int)] = [:]
    private var frames: [ObjectIdentifier: CGRect] = [:]

    init(direction: LayoutDirection) {
        self.direction = direction
    }

    /// Every widget's bounds (its allocation less its margins) in the root's coordinates, with
    /// the root `width` × `height`.
    func frames(of root: TestWidget, width: Int, height: Int) -> [ObjectIdentifier: CGRect] {
        windowContent = CGSize(width: width, height: height)
        allocateChildren(of: root, in: CGRect(x: 0, y: 0, width: width, height: height))
        return frames
    }

    /// What views are sized relative to: the window's content.
    var containerSize: CGSize { windowContent }

    // MARK: - Measuring

    private struct Measure: Hashable {
        let widget: ObjectIdentifier
        let axis: Axis
        let forSize: Int
    }

    /// The widget's minimum and natural lengths along `axis` for `forSize` across, margins
    /// and size request included, as `gtk_widget_measure` gives them.
    func measure(_ widget: TestWidget, _ axis: Axis, forSize: Int) -> (minimum: Int, natural: Int) {
        let key = Measure(widget: ObjectIdentifier(widget), axis: axis, forSize: forSize)
        if let known = measured[key] { return known }
        let margins = self.margins(of: widget, along: axis)
        let across = forSize < 0 ? -1 : max(0, forSize - self.margins(of: widget, along: axis.other))
        var size = content(of: widget, axis, forSize: across)
        let request = int(widget[axis == .horizontal ? .widthRequest : .heightRequest]) ?? -1
        size = (max(size.minimum, request), max(size.natural, size.minimum, request))
        let result = (size.minimum + margins, size.natural + margins)
        measured[key] = result
        return result
    }

    /// How many lines a label shows when it is `width` wide, margins included.
    func lineCount(of label: TestWidget, width: Int) -> Int {
        let across = max(0, width - margins(of: label, along: .horizontal))
        return max(1, text(of: label, .vertical, forSize: across).natural / Self.lineHeight)
    }

    /// What the widget's content needs, by its class.
    private func content(of widget: TestWidget, _ axis: Axis, forSize: Int) -> (minimum: Int, natural: Int) {
        let children = shownChildren(of: widget)
        // A `Layout`'s container, or a stack laid out by SwiftUI's rules.
        if let engine = engine(of: widget) {
            let layoutChildren = HeadlessLayoutChildren(children, layout: self, direction: direction)
            let offered: CGFloat? = forSize < 0 ? nil : CGFloat(forSize)
            var least = ProposedViewSize(width: 0, height: 0), ideal = ProposedViewSize.unspecified
            least[axis.other] = offered
            ideal[axis.other] = offered
            let minimum = length(engine.sizeThatFits(least, children: layoutChildren)[axis])
            return (minimum, max(minimum, length(engine.sizeThatFits(ideal, children: layoutChildren)[axis])))
        }
        switch widget.widgetClass {
        case .drawingArea?:
            return (0, 0)
        case .label?:
            return text(of: widget, axis, forSize: forSize)
        case .layout?:
            return (0, 0)
        default:
            guard let boxAxis = boxAxis(of: widget) else {
                // Layers, and single-child containers: as large as the largest child; a
                // mask's, as large as its view (the last child).
                let isMask = (PropertyKey.effect.value(of: widget[.effect] ?? .null) ?? nil) == .mask
                let sizes = (isMask ? Array(children.suffix(1)) : children).map { measure($0, axis, forSize: forSize) }
                return (sizes.map(\.minimum).max() ?? 0, sizes.map(\.natural).max() ?? 0)
            }
            let spacing = (int(widget[.spacing]) ?? 0) * max(0, children.count - 1)
            if axis == boxAxis {
                let sizes = children.map { measure($0, axis, forSize: forSize) }
                return (sizes.reduce(spacing) { $0 + $1.minimum }, sizes.reduce(spacing) { $0 + $1.natural })
            }
            // Across a box given its length: each child is measured for the length it gets.
            let lengths =
                forSize < 0 ? children.map { _ in -1 } : share(forSize, among: children, along: boxAxis, across: -1)
            let sizes = zip(children, lengths).map { measure($0, axis, forSize: $1) }
            return (sizes.map(\.minimum).max() ?? 0, sizes.map(\.natural).max() ?? 0)
        }
    }

    /// A label's text at `characterWidth` × `lineHeight` a character, wrapped to `forSize` if
    /// it wraps; as narrow as an ellipsis if it is cut short (as GTK's, which ellipsizes).
    private func text(of widget: TestWidget, _ axis: Axis, forSize: Int) -> (minimum: Int, natural: Int) {
        let lines = (PropertyKey.label.value(of: widget[.label] ?? .null) ?? nil)?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        let longest = (lines.map(\.count).max() ?? 0) * Self.characterWidth
        let wraps = widget[.wrap] == .bool(true)
        if axis == .horizontal {
            if widget[.ellipsize] != nil { return (min(longest, Self.characterWidth), longest) }
            return (wraps ? min(longest, lines.isEmpty ? 0 : Self.characterWidth * 3) : longest, longest)
        }
        let count =
            wraps && forSize > 0
            ? lines.reduce(0) { $0 + max(1, Int((Double($1.count * Self.characterWidth) / Double(forSize)).rounded(.up))) }
            : lines.count
        return (count * Self.lineHeight, count * Self.lineHeight)
    }

    // MARK: - Allocating

    /// Gives `widget` `allocation` (margins included) as `gtk_widget_size_allocate` does:
    /// less its margins, and at its natural size, placed by its alignment, along an axis it
    /// does not fill.
    func allocate(_ widget: TestWidget, in allocation: CGRect) {
        var frame = allocation
        frame.origin.x += CGFloat(leadingMargin(of: widget))
        frame.size.width = max(0, frame.width - CGFloat(margins(of: widget, along: .horizontal)))
        frame.origin.y += CGFloat(int(widget[.marginTop]) ?? 0)
        frame.size.height = max(0, frame.height - CGFloat(margins(of: widget, along: .vertical)))
        let naturalWidth = measure(widget, .horizontal, forSize: -1).natural - margins(of: widget, along: .horizontal)
        if let align = align(widget[.halign]), align != .fill, CGFloat(naturalWidth) < frame.width {
            let room = frame.width - CGFloat(naturalWidth)
            frame.origin.x += offset(align, room: room, mirrored: direction == .rightToLeft)
            frame.size.width = CGFloat(naturalWidth)
        }
        let naturalHeight =
            measure(widget, .vertical, forSize: Int(frame.width) + margins(of: widget, along: .horizontal)).natural
            - margins(of: widget, along: .vertical)
        if let align = align(widget[.valign]), align != .fill, CGFloat(naturalHeight) < frame.height {
            frame.origin.y += offset(align, room: frame.height - CGFloat(naturalHeight), mirrored: false)
            frame.size.height = CGFloat(naturalHeight)
        }
        frames[ObjectIdentifier(widget)] = frame
        allocateChildren(of: widget, in: frame)
    }

    private func allocateChildren(of widget: TestWidget, in frame: CGRect) {
        let children = shownChildren(of: widget)
        if let engine = engine(of: widget) {
            let layoutChildren = HeadlessLayoutChildren(children, layout: self, direction: direction, origin: frame.origin)
            engine.place(in: CGRect(origin: .zero, size: frame.size), children: layoutChildren)
        } else if let axis = boxAxis(of: widget) {
            let spacing = CGFloat(int(widget[.spacing]) ?? 0)
            let along = axis == .horizontal ? frame.width : frame.height
            let lengths = share(Int(along), among: children, along: axis, across: Int(axis == .horizontal ? frame.height : frame.width))
            var position: CGFloat = 0
            for (child, length) in zip(children, lengths) {
                if axis == .horizontal {
                    let x = direction == .rightToLeft ? frame.width - position - CGFloat(length) : position
                    allocate(child, in: CGRect(x: frame.minX + x, y: frame.minY, width: CGFloat(length), height: frame.height))
                } else {
                    allocate(child, in: CGRect(x: frame.minX, y: frame.minY + position, width: frame.width, height: CGFloat(length)))
                }
                position += CGFloat(length) + spacing
            }
        } else {
            for child in children { allocate(child, in: frame) }
        }
    }

    /// How a box of `length` shares it among `children`, as GtkBox does: each its minimum,
    /// then what is left brings them towards their natural lengths (the nearest first), then
    /// what is still left goes in equal parts to those that expand (a pixel more to the first
    /// ones, for what does not divide).
    private func share(_ length: Int, among children: [TestWidget], along axis: Axis, across: Int) -> [Int] {
        guard !children.isEmpty else { return [] }
        let spacing = (int(children[0].parent?[.spacing] ?? .null) ?? 0) * (children.count - 1)
        let sizes = children.map { measure($0, axis, forSize: across) }
        var lengths = sizes.map(\.minimum)
        var extra = max(0, length - spacing - lengths.reduce(0, +))
        let gaps = sizes.map { max(0, $0.natural - $0.minimum) }
        let spreading = children.indices.sorted { gaps[$0] != gaps[$1] ? gaps[$0] > gaps[$1] : $0 > $1 }
        for position in stride(from: spreading.count - 1, through: 0, by: -1) where extra > 0 {
            let glue = (extra + position) / (position + 1)
            let given = min(glue, gaps[spreading[position]])
            lengths[spreading[position]] += given
            extra -= given
        }
        let expanding = children.indices.filter { expands(children[$0], along: axis) }
        if !expanding.isEmpty {
            var bonus = extra % expanding.count
            for index in expanding {
                lengths[index] += extra / expanding.count
                if bonus > 0 {
                    lengths[index] += 1
                    bonus -= 1
                }
            }
        }
        return lengths
    }

    // MARK: - Properties

    /// Whether the widget expands along `axis`, as `gtk_widget_compute_expand` says: its own
    /// flag, or else whether any child expands.
    func expands(_ widget: TestWidget, along axis: Axis) -> Bool {
        if case .bool(let set) = widget[axis == .horizontal ? .hexpand : .vexpand] { return set }
        return shownChildren(of: widget).contains { expands($0, along: axis) }
    }

    private func shownChildren(of widget: TestWidget) -> [TestWidget] {
        widget.children.filter { $0[.visible] != .bool(false) }
    }

    private func boxAxis(of widget: TestWidget) -> Axis? {
        guard widget.widgetClass?.name == "GtkBox" else { return nil }
        return widget[.orientation] == .nick("vertical") ? .vertical : .horizontal
    }

    /// The baselines of the text a widget laid out by a layout of its own, or a box, places
    /// when it is `size` (margins included); nil for any other widget, or one that places no
    /// text.
    func laidOutBaselines(of widget: TestWidget, in size: CGSize, direction: LayoutDirection) -> TextBaselines? {
        let stack = boxAxis(of: widget).map { LayoutEngine.stack(along: $0, spacing: CGFloat(int(widget[.spacing]) ?? 0)) }
        guard size.width.isFinite, size.height.isFinite, let engine = engine(of: widget) ?? stack else { return nil }
        let top = CGFloat(int(widget[.marginTop]) ?? 0)
        let content = CGSize(
            width: max(0, size.width - CGFloat(margins(of: widget, along: .horizontal))),
            height: max(0, size.height - CGFloat(margins(of: widget, along: .vertical))))
        let children = HeadlessLayoutChildren(shownChildren(of: widget), layout: self, direction: direction)
        return engine.textBaselines(in: content, children: children).map { TextBaselines(first: $0.first + top, last: $0.last + top) }
    }

    private func engine(of widget: TestWidget) -> LayoutEngine? {
        (PropertyKey.layout.value(of: widget[.layout] ?? .null) ?? nil).map(LayoutEngine.init)
    }

    private func margins(of widget: TestWidget, along axis: Axis) -> Int {
        axis == .horizontal
            ? (int(widget[.marginStart]) ?? 0) + (int(widget[.marginEnd]) ?? 0)
            : (int(widget[.marginTop]) ?? 0) + (int(widget[.marginBottom]) ?? 0)
    }

    private func leadingMargin(of widget: TestWidget) -> Int {
        int(widget[direction == .rightToLeft ? .marginEnd : .marginStart]) ?? 0
    }

    private func offset(_ align: WidgetAlign, room: CGFloat, mirrored: Bool) -> CGFloat {
        switch align {
        case .start: mirrored ? room : 0
        case .end: mirrored ? 0 : room
        default: (room / 2).rounded(.down)
        }
    }

    private func align(_ value: PropertyValue?) -> WidgetAlign? {
        value.flatMap { PropertyKey.halign.value(of: $0) }
    }

    private func int(_ value: PropertyValue?) -> Int? {
        if case .int(let number)? = value { return number }
        return nil
    }

    private func length(_ value: CGFloat) -> Int {
        value.isFinite ? hostPixels(value, .up) : 0
    }
}

/// A `GnomonLayout`'s children in the test host, measured and placed by `HeadlessLayout` as
/// `GtkHost` measures and allocates them in GTK.
@MainActor
private final class HeadlessLayoutChildren: LayoutChildren {
    private let widgets: [TestWidget]
    private unowned let layout: HeadlessLayout
    private let origin: CGPoint
    let layoutDirection: LayoutDirection

    init(_ widgets: [TestWidget], layout: HeadlessLayout, direction: LayoutDirection, origin: CGPoint = .zero) {
        self.widgets = widgets
        self.layout = layout
        self.origin = origin
        layoutDirection = direction
    }

    var count: Int { widgets.count }
    var originInWindow: CGPoint { origin }
    var containerSize: CGSize? { layout.containerSize }

    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        let widget = widgets[index]
        let width = fit(proposal.width, widget, .horizontal, forSize: -1)
        // The height for the width the child will be given at least (its frame is rounded).
        let height = fit(proposal.height, widget, .vertical, forSize: width.isFinite ? max(0, hostPixels(width, .down)) : -1)
        return CGSize(width: width, height: height)
    }

    private func fit(_ offer: CGFloat?, _ widget: TestWidget, _ axis: Axis, forSize: Int) -> CGFloat {
        let size = layout.measure(widget, axis, forSize: forSize)
        return ProposedViewSize.length(
            offered: offer, minimum: size.minimum, natural: size.natural, expands: offer != nil && layout.expands(widget, along: axis))
    }

    /// A label's first and last baselines, below its top margin, its lines `lineHeight`
    /// apart at the width it is given; a layout's, those of the text it places, within its
    /// margins; other widgets have none in the model.
    func textBaselines(_ index: Int, in size: CGSize) -> TextBaselines? {
        let widget = widgets[index]
        if let baselines = layout.laidOutBaselines(of: widget, in: size, direction: layoutDirection) { return baselines }
        guard widget.widgetClass == .label else { return nil }
        let marginTop = PropertyKey.marginTop.value(of: widget[.marginTop] ?? .int(0)) ?? 0
        let first = CGFloat(marginTop + HeadlessLayout.baseline)
        guard size.width.isFinite else { return TextBaselines(first: first, last: first) }
        let lines = layout.lineCount(of: widget, width: max(0, hostPixels(size.width, .down)))
        return TextBaselines(first: first, last: first + CGFloat((lines - 1) * HeadlessLayout.lineHeight))
    }

    func traits(of index: Int) -> LayoutChildTraits {
        (PropertyKey.layoutChild.value(of: widgets[index][.layoutChild] ?? .null) ?? nil) ?? LayoutChildTraits()
    }

    /// A hidden child is not allocated, so it has no frame, as GTK does not map it.
    func hide(_ index: Int) {}

    func place(_ index: Int, in frame: CGRect) {
        let x = hostPixels(frame.minX), y = hostPixels(frame.minY)
        layout.allocate(
            widgets[index],
            in: CGRect(
                x: origin.x + CGFloat(x), y: origin.y + CGFloat(y), width: CGFloat(max(0, hostPixels(frame.maxX) - x)),
                height: CGFloat(max(0, hostPixels(frame.maxY) - y))))
    }
}
