#include "text_baseline.h"

// As Gnomon mounts `TextEditor`: a text view that wraps at words, filling a scrolled window.
GtkWidget *text_baseline_window(const char *text, int width, int height) {
    GtkWidget *window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(window), width, height);
    GtkWidget *view = gtk_text_view_new();
    gtk_text_view_set_wrap_mode(GTK_TEXT_VIEW(view), GTK_WRAP_WORD_CHAR);
    gtk_text_buffer_set_text(gtk_text_view_get_buffer(GTK_TEXT_VIEW(view)), text, -1);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_widget_set_hexpand(scrolled, TRUE);
    gtk_widget_set_vexpand(scrolled, TRUE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), view);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    gtk_window_present(GTK_WINDOW(window));
    return window;
}

GtkTextView *text_baseline_find_view(GtkWidget *widget) {
    if (GTK_IS_TEXT_VIEW(widget)) return GTK_TEXT_VIEW(widget);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        GtkTextView *found = text_baseline_find_view(child);
        if (found) return found;
    }
    return NULL;
}
