#!/usr/bin/env python3
"""Validates a SARIF log against the vendored SARIF 2.1.0 schema (sarif-schema-2.1.0.json).

usage: validate.py LOG.sarif   -> exit 0 when valid; 1 with every error listed; 77 when the
python3 'jsonschema' module is missing (the Swift test then skips, saying so).
"""
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    print("python3 module 'jsonschema' is not installed", file=sys.stderr)
    sys.exit(77)

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "sarif-schema-2.1.0.json"), encoding="utf-8") as handle:
    schema = json.load(handle)
with open(sys.argv[1], encoding="utf-8") as handle:
    log = json.load(handle)

jsonschema.Draft4Validator.check_schema(schema)
validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
errors = sorted(validator.iter_errors(log), key=lambda error: list(error.path))
for error in errors:
    print("/".join(str(part) for part in error.path) + ": " + error.message, file=sys.stderr)
sys.exit(1 if errors else 0)
