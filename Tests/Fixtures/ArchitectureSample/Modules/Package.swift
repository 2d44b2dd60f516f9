// swift-tools-version: 6.0

import PackageDescription

// The ArchitectureSample layout: App knows every module, Core depends on nothing, one module per
// screen under Features/ that never depends on another screen.
let package = Package(
    name: "Modules",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "App", targets: ["App"]),
    ],
    targets: [
        .target(name: "App", dependencies: ["Core", "CoreUI", "Repository", "Home", "Search", "Settings"]),
        .target(name: "Core"),
        .target(name: "CoreUI"),
        .target(name: "Repository", dependencies: ["Core"]),
        .target(name: "Home", dependencies: ["Core", "CoreUI"], path: "Sources/Features/Home"),
        .target(name: "Search", dependencies: ["Core", "CoreUI", "Home"], path: "Sources/Features/Search"),
        .target(name: "Settings", dependencies: ["Core", "Repository"], path: "Sources/Features/Settings"),
        .testTarget(name: "AppTests", dependencies: ["App"]),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
        .testTarget(name: "CoreUITests", dependencies: ["CoreUI"]),
        .testTarget(name: "RepositoryTests", dependencies: ["Repository"]),
        .testTarget(name: "HomeTests", dependencies: ["Home", "Core"]),
        .testTarget(name: "SearchTests", dependencies: ["Search", "Core"]),
        .testTarget(name: "SettingsTests", dependencies: ["Settings"]),
    ]
)
