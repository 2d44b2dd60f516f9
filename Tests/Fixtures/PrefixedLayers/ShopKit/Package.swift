// swift-tools-version: 6.0

import PackageDescription

// A layered app before FIA: each layer a module named after the app, a Core every layer uses
// and a CoreUI the UI uses. There is no composition root yet: the presentation layer builds
// its drivers itself.
let package = Package(
    name: "ShopKit",
    platforms: [
        .iOS(.v17),
        .macOS(.v14),
    ],
    products: [
        .library(name: "ShopPresentation", targets: ["ShopPresentation"]),
    ],
    targets: [
        .target(name: "Core"),
        .target(name: "CoreUI", dependencies: ["Core"]),
        .target(name: "ShopDomain", dependencies: ["Core"]),
        .target(name: "ShopPresentation", dependencies: ["ShopDomain", "Core", "CoreUI", "ShopFramework"]),
        .target(name: "ShopFramework", dependencies: ["ShopDomain", "Core"]),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
        .testTarget(name: "CoreUITests", dependencies: ["Core", "CoreUI"]),
        .testTarget(name: "ShopDomainTests", dependencies: ["Core", "ShopDomain"]),
        .testTarget(name: "ShopPresentationTests", dependencies: ["ShopDomain", "ShopPresentation"]),
        .testTarget(name: "ShopFrameworkTests", dependencies: ["ShopDomain", "ShopFramework"]),
    ]
)
