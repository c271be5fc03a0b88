import Foundation
import GnomonCore
import GnomonTesting
import Testing

/// Where a scroll comes to rest (`scrollTargetBehavior`): each behavior's rule, and the
/// properties that carry it and the targets to the scroll view's widgets.
@Suite("Scroll targets") @MainActor
struct ScrollTargetTests {
    /// A horizontal scroll of 900 points of content, 300 shown, ending at `x`.
    private func rest(
        _ behavior: some ScrollTargetBehavior, at x: CGFloat, targets: [CGRect] = [], content: CGFloat = 900, from start: CGFloat? = nil
    ) -> CGFloat {
        let landing = ScrollTarget(rect: CGRect(x: x, y: 0, width: 300, height: 100))
        let context = ScrollTargetBehaviorContext(
            originalTarget: landing, velocity: CGVector(dx: 0, dy: 0), contentSize: CGSize(width: content, height: 100),
            containerSize: CGSize(width: 300, height: 100), axes: .horizontal, targetFrames: targets,
            start: start.map { CGPoint(x: $0, y: 0) })
        return ScrollSnapping(behavior).target(for: landing, context: context).rect.minX
    }

    @Test func pagingRestsAtTheNearestPage() {
        #expect(rest(.paging, at: 170) == 300)
        #expect(rest(.paging, at: 100) == 0)
        #expect(rest(.paging, at: 590) == 600)
        #expect(rest(.paging, at: 0) == 0)
        #expect(rest(.paging, at: 640, content: 950) == 650, "the last page, part of one, rests at the content's end")
    }

    @Test func viewAlignedRestsAtTheNearestViewWithinTheContent() {
        let cards = (0..<8).map { CGRect(x: CGFloat($0) * 120, y: 0, width: 100, height: 100) }
        #expect(rest(.viewAligned, at: 170, targets: cards) == 120)
        #expect(rest(.viewAligned, at: 190, targets: cards) == 240)
        #expect(rest(.viewAligned(limitBehavior: .always), at: 700, targets: cards) == 600, "no further than the content's end")
        #expect(rest(.viewAligned, at: 170) == 170, "no targets: where it stopped")
    }

    /// A limited scroll passes at most one view (`always`, `alwaysByOne`) or three
    /// (`alwaysByFew`) from the one it started at; `never` and, on the desktop, `automatic`
    /// rest at the view nearest where it stopped.
    @Test func aLimitedScrollPassesOnlySoManyViews() {
        let cards = (0..<12).map { CGRect(x: CGFloat($0) * 120, y: 0, width: 100, height: 100) }
        func rest(_ limit: ViewAlignedScrollTargetBehavior.LimitBehavior, at x: CGFloat, from start: CGFloat) -> CGFloat {
            self.rest(.viewAligned(limitBehavior: limit), at: x, targets: cards, content: 1_500, from: start)
        }
        #expect(rest(.always, at: 500, from: 0) == 120)
        #expect(rest(.alwaysByOne, at: 500, from: 240) == 360)
        #expect(rest(.always, at: 0, from: 480) == 360, "back one")
        #expect(rest(.alwaysByFew, at: 900, from: 0) == 360)
        #expect(rest(.never, at: 500, from: 0) == 480)
        #expect(rest(.automatic, at: 500, from: 0) == 480)
        #expect(rest(.always, at: 100, from: 0) == 120, "within reach: the nearest")
    }

    /// A behavior of the app's own: thirds of the width.
    struct Thirds: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            let third = context.containerSize.width / 3
            target.rect.origin.x = (target.rect.minX / third).rounded() * third
        }
    }

    @Test func aBehaviorOfTheAppsOwnMovesTheTarget() {
        #expect(rest(Thirds(), at: 170) == 200)
    }

    /// Cards in a horizontal scroll view that comes to rest at them, as far as it likes or at
    /// every scroll.
    struct Cards: View {
        @State var always = false
        var body: some View {
            VStack {
                Toggle("Always", isOn: $always)
                ScrollView(.horizontal) {
                    HStack { ForEach(0..<8, id: \.self) { Text("Card \($0)") } }.scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned(limitBehavior: always ? .always : .automatic))
            }
        }
    }

    @Test func theBehaviorAndTheTargetsReachTheirWidgets() throws {
        let host = TestHost(Cards())
        let scrolled = try #require(host.findAll("GtkScrolledWindow").first)
        #expect(host.property(.scrollTargetBehavior, of: scrolled)??.description == "ViewAlignedScrollTargetBehavior")
        let row = try #require(host.findAll("GtkBox").last)
        #expect(host.property(.scrollTargets, of: row) == true)
        let before = host.property(.scrollTargetBehavior, of: scrolled)
        host.tap(try #require(host.find(label: "Always")))
        host.settle()
        #expect(host.property(.scrollTargetBehavior, of: scrolled) != before, "a new value")
        #expect(host.lastMutations.filter { $0.description.contains("scroll-target") }.count == 1, "\(host.lastMutations)")
        host.tap(try #require(host.find(label: "Always")))
        host.settle()
        #expect(host.property(.scrollTargetBehavior, of: scrolled) == before, "the first value again")
    }
}
