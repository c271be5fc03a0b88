// swift-tools-version:6.2
// Gnomon's benchmarks, in a package of their own so that apps depending on Gnomon do not
// resolve the benchmark harness. Run them with `make bench` from the repository root.
import PackageDescription

/// The GTK and GObject functions the table benchmark counts calls to: each is linked with
/// `--wrap`, and `Sources/BenchSupport/gtk_call_counter.c` defines its counting wrapper. The
/// linker checks the two lists against each other (a name missing on either side leaves
/// `__real_…` or `__wrap_…` undefined).
let countedFunctions = [
    "g_idle_add_full", "g_list_model_items_changed", "g_object_class_find_property", "g_object_get_data",
    "g_object_get_property", "g_object_get_qdata", "g_object_new", "g_object_new_with_properties", "g_object_set_property", "g_object_ref",
    "g_object_ref_sink", "g_object_set_data", "g_object_set_data_full", "g_object_set_qdata",
    "g_object_set_qdata_full", "g_object_unref", "g_object_weak_ref", "g_signal_connect_data",
    "g_signal_handler_block", "g_signal_handler_disconnect", "g_signal_handler_unblock",
    "gdk_display_get_default", "gtk_application_new", "gtk_application_window_new", "gtk_bin_layout_get_type", "gtk_expander_set_child", "gtk_frame_set_child", "gtk_range_get_adjustment",
    "gtk_spin_button_get_adjustment", "gtk_spin_button_get_type", "gtk_scrolled_window_get_type", "gtk_test_register_all_types",
    "gtk_check_button_set_group", "gtk_drop_down_get_model", "gtk_drop_down_get_selected", "gtk_drop_down_set_model",
    "gtk_drop_down_set_selected", "gtk_string_list_get_string", "gtk_string_list_new", "gtk_toggle_button_get_type",
    "gtk_toggle_button_set_group", "gtk_list_box_insert", "gtk_list_box_remove", "gtk_list_box_row_get_index",
    "gtk_list_box_row_set_child", "gtk_text_view_get_buffer", "gtk_color_chooser_get_rgba", "gtk_color_chooser_set_rgba",
    "gtk_paned_get_end_child", "gtk_paned_get_start_child", "gtk_paned_set_end_child", "gtk_paned_set_start_child",
    "gtk_frame_get_label_widget", "gtk_expander_get_label_widget", "gtk_frame_set_label_widget",
    "gtk_expander_set_label_widget",
    "gtk_box_append", "gtk_box_insert_child_after", "gtk_box_new", "gtk_box_remove",
    "gtk_box_reorder_child_after", "gtk_box_set_spacing", "gtk_button_get_child", "gtk_button_new",
    "gtk_button_new_from_icon_name", "gtk_button_new_with_label", "gtk_button_set_child",
    "gtk_button_set_icon_name", "gtk_button_set_label", "gtk_check_button_get_active", "gtk_check_button_new",
    "gtk_check_button_new_with_label", "gtk_check_button_set_active", "gtk_check_button_set_child",
    "gtk_check_button_set_label", "gtk_css_provider_load_from_data", "gtk_css_provider_new",
    "gtk_css_section_get_start_location", "gtk_drawing_area_new", "gtk_drawing_area_set_draw_func",
    "gtk_editable_get_text", "gtk_editable_set_text", "gtk_spin_button_get_digits", "gtk_spin_button_get_value", "gtk_spin_button_update", "gtk_entry_new", "gtk_entry_set_placeholder_text",
    "gtk_get_major_version", "gtk_get_minor_version", "gtk_icon_theme_get_for_display",
    "gtk_icon_theme_has_icon", "gtk_image_new", "gtk_image_new_from_file", "gtk_image_new_from_icon_name",
    "gtk_image_set_from_file", "gtk_image_set_from_icon_name", "gtk_label_get_label", "gtk_label_new",
    "gtk_label_set_ellipsize", "gtk_label_set_label", "gtk_label_set_lines", "gtk_label_set_natural_wrap_mode",
    "gtk_label_set_text", "gtk_label_set_use_markup", "gtk_label_set_wrap", "gtk_label_set_xalign",
    "gtk_label_set_yalign", "gtk_list_item_get_position", "gtk_list_item_set_child", "gtk_list_view_new",
    "gtk_list_view_set_factory", "gtk_list_view_set_model", "gtk_grid_view_set_factory", "gtk_grid_view_set_model", "gtk_widget_activate_action_variant", "gtk_window_set_resizable", "gtk_popover_popdown", "gtk_popover_get_type", "gtk_window_get_title", "gtk_window_get_transient_for", "gtk_search_bar_set_child", "gtk_search_bar_connect_entry", "gtk_header_bar_pack_start", "gtk_file_chooser_add_filter", "gtk_file_chooser_dialog_get_type", "gtk_file_chooser_get_files", "gtk_file_chooser_native_new", "gtk_file_chooser_set_current_name", "gtk_file_chooser_set_select_multiple", "gtk_file_filter_add_mime_type", "gtk_file_filter_add_suffix", "gtk_file_filter_new", "gtk_file_filter_set_name", "gtk_native_dialog_destroy", "gtk_native_dialog_hide", "gtk_native_dialog_set_modal", "gtk_native_dialog_show", "gtk_window_get_toplevels", "gtk_application_set_accels_for_action", "gtk_keyval_trigger_new", "gtk_named_action_new", "gtk_stack_add_child", "gtk_stack_get_visible_child", "gtk_stack_remove", "gtk_stack_set_visible_child", "gtk_widget_get_prev_sibling", "gtk_widget_set_visible", "gtk_window_get_type", "gtk_window_set_modal", "gtk_header_bar_pack_end", "gtk_header_bar_remove", "gtk_header_bar_set_title_widget", "gtk_search_bar_get_type", "gtk_search_bar_set_search_mode", "gtk_search_bar_get_search_mode", "gtk_message_dialog_get_type", "gtk_window_set_transient_for", "gtk_dialog_add_button", "gtk_dialog_set_response_sensitive", "gtk_dialog_set_default_response", "gtk_window_destroy", "gtk_window_set_hide_on_close", "gtk_drag_source_new", "gtk_drag_source_set_actions", "gtk_drag_source_set_icon", "gtk_drop_target_new", "gtk_widget_pick", "gtk_widget_paintable_new", "gtk_no_selection_new",
    "gtk_orientable_set_orientation", "gtk_overlay_add_overlay", "gtk_overlay_new",
    "gtk_overlay_remove_overlay", "gtk_overlay_set_measure_overlay", "gtk_scrolled_window_get_policy",
    "gtk_scrolled_window_new", "gtk_scrolled_window_set_child", "gtk_scrolled_window_set_policy",
    "gtk_selection_model_get_type", "gtk_activate_action_get",
    "gtk_shortcut_controller_add_shortcut", "gtk_shortcut_controller_new", "gtk_shortcut_controller_remove_shortcut",
    "gtk_shortcut_controller_set_scope", "gtk_shortcut_get_trigger", "gtk_shortcut_new",
    "gtk_shortcut_trigger_parse_string", "gtk_shortcut_trigger_to_string", "gtk_widget_add_controller",
    "gtk_event_controller_motion_get_type", "gtk_event_controller_motion_new", "gtk_gesture_click_get_type",
    "gtk_gesture_click_new", "gtk_gesture_long_press_get_delay_factor", "gtk_gesture_long_press_get_type",
    "gtk_gesture_long_press_new", "gtk_gesture_long_press_set_delay_factor", "gtk_gesture_set_state",
    "gtk_widget_observe_controllers", "gtk_widget_remove_controller", "gtk_grid_attach", "gtk_grid_get_type",
    "gtk_grid_layout_child_get_column", "gtk_grid_layout_child_get_column_span", "gtk_grid_layout_child_get_row",
    "gtk_grid_layout_child_set_column", "gtk_grid_layout_child_set_column_span", "gtk_grid_layout_child_set_row",
    "gtk_grid_remove", "gtk_layout_manager_get_layout_child", "gtk_widget_get_layout_manager",
    "gtk_accessible_reset_property", "gtk_accessible_reset_state", "gtk_accessible_update_property_value",
    "gtk_accessible_update_state_value", "gtk_menu_button_get_menu_model", "gtk_menu_button_set_menu_model",
    "gtk_widget_insert_action_group", "gtk_calendar_get_date", "gtk_calendar_select_day", "gtk_menu_button_set_popover",
    "gtk_popover_set_child", "gtk_callback_action_new", "gtk_list_item_get_child", "gtk_widget_get_focus_child",
    "gtk_event_controller_get_widget", "gtk_gesture_single_set_button", "gtk_popover_menu_get_menu_model",
    "gtk_popover_menu_new_from_model", "gtk_popover_menu_set_menu_model", "gtk_popover_popup", "gtk_popover_set_has_arrow",
    "gtk_popover_set_pointing_to", "gtk_widget_get_visible",
    "gtk_adjustment_get_page_size", "gtk_adjustment_get_value", "gtk_adjustment_set_value",
    "gtk_scrolled_window_get_child", "gtk_scrolled_window_get_hadjustment", "gtk_scrolled_window_get_vadjustment",
    "gtk_widget_compute_point", "gtk_event_controller_legacy_new", "gtk_event_controller_set_propagation_phase",
    "gtk_event_controller_focus_new", "gtk_root_set_focus", "gtk_widget_get_root", "gtk_widget_grab_focus", "gtk_selection_model_selection_changed", "gtk_separator_new", "gtk_settings_get_default", "gtk_show_uri", "gtk_signal_list_item_factory_new",
    "gtk_snapshot_pop", "gtk_snapshot_push_rounded_clip", "gtk_style_context_add_provider_for_display",
    "gtk_style_context_lookup_color", "gtk_switch_get_active", "gtk_switch_new", "gtk_switch_set_active",
    "gtk_widget_add_css_class", "gtk_widget_class_set_layout_manager_type", "gtk_widget_get_default_direction",
    "gtk_widget_get_first_child", "gtk_widget_get_height", "gtk_widget_get_last_child",
    "gtk_widget_get_next_sibling", "gtk_widget_get_parent", "gtk_widget_get_size_request",
    "gtk_widget_get_state_flags", "gtk_widget_get_style_context", "gtk_widget_get_type", "gtk_widget_get_width",
    "gtk_widget_insert_after", "gtk_widget_queue_draw", "gtk_widget_remove_css_class", "gtk_widget_set_halign",
    "gtk_widget_set_hexpand", "gtk_widget_set_hexpand_set", "gtk_widget_set_margin_bottom",
    "gtk_widget_set_margin_end", "gtk_widget_set_margin_start", "gtk_widget_set_margin_top",
    "gtk_widget_set_parent", "gtk_widget_set_sensitive", "gtk_widget_set_size_request",
    "gtk_widget_set_tooltip_text", "gtk_widget_set_valign", "gtk_widget_set_vexpand",
    "gtk_widget_set_vexpand_set", "gtk_widget_snapshot_child", "gtk_widget_unparent", "gtk_window_close",
    "gtk_window_new", "gtk_window_present", "gtk_window_set_child", "gtk_window_set_default_size",
    "gtk_window_set_title", "gtk_window_set_titlebar",
]

let package = Package(
    name: "GnomonBenchmarks",
    dependencies: [
        // Without `#Preview` (no swift-syntax to build in release): the benchmarks declare none.
        .package(name: "Gnomon", path: "..", traits: ["Networking"]),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Headless reconciler costs as the tree grows (ordo-one/benchmark: time, allocations).
        .executableTarget(
            name: "Reconciler",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Gnomon", package: "Gnomon"),
                .product(name: "GnomonRouting", package: "Gnomon"),
                .product(name: "GnomonTesting", package: "Gnomon"),
            ],
            path: "Benchmarks/Reconciler",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // GTK for the benchmarks' C targets.
        .systemLibrary(name: "GTK4", path: "Sources/GTK4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // Counting GTK calls, waiting for painted frames.
        .target(name: "BenchSupport", dependencies: ["GTK4"], path: "Sources/BenchSupport"),
        // What the GTK benchmarks print: medians, and Gnomon against C side by side.
        .target(name: "BenchReport", path: "Sources/BenchReport"),
        // The hand-written C table the table benchmark measures Gnomon against.
        // DWARF 4: valgrind (for TableProfile) cannot read the DWARF 5 clang writes by default.
        .target(
            name: "TableBaseline", dependencies: ["GTK4"], path: "Sources/TableBaseline",
            cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // The table as Gnomon's side of the table benchmark writes it, and its rows' data.
        .target(
            name: "TableModel",
            dependencies: [.product(name: "Gnomon", package: "Gnomon"), .product(name: "GnomonTesting", package: "Gnomon")],
            path: "Sources/TableModel"),
        // js-framework-benchmark's operations on a GTK table: Gnomon against the C baseline.
        .executableTarget(
            name: "TableBench",
            dependencies: [
                "BenchSupport", "TableBaseline", "TableModel", "GTK4", .product(name: "Gnomon", package: "Gnomon"),
                .product(name: "GnomonTesting", package: "Gnomon"),
            ],
            path: "Sources/TableBench",
            linkerSettings: [.unsafeFlags(countedFunctions.flatMap { ["-Xlinker", "--wrap=\($0)"] })]
        ),
        // The table's operations for a profiler (valgrind's callgrind): Gnomon's work, headless or
        // in a GTK window, and the C baseline's.
        .executableTarget(
            name: "TableProfile",
            dependencies: [
                "TableModel", "TableBaseline", "GTK4", .product(name: "Gnomon", package: "Gnomon"),
                .product(name: "GnomonTesting", package: "Gnomon"),
            ],
            path: "Sources/TableProfile"
        ),
        // The hand-written C list the virtualized-list benchmark measures Gnomon against.
        .target(name: "ListBaseline", dependencies: ["GTK4"], path: "Sources/ListBaseline"),
        // A virtualized list of 100,000 and 1,000,000 rows: time to first frame and widgets.
        .executableTarget(
            name: "ListBench",
            dependencies: ["ListBaseline", "BenchReport", "GTK4", .product(name: "GnomonTesting", package: "Gnomon")],
            path: "Sources/ListBench"
        ),
        // The hand-written C text view the long-text benchmark measures `TextEditor` against.
        .target(name: "TextBaseline", dependencies: ["GTK4"], path: "Sources/TextBaseline"),
        // A 5 MB text: open, select all, type 20 characters, memory; Gnomon against C.
        .executableTarget(
            name: "TextBench",
            dependencies: ["TextBaseline", "BenchReport", "GTK4", .product(name: "GnomonTesting", package: "Gnomon")],
            path: "Sources/TextBench"
        ),
        .target(name: "LayoutBaseline", dependencies: ["GTK4"], path: "Sources/LayoutBaseline"),
        .target(name: "SuperviewBaseline", dependencies: ["GTK4"], path: "Sources/SuperviewBaseline"),
        // 1,000 @Subview widgets in Superviews against the same widget class written in C; a
        // change inside a HostingWidget against the same in a window.
        .executableTarget(
            name: "SuperviewBench",
            dependencies: [
                "SuperviewBaseline", "BenchReport", "GTK4", .product(name: "GnomonImperative", package: "Gnomon"),
                .product(name: "GnomonTesting", package: "Gnomon"),
            ],
            path: "Sources/SuperviewBench"
        ),
        // 1,000 labels in a Layout of the app's own against a GtkBox in C: relayout and resize.
        .executableTarget(
            name: "LayoutBench",
            dependencies: ["LayoutBaseline", "BenchReport", "GTK4", .product(name: "GnomonTesting", package: "Gnomon")],
            path: "Sources/LayoutBench"
        ),
        // Latency from enqueueing main-actor work to running it, under the GTK main loop.
        .executableTarget(
            name: "LoopLatency",
            dependencies: [.product(name: "Gnomon", package: "Gnomon")],
            path: "Sources/LoopLatency"
        ),
    ],
    swiftLanguageModes: [.v6]
)
