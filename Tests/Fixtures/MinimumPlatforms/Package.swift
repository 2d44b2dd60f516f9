// swift-tools-version: 6.0

import PackageDescription

extension String {
    /// "dependencyInjection" -> "DependencyInjection"
    var uppercasedFirstLetter: String {
        prefix(1).uppercased() + dropFirst()
    }
}

/// The framework modules, one per SDK the app wraps: `device` is `DeviceFramework`.
enum FrameworkTargetType: CaseIterable {
    case device
    case license

    var moduleName: String {
        "\(self)".uppercasedFirstLetter + "Framework"
    }
}

/// Every library target: the three layers and the framework modules.
enum TargetType: CaseIterable {
    case domain
    case presentation
    case dependencyInjection
    case framework(FrameworkTargetType)

    static var allCases: [TargetType] {
        [.domain, .presentation, .dependencyInjection] + FrameworkTargetType.allCases.map { .framework($0) }
    }

    var name: String {
        switch self {
        case .framework(let framework):
            framework.moduleName
        default:
            "\(self)".uppercasedFirstLetter + "Layer"
        }
    }

    var path: String {
        switch self {
        case .framework:
            "Sources/FrameworkLayer/\(name)"
        default:
            "Sources/\(name)"
        }
    }

    var dependency: Target.Dependency {
        .target(name: name)
    }

    var product: Product {
        .library(name: name, targets: [name])
    }

    var target: Target {
        .target(name: name, dependencies: dependencies, path: path)
    }

    /// Each target has its tests in `Tests/<Name>Tests`.
    var testTarget: Target {
        .testTarget(name: "\(name)Tests", dependencies: testDependencies)
    }
}

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v15), .macOS("12")],
    products: [TargetType.domain, .presentation, .dependencyInjection].map(\.product),
    targets: TargetType.allCases.map(\.target) + TargetType.allCases.map(\.testTarget)
)

// MARK: - Dependencies (edit here)

extension TargetType {
    var dependencies: [Target.Dependency] {
        switch self {
        case .domain:
            []
        case .presentation:
            [TargetType.domain.dependency]
        case .dependencyInjection:
            [
                TargetType.domain.dependency,
                TargetType.presentation.dependency,
            ] + FrameworkTargetType.allCases.map { TargetType.framework($0).dependency }
        case .framework(.device):
            [
                TargetType.domain.dependency,
            ]
        case .framework(.license):
            [
                TargetType.domain.dependency,
            ]
        }
    }

    var testDependencies: [Target.Dependency] {
        switch self {
        case .dependencyInjection:
            [dependency, TargetType.domain.dependency, TargetType.presentation.dependency]
        case .domain:
            [dependency]
        default:
            [TargetType.domain.dependency, dependency]
        }
    }
}
