"""Schema planner readings across a table's reference to another: a property of type ``T`` whose
text values name entities of type ``T2`` (KAG's schemas type most references Text: a gas station's
``businessLicense`` holds the number that is a ``License``'s name), ranked by a property of the
entity it names ("哪个加油站的经营许可证生效日期最晚": the station whose licence took effect last).

The plan joins by the value in the logical form's own terms, a constraint naming the earlier
variable's property (``Retrieval(s=s2:T2, p=p2:q, o=o2, s2.name == s1.p)``), as
:meth:`~kagflow.solver.entity_readings.EntityReadings.text_hop` does for one named entity."""

from __future__ import annotations

import re

from kagflow.schema.types import implicit_predicate, is_numeric_type
from kagflow.solver.resolve import _DATE_WORDS, choose, rank_predicates
from kagflow.solver.schema_shapes import SchemaPlan, _WHICH, _bt, _label, _without_label
from kagflow.solver.store_memo import store_memoized

__all__ = ["ReferenceReadings"]

# several entities the question means, each asked of: "那几个加气站，它们的…分别", "those stations, each of their …"
_SEVERAL = re.compile(r"那几[个家所位座]|这几[个家所位座]|它们|他们|分别|各自|\beach of\b|\btheir respective\b|\brespectively\b", re.I)


class ReferenceReadings:
    """Mixed into :class:`~kagflow.solver.schema_planner.SchemaPlanner` (uses its ``con``, ``schema``,
    ``dated_predicates``, ``mostly_numbers``, ``text_hop`` and its ``refers`` cache)."""

    def referenced_superlative(self, types: list[str], rest: str, question: str, aggregate: str) -> list[SchemaPlan]:
        """The entity of a type the question names whose reference (a text property naming entities of
        another type the question names) reaches the highest or lowest value of that type's property
        ("哪个加油站的经营许可证生效日期最晚"). Each part is ranked against the question: the
        reference by its name, the other type's property by the words left; ties keep every entity.

        Returns:
            one superlative reading per (type, reference, property) found clear enough, or ``[]``.
        """
        if aggregate not in ("max", "min") or len(types) < 2 or not _WHICH.search(question):
            return []
        plans = []
        for t in types[:2]:
            for t2 in (x for x in types if x != t):
                refs = [p for p in self.schema.predicates(t) if p.is_basic and implicit_predicate(p.name) is None
                        and self.references(t, p.name, t2)]
                first = choose(rank_predicates(None, refs, [rest], None, None), True)
                if first is None:
                    continue
                p = first.predicate
                dated = self.dated_predicates(t2)
                ranked_over = [q for q in self.schema.predicates(t2) if q.is_basic and implicit_predicate(q.name) is None and (
                    q.name in dated or is_numeric_type(self.schema, q.range_type) or self.mostly_numbers(t2, q.name, 0.9))]
                context = _without_label(rest, p) + (" " + _DATE_WORDS if dated & {q.name for q in ranked_over} else "")
                second = choose(rank_predicates(None, ranked_over, [context], None, None), True)
                if second is None:
                    continue
                q = second.predicate
                direction = "desc" if aggregate == "max" else "asc"
                text = (f"Action1: Retrieval(s=s1:{t}, p=p1:{p.name}, o=o1)\n"
                        f"Action2: Retrieval(s=s2:{t2}, p=p2:{q.name}, o=o2, s2.name == s1.{p.name})\n"
                        f"Action3: Sort(set=s1, orderby=o2, direction={direction}, limit=1)->top\n"
                        f"Action4: Output(top, o2)\n")
                score = min(first.score, second.score)
                plans.append(SchemaPlan(
                    text, "superlative", score,
                    [f"{aggregate} of {t2}.{q.name} over the {t2} each {t}'s {p.name} names (scores {first.score:.2f}, {second.score:.2f})"],
                    f"{{value}} ({'highest' if aggregate == 'max' else 'lowest'} {_label(q)} of its {_label(p)}: {{over}})",
                    answer_var="top", kind="entity", answer_type=t, types=frozenset({t, t2}), parts=2, labels=(p.name, q.name)))
        return plans

    def described_hops(self, t: str, constraints: list, used: frozenset, described: str, question: str,
                       types: list[str]) -> list[SchemaPlan]:
        """The hops of the one entity of type ``t`` that property values describe, as if the question
        named it ("负责人为郦永夫的加油站，它的经营许可证什么时候失效？": the station managed by 郦永夫,
        then its licence's 失效日期): when exactly one entity holds every value (and no other of the
        type shares its name), its readings through a reference (:meth:`text_hop`), each noting which
        entity the description picked and reading the values. (A relation of the described entity is
        read by :meth:`property_of_described`, over the description itself.) None when the values
        describe several entities or none."""
        if not constraints:
            return []
        pairs = sorted({f"{p.name}\x1f{v}" for p, v in constraints})
        rows = self.con.execute(
            "SELECT e.entity_id, e.name FROM kg_entities e JOIN kg_properties p USING (entity_id) WHERE e.type = $t "
            "AND list_contains($pairs, p.predicate || chr(31) || p.value) GROUP BY e.entity_id, e.name "
            "HAVING count(DISTINCT p.predicate || chr(31) || p.value) = $n ORDER BY e.entity_id LIMIT 21", {"t": t, "pairs": pairs, "n": len(pairs)}).fetchall()
        if 1 < len(rows) <= 20 and _SEVERAL.search(question):  # "负责人是郑敏的那几个加气站，它们的经营许可证分别在哪天失效"
            return self.described_set_hops(t, rows, constraints, used, described, question, types)
        if len(rows) != 1 or not rows[0][1]:
            return []
        entity_id, name = rows[0]
        if self.con.execute("SELECT count(*) FROM kg_entities WHERE type = $t AND name = $n", {"t": t, "n": name}).fetchone()[0] != 1:
            return []
        link = {"text": name, "entity_id": entity_id, "name": name, "type": t, "method": "described"}
        rest = question
        for _p, v in constraints:
            rest = rest.replace(v, " ")
        plans = [r for r in self.text_hop(link, rest, question, types) if r is not None]
        for r in plans:
            if r.text:
                r.explains = r.explains | frozenset(used)  # the description is read: its values and properties
                r.labels = tuple(dict.fromkeys(r.labels + tuple(p.name for p, _v in constraints)))
                r.notes.insert(0, f"the {t} with {described} is {name!r}, the one entity so described")
        return plans

    def described_set_hops(self, t: str, rows: list, constraints: list, used: frozenset, described: str, question: str,
                           types: list[str]) -> list[SchemaPlan]:
        """:meth:`described_hops` for several entities the question says it means ("那几个加气站，
        它们的…分别"): the hop through a reference read on the first of them, written over all of them
        (a Search by the values, then the referenced entities joined by the value each holds)."""
        entity_id, name = rows[0]
        link = {"text": name, "entity_id": entity_id, "name": name, "type": t, "method": "described"}
        rest = question
        for _p, v in constraints:
            rest = rest.replace(v, " ")
        where = ", ".join(f"s1.{p.name} == {_bt(v)}" for p, v in constraints)
        plans = []
        for r in self.text_hop(link, rest, question, types):
            first = r.text.split("\n", 1)[0] if r.text else ""
            if not first.startswith(f"Action1: Retrieval(s=s1:{t}[") or "Search(" in r.text:
                continue
            r.text = f"Action1: Search(s=s1:{t}, {where})\n" + r.text.split("\n", 1)[1]
            r.explains = r.explains - {entity_id} | frozenset(used)
            r.labels = tuple(dict.fromkeys(r.labels + tuple(p.name for p, _v in constraints)))
            r.notes = [f"the {len(rows)} {t} with {described}, each through its own reference"] + r.notes[1:]
            r.describe = r.describe.replace(name, f"each {t} with {described}")
            plans.append(r)
        return plans

    @store_memoized
    def references(self, t: str, predicate: str, t2: str) -> bool:
        """Whether most values (nine in ten) of type ``t``'s ``predicate`` are names of type ``t2``'s
        entities: the property refers to them."""
        held, named = self.con.execute(
            "SELECT count(*), count(n.name) FROM kg_properties p JOIN kg_entities e USING (entity_id) "
            "LEFT JOIN (SELECT DISTINCT name FROM kg_entities WHERE type = $t2) n ON n.name = p.value "
            "WHERE e.type = $t AND p.predicate = $p AND trim(p.value) <> ''", {"t": t, "t2": t2, "p": predicate}).fetchone()
        return bool(held) and named >= 0.9 * held
