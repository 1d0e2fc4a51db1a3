// swift-tools-version: 6.1
// PointerKit's benchmarks: a separate package, so the library itself never depends on the
// benchmark harness. Run from this folder:
//   swift package --allow-writing-to-package-directory benchmark --no-progress
// See README.md.
import PackageDescription

let package = Package(
    name: "PointerKitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "PointerKit", path: ".."),
        // The trait turns on the malloc interposer that the malloc metrics need (Swift 6.3).
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // One executable for every benchmark (see Benchmarks/Benchmarks.swift for why); each
        // folder under Benchmarks/ holds one area: PointerPipeline, GestureArena, Evaluation,
        // Layout, CollectionView, SampleApp, PlaygroundFrame, Text, Tables, and Support.
        .executableTarget(
            name: "PointerKitBenchmarks",
            dependencies: [.product(name: "Benchmark", package: "benchmark")]
                + ["PointerUIKit", "PointerInput", "PointerEngine", "PointerEvaluation", "PointerSampleApp",
                   "PointerSVG", "PointerDemoScenes"].map { .product(name: $0, package: "PointerKit") },
            path: "Benchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
