.target(
    name: "{{ name }}Feature",
    dependencies: ["DomainLayer", "PresentationSupport"],
    path: "Sources/Features/{{ name }}"
)
