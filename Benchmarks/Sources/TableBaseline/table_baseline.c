// The table benchmark's baseline: what a C programmer writes by hand to show and change the
// same rows as Gnomon's `TableView`, with one GTK call per widget change and no more: each
// widget is created with its properties in one `g_object_new`, as GTK's own constructors do.
//
// The widgets are exactly Gnomon's for that view (the benchmark compares the two trees): each
// row is a horizontal box (spacing 6, placed at the start) holding the id label, the text
// label (one line each, ending in "…" if cut short) and a "Remove" button (its title also
// ending in "…" if cut short, as Gnomon makes every button title), all centred
// vertically; the rows sit in a vertical box (spacing 0, centred at the top, as
// SwiftUI places a scroll view's content) inside a scrolled window that expands
// and never scrolls sideways. The rows' data lives in a plain array.
#include "table_baseline.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    int id;
    char *label;
    GtkWidget *box;
    GtkWidget *label_widget;
} Row;

struct BaselineTable {
    GtkWidget *list;
    Row *rows;
    int count;
    int capacity;
    int selected_id;  // 0: none
};

BaselineTable *baseline_table_new(GtkWidget *window) {
    BaselineTable *table = calloc(1, sizeof *table);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_widget_set_hexpand(scrolled, TRUE);
    gtk_widget_set_vexpand(scrolled, TRUE);
    // The style context Gnomon's ScrollView puts its content in, as a CSS class (set once).
    gtk_widget_add_css_class(scrolled, "context-scroll-view");
    table->list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_halign(table->list, GTK_ALIGN_CENTER);
    gtk_widget_set_valign(table->list, GTK_ALIGN_START);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), table->list);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    return table;
}

static void remove_clicked(GtkButton *button, gpointer data);

static void reserve(BaselineTable *table, int count) {
    if (count <= table->capacity) return;
    table->capacity = count > 2 * table->capacity ? count : 2 * table->capacity;
    table->rows = realloc(table->rows, (size_t)table->capacity * sizeof(Row));
}

/// Appends a one-line label showing `text` to a row's box.
static GtkWidget *append_label(GtkWidget *box, const char *text) {
    GtkWidget *label = g_object_new(GTK_TYPE_LABEL, "label", text, "ellipsize", PANGO_ELLIPSIZE_END,
                                    "valign", GTK_ALIGN_CENTER, NULL);
    gtk_box_append(GTK_BOX(box), label);
    return label;
}

void baseline_append(BaselineTable *table, const int *ids, const char *const *labels, int count) {
    reserve(table, table->count + count);
    char id_text[16];
    for (int i = 0; i < count; i++) {
        Row *row = &table->rows[table->count++];
        row->id = ids[i];
        row->label = strdup(labels[i]);
        row->box = g_object_new(GTK_TYPE_BOX, "orientation", GTK_ORIENTATION_HORIZONTAL, "spacing", 6,
                                "halign", GTK_ALIGN_START, NULL);
        snprintf(id_text, sizeof id_text, "%d", ids[i]);
        append_label(row->box, id_text);
        row->label_widget = append_label(row->box, row->label);
        GtkWidget *button = g_object_new(GTK_TYPE_BUTTON, "label", "Remove", "valign", GTK_ALIGN_CENTER, NULL);
        gtk_label_set_ellipsize(GTK_LABEL(gtk_button_get_child(GTK_BUTTON(button))), PANGO_ELLIPSIZE_END);
        g_signal_connect(button, "clicked", G_CALLBACK(remove_clicked), table);
        gtk_box_append(GTK_BOX(row->box), button);
        gtk_box_append(GTK_BOX(table->list), row->box);
    }
}

void baseline_clear(BaselineTable *table) {
    for (int i = 0; i < table->count; i++) {
        gtk_box_remove(GTK_BOX(table->list), table->rows[i].box);
        free(table->rows[i].label);
    }
    table->count = 0;
    table->selected_id = 0;
}

void baseline_replace(BaselineTable *table, const int *ids, const char *const *labels, int count) {
    baseline_clear(table);
    baseline_append(table, ids, labels, count);
}

void baseline_update_every_10th(BaselineTable *table) {
    for (int i = 0; i < table->count; i += 10) {
        Row *row = &table->rows[i];
        size_t length = strlen(row->label);
        row->label = realloc(row->label, length + sizeof " !!!");
        memcpy(row->label + length, " !!!", sizeof " !!!");
        gtk_label_set_text(GTK_LABEL(row->label_widget), row->label);
    }
}

static Row *row_with_id(BaselineTable *table, int id) {
    for (int i = 0; i < table->count; i++) {
        if (table->rows[i].id == id) return &table->rows[i];
    }
    return NULL;
}

void baseline_select(BaselineTable *table, int id) {
    if (id == table->selected_id) return;
    Row *previous = row_with_id(table, table->selected_id);
    if (previous) gtk_widget_remove_css_class(previous->box, "selected");
    Row *row = row_with_id(table, id);
    if (row) gtk_widget_add_css_class(row->box, "selected");
    table->selected_id = id;
}

void baseline_swap(BaselineTable *table, int a, int b) {
    g_assert(a + 1 < b && b < table->count);  // not neighbours
    Row *rows = table->rows;
    GtkBox *list = GTK_BOX(table->list);
    // Row b goes where row a was; row a goes where row b was (after b's old predecessor).
    gtk_box_reorder_child_after(list, rows[b].box, a > 0 ? rows[a - 1].box : NULL);
    gtk_box_reorder_child_after(list, rows[a].box, rows[b - 1].box);
    Row swapped = rows[a];
    rows[a] = rows[b];
    rows[b] = swapped;
}

void baseline_remove(BaselineTable *table, int index) {
    g_assert(index >= 0 && index < table->count);
    Row *row = &table->rows[index];
    gtk_box_remove(GTK_BOX(table->list), row->box);
    if (row->id == table->selected_id) table->selected_id = 0;
    free(row->label);
    memmove(row, row + 1, (size_t)(table->count - index - 1) * sizeof(Row));
    table->count--;
}

int baseline_count(const BaselineTable *table) {
    return table->count;
}

int baseline_id(const BaselineTable *table, int index) {
    g_assert(index >= 0 && index < table->count);
    return table->rows[index].id;
}

static void remove_clicked(GtkButton *button, gpointer data) {
    BaselineTable *table = data;
    GtkWidget *box = gtk_widget_get_parent(GTK_WIDGET(button));
    for (int i = 0; i < table->count; i++) {
        if (table->rows[i].box == box) {
            baseline_remove(table, i);
            return;
        }
    }
}
