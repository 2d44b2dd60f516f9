@testable import FiaKit
import Foundation
import Testing

struct LocalFileSystemTests {
    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "fia-fs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func writesFilesAndTheirDirectories() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        try fileSystem.write([(root + "/a/b/c.txt", "hello"), (root + "/d.txt", "world")])
        #expect(try fileSystem.contents(of: root + "/a/b/c.txt") == "hello")
        #expect(try fileSystem.files(under: root) == ["a/b/c.txt", "d.txt"])
    }

    /// `entries(of:)` lists through `DirectoryEntries`, the walk's folder reader: every name but `.`
    /// and `..` (hidden ones too), past one buffer of entries; nothing for a missing folder or a
    /// file; a name that is not UTF-8 refused by name.
    @Test func listsAFoldersEntriesAsTheWalkReadsThem() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        let names = (0..<3000).map { "entry-\($0)-with-a-name-long-enough.txt" } + [".hidden", "é"]
        try fileSystem.write(names.map { (root + "/many/" + $0, "") })
        #expect(try fileSystem.entries(of: root + "/many") == names.sorted())
        #expect(try fileSystem.entries(of: root + "/missing") == [])
        #expect(try fileSystem.entries(of: root + "/many/.hidden") == [])
        let latin1: [UInt8] = Array((root + "/many/").utf8) + [0x63, 0x61, 0x66, 0xE9, 0]
        let descriptor = latin1.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        #expect(throws: FileSystemError(path: root + "/many/caf\u{FFFD}", reason: "the file name is not UTF-8")) {
            try fileSystem.entries(of: root + "/many")
        }
    }

    @Test func writesNothingWhenOneFileCannotBeWritten() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        try fileSystem.write([(root + "/blocker", "a file where a directory must go")])
        #expect(throws: FileSystemError.self) {
            try fileSystem.write([(root + "/first/x.txt", "x"), (root + "/blocker/y.txt", "y")])
        }
        #expect(try fileSystem.files(under: root, includeHidden: true) == ["blocker"])
    }

    @Test func aFailedMoveIntoPlacePutsBackWhatWasAlreadyMoved() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        try fileSystem.write([(root + "/edited.txt", "original")])
        try FileManager.default.createDirectory(atPath: root + "/occupied", withIntermediateDirectories: false)
        try fileSystem.write([(root + "/occupied/keep.txt", "kept")])
        // Staging succeeds for all three; moving the third onto a non-empty directory fails.
        #expect(throws: FileSystemError.self) {
            try fileSystem.write([
                (root + "/new/created.txt", "new"),
                (root + "/edited.txt", "changed"),
                (root + "/occupied", "a file where a directory is"),
            ])
        }
        #expect(try fileSystem.contents(of: root + "/edited.txt") == "original")
        #expect(try fileSystem.files(under: root, includeHidden: true) == ["edited.txt", "occupied/keep.txt"])
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        try fileSystem.write([(root + "/script.sh", "#!/bin/sh\n")])
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: root + "/script.sh")
        try fileSystem.write([(root + "/script.sh", "#!/bin/sh\necho hi\n")])
        let attributes = try FileManager.default.attributesOfItem(atPath: root + "/script.sh")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o750)
        #expect(try fileSystem.contents(of: root + "/script.sh") == "#!/bin/sh\necho hi\n")
    }

    @Test func aByteOrderMarkIsReadAndWrittenBack() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("// swift-tools-version: 6.0\n".utf8)
        #expect(FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data(bytes)))
        let fileSystem = LocalFileSystem()
        let text = try #require(try fileSystem.contents(of: root + "/Package.swift"))
        #expect(text.unicodeScalars.first == "\u{FEFF}")
        try fileSystem.write([(root + "/Package.swift", text + "// edited\n")])
        #expect(FileManager.default.contents(atPath: root + "/Package.swift") == Data(bytes + Array("// edited\n".utf8)))
    }

    @Test func invalidUTF8IsRefused() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FileManager.default.createFile(atPath: root + "/latin1.swift", contents: Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A])))
        #expect(throws: FileSystemError(path: root + "/latin1.swift", reason: "not UTF-8 text")) {
            try LocalFileSystem().contents(of: root + "/latin1.swift")
        }
    }

    @Test func aSymbolicLinkIsWrittenThroughNotReplaced() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        try fileSystem.write([(root + "/shared/Package.swift", "original")])
        try FileManager.default.createSymbolicLink(atPath: root + "/Package.swift", withDestinationPath: "shared/Package.swift")
        try fileSystem.write([(root + "/Package.swift", "edited")])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/Package.swift") == "shared/Package.swift")
        #expect(try fileSystem.contents(of: root + "/shared/Package.swift") == "edited")
        #expect(try fileSystem.files(under: root, includeHidden: true) == ["Package.swift", "shared/Package.swift"])
    }

    @Test func missingFilesReadAsNil() throws {
        #expect(try LocalFileSystem().contents(of: "/nonexistent/fia/file") == nil)
    }
}
