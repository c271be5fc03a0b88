#include "layout_baseline.h"

GtkWidget *layout_baseline_window(int count, int width, int height, GtkWidget **box) {
    GtkWidget *window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(window), width, height);
    *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    char title[32];
    for (int index = 0; index < count; index++) {
        snprintf(title, sizeof title, "Row %d", index);
        gtk_box_append(GTK_BOX(*box), gtk_label_new(title));
    }
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), *box);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    gtk_window_present(GTK_WINDOW(window));
    return window;
}
