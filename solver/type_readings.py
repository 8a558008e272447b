"""Schema planner readings over a whole type: counts and lists of its entities with the values the
question names ("How many gas stations are in 鄞州区?"), bounds on a number ("How many people are
over 55?"), superlatives by a property, a relation count or a role ("Which company has the most
suppliers?")."""

from __future__ import annotations

import functools
import re
from dataclasses import replace

from kagflow.schema.spg import PropertyDef
from kagflow.schema.types import implicit_predicate, is_numeric_type, predicates_named
from kagflow.solver.question_words import bridge, gradable, synonyms
from kagflow.solver.resolve import _DATE_WORDS, Candidate, choose, expected_kind, rank_predicates, units
from kagflow.solver.time_windows import TimeWindow, time_window
from kagflow.solver.bounds import NumberBounds, asks_more_yes_no, decade_words
from kagflow.solver.differences import times_asked
from kagflow.solver.pair_readings import which_of_two
from kagflow.solver.schema_shapes import (
    _ASPECT, MIN_CONFIDENCE, SchemaPlan, _DATED_FIRST, _UPSTREAM, _LIST, _MOST_MANY, _WHICH, _WHICH_NOUN, _age_like, _bt, _fold, _label,
    duplicate_of, noun_forms, property_noun, read_with_its_range, spaced, type_labels, widest,
)

__all__ = ["TypeReadings", "type_origins"]


def _most_of(ranked: list[Candidate], question: str) -> Candidate | None:
    """The one ranked predicate whose name holds the noun after "the most"/"the fewest" ("the most
    teachers": teacherCount), or None."""
    m = re.search(r"\b(?:most|fewest)\s+([a-z]+)\b", question, re.I)
    if m is None:
        return None
    said = set(units(m.group(1)))
    hits = [c for c in ranked if c.score > 0 and said & set(units(spaced(c.predicate.name)))]
    return hits[0] if len(hits) == 1 else None


# "数量最多", "the largest number of": the count is what is ranked (read by a reading that counts)
# "加油站最多的区县是哪个": the noun the superlative's value is asked by, named after it
_MOST_WHICH = re.compile(r"()最(?:多|少)的([\u4e00-\u9fff]{1,4}?)(?:是|为)哪")
_COUNT_NOUNS = re.compile(r"数量|数目|\bnumber\b", re.I)
# a numeric property named beside the superlative ("在校生最多", "the most employees"): ranked by its values
_BY_VALUE_NAMED = re.compile(r"人数|员工|职工|在校生|面积|容量|金额|\bemployees\b|\bstudents\b|\bstaff\b", re.I)


# "What is the highest age?", "最大的年龄是多少": the value itself, not the entity that holds it
_ASKS_VALUE = re.compile(r"\bwhat(?:'s|\s+is|\s+was|\s+are|\s+were)\s+the\s+(?:\w+\s+)?(?:highest|lowest|largest|smallest|biggest|greatest|"
                         r"maximum|minimum|max|min|earliest|latest)\b|最(?:高|低|大|小|早|晚)的?\S{0,6}?是多少", re.I)
# a question that is only a noun phrase, a superlative before the noun: "youngest person?", "the oldest person in
# the data", "largest company by total inflow?", "年龄最大的人", "Name the youngest person": the entity, as "which" asks
_NOUN_PHRASE = re.compile(r"^\s*(?:the\s+)?[a-z]+est\s+(?!(?:value|number|age|amount|date|total)\b)[a-z]+(?:\s+(?:in|of|by|among)\b[^?]*)?\??\s*$"
                          r"|^(?!.*(?:[吗呢谁哪几]|多(?:少|大|久|高|长|远|重|老)|什么))[^？?]*最[\u4e00-\u9fff]{1,2}的[\u4e00-\u9fff]{1,10}[？?]?\s*$"
                          # (or asked to be named: "Name the youngest person", "List the oldest people")
                          r"|^\s*(?:please\s+)?(?:name|list)\s+(?:the\s+)?[a-z]+est\s+(?!(?:value|number|age|amount|date|total)\b)[a-z]+", re.I)
# a superlative in time ("最早", "the earliest", "most recently"): a date may rank it
_FIRST_LAST = re.compile(r"最(?:早|晚|新|近)|\b(?:earliest|latest|newest|first|last|most recent(?:ly)?)\b", re.I)
# "学生人数最多的学校", "the school with the most students by count": 最多 after a word of quantity ranks by a value
_BY_VALUE = re.compile(r"(?:人数|数量|数目|总数|金额|次数|面积|容量|规模)\s*最(?:多|少)", re.I)


# a part of the name the entities' names hold: "名字带“民政局”的", "名称里含有X", "名称中注明“已注销”的", "whose name contains 'X'"
_NAME_PART = re.compile(r"(?:名字|名称)(?:里|中)?(?:带有|带|含有|含|包含|包括|里有|中有|注明|标明|注有|标有|写有|写着|写明)\s*[“\"「'‘]?([^“”\"「」'‘’，,。？?的\s]{1,20})[”\"」'’]?(?:字|二字|两个字)?"
                        r"|\b(?:whose|with|their|its|the)\s+names?\s+(?:contains?|includes?|has|have)\s+(?:the\s+(?:word|text)\s+)?[\"'“‘]?([^\"'”’,?.]{1,30}?)[\"'”’]?(?=[\s,?.]|$)"
                        r"|\b(?:have|has|with|contain|contains)\s+[\"'“‘]?([^\"'”’,?.\s]{1,30})[\"'”’]?\s+in\s+(?:their|its|the)\s+names?\b",
                        re.I)


# the text names end or start with: "名称以“人民政府”结尾", "names ending in 'Ltd'", "whose name starts with 'Zhe'"
_NAME_END = re.compile(r"(?:名字|名称|名)?以\s*[“\"「'‘]([^“”\"「」'‘’]{1,20})[”\"」'’]\s*(结尾|结束|收尾|开头|打头|开始)"
                       r"|\bnames?\s+(?:that\s+)?(end|ends|ending|start|starts|starting|begin|begins|beginning)\s+(?:with|in)\s+"
                       r"(?:the\s+(?:word|text)\s+)?[\"'“‘]?([^\"'”’,?.]{1,30}?)[\"'”’]?(?=[\s,?.]|$)"
                       r"|(?:名字|名称)以([\u4e00-\u9fffA-Za-z0-9]{1,20}?)(结尾|结束|收尾|开头|打头|开始)", re.I)  # (unquoted after 名字)


def _which_type(schema, t: str, question: str) -> bool:
    """Whether an English ``question`` asks "which/what [two words] T" of type ``t``'s labels."""
    folded = _fold(question)
    return any(_fold(n) in folded and _which_pattern(_fold(n)).search(folded) for n in type_labels(schema, t))


@functools.lru_cache(maxsize=1024)
def _which_pattern(label: str) -> re.Pattern:
    return re.compile(rf"\b(?:which|what)\s+(?:[\w-]+\s+){{0,2}}?{re.escape(label)}(?:e?s)?\b")


def name_part(question: str) -> tuple[str, str, str] | None:
    """``(text, where, phrase)`` a question says the names hold: ``where`` is ``"in"``
    (:data:`_NAME_PART`), ``"end"`` or ``"start"`` (:data:`_NAME_END`); ``phrase`` the words that say
    it. None when it says none, or the text holds a LIKE wildcard."""
    if (m := _NAME_END.search(question)) is not None:
        part, verb = (m.group(1), m.group(2)) if m.group(1) else (m.group(5), m.group(6)) if m.group(5) else (m.group(4), m.group(3))
        where = "end" if verb.casefold().startswith(("end", "结", "收")) else "start"
    elif (m := _NAME_PART.search(question)) is not None:
        part, where = m.group(1) or m.group(2) or m.group(3) or "", "in"
    else:
        return None
    part = part.strip()
    return (part, where, m.group(0)) if part and not set(part) & {"%", "_"} else None


_YES, _NO = frozenset({"是", "yes", "true", "y"}), frozenset({"否", "no", "false", "n", ""})
# the words of a yes/no property's label that ask ("是否构成重大危险源": 构成重大危险源 is what holds)
_YES_NO_LABEL = re.compile(r"^(?:是否|是不是|有无|有没有)|^is\s+|\?$", re.I)


def _yes_no_name_said(name: str, folded: str) -> str | None:
    """The words of ``folded`` (an English question, folded) that say a yes/no property's camel-case name without its
    is/has ("major hazard source" of isMajorDangerSource: each word as named or by a glossary synonym), or None; a
    name of two words or more after is/has only."""
    words = re.findall(r"[A-Z]?[a-z]+", name)
    if len(words) < 3 or words[0].lower() not in ("is", "has"):
        return None
    parts = [r"(?:" + "|".join(re.escape(w) for w in sorted({x.casefold() for x in (word, *synonyms(word)) if x.isascii()},
                                                            key=len, reverse=True)) + r")" for word in (w.lower() for w in words[1:])]
    m = re.search(r"\b" + r"\s+".join(parts) + r"\b", folded)
    return m.group(0) if m else None



def yes_no_valued(con, t: str, name: str) -> str | None:
    """The yes value of property ``name`` of type ``t`` when it holds only a few spellings of yes
    and no (是/否, Yes/no, …), else None."""
    values = [str(v) for (v,) in con.execute(
        "SELECT DISTINCT p.value FROM kg_properties p JOIN kg_entities e USING (entity_id) "
        "WHERE e.type = $t AND p.predicate = $p AND p.value IS NOT NULL LIMIT 9", {"t": t, "p": name}).fetchall()]
    yes = sorted(v for v in values if v.strip().casefold() in _YES)
    return yes[0] if yes and all(v.strip().casefold() in _YES | _NO for v in values) else None


def _required_twice(constraints: list, among: set) -> bool:
    """Whether ``constraints`` require two values of one property that is no list ("级别 一级" and "级别 二级"):
    no entity holds both, so a count or list of those holding all of them says nothing the question asked."""
    single = [p.name for p, v in constraints if (p.name, v) not in among]
    return len(set(single)) < len(single)


# an English question that asks nothing but names what it wants: "people older than 55", "companies founded before 1960?"
_NO_QUESTION_WORD = re.compile(r"^\s*(?!(?:what|which|who|whom|whose|how|when|where|why|is|are|was|were|do|does|did|has|have|had|can|could|"
                               r"will|would|should|shall|may|might|must|any|anyone|anybody|tell|count|number)\b)[a-z]", re.I)
_ASKS_ZH = re.compile(r"谁|哪|什么|几|多少|吗|呢|是否|有没有|如何|怎么|是不是")


def _listed_phrase(planner, t: str, question: str) -> bool:
    """Whether ``question`` is only a noun phrase of type ``t``'s entities and what restricts them, which lists
    them: an English phrase with no question word ("people older than 55"), a Chinese one with no question
    word whose last words name the type ("近两年新登记的宗教场所", "鄞州区的一级加气站")."""
    if question.isascii():
        return bool(_NO_QUESTION_WORD.match(question))
    tail = _fold(question).rstrip("？?。. ")[-5:]
    return not _ASKS_ZH.search(question) and t in planner.mentioned_types(tail)


def _restricted_plan(aggregate: str, t: str, search: str, constraints: list, bound: tuple | None, described: str,
                     used: set) -> SchemaPlan:
    """The count ("How many gas stations in 北仑区 …") or, for ``aggregate`` ``exists``, the yes/no ("北仑区的加气站里有没有
    构成重大危险源的？": whether any is) of the entities of ``t`` that the question's values (``constraints``) and
    ``bound`` restrict; ``search`` is the plan's Search step."""
    labels = ((bound[0].name,) if bound else ()) + tuple(p.name for p, _v in constraints)
    confidence = min(0.8, bound[3]) if bound else 0.8
    if aggregate == "exists":
        return SchemaPlan(search + "Action2: Math(content=[s1], target=exists)->b\nAction3: Output(b)\n", "comparison", confidence,
                          [f"whether any {t} has {described}"], f"{{value}} (any {t} with {described})", kind="boolean",
                          explains=used, types=frozenset({t}), labels=labels)
    return SchemaPlan(search + "Action2: Math(content=[s1], target=count)->n\nAction3: Output(n)\n", "count", confidence,
                      [f"count of {t} with {described}"], f"{{value}} ({t}, {described})", kind="number", explains=used,
                      types=frozenset({t}), labels=labels)


def type_origins(con, t: str) -> str:
    """Where type ``t``'s entities come from (``kg_entities.origin``), for an answer that counts
    them all: ``""`` when every one is a source table's row, else e.g. ``"; 8 from source
    tables, 8 extracted from text"`` (concepts a hierarchy added and entities rules derived are
    said too), so a count that mixes them says so."""
    rows = dict(con.execute("SELECT origin, count(*) FROM kg_entities WHERE type = $t GROUP BY origin", {"t": t}).fetchall())
    if set(rows) <= {"source"}:
        return ""
    words = {"source": "from source tables", "text": "extracted from text", "alignment": "added by concept alignment (parents in a hierarchy)"}
    merged: dict[str, int] = {}
    for o, n in rows.items():  # each rule's events together: "derived by rules"
        key = words.get(o, "derived by rules" if o.startswith("rule:") else f"of origin {o}")
        merged[key] = merged.get(key, 0) + n
    return "; " + ", ".join(f"{n} {w}" for w, n in sorted(merged.items(), key=lambda r: r[0] != words["source"]))



# the verbs a yes/no column's label writes before its noun ("构成重大危险源"), which the noun alone may stand for
_YES_VERBS = frozenset(("构成", "属于", "具有", "设有", "存在"))


def _verb_said_otherwise(core: str, folded: str) -> re.Match | None:
    """Where ``folded`` (a question) says a yes/no label's ``core`` ("构成重大危险源") with its verb said another way
    ("被认定为重大危险源"), or its noun alone before 的 ("重大危险源的站里": what the entities are); None otherwise."""
    if len(core) >= 5 and (said := re.search(r"(?:被?认定为|被?列为|属于|算是?|成为|构成了?)" + re.escape(_fold(core[2:])), folded)):
        return said
    return re.search(re.escape(_fold(core[2:])) + r"(?=的)", folded) if core[:2] in _YES_VERBS else None

class TypeReadings(NumberBounds):
    """Mixed into :class:`~kagflow.solver.schema_planner.SchemaPlanner` (uses its ``con``, ``schema``,
    ``link`` and shared methods: ``_rank``, ``coverage``, ``values_named``, ``entity_values`` …)."""

    def over_related(self, types: list[str], question: str, aggregate: str | None, rest: str) -> list[SchemaPlan]:
        """The entities of one type the question names related to those of another it restricts
        by a value ("Which person holds certificate 33fd…?", "使用证书X的应用中，哪些被标记为赌博？") or
        by a number ("那位60岁的自然人是哪些公司的法人代表？"):
        a Search of the restricted set, one hop, the answer type's own value restrictions."""
        plans = []
        for answer_type in types[:2]:
            for other in types[:2]:
                if other == answer_type or _which_type(self.schema, other, question):
                    continue  # "Which 47-year-old person is …": the restricted type is the one asked
                held = self.values_named(other, question)
                where = ", ".join(f"s1.{q.name} == {_bt(v)}" for q, v in held)
                bound = None
                if not held:  # "那位60岁的自然人是哪些公司的法人代表": restricted by a number instead
                    where, bound, _ends = self.bounded_where(other, rest, "")
                    if bound is None:
                        plans += self.holders(answer_type, other, rest, question, aggregate)
                        continue
                found = self.relations_between(answer_type, other, rest)
                if found is None:
                    continue
                p, forward, score = found
                own = [(q, v) for q, v in self.values_named(answer_type, question) if not any(v in w or w in v for _q, w in held)]
                mine = "".join(f", s2.{q.name} == {_bt(v)}" for q, v in own)
                hop = (f"Action2: Retrieval(s=s2:{answer_type}, p=p1:{p.name}, o=s1{mine})\n" if forward else
                       f"Action2: Retrieval(s=s1, p=p1:{p.name}, o=s2:{answer_type}{mine})\n")
                text = f"Action1: Search(s=s1:{other}, {where})\n" + hop
                if aggregate == "count":
                    text += "Action3: Math(content=[s2], target=count)->n\nAction4: Output(n)\n"
                    kind, var = "number", "n"
                elif _WHICH.search(question):
                    text += "Action3: Output(s2)\n"
                    kind, var = "entity", None
                else:
                    continue
                described = ", ".join([f"{_label(q)} {v}" for q, v in held + own] + ([f"{_label(bound[0])} {bound[1]} {bound[2]}"] if bound else []))
                plans.append(SchemaPlan(text, "two-hop", min(score, bound[3]) if bound else score,
                                        [f"{answer_type} -[{p.name}]- {other} with {described} (score {score:.2f})"],
                                        f"{{value}} ({answer_type} {_label(p)} {other}; {described})", parts=2 + len(own),
                                        answer_var=var, kind=kind, answer_type=answer_type if kind == "entity" else None,
                                        explains=frozenset([v for _q, v in held + own] + ([bound[2]] if bound else [])),
                                        types=frozenset({answer_type, other}),
                                        labels=(p.name,) + tuple(q.name for q, _v in held + own) + ((bound[0].name,) if bound else ())))
        return plans

    def most_related(self, types: list[str], rest: str, question: str, aggregate: str) -> list[SchemaPlan]:
        """The entities with the most (or fewest) ends of a relation to a type the question names,
        either way ("Who owns the most devices?", "Which app is installed on the most devices?":
        the apps counted by the devices installing them), among those the values the question
        names restrict ("Among apps whose riskMark is UNKNOWN, …"): a Sort by the count of the
        other end; ties are all kept. A relation of a type to itself its words name ranks its
        subjects by their objects ("哪个产品的下游产品最多"), or the objects by their subjects after an
        upstream word; not where some ends are placeholders (counted as listed or as known, the
        winners differ)."""
        plans = []
        counted = self.counted_type(question)
        for target in types:
            for owner in self.schema.types:
                if owner == target or (len(types) > 1 and owner not in types):
                    continue
                relations = [p for p in self.schema.predicates(owner) if not p.is_basic and p.range_type == target]
                best = choose(rank_predicates(None, relations, [rest], None, None), True) if relations else None
                if best is None and len(relations) == 1:  # the one relation from the owner to what it counts
                    best = Candidate(relations[0], MIN_CONFIDENCE + 0.05, 0.0, 0.0, None)
                if best is None:
                    continue
                p = best.predicate
                direction = "desc" if aggregate == "max" else "asc"
                # the owners counted by their targets; the targets by their owners where the words
                # after "most" name the owners ("installed on the most devices")
                for answer, var, counts, other in ((owner, "s1", target, "o1"), (target, "o1", owner, "s1")):
                    if counts != (counted or target):
                        continue
                    held = self.values_named(answer, question)
                    search = f"Action1: Search(s={var}:{answer}, {', '.join(f'{var}.{q.name} == {_bt(v)}' for q, v in held)})\n" if held else ""
                    s_node, o_node = ("s1" if answer == owner and held else f"s1:{owner}"), ("o1" if answer == target and held else f"o1:{target}")
                    steps = [f"Retrieval(s={s_node}, p=p1:{p.name}, o={o_node})",
                             f"Sort(set={var}, orderby=count({other}), direction={direction}, limit=1)->top", "Output(top)"]
                    first = 2 if held else 1
                    text = search + "".join(f"Action{i}: {step}\n" for i, step in enumerate(steps, first))
                    among = "; among " + ", ".join(f"{_label(q)} {v}" for q, v in held) if held else ""
                    plans.append(SchemaPlan(text, "superlative", best.score,
                                            [f"{answer} by the number of {counts} over {p.name} ({direction}, score {best.score:.2f}){among}"],
                                            f"{{value}} ({'most' if direction == 'desc' else 'fewest'} {counts} by {_label(p)}{among})", answer_var="top",
                                            kind="entity", answer_type=answer, types=frozenset({owner, target}), parts=2 + len(held),
                                            explains=frozenset(v for _q, v in held), labels=(p.name,) + tuple(q.name for q, _v in held)))
        for t in types[:1]:  # a relation of a type to itself, named by its words ("哪个产品的下游产品最多")
            relations = [p for p in self.schema.predicates(t) if not p.is_basic and p.range_type == t]
            best = choose(rank_predicates(None, relations, [rest + " " + bridge(rest)], None, None), True) if relations else None
            if best is None or self.con.execute(  # ends without a row of their own: counted as listed or as known? not read
                    "SELECT EXISTS (SELECT 1 FROM kg_edges x JOIN entities e ON e.entity_id = x.object_id "
                    "WHERE x.predicate = $p AND e.is_stub)", {"p": best.predicate.name}).fetchone()[0]:
                continue
            p, direction = best.predicate, "desc" if aggregate == "max" else "asc"
            var, other = ("o1", "s1") if _UPSTREAM.search(question) else ("s1", "o1")  # "上游最多": counted by what feeds it
            text = (f"Action1: Retrieval(s=s1:{t}, p=p1:{p.name}, o=o1:{t})\n"
                    f"Action2: Sort(set={var}, orderby=count({other}), direction={direction}, limit=1)->top\nAction3: Output(top)\n")
            plans.append(SchemaPlan(text, "superlative", best.score, [f"{t} by the number of {t} over {p.name} ({'into' if var == 'o1' else 'out of'} it, {direction})"],
                                    f"{{value}} ({'most' if direction == 'desc' else 'fewest'} {t} by {_label(p)})", answer_var="top",
                                    kind="entity", answer_type=t, types=frozenset({t}), parts=2, labels=(p.name,)))
        return plans

    def counted_type(self, question: str) -> str | None:
        """The type a "most"/"fewest" question counts: the one named right after its words ("the most devices", "the largest
        number of apps", "最多的设备") or, in Chinese, right before them ("设备最多", also where another type follows:
        "拥有设备最多的自然人", "设备数量最多的自然人" count devices); None where none is named there."""
        m = _MOST_MANY.search(question)
        if m is None:
            return None
        if question[m.start()] in "最":  # "设备最多的自然人": a type written right before 最 is counted, the one after is ranked
            counted = re.search(r"(?:数量|数目|个数|总数|数)$", question[:m.start()])  # "设备数量最多的自然人" too
            end = counted.start() if counted else m.start()
            for k in range(end - 1, max(-1, end - 7), -1):
                if (named := self.mentioned_types(question[k:end])) and not self.mentioned_types(question[k:end - 1]):
                    return named[-1]
        after = self.mentioned_types(question[m.start():m.end() + 12])
        if after:
            return after[0]
        before = self.mentioned_types(question[max(0, m.start() - 6):m.start() + 1])  # the one nearest 最多
        return before[-1] if before else None

    def most_by_value(self, types: list[str], rest: str, question: str, aggregate: str) -> list[SchemaPlan]:
        """The value of a property held by the most (or fewest) entities of a type the question names ("哪个城市的旅游景点最多？",
        "宗教场所数量最多的是哪个区县？", "Which city has the most travel agencies?"): the which-noun names the property, and the
        entities (restricted by the values the question names) are counted per value; ties are all kept."""
        which = _WHICH_NOUN.search(question) or _MOST_WHICH.search(question)  # ("加油站最多的区县是哪个")
        noun = which and (which.group(1) or which.group(2).split("的")[0])  # "哪个市的佛教场所最多": 市
        if not noun or _BY_VALUE_NAMED.search(question):
            return []
        plans = []
        for t in types[:2]:
            # what is ranked is how many: "最多的T", "T最多", "数量最多", "the most T"
            forms = "|".join(re.escape(f) for label in type_labels(self.schema, t) for f in noun_forms(label.casefold()))
            most = re.search(r"\b(?:most|fewest)\s+((?:\S+\s+){0,3}\S+)", question, re.I)
            if not (_MOST_MANY.search(question) or _COUNT_NOUNS.search(question) or re.search(
                    rf"(?:{forms})\s*最(?:多|少)|\b(?:most|fewest)\s+(?:{forms})\b", question, re.I)
                    or (most and t in self.mentioned_types(most.group(1)))):  # "the most Buddhist (佛教) religious sites"
                continue
            held = property_noun(self.schema, t, noun)
            if held is None or self.mentioned_types(noun):
                continue
            p = next(q for q in self.schema.predicates(t) if q.name == held[1])
            constraints = [(q, v) for q, v in self.values_named(t, rest) if q.name != p.name]
            where = ", ".join(f"s1.{q.name} == {_bt(v)}" for q, v in constraints)
            direction = "desc" if aggregate == "max" else "asc"
            text = ((f"Action1: Search(s=s1:{t}, {where})\nAction2: Retrieval(s=s1, p=p1:{p.name}, o=o1)\n" if where else
                     f"Action1: Retrieval(s=s1:{t}, p=p1:{p.name}, o=o1)\n")
                    + f"Action{3 if where else 2}: Sort(set=o1, orderby=count(s1), direction={direction}, limit=1)->top\n"
                    + f"Action{4 if where else 3}: Output(top)\n")
            described = "".join(f", {_label(q)} {v}" for q, v in constraints)
            plans.append(SchemaPlan(text, "superlative", 0.8, [f"{t}.{p.name} held by the {'most' if direction == 'desc' else 'fewest'} {t}{described}"],
                                    f"{{value}} ({_label(p)} with the {'most' if direction == 'desc' else 'fewest'} {t}{described})",
                                    answer_var="top", kind="value", value_kinds=frozenset({"text"}), types=frozenset({t}),
                                    explains=frozenset({held[0]} | {v for _q, v in constraints} | set(_COUNT_NOUNS.findall(question))),
                                    labels=(p.name,) + tuple(q.name for q, _v in constraints)))
        return plans

    def over_type(self, types: list[str], rest: str, question: str, aggregate: str | None, extra: str = "") -> list[SchemaPlan]:
        """Count, aggregate, superlative or list over the entities of a type the question names,
        restricted by the property values it names (``extra``: more context words, the glossary's)."""
        plans = []
        for t in types[:2]:
            constraints, held, outside, graded, context = self.type_constraints(t, rest, question, extra)
            bounded, bound, ends = self.bounded_where(t, context, "")  # "among people over 50", "46岁到55岁之间"
            if bound is not None:  # the bound's number is no value of another property ("1000000 or more")
                constraints = [(p, v) for p, v in constraints if v.strip() != str(bound[2]).strip()]
            among = self.listed_items(t, constraints, question)
            where = ", ".join(self.held_where(constraints, among) + outside + ([bounded] if bounded else []))
            where, bound, described, used = self.restricted(t, question, context, constraints, where, bound, among)
            if ends:
                used |= {n for _op, n in ends} | decade_words(question)  # "1960s", "60年代" read as the range
                described += f", {_label(bound[0])} {ends[1][0]} {ends[1][1]}"
            used |= ({held[2]} if held is not None else set()) | set(graded[1:])
            described += f", {graded[0]}" if graded else ""
            search = f"Action1: Search(s=s1:{t}{', ' + where if where else ''})\n"
            if (aggregate == "count" or (aggregate is None and (which_of_two(question) or asks_more_yes_no(question) or times_asked(question)))) \
                    and (union := self.union_count(t, constraints, bound, among, used, question)) is not None:
                plans.append(union)  # "衢州市和丽水市一共有多少家旅行社": two cities, one count
                continue
            if aggregate == "count" and (each := self.each_count(t, constraints, bound, among, used, question)) is not None:
                plans.append(each)  # "一级、二级、三级的加油站各有多少个": a count for each
                continue
            if _required_twice(constraints, among):  # (no station holds two levels: a count of those holding all is none)
                continue
            if aggregate in ("count", "exists") and (constraints or bound is not None):
                plans.append(_restricted_plan(aggregate, t, search, constraints, bound, described, used))
                continue
            if aggregate == "count":  # "How many companies?": every entity of the type. Written only when nothing
                # else of the question is left unread (explains_question), below a restricted count's confidence
                text = search + "Action2: Math(content=[s1], target=count)->n\nAction3: Output(n)\n"
                plans.append(SchemaPlan(text, "count", 0.7, [f"count of every {t}"], f"{{value}} ({t}: every entity of the type{type_origins(self.con, t)})",
                                        kind="number", types=frozenset({t})))
            if aggregate in ("count", "exists"):
                continue
            if aggregate in ("sum", "avg", "max", "min"):
                if _MOST_MANY.search(question):  # "the most students": the largest count of them (studentCount, 在校生数量)
                    context += " count 数量 人数"
                numeric = [p for p in self.schema.predicates(t) if p.is_basic and is_numeric_type(self.schema, p.range_type)]
                if not numeric:
                    # a property typed Text whose values are numbers ("在校生数量"); never one of codes or names
                    texty = [p for p in self.schema.predicates(t) if p.is_basic and implicit_predicate(p.name) is None
                             and self.mostly_numbers(t, p.name, 1.0 if aggregate in ("sum", "avg") else 0.9)]
                    # "the most X" counts X unless X names such a property clearly ("the most employees": employeeCount)
                    named = rank_predicates(None, texty, [context], None, None)
                    if not (_MOST_MANY.search(question) and not _BY_VALUE.search(question)) or (
                            (choose(named, True) or widest(named, question) or _most_of(named, question)) is not None):
                        numeric = texty
                if aggregate in ("max", "min") and _FIRST_LAST.search(question):
                    # "成立最早的学校", "the most recently approved": dates written as text, ranked as days
                    dated = self.dated_predicates(t)
                    numeric = numeric + [p for p in self.schema.predicates(t) if p.is_basic and implicit_predicate(p.name) is None
                                         and p not in numeric and p.name in dated]
                    context += " " + _DATE_WORDS
                if bound is not None and bound[1] == "eq":  # "成立于2009年的那家公司…": founded restricts; another value is asked
                    numeric = [p for p in numeric if p.name != bound[0].name]
                ranked = rank_predicates(None, numeric, [context], None, None)
                best = choose(ranked, True) or widest(ranked, question) or _most_of(ranked, question)
                if best is None:
                    plans.append(self._weak("aggregate", ranked))
                    continue
                p = best.predicate
                searched = bool(constraints) or bound is not None
                first = search if searched else ""
                hop = (f"Action{2 if searched else 1}: Retrieval(s=s1{'' if searched else ':' + t}, p=p1:{p.name}, o=o1)\n")
                n = 3 if searched else 2
                if gradable(question) and not _age_like(p) and aggregate in ("max", "min") \
                        and not _DATED_FIRST.search(question):  # the oldest company: founded first ("… i.e. founded first": already)
                    aggregate = "min" if aggregate == "max" else "max"
                if aggregate in ("max", "min") and (_WHICH.search(question) or _NOUN_PHRASE.search(question)) and not _ASKS_VALUE.search(question):
                    text = first + hop + (f"Action{n}: Sort(set=s1, orderby=o1, direction={'desc' if aggregate == 'max' else 'asc'}, limit=1)->top\n"
                                          f"Action{n + 1}: Output(top, o1)\n")
                    plans.append(SchemaPlan(text, "superlative", best.score, [f"{aggregate} of {t}.{p.name} (score {best.score:.2f})"],
                                            f"{{value}} ({'highest' if aggregate == 'max' else 'lowest'} {_label(p)}: {{over}})", answer_var="top",
                                            kind="entity", answer_type=t, explains=used, types=frozenset({t})))
                else:
                    text = first + hop + f"Action{n}: Math(content=[o1], target={aggregate})->m\nAction{n + 1}: Output(m)\n"
                    plans.append(SchemaPlan(text, "aggregate", best.score, [f"{aggregate} of {t}.{p.name} (score {best.score:.2f})"],
                                            f"{{value}} ({aggregate} of {_label(p)}{', ' + described if described else ''})",
                                            kind="number", explains=used, types=frozenset({t}),  # (and what restricts: "licence X")
                                            labels=(p.name,) + tuple(q.name for q, _v in constraints) + ((bound[0].name,) if bound else ())))
                continue
            stated = bound is not None and bound[1] == "eq"  # "the 45-year-old person", "founded in 1948"
            if (constraints or stated) and (bound is None or stated) and aggregate is None and not self.asks_for_type(t, question):
                plans += self.property_of_described(t, search, constraints, context, used, described,
                                                    ((bound[0].name,) if stated else ()) + tuple(p.name for p, _v in constraints))
                if not stated and not among:  # "负责人为郦永夫的加油站，它的经营许可证什么时候失效？"
                    plans += self.described_hops(t, constraints, used, described, question, types)
            if (constraints or bound is not None) and (_WHICH.search(question) or _LIST.search(question) or _listed_phrase(
                    self, t, question)) and not self.asks_whose(t, question):
                text = search + "Action2: Output(s1)\n"
                plans.append(SchemaPlan(text, "list", min(0.7, bound[3]) if bound else 0.7, [f"{t} with {described}"],
                                        f"{{value}} ({t} with {described})", kind="entity", answer_type=t, explains=used,
                                        types=frozenset({t}), labels=((bound[0].name,) if bound else ()) + tuple(p.name for p, _v in constraints)))
        return plans

    def type_constraints(self, t: str, rest: str, question: str, extra: str):
        """What restricts the entities of type ``t`` in :meth:`over_type`: ``(constraints, held,
        outside, graded, context)``: the values the question names (:meth:`values_named`), a yes-valued
        property it says they hold (:meth:`yes_property`), a grade range as the values outside it
        (:meth:`graded_range`: ``outside`` where items, ``graded`` its label then the words read),
        and the words left to rank properties by."""
        # "级别在二级及以上": every grade from 二级 up, as the values outside the range left out
        named = self.values_named(t, rest)
        if (part := name_part(question)) is not None:  # "名称以“嘉兴市加油加气站有限公司”开头的": 加气站 there is no value
            named = [(p, v) for p, v in named if v not in part[0]]
        constraints, outside, graded = self.graded_range(t, named, question)
        held = self.yes_property(t, question)  # "哪些加油站构成了重大危险源": 是否构成重大危险源 == 是
        if held is not None and all(p.name != held[0].name for p, _v in constraints):
            constraints.append(held[:2])
        context = rest
        for _p, v in constraints:
            context = re.sub(re.escape(v), " ", context, flags=re.I)
        for label in filter(None, {t, self.schema.types[t].display_name}):
            context = re.sub(re.escape(label) + r"(?:e?s)?", " ", context, flags=re.I)
        return constraints, held, outside, graded, self.graded(t, context + " " + extra)

    def restricted(self, t: str, question: str, context: str, constraints: list, where: str, bound: tuple | None,
                   among: set[tuple[str, str]] = frozenset()) -> tuple:
        """``(where, bound, described, used)``: the Search constraints of a type reading with the time
        window over a date property and the part of the names the question states added to its values
        and its number bound; ``bound`` (the restriction beyond the values, for the reading's label and
        confidence), the trace's description, and the question's words the restrictions read.
        ``among``: the ``(property, value)`` constraints held as one item of a list (:meth:`list_item`)."""
        used = {v for _p, v in constraints} | ({bound[2]} if bound else set())
        # a value the question names by its level ("省级" for 省团体) is read with that word
        used |= {f"{v[0]}级" for _p, v in constraints if v[:1] in ("省", "市", "县", "区") and f"{v[0]}级" in question and not v.startswith(f"{v[0]}级")}
        extra = [f"{_label(bound[0])} {bound[1]} {bound[2]}"] if bound else []
        window = time_window(question, self.as_of)
        # "近两年新登记的宗教场所": registrationTime in the window; a day the question names as a
        # value ("took effect on 2018/8/22") is that value, and a year may be a number ("founded before 1960")
        if window is not None and not any(_fold(v) in _fold(window.text) for _p, v in constraints) \
                and (dated := self.window_where(t, context, window)) is not None:
            where = ", ".join(filter(None, [where, dated[1]]))
            extra.append(f"{_label(dated[0])} {window.describe()}")
            used.add(window.text)
            bound = bound or (dated[0], "in", window.describe(), dated[2])
        for p, word in self.held_by_every(t, question):  # "宗教院校": every 学校 has a 所属宗教
            used.add(word)
            held, total = self.holding(t, p.name)
            extra.append(f"{word!r} read as describing every {t} ({held} of {total} have a {_label(p)})")
        named = name_part(question)  # "名字带“民政局”的", "whose name contains 'Rubber'", "名称以“人民政府”结尾"
        name_def = next((p for p in self.schema.predicates(t) if implicit_predicate(p.name) == "name"), None)
        if named is not None and name_def is not None:
            part, at, phrase = named
            pattern = {"in": f"%{part}%", "end": f"%{part}", "start": f"{part}%"}[at]
            verb = {"in": "contains", "end": "ends with", "start": "starts with"}[at]
            where = ", ".join(filter(None, [where, f"s1.name like {_bt(pattern)}"]))
            extra.append(f"{_label(name_def)} {verb} {part}")
            used |= {part, phrase}
            bound = bound or (name_def, verb, part, 0.8)
        if (has := self.has_value(t, question, {p.name for p, _v in constraints})) is not None:  # "有官方网站的"
            p, phrase = has
            where = ", ".join(filter(None, [where, f"s1.{p.name} like {_bt('%')}"]))
            extra.append(f"with a {_label(p)}")
            used |= {phrase}
            bound = bound or (p, "has", "a value", 0.8)
        if (holds := self.value_part(t, question, {p.name for p, _v in constraints})) is not None:  # "地址在滨江区的"
            p, part, phrase = holds
            where = ", ".join(filter(None, [where, f"s1.{p.name} like {_bt('%' + part + '%')}"]))
            extra.append(f"{_label(p)} contains {part}")
            used |= {part, phrase}
            bound = bound or (p, "contains", part, 0.8)
        return where, bound, ", ".join([f"{_label(p)} {'holding ' if (p.name, v) in among else ''}{v}" for p, v in constraints] + extra), frozenset(used)

    def yes_property(self, t: str, question: str) -> tuple[PropertyDef, str, str] | None:
        """``(property, its yes value, the words read)`` when ``question`` states of type ``t``'s
        entities what a yes/no property asks ("构成了重大危险源" of 是否构成重大危险源, whose values
        are 是 and 否; "被认定为重大危险源", its verb said another way): the entities holding yes. None when no such property's words are written."""
        folded = _fold(question)
        for p in self.schema.predicates(t):
            core = _YES_NO_LABEL.sub("", p.display_name or "")
            if p.is_basic and (said := _yes_no_name_said(p.name, folded)) is not None:  # "a major hazard source": isMajorDangerSource
                if (yes := yes_no_valued(self.con, t, p.name)) is not None:
                    return p, yes, said
                continue
            if not p.is_basic or len(core) < 3:
                continue
            if _fold(core) not in folded and _fold(core) not in _ASPECT.sub("", folded):
                # its verb said another way ("被认定为重大危险源" of 构成重大危险源): the noun after a verb of being
                if (said := _verb_said_otherwise(core, folded)) is None:
                    continue
                core = said.group(0)
            if (yes := yes_no_valued(self.con, t, p.name)) is not None:
                return p, yes, core
        return None

    def window_where(self, t: str, context: str, window: TimeWindow) -> tuple[PropertyDef, str, float] | None:
        """``(property, constraints, score)`` restricting type ``t``'s entities to ``window`` by the
        property whose values are dates (:meth:`dated_predicates`) that ``context`` names ("登记" for
        登记时间, "expired" for 失效日期); the compiler compares the stored dates as days however they
        are written. None when no dated property is named clearly."""
        dated = self.dated_predicates(t)
        candidates = [p for p in self.schema.predicates(t) if p.is_basic and p.name in dated]
        # the window says "when": a date property is named by its verb alone ("登记" of 登记时间)
        context = context.replace(window.text, " ") + " " + _DATE_WORDS
        best = choose(rank_predicates(None, candidates, [context], None, None), True) if candidates else None
        if best is None:
            return None
        p = best.predicate
        parts = []
        if window.start is not None:
            parts.append(f"s1.{p.name} {'>' if window.exclusive_start else '>='} {_bt(window.start.isoformat())}")
        if window.end is not None:
            parts.append(f"s1.{p.name} {'<' if window.exclusive_end else '<='} {_bt(window.end.isoformat())}")
        return p, ", ".join(parts), best.score

    def property_of_described(self, t: str, search: str, constraints: list[tuple[PropertyDef, str]], context: str,
                              used: frozenset, described: str, stated: tuple[str, ...] = ()) -> list[SchemaPlan]:
        """A property of the entities of type ``t`` that property values describe, named by no name
        ("法定代表人是钱向阳的加油站位于哪个区县？", "the address of the travel agency whose licence is
        L-ZJ00848"): the ``search`` by the values, then the property ``context`` ranks best among
        the others (never one the values restrict by, which would echo the question)."""
        labels = {_fold(x) for x in (t, self.schema.types[t].display_name) if x}
        if constraints and all(_fold(v) in labels for _p, v in constraints):
            return []  # "构成重大危险源的加油站": a type value that only repeats the type's name describes none
        named = {p.name for p, _v in constraints} | {p.display_name for p, _v in constraints if p.display_name} | set(stated)
        # a second source column of a declared property (旅行社's two licenseNumber columns: licenseNumber_2)
        # restricts by that property: the declared one is no answer either
        named |= {x for p, _v in constraints if (base := duplicate_of(p.name))
                  for q in predicates_named(self.schema, base) for x in (q.name, q.display_name) if x}
        for p, v in constraints:  # (nor do the values: the 省 of 省团体 names no province)
            for label in filter(None, {p.name, p.display_name, v if len(v) > 1 else None}):
                context = re.sub(re.escape(label), " ", context, flags=re.I)
        # nor the glossary's words for a value that the rest of the question does not say ("province" of 省团体)
        said = {w for _p, v in constraints if len(v) > 1 for w in bridge(v).split()}
        stripped = context
        for word in said:
            stripped = re.sub(r"\b" + re.escape(word) + r"\b", " ", stripped, flags=re.I)
        still = set(bridge(re.sub(r"[A-Za-z]+", " ", stripped)).split())
        if said - still:
            context = stripped + " " + " ".join(sorted(said & still))
        for word in used:  # a word read as describing every entity ("宗教团体": 宗教) asks for no property of theirs
            if isinstance(word, str) and len(word) > 1:
                context = context.replace(word, " ")
        candidates = [p for p in self.schema.predicates(t) if implicit_predicate(p.name) is None
                      and p.name not in named and p.display_name not in named]
        # and the relations into the type, marked "~Owner.name" ("umid为…的设备归谁所有": Person-[hasDevice]->Device)
        incoming = {f"~{owner}.{q.name}": (owner, q) for owner in self.schema.types for q in self.schema.predicates(owner)
                    if not q.is_basic and q.range_type == t}
        candidates += [PropertyDef(name=k, display_name=_label(q), range_type=owner, owner=t, is_relation=True,
                                   range_types=(owner,), value_range=False) for k, (owner, q) in incoming.items()]
        # the kind of answer asked counts too ("是哪天成立的": a date, 成立日期); a relation whose label reads
        # whole with its range type's words ("what does it make": product, Products made) more
        said = set(units(context))
        ranked = sorted((replace(c, score=c.score + (0.4 if read_with_its_range(self.schema, c.predicate, said, context) else 0.0))
                         for c in rank_predicates(None, candidates, [context], None, expected_kind([context]))),
                        key=lambda c: (-c.score, c.predicate.name))
        best = choose(ranked, True)
        if best is None:
            return []
        p = best.predicate
        if p.name in incoming or not p.is_basic:
            owner, q = incoming.get(p.name, (None, p))
            hop = (f"Action2: Retrieval(s=s2:{owner}, p=p1:{q.name}, o=s1)\nAction3: Output(s2)\n" if owner
                   else f"Action2: Retrieval(s=s1, p=p1:{q.name}, o=o1:{q.range_type})\nAction3: Output(o1)\n")
            answer = owner or q.range_type
            return [SchemaPlan(search + hop, "relation", min(0.7, best.score),
                               [f"{q.owner}-[{q.name}]->{q.range_type} of the {t} with {described} (score {best.score:.2f})"],
                               f"{{value}} ({_label(q)} of the {t} with {described})", answer_var="s2" if owner else "o1", kind="entity",
                               answer_type=answer, explains=used, types=frozenset({t, answer}), labels=(q.name,) + stated)]
        kinds = self.value_kinds(t, p.name)
        if _WHICH.search(context) and yes_no_valued(self.con, t, p.name):
            return []  # "…的站点里，哪些被认定为…": which of them, never their 是 and 否
        text = search + f"Action2: Retrieval(s=s1, p=p1:{p.name}, o=o1)\nAction3: Output(o1)\n"
        return [SchemaPlan(text, "property", min(0.7, best.score), [f"{t}.{p.name} of the {t} with {described} (score {best.score:.2f})"],
                           f"{{value}} ({_label(p)} of the {t} with {described})", answer_var="o1", explains=used, types=frozenset({t}),
                           value_kinds=kinds, labels=(p.name,) + stated)]

    def asks_whose(self, t: str, question: str) -> bool:
        """Whether ``question`` asks whose the entities of type ``t`` are ("umid为…的设备归谁所有？",
        "Whose device is …"): the answer is their owner, not the entities."""
        for name in type_labels(self.schema, t):
            label = re.escape(_fold(name))
            # (and "the device with umid X - whose is it?": whose, with the entities named by their type)
            if re.search(rf"{label}.{{0,6}}?(?:归谁|是谁的|属于谁|为谁所有)|\bwhose\s+{label}|\bwho\s+(?:owns|holds|has)\b.{{0,20}}{label}"
                         rf"|\b{label}\b.{{0,60}}\bwhose\s+(?:is|are)\s+(?:it|they)\b", _fold(question)):
                return True
        return False

    def asks_for_type(self, t: str, question: str) -> bool:
        """Whether ``question`` asks for entities of type ``t`` ("Which company has …", "Which 47-year-old
        person …", "哪家加油站",
        "…的加油站有哪些", "…的旅行社叫什么名字"), not for a value of theirs ("…的加油站是哪天成立的": a date)."""
        return _which_type(self.schema, t, question) or any(re.search(
            rf"哪(?:一)?(?:家|个|些|所|位|座|条)?{label}|{label}\s*(?:有|是)?(?:哪(?!一?天|一?年|个?月|里|儿)|谁|叫什么|的?名(?:字|称))", _fold(question))
            for label in (re.escape(_fold(name)) for name in type_labels(self.schema, t)))
