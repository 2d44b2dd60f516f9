// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "{{ name }}",
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
{% if featureModules %}        .target(
            name: "PresentationSupport",
            dependencies: ["DomainLayer"],
            path: "Sources/PresentationSupport"
        ),
        .target(
            name: "PresentationLayer",
            dependencies: [
                "DomainLayer",
                "PresentationSupport",
            ],
            path: "Sources/PresentationLayer"
        ),
{% else %}        .target(
            name: "PresentationLayer",
            dependencies: ["DomainLayer"],
            path: "Sources/PresentationLayer"
        ),
{% endif %}        .target(
            name: "DependencyInjectionLayer",
            dependencies: [
                "DomainLayer",
                "PresentationLayer",
            ],
            path: "Sources/DependencyInjectionLayer"
        ),
        .testTarget(
            name: "DomainLayerTests",
            dependencies: ["DomainLayer"]
        ),
        .testTarget(
            name: "{{ presentationSupport }}Tests",
            dependencies: ["DomainLayer", "{{ presentationSupport }}"]
        ),
        .testTarget(
            name: "DependencyInjectionLayerTests",
            dependencies: ["DependencyInjectionLayer", "DomainLayer", "PresentationLayer"]
        ),
    ]
)
