import Foundation
import Testing

/// Projects a hostile file system holds: FIFOs, devices, link loops, links out of the project,
/// folders too deep to walk, binary and misnamed files. Each case runs under a time limit (a
/// hang is a failure, not a stuck suite) and asserts the exit code, the message, and that the
/// tree is unchanged. Doctor's former false passes now report a finding and exit 1.
struct HostileTreeTests {
    static let limit = 60.0

    /// A fresh `fia new Demo`; returns the directory (kept alive by the caller) and the project.
    private func newProject() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        let result = try Shell.fia(["new", "Demo"], in: directory.path)
        try #require(result.status == 0, "\(result.stderr)")
        return (directory, directory.path + "/Demo")
    }

    private func fia(_ arguments: [String], in project: String) throws -> Shell.Result {
        let result = try Shell.fia(arguments, in: project, timeout: Self.limit)
        #expect(!result.timedOut, "fia \(arguments.joined(separator: " ")) did not finish in \(Self.limit) seconds")
        return result
    }

    /// Runs doctor and `add feature Zeta` on a project `plant` made hostile: doctor must exit 1
    /// naming `path` and `reason`; `add feature` must finish (it may refuse) and, when it
    /// refuses, leave the tree as it was.
    private func expectFound(_ path: String, _ reason: String, plant: (String) throws -> Void) throws {
        let (directory, project) = try newProject()
        _ = directory
        try plant(project)
        let before = TreeSnapshot(project)
        let doctor = try fia(["doctor"], in: project)
        #expect(doctor.status == 1, "\(doctor.stdout)")
        let finding = doctor.stdout.split(separator: "\n").first { $0.contains(path) && $0.contains(reason) }
        #expect(finding != nil, "no finding for '\(path)' with '\(reason)':\n\(doctor.stdout)")
        let add = try fia(["add", "feature", "Zeta"], in: project)
        if add.status != 0 {
            #expect(add.status == 1)
            #expect(add.stderr.hasPrefix("error: "), "\(add.stderr)")
            #expect(TreeSnapshot(project) == before, "changed: \(TreeSnapshot(project).difference(from: before))")
        }
    }

    @Test func aFIFONamedLikeASwiftFileIsReportedNotWaitedOn() throws {
        try expectFound("Sources/DomainLayer/X.swift", "not a regular file (a FIFO)") { project in
            #expect(mkfifo(project + "/Sources/DomainLayer/X.swift", 0o644) == 0)
        }
    }

    @Test func aFIFOPackageSwiftIsReported() throws {
        try expectFound("Package.swift", "a FIFO") { project in
            try FileManager.default.removeItem(atPath: project + "/Package.swift")
            #expect(mkfifo(project + "/Package.swift", 0o644) == 0)
        }
    }

    @Test func aLinkToADeviceIsReportedNotRead() throws {
        try expectFound("Sources/DomainLayer/Zero.swift", "a symbolic link to a file outside") { project in
            try FileManager.default.createSymbolicLink(atPath: project + "/Sources/DomainLayer/Zero.swift", withDestinationPath: "/dev/zero")
        }
    }

    @Test func linkLoopsEndTheWalkWithOneFindingEach() throws {
        try expectFound("Sources/DomainLayer/a", "already walked") { project in
            try FileManager.default.createSymbolicLink(atPath: project + "/Sources/DomainLayer/a", withDestinationPath: ".")
            try FileManager.default.createSymbolicLink(atPath: project + "/Sources/DomainLayer/b", withDestinationPath: ".")
        }
        let (directory, project) = try newProject()
        _ = directory
        try FileManager.default.createSymbolicLink(atPath: project + "/Sources/DomainLayer/loop", withDestinationPath: "..")
        let doctor = try fia(["doctor"], in: project)
        #expect(doctor.stdout.components(separatedBy: "Sources/DomainLayer/loop").count - 1 == 1, "\(doctor.stdout)")
    }

    @Test func aLinkOutOfTheProjectIsNotFollowed() throws {
        try expectFound("Sources/DomainLayer/everything", "outside") { project in
            try FileManager.default.createSymbolicLink(atPath: project + "/Sources/DomainLayer/everything", withDestinationPath: "/")
        }
    }

    @Test func aFolderTooDeepToWalkHidesNothingSilently() throws {
        try expectFound("Sources/DomainLayer/d/d/d", "folders deep") { project in
            let deep = project + "/Sources/DomainLayer/" + Array(repeating: "d", count: 70).joined(separator: "/")
            try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
            try "import SwiftUI\n".write(toFile: deep + "/Planted.swift", atomically: true, encoding: .utf8)
        }
    }

    @Test func anUnreadableFolderIsAnErrorNotAPass() throws {
        // Permissions do not bind root (CI runs as root): there, a folder that cannot be listed
        // for another reason stands in — a path component that is a dangling link.
        try expectFound("Sources/DomainLayer/Hidden", getuid() == 0 ? "leads nowhere" : "cannot list directory") { project in
            let hidden = project + "/Sources/DomainLayer/Hidden"
            if getuid() == 0 {
                try FileManager.default.createSymbolicLink(atPath: hidden, withDestinationPath: project + "/missing")
            } else {
                try FileManager.default.createDirectory(atPath: hidden, withIntermediateDirectories: true)
                try "import SwiftUI\n".write(toFile: hidden + "/Planted.swift", atomically: true, encoding: .utf8)
                chmod(hidden, 0)
            }
        }
    }

    @Test func aBinaryXcodeProjectIsReported() throws {
        try expectFound("App/Demo.xcodeproj/project.pbxproj", "binary") { project in
            try Data([0x00, 0x01, 0x02, 0x6E, 0x61, 0x6D, 0x65, 0x00]).write(to: URL(fileURLWithPath: project + "/App/Demo.xcodeproj/project.pbxproj"))
        }
    }

    @Test func aBinaryXcodeGenSpecIsReported() throws {
        try expectFound("App/project.yml", "binary") { project in
            try Data([0x00, 0x01, 0x02, 0x6E, 0x61, 0x6D, 0x65, 0x00]).write(to: URL(fileURLWithPath: project + "/App/project.yml"))
        }
    }

    @Test func aFileNameThatIsNotUTF8IsReported() throws {
        let (directory, project) = try newProject()
        _ = directory
        let name = Array((project + "/Sources/DomainLayer/").utf8) + [0x42, 0xFF, 0x2E, 0x73, 0x77, 0x69, 0x66, 0x74, 0]
        let descriptor = name.withUnsafeBufferPointer { $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: name.count) { open($0, O_CREAT | O_WRONLY, 0o644) } }
        guard descriptor >= 0 else { return }  // The file system refuses such names itself (APFS).
        close(descriptor)
        let doctor = try fia(["doctor"], in: project)
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("the file name is not UTF-8"), "\(doctor.stdout)")
    }

    /// A folder fia lists to find schemes (or plans, or projects) that cannot be listed is
    /// reported, naming the folder: its schemes are not silently missed.
    @Test func aSchemesFolderThatCannotBeListedIsReported() throws {
        let (directory, project) = try newProject()
        _ = directory
        let schemes = project + "/.swiftpm/xcode/xcshareddata/xcschemes"
        let name = Array((schemes + "/").utf8) + [0x42, 0xFF, 0x2E, 0x78, 0x63, 0x73, 0x63, 0x68, 0x65, 0x6D, 0x65, 0]
        let descriptor = name.withUnsafeBufferPointer { $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: name.count) { open($0, O_CREAT | O_WRONLY, 0o644) } }
        guard descriptor >= 0 else { return }  // The file system refuses such names itself (APFS).
        close(descriptor)
        let doctor = try fia(["doctor"], in: project)
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains(".swiftpm/xcode/xcshareddata/xcschemes: doctor could not read this: the folder cannot be listed, so nothing in it was read"), "\(doctor.stdout)")
    }

    @Test func deepNestingIsAClearErrorNotACrash() throws {
        let (directory, project) = try newProject()
        _ = directory
        let depth = 30_000
        let source = "let x = " + String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth) + "\n"
        try source.write(toFile: project + "/Sources/DomainLayer/Deep.swift", atomically: true, encoding: .utf8)
        let doctor = try fia(["doctor"], in: project)
        #expect(doctor.status == 0, "\(doctor.stderr)")
        #expect(doctor.stdout.contains("Sources/DomainLayer/Deep.swift:1: doctor could not read this file: string interpolation nested more than 200 levels deep"))

        let override = project + "/.fia/Blueprints/feature/Sources/PresentationLayer/{{ name }}/{{ name }}Presenter.swift"
        try FileManager.default.createDirectory(atPath: (override as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try (String(repeating: "{% if true %}", count: 20_000) + "x" + String(repeating: "{% endif %}", count: 20_000))
            .write(toFile: override, atomically: true, encoding: .utf8)
        let before = TreeSnapshot(project)
        let add = try fia(["add", "feature", "Zeta"], in: project)
        #expect(add.status == 1)
        #expect(add.stderr.contains("(project override): blocks nested more than 100 levels deep"), "\(add.stderr)")
        #expect(TreeSnapshot(project) == before)
    }
}
