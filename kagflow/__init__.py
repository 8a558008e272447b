"""kagflow: knowledge-augmented generation (KAG) as a Dagster pipeline over DuckDB and Parquet.

One import root. The library rooms, by layer (none imports Dagster):

- :mod:`kagflow.schema` — the languages: OpenSPG schema (``spg``) and KGDSL rules (``kgdsl``).
- :mod:`kagflow.store` — the warehouse: DDL, inserts, staging and Parquet export, ids.
- :mod:`kagflow.knowledge` — the table build: sources, mapping, concepts, rules compiled to SQL.
- :mod:`kagflow.documents` — the document build: readers, splitter, names, NER, LLM extraction.
- :mod:`kagflow.project` (a project folder and its settings), :mod:`kagflow.incremental` (which
  files a build must process).

The product's top-level folders are mapped into this root by ``pyproject.toml``:
``assets/`` is :mod:`kagflow.assets`, ``pipelines/`` :mod:`kagflow.pipelines`, ``resources/``
:mod:`kagflow.resources`, ``solver/`` :mod:`kagflow.solver`.
"""

from kagflow.absent_modules import refuse_missing as _refuse_missing

_refuse_missing()  # DuckDB imports pandas per bound parameter; where it is not installed, fail that fast
