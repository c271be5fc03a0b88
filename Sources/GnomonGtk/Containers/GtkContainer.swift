import CGtk
import GnomonCore

/// Which `GtkChildren` type takes each container's children: one small, explicit
/// implementation per GTK container, as Relm4's factories have, looked up by the container's
/// widget class.
///
/// ```swift
/// GtkContainer.children(of: box).insert(label, into: box, after: nil)   // GtkBoxChildren
/// ```
///
/// Every class whose `children` is not `.none` has a type here, and no other class has one
/// (`GtkContainerTests` checks both).
@MainActor
enum GtkContainer {
    /// The type that takes `container`'s children. A handle with no class is a host's root
    /// (a window, a hosting widget) or a list's row slot.
    static func children(of container: GtkWidgetHandle) -> any GtkChildren.Type {
        guard let widgetClass = container.widgetClass else {
            return container.isListItem ? GtkListItemChild.self : container.rootChildren
        }
        guard let children = children(ofClass: widgetClass) else { preconditionFailure("\(widgetClass) holds no children") }
        return children
    }

    /// The type that takes the children of a widget of `widgetClass`; nil for a class that
    /// holds none.
    static func children(ofClass widgetClass: WidgetClass) -> (any GtkChildren.Type)? {
        widgetClass.index < table.count ? table[widgetClass.index] : nil
    }

    private static let byClass: [WidgetClass: any GtkChildren.Type] = [
        .box: GtkBoxChildren.self, .timeFields: GtkBoxChildren.self, .staticList: GtkBoxChildren.self,
        .stackPage: GtkBoxChildren.self, .headerBarStart: GtkBoxChildren.self, .headerBarTitle: GtkBoxChildren.self,
        .headerBarEnd: GtkBoxChildren.self,
        .staticListItem: GtkStaticListItemChildren.self,
        .radioGroup: GtkRadioGroupChildren.self,
        .overlay: GtkOverlayChildren.self,
        .effect: GtkParentedChildren.self,
        .layout: GtkLayoutWidgetChildren.self,
        .grid: GtkGridChildren.self,
        .listBox: GtkListBoxChildren.self,
        .paned: GtkPanedChildren.self,
        .labeledFrame: GtkLabeledFrameChildren.self,
        .labeledExpander: GtkLabeledExpanderChildren.self,
        .navigationStack: GtkNavigationStack.self,
        .tabStack: GtkTabStackChildren.self,
        .headerBar: GtkHeaderBarChildren.self,
        .presentationAnchor: GtkPresentationAnchorChildren.self,
        .sheetWindow: GtkWindowChildren.self,
        .button: GtkButtonChild.self, .pressableButton: GtkButtonChild.self, .toggleButton: GtkButtonChild.self,
        .checkButton: GtkCheckButtonChild.self,
        .frame: GtkFrameChild.self,
        .expander: GtkExpanderChild.self,
        .listBoxRow: GtkListBoxRowChild.self,
        .popover: GtkPopoverChild.self, .presentedPopover: GtkPopoverChild.self,
        .popoverButton: GtkPopoverButtonChild.self,
        .searchBar: GtkSearchBarChild.self,
        .scrolledWindow: GtkScrolledWindowChild.self,
    ]

    /// `byClass`, indexed by the class's `index`.
    private static let table: [(any GtkChildren.Type)?] = {
        var table = [(any GtkChildren.Type)?](repeating: nil, count: (WidgetClass.all.map(\.index).max() ?? 0) + 1)
        for (widgetClass, children) in byClass { table[widgetClass.index] = children }
        return table
    }()
}
