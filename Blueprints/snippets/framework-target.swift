.target(
    name: "{{ driver }}Framework",
    dependencies: ["DomainLayer"],
    path: "Sources/FrameworkLayer/{{ driver }}Framework"
)
