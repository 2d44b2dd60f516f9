// swift-tools-version: 6.0

import PackageDescription

let package = Package(
    name: "Composition",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Composition", targets: ["Composition"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Data"),
        .package(path: "../Presentation"),
    ],
    targets: [
        .target(name: "Composition", dependencies: [.product(name: "Domain", package: "Domain"), .product(name: "Data", package: "Data"), .product(name: "Presentation", package: "Presentation")]),
    ]
)
