import Foundation
import GnomonCore
import GnomonTesting
import Testing

/// A bill and a tip, as a tip calculator holds them.
private struct Bill: View {
    @State var amount = 20.0
    @State var tip = 0.15
    @State var guests = 2

    var body: some View {
        // GnomonCore's: these tests have a `Form` of their own.
        GnomonCore.Form {
            TextField("Amount", value: $amount, format: .number.precision(.fractionLength(2)))
            TextField("Tip", value: $tip, format: .percent)
            TextField("Guests", value: $guests, format: .number)
            Text("Each pays \(amount * (1 + tip) / Double(guests), specifier: "%.2f")")
        }
    }
}

/// `TextField(_:value:format:)`: the value is shown formatted, changes when the user finishes
/// (Enter, or the focus leaving), and text that does not parse gives the last good value back.
@Suite("Formatted text fields") @MainActor
struct FormattedFieldTests {
    private func field(_ title: String, in host: TestHost) throws -> WidgetHandle {
        try #require(host.findAll("GtkEntry").first { host.property(.placeholderText, of: $0) == title })
    }

    @Test func showsTheValueFormatted() throws {
        let host = TestHost(Bill())
        #expect(host.property(.text, of: try field("Amount", in: host)) == "20.00")
        #expect(host.property(.text, of: try field("Tip", in: host)) == "15%")
        #expect(host.property(.text, of: try field("Guests", in: host)) == "2")
        #expect(host.find(text: "Each pays 11.50") != nil)
    }

    @Test func theValueChangesWhenTheUserPressesEnterNotAtEachKey() throws {
        let host = TestHost(Bill())
        let amount = try field("Amount", in: host)
        host.type("30.", into: amount)
        #expect(host.property(.text, of: amount) == "30.", "what the user types is not reformatted under them")
        #expect(host.find(text: "Each pays 11.50") != nil, "the value waits for the user to finish")
        host.submit(amount)
        host.settle()
        #expect(host.property(.text, of: amount) == "30.00", "formatted once the user finishes")
        #expect(host.find(text: "Each pays 17.25") != nil)
    }

    @Test func onSubmitSeesTheNewValue() throws {
        var submitted: [Double] = []
        struct Probe: View {
            @State var amount = 1.0
            let onSubmit: (Double) -> Void
            var body: some View {
                TextField("Amount", value: $amount, format: .number).onSubmit { onSubmit(amount) }
            }
        }
        let host = TestHost(Probe { submitted.append($0) })
        let amount = try field("Amount", in: host)
        host.type("4.5", into: amount)
        host.submit(amount)
        host.settle()
        #expect(submitted == [4.5])
    }

    @Test func leavingTheFieldTakesTheText() throws {
        let host = TestHost(Bill())
        let tip = try field("Tip", in: host)
        host.type("20%", into: tip)
        #expect(host.find(text: "Each pays 11.50") != nil)
        host.focus(try field("Guests", in: host))
        host.settle()
        #expect(host.property(.text, of: tip) == "20%")
        #expect(host.find(text: "Each pays 12.00") != nil)
    }

    @Test func textThatDoesNotParseKeepsTheLastGoodValueAndShowsItAgain() throws {
        let host = TestHost(Bill())
        let guests = try field("Guests", in: host)
        host.type("many", into: guests)
        #expect(host.property(.text, of: guests) == "many")
        host.focus(try field("Amount", in: host))
        host.settle()
        #expect(host.property(.text, of: guests) == "2", "the last good value, shown again")
        #expect(host.find(text: "Each pays 11.50") != nil)
        host.type("", into: guests)
        host.submit(guests)
        host.settle()
        #expect(host.property(.text, of: guests) == "2")
    }

    @Test func theSameValueTypedDifferentlyIsShownInTheFormat() throws {
        let host = TestHost(Bill())
        let amount = try field("Amount", in: host)
        host.type("20", into: amount)
        host.submit(amount)
        host.settle()
        #expect(host.property(.text, of: amount) == "20.00")
    }

    @Test func aValueChangedElsewhereShowsAtOnce() throws {
        struct Probe: View {
            @State var count = 3
            var body: some View {
                VStack {
                    TextField("Count", value: $count, format: .number)
                    Button("Add") { count += 1000 }
                }
            }
        }
        let host = TestHost(Probe())
        host.tap(try #require(host.find(label: "Add")))
        host.settle()
        #expect(host.property(.text, of: try field("Count", in: host)) == "1,003")
    }

    @Test func aDateField() throws {
        struct Probe: View {
            @State var day = Date(timeIntervalSince1970: 0)
            var body: some View {
                TextField("Day", value: $day, format: Date.FormatStyle(date: .numeric, time: .omitted).year().month().day())
                Text(day.timeIntervalSince1970 == 0 ? "epoch" : "later")
            }
        }
        let host = TestHost(Probe())
        let day = try field("Day", in: host)
        let shown = try #require(host.property(.text, of: day))
        #expect(shown.contains("1970"))
        host.type(shown.replacingOccurrences(of: "1970", with: "1971"), into: day)
        host.submit(day)
        host.settle()
        #expect(host.find(text: "later") != nil)
        #expect(host.property(.text, of: day)?.contains("1971") == true)
    }

    @Test func aFormatterField() throws {
        struct Probe: View {
            @State var amount = 2.5
            let formatter: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.minimumFractionDigits = 1
                return formatter
            }()
            var body: some View {
                TextField("Amount", value: $amount, formatter: formatter)
                Text("twice \(amount * 2)")
            }
        }
        let host = TestHost(Probe())
        let amount = try field("Amount", in: host)
        #expect(host.property(.text, of: amount) == "2.5")
        host.type("1,000", into: amount)
        host.submit(amount)
        host.settle()
        #expect(host.find(text: "twice 2000.0") != nil)
        #expect(host.property(.text, of: amount) == "1,000.0")
        host.type("lots", into: amount)
        host.submit(amount)
        host.settle()
        #expect(host.property(.text, of: amount) == "1,000.0")
    }

    @Test func passingThroughAFieldChangesNothingItsFormatDoesNotShow() throws {
        struct Probe: View {
            @State var start = Date(timeIntervalSince1970: 37_800)  // 10:30 on the first day
            var body: some View {
                VStack {
                    TextField("Day", value: $start, format: Date.FormatStyle(date: .numeric, time: .omitted))
                    TextField("Other", text: .constant(""))
                    Text("at \(Int(start.timeIntervalSince1970))")
                }
            }
        }
        let host = TestHost(Probe())
        let fields = host.findAll("GtkEntry")
        host.focus(fields[0])
        host.submit(fields[0])
        host.focus(fields[1])
        host.settle()
        #expect(host.find(text: "at 37800") != nil, "the time of day the field does not show is kept")
    }

    @Test func anOptionalValueEmptiesToNil() throws {
        struct Probe: View {
            @State var age: Int? = 30
            var body: some View {
                VStack {
                    TextField("Age", value: $age, format: .number)
                    Text(age.map { "age \($0)" } ?? "no age")
                }
            }
        }
        let host = TestHost(Probe())
        let age = try field("Age", in: host)
        #expect(host.property(.text, of: age) == "30")
        host.type("", into: age)
        host.submit(age)
        host.settle()
        #expect(host.find(text: "no age") != nil)
        host.type("41", into: age)
        host.submit(age)
        host.settle()
        #expect(host.find(text: "age 41") != nil)
    }

    @Test func aFormatterFieldKeepsAnIntegerThatTextWouldCut() throws {
        struct Probe: View {
            @State var count = 3
            var body: some View {
                TextField("Count", value: $count, formatter: NumberFormatter())
                Text("count \(count)")
            }
        }
        let host = TestHost(Probe())
        let count = try field("Count", in: host)
        host.type("2.7", into: count)
        host.submit(count)
        host.settle()
        #expect(host.find(text: "count 3") != nil, "2.7 is no Int: the value stays")
        #expect(host.property(.text, of: count) == "3")
        host.type("12", into: count)
        host.submit(count)
        host.settle()
        #expect(host.find(text: "count 12") != nil)
    }

    @Test func anUnrelatedUpdateKeepsWhatTheUserIsTyping() throws {
        struct Probe: View {
            @State var amount = 1.0
            @State var ticks = 0
            var body: some View {
                TextField("Amount", value: $amount, format: .number)
                Button("Tick \(ticks)") { ticks += 1 }
            }
        }
        let host = TestHost(Probe())
        let amount = try field("Amount", in: host)
        host.type("7.", into: amount)
        host.tap(try #require(host.find(label: "Tick 0")))
        host.settle()
        #expect(host.property(.text, of: amount) == "7.")
    }
}
