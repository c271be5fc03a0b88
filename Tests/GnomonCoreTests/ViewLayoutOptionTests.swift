import Foundation
import GnomonCore
import GnomonImperative
import Testing

/// The imperative layer's quick layout options as the equations GTK's constraint layout
/// solves, and the check that reports options asking more than a subview has: no display.
@Suite("Quick layout options")
struct ViewLayoutOptionTests {
    @Test func eachOptionIsItsEquations() {
        #expect(ViewLayoutOption.pin.constraints.map(\.description) == [
            "top = superview.top", "bottom = superview.bottom", "start = superview.start", "end = superview.end",
        ])
        #expect(ViewLayoutOption.pinBottom(inset: 4).constraints.map(\.description) == ["bottom = superview.bottom - 4"])
        #expect(ViewLayoutOption.pinLeading(inset: 8).constraints.map(\.description) == ["start = superview.start + 8"])
        #expect(ViewLayoutOption.alignCenterY(offset: -10).constraints.map(\.description) == ["centerY = superview.centerY - 10"])
        #expect(ViewLayoutOption.relativeHeight(0.8).constraints.map(\.description) == ["height = superview.height × 0.8"])
        #expect(ViewLayoutOption.aspectRatio(1.5).constraints.map(\.description) == ["width = self.height × 1.5"])
        #expect(ViewLayoutOption.size(CGSize(width: 40, height: 30)).constraints.map(\.description) == ["width = 40", "height = 30"])
        #expect(ViewLayoutOption.marginsPinTop.constraints.map(\.description) == ["top = margins.top"])
        #expect(ViewLayoutOption.pinVertically(insets: .all(4)).constraints.map(\.description) == [
            "top = superview.top + 4", "bottom = superview.bottom - 4",
        ])
    }

    @Test func optionsCombineInListsAndKeepTheirNames() {
        let options: ViewLayoutOption = [.pinTop, .pinHorizontally, .relativeHeight(0.8)]
        #expect(options.description == "pinTop, pinLeading, pinTrailing, relativeHeight(0.8)")
        #expect(options.constraints.count == 4)
    }

    /// A subview has four unknowns; options that would set one twice, or an axis thrice, or
    /// more than four in all, are wishes, reported with the widget and the options before.
    @Test(arguments: [
        ([ViewLayoutOption.pin], 0),
        ([.pinHorizontally, .width(100)], 1),
        ([.pin, .aspectRatioSquare], 1),
        ([.pinHorizontally, .pinTop, .aspectRatio(2)], 0),
        ([.alignCenter, .relativeWidth(0.5), .aspectRatioSquare], 0),
        ([.pinTop, .pinTop(inset: 4)], 1),
        ([.pinTop, .alignCenterY, .height(20)], 1),
    ])
    func anOptionAskingTooMuchIsAWish(_ options: [ViewLayoutOption], _ conflicts: Int) {
        let plan = ConstraintPlan(ViewLayoutOption(options), for: "LabelWidget")
        #expect(plan.conflicts.count == conflicts, "\(plan.conflicts)")
        #expect(plan.constraints.filter { !$0.isRequired }.isEmpty == (conflicts == 0))
        if conflicts > 0 { #expect(plan.conflicts[0].hasPrefix("LabelWidget: ")) }
    }
}
