"""Places a question writes that the asked type's entities do not hold: "Is there any religious school located in
绍兴市?" (no school is in 绍兴市, a city the religious places name) restricts the schools to none, a count of 0, "no";
"宁波的加油站一共有几个" (the stations hold counties only) names a place no reading reads, so none answers it.

A place is a value ending in 省, 市, 县 or 区 of three characters or more; its level is the property most entities of
every type hold it under (``city`` for 宁波市, which a few rows write as a county). Used by the schema planner's
:meth:`~kagflow.solver.question_names.QuestionNames.values_named` and its unread words.

Other classifying values are read so too (:func:`values_elsewhere`): "有没有伊斯兰教的宗教院校？" names 伊斯兰教, a
所属宗教 the religious places and associations hold and no school does, so the schools holding it are none ("否").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kagflow.schema.types import implicit_predicate
from kagflow.solver.schema_shapes import _fold

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner

__all__ = ["names_place", "place_level", "places_elsewhere", "values_elsewhere"]

# what may follow a place written on its own words ("绍兴市有几所", "in 绍兴市?"), not inside a name ("嘉兴市加油加气站有限公司")
_LONGEST = 12  # the most characters of a place value read
_PLACE_ALONE = re.compile(r"^(?:的|有|里|内|和|与|、|，|,|？|\?|\s|$|没|是|境内|一共|总共|共有|地区|范围)")


def places_elsewhere(planner: "SchemaPlanner", type_name: str, folded: str, held: set[str]) -> list[tuple[str, str]]:
    """``(predicate, place)`` for each place the question (``folded``) writes on its own words that no entity of
    ``type_name`` holds (``held``: the values of its entities the question writes), where ``type_name`` has the
    property the place's level names (:func:`place_level`: most entities of every type hold it under that property)."""
    places = _places(planner)
    ends = [j + 1 for j, c in enumerate(folded) if c in "省市县区"]
    written = {folded[i:j] for j in ends for i in range(max(0, j - _LONGEST), j - 2)} & places.keys()
    if not written:
        return []
    own = {p.name for p in planner.schema.predicates(type_name) if p.is_basic}
    out = []
    for key in sorted(written, key=lambda k: (-len(k), k)):
        value = places[key]
        if value not in held and _PLACE_ALONE.search(folded[folded.find(key) + len(key):]) \
                and (level := place_level(planner, value)) in own and not any(key in _fold(v) for _p, v in out):
            out.append((level, value))
    return out


# a classifying property: one that two types or more hold, with this many distinct values at most over the store
_CLASSES_MAX = 50
# what may come before a value written on its own words ("有没有伊斯兰教的", "是佛教的")
_BEFORE_VALUE = frozenset("有是的在和与及、，, 没非")


def values_elsewhere(planner: "SchemaPlanner", type_name: str, folded: str, held: set[str], glossed: set[str] = frozenset()
                     ) -> list[tuple[str, str]]:
    """``(predicate, value)`` for each value of a classifying property (:func:`_classes`: two types or more hold it,
    with few distinct values) that the question (``folded``) writes on its own words, or that its glossary reads
    (``glossed``: "Islamic" for 伊斯兰教), where ``type_name`` has that property and none of its entities holds the
    value (``held``: the values of its entities the question writes). Places are :func:`places_elsewhere`'s."""
    classes = _classes(planner)
    if not classes:
        return []
    own = {p.name for p in planner.schema.predicates(type_name) if p.is_basic}
    keys = {k for k in glossed if k in classes}
    for i in range(len(folded)):
        if i == 0 or folded[i - 1] in _BEFORE_VALUE:
            keys |= {folded[i:j] for j in range(i + 2, min(len(folded), i + _LONGEST) + 1)
                     if folded[i:j] in classes and _PLACE_ALONE.search(folded[j:])}
    out: list[tuple[str, str]] = []
    for key in sorted(keys, key=lambda k: (-len(k), k)):
        if any(key in _fold(v) for _p, v in out):
            continue  # (a shorter value inside one read)
        out += [(predicate, value) for predicate, value in classes[key] if predicate in own and value not in held]
    return out


def _classes(planner: "SchemaPlanner") -> dict[str, tuple[tuple[str, str], ...]]:
    """The values of the store's classifying properties, folded -> ``((predicate, value as stored), ...)``: Chinese
    values of two to :data:`_LONGEST` characters, no place, held by two entities or more, of a property (not the
    implicit ones, nor ``type``) that entities of two types or more hold, with at most :data:`_CLASSES_MAX`
    distinct values over the store; read once per store (the planner's memo)."""
    def read() -> dict[str, tuple[tuple[str, str], ...]]:
        rows = planner.con.execute(
            "WITH v AS (SELECT p.predicate, p.value, e.type FROM kg_properties p JOIN kg_entities e USING (entity_id) "
            "  WHERE length(p.value) BETWEEN 2 AND $n AND regexp_full_match(p.value, '[\u4e00-\u9fff]+') "
            "  AND NOT regexp_full_match(p.value, '.*[省市县区]')), "
            "classes AS (SELECT predicate FROM v GROUP BY predicate "
            "  HAVING count(DISTINCT type) >= 2 AND count(DISTINCT value) <= $most) "
            "SELECT predicate, value FROM v WHERE predicate IN (SELECT predicate FROM classes) "
            "GROUP BY predicate, value HAVING count(*) >= 2 ORDER BY predicate, value",
            {"n": _LONGEST, "most": _CLASSES_MAX}).fetchall()
        out: dict[str, list[tuple[str, str]]] = {}
        for predicate, value in rows:
            if predicate != "type" and implicit_predicate(predicate) is None:
                out.setdefault(_fold(value), []).append((predicate, value))
        return {k: tuple(v) for k, v in out.items()}

    return planner.memo.get(("classes",), read)


def _places(planner: "SchemaPlanner") -> dict[str, str]:
    """Every stored value that is a place (Chinese characters ending in 省, 市, 县 or 区, three to
    :data:`_LONGEST` characters), folded -> as stored; read once per store (the planner's memo)."""
    def read() -> dict[str, str]:
        rows = planner.con.execute(
            "SELECT DISTINCT value FROM kg_properties WHERE length(value) BETWEEN 3 AND $n "
            "AND regexp_full_match(value, '[\u4e00-\u9fff]+[省市县区]')", {"n": _LONGEST}).fetchall()
        return {_fold(v): v for (v,) in rows}

    return planner.memo.get(("places",), read)


def place_level(planner: "SchemaPlanner", value: str) -> str | None:
    """The property most entities (of every type) hold ``value`` under; None where two tie or none holds it.
    Kept in the planner's memo."""
    def read() -> str | None:
        rows = planner.con.execute("SELECT predicate, count(*) AS n FROM kg_properties WHERE value = $v GROUP BY predicate "
                                   "ORDER BY n DESC, predicate LIMIT 2", {"v": value}).fetchall()
        return rows[0][0] if rows and (len(rows) == 1 or rows[0][1] > rows[1][1]) else None

    return planner.memo.get(("place level", value), read)


def names_place(planner: "SchemaPlanner", run: str, read: frozenset = frozenset(), question: str = "") -> bool:
    """Whether ``run`` (two or three characters a reading leaves unread) is a place written without its 市, 县
    or 区 ("宁波" in "宁波的加油站一共有几个") that is none of ``read`` (the reading's values), nor the city before a
    value read ("嘉兴南湖区": 南湖区 read): a restriction no reading read."""
    return len(run) in (2, 3) and not any(run + end in read for end in "市县区") \
        and not any(isinstance(v, str) and run + v in question for v in read) \
        and any(place_level(planner, run + end) is not None for end in "市县区")
