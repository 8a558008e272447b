"""A question asked within the places another type's entities are in: "宗教院校所在的那些区县里，加起来一共有多少个
加油站？", "在有宗教院校的区县里，哪个区县的宗教场所最多？", "Among the cities that have a religious school, which one
has the fewest 5A scenic spots?". The scope ("the counties religious schools are in") is the values one property of
the first type holds; the rest of the question ("一共有多少个加油站？") is asked as a question of its own, and its plan's
first Search of the second type is kept to the entities holding one of those values: the first type searched
before it (``Search(s=z1:School)``), then ``s1.county == z1.county`` added to that Search (a join on the value).

Read only where the scope names one type of the schema (no entity: "浙江神学院所在的区县里" is one school's county,
another reading's), the place word (区县, 城市, county, city) is a property both types hold by the same name, and the
rest of the question has a reading whose plan opens with a Search of a type other than the scope's.

The converse, the entities of the first type whose place holds none of the second ("哪些宗教院校所在的区县一个加油站都
没有？"), is every entity of it less those whose value some entity of the second holds (:func:`places_without`,
``Exclude``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kagflow.solver.question_words import bridge
from kagflow.solver.schema_shapes import SchemaPlan, _bt, _label

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner

__all__ = ["places_without", "scoped_to_values"]

# "宗教院校所在的那些区县里，", "在有宗教院校的区县里，", "有宗教院校的城市中"
_SCOPE_ZH = re.compile(r"^\s*(?:在\s*)?(?:(?P<a>[\u4e00-\u9fff]{2,8}?)所在的?(?:那些|这些|那几个)?|(?:有|设有)(?P<b>[\u4e00-\u9fff]{2,8}?)的)"
                       r"(?P<place>区县|城市|县|市|区|县市)(?:里|中|内|当中)\s*[，,]?\s*")
# "Among the cities that have a religious school, which one …", "In the counties with a gas station, …"
_SCOPE_EN = re.compile(r"^\s*(?:among|in|of)\s+the\s+(?P<place>cities|counties|districts)\s+(?:that|which)?\s*(?:have|has|with)\s+"
                       r"(?:an?\s+|any\s+|at least one\s+)?(?P<a>[a-z][a-z ]{1,40}?)\s*,\s*", re.I)
_PLACE_EN = {"cities": "city", "counties": "county", "districts": "county"}


def scoped_to_values(planner: "SchemaPlanner", question: str, notes: list[str]) -> tuple[SchemaPlan | None, list[str]] | None:
    """The reading of a question asked within the places another type's entities are in (see the
    module): ``(plan or None, notes)``, or None where the question opens with no such scope.

    Args:
        planner: the schema planner (its schema and :meth:`plan` for the rest of the question).
        question: the question (NFKC); notes: the notes so far (added to).
    """
    m = _SCOPE_ZH.match(question) or _SCOPE_EN.match(question)
    if m is None:
        return None
    scope = m.group("a") or (m.groupdict().get("b") or "")
    place = m.group("place")
    scoped = [t for t in planner.mentioned_types(f"{scope} {bridge(scope)}") if t in planner.schema.types]
    if len(scoped) != 1 or _names_one(planner, scope):
        return None  # ("浙江神学院所在的区县里": one named entity's place, another reading's)
    t1 = scoped[0]
    rest = question[m.end():]
    if m.re is _SCOPE_EN:  # "which one has …": which city has …
        rest = re.sub(r"^\s*which\s+ones?\b", f"which {_PLACE_EN[place.lower()]}", rest, flags=re.I)
    planned, more = planner.plan(rest)
    notes = notes + more
    first = re.match(r"Action1: Search\(s=s1:(\w+)(, [^\n]*)?\)\n", planned.text) if planned is not None else None
    if first is None or first.group(1) == t1:
        notes.append(f"the question asks within the {place} {t1} entities are in; the rest of it has no reading that "
                     "searches another type first")
        return None, notes
    t2 = first.group(1)
    shared = _shared_places(planner, t1, t2, _PLACE_EN.get(place.lower(), place))
    if len(shared) != 1:
        notes.append(f"the question asks within the {place} {t1} entities are in; no one property of {t1} and {t2} names {place}")
        return None, notes
    p = shared[0]
    body = re.sub(r"Action(\d+):", lambda a: f"Action{int(a.group(1)) + 1}:", planned.text)
    body = body.replace(first.group(0).replace("Action1:", "Action2:"),
                        f"Action2: Search(s=s1:{t2}{first.group(2) or ''}, s1.{p.name} == z1.{p.name})\n", 1)
    # the scope's own values ("有伊斯兰教协会的城市": the associations of that religion)
    held = "".join(f", z1.{q.name} == {_bt(v)}" for q, v in planner.values_named(t1, scope))
    text = f"Action1: Search(s=z1:{t1}{held})\n" + body
    note = f"read {m.group(0).strip()!r} as the {_label(p)} values {t1}{held and ' (' + held[2:] + ')'} holds: {t2} restricted to them"
    return SchemaPlan(text, planned.shape, planned.confidence, planned.notes + [note],
                      planned.describe.replace("{value}", f"{{value}} (within the {_label(p)} of {t1})", 1),
                      planned.parts + 1, planned.answer_var, planned.kind, planned.answer_type, planned.explains,
                      planned.types | {t1}, planned.value_kinds, planned.values_yes_no, planned.labels, planned.coverage,
                      planned.choice), notes + [note]


# "哪些宗教院校所在的区县一个加油站都没有？", "哪些学校所在的城市没有5A景区"
_WITHOUT_ZH = re.compile(r"^\s*(?:哪些|哪个|哪所|哪家|哪座)?(?P<a>[\u4e00-\u9fff]{2,8}?)所在的?(?P<place>区县|城市|县|市|区|县市)(?:里|中|内)?\s*"
                         r"(?:(?:一个|一家|一座|一所|一处)(?P<b>[\u4e00-\u9fffA-Za-z0-9]{2,12}?)都没有|(?:都)?没有(?:任何)?(?P<c>[\u4e00-\u9fffA-Za-z0-9]{2,12}?))"
                         r"\s*[？?。]?\s*$")


def places_without(planner: "SchemaPlanner", question: str) -> tuple[SchemaPlan | None, list[str]] | None:
    """The entities of one type whose place holds no entity of another ("哪些宗教院校所在的区县一个加油站都没有？"):
    every entity of the first type (``Search(s=n1:School)``) less those whose place property equals some
    entity's of the second (``Search(s=z1:GasStation)``, ``Search(s=s1:School, s1.county == z1.county)``,
    ``Exclude``): ``(plan or None, notes)``, or None where the question is not so written."""
    m = _WITHOUT_ZH.match(question)
    if m is None:
        return None
    if _names_one(planner, m.group("a")):
        return None
    first = [t for t in planner.mentioned_types(m.group("a")) if t in planner.schema.types]
    second = [t for t in planner.mentioned_types(m.group("b") or m.group("c")) if t in planner.schema.types]
    if len(first) != 1 or len(second) != 1 or first == second:
        return None
    t1, t2, place = first[0], second[0], m.group("place")
    shared = _shared_places(planner, t1, t2, place)
    if len(shared) != 1:
        return None, [f"the question asks for {t1} whose {place} has no {t2}; no one property of both names {place}"]
    p = shared[0]
    held = m.group("b") or m.group("c")  # (its values restrict the second type: "5A景区", level AAAAA)
    constraints = planner.type_constraints(t2, held, held, "")[0]
    where = "".join(f", z1.{q.name} == {_bt(v)}" for q, v in constraints)
    text = (f"Action1: Search(s=n1:{t1})\nAction2: Search(s=z1:{t2}{where})\nAction3: Search(s=s1:{t1}, s1.{p.name} == z1.{p.name})\n"
            "Action4: Exclude(set=n1, by=s1)\nAction5: Output(n1)\n")
    note = f"read {question.strip()!r} as every {t1} less those whose {_label(p)} some {t2} holds"
    return SchemaPlan(text, "list", 0.8, [note], f"{{value}} ({t1} whose {_label(p)} no {t2} holds)", kind="entity",
                      answer_type=t1, explains=frozenset(v for _q, v in constraints), types=frozenset({t1, t2}),
                      labels=(p.name,) + tuple(q.name for q, _v in constraints)), [note]


def _names_one(planner: "SchemaPlanner", text: str) -> bool:
    """Whether ``text`` names an entity (a link covering any of it: "浙江神学院", "萧山区佛教协会"), not a type."""
    return any(l.get("entity_id") for l in planner.link(text))


def _shared_places(planner: "SchemaPlanner", t1: str, t2: str, word: str) -> list:
    """The basic properties both types hold by one name that ``word`` (区县, 城市, county, city, or its
    glossary words) names: its name, or inside its label (所在区县)."""
    words = {word} | {w for w in bridge(word).split() if len(w) > 1}  # (区县: county, district; city: 城市)
    return [p for p in planner.schema.predicates(t2) if p.is_basic and planner.schema.predicate(t1, p.name) is not None
            and any(w == p.name or w in (p.display_name or "") for w in words)]
