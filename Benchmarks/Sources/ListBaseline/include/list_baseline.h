// The hand-written C the virtualized-list benchmark measures Gnomon's `List` against: a
// GtkListView over a GtkStringList, in a scrolled window, one label per row.
#ifndef LIST_BASELINE_H
#define LIST_BASELINE_H

#include <gtk/gtk.h>

/// A new window of the given size showing `strings` (NULL-terminated) as a list, presented.
GtkWidget *list_baseline_window(const char *const *strings, int width, int height);
/// How many widgets there are in `widget`'s tree, `widget` included.
int list_baseline_count_widgets(GtkWidget *widget);

/// Replaces the string at `position` of the window's list (made by `list_baseline_window`) with
/// `text`: one item removed and one added, as a `GtkStringList` changes.
void list_baseline_replace(GtkWidget *window, guint position, const char *text);
/// Whether a mapped label under `widget` shows `text`.
gboolean list_baseline_shows_label(GtkWidget *widget, const char *text);

#endif
