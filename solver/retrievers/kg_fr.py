"""KAG's ``kg_fr`` retriever, fuzzy-predicate part: a Retrieval hop answered by the information layer.

When the exact hop of :mod:`kagflow.solver.retrievers.kg_cs` (SQL from :mod:`kagflow.solver.hop_sql`) finds nothing, the fact may still be
in the documents, said with another word form than the schema's predicate ("Northwind Traders
acquired Contoso" for ``acquire``). This module looks for it in ``triples`` (see
:mod:`kagflow.documents.triples`): ``svo`` relations of the dependency parse, ``llm_open`` model
triples outside the schema (``llm_triples`` with ``in_schema = false`` whose ends resolve to
entities) and ``table_spo`` rows of triples tables the schema lacks. ``co_mention`` rows are
skipped: their predicate says only that two names share a chunk, so it can match no predicate (they
feed the PageRank part of kg_fr instead).

Matching (KAG's kg_fr matches the predicate by similarity; we use string similarity, offline):

- both sides are split into lower-case words (``camelCase``, ``snake_case`` and spaces), and each
  word of four or more letters loses one inflection suffix (``ies``/``ied`` -> ``y``, then ``ing``,
  ``ed``, ``es``, ``s``) and a final ``e`` -- a light stemmer, so "acquired", "acquires",
  "acquiring" and "acquire" all read ``acquir``; text in other scripts is compared as written;
- the score is rapidfuzz ``token_sort_ratio`` (0-100) of the stemmed words, whole or without
  preposition words ("partnered with" ~ ``partner``), the best over the step's predicate names and
  display names (every predicate the step may follow);
- a triple counts when its score is at least :data:`FUZZY_PREDICATE_THRESHOLD` (85). Measured on
  the forms above: "acquired"/"acquire" 100, "invests in"/``investIn`` 100, "supplied"/``supply``
  100, "acquisition"/"acquire" 59, "bought"/"acquire" 17, "sued"/"acquire" 20: inflections pass,
  other words (synonyms included) do not -- a synonym needs the embedding match KAG uses, which
  this offline build does not do; the rc fallback covers it.

Direction is respected: a triple's subject must sit at the hop's stored subject end (the
predicate's owner type), as for a knowledge-layer edge; the endpoints must have the types the
step's predicates allow, and the step's linked names and bound variables restrict its ends exactly
as in kg_cs. The relation made here has the same columns as the kg_cs relation of the step, so the
later steps of the plan join it unchanged; the scores and chunks come back separately
(:class:`FuzzyFact`), because extra columns would travel into every later relation.

A property hop (``Retrieval(s=s1:Company[...], p=p1:founded, o=o1:Integer)``) reads the model
triples outside the schema (``llm_triples``, ``in_schema = false``) whose subject resolves to an
entity: their object text is the value (its number, when it reads as one, the ``_n`` column).
The implicit ``id``/``name`` properties are declined: they are read off the entity itself.

Steps kg_fr declines (the answer says why): edge-property constraints (text triples have no edge
properties).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import duckdb

from kagflow.schema.spg import Schema
from kagflow.schema.types import implicit_predicate
from kagflow.solver.compile import Hop, binder
from kagflow.solver.hop_sql import endpoint_joins, node_constraint
from kagflow.solver.retrievers.base import with_provenance
from kagflow.solver.retrievers.step import MergerOptions, StepOutcome, StepQuery
from kagflow.store.warehouse import register_arrow

if TYPE_CHECKING:
    import pyarrow as pa

FUZZY_PREDICATE_THRESHOLD = 85.0
"""rapidfuzz ``token_sort_ratio`` (0-100) of the stemmed words a text predicate needs (see above)."""

# the kinds whose predicate is a relation word; co_mention is not one
PREDICATE_KINDS = ("svo", "llm_open", "table_spo")

PREPOSITIONS = frozenset("about at by for from in into of on onto over to under with".split())
"""Words :func:`predicate_score` may ignore (English prepositions a parsed verb carries)."""

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_NON_WORD = re.compile(r"[\W_]+")


def predicate_words(text: str) -> list[str]:
    """The lower-case words of a predicate: ``investIn`` -> ``["invest", "in"]``, ``"bought_from"``
    -> ``["bought", "from"]``; text without word separators (Chinese) stays one word."""
    return [w for w in _NON_WORD.split(_CAMEL.sub(" ", text).lower()) if w]


def stem(word: str) -> str:
    """A light English stemmer for predicate words (see the module text): ``acquired`` ->
    ``acquir``, ``supplies`` -> ``supply``, ``owns`` -> ``own``; words under four letters and
    words not in ASCII letters stay as they are."""
    if len(word) < 4 or not word.isascii() or not word.isalpha():
        return word
    for suffix, repl in (("ies", "y"), ("ied", "y")):
        if word.endswith(suffix) and len(word) > 4:
            return word[: -len(suffix)] + repl
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and not word.endswith("ss") and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    return word[:-1] if word.endswith("e") and len(word) > 3 else word


def normalise_predicate(text: str) -> str:
    """The stemmed words of a predicate joined by spaces: the form :func:`predicate_score` compares."""
    return " ".join(stem(w) for w in predicate_words(text))


def _content(normalised: str) -> str:
    """``normalised`` without its preposition words (``"partner with"`` -> ``"partner"``)."""
    words = [w for w in normalised.split() if w not in PREPOSITIONS]
    return " ".join(words) if words else normalised


def predicate_score(text: str, names: list[str]) -> tuple[float, str]:
    """Best similarity of the text predicate ``text`` to any of ``names``: the better of the
    stemmed forms compared whole and compared without preposition words (a parsed verb keeps its
    preposition, "partnered with"; a schema name often drops it, ``partner``).

    Returns:
        ``(score 0-100, the name that scored it)``; ``(0.0, "")`` when ``names`` is empty.
    """
    from rapidfuzz import fuzz  # a fallback reads it; a plan the graph answers never imports it

    mine = normalise_predicate(text)
    best = (0.0, "")
    for name in names:
        theirs = normalise_predicate(name)
        score = float(max(fuzz.token_sort_ratio(mine, theirs), fuzz.token_sort_ratio(_content(mine), _content(theirs))))
        if score > best[0]:
            best = (score, name)
    return best


@dataclass(frozen=True)
class FuzzyFact:
    """One information-layer triple that answered the step, with its score and provenance."""

    triple_id: str
    subject_id: str
    predicate: str
    object_id: str
    kind: str
    score: float
    matched: str
    chunk_id: str
    doc_id: str
    path: str
    line: int | None = None

    def describe(self) -> str:
        """``text triple 'acquired' (fuzzy 100 ~ acquire) in news.txt``."""
        what = {"svo": "text triple", "llm_open": "model triple", "table_spo": "table triple"}.get(self.kind, self.kind)
        where = self.path or self.doc_id
        if self.line is not None:
            where = f"{where}:{self.line}"
        return f"{what} {self.predicate!r} (fuzzy {self.score:.0f} ~ {self.matched}) in {where}"


@dataclass
class FuzzyResult:
    """What kg_fr did for one step: rows of the relation it made (0: it made none), the facts
    behind them (best first), the predicates it matched and, when it declined, why."""

    rows: int = 0
    facts: list[FuzzyFact] = field(default_factory=list)
    matched: list[tuple[str, float, str]] = field(default_factory=list)
    declined: str | None = None


class FuzzyPredicateRetriever:
    """Answers a Retrieval hop from information-layer triples whose predicate fuzzily matches.

    Args:
        con: a connection to a built knowledge store (read-only is enough; temporary tables are
            allowed on it).
        schema: the project's schema.
        threshold: the score (0-100) a text predicate needs; see :data:`FUZZY_PREDICATE_THRESHOLD`.
    """

    name = "kg_fr"

    def __init__(self, con: duckdb.DuckDBPyConnection, schema: Schema, threshold: float = FUZZY_PREDICATE_THRESHOLD):
        self.con = con
        self.schema = schema
        self.threshold = threshold

    def names_of(self, hop: Hop) -> list[str]:
        """The names a text predicate may match: every predicate's name and display name."""
        r = hop.retrieval
        out: list[str] = []
        for p in r.predicates or (r.predicate,):
            for n in (p.name, p.display_name):
                if n and n not in out:
                    out.append(n)
        return out

    def match_predicates(self, hop: Hop) -> list[tuple[str, float, str]]:
        """``(text predicate, score, matched name)`` of every triple predicate at or over the
        threshold, best first (the distinct predicates are few; each is scored once)."""
        names = self.names_of(hop)
        if hop.retrieval.is_property:
            sql = "SELECT DISTINCT predicate FROM llm_triples WHERE NOT in_schema"
        else:
            sql = "SELECT DISTINCT predicate FROM triples WHERE list_contains($kinds, kind)"
        params = {} if hop.retrieval.is_property else {"kinds": list(PREDICATE_KINDS)}
        preds = [row[0] for row in self.con.execute(sql, params).fetchall()]
        scored = [(p, *predicate_score(p, names)) for p in preds]
        return sorted(((p, s, n) for p, s, n in scored if s >= self.threshold), key=lambda t: (-t[1], t[0]))

    def retrieve(self, hop: Hop, relation: str) -> FuzzyResult:
        """Create (or replace) the temporary table ``relation`` from matching text triples.

        Args:
            hop: the step's shape (from the compiled :class:`~kagflow.solver.compile.SqlStep`);
                its input relations and link tables must exist on the connection.
            relation: the step's relation name (``kf_sN``); replaced only when rows were found.

        Returns:
            a :class:`FuzzyResult`; ``rows == 0`` leaves ``relation`` as it was.
        """
        import pyarrow as pa

        r = hop.retrieval
        if r.is_property and implicit_predicate(r.predicate.name) is not None:
            return FuzzyResult(declined=f"'{r.predicate.name}' is every entity's own {r.predicate.name}; there is nothing to match")
        if any(c.alias == r.action.p.alias for c in r.action.constraints):
            return FuzzyResult(declined="an edge-property constraint: text triples carry no edge properties")
        matched = self.match_predicates(hop)
        if not matched:
            return FuzzyResult(declined=f"no text predicate scores {self.threshold:.0f} or more against {' / '.join(self.names_of(hop))}")
        params: dict = {}
        bind = binder(params, "fr")

        table = pa.table({"predicate": [p for p, _, _ in matched], "score": [s for _, s, _ in matched],
                          "matched": [n for _, _, n in matched]})
        with register_arrow(self.con, table) as fp:
            sql = self._property_sql(hop, fp, bind) if r.is_property else self._sql(hop, fp, bind)
            # the step's relation was empty (kg_cs found nothing): replace it, then count once
            self.con.execute(f"CREATE OR REPLACE TEMP TABLE {relation} AS {sql}", params)
            (count,) = self.con.execute(f"SELECT count(*) FROM {relation}").fetchone()
            if count == 0:
                return FuzzyResult(matched=matched, declined=None)
            facts = self._property_facts(hop, relation, fp) if r.is_property else self._facts(hop, relation, fp)
        return FuzzyResult(rows=count, facts=facts, matched=matched)

    def _ends(self, hop: Hop):
        r = hop.retrieval
        subj, obj = (hop.o, hop.s) if r.reverse else (hop.s, hop.o)
        action = r.action
        subj_alias, obj_alias = (action.o.alias, action.s.alias) if r.reverse else (action.s.alias, action.o.alias)
        return subj, obj, subj_alias, obj_alias

    def _sql(self, hop: Hop, fp: str, bind) -> str:
        """The kg_cs hop of ``hop`` with ``triples`` (predicates in ``fp``) in place of ``kg_edges``."""
        r = hop.retrieval
        subj, obj, subj_alias, obj_alias = self._ends(hop)
        preds = r.predicates or (r.predicate,)
        carried = [f"{alias}.*" for _, alias in hop.inputs]
        new = []
        if not subj.bound_in:
            new.append(f"t.subject_id AS {subj.column}")
        if not obj.bound_in:
            new.append(f"t.object_id AS {obj.column}")
        if hop.edge_column:
            new.append(f"t.triple_id AS {hop.edge_column}")
        joins, where = [], [f"list_contains({bind(list(PREDICATE_KINDS))}, t.kind)"]
        where.append(f"list_contains({bind(sorted({p.owner for p in preds}))}, sn.type)")
        where.append(f"list_contains({bind(sorted({p.range_type for p in preds}))}, obn.type)")
        endpoint_joins(hop.inputs, subj, obj, "t", joins, where)
        for c in r.action.constraints:
            if c.alias == subj_alias:
                where.append(node_constraint(c, "sn", self.schema, bind))
            elif c.alias == obj_alias:
                where.append(node_constraint(c, "obn", self.schema, bind))
        return (
            f"SELECT DISTINCT {', '.join(carried + new)} FROM triples t JOIN {fp} fp ON fp.predicate = t.predicate "
            f"JOIN kg_entities sn ON sn.entity_id = t.subject_id JOIN kg_entities obn ON obn.entity_id = t.object_id "
            f"{' '.join(joins)} WHERE {' AND '.join(where)}"
        )

    # a model triple's subject as an entity; its object text is the value
    _MODEL_TRIPLES = ("FROM llm_triples t JOIN {fp} fp ON fp.predicate = t.predicate "
                      "JOIN standardized_entities se ON se.type = t.subject_type AND se.name_key = t.subject_key "
                      "JOIN kg_entities sn ON sn.entity_id = se.entity_id")

    def _property_sql(self, hop: Hop, fp: str, bind) -> str:
        """A property hop over model triples outside the schema (see the module text)."""
        r = hop.retrieval
        s, o = hop.s, hop.o
        preds = r.predicates or (r.predicate,)
        carried = [f"{alias}.*" for _, alias in hop.inputs]
        new = [] if s.bound_in else [f"sn.entity_id AS {s.column}"]
        new += [f"t.object AS {o.column}", f"TRY_CAST(t.object AS DOUBLE) AS {o.column}_n"]
        joins = [f"JOIN {rel} {alias} ON {alias}.{s.column} = sn.entity_id" for rel, alias in hop.inputs]
        where = ["NOT t.in_schema", f"list_contains({bind(sorted({p.owner for p in preds}))}, sn.type)"]
        if s.link:
            where.append(f"sn.entity_id IN (SELECT entity_id FROM {s.link})")
        where += [node_constraint(c, "sn", self.schema, bind) for c in r.action.constraints if c.alias == r.action.s.alias]
        return (f"SELECT DISTINCT {', '.join(carried + new)} {self._MODEL_TRIPLES.format(fp=fp)} "
                f"{' '.join(joins)} WHERE {' AND '.join(where)}")

    def _property_facts(self, hop: Hop, relation: str, fp: str, limit: int = 50) -> list[FuzzyFact]:
        """The model triples behind the rows of a property relation, best score first."""
        rows = self.con.execute(
            f"SELECT DISTINCT t.triple_id, sn.entity_id, t.predicate, t.object, 'llm_open', fp.score, fp.matched, "
            f"t.chunk_id, t.doc_id, coalesce(sd.path, ''), NULL::INTEGER "
            f"{self._MODEL_TRIPLES.format(fp=fp)} "
            f"JOIN (SELECT DISTINCT {hop.s.column} AS sid, {hop.o.column} AS value FROM {relation}) b "
            f"ON b.sid = sn.entity_id AND b.value = t.object "
            f"LEFT JOIN source_documents sd ON sd.doc_id = t.file_id "
            f"WHERE NOT t.in_schema ORDER BY fp.score DESC, t.doc_id, t.triple_id LIMIT $limit",
            {"limit": limit},
        ).fetchall()
        return [FuzzyFact(*row) for row in rows]

    def _facts(self, hop: Hop, relation: str, fp: str, limit: int = 50) -> list[FuzzyFact]:
        """The triples behind the rows of ``relation``, best score first."""
        subj, obj, _, _ = self._ends(hop)
        rows = self.con.execute(
            f"SELECT DISTINCT t.triple_id, t.subject_id, t.predicate, t.object_id, t.kind, fp.score, fp.matched, "
            f"t.chunk_id, t.doc_id, coalesce(sd.path, ''), tt.line "
            f"FROM triples t JOIN {fp} fp ON fp.predicate = t.predicate "
            f"JOIN (SELECT DISTINCT {subj.column} AS sid, {obj.column} AS oid FROM {relation}) b "
            f"ON b.sid = t.subject_id AND b.oid = t.object_id "
            f"LEFT JOIN source_documents sd ON sd.doc_id = t.file_id "
            f"LEFT JOIN table_triples tt ON tt.triple_id = t.triple_id AND t.kind = 'table_spo' "
            f"WHERE list_contains($kinds, t.kind) ORDER BY fp.score DESC, t.doc_id, t.triple_id LIMIT $limit",
            {"kinds": list(PREDICATE_KINDS), "limit": limit},
        ).fetchall()
        return [FuzzyFact(*row) for row in rows]


class FuzzyStepRetriever:
    """:class:`~kagflow.solver.retrievers.step.StepRetriever` ``kg_fr``: :class:`FuzzyPredicateRetriever`
    on a step the exact hop left empty; when its triples give rows, the step's relation is replaced
    by theirs (same columns), so the later steps join it as if kg_cs had answered."""

    name = "kg_fr"

    def __init__(self, con: duckdb.DuckDBPyConnection, schema: Schema, options: MergerOptions):
        threshold = FUZZY_PREDICATE_THRESHOLD if options.fr_threshold is None else options.fr_threshold
        self.con = con
        self.fuzzy = FuzzyPredicateRetriever(con, schema, threshold)

    def answer(self, query: StepQuery) -> StepOutcome | None:
        fr = self.fuzzy.retrieve(query.hop, query.step.relation)
        if fr.rows:
            shown = "; ".join(f.describe() for f in fr.facts[:3]) or "text triples"
            more = f" (+{len(fr.facts) - 3} more)" if len(fr.facts) > 3 else ""
            query.notes.append(f"answered by kg_fr: {shown}{more}")
            scores: dict[str, float] = {}
            for f in fr.facts:
                if f.chunk_id:
                    scores.setdefault(f.chunk_id, f.score)
            hits = with_provenance(self.con, list(scores.items()), self.name)
            sources = sorted({f"{f.path or f.doc_id}:{f.line}" if f.line is not None else (f.path or f.doc_id) for f in fr.facts})
            return StepOutcome(self.name, fr.rows, query.fallback(), hits, sources[:50])
        if fr.declined:
            query.notes.append(f"kg_fr: declined, {fr.declined}")
        elif fr.matched:
            shown = ", ".join(f"{p!r} ({s:.0f})" for p, s, _ in fr.matched[:5])
            query.notes.append(f"kg_fr: text predicates {shown} match, but no such triple joins the step's entities")
        return None
