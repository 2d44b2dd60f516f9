import PresentationLayer
import XCTest

/// Launches the app under test and opens every screen its root lists, one per `AppScreen` case:
/// in DevelopmentAppUITests on the Development app (`MockDIContainer`), in ProductionAppUITests
/// on the Production app (the real drivers). It walks `AppScreen.allCases`, so a screen
/// that `fia add feature` adds is covered with no edit here or in the Xcode project.
final class ScreensUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testEveryScreenOpens() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.navigationBars["Demo"].waitForExistence(timeout: 10), "the root screen did not appear")
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
    }
}
