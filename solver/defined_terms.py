"""A term the question defines after asking it ("哪家公司是 X 的主要客户？即：经营其产品的下游产品，且付给它的金额超过它全部转入
金额一半的公司。", "Which company counts as the main customer of X, i.e. it makes a product downstream of …"): where the
term alone reads as a relation the schema's own rule derives (``mainSupply``), that relation answers and the definition
is noted as the rule's words; else the whole question is read as it is (a definition the schema has no rule for is the
question's own condition)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner
    from kagflow.solver.schema_shapes import SchemaPlan

__all__ = ["defined_term", "term_plan"]

# "Q？即：D", "Q？也就是说，D", "Q, i.e. D", "Q (i.e. D)", "Q, that is, D"
_DEFINED_ZH = re.compile(r"^(?P<q>.+?[？?])\s*(?:即|也就是说?|换句话说)\s*[：:，,]?\s*(?P<d>\S.*)$")
_DEFINED_EN = re.compile(r"^(?P<q>.+?)\s*(?:,\s*|\(\s*|—\s*|-\s+)(?:i\.e\.|that is|namely|meaning)\s*,?\s*(?P<d>\S.*?)\)?\s*$", re.I)


# a quoted term with its definition in brackets: "柏*是否属于“赌博App老板”（发布了赌博应用，并且向…转过账）？"
_QUOTED_DEFINED = re.compile(r"(?P<term>[“\"「][^”\"」]{1,24}[”\"」])\s*[（(](?P<d>[^（）()]{4,120})[)）]")


def defined_term(question: str) -> tuple[str, str] | None:
    """``(the question without its definition, the definition's words)`` for a question that defines its term after
    asking ("…的主要客户？即：…", "…, i.e. …") or in brackets after the quoted term ("属于“赌博App老板”（…）"), or None."""
    text = question.strip()
    if (m := _QUOTED_DEFINED.search(text)) is not None:
        return text[:m.end("term")] + text[m.end():], m.group("d").strip()
    if (m := _DEFINED_ZH.match(text)) is not None:
        return m.group("q"), m.group("d").strip()
    if (m := _DEFINED_EN.match(text)) is not None and len(m.group("q").split()) >= 3:
        q = m.group("q").rstrip(" ,;:")
        return (q if q.endswith("?") else q + "?"), m.group("d").strip(" ?.")
    return None


def term_plan(planner: "SchemaPlanner", question: str) -> tuple["SchemaPlan", list[str]] | None:
    """The question's term read alone (:func:`defined_term`), where its reading uses a predicate a schema rule
    derives: ``(plan, notes)``, the notes saying the definition was read as the rule's words; None otherwise (no
    definition, no reading of the term alone, or one that reads only stored facts)."""
    if (found := defined_term(question)) is None:
        return None
    term, definition = found
    planned, notes = planner.plan(term)
    if planned is None:
        return None
    schema = planner.schema
    derived = sorted({p.name for t in planned.types if t in schema.types
                      for p in schema.predicates(t) if p.name in planned.labels and p.is_derived}
                     | {t for t in planned.types if any(r.concept_type == t for r in schema.concept_rules)})  # (a concept's rules)
    if not derived:
        return None
    return planned, [f"read {definition!r} as the definition of the term asked; the schema's rules for "
                     f"{', '.join(derived)} define it"] + notes
