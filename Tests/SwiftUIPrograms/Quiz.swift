import Gnomon

/// One question of the quiz.
public struct Question: Identifiable {
    public let id = UUID()
    let prompt: String
    let answers: [String]
    let correct: Int
}

/// A quiz as SwiftUI tutorials write it: a question at a time, an alert after each answer, and
/// a score.
public struct QuizView: View {
    let questions = [
        Question(prompt: "Which desktop is GTK's home?", answers: ["GNOME", "KDE", "Aqua"], correct: 0),
        Question(prompt: "What does SwiftUI's body return?", answers: ["a UIView", "some View", "a widget"], correct: 1),
    ]
    @State private var current = 0
    @State private var score = 0
    @State private var showsResult = false
    @State private var lastWasRight = false

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            Text("Score: \(score)")
                .font(.headline)
            if current < questions.count {
                Text(questions[current].prompt)
                    .font(.title2)
                ForEach(questions[current].answers.indices, id: \.self) { index in
                    Button(questions[current].answers[index]) {
                        lastWasRight = index == questions[current].correct
                        if lastWasRight { score += 1 }
                        showsResult = true
                    }
                }
            } else {
                Text("Done! \(score) of \(questions.count)")
                Button("Play Again") {
                    current = 0
                    score = 0
                }
            }
        }
        .padding()
        .alert(lastWasRight ? "Right!" : "Wrong", isPresented: $showsResult) {
            Button("Next") { current += 1 }
        } message: {
            Text("Your score is \(score)")
        }
    }
}

#Preview("Quiz") {
    QuizView()
}
