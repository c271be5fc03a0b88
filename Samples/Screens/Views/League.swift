/// The sample's data: a small league's teams, players and matches.
public enum League {
    public struct Match: Identifiable, Hashable, Sendable {
        public let id: Int
        public let home: String
        public let away: String
        public let score: String
        public let day: String
    }

    public static let teams: [String: [String]] = [
        "Harbour Rovers": ["Ada Quist", "Bea Lind", "Cai Moreno", "Dov Peretz"],
        "Valley United": ["Eli Sato", "Fen Okafor", "Gus Hale", "Hana Novak"],
        "Northfield": ["Ivo Brandt", "Jun Park", "Kai Ibsen", "Lia Costa"],
        "Old Town": ["Mo Farid", "Nia Reyes", "Oto Vance", "Pia Sorel"],
    ]

    public static let matches: [Match] = [
        Match(id: 1, home: "Harbour Rovers", away: "Valley United", score: "2 – 1", day: "Saturday"),
        Match(id: 2, home: "Northfield", away: "Old Town", score: "0 – 0", day: "Saturday"),
        Match(id: 3, home: "Valley United", away: "Northfield", score: "3 – 2", day: "Sunday"),
        Match(id: 4, home: "Old Town", away: "Harbour Rovers", score: "1 – 4", day: "Sunday"),
    ]

    public static func match(_ id: Int) -> Match? { matches.first { $0.id == id } }
}
