@testable import FiaKit
import Testing

/// The XML reader decodes entities without Foundation's `replacingOccurrences`.
struct XMLEntityTests {
    @Test func attributesDecodeTheFiveEntities() throws {
        let tags = XMLTag.scan(#"<FileRef location = "group:A &amp; B/&quot;C&quot; &lt;&gt; &apos;D&apos;"></FileRef>"#)
        #expect(tags.first?.attributes["location"] == #"group:A & B/"C" <> 'D'"#)
        #expect(XMLTag.scan(#"<FileRef location = "group:&amp;lt;"/>"#).first?.attributes["location"] == "group:&lt;")
    }

    /// XML 1.0 §2.11 and §3.3.3: a line break (`\r\n`, `\r`, `\n`) or tab in an attribute value is
    /// one space, so CRLF and LF files read alike (the XMLTags fuzz harness's minimized finding).
    @Test(arguments: ["\r\n", "\n", "\r", "\t"])
    func aLineBreakInAValueIsOneSpace(lineBreak: String) {
        let scheme = "<TestPlanReference\(lineBreak)   reference = \"container:Tce\(lineBreak)   reference = \">"
        #expect(XMLTag.scan(scheme).first?.attributes["reference"] == "container:Tce    reference = ")
    }
}
