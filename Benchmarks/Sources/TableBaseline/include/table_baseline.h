// The hand-written C baseline of the table benchmark: the same rows Gnomon's `TableView`
// shows, kept in a plain array, changed with the fewest GTK calls that produce the same
// widgets. This is the physical limit Gnomon is measured against.
#ifndef TABLE_BASELINE_H
#define TABLE_BASELINE_H

#include <gtk/gtk.h>

typedef struct BaselineTable BaselineTable;

/// Makes the table the child of `window`: a scrolled window holding a vertical box of rows.
BaselineTable *baseline_table_new(GtkWidget *window);

/// Appends `count` rows; row `i` shows `ids[i]` and a copy of `labels[i]`.
void baseline_append(BaselineTable *table, const int *ids, const char *const *labels, int count);
/// Removes every row, then appends the given ones.
void baseline_replace(BaselineTable *table, const int *ids, const char *const *labels, int count);
/// Appends " !!!" to the label of rows 0, 10, 20, …
void baseline_update_every_10th(BaselineTable *table);
/// Marks the row with `id` selected (CSS class `selected`), unmarking the previous one.
void baseline_select(BaselineTable *table, int id);
/// Swaps the rows at positions `a` and `b`, which are not neighbours (a + 1 < b).
void baseline_swap(BaselineTable *table, int a, int b);
/// Removes the row at `index`.
void baseline_remove(BaselineTable *table, int index);
/// Removes every row.
void baseline_clear(BaselineTable *table);
/// The number of rows.
int baseline_count(const BaselineTable *table);
/// The id of the row at `index`.
int baseline_id(const BaselineTable *table, int index);

#endif
