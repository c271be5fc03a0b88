import CGtk
import GnomonCore
@testable import GnomonGtk
import GnomonTesting
import XCTest

/// Each GTK container takes, reorders and gives back its children through its own
/// `GtkChildren` type, as its class's `children` says.
final class GtkContainerTests: XCTestCase {
    /// The classes that hold children are exactly those `GtkContainer` has a type for.
    @MainActor func testEveryClassWithChildrenHasItsContainerType() async {
        for widgetClass in WidgetClass.all {
            XCTAssertEqual(
                GtkContainer.children(ofClass: widgetClass) != nil, widgetClass.children != .none,
                "\(widgetClass) holds \(widgetClass.children) and has \(String(describing: GtkContainer.children(ofClass: widgetClass)))")
        }
    }

    /// Every container, made by the host, takes as many children as its class says (in GTK's
    /// widget tree under it), reorders those in order and a split view's panes, and lets every
    /// one go.
    @MainActor func testEveryContainerTakesReordersAndRemovesItsChildren() async {
        GtkTestHost.initializeGtk()
        let host = GtkHost()
        var id = 0
        func make(_ widgetClass: WidgetClass) -> GtkWidgetHandle {
            id += 1
            // An expander parents its child only while open.
            let properties = widgetClass.maps(.expanded) ? [Property(.expanded, true)] : []
            return host.makeWidget(widgetClass, id: id, properties: properties, classes: [], events: nil) as! GtkWidgetHandle
        }
        for widgetClass in WidgetClass.all where widgetClass.children != .none {
            let container = make(widgetClass)
            let count = switch widgetClass.children {
            case .none: 0
            case .one, .window: 1
            case .two, .ordered: 2
            }
            let children = (0..<count).map { _ in make(Self.childClass(in: widgetClass)) }
            var previous: GtkWidgetHandle?
            for child in children {
                host.insert(child, into: container, after: previous)
                XCTAssertEqual(gtk_widget_is_ancestor(child.pointer, container.pointer), 1, "\(widgetClass) took its child")
                previous = child
            }
            if widgetClass.children == .ordered || widgetClass == .paned {
                host.move(children[1], in: container, after: nil)
                XCTAssertEqual(gtk_widget_is_ancestor(children[1].pointer, container.pointer), 1, "\(widgetClass) kept a moved child")
            }
            for child in children {
                host.remove(child, from: container)
                XCTAssertEqual(gtk_widget_get_parent(child.pointer), nil, "\(widgetClass) let its child go")
                host.release(child)
            }
            if widgetClass.children == .window { gtk_window_destroy(cast(container.pointer)) }
            host.release(container)
        }
    }

    /// What a container of `widgetClass` is given: the children its views give it.
    private static func childClass(in widgetClass: WidgetClass) -> WidgetClass {
        switch widgetClass {
        case .radioGroup: .checkButton
        case .headerBar: .headerBarStart
        case .popoverButton: .popover
        case .navigationStack, .tabStack: .stackPage
        case .listBox: .listBoxRow
        case .searchBar: .searchEntry
        default: .label
        }
    }
}
