"""Placeholder or zero values a question leaves out of the property it ranks or averages.

"排除1899-12-30这类无效日期后，成立日期最早的加油站是哪家？", "不算1900年那种占位日期，登记时间最早的协会是哪一家？",
"What is the average building area of the Islamic sites, excluding empty or zero values?": the question is planned
without the clause, and the property its plan ranks (a Sort) or aggregates (a Math ``avg``, ``min``, ``max`` or
``sum``) gets one ``s1.p != value`` per value left out in the plan's opening Search, as a negated value does
(:meth:`~kagflow.solver.negated_values.NegatedValues.with_negation`). A year ("1900年") leaves out the values of
the property the store holds in that year, looked up (bound parameters), at most :data:`MOST_VALUES` of them; an
empty cell is never ranked nor averaged, so "empty" needs nothing. Any other plan is refused, with the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import duckdb

from kagflow.solver.plan_nodes import Math, Retrieval, Sort
from kagflow.solver.plan_parser import parse_plan
from kagflow.solver.schema_shapes import SchemaPlan, _bt

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner

__all__ = ["LeftOut", "excluded_values", "with_values_left_out"]

#: the most stored values one year may stand for (a placeholder is one or two ways of writing one day)
MOST_VALUES = 4

_DATE = r"(?:1[89]|20)\d\d(?:[-/.]\d{1,2}[-/.]\d{1,2}|年\d{1,2}月\d{1,2}日)"
_YEAR = r"(?:1[89]|20)\d\d年"
# "排除1899-12-30这类无效日期后，", "不算1900年那种占位日期，", "（请忽略1900/1/1这类占位日期）", "（不计0值）", "剔除面积为0的", "不计空值和0值"
_LEFT_OUT_ZH = re.compile(
    rf"[（(]?\s*(?:请)?(?:排除|不算|不计|除去|去掉|剔除|刨去|忽略|不考虑)(?:掉)?\s*(?:[\u4e00-\u9fff]{{1,6}}?(?:为|是|=))?\s*[“\"]?"
    rf"(?P<what>{_DATE}|{_YEAR}|0|零|空值?(?:和|或|及|、)0|0(?:和|或|及|、)空值?)[”\"]?\s*(?:值)?"
    rf"(?:这类|那种|这种|那类|之类|这样|那样|等)?的?\s*(?:无效|占位|异常|默认|错误)?(?:的)?(?:日期|值|数据|记录|数值|面积)?"
    rf"(?:后|以后|之后)?\s*[)）]?\s*(?:[，,]\s*)?")
# the value first: "（1900/1/1那种明显是占位的就别算了）", "（1899-12-30这类日期不算）"
_LEFT_OUT_AFTER_ZH = re.compile(
    rf"[（(]\s*(?P<what>{_DATE}|{_YEAR}|0)\s*(?:这类|那种|这种|那类|之类|这样的|那样的)?[^（）()]{{0,12}}?(?:就)?(?:别算|不算|不计|排除|忽略|不要算|去掉)(?:了|掉)?\s*[)）]")
# "excluding empty or zero values", "(ignoring zeros)", "not counting zero areas", "leaving out the 1899-12-30 placeholder dates"
_LEFT_OUT_EN = re.compile(
    rf"[,;]?\s*[(]?\s*\b(?:excluding|ignoring|leaving\s+out|not\s+counting|without)\s+(?:the\s+|any\s+)?"
    rf"(?:(?:empty|blank|missing)\s+(?:or|and|/)\s+)?(?P<what>zeroes|zeros|zero|0|{_DATE})"
    rf"(?:\s+(?:or|and|/)\s+(?:empty|blank|missing))?(?:\s+(?:placeholder|invalid|dummy))?"
    rf"(?:\s+(?:values?|areas?|entries|cells|ones|rows|dates?|records?))?\s*[)]?", re.I)


# "（液化天然气罐个数没填的不算）", "除去“其它”和没填的，": empty cells (never ranked nor averaged anyway) and a quoted value
_LEFT_OUT_EMPTY_ZH = re.compile(
    r"[（(]\s*[^（）()]{0,16}?(?:没填|未填|没有填写?|未填写|空着|为空|空白)的?(?:就)?(?:不算|不计|除外|排除|别算|不要算)(?:了)?\s*[)）]"
    r"|^\s*(?:除去|排除|去掉|剔除|不算|不计)\s*(?:[“\"「](?P<what>[^”\"」]{1,12})[”\"」]\s*(?:和|及|以及|、|与)\s*)?"
    r"(?:没填|未填|没有填写?|未填写|空着|为空|空白|空值)的?\s*(?:以外|之外)?\s*[，,]\s*")


@dataclass(frozen=True)
class LeftOut:
    """A clause leaving values out: ``rest`` the question without it, ``what`` (``"0"``, a date as written,
    or a year ``"1900"``) and ``words`` (the clause, as asked)."""

    rest: str
    what: str
    words: str


def excluded_values(question: str) -> LeftOut | None:
    """The clause of ``question`` leaving zero, one date or one year's values out of what it ranks or
    averages (see the module), or None."""
    m = _LEFT_OUT_ZH.search(question) or _LEFT_OUT_AFTER_ZH.search(question) or _LEFT_OUT_EN.search(question) \
        or _LEFT_OUT_EMPTY_ZH.search(question)
    if m is None:
        return None
    what = m.group("what") or ""
    if re.fullmatch(r"0|零|zeros?|zeroes|空值?(?:和|或|及|、)0|0(?:和|或|及|、)空值?", what, re.I):
        what = "0"
    elif re.fullmatch(_YEAR, what):
        what = what[:4]
    rest = (question[:m.start()] + " " + question[m.end():]).strip()
    return LeftOut(rest, what, m.group(0).strip(" ,，;"))


def _ranked_property(text: str) -> str | None:
    """The property of ``s1`` that the plan ``text`` sorts on, aggregates, or ranks the values of by a count, or None."""
    plan = parse_plan(text)
    read = {a.orderby for s in plan.steps if isinstance(a := s.action, Sort) and a.orderby}
    # (the values of a property ranked by how many hold each: "哪个运营主体名下的加油站最多")
    read |= {a.set for s in plan.steps if isinstance(a := s.action, Sort) and a.orderby_agg == "count" and a.orderby == "s1"}
    read |= {c for s in plan.steps if isinstance(a := s.action, Math) and a.target in ("avg", "min", "max", "sum")
             for c in a.content if isinstance(c, str)}
    found = {a.p.predicate for s in plan.steps if isinstance(a := s.action, Retrieval)
             and a.s.alias == "s1" and a.o.alias in read and a.p.predicate}
    return found.pop() if len(found) == 1 else None


def _values_in_year(con: duckdb.DuckDBPyConnection, type_name: str, predicate: str, year: str) -> list[str]:
    """The distinct stored values of ``type_name.predicate`` written in ``year`` ("1900/1/1", "1900-01-01")."""
    rows = con.execute("SELECT DISTINCT p.value FROM kg_properties p JOIN kg_entities e USING (entity_id) "
                       "WHERE e.type = $t AND p.predicate = $p AND starts_with(p.value, $y) ORDER BY 1",
                       {"t": type_name, "p": predicate, "y": year}).fetchall()
    return [v for (v,) in rows if not v[4:5].isdigit()]


def with_values_left_out(planner: "SchemaPlanner", left_out: LeftOut, notes: list[str]) -> tuple[SchemaPlan | None, list[str]]:
    """``(plan, notes)``: the reading of ``left_out.rest`` with ``s1.p != value`` per value left out added to its
    opening Search, where ``p`` is the property it ranks or aggregates; ``(None, notes)`` (a note says why) otherwise."""
    planned, more = planner.plan(left_out.rest)
    notes += more
    return _left_out(planner.con, planned, left_out, notes), notes


def _left_out(con: duckdb.DuckDBPyConnection, planned: SchemaPlan | None, left_out: LeftOut, notes: list[str]) -> SchemaPlan | None:
    if planned is None:
        return None
    opening = re.match(r"Action1: (?:Search|Retrieval)\(s=s1:(\w+)[,)]", planned.text)
    prop = _ranked_property(planned.text) if opening and planned.shape in ("superlative", "aggregate") else None
    if prop is None:
        notes.append(f"the question leaves values out ({left_out.words!r}); the reading ranks or averages no property of the type it opens with")
        return None
    if re.fullmatch(r"\d{4}", left_out.what):
        values = _values_in_year(con, opening.group(1), prop, left_out.what)
        if not values or len(values) > MOST_VALUES:
            notes.append(f"the question leaves out the year {left_out.what} of {prop}; "
                         f"the store holds {len(values) or 'no'} values written in it: not read")
            return None
    else:  # (empty cells alone, "": none to leave out, as no ranking or average reads one)
        values = [0 if left_out.what == "0" else left_out.what] if left_out.what else []
    first, rest = planned.text.split("\n", 1)
    call = re.match(r"(.*)\)(\s*->\s*\w+)?\s*$", first)  # (the call's closing bracket, before its output)
    first = call.group(1) + "".join(f", s1.{prop} != {v if isinstance(v, int) else _bt(v)}" for v in values) + ")" + (call.group(2) or "")
    notes.append(f"read {left_out.words!r} as " + (" and ".join(f"{prop} != {v!r}" for v in values) if values else
                                                  f"empty {prop} values left out, as no ranking or average reads one"))
    return replace(planned, text=f"{first}\n{rest}", notes=list(planned.notes) + [f"{prop} not " + (", ".join(map(str, values)) or "empty")],
                   explains=planned.explains | {left_out.words})
