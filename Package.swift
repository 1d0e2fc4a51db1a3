// swift-tools-version: 6.1
// PointerKit: the iPadOS pointer system as a Swift package. Layers depend only downward:
// PointerGeometry → PointerRender, PointerInput → PointerEngine → PointerUIKit (and PointerLayout → PointerUIKit) → PointerTesting → programs.
// `scripts/check-imports.sh` enforces these directions in CI.
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "PointerKit",
    products: [
        .library(name: "PointerUIKit", targets: ["PointerUIKit"]),
        .library(name: "PointerTesting", targets: ["PointerTesting"]),
        .library(name: "PointerGameController", targets: ["PointerGameController"]),
        .library(name: "PointerEngine", targets: ["PointerEngine"]),
        .library(name: "PointerRender", targets: ["PointerRender"]),
        .library(name: "PointerInput", targets: ["PointerInput"]),
        .library(name: "PointerGeometry", targets: ["PointerGeometry"]),
        .library(name: "PointerLayout", targets: ["PointerLayout"]),
        .library(name: "PointerText", targets: ["PointerText"]),
        .library(name: "PointerSVG", targets: ["PointerSVG"]),
        .library(name: "PointerDemoScenes", targets: ["PointerDemoScenes"]),
        .executable(name: "pointerkit", targets: ["PointerKitCLI"]),
        .library(name: "PointerTraces", targets: ["PointerTraces"]),
        .library(name: "PointerLibinput", targets: ["PointerLibinput"]),
        .library(name: "PointerPlaygroundMessages", targets: ["PointerPlaygroundMessages"]),
        .library(name: "PointerConfigurationFile", targets: ["PointerConfigurationFile"]),
        .library(name: "PointerEvaluation", targets: ["PointerEvaluation"]),
        .library(name: "PointerSampleApp", targets: ["PointerSampleApp"]),
        .library(name: "PointerNotesApp", targets: ["PointerNotesApp"]),
        .library(name: "PointerWindow", targets: ["PointerWindow"]),
    ],
    // `Libinput` (off by default) builds the libinput backend and `pointerkit record`; it needs
    // libinput-dev and libudev-dev. Without it the package builds on machines without them.
    traits: [
        .trait(name: "Libinput", description: "Real mice and trackpads through libinput (needs libinput-dev, libudev-dev)."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.0.0"),
        // Hummingbird's ConfigurationSupport trait (swift-configuration) is left out: nothing here
        // reads its configuration providers, and it is 48 more files in each build.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // The server tests' WebSocket client is SwiftNIO's own (Tests/PointerPlaygroundTests/LoopbackWebSocket.swift).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // `swift package generate-documentation`: the DocC catalogs (Sources/<Module>/<Module>.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "PointerGeometry",
                dependencies: [.product(name: "RealModule", package: "swift-numerics")],
                swiftSettings: strict),
        .target(name: "PointerInput",
                dependencies: ["PointerGeometry", .product(name: "RealModule", package: "swift-numerics")],
                swiftSettings: strict),
        // The render model: what one frame shows (`PointerScene`), the value every renderer reads.
        .target(name: "PointerRender", dependencies: ["PointerGeometry"], swiftSettings: strict),
        // The state machines' invariant checks (`_checkInvariants()`) are compiled into debug
        // builds, so every test and the property tester run with them; release builds have none.
        .target(name: "PointerEngine", dependencies: ["PointerGeometry", "PointerInput", "PointerRender"],
                swiftSettings: strict + [.define("POINTERKIT_INVARIANTS", .when(configuration: .debug))]),
        // Text on Linux's text stack: Pango (HarfBuzz, fontconfig, FriBidi), loaded at run time
        // with dlopen, so nothing here needs their headers to build.
        .target(name: "PointerText", swiftSettings: strict),
        // Auto Layout's Cassowary solver: platform-free, it imports nothing.
        .target(name: "PointerLayout", swiftSettings: strict),
        // Debug builds check the pointer router's state for overlapping access (see
        // `PointerRouter.state`); release builds leave it unchecked, as measured.
        .target(name: "PointerUIKit", dependencies: ["PointerGeometry", "PointerInput", "PointerEngine", "PointerRender", "PointerLayout", "PointerText"],
                swiftSettings: strict + [.define("POINTERKIT_INVARIANTS", .when(configuration: .debug))]),
        // SVG frames; glyph outlines come from PointerText (HarfBuzz).
        .target(name: "PointerSVG", dependencies: ["PointerGeometry", "PointerRender", "PointerText"], swiftSettings: strict),
        // Pointer configuration files (YAML, or JSON): apart from PointerUIKit, so that ported
        // iPad code links no YAML parser.
        .target(name: "PointerConfigurationFile",
                dependencies: ["PointerUIKit", "PointerEngine", .product(name: "Yams", package: "Yams")],
                swiftSettings: strict),
        .target(name: "PointerGameController", dependencies: ["PointerUIKit", "PointerInput"], swiftSettings: strict),
        .target(name: "PointerTesting", dependencies: ["PointerUIKit", "PointerInput", "PointerGeometry", "PointerEngine", "PointerRender", "PointerSVG"],
                swiftSettings: strict),
        // ISO 9241-9 pointing evaluations with a simulated person, through the real pipeline.
        .target(name: "PointerEvaluation", dependencies: ["PointerUIKit", "PointerInput", "PointerGeometry", "PointerEngine"],
                swiftSettings: strict),
        // The sample iPad app ("Swatches"), written as iPad code in Swift 5 mode, as most iPad
        // code is: it ports by the porting rules alone (PointerUIKit's article "Porting iPad code").
        .target(name: "PointerSampleApp", dependencies: ["PointerUIKit"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // The second sample iPad app ("Notes"), iPadOS 17 code in Swift 5 mode: a sidebar list
        // of notes with swipe-to-delete, an editor text view, bar buttons and key commands.
        .target(name: "PointerNotesApp", dependencies: ["PointerUIKit"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "PointerDemoScenes", dependencies: ["PointerUIKit", "PointerGameController"], swiftSettings: strict),
        // The playground's wire format alone, without the server: the fuzzers build it with
        // sanitizers, which Hummingbird is far too slow to build with.
        .target(name: "PointerPlaygroundMessages", dependencies: ["PointerInput"], swiftSettings: strict),
        // The session both hosts share (the browser playground's server and the native window):
        // a scene, its window and pipeline, the input it takes and the frames and state it gives.
        .target(name: "PointerSession",
                dependencies: ["PointerPlaygroundMessages", "PointerConfigurationFile", "PointerEvaluation", "PointerUIKit", "PointerInput",
                               "PointerGeometry", "PointerEngine", "PointerRender", "PointerSVG", "PointerDemoScenes", "PointerGameController"],
                swiftSettings: strict),
        .target(name: "PointerPlayground",
                dependencies: ["PointerSession", "PointerPlaygroundMessages", "PointerEvaluation", "PointerUIKit", "PointerEngine",
                               .product(name: "Hummingbird", package: "hummingbird"),
                               .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                               .product(name: "Logging", package: "swift-log")],
                resources: [.copy("Resources")],
                swiftSettings: strict),
        // The native GTK 4 window (`pointerkit window`): GTK is loaded at run time with dlopen,
        // so nothing here needs GTK to build, and programs without it still run.
        .target(name: "PointerWindow",
                dependencies: ["PointerSession", "PointerUIKit", "PointerInput", "PointerGeometry", "PointerEngine", "PointerRender"],
                swiftSettings: strict),
        .executableTarget(name: "PointerKitCLI",
                          dependencies: ["PointerUIKit", "PointerText", "PointerWindow", "PointerTesting", "PointerDemoScenes", "PointerSampleApp", "PointerNotesApp", "PointerSVG", "PointerPlayground", "PointerConfigurationFile", "PointerEvaluation",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser"),
                                         "PointerTraces",
                                         .target(name: "PointerLibinput", condition: .when(traits: ["Libinput"]))],
                          swiftSettings: strict),
        .target(name: "PointerTraces", dependencies: ["PointerInput", "PointerGeometry"], swiftSettings: strict),
        .systemLibrary(name: "CLibinput", pkgConfig: "libinput",
                       providers: [.apt(["libinput-dev", "libudev-dev"])]),
        .target(name: "PointerLibinput",
                dependencies: ["PointerInput", "PointerGeometry",
                               .target(name: "CLibinput", condition: .when(traits: ["Libinput"]))],
                swiftSettings: strict),
        .testTarget(name: "PointerTracesTests", dependencies: ["PointerTraces", "PointerInput"], swiftSettings: strict),
        .testTarget(name: "PointerLibinputTests", dependencies: ["PointerLibinput"], swiftSettings: strict),
        .testTarget(name: "LibinputReplayTests", dependencies: ["PointerTraces", "PointerInput"], swiftSettings: strict),
        .testTarget(name: "PointerEvaluationTests", dependencies: ["PointerEvaluation", "PointerUIKit", "PointerGeometry"], swiftSettings: strict),
        .testTarget(name: "PointerGeometryTests", dependencies: ["PointerGeometry"], swiftSettings: strict),
        .testTarget(name: "PointerTextTests", dependencies: ["PointerText"], swiftSettings: strict),
        .testTarget(name: "PointerLayoutTests", dependencies: ["PointerLayout"], swiftSettings: strict),
        .testTarget(name: "PointerInputTests", dependencies: ["PointerInput"], swiftSettings: strict),
        .testTarget(name: "PointerRenderTests", dependencies: ["PointerRender", "PointerGeometry"], swiftSettings: strict),
        .testTarget(name: "PointerEngineTests", dependencies: ["PointerEngine", "PointerRender"], swiftSettings: strict),
        .testTarget(name: "PointerTestingTests", dependencies: ["PointerTesting", "PointerUIKit", "PointerInput"],
                    swiftSettings: strict),
        .testTarget(name: "PointerGameControllerTests",
                    dependencies: ["PointerGameController", "PointerUIKit", "PointerInput", "PointerTesting"],
                    swiftSettings: strict),
        .testTarget(name: "PointerDemoScenesTests",
                    dependencies: ["PointerDemoScenes", "PointerUIKit", "PointerGameController", "PointerTesting"],
                    swiftSettings: strict),
        .testTarget(name: "PointerPlaygroundTests",
                    dependencies: ["PointerPlayground", "PointerSession", "PointerPlaygroundMessages", "PointerEvaluation", "PointerUIKit", "PointerInput",
                                   .product(name: "NIOCore", package: "swift-nio"),
                                   .product(name: "NIOPosix", package: "swift-nio"),
                                   .product(name: "NIOHTTP1", package: "swift-nio"),
                                   .product(name: "NIOWebSocket", package: "swift-nio"),
                                   .product(name: "Hummingbird", package: "hummingbird")],
                    swiftSettings: strict),
        .testTarget(name: "PointerSnapshotTests",
                    dependencies: ["PointerUIKit", "PointerTesting", "PointerDemoScenes", "PointerSVG",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"],
                    swiftSettings: strict),
        .testTarget(name: "PointerConfigurationFileTests", dependencies: ["PointerConfigurationFile", "PointerUIKit", "PointerEngine", "PointerGeometry"],
                    swiftSettings: strict),
        .testTarget(name: "PointerWindowTests",
                    dependencies: ["PointerWindow", "PointerSession", "PointerInput", "PointerGeometry", "PointerEngine", "PointerRender", "PointerUIKit",
                                   "PointerTesting", "PointerSampleApp"],
                    swiftSettings: strict),
        .testTarget(name: "PointerSVGTests", dependencies: ["PointerSVG", "PointerRender", "PointerGeometry"], swiftSettings: strict),
        .testTarget(name: "PointerUIKitTests", dependencies: ["PointerUIKit", "PointerTesting", "PointerGameController", "PointerSVG", "PointerDemoScenes", "PointerEngine", "PointerRender", "PointerGeometry"],
                    swiftSettings: strict),
        .testTarget(name: "PointerSampleAppTests",
                    dependencies: ["PointerSampleApp", "PointerUIKit", "PointerTesting", "PointerEngine", "PointerGeometry", "PointerSVG",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"],
                    swiftSettings: strict),
        .testTarget(name: "PointerNotesAppTests",
                    dependencies: ["PointerNotesApp", "PointerUIKit", "PointerTesting", "PointerEngine", "PointerGeometry"],
                    swiftSettings: strict),
        // The seed's code samples verbatim, in Swift 5 mode as most iPad code is.
        .testTarget(name: "SeedPortTests", dependencies: ["PointerUIKit", "PointerTesting"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
