#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// The scans of the manifest texts one command has seen: an edit's result is scanned once
/// (its own check reads it) and the next edit, or the package check, reuses that scan.
/// A text is matched by its bytes, so a scan is only ever reused for exactly the text it read.
final class ManifestScans {
    private var recent: [ManifestScanner] = []
    /// How many scans are kept: an edit reads one text and leaves one behind.
    private let capacity = 4

    init() {}

    /// The scan of `source`: a kept one when it read the same bytes, else a new one (kept).
    func scanner(for source: String) throws(ManifestEditError) -> ManifestScanner {
        if let kept = recent.last(where: { $0.text.hasBytes(of: source) }) { return kept }
        let scanner = try ManifestScanner(source)
        keep(scanner)
        return scanner
    }

    /// Keeps a scan made elsewhere (an edit's check of its result).
    func keep(_ scanner: ManifestScanner) {
        if recent.count == capacity { recent.removeFirst() }
        recent.append(scanner)
    }

    /// What SwiftPM would make of manifest texts built in code that an edit of this command made
    /// (`EnumTargets.predicting(_:)`): the next edit, and the package check, read targets from it.
    private var predictions: [(text: String, manifest: PackageManifest)] = []

    /// Remembers what SwiftPM would make of `source`.
    func predict(_ manifest: PackageManifest, for source: String) {
        if predictions.count == capacity { predictions.removeFirst() }
        predictions.append((source, manifest))
    }

    /// What an edit predicted SwiftPM would make of exactly `source`, if any did.
    func predicted(for source: String) -> PackageManifest? {
        predictions.last { $0.text == source }?.manifest
    }
}

extension SourceText {
    /// Whether `source` is exactly this text, byte for byte.
    func hasBytes(of source: String) -> Bool {
        var source = source
        guard source.utf8.count == bytes.count else { return false }
        return source.withUTF8 { other in
            bytes.withUnsafeBufferPointer { own in own.isEmpty || memcmp(own.baseAddress!, other.baseAddress!, own.count) == 0 }
        }
    }
}
