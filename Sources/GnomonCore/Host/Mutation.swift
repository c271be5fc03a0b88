/// One operation the reconciler applied to the widget tree.
///
/// Mutations follow the DOM's `MutationObserver` convention: an `.insert` carries a whole new
/// subtree — its widgets are created with their properties, CSS classes and children already in
/// place, and those are not listed separately. Likewise one `.remove` takes a whole subtree away.
///
/// ```swift
/// host.tap(host.find(text: "Increment")!)
/// host.settle()
/// XCTAssertEqual(host.lastMutations.map(\.kind), [.set])   // the count label's text
/// ```
public struct Mutation: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        case insert, remove, move, set, addClass, removeClass
    }

    public let kind: Kind
    /// The GTK class of the widget touched, such as `GtkLabel`.
    public let widget: String
    /// The widget's id, stable for as long as the widget lives (see `WidgetHandle.id`).
    public let widgetID: Int
    /// For `.set` the property's GTK name, for `.addClass` and `.removeClass` the CSS class.
    public let property: String?
    /// For `.set` the new value, formatted as `dump()` prints it.
    public let value: String?

    public init(kind: Kind, widget: String, widgetID: Int, property: String? = nil, value: String? = nil) {
        self.kind = kind
        self.widget = widget
        self.widgetID = widgetID
        self.property = property
        self.value = value
    }

    public var description: String {
        var text = "\(kind.rawValue) \(widget)#\(widgetID)"
        if let property { text += " \(property)" }
        if let value { text += "=\(value)" }
        return text
    }
}
