@_spi(Reflection) import Swift
import CGtk
import GnomonCore
import GnomonGtk

/// The base class of imperative widget classes written with `@Subview` and
/// `@ArrangedSubview`: a real GTK widget (`GnomonSuperview`, a `GtkWidget` subclass
/// registered from Swift) that lays its subviews out with GTK's constraint layout, by their
/// quick layout options. Its subclasses' subviews are made, added and configured as it is
/// initialized, once the subclass's own properties are set, so configuration blocks may read
/// them.
///
/// ```swift
/// final class HelloWorldView: Superview {
///     @Subview(.pin, { $0.text = "Hello, GNOME" })
///     var label = LabelWidget()
/// }
/// ```
///
/// The Swift object owns a widget of a registered GType rather than being one, because a Swift
/// class cannot be a GObject class: the widget and the object live as one (`GtkWidgetObject`),
/// and `object(of:)` finds the object from the widget. The wrappers are found by the runtime's
/// field records, once per class.
@MainActor
open class Superview: GtkWidgetObject, AddsSubviews {
    /// The insets the `marginsPin…` options pin to: GNOME's 12 pixels on every side.
    public var layoutMargins = EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)

    public init() {
        super.init(type: Self.widgetType)
        resolveSubviews()
    }

    /// `GnomonSuperview`: a `GtkWidget` laid out by a `GnomonConstraintLayout`, which
    /// unparents its children as it goes.
    private static let widgetType = GtkWidgetSubclass.register("GnomonSuperview") { klass, _ in
        gtk_widget_class_set_layout_manager_type(klass!.assumingMemoryBound(to: GtkWidgetClass.self), layoutType)
        klass!.assumingMemoryBound(to: GObjectClass.self).pointee.dispose = GtkWidgetSubclass.disposeUnparentingChildren
    }

    /// `GnomonConstraintLayout`: GTK's `GtkConstraintLayout`, whose natural size is at least
    /// its minimum. GTK 4.8's solves the natural size with the children's natural sizes as
    /// weak wishes and can answer less than the minimum its required constraints give (a
    /// view pinned 4 above its superview's bottom: 101 at least, 0 naturally), which GTK
    /// reports as a measuring error.
    private static let layoutType = GtkWidgetSubclass.register("GnomonConstraintLayout", subclassing: gtk_constraint_layout_get_type()) { klass, _ in
        let managerClass = klass!.assumingMemoryBound(to: GtkLayoutManagerClass.self)
        constraintMeasure = managerClass.pointee.measure
        managerClass.pointee.measure = { manager, widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
            Superview.constraintMeasure!(manager, widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline)
            if let minimum, let natural, natural.pointee < minimum.pointee { natural.pointee = minimum.pointee }
        }
    }

    /// GtkConstraintLayout's `measure`, set once as the class is made.
    nonisolated(unsafe) private static var constraintMeasure: (@convention(c) (
        UnsafeMutablePointer<GtkLayoutManager>?, UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
    ) -> Void)?

    /// Makes, adds and configures every `@Subview` and `@ArrangedSubview` of the object, its
    /// base classes' first, each in the order declared (one that is another's parent, when
    /// that one asks for it).
    private func resolveSubviews() {
        let storage = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
        for field in Self.subviewFields(of: type(of: self)) {
            field.wrapper.resolve(at: storage + field.offset, in: self)
        }
    }

    /// Where each subview's wrapper lies in an instance of `type`, and its type, in field
    /// order (base classes' first): found once per class, by the runtime's field records
    /// rather than a `Mirror` of every instance, which decoded each field's type anew.
    private static func subviewFields(of type: Superview.Type) -> [(offset: Int, wrapper: any EnclosedSubview.Type)] {
        if let known = subviewFieldsByClass[ObjectIdentifier(type)] { return known }
        var fields: [(offset: Int, wrapper: any EnclosedSubview.Type)] = []
        let complete = _forEachField(of: type, options: classFields) { _, offset, fieldType, _ in
            if let wrapper = fieldType as? any EnclosedSubview.Type { fields.append((offset, wrapper)) }
            return true
        }
        precondition(complete, "\(type)'s fields cannot be read")
        subviewFieldsByClass[ObjectIdentifier(type)] = fields
        return fields
    }

    private static var subviewFieldsByClass: [ObjectIdentifier: [(offset: Int, wrapper: any EnclosedSubview.Type)]] = [:]

    /// `_EachFieldOptions.classType`, a class's fields (its bases' too), by its value: the
    /// standard library declares the option as a mutable static, which Swift 6 refuses to read.
    private static let classFields = _EachFieldOptions(rawValue: 1 << 0)
}

/// A property wrapper that makes and adds a subview to its owner as the owner is initialized.
@MainActor
protocol EnclosedSubview {
    func resolve(in owner: Superview)
}

extension EnclosedSubview {
    /// Resolves the wrapper stored at `storage`, a field of `owner`.
    static func resolve(at storage: UnsafeRawPointer, in owner: Superview) {
        storage.load(as: Self.self).resolve(in: owner)
    }
}

/// What gives `@Subview` and `@ArrangedSubview` their owner type: inside a `Superview`
/// subclass, `Subview` is `AnySubview` of that class.
///
/// ```swift
/// final class Badge: Superview {
///     @Subview(.pin) var label = LabelWidget()   // AnySubview<Badge, GtkWidgetObject, LabelWidget>
/// }
/// ```
public protocol AddsSubviews: Superview {}

extension AddsSubviews {
    /// `@Subview`: a subview added to the owner (or to the parent `of:` names) with layout
    /// options and a configuration block.
    public typealias Subview<Parent: GtkWidgetObject, View: GtkWidgetObject> = AnySubview<Self, Parent, View>
    /// `@ArrangedSubview(of: \.box)`: a subview appended to a box of the owner's.
    public typealias ArrangedSubview<View: GtkWidgetObject> = AnyArrangedSubview<Self, View>
}
