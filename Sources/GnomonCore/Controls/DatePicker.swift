import Foundation

/// Which parts of a date a `DatePicker` lets the user choose.
///
/// ```swift
/// DatePicker("Due", selection: $due, displayedComponents: .date)
/// ```
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The day: a button showing it, which opens a `GtkCalendar` in a popover.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The time of day: spin buttons for the hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for choosing a date, a time or both: the day with a button that opens a
/// `GtkCalendar` in a popover, the time with spin buttons for the hour and the minute, as GNOME
/// apps choose them. The binding keeps the parts the picker does not show (a date picker keeps
/// the time of day). Days are in the user's calendar and time zone.
///
/// ```swift
/// DatePicker("Due", selection: $task.due, displayedComponents: .date)
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
/// DatePicker("Meeting", selection: $meeting, in: Date()...)
/// ```
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let label: Label

    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: label())
    }

    /// A picker keeping the selection within `range`: a choice outside it is moved to its
    /// nearer end.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, range: ClosedRange<Date>?, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components
        self.label = label
    }

    public var body: some View {
        HStack(spacing: 12) {
            ControlLabel(label)
            Spacer(minLength: 0)
            if components.contains(.date) {
                _PopoverButton(title: dayTitle, accessibilityTitle: Text.plainContent(of: label)) {
                    _Calendar(day: day)
                }
            }
            if components.contains(.hourAndMinute) {
                _TimeFields {
                    _SpinButton(value: part(.hour), bounds: 0...23, step: 1, digits: 0, integerWidth: 2, title: field("hour"))
                    Text(":")
                    _SpinButton(value: part(.minute), bounds: 0...59, step: 1, digits: 0, integerWidth: 2, title: field("minute"))
                }
            }
        }
    }

    private var calendar: Calendar { .current }

    /// A time field's name, saying whose it is: "Party, hour".
    private func field(_ name: String) -> String {
        Text.plainContent(of: label).map { "\($0), \(name)" } ?? name.capitalized
    }

    /// The selected day, as the button shows it: the user's medium date format.
    private var dayTitle: String {
        selection.wrappedValue.formatted(date: .abbreviated, time: .omitted)
    }

    /// The selection's day, written back keeping its time of day.
    private var day: Binding<CalendarDay> {
        Binding(
            get: { CalendarDay(selection.wrappedValue, in: calendar) },
            set: { day in
                var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: selection.wrappedValue)
                (parts.year, parts.month, parts.day) = (day.year, day.month, day.day)
                if let date = calendar.date(from: parts) { write(date) }
            })
    }

    /// One part of the selection's time, written back keeping the rest.
    private func part(_ component: Calendar.Component) -> Binding<Double> {
        Binding(
            get: { Double(calendar.component(component, from: selection.wrappedValue)) },
            set: { value in
                if let date = calendar.date(bySetting: component, value: Int(value), of: selection.wrappedValue),
                    calendar.isDate(date, inSameDayAs: selection.wrappedValue)
                {
                    write(date)
                }
            })
    }

    /// Writes `date`, kept within the range.
    private func write(_ date: Date) {
        var date = date
        if let range { date = min(max(date, range.lowerBound), range.upperBound) }
        if date != selection.wrappedValue { selection.wrappedValue = date }
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(titleKey))
    }

    /// A picker titled `titleKey`, keeping the selection within `range`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(titleKey))
    }

    /// A picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(title))
    }
}

/// The hour and minute fields side by side, hour first even in a right-to-left layout, as a
/// time reads ("19:00", not "00 : 19"); part of `DatePicker`.
struct _TimeFields<Content: View>: View, ElementView {
    let content: Content
    typealias Body = Never

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    static var widgetClass: WidgetClass { .timeFields }

    var childContent: Content? { content }

    var childAxis: Axis? { .horizontal }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.spacing, 4)
        list.add(.leftToRight, true)
    }
}

/// A `GtkMenuButton` titled `title` whose popover holds `content`; part of `DatePicker`.
struct _PopoverButton<Content: View>: View, ElementView {
    let title: String
    let accessibilityTitle: String?
    let content: Content
    typealias Body = Never

    init(title: String, accessibilityTitle: String?, @ViewBuilder content: () -> Content) {
        self.title = title
        self.accessibilityTitle = accessibilityTitle
        self.content = content()
    }

    static var widgetClass: WidgetClass { .popoverButton }

    var childContent: _Popover<Content>? { _Popover(content: content) }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.label, title)
    }

    /// Named by the picker's title (GTK 4.8 names a menu button by its class).
    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? { accessibilityTitle ?? title }
}

/// A `GtkPopover` holding `content`: a menu button's popover.
struct _Popover<Content: View>: View, ElementView {
    let content: Content
    typealias Body = Never

    static var widgetClass: WidgetClass { .popover }

    var childContent: Content? { content }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {}
}

/// A `GtkCalendar` with `day` selected; the user's choice is written to it.
struct _Calendar: View, ElementView {
    let day: Binding<CalendarDay>
    typealias Body = Never

    static var widgetClass: WidgetClass { .calendar }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.calendarDay, day.wrappedValue)
    }

    func handle(_ event: WidgetEvent) {
        if let chosen = event.value(of: .calendarDay), chosen != day.wrappedValue { day.wrappedValue = chosen }
    }
}
