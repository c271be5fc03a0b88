import Gnomon

/// A place to visit, as the app's bundled JSON lists it.
public struct Landmark: Hashable, Codable, Identifiable {
    public var id: Int
    public var name: String
    public var park: String
    public var state: String
    public var description: String
    public var isFavorite: Bool
    var imageName: String

    var image: Image { Image(imageName) }
}

/// The app's data, loaded once from its bundle, as Apple's Landmarks tutorial keeps it.
@Observable
public final class ModelData {
    public var landmarks: [Landmark] = load("landmarks.json")

    public init() {}
}

/// Decodes the bundled JSON file `filename`, as the tutorial's `load` does.
func load<T: Decodable>(_ filename: String) -> T {
    guard let file = Bundle.module.url(forResource: filename, withExtension: nil) else {
        fatalError("Couldn't find \(filename) in main bundle.")
    }
    do {
        return try JSONDecoder().decode(T.self, from: Data(contentsOf: file))
    } catch {
        fatalError("Couldn't parse \(filename) as \(T.self):\n\(error)")
    }
}

/// A grid of the landmarks' cards, each leading to its details.
public struct LandmarkGrid: View {
    @State private var modelData = ModelData()
    @State private var showFavoritesOnly = false

    let columns = [GridItem(.adaptive(minimum: 160), spacing: 12)]

    public init() {}

    var filteredLandmarks: [Landmark] {
        modelData.landmarks.filter { landmark in
            !showFavoritesOnly || landmark.isFavorite
        }
    }

    public var body: some View {
        NavigationStack {
            ScrollView {
                Toggle("Favorites only", isOn: $showFavoritesOnly)
                    .padding(.horizontal)
                LazyVGrid(columns: columns, spacing: 12) {
                    ForEach(filteredLandmarks) { landmark in
                        NavigationLink(value: landmark) {
                            LandmarkCard(landmark: landmark)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding()
            }
            .navigationTitle("Landmarks")
            .navigationDestination(for: Landmark.self) { landmark in
                LandmarkDetail(landmark: landmark)
            }
        }
        .environment(modelData)
    }
}

/// A landmark's card in the grid: its picture, its name and its park.
struct LandmarkCard: View {
    var landmark: Landmark

    var body: some View {
        VStack(alignment: .leading) {
            landmark.image
                .resizable()
                .scaledToFill()
                .frame(width: 160, height: 100)
                .clipShape(.rect(cornerRadius: 8))
            HStack {
                Text(landmark.name)
                    .font(.headline)
                if landmark.isFavorite {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.yellow)
                }
            }
            Text(landmark.park)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// A landmark's page: its picture, where it is, what it is, and a favorite button.
struct LandmarkDetail: View {
    @Environment(ModelData.self) var modelData
    var landmark: Landmark

    var landmarkIndex: Int {
        modelData.landmarks.firstIndex(where: { $0.id == landmark.id })!
    }

    var body: some View {
        @Bindable var modelData = modelData

        ScrollView {
            landmark.image
                .resizable()
                .scaledToFit()
                .frame(height: 200)
            VStack(alignment: .leading) {
                HStack {
                    Text(landmark.name)
                        .font(.title)
                    Button {
                        modelData.landmarks[landmarkIndex].isFavorite.toggle()
                    } label: {
                        Label("Toggle Favorite", systemImage: modelData.landmarks[landmarkIndex].isFavorite ? "star.fill" : "star")
                            .labelStyle(.iconOnly)
                    }
                }
                HStack {
                    Text(landmark.park)
                    Spacer()
                    Text(landmark.state)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
                Divider()
                Text("About \(landmark.name)")
                    .font(.title2)
                Text(landmark.description)
            }
            .padding()
        }
        .navigationTitle(landmark.name)
    }
}

#Preview("Landmarks") {
    LandmarkGrid()
}

#Preview("Landmark loading") {
    let modelData = ModelData()
    return NavigationStack {
        LandmarkDetail(landmark: modelData.landmarks[0])
            .redacted(reason: .placeholder)
    }
    .environment(modelData)
}
