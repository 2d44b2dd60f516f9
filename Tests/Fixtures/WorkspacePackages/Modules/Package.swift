// swift-tools-version: 6.0

import PackageDescription

let package = Package(
    name: "Modules",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "ShopPresentation", targets: ["ShopPresentation"]),
    ],
    targets: [
        .target(name: "ShopDomain"),
        .target(name: "ShopPresentation", dependencies: ["ShopDomain"]),
    ]
)
