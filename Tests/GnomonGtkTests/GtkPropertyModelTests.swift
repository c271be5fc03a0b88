import CGtk
import GnomonCore
import GnomonGtk
import GnomonTesting
import XCTest

/// Every property of every class goes to GTK and comes back by its one declaration: given to
/// the widget's constructor, written later, and written back to its default.
final class GtkPropertyModelTests: XCTestCase {
    /// A picture GTK can load: an image reads its file back only once it has loaded it.
    private let imageFile = FileManager.default.temporaryDirectory.appendingPathComponent("gnomon-model-\(getpid()).ppm")

    @MainActor func testEveryPropertyRoundTripsThroughGtk() async throws {
        try Data("P3\n1 1\n255\n0 128 0\n".utf8).write(to: imageFile)
        defer { try? FileManager.default.removeItem(at: imageFile) }
        GtkTestHost.initializeGtk()
        let host = GtkHost()
        var id = 0
        for widgetClass in WidgetClass.all {
            for key in widgetClass.defaults.map(\.key) where key != .drawing {
                for value in otherValues(of: key, in: widgetClass) {
                    let property = Property(key, canonicalizing: value)
                    // A range keeps its value within its bounds, and a drop-down chooses among its
                    // items: give them room first.
                    let room =
                        if widgetClass.maps(.upper) && key != .upper { [Property(.upper, 10)] }
                        else if widgetClass == .dropDown && key != .model { [Property(.model, (0..<10).map(String.init))] }
                        else { [Property]() }
                    id += 1
                    let constructed = host.makeWidget(widgetClass, id: id, properties: room + [property], classes: [], events: nil)
                    XCTAssertEqual(read(key, of: constructed, widgetClass), property, "\(widgetClass) constructed with \(property)")
                    host.release(constructed)

                    id += 1
                    let written = host.makeWidget(widgetClass, id: id, properties: room, classes: [], events: nil)
                    host.set(property, on: written)
                    XCTAssertEqual(read(key, of: written, widgetClass), property, "\(widgetClass) given \(property)")
                    let initial = Property(key, canonicalizing: key.defaultValue)
                    host.set(initial, on: written)
                    XCTAssertEqual(read(key, of: written, widgetClass), initial, "\(widgetClass) given \(property), then \(initial)")
                    host.release(written)
                }
            }
        }
        XCTAssertGreaterThan(id, 100)
    }

    /// Values of `key` other than its default, of the type GTK gives the property.
    @MainActor private func otherValues(of key: PropertyKey, in widgetClass: WidgetClass) -> [PropertyValue] {
        switch key.defaultValue {
        case .bool(let on): [.bool(!on)]
        case .int: [.int(7)]
        case .double: [.double(0.2), .double(1)]  // 0.2 is also a step of GTK's 1/255 opacity
        case .string where key == .calendarDay: [CalendarDay(year: 2027, month: 3, day: 14).propertyValue]
        case .string: [.string("Gnomon")]
        case .null where key == .hexpand || key == .vexpand: [.bool(true), .bool(false)]
        case .null where key == .file: [.string(imageFile.path)]
        case .null where key == .bitmap:
            [PictureBitmap(image: CGImage((width: 2, height: 1, bytesPerRow: 8, bytes: Data(count: 8))), scale: 2, orientation: .left).propertyValue]
        case .null where key == .effect:
            [DrawingEffect.clip(.roundedRectangle(cornerRadius: 6)), .shadow(.black, radius: 3, x: 0, y: 1), .mask].map(\.propertyValue)
        case .null where key == .shortcut: [.string("<Control>s"), .string("<Shift><Alt>Page_Up")]
        case .null where key == .gestures: [WidgetGestures(taps: true, longPress: 0.75, hover: true, backButton: true).propertyValue]
        case .null where key == .gridCell: [GridCell(row: 2, column: 1, columnSpan: 3).propertyValue]
        case .null where key == .layout: [LayoutDescription.of(HStackLayout(spacing: 4)).propertyValue]
        case .null where key == .layoutChild: [LayoutChildTraits(priority: 2).propertyValue]
        case .null where key == .scrollTargetBehavior:
            [ScrollSnapping(.paging), ScrollSnapping(.viewAligned(limitBehavior: .always))].map(\.propertyValue)
        case .null where key == .focused: [.bool(false)]  // true needs a window to take the focus
        case .null where key == .contextMenu:
            [MenuModel(sections: [.init(items: [.init(title: "Copy", kind: .action(isDestructive: false))])]).propertyValue]
        case .null where key == .menuModel:
            [
                MenuModel(sections: [
                    .init(items: [
                        .init(title: "Open", kind: .action(isDestructive: false), shortcut: "<Control>o"),
                        .init(title: "Wrap", kind: .toggle(isOn: true), isDisabled: true),
                        .init(title: "More", kind: .submenu(MenuModel(sections: [.init(items: [.init(title: "Delete", kind: .action(isDestructive: true))])]))),
                    ]),
                    .init(title: "Sort", items: [.init(title: "By Name", kind: .toggle(isOn: false))]),
                ]).propertyValue
            ]
        case .null where key == .dialog:
            [
                DialogPresentation.message(
                    DialogModel(title: "Quit?", message: "Unsaved notes are kept.", buttons: [.init(title: "Cancel", role: .cancel), .init(title: "Quit")])
                ).propertyValue
            ]
        case .null where key == .accessibility:
            [AccessibilityAttributes(label: "Remove", hint: "Moves it to the trash", value: "3", isHidden: true).propertyValue]
        case .null: [.string("Gnomon")]
        case .nick where key == .imageScaling:  // Gnomon's own property: no GEnum
            ImageScaling.allCases.filter { $0 != .natural }.map(\.propertyValue)
        case .nick where key == .blendMode:  // Gnomon's own property: no GEnum
            [BlendMode.multiply, .difference].map(\.propertyValue)
        case .nick(let nick): otherNicks(of: key, in: widgetClass, than: nick)
        case .object where key == .model: [Property(.model, ["One", "Two"]).value]
        case .object where key == .rgba: [Property(.rgba, Color(red: 0.2, green: 0.4, blue: 0.6).gdkPrecision).value]
        case .object: []
        }
    }

    /// Every nick of the property's GEnum but `nick`, as GTK lists them (but a horizontal
    /// baseline, which GTK keeps as `fill`: Gnomon aligns to baselines only vertically); for
    /// GFlags, each flag and a pair.
    @MainActor private func otherNicks(of key: PropertyKey, in widgetClass: WidgetClass, than nick: String) -> [PropertyValue] {
        let widget = GtkHost.newWidget(widgetClass)
        g_object_ref_sink(widget)
        defer { g_object_unref(widget) }
        let spec = gnomon_find_property(widget, key.name)!
        if gnomon_type_fundamental(spec.pointee.value_type) == gnomon_type_flags() {
            // Each flag alone, and two together (as "a|b", the nicks in order).
            let flagsClass = UnsafeMutableRawPointer(spec).assumingMemoryBound(to: GParamSpecFlags.self).pointee.flags_class!
            let flags = (0..<Int(flagsClass.pointee.n_values)).compactMap { index -> String? in
                let flag = flagsClass.pointee.values[index]
                return flag.value == 0 ? nil : String(cString: flag.value_nick)
            }
            return (flags + [flags.prefix(2).sorted().joined(separator: "|")]).filter { $0 != nick }.map { .nick($0) }
        }
        let enumClass = UnsafeMutableRawPointer(spec).assumingMemoryBound(to: GParamSpecEnum.self).pointee.enum_class!
        return (0..<Int(enumClass.pointee.n_values)).compactMap { index in
            let other = String(cString: enumClass.pointee.values[index].value_nick)
            return other == nick || (key == .halign && other == "baseline") ? nil : .nick(other)
        }
    }

    @MainActor private func read(_ key: PropertyKey, of widget: HostWidget, _ widgetClass: WidgetClass) -> Property {
        GtkProperties.read(key, from: (widget as! GtkWidgetHandle).pointer, of: widgetClass)
    }
}
