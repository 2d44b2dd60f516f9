// swift-tools-version: 6.0

import PackageDescription

// Layers as modules, the container in the app target (Shop/AppContainer.swift): Core, a URLSession
// client in Network, the domain (which uses the client directly), repositories in Data, the UI in
// Presentation.
let package = Package(
    name: "LayeredKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Core", targets: ["Core"]),
        .library(name: "Network", targets: ["Network"]),
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "Data", targets: ["Data"]),
        .library(name: "Presentation", targets: ["Presentation"]),
    ],
    targets: [
        .target(name: "Core"),
        .target(name: "Network", dependencies: ["Core"]),
        .target(name: "Domain", dependencies: ["Core", "Network"]),
        .target(name: "Data", dependencies: ["Domain", "Network"]),
        .target(name: "Presentation", dependencies: ["Domain", "Core"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "Core"]),
    ]
)
