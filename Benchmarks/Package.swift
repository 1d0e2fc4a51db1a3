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
        .executableTarget(
            name: "PointerPipeline",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PointerUIKit", package: "PointerKit"),
                .product(name: "PointerInput", package: "PointerKit"),
            ],
            path: "Benchmarks/PointerPipeline",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "GestureArena",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PointerUIKit", package: "PointerKit"),
                .product(name: "PointerInput", package: "PointerKit"),
            ],
            path: "Benchmarks/GestureArena",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PlaygroundFrame",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PointerUIKit", package: "PointerKit"),
                .product(name: "PointerInput", package: "PointerKit"),
                .product(name: "PointerEngine", package: "PointerKit"),
                .product(name: "PointerSVG", package: "PointerKit"),
                .product(name: "PointerDemoScenes", package: "PointerKit"),
            ],
            path: "Benchmarks/PlaygroundFrame",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
