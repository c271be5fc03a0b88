import Gnomon

/// A tip calculator as SwiftUI tutorials write it: a form of formatted fields, a segmented
/// picker of tip percentages, and the amounts worked out below.
public struct TipCalculatorView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25, 0]

    public init() {}

    var totalPerPerson: Double {
        let peopleCount = Double(numberOfPeople)
        let tipValue = checkAmount / 100 * Double(tipPercentage)
        return (checkAmount + tipValue) / peopleCount
    }

    var currency: FloatingPointFormatStyle<Double>.Currency {
        .currency(code: Locale.current.currency?.identifier ?? "USD")
    }

    public var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: currency)
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)
                    Stepper("Number of people: \(numberOfPeople)", value: $numberOfPeople, in: 1...20)
                }
                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Amount per person") {
                    Text(totalPerPerson, format: currency)
                }
            }
            .navigationTitle("WeSplit")
            .toolbar {
                if amountIsFocused {
                    Button("Done") { amountIsFocused = false }
                }
            }
        }
    }
}

#Preview("Tip Calculator") {
    TipCalculatorView()
}
