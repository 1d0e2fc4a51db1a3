// swift-tools-version: 5.4
// libFuzzer targets for PointerKit's input parsers, built apart from the main package because
// they need sanitizer flags for every module they link (scripts/fuzz builds and runs them):
//   swift build -c debug --scratch-path DIR -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
// Each target links only the small modules it fuzzes (no Hummingbird).
//
// Tools version 5.4, not 6.x, on purpose: from 5.5 on, SwiftPM renames an executable's entry
// point to <Target>_main and links with `--defsym main=<Target>_main`, which fails for a fuzzer
// (-parse-as-library: there is no Swift main; libFuzzer brings its own). Before 5.5 an executable
// target is linked as written, as in swift-protobuf's FuzzTesting (tools version 5.3).
// The code is still compiled in the Swift 6 language mode (swiftLanguageVersions).
import PackageDescription

let package = Package(
    name: "PointerKitFuzz",
    dependencies: [.package(name: "PointerKit", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(name: "FuzzTraceReader",
                          dependencies: ["FuzzSupport", .product(name: "PointerTraces", package: "PointerKit"),
                                         .product(name: "PointerInput", package: "PointerKit")]),
        .executableTarget(name: "FuzzInputConverter",
                          dependencies: ["FuzzSupport", .product(name: "PointerInput", package: "PointerKit"),
                                         .product(name: "PointerGeometry", package: "PointerKit")]),
        .executableTarget(name: "FuzzPlaygroundMessage",
                          dependencies: ["FuzzSupport", .product(name: "PointerPlaygroundMessages", package: "PointerKit")]),
    ],
    swiftLanguageVersions: [.version("6")]
)
