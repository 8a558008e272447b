"""Schema planner readings of two named entities: which of the two is older / larger / earlier
("Was A founded before B?", "A和B哪个成立得早？"), a comparison of their values, and whether a
relation joins them ("Does A supply B?")."""

from __future__ import annotations

import re

from kagflow.schema.spg import PropertyDef
from kagflow.schema.types import implicit_predicate
from kagflow.solver.path_yes_no import PathYesNo
from kagflow.solver.question_words import TRANSFER_WORDS, bridge, gradable, names_any
from kagflow.solver.resolve import _DATE_WORDS, Candidate, choose, rank_predicates, value_kind
from kagflow.solver.scoring import calendar_date, is_cjk, ordinal_grade
from kagflow.solver.shared_readings import relation_to
from kagflow.solver.validate_retrieval import read_number
from kagflow.solver.schema_shapes import MIN_CONFIDENCE, SchemaPlan, _COMPARE, _IN_WORDS, _NUMBER, _SAME, _UPSTREAM, _WINDOW, _age_like, _bt, _fold, _label, against_flow, comparison

__all__ = ["PairReadings", "apart", "by_how_much", "difference_lines", "pair_of_a_type", "which_of_two"]

# a comparison in time ("更早", "earlier", "before"): it compares dates
_TEMPORAL = re.compile(r"早|晚|(?:谁|哪个|哪家|哪所|哪位)(?:的[^，,。？?]{1,12}?)?[先后](?!生)|\bearl(?:y|ier|iest)\b|\blater?\b|\bbefore\b|\bafter\b|\bsooner\b|\b(?:which|who)\b.{0,40}?\bfirst\b", re.I)


# the same age said without the word age ("A和B一样大吗", "同岁"): a comparison of ages
_SAME_AGE = re.compile(r"一样大|一般大|同岁|同龄")
# which of two has more, without "than" or 比 ("A和B哪个占地面积大", "Which has more students, A or B?")
_WHICH_OF_TWO = (
    ("gt", re.compile(r"(?:哪个|哪家|哪所|哪位|哪一个|哪边|哪方|谁)[^，,。？?]{0,20}?(?<!最)(?:大|多|高|长|贵|晚)(?:一些|一点|些)?[？?。]?\s*$"
                      r"|\b(?:which|who|whom)\b.{0,40}?\b(?:more|higher|larger|bigger|greater|longer)\b(?!\s+than)"
                      # an alternative question: "Was A or B founded later?", "Does A or B have more students?"
                      r"|^\s*(?:was|is|were|are|did|does|do|has|have)\b[^?]{1,80}?\bor\b[^?]{1,80}?\b(?:more|higher|larger|bigger|greater|longer|later)\b(?!\s+than)", re.I)),
    ("lt", re.compile(r"(?:哪个|哪家|哪所|哪位|哪一个|哪边|哪方|谁)[^，,。？?]{0,20}?(?<!最)(?:小|少|低|短|便宜|早)(?:一些|一点|些)?[？?。]?\s*$"
                      r"|\b(?:which|who|whom)\b.{0,40}?\b(?:fewer|less|lower|smaller|shorter)\b(?!\s+than)"
                      # the earlier of two dates: "Which was registered first, A or B?", "哪个先成立"
                      r"|\b(?:which|who)\b.{0,40}?\b(?:first|earlier|sooner)\b(?!\s+than)|(?:哪个|哪家|哪所|哪位|哪一个|哪边|谁)(?:更|最)?先(?!生)"
                      r"|^\s*(?:was|is|were|are|did|does|do|has|have)\b[^?]{1,80}?\bor\b[^?]{1,80}?\b(?:fewer|less|lower|smaller|shorter|first|earlier|sooner)\b(?!\s+than)"
                      r"|(?:哪个|哪家|哪所|哪一个|哪边|谁)的[^，,。？?]{1,12}?先(?!生)", re.I)),  # "谁的许可证先到期"
)
# the characters of a comparison that name no property: its operator words and question words
_OPERATOR_CHARS = set("比更最多大高晚长贵少小低早短哪个家所位一谁和与跟同样相的得还是吗呢？?，,。")


# years asked of two dates ("晚几年", "相差多少年", "how many years later")
_YEARS_APART = re.compile(r"几年|多少年|\bhow\s+many\s+years\b|\byears?\s+(?:later|earlier|apart|older|younger|before|after)\b", re.I)
# how much more one named entity has than the other: "A的建筑面积比B大多少", "A比B多几人", "How many more
# teachers does A have than B?", "How much larger is A than B?"; the word after 比 / before "than" says which way
_MORE_WORDS, _LESS_WORDS = "多大高长晚贵重", "少小低短早轻"
_BY_HOW_MUCH = (re.compile(rf"比(?P<other>.{{1,30}}?)(?P<way>[{_MORE_WORDS}{_LESS_WORDS}])(?:收到|收|付出|付|转出|转入|赚|花|出"
                           r"|成立|建成|登记|注册|批准|设立|创立|开业)?了?(?:多少|几)"),  # "比转入的多出多少", "比B早成立多少年"
                # (the comparative right after "how much/many", or after one word: "how many years older";
                # "How many transfers were larger than 100000?" counts by a bound)
                re.compile(r"\bhow (?:much|many)(?:\s+[a-z]+)?\s+(?P<way>more|less|fewer|older|younger|larger|bigger|higher|lower|smaller"
                           r"|greater|longer|shorter|earlier|later)\b.{0,60}?\bthan\b(?P<other>.{1,60})", re.I),
                # "By how much does the total A paid out exceed the total it received?"
                re.compile(r"\bby how (?:much|many)\b.{0,80}?\b(?P<way>exceeds?|exceeded|surpass(?:es|ed)?|outweighs?)\b(?P<other>.{1,60})", re.I),
                # "X的转出总额减去转入总额是多少", "What is X's outflow minus its inflow?": the first minus the other
                re.compile(r"(?P<way>减去|减掉|扣除|\bminus\b)(?P<other>.{1,60})", re.I))
_LESS_EN = {"less", "fewer", "younger", "lower", "smaller", "shorter", "earlier"}


# by how much two differ, either way: "A和B相差多少", "the difference between A and B", "how far apart"
_APART = re.compile(r"(?:相差|相距|差距|差别|之差|差了|差)(?:是|有|为)?(?:多少|几)|差值|差额|\bdifference (?:between|in)\b"
                    r"|\bdiffer(?:s|ed)? by how (?:much|many)\b|\bhow far apart\b", re.I)


def difference_lines(a: str, b: str, op: str) -> list[str]:
    """The Math lines of by how much ``a`` exceeds ``b`` into ``d``: ``a - b`` for ``"gt"``, ``b - a``
    for ``"lt"``, the larger minus the smaller for ``"apart"`` (written as ``max`` minus ``min``)."""
    if op == "apart":
        return [f"Math(content=[{a}, {b}], target=max)->hi", f"Math(content=[{a}, {b}], target=min)->lo",
                "Math(content=[hi, lo], target=difference)->d"]
    minuend, subtrahend = (a, b) if op == "gt" else (b, a)
    return [f"Math(content=[{minuend}, {subtrahend}], target=difference)->d"]


def apart(text: str) -> bool:
    """Whether ``text`` asks how far apart two values are without saying which is larger (:data:`_APART`)."""
    return _APART.search(text) is not None and by_how_much(text) is None


def by_how_much(text: str) -> tuple[str, int] | None:
    """``(op, start)`` when ``text`` asks by how much one of two exceeds the other (:data:`_BY_HOW_MUCH`):
    ``op`` is ``"gt"`` for more and ``"lt"`` for less, ``start`` where the other entity's words begin
    (after 比 or "than"); None otherwise."""
    for pattern in _BY_HOW_MUCH:
        if m := pattern.search(text):
            way = m.group("way")
            less = way in _LESS_WORDS or way.casefold() in _LESS_EN
            return ("lt" if less else "gt"), m.start("other")
    return None


# both at once: "同时经营A和B", "既…又…", "both A and B"
_BOTH = re.compile(r"同时|既.{1,20}?又|共同(?:拥有|持有|使用|经营|投资)|\bboth\b", re.I)
# the entities both reach, counted ("How many devices are owned by both A and B?", "A和B共同拥有几台设备")
# the named ones at the start of a relation within their own type: "Which company received money from both A and B?",
# "哪家公司同时收到过A和B的转账"
_FROM_BOTH = re.compile(r"\b(?:receiv(?:ed|es|e|ing)|got|gets|taken?\s+in)\b[^?]*?\bfrom\s+both\b|\b(?:paid|funded|sent\s+money)\s+by\s+both\b"
                        r"|同时(?:收到|收过|接收|收)(?:过)?", re.I)
_COUNTED_BOTH = re.compile(r"\bhow\s+many\b|几|多少", re.I)


def which_of_two(text: str) -> str | None:
    """``"gt"`` or ``"lt"`` when ``text`` asks which of two has more or less without "than" or 比
    (:data:`_WHICH_OF_TWO`), else None."""
    return next((op for op, pattern in _WHICH_OF_TWO if pattern.search(text)), None)


def _property_words(m: re.Match) -> str:
    """What a comparison's match keeps for ranking: its Chinese characters that are no operator
    ("在校生" of "比，哪所在校生更多", "占地面积" of "哪个占地面积大"); English operator words go."""
    return " " + "".join(c for c in m.group(0) if is_cjk(c) and c not in _OPERATOR_CHARS) + " "


# a quantity over a window back from the as-of date (近1月流入, fundTrans3Month): read only where the question names a window
_WINDOWED_LABEL = re.compile(r"近\s*[\d一二三六十]+\s*个?[天日周月年]|\d+\s*(?:day|week|month|quarter|year)s?(?![a-z])|\blast\s*\d+", re.I)
# "more devices", "fewer apps", "设备更多", "的设备多": the noun counted
_MORE_OF = re.compile(r"\b(?:more|fewer|less)\s+([a-z]+)\b|([\u4e00-\u9fff]{2,4}?)(?:更多|更少|较多|较少|多一些|少一些)", re.I)


class PairReadings(PathYesNo):
    """Mixed into :class:`~kagflow.solver.schema_planner.SchemaPlanner` (uses its ``con``, ``schema``,
    ``link`` and shared methods: ``_rank``, ``coverage``, ``values_named``, ``entity_values`` …)."""

    def graded(self, t: str, rest: str) -> str:
        """``rest`` with the words of a founding date when it grades by age ("older") and type
        ``t`` has no age: an older company is one founded earlier."""
        if gradable(rest) and not any(_age_like(p) for p in self.schema.predicates(t)):
            return rest + " founded established founding 成立 创立"
        return rest

    def _compared(self, pair: list[dict], rest: str, question: str, op: str):
        """The property two named entities of one type are compared on, with the operator as it
        applies to it (older of a founding year: earlier): ``(property, op)`` or a weak reading."""
        a, b = pair
        t = a["type"]
        va, vb = self.entity_values(a["entity_id"]), self.entity_values(b["entity_id"])
        both = [p for p in self.schema.predicates(t) if p.is_basic and implicit_predicate(p.name) is None and va.get(p.name) and vb.get(p.name)]
        # numbers, or calendar dates on both sides ("哪个成立得更早": the execution compares them as days)
        numeric = [p for p in both if any(value_kind(v) == "number" for v in va[p.name]) and any(value_kind(v) == "number" for v in vb[p.name])
                   or all(calendar_date(v) for v in va[p.name] + vb[p.name])
                   or all(ordinal_grade(v) is not None for v in va[p.name] + vb[p.name])]  # "哪家的级别更高": 三级 above 二级
        candidates = both if op == "eq" else numeric  # "in the same country": a text value compares as equal or not
        if not _WINDOW.search(question):  # "谁收到的转账资金更多": the total, not the last month's (近1月流入)
            unwindowed = [p for p in candidates if not _WINDOWED_LABEL.search(f"{p.name} {p.display_name or ''}")]
            candidates = unwindowed or candidates
        context = self.graded(t, rest)
        if _TEMPORAL.search(rest):  # "哪个成立得更早", "founded earlier": the words of a date name the property whole
            context += " " + _DATE_WORDS
        for _op, pattern in (*_COMPARE, *_WHICH_OF_TWO):  # the comparison's words, keeping what it compares ("比…在校生更多")
            context = pattern.sub(_property_words, context)
        best, ranked = self._rank(candidates, context, {p.name: va[p.name] for p in candidates}, question)
        if best is None and len(candidates) == 1 and ranked and ranked[0].score >= 0.3 and not against_flow(ranked[0].predicate, question):
            # the one property both have that the words name at all ("谁收到的转账资金更多": 总共流入金额)
            best = Candidate(ranked[0].predicate, MIN_CONFIDENCE + 0.05, ranked[0].word, ranked[0].context, True, ranked[0].values)
        if best is None:
            return None, self._weak("comparison", ranked)
        if gradable(rest) and not _age_like(best.predicate):
            op = {"gt": "lt", "lt": "gt", "ge": "le", "le": "ge"}.get(op, op)
        return best, op

    def choose_of_two(self, pair: list[dict], rest: str, question: str, grade: str | None) -> list[SchemaPlan]:
        """Which of two named entities has the greater (or smaller) value ("Who is older, A or
        B?", "A和B谁年纪更大？"): the difference of the two values decides; equal values give both."""
        a, b = pair
        op = comparison(rest) or which_of_two(question)  # (as written: rest ends in the glossary's words)
        if op not in ("gt", "lt") or a["type"] != b["type"]:
            return []
        if (counted := self.count_choice(pair, rest, question, op)) is not None:
            return [counted]
        # (a value of the entity each one's reference names: "A和B，谁的经营许可证先到期")
        by_reference = self.choice_by_reference(pair, rest, question, op)
        best, op = self._compared(pair, rest, question, op)
        if best is None:
            return [op] + by_reference
        p, t = best.predicate, a["type"]
        text = (f"Action1: Retrieval(s=s1:{t}[{_bt(a['name'])}], p=p1:{p.name}, o=o1)\n"
                f"Action2: Retrieval(s=s2:{t}[{_bt(b['name'])}], p=p2:{p.name}, o=o2)\n"
                f"Action3: Math(content=[o1, o2], target=difference)->d\nAction4: Output(d)\n")
        return [SchemaPlan(text, "choice", best.score, [f"choice of {a['name']!r} or {b['name']!r} by the {'greater' if op == 'gt' else 'smaller'} "
                                                        f"{t}.{p.name} (score {best.score:.2f})"],
                           f"{{value}} ({'greater' if op == 'gt' else 'smaller'} {_label(p)} of {a['name']} and {b['name']})",
                           kind="entity", answer_type=t, explains=frozenset({a["entity_id"], b["entity_id"]}), types=frozenset({t}),
                           parts=2, answer_var="d", choice=(a["name"], b["name"], op))] + by_reference

    def choice_by_reference(self, pair: list[dict], rest: str, question: str, op: str | None) -> list[SchemaPlan]:
        """Which of two named entities of one type has the greater (smaller) value of a property of
        the entity each one's text reference names ("A和B，谁的经营许可证先到期": the ``invalidDate`` of
        the License each station's ``businessLicense`` names), both hops as
        :meth:`~kagflow.solver.entity_readings.EntityReadings.text_hop` reads them for each; the
        values compared must be numbers or dates on both sides."""
        a, b = pair
        if op not in ("gt", "lt"):
            return []
        hops = [{r.labels: r for r in self.text_hop(e, rest, question, []) if r.text and len(r.labels) == 2
                 and r.value_kinds and r.value_kinds <= {"number", "date"}} for e in pair]
        shared = [labels for labels in hops[0] if labels in hops[1]]
        if not shared:
            return []
        first, second = hops[0][shared[0]], hops[1][shared[0]]
        lines = [line for line in first.text.splitlines() if not line.split(": ", 1)[1].startswith("Output")]
        later = [_renumbered(line, 2) for line in second.text.splitlines() if not line.split(": ", 1)[1].startswith("Output")]
        text = "\n".join(lines + later) + "\nAction5: Math(content=[o2, o4], target=difference)->d\nAction6: Output(d)\n"
        way = "greater" if op == "gt" else "smaller"
        return [SchemaPlan(text, "choice", min(first.confidence, second.confidence),
                           [f"choice of {a['name']!r} or {b['name']!r} by the {way} value two hops away: {' then '.join(shared[0])}"],
                           f"{{value}} ({way} {' of the '.join(reversed(shared[0]))} of {a['name']} and {b['name']})",
                           kind="entity", answer_type=a["type"], explains=first.explains | second.explains,
                           types=first.types | second.types, parts=3, answer_var="d", choice=(a["name"], b["name"], op),
                           labels=shared[0])]

    def difference_of_two(self, pair: list[dict], rest: str, question: str) -> list[SchemaPlan]:
        """By how much one named entity's value exceeds the other's ("A的建筑面积比B大多少", "How many
        more teachers does A have than B?"): the entity named after 比 / "than" is the one compared
        against; the answer is the first's value minus the other's for "more" (the other's minus
        the first's for "less"), dates apart in days; where the question says neither ("A和B的在校生
        差多少人"), the larger value minus the smaller, as the two values stand in the store."""
        asked = by_how_much(question) or (("apart", -1) if apart(question) else None)
        if asked is None or pair[0]["type"] != pair[1]["type"]:
            return []
        op, start = asked
        after = [l for l in pair if question.find(l["text"], start) >= 0] if op != "apart" else \
            sorted(pair, key=lambda l: question.find(l["text"]))[1:]
        if len(after) != 1:
            return []
        other = after[0]
        first = next(l for l in pair if l is not other)
        if (counted := self.relation_count_difference(first, other, question, op)) is not None:
            return [counted]  # "裘**比杜*少几台设备？": the two counts of a relation's ends
        best, op = self._compared([first, other], rest, question, "gt" if op == "apart" else op)
        if best is None:
            return [op]
        p, t = best.predicate, first["type"]
        if _YEARS_APART.search(question) and any(calendar_date(v) for e in (first, other)
                                                 for v in self.entity_values(e["entity_id"]).get(p.name, ())):
            return []  # ("成立年份比B晚几年": dates differ in days here; years apart, by whole years or by the years written, is not read)
        if asked[0] == "apart":  # "A和B在校生差多少人": the larger minus the smaller, as the values stand
            op = self._larger_first(first, other, p)
            if op is None:
                return []
        minuend, subtrahend = ("o1", "o2") if op == "gt" else ("o2", "o1")
        text = (f"Action1: Retrieval(s=s1:{t}[{_bt(first['name'])}], p=p1:{p.name}, o=o1)\n"
                f"Action2: Retrieval(s=s2:{t}[{_bt(other['name'])}], p=p2:{p.name}, o=o2)\n"
                f"Action3: Math(content=[{minuend}, {subtrahend}], target=difference)->d\nAction4: Output(d)\n")
        way = "more" if op == "gt" else "less"
        return [SchemaPlan(text, "difference", best.score,
                           [f"difference: how much {way} {t}.{p.name} {first['name']!r} has than {other['name']!r} (score {best.score:.2f})"],
                           f"{{value}} ({_label(p)} of {(first if op == 'gt' else other)['name']} minus "
                           f"{(other if op == 'gt' else first)['name']})", kind="number",
                           explains=frozenset({first["entity_id"], other["entity_id"]}), types=frozenset({t}), parts=2,
                           answer_var="d")]

    def _larger_first(self, first: dict, other: dict, p: PropertyDef) -> str | None:
        """``"gt"`` when ``first``'s one value of ``p`` is at least ``other``'s (numbers, or dates as
        days), ``"lt"`` when smaller; None when either has not exactly one comparable value."""
        va, vb = self.entity_values(first["entity_id"]).get(p.name, ()), self.entity_values(other["entity_id"]).get(p.name, ())
        if len(va) != 1 or len(vb) != 1:
            return None
        a, b = (calendar_date(va[0]), calendar_date(vb[0])) if calendar_date(va[0]) and calendar_date(vb[0]) else (read_number(va[0]), read_number(vb[0]))
        if a is None or b is None:
            return None
        return "gt" if a >= b else "lt"

    def related_to_both(self, pair: list[dict], rest: str, question: str, types: list[str]) -> list[SchemaPlan]:
        """The entities one relation joins to both named entities ("哪家公司同时经营二轮摩托车和港口机械？",
        "Which companies make both A and B?"): two hops into them from one variable, a conjunction.
        The relation is the one into their type the words name (or the only one from a type the
        question asks for)."""
        a, b = pair
        if a["type"] != b["type"] or not _BOTH.search(question):
            return []
        t = a["type"]
        asked = self.asked_types(question) or [x for x in types if x != t]
        # (between entities of one type only where the question asks for that type: "Which company has paid both A and B?")
        relations = [q for owner in self.schema.types for q in self.schema.predicates(owner)
                     if not q.is_basic and q.range_type == t and (owner in asked if owner == t else not asked or owner in asked)]
        best = choose(rank_predicates(None, relations, [rest], None, None), True)
        if best is None and len(relations) == 1:
            best = Candidate(relations[0], MIN_CONFIDENCE + 0.05, 0.0, 0.0, None)
        paying = [q for q, _amount, _date in self.edge_relations() if q in relations]
        if len(paying) == 1 and names_any(question + " " + bridge(question), TRANSFER_WORDS) and (best is None or best.score < MIN_CONFIDENCE):
            best = Candidate(paying[0], MIN_CONFIDENCE + 0.05, 0.0, 0.0, None)  # "paid money to both": the one relation moving money
        if best is None:
            return self.reached_by_both(pair, rest, question, asked)
        p = best.predicate
        if p.owner == t and _FROM_BOTH.search(question):  # (what both named ones reach: the relation's far end)
            text = (f"Action1: Retrieval(s=s1:{t}[{_bt(a['name'])}], p=p1:{p.name}, o=o1:{t})\n"
                    f"Action2: Retrieval(s=s2:{t}[{_bt(b['name'])}], p=p2:{p.name}, o=o1)\nAction3: Output(o1)\n")
            return [SchemaPlan(text, "list", best.score, [f"{t} that both {a['name']!r} and {b['name']!r} reach over {p.name} (score {best.score:.2f})"],
                               f"{{value}} ({t} by {_label(p)} of both {a['name']} and {b['name']})", kind="entity", answer_type=t,
                               explains=frozenset({a["entity_id"], b["entity_id"]}), types=frozenset({t}), parts=2, labels=(p.name,))]
        text = (f"Action1: Retrieval(s=s1:{p.owner}, p=p1:{p.name}, o=o1:{t}[{_bt(a['name'])}])\n"
                f"Action2: Retrieval(s=s1, p=p2:{p.name}, o=o2:{t}[{_bt(b['name'])}])\nAction3: Output(s1)\n")
        return [SchemaPlan(text, "list", best.score, [f"{p.owner} -[{p.name}]-> both {a['name']!r} and {b['name']!r} (score {best.score:.2f})"],
                           f"{{value}} ({p.owner} with {_label(p)} both {a['name']} and {b['name']})", kind="entity",
                           answer_type=p.owner, explains=frozenset({a["entity_id"], b["entity_id"]}), types=frozenset({p.owner, t}),
                           parts=2, labels=(p.name,))]

    def reached_by_both(self, pair: list[dict], rest: str, question: str, asked: list[str]) -> list[SchemaPlan]:
        """The entities of an asked type one relation reaches from both named entities ("Which devices are owned by
        both 裘** and 邬**?", "裘**和邬**共同拥有几台设备？"), or their count where the question counts: the hop out of the
        first, the same hop out of the second into what the first reached. The relation is the one from their type to the
        asked type the words rank clearly, or the only one (:func:`~kagflow.solver.shared_readings.relation_to`)."""
        a, b = pair
        t = a["type"]
        for end in [x for x in asked if x != t][:1]:
            best = relation_to(self.schema, t, end, rest)
            if best is None:
                continue
            q = best.predicate
            counted = _COUNTED_BOTH.search(question) is not None
            text = (f"Action1: Retrieval(s=s1:{t}[{_bt(a['name'])}], p=p1:{q.name}, o=o1:{end})\n"
                    f"Action2: Retrieval(s=s2:{t}[{_bt(b['name'])}], p=p2:{q.name}, o=o1)\n"
                    + ("Action3: Math(content=[o1], target=count)->n\nAction4: Output(n)\n" if counted else "Action3: Output(o1)\n"))
            return [SchemaPlan(text, "count" if counted else "list", min(best.score, 0.8),
                               [f"{end} that {a['name']!r} and {b['name']!r} both reach over {q.name} (score {best.score:.2f})"],
                               f"{{value}} ({end} by {_label(q)} of both {a['name']} and {b['name']})", kind="number" if counted else "entity",
                               answer_type=None if counted else end, explains=frozenset({a["entity_id"], b["entity_id"]}),
                               types=frozenset({t, end}), parts=2, labels=(q.name,), answer_var="n" if counted else None)]
        return []

    def relation_count_difference(self, first: dict, other: dict, question: str, op: str) -> SchemaPlan | None:
        """By how many ends of a relation to a type the question names one named entity has more
        than the other ("裘**比杜*少几台设备？": ``op`` ``lt``, the other's count minus the first's;
        ``apart``, the larger minus the smaller), or None where no one relation of theirs reaches a
        type the question names."""
        t = first["type"]
        named = set(self.mentioned_types(question)) - {t}
        relations = [p for p in self.schema.predicates(t) if not p.is_basic and p.range_type in named]
        if len(relations) != 1:
            return None
        p, end = relations[0], relations[0].range_type
        lines = [f"Retrieval(s=s1:{t}[{_bt(first['name'])}], p=p1:{p.name}, o=o1:{end})", "Math(content=[o1], target=count)->c1",
                 f"Retrieval(s=s2:{t}[{_bt(other['name'])}], p=p2:{p.name}, o=o2:{end})", "Math(content=[o2], target=count)->c2"]
        text = "".join(f"Action{i}: {line}\n" for i, line in enumerate(lines + difference_lines("c1", "c2", op) + ["Output(d)"], 1))
        way = {"gt": "more", "lt": "fewer"}.get(op, "apart")
        return SchemaPlan(text, "difference", MIN_CONFIDENCE + 0.2, [f"difference of the counts of {end} over {p.name}: {first['name']!r} {way} than {other['name']!r}"],
                          f"{{value}} ({end} over {_label(p)}: {first['name']} {way} than {other['name']})", kind="number",
                          explains=frozenset({first["entity_id"], other["entity_id"]}), types=frozenset({t, end}), parts=2,
                          answer_var="d", labels=(p.name,))

    def count_choice(self, pair: list[dict], rest: str, question: str, op: str) -> SchemaPlan | None:
        """Which of two named entities has more (or fewer) ends of a relation to a type the question
        names after its words of more ("Who owns more devices, 裘** or 杜*?", "A和B谁的设备更多"): the
        difference of the two counts decides; None when no one relation of theirs reaches such a type."""
        a, b = pair
        t = a["type"]
        m = _MORE_OF.search(question)
        named = self.mentioned_types(m.group(1) or m.group(2)) if m else []
        relations = [p for p in self.schema.predicates(t) if not p.is_basic and p.range_type in named and p.range_type != t]
        if len(relations) != 1:
            return None
        p, end = relations[0], relations[0].range_type
        text = (f"Action1: Retrieval(s=s1:{t}[{_bt(a['name'])}], p=p1:{p.name}, o=o1:{end})\n"
                f"Action2: Math(content=[o1], target=count)->c1\n"
                f"Action3: Retrieval(s=s2:{t}[{_bt(b['name'])}], p=p2:{p.name}, o=o2:{end})\n"
                f"Action4: Math(content=[o2], target=count)->c2\n"
                f"Action5: Math(content=[c1, c2], target=difference)->d\nAction6: Output(d)\n")
        more = "more" if op == "gt" else "fewer"
        return SchemaPlan(text, "choice", MIN_CONFIDENCE + 0.2, [f"choice of {a['name']!r} or {b['name']!r} by {more} {end} over {p.name}"],
                          f"{{value}} ({more} {end} over {_label(p)} of {a['name']} and {b['name']})", kind="entity", answer_type=t,
                          explains=frozenset({a["entity_id"], b["entity_id"]}), types=frozenset({t, end}), parts=2,
                          answer_var="d", choice=(a["name"], b["name"], op), labels=(p.name,))

    def compare_two(self, pair: list[dict], rest: str, question: str) -> list[SchemaPlan]:
        """Two named entities of one type compared on a property ("Was A founded before B?",
        "A的年龄比B大吗？", "A和B在同一个国家吗？"): a truth value."""
        a, b = pair
        op = comparison(rest)
        if op is None or a["type"] != b["type"]:
            return []
        t = a["type"]
        if _SAME_AGE.search(question):  # "谢*和裘*一样大吗？": as old as each other
            rest += " 年龄 age"
        best, op = self._compared(pair, rest, question, op)
        if best is None:
            return [op]
        p = best.predicate
        text = (f"Action1: Retrieval(s=s1:{t}[{_bt(a['name'])}], p=p1:{p.name}, o=o1)\n"
                f"Action2: Retrieval(s=s2:{t}[{_bt(b['name'])}], p=p2:{p.name}, o=o2)\n"
                f"Action3: Math(content=[o1, o2], target={op})->b\nAction4: Output(b)\n")
        return [SchemaPlan(text, "comparison", best.score, [f"comparison {t}.{p.name} of {a['name']!r} {op} {b['name']!r} (score {best.score:.2f})"],
                           f"{{value}} ({_label(p)}: {a['name']} {op} {b['name']})", kind="boolean",
                           explains=frozenset({a["entity_id"], b["entity_id"]}), types=frozenset({t}), parts=2)]

    def compare(self, entity: dict, rest: str, question: str) -> list[SchemaPlan]:
        """A named entity's numeric property against a number in the question."""
        t, name = entity["type"], entity["name"]
        op = comparison(rest)
        number = _NUMBER.search(rest).group(1).replace(",", "")
        values = self.entity_values(entity["entity_id"])
        numeric = [p for p in self.schema.predicates(t) if p.is_basic and implicit_predicate(p.name) is None
                   and any(value_kind(v) == "number" for v in values.get(p.name, ()))]
        context = _NUMBER.sub(" ", rest)
        best, ranked = self._rank(numeric, context, {k: v for k, v in values.items()}, question)
        if best is None:
            return [self._weak("comparison", ranked)]
        p = best.predicate
        text = (f"Action1: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o=o1)\n"
                f"Action2: Math(content=[o1, {number}], target={op})->b\nAction3: Output(b)\n")
        return [SchemaPlan(text, "comparison", best.score, [f"comparison {t}.{p.name} {op} {number} (score {best.score:.2f})"],
                           f"{{value}} ({_label(p)} of {name} {op} {number})", kind="boolean",
                           explains=frozenset({entity["entity_id"], number}), types=frozenset({t}))]

    def holds_values(self, entity: dict, links: list[dict], question: str) -> list[SchemaPlan]:
        """Whether a named entity holds the property values a yes/no question names
        ("浙江省肿瘤医院是三级医院吗？": level 三级; "Is 浙江神学院 a Christian school?": religion 基督教 by
        the glossary): the entity searched with those values (:meth:`type_constraints`, as a list
        over its type reads them), then ``exists``.

        Written only where the entity has a value for every property named, so that "no" says it
        holds another value, never that the store lacks one; a grade range or a number bound is
        not read here (:meth:`compare` reads numbers). Other names the question links must be values
        of the entity's type (``links``: every link of the question).
        """
        t, name = entity["type"], entity["name"]
        others = [l for l in links if _fold(l["text"]) != _fold(entity["text"])]
        if others and not self.links_are_values(others, [t]):  # (宁波市 of "X在宁波市吗？": a region, and X's city)
            return []
        rest = question.replace(entity["text"], " ")
        constraints, _held, outside, graded, _context = self.type_constraints(t, rest, question, "")
        if not constraints and not outside and (holds := self.value_part(t, rest, set())) is not None:
            return [self._holds_part(entity, *holds)]  # "X的经营范围包含出境吗？", "Does X include 出境 in its business scope?"
        if not constraints or outside or graded or _NUMBER.search(rest):
            return []
        if len({p.name for p, _v in constraints}) < len(constraints) and re.search(r"\bor\b|还是|或者|或是", rest, re.I):
            return []  # ("Is X graded as 二级 or 三级?": a choice between two values, never whether it holds both)
        values = self.entity_values(entity["entity_id"])
        if any(not values.get(p.name) for p, _v in constraints) or any(_fold(v) == _fold(name) for _p, v in constraints):
            return []
        # a value that is one item of a list the property holds ("国内旅游业务、入境旅游业务"): held among others
        among = self.listed_items(t, constraints, question)
        where = ", ".join(self.held_where(constraints, among))
        described = ", ".join(f"{_label(p)} {'holding ' if (p.name, v) in among else ''}{v}" for p, v in constraints)
        text = (f"Action1: Search(s=s1:{t}[{_bt(name)}], {where})\n"
                f"Action2: Math(content=[s1], target=exists)->b\nAction3: Output(b)\n")
        return [SchemaPlan(text, "comparison", 0.9, [f"whether {name!r} holds {described}"], f"{{value}} ({name}: {described})",
                           kind="boolean", explains=frozenset({entity["entity_id"], *(v for _p, v in constraints)}),
                           types=frozenset({t}), labels=tuple(x for p, _v in constraints for x in (p.name, p.display_name) if x))]

    def _holds_part(self, entity: dict, p: PropertyDef, part: str, phrase: str) -> SchemaPlan:
        """Whether the named ``entity``'s value of text property ``p`` holds ``part`` (``phrase``: the words read)."""
        t, name = entity["type"], entity["name"]
        text = (f"Action1: Search(s=s1:{t}[{_bt(name)}], s1.{p.name} like {_bt('%' + part + '%')})\n"
                f"Action2: Math(content=[s1], target=exists)->b\nAction3: Output(b)\n")
        return SchemaPlan(text, "comparison", 0.85, [f"whether {name!r}'s {_label(p)} contains {part!r}"], f"{{value}} ({name}: {_label(p)} contains {part})",
                          kind="boolean", explains=frozenset({entity["entity_id"], part, phrase}), types=frozenset({t}), labels=(p.name,))

    def relations_between(self, a: str, b: str, context: str) -> tuple[PropertyDef, bool, float] | None:
        """The relation joining types ``a`` and ``b`` the context names (or the only one):
        ``(relation, True when a is its subject, score)``, or None."""
        both = self._relations(a, b)
        if a == b:  # (a relation of a type to itself is one relation, whichever way the pair is written)
            both = [(p, forward) for p, forward in both if forward]
        if not both:
            return None
        ranked = rank_predicates(None, [p for p, _ in both], [context], None, None)
        best = choose(ranked, True)
        paying = [(p, f) for p, f in both if p in {q for q, _amount, _date in self.edge_relations()}]
        if (best is None or best.score < MIN_CONFIDENCE) and len(paying) == 1 and names_any(context + " " + bridge(context), TRANSFER_WORDS):
            return paying[0][0], paying[0][1], MIN_CONFIDENCE + 0.05  # "Has A ever paid B?": the one relation moving money
        if best is None:
            if len(both) != 1:
                return None
            return both[0][0], both[0][1], MIN_CONFIDENCE + 0.05
        return best.predicate, next(f for p, f in both if p is best.predicate), best.score

    def related_yes_no(self, pair: list[dict], rest: str, question: str = "") -> list[SchemaPlan]:
        """Whether a relation joins two named entities ("柏*是否持有**娱乐**公司的股份？",
        "Does A supply B?"): ``exists`` over the hop between them. Between two entities of one type
        the relation runs from the one named first, or to it where the question says it received
        ("A收到过B的转账吗？") or writes the relation's label as the second one's ("A是不是B的主要客户？",
        "Is A the main customer of B?": B's main customer is A)."""
        out = []
        orders = (pair, pair[::-1])
        if pair[0]["type"] == pair[1]["type"]:  # "Has A ever paid B?": A first; "Has A received money from B?": B
            orders = (pair[::-1],) if _IN_WORDS.search(rest) else (pair,)
        for a, b in orders:
            found = self.relations_between(a["type"], b["type"], rest)
            if found is None or not found[1]:
                continue
            p, _forward, score = found
            if a["type"] == b["type"] and (_owned_by(question, b, p) and not _owned_by(question, a, p) or _is_ones(question, a, b)):
                a, b = b, a
            said = question.replace(a.get("text") or a["name"], " ").replace(b.get("text") or b["name"], " ")  # (rest adds the glossary's)
            if a["type"] == b["type"] and _UPSTREAM.search(said) and not _DOWNSTREAM.search(said):
                a, b = b, a  # ("A是B的上游吗", "Is A upstream of B?": the relation runs to the other, as its downstream does)
            text = (f"Action1: Retrieval(s=s1:{a['type']}[{_bt(a['name'])}], p=p1:{p.name}, o=o1:{b['type']}[{_bt(b['name'])}])\n"
                    f"Action2: Math(content=[o1], target=exists)->b\nAction3: Output(b)\n")
            out.append(SchemaPlan(text, "comparison", score, [f"whether {a['name']!r} -[{p.name}]-> {b['name']!r} (score {score:.2f})"],
                                  f"{{value}} ({a['name']} {_label(p)} {b['name']})", kind="boolean",
                                  explains=frozenset({a["entity_id"], b["entity_id"]}), types=frozenset({a["type"], b["type"]})))
        return out or self.path_yes_no(pair[0], pair[1], rest)  # ("杜*名下是否有设备安装了应用X": through a Device)


    def share_yes_no(self, pair: list[dict], rest: str, question: str, types: list[str]) -> list[SchemaPlan]:
        """Whether two named entities of one type reach the same entity of a type the question names
        over one relation ("方*和雷**是否拥有同一台设备？", "Do A and B own the same device?"): the hop out
        of the first, the same hop out of the second into what the first reached, ``exists``. The
        relation is the one from their type into the named type the words rank clearly, or the only one
        (:func:`~kagflow.solver.shared_readings.relation_to`, as the reading that lists the others)."""
        a, b = pair
        if a["type"] != b["type"] or not _SAME.search(question):
            return []
        t = a["type"]
        out = []
        for shared in [x for x in types if x != t][:2]:
            best = relation_to(self.schema, t, shared, rest)
            if best is None:
                continue
            q = best.predicate
            text = (f"Action1: Retrieval(s=s1:{t}[{_bt(a['name'])}], p=p1:{q.name}, o=o1:{shared})\n"
                    f"Action2: Retrieval(s=s2:{t}[{_bt(b['name'])}], p=p2:{q.name}, o=o1)\n"
                    "Action3: Math(content=[s2], target=exists)->b\nAction4: Output(b)\n")
            out.append(SchemaPlan(text, "comparison", min(best.score, 0.8),
                                  [f"whether {a['name']!r} and {b['name']!r} share a {shared} over {q.name} (score {best.score:.2f})"],
                                  f"{{value}} ({a['name']} and {b['name']}: the same {shared} by {_label(q)})", kind="boolean", parts=2,
                                  explains=frozenset({a["entity_id"], b["entity_id"]}), types=frozenset({t, shared}), labels=(q.name,)))
        return out


def pair_of_a_type(links: list[dict]) -> list[dict]:
    """The two entities a question names by two texts, one link of each: the last link of each text,
    unless another link of the texts makes the two of one type ("轮胎与橡胶-轮胎 and 汽车": 汽车 the
    Product, not the Industry it is also an alias of)."""
    by_text: dict[str, list[dict]] = {}
    for link in links:
        by_text.setdefault(_fold(link["text"]), []).append(link)
    first, second = by_text.values()
    same = [[a, b] for a in reversed(first) for b in reversed(second) if a["type"] == b["type"]]
    return same[0] if same and first[-1]["type"] != second[-1]["type"] else [first[-1], second[-1]]


def _renumbered(line: str, shift: int) -> str:
    """A plan line with its action number and its variables ``s1``/``p1``/``o1``… moved up by ``shift``
    (a quoted name, `` `A320 s1` ``, left as written)."""
    line = re.sub(r"^Action(\d+)", lambda m: f"Action{int(m.group(1)) + shift}", line)
    parts = re.split(r"(`(?:[^`]|``)*`)", line)
    return "".join(part if part.startswith("`") else re.sub(r"\b([spo])(\d+)\b", lambda m: f"{m.group(1)}{int(m.group(2)) + shift}", part)
                   for part in parts)


_DOWNSTREAM = re.compile(r"\bdownstream\b|下游", re.I)


def _is_ones(question: str, a: dict, b: dict) -> bool:
    """Whether ``question`` asks whether ``a`` is something of ``b``'s: "A是不是B的主要客户", "A算是B的主要客户吗", "Is A B's main
    customer?", "Is A the main customer of B?" (a relation noun of B, whatever its words)."""
    text, x, y = (_fold(t) for t in (question, a.get("text") or a["name"], b.get("text") or b["name"]))
    x, y = re.escape(x), re.escape(y)
    # (or listed as one: "A是否被列为B的下游产品")
    return bool(re.search(x + r"\s*(?:(?:是不是|是否是|是否为|是否|算不算|算是|算|是)(?:\s*被?\s*(?:列为|列作|视为|认定为|当作|当成|算作|作为))?"
                              r"|被?\s*(?:列为|列作|视为|认定为|当作|当成|算作|作为))\s*" + y + r"\s*的", text)
                or re.search(r"\bis\s+" + x + r"\s+" + y + r"(?:'s|’s|'|’)\s", text)
                or re.search(r"\bis\s+" + x + r"\s+(?:the|a|an|one\s+of\s+the)\s+(?:[a-z-]+\s+){1,3}(?:of|for)\s+" + y + r"\s*\??$", text)
                or re.search(r"\bis\s+" + x + r"\s+(?:(?:directly|immediately)\s+)?(?:up|down)stream\s+(?:of|from)\s+" + y + r"\b", text))


def _owned_by(question: str, entity: dict, p: PropertyDef) -> bool:
    """Whether ``question`` writes the label of relation ``p`` as ``entity``'s: "B的主要客户", "B's main
    customer", "the main customer of B" (the relation's object is then what the other name is)."""
    text, name = _fold(question), _fold(entity.get("text") or entity["name"])
    for label in {_fold(x) for x in (p.display_name, p.name) if x}:
        if re.search(re.escape(name) + r"\s*(?:的|'s|’s|'|’)\s*" + re.escape(label), text) \
                or re.search(re.escape(label) + r"\s+(?:of|for)\s+" + re.escape(name), text):
            return True
    return False
