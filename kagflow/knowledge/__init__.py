"""The table build: source discovery and reading, mapping onto the schema, concept alignment, rules
compiled to SQL, and entity resolution (with the type votes of a name NER typed several ways)."""
