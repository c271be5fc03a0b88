// The few things Swift cannot import from GTK's headers directly: function-like macros
// (type checks, casts, fundamental type ids) wrapped as static inline functions.
#ifndef GNOMON_CGTK_SHIM_H
#define GNOMON_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>

// libdispatch's hooks for running its main queue from another event loop (what CoreFoundation
// uses on Linux): a file descriptor that becomes readable when main-queue work is waiting, and
// the call that runs that work. Exported by libdispatch.so; not in its public headers.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *message);

/// G_OBJECT_TYPE_NAME: the GType name of an instance, such as "GtkLabel".
static inline const char *gnomon_type_name(gpointer instance) {
    return G_OBJECT_TYPE_NAME(instance);
}

/// G_OBJECT_TYPE: the GType of an object.
static inline GType gnomon_object_type(gpointer instance) {
    return G_OBJECT_TYPE(instance);
}

/// G_TYPE_CHECK_INSTANCE_TYPE: whether `instance` is a `type` (or a subclass of it).
static inline gboolean gnomon_is_a(gpointer instance, GType type) {
    return G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}

/// G_TYPE_FUNDAMENTAL: the fundamental type of `type` (G_TYPE_STRING, G_TYPE_ENUM, ...).
static inline GType gnomon_type_fundamental(GType type) {
    return G_TYPE_FUNDAMENTAL(type);
}

static inline GType gnomon_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType gnomon_type_int(void) { return G_TYPE_INT; }
static inline GType gnomon_type_uint(void) { return G_TYPE_UINT; }
static inline GType gnomon_type_float(void) { return G_TYPE_FLOAT; }
static inline GType gnomon_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType gnomon_type_string(void) { return G_TYPE_STRING; }
static inline GType gnomon_type_enum(void) { return G_TYPE_ENUM; }
static inline GType gnomon_type_flags(void) { return G_TYPE_FLAGS; }
static inline GType gnomon_type_object(void) { return G_TYPE_OBJECT; }
static inline GType gnomon_type_pointer(void) { return G_TYPE_POINTER; }

/// G_OBJECT_GET_CLASS + g_object_class_find_property: a property's spec, or NULL.
static inline GParamSpec *gnomon_find_property(gpointer instance, const char *name) {
    return g_object_class_find_property(G_OBJECT_GET_CLASS(instance), name);
}

/// g_object_class_find_property on a class by its type: a property's spec, or NULL.
static inline GParamSpec *gnomon_find_class_property(GType type, const char *name) {
    GObjectClass *klass = g_type_class_ref(type);
    GParamSpec *spec = g_object_class_find_property(klass, name);
    g_type_class_unref(klass);
    return spec;
}

/// g_signal_emit_by_name is variadic, which Swift cannot call: emits a button's "clicked".
static inline void gnomon_emit_clicked(gpointer button) {
    g_signal_emit_by_name(button, "clicked");
}

/// What Enter does in an entry: emits its "activate".
static inline void gnomon_emit_activate(gpointer entry) {
    g_signal_emit_by_name(entry, "activate");
}

/// The keyboard's way to move a range (an arrow key's "move-slider" binding), which Swift
/// cannot emit by name either.
static inline void gnomon_emit_move_slider(gpointer range, GtkScrollType scroll) {
    g_signal_emit_by_name(range, "move-slider", scroll);
}

#endif
