"""Schema planner readings of the entities that share a value with a named entity ("浙江神学院所在的
区县有多少个宗教场所？", "X所在城市有哪些佛教协会", "Which school is in the same district as X?"):
the named entity's value, then a Search of another type joined on the same property
(``s2.county == s1.county``), counted or listed."""

from __future__ import annotations

import re

from kagflow.schema.types import implicit_predicate
from kagflow.solver.question_words import bridge
from kagflow.solver.resolve import Candidate, choose, rank_predicates
from kagflow.solver.schema_shapes import _KIND_PREDICATE, _LIST, _SAME, _WHICH, SchemaPlan, _bt, _label, spaced, widest

__all__ = ["SharedReadings"]

_KIND_ASKED = re.compile(r"类型|类别|哪一?类|\b(?:type|kind|category)\b", re.I)
# "X所在的县", "the county X is located in": the question reaches X's place, not X
_LOCATED = re.compile(r"所在|\blocated\b|\bwhere\b.{0,40}\bis\b", re.I)
# "X的负责人还管着哪些加气站", "还有哪个", "which other …": entities besides the named one
_OTHERS = re.compile(r"还|另外|另有|其[他它余]|别的|\b(?:others?|else|besides|apart from|except)\b", re.I)


def _named_outright(ranked: list[Candidate], question: str) -> Candidate | None:
    """Of the predicates tied at the top of ``ranked``, the one the question writes by its own
    name or display name ("in the city where X is located": city, where address and county rank
    as high by the words of a place), or None."""
    top = [c for c in ranked if ranked and c.score == ranked[0].score]
    said = [c for c in top if any(x and (re.search(rf"(?<![A-Za-z]){re.escape(x)}(?![A-Za-z])", question, re.I) if x.isascii() else x in question)
                                  for x in (spaced(c.predicate.name), c.predicate.display_name))]
    return said[0] if len(top) > 1 and len(said) == 1 else None


class SharedReadings:
    """Mixed into :class:`~kagflow.solver.schema_planner.SchemaPlanner` (uses its ``schema``,
    ``entity_values`` and ``values_named``)."""

    def shared_value(self, entity: dict, rest: str, question: str, types: list[str], aggregate: str | None) -> list[SchemaPlan]:
        """Count or list the entities of a type the question names whose property ``P`` equals the
        named entity's ``P`` (one value), ``P`` being the property of both types the question's
        words name best; values the question names of the other type restrict it too ("佛教协会":
        religion 佛教). The entity's own type is a target only when the question says "the same", "other"
        or 还 (the entity itself is then left out: "还有哪所", "apart from X") or reaches the
        entity's place (所在, located).

        Args:
            entity: the question's linked entity (``entity_id``, ``name``, ``type``).
            rest: the question without the linked names, with the glossary's words.
            question: the question as asked.
            types: the schema types the question names.
            aggregate: ``"count"`` or None (a list); any other gives no reading.

        Returns:
            One reading per target type whose shared property is clear, or ``[]``.
        """
        if aggregate not in (None, "count"):
            return []

        t, name = entity["type"], entity["name"]
        same = bool(_SAME.search(question))
        others = same or bool(_OTHERS.search(question))
        located = others or bool(_LOCATED.search(question))  # "X所在县的宗教场所" counts X's own type too
        values = self.entity_values(entity["entity_id"])
        plans: list[SchemaPlan] = []
        for t2 in [x for x in types if x != t or located][:2]:
            if aggregate is None and (not (_WHICH.search(question) or _LIST.search(question)) or _KIND_ASKED.search(question)):
                continue  # a list answers "哪些T2", not "哪种类型的T2"
            theirs = {p.name for p in self.schema.predicates(t2) if p.is_basic}
            # a kind ("type", 类别) is shared by every entity of a type: no place or group to share
            own = [p for p in self.schema.predicates(t) if p.is_basic and implicit_predicate(p.name) is None
                   and p.name in theirs and len(values.get(p.name, ())) == 1
                   and not _KIND_PREDICATE.search(p.name) and not _KIND_PREDICATE.search(p.display_name or "")]
            context = rest
            for label in filter(None, {t2, self.schema.types[t2].display_name}):
                context = re.sub(re.escape(label), " ", context, flags=re.I)
            describing = self.held_by_every(t2, question)  # "其他宗教团体": 宗教 describes every 协会, shares nothing
            for _q, word in describing:
                context = context.replace(word, " ")
            ranked = rank_predicates(None, own, [context + " " + bridge(context)], None, None)
            best = choose(ranked, True) or _named_outright(ranked, question) or widest(ranked, question)
            if best is None:
                continue
            p = best.predicate
            named = [(q, v) for q, v in self.values_named(t2, rest) if q.name != p.name]
            held = self.yes_property(t2, question)  # "…的加油站当中，哪一家构成重大危险源": 是否构成重大危险源 == 是
            if held is not None and all(q.name != held[0].name for q, _v in named):
                named.append(held[:2])
            where = [f"s2.{p.name} == s1.{p.name}"] + [f"s2.{q.name} == {_bt(v)}" for q, v in named]
            if t2 == t and others:  # "还有哪所", "apart from X": the others
                where.append(f"s2.name != {_bt(name)}")
            text = (f"Action1: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o=o1)\n"
                    f"Action2: Search(s=s2:{t2}, {', '.join(where)})\n")
            described = ", ".join([f"{_label(p)} {values[p.name][0]} (as {name})"] + [f"{_label(q)} {v}" for q, v in named])
            note = [f"{t2} sharing {t}.{p.name} with {name!r} (score {best.score:.2f})"]
            explains = frozenset({entity["entity_id"]}) | frozenset(v for _q, v in named) | (frozenset({held[2]}) if held else frozenset())
            for q, word in describing:  # "religious associations": (nearly) every 协会 has a 所属宗教
                explains |= {word}
                note.append(f"{word!r} read as describing every {t2} (its {_label(q)})")
            if aggregate == "count":
                plans.append(SchemaPlan(text + "Action3: Math(content=[s2], target=count)->n\nAction4: Output(n)\n", "shared", best.score,
                                        note, f"{{value}} ({t2} with {described})", parts=2, answer_var="n", kind="number",
                                        explains=explains, types=frozenset({t, t2}), labels=(p.name,) + tuple(q.name for q, _v in named)))
            else:
                plans.append(SchemaPlan(text + "Action3: Output(s2)\n", "shared", best.score, note, f"{{value}} ({t2} with {described})",
                                        parts=2, answer_var="s2", kind="entity", answer_type=t2, explains=explains,
                                        types=frozenset({t, t2}), labels=(p.name,) + tuple(q.name for q, _v in named)))
        return plans

    def shared_relation(self, entity: dict, rest: str, question: str, types: list[str], aggregate: str | None) -> list[SchemaPlan]:
        """The other entities of the named entity's type related to the same entity of a type the
        question names ("Who else uses the same device as 方*?", "哪些人和X持有同一家公司的股份"): one
        hop out to it and one back over the same relation, the named entity left out. Read only
        when the question says "the same" (or "else" with "also": "Who else owns a device that X
        also owns?"), and asks which (or lists).

        Args:
            entity: the question's linked entity (``entity_id``, ``name``, ``type``).
            rest: the question without the linked names, with the glossary's words.
            question: the question as asked.
            types: the schema types the question names (the shared end's type among them).
            aggregate: None (a list); any aggregate gives no reading.

        Returns:
            One reading per relation of the entity's type into a named type that the words rank
            clearly (or the only such relation), or ``[]``.
        """
        # "the same", or "else" with "also" ("Who else owns a device that 方* also owns?")
        same = _SAME.search(question) or (_OTHERS.search(question) and re.search(r"\balso\b|\btoo\b|也", question, re.I))
        if aggregate is not None or not same or not (
                _OTHERS.search(question) or _WHICH.search(question) or _LIST.search(question)):
            return []
        t, name = entity["type"], entity["name"]
        plans: list[SchemaPlan] = []
        for shared in [x for x in types if x != t][:2]:
            relations = [p for p in self.schema.predicates(t) if not p.is_basic and p.owner == t and p.range_type == shared]
            best = choose(rank_predicates(None, relations, [rest + " " + bridge(rest)], None, None), True) if relations else None
            if len(relations) == 1 and (best is None or best.score < 0.6):  # the one relation between the two types
                best = Candidate(relations[0], 0.6, 0.0, 0.0, None)
            if best is None:
                continue
            p = best.predicate
            text = (f"Action1: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o=o1:{shared})\n"
                    f"Action2: Retrieval(s=s2:{t}, p=p2:{p.name}, o=o1, s2.name != {_bt(name)})\nAction3: Output(s2)\n")
            plans.append(SchemaPlan(text, "shared", min(best.score, 0.8), [f"{t} sharing a {shared} over {p.name} with {name!r} (score {best.score:.2f})"],
                                    f"{{value}} ({t} with the same {shared} as {name} over {_label(p)})", parts=2, answer_var="s2",
                                    kind="entity", answer_type=t, explains=frozenset({entity["entity_id"]}),
                                    types=frozenset({t, shared}), labels=(p.name,)))
        return plans
