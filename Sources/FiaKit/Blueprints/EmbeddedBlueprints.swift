// GENERATED FILE — DO NOT EDIT. Regenerate with `swift run embed-blueprints`.
// Each file under Blueprints/ is a raw multi-line string literal whose lines start at column 0,
// then parsed: `templates` holds the same blueprints as template nodes, so no run parses them.

/// The blueprints compiled into the binary: path relative to `Blueprints/` -> contents.
public enum EmbeddedBlueprints {
    /// Every file under `Blueprints/`, keyed by its path relative to that folder.
    public static let files: [String: String] = [
        "driver/Sources/DomainLayer/Drivers/{{ driver }}DriverProtocol.swift": #"""
{% if returnsEntities %}/// What the app needs from the outside world to get {{ entity }} values.
/// `{{ driver }}Driver` (in {{ driver }}Framework) implements it for real, {% if mockolo %}`{{ driver }}DriverProtocolMock` (Mockolo generates it){% else %}`Mock{{ driver }}Driver`{% endif %} for development.
{% if mockolo %}/// @mockable
{% endif %}public protocol {{ driver }}DriverProtocol: Sendable {
    /// Every {{ entity }} the source has.
    func fetchAll() async throws -> [{{ entity }}]
}
{% else %}/// What the app hands to the outside world through {{ driver }} and gets nothing back for: an
/// analytics event, a log line, text for the clipboard.
/// `{{ driver }}Driver` (in {{ driver }}Framework) implements it for real, {% if mockolo %}`{{ driver }}DriverProtocolMock` (Mockolo generates it){% else %}`Mock{{ driver }}Driver`{% endif %} for development.
{% if mockolo %}/// @mockable
{% endif %}public protocol {{ driver }}DriverProtocol: Sendable {
    /// Hands `value` to the outside world; throws when it could not.
    func send(_ value: String) async throws
}
{% endif %}
"""#,
        "driver/Sources/DomainLayer/Drivers/{{ driver }}DriverProvider.swift": #"""
/// A container that provides the {{ driver }} driver; presenter dependencies compose these.
{% if mockolo %}/// @mockable(typealias: {{ driver }}DriverProtocolAT = {{ driver }}DriverProtocolMock)
{% endif %}public protocol {{ driver }}DriverProvider {
    associatedtype {{ driver }}DriverProtocolAT: {{ driver }}DriverProtocol
    var {{ driver | camel }}Driver: {{ driver }}DriverProtocolAT { get }
}

"""#,
        "driver/Sources/FrameworkLayer/{{ driver }}Framework/{{ driver }}Driver.swift": #"""
import DomainLayer

{% if returnsEntities %}/// The real {{ driver }} driver: the one place that talks to the SDK, network or storage
/// behind {{ entity }} values. Only DependencyInjectionLayer links this module.
public struct {{ driver }}Driver: {{ driver }}DriverProtocol {
    public init() {}

    public func fetchAll() async throws -> [{{ entity }}] {
        // Replace with the SDK, network or database call this driver wraps.
        [
            {{ entity }}(id: "1", name: "{{ entity }} 1"),
            {{ entity }}(id: "2", name: "{{ entity }} 2"),
        ]
    }
}
{% else %}/// The real {{ driver }} driver: the one place that talks to the SDK, logger or system service
/// the app sends values to. Only DependencyInjectionLayer links this module.
public struct {{ driver }}Driver: {{ driver }}DriverProtocol {
    public init() {}

    public func send(_ value: String) async throws {
        // Replace with the SDK call this driver wraps (track the event, write the line, copy the text).
    }
}
{% endif %}
"""#,
        "driver/Tests/{{ driver }}FrameworkTests/{{ driver }}DriverTests.swift": ##"""
import DomainLayer
import {{ driver }}Framework
{% if xctestDriver %}import XCTest

final class {{ driver }}DriverTests: XCTestCase {
{% if returnsEntities %}    func testFetchAllReturnsDistinctValues() async throws {
        let values = try await {{ driver }}Driver().fetchAll()
        XCTAssertFalse(values.isEmpty)
        XCTAssertEqual(Set(values.map(\.id)).count, values.count)
    }
{% else %}    func testSendAcceptsAValue() async throws {
        try await {{ driver }}Driver().send("{{ driver }}DriverTests")
    }
{% endif %}}
{% else %}import Testing

struct {{ driver }}DriverTests {
{% if returnsEntities %}    @Test func fetchAllReturnsDistinctValues() async throws {
        let values = try await {{ driver }}Driver().fetchAll()
        #expect(!values.isEmpty)
        #expect(Set(values.map(\.id)).count == values.count)
    }
{% else %}    @Test func sendAcceptsAValue() async throws {
        try await {{ driver }}Driver().send("{{ driver }}DriverTests")
    }
{% endif %}}
{% endif %}
"""##,
        "driver/{% if not mockolo %}Sources/PresentationLayer/Mock/Mock{{ driver }}Driver.swift{% endif %}": #"""
import DomainLayer

{% if returnsEntities %}/// Stands in for `{{ driver }}Driver` in the Development app, previews and presenter tests:
/// returns `fetchAllResult` and counts the calls.
@MainActor
public final class Mock{{ driver }}Driver: {{ driver }}DriverProtocol {
    /// What `fetchAll()` returns or throws; set it to drive a presenter into any state.
    public var fetchAllResult: Result<[{{ entity }}], any Error> = .success({{ entity }}.samples)
    /// How many times `fetchAll()` was called.
    public private(set) var fetchAllCallCount = 0

    public nonisolated init() {}

    public func fetchAll() async throws -> [{{ entity }}] {
        fetchAllCallCount += 1
        return try fetchAllResult.get()
    }
}
{% else %}/// Stands in for `{{ driver }}Driver` in the Development app, previews and tests: records what
/// it was sent, and succeeds or fails as `sendResult` says.
@MainActor
public final class Mock{{ driver }}Driver: {{ driver }}DriverProtocol {
    /// Whether `send(_:)` succeeds or throws; set it to drive a caller into its failure path.
    public var sendResult: Result<Void, any Error> = .success(())
    /// Every value `send(_:)` was called with, in order.
    public private(set) var sentValues: [String] = []

    public nonisolated init() {}

    public func send(_ value: String) async throws {
        sentValues.append(value)
        try sendResult.get()
    }
}
{% endif %}
"""#,
        "entity/Sources/DomainLayer/Entities/{{ entity }}.swift": #"""
/// {{ entity }} as the app's domain sees it: plain data, no framework types.
public struct {{ entity }}: Identifiable, Equatable, Sendable {
    public let id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

"""#,
        "entity/Sources/PresentationLayer/Mock/{{ entity }}+Samples.swift": #"""
import DomainLayer

extension {{ entity }} {
    /// Sample values for mocks, previews and presenter tests.
    public static let samples: [{{ entity }}] = [
        {{ entity }}(id: "sample-1", name: "First {{ entity }}"),
        {{ entity }}(id: "sample-2", name: "Second {{ entity }}"),
    ]
}

"""#,
        "feature/Sources/PresentationLayer/{{ name }}/{{ name }}Presenter.swift": ##"""
import DomainLayer
{% if featureModules %}import PresentationSupport
{% endif %}{% if observation %}import Observation
{% else %}#if canImport(Combine)
import Combine
#endif
{% endif %}

/// {{ name }}'s screen logic without a View: what to show and what the user can do.
/// Generic over its dependency, so previews and tests run it on `MockDIContainer`.
{% if not observation %}/// An `ObservableObject` (where Combine is): `@Observable` needs iOS 17 / macOS 14, above this package's platforms.
{% endif %}@MainActor
{% if observation %}@Observable
{% endif %}public final class {{ name }}Presenter<Dependency: {{ name }}PresenterDependency> {
    /// What the screen shows.
{% if not observation %}    #if canImport(Combine)
    @Published
    #endif
{% endif %}    public private(set) var state: LoadState<[{{ entity }}]> = .idle

{% if usecase %}    private let useCase: {{ usecase }}Interactor<Dependency>

    public init(dependency: Dependency) {
        useCase = {{ usecase }}Interactor(dependency: dependency)
    }

    /// Loads every {{ entity }} through the {{ usecase }} use case.
{% else %}    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    /// Loads every {{ entity }} from the {{ driver }} driver.
{% endif %}    public func load() async {
        state = .loading
        do {
{% if usecase %}            state = .loaded(try await useCase.execute())
{% else %}            state = .loaded(try await dependency.{{ driver | camel }}Driver.fetchAll())
{% endif %}        } catch {
            state = .failed(String(describing: error))
        }
    }
}
{% if not observation %}

#if canImport(Combine)
extension {{ name }}Presenter: ObservableObject {}
#endif
{% endif %}
"""##,
        "feature/Sources/PresentationLayer/{{ name }}/{{ name }}PresenterDependency.swift": #"""
import DomainLayer

{% if usecase %}/// What `{{ name }}Presenter` needs: the drivers of the {{ usecase }} use case. `DIContainerDependency`
/// composes it, so both containers provide them.
{% if mockolo %}/// @mockable
{% endif %}public protocol {{ name }}PresenterDependency: {{ usecase }}InteractorDependency{% for used in uses %}, {{ used.name }}DriverProvider{% endfor %} {}{% else %}/// The drivers `{{ name }}Presenter` needs. `DIContainerDependency` composes it, so both
/// containers provide them.
{% if mockolo %}/// @mockable
{% endif %}public protocol {{ name }}PresenterDependency: {{ driver }}DriverProvider{% for used in uses %}, {{ used.name }}DriverProvider{% endfor %} {}{% endif %}

"""#,
        "feature/Tests/DependencyInjectionLayerTests/{{ name }}PresenterIntegrationTests.swift": ##"""
{% if xctestIntegration %}import DependencyInjectionLayer
import PresentationLayer
import XCTest

/// `{{ name }}Presenter` against the real `DIContainer`: the wiring the Production app uses.
final class {{ name }}PresenterIntegrationTests: XCTestCase {
    @MainActor
    func testLoadsThroughTheRealDriver() async {
        let presenter = {{ name }}Presenter(dependency: DIContainer())
        await presenter.load()
        let state = presenter.state
        XCTAssertNil(state.failure)
        XCTAssertEqual(state.value?.isEmpty, false)
    }
}
{% else %}import DependencyInjectionLayer
import PresentationLayer
import Testing

/// `{{ name }}Presenter` against the real `DIContainer`: the wiring the Production app uses.
@MainActor
struct {{ name }}PresenterIntegrationTests {
    @Test func loadsThroughTheRealDriver() async {
        let presenter = {{ name }}Presenter(dependency: DIContainer())
        await presenter.load()
        #expect(presenter.state.failure == nil)
        #expect(presenter.state.value?.isEmpty == false)
    }
}
{% endif %}
"""##,
        "feature/Tests/PresentationLayerTests/{{ name }}PresenterTests.swift": ##"""
{% if xctestPresenter %}import DomainLayer
import PresentationLayer
{% if featureModules %}import PresentationSupport
{% endif %}import XCTest

/// `{{ name }}Presenter` against `MockDIContainer`{% if mockolo %} (Mockolo generates it){% endif %}: every state, no framework code.
final class {{ name }}PresenterTests: XCTestCase {
{% if mockolo %}    /// The mock container, its {{ driver }} driver a fresh mock returning the samples (Mockolo's mocks start empty).
    @MainActor
    private func makeContainer() -> MockDIContainer {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver = {{ driver }}DriverProtocolMock()
        container.{{ driver | camel }}Driver.fetchAllHandler = { {{ entity }}.samples }
        return container
    }

    @MainActor
    func testStartsIdle() async {
        let presenter = {{ name }}Presenter(dependency: makeContainer())
        let state = presenter.state
        XCTAssertEqual(state, .idle)
    }

    @MainActor
    func testLoadShowsWhatTheDriverReturns() async {
        let container = makeContainer()
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        let state = presenter.state, calls = container.{{ driver | camel }}Driver.fetchAllCallCount
        XCTAssertEqual(state, .loaded({{ entity }}.samples))
        XCTAssertEqual(calls, 1)
    }

    @MainActor
    func testLoadShowsTheDriversFailure() async {
        let container = makeContainer()
        container.{{ driver | camel }}Driver.fetchAllHandler = { throw DomainError.unavailable(reason: "offline") }
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        let state = presenter.state
        XCTAssertEqual(state, .failed("unavailable: offline"))
    }
}
{% else %}    @MainActor
    func testStartsIdle() async {
        let presenter = {{ name }}Presenter(dependency: MockDIContainer())
        let state = presenter.state
        XCTAssertEqual(state, .idle)
    }

    @MainActor
    func testLoadShowsWhatTheDriverReturns() async {
        let container = MockDIContainer()
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        let state = presenter.state, calls = container.{{ driver | camel }}Driver.fetchAllCallCount
        XCTAssertEqual(state, .loaded({{ entity }}.samples))
        XCTAssertEqual(calls, 1)
    }

    @MainActor
    func testLoadShowsTheDriversFailure() async {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        let state = presenter.state
        XCTAssertEqual(state, .failed("unavailable: offline"))
    }
}
{% endif %}{% else %}import DomainLayer
import PresentationLayer
{% if featureModules %}import PresentationSupport
{% endif %}import Testing

/// `{{ name }}Presenter` against `MockDIContainer`{% if mockolo %} (Mockolo generates it){% endif %}: every state, no framework code.
@MainActor
struct {{ name }}PresenterTests {
{% if mockolo %}    /// The mock container, its {{ driver }} driver a fresh mock returning the samples (Mockolo's mocks start empty).
    private func makeContainer() -> MockDIContainer {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver = {{ driver }}DriverProtocolMock()
        container.{{ driver | camel }}Driver.fetchAllHandler = { {{ entity }}.samples }
        return container
    }

    @Test func startsIdle() {
        let presenter = {{ name }}Presenter(dependency: makeContainer())
        #expect(presenter.state == .idle)
    }

    @Test func loadShowsWhatTheDriverReturns() async {
        let container = makeContainer()
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .loaded({{ entity }}.samples))
        #expect(container.{{ driver | camel }}Driver.fetchAllCallCount == 1)
    }

    @Test func loadShowsTheDriversFailure() async {
        let container = makeContainer()
        container.{{ driver | camel }}Driver.fetchAllHandler = { throw DomainError.unavailable(reason: "offline") }
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .failed("unavailable: offline"))
    }
}
{% else %}    @Test func startsIdle() {
        let presenter = {{ name }}Presenter(dependency: MockDIContainer())
        #expect(presenter.state == .idle)
    }

    @Test func loadShowsWhatTheDriverReturns() async {
        let container = MockDIContainer()
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .loaded({{ entity }}.samples))
        #expect(container.{{ driver | camel }}Driver.fetchAllCallCount == 1)
    }

    @Test func loadShowsTheDriversFailure() async {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .failed("unavailable: offline"))
    }
}
{% endif %}{% endif %}
"""##,
        "feature/{% if featureModules %}Sources/PresentationLayer/{{ name }}/Mock{{ name }}Dependency.swift{% endif %}": #"""
import DomainLayer
import PresentationSupport

/// What `{{ name }}Presenter` runs on in its previews and tests: a mock of every driver it needs,
/// and nothing of the other features, so this module builds and previews on its own.
public final class Mock{{ name }}Dependency: {{ name }}PresenterDependency {
{% for mock in mockDrivers %}    public let {{ mock.property }} = {{ mock.type }}()
{% endfor %}

    public init() {}
}

"""#,
        "feature/{% if views %}Sources/PresentationLayer/{{ name }}/{{ name }}View.swift{% endif %}": ##"""
#if canImport(SwiftUI)
import DomainLayer
{% if featureModules %}import PresentationSupport
{% endif %}import SwiftUI

/// {{ name }}'s screen: shows what `{{ name }}Presenter` loads, in every state. Generic over the
/// dependency like its presenter, so the Development app and the previews run it on `MockDIContainer`.
{% if not observation %}/// Written for this package's oldest platforms: `ContentUnavailableView` where iOS 17 / macOS 14 has it.
{% endif %}public struct {{ name }}View<Dependency: {{ name }}PresenterDependency>: View {
{% if observation %}    @State private var presenter: {{ name }}Presenter<Dependency>
{% else %}    @StateObject private var presenter: {{ name }}Presenter<Dependency>
{% endif %}    /// Bumped by "Retry": `.task(id:)` then loads again.
    @State private var attempt = 0

    public init(dependency: Dependency) {
{% if observation %}        _presenter = State(initialValue: {{ name }}Presenter(dependency: dependency))
{% else %}        _presenter = StateObject(wrappedValue: {{ name }}Presenter(dependency: dependency))
{% endif %}
    }

    public var body: some View {
        content
            .navigationTitle("{{ name }}")
            .task(id: attempt, load)
            .refreshable(action: load)
    }

    /// Loads through the presenter: a closure over the presenter alone, because one over this
    /// generic view would capture `Dependency`'s metatype, which Swift 6.2 warns about.
    private var load: @MainActor @Sendable () async -> Void {
        let presenter = presenter
        return { await presenter.load() }
    }

    @ViewBuilder
    private var content: some View {
        switch presenter.state {
        case .idle, .loading:
            ProgressView()
        case .loaded(let items) where items.isEmpty:
{% if observation %}            ContentUnavailableView("No {{ entity }} yet", systemImage: "tray")
{% else %}            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
                ContentUnavailableView("No {{ entity }} yet", systemImage: "tray")
            } else {
                Label("No {{ entity }} yet", systemImage: "tray")
            }
{% endif %}        case .loaded(let items):
            List(items) { item in
                Text(item.name)
            }
        case .failed(let message):
{% if observation %}            ContentUnavailableView {
                Label("Could not load", systemImage: "exclamationmark.triangle")
            } description: {
                Text(message)
            } actions: {
                Button("Retry") { attempt += 1 }
            }
{% else %}            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
                ContentUnavailableView {
                    Label("Could not load", systemImage: "exclamationmark.triangle")
                } description: {
                    Text(message)
                } actions: {
                    Button("Retry") { attempt += 1 }
                }
            } else {
                VStack {
                    Label("Could not load", systemImage: "exclamationmark.triangle")
                    Text(message)
                    Button("Retry") { attempt += 1 }
                }
            }
{% endif %}        }
    }
}

{% if not observation %}// `NavigationView`: `NavigationStack` needs iOS 16 / macOS 13.
{% endif %}{% if mockolo %}/// The mock container, its {{ driver }} driver a fresh mock (Mockolo's mocks start empty) returning `values`.
@MainActor
private func previewContainer(returning values: @escaping @Sendable () throws -> [{{ entity }}]) -> MockDIContainer {
    let container = MockDIContainer()
    container.{{ driver | camel }}Driver = {{ driver }}DriverProtocolMock()
    container.{{ driver | camel }}Driver.fetchAllHandler = values
    return container
}

#Preview("Loaded") {
    {% if observation %}NavigationStack{% else %}NavigationView{% endif %} {
        {{ name }}View(dependency: previewContainer { {{ entity }}.samples })
    }
}

#Preview("Empty") {
    {% if observation %}NavigationStack{% else %}NavigationView{% endif %} {
        {{ name }}View(dependency: previewContainer { [] })
    }
}

#Preview("Failing") {
    {% if observation %}NavigationStack{% else %}NavigationView{% endif %} {
        {{ name }}View(dependency: previewContainer { throw DomainError.unavailable(reason: "offline") })
    }
}
{% else %}#Preview("Loaded") {
    {% if observation %}NavigationStack{% else %}NavigationView{% endif %} {
        {{ name }}View(dependency: MockDIContainer())
    }
}

#Preview("Empty") {
    let container = MockDIContainer()
    container.{{ driver | camel }}Driver.fetchAllResult = .success([])
    return {% if observation %}NavigationStack{% else %}NavigationView{% endif %} {
        {{ name }}View(dependency: container)
    }
}

#Preview("Failing") {
    let container = MockDIContainer()
    container.{{ driver | camel }}Driver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
    return {% if observation %}NavigationStack{% else %}NavigationView{% endif %} {
        {{ name }}View(dependency: container)
    }
}
{% endif %}#endif

"""##,
        "new/App/Development/DevelopmentApp.swift": #"""
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

"""#,
        "new/App/Production/ProductionApp.swift": #"""
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

"""#,
        "new/App/Shared/Assets.xcassets/AppIcon.appiconset/Contents.json": #"""
{
  "images" : [
    {
      "idiom" : "universal",
      "platform" : "ios",
      "size" : "1024x1024"
    }
  ],
  "info" : {
    "author" : "xcode",
    "version" : 1
  }
}

"""#,
        "new/App/Shared/Assets.xcassets/Contents.json": #"""
{
  "info" : {
    "author" : "xcode",
    "version" : 1
  }
}

"""#,
        "new/App/Shared/RootView.swift": #"""
{% if views %}
import PresentationLayer
import SwiftUI

/// The first screen, shared by both apps: every feature's screen, from `AppScreen`. It is generic
/// over the container, so the Development app shows it with mocks and the Production app with
/// real drivers.
struct RootView<Container: DIContainerDependency>: View {
    let container: Container

    var body: some View {
        NavigationStack {
            List(AppScreen.allCases, id: \.self) { screen in
                NavigationLink(title(of: screen), value: screen)
                    // App/UITests finds each screen's row by it.
                    .accessibilityIdentifier("screen.\(screen)")
            }
            .navigationTitle("{{ name }}")
            .navigationDestination(for: AppScreen.self) { screen in
                screen.view(container: container)
            }
        }
    }

    /// `licenseList` becomes "LicenseList".
    private func title(of screen: AppScreen) -> String {
        let name = String(describing: screen)
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
{% else %}
import PresentationLayer
import SwiftUI

/// The first screen, shared by both apps. It is generic over the container, so the
/// Development app shows it with mocks and the Production app with real drivers.
struct RootView<Container: DIContainerDependency>: View {
    let container: Container

    var body: some View {
        NavigationStack {
            ContentUnavailableView(
                "{{ name }}",
                systemImage: "square.stack.3d.up",
                description: Text("Add a feature with `fia add feature <Name>`, then show its presenter here.")
            )
            .navigationTitle("{{ name }}")
        }
    }
}
{% endif %}

"""#,
        "new/App/UITests/ScreensUITests.swift": #"""
{% if views %}
import PresentationLayer
{% endif %}
import XCTest

/// Launches the app under test and {% if views %}opens every screen its root lists, one per `AppScreen` case{% else %}waits for its root screen{% endif %}:
/// in DevelopmentAppUITests on the Development app (`MockDIContainer`), in ProductionAppUITests
/// on the Production app (the real drivers).{% if views %} It walks `AppScreen.allCases`, so a screen
/// that `fia add feature` adds is covered with no edit here or in the Xcode project.{% endif %}
final class ScreensUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testEveryScreenOpens() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.navigationBars["{{ name }}"].waitForExistence(timeout: 10), "the root screen did not appear")
{% if views %}
        for screen in AppScreen.allCases {
            // RootView gives each row this identifier.
            let row = app.buttons["screen.\(screen)"]
            var swipes = 0
            while !row.isHittable && swipes < 100 {
                app.swipeUp()
                swipes += 1
            }
            XCTAssertTrue(row.isHittable, "the root screen has no row for '\(screen)'")
            row.tap()
            // The root's navigation bar has no button; a pushed screen's has its back button.
            let back = app.navigationBars.buttons.element(boundBy: 0)
            XCTAssertTrue(back.waitForExistence(timeout: 10), "the screen '\(screen)' did not open")
            back.tap()
            XCTAssertTrue(row.waitForExistence(timeout: 10), "could not go back from the screen '\(screen)'")
        }
{% endif %}
    }
}

"""#,
        "new/Package.swift": #"""
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

"""#,
        "new/README.md": ###"""
# {{ name }}

An iOS app in Framework-Independent Architecture (FIA), started with `fia new`.
Each Clean Architecture layer is its own module of one Swift Package:

| module | holds | depends on |
|---|---|---|
| `DomainLayer` | entities, driver protocols, `…DriverProvider` protocols | nothing |
{% if featureModules %}| `<Feature>Feature` (`Sources/Features/<Feature>/`) | one feature each: its view-less presenter, dependency protocol{% if views %}, SwiftUI view with previews{% endif %} and `Mock<Feature>Dependency` | DomainLayer, PresentationSupport; never another feature |
| `PresentationSupport` | what every feature shares: `LoadState` and the mock drivers | DomainLayer |
| `PresentationLayer` | the composition of the features: {% if views %}`AppScreen` (every screen and its view), {% endif %}`DIContainerDependency`, `MockDIContainer` | DomainLayer, PresentationSupport, every feature module |
{% else %}| `PresentationLayer` | View-less presenters{% if views %} and their SwiftUI views, `AppScreen`{% endif %}, `DIContainerDependency`, `MockDIContainer` and the mock drivers | DomainLayer |
{% endif %}| `<Driver>Framework` (`Sources/FrameworkLayer/`) | one real driver each: the only code that touches SDKs, network, storage | DomainLayer |
| `DependencyInjectionLayer` | `DIContainer`, holding the real drivers | all of the above |

The Development app (`App/Development`) runs on `MockDIContainer` and links only
PresentationLayer and DomainLayer, so it never compiles a framework module: fast builds,
fast previews. The Production app (`App/Production`) uses `DIContainer`.

## Build and test

```sh
swift build
swift test
```

The package builds and tests on its own, on macOS and Linux: the apps are not part of it.

## The apps in Xcode

{% if xcodegen %}
The two iOS apps and their UI tests are described by `App/project.yml` for
[XcodeGen](https://github.com/yonaskolb/XcodeGen) (`brew install xcodegen`). Generate the Xcode
project (it is ignored by git; regenerate it whenever the spec changes), then open the workspace:

```sh
xcodegen generate --spec App/project.yml
open {{ name }}.xcworkspace
```
{% else %}
```sh
open {{ name }}.xcworkspace
```

The workspace lists the package and `App/{{ name }}.xcodeproj`, which holds the two iOS apps and
their UI tests (Xcode 16 or later). Its groups are synchronized with the folders under `App/`:
a file added there is part of its target, with no edit to the project.
{% endif %}

| scheme | app | runs on | its test plan runs |
|---|---|---|---|
| `DevelopmentApp` | "{{ name }} Dev" | `MockDIContainer`: never compiles a framework module | `TestPlans/DevelopmentApp.xctestplan`: its UI tests, DomainLayerTests, {{ presentationSupport }}Tests{% if featureModules %} and each feature's tests{% endif %} |
| `ProductionApp` | "{{ name }}" | `DIContainer`: the real drivers | `TestPlans/ProductionApp.xctestplan`: its UI tests and every test target of the package |

Pick a scheme and a simulator, then Run (⌘R) to run the app and Test (⌘U) to run its tests.
The UI tests (`App/UITests`, one target per app) launch the app and{% if views %} open every screen its
root lists (`AppScreen.allCases`), so a new feature's screen is tested with no edit{% else %} wait for its root
screen{% endif %}. From the command line:

```sh
xcodebuild test -workspace {{ name }}.xcworkspace -scheme DevelopmentApp -destination 'platform=iOS Simulator,name=<an iPhone from xcrun simctl list devices available>'
xcodebuild test -workspace {{ name }}.xcworkspace -scheme ProductionApp -destination 'platform=iOS Simulator,name=<the same iPhone>'
```

(`.github/workflows/ci.yml` picks an available iPhone at run time, so a new runner image never
breaks it.)

Open the workspace to work on both apps and the package at once. Xcode reads a test plan's
paths from the folder of the scheme that runs it: the apps' plans, run by the schemes in
`App/{{ name }}.xcodeproj`, name the UI tests `container:{{ name }}.xcodeproj` and the package's
test targets `container:..`; `fia add` keeps them so and `fia doctor` checks it. Opening
`Package.swift` on its own gives the package's scheme `{{ name }}` with the plans `UnitTests`
(everything), `PresenterTests` and `DriverTests`.
{% if views %}

Both apps open on the same root screen (`App/Shared/RootView.swift`), which lists every
feature's screen from `AppScreen`. Each feature's view has Xcode Previews on `MockDIContainer`
(loaded, empty and failing), so previews never build a framework module either.
{% endif %}

## Add a feature

```sh
fia add feature Settings                      # presenter, driver, mock, tests, and all the wiring
fia add feature Profile --uses Settings       # a presenter that also needs the Settings driver
fia add feature LicenseList --driver License  # name the driver (and --entity) yourself
fia add feature Settings --dry-run            # show what would change
```

Each run creates the entity, driver protocol and provider (DomainLayer), the presenter and
its dependency protocol{% if views %}, and its SwiftUI view with previews{% endif %} ({% if featureModules %}the feature's own module `<Feature>Feature`, with its test target{% else %}PresentationLayer{% endif %}), the mock driver, the `<Driver>Framework` module
with the real driver, and three kinds of tests; then it edits `Package.swift`, the test
plans, `DIContainerDependency`, `MockDIContainer` and `DIContainer`{% if views %}, and `AppScreen`{% endif %} for you.
It never edits {% if xcodegen %}`App/project.yml`{% else %}the Xcode project{% endif %} or a scheme: the schemes run the test plans, which
fia keeps complete.{% if views %} Pass `--no-view` for a feature without a view.{% endif %}

## Keep the architecture honest

```sh
fia doctor                  # layout, dependency direction, imports, wiring, test plans
fia doctor --json           # the same findings for CI
fia doctor --list-checks    # every check, its id and severity
```

Both apps run `fia doctor --format xcode` in a build phase, so findings show inline in Xcode on
every build; without `fia` installed the phase only prints a warning saying how to install it.
Accept a finding with a reason on its line or the line above —
`// fia:ignore imports.cross-layer — migrating in #123` — or record today's findings with
`fia doctor --write-baseline` so that only new ones are reported.

## CI

`.github/workflows/ci.yml` runs on every push to `main` and every pull request:

- `swift test` of the package on Linux (FIA's layers build without the apps);
- `xcodebuild test` of both app schemes on an iOS Simulator (macOS, Xcode 16){% if xcodegen %}, after `xcodegen generate`{% endif %};
- `fia doctor --format sarif`, uploaded to GitHub code scanning. fia is built from its source:
  set the repository variable `FIA_GIT_URL` to a clone URL of fia; until then the job shows as skipped.

`fia doctor --format github` instead annotates the pull request's diff directly, and
`--format junit` feeds GitLab's or Jenkins' test reports.

"""###,
        "new/Sources/DependencyInjectionLayer/DIContainer.swift": #"""
import DomainLayer
import PresentationLayer

/// The Production app's container: the real drivers from the framework layer.
public final class DIContainer: DIContainerDependency {
    public init() {}
}

"""#,
        "new/Sources/DomainLayer/Errors/DomainError.swift": #"""
/// Failures drivers report to the app, free of any SDK's own error types.
public enum DomainError: Error, Equatable, Sendable {
    /// What was asked for does not exist.
    case notFound
    /// The source is out of reach (offline, signed out, quota exhausted …).
    case unavailable(reason: String)
}

extension DomainError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .notFound: "not found"
        case .unavailable(let reason): "unavailable: \(reason)"
        }
    }
}

"""#,
        "new/Sources/FrameworkLayer/README.md": ##"""
# FrameworkLayer

One module per driver, `<Driver>Framework/`, each holding the real `<Driver>Driver`:
the only code that touches SDKs, networking or databases. `fia add feature` creates them.

"""##,
        "new/Sources/PresentationLayer/DIContainerDependency.swift": #"""
import DomainLayer

/// Every presenter's dependency, composed: what a container must provide.
/// `fia add feature` adds each new `…PresenterDependency` here; MockDIContainer
/// (Development app, previews, tests) and DIContainer (Production app) conform.
public protocol DIContainerDependency:
    AnyObject
{}

"""#,
        "new/Sources/PresentationLayer/Mock/MockDIContainer.swift": #"""
import DomainLayer
{% if featureModules %}import PresentationSupport
{% endif %}

/// The container of the Development app, previews and presenter tests: every driver is a mock,
/// so nothing here needs the framework layer.
public final class MockDIContainer: DIContainerDependency {
    public init() {}
}

"""#,
        "new/Sources/{{ presentationSupport }}/LoadState.swift": #"""
/// What a presenter shows while it loads: nothing yet, loading, the value, or a failure.
public enum LoadState<Value: Equatable>: Equatable {
    case idle
    case loading
    case loaded(Value)
    case failed(String)

    /// The loaded value, if loading succeeded.
    public var value: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }

    /// The failure message, if loading failed.
    public var failure: String? {
        if case .failed(let message) = self { message } else { nil }
    }
}

extension LoadState: Sendable where Value: Sendable {}

"""#,
        "new/TestPlans/DevelopmentApp.xctestplan": #"""
{
  "configurations" : [
    {
      "id" : "{{ developmentAppPlanID }}",
      "name" : "Test Scheme Action",
      "options" : {

      }
    }
  ],
  "defaultOptions" : {
    "targetForVariableExpansion" : {
      "containerPath" : "container:{{ name }}.xcodeproj",
      "identifier" : "{{ developmentAppID }}",
      "name" : "DevelopmentApp"
    }
  },
  "testTargets" : [
    {
      "target" : {
        "containerPath" : "container:{{ name }}.xcodeproj",
        "identifier" : "{{ developmentAppUITestsID }}",
        "name" : "DevelopmentAppUITests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:..",
        "identifier" : "DomainLayerTests",
        "name" : "DomainLayerTests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:..",
        "identifier" : "{{ presentationSupport }}Tests",
        "name" : "{{ presentationSupport }}Tests"
      }
    }
  ],
  "version" : 1
}

"""#,
        "new/TestPlans/DriverTests.xctestplan": #"""
{
  "configurations" : [
    {
      "id" : "{{ driverTestsPlanID }}",
      "name" : "Test Scheme Action",
      "options" : {

      }
    }
  ],
  "defaultOptions" : {

  },
  "testTargets" : [

  ],
  "version" : 1
}

"""#,
        "new/TestPlans/PresenterTests.xctestplan": #"""
{
  "configurations" : [
    {
      "id" : "{{ presenterTestsPlanID }}",
      "name" : "Test Scheme Action",
      "options" : {

      }
    }
  ],
  "defaultOptions" : {

  },
  "testTargets" : [
    {
      "target" : {
        "containerPath" : "container:",
        "identifier" : "{{ presentationSupport }}Tests",
        "name" : "{{ presentationSupport }}Tests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:",
        "identifier" : "DependencyInjectionLayerTests",
        "name" : "DependencyInjectionLayerTests"
      }
    }
  ],
  "version" : 1
}

"""#,
        "new/TestPlans/ProductionApp.xctestplan": #"""
{
  "configurations" : [
    {
      "id" : "{{ productionAppPlanID }}",
      "name" : "Test Scheme Action",
      "options" : {

      }
    }
  ],
  "defaultOptions" : {
    "targetForVariableExpansion" : {
      "containerPath" : "container:{{ name }}.xcodeproj",
      "identifier" : "{{ productionAppID }}",
      "name" : "ProductionApp"
    }
  },
  "testTargets" : [
    {
      "target" : {
        "containerPath" : "container:{{ name }}.xcodeproj",
        "identifier" : "{{ productionAppUITestsID }}",
        "name" : "ProductionAppUITests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:..",
        "identifier" : "DomainLayerTests",
        "name" : "DomainLayerTests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:..",
        "identifier" : "{{ presentationSupport }}Tests",
        "name" : "{{ presentationSupport }}Tests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:..",
        "identifier" : "DependencyInjectionLayerTests",
        "name" : "DependencyInjectionLayerTests"
      }
    }
  ],
  "version" : 1
}

"""#,
        "new/TestPlans/UnitTests.xctestplan": #"""
{
  "configurations" : [
    {
      "id" : "{{ unitTestsPlanID }}",
      "name" : "Test Scheme Action",
      "options" : {

      }
    }
  ],
  "defaultOptions" : {

  },
  "testTargets" : [
    {
      "target" : {
        "containerPath" : "container:",
        "identifier" : "DomainLayerTests",
        "name" : "DomainLayerTests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:",
        "identifier" : "{{ presentationSupport }}Tests",
        "name" : "{{ presentationSupport }}Tests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:",
        "identifier" : "DependencyInjectionLayerTests",
        "name" : "DependencyInjectionLayerTests"
      }
    }
  ],
  "version" : 1
}

"""#,
        "new/Tests/DependencyInjectionLayerTests/DIContainerTests.swift": ##"""
import DependencyInjectionLayer
import PresentationLayer
import Testing

struct DIContainerTests {
    @Test func servesAsEveryPresentersDependency() {
        let container: any DIContainerDependency = DIContainer()
        #expect(container is DIContainer)
        #expect(!(container is MockDIContainer))
    }
}

"""##,
        "new/Tests/DomainLayerTests/DomainErrorTests.swift": ##"""
import DomainLayer
import Testing

struct DomainErrorTests {
    @Test func describesItselfForPresenters() {
        #expect(DomainError.notFound.description == "not found")
        #expect(DomainError.unavailable(reason: "offline").description == "unavailable: offline")
    }

    @Test func comparesByCaseAndReason() {
        #expect(DomainError.unavailable(reason: "offline") != DomainError.unavailable(reason: "signed out"))
    }
}

"""##,
        "new/Tests/{{ presentationSupport }}Tests/LoadStateTests.swift": ##"""
import {{ presentationSupport }}
import Testing

struct LoadStateTests {
    @Test func exposesTheLoadedValue() {
        #expect(LoadState.loaded([1, 2]).value == [1, 2])
        #expect(LoadState<[Int]>.loading.value == nil)
    }

    @Test func exposesTheFailure() {
        #expect(LoadState<[Int]>.failed("offline").failure == "offline")
        #expect(LoadState.loaded([1]).failure == nil)
    }
}

"""##,
        "new/dot_github/workflows/ci.yml": ##"""
# {{ name }}'s CI, written by `fia new`: the package's tests on Linux (FIA's layers build without
# the apps), both apps' tests on an iOS Simulator, and `fia doctor`'s findings in code scanning.
name: CI

on:
  push:
    branches: [main]
  pull_request:

permissions:
  contents: read

jobs:
  package:
    name: Package tests (Linux)
    runs-on: ubuntu-latest
    container: swift:6.1
    steps:
      - uses: actions/checkout@v7
      - run: swift build --build-tests -Xswiftc -warnings-as-errors
      - run: swift test --skip-build

  apps:
    name: App tests (iOS Simulator)
    # Xcode 16 or later: the project uses folder-synchronized groups.
    runs-on: macos-26
    steps:
      - uses: actions/checkout@v7
      # The newest iOS runtime's first iPhone, chosen when the job runs: a simulator named here
      # would break the job the day the runner image stops shipping it.
      - name: Pick an available iPhone simulator
        run: |
          xcrun simctl list devices available --json > "$RUNNER_TEMP/devices.json"
          python3 - "$RUNNER_TEMP/devices.json" >> "$GITHUB_ENV" <<'PICK'
          import json, sys
          devices = json.load(open(sys.argv[1]))["devices"]
          def version(runtime):
              return [int(part) for part in runtime.rsplit("iOS-", 1)[1].split("-") if part.isdigit()]
          for runtime in sorted((r for r in devices if ".iOS-" in r), key=version, reverse=True):
              phones = [d for d in devices[runtime] if d.get("isAvailable", True) and d["name"].startswith("iPhone")]
              if phones:
                  print("SIMULATOR_DESTINATION=id=" + phones[0]["udid"])
                  sys.exit(0)
          sys.exit("error: this runner has no available iPhone simulator")
          PICK
{% if xcodegen %}
      - name: Generate the Xcode project
        run: |
          brew install xcodegen
          xcodegen generate --spec App/project.yml
{% endif %}
      - name: DevelopmentApp (MockDIContainer)
        run: xcodebuild test -workspace {{ name }}.xcworkspace -scheme DevelopmentApp -destination "$SIMULATOR_DESTINATION"
      - name: ProductionApp (DIContainer)
        run: xcodebuild test -workspace {{ name }}.xcworkspace -scheme ProductionApp -destination "$SIMULATOR_DESTINATION"

  doctor:
    name: fia doctor (code scanning)
    # fia is built from its source: set the repository variable FIA_GIT_URL to a clone URL of fia
    # (Settings, Secrets and variables, Actions, Variables). Until then this job shows as skipped.
    if: vars.FIA_GIT_URL != ''
    runs-on: ubuntu-latest
    container: swift:6.1
    permissions:
      contents: read
      security-events: write
    steps:
      - uses: actions/checkout@v7
      - name: Build fia
        env:
          FIA_GIT_URL: {{ "${{ vars.FIA_GIT_URL }}" }}
        run: |
          git config --global --add safe.directory "$GITHUB_WORKSPACE"
          git clone --depth 1 "$FIA_GIT_URL" "$RUNNER_TEMP/fia"
          swift build -c release --package-path "$RUNNER_TEMP/fia"
      - name: fia doctor
        run: '"$RUNNER_TEMP/fia/.build/release/fia" doctor --format sarif > fia.sarif'
      - uses: github/codeql-action/upload-sarif@v4
        if: always()
        with:
          sarif_file: fia.sarif
          category: fia-doctor

"""##,
        "new/dot_gitignore": ##"""
.DS_Store
/.build
/Packages
xcuserdata/
DerivedData/
.swiftpm/configuration/registries.json
.swiftpm/xcode/package.xcworkspace/contents.xcworkspacedata
.netrc
{% if xcodegen %}
# XcodeGen writes it from App/project.yml.
App/*.xcodeproj
{% endif %}

"""##,
        "new/dot_swiftpm/xcode/xcshareddata/xcschemes/{{ name }}.xcscheme": #"""
<?xml version="1.0" encoding="UTF-8"?>
<Scheme
   LastUpgradeVersion = "2710"
   version = "1.7">
   <BuildAction
      parallelizeBuildables = "YES"
      buildImplicitDependencies = "YES">
      <BuildActionEntries>
         <BuildActionEntry
            buildForTesting = "YES"
            buildForRunning = "YES"
            buildForProfiling = "YES"
            buildForArchiving = "YES"
            buildForAnalyzing = "YES">
            <BuildableReference
               BuildableIdentifier = "primary"
               BlueprintIdentifier = "DomainLayer"
               BuildableName = "DomainLayer"
               BlueprintName = "DomainLayer"
               ReferencedContainer = "container:">
            </BuildableReference>
         </BuildActionEntry>
         <BuildActionEntry
            buildForTesting = "YES"
            buildForRunning = "YES"
            buildForProfiling = "YES"
            buildForArchiving = "YES"
            buildForAnalyzing = "YES">
            <BuildableReference
               BuildableIdentifier = "primary"
               BlueprintIdentifier = "PresentationLayer"
               BuildableName = "PresentationLayer"
               BlueprintName = "PresentationLayer"
               ReferencedContainer = "container:">
            </BuildableReference>
         </BuildActionEntry>
         <BuildActionEntry
            buildForTesting = "YES"
            buildForRunning = "YES"
            buildForProfiling = "YES"
            buildForArchiving = "YES"
            buildForAnalyzing = "YES">
            <BuildableReference
               BuildableIdentifier = "primary"
               BlueprintIdentifier = "DependencyInjectionLayer"
               BuildableName = "DependencyInjectionLayer"
               BlueprintName = "DependencyInjectionLayer"
               ReferencedContainer = "container:">
            </BuildableReference>
         </BuildActionEntry>
      </BuildActionEntries>
   </BuildAction>
   <TestAction
      buildConfiguration = "Debug"
      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
      shouldUseLaunchSchemeArgsEnv = "YES">
      <TestPlans>
         <TestPlanReference
            reference = "container:TestPlans/UnitTests.xctestplan"
            default = "YES">
         </TestPlanReference>
         <TestPlanReference
            reference = "container:TestPlans/PresenterTests.xctestplan">
         </TestPlanReference>
         <TestPlanReference
            reference = "container:TestPlans/DriverTests.xctestplan">
         </TestPlanReference>
      </TestPlans>
   </TestAction>
   <LaunchAction
      buildConfiguration = "Debug"
      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
      launchStyle = "0"
      useCustomWorkingDirectory = "NO"
      ignoresPersistentStateOnLaunch = "NO"
      debugDocumentVersioning = "YES"
      debugServiceExtension = "internal"
      allowLocationSimulation = "YES">
   </LaunchAction>
   <ProfileAction
      buildConfiguration = "Release"
      shouldUseLaunchSchemeArgsEnv = "YES"
      savedToolIdentifier = ""
      useCustomWorkingDirectory = "NO"
      debugDocumentVersioning = "YES">
   </ProfileAction>
   <AnalyzeAction
      buildConfiguration = "Debug">
   </AnalyzeAction>
   <ArchiveAction
      buildConfiguration = "Release"
      revealArchiveInOrganizer = "YES">
   </ArchiveAction>
</Scheme>

"""#,
        "new/{% if not views or featureModules %}dot_fia/config.json{% endif %}": #"""
{
{% if featureModules %}  "featureModules": {
    "folder": "Sources/Features",
    "support": "PresentationSupport"
  }{% if not views %},{% endif %}
{% endif %}{% if not views %}  "views": false
{% endif %}}

"""#,
        "new/{% if not xcodegen %}App/{{ name }}.xcodeproj/project.pbxproj{% endif %}": #"""
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 77;
	objects = {

/* Begin PBXBuildFile section */
		F1A000000000000000000120 /* DomainLayer in Frameworks */ = {isa = PBXBuildFile; productRef = F1A000000000000000000110 /* DomainLayer */; };
		F1A000000000000000000121 /* PresentationLayer in Frameworks */ = {isa = PBXBuildFile; productRef = F1A000000000000000000111 /* PresentationLayer */; };
		F1A000000000000000000220 /* DomainLayer in Frameworks */ = {isa = PBXBuildFile; productRef = F1A000000000000000000210 /* DomainLayer */; };
		F1A000000000000000000221 /* PresentationLayer in Frameworks */ = {isa = PBXBuildFile; productRef = F1A000000000000000000211 /* PresentationLayer */; };
		F1A000000000000000000222 /* DependencyInjectionLayer in Frameworks */ = {isa = PBXBuildFile; productRef = F1A000000000000000000212 /* DependencyInjectionLayer */; };
{% if views %}
		F1A000000000000000000320 /* PresentationLayer in Frameworks */ = {isa = PBXBuildFile; productRef = F1A000000000000000000310 /* PresentationLayer */; };
		F1A000000000000000000420 /* PresentationLayer in Frameworks */ = {isa = PBXBuildFile; productRef = F1A000000000000000000410 /* PresentationLayer */; };
{% endif %}
/* End PBXBuildFile section */

/* Begin PBXContainerItemProxy section */
		F1A000000000000000000307 /* PBXContainerItemProxy */ = {
			isa = PBXContainerItemProxy;
			containerPortal = F1A000000000000000000001 /* Project object */;
			proxyType = 1;
			remoteGlobalIDString = {{ developmentAppID }};
			remoteInfo = DevelopmentApp;
		};
		F1A000000000000000000407 /* PBXContainerItemProxy */ = {
			isa = PBXContainerItemProxy;
			containerPortal = F1A000000000000000000001 /* Project object */;
			proxyType = 1;
			remoteGlobalIDString = {{ productionAppID }};
			remoteInfo = ProductionApp;
		};
/* End PBXContainerItemProxy section */

/* Begin PBXFileReference section */
		F1A000000000000000000020 /* DevelopmentApp.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = DevelopmentApp.app; sourceTree = BUILT_PRODUCTS_DIR; };
		F1A000000000000000000021 /* ProductionApp.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = ProductionApp.app; sourceTree = BUILT_PRODUCTS_DIR; };
		F1A000000000000000000022 /* DevelopmentAppUITests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = DevelopmentAppUITests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
		F1A000000000000000000023 /* ProductionAppUITests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = ProductionAppUITests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
/* End PBXFileReference section */

/* Begin PBXFileSystemSynchronizedRootGroup section */
		F1A000000000000000000010 /* Development */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			path = Development;
			sourceTree = "<group>";
		};
		F1A000000000000000000011 /* Production */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			path = Production;
			sourceTree = "<group>";
		};
		F1A000000000000000000012 /* Shared */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			path = Shared;
			sourceTree = "<group>";
		};
		F1A000000000000000000013 /* UITests */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			path = UITests;
			sourceTree = "<group>";
		};
/* End PBXFileSystemSynchronizedRootGroup section */

/* Begin PBXFrameworksBuildPhase section */
		F1A000000000000000000106 /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
				F1A000000000000000000120 /* DomainLayer in Frameworks */,
				F1A000000000000000000121 /* PresentationLayer in Frameworks */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000206 /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
				F1A000000000000000000220 /* DomainLayer in Frameworks */,
				F1A000000000000000000221 /* PresentationLayer in Frameworks */,
				F1A000000000000000000222 /* DependencyInjectionLayer in Frameworks */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000306 /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
{% if views %}
				F1A000000000000000000320 /* PresentationLayer in Frameworks */,
{% endif %}
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000406 /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
{% if views %}
				F1A000000000000000000420 /* PresentationLayer in Frameworks */,
{% endif %}
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXFrameworksBuildPhase section */

/* Begin PBXGroup section */
		F1A000000000000000000002 = {
			isa = PBXGroup;
			children = (
				F1A000000000000000000010 /* Development */,
				F1A000000000000000000011 /* Production */,
				F1A000000000000000000012 /* Shared */,
				F1A000000000000000000013 /* UITests */,
				F1A000000000000000000003 /* Products */,
			);
			sourceTree = "<group>";
		};
		F1A000000000000000000003 /* Products */ = {
			isa = PBXGroup;
			children = (
				F1A000000000000000000020 /* DevelopmentApp.app */,
				F1A000000000000000000021 /* ProductionApp.app */,
				F1A000000000000000000022 /* DevelopmentAppUITests.xctest */,
				F1A000000000000000000023 /* ProductionAppUITests.xctest */,
			);
			name = Products;
			sourceTree = "<group>";
		};
/* End PBXGroup section */

/* Begin PBXNativeTarget section */
{% for target in appTargetsInIDOrder %}
{% if target.developmentApp %}
		{{ developmentAppID }} /* DevelopmentApp */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = F1A000000000000000000100 /* Build configuration list for PBXNativeTarget "DevelopmentApp" */;
			buildPhases = (
				F1A000000000000000000103 /* fia doctor */,
				F1A000000000000000000104 /* Sources */,
				F1A000000000000000000105 /* Resources */,
				F1A000000000000000000106 /* Frameworks */,
			);
			buildRules = (
			);
			dependencies = (
			);
			fileSystemSynchronizedGroups = (
				F1A000000000000000000010 /* Development */,
				F1A000000000000000000012 /* Shared */,
			);
			name = DevelopmentApp;
			packageProductDependencies = (
				F1A000000000000000000110 /* DomainLayer */,
				F1A000000000000000000111 /* PresentationLayer */,
			);
			productName = DevelopmentApp;
			productReference = F1A000000000000000000020 /* DevelopmentApp.app */;
			productType = "com.apple.product-type.application";
		};
{% endif %}
{% if target.developmentAppUITests %}
		{{ developmentAppUITestsID }} /* DevelopmentAppUITests */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = F1A000000000000000000300 /* Build configuration list for PBXNativeTarget "DevelopmentAppUITests" */;
			buildPhases = (
				F1A000000000000000000304 /* Sources */,
				F1A000000000000000000305 /* Resources */,
				F1A000000000000000000306 /* Frameworks */,
			);
			buildRules = (
			);
			dependencies = (
				F1A000000000000000000308 /* PBXTargetDependency */,
			);
			fileSystemSynchronizedGroups = (
				F1A000000000000000000013 /* UITests */,
			);
			name = DevelopmentAppUITests;
			packageProductDependencies = (
{% if views %}
				F1A000000000000000000310 /* PresentationLayer */,
{% endif %}
			);
			productName = DevelopmentAppUITests;
			productReference = F1A000000000000000000022 /* DevelopmentAppUITests.xctest */;
			productType = "com.apple.product-type.bundle.ui-testing";
		};
{% endif %}
{% if target.productionApp %}
		{{ productionAppID }} /* ProductionApp */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = F1A000000000000000000200 /* Build configuration list for PBXNativeTarget "ProductionApp" */;
			buildPhases = (
				F1A000000000000000000203 /* fia doctor */,
				F1A000000000000000000204 /* Sources */,
				F1A000000000000000000205 /* Resources */,
				F1A000000000000000000206 /* Frameworks */,
			);
			buildRules = (
			);
			dependencies = (
			);
			fileSystemSynchronizedGroups = (
				F1A000000000000000000011 /* Production */,
				F1A000000000000000000012 /* Shared */,
			);
			name = ProductionApp;
			packageProductDependencies = (
				F1A000000000000000000210 /* DomainLayer */,
				F1A000000000000000000211 /* PresentationLayer */,
				F1A000000000000000000212 /* DependencyInjectionLayer */,
			);
			productName = ProductionApp;
			productReference = F1A000000000000000000021 /* ProductionApp.app */;
			productType = "com.apple.product-type.application";
		};
{% endif %}
{% if target.productionAppUITests %}
		{{ productionAppUITestsID }} /* ProductionAppUITests */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = F1A000000000000000000400 /* Build configuration list for PBXNativeTarget "ProductionAppUITests" */;
			buildPhases = (
				F1A000000000000000000404 /* Sources */,
				F1A000000000000000000405 /* Resources */,
				F1A000000000000000000406 /* Frameworks */,
			);
			buildRules = (
			);
			dependencies = (
				F1A000000000000000000408 /* PBXTargetDependency */,
			);
			fileSystemSynchronizedGroups = (
				F1A000000000000000000013 /* UITests */,
			);
			name = ProductionAppUITests;
			packageProductDependencies = (
{% if views %}
				F1A000000000000000000410 /* PresentationLayer */,
{% endif %}
			);
			productName = ProductionAppUITests;
			productReference = F1A000000000000000000023 /* ProductionAppUITests.xctest */;
			productType = "com.apple.product-type.bundle.ui-testing";
		};
{% endif %}
{% endfor %}
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		F1A000000000000000000001 /* Project object */ = {
			isa = PBXProject;
			attributes = {
				BuildIndependentTargetsInParallel = 1;
				LastSwiftUpdateCheck = 2710;
				LastUpgradeCheck = 2710;
				TargetAttributes = {
{% for target in appTargetsInIDOrder %}
{% if target.developmentAppUITests %}
					{{ developmentAppUITestsID }} = {
						TestTargetID = {{ developmentAppID }};
					};
{% endif %}
{% if target.productionAppUITests %}
					{{ productionAppUITestsID }} = {
						TestTargetID = {{ productionAppID }};
					};
{% endif %}
{% endfor %}
				};
			};
			buildConfigurationList = F1A000000000000000000004 /* Build configuration list for PBXProject "{{ name }}" */;
			developmentRegion = en;
			hasScannedForEncodings = 0;
			knownRegions = (
				en,
				Base,
			);
			mainGroup = F1A000000000000000000002;
			minimizedProjectReferenceProxies = 1;
			packageReferences = (
				F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */,
			);
			preferredProjectObjectVersion = 77;
			productRefGroup = F1A000000000000000000003 /* Products */;
			projectDirPath = "";
			projectRoot = "";
			targets = (
				{{ developmentAppID }} /* DevelopmentApp */,
				{{ developmentAppUITestsID }} /* DevelopmentAppUITests */,
				{{ productionAppID }} /* ProductionApp */,
				{{ productionAppUITestsID }} /* ProductionAppUITests */,
			);
		};
/* End PBXProject section */

/* Begin PBXResourcesBuildPhase section */
		F1A000000000000000000105 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000205 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000305 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000405 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXResourcesBuildPhase section */

/* Begin PBXShellScriptBuildPhase section */
		F1A000000000000000000103 /* fia doctor */ = {
			isa = PBXShellScriptBuildPhase;
			alwaysOutOfDate = 1;
			buildActionMask = 2147483647;
			files = (
			);
			inputFileListPaths = (
			);
			inputPaths = (
			);
			name = "fia doctor";
			outputFileListPaths = (
			);
			outputPaths = (
			);
			runOnlyForDeploymentPostprocessing = 0;
			shellPath = /bin/sh;
			shellScript = "export PATH=\"$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin\"\nif command -v fia >/dev/null 2>&1; then\n  fia doctor --project \"$SRCROOT/..\" --format xcode\nelse\n  echo \"warning: fia is not installed, so FIA's rules are not checked on this build; install it: build fia with 'swift build -c release' and copy .build/release/fia to /usr/local/bin\"\nfi\n";
		};
		F1A000000000000000000203 /* fia doctor */ = {
			isa = PBXShellScriptBuildPhase;
			alwaysOutOfDate = 1;
			buildActionMask = 2147483647;
			files = (
			);
			inputFileListPaths = (
			);
			inputPaths = (
			);
			name = "fia doctor";
			outputFileListPaths = (
			);
			outputPaths = (
			);
			runOnlyForDeploymentPostprocessing = 0;
			shellPath = /bin/sh;
			shellScript = "export PATH=\"$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin\"\nif command -v fia >/dev/null 2>&1; then\n  fia doctor --project \"$SRCROOT/..\" --format xcode\nelse\n  echo \"warning: fia is not installed, so FIA's rules are not checked on this build; install it: build fia with 'swift build -c release' and copy .build/release/fia to /usr/local/bin\"\nfi\n";
		};
/* End PBXShellScriptBuildPhase section */

/* Begin PBXSourcesBuildPhase section */
		F1A000000000000000000104 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000204 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000304 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000404 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXSourcesBuildPhase section */

/* Begin PBXTargetDependency section */
		F1A000000000000000000308 /* PBXTargetDependency */ = {
			isa = PBXTargetDependency;
			target = {{ developmentAppID }} /* DevelopmentApp */;
			targetProxy = F1A000000000000000000307 /* PBXContainerItemProxy */;
		};
		F1A000000000000000000408 /* PBXTargetDependency */ = {
			isa = PBXTargetDependency;
			target = {{ productionAppID }} /* ProductionApp */;
			targetProxy = F1A000000000000000000407 /* PBXContainerItemProxy */;
		};
/* End PBXTargetDependency section */

/* Begin XCBuildConfiguration section */
		F1A000000000000000000005 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ALWAYS_SEARCH_USER_PATHS = NO;
				ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;
				CLANG_ANALYZER_NONNULL = YES;
				CLANG_ANALYZER_NUMBER_OBJECT_CONVERSION = YES_AGGRESSIVE;
				CLANG_CXX_LANGUAGE_STANDARD = "gnu++20";
				CLANG_ENABLE_MODULES = YES;
				CLANG_ENABLE_OBJC_ARC = YES;
				CLANG_ENABLE_OBJC_WEAK = YES;
				CLANG_WARN_BLOCK_CAPTURE_AUTORELEASING = YES;
				CLANG_WARN_BOOL_CONVERSION = YES;
				CLANG_WARN_COMMA = YES;
				CLANG_WARN_CONSTANT_CONVERSION = YES;
				CLANG_WARN_DEPRECATED_OBJC_IMPLEMENTATIONS = YES;
				CLANG_WARN_DIRECT_OBJC_ISA_USAGE = YES_ERROR;
				CLANG_WARN_DOCUMENTATION_COMMENTS = YES;
				CLANG_WARN_EMPTY_BODY = YES;
				CLANG_WARN_ENUM_CONVERSION = YES;
				CLANG_WARN_INFINITE_RECURSION = YES;
				CLANG_WARN_INT_CONVERSION = YES;
				CLANG_WARN_NON_LITERAL_NULL_CONVERSION = YES;
				CLANG_WARN_OBJC_IMPLICIT_RETAIN_SELF = YES;
				CLANG_WARN_OBJC_LITERAL_CONVERSION = YES;
				CLANG_WARN_OBJC_ROOT_CLASS = YES_ERROR;
				CLANG_WARN_QUOTED_INCLUDE_IN_FRAMEWORK_HEADER = YES;
				CLANG_WARN_RANGE_LOOP_ANALYSIS = YES;
				CLANG_WARN_STRICT_PROTOTYPES = YES;
				CLANG_WARN_SUSPICIOUS_MOVE = YES;
				CLANG_WARN_UNGUARDED_AVAILABILITY = YES_AGGRESSIVE;
				CLANG_WARN_UNREACHABLE_CODE = YES;
				CLANG_WARN__DUPLICATE_METHOD_MATCH = YES;
				COPY_PHASE_STRIP = NO;
				CURRENT_PROJECT_VERSION = 1;
				DEBUG_INFORMATION_FORMAT = dwarf;
				ENABLE_STRICT_OBJC_MSGSEND = YES;
				ENABLE_TESTABILITY = YES;
				ENABLE_USER_SCRIPT_SANDBOXING = YES;
				GCC_C_LANGUAGE_STANDARD = gnu17;
				GCC_DYNAMIC_NO_PIC = NO;
				GCC_NO_COMMON_BLOCKS = YES;
				GCC_OPTIMIZATION_LEVEL = 0;
				GCC_PREPROCESSOR_DEFINITIONS = (
					"DEBUG=1",
					"$(inherited)",
				);
				GCC_WARN_64_TO_32_BIT_CONVERSION = YES;
				GCC_WARN_ABOUT_RETURN_TYPE = YES_ERROR;
				GCC_WARN_UNDECLARED_SELECTOR = YES;
				GCC_WARN_UNINITIALIZED_AUTOS = YES_AGGRESSIVE;
				GCC_WARN_UNUSED_FUNCTION = YES;
				GCC_WARN_UNUSED_VARIABLE = YES;
				GENERATE_INFOPLIST_FILE = YES;
				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
				LOCALIZATION_PREFERS_STRING_CATALOGS = YES;
				MARKETING_VERSION = 1.0;
				MTL_ENABLE_DEBUG_INFO = INCLUDE_SOURCE;
				MTL_FAST_MATH = YES;
				ONLY_ACTIVE_ARCH = YES;
				SDKROOT = iphoneos;
				STRING_CATALOG_GENERATE_SYMBOLS = YES;
				SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
				SWIFT_OPTIMIZATION_LEVEL = "-Onone";
				SWIFT_VERSION = 6.0;
			};
			name = Debug;
		};
		F1A000000000000000000006 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ALWAYS_SEARCH_USER_PATHS = NO;
				ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;
				CLANG_ANALYZER_NONNULL = YES;
				CLANG_ANALYZER_NUMBER_OBJECT_CONVERSION = YES_AGGRESSIVE;
				CLANG_CXX_LANGUAGE_STANDARD = "gnu++20";
				CLANG_ENABLE_MODULES = YES;
				CLANG_ENABLE_OBJC_ARC = YES;
				CLANG_ENABLE_OBJC_WEAK = YES;
				CLANG_WARN_BLOCK_CAPTURE_AUTORELEASING = YES;
				CLANG_WARN_BOOL_CONVERSION = YES;
				CLANG_WARN_COMMA = YES;
				CLANG_WARN_CONSTANT_CONVERSION = YES;
				CLANG_WARN_DEPRECATED_OBJC_IMPLEMENTATIONS = YES;
				CLANG_WARN_DIRECT_OBJC_ISA_USAGE = YES_ERROR;
				CLANG_WARN_DOCUMENTATION_COMMENTS = YES;
				CLANG_WARN_EMPTY_BODY = YES;
				CLANG_WARN_ENUM_CONVERSION = YES;
				CLANG_WARN_INFINITE_RECURSION = YES;
				CLANG_WARN_INT_CONVERSION = YES;
				CLANG_WARN_NON_LITERAL_NULL_CONVERSION = YES;
				CLANG_WARN_OBJC_IMPLICIT_RETAIN_SELF = YES;
				CLANG_WARN_OBJC_LITERAL_CONVERSION = YES;
				CLANG_WARN_OBJC_ROOT_CLASS = YES_ERROR;
				CLANG_WARN_QUOTED_INCLUDE_IN_FRAMEWORK_HEADER = YES;
				CLANG_WARN_RANGE_LOOP_ANALYSIS = YES;
				CLANG_WARN_STRICT_PROTOTYPES = YES;
				CLANG_WARN_SUSPICIOUS_MOVE = YES;
				CLANG_WARN_UNGUARDED_AVAILABILITY = YES_AGGRESSIVE;
				CLANG_WARN_UNREACHABLE_CODE = YES;
				CLANG_WARN__DUPLICATE_METHOD_MATCH = YES;
				COPY_PHASE_STRIP = NO;
				CURRENT_PROJECT_VERSION = 1;
				DEBUG_INFORMATION_FORMAT = "dwarf-with-dsym";
				ENABLE_NS_ASSERTIONS = NO;
				ENABLE_STRICT_OBJC_MSGSEND = YES;
				ENABLE_USER_SCRIPT_SANDBOXING = YES;
				GCC_C_LANGUAGE_STANDARD = gnu17;
				GCC_NO_COMMON_BLOCKS = YES;
				GCC_WARN_64_TO_32_BIT_CONVERSION = YES;
				GCC_WARN_ABOUT_RETURN_TYPE = YES_ERROR;
				GCC_WARN_UNDECLARED_SELECTOR = YES;
				GCC_WARN_UNINITIALIZED_AUTOS = YES_AGGRESSIVE;
				GCC_WARN_UNUSED_FUNCTION = YES;
				GCC_WARN_UNUSED_VARIABLE = YES;
				GENERATE_INFOPLIST_FILE = YES;
				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
				LOCALIZATION_PREFERS_STRING_CATALOGS = YES;
				MARKETING_VERSION = 1.0;
				MTL_ENABLE_DEBUG_INFO = NO;
				MTL_FAST_MATH = YES;
				SDKROOT = iphoneos;
				STRING_CATALOG_GENERATE_SYMBOLS = YES;
				SWIFT_COMPILATION_MODE = wholemodule;
				SWIFT_VERSION = 6.0;
				VALIDATE_PRODUCT = YES;
			};
			name = Release;
		};
		F1A000000000000000000101 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				CODE_SIGN_STYLE = Automatic;
				ENABLE_PREVIEWS = YES;
				ENABLE_USER_SCRIPT_SANDBOXING = NO;
				INFOPLIST_KEY_CFBundleDisplayName = "{{ name }} Dev";
				INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
				INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents = YES;
				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "{{ bundleIDPrefix }}.{{ name }}.development";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = YES;
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Debug;
		};
		F1A000000000000000000102 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				CODE_SIGN_STYLE = Automatic;
				ENABLE_PREVIEWS = YES;
				ENABLE_USER_SCRIPT_SANDBOXING = NO;
				INFOPLIST_KEY_CFBundleDisplayName = "{{ name }} Dev";
				INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
				INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents = YES;
				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "{{ bundleIDPrefix }}.{{ name }}.development";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = YES;
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Release;
		};
		F1A000000000000000000201 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				CODE_SIGN_STYLE = Automatic;
				ENABLE_PREVIEWS = YES;
				ENABLE_USER_SCRIPT_SANDBOXING = NO;
				INFOPLIST_KEY_CFBundleDisplayName = "{{ name }}";
				INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
				INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents = YES;
				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "{{ bundleIDPrefix }}.{{ name }}";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = YES;
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Debug;
		};
		F1A000000000000000000202 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				CODE_SIGN_STYLE = Automatic;
				ENABLE_PREVIEWS = YES;
				ENABLE_USER_SCRIPT_SANDBOXING = NO;
				INFOPLIST_KEY_CFBundleDisplayName = "{{ name }}";
				INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
				INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents = YES;
				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "{{ bundleIDPrefix }}.{{ name }}";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = YES;
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Release;
		};
		F1A000000000000000000301 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				CODE_SIGN_STYLE = Automatic;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
					"@loader_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "{{ bundleIDPrefix }}.{{ name }}.development.uitests";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = NO;
				TARGETED_DEVICE_FAMILY = "1,2";
				TEST_TARGET_NAME = DevelopmentApp;
			};
			name = Debug;
		};
		F1A000000000000000000302 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				CODE_SIGN_STYLE = Automatic;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
					"@loader_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "{{ bundleIDPrefix }}.{{ name }}.development.uitests";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = NO;
				TARGETED_DEVICE_FAMILY = "1,2";
				TEST_TARGET_NAME = DevelopmentApp;
			};
			name = Release;
		};
		F1A000000000000000000401 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				CODE_SIGN_STYLE = Automatic;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
					"@loader_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "{{ bundleIDPrefix }}.{{ name }}.uitests";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = NO;
				TARGETED_DEVICE_FAMILY = "1,2";
				TEST_TARGET_NAME = ProductionApp;
			};
			name = Debug;
		};
		F1A000000000000000000402 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				CODE_SIGN_STYLE = Automatic;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
					"@loader_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "{{ bundleIDPrefix }}.{{ name }}.uitests";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = NO;
				TARGETED_DEVICE_FAMILY = "1,2";
				TEST_TARGET_NAME = ProductionApp;
			};
			name = Release;
		};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		F1A000000000000000000004 /* Build configuration list for PBXProject "{{ name }}" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				F1A000000000000000000005 /* Debug */,
				F1A000000000000000000006 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		F1A000000000000000000100 /* Build configuration list for PBXNativeTarget "DevelopmentApp" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				F1A000000000000000000101 /* Debug */,
				F1A000000000000000000102 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		F1A000000000000000000200 /* Build configuration list for PBXNativeTarget "ProductionApp" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				F1A000000000000000000201 /* Debug */,
				F1A000000000000000000202 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		F1A000000000000000000300 /* Build configuration list for PBXNativeTarget "DevelopmentAppUITests" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				F1A000000000000000000301 /* Debug */,
				F1A000000000000000000302 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		F1A000000000000000000400 /* Build configuration list for PBXNativeTarget "ProductionAppUITests" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				F1A000000000000000000401 /* Debug */,
				F1A000000000000000000402 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
/* End XCConfigurationList section */

/* Begin XCLocalSwiftPackageReference section */
		F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */ = {
			isa = XCLocalSwiftPackageReference;
			relativePath = ..;
		};
/* End XCLocalSwiftPackageReference section */

/* Begin XCSwiftPackageProductDependency section */
		F1A000000000000000000110 /* DomainLayer */ = {
			isa = XCSwiftPackageProductDependency;
			package = F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */;
			productName = DomainLayer;
		};
		F1A000000000000000000111 /* PresentationLayer */ = {
			isa = XCSwiftPackageProductDependency;
			package = F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */;
			productName = PresentationLayer;
		};
		F1A000000000000000000210 /* DomainLayer */ = {
			isa = XCSwiftPackageProductDependency;
			package = F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */;
			productName = DomainLayer;
		};
		F1A000000000000000000211 /* PresentationLayer */ = {
			isa = XCSwiftPackageProductDependency;
			package = F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */;
			productName = PresentationLayer;
		};
		F1A000000000000000000212 /* DependencyInjectionLayer */ = {
			isa = XCSwiftPackageProductDependency;
			package = F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */;
			productName = DependencyInjectionLayer;
		};
{% if views %}
		F1A000000000000000000310 /* PresentationLayer */ = {
			isa = XCSwiftPackageProductDependency;
			package = F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */;
			productName = PresentationLayer;
		};
		F1A000000000000000000410 /* PresentationLayer */ = {
			isa = XCSwiftPackageProductDependency;
			package = F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */;
			productName = PresentationLayer;
		};
{% endif %}
/* End XCSwiftPackageProductDependency section */
	};
	rootObject = F1A000000000000000000001 /* Project object */;
}

"""#,
        "new/{% if not xcodegen %}App/{{ name }}.xcodeproj/xcshareddata/xcschemes/DevelopmentApp.xcscheme{% endif %}": #"""
<?xml version="1.0" encoding="UTF-8"?>
<Scheme
   LastUpgradeVersion = "2710"
   version = "1.7">
   <BuildAction
      parallelizeBuildables = "YES"
      buildImplicitDependencies = "YES">
      <BuildActionEntries>
         <BuildActionEntry
            buildForTesting = "YES"
            buildForRunning = "YES"
            buildForProfiling = "YES"
            buildForArchiving = "YES"
            buildForAnalyzing = "YES">
            <BuildableReference
               BuildableIdentifier = "primary"
               BlueprintIdentifier = "{{ developmentAppID }}"
               BuildableName = "DevelopmentApp.app"
               BlueprintName = "DevelopmentApp"
               ReferencedContainer = "container:{{ name }}.xcodeproj">
            </BuildableReference>
         </BuildActionEntry>
      </BuildActionEntries>
   </BuildAction>
   <TestAction
      buildConfiguration = "Debug"
      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
      shouldUseLaunchSchemeArgsEnv = "YES">
      <TestPlans>
         <TestPlanReference
            reference = "container:../TestPlans/DevelopmentApp.xctestplan"
            default = "YES">
         </TestPlanReference>
      </TestPlans>
   </TestAction>
   <LaunchAction
      buildConfiguration = "Debug"
      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
      launchStyle = "0"
      useCustomWorkingDirectory = "NO"
      ignoresPersistentStateOnLaunch = "NO"
      debugDocumentVersioning = "YES"
      debugServiceExtension = "internal"
      allowLocationSimulation = "YES">
      <BuildableProductRunnable
         runnableDebuggingMode = "0">
         <BuildableReference
            BuildableIdentifier = "primary"
            BlueprintIdentifier = "{{ developmentAppID }}"
            BuildableName = "DevelopmentApp.app"
            BlueprintName = "DevelopmentApp"
            ReferencedContainer = "container:{{ name }}.xcodeproj">
         </BuildableReference>
      </BuildableProductRunnable>
   </LaunchAction>
   <ProfileAction
      buildConfiguration = "Release"
      shouldUseLaunchSchemeArgsEnv = "YES"
      savedToolIdentifier = ""
      useCustomWorkingDirectory = "NO"
      debugDocumentVersioning = "YES">
      <BuildableProductRunnable
         runnableDebuggingMode = "0">
         <BuildableReference
            BuildableIdentifier = "primary"
            BlueprintIdentifier = "{{ developmentAppID }}"
            BuildableName = "DevelopmentApp.app"
            BlueprintName = "DevelopmentApp"
            ReferencedContainer = "container:{{ name }}.xcodeproj">
         </BuildableReference>
      </BuildableProductRunnable>
   </ProfileAction>
   <AnalyzeAction
      buildConfiguration = "Debug">
   </AnalyzeAction>
   <ArchiveAction
      buildConfiguration = "Release"
      revealArchiveInOrganizer = "YES">
   </ArchiveAction>
</Scheme>

"""#,
        "new/{% if not xcodegen %}App/{{ name }}.xcodeproj/xcshareddata/xcschemes/ProductionApp.xcscheme{% endif %}": #"""
<?xml version="1.0" encoding="UTF-8"?>
<Scheme
   LastUpgradeVersion = "2710"
   version = "1.7">
   <BuildAction
      parallelizeBuildables = "YES"
      buildImplicitDependencies = "YES">
      <BuildActionEntries>
         <BuildActionEntry
            buildForTesting = "YES"
            buildForRunning = "YES"
            buildForProfiling = "YES"
            buildForArchiving = "YES"
            buildForAnalyzing = "YES">
            <BuildableReference
               BuildableIdentifier = "primary"
               BlueprintIdentifier = "{{ productionAppID }}"
               BuildableName = "ProductionApp.app"
               BlueprintName = "ProductionApp"
               ReferencedContainer = "container:{{ name }}.xcodeproj">
            </BuildableReference>
         </BuildActionEntry>
      </BuildActionEntries>
   </BuildAction>
   <TestAction
      buildConfiguration = "Debug"
      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
      shouldUseLaunchSchemeArgsEnv = "YES">
      <TestPlans>
         <TestPlanReference
            reference = "container:../TestPlans/ProductionApp.xctestplan"
            default = "YES">
         </TestPlanReference>
      </TestPlans>
   </TestAction>
   <LaunchAction
      buildConfiguration = "Debug"
      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
      launchStyle = "0"
      useCustomWorkingDirectory = "NO"
      ignoresPersistentStateOnLaunch = "NO"
      debugDocumentVersioning = "YES"
      debugServiceExtension = "internal"
      allowLocationSimulation = "YES">
      <BuildableProductRunnable
         runnableDebuggingMode = "0">
         <BuildableReference
            BuildableIdentifier = "primary"
            BlueprintIdentifier = "{{ productionAppID }}"
            BuildableName = "ProductionApp.app"
            BlueprintName = "ProductionApp"
            ReferencedContainer = "container:{{ name }}.xcodeproj">
         </BuildableReference>
      </BuildableProductRunnable>
   </LaunchAction>
   <ProfileAction
      buildConfiguration = "Release"
      shouldUseLaunchSchemeArgsEnv = "YES"
      savedToolIdentifier = ""
      useCustomWorkingDirectory = "NO"
      debugDocumentVersioning = "YES">
      <BuildableProductRunnable
         runnableDebuggingMode = "0">
         <BuildableReference
            BuildableIdentifier = "primary"
            BlueprintIdentifier = "{{ productionAppID }}"
            BuildableName = "ProductionApp.app"
            BlueprintName = "ProductionApp"
            ReferencedContainer = "container:{{ name }}.xcodeproj">
         </BuildableReference>
      </BuildableProductRunnable>
   </ProfileAction>
   <AnalyzeAction
      buildConfiguration = "Debug">
   </AnalyzeAction>
   <ArchiveAction
      buildConfiguration = "Release"
      revealArchiveInOrganizer = "YES">
   </ArchiveAction>
</Scheme>

"""#,
        "new/{% if views %}Sources/PresentationLayer/AppScreen.swift{% endif %}": ##"""
#if canImport(SwiftUI)
import SwiftUI
#endif

/// Every screen the apps can show, one case per feature; `fia add feature` adds each new one.
/// The root screen lists `allCases`, and `view(container:)` switches over every case, so a
/// screen without a view is a compile error, not a dead end.
public enum AppScreen: CaseIterable, Hashable, Sendable {
}

#if canImport(SwiftUI)
extension AppScreen {
    /// The screen's view on `container`: `MockDIContainer` in the Development app and in previews,
    /// `DIContainer` in the Production app. (`AnyView`, because a new project's switch has no case
    /// yet, and a `@ViewBuilder` switch needs one.)
    @MainActor
    public func view<Container: DIContainerDependency>(container: Container) -> AnyView {
        switch self {
        }
    }
}
#endif

"""##,
        "new/{% if xcodegen %}App/project.yml{% endif %}": ##"""
# XcodeGen spec for the two iOS apps: `xcodegen generate --spec App/project.yml`
# writes App/{{ name }}.xcodeproj (ignored by git; regenerate it any time), which
# {{ name }}.xcworkspace lists beside the package.
#
# DevelopmentApp links only PresentationLayer and DomainLayer and runs on MockDIContainer,
# so it never compiles a framework module. ProductionApp adds DependencyInjectionLayer.
# Each app has a UI-test target (App/UITests) and a shared scheme whose test action runs
# its test plan (TestPlans/<App>.xctestplan: its UI tests and the package's tests), which
# fia keeps complete: adding a feature, driver or use case never edits this file.
# The package is in the workspace, not in the project (`excludeFromProject`), as in the
# Xcode project fia writes without --xcodegen; the apps' folders are Xcode 16's synchronized
# folders, so adding a file never needs a regeneration.
# Every value is quoted (but booleans and the build phase's script), so names such as `Yes`
# or `Null` stay strings.
name: "{{ name }}"
options:
  bundleIdPrefix: "{{ bundleIDPrefix }}"
  deploymentTarget:
    iOS: "17.0"
  # Today's Xcode: LastUpgradeCheck and the schemes' LastUpgradeVersion (XcodeGen's own default is 14.3).
  xcodeVersion: "27.1"
packages:
  "{{ name }}":
    path: ".."
    excludeFromProject: true
settings:
  base:
    # The project settings of Xcode's iOS App template that XcodeGen's presets lack, so Xcode
    # offers no "Update to recommended settings".
    ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS: "YES"
    CLANG_CXX_LANGUAGE_STANDARD: "gnu++20"
    ENABLE_USER_SCRIPT_SANDBOXING: "YES"
    GCC_C_LANGUAGE_STANDARD: "gnu17"
    LOCALIZATION_PREFERS_STRING_CATALOGS: "YES"
    STRING_CATALOG_GENERATE_SYMBOLS: "YES"
    SWIFT_VERSION: "6.0"
    MARKETING_VERSION: "1.0"
    CURRENT_PROJECT_VERSION: "1"
    GENERATE_INFOPLIST_FILE: "YES"
    ASSETCATALOG_COMPILER_APPICON_NAME: "AppIcon"
    INFOPLIST_KEY_UIApplicationSceneManifest_Generation: "YES"
    INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents: "YES"
    INFOPLIST_KEY_UILaunchScreen_Generation: "YES"
    INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone: "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"
    INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad: "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"
targets:
  DevelopmentApp:
    type: "application"
    platform: "iOS"
    sources:
      - path: "Development"
        type: "syncedFolder"
      - path: "Shared"
        type: "syncedFolder"
    settings:
      base:
        PRODUCT_BUNDLE_IDENTIFIER: "{{ bundleIDPrefix }}.{{ name }}.development"
        INFOPLIST_KEY_CFBundleDisplayName: "{{ name }} Dev"
        # fia doctor's build phase reads the whole project, which Xcode's script sandbox forbids.
        ENABLE_USER_SCRIPT_SANDBOXING: "NO"
    # fia doctor build phase (begin): FIA's rules checked on every build, findings inline in Xcode.
    preBuildScripts:
      - name: "fia doctor"
        basedOnDependencyAnalysis: false
        script: |
          export PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin"
          if command -v fia >/dev/null 2>&1; then
            fia doctor --project "$SRCROOT/.." --format xcode
          else
            echo "warning: fia is not installed, so FIA's rules are not checked on this build; install it: build fia with 'swift build -c release' and copy .build/release/fia to /usr/local/bin"
          fi
    # fia doctor build phase (end)
    dependencies:
      - package: "{{ name }}"
        product: "DomainLayer"
      - package: "{{ name }}"
        product: "PresentationLayer"
  ProductionApp:
    type: "application"
    platform: "iOS"
    sources:
      - path: "Production"
        type: "syncedFolder"
      - path: "Shared"
        type: "syncedFolder"
    settings:
      base:
        PRODUCT_BUNDLE_IDENTIFIER: "{{ bundleIDPrefix }}.{{ name }}"
        INFOPLIST_KEY_CFBundleDisplayName: "{{ name }}"
        # fia doctor's build phase reads the whole project, which Xcode's script sandbox forbids.
        ENABLE_USER_SCRIPT_SANDBOXING: "NO"
    # fia doctor build phase (begin): FIA's rules checked on every build, findings inline in Xcode.
    preBuildScripts:
      - name: "fia doctor"
        basedOnDependencyAnalysis: false
        script: |
          export PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin"
          if command -v fia >/dev/null 2>&1; then
            fia doctor --project "$SRCROOT/.." --format xcode
          else
            echo "warning: fia is not installed, so FIA's rules are not checked on this build; install it: build fia with 'swift build -c release' and copy .build/release/fia to /usr/local/bin"
          fi
    # fia doctor build phase (end)
    dependencies:
      - package: "{{ name }}"
        product: "DomainLayer"
      - package: "{{ name }}"
        product: "PresentationLayer"
      - package: "{{ name }}"
        product: "DependencyInjectionLayer"
  DevelopmentAppUITests:
    type: "bundle.ui-testing"
    platform: "iOS"
    sources:
      - path: "UITests"
        type: "syncedFolder"
    settings:
      base:
        PRODUCT_BUNDLE_IDENTIFIER: "{{ bundleIDPrefix }}.{{ name }}.development.uitests"
    dependencies:
      - target: "DevelopmentApp"
{% if views %}
      - package: "{{ name }}"
        product: "PresentationLayer"
{% endif %}
  ProductionAppUITests:
    type: "bundle.ui-testing"
    platform: "iOS"
    sources:
      - path: "UITests"
        type: "syncedFolder"
    settings:
      base:
        PRODUCT_BUNDLE_IDENTIFIER: "{{ bundleIDPrefix }}.{{ name }}.uitests"
    dependencies:
      - target: "ProductionApp"
{% if views %}
      - package: "{{ name }}"
        product: "PresentationLayer"
{% endif %}
schemes:
  DevelopmentApp:
    build:
      targets:
        DevelopmentApp: "all"
    run:
      config: "Debug"
    test:
      config: "Debug"
      testPlans:
        - path: "../TestPlans/DevelopmentApp.xctestplan"
          defaultPlan: true
    archive:
      config: "Release"
  ProductionApp:
    build:
      targets:
        ProductionApp: "all"
    run:
      config: "Debug"
    test:
      config: "Debug"
      testPlans:
        - path: "../TestPlans/ProductionApp.xctestplan"
          defaultPlan: true
    archive:
      config: "Release"

"""##,
        "new/{{ name }}.xcworkspace/contents.xcworkspacedata": #"""
<?xml version="1.0" encoding="UTF-8"?>
<Workspace
   version = "1.0">
   <FileRef
      location = "group:">
   </FileRef>
   <FileRef
      location = "group:App/{{ name }}.xcodeproj">
   </FileRef>
</Workspace>

"""#,
        "snippets/container-property.swift": #"""
public let {{ driver | camel }}Driver = {{ driver }}Driver()

"""#,
        "snippets/feature-target.swift": #"""
.target(
    name: "{{ name }}Feature",
    dependencies: ["DomainLayer", "PresentationSupport"],
    path: "Sources/Features/{{ name }}"
)

"""#,
        "snippets/framework-target.swift": #"""
.target(
    name: "{{ driver }}Framework",
    dependencies: ["DomainLayer"],
    path: "Sources/FrameworkLayer/{{ driver }}Framework"
)

"""#,
        "snippets/framework-test-target.swift": #"""
.testTarget(
    name: "{{ driver }}FrameworkTests",
    dependencies: ["DomainLayer", "{{ driver }}Framework"]
)

"""#,
        "snippets/mock-container-property.swift": #"""
public let {{ driver | camel }}Driver = Mock{{ driver }}Driver()

"""#,
        "snippets/scene-branch.swift": #"""
AnyView({{ name }}View(dependency: container))

"""#,
        "usecase/Sources/DomainLayer/UseCases/{{ name }}/{{ name }}Interactor.swift": #"""
/// `{{ name }}UseCase` on the drivers its dependency provides: business logic with no UI and no
/// framework types. Generic over its dependency like the presenters, so tests run it on
/// `MockDIContainer` and the app on `DIContainer`.
@MainActor
public struct {{ name }}Interactor<Dependency: {{ name }}InteractorDependency>: {{ name }}UseCase {
    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    public func execute() async throws -> [{{ entity }}] {
        let values = try await dependency.{{ driver | camel }}Driver.fetchAll()
{% for sink in sinks %}        try await dependency.{{ sink.name | camel }}Driver.send("{{ name }}")
{% endfor %}        return values
    }
}

"""#,
        "usecase/Sources/DomainLayer/UseCases/{{ name }}/{{ name }}InteractorDependency.swift": #"""
/// The drivers `{{ name }}Interactor` needs. `DIContainerDependency` composes it (directly, and
/// through the dependency of each presenter that uses it), so both containers provide them.
{% if mockolo %}/// @mockable
{% endif %}public protocol {{ name }}InteractorDependency: {% for used in uses %}{% if not loop.first %}, {% endif %}{{ used.name }}DriverProvider{% endfor %} {}

"""#,
        "usecase/Sources/DomainLayer/UseCases/{{ name }}/{{ name }}UseCase.swift": #"""
/// What {{ name }} does for the app, whoever asks: a presenter, another use case.
/// `{{ name }}Interactor` implements it on the drivers `{{ name }}InteractorDependency` provides.
{% if mockolo %}/// @mockable
{% endif %}@MainActor
public protocol {{ name }}UseCase {
    /// Loads every {{ entity }} from the {{ driver }} driver{% for sink in sinks %}, sends "{{ name }}" to the {{ sink.name }} driver{% endfor %}, and returns the {{ entity }} values.
    func execute() async throws -> [{{ entity }}]
}

"""#,
        "usecase/Tests/DependencyInjectionLayerTests/{{ name }}InteractorIntegrationTests.swift": ##"""
{% if xctestIntegration %}import DependencyInjectionLayer
import DomainLayer
import XCTest

/// `{{ name }}Interactor` against the real `DIContainer`: the drivers the Production app uses.
final class {{ name }}InteractorIntegrationTests: XCTestCase {
    @MainActor
    func testExecutesThroughTheRealDrivers() async throws {
        let values = try await {{ name }}Interactor(dependency: DIContainer()).execute()
        XCTAssertFalse(values.isEmpty)
    }
}
{% else %}import DependencyInjectionLayer
import DomainLayer
import Testing

/// `{{ name }}Interactor` against the real `DIContainer`: the drivers the Production app uses.
@MainActor
struct {{ name }}InteractorIntegrationTests {
    @Test func executesThroughTheRealDrivers() async throws {
        let values = try await {{ name }}Interactor(dependency: DIContainer()).execute()
        #expect(!values.isEmpty)
    }
}
{% endif %}
"""##,
        "usecase/Tests/PresentationLayerTests/{{ name }}InteractorTests.swift": ##"""
{% if xctestPresenter %}import DomainLayer
import PresentationLayer
import XCTest

/// `{{ name }}Interactor` against `MockDIContainer`{% if mockolo %} (Mockolo generates it){% endif %}: what it returns and what it asked of the drivers.
final class {{ name }}InteractorTests: XCTestCase {
    private struct Offline: Error {}

{% if mockolo %}    /// The mock container, its drivers fresh mocks (Mockolo's mocks start empty): the {{ driver }} driver returning the samples.
    @MainActor
    private func makeContainer() -> MockDIContainer {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver = {{ driver }}DriverProtocolMock()
        container.{{ driver | camel }}Driver.fetchAllHandler = { {{ entity }}.samples }
{% for sink in sinks %}        container.{{ sink.name | camel }}Driver = {{ sink.name }}DriverProtocolMock()
{% endfor %}        return container
    }

    @MainActor
    func testExecuteReturnsWhatTheDriverReturns() async throws {
        let container = makeContainer()
        let values = try await {{ name }}Interactor(dependency: container).execute()
        XCTAssertEqual(values, {{ entity }}.samples)
        XCTAssertEqual(container.{{ driver | camel }}Driver.fetchAllCallCount, 1)
{% for sink in sinks %}        XCTAssertEqual(container.{{ sink.name | camel }}Driver.sendCallCount, 1)
{% endfor %}    }

    @MainActor
    func testExecuteFailsWithTheDriver() async {
        let container = makeContainer()
        container.{{ driver | camel }}Driver.fetchAllHandler = { throw Offline() }
        do {
            _ = try await {{ name }}Interactor(dependency: container).execute()
            XCTFail("execute() returned although the {{ driver }} driver failed")
        } catch {
            XCTAssertTrue(error is Offline)
        }
{% for sink in sinks %}        XCTAssertEqual(container.{{ sink.name | camel }}Driver.sendCallCount, 0)
{% endfor %}    }
}
{% else %}    @MainActor
    func testExecuteReturnsWhatTheDriverReturns() async throws {
        let container = MockDIContainer()
        let values = try await {{ name }}Interactor(dependency: container).execute()
        XCTAssertEqual(values, {{ entity }}.samples)
        XCTAssertEqual(container.{{ driver | camel }}Driver.fetchAllCallCount, 1)
{% for sink in sinks %}        XCTAssertEqual(container.{{ sink.name | camel }}Driver.sentValues, ["{{ name }}"])
{% endfor %}    }

    @MainActor
    func testExecuteFailsWithTheDriver() async {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver.fetchAllResult = .failure(Offline())
        do {
            _ = try await {{ name }}Interactor(dependency: container).execute()
            XCTFail("execute() returned although the {{ driver }} driver failed")
        } catch {
            XCTAssertTrue(error is Offline)
        }
{% for sink in sinks %}        XCTAssertTrue(container.{{ sink.name | camel }}Driver.sentValues.isEmpty)
{% endfor %}    }
}
{% endif %}{% else %}import DomainLayer
import PresentationLayer
import Testing

/// `{{ name }}Interactor` against `MockDIContainer`{% if mockolo %} (Mockolo generates it){% endif %}: what it returns and what it asked of the drivers.
@MainActor
struct {{ name }}InteractorTests {
    private struct Offline: Error {}

{% if mockolo %}    /// The mock container, its drivers fresh mocks (Mockolo's mocks start empty): the {{ driver }} driver returning the samples.
    private func makeContainer() -> MockDIContainer {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver = {{ driver }}DriverProtocolMock()
        container.{{ driver | camel }}Driver.fetchAllHandler = { {{ entity }}.samples }
{% for sink in sinks %}        container.{{ sink.name | camel }}Driver = {{ sink.name }}DriverProtocolMock()
{% endfor %}        return container
    }

    @Test func executeReturnsWhatTheDriverReturns() async throws {
        let container = makeContainer()
        let values = try await {{ name }}Interactor(dependency: container).execute()
        #expect(values == {{ entity }}.samples)
        #expect(container.{{ driver | camel }}Driver.fetchAllCallCount == 1)
{% for sink in sinks %}        #expect(container.{{ sink.name | camel }}Driver.sendCallCount == 1)
{% endfor %}    }

    @Test func executeFailsWithTheDriver() async {
        let container = makeContainer()
        container.{{ driver | camel }}Driver.fetchAllHandler = { throw Offline() }
        do {
            _ = try await {{ name }}Interactor(dependency: container).execute()
            Issue.record("execute() returned although the {{ driver }} driver failed")
        } catch {
            #expect(error is Offline)
        }
{% for sink in sinks %}        #expect(container.{{ sink.name | camel }}Driver.sendCallCount == 0)
{% endfor %}    }
}
{% else %}    @Test func executeReturnsWhatTheDriverReturns() async throws {
        let container = MockDIContainer()
        let values = try await {{ name }}Interactor(dependency: container).execute()
        #expect(values == {{ entity }}.samples)
        #expect(container.{{ driver | camel }}Driver.fetchAllCallCount == 1)
{% for sink in sinks %}        #expect(container.{{ sink.name | camel }}Driver.sentValues == ["{{ name }}"])
{% endfor %}    }

    @Test func executeFailsWithTheDriver() async {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver.fetchAllResult = .failure(Offline())
        do {
            _ = try await {{ name }}Interactor(dependency: container).execute()
            Issue.record("execute() returned although the {{ driver }} driver failed")
        } catch {
            #expect(error is Offline)
        }
{% for sink in sinks %}        #expect(container.{{ sink.name | camel }}Driver.sentValues.isEmpty)
{% endfor %}    }
}
{% endif %}{% endif %}
"""##,
    ]

    /// The blueprints of `group` (`new`, `feature`, …) that parse, parsed when `swift run embed-blueprints` ran;
    /// keyed like `files`.
    static func templates(inGroup group: String) -> [String: ParsedBlueprint] {
        switch group {
        case "driver": driverTemplates
        case "entity": entityTemplates
        case "feature": featureTemplates
        case "new": newTemplates
        case "snippets": snippetsTemplates
        case "usecase": usecaseTemplates
        default: [:]
        }
    }

    private static let driverTemplates: [String: ParsedBlueprint] = [
        "driver/Sources/DomainLayer/Drivers/{{ driver }}DriverProtocol.swift": ParsedBlueprint(
            path: [.text("Sources/DomainLayer/Drivers/"), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 1), .text("DriverProtocol.swift")],
            contents: [.conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["returnsEntities"]), filters: [])), line: 1, body: [.text("/// What the app needs from the outside world to get "), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 1), .text(#"""
 values.
/// `
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 2), .text("Driver` (in "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 2), .text("Framework) implements it for real, "), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 2, body: [.text("`"), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 2), .text("DriverProtocolMock` (Mockolo generates it)")])], otherwise: [.text("`Mock"), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 2), .text("Driver`")]), .text(#"""
 for development.

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 3, body: [.text(#"""
/// @mockable

"""#)])], otherwise: []), .text("public protocol "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 4), .text(#"""
DriverProtocol: Sendable {
    /// Every 
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 5), .text(#"""
 the source has.
    func fetchAll() async throws -> [
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 6), .text(#"""
]
}

"""#)])], otherwise: [.text("/// What the app hands to the outside world through "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 8), .text(#"""
 and gets nothing back for: an
/// analytics event, a log line, text for the clipboard.
/// `
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 10), .text("Driver` (in "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 10), .text("Framework) implements it for real, "), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 10, body: [.text("`"), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 10), .text("DriverProtocolMock` (Mockolo generates it)")])], otherwise: [.text("`Mock"), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 10), .text("Driver`")]), .text(#"""
 for development.

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 11, body: [.text(#"""
/// @mockable

"""#)])], otherwise: []), .text("public protocol "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 12), .text(#"""
DriverProtocol: Sendable {
    /// Hands `value` to the outside world; throws when it could not.
    func send(_ value: String) async throws
}

"""#)])]
        ),
        "driver/Sources/DomainLayer/Drivers/{{ driver }}DriverProvider.swift": ParsedBlueprint(
            path: [.text("Sources/DomainLayer/Drivers/"), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 1), .text("DriverProvider.swift")],
            contents: [.text("/// A container that provides the "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 1), .text(#"""
 driver; presenter dependencies compose these.

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 2, body: [.text("/// @mockable(typealias: "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 2), .text("DriverProtocolAT = "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 2), .text(#"""
DriverProtocolMock)

"""#)])], otherwise: []), .text("public protocol "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 3), .text(#"""
DriverProvider {
    associatedtype 
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 4), .text("DriverProtocolAT: "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 4), .text(#"""
DriverProtocol
    var 
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 5), .text("Driver: "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 5), .text(#"""
DriverProtocolAT { get }
}

"""#)]
        ),
        "driver/Sources/FrameworkLayer/{{ driver }}Framework/{{ driver }}Driver.swift": ParsedBlueprint(
            path: [.text("Sources/FrameworkLayer/"), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 1), .text("Framework/"), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 1), .text("Driver.swift")],
            contents: [.text(#"""
import DomainLayer


"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["returnsEntities"]), filters: [])), line: 3, body: [.text("/// The real "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 3), .text(#"""
 driver: the one place that talks to the SDK, network or storage
/// behind 
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 4), .text(#"""
 values. Only DependencyInjectionLayer links this module.
public struct 
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 5), .text("Driver: "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 5), .text(#"""
DriverProtocol {
    public init() {}

    public func fetchAll() async throws -> [
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 8), .text(#"""
] {
        // Replace with the SDK, network or database call this driver wraps.
        [
            
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 11), .text("(id: \"1\", name: \""), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 11), .text(#"""
 1"),
            
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 12), .text("(id: \"2\", name: \""), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 12), .text(#"""
 2"),
        ]
    }
}

"""#)])], otherwise: [.text("/// The real "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 16), .text(#"""
 driver: the one place that talks to the SDK, logger or system service
/// the app sends values to. Only DependencyInjectionLayer links this module.
public struct 
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 18), .text("Driver: "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 18), .text(#"""
DriverProtocol {
    public init() {}

    public func send(_ value: String) async throws {
        // Replace with the SDK call this driver wraps (track the event, write the line, copy the text).
    }
}

"""#)])]
        ),
        "driver/Tests/{{ driver }}FrameworkTests/{{ driver }}DriverTests.swift": ParsedBlueprint(
            path: [.text("Tests/"), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 1), .text("FrameworkTests/"), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 1), .text("DriverTests.swift")],
            contents: [.text(#"""
import DomainLayer
import 
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 2), .text(#"""
Framework

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["xctestDriver"]), filters: [])), line: 3, body: [.text(#"""
import XCTest

final class 
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 5), .text(#"""
DriverTests: XCTestCase {

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["returnsEntities"]), filters: [])), line: 6, body: [.text(#"""
    func testFetchAllReturnsDistinctValues() async throws {
        let values = try await 
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 7), .text(#"""
Driver().fetchAll()
        XCTAssertFalse(values.isEmpty)
        XCTAssertEqual(Set(values.map(\.id)).count, values.count)
    }

"""#)])], otherwise: [.text(#"""
    func testSendAcceptsAValue() async throws {
        try await 
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 12), .text("Driver().send(\""), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 12), .text(#"""
DriverTests")
    }

"""#)]), .text(#"""
}

"""#)])], otherwise: [.text(#"""
import Testing

struct 
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 17), .text(#"""
DriverTests {

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["returnsEntities"]), filters: [])), line: 18, body: [.text(#"""
    @Test func fetchAllReturnsDistinctValues() async throws {
        let values = try await 
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 19), .text(##"""
Driver().fetchAll()
        #expect(!values.isEmpty)
        #expect(Set(values.map(\.id)).count == values.count)
    }

"""##)])], otherwise: [.text(#"""
    @Test func sendAcceptsAValue() async throws {
        try await 
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 24), .text("Driver().send(\""), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 24), .text(#"""
DriverTests")
    }

"""#)]), .text(#"""
}

"""#)])]
        ),
        "driver/{% if not mockolo %}Sources/PresentationLayer/Mock/Mock{{ driver }}Driver.swift{% endif %}": ParsedBlueprint(
            path: [.conditional([TemplateBranch(condition: .not(.value(TemplateExpression(operand: .variable(["mockolo"]), filters: []))), line: 1, body: [.text("Sources/PresentationLayer/Mock/Mock"), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 1), .text("Driver.swift")])], otherwise: [])],
            contents: [.text(#"""
import DomainLayer


"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["returnsEntities"]), filters: [])), line: 3, body: [.text("/// Stands in for `"), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 3), .text(#"""
Driver` in the Development app, previews and presenter tests:
/// returns `fetchAllResult` and counts the calls.
@MainActor
public final class Mock
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 6), .text("Driver: "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 6), .text(#"""
DriverProtocol {
    /// What `fetchAll()` returns or throws; set it to drive a presenter into any state.
    public var fetchAllResult: Result<[
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 8), .text("], any Error> = .success("), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 8), .text(#"""
.samples)
    /// How many times `fetchAll()` was called.
    public private(set) var fetchAllCallCount = 0

    public nonisolated init() {}

    public func fetchAll() async throws -> [
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 14), .text(#"""
] {
        fetchAllCallCount += 1
        return try fetchAllResult.get()
    }
}

"""#)])], otherwise: [.text("/// Stands in for `"), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 19), .text(#"""
Driver` in the Development app, previews and tests: records what
/// it was sent, and succeeds or fails as `sendResult` says.
@MainActor
public final class Mock
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 22), .text("Driver: "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 22), .text(#"""
DriverProtocol {
    /// Whether `send(_:)` succeeds or throws; set it to drive a caller into its failure path.
    public var sendResult: Result<Void, any Error> = .success(())
    /// Every value `send(_:)` was called with, in order.
    public private(set) var sentValues: [String] = []

    public nonisolated init() {}

    public func send(_ value: String) async throws {
        sentValues.append(value)
        try sendResult.get()
    }
}

"""#)])]
        ),
    ]

    private static let entityTemplates: [String: ParsedBlueprint] = [
        "entity/Sources/DomainLayer/Entities/{{ entity }}.swift": ParsedBlueprint(
            path: [.text("Sources/DomainLayer/Entities/"), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 1), .text(".swift")],
            contents: [.text("/// "), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 1), .text(#"""
 as the app's domain sees it: plain data, no framework types.
public struct 
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 2), .text(#"""
: Identifiable, Equatable, Sendable {
    public let id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

"""#)]
        ),
        "entity/Sources/PresentationLayer/Mock/{{ entity }}+Samples.swift": ParsedBlueprint(
            path: [.text("Sources/PresentationLayer/Mock/"), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 1), .text("+Samples.swift")],
            contents: [.text(#"""
import DomainLayer

extension 
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 3), .text(#"""
 {
    /// Sample values for mocks, previews and presenter tests.
    public static let samples: [
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 5), .text(#"""
] = [
        
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 6), .text("(id: \"sample-1\", name: \"First "), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 6), .text(#"""
"),
        
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 7), .text("(id: \"sample-2\", name: \"Second "), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 7), .text(#"""
"),
    ]
}

"""#)]
        ),
    ]

    private static let featureTemplates: [String: ParsedBlueprint] = [
        "feature/Sources/PresentationLayer/{{ name }}/{{ name }}Presenter.swift": ParsedBlueprint(
            path: [.text("Sources/PresentationLayer/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("Presenter.swift")],
            contents: [.text(#"""
import DomainLayer

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["featureModules"]), filters: [])), line: 2, body: [.text(#"""
import PresentationSupport

"""#)])], otherwise: []), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["observation"]), filters: [])), line: 3, body: [.text(#"""
import Observation

"""#)])], otherwise: [.text(##"""
#if canImport(Combine)
import Combine
#endif

"""##)]), .text(#"""

/// 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 9), .text(#"""
's screen logic without a View: what to show and what the user can do.
/// Generic over its dependency, so previews and tests run it on `MockDIContainer`.

"""#), .conditional([TemplateBranch(condition: .not(.value(TemplateExpression(operand: .variable(["observation"]), filters: []))), line: 11, body: [.text(#"""
/// An `ObservableObject` (where Combine is): `@Observable` needs iOS 17 / macOS 14, above this package's platforms.

"""#)])], otherwise: []), .text(#"""
@MainActor

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["observation"]), filters: [])), line: 13, body: [.text(#"""
@Observable

"""#)])], otherwise: []), .text("public final class "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 14), .text("Presenter<Dependency: "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 14), .text(#"""
PresenterDependency> {
    /// What the screen shows.

"""#), .conditional([TemplateBranch(condition: .not(.value(TemplateExpression(operand: .variable(["observation"]), filters: []))), line: 16, body: [.text(##"""
    #if canImport(Combine)
    @Published
    #endif

"""##)])], otherwise: []), .text("    public private(set) var state: LoadState<["), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 19), .text(#"""
]> = .idle


"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["usecase"]), filters: [])), line: 21, body: [.text("    private let useCase: "), .output(TemplateExpression(operand: .variable(["usecase"]), filters: []), line: 21), .text(#"""
Interactor<Dependency>

    public init(dependency: Dependency) {
        useCase = 
"""#), .output(TemplateExpression(operand: .variable(["usecase"]), filters: []), line: 24), .text(#"""
Interactor(dependency: dependency)
    }

    /// Loads every 
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 27), .text(" through the "), .output(TemplateExpression(operand: .variable(["usecase"]), filters: []), line: 27), .text(#"""
 use case.

"""#)])], otherwise: [.text(#"""
    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    /// Loads every 
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 34), .text(" from the "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 34), .text(#"""
 driver.

"""#)]), .text(#"""
    public func load() async {
        state = .loading
        do {

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["usecase"]), filters: [])), line: 38, body: [.text(#"""
            state = .loaded(try await useCase.execute())

"""#)])], otherwise: [.text("            state = .loaded(try await dependency."), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 39), .text(#"""
Driver.fetchAll())

"""#)]), .text(#"""
        } catch {
            state = .failed(String(describing: error))
        }
    }
}

"""#), .conditional([TemplateBranch(condition: .not(.value(TemplateExpression(operand: .variable(["observation"]), filters: []))), line: 45, body: [.text(##"""

#if canImport(Combine)
extension 
"""##), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 48), .text(##"""
Presenter: ObservableObject {}
#endif

"""##)])], otherwise: [])]
        ),
        "feature/Sources/PresentationLayer/{{ name }}/{{ name }}PresenterDependency.swift": ParsedBlueprint(
            path: [.text("Sources/PresentationLayer/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("PresenterDependency.swift")],
            contents: [.text(#"""
import DomainLayer


"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["usecase"]), filters: [])), line: 3, body: [.text("/// What `"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 3), .text("Presenter` needs: the drivers of the "), .output(TemplateExpression(operand: .variable(["usecase"]), filters: []), line: 3), .text(#"""
 use case. `DIContainerDependency`
/// composes it, so both containers provide them.

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 5, body: [.text(#"""
/// @mockable

"""#)])], otherwise: []), .text("public protocol "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 6), .text("PresenterDependency: "), .output(TemplateExpression(operand: .variable(["usecase"]), filters: []), line: 6), .text("InteractorDependency"), .loop(variable: "used", list: ["uses"], line: 6, body: [.text(", "), .output(TemplateExpression(operand: .variable(["used", "name"]), filters: []), line: 6), .text("DriverProvider")]), .text(" {}")])], otherwise: [.text("/// The drivers `"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 6), .text(#"""
Presenter` needs. `DIContainerDependency` composes it, so both
/// containers provide them.

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 8, body: [.text(#"""
/// @mockable

"""#)])], otherwise: []), .text("public protocol "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 9), .text("PresenterDependency: "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 9), .text("DriverProvider"), .loop(variable: "used", list: ["uses"], line: 9, body: [.text(", "), .output(TemplateExpression(operand: .variable(["used", "name"]), filters: []), line: 9), .text("DriverProvider")]), .text(" {}")]), .text(#"""


"""#)]
        ),
        "feature/Tests/DependencyInjectionLayerTests/{{ name }}PresenterIntegrationTests.swift": ParsedBlueprint(
            path: [.text("Tests/DependencyInjectionLayerTests/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("PresenterIntegrationTests.swift")],
            contents: [.conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["xctestIntegration"]), filters: [])), line: 1, body: [.text(#"""
import DependencyInjectionLayer
import PresentationLayer
import XCTest

/// `
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 5), .text(#"""
Presenter` against the real `DIContainer`: the wiring the Production app uses.
final class 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 6), .text(#"""
PresenterIntegrationTests: XCTestCase {
    @MainActor
    func testLoadsThroughTheRealDriver() async {
        let presenter = 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 9), .text(#"""
Presenter(dependency: DIContainer())
        await presenter.load()
        let state = presenter.state
        XCTAssertNil(state.failure)
        XCTAssertEqual(state.value?.isEmpty, false)
    }
}

"""#)])], otherwise: [.text(#"""
import DependencyInjectionLayer
import PresentationLayer
import Testing

/// `
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 20), .text(#"""
Presenter` against the real `DIContainer`: the wiring the Production app uses.
@MainActor
struct 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 22), .text(#"""
PresenterIntegrationTests {
    @Test func loadsThroughTheRealDriver() async {
        let presenter = 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 24), .text(##"""
Presenter(dependency: DIContainer())
        await presenter.load()
        #expect(presenter.state.failure == nil)
        #expect(presenter.state.value?.isEmpty == false)
    }
}

"""##)])]
        ),
        "feature/Tests/PresentationLayerTests/{{ name }}PresenterTests.swift": ParsedBlueprint(
            path: [.text("Tests/PresentationLayerTests/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("PresenterTests.swift")],
            contents: [.conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["xctestPresenter"]), filters: [])), line: 1, body: [.text(#"""
import DomainLayer
import PresentationLayer

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["featureModules"]), filters: [])), line: 3, body: [.text(#"""
import PresentationSupport

"""#)])], otherwise: []), .text(#"""
import XCTest

/// `
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 6), .text("Presenter` against `MockDIContainer`"), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 6, body: [.text(" (Mockolo generates it)")])], otherwise: []), .text(#"""
: every state, no framework code.
final class 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 7), .text(#"""
PresenterTests: XCTestCase {

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 8, body: [.text("    /// The mock container, its "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 8), .text(#"""
 driver a fresh mock returning the samples (Mockolo's mocks start empty).
    @MainActor
    private func makeContainer() -> MockDIContainer {
        let container = MockDIContainer()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 12), .text("Driver = "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 12), .text(#"""
DriverProtocolMock()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 13), .text("Driver.fetchAllHandler = { "), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 13), .text(#"""
.samples }
        return container
    }

    @MainActor
    func testStartsIdle() async {
        let presenter = 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 19), .text(#"""
Presenter(dependency: makeContainer())
        let state = presenter.state
        XCTAssertEqual(state, .idle)
    }

    @MainActor
    func testLoadShowsWhatTheDriverReturns() async {
        let container = makeContainer()
        let presenter = 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 27), .text(#"""
Presenter(dependency: container)
        await presenter.load()
        let state = presenter.state, calls = container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 29), .text(#"""
Driver.fetchAllCallCount
        XCTAssertEqual(state, .loaded(
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 30), .text(#"""
.samples))
        XCTAssertEqual(calls, 1)
    }

    @MainActor
    func testLoadShowsTheDriversFailure() async {
        let container = makeContainer()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 37), .text(#"""
Driver.fetchAllHandler = { throw DomainError.unavailable(reason: "offline") }
        let presenter = 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 38), .text(#"""
Presenter(dependency: container)
        await presenter.load()
        let state = presenter.state
        XCTAssertEqual(state, .failed("unavailable: offline"))
    }
}

"""#)])], otherwise: [.text(#"""
    @MainActor
    func testStartsIdle() async {
        let presenter = 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 46), .text(#"""
Presenter(dependency: MockDIContainer())
        let state = presenter.state
        XCTAssertEqual(state, .idle)
    }

    @MainActor
    func testLoadShowsWhatTheDriverReturns() async {
        let container = MockDIContainer()
        let presenter = 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 54), .text(#"""
Presenter(dependency: container)
        await presenter.load()
        let state = presenter.state, calls = container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 56), .text(#"""
Driver.fetchAllCallCount
        XCTAssertEqual(state, .loaded(
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 57), .text(#"""
.samples))
        XCTAssertEqual(calls, 1)
    }

    @MainActor
    func testLoadShowsTheDriversFailure() async {
        let container = MockDIContainer()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 64), .text(#"""
Driver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
        let presenter = 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 65), .text(#"""
Presenter(dependency: container)
        await presenter.load()
        let state = presenter.state
        XCTAssertEqual(state, .failed("unavailable: offline"))
    }
}

"""#)])])], otherwise: [.text(#"""
import DomainLayer
import PresentationLayer

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["featureModules"]), filters: [])), line: 73, body: [.text(#"""
import PresentationSupport

"""#)])], otherwise: []), .text(#"""
import Testing

/// `
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 76), .text("Presenter` against `MockDIContainer`"), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 76, body: [.text(" (Mockolo generates it)")])], otherwise: []), .text(#"""
: every state, no framework code.
@MainActor
struct 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 78), .text(#"""
PresenterTests {

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 79, body: [.text("    /// The mock container, its "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 79), .text(#"""
 driver a fresh mock returning the samples (Mockolo's mocks start empty).
    private func makeContainer() -> MockDIContainer {
        let container = MockDIContainer()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 82), .text("Driver = "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 82), .text(#"""
DriverProtocolMock()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 83), .text("Driver.fetchAllHandler = { "), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 83), .text(#"""
.samples }
        return container
    }

    @Test func startsIdle() {
        let presenter = 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 88), .text(##"""
Presenter(dependency: makeContainer())
        #expect(presenter.state == .idle)
    }

    @Test func loadShowsWhatTheDriverReturns() async {
        let container = makeContainer()
        let presenter = 
"""##), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 94), .text(##"""
Presenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .loaded(
"""##), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 96), .text(##"""
.samples))
        #expect(container.
"""##), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 97), .text(#"""
Driver.fetchAllCallCount == 1)
    }

    @Test func loadShowsTheDriversFailure() async {
        let container = makeContainer()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 102), .text(#"""
Driver.fetchAllHandler = { throw DomainError.unavailable(reason: "offline") }
        let presenter = 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 103), .text(##"""
Presenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .failed("unavailable: offline"))
    }
}

"""##)])], otherwise: [.text(#"""
    @Test func startsIdle() {
        let presenter = 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 109), .text(##"""
Presenter(dependency: MockDIContainer())
        #expect(presenter.state == .idle)
    }

    @Test func loadShowsWhatTheDriverReturns() async {
        let container = MockDIContainer()
        let presenter = 
"""##), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 115), .text(##"""
Presenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .loaded(
"""##), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 117), .text(##"""
.samples))
        #expect(container.
"""##), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 118), .text(#"""
Driver.fetchAllCallCount == 1)
    }

    @Test func loadShowsTheDriversFailure() async {
        let container = MockDIContainer()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 123), .text(#"""
Driver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
        let presenter = 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 124), .text(##"""
Presenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .failed("unavailable: offline"))
    }
}

"""##)])])]
        ),
        "feature/{% if featureModules %}Sources/PresentationLayer/{{ name }}/Mock{{ name }}Dependency.swift{% endif %}": ParsedBlueprint(
            path: [.conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["featureModules"]), filters: [])), line: 1, body: [.text("Sources/PresentationLayer/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("/Mock"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("Dependency.swift")])], otherwise: [])],
            contents: [.text(#"""
import DomainLayer
import PresentationSupport

/// What `
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 4), .text(#"""
Presenter` runs on in its previews and tests: a mock of every driver it needs,
/// and nothing of the other features, so this module builds and previews on its own.
public final class Mock
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 6), .text("Dependency: "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 6), .text(#"""
PresenterDependency {

"""#), .loop(variable: "mock", list: ["mockDrivers"], line: 7, body: [.text("    public let "), .output(TemplateExpression(operand: .variable(["mock", "property"]), filters: []), line: 7), .text(" = "), .output(TemplateExpression(operand: .variable(["mock", "type"]), filters: []), line: 7), .text(#"""
()

"""#)]), .text(#"""

    public init() {}
}

"""#)]
        ),
        "feature/{% if views %}Sources/PresentationLayer/{{ name }}/{{ name }}View.swift{% endif %}": ParsedBlueprint(
            path: [.conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 1, body: [.text("Sources/PresentationLayer/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("View.swift")])], otherwise: [])],
            contents: [.text(##"""
#if canImport(SwiftUI)
import DomainLayer

"""##), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["featureModules"]), filters: [])), line: 3, body: [.text(#"""
import PresentationSupport

"""#)])], otherwise: []), .text(#"""
import SwiftUI

/// 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 6), .text("'s screen: shows what `"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 6), .text(#"""
Presenter` loads, in every state. Generic over the
/// dependency like its presenter, so the Development app and the previews run it on `MockDIContainer`.

"""#), .conditional([TemplateBranch(condition: .not(.value(TemplateExpression(operand: .variable(["observation"]), filters: []))), line: 8, body: [.text(#"""
/// Written for this package's oldest platforms: `ContentUnavailableView` where iOS 17 / macOS 14 has it.

"""#)])], otherwise: []), .text("public struct "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 9), .text("View<Dependency: "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 9), .text(#"""
PresenterDependency>: View {

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["observation"]), filters: [])), line: 10, body: [.text("    @State private var presenter: "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 10), .text(#"""
Presenter<Dependency>

"""#)])], otherwise: [.text("    @StateObject private var presenter: "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 11), .text(#"""
Presenter<Dependency>

"""#)]), .text(#"""
    /// Bumped by "Retry": `.task(id:)` then loads again.
    @State private var attempt = 0

    public init(dependency: Dependency) {

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["observation"]), filters: [])), line: 16, body: [.text("        _presenter = State(initialValue: "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 16), .text(#"""
Presenter(dependency: dependency))

"""#)])], otherwise: [.text("        _presenter = StateObject(wrappedValue: "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 17), .text(#"""
Presenter(dependency: dependency))

"""#)]), .text(#"""
    }

    public var body: some View {
        content
            .navigationTitle("
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 23), .text(#"""
")
            .task(id: attempt, load)
            .refreshable(action: load)
    }

    /// Loads through the presenter: a closure over the presenter alone, because one over this
    /// generic view would capture `Dependency`'s metatype, which Swift 6.2 warns about.
    private var load: @MainActor @Sendable () async -> Void {
        let presenter = presenter
        return { await presenter.load() }
    }

    @ViewBuilder
    private var content: some View {
        switch presenter.state {
        case .idle, .loading:
            ProgressView()
        case .loaded(let items) where items.isEmpty:

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["observation"]), filters: [])), line: 41, body: [.text("            ContentUnavailableView(\"No "), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 41), .text(#"""
 yet", systemImage: "tray")

"""#)])], otherwise: [.text(##"""
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
                ContentUnavailableView("No 
"""##), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 43), .text(#"""
 yet", systemImage: "tray")
            } else {
                Label("No 
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 45), .text(#"""
 yet", systemImage: "tray")
            }

"""#)]), .text(#"""
        case .loaded(let items):
            List(items) { item in
                Text(item.name)
            }
        case .failed(let message):

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["observation"]), filters: [])), line: 52, body: [.text(#"""
            ContentUnavailableView {
                Label("Could not load", systemImage: "exclamationmark.triangle")
            } description: {
                Text(message)
            } actions: {
                Button("Retry") { attempt += 1 }
            }

"""#)])], otherwise: [.text(##"""
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
                ContentUnavailableView {
                    Label("Could not load", systemImage: "exclamationmark.triangle")
                } description: {
                    Text(message)
                } actions: {
                    Button("Retry") { attempt += 1 }
                }
            } else {
                VStack {
                    Label("Could not load", systemImage: "exclamationmark.triangle")
                    Text(message)
                    Button("Retry") { attempt += 1 }
                }
            }

"""##)]), .text(#"""
        }
    }
}


"""#), .conditional([TemplateBranch(condition: .not(.value(TemplateExpression(operand: .variable(["observation"]), filters: []))), line: 78, body: [.text(#"""
// `NavigationView`: `NavigationStack` needs iOS 16 / macOS 13.

"""#)])], otherwise: []), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 79, body: [.text("/// The mock container, its "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 79), .text(#"""
 driver a fresh mock (Mockolo's mocks start empty) returning `values`.
@MainActor
private func previewContainer(returning values: @escaping @Sendable () throws -> [
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 81), .text(#"""
]) -> MockDIContainer {
    let container = MockDIContainer()
    container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 83), .text("Driver = "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 83), .text(#"""
DriverProtocolMock()
    container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 84), .text(##"""
Driver.fetchAllHandler = values
    return container
}

#Preview("Loaded") {
    
"""##), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["observation"]), filters: [])), line: 89, body: [.text("NavigationStack")])], otherwise: [.text("NavigationView")]), .text(#"""
 {
        
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 90), .text("View(dependency: previewContainer { "), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 90), .text(##"""
.samples })
    }
}

#Preview("Empty") {
    
"""##), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["observation"]), filters: [])), line: 95, body: [.text("NavigationStack")])], otherwise: [.text("NavigationView")]), .text(#"""
 {
        
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 96), .text(##"""
View(dependency: previewContainer { [] })
    }
}

#Preview("Failing") {
    
"""##), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["observation"]), filters: [])), line: 101, body: [.text("NavigationStack")])], otherwise: [.text("NavigationView")]), .text(#"""
 {
        
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 102), .text(#"""
View(dependency: previewContainer { throw DomainError.unavailable(reason: "offline") })
    }
}

"""#)])], otherwise: [.text(##"""
#Preview("Loaded") {
    
"""##), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["observation"]), filters: [])), line: 106, body: [.text("NavigationStack")])], otherwise: [.text("NavigationView")]), .text(#"""
 {
        
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 107), .text(##"""
View(dependency: MockDIContainer())
    }
}

#Preview("Empty") {
    let container = MockDIContainer()
    container.
"""##), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 113), .text(#"""
Driver.fetchAllResult = .success([])
    return 
"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["observation"]), filters: [])), line: 114, body: [.text("NavigationStack")])], otherwise: [.text("NavigationView")]), .text(#"""
 {
        
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 115), .text(##"""
View(dependency: container)
    }
}

#Preview("Failing") {
    let container = MockDIContainer()
    container.
"""##), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 121), .text(#"""
Driver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
    return 
"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["observation"]), filters: [])), line: 122, body: [.text("NavigationStack")])], otherwise: [.text("NavigationView")]), .text(#"""
 {
        
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 123), .text(#"""
View(dependency: container)
    }
}

"""#)]), .text(##"""
#endif

"""##)]
        ),
    ]

    private static let newTemplates: [String: ParsedBlueprint] = [
        "new/App/Development/DevelopmentApp.swift": ParsedBlueprint(
            path: [.text("App/Development/DevelopmentApp.swift")],
            contents: [.text(#"""
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

"""#)]
        ),
        "new/App/Production/ProductionApp.swift": ParsedBlueprint(
            path: [.text("App/Production/ProductionApp.swift")],
            contents: [.text(#"""
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

"""#)]
        ),
        "new/App/Shared/Assets.xcassets/AppIcon.appiconset/Contents.json": ParsedBlueprint(
            path: [.text("App/Shared/Assets.xcassets/AppIcon.appiconset/Contents.json")],
            contents: [.text(#"""
{
  "images" : [
    {
      "idiom" : "universal",
      "platform" : "ios",
      "size" : "1024x1024"
    }
  ],
  "info" : {
    "author" : "xcode",
    "version" : 1
  }
}

"""#)]
        ),
        "new/App/Shared/Assets.xcassets/Contents.json": ParsedBlueprint(
            path: [.text("App/Shared/Assets.xcassets/Contents.json")],
            contents: [.text(#"""
{
  "info" : {
    "author" : "xcode",
    "version" : 1
  }
}

"""#)]
        ),
        "new/App/Shared/RootView.swift": ParsedBlueprint(
            path: [.text("App/Shared/RootView.swift")],
            contents: [.conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 1, body: [.text(#"""
import PresentationLayer
import SwiftUI

/// The first screen, shared by both apps: every feature's screen, from `AppScreen`. It is generic
/// over the container, so the Development app shows it with mocks and the Production app with
/// real drivers.
struct RootView<Container: DIContainerDependency>: View {
    let container: Container

    var body: some View {
        NavigationStack {
            List(AppScreen.allCases, id: \.self) { screen in
                NavigationLink(title(of: screen), value: screen)
                    // App/UITests finds each screen's row by it.
                    .accessibilityIdentifier("screen.\(screen)")
            }
            .navigationTitle("
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 18), .text(#"""
")
            .navigationDestination(for: AppScreen.self) { screen in
                screen.view(container: container)
            }
        }
    }

    /// `licenseList` becomes "LicenseList".
    private func title(of screen: AppScreen) -> String {
        let name = String(describing: screen)
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}

"""#)])], otherwise: [.text(#"""
import PresentationLayer
import SwiftUI

/// The first screen, shared by both apps. It is generic over the container, so the
/// Development app shows it with mocks and the Production app with real drivers.
struct RootView<Container: DIContainerDependency>: View {
    let container: Container

    var body: some View {
        NavigationStack {
            ContentUnavailableView(
                "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 43), .text(#"""
",
                systemImage: "square.stack.3d.up",
                description: Text("Add a feature with `fia add feature <Name>`, then show its presenter here.")
            )
            .navigationTitle("
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 47), .text(#"""
")
        }
    }
}

"""#)])]
        ),
        "new/App/UITests/ScreensUITests.swift": ParsedBlueprint(
            path: [.text("App/UITests/ScreensUITests.swift")],
            contents: [.conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 1, body: [.text(#"""
import PresentationLayer

"""#)])], otherwise: []), .text(#"""
import XCTest

/// Launches the app under test and 
"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 6, body: [.text("opens every screen its root lists, one per `AppScreen` case")])], otherwise: [.text("waits for its root screen")]), .text(#"""
:
/// in DevelopmentAppUITests on the Development app (`MockDIContainer`), in ProductionAppUITests
/// on the Production app (the real drivers).
"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 8, body: [.text(#"""
 It walks `AppScreen.allCases`, so a screen
/// that `fia add feature` adds is covered with no edit here or in the Xcode project.
"""#)])], otherwise: []), .text(#"""

final class ScreensUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testEveryScreenOpens() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.navigationBars["
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 19), .text(#"""
"].waitForExistence(timeout: 10), "the root screen did not appear")

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 20, body: [.text(#"""
        for screen in AppScreen.allCases {
            // RootView gives each row this identifier.
            let row = app.buttons["screen.\(screen)"]
            var swipes = 0
            while !row.isHittable && swipes < 100 {
                app.swipeUp()
                swipes += 1
            }
            XCTAssertTrue(row.isHittable, "the root screen has no row for '\(screen)'")
            row.tap()
            // The root's navigation bar has no button; a pushed screen's has its back button.
            let back = app.navigationBars.buttons.element(boundBy: 0)
            XCTAssertTrue(back.waitForExistence(timeout: 10), "the screen '\(screen)' did not open")
            back.tap()
            XCTAssertTrue(row.waitForExistence(timeout: 10), "could not go back from the screen '\(screen)'")
        }

"""#)])], otherwise: []), .text(#"""
    }
}

"""#)]
        ),
        "new/Package.swift": ParsedBlueprint(
            path: [.text("Package.swift")],
            contents: [.text(#"""
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 5), .text(#"""
",
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

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["featureModules"]), filters: [])), line: 20, body: [.text(#"""
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
            ],
            path: "Sources/PresentationLayer"
        ),

"""#)])], otherwise: [.text(#"""
        .target(
            name: "PresentationLayer",
            dependencies: ["DomainLayer"],
            path: "Sources/PresentationLayer"
        ),

"""#)]), .text(#"""
        .target(
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
            name: "
"""#), .output(TemplateExpression(operand: .variable(["presentationSupport"]), filters: []), line: 51), .text(#"""
Tests",
            dependencies: ["DomainLayer", "
"""#), .output(TemplateExpression(operand: .variable(["presentationSupport"]), filters: []), line: 52), .text(#"""
"]
        ),
        .testTarget(
            name: "DependencyInjectionLayerTests",
            dependencies: ["DependencyInjectionLayer", "DomainLayer", "PresentationLayer"]
        ),
    ]
)

"""#)]
        ),
        "new/README.md": ParsedBlueprint(
            path: [.text("README.md")],
            contents: [.text("# "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text(#"""


An iOS app in Framework-Independent Architecture (FIA), started with `fia new`.
Each Clean Architecture layer is its own module of one Swift Package:

| module | holds | depends on |
|---|---|---|
| `DomainLayer` | entities, driver protocols, `…DriverProvider` protocols | nothing |

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["featureModules"]), filters: [])), line: 9, body: [.text("| `<Feature>Feature` (`Sources/Features/<Feature>/`) | one feature each: its view-less presenter, dependency protocol"), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 9, body: [.text(", SwiftUI view with previews")])], otherwise: []), .text(#"""
 and `Mock<Feature>Dependency` | DomainLayer, PresentationSupport; never another feature |
| `PresentationSupport` | what every feature shares: `LoadState` and the mock drivers | DomainLayer |
| `PresentationLayer` | the composition of the features: 
"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 11, body: [.text("`AppScreen` (every screen and its view), ")])], otherwise: []), .text(#"""
`DIContainerDependency`, `MockDIContainer` | DomainLayer, PresentationSupport, every feature module |

"""#)])], otherwise: [.text("| `PresentationLayer` | View-less presenters"), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 12, body: [.text(" and their SwiftUI views, `AppScreen`")])], otherwise: []), .text(#"""
, `DIContainerDependency`, `MockDIContainer` and the mock drivers | DomainLayer |

"""#)]), .text(###"""
| `<Driver>Framework` (`Sources/FrameworkLayer/`) | one real driver each: the only code that touches SDKs, network, storage | DomainLayer |
| `DependencyInjectionLayer` | `DIContainer`, holding the real drivers | all of the above |

The Development app (`App/Development`) runs on `MockDIContainer` and links only
PresentationLayer and DomainLayer, so it never compiles a framework module: fast builds,
fast previews. The Production app (`App/Production`) uses `DIContainer`.

## Build and test

```sh
swift build
swift test
```

The package builds and tests on its own, on macOS and Linux: the apps are not part of it.

## The apps in Xcode


"""###), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["xcodegen"]), filters: [])), line: 31, body: [.text(#"""
The two iOS apps and their UI tests are described by `App/project.yml` for
[XcodeGen](https://github.com/yonaskolb/XcodeGen) (`brew install xcodegen`). Generate the Xcode
project (it is ignored by git; regenerate it whenever the spec changes), then open the workspace:

```sh
xcodegen generate --spec App/project.yml
open 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 38), .text(#"""
.xcworkspace
```

"""#)])], otherwise: [.text(#"""
```sh
open 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 42), .text(#"""
.xcworkspace
```

The workspace lists the package and `App/
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 45), .text(#"""
.xcodeproj`, which holds the two iOS apps and
their UI tests (Xcode 16 or later). Its groups are synchronized with the folders under `App/`:
a file added there is part of its target, with no edit to the project.

"""#)]), .text(#"""

| scheme | app | runs on | its test plan runs |
|---|---|---|---|
| `DevelopmentApp` | "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 52), .text(" Dev\" | `MockDIContainer`: never compiles a framework module | `TestPlans/DevelopmentApp.xctestplan`: its UI tests, DomainLayerTests, "), .output(TemplateExpression(operand: .variable(["presentationSupport"]), filters: []), line: 52), .text("Tests"), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["featureModules"]), filters: [])), line: 52, body: [.text(" and each feature's tests")])], otherwise: []), .text(#"""
 |
| `ProductionApp` | "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 53), .text(#"""
" | `DIContainer`: the real drivers | `TestPlans/ProductionApp.xctestplan`: its UI tests and every test target of the package |

Pick a scheme and a simulator, then Run (⌘R) to run the app and Test (⌘U) to run its tests.
The UI tests (`App/UITests`, one target per app) launch the app and
"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 56, body: [.text(#"""
 open every screen its
root lists (`AppScreen.allCases`), so a new feature's screen is tested with no edit
"""#)])], otherwise: [.text(#"""
 wait for its root
screen
"""#)]), .text(#"""
. From the command line:

```sh
xcodebuild test -workspace 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 61), .text(#"""
.xcworkspace -scheme DevelopmentApp -destination 'platform=iOS Simulator,name=<an iPhone from xcrun simctl list devices available>'
xcodebuild test -workspace 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 62), .text(#"""
.xcworkspace -scheme ProductionApp -destination 'platform=iOS Simulator,name=<the same iPhone>'
```

(`.github/workflows/ci.yml` picks an available iPhone at run time, so a new runner image never
breaks it.)

Open the workspace to work on both apps and the package at once. Xcode reads a test plan's
paths from the folder of the scheme that runs it: the apps' plans, run by the schemes in
`App/
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 70), .text(".xcodeproj`, name the UI tests `container:"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 70), .text(#"""
.xcodeproj` and the package's
test targets `container:..`; `fia add` keeps them so and `fia doctor` checks it. Opening
`Package.swift` on its own gives the package's scheme `
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 72), .text(#"""
` with the plans `UnitTests`
(everything), `PresenterTests` and `DriverTests`.

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 74, body: [.text(#"""

Both apps open on the same root screen (`App/Shared/RootView.swift`), which lists every
feature's screen from `AppScreen`. Each feature's view has Xcode Previews on `MockDIContainer`
(loaded, empty and failing), so previews never build a framework module either.

"""#)])], otherwise: []), .text(###"""

## Add a feature

```sh
fia add feature Settings                      # presenter, driver, mock, tests, and all the wiring
fia add feature Profile --uses Settings       # a presenter that also needs the Settings driver
fia add feature LicenseList --driver License  # name the driver (and --entity) yourself
fia add feature Settings --dry-run            # show what would change
```

Each run creates the entity, driver protocol and provider (DomainLayer), the presenter and
its dependency protocol
"""###), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 91, body: [.text(", and its SwiftUI view with previews")])], otherwise: []), .text(" ("), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["featureModules"]), filters: [])), line: 91, body: [.text("the feature's own module `<Feature>Feature`, with its test target")])], otherwise: [.text("PresentationLayer")]), .text(#"""
), the mock driver, the `<Driver>Framework` module
with the real driver, and three kinds of tests; then it edits `Package.swift`, the test
plans, `DIContainerDependency`, `MockDIContainer` and `DIContainer`
"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 93, body: [.text(", and `AppScreen`")])], otherwise: []), .text(#"""
 for you.
It never edits 
"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["xcodegen"]), filters: [])), line: 94, body: [.text("`App/project.yml`")])], otherwise: [.text("the Xcode project")]), .text(#"""
 or a scheme: the schemes run the test plans, which
fia keeps complete.
"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 95, body: [.text(" Pass `--no-view` for a feature without a view.")])], otherwise: []), .text(###"""


## Keep the architecture honest

```sh
fia doctor                  # layout, dependency direction, imports, wiring, test plans
fia doctor --json           # the same findings for CI
fia doctor --list-checks    # every check, its id and severity
```

Both apps run `fia doctor --format xcode` in a build phase, so findings show inline in Xcode on
every build; without `fia` installed the phase only prints a warning saying how to install it.
Accept a finding with a reason on its line or the line above —
`// fia:ignore imports.cross-layer — migrating in #123` — or record today's findings with
`fia doctor --write-baseline` so that only new ones are reported.

## CI

`.github/workflows/ci.yml` runs on every push to `main` and every pull request:

- `swift test` of the package on Linux (FIA's layers build without the apps);
- `xcodebuild test` of both app schemes on an iOS Simulator (macOS, Xcode 16)
"""###), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["xcodegen"]), filters: [])), line: 116, body: [.text(", after `xcodegen generate`")])], otherwise: []), .text(#"""
;
- `fia doctor --format sarif`, uploaded to GitHub code scanning. fia is built from its source:
  set the repository variable `FIA_GIT_URL` to a clone URL of fia; until then the job shows as skipped.

`fia doctor --format github` instead annotates the pull request's diff directly, and
`--format junit` feeds GitLab's or Jenkins' test reports.

"""#)]
        ),
        "new/Sources/DependencyInjectionLayer/DIContainer.swift": ParsedBlueprint(
            path: [.text("Sources/DependencyInjectionLayer/DIContainer.swift")],
            contents: [.text(#"""
import DomainLayer
import PresentationLayer

/// The Production app's container: the real drivers from the framework layer.
public final class DIContainer: DIContainerDependency {
    public init() {}
}

"""#)]
        ),
        "new/Sources/DomainLayer/Errors/DomainError.swift": ParsedBlueprint(
            path: [.text("Sources/DomainLayer/Errors/DomainError.swift")],
            contents: [.text(#"""
/// Failures drivers report to the app, free of any SDK's own error types.
public enum DomainError: Error, Equatable, Sendable {
    /// What was asked for does not exist.
    case notFound
    /// The source is out of reach (offline, signed out, quota exhausted …).
    case unavailable(reason: String)
}

extension DomainError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .notFound: "not found"
        case .unavailable(let reason): "unavailable: \(reason)"
        }
    }
}

"""#)]
        ),
        "new/Sources/FrameworkLayer/README.md": ParsedBlueprint(
            path: [.text("Sources/FrameworkLayer/README.md")],
            contents: [.text(##"""
# FrameworkLayer

One module per driver, `<Driver>Framework/`, each holding the real `<Driver>Driver`:
the only code that touches SDKs, networking or databases. `fia add feature` creates them.

"""##)]
        ),
        "new/Sources/PresentationLayer/DIContainerDependency.swift": ParsedBlueprint(
            path: [.text("Sources/PresentationLayer/DIContainerDependency.swift")],
            contents: [.text(#"""
import DomainLayer

/// Every presenter's dependency, composed: what a container must provide.
/// `fia add feature` adds each new `…PresenterDependency` here; MockDIContainer
/// (Development app, previews, tests) and DIContainer (Production app) conform.
public protocol DIContainerDependency:
    AnyObject
{}

"""#)]
        ),
        "new/Sources/PresentationLayer/Mock/MockDIContainer.swift": ParsedBlueprint(
            path: [.text("Sources/PresentationLayer/Mock/MockDIContainer.swift")],
            contents: [.text(#"""
import DomainLayer

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["featureModules"]), filters: [])), line: 2, body: [.text(#"""
import PresentationSupport

"""#)])], otherwise: []), .text(#"""

/// The container of the Development app, previews and presenter tests: every driver is a mock,
/// so nothing here needs the framework layer.
public final class MockDIContainer: DIContainerDependency {
    public init() {}
}

"""#)]
        ),
        "new/Sources/{{ presentationSupport }}/LoadState.swift": ParsedBlueprint(
            path: [.text("Sources/"), .output(TemplateExpression(operand: .variable(["presentationSupport"]), filters: []), line: 1), .text("/LoadState.swift")],
            contents: [.text(#"""
/// What a presenter shows while it loads: nothing yet, loading, the value, or a failure.
public enum LoadState<Value: Equatable>: Equatable {
    case idle
    case loading
    case loaded(Value)
    case failed(String)

    /// The loaded value, if loading succeeded.
    public var value: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }

    /// The failure message, if loading failed.
    public var failure: String? {
        if case .failed(let message) = self { message } else { nil }
    }
}

extension LoadState: Sendable where Value: Sendable {}

"""#)]
        ),
        "new/TestPlans/DevelopmentApp.xctestplan": ParsedBlueprint(
            path: [.text("TestPlans/DevelopmentApp.xctestplan")],
            contents: [.text(#"""
{
  "configurations" : [
    {
      "id" : "
"""#), .output(TemplateExpression(operand: .variable(["developmentAppPlanID"]), filters: []), line: 4), .text(#"""
",
      "name" : "Test Scheme Action",
      "options" : {

      }
    }
  ],
  "defaultOptions" : {
    "targetForVariableExpansion" : {
      "containerPath" : "container:
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 13), .text(#"""
.xcodeproj",
      "identifier" : "
"""#), .output(TemplateExpression(operand: .variable(["developmentAppID"]), filters: []), line: 14), .text(#"""
",
      "name" : "DevelopmentApp"
    }
  },
  "testTargets" : [
    {
      "target" : {
        "containerPath" : "container:
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 21), .text(#"""
.xcodeproj",
        "identifier" : "
"""#), .output(TemplateExpression(operand: .variable(["developmentAppUITestsID"]), filters: []), line: 22), .text(#"""
",
        "name" : "DevelopmentAppUITests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:..",
        "identifier" : "DomainLayerTests",
        "name" : "DomainLayerTests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:..",
        "identifier" : "
"""#), .output(TemplateExpression(operand: .variable(["presentationSupport"]), filters: []), line: 36), .text(#"""
Tests",
        "name" : "
"""#), .output(TemplateExpression(operand: .variable(["presentationSupport"]), filters: []), line: 37), .text(#"""
Tests"
      }
    }
  ],
  "version" : 1
}

"""#)]
        ),
        "new/TestPlans/DriverTests.xctestplan": ParsedBlueprint(
            path: [.text("TestPlans/DriverTests.xctestplan")],
            contents: [.text(#"""
{
  "configurations" : [
    {
      "id" : "
"""#), .output(TemplateExpression(operand: .variable(["driverTestsPlanID"]), filters: []), line: 4), .text(#"""
",
      "name" : "Test Scheme Action",
      "options" : {

      }
    }
  ],
  "defaultOptions" : {

  },
  "testTargets" : [

  ],
  "version" : 1
}

"""#)]
        ),
        "new/TestPlans/PresenterTests.xctestplan": ParsedBlueprint(
            path: [.text("TestPlans/PresenterTests.xctestplan")],
            contents: [.text(#"""
{
  "configurations" : [
    {
      "id" : "
"""#), .output(TemplateExpression(operand: .variable(["presenterTestsPlanID"]), filters: []), line: 4), .text(#"""
",
      "name" : "Test Scheme Action",
      "options" : {

      }
    }
  ],
  "defaultOptions" : {

  },
  "testTargets" : [
    {
      "target" : {
        "containerPath" : "container:",
        "identifier" : "
"""#), .output(TemplateExpression(operand: .variable(["presentationSupport"]), filters: []), line: 18), .text(#"""
Tests",
        "name" : "
"""#), .output(TemplateExpression(operand: .variable(["presentationSupport"]), filters: []), line: 19), .text(#"""
Tests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:",
        "identifier" : "DependencyInjectionLayerTests",
        "name" : "DependencyInjectionLayerTests"
      }
    }
  ],
  "version" : 1
}

"""#)]
        ),
        "new/TestPlans/ProductionApp.xctestplan": ParsedBlueprint(
            path: [.text("TestPlans/ProductionApp.xctestplan")],
            contents: [.text(#"""
{
  "configurations" : [
    {
      "id" : "
"""#), .output(TemplateExpression(operand: .variable(["productionAppPlanID"]), filters: []), line: 4), .text(#"""
",
      "name" : "Test Scheme Action",
      "options" : {

      }
    }
  ],
  "defaultOptions" : {
    "targetForVariableExpansion" : {
      "containerPath" : "container:
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 13), .text(#"""
.xcodeproj",
      "identifier" : "
"""#), .output(TemplateExpression(operand: .variable(["productionAppID"]), filters: []), line: 14), .text(#"""
",
      "name" : "ProductionApp"
    }
  },
  "testTargets" : [
    {
      "target" : {
        "containerPath" : "container:
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 21), .text(#"""
.xcodeproj",
        "identifier" : "
"""#), .output(TemplateExpression(operand: .variable(["productionAppUITestsID"]), filters: []), line: 22), .text(#"""
",
        "name" : "ProductionAppUITests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:..",
        "identifier" : "DomainLayerTests",
        "name" : "DomainLayerTests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:..",
        "identifier" : "
"""#), .output(TemplateExpression(operand: .variable(["presentationSupport"]), filters: []), line: 36), .text(#"""
Tests",
        "name" : "
"""#), .output(TemplateExpression(operand: .variable(["presentationSupport"]), filters: []), line: 37), .text(#"""
Tests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:..",
        "identifier" : "DependencyInjectionLayerTests",
        "name" : "DependencyInjectionLayerTests"
      }
    }
  ],
  "version" : 1
}

"""#)]
        ),
        "new/TestPlans/UnitTests.xctestplan": ParsedBlueprint(
            path: [.text("TestPlans/UnitTests.xctestplan")],
            contents: [.text(#"""
{
  "configurations" : [
    {
      "id" : "
"""#), .output(TemplateExpression(operand: .variable(["unitTestsPlanID"]), filters: []), line: 4), .text(#"""
",
      "name" : "Test Scheme Action",
      "options" : {

      }
    }
  ],
  "defaultOptions" : {

  },
  "testTargets" : [
    {
      "target" : {
        "containerPath" : "container:",
        "identifier" : "DomainLayerTests",
        "name" : "DomainLayerTests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:",
        "identifier" : "
"""#), .output(TemplateExpression(operand: .variable(["presentationSupport"]), filters: []), line: 25), .text(#"""
Tests",
        "name" : "
"""#), .output(TemplateExpression(operand: .variable(["presentationSupport"]), filters: []), line: 26), .text(#"""
Tests"
      }
    },
    {
      "target" : {
        "containerPath" : "container:",
        "identifier" : "DependencyInjectionLayerTests",
        "name" : "DependencyInjectionLayerTests"
      }
    }
  ],
  "version" : 1
}

"""#)]
        ),
        "new/Tests/DependencyInjectionLayerTests/DIContainerTests.swift": ParsedBlueprint(
            path: [.text("Tests/DependencyInjectionLayerTests/DIContainerTests.swift")],
            contents: [.text(##"""
import DependencyInjectionLayer
import PresentationLayer
import Testing

struct DIContainerTests {
    @Test func servesAsEveryPresentersDependency() {
        let container: any DIContainerDependency = DIContainer()
        #expect(container is DIContainer)
        #expect(!(container is MockDIContainer))
    }
}

"""##)]
        ),
        "new/Tests/DomainLayerTests/DomainErrorTests.swift": ParsedBlueprint(
            path: [.text("Tests/DomainLayerTests/DomainErrorTests.swift")],
            contents: [.text(##"""
import DomainLayer
import Testing

struct DomainErrorTests {
    @Test func describesItselfForPresenters() {
        #expect(DomainError.notFound.description == "not found")
        #expect(DomainError.unavailable(reason: "offline").description == "unavailable: offline")
    }

    @Test func comparesByCaseAndReason() {
        #expect(DomainError.unavailable(reason: "offline") != DomainError.unavailable(reason: "signed out"))
    }
}

"""##)]
        ),
        "new/Tests/{{ presentationSupport }}Tests/LoadStateTests.swift": ParsedBlueprint(
            path: [.text("Tests/"), .output(TemplateExpression(operand: .variable(["presentationSupport"]), filters: []), line: 1), .text("Tests/LoadStateTests.swift")],
            contents: [.text("import "), .output(TemplateExpression(operand: .variable(["presentationSupport"]), filters: []), line: 1), .text(##"""

import Testing

struct LoadStateTests {
    @Test func exposesTheLoadedValue() {
        #expect(LoadState.loaded([1, 2]).value == [1, 2])
        #expect(LoadState<[Int]>.loading.value == nil)
    }

    @Test func exposesTheFailure() {
        #expect(LoadState<[Int]>.failed("offline").failure == "offline")
        #expect(LoadState.loaded([1]).failure == nil)
    }
}

"""##)]
        ),
        "new/dot_github/workflows/ci.yml": ParsedBlueprint(
            path: [.text("dot_github/workflows/ci.yml")],
            contents: [.text("# "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text(##"""
's CI, written by `fia new`: the package's tests on Linux (FIA's layers build without
# the apps), both apps' tests on an iOS Simulator, and `fia doctor`'s findings in code scanning.
name: CI

on:
  push:
    branches: [main]
  pull_request:

permissions:
  contents: read

jobs:
  package:
    name: Package tests (Linux)
    runs-on: ubuntu-latest
    container: swift:6.1
    steps:
      - uses: actions/checkout@v7
      - run: swift build --build-tests -Xswiftc -warnings-as-errors
      - run: swift test --skip-build

  apps:
    name: App tests (iOS Simulator)
    # Xcode 16 or later: the project uses folder-synchronized groups.
    runs-on: macos-26
    steps:
      - uses: actions/checkout@v7
      # The newest iOS runtime's first iPhone, chosen when the job runs: a simulator named here
      # would break the job the day the runner image stops shipping it.
      - name: Pick an available iPhone simulator
        run: |
          xcrun simctl list devices available --json > "$RUNNER_TEMP/devices.json"
          python3 - "$RUNNER_TEMP/devices.json" >> "$GITHUB_ENV" <<'PICK'
          import json, sys
          devices = json.load(open(sys.argv[1]))["devices"]
          def version(runtime):
              return [int(part) for part in runtime.rsplit("iOS-", 1)[1].split("-") if part.isdigit()]
          for runtime in sorted((r for r in devices if ".iOS-" in r), key=version, reverse=True):
              phones = [d for d in devices[runtime] if d.get("isAvailable", True) and d["name"].startswith("iPhone")]
              if phones:
                  print("SIMULATOR_DESTINATION=id=" + phones[0]["udid"])
                  sys.exit(0)
          sys.exit("error: this runner has no available iPhone simulator")
          PICK

"""##), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["xcodegen"]), filters: [])), line: 46, body: [.text(#"""
      - name: Generate the Xcode project
        run: |
          brew install xcodegen
          xcodegen generate --spec App/project.yml

"""#)])], otherwise: []), .text(#"""
      - name: DevelopmentApp (MockDIContainer)
        run: xcodebuild test -workspace 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 53), .text(#"""
.xcworkspace -scheme DevelopmentApp -destination "$SIMULATOR_DESTINATION"
      - name: ProductionApp (DIContainer)
        run: xcodebuild test -workspace 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 55), .text(##"""
.xcworkspace -scheme ProductionApp -destination "$SIMULATOR_DESTINATION"

  doctor:
    name: fia doctor (code scanning)
    # fia is built from its source: set the repository variable FIA_GIT_URL to a clone URL of fia
    # (Settings, Secrets and variables, Actions, Variables). Until then this job shows as skipped.
    if: vars.FIA_GIT_URL != ''
    runs-on: ubuntu-latest
    container: swift:6.1
    permissions:
      contents: read
      security-events: write
    steps:
      - uses: actions/checkout@v7
      - name: Build fia
        env:
          FIA_GIT_URL: 
"""##), .output(TemplateExpression(operand: .literal("${{ vars.FIA_GIT_URL }}"), filters: []), line: 71), .text(#"""

        run: |
          git config --global --add safe.directory "$GITHUB_WORKSPACE"
          git clone --depth 1 "$FIA_GIT_URL" "$RUNNER_TEMP/fia"
          swift build -c release --package-path "$RUNNER_TEMP/fia"
      - name: fia doctor
        run: '"$RUNNER_TEMP/fia/.build/release/fia" doctor --format sarif > fia.sarif'
      - uses: github/codeql-action/upload-sarif@v4
        if: always()
        with:
          sarif_file: fia.sarif
          category: fia-doctor

"""#)]
        ),
        "new/dot_gitignore": ParsedBlueprint(
            path: [.text("dot_gitignore")],
            contents: [.text(#"""
.DS_Store
/.build
/Packages
xcuserdata/
DerivedData/
.swiftpm/configuration/registries.json
.swiftpm/xcode/package.xcworkspace/contents.xcworkspacedata
.netrc

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["xcodegen"]), filters: [])), line: 9, body: [.text(##"""
# XcodeGen writes it from App/project.yml.
App/*.xcodeproj

"""##)])], otherwise: [])]
        ),
        "new/dot_swiftpm/xcode/xcshareddata/xcschemes/{{ name }}.xcscheme": ParsedBlueprint(
            path: [.text("dot_swiftpm/xcode/xcshareddata/xcschemes/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text(".xcscheme")],
            contents: [.text(#"""
<?xml version="1.0" encoding="UTF-8"?>
<Scheme
   LastUpgradeVersion = "2710"
   version = "1.7">
   <BuildAction
      parallelizeBuildables = "YES"
      buildImplicitDependencies = "YES">
      <BuildActionEntries>
         <BuildActionEntry
            buildForTesting = "YES"
            buildForRunning = "YES"
            buildForProfiling = "YES"
            buildForArchiving = "YES"
            buildForAnalyzing = "YES">
            <BuildableReference
               BuildableIdentifier = "primary"
               BlueprintIdentifier = "DomainLayer"
               BuildableName = "DomainLayer"
               BlueprintName = "DomainLayer"
               ReferencedContainer = "container:">
            </BuildableReference>
         </BuildActionEntry>
         <BuildActionEntry
            buildForTesting = "YES"
            buildForRunning = "YES"
            buildForProfiling = "YES"
            buildForArchiving = "YES"
            buildForAnalyzing = "YES">
            <BuildableReference
               BuildableIdentifier = "primary"
               BlueprintIdentifier = "PresentationLayer"
               BuildableName = "PresentationLayer"
               BlueprintName = "PresentationLayer"
               ReferencedContainer = "container:">
            </BuildableReference>
         </BuildActionEntry>
         <BuildActionEntry
            buildForTesting = "YES"
            buildForRunning = "YES"
            buildForProfiling = "YES"
            buildForArchiving = "YES"
            buildForAnalyzing = "YES">
            <BuildableReference
               BuildableIdentifier = "primary"
               BlueprintIdentifier = "DependencyInjectionLayer"
               BuildableName = "DependencyInjectionLayer"
               BlueprintName = "DependencyInjectionLayer"
               ReferencedContainer = "container:">
            </BuildableReference>
         </BuildActionEntry>
      </BuildActionEntries>
   </BuildAction>
   <TestAction
      buildConfiguration = "Debug"
      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
      shouldUseLaunchSchemeArgsEnv = "YES">
      <TestPlans>
         <TestPlanReference
            reference = "container:TestPlans/UnitTests.xctestplan"
            default = "YES">
         </TestPlanReference>
         <TestPlanReference
            reference = "container:TestPlans/PresenterTests.xctestplan">
         </TestPlanReference>
         <TestPlanReference
            reference = "container:TestPlans/DriverTests.xctestplan">
         </TestPlanReference>
      </TestPlans>
   </TestAction>
   <LaunchAction
      buildConfiguration = "Debug"
      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
      launchStyle = "0"
      useCustomWorkingDirectory = "NO"
      ignoresPersistentStateOnLaunch = "NO"
      debugDocumentVersioning = "YES"
      debugServiceExtension = "internal"
      allowLocationSimulation = "YES">
   </LaunchAction>
   <ProfileAction
      buildConfiguration = "Release"
      shouldUseLaunchSchemeArgsEnv = "YES"
      savedToolIdentifier = ""
      useCustomWorkingDirectory = "NO"
      debugDocumentVersioning = "YES">
   </ProfileAction>
   <AnalyzeAction
      buildConfiguration = "Debug">
   </AnalyzeAction>
   <ArchiveAction
      buildConfiguration = "Release"
      revealArchiveInOrganizer = "YES">
   </ArchiveAction>
</Scheme>

"""#)]
        ),
        "new/{% if not views or featureModules %}dot_fia/config.json{% endif %}": ParsedBlueprint(
            path: [.conditional([TemplateBranch(condition: .or(.not(.value(TemplateExpression(operand: .variable(["views"]), filters: []))), .value(TemplateExpression(operand: .variable(["featureModules"]), filters: []))), line: 1, body: [.text("dot_fia/config.json")])], otherwise: [])],
            contents: [.text(#"""
{

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["featureModules"]), filters: [])), line: 2, body: [.text(#"""
  "featureModules": {
    "folder": "Sources/Features",
    "support": "PresentationSupport"
  }
"""#), .conditional([TemplateBranch(condition: .not(.value(TemplateExpression(operand: .variable(["views"]), filters: []))), line: 5, body: [.text(",")])], otherwise: []), .text(#"""


"""#)])], otherwise: []), .conditional([TemplateBranch(condition: .not(.value(TemplateExpression(operand: .variable(["views"]), filters: []))), line: 6, body: [.text(#"""
  "views": false

"""#)])], otherwise: []), .text(#"""
}

"""#)]
        ),
        "new/{% if not xcodegen %}App/{{ name }}.xcodeproj/project.pbxproj{% endif %}": ParsedBlueprint(
            path: [.conditional([TemplateBranch(condition: .not(.value(TemplateExpression(operand: .variable(["xcodegen"]), filters: []))), line: 1, body: [.text("App/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text(".xcodeproj/project.pbxproj")])], otherwise: [])],
            contents: [.text(#"""
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 77;
	objects = {

/* Begin PBXBuildFile section */
		F1A000000000000000000120 /* DomainLayer in Frameworks */ = {isa = PBXBuildFile; productRef = F1A000000000000000000110 /* DomainLayer */; };
		F1A000000000000000000121 /* PresentationLayer in Frameworks */ = {isa = PBXBuildFile; productRef = F1A000000000000000000111 /* PresentationLayer */; };
		F1A000000000000000000220 /* DomainLayer in Frameworks */ = {isa = PBXBuildFile; productRef = F1A000000000000000000210 /* DomainLayer */; };
		F1A000000000000000000221 /* PresentationLayer in Frameworks */ = {isa = PBXBuildFile; productRef = F1A000000000000000000211 /* PresentationLayer */; };
		F1A000000000000000000222 /* DependencyInjectionLayer in Frameworks */ = {isa = PBXBuildFile; productRef = F1A000000000000000000212 /* DependencyInjectionLayer */; };

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 15, body: [.text(#"""
		F1A000000000000000000320 /* PresentationLayer in Frameworks */ = {isa = PBXBuildFile; productRef = F1A000000000000000000310 /* PresentationLayer */; };
		F1A000000000000000000420 /* PresentationLayer in Frameworks */ = {isa = PBXBuildFile; productRef = F1A000000000000000000410 /* PresentationLayer */; };

"""#)])], otherwise: []), .text(#"""
/* End PBXBuildFile section */

/* Begin PBXContainerItemProxy section */
		F1A000000000000000000307 /* PBXContainerItemProxy */ = {
			isa = PBXContainerItemProxy;
			containerPortal = F1A000000000000000000001 /* Project object */;
			proxyType = 1;
			remoteGlobalIDString = 
"""#), .output(TemplateExpression(operand: .variable(["developmentAppID"]), filters: []), line: 26), .text(#"""
;
			remoteInfo = DevelopmentApp;
		};
		F1A000000000000000000407 /* PBXContainerItemProxy */ = {
			isa = PBXContainerItemProxy;
			containerPortal = F1A000000000000000000001 /* Project object */;
			proxyType = 1;
			remoteGlobalIDString = 
"""#), .output(TemplateExpression(operand: .variable(["productionAppID"]), filters: []), line: 33), .text(#"""
;
			remoteInfo = ProductionApp;
		};
/* End PBXContainerItemProxy section */

/* Begin PBXFileReference section */
		F1A000000000000000000020 /* DevelopmentApp.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = DevelopmentApp.app; sourceTree = BUILT_PRODUCTS_DIR; };
		F1A000000000000000000021 /* ProductionApp.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = ProductionApp.app; sourceTree = BUILT_PRODUCTS_DIR; };
		F1A000000000000000000022 /* DevelopmentAppUITests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = DevelopmentAppUITests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
		F1A000000000000000000023 /* ProductionAppUITests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = ProductionAppUITests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
/* End PBXFileReference section */

/* Begin PBXFileSystemSynchronizedRootGroup section */
		F1A000000000000000000010 /* Development */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			path = Development;
			sourceTree = "<group>";
		};
		F1A000000000000000000011 /* Production */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			path = Production;
			sourceTree = "<group>";
		};
		F1A000000000000000000012 /* Shared */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			path = Shared;
			sourceTree = "<group>";
		};
		F1A000000000000000000013 /* UITests */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			path = UITests;
			sourceTree = "<group>";
		};
/* End PBXFileSystemSynchronizedRootGroup section */

/* Begin PBXFrameworksBuildPhase section */
		F1A000000000000000000106 /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
				F1A000000000000000000120 /* DomainLayer in Frameworks */,
				F1A000000000000000000121 /* PresentationLayer in Frameworks */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000206 /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
				F1A000000000000000000220 /* DomainLayer in Frameworks */,
				F1A000000000000000000221 /* PresentationLayer in Frameworks */,
				F1A000000000000000000222 /* DependencyInjectionLayer in Frameworks */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000306 /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 92, body: [.text(#"""
				F1A000000000000000000320 /* PresentationLayer in Frameworks */,

"""#)])], otherwise: []), .text(#"""
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000406 /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 102, body: [.text(#"""
				F1A000000000000000000420 /* PresentationLayer in Frameworks */,

"""#)])], otherwise: []), .text(#"""
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXFrameworksBuildPhase section */

/* Begin PBXGroup section */
		F1A000000000000000000002 = {
			isa = PBXGroup;
			children = (
				F1A000000000000000000010 /* Development */,
				F1A000000000000000000011 /* Production */,
				F1A000000000000000000012 /* Shared */,
				F1A000000000000000000013 /* UITests */,
				F1A000000000000000000003 /* Products */,
			);
			sourceTree = "<group>";
		};
		F1A000000000000000000003 /* Products */ = {
			isa = PBXGroup;
			children = (
				F1A000000000000000000020 /* DevelopmentApp.app */,
				F1A000000000000000000021 /* ProductionApp.app */,
				F1A000000000000000000022 /* DevelopmentAppUITests.xctest */,
				F1A000000000000000000023 /* ProductionAppUITests.xctest */,
			);
			name = Products;
			sourceTree = "<group>";
		};
/* End PBXGroup section */

/* Begin PBXNativeTarget section */

"""#), .loop(variable: "target", list: ["appTargetsInIDOrder"], line: 136, body: [.conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["target", "developmentApp"]), filters: [])), line: 137, body: [.text("\t\t"), .output(TemplateExpression(operand: .variable(["developmentAppID"]), filters: []), line: 138), .text(#"""
 /* DevelopmentApp */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = F1A000000000000000000100 /* Build configuration list for PBXNativeTarget "DevelopmentApp" */;
			buildPhases = (
				F1A000000000000000000103 /* fia doctor */,
				F1A000000000000000000104 /* Sources */,
				F1A000000000000000000105 /* Resources */,
				F1A000000000000000000106 /* Frameworks */,
			);
			buildRules = (
			);
			dependencies = (
			);
			fileSystemSynchronizedGroups = (
				F1A000000000000000000010 /* Development */,
				F1A000000000000000000012 /* Shared */,
			);
			name = DevelopmentApp;
			packageProductDependencies = (
				F1A000000000000000000110 /* DomainLayer */,
				F1A000000000000000000111 /* PresentationLayer */,
			);
			productName = DevelopmentApp;
			productReference = F1A000000000000000000020 /* DevelopmentApp.app */;
			productType = "com.apple.product-type.application";
		};

"""#)])], otherwise: []), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["target", "developmentAppUITests"]), filters: [])), line: 165, body: [.text("\t\t"), .output(TemplateExpression(operand: .variable(["developmentAppUITestsID"]), filters: []), line: 166), .text(#"""
 /* DevelopmentAppUITests */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = F1A000000000000000000300 /* Build configuration list for PBXNativeTarget "DevelopmentAppUITests" */;
			buildPhases = (
				F1A000000000000000000304 /* Sources */,
				F1A000000000000000000305 /* Resources */,
				F1A000000000000000000306 /* Frameworks */,
			);
			buildRules = (
			);
			dependencies = (
				F1A000000000000000000308 /* PBXTargetDependency */,
			);
			fileSystemSynchronizedGroups = (
				F1A000000000000000000013 /* UITests */,
			);
			name = DevelopmentAppUITests;
			packageProductDependencies = (

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 184, body: [.text(#"""
				F1A000000000000000000310 /* PresentationLayer */,

"""#)])], otherwise: []), .text(#"""
			);
			productName = DevelopmentAppUITests;
			productReference = F1A000000000000000000022 /* DevelopmentAppUITests.xctest */;
			productType = "com.apple.product-type.bundle.ui-testing";
		};

"""#)])], otherwise: []), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["target", "productionApp"]), filters: [])), line: 193, body: [.text("\t\t"), .output(TemplateExpression(operand: .variable(["productionAppID"]), filters: []), line: 194), .text(#"""
 /* ProductionApp */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = F1A000000000000000000200 /* Build configuration list for PBXNativeTarget "ProductionApp" */;
			buildPhases = (
				F1A000000000000000000203 /* fia doctor */,
				F1A000000000000000000204 /* Sources */,
				F1A000000000000000000205 /* Resources */,
				F1A000000000000000000206 /* Frameworks */,
			);
			buildRules = (
			);
			dependencies = (
			);
			fileSystemSynchronizedGroups = (
				F1A000000000000000000011 /* Production */,
				F1A000000000000000000012 /* Shared */,
			);
			name = ProductionApp;
			packageProductDependencies = (
				F1A000000000000000000210 /* DomainLayer */,
				F1A000000000000000000211 /* PresentationLayer */,
				F1A000000000000000000212 /* DependencyInjectionLayer */,
			);
			productName = ProductionApp;
			productReference = F1A000000000000000000021 /* ProductionApp.app */;
			productType = "com.apple.product-type.application";
		};

"""#)])], otherwise: []), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["target", "productionAppUITests"]), filters: [])), line: 222, body: [.text("\t\t"), .output(TemplateExpression(operand: .variable(["productionAppUITestsID"]), filters: []), line: 223), .text(#"""
 /* ProductionAppUITests */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = F1A000000000000000000400 /* Build configuration list for PBXNativeTarget "ProductionAppUITests" */;
			buildPhases = (
				F1A000000000000000000404 /* Sources */,
				F1A000000000000000000405 /* Resources */,
				F1A000000000000000000406 /* Frameworks */,
			);
			buildRules = (
			);
			dependencies = (
				F1A000000000000000000408 /* PBXTargetDependency */,
			);
			fileSystemSynchronizedGroups = (
				F1A000000000000000000013 /* UITests */,
			);
			name = ProductionAppUITests;
			packageProductDependencies = (

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 241, body: [.text(#"""
				F1A000000000000000000410 /* PresentationLayer */,

"""#)])], otherwise: []), .text(#"""
			);
			productName = ProductionAppUITests;
			productReference = F1A000000000000000000023 /* ProductionAppUITests.xctest */;
			productType = "com.apple.product-type.bundle.ui-testing";
		};

"""#)])], otherwise: [])]), .text(#"""
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		F1A000000000000000000001 /* Project object */ = {
			isa = PBXProject;
			attributes = {
				BuildIndependentTargetsInParallel = 1;
				LastSwiftUpdateCheck = 2710;
				LastUpgradeCheck = 2710;
				TargetAttributes = {

"""#), .loop(variable: "target", list: ["appTargetsInIDOrder"], line: 261, body: [.conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["target", "developmentAppUITests"]), filters: [])), line: 262, body: [.text("\t\t\t\t\t"), .output(TemplateExpression(operand: .variable(["developmentAppUITestsID"]), filters: []), line: 263), .text(#"""
 = {
						TestTargetID = 
"""#), .output(TemplateExpression(operand: .variable(["developmentAppID"]), filters: []), line: 264), .text(#"""
;
					};

"""#)])], otherwise: []), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["target", "productionAppUITests"]), filters: [])), line: 267, body: [.text("\t\t\t\t\t"), .output(TemplateExpression(operand: .variable(["productionAppUITestsID"]), filters: []), line: 268), .text(#"""
 = {
						TestTargetID = 
"""#), .output(TemplateExpression(operand: .variable(["productionAppID"]), filters: []), line: 269), .text(#"""
;
					};

"""#)])], otherwise: [])]), .text(#"""
				};
			};
			buildConfigurationList = F1A000000000000000000004 /* Build configuration list for PBXProject "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 275), .text(#"""
" */;
			developmentRegion = en;
			hasScannedForEncodings = 0;
			knownRegions = (
				en,
				Base,
			);
			mainGroup = F1A000000000000000000002;
			minimizedProjectReferenceProxies = 1;
			packageReferences = (
				F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */,
			);
			preferredProjectObjectVersion = 77;
			productRefGroup = F1A000000000000000000003 /* Products */;
			projectDirPath = "";
			projectRoot = "";
			targets = (
				
"""#), .output(TemplateExpression(operand: .variable(["developmentAppID"]), filters: []), line: 292), .text(#"""
 /* DevelopmentApp */,
				
"""#), .output(TemplateExpression(operand: .variable(["developmentAppUITestsID"]), filters: []), line: 293), .text(#"""
 /* DevelopmentAppUITests */,
				
"""#), .output(TemplateExpression(operand: .variable(["productionAppID"]), filters: []), line: 294), .text(#"""
 /* ProductionApp */,
				
"""#), .output(TemplateExpression(operand: .variable(["productionAppUITestsID"]), filters: []), line: 295), .text(#"""
 /* ProductionAppUITests */,
			);
		};
/* End PBXProject section */

/* Begin PBXResourcesBuildPhase section */
		F1A000000000000000000105 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000205 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000305 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000405 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXResourcesBuildPhase section */

/* Begin PBXShellScriptBuildPhase section */
		F1A000000000000000000103 /* fia doctor */ = {
			isa = PBXShellScriptBuildPhase;
			alwaysOutOfDate = 1;
			buildActionMask = 2147483647;
			files = (
			);
			inputFileListPaths = (
			);
			inputPaths = (
			);
			name = "fia doctor";
			outputFileListPaths = (
			);
			outputPaths = (
			);
			runOnlyForDeploymentPostprocessing = 0;
			shellPath = /bin/sh;
			shellScript = "export PATH=\"$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin\"\nif command -v fia >/dev/null 2>&1; then\n  fia doctor --project \"$SRCROOT/..\" --format xcode\nelse\n  echo \"warning: fia is not installed, so FIA's rules are not checked on this build; install it: build fia with 'swift build -c release' and copy .build/release/fia to /usr/local/bin\"\nfi\n";
		};
		F1A000000000000000000203 /* fia doctor */ = {
			isa = PBXShellScriptBuildPhase;
			alwaysOutOfDate = 1;
			buildActionMask = 2147483647;
			files = (
			);
			inputFileListPaths = (
			);
			inputPaths = (
			);
			name = "fia doctor";
			outputFileListPaths = (
			);
			outputPaths = (
			);
			runOnlyForDeploymentPostprocessing = 0;
			shellPath = /bin/sh;
			shellScript = "export PATH=\"$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin\"\nif command -v fia >/dev/null 2>&1; then\n  fia doctor --project \"$SRCROOT/..\" --format xcode\nelse\n  echo \"warning: fia is not installed, so FIA's rules are not checked on this build; install it: build fia with 'swift build -c release' and copy .build/release/fia to /usr/local/bin\"\nfi\n";
		};
/* End PBXShellScriptBuildPhase section */

/* Begin PBXSourcesBuildPhase section */
		F1A000000000000000000104 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000204 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000304 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		F1A000000000000000000404 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXSourcesBuildPhase section */

/* Begin PBXTargetDependency section */
		F1A000000000000000000308 /* PBXTargetDependency */ = {
			isa = PBXTargetDependency;
			target = 
"""#), .output(TemplateExpression(operand: .variable(["developmentAppID"]), filters: []), line: 406), .text(#"""
 /* DevelopmentApp */;
			targetProxy = F1A000000000000000000307 /* PBXContainerItemProxy */;
		};
		F1A000000000000000000408 /* PBXTargetDependency */ = {
			isa = PBXTargetDependency;
			target = 
"""#), .output(TemplateExpression(operand: .variable(["productionAppID"]), filters: []), line: 411), .text(#"""
 /* ProductionApp */;
			targetProxy = F1A000000000000000000407 /* PBXContainerItemProxy */;
		};
/* End PBXTargetDependency section */

/* Begin XCBuildConfiguration section */
		F1A000000000000000000005 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ALWAYS_SEARCH_USER_PATHS = NO;
				ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;
				CLANG_ANALYZER_NONNULL = YES;
				CLANG_ANALYZER_NUMBER_OBJECT_CONVERSION = YES_AGGRESSIVE;
				CLANG_CXX_LANGUAGE_STANDARD = "gnu++20";
				CLANG_ENABLE_MODULES = YES;
				CLANG_ENABLE_OBJC_ARC = YES;
				CLANG_ENABLE_OBJC_WEAK = YES;
				CLANG_WARN_BLOCK_CAPTURE_AUTORELEASING = YES;
				CLANG_WARN_BOOL_CONVERSION = YES;
				CLANG_WARN_COMMA = YES;
				CLANG_WARN_CONSTANT_CONVERSION = YES;
				CLANG_WARN_DEPRECATED_OBJC_IMPLEMENTATIONS = YES;
				CLANG_WARN_DIRECT_OBJC_ISA_USAGE = YES_ERROR;
				CLANG_WARN_DOCUMENTATION_COMMENTS = YES;
				CLANG_WARN_EMPTY_BODY = YES;
				CLANG_WARN_ENUM_CONVERSION = YES;
				CLANG_WARN_INFINITE_RECURSION = YES;
				CLANG_WARN_INT_CONVERSION = YES;
				CLANG_WARN_NON_LITERAL_NULL_CONVERSION = YES;
				CLANG_WARN_OBJC_IMPLICIT_RETAIN_SELF = YES;
				CLANG_WARN_OBJC_LITERAL_CONVERSION = YES;
				CLANG_WARN_OBJC_ROOT_CLASS = YES_ERROR;
				CLANG_WARN_QUOTED_INCLUDE_IN_FRAMEWORK_HEADER = YES;
				CLANG_WARN_RANGE_LOOP_ANALYSIS = YES;
				CLANG_WARN_STRICT_PROTOTYPES = YES;
				CLANG_WARN_SUSPICIOUS_MOVE = YES;
				CLANG_WARN_UNGUARDED_AVAILABILITY = YES_AGGRESSIVE;
				CLANG_WARN_UNREACHABLE_CODE = YES;
				CLANG_WARN__DUPLICATE_METHOD_MATCH = YES;
				COPY_PHASE_STRIP = NO;
				CURRENT_PROJECT_VERSION = 1;
				DEBUG_INFORMATION_FORMAT = dwarf;
				ENABLE_STRICT_OBJC_MSGSEND = YES;
				ENABLE_TESTABILITY = YES;
				ENABLE_USER_SCRIPT_SANDBOXING = YES;
				GCC_C_LANGUAGE_STANDARD = gnu17;
				GCC_DYNAMIC_NO_PIC = NO;
				GCC_NO_COMMON_BLOCKS = YES;
				GCC_OPTIMIZATION_LEVEL = 0;
				GCC_PREPROCESSOR_DEFINITIONS = (
					"DEBUG=1",
					"$(inherited)",
				);
				GCC_WARN_64_TO_32_BIT_CONVERSION = YES;
				GCC_WARN_ABOUT_RETURN_TYPE = YES_ERROR;
				GCC_WARN_UNDECLARED_SELECTOR = YES;
				GCC_WARN_UNINITIALIZED_AUTOS = YES_AGGRESSIVE;
				GCC_WARN_UNUSED_FUNCTION = YES;
				GCC_WARN_UNUSED_VARIABLE = YES;
				GENERATE_INFOPLIST_FILE = YES;
				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
				LOCALIZATION_PREFERS_STRING_CATALOGS = YES;
				MARKETING_VERSION = 1.0;
				MTL_ENABLE_DEBUG_INFO = INCLUDE_SOURCE;
				MTL_FAST_MATH = YES;
				ONLY_ACTIVE_ARCH = YES;
				SDKROOT = iphoneos;
				STRING_CATALOG_GENERATE_SYMBOLS = YES;
				SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
				SWIFT_OPTIMIZATION_LEVEL = "-Onone";
				SWIFT_VERSION = 6.0;
			};
			name = Debug;
		};
		F1A000000000000000000006 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ALWAYS_SEARCH_USER_PATHS = NO;
				ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;
				CLANG_ANALYZER_NONNULL = YES;
				CLANG_ANALYZER_NUMBER_OBJECT_CONVERSION = YES_AGGRESSIVE;
				CLANG_CXX_LANGUAGE_STANDARD = "gnu++20";
				CLANG_ENABLE_MODULES = YES;
				CLANG_ENABLE_OBJC_ARC = YES;
				CLANG_ENABLE_OBJC_WEAK = YES;
				CLANG_WARN_BLOCK_CAPTURE_AUTORELEASING = YES;
				CLANG_WARN_BOOL_CONVERSION = YES;
				CLANG_WARN_COMMA = YES;
				CLANG_WARN_CONSTANT_CONVERSION = YES;
				CLANG_WARN_DEPRECATED_OBJC_IMPLEMENTATIONS = YES;
				CLANG_WARN_DIRECT_OBJC_ISA_USAGE = YES_ERROR;
				CLANG_WARN_DOCUMENTATION_COMMENTS = YES;
				CLANG_WARN_EMPTY_BODY = YES;
				CLANG_WARN_ENUM_CONVERSION = YES;
				CLANG_WARN_INFINITE_RECURSION = YES;
				CLANG_WARN_INT_CONVERSION = YES;
				CLANG_WARN_NON_LITERAL_NULL_CONVERSION = YES;
				CLANG_WARN_OBJC_IMPLICIT_RETAIN_SELF = YES;
				CLANG_WARN_OBJC_LITERAL_CONVERSION = YES;
				CLANG_WARN_OBJC_ROOT_CLASS = YES_ERROR;
				CLANG_WARN_QUOTED_INCLUDE_IN_FRAMEWORK_HEADER = YES;
				CLANG_WARN_RANGE_LOOP_ANALYSIS = YES;
				CLANG_WARN_STRICT_PROTOTYPES = YES;
				CLANG_WARN_SUSPICIOUS_MOVE = YES;
				CLANG_WARN_UNGUARDED_AVAILABILITY = YES_AGGRESSIVE;
				CLANG_WARN_UNREACHABLE_CODE = YES;
				CLANG_WARN__DUPLICATE_METHOD_MATCH = YES;
				COPY_PHASE_STRIP = NO;
				CURRENT_PROJECT_VERSION = 1;
				DEBUG_INFORMATION_FORMAT = "dwarf-with-dsym";
				ENABLE_NS_ASSERTIONS = NO;
				ENABLE_STRICT_OBJC_MSGSEND = YES;
				ENABLE_USER_SCRIPT_SANDBOXING = YES;
				GCC_C_LANGUAGE_STANDARD = gnu17;
				GCC_NO_COMMON_BLOCKS = YES;
				GCC_WARN_64_TO_32_BIT_CONVERSION = YES;
				GCC_WARN_ABOUT_RETURN_TYPE = YES_ERROR;
				GCC_WARN_UNDECLARED_SELECTOR = YES;
				GCC_WARN_UNINITIALIZED_AUTOS = YES_AGGRESSIVE;
				GCC_WARN_UNUSED_FUNCTION = YES;
				GCC_WARN_UNUSED_VARIABLE = YES;
				GENERATE_INFOPLIST_FILE = YES;
				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
				LOCALIZATION_PREFERS_STRING_CATALOGS = YES;
				MARKETING_VERSION = 1.0;
				MTL_ENABLE_DEBUG_INFO = NO;
				MTL_FAST_MATH = YES;
				SDKROOT = iphoneos;
				STRING_CATALOG_GENERATE_SYMBOLS = YES;
				SWIFT_COMPILATION_MODE = wholemodule;
				SWIFT_VERSION = 6.0;
				VALIDATE_PRODUCT = YES;
			};
			name = Release;
		};
		F1A000000000000000000101 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				CODE_SIGN_STYLE = Automatic;
				ENABLE_PREVIEWS = YES;
				ENABLE_USER_SCRIPT_SANDBOXING = NO;
				INFOPLIST_KEY_CFBundleDisplayName = "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 553), .text(#"""
 Dev";
				INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
				INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents = YES;
				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "
"""#), .output(TemplateExpression(operand: .variable(["bundleIDPrefix"]), filters: []), line: 563), .text("."), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 563), .text(#"""
.development";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = YES;
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Debug;
		};
		F1A000000000000000000102 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				CODE_SIGN_STYLE = Automatic;
				ENABLE_PREVIEWS = YES;
				ENABLE_USER_SCRIPT_SANDBOXING = NO;
				INFOPLIST_KEY_CFBundleDisplayName = "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 577), .text(#"""
 Dev";
				INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
				INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents = YES;
				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "
"""#), .output(TemplateExpression(operand: .variable(["bundleIDPrefix"]), filters: []), line: 587), .text("."), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 587), .text(#"""
.development";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = YES;
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Release;
		};
		F1A000000000000000000201 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				CODE_SIGN_STYLE = Automatic;
				ENABLE_PREVIEWS = YES;
				ENABLE_USER_SCRIPT_SANDBOXING = NO;
				INFOPLIST_KEY_CFBundleDisplayName = "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 601), .text(#"""
";
				INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
				INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents = YES;
				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "
"""#), .output(TemplateExpression(operand: .variable(["bundleIDPrefix"]), filters: []), line: 611), .text("."), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 611), .text(#"""
";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = YES;
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Debug;
		};
		F1A000000000000000000202 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				CODE_SIGN_STYLE = Automatic;
				ENABLE_PREVIEWS = YES;
				ENABLE_USER_SCRIPT_SANDBOXING = NO;
				INFOPLIST_KEY_CFBundleDisplayName = "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 625), .text(#"""
";
				INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
				INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents = YES;
				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "
"""#), .output(TemplateExpression(operand: .variable(["bundleIDPrefix"]), filters: []), line: 635), .text("."), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 635), .text(#"""
";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = YES;
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Release;
		};
		F1A000000000000000000301 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				CODE_SIGN_STYLE = Automatic;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
					"@loader_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "
"""#), .output(TemplateExpression(operand: .variable(["bundleIDPrefix"]), filters: []), line: 651), .text("."), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 651), .text(#"""
.development.uitests";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = NO;
				TARGETED_DEVICE_FAMILY = "1,2";
				TEST_TARGET_NAME = DevelopmentApp;
			};
			name = Debug;
		};
		F1A000000000000000000302 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				CODE_SIGN_STYLE = Automatic;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
					"@loader_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "
"""#), .output(TemplateExpression(operand: .variable(["bundleIDPrefix"]), filters: []), line: 668), .text("."), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 668), .text(#"""
.development.uitests";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = NO;
				TARGETED_DEVICE_FAMILY = "1,2";
				TEST_TARGET_NAME = DevelopmentApp;
			};
			name = Release;
		};
		F1A000000000000000000401 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				CODE_SIGN_STYLE = Automatic;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
					"@loader_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "
"""#), .output(TemplateExpression(operand: .variable(["bundleIDPrefix"]), filters: []), line: 685), .text("."), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 685), .text(#"""
.uitests";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = NO;
				TARGETED_DEVICE_FAMILY = "1,2";
				TEST_TARGET_NAME = ProductionApp;
			};
			name = Debug;
		};
		F1A000000000000000000402 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				CODE_SIGN_STYLE = Automatic;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
					"@loader_path/Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = "
"""#), .output(TemplateExpression(operand: .variable(["bundleIDPrefix"]), filters: []), line: 702), .text("."), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 702), .text(#"""
.uitests";
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = NO;
				TARGETED_DEVICE_FAMILY = "1,2";
				TEST_TARGET_NAME = ProductionApp;
			};
			name = Release;
		};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		F1A000000000000000000004 /* Build configuration list for PBXProject "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 713), .text(#"""
" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				F1A000000000000000000005 /* Debug */,
				F1A000000000000000000006 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		F1A000000000000000000100 /* Build configuration list for PBXNativeTarget "DevelopmentApp" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				F1A000000000000000000101 /* Debug */,
				F1A000000000000000000102 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		F1A000000000000000000200 /* Build configuration list for PBXNativeTarget "ProductionApp" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				F1A000000000000000000201 /* Debug */,
				F1A000000000000000000202 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		F1A000000000000000000300 /* Build configuration list for PBXNativeTarget "DevelopmentAppUITests" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				F1A000000000000000000301 /* Debug */,
				F1A000000000000000000302 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		F1A000000000000000000400 /* Build configuration list for PBXNativeTarget "ProductionAppUITests" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				F1A000000000000000000401 /* Debug */,
				F1A000000000000000000402 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
/* End XCConfigurationList section */

/* Begin XCLocalSwiftPackageReference section */
		F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */ = {
			isa = XCLocalSwiftPackageReference;
			relativePath = ..;
		};
/* End XCLocalSwiftPackageReference section */

/* Begin XCSwiftPackageProductDependency section */
		F1A000000000000000000110 /* DomainLayer */ = {
			isa = XCSwiftPackageProductDependency;
			package = F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */;
			productName = DomainLayer;
		};
		F1A000000000000000000111 /* PresentationLayer */ = {
			isa = XCSwiftPackageProductDependency;
			package = F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */;
			productName = PresentationLayer;
		};
		F1A000000000000000000210 /* DomainLayer */ = {
			isa = XCSwiftPackageProductDependency;
			package = F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */;
			productName = DomainLayer;
		};
		F1A000000000000000000211 /* PresentationLayer */ = {
			isa = XCSwiftPackageProductDependency;
			package = F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */;
			productName = PresentationLayer;
		};
		F1A000000000000000000212 /* DependencyInjectionLayer */ = {
			isa = XCSwiftPackageProductDependency;
			package = F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */;
			productName = DependencyInjectionLayer;
		};

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 793, body: [.text(#"""
		F1A000000000000000000310 /* PresentationLayer */ = {
			isa = XCSwiftPackageProductDependency;
			package = F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */;
			productName = PresentationLayer;
		};
		F1A000000000000000000410 /* PresentationLayer */ = {
			isa = XCSwiftPackageProductDependency;
			package = F1A000000000000000000007 /* XCLocalSwiftPackageReference ".." */;
			productName = PresentationLayer;
		};

"""#)])], otherwise: []), .text(#"""
/* End XCSwiftPackageProductDependency section */
	};
	rootObject = F1A000000000000000000001 /* Project object */;
}

"""#)]
        ),
        "new/{% if not xcodegen %}App/{{ name }}.xcodeproj/xcshareddata/xcschemes/DevelopmentApp.xcscheme{% endif %}": ParsedBlueprint(
            path: [.conditional([TemplateBranch(condition: .not(.value(TemplateExpression(operand: .variable(["xcodegen"]), filters: []))), line: 1, body: [.text("App/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text(".xcodeproj/xcshareddata/xcschemes/DevelopmentApp.xcscheme")])], otherwise: [])],
            contents: [.text(#"""
<?xml version="1.0" encoding="UTF-8"?>
<Scheme
   LastUpgradeVersion = "2710"
   version = "1.7">
   <BuildAction
      parallelizeBuildables = "YES"
      buildImplicitDependencies = "YES">
      <BuildActionEntries>
         <BuildActionEntry
            buildForTesting = "YES"
            buildForRunning = "YES"
            buildForProfiling = "YES"
            buildForArchiving = "YES"
            buildForAnalyzing = "YES">
            <BuildableReference
               BuildableIdentifier = "primary"
               BlueprintIdentifier = "
"""#), .output(TemplateExpression(operand: .variable(["developmentAppID"]), filters: []), line: 17), .text(#"""
"
               BuildableName = "DevelopmentApp.app"
               BlueprintName = "DevelopmentApp"
               ReferencedContainer = "container:
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 20), .text(#"""
.xcodeproj">
            </BuildableReference>
         </BuildActionEntry>
      </BuildActionEntries>
   </BuildAction>
   <TestAction
      buildConfiguration = "Debug"
      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
      shouldUseLaunchSchemeArgsEnv = "YES">
      <TestPlans>
         <TestPlanReference
            reference = "container:../TestPlans/DevelopmentApp.xctestplan"
            default = "YES">
         </TestPlanReference>
      </TestPlans>
   </TestAction>
   <LaunchAction
      buildConfiguration = "Debug"
      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
      launchStyle = "0"
      useCustomWorkingDirectory = "NO"
      ignoresPersistentStateOnLaunch = "NO"
      debugDocumentVersioning = "YES"
      debugServiceExtension = "internal"
      allowLocationSimulation = "YES">
      <BuildableProductRunnable
         runnableDebuggingMode = "0">
         <BuildableReference
            BuildableIdentifier = "primary"
            BlueprintIdentifier = "
"""#), .output(TemplateExpression(operand: .variable(["developmentAppID"]), filters: []), line: 51), .text(#"""
"
            BuildableName = "DevelopmentApp.app"
            BlueprintName = "DevelopmentApp"
            ReferencedContainer = "container:
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 54), .text(#"""
.xcodeproj">
         </BuildableReference>
      </BuildableProductRunnable>
   </LaunchAction>
   <ProfileAction
      buildConfiguration = "Release"
      shouldUseLaunchSchemeArgsEnv = "YES"
      savedToolIdentifier = ""
      useCustomWorkingDirectory = "NO"
      debugDocumentVersioning = "YES">
      <BuildableProductRunnable
         runnableDebuggingMode = "0">
         <BuildableReference
            BuildableIdentifier = "primary"
            BlueprintIdentifier = "
"""#), .output(TemplateExpression(operand: .variable(["developmentAppID"]), filters: []), line: 68), .text(#"""
"
            BuildableName = "DevelopmentApp.app"
            BlueprintName = "DevelopmentApp"
            ReferencedContainer = "container:
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 71), .text(#"""
.xcodeproj">
         </BuildableReference>
      </BuildableProductRunnable>
   </ProfileAction>
   <AnalyzeAction
      buildConfiguration = "Debug">
   </AnalyzeAction>
   <ArchiveAction
      buildConfiguration = "Release"
      revealArchiveInOrganizer = "YES">
   </ArchiveAction>
</Scheme>

"""#)]
        ),
        "new/{% if not xcodegen %}App/{{ name }}.xcodeproj/xcshareddata/xcschemes/ProductionApp.xcscheme{% endif %}": ParsedBlueprint(
            path: [.conditional([TemplateBranch(condition: .not(.value(TemplateExpression(operand: .variable(["xcodegen"]), filters: []))), line: 1, body: [.text("App/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text(".xcodeproj/xcshareddata/xcschemes/ProductionApp.xcscheme")])], otherwise: [])],
            contents: [.text(#"""
<?xml version="1.0" encoding="UTF-8"?>
<Scheme
   LastUpgradeVersion = "2710"
   version = "1.7">
   <BuildAction
      parallelizeBuildables = "YES"
      buildImplicitDependencies = "YES">
      <BuildActionEntries>
         <BuildActionEntry
            buildForTesting = "YES"
            buildForRunning = "YES"
            buildForProfiling = "YES"
            buildForArchiving = "YES"
            buildForAnalyzing = "YES">
            <BuildableReference
               BuildableIdentifier = "primary"
               BlueprintIdentifier = "
"""#), .output(TemplateExpression(operand: .variable(["productionAppID"]), filters: []), line: 17), .text(#"""
"
               BuildableName = "ProductionApp.app"
               BlueprintName = "ProductionApp"
               ReferencedContainer = "container:
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 20), .text(#"""
.xcodeproj">
            </BuildableReference>
         </BuildActionEntry>
      </BuildActionEntries>
   </BuildAction>
   <TestAction
      buildConfiguration = "Debug"
      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
      shouldUseLaunchSchemeArgsEnv = "YES">
      <TestPlans>
         <TestPlanReference
            reference = "container:../TestPlans/ProductionApp.xctestplan"
            default = "YES">
         </TestPlanReference>
      </TestPlans>
   </TestAction>
   <LaunchAction
      buildConfiguration = "Debug"
      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
      launchStyle = "0"
      useCustomWorkingDirectory = "NO"
      ignoresPersistentStateOnLaunch = "NO"
      debugDocumentVersioning = "YES"
      debugServiceExtension = "internal"
      allowLocationSimulation = "YES">
      <BuildableProductRunnable
         runnableDebuggingMode = "0">
         <BuildableReference
            BuildableIdentifier = "primary"
            BlueprintIdentifier = "
"""#), .output(TemplateExpression(operand: .variable(["productionAppID"]), filters: []), line: 51), .text(#"""
"
            BuildableName = "ProductionApp.app"
            BlueprintName = "ProductionApp"
            ReferencedContainer = "container:
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 54), .text(#"""
.xcodeproj">
         </BuildableReference>
      </BuildableProductRunnable>
   </LaunchAction>
   <ProfileAction
      buildConfiguration = "Release"
      shouldUseLaunchSchemeArgsEnv = "YES"
      savedToolIdentifier = ""
      useCustomWorkingDirectory = "NO"
      debugDocumentVersioning = "YES">
      <BuildableProductRunnable
         runnableDebuggingMode = "0">
         <BuildableReference
            BuildableIdentifier = "primary"
            BlueprintIdentifier = "
"""#), .output(TemplateExpression(operand: .variable(["productionAppID"]), filters: []), line: 68), .text(#"""
"
            BuildableName = "ProductionApp.app"
            BlueprintName = "ProductionApp"
            ReferencedContainer = "container:
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 71), .text(#"""
.xcodeproj">
         </BuildableReference>
      </BuildableProductRunnable>
   </ProfileAction>
   <AnalyzeAction
      buildConfiguration = "Debug">
   </AnalyzeAction>
   <ArchiveAction
      buildConfiguration = "Release"
      revealArchiveInOrganizer = "YES">
   </ArchiveAction>
</Scheme>

"""#)]
        ),
        "new/{% if views %}Sources/PresentationLayer/AppScreen.swift{% endif %}": ParsedBlueprint(
            path: [.conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 1, body: [.text("Sources/PresentationLayer/AppScreen.swift")])], otherwise: [])],
            contents: [.text(##"""
#if canImport(SwiftUI)
import SwiftUI
#endif

/// Every screen the apps can show, one case per feature; `fia add feature` adds each new one.
/// The root screen lists `allCases`, and `view(container:)` switches over every case, so a
/// screen without a view is a compile error, not a dead end.
public enum AppScreen: CaseIterable, Hashable, Sendable {
}

#if canImport(SwiftUI)
extension AppScreen {
    /// The screen's view on `container`: `MockDIContainer` in the Development app and in previews,
    /// `DIContainer` in the Production app. (`AnyView`, because a new project's switch has no case
    /// yet, and a `@ViewBuilder` switch needs one.)
    @MainActor
    public func view<Container: DIContainerDependency>(container: Container) -> AnyView {
        switch self {
        }
    }
}
#endif

"""##)]
        ),
        "new/{% if xcodegen %}App/project.yml{% endif %}": ParsedBlueprint(
            path: [.conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["xcodegen"]), filters: [])), line: 1, body: [.text("App/project.yml")])], otherwise: [])],
            contents: [.text(##"""
# XcodeGen spec for the two iOS apps: `xcodegen generate --spec App/project.yml`
# writes App/
"""##), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 2), .text(##"""
.xcodeproj (ignored by git; regenerate it any time), which
# 
"""##), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 3), .text(##"""
.xcworkspace lists beside the package.
#
# DevelopmentApp links only PresentationLayer and DomainLayer and runs on MockDIContainer,
# so it never compiles a framework module. ProductionApp adds DependencyInjectionLayer.
# Each app has a UI-test target (App/UITests) and a shared scheme whose test action runs
# its test plan (TestPlans/<App>.xctestplan: its UI tests and the package's tests), which
# fia keeps complete: adding a feature, driver or use case never edits this file.
# The package is in the workspace, not in the project (`excludeFromProject`), as in the
# Xcode project fia writes without --xcodegen; the apps' folders are Xcode 16's synchronized
# folders, so adding a file never needs a regeneration.
# Every value is quoted (but booleans and the build phase's script), so names such as `Yes`
# or `Null` stay strings.
name: "
"""##), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 15), .text(#"""
"
options:
  bundleIdPrefix: "
"""#), .output(TemplateExpression(operand: .variable(["bundleIDPrefix"]), filters: []), line: 17), .text(##"""
"
  deploymentTarget:
    iOS: "17.0"
  # Today's Xcode: LastUpgradeCheck and the schemes' LastUpgradeVersion (XcodeGen's own default is 14.3).
  xcodeVersion: "27.1"
packages:
  "
"""##), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 23), .text(##"""
":
    path: ".."
    excludeFromProject: true
settings:
  base:
    # The project settings of Xcode's iOS App template that XcodeGen's presets lack, so Xcode
    # offers no "Update to recommended settings".
    ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS: "YES"
    CLANG_CXX_LANGUAGE_STANDARD: "gnu++20"
    ENABLE_USER_SCRIPT_SANDBOXING: "YES"
    GCC_C_LANGUAGE_STANDARD: "gnu17"
    LOCALIZATION_PREFERS_STRING_CATALOGS: "YES"
    STRING_CATALOG_GENERATE_SYMBOLS: "YES"
    SWIFT_VERSION: "6.0"
    MARKETING_VERSION: "1.0"
    CURRENT_PROJECT_VERSION: "1"
    GENERATE_INFOPLIST_FILE: "YES"
    ASSETCATALOG_COMPILER_APPICON_NAME: "AppIcon"
    INFOPLIST_KEY_UIApplicationSceneManifest_Generation: "YES"
    INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents: "YES"
    INFOPLIST_KEY_UILaunchScreen_Generation: "YES"
    INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone: "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"
    INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad: "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"
targets:
  DevelopmentApp:
    type: "application"
    platform: "iOS"
    sources:
      - path: "Development"
        type: "syncedFolder"
      - path: "Shared"
        type: "syncedFolder"
    settings:
      base:
        PRODUCT_BUNDLE_IDENTIFIER: "
"""##), .output(TemplateExpression(operand: .variable(["bundleIDPrefix"]), filters: []), line: 57), .text("."), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 57), .text(#"""
.development"
        INFOPLIST_KEY_CFBundleDisplayName: "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 58), .text(##"""
 Dev"
        # fia doctor's build phase reads the whole project, which Xcode's script sandbox forbids.
        ENABLE_USER_SCRIPT_SANDBOXING: "NO"
    # fia doctor build phase (begin): FIA's rules checked on every build, findings inline in Xcode.
    preBuildScripts:
      - name: "fia doctor"
        basedOnDependencyAnalysis: false
        script: |
          export PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin"
          if command -v fia >/dev/null 2>&1; then
            fia doctor --project "$SRCROOT/.." --format xcode
          else
            echo "warning: fia is not installed, so FIA's rules are not checked on this build; install it: build fia with 'swift build -c release' and copy .build/release/fia to /usr/local/bin"
          fi
    # fia doctor build phase (end)
    dependencies:
      - package: "
"""##), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 74), .text(#"""
"
        product: "DomainLayer"
      - package: "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 76), .text(#"""
"
        product: "PresentationLayer"
  ProductionApp:
    type: "application"
    platform: "iOS"
    sources:
      - path: "Production"
        type: "syncedFolder"
      - path: "Shared"
        type: "syncedFolder"
    settings:
      base:
        PRODUCT_BUNDLE_IDENTIFIER: "
"""#), .output(TemplateExpression(operand: .variable(["bundleIDPrefix"]), filters: []), line: 88), .text("."), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 88), .text(#"""
"
        INFOPLIST_KEY_CFBundleDisplayName: "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 89), .text(##"""
"
        # fia doctor's build phase reads the whole project, which Xcode's script sandbox forbids.
        ENABLE_USER_SCRIPT_SANDBOXING: "NO"
    # fia doctor build phase (begin): FIA's rules checked on every build, findings inline in Xcode.
    preBuildScripts:
      - name: "fia doctor"
        basedOnDependencyAnalysis: false
        script: |
          export PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin"
          if command -v fia >/dev/null 2>&1; then
            fia doctor --project "$SRCROOT/.." --format xcode
          else
            echo "warning: fia is not installed, so FIA's rules are not checked on this build; install it: build fia with 'swift build -c release' and copy .build/release/fia to /usr/local/bin"
          fi
    # fia doctor build phase (end)
    dependencies:
      - package: "
"""##), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 105), .text(#"""
"
        product: "DomainLayer"
      - package: "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 107), .text(#"""
"
        product: "PresentationLayer"
      - package: "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 109), .text(#"""
"
        product: "DependencyInjectionLayer"
  DevelopmentAppUITests:
    type: "bundle.ui-testing"
    platform: "iOS"
    sources:
      - path: "UITests"
        type: "syncedFolder"
    settings:
      base:
        PRODUCT_BUNDLE_IDENTIFIER: "
"""#), .output(TemplateExpression(operand: .variable(["bundleIDPrefix"]), filters: []), line: 119), .text("."), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 119), .text(#"""
.development.uitests"
    dependencies:
      - target: "DevelopmentApp"

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 122, body: [.text("      - package: \""), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 123), .text(#"""
"
        product: "PresentationLayer"

"""#)])], otherwise: []), .text(#"""
  ProductionAppUITests:
    type: "bundle.ui-testing"
    platform: "iOS"
    sources:
      - path: "UITests"
        type: "syncedFolder"
    settings:
      base:
        PRODUCT_BUNDLE_IDENTIFIER: "
"""#), .output(TemplateExpression(operand: .variable(["bundleIDPrefix"]), filters: []), line: 134), .text("."), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 134), .text(#"""
.uitests"
    dependencies:
      - target: "ProductionApp"

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["views"]), filters: [])), line: 137, body: [.text("      - package: \""), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 138), .text(#"""
"
        product: "PresentationLayer"

"""#)])], otherwise: []), .text(#"""
schemes:
  DevelopmentApp:
    build:
      targets:
        DevelopmentApp: "all"
    run:
      config: "Debug"
    test:
      config: "Debug"
      testPlans:
        - path: "../TestPlans/DevelopmentApp.xctestplan"
          defaultPlan: true
    archive:
      config: "Release"
  ProductionApp:
    build:
      targets:
        ProductionApp: "all"
    run:
      config: "Debug"
    test:
      config: "Debug"
      testPlans:
        - path: "../TestPlans/ProductionApp.xctestplan"
          defaultPlan: true
    archive:
      config: "Release"

"""#)]
        ),
        "new/{{ name }}.xcworkspace/contents.xcworkspacedata": ParsedBlueprint(
            path: [.output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text(".xcworkspace/contents.xcworkspacedata")],
            contents: [.text(#"""
<?xml version="1.0" encoding="UTF-8"?>
<Workspace
   version = "1.0">
   <FileRef
      location = "group:">
   </FileRef>
   <FileRef
      location = "group:App/
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 8), .text(#"""
.xcodeproj">
   </FileRef>
</Workspace>

"""#)]
        ),
    ]

    private static let snippetsTemplates: [String: ParsedBlueprint] = [
        "snippets/container-property.swift": ParsedBlueprint(
            path: [.text("container-property.swift")],
            contents: [.text("public let "), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 1), .text("Driver = "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 1), .text(#"""
Driver()

"""#)]
        ),
        "snippets/feature-target.swift": ParsedBlueprint(
            path: [.text("feature-target.swift")],
            contents: [.text(#"""
.target(
    name: "
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 2), .text(#"""
Feature",
    dependencies: ["DomainLayer", "PresentationSupport"],
    path: "Sources/Features/
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 4), .text(#"""
"
)

"""#)]
        ),
        "snippets/framework-target.swift": ParsedBlueprint(
            path: [.text("framework-target.swift")],
            contents: [.text(#"""
.target(
    name: "
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 2), .text(#"""
Framework",
    dependencies: ["DomainLayer"],
    path: "Sources/FrameworkLayer/
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 4), .text(#"""
Framework"
)

"""#)]
        ),
        "snippets/framework-test-target.swift": ParsedBlueprint(
            path: [.text("framework-test-target.swift")],
            contents: [.text(#"""
.testTarget(
    name: "
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 2), .text(#"""
FrameworkTests",
    dependencies: ["DomainLayer", "
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 3), .text(#"""
Framework"]
)

"""#)]
        ),
        "snippets/mock-container-property.swift": ParsedBlueprint(
            path: [.text("mock-container-property.swift")],
            contents: [.text("public let "), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 1), .text("Driver = Mock"), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 1), .text(#"""
Driver()

"""#)]
        ),
        "snippets/scene-branch.swift": ParsedBlueprint(
            path: [.text("scene-branch.swift")],
            contents: [.text("AnyView("), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text(#"""
View(dependency: container))

"""#)]
        ),
    ]

    private static let usecaseTemplates: [String: ParsedBlueprint] = [
        "usecase/Sources/DomainLayer/UseCases/{{ name }}/{{ name }}Interactor.swift": ParsedBlueprint(
            path: [.text("Sources/DomainLayer/UseCases/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("Interactor.swift")],
            contents: [.text("/// `"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text(#"""
UseCase` on the drivers its dependency provides: business logic with no UI and no
/// framework types. Generic over its dependency like the presenters, so tests run it on
/// `MockDIContainer` and the app on `DIContainer`.
@MainActor
public struct 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 5), .text("Interactor<Dependency: "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 5), .text("InteractorDependency>: "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 5), .text(#"""
UseCase {
    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    public func execute() async throws -> [
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 12), .text(#"""
] {
        let values = try await dependency.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 13), .text(#"""
Driver.fetchAll()

"""#), .loop(variable: "sink", list: ["sinks"], line: 14, body: [.text("        try await dependency."), .output(TemplateExpression(operand: .variable(["sink", "name"]), filters: ["camel"]), line: 14), .text("Driver.send(\""), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 14), .text(#"""
")

"""#)]), .text(#"""
        return values
    }
}

"""#)]
        ),
        "usecase/Sources/DomainLayer/UseCases/{{ name }}/{{ name }}InteractorDependency.swift": ParsedBlueprint(
            path: [.text("Sources/DomainLayer/UseCases/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("InteractorDependency.swift")],
            contents: [.text("/// The drivers `"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text(#"""
Interactor` needs. `DIContainerDependency` composes it (directly, and
/// through the dependency of each presenter that uses it), so both containers provide them.

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 3, body: [.text(#"""
/// @mockable

"""#)])], otherwise: []), .text("public protocol "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 4), .text("InteractorDependency: "), .loop(variable: "used", list: ["uses"], line: 4, body: [.conditional([TemplateBranch(condition: .not(.value(TemplateExpression(operand: .variable(["loop", "first"]), filters: []))), line: 4, body: [.text(", ")])], otherwise: []), .output(TemplateExpression(operand: .variable(["used", "name"]), filters: []), line: 4), .text("DriverProvider")]), .text(#"""
 {}

"""#)]
        ),
        "usecase/Sources/DomainLayer/UseCases/{{ name }}/{{ name }}UseCase.swift": ParsedBlueprint(
            path: [.text("Sources/DomainLayer/UseCases/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("UseCase.swift")],
            contents: [.text("/// What "), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text(#"""
 does for the app, whoever asks: a presenter, another use case.
/// `
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 2), .text("Interactor` implements it on the drivers `"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 2), .text(#"""
InteractorDependency` provides.

"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 3, body: [.text(#"""
/// @mockable

"""#)])], otherwise: []), .text(#"""
@MainActor
public protocol 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 5), .text(#"""
UseCase {
    /// Loads every 
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 6), .text(" from the "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 6), .text(" driver"), .loop(variable: "sink", list: ["sinks"], line: 6, body: [.text(", sends \""), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 6), .text("\" to the "), .output(TemplateExpression(operand: .variable(["sink", "name"]), filters: []), line: 6), .text(" driver")]), .text(", and returns the "), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 6), .text(#"""
 values.
    func execute() async throws -> [
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 7), .text(#"""
]
}

"""#)]
        ),
        "usecase/Tests/DependencyInjectionLayerTests/{{ name }}InteractorIntegrationTests.swift": ParsedBlueprint(
            path: [.text("Tests/DependencyInjectionLayerTests/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("InteractorIntegrationTests.swift")],
            contents: [.conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["xctestIntegration"]), filters: [])), line: 1, body: [.text(#"""
import DependencyInjectionLayer
import DomainLayer
import XCTest

/// `
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 5), .text(#"""
Interactor` against the real `DIContainer`: the drivers the Production app uses.
final class 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 6), .text(#"""
InteractorIntegrationTests: XCTestCase {
    @MainActor
    func testExecutesThroughTheRealDrivers() async throws {
        let values = try await 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 9), .text(#"""
Interactor(dependency: DIContainer()).execute()
        XCTAssertFalse(values.isEmpty)
    }
}

"""#)])], otherwise: [.text(#"""
import DependencyInjectionLayer
import DomainLayer
import Testing

/// `
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 17), .text(#"""
Interactor` against the real `DIContainer`: the drivers the Production app uses.
@MainActor
struct 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 19), .text(#"""
InteractorIntegrationTests {
    @Test func executesThroughTheRealDrivers() async throws {
        let values = try await 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 21), .text(##"""
Interactor(dependency: DIContainer()).execute()
        #expect(!values.isEmpty)
    }
}

"""##)])]
        ),
        "usecase/Tests/PresentationLayerTests/{{ name }}InteractorTests.swift": ParsedBlueprint(
            path: [.text("Tests/PresentationLayerTests/"), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 1), .text("InteractorTests.swift")],
            contents: [.conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["xctestPresenter"]), filters: [])), line: 1, body: [.text(#"""
import DomainLayer
import PresentationLayer
import XCTest

/// `
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 5), .text("Interactor` against `MockDIContainer`"), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 5, body: [.text(" (Mockolo generates it)")])], otherwise: []), .text(#"""
: what it returns and what it asked of the drivers.
final class 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 6), .text(#"""
InteractorTests: XCTestCase {
    private struct Offline: Error {}


"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 9, body: [.text("    /// The mock container, its drivers fresh mocks (Mockolo's mocks start empty): the "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 9), .text(#"""
 driver returning the samples.
    @MainActor
    private func makeContainer() -> MockDIContainer {
        let container = MockDIContainer()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 13), .text("Driver = "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 13), .text(#"""
DriverProtocolMock()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 14), .text("Driver.fetchAllHandler = { "), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 14), .text(#"""
.samples }

"""#), .loop(variable: "sink", list: ["sinks"], line: 15, body: [.text("        container."), .output(TemplateExpression(operand: .variable(["sink", "name"]), filters: ["camel"]), line: 15), .text("Driver = "), .output(TemplateExpression(operand: .variable(["sink", "name"]), filters: []), line: 15), .text(#"""
DriverProtocolMock()

"""#)]), .text(#"""
        return container
    }

    @MainActor
    func testExecuteReturnsWhatTheDriverReturns() async throws {
        let container = makeContainer()
        let values = try await 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 22), .text(#"""
Interactor(dependency: container).execute()
        XCTAssertEqual(values, 
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 23), .text(#"""
.samples)
        XCTAssertEqual(container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 24), .text(#"""
Driver.fetchAllCallCount, 1)

"""#), .loop(variable: "sink", list: ["sinks"], line: 25, body: [.text("        XCTAssertEqual(container."), .output(TemplateExpression(operand: .variable(["sink", "name"]), filters: ["camel"]), line: 25), .text(#"""
Driver.sendCallCount, 1)

"""#)]), .text(#"""
    }

    @MainActor
    func testExecuteFailsWithTheDriver() async {
        let container = makeContainer()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 31), .text(#"""
Driver.fetchAllHandler = { throw Offline() }
        do {
            _ = try await 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 33), .text(#"""
Interactor(dependency: container).execute()
            XCTFail("execute() returned although the 
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 34), .text(#"""
 driver failed")
        } catch {
            XCTAssertTrue(error is Offline)
        }

"""#), .loop(variable: "sink", list: ["sinks"], line: 38, body: [.text("        XCTAssertEqual(container."), .output(TemplateExpression(operand: .variable(["sink", "name"]), filters: ["camel"]), line: 38), .text(#"""
Driver.sendCallCount, 0)

"""#)]), .text(#"""
    }
}

"""#)])], otherwise: [.text(#"""
    @MainActor
    func testExecuteReturnsWhatTheDriverReturns() async throws {
        let container = MockDIContainer()
        let values = try await 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 44), .text(#"""
Interactor(dependency: container).execute()
        XCTAssertEqual(values, 
"""#), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 45), .text(#"""
.samples)
        XCTAssertEqual(container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 46), .text(#"""
Driver.fetchAllCallCount, 1)

"""#), .loop(variable: "sink", list: ["sinks"], line: 47, body: [.text("        XCTAssertEqual(container."), .output(TemplateExpression(operand: .variable(["sink", "name"]), filters: ["camel"]), line: 47), .text("Driver.sentValues, [\""), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 47), .text(#"""
"])

"""#)]), .text(#"""
    }

    @MainActor
    func testExecuteFailsWithTheDriver() async {
        let container = MockDIContainer()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 53), .text(#"""
Driver.fetchAllResult = .failure(Offline())
        do {
            _ = try await 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 55), .text(#"""
Interactor(dependency: container).execute()
            XCTFail("execute() returned although the 
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 56), .text(#"""
 driver failed")
        } catch {
            XCTAssertTrue(error is Offline)
        }

"""#), .loop(variable: "sink", list: ["sinks"], line: 60, body: [.text("        XCTAssertTrue(container."), .output(TemplateExpression(operand: .variable(["sink", "name"]), filters: ["camel"]), line: 60), .text(#"""
Driver.sentValues.isEmpty)

"""#)]), .text(#"""
    }
}

"""#)])])], otherwise: [.text(#"""
import DomainLayer
import PresentationLayer
import Testing

/// `
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 67), .text("Interactor` against `MockDIContainer`"), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 67, body: [.text(" (Mockolo generates it)")])], otherwise: []), .text(#"""
: what it returns and what it asked of the drivers.
@MainActor
struct 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 69), .text(#"""
InteractorTests {
    private struct Offline: Error {}


"""#), .conditional([TemplateBranch(condition: .value(TemplateExpression(operand: .variable(["mockolo"]), filters: [])), line: 72, body: [.text("    /// The mock container, its drivers fresh mocks (Mockolo's mocks start empty): the "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 72), .text(#"""
 driver returning the samples.
    private func makeContainer() -> MockDIContainer {
        let container = MockDIContainer()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 75), .text("Driver = "), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 75), .text(#"""
DriverProtocolMock()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 76), .text("Driver.fetchAllHandler = { "), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 76), .text(#"""
.samples }

"""#), .loop(variable: "sink", list: ["sinks"], line: 77, body: [.text("        container."), .output(TemplateExpression(operand: .variable(["sink", "name"]), filters: ["camel"]), line: 77), .text("Driver = "), .output(TemplateExpression(operand: .variable(["sink", "name"]), filters: []), line: 77), .text(#"""
DriverProtocolMock()

"""#)]), .text(#"""
        return container
    }

    @Test func executeReturnsWhatTheDriverReturns() async throws {
        let container = makeContainer()
        let values = try await 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 83), .text(##"""
Interactor(dependency: container).execute()
        #expect(values == 
"""##), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 84), .text(##"""
.samples)
        #expect(container.
"""##), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 85), .text(#"""
Driver.fetchAllCallCount == 1)

"""#), .loop(variable: "sink", list: ["sinks"], line: 86, body: [.text("        #expect(container."), .output(TemplateExpression(operand: .variable(["sink", "name"]), filters: ["camel"]), line: 86), .text(#"""
Driver.sendCallCount == 1)

"""#)]), .text(#"""
    }

    @Test func executeFailsWithTheDriver() async {
        let container = makeContainer()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 91), .text(#"""
Driver.fetchAllHandler = { throw Offline() }
        do {
            _ = try await 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 93), .text(#"""
Interactor(dependency: container).execute()
            Issue.record("execute() returned although the 
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 94), .text(##"""
 driver failed")
        } catch {
            #expect(error is Offline)
        }

"""##), .loop(variable: "sink", list: ["sinks"], line: 98, body: [.text("        #expect(container."), .output(TemplateExpression(operand: .variable(["sink", "name"]), filters: ["camel"]), line: 98), .text(#"""
Driver.sendCallCount == 0)

"""#)]), .text(#"""
    }
}

"""#)])], otherwise: [.text(#"""
    @Test func executeReturnsWhatTheDriverReturns() async throws {
        let container = MockDIContainer()
        let values = try await 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 103), .text(##"""
Interactor(dependency: container).execute()
        #expect(values == 
"""##), .output(TemplateExpression(operand: .variable(["entity"]), filters: []), line: 104), .text(##"""
.samples)
        #expect(container.
"""##), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 105), .text(#"""
Driver.fetchAllCallCount == 1)

"""#), .loop(variable: "sink", list: ["sinks"], line: 106, body: [.text("        #expect(container."), .output(TemplateExpression(operand: .variable(["sink", "name"]), filters: ["camel"]), line: 106), .text("Driver.sentValues == [\""), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 106), .text(#"""
"])

"""#)]), .text(#"""
    }

    @Test func executeFailsWithTheDriver() async {
        let container = MockDIContainer()
        container.
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: ["camel"]), line: 111), .text(#"""
Driver.fetchAllResult = .failure(Offline())
        do {
            _ = try await 
"""#), .output(TemplateExpression(operand: .variable(["name"]), filters: []), line: 113), .text(#"""
Interactor(dependency: container).execute()
            Issue.record("execute() returned although the 
"""#), .output(TemplateExpression(operand: .variable(["driver"]), filters: []), line: 114), .text(##"""
 driver failed")
        } catch {
            #expect(error is Offline)
        }

"""##), .loop(variable: "sink", list: ["sinks"], line: 118, body: [.text("        #expect(container."), .output(TemplateExpression(operand: .variable(["sink", "name"]), filters: ["camel"]), line: 118), .text(#"""
Driver.sentValues.isEmpty)

"""#)]), .text(#"""
    }
}

"""#)])])]
        ),
    ]

    /// The capitalised names the Swift blueprints use outside SwiftUI code, those only their
    /// SwiftUI code uses, and the types they declare (see `ReservedNames`), found when `swift run embed-blueprints` ran.
    static let blueprintNames: (uses: Set<String>, viewsOnly: Set<String>, declared: Set<String>) = (
        uses: ["AnyObject", "AnyView", "AppScreen", "Combine", "CustomStringConvertible", "DIContainer", "DIContainerDependency", "DIContainerTests", "Dependency", "DependencyInjectionLayer", "DomainError", "DomainErrorTests", "DomainLayer", "Equatable", "Error", "Identifiable", "Int", "Issue", "LoadState", "LoadStateTests", "MainActor", "MockDIContainer", "Observable", "ObservableObject", "Observation", "Offline", "Package", "PackageDescription", "PresentationLayer", "PresentationSupport", "Published", "Result", "ScreensUITests", "Sendable", "Set", "String", "Test", "Testing", "Value", "Void", "XCTAssertEqual", "XCTAssertFalse", "XCTAssertNil", "XCTAssertTrue", "XCTFail", "XCTest", "XCTestCase", "XCUIApplication"],
        viewsOnly: ["App", "Button", "CaseIterable", "Container", "ContentUnavailableView", "DevelopmentApp", "Hashable", "Label", "List", "NavigationLink", "NavigationStack", "NavigationStackNavigationView", "ProductionApp", "ProgressView", "RootView", "Scene", "State", "StateObject", "SwiftUI", "Text", "VStack", "View", "ViewBuilder", "WindowGroup"],
        declared: ["AppScreen", "DIContainer", "DIContainerDependency", "DIContainerTests", "DevelopmentApp", "DomainError", "DomainErrorTests", "FiaTemplateVariable", "FiaTemplateVariableDriver", "FiaTemplateVariableDriverProtocol", "FiaTemplateVariableDriverProvider", "FiaTemplateVariableDriverTests", "FiaTemplateVariableInteractor", "FiaTemplateVariableInteractorDependency", "FiaTemplateVariableInteractorIntegrationTests", "FiaTemplateVariableInteractorTests", "FiaTemplateVariablePresenter", "FiaTemplateVariablePresenterDependency", "FiaTemplateVariablePresenterIntegrationTests", "FiaTemplateVariablePresenterTests", "FiaTemplateVariableUseCase", "FiaTemplateVariableView", "LoadState", "LoadStateTests", "MockDIContainer", "MockFiaTemplateVariableDependency", "MockFiaTemplateVariableDriver", "Offline", "ProductionApp", "RootView", "ScreensUITests"]
    )
}
