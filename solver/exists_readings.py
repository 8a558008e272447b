"""Whether anything is related at all: "Has Granite Insurance ever received a fund transfer?", "Helix Chemicals
有没有向其他公司转过账？", "Does 祁** hold shares in any company?".

A yes/no question that asks whether some entity is at the other end of a relation is the relation
reading's list, asked whether it is empty: the list reading's plan with its last ``Output(x)``
replaced by ``Math(content=[x], target=exists)`` (KAG's Math ``exists``). Yes where the list holds
an entity or value, no where it holds none; so a named entity with no such edge is answered too.

Read only for a yes/no question saying "any", "ever", 有没有, 是否有 or 过, or asking whether an entity has a
property ("X有英文名吗": whether it has a value), and only where the schema
planner finds no other reading of the whole question (:meth:`SchemaPlanner.plan`).
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kagflow.solver.schema_shapes import SchemaPlan

__all__ = ["ASKS_ANY", "HAS_ASKED", "as_exists"]

#: a yes/no question asking whether there is any at all
ASKS_ANY = re.compile(r"\b(?:any|anyone|anybody|anything|ever)\b|有没有|是否有|有无|任何|(?<=[\u4e00-\u9fff])过", re.I)
#: a yes/no question asking whether an entity has a value at all ("X有英文名吗", "Does X have a fax number?")
HAS_ASKED = re.compile(r"(?<![没])有(?!没有)[^，,？?。有]{1,12}?(?:吗|么)\s*[？?]?\s*$|\b(?:does|do|did)\b.+\bhave\s+(?:an?|any)\s+\w+", re.I)
_LAST_OUTPUT = re.compile(r"^Action(\d+): Output\((\w+)\)\n?\Z", re.M)


def as_exists(r: "SchemaPlan") -> "SchemaPlan | None":
    """The yes/no reading of list reading ``r`` (see the module), or None where ``r`` lists no
    entities or values or does not end with one ``Output`` of one variable."""
    if r.shape not in ("property", "relation", "list", "two-hop") or r.kind not in ("entity", "value") or not r.text:
        return None
    m = _LAST_OUTPUT.search(r.text)
    if m is None:
        return None
    k, var = int(m.group(1)), m.group(2)
    text = r.text[:m.start()] + f"Action{k}: Math(content=[{var}], target=exists)->b\nAction{k + 1}: Output(b)\n"
    return dataclasses.replace(r, text=text, shape="comparison", kind="boolean", answer_var=None, value_kinds=frozenset(),
                               notes=[*r.notes, f"whether the {r.shape} reading lists any {var}: exists"],
                               describe=r.describe.replace("{value}", "{value} (whether any:", 1) + ")")
