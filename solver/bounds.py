"""Schema planner readings of the numbers a question bounds its entities by: one bound ("older than
50", "超过55岁"), a number stated as the entity's own ("44岁的那个人", "罐个数为3个"), a range with both
ends ("46岁到55岁之间", "older than 40 but younger than 50"), and a count over several values of one
property ("衢州市和丽水市一共有多少家旅行社": a count per value, added up); and which properties of a
type hold numbers or dates, counted once per open store (:mod:`kagflow.solver.store_memo`)."""

from __future__ import annotations

import re
from types import MappingProxyType

from kagflow.schema.spg import PropertyDef
from kagflow.schema.types import implicit_predicate, is_numeric_type
from kagflow.solver.question_words import bridge, gradable
from kagflow.solver.resolve import Candidate, choose, rank_predicates
from kagflow.solver.schema_shapes import MIN_CONFIDENCE, SchemaPlan, _NUMBER, _age_like, _bt, _label, comparison
from kagflow.solver.pair_readings import apart, by_how_much, difference_lines, which_of_two
from kagflow.solver.differences import times_asked
from kagflow.solver.compile import DATE_DAYS
from kagflow.solver.store_memo import store_memoized
from kagflow.solver.time_windows import DECADE, decade_start

__all__ = ["NumberBounds", "decade_words"]

# a number stated as an entity's own value: an age ("44岁的", "the 45-year-old", "aged 30") or a year
# a count asked of each value named ("各有多少", "分别有几个", "how many of each"): no one total
_EACH_OF = re.compile(r"各(?:有|是|为|多少|几|自)|分别|\beach\b|\brespectively\b", re.I)
# something was done in ("founded in 1948", "1999年成立的", "成立于1999年")
_STATED_NUMBER = re.compile(r"(?<![\d.])(\d{1,3})\s*(?:-\s*)?years?[-\s]old\b|(?<![\d.])(\d{1,3})\s*岁(?!以上|以下|以内|及|或)|\baged\s+(\d{1,3})\b"
                            r"|\b(?:founded|established|set up|incorporated|registered|built)\s+in\s+(\d{4})\b"
                            r"|(?<!\d)(\d{4})\s*年(?:成立|创立|设立|建立|登记)|(?:成立|创立|设立|建立)于\s*(\d{4})\s*年"
                            # "液化天然气罐有3个的加油站": a count the entities hold
                            r"|有\s*(\d{1,5})\s*(?:个|座|台|名|家|处|所|人)(?!以上|以下|以内|及|或)"
                            # "液化天然气罐个数为3个的加油站": the value of a count property
                            r"|(?:为|是|等于)\s*(\d{1,5})\s*(?:个|座|台|名|家|处|所|人)(?!以上|以下|以内|及|或|之间)"
                            # "总设计储量为110.0的那个加油站": a property's value as written, before 的
                            r"|(?:为|是|等于)\s*(\d{1,9}(?:\.\d+)?)\s*(?=的)", re.I)
# the groups of _STATED_NUMBER that state a year something was done in, and the properties such a
# year can be the value of ("foundingYear", "成立年份"): "established in 2016" bounds no student count
_STATED_YEAR_GROUPS = (4, 5, 6)
_YEAR_VALUED = re.compile(r"year|found|establish|incorporat|built|年份|年度|成立|创立|设立|建立|建成", re.I)


def _year_valued(p: PropertyDef) -> bool:
    """Whether property ``p`` may hold a year something was done in (its name or label says so: :data:`_YEAR_VALUED`)."""
    return _YEAR_VALUED.search(f"{p.name} {p.display_name or ''}") is not None
# a range of numbers, both ends kept: "46岁到55岁之间", "between 1950 and 2000", "aged 40 to 50"
_RANGE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:周?岁|年|元|个|人|名)?\s*(?:到|至|~|～|-|–)\s*(\d+(?:\.\d+)?)\s*(?:周?岁|年|元|个|人|名)?\s*(?:之间|范围内)"
                    r"|\bbetween\s+(\d+(?:\.\d+)?)\s+and\s+(\d+(?:\.\d+)?)(?!\.?\d)"
                    r"|\baged\s+(\d+)\s+to\s+(\d+)\b|(?<![\d.])(\d+)\s+to\s+(\d+)\s+years?\s+old\b"
                    # "职工20到30人的加油站", "20至30岁（含）的人": a count or an age, its unit after the second number
                    r"|(?<![\d.])(\d+)\s*(?:人|名|周?岁|个)?\s*(?:到|至|~|～)\s*(\d+)\s*(?:人|名|周?岁|个)(?=\s*(?:的|[（(]))", re.I)
# a bound written after its number: "50岁以上" (group 1: at least), "60岁以下", "30 or younger"
_BOUND_AFTER = re.compile(r"\s*(?:周?岁|年|元|个|人|名|years?(?:\s+old)?)?\s*(?:(及以上|或以上|以上|\s*or (?:more|older|above|over)\b)"
                          r"|及以下|或以下|以下|\s*or (?:less|fewer|younger|below|under)\b)", re.I)
# a number with a measure word: a count of things ("3个", "12台")
_COUNTED_NUMBER = re.compile(r"\d\s*(?:个|座|台|名|家|处|所|辆|只|间|项)")
# what a number counts: a measure word, then a noun ("3家不同公司", "12台设备", "3 different companies")
_COUNTED_NOUN = re.compile(r"\s*(?:个|座|台|名|家|处|所|辆|只|间|项|款|位)\s*(?:不同的?|不一样的)?\s*([\u4e00-\u9fff]{1,8})"
                           r"|\s+(?:(?:different|distinct|separate)\s+)?([a-z]+(?:\s+[a-z]+)?)", re.I)
# a yes/no on which of two counts is larger: "A的宗教场所数量比B多吗？", "Does A have more gas stations than B?"
_MORE_ZH = re.compile(r"比(?P<other>.{1,30}?)(?:的)?(?:数量|个数)?(?:要|还)?(?P<way>多|少)(?:吗|不|么)")
_MORE_EN = re.compile(r"^\s*(?:does|do|did|is|are|was|were|has|have)\b.*?\b(?P<way>more|fewer|less)\b.*?\bthan\b(?P<other>.{1,60})$", re.I)


def asks_more_yes_no(question: str) -> bool:
    """Whether ``question`` asks yes or no whether one thing has more (fewer) than another
    ("丽水市的道教场所比衢州市多吗？", "Are there more Catholic associations than Taoist ones?")."""
    return (_MORE_ZH.search(question) or _MORE_EN.search(question)
            or re.search(r"是否|是不是", question) and re.search(r"比.{1,40}?(?:要|还|更)?(?:多|少)\s*[？?。]?\s*$", question)) is not None


def _more_yes_no(question: str, values: list[str]) -> tuple[int, str] | None:
    """``(index of the value compared, "gt" | "lt")`` when ``question`` asks yes or no whether the count of
    one of ``values`` is larger (smaller) than the other's, the other named after 比 / "than"; else None."""
    m = _MORE_ZH.search(question) or _MORE_EN.search(question)
    if m is None:
        return None
    later = [i for i, v in enumerate(values) if v in m.group("other") or len(v) > 2 and v[-1] in "市县区" and v[:-1] in m.group("other")]
    if len(later) != 1:
        return None
    return 1 - later[0], ("gt" if m.group("way").casefold() in ("多", "more") else "lt")


# a bound's number left out: "（不含50岁）", "(not including 50)", "excluding 50"
_EXCLUDED = re.compile(r"(?:不含|不包括|不包含|\bnot including|\bexcluding)\s*(\d+(?:\.\d+)?)", re.I)
_SYMBOL = dict(gt=">", ge=">=", lt="<", le="<=", eq="==")
# a grade with its neighbours above or below it: "二级及以上", "三级以下", "AAAA or above"
_GRADE_AFTER = re.compile(r"\s*(?:(及以上|或以上|以上|及更高|或更高|\s*or (?:above|higher|better)\b)|及以下|或以下|以下|\s*or (?:below|lower)\b)", re.I)
_GRADE_BEFORE = re.compile(r"(?:\bat least|\bno lower than|不低于)\s*$|(?:\bat most|\bno higher than|不高于)\s*$", re.I)
# people bounded by a bare number ("How many people are under 25?", "哪些人不到30"): their age
_PEOPLE = re.compile(r"\b(?:people|persons?|individuals?|who)\b|人", re.I)


def decade_words(question: str) -> set[str]:
    """The words of ``question`` that name a decade ("1970s", "20世纪60年代"): read by a range over it."""
    return {m.group(0) for m in DECADE.finditer(question)}


def _exclusive(ends: list[tuple[str, str]], context: str) -> list[tuple[str, str]]:
    """``ends`` with a bound the question says leaves its number out made strict ("50岁以上（不含50岁）",
    "over 50 (not including 50)"): ``ge`` → ``gt``, ``le`` → ``lt``."""
    left_out = {m.group(1) for m in _EXCLUDED.finditer(context)}
    return [({"ge": "gt", "le": "lt"}.get(op, op) if n in left_out else op, n) for op, n in ends]


_WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_BOUND_WORD_NUMBER = re.compile(r"\b(?:at\s+(?:least|most)|(?:more|fewer|less)\s+than|over|under|above|below)\s+(one|two|three|four|five|six|seven|eight|nine|ten)\b"
                                r"(?!\s+(?:of|another)\b)", re.I)

class NumberBounds:
    """Mixed into :class:`~kagflow.solver.schema_planner.SchemaPlanner` through
    :class:`~kagflow.solver.type_readings.TypeReadings` (uses its ``con``, ``schema``, ``graded`` and
    ``mentioned_types``)."""

    def mostly_numbers(self, t: str, predicate: str, share: float = 0.9) -> bool:
        """Whether ``share`` of type ``t``'s values of ``predicate`` read as numbers
        (``kg_properties.value_num``): nine in ten, a superlative may rank them; a sum or an
        average, which would leave the others out of its value, needs every one."""
        total, numbers = self.number_counts(t).get(predicate, (0, 0))
        return total > 0 and numbers >= share * total

    @store_memoized
    def number_counts(self, t: str) -> MappingProxyType:
        """Predicate -> ``(values, values read as numbers)`` of type ``t``'s entities, in one statement."""
        return MappingProxyType({predicate: (total, numbers) for predicate, total, numbers in self.con.execute(
            "SELECT p.predicate, count(*), count(p.value_num) FROM kg_properties p JOIN kg_entities e USING (entity_id) "
            "WHERE e.type = $t AND p.value IS NOT NULL GROUP BY p.predicate", {"t": t}).fetchall()})

    def dated_predicates(self, t: str, share: float = 0.9) -> set[str]:
        """The predicates of type ``t`` whose values are at least ``share`` calendar dates written
        as text ("2016/11/9", "2016-11-09", "20161109"), which a Sort ranks as days
        (:data:`kagflow.solver.compile.DATE_DAYS`, the same reading)."""
        return {predicate for predicate, total, dates in self.date_counts(t) if dates >= share * total}

    @store_memoized
    def date_counts(self, t: str) -> tuple[tuple[str, int, int], ...]:
        """``(predicate, values, values read as dates)`` of type ``t``'s entities, in one statement."""
        return tuple(self.con.execute(
            f"SELECT p.predicate, count(*), count({DATE_DAYS.format('p.value')}) FROM kg_properties p "
            "JOIN kg_entities e USING (entity_id) WHERE e.type = $t AND p.value IS NOT NULL GROUP BY p.predicate",
            {"t": t}).fetchall())

    def number_bound(self, t: str, context: str) -> tuple[PropertyDef, str, str, float] | None:
        """``(numeric property, op, number text, score)`` when ``context`` bounds a number of
        type ``t``'s entities ("older than 50", "年龄超过55岁"), else None."""
        # (a quoted value's own words bound nothing: "批准办学层次为“高等(本科及以上)”且批准办学规模为200")
        op, m = comparison(re.sub(r"[“\"「][^”\"」]{1,40}[”\"」]", " ", context)), _NUMBER.search(context)
        if m is None and op in ("gt", "ge", "lt", "le"):  # "at least one LNG tank": a number word after the bound
            m = _BOUND_WORD_NUMBER.search(context)
        if m is not None and self._counts_other(t, context, m.end(), m.start()):
            return None  # "担任至少3家公司法人代表的人": how many companies, no value of the person's own
        if op is None and (stated := _STATED_NUMBER.search(context)) is not None and self.number_range(t, context) is None:
            if (noun := re.match(r"[\u4e00-\u9fffA-Za-z ]{1,12}", context[stated.end():])) and \
                    (found := self.mentioned_types(noun.group(0))) and found[0] != t:
                return None  # "拥有12台设备的人": a count of other entities, no value of the entity's own ("60岁的自然人" is)
            op, m = "eq", stated  # a number the question states as the entity's ("44岁的那个人", "founded in 1948")
        elif op == "eq":  # "the same" compares two things; it bounds no number
            return None
        if op is None or m is None:
            return None
        best = self._bounded_property(t, context)
        if best is None:
            return None
        if m.re is _STATED_NUMBER and any(m.group(g) for g in _STATED_YEAR_GROUPS) and not _year_valued(best.predicate):
            return None  # the year something was done in is no value of another number (a time window reads it)
        if gradable(context) and not _age_like(best.predicate):
            op = {"gt": "lt", "lt": "gt", "ge": "le", "le": "ge"}.get(op, op)
        said = next(g for g in m.groups() if g).replace(",", "")
        return best.predicate, op, str(_WORD_NUMBERS.get(said.casefold(), said)), best.score

    def number_range(self, t: str, context: str) -> tuple[PropertyDef, list[tuple[str, str]], float] | None:
        """``(numeric property, [(op, number), (op, number)], score)`` when ``context`` bounds a number
        of type ``t``'s entities from both sides: a range ("46岁到55岁之间", "between 1950 and 2000":
        both ends kept) or two bounds ("超过44岁但不到50岁", "older than 40 but younger than 50"); None
        otherwise, and for a range ``t`` has no numeric property for."""
        if (m := _RANGE.search(context)) is not None:
            low, high = sorted((g for g in m.groups() if g), key=float)
            ends = [("ge", low), ("le", high)]
        elif (m := DECADE.search(context)) is not None:  # "founded in the 1970s", "20世纪60年代": its ten years
            start = decade_start(m)
            ends = [("ge", str(start)), ("le", str(start + 9))]
        else:
            bounded, end = [], 0
            for m in _NUMBER.finditer(context):
                if self._counts_other(t, context, m.end(), m.start()):
                    continue  # "30岁以下、且担任至少3家不同公司法人代表": the 3 counts companies, it bounds no age
                if (after := _BOUND_AFTER.match(context, m.end())) is not None:  # "50岁以上", "30 or younger"
                    op, end = ("ge" if after.group(1) else "le"), after.end()
                else:  # "超过44岁", "younger than 50": the words since the last number
                    op, end = comparison(context[max(end, m.start() - 20):m.start()] + " "), m.end()
                if op in ("gt", "ge", "lt", "le"):
                    bounded.append((op, next(g for g in m.groups() if g).replace(",", "")))
            bounded = list(dict.fromkeys(bounded))  # the context may repeat the question (with the glossary's words)
            if len(bounded) != 2 or {op[0] for op, _n in bounded} != {"g", "l"}:
                return None
            ends = sorted(bounded, key=lambda e: e[0][0] != "g")
        best = self._bounded_property(t, context)
        if best is None:
            return None
        if m.re is DECADE and not _year_valued(best.predicate):
            return None  # "founded in the 1990s" bounds no student count (a time window reads it over a date)
        if gradable(context) and not _age_like(best.predicate):
            flip = {"gt": "lt", "lt": "gt", "ge": "le", "le": "ge"}
            ends = [(flip[op], n) for op, n in ends]
        return best.predicate, ends, best.score

    def _counts_other(self, t: str, context: str, end: int, start: int | None = None) -> bool:
        """Whether the number ending at ``end`` of ``context`` counts entities of a type other than
        ``t`` ("至少3家不同公司", "拥有12台设备的", "at least 3 different companies"): its measure word,
        then the other type's noun."""
        m = _COUNTED_NOUN.match(context, end)
        found = self.mentioned_types(m.group(1) or m.group(2)) if m is not None else []
        if not found and start is not None and re.match(r"\s*(?:个|座|台|名|家|处|所|辆|只|间|项|款)", context[end:]):
            # the counted noun before the bound ("法人代表的公司不少于5家的人": companies, not the person's own number)
            before = re.sub(r"(?:不少于|不多于|不低于|不超过|至少|至多|超过|多于|少于|大于|小于|高于|低于|以上|以下|达到|有)\s*$", "", context[max(0, start - 12):start])
            found = self.mentioned_types(before[-6:]) if re.search(r"[\u4e00-\u9fff]$", before) else []
            found = found[-1:]
        return bool(found) and found[0] != t

    def _bounded_property(self, t: str, context: str) -> Candidate | None:
        """The numeric property of type ``t`` a bound on a number in ``context`` restricts: the one
        its words name, or the age when they name people and none."""
        numeric = [p for p in self.schema.predicates(t) if p.is_basic and implicit_predicate(p.name) is None and (
            is_numeric_type(self.schema, p.range_type) or self.mostly_numbers(t, p.name, 1.0))]  # Text of numbers ("占地面积")
        graded = self.graded(t, context)
        if _COUNTED_NUMBER.search(context):  # "液化天然气罐有3个": how many of them (个数), not their volume
            graded += " 个数 数量 count number"
        ranked = rank_predicates(None, numeric, [_NUMBER.sub(" ", graded)], None, None)
        best = choose(ranked, True)
        ages = [c for c in ranked if _age_like(c.predicate)]
        if best is None and len(ages) == 1 and _PEOPLE.search(context):  # "How many people are under 25?": their age
            best = Candidate(ages[0].predicate, MIN_CONFIDENCE + 0.05, 0.0, 0.0, None)
        return best

    def bounded_where(self, t: str, context: str, where: str) -> tuple[str, tuple | None, list[tuple[str, str]]]:
        """``where`` (a Search's constraints on ``s1``) with the bound ``context`` puts on a number of
        type ``t``'s entities: a range's two ends, or one bound. Returns ``(where, bound, ends)``:
        ``bound`` as :meth:`number_bound` gives it (a range's lower end, for the reading's label
        and confidence), ``ends`` a range's ``(op, number)`` pairs (``[]`` for one bound or none)."""
        if (ranged := self.number_range(t, context)) is not None:
            bp, ends, score = ranged
            ends = _exclusive(ends, context)
            return (", ".join(filter(None, [where] + [f"s1.{bp.name} {_SYMBOL[op]} {n}" for op, n in ends])),
                    (bp, ends[0][0], ends[0][1], score), ends)
        if (bound := self.number_bound(t, context)) is not None:
            (op, _n), = _exclusive([bound[1:3]], context)
            bound = (bound[0], op, bound[2], bound[3])
            bp, op, number, _score = bound
            where = ", ".join(filter(None, [where, f"s1.{bp.name} {_SYMBOL[op]} {number}"]))
        return where, bound, []

    def graded_range(self, t: str, constraints: list, question: str) -> tuple[list, list[str], list[str]]:
        """A grade the question bounds ("级别在二级及以上", "AAAA or above", "不低于三级") read as every
        other grade of the property it stays within: ``(constraints without it, where items
        "s1.p != value" for each value of the property outside the range, [its description, words read])``. The
        grades are ranked by :func:`~kagflow.solver.scoring.ordinal_grade` (三级 above 二级); a value of
        the property that ranks as no grade is left out too. Unchanged without such a bound, or
        when the property holds more than 30 distinct values."""
        from kagflow.solver.scoring import ordinal_grade

        kept, where, words = [], [], []
        for p, v in constraints:
            rank = ordinal_grade(v)
            at = question.find(v)
            after = _GRADE_AFTER.match(question[at + len(v):]) if rank is not None and at >= 0 else None
            before = _GRADE_BEFORE.search(question[:at]) if rank is not None and at >= 0 else None
            if after is None and before is None:
                kept.append((p, v))
                continue
            up = after.group(1) is not None if after is not None else before.group(0).strip().casefold() in ("at least", "no lower than", "不低于")
            values = [x for (x,) in self.con.execute(
                "SELECT DISTINCT p.value FROM kg_properties p JOIN kg_entities e USING (entity_id) WHERE e.type = $t "
                "AND p.predicate = $p AND p.value IS NOT NULL ORDER BY 1", {"t": t, "p": p.name}).fetchall()]
            if len(values) > 30:
                kept.append((p, v))
                continue
            outside = [x for x in values if ordinal_grade(x) is None or (ordinal_grade(x) < rank if up else ordinal_grade(x) > rank)]
            where += [f"s1.{p.name} != {_bt(x)}" for x in outside]
            words += [f"{_label(p)} {v} {'or above' if up else 'or below'}", v] + [m.group(0).strip() for m in (after, before) if m is not None]
        return kept, where, words

    def union_count(self, t: str, constraints: list, bound: tuple | None, among: set, used: set, question: str = "") -> SchemaPlan | None:
        """The count of type ``t``'s entities holding any of two or more values the question names of
        one property ("衢州市和丽水市的旅行社一共有多少家": city 衢州市 or 丽水市), the other values
        holding for all: one count per value, added up. Only for a property no entity holds two of
        the values of (else the sum would count such an entity twice), and never with a number bound
        or a value held inside a list; None otherwise. Where ``question`` asks by how much one
        value's count exceeds the other's, their difference (:meth:`count_difference`) instead."""
        by_property: dict[str, list[str]] = {}
        for p, v in constraints:
            by_property.setdefault(p.name, []).append(v)
        repeated = [name for name, vs in by_property.items() if len(vs) > 1]
        if len(repeated) != 1 or bound is not None or among or _EACH_OF.search(question):
            return None  # ("一级、二级、三级的加油站各有多少个": a count of each, not one added up)
        name = repeated[0]
        values = by_property[name]
        if self.holds_two(t, name, values):
            return None
        shared = [f"{{x}}.{p.name} == {_bt(v)}" for p, v in constraints if p.name != name]
        lines, counts = [], []
        for i, v in enumerate(values, 1):
            where = ", ".join([c.format(x=f"s{i}") for c in shared] + [f"s{i}.{name} == {_bt(v)}"])
            lines += [f"Search(s=s{i}:{t}, {where})", f"Math(content=[s{i}], target=count)->n{i}"]
            counts.append(f"n{i}")
        label = _label(self.schema.predicate(t, name))
        if (difference := self.count_difference(question, values, counts)) is not None:
            lines += difference[0]
            text = "".join(f"Action{k}: {line}\n" for k, line in enumerate(lines, 1))
            what = "ratio" if "target=ratio" in text else "difference"
            used = used | ({w for w in ("数量", "个数", "数目") if w in question} if what == "ratio" else set())
            return SchemaPlan(text, what, 0.8, [f"{what} of the counts of {t} with {name} {' and '.join(map(repr, values))}: {difference[1]}"],
                              f"{{value}} ({t} with {label} {difference[1]})", kind="number", explains=frozenset(used), types=frozenset({t}),
                              labels=tuple(p.name for p, _v in constraints), answer_var="d")
        if by_how_much(question) or apart(question):
            return None
        if len(values) == 2 and (asked := _more_yes_no(question, values)) is not None:  # "龙港市的宗教场所数量比苍南县多吗"
            first, op = asked
            lines += [f"Math(content=[{counts[first]}, {counts[1 - first]}], target={op})->b", "Output(b)"]
            text = "".join(f"Action{k}: {line}\n" for k, line in enumerate(lines, 1))
            more = "more" if op == "gt" else "fewer"
            return SchemaPlan(text, "comparison", 0.8, [f"whether {values[first]!r} has {more} {t} than {values[1 - first]!r} by {name}"],
                              f"{{value}} ({values[first]} {more} {t} than {values[1 - first]})", kind="boolean",
                              explains=frozenset(used), types=frozenset({t}), labels=tuple(p.name for p, _v in constraints))
        if len(values) == 2 and (op := which_of_two(question)) is not None:  # "永嘉县和平阳县，哪个县的宗教场所更多"
            lines += ["Math(content=[n1, n2], target=difference)->d", "Output(d)"]
            text = "".join(f"Action{k}: {line}\n" for k, line in enumerate(lines, 1))
            more = "more" if op == "gt" else "fewer"
            return SchemaPlan(text, "choice", 0.8, [f"choice of {values[0]!r} or {values[1]!r} by {more} {t} with {name} each"],
                              f"{{value}} ({more} {t} by {label}: {values[0]} or {values[1]})", kind="value", value_kinds=frozenset({"text"}),
                              explains=frozenset(used), types=frozenset({t}), labels=tuple(p.name for p, _v in constraints),
                              answer_var="d", choice=(values[0], values[1], op))
        lines += [f"Math(content=[{', '.join(counts)}], target=sum)->n", "Output(n)"]
        text = "".join(f"Action{k}: {line}\n" for k, line in enumerate(lines, 1))
        return SchemaPlan(text, "count", 0.8, [f"count of {t} with {name} any of {', '.join(map(repr, values))}, one count per value added up"],
                          f"{{value}} ({t} with {label} {' or '.join(values)})", kind="number", explains=frozenset(used), types=frozenset({t}),
                          labels=tuple(p.name for p, _v in constraints), answer_var="n")

    def each_count(self, t: str, constraints: list, bound: tuple | None, among: set, used: set, question: str) -> SchemaPlan | None:
        """The count of type ``t``'s entities for each of two or more values the question names of one
        property, asked of each ("一级、二级、三级的加油站各有多少个", "台州市的协会中，县团体、市团体、省团体各有几个？"),
        the other values holding for all: per value a Search held to it and its group count
        (``Sort(set=o1, orderby=count(s1))``, rows ``[value, count]``), all output; as a count per group,
        a value no entity holds is not listed. Only for a property no entity holds two of the values of,
        never with a number bound or a value held inside a list; None otherwise."""
        by_property: dict[str, list[str]] = {}
        for p, v in constraints:
            by_property.setdefault(p.name, []).append(v)
        repeated = [name for name, vs in by_property.items() if len(vs) > 1]
        if len(repeated) != 1 or bound is not None or among or not _EACH_OF.search(question):
            return None
        name = repeated[0]
        values = sorted(dict.fromkeys(by_property[name]), key=lambda v: (question.find(v) < 0, question.find(v)))  # as asked
        if self.holds_two(t, name, values):
            return None
        shared = [f"{{x}}.{p.name} == {_bt(v)}" for p, v in constraints if p.name != name]
        lines = []
        for i, v in enumerate(values, 1):
            lines += [f"Search(s=s{i}:{t}, {', '.join([c.format(x=f's{i}') for c in shared] + [f's{i}.{name} == {_bt(v)}'])})",
                      f"Retrieval(s=s{i}, p=p{i}:{name}, o=o{i})", f"Sort(set=o{i}, orderby=count(s{i}), direction=desc)->g{i}"]
        lines += [f"Output({', '.join(f'g{i}' for i in range(1, len(values) + 1))})"]
        text = "".join(f"Action{k}: {line}\n" for k, line in enumerate(lines, 1))
        label = _label(self.schema.predicate(t, name))
        return SchemaPlan(text, "count", 0.8, [f"count of {t} for each of {name} {', '.join(map(repr, values))}"],
                          f"{{value}} (how many {t} of each {label} named)", kind="number", parts=2,
                          explains=frozenset(used) | {m.group(0) for m in _EACH_OF.finditer(question)},
                          types=frozenset({t}), labels=tuple(p.name for p, _v in constraints))

    def holds_two(self, t: str, name: str, values: list[str]) -> bool:
        """Whether an entity of type ``t`` holds two of ``values`` of property ``name``."""
        return self.con.execute(
            "SELECT EXISTS (SELECT 1 FROM kg_properties p JOIN kg_entities e USING (entity_id) WHERE e.type = $t "
            "AND p.predicate = $p AND list_contains($vs, p.value) GROUP BY p.entity_id HAVING count(DISTINCT p.value) > 1)",
            {"t": t, "p": name, "vs": values}).fetchone()[0]

    @staticmethod
    def count_difference(question: str, values: list[str], counts: list[str]) -> tuple[list[str], str] | None:
        """The Math lines of by how much the count of one of two values exceeds the other's
        ("杭州市的旅行社比宁波市多多少家": the value after 比 / "than" is subtracted; "温州市和台州市的…相差多少":
        the larger minus the smaller), or how many times it is the other's ("宁波市的旅行社数量是舟山市的多少倍":
        the first over the second, into ``d`` as well), and the words saying so; None unless ``question`` asks it."""
        if len(values) != 2:
            return None
        if (times := times_asked(question)) is not None:
            # "宁波市的旅行社数量是舟山市的多少倍", "how many times as many Buddhist venues as Catholic ones": the first over the second
            said = times.group("x") + " " + bridge(" ".join(re.findall(r"[A-Za-z]+", times.group("x"))))  # ("Buddhist": 佛教)
            first = [i for i, v in enumerate(values) if v in said or len(v) > 2 and v[:-1] in said]
            if len(first) == 1:
                top, under = first[0], 1 - first[0]
                return ([f"Math(content=[{counts[top]}, {counts[under]}], target=ratio)->d", "Output(d)"],
                        f"{values[top]} over {values[under]} (times)")
        if (asked := by_how_much(question)) is not None:
            op, start = asked
            # (a place may be written without its 市/县/区: "舟山的旅行社比衢州多几家")
            # (or by a word the glossary gives it: "than Christian venues", 基督教)
            glossed = {w for word in re.findall(r"[A-Za-z]+", question[start:]) for w in bridge(word).split()}
            later = [i for i, v in enumerate(values) if question.find(v, start) >= 0 or v in glossed
                     or len(v) > 2 and v.endswith(("市", "县", "区")) and question.find(v[:-1], start) >= 0]
            if len(later) != 1:
                return None
            first, other = 1 - later[0], later[0]  # the value named after 比 / "than" is compared against
            minuend, subtrahend = (first, other) if op == "gt" else (other, first)
            return (difference_lines(counts[first], counts[other], op) + ["Output(d)"], f"{values[minuend]} minus {values[subtrahend]}")
        if apart(question):
            return (difference_lines(counts[0], counts[1], "apart") + ["Output(d)"], f"{' and '.join(values)} apart (the larger minus the smaller)")
        return None
