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
        benchmark("PointerPipeline", using: ["PointerUIKit", "PointerInput"]),
        benchmark("GestureArena", using: ["PointerUIKit", "PointerInput"]),
        benchmark("Evaluation", using: ["PointerEvaluation", "PointerUIKit"]),
        benchmark("Layout", using: ["PointerUIKit"]),
        benchmark("CollectionView", using: ["PointerUIKit", "PointerInput"]),
        benchmark("SampleApp", using: ["PointerSampleApp", "PointerUIKit", "PointerInput", "PointerSVG"]),
        benchmark("PlaygroundFrame", using: ["PointerUIKit", "PointerInput", "PointerEngine", "PointerSVG", "PointerDemoScenes"]),
        benchmark("Text", using: ["PointerUIKit", "PointerInput"]),
        benchmark("Tables", using: ["PointerUIKit", "PointerInput"]),
    ]
)

/// One benchmark executable in Benchmarks/<name>, using PointerKit's `products`.
func benchmark(_ name: String, using products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "benchmark")]
            + products.map { .product(name: $0, package: "PointerKit") },
        path: "Benchmarks/\(name)",
        swiftSettings: [.swiftLanguageMode(.v6)],
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}
