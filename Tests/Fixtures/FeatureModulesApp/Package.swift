// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Demo",
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
            name: "PresentationSupport",
            dependencies: ["DomainLayer"],
            path: "Sources/PresentationSupport"
        ),
        .target(
            name: "PresentationLayer",
            dependencies: [
                "DomainLayer",
                "PresentationSupport",
                "ProfileFeature",
                "SettingsFeature",
            ],
            path: "Sources/PresentationLayer"
        ),
        .target(
            name: "DependencyInjectionLayer",
            dependencies: [
                "DomainLayer",
                "PresentationLayer",
                "ProfileFramework",
                "SettingsFramework",
            ],
            path: "Sources/DependencyInjectionLayer"
        ),
        .testTarget(
            name: "DomainLayerTests",
            dependencies: ["DomainLayer"]
        ),
        .testTarget(
            name: "PresentationSupportTests",
            dependencies: ["DomainLayer", "PresentationSupport"]
        ),
        .testTarget(
            name: "DependencyInjectionLayerTests",
            dependencies: ["DependencyInjectionLayer", "DomainLayer", "PresentationLayer", "ProfileFeature", "SettingsFeature"]
        ),
        .target(
            name: "ProfileFramework",
            dependencies: ["DomainLayer"],
            path: "Sources/FrameworkLayer/ProfileFramework"
        ),
        .testTarget(
            name: "ProfileFrameworkTests",
            dependencies: ["DomainLayer", "ProfileFramework"]
        ),
        .target(
            name: "ProfileFeature",
            dependencies: ["DomainLayer", "PresentationSupport"],
            path: "Sources/Features/Profile"
        ),
        .testTarget(
            name: "ProfileFeatureTests",
            dependencies: ["DomainLayer", "PresentationSupport", "ProfileFeature"]
        ),
        .target(
            name: "SettingsFramework",
            dependencies: ["DomainLayer"],
            path: "Sources/FrameworkLayer/SettingsFramework"
        ),
        .testTarget(
            name: "SettingsFrameworkTests",
            dependencies: ["DomainLayer", "SettingsFramework"]
        ),
        .target(
            name: "SettingsFeature",
            dependencies: ["DomainLayer", "PresentationSupport"],
            path: "Sources/Features/Settings"
        ),
        .testTarget(
            name: "SettingsFeatureTests",
            dependencies: ["DomainLayer", "PresentationSupport", "SettingsFeature"]
        ),
    ]
)
