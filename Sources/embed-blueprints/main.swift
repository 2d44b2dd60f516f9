// `swift run embed-blueprints [package-root]`: compiles Blueprints/ into
// Sources/FiaKit/Blueprints/EmbeddedBlueprints.swift. The root defaults to the
// package this file belongs to.
import FiaKit
import Foundation

let packageRoot: String
if let argument = CommandLine.arguments.dropFirst().first {
    packageRoot = Path.normalize(argument, relativeTo: FileManager.default.currentDirectoryPath)
} else {
    // #filePath is <root>/Sources/embed-blueprints/main.swift.
    packageRoot = Path.parent(Path.parent(Path.parent(#filePath)))
}

let fileSystem = LocalFileSystem()
let blueprints = Path.join(packageRoot, BlueprintEmbedding.blueprintsDirectory)
let output = Path.join(packageRoot, BlueprintEmbedding.generatedFile)
do {
    guard fileSystem.isDirectory(blueprints) else {
        throw FileSystemError(path: blueprints, reason: "no such directory")
    }
    let files = try BlueprintEmbedding.files(in: blueprints, fileSystem: fileSystem)
    let source = BlueprintEmbedding.swiftSource(for: files)
    let summary = "\(files.count) blueprint\(files.count == 1 ? "" : "s") from \(BlueprintEmbedding.blueprintsDirectory)/"
    if try fileSystem.contents(of: output) == source {
        print("identical \(BlueprintEmbedding.generatedFile) (\(summary))")
    } else {
        try fileSystem.write([(path: output, contents: source)])
        print("wrote \(BlueprintEmbedding.generatedFile) (\(summary))")
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
