"""Dagster resources: the project and its warehouse, the language model, spaCy and the embedder."""
