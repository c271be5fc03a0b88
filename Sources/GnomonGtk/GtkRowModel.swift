import CGtk
import GnomonCore
import Synchronization

/// The rows of a Gnomon `List` as a `GtkListView` sees them (or the cells of a lazy grid as a
/// `GtkGridView` does): a `GListModel` whose items stand
/// for rows, and a `GtkSignalListItemFactory` whose `bind` and `unbind` ask the row source to
/// fill and empty the list items GTK shows.
///
/// The model is also the list's `GtkSelectionModel`, answering from the row source: GTK asks it
/// which rows are selected and gives it the user's clicks, Ctrl+A and the like, which the
/// source writes to the app's selection binding. No selection is kept here, so none can go
/// stale.
///
/// ```swift
/// handle.rows = GtkRowModel(showing: listNode, in: listView, isGrid: false)   // GTK binds the rows in view
/// handle.rows!.rowsChanged(at: 0, removed: 1, added: 0)         // the first row was deleted
/// ```
///
/// Items are created when GTK asks for them (a list of a million rows makes the items of the
/// rows in view) and are plain `GObject`s, one per row identity while GTK holds it: a row
/// that moves is the same item, so GTK keeps its list item, widgets and all. The model owns
/// this object (GObject data), and each factory handler holds a reference, so neither outlives
/// the other.
@MainActor
package final class GtkRowModel {
    /// Nil once the list is being torn down: GTK's later binds and unbinds are ignored.
    weak var source: (any ListRowSource)?
    /// The row count GTK was last told of.
    private(set) var count: Int
    /// The `GListModel` and `GtkSelectionModel`, owned by the list view.
    private let model: UnsafeMutablePointer<GObject>
    /// The items GTK holds, by row identity.
    private var items: [AnyHashable: UnsafeMutablePointer<GObject>] = [:]

    init(showing source: any ListRowSource, in list: WidgetPointer, isGrid: Bool) {
        self.source = source
        count = source.rowCount
        model = g_object_new_with_properties(Self.modelType, 0, nil, nil)!
        Self.count(model)
        g_object_set_qdata_full(model, Self.quark, Unmanaged.passRetained(self).toOpaque(), releaseRowModel)
        let factory = gtk_signal_list_item_factory_new()!
        Self.count(UnsafeMutableRawPointer(factory))
        for (signal, handler) in [("bind", bindRow), ("unbind", unbindRow), ("teardown", tearDownRow)] {
            g_signal_connect_data(
                UnsafeMutableRawPointer(factory), signal, unsafeBitCast(handler, to: GCallback.self),
                Unmanaged.passRetained(self).toOpaque(), { data, _ in Unmanaged<GtkRowModel>.fromOpaque(data!).release() },
                GConnectFlags(rawValue: 0))
        }
        if isGrid {
            gtk_grid_view_set_factory(cast(list), factory)
            gtk_grid_view_set_model(cast(list), OpaquePointer(model))
        } else {
            gtk_list_view_set_factory(cast(list), factory)
            gtk_list_view_set_model(cast(list), OpaquePointer(model))
        }
        g_object_unref(UnsafeMutableRawPointer(factory))
        g_object_unref(model)
    }

    /// Rows `index..<index + removed` were replaced by `added` rows.
    func rowsChanged(at index: Int, removed: Int, added: Int) {
        guard let source else { return }
        count = source.rowCount
        g_list_model_items_changed(OpaquePointer(model), guint(index), guint(removed), guint(added))
    }

    /// Which rows are selected may have changed: GTK asks again for the rows it shows.
    func selectionChanged() {
        guard count > 0 else { return }
        gtk_selection_model_selection_changed(OpaquePointer(model), 0, guint(count))
    }

    /// The list items GTK made for this list (bound or waiting to be), for tests.
    package private(set) var listItems: [OpaquePointer] = []

    /// The position of the row GTK shows in `rowWidget` (its list item widget, a child of the
    /// list view); nil if it shows none.
    package func position(ofRowWidget rowWidget: WidgetPointer) -> Int? {
        guard let content = gtk_widget_get_first_child(rowWidget),
            let item = listItems.first(where: { gtk_list_item_get_child($0) == content })
        else { return nil }
        let position = gtk_list_item_get_position(item)
        return position == guint.max ? nil : Int(position)
    }

    fileprivate func isSelected(_ position: Int) -> Bool {
        guard position < count, let source else { return false }
        return source.isRowSelected(at: position)
    }

    fileprivate func select(_ range: Range<Int>, exclusively: Bool) -> Bool {
        guard range.upperBound <= count, let source else { return false }
        return source.selectRows(range, exclusively: exclusively)
    }

    fileprivate func deselect(_ range: Range<Int>) -> Bool {
        guard range.upperBound <= count, let source else { return false }
        return source.deselectRows(range)
    }

    /// The item for the row at `position`: the one GTK already holds for its identity, if any.
    fileprivate func item(at position: Int) -> UnsafeMutableRawPointer? {
        guard position < count, let source else { return nil }
        let identity = source.rowIdentity(at: position)
        if let item = items[identity] {
            return g_object_ref(item)
        }
        let item = g_object_new_with_properties(gnomon_type_object(), 0, nil, nil)!
        Self.count(item)
        items[identity] = item
        let key = ItemKey(rows: self, identity: identity, item: item)
        g_object_set_qdata_full(item, Self.quark, Unmanaged.passRetained(key).toOpaque(), forgetItem)
        return UnsafeMutableRawPointer(item)
    }

    fileprivate func forget(_ key: ItemKey) {
        if items[key.identity] == key.item { items[key.identity] = nil }
    }

    /// Passes what the factory says about `listItem` on to the row source, with the slot (the
    /// handle kept on the list item) that stands for it.
    fileprivate func handle(_ signal: ListItemSignal, of listItem: OpaquePointer) {
        guard let source else { return }
        let object = UnsafeMutablePointer<GObject>(listItem)
        let slot: GtkWidgetHandle
        if let data = g_object_get_qdata(object, Self.quark) {
            slot = Unmanaged<GtkWidgetHandle>.fromOpaque(data).takeUnretainedValue()
        } else {
            guard signal == .bind else { return }  // never bound: nothing to take out
            slot = GtkWidgetHandle(listItem: listItem)
            g_object_set_qdata_full(object, Self.quark, Unmanaged.passRetained(slot).toOpaque()) { data in
                Unmanaged<GtkWidgetHandle>.fromOpaque(data!).release()
            }
            listItems.append(listItem)
        }
        switch signal {
        case .bind:
            source.bindRow(at: Int(gtk_list_item_get_position(listItem)), to: slot)
            if let content = gtk_list_item_get_child(listItem), let row = gtk_widget_get_parent(content) {
                GtkAccessibility.name(row, byTextIn: content)
            }
        case .unbind: source.unbindRow(from: slot)
        case .teardown:
            source.discardSlot(slot)
            listItems.removeAll { $0 == listItem }
        }
    }

    /// The GObjects lists made (models, items, factories), and how many of
    /// them GTK has finalized: part of `GtkHost.liveObjectCount`.
    nonisolated static let objectsCreated = Atomic<Int>(0)
    nonisolated static let objectsFinalized = Atomic<Int>(0)

    private static func count(_ object: UnsafeMutableRawPointer?) {
        objectsCreated.add(1, ordering: .relaxed)
        g_object_weak_ref(object?.assumingMemoryBound(to: GObject.self), { _, _ in
            GtkRowModel.objectsFinalized.add(1, ordering: .relaxed)
        }, nil)
    }

    /// The row model behind a `GListModel` of this type.
    fileprivate static func of(_ model: Int) -> GtkRowModel {
        let data = g_object_get_qdata(UnsafeMutablePointer<GObject>(bitPattern: model), quark)!
        return Unmanaged<GtkRowModel>.fromOpaque(data).takeUnretainedValue()
    }

    nonisolated fileprivate static let quark = g_quark_from_string("gnomon-rows")

    /// `GnomonRowModel`: a `GObject` implementing `GListModel` by asking its row model.
    nonisolated private static let modelType: GType = {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GObjectClass>.size)
        info.instance_size = guint16(MemoryLayout<GObject>.size)
        let type = g_type_register_static(gnomon_type_object(), "GnomonRowModel", &info, GTypeFlags(rawValue: 0))
        var listModel = GInterfaceInfo(
            interface_init: { interface, _ in
                let methods = interface!.assumingMemoryBound(to: GListModelInterface.self)
                methods.pointee.get_item_type = { _ in gnomon_type_object() }
                methods.pointee.get_n_items = { model in
                    let address = Int(bitPattern: model)
                    return MainActor.assumeIsolated { guint(GtkRowModel.of(address).count) }
                }
                methods.pointee.get_item = { model, position in
                    let address = Int(bitPattern: model)
                    let item = MainActor.assumeIsolated { GtkRowModel.of(address).item(at: Int(position)).map(Int.init(bitPattern:)) }
                    return item.flatMap { UnsafeMutableRawPointer(bitPattern: $0) }
                }
            }, interface_finalize: nil, interface_data: nil)
        g_type_add_interface_static(type, g_list_model_get_type(), &listModel)
        var selectionModel = GInterfaceInfo(
            interface_init: { interface, _ in
                let methods = interface!.assumingMemoryBound(to: GtkSelectionModelInterface.self)
                methods.pointee.is_selected = { model, position in
                    answer(model) { $0.isSelected(Int(position)) }
                }
                methods.pointee.select_item = { model, position, unselectRest in
                    answer(model) { $0.select(Int(position)..<Int(position) + 1, exclusively: unselectRest != 0) }
                }
                methods.pointee.unselect_item = { model, position in
                    answer(model) { $0.deselect(Int(position)..<Int(position) + 1) }
                }
                methods.pointee.select_range = { model, position, count, unselectRest in
                    answer(model) { $0.select(Int(position)..<Int(position + count), exclusively: unselectRest != 0) }
                }
                methods.pointee.unselect_range = { model, position, count in
                    answer(model) { $0.deselect(Int(position)..<Int(position + count)) }
                }
                methods.pointee.select_all = { model in
                    answer(model) { $0.select(0..<$0.count, exclusively: false) }
                }
                methods.pointee.unselect_all = { model in
                    answer(model) { $0.deselect(0..<$0.count) }
                }
            }, interface_finalize: nil, interface_data: nil)
        g_type_add_interface_static(type, gtk_selection_model_get_type(), &selectionModel)
        return type
    }()

    /// What the row model behind `model` answers, as a `gboolean`. GTK asks on the main thread.
    nonisolated private static func answer(
        _ model: OpaquePointer?, _ question: @MainActor (GtkRowModel) -> Bool
    ) -> gboolean {
        let address = Int(bitPattern: model)
        return MainActor.assumeIsolated { question(GtkRowModel.of(address)) } ? 1 : 0
    }
}

/// What an item stands for, so that its finalization removes it from its model's items.
private final class ItemKey {
    weak var rows: GtkRowModel?
    let identity: AnyHashable
    let item: UnsafeMutablePointer<GObject>

    init(rows: GtkRowModel, identity: AnyHashable, item: UnsafeMutablePointer<GObject>) {
        self.rows = rows
        self.identity = identity
        self.item = item
    }
}

private let releaseRowModel: GDestroyNotify = { data in
    Unmanaged<GtkRowModel>.fromOpaque(data!).release()
}

private let forgetItem: GDestroyNotify = { data in
    let address = UInt(bitPattern: data)
    MainActor.assumeIsolated {
        let key = Unmanaged<ItemKey>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeRetainedValue()
        key.rows?.forget(key)
    }
}

/// The `GtkSignalListItemFactory` signals a list's rows hear.
enum ListItemSignal {
    case bind, unbind, teardown
}

/// Delivers a factory signal to the row model behind a handler's `data` (GTK emits them on
/// the main thread).
private func deliver(_ signal: ListItemSignal, _ item: OpaquePointer?, _ data: UnsafeMutableRawPointer?) {
    let address = UInt(bitPattern: data), item = Int(bitPattern: item)
    MainActor.assumeIsolated {
        Unmanaged<GtkRowModel>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
            .handle(signal, of: OpaquePointer(bitPattern: item)!)
    }
}

private let bindRow: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    deliver(.bind, $1, $2)
}
private let unbindRow: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    deliver(.unbind, $1, $2)
}
private let tearDownRow: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    deliver(.teardown, $1, $2)
}
