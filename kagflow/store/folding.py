"""Case and width folding of names in SQL, as the solver folds a question (NFKC, then casefold):
the store folds every name once when a build publishes (``kg_link_names``), the solver folds the
values it matches at query time."""

from __future__ import annotations

# full-width ASCII forms (U+FF01-U+FF5E) and the ideographic space, and what NFKC makes of them
_WIDE = "".join(chr(c) for c in range(0xFF01, 0xFF5F)) + "\u3000"
_NARROW = "".join(chr(c) for c in range(0x21, 0x7F)) + " "


def sql_fold(expr: str) -> str:
    """SQL that folds ``expr`` as ``unicodedata.normalize("NFKC", text).casefold()`` folds a
    question, for what names hold: full-width letters, digits and punctuation ("（杭州）") read as
    their ASCII forms, and lower case. DuckDB has no NFKC; a name stored with full-width brackets
    would otherwise never occur in a folded question. Only a value that holds such a character is
    translated (a translate of every name costs ten times the match)."""
    wide, narrow = (s.replace("'", "''") for s in (_WIDE, _NARROW))
    return (f"CASE WHEN regexp_matches({expr}, '[\uff01-\uff5e\u3000]') THEN lower(translate({expr}, '{wide}', '{narrow}')) "
            f"ELSE lower({expr}) END")
