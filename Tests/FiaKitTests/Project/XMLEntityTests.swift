@testable import FiaKit
import Testing

/// The XML reader decodes entities without Foundation's `replacingOccurrences`.
struct XMLEntityTests {
    @Test func attributesDecodeTheFiveEntities() throws {
        let tags = XMLTag.scan(#"<FileRef location = "group:A &amp; B/&quot;C&quot; &lt;&gt; &apos;D&apos;"></FileRef>"#)
        #expect(tags.first?.attributes["location"] == #"group:A & B/"C" <> 'D'"#)
        #expect(XMLTag.scan(#"<FileRef location = "group:&amp;lt;"/>"#).first?.attributes["location"] == "group:&lt;")
    }
}
