// What the table benchmark needs from GTK besides the rows: waiting for a window's next
// frame, finding a window, a stylesheet, and a description of a widget tree.
#ifndef BENCH_FRAMES_H
#define BENCH_FRAMES_H

#include <gtk/gtk.h>

typedef void (*BenchPaintCallback)(gint64 painted_us, void *data);

/// Calls `callback` once, from the window's next "after-paint" (its frame clock), with the
/// monotonic time then (g_get_monotonic_time, µs). Stops the call counter at that moment.
void bench_after_next_paint(GtkWidget *window, BenchPaintCallback callback, void *data);
/// A toplevel window other than `window`, or NULL.
GtkWidget *bench_other_window(GtkWidget *window);
/// Applies `css` to every widget on the default display.
void bench_load_css(const char *css);
/// One line per widget under `widget` (its type, label text, CSS classes, alignment and box
/// spacing), indented by depth. Free with g_free.
char *bench_describe(GtkWidget *widget);

#endif
