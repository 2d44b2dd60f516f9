// swift-tools-version: 6.0

import PackageDescription

// A layered app before FIA, as many teams have it: a Core of shared values, a URLSession client
// in Network, the domain, repositories in Data, the UI in Presentation, and the container in the
// App target. The domain uses the network client directly: the violation init must not hide.
let package = Package(
    name: "LayeredKit",
    platforms: [
        .iOS(.v17),
        .macOS(.v14),
    ],
    products: [
        .library(name: "App", targets: ["App"]),
    ],
    targets: [
        .target(name: "Core"),
        .target(name: "Network", dependencies: ["Core"]),
        .target(name: "Domain", dependencies: ["Core", "Network"]),
        .target(name: "Data", dependencies: ["Domain", "Network", "Core"]),
        .target(name: "Presentation", dependencies: ["Domain", "Core"]),
        .target(name: "App", dependencies: ["Presentation", "Data", "Domain"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain"]),
    ]
)
