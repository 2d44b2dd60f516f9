import Testing

struct Placeholder {
    @Test func nothing() {}
}
