// The imperative layer speaks GTK: code that imports it writes GTK calls beside its widget
// classes and nodes (`gtk_range_set_value(...)` in a layout spec), so GTK's C API comes with it.
@_exported import CGtk
