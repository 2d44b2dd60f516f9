extension FixtureProject {
    /// App/: the XcodeGen spec and the two apps' sources.
    static func appFiles(name: String) -> [String: String] {
        [
            "App/Development/DevelopmentApp.swift": """
                import PresentationLayer
                import SwiftUI

                /// The app you run while developing: every driver is a mock, so building it never
                /// compiles the framework layer.
                @main
                struct DevelopmentApp: App {
                    private let container = MockDIContainer()

                    var body: some Scene {
                        WindowGroup {
                            RootView(container: container)
                        }
                    }
                }

                """,
            "App/Production/ProductionApp.swift": """
                import DependencyInjectionLayer
                import PresentationLayer
                import SwiftUI

                /// The app you ship: the real drivers, wired by DIContainer.
                @main
                struct ProductionApp: App {
                    private let container = DIContainer()

                    var body: some Scene {
                        WindowGroup {
                            RootView(container: container)
                        }
                    }
                }

                """,
            "App/Shared/RootView.swift": """
                import PresentationLayer
                import SwiftUI

                /// The first screen, shared by both apps. It is generic over the container, so the
                /// Development app shows it with mocks and the Production app with real drivers.
                struct RootView<Container: DIContainerDependency>: View {
                    let container: Container

                    var body: some View {
                        NavigationStack {
                            ContentUnavailableView("\(name)", systemImage: "square.stack.3d.up")
                        }
                    }
                }

                """,
        ]
    }

    /// App/project.yml as `fia new` writes it.
    static func xcodeGenSpec(name: String) -> String {
        """
        # XcodeGen spec for the two iOS apps: `xcodegen generate --spec App/project.yml`
        # writes App/\(name).xcodeproj (ignored by git; regenerate it any time).
        #
        # DevelopmentApp links only PresentationLayer and DomainLayer and runs on MockDIContainer,
        # so it never compiles a framework module. ProductionApp adds DependencyInjectionLayer.
        name: \(name)
        options:
          bundleIdPrefix: com.example
          deploymentTarget:
            iOS: "17.0"
        packages:
          \(name):
            path: ..
        settings:
          base:
            SWIFT_VERSION: "6.0"
            GENERATE_INFOPLIST_FILE: YES
            INFOPLIST_KEY_UILaunchScreen_Generation: YES
        targets:
          DevelopmentApp:
            type: application
            platform: iOS
            sources:
              - Development
              - Shared
            settings:
              base:
                PRODUCT_BUNDLE_IDENTIFIER: com.example.\(name).development
            dependencies:
              - package: \(name)
                product: DomainLayer
              - package: \(name)
                product: PresentationLayer
          ProductionApp:
            type: application
            platform: iOS
            sources:
              - Production
              - Shared
            settings:
              base:
                PRODUCT_BUNDLE_IDENTIFIER: com.example.\(name)
            dependencies:
              - package: \(name)
                product: DomainLayer
              - package: \(name)
                product: PresentationLayer
              - package: \(name)
                product: DependencyInjectionLayer

        """
    }
}
