import Foundation
import Gnomon
import LayoutLabViews

/// LayoutLab: SwiftUI's layout rules — proposed sizes, stacks sharing their room, flexible
/// frames, layouts of the app's own, geometry readers — each laid out live.
///
/// Run it with `make run-layout-lab` (or `swift run LayoutLab`);
/// `GNOMON_LAYOUT_CASE=10 swift run LayoutLab` opens on another case.
@main
struct LayoutLabApp: App {
    static var applicationID: String { "org.gnomon.LayoutLab" }

    var body: some Scene {
        WindowGroup("Layout Lab") {
            LayoutLabView(selection: ProcessInfo.processInfo.environment["GNOMON_LAYOUT_CASE"].flatMap { Int($0) } ?? 0)
        }
        .defaultSize(width: 860, height: 520)
    }
}
