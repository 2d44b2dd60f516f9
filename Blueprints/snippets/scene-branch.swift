AnyView({{ name }}View(dependency: container))
