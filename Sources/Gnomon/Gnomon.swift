// What apps import: the views and state of GnomonCore, and the GTK host that runs them — and,
// as `import SwiftUI` does, Foundation (with the CoreGraphics geometry SwiftUI code uses),
// Observation and Combine (OpenCombine's), so that SwiftUI code needs no other import.
@_exported import Foundation
@_exported import GnomonCore
@_exported import GnomonGtk
@_exported import Observation
@_exported import OpenCombine

// URLSession: in FoundationNetworking on Linux, re-exported unless the app turns the
// `Networking` trait off.
#if Networking && canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
