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
        // Layout, CollectionView, SampleApp, PlaygroundFrame, Text, Tables, CoreAnimation, and Support.
        .executableTarget(
            name: "PointerKitBenchmarks",
            dependencies: [.product(name: "Benchmark", package: "benchmark"), "PointerKitFixtures"]
                + ["PointerUIKit", "PointerInput", "PointerEngine", "PointerRender", "PointerEvaluation", "PointerSampleApp",
                   "PointerSVG", "PointerDemoScenes"].map { .product(name: $0, package: "PointerKit") },
            path: "Benchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The pointer pipeline's fixtures, shared by the benchmarks and the instruction counter.
        .target(
            name: "PointerKitFixtures",
            dependencies: ["PointerUIKit", "PointerInput"].map { .product(name: $0, package: "PointerKit") },
            path: "Fixtures",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Instruction counts under callgrind (scripts/instructions.py): the same fixtures,
        // without the benchmark harness, whose malloc interposer valgrind cannot run. Under
        // Tools/, since the benchmark plugin runs every executable whose folder's parent is
        // named Benchmarks.
        .executableTarget(
            name: "PointerKitCounts",
            dependencies: ["PointerKitFixtures"],
            path: "Tools/Counts",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
