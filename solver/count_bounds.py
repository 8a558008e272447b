"""Entities described by how many of another type they relate to: "拥有不止一台设备的人各有几台设备？",
"年龄在30岁以下、且担任至少3家不同公司法人代表的自然人有几位？", "for each person owning more than one device, how
many devices do they own?", "Among people who own more than one device, who is the youngest?".

The question is planned without the bound ("拥有设备的人各有几台设备？"); its plan must hold exactly one
Retrieval between the bounded type and the counted one ("Person -[hasDevice]-> Device"). After it a
Sort keeps the entities whose count of the counted end lies within the bound (``Sort(set=s1,
orderby=count(o1), direction=desc, atleast=2)``, SQL's HAVING), and the rest of the plan reads what is
left. KAG's planner has no such step (its dialect has no HAVING); the count is the aggregate
``count(o1)`` its Sort already reads (KAG, Liang et al. 2024, section 3.2).

Where no such plan holds, the bound is read as the superlative it bounds ("宗教场所数量超过500个的县区有哪些？" as
"宗教场所数量最多的县区是哪个？", "Which people own at least 10 devices?" as "… the most devices?"): that plan's one
Sort by a count has its ``limit=1`` replaced by the bound, so it lists every group or entity within it (counted,
``count_distinct``, where the question asks how many). 只/仅/exactly N bound from both sides. A yes/no question ending
in a bound ("温岭市的宗教场所有没有超过300处？") compares the whole count with it (:func:`count_compared`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from kagflow.solver.group_counts import edge_count_bound, group_noun
from kagflow.solver.question_words import bridge, chinese_number
from kagflow.solver.schema_shapes import counted_noun

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner
    from kagflow.solver.schema_shapes import SchemaPlan

__all__ = ["count_bounded", "count_compared"]

_MEASURE = "个|座|台|名|家|处|所|辆|只|间|项|款|位|笔|次|张|种|类"
_ZH_NUMBER = r"\d+|[一二两三四五六七八九十]+"
# "不止一台", "至少3家不同", "超过两个"; "3家及以上", "两台以上"
_ZH = re.compile(rf"(?P<op>不止|超过|多于|大于|至少|不少于|不低于|少于|不到|不足|至多|不超过|不多于|只有|仅有|只|仅|恰好|正好)"
                 rf"(?P<verb>(?<=[只仅])[\u4e00-\u9fff]{{1,3}}?)?\s*(?P<n>{_ZH_NUMBER})\s*(?:{_MEASURE})"  # ("只担任一家": the verb kept)
                 r"(?:以上)?\s*(?:不同的?|不一样的)?"
                 rf"|(?P<n2>{_ZH_NUMBER})\s*(?:{_MEASURE})\s*(?P<op2>及以上|或以上|以上|及以下|或以下|以下)")
_EN_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
# "more than one device", "at least 3 different companies", "three or more apps"
_EN = re.compile(r"\b(?P<op>more than|over|at least|no fewer than|no less than|fewer than|less than|at most|no more than|exactly|only)\s+"
                 r"(?P<n>\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:(?:different|distinct|separate)\s+)?(?=[a-z])"
                 r"|\b(?P<n2>\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+or\s+(?P<op2>more|fewer|less)\s+(?:(?:different|distinct)\s+)?(?=[a-z])",
                 re.I)
_AT_LEAST = {"不止": 1, "超过": 1, "多于": 1, "大于": 1, "more than": 1, "over": 1, "至少": 0, "不少于": 0, "不低于": 0,
             "at least": 0, "no fewer than": 0, "no less than": 0, "及以上": 0, "或以上": 0, "以上": 0, "more": 0}
_AT_MOST = {"少于": -1, "不到": -1, "不足": -1, "fewer than": -1, "less than": -1, "至多": 0, "不超过": 0, "不多于": 0,
            "at most": 0, "no more than": 0, "及以下": 0, "或以下": 0, "以下": 0, "fewer": 0, "less": 0}
_VAR = re.compile(r"\b([a-z]\w*\d+):(\w+)")
# the one Sort of a superlative ranking by a count, cut at the first: "Sort(set=o1, orderby=count(s1), direction=desc, limit=1)"
_RANKED = re.compile(r"(Sort\(set=\w+, orderby=count\(\w+\), direction=(?:desc|asc), )limit=1\)")
_HOW_MANY_ZH = re.compile(r"(?:一共|总共|共)?(?:有)?(?:几个|多少个|几家|多少家|几所|多少所|几位|多少位|几座|多少座)[？?]?\s*$")
_HOW_MANY_EN = re.compile(r"^\s*how many\s+", re.I)
_WHICH_ZH = re.compile(r"(?:都)?(?:有|是)(?:哪些|哪几个|哪几家)[？?]?\s*$")
_HOP = re.compile(r"^(Action\d+): Retrieval\(s=(\w+)(?::\w+)?(?:\[[^\n]*?\])?, p=\w+:\w+, o=(\w+)(?::\w+)?(?:\[[^\n]*?\])?(?:, [^\n]*)?\)$", re.M)


def _bound(question: str) -> tuple[re.Match, str, int] | None:
    """The one count bound ``question`` states: ``(match, the Sort's bound arguments, number)``
    (``"atleast=2"``, ``"atmost=99"``, ``"atleast=1, atmost=1"``), else None."""
    found = list(_ZH.finditer(question)) + list(_EN.finditer(question))
    if len(found) != 1:
        return None
    m = found[0]
    op = (m.group("op") or m.group("op2")).casefold()
    said = m.group("n") or m.group("n2")
    n = int(said) if said.isdigit() else _EN_NUMBERS.get(said.casefold()) or chinese_number(said)
    if n is None:
        return None
    if op in _AT_LEAST:
        return m, f"atleast={n + _AT_LEAST[op]}", n + _AT_LEAST[op]
    if op in _AT_MOST:
        return m, f"atmost={n + _AT_MOST[op]}", n + _AT_MOST[op]
    return m, f"atleast={n}, atmost={n}", n  # "只担任一家公司法人代表的人", "exactly 2 devices"


def _verb(m: re.Match) -> str:
    """The verb a bound's words hold ("只担任一家": 担任), kept where the bound is taken out."""
    return (m.groupdict().get("verb") or "") if m.re is _ZH else ""


def _plural(noun: str) -> str:
    """An English noun's plural: company -> companies, box -> boxes, device -> devices."""
    if re.search(r"[^aeiou]y$", noun):
        return noun[:-1] + "ies"
    return noun + ("es" if re.search(r"(?:s|x|z|ch|sh)$", noun) else "s")


def _without_bound(question: str, m: re.Match) -> list[str]:
    """The question without its count bound ``m``: first without the whole clause it is in ("拥有不止一台
    设备的人各有几台设备" -> "每个人各有几台设备", "for each person owning more than one device, how many …" -> "for each
    person, how many …"), then without the bound's words alone ("…担任公司法人代表的自然人有几位")."""
    out = []
    after = question[m.end():]
    if (tail := re.match(r"[\u4e00-\u9fff]{1,12}?的", after)) is not None:  # the clause ends at 的
        start = max(question.rfind(d, 0, m.start()) for d in "，,、；;且") + 1
        rest = after[tail.end():]
        out.append(question[:start] + ("每个" if re.match(r"[\u4e00-\u9fff]{1,4}各", rest) else "") + rest)  # "每个人各有几台"
    lead = re.search(r"(?:\b(?:who|that|which)\s+[a-z]+|\b[a-z]+ing)\s+$", question[:m.start()], re.I)
    if lead is not None and (noun := re.match(r"[a-z]+", after, re.I)) is not None:
        out.append(re.sub(r"\s+([,?])", r"\1", question[:lead.start()] + after[noun.end():]))
    out.append(re.sub(r"\s{2,}", " ", question[:m.start()] + " " + _verb(m) + after))
    return out


# a yes/no question ending in the bound of a whole count ("温岭市的宗教场所有没有超过300处？", "…超过300处了吗")
_ASKED_BOUND = re.compile(r"^\s*(?:了)?\s*(?:吗|么)?\s*[？?。]?\s*$")
_YES_NO_BEFORE = re.compile(r"(?:是否|有没有|是不是|有无|有)\s*$")
_COMPARED = {"不止": "gt", "超过": "gt", "多于": "gt", "大于": "gt", "至少": "ge", "不少于": "ge", "不低于": "ge",
             "少于": "lt", "不到": "lt", "不足": "lt", "至多": "le", "不超过": "le", "不多于": "le",
             "只有": "eq", "仅有": "eq", "恰好": "eq", "正好": "eq"}


def count_compared(planner: "SchemaPlanner", question: str, notes: list[str]) -> tuple["SchemaPlan", list[str]] | None:
    """Whether a whole count lies within a bound the question ends in ("温岭市的宗教场所有没有超过300处？", "…是否
    超过300处", "…超过300处了吗"): the question asked as how many ("温岭市的宗教场所有多少处？"), its count plan's
    number compared with the bound (``Math(content=[n, 300], target=gt)``); ``(plan, notes)``, or None where it is
    not so asked or the count has no count reading."""
    if (bound := _bound(question)) is None or (m := bound[0]).re is not _ZH or m.group("op") not in _COMPARED \
            or not _ASKED_BOUND.match(question[m.end():]) or re.search(r"哪|谁|什么", question[:m.start()]):
        return None  # ("台州市哪些县区的宗教场所超过200个？": the ones over the bound, never whether the whole count is)
    n = int(m.group("n")) if m.group("n").isdigit() else chinese_number(m.group("n"))
    measure = re.search(rf"(?:{_MEASURE})", m.group(0))
    before = _YES_NO_BEFORE.sub("", question[:m.start()])
    asked = f"{before}有多少{measure.group(0) if measure else '个'}？"
    planned, more = planner.plan(asked)
    out = re.search(r"^Action(\d+): Output\(n\)\n?$", planned.text, re.M) if planned is not None and planned.shape == "count" else None
    if n is None or out is None or out.end() < len(planned.text.rstrip()):
        return None
    op, k = _COMPARED[m.group("op")], int(out.group(1))
    note = f"read {m.group(0).strip()!r} as the count of {asked!r} compared with {n} ({op})"
    text = planned.text[:out.start()] + f"Action{k}: Math(content=[n, {n}], target={op})->b\nAction{k + 1}: Output(b)\n"
    plan = replace(planned, text=text, shape="comparison", kind="boolean", answer_var="b", notes=planned.notes + [note],
                   describe=f"{{value}} (whether the count is {op} {n})")
    return plan, notes + more + [note]


def count_bounded(planner: "SchemaPlanner", question: str, notes: list[str]) -> tuple["SchemaPlan", list[str]] | None:
    """The reading of ``question`` with its count bound (see the module): ``(plan, notes)``, or None
    where the question states no count bound, or no reading of it without the bound holds one hop into
    the counted type and no superlative in its place ranks by a count (the planner then reads it as
    before: a count no reading reads leaves the question unread)."""
    if (compared := count_compared(planner, question, notes)) is not None:
        return compared
    if (bound := _bound(question)) is None or bound[2] < 0:
        return None
    if edge_count_bound(question) is not None and group_noun(question, edges=True) is not None:
        return None  # ("转出笔数超过1笔的公司各有多少笔转出": a number per entity, the bound on its edges: group_counts)
    m, key, n = bound
    said = m.group(0).strip()
    what = f"exactly {n}" if "," in key else key.replace("atleast=", "at least ").replace("atmost=", "at most ")
    counted_types = planner.mentioned_types(question[m.end():m.end() + 12])
    for without in _without_bound(question, m) if counted_types else []:
        planned, more = planner.plan(without)
        types = dict(_VAR.findall(planned.text)) if planned is not None else {}
        hops = [(h.group(1), h.group(2), h.group(3)) for h in _HOP.finditer(planned.text if planned is not None else "")
                if counted_types[0] in (types.get(h.group(2)), types.get(h.group(3))) and types.get(h.group(2)) != types.get(h.group(3))]
        if len(hops) == 1:
            action, a, b = hops[0]
            counted, owner = (a, b) if types.get(a) == counted_types[0] else (b, a)
            k = int(action[len("Action"):])
            sort = f"Action{k + 1}: Sort(set={owner}, orderby=count({counted}), direction=desc, {key})\n"
            lines = planned.text.splitlines(keepends=True)
            renumbered = [re.sub(r"^Action(\d+):", lambda x: f"Action{int(x.group(1)) + 1}:", line) if i >= k else line
                          for i, line in enumerate(lines)]
            held = f"{types[owner]} entities" if types.get(owner) else f"the values of {owner}"
            if key == "atleast=1":  # ("make at least one product downstream of X": the hop's own ends, a placeholder's too)
                note = f"read {said!r} as {held} the hop to {counted_types[0]} reaches (each has one at least)"
                return replace(planned, notes=planned.notes + [note]), notes + more + [note]
            note = f"read {said!r} as {held} whose count of {counted_types[0]} is {what}"
            text = "".join(renumbered[:k]) + sort + "".join(renumbered[k:])
            return replace(planned, text=text, notes=planned.notes + [note]), notes + more + [note]
    # "宗教场所数量超过500个的县区有哪些" as "宗教场所数量最多的县区有哪些", "Which cities have fewer than 100 travel
    # agencies?" as "… the fewest travel agencies?": the superlative's ranking by a count, bounded instead of cut
    most = key.startswith("atleast")
    latin = bool(re.match(r"[A-Za-z]", m.group(0)))
    superlative = (" the most " if most else " the fewest ") if latin else ("最多" if most else "最少")
    after = question[m.end():]
    if latin and n <= 2 and (noun := re.match(r"([a-z]+?)(?<!s)\b", after)) is not None:  # "more than one product": products
        after = _plural(noun.group(1)) + after[noun.end():]
    asked = re.sub(r"\s{2,}", " ", question[:m.start()] + _verb(m) + superlative + after)
    asked = _WHICH_ZH.sub("是哪个？", asked)  # ("…最多的县区有哪些": one asked for; the bound lists them all)
    counted = _HOW_MANY_ZH.search(asked) or _HOW_MANY_EN.search(asked)  # "…的县区有几个？": how many groups
    asked = _HOW_MANY_ZH.sub("是哪个？", _HOW_MANY_EN.sub("Which ", asked))
    planned, more = planner.plan(asked)
    if planned is None or planned.shape != "superlative" or len(_RANKED.findall(planned.text)) != 1:
        return None
    ranked = re.search(r"Sort\(set=(\w+)", planned.text)
    ranked_type = dict(_VAR.findall(planned.text)).get(ranked.group(1)) if ranked else None
    if counted and (noun := counted_noun(question)) and (named := planner.mentioned_types(f"{noun} {bridge(noun)}")) \
            and ranked_type and ranked_type not in named:
        return None  # ("…的公司不少于5家的人有几个": people counted, not the companies the superlative ranks)
    note = f"read {said!r} as a bound on the count the superlative of {asked!r} ranks by: {what}"
    text = _RANKED.sub(lambda r: f"{r.group(1)}{key})", planned.text)
    plan = replace(planned, text=text, shape="list", notes=planned.notes + [note],
                   describe=f"{{value}} ({what}, by the count {asked!r} ranks by)")  # (not the superlative's "most …")
    if counted and (out := re.search(r"^Action(\d+): Output\((\w+)\)\n?$", text, re.M)) is not None and out.end() >= len(text.rstrip()):
        k, var = int(out.group(1)), out.group(2)
        text = text[:out.start()] + f"Action{k}: Math(content=[{var}], target=count_distinct)->n\nAction{k + 1}: Output(n)\n"
        plan = replace(plan, text=text, shape="count", kind="number", answer_var=None,
                       describe=plan.describe.replace("{value} (", "{value} (count of ", 1))
    return plan, notes + more + [note]
