@testable import FiaKit
import Testing

/// argv → Invocation, decided before anything runs (mxcl/swift-sh style argv tables).
struct InvocationTests {
    @Test(arguments: [
        ([], nil),
        (["--help"], nil),
        (["-h"], nil),
        (["help"], nil),
        (["help", "new"], "new"),
        (["help", "add", "feature"], "add feature"),
        (["help", "add"], "add"),
        (["add"], "add"),
        (["add", "--help"], "add"),
        (["new", "--help"], "new"),
        (["new", "X", "-h"], "new"),
        (["add", "feature", "--help"], "add feature"),
        (["doctor", "--help"], "doctor"),
    ] as [([String], String?)])
    func help(arguments: [String], topic: String?) throws {
        guard case .help(let parsedTopic) = try Invocation(arguments) else {
            Issue.record("expected help for \(arguments)")
            return
        }
        #expect(parsedTopic == topic)
    }

    @Test func version() throws {
        guard case .version = try Invocation(["--version"]) else {
            Issue.record("expected version")
            return
        }
    }

    @Test(arguments: [
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["--frobnicate"], "unknown option '--frobnicate'"),
        (["help", "frobnicate"], "no help for unknown command 'frobnicate'"),
        (["add", "screen", "X"], "unknown command 'add screen'; did you mean 'add feature', 'add driver', 'add usecase'?"),
        (["new"], "missing argument <name> for 'fia new'"),
        (["new", "A", "B"], "unexpected argument 'B' for 'fia new'"),
        (["new", "A", "--colour"], "unknown option '--colour' for 'fia new'"),
        (["new", "A", "--path"], "option '--path' needs a value"),
        (["new", "A", "--force=yes"], "option '--force' takes no value"),
        (["new", "A", "--path", "x", "--path", "y"], "option '--path' given more than once"),
        (["new", "9lives"], "'9lives' is not a valid app name: use letters and digits, starting with a letter (e.g. 'UserProfile' or 'user-profile')"),
        (["new", "class"], "'class' is a Swift keyword and cannot be the app name; choose another name"),
        (["new", ""], "the app name must not be empty"),
        (["new", "../x"], "'../x' is not a valid app name: use letters and digits, starting with a letter (e.g. 'UserProfile' or 'user-profile')"),
        (["new", "A", "--bundle-id-prefix", "com..x"], "'com..x' is not a bundle identifier prefix: it has an empty word; use reverse-DNS words such as 'com.example'"),
        (["new", "A", "--bundle-id-prefix", "-"], "'-' is not a bundle identifier prefix: it needs at least two dot-separated words; use reverse-DNS words such as 'com.example'"),
        (["new", "A", "--bundle-id-prefix", "true"], "'true' is not a bundle identifier prefix: it needs at least two dot-separated words; use reverse-DNS words such as 'com.example'"),
        (["new", "A", "--bundle-id-prefix", "1.5"], "'1.5' is not a bundle identifier prefix: '1' is only digits; use reverse-DNS words such as 'com.example'"),
        (["new", "A", "--bundle-id-prefix", "com.-x"], "'com.-x' is not a bundle identifier prefix: '-x' starts or ends with '-'; use reverse-DNS words such as 'com.example'"),
        (["new", "A", "--bundle-id-prefix", "com.ex ample"], "'com.ex ample' is not a bundle identifier prefix: 'ex ample' may hold only ASCII letters, digits and '-'; use reverse-DNS words such as 'com.example'"),
        (["add", "feature", "123"], "'123' is not a valid feature name: use letters and digits, starting with a letter (e.g. 'UserProfile' or 'user-profile')"),
        (["add", "feature", "a/b"], "'a/b' is not a valid feature name: use letters and digits, starting with a letter (e.g. 'UserProfile' or 'user-profile')"),
        (["add", "feature", "X", "--no-driver"], "--no-driver needs --uses to name the drivers the presenter loads from"),
        (["add", "feature", "X", "--no-driver", "--uses", "A", "--driver", "B"], "--no-driver and --driver contradict each other; pass one of them"),
        (["add", "feature", "X", "--uses", "A,,B"], "'--uses A,,B' has an empty driver name; separate names with single commas"),
        (["add", "feature", "X", "--driver", "struct"], "'struct' is a Swift keyword and cannot be the driver name; choose another name"),
        (["doctor", "extra"], "unexpected argument 'extra' for 'fia doctor'"),
    ] as [([String], String)])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError.self) { try Invocation(arguments) }
        do {
            _ = try Invocation(arguments)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func newWithOptions() throws {
        guard case .run(let command) = try Invocation(["new", "my-app", "--path=/tmp", "--dry-run", "--bundle-id-prefix", "org.acme"]),
              let new = command as? NewCommand
        else {
            Issue.record("expected new")
            return
        }
        #expect(new.name.value == "MyApp")
        #expect(new.path == "/tmp")
        #expect(new.dryRun)
        #expect(!new.force)
        #expect(new.bundleIDPrefix == "org.acme")
    }

    @Test func addFeatureDefaults() throws {
        guard case .run(let command) = try Invocation(["add", "feature", "user-profile"]),
              let add = command as? AddFeatureCommand
        else {
            Issue.record("expected add feature")
            return
        }
        #expect(add.feature == FeatureRequest(
            name: TypeName(verbatim: "UserProfile"), driver: TypeName(verbatim: "UserProfile"),
            entity: nil, uses: [], createsDriver: true))
    }

    @Test func addFeatureWithoutDriverLoadsFromTheFirstUsedDriver() throws {
        guard case .run(let command) = try Invocation(["add", "feature", "Summary", "--no-driver", "--uses", "settings, profile,settings"]),
              let add = command as? AddFeatureCommand
        else {
            Issue.record("expected add feature")
            return
        }
        #expect(add.feature.driver.value == "Settings")
        #expect(add.feature.uses.map(\.value) == ["Profile"])
        #expect(!add.feature.createsDriver)
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(throws: UsageError.self) { try Invocation(["new", "--", "--help"]) }
    }
}
