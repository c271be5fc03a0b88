import GnomonCore
import XCTest

/// The property model: each property declared once (`PropertyKey`), with its values in one
/// form both hosts hold, print and compare.
final class PropertyModelTests: XCTestCase {
    func testValuesTakeTheFormHostsHold() {
        XCTAssertEqual(Property(.label, "Hi").value, .string("Hi"))
        XCTAssertEqual(Property(.label, "").value, .null, "an empty title is no title")
        XCTAssertEqual(Property(.label, nil).value, .null)
        XCTAssertEqual(Property(.text, "").value, .string(""), "a field's text is never absent")
        XCTAssertEqual(Property(.hexpand, nil).value, .null)
        XCTAssertEqual(Property(.hexpand, false).value, .bool(false))
        XCTAssertEqual(Property(.halign, .center).value, .nick("center"))
        XCTAssertEqual(Property(.orientation, .vertical).value, .nick("vertical"))
        XCTAssertEqual(Property(.spacing, 6).value, .int(6))
        XCTAssertEqual(Property(.effect, .clip(.rectangle)).value, Property(.effect, DrawingEffect.clip(.rectangle)).value)
        XCTAssertNotEqual(Property(.effect, .clip(.rectangle)).value, Property(.effect, .clip(.roundedRectangle(cornerRadius: 4))).value)
    }

    func testValuesPrintAsDumpsShowThem() {
        XCTAssertEqual(Property(.label, "say \"hi\"\n\tand \\").description, #"label="say \"hi\"\n\tand \\""#)
        XCTAssertEqual(Property(.label, nil).description, "label=null")
        XCTAssertEqual(Property(.xalign, 0.5).description, "xalign=0.5")
        XCTAssertEqual(Property(.xalign, 1).description, "xalign=1")
        XCTAssertEqual(Property(.hexpand, nil).description, "hexpand=null")
        XCTAssertEqual(Property(.wrap, true).description, "wrap=true")
        XCTAssertEqual(Property(.marginTop, -3).description, "margin-top=-3")
        XCTAssertEqual(Property(.vscrollbarPolicy, .never).description, "vscrollbar-policy=never")
    }

    /// What a host reads back is brought to the form Gnomon writes, by the key's value type.
    func testReadBackValuesAreCanonical() {
        XCTAssertEqual(PropertyKey.label.canonical(.string("")), .null, "GTK's \"\" for a button's title")
        XCTAssertEqual(PropertyKey.text.canonical(.null), .string(""))
        XCTAssertEqual(PropertyKey.spacing.canonical(.int(3)), .int(3))
        XCTAssertTrue(Property(.label, "x").isCanonical)
        XCTAssertFalse(Property(PropertyKey.label, canonicalizing: .string("")).value != .null)
        XCTAssertEqual(PropertyKey.ellipsize.value(of: .nick("end")), .end)
        XCTAssertNil(PropertyKey.ellipsize.value(of: .nick("sideways")), "a nick the enum does not have")
        XCTAssertNil(PropertyKey.spacing.value(of: .string("6")), "a value of another type")
        XCTAssertEqual(PropertyKey.label.value(of: .null), .some(nil))
    }

    /// A class's defaults are its keys' declared defaults, and it maps exactly its keys.
    func testClassesTakeTheirDefaultsFromTheDeclarations() {
        for widgetClass in WidgetClass.all {
            let names = widgetClass.defaults.map(\.key.name)
            XCTAssertEqual(names, names.sorted(), "\(widgetClass) orders its keys by name, the order they are written in")
            for property in widgetClass.defaults {
                XCTAssertEqual(property.value, property.key.defaultValue, "\(widgetClass).\(property.key)")
                XCTAssertTrue(widgetClass.maps(property.key))
                XCTAssertTrue(widgetClass.isDefault(property))
            }
        }
        XCTAssertEqual(WidgetClass.label.defaultValue(for: .xalign), .double(0.5))
        XCTAssertFalse(WidgetClass.box.maps(.label))
        XCTAssertFalse(WidgetClass.label.isDefault(Property(.label, "x")))
    }

    /// A key declared after the classes exist (by an app or a later module) is simply not
    /// mapped by them.
    func testALaterKeyIsNotMappedByEarlierClasses() {
        XCTAssertFalse(WidgetClass.label.maps(PropertyKey.maxWidthChars))
        XCTAssertNil(WidgetClass.entry.defaultValue(for: .maxWidthChars))
        XCTAssertEqual(PropertyKey.maxWidthChars.name, "max-width-chars")
        XCTAssertEqual(PropertyKey.maxWidthChars.defaultValue, .int(-1))
    }
}

extension PropertyKey {
    fileprivate static let maxWidthChars = WidgetProperty<Int>("max-width-chars", default: -1)
}
