// swift-tools-version:6.2
// Gnomon's benchmarks, in a package of their own so that apps depending on Gnomon do not
// resolve the benchmark harness. Run them with `make bench` from the repository root.
import PackageDescription

let package = Package(
    name: "GnomonBenchmarks",
    dependencies: [
        .package(name: "Gnomon", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Headless reconciler costs as the tree grows (ordo-one/benchmark: time, allocations).
        .executableTarget(
            name: "Reconciler",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GnomonTesting", package: "Gnomon"),
            ],
            path: "Benchmarks/Reconciler",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Latency from enqueueing main-actor work to running it, under the GTK main loop.
        .executableTarget(
            name: "LoopLatency",
            dependencies: [.product(name: "Gnomon", package: "Gnomon")],
            path: "Sources/LoopLatency"
        ),
    ],
    swiftLanguageModes: [.v6]
)
