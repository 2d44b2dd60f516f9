@testable import FiaKit
import Testing

struct FilePlanTests {
    @Test func decidesEachFilesAction() throws {
        let fileSystem = InMemoryFileSystem(files: ["/p/same": "a", "/p/differs": "old"])
        var plan = FilePlan(root: "/p")
        try plan.render("new", at: "/p/new", force: false, in: fileSystem)
        try plan.render("a", at: "/p/same", force: false, in: fileSystem)
        try plan.render("b", at: "/p/differs", force: false, in: fileSystem)
        plan.edit("/p/same", from: "a", to: "a")
        plan.skip("/p/shared", in: fileSystem)
        #expect(plan.entries.map(\.action) == [.create, .identical, .conflict, .identical, .skip])
        #expect(plan.conflicts.map(plan.displayPath) == ["differs"])
    }

    @Test func createConflictsWithAnyExistingFileUnlessForced() throws {
        let fileSystem = InMemoryFileSystem(files: ["/p/same": "a"])
        var plan = FilePlan(root: "/p")
        try plan.create("a", at: "/p/same", force: false, in: fileSystem)
        try plan.create("a", at: "/p/same", force: true, in: fileSystem)
        try plan.create("b", at: "/p/new", force: false, in: fileSystem)
        #expect(plan.entries.map(\.action) == [.conflict, .identical, .create])
        #expect(FilePlanError.conflicts(["same"]).description == "'same' already exists; nothing was written")
    }

    @Test func forceTurnsConflictsIntoUpdates() throws {
        let fileSystem = InMemoryFileSystem(files: ["/p/differs": "old"])
        var plan = FilePlan(root: "/p")
        try plan.render("new", at: "/p/differs", force: true, in: fileSystem)
        #expect(plan.entries.map(\.action) == [.update])
        try plan.apply(to: fileSystem)
        #expect(fileSystem.files["/p/differs"] == "new")
    }

    @Test func refusesToApplyWithConflictsAndWritesNothing() throws {
        let fileSystem = InMemoryFileSystem(files: ["/p/differs": "old"])
        var plan = FilePlan(root: "/p")
        try plan.render("created", at: "/p/new", force: false, in: fileSystem)
        try plan.render("new", at: "/p/differs", force: false, in: fileSystem)
        #expect(throws: FilePlanError.conflicts(["differs"])) { try plan.apply(to: fileSystem) }
        #expect(fileSystem.files == ["/p/differs": "old"])
    }

    @Test func printsRailsStyleStatusLines() throws {
        let fileSystem = InMemoryFileSystem(files: ["/p/b": "b"])
        var plan = FilePlan(root: "/p")
        try plan.render("a", at: "/p/Sources/a.swift", force: false, in: fileSystem)
        try plan.render("b", at: "/p/b", force: false, in: fileSystem)
        let recording = RecordingOutput()
        plan.printStatus(to: recording.output())
        #expect(recording.standardOutput == "    create  Sources/a.swift\n identical  b\n")
    }
}

struct InMemoryFileSystemTests {
    @Test func filesImplyTheirDirectories() throws {
        let fileSystem = InMemoryFileSystem(directories: ["/work"])
        try fileSystem.write([("/work/Demo/.fia/Blueprints/a/b.swift", "b"), ("/work/Demo/c.swift", "c")])
        #expect(fileSystem.isDirectory("/work/Demo/.fia/Blueprints/a"))
        #expect(!fileSystem.isDirectory("/work/Demo/c.swift"))
        #expect(try fileSystem.entries(of: "/work/Demo") == [".fia", "c.swift"])
        #expect(try fileSystem.entries(of: "/") == ["work"])
        #expect(try fileSystem.files(under: "/work/Demo", includeHidden: true) == [".fia/Blueprints/a/b.swift", "c.swift"])
        #expect(try fileSystem.files(under: "/work/Demo") == ["c.swift"])
    }
}
