import CGtk
import GnomonCore
import GnomonGtk

/// Puts a subview's layout options into its superview's `GtkConstraintLayout`: one
/// `GtkConstraint` each, required unless `ConstraintPlan` found the option asking too much,
/// which it reports through the `Gnomon` logger. Leading and trailing insets follow the
/// superview's text direction as the subview is added (an app's is its locale's).
@MainActor
enum GtkConstraints {
    /// Adds `options`' constraints between `subview` and `superview`, whose layout manager is
    /// a constraint layout; its layout margins stand in for `.superviewMargins`.
    static func add(_ options: ViewLayoutOption, to subview: GtkWidgetObject, in superview: Superview) {
        let plan = ConstraintPlan(
            options,
            for: "\(type(of: subview)) (\(String(cString: gnomon_type_name(UnsafeMutableRawPointer(subview.pointer))))) in \(type(of: superview))")
        for conflict in plan.conflicts { log.error("\(conflict)") }
        let layout = gtk_widget_get_layout_manager(superview.pointer)
        let target: gpointer = UnsafeMutableRawPointer(subview.pointer)
        // GTK's start and end are the right and left edges in right-to-left text, and its
        // constants are along x: an inset from either edge goes the other way there.
        let inwards = gtk_widget_get_direction(superview.pointer) == GTK_TEXT_DIR_RTL ? -1.0 : 1.0
        for (constraint, isRequired) in plan.constraints {
            let strength = Int32(isRequired ? GTK_CONSTRAINT_STRENGTH_REQUIRED.rawValue : GTK_CONSTRAINT_STRENGTH_STRONG.rawValue)
            let attribute = gtkAttribute(constraint.attribute)
            let made: OpaquePointer?
            switch constraint.source {
            case .none:
                made = gtk_constraint_new_constant(
                    target, attribute, GTK_CONSTRAINT_RELATION_EQ, constraint.constant, strength)
            case .superview, .superviewMargins, .itself:
                let source: gpointer? = constraint.source == .itself ? target : nil
                var constant = constraint.constant + (constraint.source == .superviewMargins ? margin(constraint.attribute, superview.layoutMargins) : 0)
                if constraint.attribute == .start || constraint.attribute == .end { constant *= inwards }
                made = gtk_constraint_new(
                    target, attribute, GTK_CONSTRAINT_RELATION_EQ, source, gtkAttribute(constraint.sourceAttribute!),
                    constraint.multiplier, constant, strength)
            }
            gtk_constraint_layout_add_constraint(OpaquePointer(layout), made)
        }
    }

    /// How far the margins move an edge inwards.
    private static func margin(_ attribute: LayoutConstraint.Attribute, _ margins: EdgeInsets) -> Double {
        switch attribute {
        case .top: margins.top
        case .bottom: -margins.bottom
        case .start: margins.leading
        case .end: -margins.trailing
        case .centerX, .centerY, .width, .height: 0
        }
    }

    private static func gtkAttribute(_ attribute: LayoutConstraint.Attribute) -> GtkConstraintAttribute {
        switch attribute {
        case .top: GTK_CONSTRAINT_ATTRIBUTE_TOP
        case .bottom: GTK_CONSTRAINT_ATTRIBUTE_BOTTOM
        case .start: GTK_CONSTRAINT_ATTRIBUTE_START
        case .end: GTK_CONSTRAINT_ATTRIBUTE_END
        case .centerX: GTK_CONSTRAINT_ATTRIBUTE_CENTER_X
        case .centerY: GTK_CONSTRAINT_ATTRIBUTE_CENTER_Y
        case .width: GTK_CONSTRAINT_ATTRIBUTE_WIDTH
        case .height: GTK_CONSTRAINT_ATTRIBUTE_HEIGHT
        }
    }
}
