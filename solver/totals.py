"""Totals the schema planner reads: where a reading lists a number of each entity ("宁波市的宗教院校一共有多少学生？"
asks the schools' 在校生数量 added up, not each school's), and the property a count's noun names whose values
are added up ("在校生总共有多少人", "院校学生一共有多少人": 在校生数量)."""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from kagflow.schema.spg import PropertyDef
from kagflow.schema.types import implicit_predicate
from kagflow.solver.question_words import synonyms
from kagflow.solver.resolve import units
from kagflow.solver.schema_shapes import SchemaPlan, _fold
from kagflow.solver.scoring import is_cjk

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner

__all__ = ["totalled_property", "totalled_values"]

# a noun before a total's words and how many, nothing counted after them ("在校生总共有多少人", "职工一共多少名")
_TOTALLED = re.compile(r"([\u4e00-\u9fff]{2,4})(?:总共|一共|共计|合计|总计|加总)有?(?:多少|几)(?:个|名|位|人)?\s*[？?。.]?\s*$")
# the noun after the total's words ("一共有多少职工")
_TOTALLED_AFTER = re.compile(r"(?:总共|一共|共计|合计|总计|加起来)有?(?:多少|几)(?:个|名|位)?([\u4e00-\u9fff]{2,4}?)\s*[？?。.]?\s*$")
# "how many teachers do … have": the noun counted, which may be a property's number of them
_HOW_MANY_OF = re.compile(r"\bhow many ([a-z]+)\s*(?:\(([^)]{1,20})\)\s*)?(?:(?:do|does|did)\b.*\bhave\b|(?:in total|altogether|in all)\s+(?:work|study|are)\b)"
                          # "the total number of students … schools", "… of full-time teachers (专职教师人数) at …"
                          r"|\b(?:the\s+)?total (?:number|count) of ((?:[a-z-]+\s+){0,2}[a-z-]+|[\u4e00-\u9fff]{2,8})(?:\s*\(([^)]{1,20})\))?", re.I)
# a total asked of the values of several entities ("宁波市的宗教院校一共有多少学生？")
_TOTAL_ASKED = re.compile(r"总共|一共|共计|合计|总计|加起来|总数|总和|总人数|\bin total\b|\baltogether\b|\bcombined\b|\btotal\b", re.I)
_EACH_VALUE = re.compile(r"(Action1: Search\(s=s1:(\w+)[^\n]*\)\nAction2: Retrieval\(s=s1, p=p1:(\w+), o=o1\)\n)Action3: Output\(o1\)\n")


def totalled_values(planner: "SchemaPlanner", r: SchemaPlan, question: str) -> SchemaPlan:
    """``r`` summed where it reads a number of each of several entities (``Search`` then one property,
    its values mostly numbers) and the question asks their total (总共, 一共, 合计, "in total", "combined");
    ``r`` otherwise.

    Returns:
        ``r``, or a copy whose plan adds ``Math(content=[o1], target=sum)`` and answers that number.
    """
    m = _EACH_VALUE.fullmatch(r.text) if r.shape == "property" and _TOTAL_ASKED.search(question) else None
    if m is None or not planner.mostly_numbers(m.group(2), m.group(3), 0.9):
        return r
    return dataclasses.replace(r, text=m.group(1) + "Action3: Math(content=[o1], target=sum)->m\nAction4: Output(m)\n", shape="aggregate",
                               kind="number", notes=r.notes + [f"the question asks for a total: {m.group(2)}.{m.group(3)} added up"],
                               describe=r.describe.replace("{value}", "{value} (the total)", 1))


def totalled_property(planner: "SchemaPlanner", types: list[str], question: str) -> tuple[str, str, PropertyDef] | None:
    """``(noun, type, property)`` when ``question`` asks the total of a noun written right before
    "总共/一共/合计…多少" ("在校生总共有多少人") or right after it ("一共有多少职工")
    that is no type's name but part of the display name of
    a property of one of ``types`` whose values are numbers (在校生数量): the values added up."""
    def numeric(t: str, p: PropertyDef) -> bool:
        return p.is_basic and implicit_predicate(p.name) is None and planner.mostly_numbers(t, p.name, 0.9)

    if (m := _HOW_MANY_OF.search(question)) is not None:  # "How many teachers do the Buddhist schools have?"
        noun, label = m.group(1) or m.group(3), m.group(2) or m.group(4)
        if is_cjk(noun[0]):  # a label the question kept of "full-time teachers (专职教师人数)" (without_glosses)
            label = noun
        said = {u for u in units(noun) if len(u) > 2}
        if planner.mentioned_types(noun) or not (said or label):
            return None
        if label:  # the property's own label written beside the noun decides between near ones (教师人数, 专职教师人数)
            found = [(noun, t, p) for t in types for p in planner.schema.predicates(t)
                     if _fold(label) in {_fold(p.name), _fold(p.display_name or "")} and numeric(t, p)]
            if len(found) == 1:
                return found[0]
        found = [(noun, t, p) for t in types for p in planner.schema.predicates(t) if said & set(units(p.name)) and numeric(t, p)]
        return found[0] if len(found) == 1 else None
    m = _TOTALLED.search(question) or _TOTALLED_AFTER.search(question)
    if m is None:
        return None
    run = m.group(1)
    # the noun ends the run before the total's words ("在校生总共"), begins the run after them ("一共有多少职工")
    nouns = [run[:k] for k in range(len(run), 1, -1)] if m.re is _TOTALLED_AFTER else [run[k:] for k in range(len(run) - 1)]
    for noun in nouns:
        if planner.mentioned_types(noun):
            # "学校一共有多少": the type itself counted; "院校学生一共有多少": the type, then the noun totalled
            if m.re is _TOTALLED_AFTER or planner.mentioned_types(run[len(run) - 2:]):
                return None
            continue
        spelled = (noun[:2], *(w for w in synonyms(noun) if len(w) > 1 and is_cjk(w[0])))  # 学生: 在校生
        for t in types:
            for p in planner.schema.predicates(t):
                if any(w in (p.display_name or "") for w in spelled) and numeric(t, p):
                    return noun, t, p
    return None
