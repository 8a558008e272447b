"""A total the schema planner reads where a reading lists a number of each entity: "宁波市的宗教院校一共有多少学生？"
asks the schools' 在校生数量 added up, not each school's."""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from kagflow.solver.schema_shapes import SchemaPlan

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner

__all__ = ["totalled_values"]

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
