/// GTK's `GtkAlign`: how a widget sits in the space its parent gives it.
public enum WidgetAlign: String, Hashable, Sendable {
    case fill, start, end, center, baseline
}

/// GTK's `GtkNaturalWrapMode`: how a wrapping label computes its natural width.
public enum NaturalWrapMode: String, Hashable, Sendable {
    case inherit, none, word
}

/// Pango's `PangoEllipsizeMode`: where a label that does not fit shows "…".
public enum EllipsizeMode: String, Hashable, Sendable {
    case none, start, middle, end
}

/// GTK's `GtkPolicyType`: when a scrolled window shows a scrollbar.
public enum ScrollbarPolicy: String, Hashable, Sendable {
    case always, automatic, never, external
}

/// A widget property Gnomon maps, named as GTK names it.
///
/// Cases are declared in the order of their GTK names, which is the order `dump()` prints
/// them in; the raw value indexes per-class tables.
public enum PropertyKey: Int, CaseIterable, Comparable, Sendable {
    case active
    case clip
    case drawing
    case ellipsize
    case file
    case halign
    case heightRequest
    case hexpand
    case hscrollbarPolicy
    case iconName
    case label
    case lines
    case marginBottom
    case marginEnd
    case marginStart
    case marginTop
    case naturalWrapMode
    case orientation
    case placeholderText
    case sensitive
    case spacing
    case text
    case tooltipText
    case useMarkup
    case valign
    case vexpand
    case vscrollbarPolicy
    case widthRequest
    case wrap
    case xalign
    case yalign

    /// The property's GTK name, such as `tooltip-text`.
    public var name: String { Self.names[rawValue] }

    private static let names = [
        "active", "clip", "drawing", "ellipsize", "file", "halign", "height-request", "hexpand", "hscrollbar-policy", "icon-name",
        "label", "lines", "margin-bottom", "margin-end", "margin-start", "margin-top", "natural-wrap-mode",
        "orientation", "placeholder-text", "sensitive", "spacing", "text", "tooltip-text",
        "use-markup", "valign", "vexpand", "vscrollbar-policy", "width-request", "wrap", "xalign",
        "yalign",
    ]

    public static func < (lhs: PropertyKey, rhs: PropertyKey) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A widget property and its value, as Gnomon writes it to GTK.
///
/// `hexpand` and `vexpand` are tri-state: `nil` means "not set", so GTK computes expansion from
/// the children (`gtk_widget_compute_expand`); `false` stops that, as a fixed frame must.
public enum Property: Hashable, Sendable, CustomStringConvertible {
    case active(Bool)
    /// The outline a `GnomonClip` cuts its child to (Gnomon's own, not a GTK property).
    case clip(ClipOutline?)
    /// What a drawing area draws (Gnomon's own, not a GTK property).
    case drawing(ShapeDrawing?)
    case ellipsize(EllipsizeMode)
    /// An image's file path.
    case file(String?)
    case halign(WidgetAlign)
    case heightRequest(Int)
    case hexpand(Bool?)
    case hscrollbarPolicy(ScrollbarPolicy)
    case iconName(String?)
    case label(String?)
    /// A wrapping, ellipsizing label's line limit; -1 for none.
    case lines(Int)
    case marginBottom(Int)
    case marginEnd(Int)
    case marginStart(Int)
    case marginTop(Int)
    case naturalWrapMode(NaturalWrapMode)
    case orientation(Axis)
    case placeholderText(String?)
    case sensitive(Bool)
    case spacing(Int)
    case text(String)
    case tooltipText(String?)
    case useMarkup(Bool)
    case valign(WidgetAlign)
    case vexpand(Bool?)
    case vscrollbarPolicy(ScrollbarPolicy)
    case widthRequest(Int)
    case wrap(Bool)
    case xalign(Double)
    case yalign(Double)

    public var key: PropertyKey {
        switch self {
        case .active: .active
        case .clip: .clip
        case .drawing: .drawing
        case .ellipsize: .ellipsize
        case .file: .file
        case .halign: .halign
        case .heightRequest: .heightRequest
        case .hexpand: .hexpand
        case .hscrollbarPolicy: .hscrollbarPolicy
        case .iconName: .iconName
        case .label: .label
        case .lines: .lines
        case .marginBottom: .marginBottom
        case .marginEnd: .marginEnd
        case .marginStart: .marginStart
        case .marginTop: .marginTop
        case .naturalWrapMode: .naturalWrapMode
        case .orientation: .orientation
        case .placeholderText: .placeholderText
        case .sensitive: .sensitive
        case .spacing: .spacing
        case .text: .text
        case .tooltipText: .tooltipText
        case .useMarkup: .useMarkup
        case .valign: .valign
        case .vexpand: .vexpand
        case .vscrollbarPolicy: .vscrollbarPolicy
        case .widthRequest: .widthRequest
        case .wrap: .wrap
        case .xalign: .xalign
        case .yalign: .yalign
        }
    }

    /// The value as `dump()` prints it: strings quoted and escaped, enums by their GTK nick,
    /// `null` for a missing string or an unset expand flag.
    public var formattedValue: String {
        switch self {
        case .active(let v), .sensitive(let v), .useMarkup(let v), .wrap(let v):
            return String(v)
        case .hexpand(let v), .vexpand(let v):
            return v.map { String($0) } ?? "null"
        case .halign(let v), .valign(let v):
            return v.rawValue
        case .hscrollbarPolicy(let v), .vscrollbarPolicy(let v):
            return v.rawValue
        case .naturalWrapMode(let v):
            return v.rawValue
        case .ellipsize(let v):
            return v.rawValue
        case .heightRequest(let v), .widthRequest(let v), .spacing(let v), .lines(let v),
            .marginBottom(let v), .marginEnd(let v), .marginStart(let v), .marginTop(let v):
            return String(v)
        case .file(let v), .iconName(let v), .label(let v), .placeholderText(let v), .tooltipText(let v):
            return v.map(Self.quote) ?? "null"
        case .text(let v):
            return Self.quote(v)
        case .drawing(let v):
            return v.map { Self.quote($0.description) } ?? "null"
        case .clip(let v):
            return v.map { Self.quote($0.description) } ?? "null"
        case .orientation(let v):
            return v == .horizontal ? "horizontal" : "vertical"
        case .xalign(let v), .yalign(let v):
            return v == v.rounded() ? String(Int(v)) : String(v)
        }
    }

    /// `name=value`, as in a dump line.
    public var description: String { "\(key.name)=\(formattedValue)" }

    /// The property in the one form both hosts hold: for the optional strings (titles,
    /// labels, placeholders, tooltips, names), an empty string is no string.
    ///
    /// GTK itself reads an empty title back either way: a `GtkCheckButton`'s label and a
    /// tooltip as NULL, a `GtkButton`'s label and an entry's placeholder as "" (and those two
    /// never return to NULL once set). So Gnomon never writes an empty string to them, and
    /// reads GTK's "" as nil: `Toggle("")` and `Button("")` show no title in either host.
    ///
    /// ```swift
    /// Property.label("").canonical == .label(nil)
    /// ```
    public var canonical: Property {
        switch self {
        case .label(""): .label(nil)
        case .placeholderText(""): .placeholderText(nil)
        case .tooltipText(""): .tooltipText(nil)
        case .iconName(""): .iconName(nil)
        case .file(""): .file(nil)
        default: self
        }
    }

    private static func quote(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
