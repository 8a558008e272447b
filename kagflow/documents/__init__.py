"""The document build: readers, splitter, names and NER, schema-constrained LLM extraction."""
