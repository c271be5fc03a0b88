#include "superview_baseline.h"

#define BENCH_TYPE_TILE (bench_tile_get_type())
G_DECLARE_FINAL_TYPE(BenchTile, bench_tile, BENCH, TILE, GtkWidget)

struct _BenchTile {
    GtkWidget parent_instance;
};

G_DEFINE_TYPE(BenchTile, bench_tile, GTK_TYPE_WIDGET)

static void bench_tile_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) gtk_widget_unparent(child);
    G_OBJECT_CLASS(bench_tile_parent_class)->dispose(object);
}

static void bench_tile_class_init(BenchTileClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = bench_tile_dispose;
    gtk_widget_class_set_layout_manager_type(GTK_WIDGET_CLASS(klass), GTK_TYPE_CONSTRAINT_LAYOUT);
}

static void bench_tile_init(BenchTile *tile) {}

static void pin(GtkConstraintLayout *layout, GtkWidget *child, GtkConstraintAttribute edge, double inset) {
    gtk_constraint_layout_add_constraint(layout, gtk_constraint_new(
        child, edge, GTK_CONSTRAINT_RELATION_EQ, NULL, edge, 1.0, inset, GTK_CONSTRAINT_STRENGTH_REQUIRED));
}

void superview_baseline_build(GtkWidget *box, int count) {
    char title[32];
    for (int index = 0; index < count; index++) {
        GtkWidget *tile = g_object_new(BENCH_TYPE_TILE, NULL);
        snprintf(title, sizeof title, "Tile %d", index);
        GtkWidget *label = gtk_label_new(title);
        gtk_widget_set_parent(label, tile);
        GtkConstraintLayout *layout = GTK_CONSTRAINT_LAYOUT(gtk_widget_get_layout_manager(tile));
        pin(layout, label, GTK_CONSTRAINT_ATTRIBUTE_TOP, 4);
        pin(layout, label, GTK_CONSTRAINT_ATTRIBUTE_BOTTOM, -4);
        pin(layout, label, GTK_CONSTRAINT_ATTRIBUTE_START, 4);
        pin(layout, label, GTK_CONSTRAINT_ATTRIBUTE_END, -4);
        gtk_box_append(GTK_BOX(box), tile);
    }
}
