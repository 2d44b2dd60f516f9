@testable import FiaKit
import Testing

/// Discovery's role names (`CheckoutUseCase`, `PaymentsDriverProtocol`): a name ending in the
/// suffix with at least one character before it, as characters count them.
struct RoleSuffixTests {
    @Test(arguments: [
        ("CheckoutUseCase", true), ("UseCase", false), ("éUseCase", true), ("e\u{301}UseCase", true),
        ("\u{301}UseCase", true), ("UseCase\u{301}", false), ("\u{600}UseCase", false), ("Use\u{301}Case", false),
        ("xUsecase", false), ("", false), ("🙂UseCase", true),
    ])
    func aRoleNameIsLongerThanItsSuffix(name: String, isRole: Bool) {
        #expect(ProjectModel.hasSuffix(name, "UseCase") == isRole)
        #expect(ProjectModel.hasSuffix(name, "UseCase") == (name.hasSuffix("UseCase") && name.count > "UseCase".count))
    }
}
