// A stand-in for XCTest's UI-testing API, compiled as the module `XCTest` so that the generated UI
// tests (App/UITests) typecheck on Linux, where XCTest has no XCUIApplication. It declares only
// what the blueprints use, with the signatures of Apple's documentation for the Xcode 16 SDK:
// the XCUIAutomation classes and protocols are main-actor isolated there (`NS_SWIFT_UI_ACTOR`),
// XCTestCase and the assertions are not. Bodies are never run.
@_exported import Foundation

open class XCTest {
    public init() {}
}

open class XCTestCase: XCTest {
    /// Whether a test goes on after a failed assertion.
    open var continueAfterFailure: Bool {
        get { true }
        set {}
    }

    open func setUpWithError() throws {}
    open func tearDownWithError() throws {}
}

public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// What every element and query offers: its descendants of one type.
@MainActor
public protocol XCUIElementTypeQueryProvider {
    var buttons: XCUIElementQuery { get }
    var navigationBars: XCUIElementQuery { get }
    var staticTexts: XCUIElementQuery { get }
    var cells: XCUIElementQuery { get }
}

@MainActor
open class XCUIElement: XCUIElementTypeQueryProvider {
    public var buttons: XCUIElementQuery { fatalError() }
    public var navigationBars: XCUIElementQuery { fatalError() }
    public var staticTexts: XCUIElementQuery { fatalError() }
    public var cells: XCUIElementQuery { fatalError() }

    open var exists: Bool { fatalError() }
    open var isHittable: Bool { fatalError() }
    open var label: String { fatalError() }
    open var identifier: String { fatalError() }
    open func waitForExistence(timeout: TimeInterval) -> Bool { fatalError() }
    open func tap() {}
    open func swipeUp() {}
    open func swipeDown() {}
}

@MainActor
open class XCUIApplication: XCUIElement {
    public override init() {}
    open var launchArguments: [String] {
        get { [] }
        set {}
    }
    open func launch() {}
    open func terminate() {}
}

@MainActor
open class XCUIElementQuery: XCUIElementTypeQueryProvider {
    public var buttons: XCUIElementQuery { fatalError() }
    public var navigationBars: XCUIElementQuery { fatalError() }
    public var staticTexts: XCUIElementQuery { fatalError() }
    public var cells: XCUIElementQuery { fatalError() }

    open var count: Int { fatalError() }
    open var firstMatch: XCUIElement { fatalError() }
    open subscript(key: String) -> XCUIElement { fatalError() }
    open func element(boundBy index: Int) -> XCUIElement { fatalError() }
}
