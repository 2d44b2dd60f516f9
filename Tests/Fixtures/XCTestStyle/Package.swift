// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Journal",
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
        .target(
            name: "DomainLayer",
            path: "Sources/DomainLayer"
        ),
        .target(
            name: "PresentationLayer",
            dependencies: ["DomainLayer"],
            path: "Sources/PresentationLayer"
        ),
        .target(
            name: "DependencyInjectionLayer",
            dependencies: [
                "DomainLayer",
                "PresentationLayer",
                "NoteFramework",
            ],
            path: "Sources/DependencyInjectionLayer"
        ),
        .testTarget(
            name: "DomainLayerTests",
            dependencies: ["DomainLayer"]
        ),
        .testTarget(
            name: "PresentationLayerTests",
            dependencies: ["DomainLayer", "PresentationLayer"]
        ),
        .testTarget(
            name: "DependencyInjectionLayerTests",
            dependencies: ["DependencyInjectionLayer", "DomainLayer", "PresentationLayer"]
        ),
        .target(
            name: "NoteFramework",
            dependencies: ["DomainLayer"],
            path: "Sources/FrameworkLayer/NoteFramework"
        ),
        .testTarget(
            name: "NoteFrameworkTests",
            dependencies: ["DomainLayer", "NoteFramework"]
        ),
    ]
)
