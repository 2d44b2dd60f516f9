// swift-tools-version: 6.0

import PackageDescription

let package = Package(
    name: "FIASamplePackage",
    platforms: [
        .iOS(.v17),
        .macOS(.v14),
    ],
    products: [
        .library(name: "DomainLayer", targets: ["DomainLayer"]),
        .library(name: "PresentationLayer", targets: ["PresentationLayer"]),
        .library(name: "DependencyInjectionLayer", targets: ["DependencyInjectionLayer"]),
    ],
    targets: [
        .target(name: "DomainLayer"),
        .target(
            name: "PresentationLayer",
            dependencies: ["DomainLayer"]
        ),
        .target(
            name: "FrameworkLayer",
            dependencies: ["DomainLayer"]
        ),
        .target(
            name: "DependencyInjectionLayer",
            dependencies: [
                "DomainLayer",
                "PresentationLayer",
                "FrameworkLayer",
            ]
        ),
        .testTarget(
            name: "FIASamplePackageTests",
            dependencies: [
                "DomainLayer",
                "PresentationLayer",
                "FrameworkLayer",
                "DependencyInjectionLayer",
            ]
        ),
    ]
)
