// What `SwiftUITypecheckTests` turns each `#Preview("Name") { … }` of a generated file into:
// Apple's `Preview` macro is implemented by Xcode's PreviewsMacros plugin, which Linux lacks,
// so the test's copy of the file calls this function instead, inside a `@MainActor` function.
// It takes the macro's parameters with the macro's declared types (SwiftUI's
// `macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)`),
// so the preview's body is typechecked as the macro would typecheck it.
public func previewMacroStandIn(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {}
