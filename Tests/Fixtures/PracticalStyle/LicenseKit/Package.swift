// swift-tools-version: 6.0

import PackageDescription

/// The three layers, one module each, named without a "Layer" suffix.
enum Layer: String, CaseIterable {
    case domain = "Domain"
    case presentation = "Presentation"
    case dependencyInjection = "DependencyInjection"

    var dependency: Target.Dependency { .target(name: rawValue) }

    var dependencies: [Target.Dependency] {
        switch self {
        case .domain: []
        case .presentation: [Layer.domain.dependency]
        case .dependencyInjection: [Layer.domain.dependency, Layer.presentation.dependency] + FrameworkModule.allCases.map(\.dependency)
        }
    }

    var target: Target {
        .target(name: rawValue, dependencies: dependencies, path: "Sources/\(rawValue)")
    }
}

/// One module per SDK the app wraps, under Sources/Framework/.
enum FrameworkModule: String, CaseIterable {
    case licenseData = "LicenseData"
    case preferences = "Preferences"

    var dependency: Target.Dependency { .target(name: rawValue) }

    var target: Target {
        .target(name: rawValue, dependencies: [Layer.domain.dependency], path: "Sources/Framework/\(rawValue)")
    }
}

/// Test targets named by what they test.
enum TestKind: String, CaseIterable {
    case presenter = "PresenterTests"
    case driver = "DriverTests"
    case appRoot = "AppRootTests"

    var dependencies: [Target.Dependency] {
        switch self {
        case .presenter: [Layer.domain.dependency, Layer.presentation.dependency]
        case .driver: [Layer.domain.dependency] + FrameworkModule.allCases.map(\.dependency)
        case .appRoot: [Layer.presentation.dependency, Layer.dependencyInjection.dependency]
        }
    }

    var target: Target {
        .testTarget(name: rawValue, dependencies: dependencies, path: "Tests/\(rawValue)")
    }
}

let package = Package(
    name: "LicenseKit",
    platforms: [
        .iOS(.v17),
        .macOS(.v14),
    ],
    products: Layer.allCases.map { .library(name: $0.rawValue, targets: [$0.rawValue]) },
    targets: Layer.allCases.map(\.target) + FrameworkModule.allCases.map(\.target) + TestKind.allCases.map(\.target)
)
