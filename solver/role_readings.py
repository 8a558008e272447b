"""Schema planner readings over the entities a relation's words name as a role: "legal
representatives" are the persons with a ``legalRepresentative`` edge. The youngest of them
("Who is the youngest legal representative?"), or those a number bound restricts ("Which legal
representatives are older than 55?", "有几个法人年龄超过50岁"), or the average of a number over them
("法人代表们的平均年龄"): the relation's subjects, joined to the relation so that a subject without an
edge is never one of them. And the entities holding any entity of another type over the one
relation between them ("Which persons hold a certificate?"), or the entities a role's relation reaches
("哪些公司有法定代表人？": the companies some legal representative represents)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from kagflow.schema.spg import PropertyDef
from kagflow.schema.types import implicit_predicate, is_numeric_type
from kagflow.solver.question_words import gradable, synonyms
from kagflow.solver.resolve import choose, rank_predicates
from kagflow.solver.schema_shapes import SchemaPlan, _age_like, _bt, _fold, _label, counted_noun, noun_forms, type_labels

__all__ = ["RoleReadings"]

# a verb of having right before a role's words ("有法定代表人", "have a legal representative")
_HAS_BEFORE = re.compile(r"(?:\b(?:has|have|having|with)\s+(?:an?\s+|any\s+|at least one\s+)?|(?:拥|持)?有(?:过)?)$", re.I)
# "holds a certificate", "own any devices", "持有证书的": entities with any end of a relation
_HOLDS_ANY = re.compile(r"\b(?:holds?|holding|has|have|owns?|owning|possess(?:es)?)\s+(?:directly\s+)?(?:a|an|any|at least one)\b|持有|拥有"
                       # held the other way: "apps installed on any device", "certificates used by an app"
                       r"|\b(?:installed|used|owned|held)\s+(?:on|by|in)\s+(?:a|an|any|at least one)\b", re.I)


class RoleReadings:
    """Mixed into :class:`~kagflow.solver.schema_planner.SchemaPlanner` (uses its ``schema``,
    ``graded`` and ``bounded_where``)."""

    def role_relations(self, rest: str) -> Iterator[tuple[str, PropertyDef]]:
        """``(owner type, relation)`` for each relation (without edge properties) the words of ``rest``
        name: its display label of two or more characters ("法人代表"), or every word of its name
        ("legal representative" of ``legalRepresentative``)."""
        folded = _fold(rest)
        for owner in self.schema.types:
            for p in self.schema.predicates(owner):
                if p.is_basic or p.owner != owner or p.properties:
                    continue  # a relation whose edges carry amounts is ranked by them (edge readings)
                words = [w for w in re.split(r"[\s_]+|(?<=[a-z])(?=[A-Z])", p.name) if w] if p.name.isascii() else []
                label = _fold(p.display_name or "")
                if (label and label in folded and len(label) >= 2) or \
                        (len(words) >= 2 and all(re.search(rf"(?<![a-z]){re.escape(w.casefold())}", folded) for w in words)):
                    yield owner, p

    def numbers_of(self, owner: str) -> list[PropertyDef]:
        """The numeric properties of ``owner`` (its id and name left out)."""
        return [q for q in self.schema.predicates(owner) if q.is_basic and is_numeric_type(self.schema, q.range_type)
                and implicit_predicate(q.name) is None]

    def counts_ends(self, p: PropertyDef, question: str) -> bool:
        """Whether ``question`` states how many of the relation's ends there are ("of exactly one
        company", "只担任一家公司的法人"): a restriction the role's readings do not read."""
        labels = type_labels(self.schema, p.range_type)
        labels |= {w for label in labels for w in synonyms(label.casefold())}  # (企业: 公司)
        forms = [re.escape(f.casefold()) for label in labels for f in noun_forms(label.casefold())]
        return bool(forms) and re.search(rf"(?:\b(?:one|two|three|four|five|\d+)\s+|[一二两三四五六七八九十\d]+\s*[家个所位名]\s*)(?:{'|'.join(forms)})",
                                         _fold(question)) is not None

    def role_superlative(self, rest: str, question: str, aggregate: str) -> list[SchemaPlan]:
        """The entity with the highest (lowest) value among those a relation's words name as a
        role ("Who is the youngest legal representative?"): the relation's subjects, sorted."""
        plans = []
        for owner, p in self.role_relations(rest):
            best = choose(rank_predicates(None, self.numbers_of(owner), [self.graded(owner, rest)], None, None), True)
            if best is None:
                continue
            q = best.predicate
            direction = "desc" if aggregate == "max" else "asc"
            if gradable(rest) and not _age_like(q):
                direction = "asc" if direction == "desc" else "desc"
            text = (f"Action1: Retrieval(s=s1:{owner}, p=p1:{p.name}, o=o1:{p.range_type})\n"
                    f"Action2: Retrieval(s=s1, p=p2:{q.name}, o=o2)\n"
                    f"Action3: Sort(set=s1, orderby=o2, direction={direction}, limit=1)->top\n")
            if p.range_type in self.asked_types(question) and owner not in self.asked_types(question):
                # "年龄最小的那位法人代表，担任哪家公司的法人？": the role's other end, from the one ranked first
                plans.append(SchemaPlan(text + f"Action4: Retrieval(s=top, p=p3:{p.name}, o=o3:{p.range_type})\nAction5: Output(o3)\n",
                                        "superlative", best.score, [f"{p.range_type} of the {owner} as {p.name} by {q.name} ({direction}, score {best.score:.2f})"],
                                        f"{{value}} ({_label(p)} of the {owner} with the {'highest' if direction == 'desc' else 'lowest'} {_label(q)})",
                                        answer_var="o3", kind="entity", answer_type=p.range_type, types=frozenset({owner, p.range_type}),
                                        parts=3, labels=(p.name, q.name)))
                continue
            text += "Action4: Output(top, o2)\n"
            plans.append(SchemaPlan(text, "superlative", best.score, [f"{owner} as {p.name} by {q.name} ({direction}, score {best.score:.2f})"],
                                    f"{{value}} ({'highest' if direction == 'desc' else 'lowest'} {_label(q)} among {_label(p)}: {{over}})",
                                    answer_var="top", kind="entity", answer_type=owner, types=frozenset({owner, p.range_type}),
                                    parts=2, labels=(p.name, q.name)))
        return plans

    def role_bounded(self, rest: str, question: str, aggregate: str | None) -> list[SchemaPlan]:
        """The entities a relation's words name as a role whose number a bound in the question
        restricts ("Which legal representatives are older than 55?"), or how many they are
        ("有几个法人年龄超过50岁"): a Search of the owner type with the bound, joined to the relation."""
        plans = []
        for owner, p in self.role_relations(rest):
            where, bound, ends = self.bounded_where(owner, self.graded(owner, rest), "")
            if bound is None or self.counts_ends(p, question):
                continue
            q, _op, number, score = bound
            described = where.replace("s1.", "")
            text = (f"Action1: Search(s=s1:{owner}, {where})\n"
                    f"Action2: Retrieval(s=s1, p=p1:{p.name}, o=o1:{p.range_type})\n")
            used = frozenset([str(number)] + [str(n) for _op, n in ends])
            # "Which companies have a legal representative under 25?": the role's other end is asked
            asked = self.asked_types(question) or (self.mentioned_types(noun) if aggregate == "count" and (noun := counted_noun(question)) else [])
            var, answered = ("o1", p.range_type) if p.range_type in asked and owner not in asked else ("s1", owner)
            said = f"{p.range_type} whose {p.name} is a {owner} with {described}" if var == "o1" else f"{owner} as {p.name} with {described}"
            if aggregate == "count":
                plans.append(SchemaPlan(text + f"Action3: Math(content=[{var}], target=count)->n\nAction4: Output(n)\n", "count",
                                        min(0.8, score), [f"count of {said}"],
                                        f"{{value}} ({_label(p)}: {owner} with {described})", kind="number", explains=used,
                                        types=frozenset({owner, p.range_type}), labels=(p.name, q.name)))
            elif aggregate is None:
                plans.append(SchemaPlan(text + f"Action3: Output({var})\n", "list", min(0.7, score),
                                        [said], f"{{value}} ({_label(p)}: {owner} with {described})",
                                        kind="entity", answer_type=answered, explains=used, types=frozenset({owner, p.range_type}),
                                        labels=(p.name, q.name)))
        return plans

    def role_aggregate(self, rest: str, question: str, aggregate: str) -> list[SchemaPlan]:
        """The average (sum) of a number over the entities a relation's words name as a role ("法人代表们的
        平均年龄是多少？"): each entity once, however many ends of the relation it has."""
        plans = []
        for owner, p in self.role_relations(rest):
            if self.counts_ends(p, question):
                continue
            best = choose(rank_predicates(None, self.numbers_of(owner), [self.graded(owner, rest)], None, None), True)
            if best is None:
                continue
            q = best.predicate
            text = (f"Action1: Retrieval(s=s1:{owner}, p=p1:{p.name}, o=o1:{p.range_type})\n"
                    f"Action2: Retrieval(s=s1, p=p2:{q.name}, o=o2)\n"
                    f"Action3: Math(content=[o2], target={aggregate})->m\nAction4: Output(m)\n")
            plans.append(SchemaPlan(text, "aggregate", best.score, [f"{aggregate} of {owner}.{q.name} as {p.name} (score {best.score:.2f})"],
                                    f"{{value}} ({aggregate} of {_label(q)} of each {_label(p)})", kind="number",
                                    types=frozenset({owner, p.range_type}), parts=2, labels=(p.name, q.name)))
        return plans

    def holders(self, answer_type: str, other: str, rest: str, question: str, aggregate: str | None) -> list[SchemaPlan]:
        """The entities of the asked type holding any entity of another over the one relation
        between them ("Which persons hold a certificate?", "持有证书的自然人有几个", "Which apps marked 诈骗 are
        installed on a device?"): one hop, no restriction of the other end, the values the question names
        of the asked entities restricting them; [] unless the question says so with a verb of holding."""
        if not _HOLDS_ANY.search(question) or answer_type not in self.asked_types(question) + ([] if aggregate != "count" else [answer_type]):
            return []
        found = self.relations_between(answer_type, other, rest)
        if found is None or aggregate not in (None, "count"):
            return []
        p, forward, score = found
        # values the question names of the asked entities restrict them ("apps marked 诈骗 installed on any device")
        own = self.values_named(answer_type, question)
        search = f"Action1: Search(s=s1:{answer_type}, {', '.join(f's1.{q.name} == {_bt(v)}' for q, v in own)})\n" if own else ""
        n = 2 if own else 1
        s1 = "s1" if own else f"s1:{answer_type}"
        text = search + (f"Action{n}: Retrieval(s={s1}, p=p1:{p.name}, o=o1:{other})\n" if forward else
                         f"Action{n}: Retrieval(s=o1:{other}, p=p1:{p.name}, o={s1})\n")
        text += (f"Action{n + 1}: Math(content=[s1], target=count)->n\nAction{n + 2}: Output(n)\n" if aggregate == "count"
                 else f"Action{n + 1}: Output(s1)\n")
        return [SchemaPlan(text, "count" if aggregate == "count" else "list", min(score, 0.7), [f"{answer_type} holding any {other} over {p.name}"
                                                                                                + "".join(f", {q.name} {v}" for q, v in own)],
                           f"{{value}} ({answer_type} with any {other} by {_label(p)})", answer_var="n" if aggregate == "count" else None,
                           kind="number" if aggregate == "count" else "entity", answer_type=None if aggregate == "count" else answer_type,
                           types=frozenset({answer_type, other}), parts=2, labels=(p.name,) + tuple(q.name for q, _v in own),
                           explains=frozenset(v for _q, v in own))]

    def role_holders(self, rest: str, question: str, aggregate: str | None) -> list[SchemaPlan]:
        """The entities of the type a which-noun asks for that a relation into that type reaches, the
        relation named as what they have ("哪些公司有法定代表人？", "Which companies have a legal
        representative?", "How many companies have a legal representative?"): one hop from the
        relation's subjects, answered (or counted) by its objects."""
        if aggregate not in (None, "count"):
            return []
        plans = []
        asked = self.asked_types(question) or (self.mentioned_types(question)[:1] if aggregate == "count" else [])
        folded = _fold(question)
        for owner, p in self.role_relations(rest):
            if p.range_type not in asked or owner == p.range_type:
                continue
            words = [_fold(p.display_name)] if p.display_name else []
            words += [" ".join(w.casefold() for w in re.split(r"(?<=[a-z])(?=[A-Z])", p.name))]
            words += [_fold(w) for x in list(words) for w in synonyms(x) if len(w) >= 2]  # (法定代表人 for legal representative)
            at = min((folded.find(w) for w in words if w in folded), default=-1)
            if at < 0 or not _HAS_BEFORE.search(folded[:at]):
                continue
            text = f"Action1: Retrieval(s=s1:{owner}, p=p1:{p.name}, o=o1:{p.range_type})\n"
            text += "Action2: Math(content=[o1], target=count)->n\nAction3: Output(n)\n" if aggregate == "count" else "Action2: Output(o1)\n"
            plans.append(SchemaPlan(text, "count" if aggregate == "count" else "relation", 0.7,
                                    [f"{p.range_type} that some {owner} is the {p.name} of"],
                                    f"{{value}} ({p.range_type} with a {_label(p)})", kind="number" if aggregate == "count" else "entity",
                                    answer_type=None if aggregate == "count" else p.range_type,
                                    types=frozenset({owner, p.range_type}), parts=2, labels=(p.name,)))
        return plans
