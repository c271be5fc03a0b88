#include "bench_frames.h"
#include "gtk_call_counter.h"

typedef struct {
    GdkFrameClock *clock;
    gulong handler;
    BenchPaintCallback callback;
    void *data;
} PaintWait;

static void after_paint(GdkFrameClock *clock, gpointer user_data) {
    gint64 now = g_get_monotonic_time();
    gtk_calls_stop();
    PaintWait *wait = user_data;
    g_signal_handler_disconnect(clock, wait->handler);
    g_object_unref(clock);
    wait->callback(now, wait->data);
    g_free(wait);
}

void bench_after_next_paint(GtkWidget *window, BenchPaintCallback callback, void *data) {
    gboolean counting = gtk_calls_pause();
    PaintWait *wait = g_new0(PaintWait, 1);
    wait->clock = g_object_ref(gtk_widget_get_frame_clock(window));
    wait->callback = callback;
    wait->data = data;
    wait->handler = g_signal_connect(wait->clock, "after-paint", G_CALLBACK(after_paint), wait);
    gtk_calls_resume(counting);
}

GtkWidget *bench_other_window(GtkWidget *window) {
    gboolean counting = gtk_calls_pause();
    GListModel *toplevels = gtk_window_get_toplevels();
    GtkWidget *other = NULL;
    for (guint i = 0; i < g_list_model_get_n_items(toplevels) && !other; i++) {
        GtkWidget *candidate = g_list_model_get_item(toplevels, i);
        if (candidate != window) other = candidate;
        g_object_unref(candidate);
    }
    gtk_calls_resume(counting);
    return other;
}

void bench_load_css(const char *css) {
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider, css, -1);
    gtk_style_context_add_provider_for_display(
        gdk_display_get_default(), GTK_STYLE_PROVIDER(provider), GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(provider);
}

static const char *align_name(GtkAlign align) {
    switch (align) {
    case GTK_ALIGN_FILL: return "fill";
    case GTK_ALIGN_START: return "start";
    case GTK_ALIGN_END: return "end";
    case GTK_ALIGN_CENTER: return "center";
    default: return "baseline";
    }
}

static void describe(GtkWidget *widget, int depth, GString *out) {
    g_string_append_printf(out, "%*s%s", depth * 2, "", G_OBJECT_TYPE_NAME(widget));
    if (GTK_IS_LABEL(widget)) g_string_append_printf(out, " \"%s\"", gtk_label_get_text(GTK_LABEL(widget)));
    if (GTK_IS_BOX(widget)) g_string_append_printf(out, " spacing=%d", gtk_box_get_spacing(GTK_BOX(widget)));
    g_string_append_printf(out, " halign=%s valign=%s hexpand=%d vexpand=%d",
        align_name(gtk_widget_get_halign(widget)), align_name(gtk_widget_get_valign(widget)),
        gtk_widget_get_hexpand(widget), gtk_widget_get_vexpand(widget));
    char **classes = gtk_widget_get_css_classes(widget);
    for (char **name = classes; *name; name++) g_string_append_printf(out, " .%s", *name);
    g_strfreev(classes);
    g_string_append_c(out, '\n');
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        describe(child, depth + 1, out);
    }
}

char *bench_describe(GtkWidget *widget) {
    gboolean counting = gtk_calls_pause();
    GString *out = g_string_new(NULL);
    describe(widget, 0, out);
    gtk_calls_resume(counting);
    return g_string_free(out, FALSE);
}
