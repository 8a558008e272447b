"""The schema planner: a logical form from the question, the schema and the data, no model.

Most questions asked of a schema-built graph have one of a few shapes (issue "Exact answers with
no model"); this planner reads those and writes the plan in kagflow's canonical dialect, and
writes nothing for any other shape, so that ``ask`` gives evidence instead of a guess:

- **property** of a named entity: "X的Y是什么？", "When was X founded?" — the entity is linked
  from the question (names and aliases, :meth:`kagflow.solver.ask.Asker.link`), the predicate is
  ranked against the rest of the question (:func:`kagflow.solver.resolve.rank_predicates`, the
  resolution of the issue "KAG's executor": weighted unit overlap, the expected value kind, only
  predicates the entity has a value for, a value the question itself states is no answer);
- **relation hop** from or to a named entity ("Which products does X make?", "Who supplies X?"),
  the relation ranked the same way, its other end's type named in the question counting too;
- **count** of a relation hop's ends, or of a type's entities with property values the question
  names ("How many gas stations are in 鄞州区?");
- **aggregate** (sum, avg, max, min) of a numeric property over such a set;
- **superlative** ("Which company has the highest total inflow?"): a Sort with limit 1 (ties are
  all returned; the answer says so);
- **comparison / yes-no** of a named entity's numeric property with a number in the question
  ("Was X founded before 1990?"), or of two named entities of one type ("Was A founded before B?");
- **two hops**: a relation of a named entity, then a property or relation of what it reaches
  ("How old is the legal representative of X?");
- **list** of a type's entities with the property values the question names.

Each reading has a confidence (0-1): the weakest of its parts' scores. Below
:data:`MIN_CONFIDENCE`, or when two readings tie, it returns ``None``. Everything comes from the
schema, the data and general question words (the lists below are general language in English and
Chinese, not one dataset's vocabulary).
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from dataclasses import dataclass, field

import duckdb

from kagflow.schema.spg import PropertyDef, Schema
from kagflow.schema.types import implicit_predicate, is_numeric_type, predicates_named
from kagflow.solver.edge_readings import EdgeReadings
from kagflow.solver.question_words import TRANSFER_WORDS, YES_NO as _YESNO, bridge, gradable
from kagflow.solver.resolve import (
    Candidate, choose, echoed, expected_kind, rank_predicates, units, value_kind, word_similarity, UnitWeights,
)

MIN_CONFIDENCE = 0.45  # a plan below it is not written (evidence instead)

_CLASSIFIERS = "个家位所座条种人项名台笔次件辆部本张款"
# "the number of X" counts; "the phone number of X" names a property ("count X as" is a verb)
_COUNT = re.compile(rf"\bhow many\b|(?:^|\b(?:the|a|total|what|which|is|give|find))\s+number of\b|^\s*number of\b|\bcount of\b|"
                    rf"多少[{_CLASSIFIERS}]|几[{_CLASSIFIERS}]|(?:的)?数量|有多少", re.I)
# a bare 多少 also asks for codes and phone numbers ("编号是多少"): only these forms want a number
_EXPECT_NUMBER = re.compile(rf"\bhow (?:many|much|old|long|big|large|tall)\b|多少[{_CLASSIFIERS}钱岁年天]|几[{_CLASSIFIERS}岁年天]|多大|多久|年纪|岁数", re.I)
_EXPECT_WHO = re.compile(r"\bwhom?\b|谁", re.I)
_EXPECT_DATE = re.compile(r"\bwhen\b|\bwhat (?:year|date|day)\b|哪一?天|哪一?年|何时|什么时候|哪个月", re.I)
# a time window or a date the question restricts by ("in the last 60 days", "近3个月", "in July 2023")
_WINDOW = re.compile(r"\b(?:last|past|previous|recent)\s+(?:\w+\s+)?(?:days?|weeks?|months?|quarters?|years?)\b|\b(?:in|during|since|before|after)\s+"
                     r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|q[1-4]|(?:the\s+)?(?:first|second|third|fourth)\s+quarter)\b|"
                     r"\b(?:in|during|within|over|after|before|since)\s+(?:the\s+)?(?:\w+\s+)?(?:weeks?|months?|quarters?|years?|days?)\b|"
                     r"\b(?:19|20)\d\d\b|近\S{0,3}?[天日周月年]|最近|(?:19|20)\d\d\s*年|\d{1,2}\s*月(?:份)?", re.I)
_PERIOD_LABEL = re.compile(r"\d|[天日周月年季]|day|week|month|quarter|year", re.I)
# question words and particles: not content a reading has to read (general English and Chinese)
_QUESTION_UNITS = frozenset(units("what which who whom whose when where how many much is are was were does do did the a an of in on "
                                  "for to by with from and or it its their there that this these those be been has have had any all "
                                  "什么哪谁吗呢是的了有在和与及或之其该这那几多少个家位所请问"))
_STOP = frozenset("的了是在和与及或之其该这那哪个什么么吗呢吧啊？?，,。.！!")
_YES_NO_VALUES = frozenset({"是", "否", "yes", "no", "true", "false", "y", "n", "有", "无", "1", "0"})
_SUM = re.compile(r"\btotal\b|\bin total\b|\bsum\b|\baltogether\b|\bcombined\b|总(?:和|计|共|额)|合计|一共|共计|累计", re.I)
_AVG = re.compile(r"\baverage\b|\bmean\b|平均", re.I)
_MAX = re.compile(r"\b(?:highest|largest|biggest|greatest|most|maximum|max|latest|newest|oldest)\b|最(?:高|大|多|晚|新)", re.I)
_MIN = re.compile(r"\b(?:lowest|smallest|least|fewest|minimum|min|earliest)\b|最(?:低|小|少|早)", re.I)
# "the most devices", "最多的产品": a superlative of how many, not of a value
_MOST_MANY = re.compile(r"\b(?:the )?(?:most|fewest|least)\s+(?!\w+ly\b)[a-z]+s\b|最多的?[\u4e00-\u9fff]|最少的?[\u4e00-\u9fff]", re.I)
_WHICH = re.compile(r"\bwhich\b|\bwho\b|\bwhat\b|哪(?:个|家|些|一|位|所)?|谁", re.I)
_NUMBER = re.compile(r"(?<![A-Za-z0-9_.])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![A-Za-z0-9_.])")  # "超过55岁" too
_COMPARE = (
    ("gt", re.compile(r"\bmore than\b|\bgreater than\b|\bover\b|\babove\b|\bexceeds?\b|\bafter\b|\blater than\b|超过|大于|多于|高于|之后|以后|晚于", re.I)),
    ("ge", re.compile(r"\bat least\b|\bor more\b|不少于|不低于|至少|以上", re.I)),
    ("lt", re.compile(r"\bless than\b|\bfewer than\b|\bunder\b|\bbelow\b|\bbefore\b|\bearlier than\b|少于|小于|低于|之前|以前|早于", re.I)),
    ("le", re.compile(r"\bat most\b|\bor less\b|不超过|不多于|不高于|至多|以下", re.I)),
    ("gt", re.compile(r"比.{1,30}?(?:多|大|高|晚|长|贵)", re.I)),
    ("lt", re.compile(r"比.{1,30}?(?:少|小|低|早|短)", re.I)),
    ("eq", re.compile(r"\bthe same\b|\bequal\b|\bsame\b|一样|相同|同样|同岁|同龄|同一", re.I)),
    ("gt", re.compile(r"\b(?:older|elder)\b|年纪更大|年龄更大|更年长", re.I)),
    ("lt", re.compile(r"\byounger\b|年纪更小|年龄更小|更年轻", re.I)),
)
_WORD = re.compile(r"[A-Za-z]+")
# a code or id: Latin letters and digits mixed, or a long digit run (not a year, not an amount)
_IDENTIFIER = re.compile(r"(?<![a-z0-9])(?=[a-z0-9._-]*\d)(?=[a-z0-9._-]*[a-z])[a-z0-9][a-z0-9._-]{5,}(?![a-z0-9])|(?<![\d.,])\d{9,}(?![\d.,])"
                         r"|(?<![a-z0-9.])[a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+){2,}(?![a-z0-9])")  # and dotted ids (com.example.app)
_WHOSE = re.compile(r"\bwhose\b|\bthat have\b|\bwhich have\b|\bwith\b|以.{0,40}?为", re.I)


@dataclass
class SchemaPlan:
    """A plan the schema planner wrote.

    Attributes:
        text: the plan in canonical form.
        shape: ``property`` | ``relation`` | ``count`` | ``aggregate`` | ``superlative`` |
            ``comparison`` | ``list``.
        confidence: 0-1, the weakest part's score.
        notes: how each part was read (entity links, predicates with scores), for the trace.
        describe: how the answer reads in words, ``{value}`` standing for the values.
    """

    text: str
    shape: str
    confidence: float
    notes: list[str] = field(default_factory=list)
    describe: str = "{value}"
    parts: int = 1  # predicates the reading uses: on equal confidence the one explaining more wins
    answer_var: str | None = None  # the Output variable whose values answer (None: all of them)
    kind: str = "value"  # what it answers: value | entity | number | boolean
    answer_type: str | None = None  # the type of the entities it answers (kind entity)
    explains: frozenset = frozenset()  # the question's texts it uses: entity names, property values
    types: frozenset = frozenset()  # the types of its nodes
    value_kinds: frozenset = frozenset()  # for kind value: the kinds of the values (value_kind)
    values_yes_no: bool = False  # for kind value: every value is a yes or a no (是/否, yes/no)
    labels: tuple = ()  # names and display names of the predicates it reads
    coverage: float = 0.0  # the share of the question's content words its predicates and types read
    choice: tuple | None = None  # (a, b, gt|lt): the answer is the entity whose value the difference favours

    def __post_init__(self) -> None:
        self.confidence = round(min(1.0, self.confidence), 4)
        if not self.labels:  # the predicates named in its plan text
            self.labels = tuple(re.findall(r"p=p\d+:(\w+)", self.text))


# English words that carry no content a reading must read: question and function words, the
# operators the readings themselves implement (counts, sums, superlatives, comparisons, windows),
# and light verbs. A Latin word of the question outside these, its links, its values and the words
# of what a reading reads leaves the question unread (see SchemaPlanner.unread).
_FUNCTION_WORDS = frozenset(units("""
what which who whom whose when where why how is are was were be been being am do does did done has have had having
the a an of in on at for to by with from into onto out and or but not no nor it its it's they them their theirs there
this that these those any all each every some than then as so if whether also still ever other others another same
one ones single i me my we us our you your he him his she her s please tell show give list find name names named
many much more most less least fewer fewest total sum sums average mean count number numbers amount altogether combined
highest lowest largest smallest biggest greatest maximum minimum max min top bottom first last past previous recent
next since before after during within over under above below between until ago today now per only just exactly
day days week weeks month months year years quarter quarters date time
old older oldest young younger youngest elder eldest age aged early earlier earliest late later latest new newer newest
make makes made making get gets got go goes went come comes came take takes took happen happened
based located headquartered situated registered record records on-record listed
yes true false equal equals same different differ greater bigger larger smaller higher lower exceed exceeds
company companies person people entity entities thing things one ones
"""))
_RESTRICTS = re.compile(r"(?:\bthan|\bwith|\bstarting with|\bbegins? with|\bending (?:in|with)|\bcontaining|以|含|包含|等于|超过|大于|小于|低于|高于)\s*$", re.I)
_RESTRICTS_AFTER = re.compile(r"\s*(?:开头|结尾|以上|以下|以内|之前|之后)")
_GRADED_WORDS = "old older oldest young younger youngest elder eldest age founded earliest"


def _age_like(p: PropertyDef) -> bool:
    """Whether a predicate holds an age (``age``, 年龄)."""
    return bool(re.search(r"(?<![a-z])age(?![a-z])|年龄|年纪|岁", f"{p.name} {p.display_name or ''}".replace("_", " "), re.I)) or \
        re.fullmatch(r"(?:\w+_)?age", p.name, re.I) is not None


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _bt(text: str) -> str:
    return "`" + text.replace("`", "'") + "`"


def _label(p: PropertyDef) -> str:
    return p.display_name or p.name


def _without_label(text: str, p: PropertyDef) -> str:
    """``text`` without the words a predicate's name and display name read (its display name
    where it occurs whole, and each word of Latin script whose stem the labels hold)."""
    for label in filter(None, (p.display_name, p.name)):
        text = re.sub(re.escape(label), " ", text, flags=re.I)
    read = set(units(p.name)) | set(units(p.display_name))
    return _WORD.sub(lambda m: " " if units(m.group(0)) and units(m.group(0))[0] in read else m.group(0), text)


class SchemaPlanner(EdgeReadings):
    """Writes plans from a question for one store (see the module docstring).

    Args:
        con: a read connection to the built store.
        schema: the project's schema with its observed predicates.
        link: ``question -> [{"text", "entity_id", "name", "type", "method"}]``, the question's
            entity links (:meth:`kagflow.solver.ask.Asker.link`).
        as_of: the date the store was built for (rules' ``now()``); relative time windows
            ("last 90 days") count back from it, and are not read without it.
    """

    def __init__(self, con: duckdb.DuckDBPyConnection, schema: Schema, link, as_of: dt.date | None = None):
        self.con, self.schema, self.link, self.as_of = con, schema, link, as_of

    # -- the entry point --------------------------------------------------------------------
    def plan(self, question: str) -> tuple[SchemaPlan | None, list[str]]:
        """The best reading of ``question``, or ``None`` with the reasons in the notes.

        Returns:
            ``(plan or None, notes)``.
        """
        notes: list[str] = []
        question = unicodedata.normalize("NFKC", question).strip()
        if not question:
            return None, ["the question is empty"]
        links = [l for l in self.link(question) if l.get("entity_id") and l.get("type") in self.schema.types]
        links += self.id_links(question, links)
        rest = question
        for l in sorted(links, key=lambda l: -len(l["text"])):
            rest = rest.replace(l["text"], " ")
        plain_rest = rest  # without the glossary's words: a hop is named by the question's own words
        grade = gradable(rest)
        aggregate = self.aggregate_word(rest)
        if grade == "young" and aggregate is None and re.search(r"\byoungest\b|最年轻|(?:年纪|年龄|岁数)最小", rest, re.I):
            aggregate = "min"
        # the glossary's other-language words, and "age" for "older": context for ranking predicates
        rest = rest + " " + bridge(rest) + (" age 年龄" if grade else "")
        types = self.mentioned_types(rest)
        readings: list[SchemaPlan] = []
        spans = {_fold(l["text"]): l for l in links}
        if len(spans) == 2 and _YESNO.search(question):
            readings += self.compare_two(list(spans.values()), rest, question)
            readings += self.related_yes_no(list(spans.values()), rest)
        elif len(spans) == 2 and _WHICH.search(question) and (grade or self.comparison(rest)):
            readings += self.choose_of_two(list(spans.values()), rest, question, grade)
        if links:
            entity = self.focus(links)
            if aggregate == "count":  # "裘**名下有几台设备" counts a hop; "X的在校生有多少人" reads a number it has
                readings += self.count_hop(entity, rest, types)
                readings += [r for r in self.property_or_hop(entity, rest, question, types) if r is not None and r.shape == "property"]
            elif aggregate in ("sum", "avg", "max", "min"):
                readings += self.aggregate_hop(entity, rest, question, aggregate, types)
                readings += self.property_or_hop(entity, rest, question, types)
            elif _YESNO.search(question) and _NUMBER.search(rest) and self.comparison(rest):
                readings += self.compare(entity, rest, question)
            else:
                readings += self.property_or_hop(entity, rest, question, types)
            if aggregate is None:
                readings += self.two_hop(entity, plain_rest, question, types)
            elif aggregate == "count":
                readings += self.two_hop(entity, plain_rest, question, types, count=True)
        if types:
            readings += self.over_type(types, question, question, aggregate, rest)
            if len(types) >= 2:
                readings += self.over_related(types, question, aggregate, rest)
            if aggregate in ("max", "min") and not links and _MOST_MANY.search(question) and _WHICH.search(question):
                readings += self.most_related(types, rest, question, aggregate)
        if not links and aggregate in ("max", "min"):
            readings += self.role_superlative(rest, question, aggregate)
        readings += self.edge_readings(question, links, aggregate)
        readings = [r for r in readings if r is not None]
        readings = [r for r in readings if self.explains_question(r, question, links, types, notes)]
        if not readings:
            notes.append("the schema planner found no reading of this question's shape "
                         "(a property or relation of a named entity, a count, sum, average, maximum or minimum over a type, "
                         "a comparison with a number)")
            return None, notes
        # among the readings clear enough to write, the one that reads more of the question's words
        for r in readings:
            r.coverage = self.coverage(r, rest)
        clear = [r for r in readings if r.confidence >= MIN_CONFIDENCE]
        if clear:
            readings = clear
        readings.sort(key=lambda r: (-r.coverage, -r.confidence, -r.parts))
        best = readings[0]
        second = readings[1] if len(readings) > 1 else None
        if second is not None and (second.coverage, second.confidence, second.parts) == (best.coverage, best.confidence, best.parts) \
                and second.text != best.text:
            notes.append(f"two readings tie ({best.shape}, {readings[1].shape}, confidence {best.confidence:.2f}): no plan")
            return None, notes
        if best.confidence < MIN_CONFIDENCE:
            notes.append(f"the best reading ({best.shape}, confidence {best.confidence:.2f}) is below {MIN_CONFIDENCE}: no plan")
            return None, notes + best.notes
        return best, notes + best.notes

    def unread(self, r: SchemaPlan, question: str, links: list[dict]) -> list[str]:
        """The words and numbers of ``question`` that no part of reading ``r`` accounts for:
        Latin words outside :data:`_FUNCTION_WORDS`, the linked names, the reading's values and the
        words (and glossary words) of its predicates and types; numbers it does not use."""
        text = question
        for l in sorted(links, key=lambda l: -len(l["text"])):
            text = text.replace(l["text"], " ")
        for t in sorted((t for t in r.explains if isinstance(t, str)), key=len, reverse=True):
            text = re.sub(re.escape(t), " ", text, flags=re.I)
        names = []
        for name in r.labels:
            for p in predicates_named(self.schema, name):
                names += [p.name, p.display_name or ""]
                for e in p.properties:  # an edge's properties (amount, date) are read with it
                    names += [e.name, e.display_name or ""]
                if p.properties:  # and the words of its direction (paid, received)
                    names += sorted(TRANSFER_WORDS)
        for t in r.types:
            if t in self.schema.types:
                names += [t, self.schema.types[t].display_name or ""]
        read_text = " ".join(names)
        read_text += " " + bridge(read_text) + " " + _GRADED_WORDS
        read = set(units(read_text))
        out = [w for w in re.findall(r"[A-Za-z][A-Za-z'-]*", text)
               if any(u not in read and u not in _FUNCTION_WORDS and len(u) > 1 for u in units(w))]
        # a number that restricts ("older than 50", "超过55岁", "以132开头") and that the reading does not
        # use; a number stated as a premise ("有3个罐，每罐容积为2") is no restriction
        out += [m.group(1) for m in _NUMBER.finditer(text) if m.group(1) not in read_text and (
            any(p.search(text[max(0, m.start() - 16):m.start()] + " ") for _op, p in _COMPARE[:4])
            or _RESTRICTS.search(text[max(0, m.start() - 16):m.start()]) or _RESTRICTS_AFTER.match(text[m.end():]))]
        return out

    def id_links(self, question: str, links: list[dict]) -> list[dict]:
        """Links for ids and codes written inside other words ("应用com.a.b的风险标记"), which the
        name linker's word boundaries miss: an entity whose name or key is exactly the token."""
        out = []
        covered = " ".join(l["text"] for l in links)
        for m in re.finditer(_IDENTIFIER.pattern, question, re.I):
            token = m.group(0).rstrip("._-")
            if token in covered:
                continue
            for entity_id, name, type_name in self.con.execute(
                    "SELECT entity_id, name, type FROM kg_entities WHERE name = $t OR key = $t ORDER BY entity_id LIMIT 3", {"t": token}).fetchall():
                if type_name in self.schema.types:
                    out.append({"text": token, "entity_id": entity_id, "name": name, "type": type_name, "method": "id"})
        return out

    def explains_question(self, r: SchemaPlan, question: str, links: list[dict], types: list[str], notes: list[str]) -> bool:
        """Whether a reading accounts for the question: every entity it names (by name, or as a
        property value the reading restricts by), every type it names, and the kind of answer its
        question word asks for (who: an entity; how many/old: a number; when: a date; a yes/no
        question: a truth value). A reading that leaves part of the question unread is not written:
        it would answer another question."""
        if not r.text:
            return True  # a weak reading: reported by its confidence
        texts = {_fold(t) for t in r.explains}
        spans: dict[str, list[dict]] = {}
        for l in links:  # one span of the question may link several entities (a name in two types)
            spans.setdefault(_fold(l["text"]), []).append(l)
        for text, group in spans.items():
            if not any(l["entity_id"] in r.explains for l in group) and text not in texts and not any(text in t for t in texts):
                notes.append(f"{r.shape} reading leaves {group[0]['text']!r} unread")
                return False
        left = self.unread(r, question, links)
        if left:
            notes.append(f"{r.shape} reading leaves {', '.join(repr(w) for w in left[:3])} unread")
            return False
        # an identifier the question states (a certificate hash, an app id) that no link or value of
        # the reading accounts for: the reading would answer about something else
        read_text = " ".join(list(texts) + [_fold(l["text"]) for l in links])
        for token in _IDENTIFIER.findall(_fold(question)):
            if token not in read_text:
                notes.append(f"{r.shape} reading leaves {token!r} unread")
                return False
        # a type named inside a predicate the reading reads (许可证 in 经营许可证) is read with it
        labels = [_fold(x) for name in r.labels for p in predicates_named(self.schema, name) for x in (p.name, p.display_name) if x]
        missing = [t for t in types if t not in r.types and not any(
            _fold(n) in lab for n in filter(None, {t, self.schema.types[t].display_name}) for lab in labels)]
        if missing:
            notes.append(f"{r.shape} reading leaves the type {missing[0]} unread")
            return False
        if _WINDOW.search(question) and not any(_PERIOD_LABEL.search(lab) for lab in labels) and not any(
                _WINDOW.search(t) for t in r.explains if isinstance(t, str)):
            notes.append(f"the question restricts by a time window or date; the {r.shape} reading reads none")
            return False
        kinds = set(r.value_kinds)
        yes_no = r.kind == "boolean" or (r.kind == "value" and r.values_yes_no)
        if _YESNO.search(question) and not yes_no:
            notes.append(f"a yes/no question; the {r.shape} reading answers no truth value")
            return False
        if _EXPECT_WHO.search(question) and not (r.kind == "entity" or (r.kind == "value" and kinds <= {"text"})):
            notes.append(f"a who-question; the {r.shape} reading answers no name")
            return False
        if _EXPECT_DATE.search(question) and not (r.kind == "value" and kinds and kinds <= {"date", "number"}):
            notes.append(f"a when-question; the {r.shape} reading answers no date")
            return False
        if _EXPECT_NUMBER.search(question) and not (r.kind == "number" or (r.kind == "value" and kinds and kinds <= {"number"})) \
                and not (r.shape == "choice" and _EXPECT_WHO.search(question)):  # "谁年纪更大": a name, graded by a number
            notes.append(f"the question asks for a number; the {r.shape} reading answers none")
            return False
        return True

    def coverage(self, r: SchemaPlan, rest: str) -> float:
        """The weighted share of ``rest``'s content units (question words and particles left out)
        that the reading's predicate names, display names and node types contain, to 0.1."""
        content = [u for u in units(rest) if u not in _QUESTION_UNITS and u not in _STOP and not u.isdigit()]
        if not content:
            return 0.0
        read: set[str] = set()
        for name in r.labels:
            for p in predicates_named(self.schema, name):
                read.update(units(p.name))
                read.update(units(p.display_name))
        for t in r.types:
            if t in self.schema.types:
                read.update(units(t))
                read.update(units(self.schema.types[t].display_name))
        return round(sum(1 for u in content if u in read) / len(content), 1)

    # -- what the question names --------------------------------------------------------------
    def focus(self, links: list[dict]) -> dict:
        """The entity the question is about: the longest linked name (first on ties)."""
        return max(links, key=lambda l: (len(l["text"]), -links.index(l)))

    def mentioned_types(self, text: str) -> list[str]:
        """Schema types whose name or display name (an English plural too) occurs in ``text``,
        longest first; a name inside a longer one found does not count."""
        folded = _fold(text)
        found: list[tuple[int, int, str]] = []
        for t in self.schema.types.values():
            for label in filter(None, {t.name, t.display_name}):
                key = _fold(label)
                forms = {key}
                if key.isascii():
                    forms |= {key + "s", key + "es", (key[:-1] + "ies") if key.endswith("y") else key}
                for form in forms:
                    pattern = rf"(?<![a-z]){re.escape(form)}(?![a-z])" if form.isascii() else re.escape(form)
                    m = re.search(pattern, folded)
                    if m and len(form) >= 2:
                        found.append((m.start(), m.end(), t.name))
        found.sort(key=lambda f: -(f[1] - f[0]))
        kept: list[tuple[int, int, str]] = []
        for f in found:
            if not any(k[0] <= f[0] and f[1] <= k[1] for k in kept) and f[2] not in {k[2] for k in kept}:
                kept.append(f)
        return [k[2] for k in sorted(kept)]

    def aggregate_word(self, text: str) -> str | None:
        # a superlative before a sum: "the highest total inflow" asks for the highest
        for name, pattern in (("count", _COUNT), ("max", _MAX), ("min", _MIN), ("avg", _AVG), ("sum", _SUM)):
            if pattern.search(text):
                return name
        return None

    def comparison(self, text: str) -> str | None:
        for op, pattern in _COMPARE:
            if pattern.search(text):
                return op
        return None

    # -- data ----------------------------------------------------------------------------------
    def entity_values(self, entity_id: str) -> dict[str, tuple[str, ...]]:
        """Predicate -> values of one entity: properties, and the names of its edges' objects."""
        rows = self.con.execute(
            "SELECT predicate, value FROM kg_properties WHERE entity_id = $id AND value IS NOT NULL "
            "UNION ALL SELECT x.predicate, o.name FROM kg_edges x JOIN kg_entities o ON o.entity_id = x.object_id "
            "WHERE x.subject_id = $id", {"id": entity_id}).fetchall()
        out: dict[str, set[str]] = {}
        for p, v in rows:
            if str(v).strip():
                out.setdefault(p, set()).add(str(v))
        return {k: tuple(sorted(v)) for k, v in out.items()}

    def incoming(self, entity_id: str) -> dict[tuple[str, str], tuple[str, ...]]:
        """(subject type, predicate) -> names of the subjects of edges into one entity."""
        rows = self.con.execute(
            "SELECT s.type, x.predicate, s.name FROM kg_edges x JOIN kg_entities s ON s.entity_id = x.subject_id "
            "WHERE x.object_id = $id", {"id": entity_id}).fetchall()
        out: dict[tuple[str, str], set[str]] = {}
        for t, p, n in rows:
            out.setdefault((t, p), set()).add(n)
        return {k: tuple(sorted(v)) for k, v in out.items()}

    def values_named(self, type_name: str, text: str) -> list[tuple[PropertyDef, str]]:
        """(property, value) pairs of ``type_name``'s entities whose value occurs in ``text``
        (two characters or more; Latin on word boundaries), longest value first, one per span."""
        rows = self.con.execute(
            "SELECT DISTINCT p.predicate, p.value FROM kg_properties p JOIN kg_entities e USING (entity_id) "
            "WHERE e.type = $type AND p.value IS NOT NULL AND length(p.value) >= 2 AND length(p.value) <= 64 "
            "AND strpos($q, lower(p.value)) > 0", {"type": type_name, "q": _fold(text)}).fetchall()
        preds = {p.name: p for p in self.schema.predicates(type_name)}
        out: list[tuple[PropertyDef, str]] = []
        spans: list[tuple[int, int]] = []
        for predicate, value in sorted(rows, key=lambda r: (-len(r[1]), r[0], r[1])):
            if predicate not in preds or implicit_predicate(predicate) is not None or value_kind(value) == "number":
                continue
            key = _fold(value)
            pattern = rf"(?<!\w){re.escape(key)}(?!\w)" if key.isascii() else re.escape(key)
            m = re.search(pattern, _fold(text))
            if m is None or any(a <= m.start() < b or a < m.end() <= b for a, b in spans):
                continue
            spans.append(m.span())
            out.append((preds[predicate], value))
        return out

    # -- readings ------------------------------------------------------------------------------
    def _rank(self, candidates: list[PropertyDef], context: str, values: dict | None, question: str,
              extra: dict[str, float] | None = None) -> tuple[Candidate | None, list[Candidate]]:
        """The predicate the question's words name among ``candidates`` (values: the subject's)."""
        expect = expected_kind([question])
        ranked = rank_predicates(None, candidates, [context], values, expect)
        if extra:
            ranked = sorted((Candidate(c.predicate, round(c.score + extra.get(c.predicate.name, 0.0), 4), c.word, c.context,
                                       c.has_value, c.values) for c in ranked), key=lambda c: (-c.score, c.predicate.name))
        echo = context if values is not None else None
        if ranked and echo and echoed(ranked[0].values, echo):
            # the best reading states what the question says: the sibling it names instead
            labels = units(_label(ranked[0].predicate))
            weight = UnitWeights([units(_label(c.predicate)) for c in ranked])
            siblings = [Candidate(c.predicate, round(word_similarity(labels, units(_label(c.predicate)), weight), 4), 1.0, c.context,
                                  c.has_value, c.values) for c in ranked[1:] if not echoed(c.values, echo)]
            siblings = sorted([c for c in siblings if c.score > 0], key=lambda c: (-c.score, c.predicate.name))
            best = choose(siblings, False, threshold=0.1) if siblings else None
            if best is not None:  # as confident as the reading it replaces, no more
                best = Candidate(best.predicate, min(ranked[0].score, 0.6), best.word, best.context, best.has_value, best.values)
            return best, siblings
        return choose(ranked, True), ranked

    def property_or_hop(self, entity: dict, rest: str, question: str, types: list[str]) -> list[SchemaPlan]:
        """A property or an outgoing relation of the entity, or an incoming relation."""
        t = entity["type"]
        values = self.entity_values(entity["entity_id"])
        incoming = self.incoming(entity["entity_id"])
        own = [p for p in self.schema.predicates(t) if implicit_predicate(p.name) is None]
        reverse: dict[str, tuple[str, PropertyDef]] = {}
        for (owner, name), subjects in incoming.items():
            if owner in self.schema.types:
                p = self.schema.predicate(owner, name)
                if p is not None and not p.is_basic:
                    key = f"~{owner}.{name}"
                    reverse[key] = (owner, p)
        # one candidate list: own predicates by name, incoming relations under a marked name
        marked = list(own) + [PropertyDef(name=k, display_name=_label(p), range_type=owner, owner=t, is_relation=True,
                                          range_types=(owner,), value_range=False) for k, (owner, p) in reverse.items()]
        vals = dict(values)
        for k, (owner, p) in reverse.items():
            vals[k] = incoming[(owner, p.name)]
        # the other end's type named in the question counts for a relation to it
        extra = {}
        for p in marked:
            other = reverse[p.name][0] if p.name in reverse else (None if p.is_basic else p.range_type)
            if other in types:
                extra[p.name] = 0.3  # "What industry is X in?": the relation to the type it names
        best, ranked = self._rank(marked, rest, vals, question, extra)
        if best is None:  # "How old is X?": the one numeric property X has, when nothing else is named
            best = self.sole_of_kind([p for p in own if p.name in values], expected_kind([question]), ranked)
            if best is not None:
                best = Candidate(best.predicate, best.score, 0.0, 0.0, True, values[best.predicate.name])
        if best is None:
            return [self._weak("property", ranked)]
        name = entity["name"]
        if best.predicate.name in reverse:
            owner, p = reverse[best.predicate.name]
            text = (f"Action1: Retrieval(s=s1:{owner}, p=p1:{p.name}, o=o1:{t}[{_bt(name)}])\nAction2: Output(s1)\n")
            return [SchemaPlan(text, "relation", best.score, [f"relation {owner}-[{p.name}]->{t} into {name!r} (score {best.score:.2f})"],
                               f"{{value}} ({_label(p)} → {name})", kind="entity", answer_type=owner,
                               explains=frozenset({entity["entity_id"]}), types=frozenset({owner, t}))]
        p = best.predicate
        o = "o1" if p.is_basic else f"o1:{p.range_type}"
        text = f"Action1: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o={o})\nAction2: Output(o1)\n"
        shape = "property" if p.is_basic else "relation"
        kinds = frozenset(value_kind(v) for v in best.values) if p.is_basic else frozenset()
        return [SchemaPlan(text, shape, best.score, [f"{shape} {t}.{p.name} of {name!r} (score {best.score:.2f})"],
                           f"{{value}} ({_label(p)} of {name})", kind="value" if p.is_basic else "entity",
                           answer_type=None if p.is_basic else p.range_type, explains=frozenset({entity["entity_id"]}),
                           types=frozenset({t} if p.is_basic else {t, p.range_type}), value_kinds=kinds,
                           values_yes_no=bool(best.values) and all(v.strip().casefold() in _YES_NO_VALUES for v in best.values))]

    def _weak(self, shape: str, ranked: list[Candidate]) -> SchemaPlan | None:
        if not ranked:
            return None
        return SchemaPlan("", shape, min(ranked[0].score, MIN_CONFIDENCE - 0.01),
                          [f"closest {shape}: {ranked[0].predicate.name} (score {ranked[0].score:.2f}), not clear enough"])

    def count_hop(self, entity: dict, rest: str, types: list[str]) -> list[SchemaPlan]:
        """How many ends a relation of the named entity has (either direction)."""
        t, name = entity["type"], entity["name"]
        relations = [p for p in self.schema.predicates(t) if not p.is_basic]
        incoming = [p for owner in self.schema.types for p in self.schema.predicates(owner)
                    if not p.is_basic and p.range_type == t]
        context = _COUNT.sub(" ", rest)
        plans = []
        for forward, preds in ((True, relations), (False, incoming)):
            if not preds:
                continue
            extra = {p.name: 0.3 for p in preds if (p.range_type if forward else p.owner) in types}
            ranked = rank_predicates(None, preds, [context], None, None)
            ranked = sorted((Candidate(c.predicate, c.score + extra.get(c.predicate.name, 0.0), c.word, c.context, None) for c in ranked),
                            key=lambda c: (-c.score, c.predicate.name))
            best = choose(ranked, True)
            if best is None:
                continue
            p = best.predicate
            if forward:
                hop = f"Action1: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o=o1:{p.range_type})\n"
                counted = "o1"
            else:
                hop = f"Action1: Retrieval(s=s1:{p.owner}, p=p1:{p.name}, o=o1:{t}[{_bt(name)}])\n"
                counted = "s1"
            text = hop + f"Action2: Math(content=[{counted}], target=count)->n\nAction3: Output(n)\n"
            plans.append(SchemaPlan(text, "count", min(best.score, 1.0), [f"count over {p.owner}-[{p.name}]->{p.range_type} (score {best.score:.2f})"],
                                    f"{{value}} ({_label(p)}, {name})", kind="number", explains=frozenset({entity["entity_id"]}),
                                    types=frozenset({p.owner, p.range_type})))
        return plans

    def hops(self, entity: dict, context: str, types: list[str]) -> list[tuple[Candidate, bool]]:
        """The relations from (forward) or into the entity's type, ranked against ``context``
        (a relation to a type the question names counts more), best first."""
        t = entity["type"]
        # only the relations the entity has edges of, in the direction it has them
        have = {(d, o, p) for d, o, p in self.con.execute(
            "SELECT DISTINCT 'out', t.type, x.predicate FROM kg_edges x JOIN kg_entities t ON t.entity_id = x.object_id WHERE x.subject_id = $id "
            "UNION SELECT DISTINCT 'in', t.type, x.predicate FROM kg_edges x JOIN kg_entities t ON t.entity_id = x.subject_id WHERE x.object_id = $id",
            {"id": entity["entity_id"]}).fetchall()}
        forward = [p for p in self.schema.predicates(t) if not p.is_basic and ("out", p.range_type, p.name) in have]
        backward = [p for owner in self.schema.types for p in self.schema.predicates(owner)
                    if not p.is_basic and p.range_type == t and ("in", owner, p.name) in have]
        # a relation both ways (Company-[mainSupply]->Company): "whose main customer is X" reads it into X
        into = bool(_WHOSE.search(context))
        out: list[tuple[Candidate, bool]] = []
        for is_forward, preds in ((True, forward), (False, backward)):
            if {p.name for p in forward} & {p.name for p in backward}:
                preds = [p for p in preds if (p.name not in {q.name for q in (backward if is_forward else forward)}) or is_forward != into]
            extra = {p.name: 0.3 for p in preds if (p.range_type if is_forward else p.owner) in types}
            for c in rank_predicates(None, preds, [context], None, None):
                out.append((Candidate(c.predicate, round(c.score + extra.get(c.predicate.name, 0.0), 4), c.word, c.context, None), is_forward))
        out.sort(key=lambda cf: (-cf[0].score, cf[0].predicate.owner, cf[0].predicate.name))
        return out

    def aggregate_hop(self, entity: dict, rest: str, question: str, aggregate: str, types: list[str]) -> list[SchemaPlan]:
        """A sum, average, maximum or minimum of a numeric property over a relation's other ends
        ("the total inflow of the companies whose main customer is X")."""
        t, name = entity["type"], entity["name"]
        hops = self.hops(entity, rest, types)
        best = choose([c for c, _ in hops], True)
        if best is None:
            return []
        is_forward = next(f for c, f in hops if c is best)
        p = best.predicate
        other = p.range_type if is_forward else p.owner
        numeric = [q for q in self.schema.predicates(other) if q.is_basic and is_numeric_type(self.schema, q.range_type) and q.name != p.name]
        ranked = rank_predicates(None, numeric, [rest], None, None)
        measure = choose(ranked, True)
        if measure is None:
            return []
        q = measure.predicate
        if is_forward:
            hop = f"Action1: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o=o1:{other})\nAction2: Retrieval(s=o1, p=p2:{q.name}, o=o2)\n"
            ends = "o1"
        else:
            hop = f"Action1: Retrieval(s=s1:{other}, p=p1:{p.name}, o=o1:{t}[{_bt(name)}])\nAction2: Retrieval(s=s1, p=p2:{q.name}, o=o2)\n"
            ends = "s1"
        text = hop + f"Action3: Math(content=[o2], target={aggregate})->m\nAction4: Output(m, {ends})\n"
        confidence = min(best.score, measure.score)
        return [SchemaPlan(text, "aggregate", confidence,
                           [f"{aggregate} of {other}.{q.name} over {p.owner}-[{p.name}]->{p.range_type} {'from' if is_forward else 'into'} {name!r} "
                            f"(scores {best.score:.2f}, {measure.score:.2f})"],
                           f"{{value}} ({aggregate} of {_label(q)} over {{over}}: {_label(p)} {'of' if is_forward else '→'} {name})", parts=2, answer_var="m",
                           kind="number", explains=frozenset({entity["entity_id"]}), types=frozenset({t, other}))]

    def sole_of_kind(self, preds: list[PropertyDef], expect: str | None, ranked: list[Candidate]) -> Candidate | None:
        """When the question asks for a number and nothing it says names a predicate, the type's
        one numeric property ("How old is …" of a Person with ``age`` its only number), at the
        threshold's score."""
        if expect != "number" or any(c.word > 0 or c.context > 0 for c in ranked):  # the kind bonus alone is no naming
            return None
        numeric = [p for p in preds if p.is_basic and is_numeric_type(self.schema, p.range_type) and not p.is_derived]
        if len(numeric) != 1:
            return None
        return Candidate(numeric[0], MIN_CONFIDENCE, 0.0, 0.0, None)

    def two_hop(self, entity: dict, rest: str, question: str, types: list[str], count: bool = False) -> list[SchemaPlan]:
        """A relation of the named entity, then a property or relation of the entities it reaches
        ("How old is the legal representative of X?", "X的主要客户的法人代表是谁？"): each hop
        ranked against the question without the words the other one reads."""
        t, name = entity["type"], entity["name"]
        plans: list[SchemaPlan] = []
        for first, is_forward in self.hops(entity, rest, types)[:4]:
            if first.score < 0.3:
                break
            p = first.predicate
            middle = p.range_type if is_forward else p.owner
            if middle not in self.schema.types:
                continue
            remaining = _without_label(rest, p)
            second_preds = [q for q in self.schema.predicates(middle) if implicit_predicate(q.name) is None and q.name != p.name]
            expect = expected_kind([question])
            if count:  # "how many distinct apps are installed on X's devices": the ends of a second relation
                second_preds = [q for q in second_preds if not q.is_basic]
                expect, remaining = None, _COUNT.sub(" ", remaining)
                extra = {q.name: 0.3 for q in second_preds if q.range_type in types}
                ranked = sorted((Candidate(c.predicate, round(c.score + extra.get(c.predicate.name, 0.0), 4), c.word, c.context, None)
                                 for c in rank_predicates(None, second_preds, [remaining], None, None)), key=lambda c: (-c.score, c.predicate.name))
                second = choose(ranked, True)
            else:
                ranked = rank_predicates(None, second_preds, [remaining], None, expect)
                second = choose(ranked, True) or self.sole_of_kind(second_preds, expect, ranked)
            if second is None:
                continue
            q = second.predicate
            hop1 = (f"Action1: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o=m1:{middle})\n" if is_forward else
                    f"Action1: Retrieval(s=m1:{middle}, p=p1:{p.name}, o=s1:{t}[{_bt(name)}])\n")
            o = "o2" if q.is_basic else f"o2:{q.range_type}"
            text = hop1 + f"Action2: Retrieval(s=m1, p=p2:{q.name}, o={o})\nAction3: Output(o2)\n"
            confidence = min(first.score, second.score)
            if count:
                text = hop1 + f"Action2: Retrieval(s=m1, p=p2:{q.name}, o={o})\nAction3: Math(content=[o2], target=count)->n\nAction4: Output(n)\n"
                plans.append(SchemaPlan(
                    text, "count", confidence, [f"count of {q.range_type} two hops from {name!r}: {p.name}, {q.name} "
                                                f"(scores {first.score:.2f}, {second.score:.2f})"],
                    f"{{value}} ({q.range_type} over {_label(p)}, {_label(q)} of {name})", parts=2, answer_var="n", kind="number",
                    explains=frozenset({entity["entity_id"]}), types=frozenset({t, middle, q.range_type})))
                continue
            plans.append(SchemaPlan(
                text, "two-hop", confidence,
                [f"two hops: {p.owner}-[{p.name}]->{p.range_type} {'from' if is_forward else 'into'} {name!r}, then {middle}.{q.name} "
                 f"(scores {first.score:.2f}, {second.score:.2f})"],
                f"{{value}} ({_label(q)} of {_label(p)} {'of' if is_forward else '→'} {name})", parts=2,
                kind="value" if q.is_basic else "entity", answer_type=None if q.is_basic else q.range_type,
                explains=frozenset({entity["entity_id"]}), types=frozenset({t, middle} | (set() if q.is_basic else {q.range_type})),
                value_kinds=frozenset({"number"} if is_numeric_type(self.schema, q.range_type) else {"text"}) if q.is_basic else frozenset()))
        return plans

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
        numeric = [p for p in both if any(value_kind(v) == "number" for v in va[p.name]) and any(value_kind(v) == "number" for v in vb[p.name])]
        candidates = both if op == "eq" else numeric  # "in the same country": a text value compares as equal or not
        context = self.graded(t, rest)
        for _op, pattern in _COMPARE:
            context = pattern.sub(" ", context)
        best, ranked = self._rank(candidates, context, {p.name: va[p.name] for p in candidates}, question)
        if best is None:
            return None, self._weak("comparison", ranked)
        if gradable(rest) and not _age_like(best.predicate):
            op = {"gt": "lt", "lt": "gt", "ge": "le", "le": "ge"}.get(op, op)
        return best, op

    def choose_of_two(self, pair: list[dict], rest: str, question: str, grade: str | None) -> list[SchemaPlan]:
        """Which of two named entities has the greater (or smaller) value ("Who is older, A or
        B?", "A和B谁年纪更大？"): the difference of the two values decides; equal values give both."""
        a, b = pair
        op = self.comparison(rest)
        if op not in ("gt", "lt") or a["type"] != b["type"]:
            return []
        best, op = self._compared(pair, rest, question, op)
        if best is None:
            return [op]
        p, t = best.predicate, a["type"]
        text = (f"Action1: Retrieval(s=s1:{t}[{_bt(a['name'])}], p=p1:{p.name}, o=o1)\n"
                f"Action2: Retrieval(s=s2:{t}[{_bt(b['name'])}], p=p2:{p.name}, o=o2)\n"
                f"Action3: Math(content=[o1, o2], target=difference)->d\nAction4: Output(d)\n")
        return [SchemaPlan(text, "choice", best.score, [f"choice of {a['name']!r} or {b['name']!r} by the {'greater' if op == 'gt' else 'smaller'} "
                                                        f"{t}.{p.name} (score {best.score:.2f})"],
                           f"{{value}} ({'greater' if op == 'gt' else 'smaller'} {_label(p)} of {a['name']} and {b['name']})",
                           kind="entity", answer_type=t, explains=frozenset({a["entity_id"], b["entity_id"]}), types=frozenset({t}),
                           parts=2, answer_var="d", choice=(a["name"], b["name"], op))]

    def compare_two(self, pair: list[dict], rest: str, question: str) -> list[SchemaPlan]:
        """Two named entities of one type compared on a property ("Was A founded before B?",
        "A的年龄比B大吗？", "A和B在同一个国家吗？"): a truth value."""
        a, b = pair
        op = self.comparison(rest)
        if op is None or a["type"] != b["type"]:
            return []
        t = a["type"]
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
        op = self.comparison(rest)
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

    def relations_between(self, a: str, b: str, context: str) -> tuple[PropertyDef, bool, float] | None:
        """The relation joining types ``a`` and ``b`` the context names (or the only one):
        ``(relation, True when a is its subject, score)``, or None."""
        forward = [p for p in self.schema.predicates(a) if not p.is_basic and p.range_type == b]
        backward = [p for p in self.schema.predicates(b) if not p.is_basic and p.range_type == a]
        both = [(p, True) for p in forward] + [(p, False) for p in backward]
        if not both:
            return None
        ranked = rank_predicates(None, [p for p, _ in both], [context], None, None)
        best = choose(ranked, True)
        if best is None:
            if len(both) != 1:
                return None
            return both[0][0], both[0][1], MIN_CONFIDENCE + 0.05
        return best.predicate, next(f for p, f in both if p is best.predicate), best.score

    def related_yes_no(self, pair: list[dict], rest: str) -> list[SchemaPlan]:
        """Whether a relation joins two named entities ("柏*是否持有**娱乐**公司的股份？",
        "Does A supply B?"): ``exists`` over the hop between them."""
        out = []
        for a, b in (pair, pair[::-1]):
            found = self.relations_between(a["type"], b["type"], rest)
            if found is None or not found[1]:
                continue
            p, _forward, score = found
            text = (f"Action1: Retrieval(s=s1:{a['type']}[{_bt(a['name'])}], p=p1:{p.name}, o=o1:{b['type']}[{_bt(b['name'])}])\n"
                    f"Action2: Math(content=[o1], target=exists)->b\nAction3: Output(b)\n")
            out.append(SchemaPlan(text, "comparison", score, [f"whether {a['name']!r} -[{p.name}]-> {b['name']!r} (score {score:.2f})"],
                                  f"{{value}} ({a['name']} {_label(p)} {b['name']})", kind="boolean",
                                  explains=frozenset({a["entity_id"], b["entity_id"]}), types=frozenset({a["type"], b["type"]})))
        return out

    def over_related(self, types: list[str], question: str, aggregate: str | None, rest: str) -> list[SchemaPlan]:
        """The entities of one type the question names related to those of another it restricts
        by a value ("Which person holds certificate 33fd…?", "使用证书X的应用中，哪些被标记为赌博？"):
        a Search of the restricted set, one hop, the answer type's own value restrictions."""
        plans = []
        for answer_type in types[:2]:
            for other in types[:2]:
                if other == answer_type:
                    continue
                held = self.values_named(other, question)
                if not held:
                    continue
                found = self.relations_between(answer_type, other, rest)
                if found is None:
                    continue
                p, forward, score = found
                own = [(q, v) for q, v in self.values_named(answer_type, question) if not any(v in w or w in v for _q, w in held)]
                where = ", ".join(f"s1.{q.name} == {_bt(v)}" for q, v in held)
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
                described = ", ".join(f"{_label(q)} {v}" for q, v in held + own)
                plans.append(SchemaPlan(text, "two-hop", score, [f"{answer_type} -[{p.name}]- {other} with {described} (score {score:.2f})"],
                                        f"{{value}} ({answer_type} {_label(p)} {other}; {described})", parts=2 + len(own),
                                        answer_var=var, kind=kind, answer_type=answer_type if kind == "entity" else None,
                                        explains=frozenset(v for _q, v in held + own), types=frozenset({answer_type, other}),
                                        labels=(p.name,) + tuple(q.name for q, _v in held + own)))
        return plans

    def role_superlative(self, rest: str, question: str, aggregate: str) -> list[SchemaPlan]:
        """The entity with the highest (lowest) value among those a relation's words name as a
        role ("Who is the youngest legal representative?"): the relation's subjects, sorted."""
        folded = _fold(rest)
        plans = []
        for owner in self.schema.types:
            for p in self.schema.predicates(owner):
                if p.is_basic or p.owner != owner:
                    continue
                words = [w for w in re.split(r"[\s_]+|(?<=[a-z])(?=[A-Z])", p.name) if w] if p.name.isascii() else []
                label = _fold(p.display_name or "")
                named = (label and label in folded and len(label) >= 2) or \
                    (len(words) >= 2 and all(re.search(rf"(?<![a-z]){re.escape(w.casefold())}", folded) for w in words))
                if not named:
                    continue
                numeric = [q for q in self.schema.predicates(owner) if q.is_basic and is_numeric_type(self.schema, q.range_type)
                           and implicit_predicate(q.name) is None]
                best = choose(rank_predicates(None, numeric, [self.graded(owner, rest)], None, None), True)
                if best is None:
                    continue
                q = best.predicate
                direction = "desc" if aggregate == "max" else "asc"
                if gradable(rest) and not _age_like(q):
                    direction = "asc" if direction == "desc" else "desc"
                text = (f"Action1: Retrieval(s=s1:{owner}, p=p1:{p.name}, o=o1:{p.range_type})\n"
                        f"Action2: Retrieval(s=s1, p=p2:{q.name}, o=o2)\n"
                        f"Action3: Sort(set=s1, orderby=o2, direction={direction}, limit=1)->top\nAction4: Output(top, o2)\n")
                plans.append(SchemaPlan(text, "superlative", best.score, [f"{owner} as {p.name} by {q.name} ({direction}, score {best.score:.2f})"],
                                        f"{{value}} ({'highest' if direction == 'desc' else 'lowest'} {_label(q)} among {_label(p)}: {{over}})",
                                        answer_var="top", kind="entity", answer_type=owner, types=frozenset({owner, p.range_type}),
                                        parts=2, labels=(p.name, q.name)))
        return plans

    def most_related(self, types: list[str], rest: str, question: str, aggregate: str) -> list[SchemaPlan]:
        """The entities with the most (or fewest) ends of a relation to a type the question names
        ("Who owns the most devices?", "Which companies make the most products?"): a Sort by
        ``count(o1)``; ties are all kept."""
        plans = []
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
                text = (f"Action1: Retrieval(s=s1:{owner}, p=p1:{p.name}, o=o1:{target})\n"
                        f"Action2: Sort(set=s1, orderby=count(o1), direction={direction}, limit=1)->top\nAction3: Output(top)\n")
                plans.append(SchemaPlan(text, "superlative", best.score, [f"{owner} by the number of {target} over {p.name} ({direction}, score {best.score:.2f})"],
                                        f"{{value}} ({'most' if direction == 'desc' else 'fewest'} {target} by {_label(p)})", answer_var="top",
                                        kind="entity", answer_type=owner, types=frozenset({owner, target}), parts=2))
        return plans

    def number_bound(self, t: str, context: str) -> tuple[PropertyDef, str, str, float] | None:
        """``(numeric property, op, number text, score)`` when ``context`` bounds a number of
        type ``t``'s entities ("older than 50", "年龄超过55岁"), else None."""
        op = self.comparison(context)
        m = _NUMBER.search(context)
        if op is None or op == "eq" or m is None:
            return None
        numeric = [p for p in self.schema.predicates(t) if p.is_basic and is_numeric_type(self.schema, p.range_type)
                   and implicit_predicate(p.name) is None]
        graded = self.graded(t, context)
        ranked = rank_predicates(None, numeric, [_NUMBER.sub(" ", graded)], None, None)
        best = choose(ranked, True)
        if best is None:
            return None
        if gradable(context) and not _age_like(best.predicate):
            op = {"gt": "lt", "lt": "gt", "ge": "le", "le": "ge"}[op]
        return best.predicate, op, m.group(1).replace(",", ""), best.score

    def over_type(self, types: list[str], rest: str, question: str, aggregate: str | None, extra: str = "") -> list[SchemaPlan]:
        """Count, aggregate, superlative or list over the entities of a type the question names,
        restricted by the property values it names (``extra``: more context words, the glossary's)."""
        plans = []
        for t in types[:2]:
            constraints = self.values_named(t, rest)
            context = rest
            for _p, v in constraints:
                context = re.sub(re.escape(v), " ", context, flags=re.I)
            for label in filter(None, {t, self.schema.types[t].display_name}):
                context = re.sub(re.escape(label) + r"(?:e?s)?", " ", context, flags=re.I)
            context = self.graded(t, context + " " + extra)
            where = ", ".join(f"s1.{p.name} == {_bt(v)}" for p, v in constraints)
            bound = self.number_bound(t, context) if aggregate in ("count", None) else None
            if bound is not None:
                bp, bop, bnum, bscore = bound
                where = ", ".join(filter(None, [where, f"s1.{bp.name} {dict(gt='>', ge='>=', lt='<', le='<=')[bop]} {bnum}"]))
            search = f"Action1: Search(s=s1:{t}{', ' + where if where else ''})\n"
            described = ", ".join([f"{_label(p)} {v}" for p, v in constraints] +
                                  ([f"{_label(bound[0])} {bound[1]} {bound[2]}"] if bound else []))
            used = frozenset(v for _p, v in constraints) | (frozenset({bound[2]}) if bound else frozenset())
            if aggregate == "count":
                if not constraints and bound is None:
                    continue  # "how many companies": only with a restriction the question names
                text = search + "Action2: Math(content=[s1], target=count)->n\nAction3: Output(n)\n"
                plans.append(SchemaPlan(text, "count", min(0.8, bound[3]) if bound else 0.8, [f"count of {t} with {described}"],
                                        f"{{value}} ({t}, {described})", kind="number", explains=used, types=frozenset({t}),
                                        labels=(bound[0].name,) if bound else ()))
                continue
            if aggregate in ("sum", "avg", "max", "min"):
                numeric = [p for p in self.schema.predicates(t) if p.is_basic and is_numeric_type(self.schema, p.range_type)]
                if not numeric and not _MOST_MANY.search(question):
                    numeric = [p for p in self.schema.predicates(t) if p.is_basic and implicit_predicate(p.name) is None]
                ranked = rank_predicates(None, numeric, [context], None, None)
                best = choose(ranked, True)
                if best is None:
                    plans.append(self._weak("aggregate", ranked))
                    continue
                p = best.predicate
                first = search if constraints else ""
                hop = (f"Action{2 if constraints else 1}: Retrieval(s=s1{'' if constraints else ':' + t}, p=p1:{p.name}, o=o1)\n")
                n = 3 if constraints else 2
                if gradable(question) and not _age_like(p) and aggregate in ("max", "min"):  # the oldest company: founded first
                    aggregate = "min" if aggregate == "max" else "max"
                if aggregate in ("max", "min") and _WHICH.search(question):
                    text = first + hop + (f"Action{n}: Sort(set=s1, orderby=o1, direction={'desc' if aggregate == 'max' else 'asc'}, limit=1)->top\n"
                                          f"Action{n + 1}: Output(top, o1)\n")
                    plans.append(SchemaPlan(text, "superlative", best.score, [f"{aggregate} of {t}.{p.name} (score {best.score:.2f})"],
                                            f"{{value}} ({'highest' if aggregate == 'max' else 'lowest'} {_label(p)}: {{over}})", answer_var="top",
                                            kind="entity", answer_type=t, explains=used, types=frozenset({t})))
                else:
                    text = first + hop + f"Action{n}: Math(content=[o1], target={aggregate})->m\nAction{n + 1}: Output(m)\n"
                    plans.append(SchemaPlan(text, "aggregate", best.score, [f"{aggregate} of {t}.{p.name} (score {best.score:.2f})"],
                                            f"{{value}} ({aggregate} of {_label(p)}{', ' + described if described else ''})",
                                            kind="number", explains=used, types=frozenset({t})))
                continue
            if constraints and _WHICH.search(question):
                text = search + "Action2: Output(s1)\n"
                plans.append(SchemaPlan(text, "list", 0.7, [f"{t} with {described}"], f"{{value}} ({t} with {described})",
                                        kind="entity", answer_type=t, explains=used, types=frozenset({t})))
        return plans
