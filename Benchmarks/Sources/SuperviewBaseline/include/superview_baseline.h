#include <gtk/gtk.h>

/// Appends `count` tiles to `box` as hand-written C builds them: each a widget of its own
/// class laid out by a GtkConstraintLayout, holding a label pinned 4 pixels in from every edge.
void superview_baseline_build(GtkWidget *box, int count);
