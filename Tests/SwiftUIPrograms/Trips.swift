import Gnomon

// SwiftUI code as it is written for Apple's platforms, importing Gnomon where it imports
// SwiftUI and nothing else: Foundation, Observation and the CoreGraphics geometry come with it.
// `GnomonCoreTests.ImportGnomonTests` mounts it; if a re-export is lost, this stops compiling.

@Observable
public final class Trip {
    public var id = UUID()
    public var name: String
    public var start = Date(timeIntervalSince1970: 0)
    public var photos: IndexSet = [0, 2]
    public var website = URL(string: "https://gnome.org")!
    @ObservationIgnored public var lastRequest: URLRequest?

    public init(name: String) {
        self.name = name
    }

    /// A trip as JSON, as an app saves it.
    public func encoded() throws -> Data {
        try JSONEncoder().encode(["name": name, "host": website.host ?? ""])
    }
}

public struct TripRow: View {
    @Bindable var trip: Trip
    let tilt = CGAffineTransform(rotationAngle: .pi / 12)

    public init(trip: Trip) {
        self.trip = trip
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: CGFloat(4)) {
            TextField("Name", text: $trip.name)
            Text("\(trip.photos.count) photos")
            Text(trip.start.timeIntervalSince1970 == 0 ? "Someday" : "Booked")
        }
    }

    /// Where a 40 × 30 thumbnail's corner lands when tilted.
    public var tiltedCorner: CGPoint {
        CGPoint(x: 40, y: 30).applying(tilt)
    }
}

/// A trip as the app's bundled JSON lists it.
public struct TripSummary: Codable, Identifiable {
    public var id: String { name }
    public var name: String
    public var photos: Int
}

/// The trips the app ships, loaded from its bundle as a SwiftUI app loads its sample data
/// (SwiftPM's `Bundle.module`: on Linux an app's resources are in its target's bundle), each
/// with the cover picture the app ships (`Image("trip-cover")`, found beside the executable).
public struct TripList: View {
    let trips: [TripSummary]

    public init() {
        let url = Bundle.module.url(forResource: "trips", withExtension: "json")!
        trips = (try? JSONDecoder().decode([TripSummary].self, from: Data(contentsOf: url))) ?? []
    }

    public var body: some View {
        List(trips) { trip in
            HStack {
                Image("trip-cover")
                Text("\(trip.name): \(trip.photos) photos")
            }
        }
    }
}

/// A Combine-era model, as SwiftUI code before Observation writes one.
public final class Itinerary: ObservableObject {
    @Published public var stops: [String] = []
    public init() {}
}

/// An itinerary the view owns, a stop added by a publisher, the count read by a child from the
/// environment.
public struct ItineraryView: View {
    @StateObject private var itinerary = Itinerary()

    public init() {}

    public var body: some View {
        VStack {
            StopCount()
            Button("Add Sintra") { itinerary.stops.append("Sintra") }
        }
        .environmentObject(itinerary)
        .onReceive(Just("Lisbon")) { itinerary.stops.append($0) }
    }
}

struct StopCount: View {
    @EnvironmentObject var itinerary: Itinerary
    var body: some View { Text("\(itinerary.stops.count) stops: \(itinerary.stops.joined(separator: ", "))") }
}

#Preview {
    ItineraryView()
}

#Preview("Trip list", traits: .sizeThatFitsLayout) {
    TripList()
}

struct StopCount_Previews: PreviewProvider {
    static var previews: some View {
        StopCount()
            .environmentObject(Itinerary())
            .previewDisplayName("No stops")
            .previewLayout(.fixed(width: 320, height: 80))
    }
}
