"""The table build: source discovery and reading, mapping onto the schema, concept alignment, rules compiled to SQL."""
