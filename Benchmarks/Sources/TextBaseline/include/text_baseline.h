// The hand-written C the text benchmark measures Gnomon's `TextEditor` against: a GtkTextView
// in a scrolled window, holding a long text.
#ifndef TEXT_BASELINE_H
#define TEXT_BASELINE_H

#include <gtk/gtk.h>

/// A new window of the given size showing `text` in a text view, presented.
GtkWidget *text_baseline_window(const char *text, int width, int height);
/// The first text view under `widget`.
GtkTextView *text_baseline_find_view(GtkWidget *widget);

#endif
