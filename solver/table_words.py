"""How a question names the tables of the data it asks about, read as the schema's words: a property written by its
column's own name ("储气瓶数量（gasCanCount）", "isMajorDangerSource（是否重大危险源）", "county一栏", "the totalDesignStorage
value"), a yes/no column's object said as a mark ("被标记为重大危险源", "flagged as a major danger source"), and a table's
records as its entities ("景点记录数", "records in the scenic-spot table", "the ratio of AAAA records to AAAAA records").
Each reading is noted for the trace.

Used by :mod:`kagflow.solver.question_text` (``without_glosses``, ``plainly_worded``).
"""

from __future__ import annotations

import re

from kagflow.solver.scoring import is_cjk

__all__ = ["chinese_labels", "column_names", "records_as_entities", "yes_said_as_marked"]


def chinese_labels(named: dict[str, str]) -> dict[str, str]:
    """The properties of ``named`` (name -> label) whose label is Chinese: the ones :func:`column_names` reads a column's
    name as (where the schema labels a property in English, its name is read as it is: "(the outflow90Days property)").
    Computed once per planner."""
    return {k: v for k, v in named.items() if re.search(r"[\u4e00-\u9fff]", v)}


# a property's own name (a column's) in brackets after the words naming it ("储气瓶数量（gasCanCount）", "类别（category）"), or
# before words glossing it ("isMajorDangerSource（是否重大危险源）"); the words before the brackets end at a particle
_NAME_IN_BRACKETS = re.compile(r"(?P<term>[^\s的之、，,：:“”\"（）()A-Za-z0-9和与及中里在按把将其各且并或也都]{1,10})?\s*[（(]\s*(?P<inner>[^()（）]{1,40}?)\s*[)）]")
_BEFORE_A_TERM = re.compile(r".*(?:[市县区省镇乡]|平均|最[大小多少高低早晚新老长短]|总计?|合计|累计|所有|全部|哪个|哪些|几|多少)")
_NAME_BEFORE_GLOSS = re.compile(r"(?<![A-Za-z0-9_])(?P<id>[A-Za-z_][A-Za-z0-9_]*)\s*[（(]\s*[^()（）]{1,24}?\s*[)）]")
# a property's own name said as a column: "businessLicense一栏", "the totalDesignStorage value", "their city column"
_NAME_BARE = re.compile(r"(?<![A-Za-z0-9_])(?P<id>[A-Za-z_][A-Za-z0-9_]*)(?![A-Za-z0-9_])(?P<col>\s*(?:这?一栏|栏目?|字段|这?一列|列)"
                        r"|\s+(?:field|column|property|attribute|value|cell|entry)\b)?")


def column_names(question: str, named: dict[str, str], notes: list[str]) -> str:
    """``question`` with each property written by its own name (a table's column) as that property's label
    (``named``: name -> label): in brackets after the words that name it, the words too ("储气瓶数量（gasCanCount）");
    before words glossing it, the gloss too ("isMajorDangerSource（是否重大危险源）"); or said as a column ("county一栏",
    "the totalDesignStorage value") or, in a Chinese question, alone where it looks like code (``englishName``). The
    column's name says exactly which property is meant, whatever the words beside it say (noted). ``named``: the
    properties with a Chinese label (:func:`chinese_labels`)."""
    if not named:
        return question
    def bracketed(m: re.Match) -> str:
        ids = [t for t in re.split(r"\s*[,，、/;；]\s*", m.group("inner")) if t in named]
        if len(ids) != 1:
            return m.group(0)
        label, term = named[ids[0]], m.group("term") or ""
        if not term and re.search(r"[A-Za-z]\s*$", m.string[:m.start()]):
            return m.group(0)  # (after English words the glosses' readings read it: "outflow over the last 3 months (fundTrans3Month)")
        if english:  # "operated by 中石化 (operationSubject)": Chinese words in an English question are the value, not the term
            notes.append(f"read {m.group(0).strip()!r} as a value of the property {ids[0]}, {label}")
            return m.group(0)[:len(term)] + " "
        notes.append(f"read {m.group(0).strip()!r} as the property {ids[0]}, {label}")
        if term.endswith(label):
            return term
        # the words before the property's own stay: a place ("温州市建筑面积"), an aggregate ("平均员工人数")
        kept = _BEFORE_A_TERM.match(term)
        kept = kept.group(0) if kept else ""
        return (kept if not label.startswith(kept[-1:] or " ") else kept[:-1]) + label
    english = len(re.findall(r"[A-Za-z]", question)) > 2 * len(re.findall(r"[\u4e00-\u9fff]", question))
    question = _NAME_IN_BRACKETS.sub(bracketed, question)
    def glossed(m: re.Match) -> str:
        if m.group("id") not in named or not re.search(r"[a-z][A-Z]|\d|_", m.group("id")):
            return m.group(0)  # (a plain word glossed, "area (建筑面积)", is the glossary's)
        notes.append(f"read {m.group(0).strip()!r} as the property {m.group('id')}, {named[m.group('id')]}")
        return named[m.group("id")]
    question = _NAME_BEFORE_GLOSS.sub(glossed, question)
    chinese = len(re.findall(r"[\u4e00-\u9fff]", question)) > len(re.findall(r"[A-Za-z]", question))
    def bare(m: re.Match) -> str:
        name = m.group("id")
        if name not in named or not (m.group("col") or chinese and re.search(r"[a-z][A-Z]|\d|_", name)):
            return m.group(0)
        notes.append(f"read {m.group(0).strip()!r} as the property {name}, {named[name]}")
        return named[name] if is_cjk(m.string[m.end():m.end() + 1] or " ") or not m.group("col") else f"{named[name]} "
    return _NAME_BARE.sub(bare, question)


# a yes/no column's object said as a mark: "被标记为重大危险源", "列为重大危险源", "flagged as 重大危险源"
_MARKED_AS = r"(?:(?:被)?(?:标记|标注|列|认定|评定|确定|登记|定)为|\b(?:flagged|marked|listed|classified|designated|recorded|registered)\s+as\s+(?:an?\s+)?)"


def yes_said_as_marked(question: str, labels: frozenset[str], notes: list[str]) -> str:
    """``question`` with a yes/no column's object said as a mark ("被标记为重大危险源", "flagged as a major danger source")
    written as what the column says (构成重大危险源, the yes of 是否构成重大危险源), noted."""
    for label in sorted((x for x in labels if x.startswith("是否") and len(x) > 4), key=len, reverse=True):
        said = label[2:]
        thing = re.sub(r"^(?:构成|属于|列为|为|是|有|存在)", "", said)
        if len(thing) < 2 or thing == said and said not in question:
            continue
        m = re.search(_MARKED_AS + r"\s*[“\"「]?" + re.escape(thing) + r"[”\"」]?", question, re.I)
        if m is not None:
            notes.append(f"read {m.group(0).strip()!r} as {said!r}, the yes of the column {label}")
            question = question[:m.start()] + (" " if m.group(0)[:1].isascii() else "") + said + question[m.end():]
    return question


# a table's noun in English, one or two words ("scenic-spot", "gas station")
_NOUN = r"[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?"
# a table's rows as what is counted or listed: "景点记录数" (its count), "有多少条记录"; "records in the scenic-spot table",
# "association records"; the table named beside a type the question names ("Buddhist schools in the school table")
_RECORDS_ZH = ((re.compile(r"(?<=[\u4e00-\u9fffA-Za-z])记录(?:数量|条数|总数|数)"), "数量"), (re.compile(r"(多少|几)条记录"), r"\1个"),
               (re.compile(r"(?<=[\u4e00-\u9fff])记录(?=(?:一共|总共|共|都)?有?(?:多少|几|哪些))"), ""),
               (re.compile(r"(?P<t>[\u4e00-\u9fff]{2,6})表(?:里|中|内|里面)(?![\u4e00-\u9fff]{0,2}(?:有|共|一共)(?:多少|几)(?:张|个)?表)"), r"\g<t>中"))
_ALL_RECORDS = re.compile(r"\s*,?\s*\b(?:across|over|in|from|of)\s+(?:all\s+)?(?:the\s+)?(?:records|rows|entries)\b(?!\s+(?:of|in)\b)"
                          r"|\s*,?\s*\b(?:across|over)\s+(?:all\s+(?:the\s+|its\s+|their\s+)?(?:recorded\s+)?(?:transfers|payments|transactions)"
                          r"|every\s+(?:recorded\s+)?(?:transfer|payment|transaction))"
                          r"(?:\s+on\s+record)?(?=\s*[?.,]?\s*$)", re.I)
_NOT_A_TYPE = frozenset("the all of many its their these those any every each other such some no which what most more fewest fewer least less "
                        "total distinct separate listed out with".split())
_TABLE_NAMED_ZH = re.compile(r"\b(?:[a-z]+\s+)?in\s+the\s+(?P<t>[\u4e00-\u9fff]{2,8})\s+table\b", re.I)
_RECORDS_IN_TABLE = re.compile(r"\b(?:records|rows|entries)\s+(?:in|of|from)\s+the\s+(?P<t>" + _NOUN + r")\s+table\b", re.I)
_TYPE_RECORDS = re.compile(r"\b(?P<t>(?-i:" + _NOUN + r"))\s+(?:records|rows|entries)\b", re.I)
# a value's records with the table named once ("In the scenic-spot table, … the ratio of AAAA records to AAAAA records"):
# each value's records are the table's entities holding it
_TABLE_FIRST = re.compile(r"^\s*(?:in|from|within)\s+the\s+(?P<t>" + _NOUN + r")\s+table\s*,\s*"
                          r"|\s+(?:in|from|within)\s+the\s+(?P<t2>" + _NOUN + r")\s+table\b", re.I)
_MOST_RECORDS = re.compile(r"\b(most|fewest|more|fewer)\s+(?:records|rows|entries)\b(?:\s+listed)?", re.I)
_GRADED = re.compile(r"-(?:rated|graded|level|star)$", re.I)
_VALUE_RECORDS = re.compile(r"\b(?P<v>[A-Z0-9][A-Za-z0-9]*(?:-(?:rated|graded|level|star))?|[\u4e00-\u9fff]{1,6})\s+(?:records|rows|entries)\b")
_IN_TABLE = re.compile(r"\s*,?\s*\b(?:in|from|within)\s+the\s+(?P<t>" + _NOUN + r")\s+table\b\s*,?", re.I)
# "Counting association records by their city column, which three cities have the most?": the ranking asked of them
_COUNTING_BY = re.compile(r"^\s*counting\s+(?P<x>.+?)\s+by\s+(?:their\s+|its\s+|the\s+)?.+?,\s*(?P<q>which\s+.+?\s+(?:has|have)\s+the\s+"
                          r"(?:most|fewest|least))\s*\?", re.I)


def records_as_entities(question: str, notes: list[str]) -> str:
    """``question`` with a table's rows said as the entities they are (:data:`_RECORDS_ZH`, :data:`_TYPE_RECORDS`), a
    table named beside its type dropped, and "Counting X by Y, which … have the most?" as "which … have the most X?"."""
    said = question
    for pattern, to in _RECORDS_ZH:
        question = pattern.sub(to, question)
    if (m := _COUNTING_BY.match(question)) is not None:
        question = f"{m.group('q')} {m.group('x')}?" + question[m.end():]
    if (first := _TABLE_FIRST.search(question)) is not None and _MOST_RECORDS.search(question):
        noun = (first.group("t") or first.group("t2")).replace("-", " ")  # ("Which city has the most entries in the scenic-spot table?")
        question = question[:first.start()] + question[first.end():]
        question = _MOST_RECORDS.sub(lambda m: f"{m.group(1)} {noun}{'' if noun.endswith('s') else 's'}", question)
    elif (first := _TABLE_FIRST.search(question)) is not None and _VALUE_RECORDS.search(question):
        noun = (first.group("t") or first.group("t2")).replace("-", " ")
        question = question[:first.start()] + question[first.end():]
        question = _VALUE_RECORDS.sub(lambda m: f"{m.group('v')} {noun}{'' if noun.endswith('s') else 's'}", question)
    question = _RECORDS_IN_TABLE.sub(lambda m: f"{m.group('t')} records", question)
    question = _TABLE_NAMED_ZH.sub(lambda m: m.group("t"), question)  # "Which permit in the 许可证 table": 许可证
    question = _ALL_RECORDS.sub("", question)  # "across all records", "on record": every row, no restriction
    def as_entities(m: re.Match) -> str:
        t = m.group("t")
        if t.casefold().split()[-1] in _NOT_A_TYPE:
            return m.group(0)
        if (m.string[max(0, m.start() - 1):m.start()] == "-" and " " not in t) or _GRADED.search(t):
            return t  # ("AAA-rated entries": the grade's holders, whatever type they are)
        return t.replace("-", " ") + ("" if t.endswith("s") else "s")
    question = _TYPE_RECORDS.sub(as_entities, question)
    def named_twice(m: re.Match) -> str:  # ("Buddhist schools in the school table": the type named already)
        stem = m.group("t").replace("-", " ").casefold().rstrip("s")
        return " " if stem and stem in (m.string[:m.start()] + m.string[m.end():]).casefold() else m.group(0)
    question = _IN_TABLE.sub(named_twice, question)
    if question != said:
        notes.append(f"read the table's records as its entities: {question!r}")
    return question
