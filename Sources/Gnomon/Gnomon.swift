// What apps import: the views and state of GnomonCore, and the GTK host that runs them.
@_exported import GnomonCore
@_exported import GnomonGtk
