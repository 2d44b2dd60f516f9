@testable import FiaKit
import Testing

/// `fia add feature <Name> --usecase U` for a U that does not exist yet: U is created in the same
/// run, by `add usecase`'s own code, on the drivers of --uses; without them, nothing is written.
struct AddFeatureNewUseCaseTests {
    static let dependency = "/work/Demo/Sources/PresentationLayer/DIContainerDependency.swift"

    /// `fia new Demo`, `add feature Settings`, `add driver Analytics --no-entity`, then `commands`.
    private func project(_ commands: [String]...) -> InMemoryFia {
        var fia = InMemoryFia()
        fia.run("new", "Demo")
        fia.currentDirectory = "/work/Demo"
        for arguments in [["add", "feature", "Settings"], ["add", "driver", "Analytics", "--no-entity"]] + commands {
            let run = fia.run(arguments)
            precondition(run.status == 0, "fia \(arguments.joined(separator: " ")): \(run.err)")
        }
        return fia
    }

    /// The project's files, fia's lock and journal folder left out.
    private func tree(_ fia: InMemoryFia) -> [String: String] {
        fia.tree("/work/Demo").filter { !$0.key.hasPrefix(".fia/") }
    }

    @Test func aMissingUseCaseIsCreatedExactlyAsAddUseCaseCreatesIt() {
        let separately = project(["add", "usecase", "Checkout", "--uses", "Settings,Analytics"], ["add", "feature", "Cart", "--usecase", "Checkout"])
        let together = project()
        let run = together.run("add", "feature", "Cart", "--usecase", "Checkout", "--uses", "Settings,Analytics")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("    create  Sources/DomainLayer/UseCases/Checkout/CheckoutInteractor.swift\n"))
        #expect(run.out.contains("    create  Sources/PresentationLayer/Cart/CartPresenter.swift\n"))
        #expect(tree(together) == tree(separately))
        var written = FixtureProject.fresh
        written.files = tree(together)
        #expect(Doctor.run(written.snapshot()).findings == [])
    }

    @Test func againWithForceDuplicatesNothing() {
        let fia = project(["add", "feature", "Cart", "--usecase", "Checkout", "--uses", "Settings,Analytics"])
        let before = tree(fia)
        let run = fia.run("add", "feature", "Cart", "--usecase", "Checkout", "--uses", "Settings,Analytics", "--force")
        #expect(run.status == 0, "\(run.err)")
        #expect(tree(fia) == before)
        #expect(fia.fileSystem.files[Self.dependency]?.components(separatedBy: "CheckoutInteractorDependency").count == 2)
    }

    @Test func withoutUsesAMissingUseCaseIsAUsageErrorAndWritesNothing() {
        let fia = project()
        let before = fia.fileSystem.files
        let run = fia.run("add", "feature", "Cart", "--usecase", "Checkout")
        #expect(run.status == 64)
        #expect(run.err == """
            error: use case 'Checkout' does not exist, and fia needs --uses to create it: the drivers its interactor uses; nothing was written
            pass --uses <drivers> to create 'Checkout' with this feature, or create it first: fia add usecase Checkout --uses <drivers>

            """)
        #expect(fia.fileSystem.files == before)
    }

    @Test(arguments: [
        (["Nope"], "error: driver 'Nope' does not exist in this project; nothing was written\n"),
        (["Analytics"], "error: use case 'Checkout' needs a driver that returns entities, and none of 'Analytics' does; nothing was written\n"),
    ])
    func aUseCaseFiaCannotCreateWritesNothing(uses: [String], error: String) {
        let fia = project()
        let before = fia.fileSystem.files
        let run = fia.run("add", "feature", "Cart", "--usecase", "Checkout", "--uses", uses.joined(separator: ","))
        #expect(run.status == 1)
        #expect(run.err.hasPrefix(error))
        #expect(fia.fileSystem.files == before)
    }

    @Test func aDryRunPrintsTheUseCaseAndWritesNothing() {
        let fia = project()
        let before = fia.fileSystem.files
        let run = fia.run("add", "feature", "Cart", "--usecase", "Checkout", "--uses", "Settings", "--dry-run")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("    create  Sources/DomainLayer/UseCases/Checkout/CheckoutUseCase.swift\n"))
        #expect(run.out.contains("+    CheckoutInteractorDependency,\n"))
        #expect(fia.fileSystem.files == before)
    }

    /// --uses names the use case's drivers, even one named like the feature (not its own driver).
    @Test func aDriverNamedLikeTheFeatureStaysInUses() {
        let fia = project(["add", "driver", "Cart"])
        let run = fia.run("add", "feature", "Cart", "--usecase", "Checkout", "--uses", "Cart")
        #expect(run.status == 0, "\(run.err)")
        let dependency = fia.fileSystem.files["/work/Demo/Sources/DomainLayer/UseCases/Checkout/CheckoutInteractorDependency.swift"] ?? ""
        #expect(dependency.contains("CheckoutInteractorDependency: CartDriverProvider {}"))
    }
}
