#include "list_baseline.h"

#include <string.h>

// Each row's label is made once per list item and given its text when bound, as GTK's
// documentation recommends. It is laid out as Gnomon lays out `Text` with `.lineLimit(1)` in a
// list row: leading, centred vertically, ending in "…" if too long.
static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_ellipsize(GTK_LABEL(label), PANGO_ELLIPSIZE_END);
    gtk_widget_set_halign(label, GTK_ALIGN_START);
    gtk_widget_set_valign(label, GTK_ALIGN_CENTER);
    gtk_list_item_set_child(item, label);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkStringObject *string = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(string));
}

GtkWidget *list_baseline_window(const char *const *strings, int width, int height) {
    GtkWidget *window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(window), width, height);

    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    GtkStringList *model = gtk_string_list_new(strings);
    g_object_set_data(G_OBJECT(window), "strings", model);
    GtkSelectionModel *selection = GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(model)));
    GtkWidget *list = gtk_list_view_new(selection, factory);  // takes both
    gtk_widget_set_hexpand(list, TRUE);
    gtk_widget_set_vexpand(list, TRUE);

    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_widget_set_hexpand(scrolled, TRUE);
    gtk_widget_set_vexpand(scrolled, TRUE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    gtk_window_present(GTK_WINDOW(window));
    return window;
}

int list_baseline_count_widgets(GtkWidget *widget) {
    int count = 1;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        count += list_baseline_count_widgets(child);
    }
    return count;
}

void list_baseline_replace(GtkWidget *window, guint position, const char *text) {
    GtkStringList *model = g_object_get_data(G_OBJECT(window), "strings");
    const char *const strings[] = {text, NULL};
    gtk_string_list_splice(model, position, 1, strings);
}

gboolean list_baseline_shows_label(GtkWidget *widget, const char *text) {
    if (GTK_IS_LABEL(widget) && gtk_widget_get_mapped(widget) && strcmp(gtk_label_get_text(GTK_LABEL(widget)), text) == 0) {
        return TRUE;
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        if (list_baseline_shows_label(child, text)) return TRUE;
    }
    return FALSE;
}
