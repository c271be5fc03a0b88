// Counts the calls Gnomon's GTK host and the hand-written baseline make into GTK and GObject.
//
// Each function below is linked with `--wrap` (`countedFunctions` in the manifest): every
// call to it from the benchmark binary's own code (GnomonGtk, the baseline) goes to
// `__wrap_<name>`, which counts it and calls GTK's `__real_<name>`. Calls GTK makes internally
// are not affected. The linker checks the two lists against each other: a function wrapped
// here but not in the manifest leaves `__real_<name>` undefined, and the reverse leaves
// `__wrap_<name>` undefined.
#include "gtk_call_counter.h"

#include <stdarg.h>
#include <string.h>

// Functions that return a value: X(return type, name, (parameters), (arguments)).
#define COUNTED_RETURNING(X) \
    X(guint, g_idle_add_full, (gint priority, GSourceFunc function, gpointer data, GDestroyNotify notify), (priority, function, data, notify)) \
    X(GParamSpec *, g_object_class_find_property, (GObjectClass *oclass, const gchar *property_name), (oclass, property_name)) \
    X(gpointer, g_object_get_data, (GObject *object, const gchar *key), (object, key)) \
    X(gpointer, g_object_get_qdata, (GObject *object, GQuark quark), (object, quark)) \
    X(GObject *, g_object_new_with_properties, (GType object_type, guint n_properties, const char *names[], const GValue values[]), (object_type, n_properties, names, values)) \
    X(gpointer, g_object_ref, (gpointer object), (object)) \
    X(gpointer, g_object_ref_sink, (gpointer object), (object)) \
    X(gulong, g_signal_connect_data, (gpointer instance, const gchar *detailed_signal, GCallback c_handler, gpointer data, GClosureNotify destroy_data, GConnectFlags connect_flags), (instance, detailed_signal, c_handler, data, destroy_data, connect_flags)) \
    X(GdkDisplay *, gdk_display_get_default, (void), ()) \
    X(GtkApplication *, gtk_application_new, (const char *application_id, GApplicationFlags flags), (application_id, flags)) \
    X(GtkWidget *, gtk_application_window_new, (GtkApplication *application), (application)) \
    X(GtkWidget *, gtk_box_new, (GtkOrientation orientation, int spacing), (orientation, spacing)) \
    X(GtkWidget *, gtk_button_new, (void), ()) \
    X(GtkWidget *, gtk_button_new_from_icon_name, (const char *icon_name), (icon_name)) \
    X(GtkWidget *, gtk_button_new_with_label, (const char *label), (label)) \
    X(gboolean, gtk_check_button_get_active, (GtkCheckButton *self), (self)) \
    X(GtkWidget *, gtk_button_get_child, (GtkButton *button), (button)) \
    X(GtkWidget *, gtk_check_button_new, (void), ()) \
    X(GtkWidget *, gtk_check_button_new_with_label, (const char *label), (label)) \
    X(GtkCssProvider *, gtk_css_provider_new, (void), ()) \
    X(const GtkCssLocation *, gtk_css_section_get_start_location, (const GtkCssSection *section), (section)) \
    X(const char *, gtk_editable_get_text, (GtkEditable *editable), (editable)) \
    X(guint, gtk_spin_button_get_digits, (GtkSpinButton *spin_button), (spin_button)) \
    X(double, gtk_spin_button_get_value, (GtkSpinButton *spin_button), (spin_button)) \
    X(GtkWidget *, gtk_drawing_area_new, (void), ()) \
    X(GtkWidget *, gtk_entry_new, (void), ()) \
    X(GType, gtk_file_chooser_dialog_get_type, (void), ()) \
    X(GListModel *, gtk_file_chooser_get_files, (GtkFileChooser *chooser), (chooser)) \
    X(GtkFileChooserNative *, gtk_file_chooser_native_new, (const char *title, GtkWindow *parent, GtkFileChooserAction action, const char *accept_label, const char *cancel_label), (title, parent, action, accept_label, cancel_label)) \
    X(GtkFileFilter *, gtk_file_filter_new, (void), ()) \
    X(GListModel *, gtk_window_get_toplevels, (void), ()) \
    X(GtkShortcutTrigger *, gtk_keyval_trigger_new, (guint keyval, GdkModifierType modifiers), (keyval, modifiers)) \
    X(GtkShortcutAction *, gtk_named_action_new, (const char *name), (name)) \
    X(GtkStackPage *, gtk_stack_add_child, (GtkStack *stack, GtkWidget *child), (stack, child)) \
    X(GtkWidget *, gtk_stack_get_visible_child, (GtkStack *stack), (stack)) \
    X(GtkWidget *, gtk_widget_get_prev_sibling, (GtkWidget *widget), (widget)) \
    X(GType, gtk_window_get_type, (void), ()) \
    X(guint, gtk_get_major_version, (void), ()) \
    X(guint, gtk_get_minor_version, (void), ()) \
    X(GtkIconTheme *, gtk_icon_theme_get_for_display, (GdkDisplay *display), (display)) \
    X(gboolean, gtk_icon_theme_has_icon, (GtkIconTheme *self, const char *icon_name), (self, icon_name)) \
    X(GtkWidget *, gtk_image_new, (void), ()) \
    X(GtkWidget *, gtk_image_new_from_file, (const char *filename), (filename)) \
    X(GtkWidget *, gtk_image_new_from_icon_name, (const char *icon_name), (icon_name)) \
    X(const char *, gtk_label_get_label, (GtkLabel *self), (self)) \
    X(GtkWidget *, gtk_label_new, (const char *str), (str)) \
    X(guint, gtk_list_item_get_position, (GtkListItem *self), (self)) \
    X(GtkWidget *, gtk_list_view_new, (GtkSelectionModel *model, GtkListItemFactory *factory), (model, factory)) \
    X(GtkNoSelection *, gtk_no_selection_new, (GListModel *model), (model)) \
    X(GtkWidget *, gtk_overlay_new, (void), ()) \
    X(GtkWidget *, gtk_scrolled_window_new, (void), ()) \
    X(GtkWidget *, gtk_separator_new, (GtkOrientation orientation), (orientation)) \
    X(GtkSettings *, gtk_settings_get_default, (void), ()) \
    X(GtkListItemFactory *, gtk_signal_list_item_factory_new, (void), ()) \
    X(gboolean, gtk_switch_get_active, (GtkSwitch *self), (self)) \
    X(GtkWidget *, gtk_switch_new, (void), ()) \
    X(gboolean, gtk_style_context_lookup_color, (GtkStyleContext *context, const char *color_name, GdkRGBA *color), (context, color_name, color)) \
    X(GtkTextDirection, gtk_widget_get_default_direction, (void), ()) \
    X(GtkWidget *, gtk_widget_get_last_child, (GtkWidget *widget), (widget)) \
    X(GtkWidget *, gtk_widget_get_parent, (GtkWidget *widget), (widget)) \
    X(GtkStyleContext *, gtk_widget_get_style_context, (GtkWidget *widget), (widget)) \
    X(GtkStateFlags, gtk_widget_get_state_flags, (GtkWidget *widget), (widget)) \
    X(GType, gtk_bin_layout_get_type, (void), ()) \
    X(GType, gtk_spin_button_get_type, (void), ()) \
    X(GType, gtk_scrolled_window_get_type, (void), ()) \
    X(GType, gtk_popover_get_type, (void), ()) \
    X(const char *, gtk_window_get_title, (GtkWindow *window), (window)) \
    X(GtkWindow *, gtk_window_get_transient_for, (GtkWindow *window), (window)) \
    X(GType, gtk_search_bar_get_type, (void), ()) \
    X(gboolean, gtk_search_bar_get_search_mode, (GtkSearchBar *bar), (bar)) \
    X(GType, gtk_message_dialog_get_type, (void), ()) \
    X(GtkWidget *, gtk_dialog_add_button, (GtkDialog *dialog, const char *button_text, int response_id), (dialog, button_text, response_id)) \
    X(gboolean, gtk_widget_activate_action_variant, (GtkWidget *widget, const char *name, GVariant *args), (widget, name, args)) \
    X(GtkDragSource *, gtk_drag_source_new, (void), ()) \
    X(GtkDropTarget *, gtk_drop_target_new, (GType type, GdkDragAction actions), (type, actions)) \
    X(GtkWidget *, gtk_widget_pick, (GtkWidget *widget, double x, double y, GtkPickFlags flags), (widget, x, y, flags)) \
    X(GdkPaintable *, gtk_widget_paintable_new, (GtkWidget *widget), (widget)) \
    X(GType, gtk_toggle_button_get_type, (void), ()) \
    X(int, gtk_list_box_row_get_index, (GtkListBoxRow *row), (row)) \
    X(GtkWidget *, gtk_paned_get_start_child, (GtkPaned *paned), (paned)) \
    X(GtkWidget *, gtk_frame_get_label_widget, (GtkFrame *frame), (frame)) \
    X(GtkWidget *, gtk_expander_get_label_widget, (GtkExpander *expander), (expander)) \
    X(GtkWidget *, gtk_paned_get_end_child, (GtkPaned *paned), (paned)) \
    X(GtkTextBuffer *, gtk_text_view_get_buffer, (GtkTextView *text_view), (text_view)) \
    X(GListModel *, gtk_drop_down_get_model, (GtkDropDown *self), (self)) \
    X(guint, gtk_drop_down_get_selected, (GtkDropDown *self), (self)) \
    X(const char *, gtk_string_list_get_string, (GtkStringList *self, guint position), (self, position)) \
    X(GtkStringList *, gtk_string_list_new, (const char * const *strings), (strings)) \
    X(GtkAdjustment *, gtk_range_get_adjustment, (GtkRange *range), (range)) \
    X(GtkAdjustment *, gtk_spin_button_get_adjustment, (GtkSpinButton *spin_button), (spin_button)) \
    X(GtkWidget *, gtk_widget_get_first_child, (GtkWidget *widget), (widget)) \
    X(int, gtk_widget_get_height, (GtkWidget *widget), (widget)) \
    X(GtkWidget *, gtk_widget_get_next_sibling, (GtkWidget *widget), (widget)) \
    X(GType, gtk_widget_get_type, (void), ()) \
    X(GType, gtk_selection_model_get_type, (void), ()) \
    X(GtkShortcutAction *, gtk_activate_action_get, (void), ()) \
    X(GType, gtk_grid_get_type, (void), ()) \
    X(double, gtk_adjustment_get_page_size, (GtkAdjustment *adjustment), (adjustment)) \
    X(double, gtk_adjustment_get_value, (GtkAdjustment *adjustment), (adjustment)) \
    X(GtkWidget *, gtk_scrolled_window_get_child, (GtkScrolledWindow *scrolled_window), (scrolled_window)) \
    X(GtkAdjustment *, gtk_scrolled_window_get_hadjustment, (GtkScrolledWindow *scrolled_window), (scrolled_window)) \
    X(GtkAdjustment *, gtk_scrolled_window_get_vadjustment, (GtkScrolledWindow *scrolled_window), (scrolled_window)) \
    X(gboolean, gtk_widget_compute_point, (GtkWidget *widget, GtkWidget *target, const graphene_point_t *point, graphene_point_t *out_point), (widget, target, point, out_point)) \
    X(GtkEventController *, gtk_event_controller_legacy_new, (void), ()) \
    X(GtkWidget *, gtk_event_controller_get_widget, (GtkEventController *controller), (controller)) \
    X(GMenuModel *, gtk_popover_menu_get_menu_model, (GtkPopoverMenu *popover), (popover)) \
    X(GtkWidget *, gtk_popover_menu_new_from_model, (GMenuModel *model), (model)) \
    X(gboolean, gtk_widget_get_visible, (GtkWidget *widget), (widget)) \
    X(GtkEventController *, gtk_event_controller_focus_new, (void), ()) \
    X(GtkRoot *, gtk_widget_get_root, (GtkWidget *widget), (widget)) \
    X(gboolean, gtk_widget_grab_focus, (GtkWidget *widget), (widget)) \
    X(GtkShortcutAction *, gtk_callback_action_new, (GtkShortcutFunc callback, gpointer data, GDestroyNotify destroy), (callback, data, destroy)) \
    X(GtkWidget *, gtk_list_item_get_child, (GtkListItem *self), (self)) \
    X(GtkWidget *, gtk_widget_get_focus_child, (GtkWidget *widget), (widget)) \
    X(GDateTime *, gtk_calendar_get_date, (GtkCalendar *self), (self)) \
    X(GMenuModel *, gtk_menu_button_get_menu_model, (GtkMenuButton *menu_button), (menu_button)) \
    X(int, gtk_grid_layout_child_get_column, (GtkGridLayoutChild *child), (child)) \
    X(int, gtk_grid_layout_child_get_column_span, (GtkGridLayoutChild *child), (child)) \
    X(int, gtk_grid_layout_child_get_row, (GtkGridLayoutChild *child), (child)) \
    X(GtkLayoutChild *, gtk_layout_manager_get_layout_child, (GtkLayoutManager *manager, GtkWidget *child), (manager, child)) \
    X(GtkLayoutManager *, gtk_widget_get_layout_manager, (GtkWidget *widget), (widget)) \
    X(GType, gtk_event_controller_motion_get_type, (void), ()) \
    X(GtkEventController *, gtk_event_controller_motion_new, (void), ()) \
    X(GType, gtk_gesture_click_get_type, (void), ()) \
    X(GtkGesture *, gtk_gesture_click_new, (void), ()) \
    X(double, gtk_gesture_long_press_get_delay_factor, (GtkGestureLongPress *gesture), (gesture)) \
    X(GType, gtk_gesture_long_press_get_type, (void), ()) \
    X(GtkGesture *, gtk_gesture_long_press_new, (void), ()) \
    X(gboolean, gtk_gesture_set_state, (GtkGesture *gesture, GtkEventSequenceState state), (gesture, state)) \
    X(GListModel *, gtk_widget_observe_controllers, (GtkWidget *widget), (widget)) \
    X(GtkEventController *, gtk_shortcut_controller_new, (void), ()) \
    X(GtkShortcutTrigger *, gtk_shortcut_get_trigger, (GtkShortcut *self), (self)) \
    X(GtkShortcut *, gtk_shortcut_new, (GtkShortcutTrigger *trigger, GtkShortcutAction *action), (trigger, action)) \
    X(GtkShortcutTrigger *, gtk_shortcut_trigger_parse_string, (const char *string), (string)) \
    X(char *, gtk_shortcut_trigger_to_string, (GtkShortcutTrigger *self), (self)) \
    X(int, gtk_widget_get_width, (GtkWidget *widget), (widget)) \
    X(GtkWidget *, gtk_window_new, (void), ())

// Functions that return nothing: X(name, (parameters), (arguments)).
#define COUNTED_VOID(X) \
    X(g_object_set_property, (GObject *object, const gchar *property_name, const GValue *value), (object, property_name, value)) \
    X(gtk_expander_set_child, (GtkExpander *expander, GtkWidget *child), (expander, child)) \
    X(gtk_frame_set_child, (GtkFrame *frame, GtkWidget *child), (frame, child)) \
    X(gtk_check_button_set_group, (GtkCheckButton *self, GtkCheckButton *group), (self, group)) \
    X(gtk_list_box_insert, (GtkListBox *box, GtkWidget *child, int position), (box, child, position)) \
    X(gtk_color_chooser_get_rgba, (GtkColorChooser *chooser, GdkRGBA *color), (chooser, color)) \
    X(gtk_color_chooser_set_rgba, (GtkColorChooser *chooser, const GdkRGBA *color), (chooser, color)) \
    X(gtk_list_box_remove, (GtkListBox *box, GtkWidget *child), (box, child)) \
    X(gtk_paned_set_start_child, (GtkPaned *paned, GtkWidget *child), (paned, child)) \
    X(gtk_frame_set_label_widget, (GtkFrame *frame, GtkWidget *label_widget), (frame, label_widget)) \
    X(gtk_expander_set_label_widget, (GtkExpander *expander, GtkWidget *label_widget), (expander, label_widget)) \
    X(gtk_paned_set_end_child, (GtkPaned *paned, GtkWidget *child), (paned, child)) \
    X(gtk_list_box_row_set_child, (GtkListBoxRow *row, GtkWidget *child), (row, child)) \
    X(gtk_drop_down_set_model, (GtkDropDown *self, GListModel *model), (self, model)) \
    X(gtk_drop_down_set_selected, (GtkDropDown *self, guint position), (self, position)) \
    X(gtk_toggle_button_set_group, (GtkToggleButton *toggle_button, GtkToggleButton *group), (toggle_button, group)) \
    X(gtk_test_register_all_types, (void), ()) \
    X(g_list_model_items_changed, (GListModel *list, guint position, guint removed, guint added), (list, position, removed, added)) \
    X(g_object_get_property, (GObject *object, const gchar *property_name, GValue *value), (object, property_name, value)) \
    X(g_object_set_data, (GObject *object, const gchar *key, gpointer data), (object, key, data)) \
    X(g_object_set_qdata, (GObject *object, GQuark quark, gpointer data), (object, quark, data)) \
    X(g_object_set_qdata_full, (GObject *object, GQuark quark, gpointer data, GDestroyNotify destroy), (object, quark, data, destroy)) \
    X(g_object_unref, (gpointer object), (object)) \
    X(g_object_weak_ref, (GObject *object, GWeakNotify notify, gpointer data), (object, notify, data)) \
    X(g_signal_handler_block, (gpointer instance, gulong handler_id), (instance, handler_id)) \
    X(g_signal_handler_disconnect, (gpointer instance, gulong handler_id), (instance, handler_id)) \
    X(g_signal_handler_unblock, (gpointer instance, gulong handler_id), (instance, handler_id)) \
    X(g_object_set_data_full, (GObject *object, const gchar *key, gpointer data, GDestroyNotify destroy), (object, key, data, destroy)) \
    X(gtk_snapshot_pop, (GtkSnapshot *snapshot), (snapshot)) \
    X(gtk_snapshot_push_rounded_clip, (GtkSnapshot *snapshot, const GskRoundedRect *bounds), (snapshot, bounds)) \
    X(gtk_widget_class_set_layout_manager_type, (GtkWidgetClass *widget_class, GType type), (widget_class, type)) \
    X(gtk_widget_queue_draw, (GtkWidget *widget), (widget)) \
    X(gtk_widget_set_parent, (GtkWidget *widget, GtkWidget *parent), (widget, parent)) \
    X(gtk_widget_snapshot_child, (GtkWidget *widget, GtkWidget *child, GtkSnapshot *snapshot), (widget, child, snapshot)) \
    X(gtk_widget_unparent, (GtkWidget *widget), (widget)) \
    X(gtk_box_append, (GtkBox *box, GtkWidget *child), (box, child)) \
    X(gtk_box_insert_child_after, (GtkBox *box, GtkWidget *child, GtkWidget *sibling), (box, child, sibling)) \
    X(gtk_box_remove, (GtkBox *box, GtkWidget *child), (box, child)) \
    X(gtk_box_reorder_child_after, (GtkBox *box, GtkWidget *child, GtkWidget *sibling), (box, child, sibling)) \
    X(gtk_box_set_spacing, (GtkBox *box, int spacing), (box, spacing)) \
    X(gtk_button_set_child, (GtkButton *button, GtkWidget *child), (button, child)) \
    X(gtk_button_set_icon_name, (GtkButton *button, const char *icon_name), (button, icon_name)) \
    X(gtk_button_set_label, (GtkButton *button, const char *label), (button, label)) \
    X(gtk_check_button_set_active, (GtkCheckButton *self, gboolean setting), (self, setting)) \
    X(gtk_check_button_set_child, (GtkCheckButton *button, GtkWidget *child), (button, child)) \
    X(gtk_check_button_set_label, (GtkCheckButton *self, const char *label), (self, label)) \
    X(gtk_drawing_area_set_draw_func, (GtkDrawingArea *self, GtkDrawingAreaDrawFunc draw_func, gpointer user_data, GDestroyNotify destroy), (self, draw_func, user_data, destroy)) \
    X(gtk_css_provider_load_from_data, (GtkCssProvider *css_provider, const char *data, gssize length), (css_provider, data, length)) \
    X(gtk_editable_set_text, (GtkEditable *editable, const char *text), (editable, text)) \
    X(gtk_spin_button_update, (GtkSpinButton *spin_button), (spin_button)) \
    X(gtk_window_set_resizable, (GtkWindow *window, gboolean resizable), (window, resizable)) \
    X(gtk_popover_popdown, (GtkPopover *popover), (popover)) \
    X(gtk_search_bar_set_child, (GtkSearchBar *bar, GtkWidget *child), (bar, child)) \
    X(gtk_search_bar_connect_entry, (GtkSearchBar *bar, GtkEditable *entry), (bar, entry)) \
    X(gtk_header_bar_pack_start, (GtkHeaderBar *bar, GtkWidget *child), (bar, child)) \
    X(gtk_file_chooser_add_filter, (GtkFileChooser *chooser, GtkFileFilter *filter), (chooser, filter)) \
    X(gtk_file_chooser_set_current_name, (GtkFileChooser *chooser, const char *name), (chooser, name)) \
    X(gtk_file_chooser_set_select_multiple, (GtkFileChooser *chooser, gboolean select_multiple), (chooser, select_multiple)) \
    X(gtk_file_filter_add_mime_type, (GtkFileFilter *filter, const char *mime_type), (filter, mime_type)) \
    X(gtk_file_filter_add_suffix, (GtkFileFilter *filter, const char *suffix), (filter, suffix)) \
    X(gtk_file_filter_set_name, (GtkFileFilter *filter, const char *name), (filter, name)) \
    X(gtk_native_dialog_destroy, (GtkNativeDialog *self), (self)) \
    X(gtk_native_dialog_hide, (GtkNativeDialog *self), (self)) \
    X(gtk_native_dialog_set_modal, (GtkNativeDialog *self, gboolean modal), (self, modal)) \
    X(gtk_native_dialog_show, (GtkNativeDialog *self), (self)) \
    X(gtk_application_set_accels_for_action, (GtkApplication *application, const char *action, const char *const *accels), (application, action, accels)) \
    X(gtk_stack_remove, (GtkStack *stack, GtkWidget *child), (stack, child)) \
    X(gtk_stack_set_visible_child, (GtkStack *stack, GtkWidget *child), (stack, child)) \
    X(gtk_widget_set_visible, (GtkWidget *widget, gboolean visible), (widget, visible)) \
    X(gtk_window_set_modal, (GtkWindow *window, gboolean modal), (window, modal)) \
    X(gtk_header_bar_pack_end, (GtkHeaderBar *bar, GtkWidget *child), (bar, child)) \
    X(gtk_header_bar_remove, (GtkHeaderBar *bar, GtkWidget *child), (bar, child)) \
    X(gtk_header_bar_set_title_widget, (GtkHeaderBar *bar, GtkWidget *title_widget), (bar, title_widget)) \
    X(gtk_search_bar_set_search_mode, (GtkSearchBar *bar, gboolean search_mode), (bar, search_mode)) \
    X(gtk_window_set_transient_for, (GtkWindow *window, GtkWindow *parent), (window, parent)) \
    X(gtk_dialog_set_response_sensitive, (GtkDialog *dialog, int response_id, gboolean setting), (dialog, response_id, setting)) \
    X(gtk_dialog_set_default_response, (GtkDialog *dialog, int response_id), (dialog, response_id)) \
    X(gtk_window_destroy, (GtkWindow *window), (window)) \
    X(gtk_window_set_hide_on_close, (GtkWindow *window, gboolean setting), (window, setting)) \
    X(gtk_drag_source_set_actions, (GtkDragSource *source, GdkDragAction actions), (source, actions)) \
    X(gtk_drag_source_set_icon, (GtkDragSource *source, GdkPaintable *paintable, int hot_x, int hot_y), (source, paintable, hot_x, hot_y)) \
    X(gtk_entry_set_placeholder_text, (GtkEntry *entry, const char *text), (entry, text)) \
    X(gtk_image_set_from_file, (GtkImage *image, const char *filename), (image, filename)) \
    X(gtk_image_set_from_icon_name, (GtkImage *image, const char *icon_name), (image, icon_name)) \
    X(gtk_label_set_ellipsize, (GtkLabel *self, PangoEllipsizeMode mode), (self, mode)) \
    X(gtk_label_set_label, (GtkLabel *self, const char *str), (self, str)) \
    X(gtk_label_set_lines, (GtkLabel *self, int lines), (self, lines)) \
    X(gtk_label_set_natural_wrap_mode, (GtkLabel *self, GtkNaturalWrapMode wrap_mode), (self, wrap_mode)) \
    X(gtk_label_set_text, (GtkLabel *self, const char *str), (self, str)) \
    X(gtk_label_set_use_markup, (GtkLabel *self, gboolean setting), (self, setting)) \
    X(gtk_label_set_wrap, (GtkLabel *self, gboolean wrap), (self, wrap)) \
    X(gtk_label_set_xalign, (GtkLabel *self, float xalign), (self, xalign)) \
    X(gtk_label_set_yalign, (GtkLabel *self, float yalign), (self, yalign)) \
    X(gtk_list_item_set_child, (GtkListItem *self, GtkWidget *child), (self, child)) \
    X(gtk_list_view_set_factory, (GtkListView *self, GtkListItemFactory *factory), (self, factory)) \
    X(gtk_list_view_set_model, (GtkListView *self, GtkSelectionModel *model), (self, model)) \
    X(gtk_grid_view_set_factory, (GtkGridView *self, GtkListItemFactory *factory), (self, factory)) \
    X(gtk_grid_view_set_model, (GtkGridView *self, GtkSelectionModel *model), (self, model)) \
    X(gtk_selection_model_selection_changed, (GtkSelectionModel *model, guint position, guint n_items), (model, position, n_items)) \
    X(gtk_shortcut_controller_add_shortcut, (GtkShortcutController *self, GtkShortcut *shortcut), (self, shortcut)) \
    X(gtk_shortcut_controller_remove_shortcut, (GtkShortcutController *self, GtkShortcut *shortcut), (self, shortcut)) \
    X(gtk_shortcut_controller_set_scope, (GtkShortcutController *self, GtkShortcutScope scope), (self, scope)) \
    X(gtk_widget_add_controller, (GtkWidget *widget, GtkEventController *controller), (widget, controller)) \
    X(gtk_widget_remove_controller, (GtkWidget *widget, GtkEventController *controller), (widget, controller)) \
    X(gtk_accessible_reset_property, (GtkAccessible *self, GtkAccessibleProperty property), (self, property)) \
    X(gtk_accessible_reset_state, (GtkAccessible *self, GtkAccessibleState state), (self, state)) \
    X(gtk_accessible_update_property_value, (GtkAccessible *self, int n_properties, GtkAccessibleProperty properties[], const GValue values[]), (self, n_properties, properties, values)) \
    X(gtk_accessible_update_state_value, (GtkAccessible *self, int n_states, GtkAccessibleState states[], const GValue values[]), (self, n_states, states, values)) \
    X(gtk_grid_attach, (GtkGrid *grid, GtkWidget *child, int column, int row, int width, int height), (grid, child, column, row, width, height)) \
    X(gtk_grid_remove, (GtkGrid *grid, GtkWidget *child), (grid, child)) \
    X(gtk_adjustment_set_value, (GtkAdjustment *adjustment, double value), (adjustment, value)) \
    X(gtk_event_controller_set_propagation_phase, (GtkEventController *controller, GtkPropagationPhase phase), (controller, phase)) \
    X(gtk_gesture_single_set_button, (GtkGestureSingle *gesture, guint button), (gesture, button)) \
    X(gtk_popover_menu_set_menu_model, (GtkPopoverMenu *popover, GMenuModel *model), (popover, model)) \
    X(gtk_popover_popup, (GtkPopover *popover), (popover)) \
    X(gtk_popover_set_has_arrow, (GtkPopover *popover, gboolean has_arrow), (popover, has_arrow)) \
    X(gtk_popover_set_pointing_to, (GtkPopover *popover, const GdkRectangle *rect), (popover, rect)) \
    X(gtk_root_set_focus, (GtkRoot *self, GtkWidget *focus), (self, focus)) \
    X(gtk_calendar_select_day, (GtkCalendar *self, GDateTime *date), (self, date)) \
    X(gtk_menu_button_set_popover, (GtkMenuButton *menu_button, GtkWidget *popover), (menu_button, popover)) \
    X(gtk_popover_set_child, (GtkPopover *popover, GtkWidget *child), (popover, child)) \
    X(gtk_menu_button_set_menu_model, (GtkMenuButton *menu_button, GMenuModel *menu_model), (menu_button, menu_model)) \
    X(gtk_widget_insert_action_group, (GtkWidget *widget, const char *name, GActionGroup *group), (widget, name, group)) \
    X(gtk_grid_layout_child_set_column, (GtkGridLayoutChild *child, int column), (child, column)) \
    X(gtk_grid_layout_child_set_column_span, (GtkGridLayoutChild *child, int span), (child, span)) \
    X(gtk_grid_layout_child_set_row, (GtkGridLayoutChild *child, int row), (child, row)) \
    X(gtk_gesture_long_press_set_delay_factor, (GtkGestureLongPress *gesture, double delay_factor), (gesture, delay_factor)) \
    X(gtk_orientable_set_orientation, (GtkOrientable *orientable, GtkOrientation orientation), (orientable, orientation)) \
    X(gtk_overlay_add_overlay, (GtkOverlay *overlay, GtkWidget *widget), (overlay, widget)) \
    X(gtk_overlay_remove_overlay, (GtkOverlay *overlay, GtkWidget *widget), (overlay, widget)) \
    X(gtk_overlay_set_measure_overlay, (GtkOverlay *overlay, GtkWidget *widget, gboolean measure), (overlay, widget, measure)) \
    X(gtk_scrolled_window_get_policy, (GtkScrolledWindow *scrolled_window, GtkPolicyType *hscrollbar_policy, GtkPolicyType *vscrollbar_policy), (scrolled_window, hscrollbar_policy, vscrollbar_policy)) \
    X(gtk_scrolled_window_set_child, (GtkScrolledWindow *scrolled_window, GtkWidget *child), (scrolled_window, child)) \
    X(gtk_scrolled_window_set_policy, (GtkScrolledWindow *scrolled_window, GtkPolicyType hscrollbar_policy, GtkPolicyType vscrollbar_policy), (scrolled_window, hscrollbar_policy, vscrollbar_policy)) \
    X(gtk_show_uri, (GtkWindow *parent, const char *uri, guint32 timestamp), (parent, uri, timestamp)) \
    X(gtk_style_context_add_provider_for_display, (GdkDisplay *display, GtkStyleProvider *provider, guint priority), (display, provider, priority)) \
    X(gtk_switch_set_active, (GtkSwitch *self, gboolean is_active), (self, is_active)) \
    X(gtk_widget_add_css_class, (GtkWidget *widget, const char *css_class), (widget, css_class)) \
    X(gtk_widget_get_size_request, (GtkWidget *widget, int *width, int *height), (widget, width, height)) \
    X(gtk_widget_insert_after, (GtkWidget *widget, GtkWidget *parent, GtkWidget *previous_sibling), (widget, parent, previous_sibling)) \
    X(gtk_widget_remove_css_class, (GtkWidget *widget, const char *css_class), (widget, css_class)) \
    X(gtk_widget_set_halign, (GtkWidget *widget, GtkAlign align), (widget, align)) \
    X(gtk_widget_set_hexpand, (GtkWidget *widget, gboolean expand), (widget, expand)) \
    X(gtk_widget_set_hexpand_set, (GtkWidget *widget, gboolean set), (widget, set)) \
    X(gtk_widget_set_margin_bottom, (GtkWidget *widget, int margin), (widget, margin)) \
    X(gtk_widget_set_margin_end, (GtkWidget *widget, int margin), (widget, margin)) \
    X(gtk_widget_set_margin_start, (GtkWidget *widget, int margin), (widget, margin)) \
    X(gtk_widget_set_margin_top, (GtkWidget *widget, int margin), (widget, margin)) \
    X(gtk_widget_set_sensitive, (GtkWidget *widget, gboolean sensitive), (widget, sensitive)) \
    X(gtk_widget_set_size_request, (GtkWidget *widget, int width, int height), (widget, width, height)) \
    X(gtk_widget_set_tooltip_text, (GtkWidget *widget, const char *text), (widget, text)) \
    X(gtk_widget_set_valign, (GtkWidget *widget, GtkAlign align), (widget, align)) \
    X(gtk_widget_set_vexpand, (GtkWidget *widget, gboolean expand), (widget, expand)) \
    X(gtk_widget_set_vexpand_set, (GtkWidget *widget, gboolean set), (widget, set)) \
    X(gtk_window_close, (GtkWindow *window), (window)) \
    X(gtk_window_present, (GtkWindow *window), (window)) \
    X(gtk_window_set_child, (GtkWindow *window, GtkWidget *child), (window, child)) \
    X(gtk_window_set_default_size, (GtkWindow *window, int width, int height), (window, width, height)) \
    X(gtk_window_set_title, (GtkWindow *window, const char *title), (window, title)) \
    X(gtk_window_set_titlebar, (GtkWindow *window, GtkWidget *titlebar), (window, titlebar))

#define INDEX_RETURNING(type, name, parameters, arguments) COUNT_##name,
#define INDEX_VOID(name, parameters, arguments) COUNT_##name,
enum { COUNTED_RETURNING(INDEX_RETURNING) COUNTED_VOID(INDEX_VOID) COUNT_g_object_new, COUNTED_FUNCTIONS };

#define NAME_RETURNING(type, name, parameters, arguments) #name,
#define NAME_VOID(name, parameters, arguments) #name,
static const char *const names[COUNTED_FUNCTIONS] = {
    COUNTED_RETURNING(NAME_RETURNING) COUNTED_VOID(NAME_VOID) "g_object_new"};

static unsigned long counts[COUNTED_FUNCTIONS];
static gboolean counting;
// When the latest counted call returned (g_get_monotonic_time, µs): when a side finished its
// GTK work for an operation. Taken on return, so GTK's work inside the last call counts on
// both sides: a side whose only call is a removal did that removal's work too.
static gint64 last_call_us;

#define WRAP_RETURNING(type, name, parameters, arguments) \
    type __real_##name parameters; \
    type __wrap_##name parameters; \
    type __wrap_##name parameters { \
        if (!counting) return __real_##name arguments; \
        counts[COUNT_##name]++; \
        type result = __real_##name arguments; \
        last_call_us = g_get_monotonic_time(); \
        return result; \
    }
#define WRAP_VOID(name, parameters, arguments) \
    void __real_##name parameters; \
    void __wrap_##name parameters; \
    void __wrap_##name parameters { \
        if (!counting) { __real_##name arguments; return; } \
        counts[COUNT_##name]++; \
        __real_##name arguments; \
        last_call_us = g_get_monotonic_time(); \
    }
COUNTED_RETURNING(WRAP_RETURNING)
COUNTED_VOID(WRAP_VOID)

// g_object_new takes its properties as variadic arguments, which a wrapper can pass on only as
// the va_list g_object_new_valist takes.
gpointer __wrap_g_object_new(GType object_type, const gchar *first_property_name, ...);
gpointer __wrap_g_object_new(GType object_type, const gchar *first_property_name, ...) {
    va_list arguments;
    va_start(arguments, first_property_name);
    GObject *object = g_object_new_valist(object_type, first_property_name, arguments);
    va_end(arguments);
    if (counting) {
        counts[COUNT_g_object_new]++;
        last_call_us = g_get_monotonic_time();
    }
    return object;
}

// Each wrapper has exactly the type GTK's header declares.
#define CHECK_RETURNING(type, name, parameters, arguments) \
    _Static_assert(__builtin_types_compatible_p(__typeof__(name), __typeof__(__wrap_##name)), #name);
#define CHECK_VOID(name, parameters, arguments) CHECK_RETURNING(void, name, parameters, arguments)
COUNTED_RETURNING(CHECK_RETURNING)
COUNTED_VOID(CHECK_VOID)
CHECK_RETURNING(gpointer, g_object_new, , )

void gtk_calls_start(void) {
    memset(counts, 0, sizeof counts);
    last_call_us = 0;
    counting = TRUE;
}

void gtk_calls_stop(void) {
    counting = FALSE;
}

gboolean gtk_calls_pause(void) {
    gboolean was_counting = counting;
    counting = FALSE;
    return was_counting;
}

void gtk_calls_resume(gboolean was_counting) {
    counting = was_counting;
}

gint64 gtk_calls_last_time(void) {
    return last_call_us;
}

int gtk_calls_functions(void) {
    return COUNTED_FUNCTIONS;
}

const char *gtk_calls_name(int function) {
    g_assert(function >= 0 && function < COUNTED_FUNCTIONS);
    return names[function];
}

unsigned long gtk_calls_count(int function) {
    g_assert(function >= 0 && function < COUNTED_FUNCTIONS);
    return counts[function];
}
