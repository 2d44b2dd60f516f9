.testTarget(
    name: "{{ driver }}FrameworkTests",
    dependencies: ["DomainLayer", "{{ driver }}Framework"]
)
