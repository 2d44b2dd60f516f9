{# A sample blueprint: Swift braces, a loop and a conditional. #}
/// {{ name }}: a sample type.
public struct {{ name | pascal }} {
{% for field in fields %}
    public var {{ field.name | camel }}: {{ field.type }}{% if not loop.last %} // more below{% endif %}
{% endfor %}
{% if hasInit %}

    public init() {}
{% endif %}
}
