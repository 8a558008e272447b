"""Rankings of one schema type's entities: the top N ("建筑面积排前三的宗教场所", "Which three companies received
the most?"), one place of a ranking ("在校生人数第二多的宗教院校") and a list in the order of a property ("列出杭州市的学校，
按学生人数从多到少排序", "List the schools in 杭州市, sorted by student count, largest first").

Each is planned as the question asking for the first (a superlative: KAG's Sort with ``limit=1``, Liang et al. 2024,
section 3.2), whose limit then becomes N, the Nth place (``rank=N``) or no limit at all: a Sort without a limit
binds every entity of the set in the ranking's order, which the answer keeps.

Used by :meth:`kagflow.solver.schema_planner.SchemaPlanner.plan`.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from kagflow.solver.edge_readings import edge_at_place
from kagflow.solver.question_words import ORDER_WAYS_ZH

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner
    from kagflow.solver.schema_shapes import SchemaPlan

__all__ = ["items_in_order", "order_said", "sorted_asked", "sorted_list", "top_n"]

def top_n(planner: "SchemaPlanner", n: int, first: str, said: str, notes: list[str], one_place: bool = False
          ) -> tuple[SchemaPlan | None, list[str]]:
    """The question asking for the top ``n`` (:func:`top_asked`), planned as the question asking
    for the first (``first``) with its one ``limit=1`` raised to ``n``: the Sort's rank() keeps
    every entity tied at the cut. With ``one_place`` (:func:`place_asked`, "第二多") the limit
    becomes ``rank=n``: the entities at the nth place alone, places counted by distinct values.
    Any other reading of ``first`` ranks nothing: no plan."""
    planned, more = planner.plan(first)
    notes = notes + more
    asked = f"place {n}" if one_place else f"the top {n}"
    if one_place and planned is not None and (edge := edge_at_place(planned.text, n)) is not None:
        notes.append(f"read {said!r} as place {n} of the edges ranked by their own value")
        return dataclasses.replace(planned, text=edge[0], answer_var=edge[1], kind=edge[2], shape="superlative",
                                   value_kinds=frozenset({"number"}) if edge[2] == "value" else planned.value_kinds,
                                   describe=planned.describe.replace("{value}", f"{{value}} (place {n})", 1)), notes
    if planned is None or planned.shape != "superlative" or planned.text.count("limit=1)") != 1:
        notes.append(f"the question asks for {asked} ({said!r}); " + (
            f"the {planned.shape} reading ranks no {asked}" if planned else f"no reading of it ranks {asked}"))
        return None, notes
    if one_place and re.search(r"Sort\(set=(?!p\d)\w+, orderby=p\d+\.", planned.text):
        # each entity ranks by its best edge: the second of those is not the second edge ("the second largest transfer")
        notes.append(f"the question asks for place {n} ({said!r}); the superlative reading ranks entities by their best edge, "
                     f"and place {n} of those need not hold the edge at place {n}")
        return None, notes
    if one_place:
        nth = {2: "second", 3: "third"}.get(n, f"{n}th")
        notes.append(f"read {said!r} as place {n} of the ranking: the entities holding its {nth} distinct value")
        describe = planned.describe.replace("{value} (", f"{{value}} (place {n}, ", 1) if "{value} (" in planned.describe \
            else planned.describe.replace("{value}", f"{{value}} (place {n})", 1)
        return dataclasses.replace(planned, text=planned.text.replace("limit=1)", f"rank={n})"), describe=describe), notes
    notes.append(f"read {said!r} as the top {n}: the first {n} ranks, every entity tied at the cut kept")
    return dataclasses.replace(planned, text=planned.text.replace("limit=1)", f"limit={n})"),
                               describe=planned.describe.replace("{value}", f"{{value}} (top {n})", 1)), notes


# an order by a property, said as a clause of its own: "，按学生人数从多到少排序", "（按占地面积由大到小）", "按成立日期升序列出"
_ORDER_ZH = re.compile(r"[，,；;]?\s*[（(]?\s*(?:请|并|再)?\s*(?:按(?:照)?|以)\s*(?P<prop>[^，,。？?；;（）()、\s]{1,14}?(?:\s*[（(][A-Za-z_]\w*[)）])?)\s*的?\s*"  # (a column's name after it)
                       r"(?:(?:由|从)(?P<dir>" + "|".join(ORDER_WAYS_ZH) + r")"
                       r"|(?P<sort>降序|升序|倒序))\s*(?:地)?\s*(?:依次)?\s*(?P<verb>排序|排列|列出|排好|排|列|给出|展示|显示)?(?:来|出来)?(?:一下)?(?:(?:它们|其)?的?(?:名称|名字|名单))?"
                       r"\s*[)）]?\s*[。.]?")
_WORD_ZH = {"多到少": "最多", "少到多": "最少", "高到低": "最高", "低到高": "最低", "大到小": "最大", "小到大": "最小", "早到晚": "最早",
            "晚到早": "最晚", "新到旧": "最晚", "旧到新": "最早", "长到短": "最长", "短到长": "最短"}
_HAS_WHICH_ZH = re.compile(r"(?:都|一共|共)?(?:有|包括|包含)(?:哪些|哪几(?:个|家|所|座|处|位)?)")
_WHICH_ZH = re.compile(r"哪些|哪几(?:个|家|所|座|处|位)?")
_LISTS_ZH = re.compile(r"列出|列举|哪些|哪几|名单|都有谁|有谁")
# "…, sorted by student count, largest first", "… (ordered by their registration date, earliest first)",
# "…, in descending order of student count", "…, largest building area first"
_DIRECTION_EN = r"largest|highest|biggest|greatest|most|smallest|lowest|fewest|least|earliest|oldest|latest|newest|most\s+recent"
_ORDER_EN = re.compile(r"\s*[,;:(]?\s*(?:and\s+)?(?:(?:sorted|ordered|ranked|listed|arranged)|(?:sort|order|rank|list|arrange)\s+them)\s+by\s+(?:their\s+|its\s+|the\s+)?"
                       r"(?P<prop>[^,;()?.]{2,40}?)\s*,?\s*(?:(?:from\s+)?(?:the\s+)?(?P<dir>" + _DIRECTION_EN + r")(?:\s+(?:first|to\s+[a-z]+(?:\s+[a-z]+)?))?"
                       r"|in\s+(?P<sort>descending|ascending|decreasing|increasing)\s+order|(?P<sort2>descending|ascending))\s*\)?(?=\s*[.?]?\s*$)"
                       r"|\s*[,;(]?\s*in\s+(?P<sort3>descending|ascending|decreasing|increasing)\s+order\s+of\s+(?:their\s+|its\s+|the\s+)?"
                       r"(?P<prop2>[^,;()?.]{2,40}?)\s*\)?(?=\s*[.?]?\s*$)"
                       r"|\s*[,;(]?\s*in\s+(?:the\s+)?order\s+of\s+(?:their\s+|its\s+|the\s+)?(?P<prop4>[^,;()?.]{2,40}?)\s*[,(]?\s*"
                       r"(?P<dir4>" + _DIRECTION_EN + r")\s+first\s*\)?(?=\s*[.?]?\s*$)"
                       r"|\s*[,;(]\s*(?:with\s+)?(?:the\s+)?(?P<dir2>" + _DIRECTION_EN + r")\s+(?P<prop3>[^,;()?.]{2,40}?)\s+first\s*\)?(?=\s*[.?]?\s*$)", re.I)
# "Rank all transfer recipients by total amount received, highest first.", "Sort the schools by student count, largest first."
_RANK_BY_EN = re.compile(r"^\s*(?:please\s+)?(?:rank|sort|order|arrange)\s+(?P<np>(?!them\b)[^,;()?]+?)\s+by\s+(?:their\s+|its\s+|the\s+)?"
                         r"(?P<prop>[^,;()?.]{2,40}?)\s*,?\s*(?:from\s+)?(?:the\s+)?(?P<dir>" + _DIRECTION_EN + r")(?:\s+first)?\s*[.?]?\s*$", re.I)
_LIST_EN = re.compile(r"^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:list|name|show|give|find|rank|sort)(?:\s+me)?\s+(?:all\s+(?:of\s+)?)?(?P<np>.+)$"
                      r"|^\s*(?:what|which)\s+are\s+(?P<np2>the\s+.+)$"
                      r"|^\s*which\s+(?P<np3>.+?)\s+(?P<verb>are|is|were|was|have|has|had)\s+(?P<tail>.+)$", re.I)
_ASCENDING = ("少到多", "低到高", "小到大", "早到晚", "旧到新", "短到长", "升序", "smallest", "lowest", "fewest", "least", "earliest",
              "oldest", "ascending", "increasing")
# an order said with a count of the groups ("按数量从多到少列出各城市"): a group count's order, read by its own reading
_GROUPS = re.compile(r"各|每个|每一|分别|统计|\beach\b|\bper\b|\bby\s+(?:city|county|religion|type|level)\b", re.I)
_COUNT_WORDS = re.compile(r"^(?:数量|个数|数目|次数|总数|笔数|家数|条数|处数|所数|多少|count|number|the\s+count|the\s+number|total|amount)$", re.I)
# a ranking said outside the order's clause: the top N or a place keeps its own reading
_RANKED = re.compile(r"最|前\s*(?:\d|[二两三四五六七八九十])|排名|第\s*(?:\d|[二两三四五六七八九十])|\btop\b|\b(?:second|third)\b"
                     r"|\b(?:the|first|last)\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b|\b(?:" + _DIRECTION_EN + r")\b", re.I)
_DATE_LIKE = re.compile(r"日期|时间|年份|date|time|year|day", re.I)
_COUNT_LIKE = re.compile(r"人数|数量|数|次数|count|number", re.I)


# an order said as a sequence of a property: "按日期先后列出", "按时间顺序排列"
_IN_SEQUENCE_ZH = re.compile(r"按(?:照)?[^，,。？?；;]{1,8}?(?:先后|顺序|早晚)(?:顺序)?\s*(?:排列|列出|排序|给出|列)?")


def order_said(question: str) -> str | None:
    """The words of ``question`` asking its answer in an order ("按交易日期从早到晚", "sorted by amount, largest first"), or None."""
    m = _ORDER_ZH.search(question) or _ORDER_EN.search(question) or _IN_SEQUENCE_ZH.search(question)
    return m.group(0).strip(" ，,。.;；") if m is not None else None


def sorted_asked(question: str) -> tuple[str, str] | None:
    """A list asked in the order of one property ("列出杭州市的学校，按学生人数从多到少排序", "按占地面积由大到小列出宁波市的
    宗教场所", "List the schools in 杭州市, sorted by student count, largest first"): ``(the question asking for the
    first of the list instead, the words read)``, or None. The question must list entities (列出, 哪些, "list", "what
    are the …", or the clause's own 排序) without a ranking of its own (a top N keeps its own reading, the order
    clause beside it then only says the answer's form) and not per group (a group count's order is its own)."""
    if _GROUPS.search(question):
        return None
    m = _ORDER_ZH.search(question)
    if m is not None and not _COUNT_WORDS.match(m.group("prop")):
        rest = (question[:m.start()] + question[m.end():]).strip(" ，,。.;；？?")
        if not rest or _RANKED.search(rest) or not (_LISTS_ZH.search(rest) or m.group("verb") in ("排序", "排列", "列出", "排好", "排")):
            return None
        said = m.group("dir") or m.group("sort")
        if m.group("dir"):
            word = _WORD_ZH[said]
        else:
            word = ("最早" if said in _ASCENDING else "最晚") if _DATE_LIKE.search(m.group("prop")) else \
                ("最少" if said in _ASCENDING else "最多") if _COUNT_LIKE.search(m.group("prop")) else ("最小" if said in _ASCENDING else "最大")
        rest = _WHICH_ZH.sub("", _HAS_WHICH_ZH.sub("的", rest))  # "杭州市有哪些学校": 杭州市的学校 (one question, not two)
        rest = re.sub(r"^(?:请|麻烦)?(?:把|将)|(?<=的)(?:几|这几|那几)(?:个|家|所|座|处|位)", "", rest)  # "把伊斯兰教的几个团体…排一下"
        return f"{rest}，{m.group('prop')}{word}的是哪个？", m.group(0).strip(" ，,")
    if (ranked := _RANK_BY_EN.match(question)) is not None and not _RANKED.search(ranked.group("np")):
        # "Rank all transfer recipients by total amount received, highest first": the verb opens, the order closes
        noun = re.sub(r"^(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?", "", ranked.group("np").strip(), flags=re.I)
        word = ranked.group("dir").lower()
        return f"Of the {noun}, which has the {word} {ranked.group('prop').strip()}?", ranked.group(0).strip()
    m = _ORDER_EN.search(question)
    if m is None or (listed := _LIST_EN.match(rest := question[:m.start()].strip(" ,;:.?"))) is None or _RANKED.search(rest):
        return None
    prop = (m.group("prop") or m.group("prop2") or m.group("prop3") or m.group("prop4")).strip()
    if _COUNT_WORDS.match(prop):
        return None
    said = (m.group("dir") or m.group("dir2") or m.group("dir4") or m.group("sort") or m.group("sort2") or m.group("sort3")).lower()
    if said in ("earliest", "oldest", "latest", "newest") or said.startswith("most recent"):
        word = said
    elif _DATE_LIKE.search(prop):
        word = "earliest" if said in _ASCENDING else "latest"
    else:
        word = "lowest" if said in _ASCENDING else "highest"
    noun = (listed.group("np") or listed.group("np2") or f"{listed.group('np3')} that {listed.group('verb')} {listed.group('tail')}").strip()
    noun = noun if re.match(r"(?:the|all)\s", noun, re.I) else f"the {noun}"
    return f"Of {noun}, which has the {word} {prop}?", m.group(0).strip(" ,;:")


def sorted_list(planner: "SchemaPlanner", first: str, said: str, notes: list[str]) -> tuple[SchemaPlan | None, list[str]]:
    """The list :func:`sorted_asked` reads, planned as the question asking for its first (``first``) with the
    superlative's ``limit=1`` taken away: every entity of the set, in the ranking's order. ``(None, notes)`` where
    ``first`` plans as anything but a superlative with one limit (the question is then read as it is)."""
    planned, more = planner.plan(first)
    if planned is None or planned.shape != "superlative" or planned.text.count(", limit=1)") != 1:
        return None, notes
    notes = notes + [f"read {said!r} as a list in the order of a ranking: every entity, the first of the ranking first"] + more
    return dataclasses.replace(planned, text=planned.text.replace(", limit=1)", ")"), items_only=True,
                               describe=planned.describe.replace("{value}", "{value} (all, in order)", 1)), notes


def items_in_order(values: list) -> tuple[list, str | None]:
    """A sorted list's answer (:func:`sorted_list`): each ``[item, number]`` the Sort by an aggregate gives read as
    its item, in order, with ``"item number, …"`` for the trace (None where the values are items already)."""
    if not values or not all(isinstance(v, (list, tuple)) and len(v) == 2 for v in values):
        return values, None
    return [v[0] for v in values], ", ".join(f"{item} {number}" for item, number in values)
