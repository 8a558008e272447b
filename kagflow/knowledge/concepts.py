"""Concept alignment: path-shaped concept ids become isA chains (KAG, section 2.2.3 "semantic alignment").

A concept key ``商品化工-橡胶-合成橡胶`` has the parent ``商品化工-橡胶``, whose parent is
``商品化工``. Every prefix becomes a concept of the same type, even when no source row declares it
(``implied``), so the taxonomy is complete and a question about a broad category reaches the
narrower ones.
"""

from __future__ import annotations

from collections.abc import Iterable

from kagflow.store.ids import entity_id_for


def align_concepts(concepts: Iterable[tuple[str, str, str]], separator: str = "-") -> list[tuple]:
    """isA chains for concept keys.

    Args:
        concepts: ``(type, key, name)`` of every known concept (declared or stub).
        separator: the path separator inside keys; empty disables chains.

    Returns:
        rows ``(concept_id, type, key, name, parent_id, depth, implied)`` sorted by id, one per
        concept and per implied ancestor; ``parent_id`` is ``None`` at the root, ``depth`` 0 there.
    """
    rows: dict[str, tuple] = {}
    declared = {(t, k): n for t, k, n in concepts}
    for (type_name, key), name in sorted(declared.items()):
        parts = key.split(separator) if separator else [key]
        if any(not part for part in parts):  # "a--b" or "-a": not a path, keep it flat
            parts = [key]
        for depth in range(len(parts)):
            prefix = separator.join(parts[: depth + 1])
            concept_id = entity_id_for(type_name, prefix)
            if concept_id in rows:
                continue
            parent = entity_id_for(type_name, separator.join(parts[:depth])) if depth else None
            implied = (type_name, prefix) not in declared
            rows[concept_id] = (concept_id, type_name, prefix, declared.get((type_name, prefix), prefix), parent, depth, implied)
    return [rows[k] for k in sorted(rows)]
