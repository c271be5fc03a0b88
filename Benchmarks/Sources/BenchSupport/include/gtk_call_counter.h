// Counting the GTK and GObject calls made by the benchmark binary's own code.
#ifndef GTK_CALL_COUNTER_H
#define GTK_CALL_COUNTER_H

#include <gtk/gtk.h>

/// Zeroes every count and starts counting.
void gtk_calls_start(void);
/// Stops counting; the counts stay readable.
void gtk_calls_stop(void);
/// Stops counting for a moment (the benchmark's own GTK calls); returns what to resume.
gboolean gtk_calls_pause(void);
void gtk_calls_resume(gboolean was_counting);

/// When the latest counted call was made (g_get_monotonic_time, µs), 0 if none was.
gint64 gtk_calls_last_time(void);

/// The counted functions, by index: their names, and how often each was called.
int gtk_calls_functions(void);
const char *gtk_calls_name(int function);
unsigned long gtk_calls_count(int function);

#endif
