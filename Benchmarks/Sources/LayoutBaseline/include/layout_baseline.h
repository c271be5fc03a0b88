// The hand-written C the layout benchmark measures a Gnomon `Layout` against: a vertical
// GtkBox of labels, one under another, in a scrolled window.
#ifndef LAYOUT_BASELINE_H
#define LAYOUT_BASELINE_H

#include <gtk/gtk.h>

/// A new window of the given size showing `count` labels ("Row 0", "Row 1", …) in a vertical
/// box in a scrolled window, presented. `box` receives the box.
GtkWidget *layout_baseline_window(int count, int width, int height, GtkWidget **box);

#endif
