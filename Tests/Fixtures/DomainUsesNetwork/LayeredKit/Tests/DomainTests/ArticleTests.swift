import Domain
import Testing

@Test func articlesWithTheSameFieldsAreEqual() {
    #expect(Article(id: "1", title: "A") == Article(id: "1", title: "A"))
}
