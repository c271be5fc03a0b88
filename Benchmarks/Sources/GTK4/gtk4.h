// GTK 4 for the benchmarks' own C targets (Gnomon's CGtk module belongs to its package).
#include <gtk/gtk.h>
