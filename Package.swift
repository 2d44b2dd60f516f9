// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "fia",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "fia", targets: ["fia"]),
        .library(name: "FiaKit", targets: ["FiaKit"]),
    ],
    targets: [
        .executableTarget(name: "fia", dependencies: ["FiaKit"]),
        .target(name: "FiaKit"),
        .executableTarget(name: "embed-blueprints", dependencies: ["FiaKit"]),
        .target(name: "FiaTestSupport", path: "Tests/FiaTestSupport"),
        .testTarget(name: "FiaKitTests", dependencies: ["FiaKit", "FiaTestSupport"], exclude: ["Golden", "Doctor/SARIF"]),
        .testTarget(name: "EndToEndTests", dependencies: ["fia", "FiaKit", "FiaTestSupport"]),
    ]
)
