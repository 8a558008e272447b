"""The document build, without Dagster, in data-flow order.

- ``readers/`` — the reader registry (one module per format) and the document data model;
- ``splitter`` — outline-aware chunks; ``chunks`` — the ``parsed_chunks`` stage over files;
- ``names`` — official names and name keys; ``ner`` — spaCy NER and SVO (the one spaCy loader);
- ``llm_extract`` (+ ``prompts/``) — KAG's schema-constrained LLM extraction and its fan-out;
- ``mentions`` — the ``ner_mentions`` stage over files; ``entities`` — grouping and the mutual
  index; ``triples`` — information-layer triples; ``embeddings`` — vectors from an ``encode`` callable.

Stage functions take a DuckDB connection and plain values or callables, never a Dagster resource.
"""
