"""What a question names in the schema and the data, for the schema planner's readings: types (by
label, by a kind word, or by a value of a classifying property: "哪家医院"), property values and
entity keys written in it, ids inside other words, and words that describe a whole type ("宗教院校").
Mixed into :class:`~kagflow.solver.schema_planner.SchemaPlanner` (uses its ``con``, ``schema``,
``link``, ``kinds`` and ``kinds_read``)."""

from __future__ import annotations

import functools
import re
from types import MappingProxyType

from kagflow.schema.spg import PropertyDef, Schema
from kagflow.schema.types import implicit_predicate, is_numeric_type
from kagflow.solver.countries import countries_named
from kagflow.solver.places import places_elsewhere, values_elsewhere
from kagflow.solver.kind_words import VALUE_ENDING, kind_types
from kagflow.solver.question_words import bridge, synonyms
from kagflow.solver.resolve import choose, rank_predicates, units, value_kind
from kagflow.solver.scoring import is_cjk
from kagflow.solver.schema_shapes import MIN_CONFIDENCE, ONLY, _IDENTIFIER, _bt, _fold, classifying_properties, counted_noun, noun_forms, spaced, type_labels
from kagflow.solver.store_memo import store_memoized
from kagflow.store.folding import sql_fold

# "有官方网站的宗教协会", "associations with a website": entities holding some value of a property
_HAS_VALUE = re.compile(r"(?<![所没沒还否])(?:有|具有|拥有|设有|开通了?|登记了|填写了|填了|留有|留了|记录了|列有|列了|标注了|提供了)(?:自己的?|独立的?)?([\u4e00-\u9fff]{2,6}?)(?:的|\s*[？?。]?\s*$)"
                        r"|\b(?:with|having|has|have|lists?|gives?|provides?|records?)\s+(?:an?|their own)\s+(?!(?:higher|lower|larger|smaller|bigger|greater|more|less|total|number|count)\b)"
                        r"((?:[a-z]+\s+)?[a-z]+)\b(?!\s+(?:of|over|under|above|below|than)\b)", re.I)

# an entity named by its code: "行政区划代码为330783的那个县市", "代码是331023的区县", "the county whose code is 330783"
_CODED = re.compile(r"(?:行政区划代码|区划代码|行政代码|代码|编码)\s*(?:为|是|=)\s*(?P<code>\d{4,12})\s*的\s*(?:那个|这个|那|这)?\s*[\u4e00-\u9fff]{1,3}?(?=的|里|中|内|有|，|,|[？?]|$)"
                    r"|\bthe\s+(?:county|district|city|region|area)\s+(?:whose\s+(?:administrative\s+)?code\s+is|with\s+(?:the\s+)?(?:administrative\s+)?code)\s+(?P<code2>\d{4,12})\b", re.I)

__all__ = ["QuestionNames", "classifying_values", "glossed_values", "mentioned_types"]

# a code written in a question: phone numbers ("0577-88293463", "132****0000"), licence numbers, web addresses
_CODE_TOKEN = re.compile(r"[A-Za-z0-9*][A-Za-z0-9*.:/_-]{5,}[A-Za-z0-9*]")

#: the share of a type's entities that may lack a property a word before the type's name names for
#: the word to describe the whole type ("religious associations": 4 of 365 associations hold no 所属宗教,
#: empty rows of religious associations)
_FEW_LACK = 0.05


def _same_stem(word: str, unit: str) -> bool:
    """Whether an English ``word`` and a property's name ``unit`` are forms of one word: a common
    beginning of six letters or more, most of the shorter one ("religious", religion)."""
    a, b = word.casefold(), unit.casefold()
    n = next((k for k, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return n >= 6 and n >= 0.75 * min(len(a), len(b))


@functools.lru_cache(maxsize=256)
def glossed_values(text: str) -> frozenset[str]:
    """Values a question names without writing them (casefolded), matched whole: the Chinese words
    the glossary gives for its Latin words ("Taoist": 道教), a grade of one letter before 级 ("A级") or alone
    between Chinese words ("只有A的"),
    and every form of a country it names ("美国": US, USA, United States; :mod:`~kagflow.solver.countries`).
    Cached: the readings ask it of the same text once per type."""
    out = {w for word in re.findall(r"[A-Za-z]+", text) for w in _fold(bridge(word)).split() if w and is_cjk(w[0])}
    out |= {m.group(1).casefold() for m in re.finditer(r"(?<![A-Za-z0-9几])([A-Za-z])\s*级", text)}  # (几A级 asks it)
    # (or one letter standing alone between Chinese words: "等级只有A的景区", as "只有一个A" is spelled)
    out |= {m.group(1).casefold() for m in re.finditer(r"(?:(?<=[\u4e00-\u9fff])(?<!几)|^)([A-Za-z])(?=[\u4e00-\u9fff]|$)", text)}
    out |= {_fold(f) for forms in countries_named(text).values() for f in forms}
    return frozenset(out)


# a place name of two or three characters without its ending, between the question's own words
# (start, 在/是/和/与/从/、/， before it; 的/有/里/内/和/与/、/，/? or the end after it)
_SHORT_PLACE = re.compile(r"(?:^|(?<=[在是和与从比、，,\s]))(?![在是和与从比])([\u4e00-\u9fff]{2,3}?)"
                          r"(?=的|有|里|内|和|与|、|，|,|？|\?|\s|$|两个?[市县区]|加起来|一共|总共|合计|分别|各|多|少|能|可以|哪|几"
                          r"|那边|这边|那里|这里|那儿|这儿|一带|境内|当地|地区)")  # ("湖州和嘉兴两个市加起来", "比衢州多", "青田那边", "湖州能做")


@functools.lru_cache(maxsize=1024)
def _glossary_nouns(label: str) -> tuple[str, ...]:
    """The glossary's other words for type label ``label`` that are nouns of it: its words of two
    characters or more, none a particle phrase ("的人", "哪些人" name no type)."""
    return tuple(w for w in synonyms(_fold(label)) if len(w) >= 2 and not re.search(r"^的|^哪|^什么|^多少|^几", w))


@functools.lru_cache(maxsize=64)
def _type_forms(types: tuple[tuple[str, str | None], ...]) -> tuple[tuple[str, str, re.Pattern], ...]:
    """``(type, form, compiled pattern)`` for every form a question may call each of ``types``
    (``(name, display name)`` pairs) by: a camelCase name is also its words ("GasStation": "gas
    station", "gas stations"), and a label its glossary words name too ("企业": 公司, "Company": 公司).
    Compiled once per schema."""
    out = []
    for name, display in types:
        labels = {x for x in (name, spaced(name), display) if x}
        for label in sorted(labels | {w for label in labels for w in _glossary_nouns(label)}):
            for form in noun_forms(_fold(label)):
                if len(form) >= 2:
                    pattern = rf"(?<![a-z]){re.escape(form)}(?![a-z])" if form.isascii() else re.escape(form)
                    out.append((name, form, re.compile(pattern)))
    return tuple(out)


def type_forms(schema: Schema) -> tuple[tuple[str, str, re.Pattern], ...]:
    """:func:`_type_forms` of ``schema``'s types: every form a question may call each type by."""
    return _type_forms(tuple((t, schema.types[t].display_name) for t in schema.types))


def times_named(schema: Schema, t: str, text: str) -> int:
    """How many times ``text`` calls type ``t`` by one of its forms (:func:`type_forms`; "公司 … 哪些公司": 2)."""
    folded = _fold(text)
    return sum(len(pattern.findall(folded)) for name, form, pattern in type_forms(schema) if name == t and form in folded)


def mentioned_types(schema: Schema, text: str) -> list[str]:
    """Schema types whose name or display name (an English plural too) occurs in ``text``,
    longest first; a name inside a longer one found does not count."""
    folded = _fold(text)
    found: list[tuple[int, int, str]] = []
    for type_name, form, pattern in type_forms(schema):
        if form in folded and (m := pattern.search(folded)) is not None:
            found.append((m.start(), m.end(), type_name))
    found.sort(key=lambda f: -(f[1] - f[0]))
    kept: list[tuple[int, int, str]] = []
    for f in found:
        if not any(k[0] <= f[0] and f[1] <= k[1] for k in kept) and f[2] not in {k[2] for k in kept}:
            kept.append(f)
    return [k[2] for k in sorted(kept)]


def classifying_values(con, schema: Schema) -> list[tuple[str, str, str, int]]:
    """``(type, predicate, value, entities)`` for every Chinese value of two to twelve characters of a
    classifying property (type, category, 类别 …) in the store ``con`` reads: what :meth:`QuestionNames.kind_value`
    looks for in a question. One statement; callers keep the list per store
    (:meth:`kagflow.solver.ask.Asker.classifying_values`)."""
    kinds = classifying_properties(schema)
    if not kinds:
        return []
    return [tuple(r) for r in con.execute(
        "SELECT e.type, p.predicate, p.value, count(DISTINCT e.entity_id) FROM kg_properties p JOIN kg_entities e USING (entity_id) "
        "WHERE p.predicate IN (SELECT unnest($p::VARCHAR[])) AND length(p.value) BETWEEN 2 AND 12 "
        "AND regexp_full_match(p.value, '[\\x{4e00}-\\x{9fff}]+') GROUP BY ALL ORDER BY ALL",
        {"p": sorted({p for _t, p in kinds})}).fetchall() if (r[0], r[1]) in kinds]


@functools.lru_cache(maxsize=4096)
def _label_forms(display_name: str | None, name: str) -> tuple[str, ...]:
    """A property's labels as a question may write them, casefolded, longest first: its display name,
    its name as words, and the glossary's other words for either."""
    names = {n.casefold() for n in (display_name, spaced(name)) if n and len(n) > 1}
    names |= {w.casefold() for n in list(names) for w in synonyms(n) if len(w) > 1}
    return tuple(sorted(names, key=len, reverse=True))


@functools.lru_cache(maxsize=4096)
def _part_said(words: str) -> str:
    """The part a :func:`_part_pattern` match writes, as the data would hold it: unquoted ("have '出境' in their business
    scope"), without a closing 吗 ("经营范围包含出境吗"), the Chinese in brackets after an English gloss ("is outbound (出境) in …")."""
    part = re.sub(r"(?<=[\u4e00-\u9fff])[吗么呢]$", "", words.strip().strip("'\"“”‘’「」").strip())
    glossed = re.search(r"[（(]\s*[“\"'‘]?([\u4e00-\u9fff]{2,12})[”\"'’]?\s*[)）]", part)
    return glossed.group(1) if glossed else part


def _part_pattern(label: str) -> re.Pattern:
    """A label followed by words that say its value holds a part, the part in the one group that matched: "地址在滨江区的",
    "address contains Binjiang", "have 出境 in their business scope"."""
    if is_cjk(label[0]):
        return re.compile(re.escape(label) + r"(?:(?:里|中|内)?(?:包含|包括|含有|带有?|含)|在|位于|里有|中有)[“\"「‘']?([\u4e00-\u9fff]{2,12}?)[”\"」’']?(?:的|[，,？?。]|$)")
    return re.compile(rf"\b{re.escape(label)}\s+(?:is\s+)?(?:in|contains|containing|includes|including|mentions)\s+"
                      rf"([^,?.\s][^,?.]{{0,30}}?)(?=\s*[,?.]|\s+(?:and|or)\b|\s*$)"
                      # the part before the label: "have 出境 in their business scope"
                      rf"|\b(?:have|has|having|with|list|lists|listing|include|includes|including|is|are)\s+([^,?.\s][^,?.]{{0,30}}?)\s+"
                      rf"(?:in|among|part\s+of)\s+(?:their|its|the|\S*\s*['’]s)\s+{re.escape(label)}\b", re.I)


# a day written as a table writes it ("2010/1/1", "2015-12-31", "20100101"), and the words that make it a window's end
_DAY_CELL = re.compile(r"(?:19|20)\d\d[/.-]\d{1,2}[/.-]\d{1,2}|(?:19|20)\d{6}")
_BOUND_BEFORE_DAY = re.compile(r"(?:在|从|自|早于|晚于|不早于|不晚于|截至|截止|\b(?:before|after|between|from|since|until|till|through|"
                               r"earlier than|later than|prior to|on or (?:before|after)))\s*$", re.I)
_BOUND_AFTER_DAY = re.compile(r"^\s*(?:到|至|之间|以前|之前|以后|之后|以来|起|前|后|或(?:之前|之后|以前|以后)|[-–~～]|\b(?:and|to|through|until|or (?:earlier|later|before|after))\b)", re.I)


def _agent_verb(label: str | None) -> str | None:
    """The verb a Chinese label for the person who does it is made of: 负责 of 负责人, 代表 of
    法定代表人's 代表人 (two characters or more before 人); None for any other label."""
    if label and len(label) >= 3 and label.endswith("人") and all("\u4e00" <= c <= "\u9fff" for c in label):
        return label[:-1][-2:]
    return None


def counts_entities_unread(planner, r, question: str) -> str | None:
    """Why reading ``r`` of ``planner`` (a :class:`~kagflow.solver.schema_planner.SchemaPlanner`) does not answer
    ``question`` where the question counts the entities of a type with a measure word ("有几家公司的产品里包含X？") and
    the reading answers a value of them instead (their founding years), counting nothing; else None."""
    if r.kind != "value" or "target=count" in r.text or (noun := counted_noun(question)) is None or noun[:1] in "级等星":
        return None  # ("是几级加油站": a grade asked, nothing counted)
    # (a type by its own label: "几个人" counts people as a number of them, "多少个城市" a place's values)
    named = [t for t in planner.schema.types if any(lab and len(lab) >= 2 and lab in noun for lab in type_labels(planner.schema, t))]
    return f"the question counts {noun} ({', '.join(named)}); the {r.shape} reading answers a value of them" if named else None


# a one-character noun a which-question asks for, or one after 的 and before what follows a noun ("构成重大危险源的站里")
_ONE_CHARACTER_NOUN = re.compile(r"哪(?:一|几)?(?:家|个|些|座|所|处)([\u4e00-\u9fff])(?![\u4e00-\u9fff])"
                                 r"|的([\u4e00-\u9fff])(?=里|中|当中|都|一共|总共|共|有|是|按|的|[，,？?。]|$)")
# one letter standing as a grade in English ("an A rating", "A-rated", "rated 'A'", "level A"): a value of one character,
# which no other words are read as
_LETTER_GRADE = re.compile(r"(?<![A-Za-z0-9'’])([A-Z])(?=[\s-]+(?:rating|rated|grade|level)\b)"
                           r"|\b(?:rated|level|grade)\s+['\"“‘]?([A-Z])['\"”’]?(?![A-Za-z0-9])")

# a grade asked, which holds a grade's own characters ("哪一级" holds 一级, "几A级" A级)
_GRADE_ASKED = re.compile(r"(?:哪一|几)[A-Za-z]*级")

class QuestionNames:
    """What a question names (see the module docstring); a mixin of the schema planner."""

    def implied_types(self, context: str) -> list[tuple[str, str]]:
        """``(type, property)`` for each type with a numeric property the words of ``context``
        name clearly (by name, display name or the glossary; grading words such as "older" name
        none); a question that names no type but such a property asks about the one type that has it."""
        out = []
        for t in self.schema.types:
            numeric = [p for p in self.schema.predicates(t) if p.is_basic and p.owner == t and is_numeric_type(self.schema, p.range_type)
                       and implicit_predicate(p.name) is None]
            best = choose(rank_predicates(None, numeric, [context], None, None), True) if numeric else None
            if best is not None and best.score >= MIN_CONFIDENCE:
                out.append((t, best.predicate.name))
        return out

    def coded_names(self, question: str, notes: list[str]) -> str:
        """``question`` with an entity named by its code written as its name ("行政区划代码为330783的那个
        县市有多少个宗教场所" as "东阳市有多少个宗教场所"; "the county whose code is 330783"): the code
        the key of exactly one entity, whose name differs and is what other tables hold; noted."""
        def named(m: re.Match) -> str:
            code = m.group("code") or m.group("code2")
            rows = self.con.execute("SELECT name, type FROM kg_entities WHERE key = $c AND name <> key LIMIT 2", {"c": code}).fetchall()
            if len(rows) != 1 or rows[0][1] not in self.schema.types or not rows[0][0]:
                return m.group(0)
            notes.append(f"read {m.group(0).strip()!r} as {rows[0][0]!r}, the {rows[0][1]} whose code is {code}")
            return rows[0][0]
        return _CODED.sub(named, question)

    def id_links(self, question: str, links: list[dict]) -> list[dict]:
        """Links for ids and codes written inside other words ("应用com.a.b的风险标记"), which the
        name linker's word boundaries miss: an entity whose name or key is exactly the token; and for
        a number right after a type's word ("设备69", "device 35"), the one entity of that type the
        number names."""
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
        # a type's word and a number ("设备69", "device 35"): the entity of that type the number names
        folded = _fold(question)
        for t, form, _pattern in type_forms(self.schema) if re.search(r"\d", folded) else ():
            if form not in folded:
                continue
            for m in re.finditer(rf"(?<![a-z]){re.escape(form)}\s*(?:no\.|number|#|编号)?\s*(\d+)(?!\d|\.\d)", folded):
                token = m.group(1)
                if any(l["text"] == token for l in links + out):
                    continue
                rows = self.con.execute("SELECT entity_id, name FROM kg_entities WHERE type = $t AND (name = $n OR key = $n) ORDER BY entity_id",
                                        {"t": t, "n": token}).fetchall()
                if len(rows) == 1:
                    out.append({"text": token, "entity_id": rows[0][0], "name": rows[0][1], "type": t, "method": "id"})
        return out

    def translated_links(self, question: str) -> list[dict]:
        """Links for a concept written in Chinese and named in English word by word ("the gambling app
        boss" for 赌博App老板): every piece of the concept's name (a glossary word of its Chinese, an
        agent noun in 者 read as its verb's, or a Latin word) matched, in order, by one of the piece's
        English glossary words (a plural allowed), for names of three pieces or more (a two-word name,
        "gambling app", is a value the glossary already reads: 风险标记 赌博). Only for a question
        written in Latin script (the planner asks only where nothing else is linked); a match inside a
        longer one names nothing; the link's ``method`` is ``translated``."""
        if any(is_cjk(c) for c in question):
            return []
        if self.translated is None:  # the store's concepts, spelled out once per planner
            self.translated = _translated_concepts(self.con, self.schema)
        folded = _fold(question)
        found = sorted(((m.start(), m.end(), entity_id, name, type_name) for entity_id, name, type_name, pattern in self.translated
                        if (m := pattern.search(folded)) is not None), key=lambda f: f[0] - f[1])
        out, spans = [], []
        for a, b, entity_id, name, type_name in found:  # longest first
            if not any(x <= a and b <= y for x, y in spans):
                spans.append((a, b))
                out.append({"text": question[a:b], "entity_id": entity_id, "name": name, "type": type_name, "method": "translated"})
        return out

    def types_named(self, rest: str, plain: str, notes: list[str]) -> list[str]:
        """The types ``rest`` (the question with the glossary's words) names, each noted where it was
        not named by its label:

        - its kind words' types (no value restricts by the kind word), where the question's own words
          (``plain``) name no type by its label ("职工加起来一共多少人" bridges to "person", but its 加气站
          are what it asks about), or name one only inside a property name of the kind word's type
          ("哪些加气站持有…的经营许可证": 许可证 inside 经营许可证, a 加油站 property);
        - where nothing names a type, the one type whose classifying value (:meth:`kind_value`) or
          code (:meth:`code_value`) the question writes, or whose label ends with the one character a
          which-question asks for (:meth:`label_ending`);
        - a type no entity of the store has is none where the question names one that has some
          ("多少人", the glossary's person; "其他协会", a type Others(其他))."""
        said = mentioned_types(self.schema, plain)
        types = mentioned_types(self.schema, rest)
        held = [t for t in types if self.con.execute("SELECT EXISTS (SELECT 1 FROM kg_entities WHERE type = $t)", {"t": t}).fetchone()[0]]
        types = [t for t in types if t in held or (t in said and not held)]
        read = kind_types(_fold(plain), self.kinds)
        if read and held != types:  # "…的其他宗教团体": 其他 names the empty type Others, 团体 a kind word
            said = [t for t in said if t in held]
        kinds = {k.type_name for k in read}
        if read and (not said or all(self.inside_property(t, plain, kinds) or self.referred_by(kinds, t) for t in said)):
            self.kinds_read = {k.word for k in read}
            notes += [f"read {k.word!r} as the type {k.type_name}: {k.why}" for k in read]
            types = list(dict.fromkeys([k.type_name for k in read] + (types if said else [])))
        elif not types and (kind := self.kind_value(plain)) is not None:
            notes.append(f"read {kind[2]!r} as the type {kind[0]}: the {kind[1]} of {kind[3]} of its entities")
            types = [kind[0]]  # the value restricts too (values_named finds it): "哪家医院" is a 医疗机构 of 类别 医院
        elif not types and (coded := self.code_value(plain)) is not None:
            notes.append(f"read the entities of {coded[0]} from {coded[2]!r}, a {coded[1]} only they hold")
            types = [coded[0]]  # "Whose phone number is 132****0000?": a Person's hasPhone
        elif not types and (ending := self.label_ending(plain)) is not None:
            notes.append(f"read {ending[1]!r} after the question word as the type {ending[0]}, whose label ends with it")
            types = [ending[0]]
        return types

    def referred_by(self, kinds: set[str], t: str) -> bool:
        """Whether a property of one of the ``kinds`` types, whose label holds type ``t``'s, refers to
        ``t``'s entities by name ("持有许可证X的那家加气站": 许可证 names the License a station's 经营许可证
        holds; the station is still what 加气站 names)."""
        labels = [x for x in (t, self.schema.types[t].display_name) if x]
        return any(any(_fold(x) in _fold(f"{q.name} {q.display_name or ''}") for x in labels) and self.references(k, q.name, t)
                   for k in kinds for q in self.schema.predicates(k) if q.is_basic and implicit_predicate(q.name) is None)

    def label_ending(self, plain: str) -> tuple[str, str] | None:
        """``(type, character)`` where a Chinese which-question asks for a noun of one character that
        is the last of exactly one type's label and of no other's ("还管着哪些站": 加油站), or such a noun follows 的
        ("构成重大危险源的站里"), else None."""
        if (m := _ONE_CHARACTER_NOUN.search(plain)) is None:
            return None
        noun = m.group(1) or m.group(2)
        found = [t for t in self.schema.types if any(x.endswith(noun) for x in (t, self.schema.types[t].display_name) if x)]
        return (found[0], noun) if len(found) == 1 else None

    def code_value(self, plain: str) -> tuple[str, str, str] | None:
        """``(type, predicate, value)`` where ``plain`` (a question without its linked names) names no
        type but writes a code (a phone number, a licence or certificate number, a web address: seven
        characters or more with a digit) that is a property value of one type's entities only. None
        when it writes none, or several types hold it."""
        tokens = sorted({t.strip(".-") for t in _CODE_TOKEN.findall(plain) if re.search(r"\d", t)})
        if not tokens:
            return None
        rows = self.con.execute(
            "SELECT DISTINCT e.type, p.predicate, p.value FROM kg_properties p JOIN kg_entities e USING (entity_id) "
            "WHERE p.value IN (SELECT unnest($tokens::VARCHAR[]))", {"tokens": tokens}).fetchall()
        return rows[0] if len(rows) == 1 else None

    def inside_property(self, t: str, text: str, owners: set[str]) -> bool:
        """Whether every place ``text`` names type ``t`` by a label lies inside the display name of a
        property of one of ``owners`` that ``text`` writes (许可证 in 经营许可证, a 加油站's)."""
        spans = [(m.start(), m.end()) for o in owners for p in self.schema.predicates(o) if p.display_name and len(p.display_name) > 2
                 for m in re.finditer(re.escape(p.display_name), text)]
        labels = [x for x in type_labels(self.schema, t) if len(x) >= 2]
        places = [(m.start(), m.end()) for x in labels for m in re.finditer(re.escape(x), text, re.I)]
        return bool(places) and all(any(a <= s0 and e0 <= b for a, b in spans) for s0, e0 in places)

    def values_written(self, type_name: str, folded: str, exact: set[str]) -> list[tuple[str, str]]:
        """``(predicate, value)`` of type ``type_name``'s entities whose folded value (:func:`_fold`)
        ``folded`` holds (values of 2 to 64 characters, and the items of a value listing them with 、) or is
        one of ``exact`` (any length), no pair twice. The first time per type it asks the store; after that it looks the question's
        substrings up in :meth:`folded_values` (a reader that keeps asking)."""
        if not self.memo.asked_before(("values_written", type_name)):
            return self.con.execute(
                "SELECT DISTINCT p.predicate, p.value FROM kg_properties p JOIN kg_entities e USING (entity_id) "
                "WHERE e.type = $type AND p.value IS NOT NULL AND (length(p.value) >= 2 AND length(p.value) <= 64 "
                f"AND strpos($q, {sql_fold('p.value')}) > 0 OR {sql_fold('p.value')} IN (SELECT unnest($exact::VARCHAR[]))) "
                # an item of a list written with 、 ("基本、离休、子女": 离休), which a restriction holds among others
                "UNION SELECT DISTINCT i.predicate, i.item FROM (SELECT p.predicate, trim(unnest(string_split(p.value, '、'))) AS item "
                "FROM kg_properties p JOIN kg_entities e USING (entity_id) WHERE e.type = $type AND strpos(p.value, '、') > 0) i "
                f"WHERE length(i.item) BETWEEN 2 AND 64 AND strpos($q, {sql_fold('i.item')}) > 0",
                {"type": type_name, "q": folded, "exact": sorted(exact)}).fetchall()
        index, longest = self.folded_values(type_name)
        # strpos(q, '') is 1: an empty folded value is in every question
        written = {folded[i:j] for i in range(len(folded)) for j in range(i + 1, min(len(folded), i + longest) + 1)} | {""}
        found = {(predicate, value) for key in written for predicate, value, sized in index.get(key, ()) if sized}
        return sorted(found | {(predicate, value) for key in exact for predicate, value, _sized in index.get(key, ())})

    @store_memoized
    def folded_values(self, type_name: str) -> tuple[MappingProxyType, int]:
        """``(folded value -> ((predicate, value, of 2 to 64 characters), ...), longest such folded
        value)`` over type ``type_name``'s entities: :meth:`values_written`'s index."""
        index: dict[str, list[tuple[str, str, bool]]] = {}
        longest = 0
        for predicate, value, key, sized in self.con.execute(
                f"SELECT DISTINCT p.predicate, p.value, {sql_fold('p.value')}, length(p.value) BETWEEN 2 AND 64 "
                "FROM kg_properties p JOIN kg_entities e USING (entity_id) WHERE e.type = $type AND p.value IS NOT NULL "
                f"UNION SELECT DISTINCT i.predicate, i.item, {sql_fold('i.item')}, TRUE FROM (SELECT p.predicate, "
                "trim(unnest(string_split(p.value, '、'))) AS item FROM kg_properties p JOIN kg_entities e USING (entity_id) "
                "WHERE e.type = $type AND strpos(p.value, '、') > 0) i WHERE length(i.item) BETWEEN 2 AND 64",
                {"type": type_name}).fetchall():
            index.setdefault(key, []).append((predicate, value, sized))
            if sized:
                longest = max(longest, len(key))
        return MappingProxyType({k: tuple(v) for k, v in index.items()}), longest

    def kind_value(self, plain: str) -> tuple[str, str, str, int] | None:
        """``(type, predicate, value, entities)`` where ``plain`` (a question without its linked names)
        names no type but a value of one type's classifying property ("医院", a 类别 of 医疗机构, in
        "哪家医院"): a Chinese value of two characters or more that only that type's kind-like
        properties (type, category, 类别 …) hold. None when no value or several types' values occur."""
        if not re.search(r"[\u4e00-\u9fff]{2}", plain):
            return None
        if self.classes is None:
            self.classes = classifying_values(self.con, self.schema)
        rows = [row for row in self.classes if row[2] in plain]
        if len({r[0] for r in rows}) != 1:
            return None
        return max(rows, key=lambda r: (len(r[2]), r[3]))

    def mentioned_types(self, text: str) -> list[str]:
        """:func:`mentioned_types` over this planner's schema; where ``text`` names no type by its
        label, the types its kind words name (:mod:`kagflow.solver.kind_words`)."""
        return mentioned_types(self.schema, text) or [k.type_name for k in kind_types(_fold(text), self.kinds)]

    def values_named(self, type_name: str, text: str) -> list[tuple[PropertyDef, str]]:
        """(property, value) pairs of ``type_name``'s entities whose value occurs in ``text``
        (two characters or more; Latin on word boundaries), longest value first, one per span."""
        text = _GRADE_ASKED.sub(" ", text)  # ("哪一级", "几A级": a grade asked, not 一级 or A级 named)
        folded = _fold(text)
        exact = glossed_values(text)
        # "市级宗教团体": a level (省级, 市级, 县级) before the ending every value of a classifying property
        # shares names the value the level's first character makes with it (市团体)
        ends = [k.word for k in self.kinds if k.type_name == type_name and k.why.startswith(VALUE_ENDING)]
        # (or before the type's own word, its label or a kind word: "市级佛教协会", the associations' 市团体)
        nouns = [x for x in type_labels(self.schema, type_name) if len(x) >= 2] + [k.word for k in self.kinds if k.type_name == type_name]
        exact = exact | {_fold(m.group(1) + w) for w in ends for head in nouns
                         for m in re.finditer(rf"([省市县区])级[\u4e00-\u9fff]{{0,4}}?{re.escape(head)}", text)}
        # a place written without its 市/县/区 ("湖州的天主教场所", "舟山有哪些"): standing on its own words
        exact = exact | {m.group(1) + end for m in _SHORT_PLACE.finditer(text) for end in "市县区"}
        # or right before the type's own word ("舟山景区", "杭州旅行社"): a place of two or three characters opening it
        exact = exact | {m.group(1) + end for noun in nouns if noun in text for end in "市县区"
                         for m in re.finditer(rf"(?:^|(?<=[在是和与从比、，,\s]))([\u4e00-\u9fff]{{2,3}}?)(?={re.escape(noun)})", text)}
        exact = exact | {_fold(m.group(1) or m.group(2)) for m in _LETTER_GRADE.finditer(text)}  # ("an A rating", "rated 'A'")
        rows = self.values_written(type_name, folded, exact)
        rows = rows + places_elsewhere(self, type_name, folded, {v for _p, v in rows}) \
            + values_elsewhere(self, type_name, folded, {v for _p, v in rows}, exact)
        preds = {p.name: p for p in self.schema.predicates(type_name)}
        # a value several properties hold ("孙跃峰": manager and legalRepresentative) is the one the
        # question names beside it ("负责人为孙跃峰"), when it names one
        # (a label naming the person who does something names its verb too: "郑善勇负责的加油站" of 负责人)
        said = {name for name, p in preds.items() if any(x and _fold(x) in folded for x in (p.display_name, name, _agent_verb(p.display_name)))}
        out: list[tuple[PropertyDef, str]] = []
        spans: list[tuple[int, int]] = []
        unwritten: set[str] = set()
        for predicate, value in sorted(rows, key=lambda r: (-len(r[1]), r[0] not in said, r[0], r[1])):
            # a number is a quantity ("50"), never a name; a long run of digits is a code ("89104500", a phone)
            if predicate not in preds or implicit_predicate(predicate) is not None or (
                    value_kind(value) == "number" and not re.fullmatch(r"\d{7,}", value.strip())):
                continue
            key = _fold(value)
            if key in self.kinds_read:  # "加气站" names the type here, not the 运营主体 "加气站"
                continue
            if key in {_fold(k.word) for k in self.kinds if k.type_name == type_name} and (type_name, predicate) not in classifying_properties(self.schema, [type_name]) \
                    and not re.search(rf"[“\"「'‘]{re.escape(value)}[”\"」'’]", text):
                continue  # (unquoted, the type's own kind word is the type, no operator's name: "我们在排查加气站的经营主体，经营主体是“中海油”的…")
            # Latin letters and digits may touch CJK ("AAAAA级", "电话是0571-86888005的"); never another letter or digit
            # (and never right after 几: "几A级" asks the grade, as the glossary's words for "grade" write it)
            pattern = rf"(?<![A-Za-z0-9_几]){re.escape(key)}(?![A-Za-z0-9_])" if key.isascii() else re.escape(key)
            # (its first occurrence outside the longer values taken: "类别是社区卫生服务中心、级别标为“社区”")
            found = list(re.finditer(pattern, folded))
            if not found and key in exact:  # "Taoist" for 道教, "A级" for the level A
                if key not in unwritten:  # (one property per value, as one per span: city before county for "湖州")
                    unwritten.add(key)
                    out.append((preds[predicate], value))
                continue
            m = next((m for m in found if not any(a <= m.start() < b or a < m.end() <= b for a, b in spans)), None)
            if m is None:
                continue
            if _DAY_CELL.fullmatch(value.strip()) and (_BOUND_BEFORE_DAY.search(folded[:m.start()]) or _BOUND_AFTER_DAY.match(folded[m.end():])):
                continue  # ("批准日期在2010/1/1到2015/12/31之间", "earlier than 1990/1/1": a window's end, not a value held)
            spans.append(m.span())
            out.append((preds[predicate], value))
        return out + self.keys_named(type_name, folded, spans)

    def keys_named(self, type_name: str, folded: str, spans: list[tuple[int, int]]) -> list[tuple[PropertyDef, str]]:
        """``(id, key)`` for an entity of ``type_name`` whose key is a code written in ``folded``
        (a folded question) where its table keys entities by a code, not by name ("行政区划代码330784"):
        the implicit ``id`` restricts by it. Four characters or more, digits or Latin on their
        boundaries, outside the ``spans`` other values took."""
        if not re.search(r"[a-z0-9]{4}", folded):  # no code written: most questions
            return []
        rows = self.con.execute(
            "SELECT DISTINCT key FROM kg_entities WHERE type = $type AND key <> name AND length(key) BETWEEN 4 AND 64 "
            f"AND strpos($q, {sql_fold('key')}) > 0", {"type": type_name, "q": folded}).fetchall()
        key_def = next((p for p in self.schema.predicates(type_name) if implicit_predicate(p.name) == "id"), None)
        out: list[tuple[PropertyDef, str]] = []
        for (key,) in sorted(rows, key=lambda r: -len(r[0])):
            m = re.search(rf"(?<![A-Za-z0-9_]){re.escape(_fold(key))}(?![A-Za-z0-9_])", folded)
            if key_def is None or m is None or any(a < m.end() and m.start() < b for a, b in spans):
                continue
            spans.append(m.span())
            out.append((key_def, key))
        return out

    def held_by_every(self, t: str, question: str) -> list[tuple[PropertyDef, str]]:
        """``(property, word)`` for a word right before a name of type ``t`` in ``question`` that names
        one property of ``t`` which (nearly) every entity of ``t`` holds a value of ("宗教院校",
        "religious schools": every school has a 所属宗教): the word describes the whole type and
        restricts nothing. A property more than :data:`_FEW_LACK` of the entities lack is no such
        word (the reading leaves it unread)."""
        words = {w for label in type_labels(self.schema, t) for w in [label, *bridge(label).split(" ")] if len(w) >= 2}
        words |= {k.word for k in self.kinds if k.type_name == t}  # "宗教团体": 团体, the ending of every 协会 类别
        props = [p for p in self.schema.predicates(t) if p.is_basic and implicit_predicate(p.name) is None]
        out: list[tuple[PropertyDef, str]] = []
        matches = [m for w in sorted(words) for m in re.finditer(re.escape(w), question, re.I)]  # each word: "协会", "教协会"
        for m in matches:
            before = question[:m.start()]
            cjk = re.search(r"[\u4e00-\u9fff]{2,4}$", before)
            latin = re.search(r"\b([A-Za-z]{4,})\s+$", before)
            if cjk:  # the longest ending of the run that a property's display name holds
                found = next(([(p, cjk.group(0)[k:]) for p in props if cjk.group(0)[k:] in (p.display_name or "")]
                              for k in range(len(cjk.group(0)) - 1) if any(cjk.group(0)[k:] in (p.display_name or "") for p in props)), [])
            elif latin:
                word = latin.group(1)
                found = [(p, word) for p in props if any(_same_stem(word, u) for u in units(f"{p.name} {p.display_name or ''}"))]
            else:
                continue
            if len(found) == 1 and found[0] not in out and (held := self.holding(t, found[0][0].name)) is not None \
                    and held[0] >= (1 - _FEW_LACK) * held[1]:
                out.append(found[0])
        return out

    def describes_every(self, types, word: str) -> bool:
        """Whether a glossary ``word`` ("法人代表") names a predicate that (nearly) every entity of one of
        ``types`` holds (a value, or an edge out of it): said of them, it restricts nothing
        ("法人代表们的平均年龄" where every person is one)."""
        said = {u for u in units(bridge(word)) if u.isascii() and len(u) > 2}
        for t in types:
            for p in self.schema.predicates(t) if t in self.schema.types else ():
                if said & set(units(p.name)) and (held := self.holding(t, p.name)) is not None \
                        and held[0] >= (1 - _FEW_LACK) * held[1]:
                    return True
        return False

    def has_value(self, t: str, question: str, restricted: set[str]) -> tuple[PropertyDef, str] | None:
        """``(property, phrase)`` when ``question`` restricts type ``t``'s entities to those holding a
        value of a property (:data:`_HAS_VALUE`: "有官方网站的", "with a website"), the noun naming the
        property clearly (a text property, not one ``restricted`` already, some entities of ``t``
        without a value); None otherwise."""
        for m in _HAS_VALUE.finditer(question):
            noun = m.group(1) or m.group(2)
            if re.search(r"多少|哪|几|什么", noun):
                continue
            candidates = [p for p in self.schema.predicates(t) if p.is_basic and implicit_predicate(p.name) is None
                          and p.name not in restricted and not is_numeric_type(self.schema, p.range_type)]
            best = choose(rank_predicates(None, candidates, [noun + " " + bridge(noun)], None, None), True)
            if best is None or best.score < 0.8:
                continue
            counts = self.holding(t, best.predicate.name)
            if counts is not None and 0 < counts[0] < counts[1]:
                return best.predicate, m.group(0)
        return None

    def value_part(self, t: str, question: str, restricted: set[str]) -> tuple[PropertyDef, str, str] | None:
        """``(property, part, phrase)`` when ``question`` restricts type ``t``'s entities to those whose
        value of a text property, which it names, holds a part ("地址在滨江区的", "地址里有解放路",
        "whose address contains Binjiang"): the property named by its display name or a glossary word
        of it, not one ``restricted`` already, the part found inside some of its values but not all."""
        folded = question.casefold()
        for p in self.schema.predicates(t):
            if not p.is_basic or implicit_predicate(p.name) is not None or p.name in restricted \
                    or is_numeric_type(self.schema, p.range_type):
                continue
            for label in _label_forms(p.display_name, p.name):
                if label not in folded:  # (most labels: the question does not write them)
                    continue
                m = _part_pattern(label).search(question)
                if m is None:
                    continue
                if (part := _part_said(next(g for g in m.groups() if g))) and (held := self._held_form(t, p.name, part)) is not None:
                    return p, held, m.group(0)
        return None

    def _held_form(self, t: str, predicate: str, part: str) -> str | None:
        """The form of ``part`` that some but not all of type ``t``'s entities hold in their value of
        ``predicate`` (casefolded), for a ``like`` test: the part itself; else, for a part of four
        characters or more split into two pieces of two or more, the one piece where the other is in
        nine values in ten or more and so tells none apart ("出境业务": 出境, as 业务 is in nearly every
        business scope); else both pieces with a gap of up to four characters between, ``%`` marking it
        ("出境%业务" of 出境旅游业务). None when no form holds in some but not all."""
        def counts(*patterns: str) -> list[int]:
            return list(self.con.execute(
                "SELECT count(DISTINCT e.entity_id), " + ", ".join(
                    f"count(DISTINCT e.entity_id) FILTER (WHERE regexp_matches(lower(p.value), $x{i}))" for i in range(len(patterns)))
                + " FROM kg_entities e JOIN kg_properties p USING (entity_id) WHERE e.type = $t AND p.predicate = $p",
                {"t": t, "p": predicate, **{f"x{i}": x for i, x in enumerate(patterns)}}).fetchone())

        total, whole = counts(re.escape(part.casefold()))
        if 0 < whole < total:
            return part
        for k in range(2, len(part) - 1) if len(part) >= 4 else ():
            a, b = part[:k], part[k:]
            _, held_a, held_b, near, far = counts(*(re.escape(x.casefold()) for x in (a, b)),
                                                  *(re.escape(a.casefold()) + gap + re.escape(b.casefold()) for gap in (".{0,4}", ".*")))
            if held_b >= 0.9 * total and 0 < held_a < total:
                return a
            if held_a >= 0.9 * total and 0 < held_b < total:
                return b
            if 0 < near < total and near == far:  # (a longer gap: another phrase, not this part)
                return f"{a}%{b}"
        return None

    @store_memoized
    def list_item(self, type_name: str, predicate: str, value: str) -> bool:
        """Whether ``value`` is also one item of longer values of ``type_name``'s ``predicate``, lists
        written with a separator ("国内旅游业务、入境旅游业务、出境组团业务"): a restriction by it is
        "holds it among others" (``like``), not "holds it alone", unless the question says only
        (:data:`ONLY`: "业务范围仅为国内旅游业务"; :meth:`listed_items`)."""
        pattern = "[、,，;；/|]"
        return self.con.execute(
            "SELECT EXISTS (SELECT 1 FROM kg_properties p JOIN kg_entities e USING (entity_id) WHERE e.type = $t AND p.predicate = $p "
            "AND p.value <> $v AND regexp_matches(p.value, '(^|' || $sep || ')\\s*' || regexp_escape($v) || '\\s*($|' || $sep || ')'))",
            {"t": type_name, "p": predicate, "v": value, "sep": pattern}).fetchone()[0]

    def listed_items(self, t: str, constraints: list[tuple[PropertyDef, str]], question: str) -> set[tuple[str, str]]:
        """The ``(property name, value)`` pairs of ``constraints`` that restrict type ``t``'s entities as one item of a
        list the property holds (:meth:`list_item`), none where the question says only (:data:`ONLY`), nor one it
        quotes as what the property is ("经营范围为“国内旅游业务”": that value, whole)."""
        if ONLY.search(question):
            return set()
        return {(p.name, v) for p, v in constraints if self.list_item(t, p.name, v)
                and not re.search(r"(?:为|是|等于)\s*[“\"「『]" + re.escape(v) + r"[”\"」』]", question)}

    @staticmethod
    def held_where(constraints: list[tuple[PropertyDef, str]], among: set[tuple[str, str]]) -> list[str]:
        """Search constraints on ``s1`` for ``constraints``: ``like `%v%``` for an item of a list (``among``), else ``==``."""
        return [f"s1.{p.name} like {_bt('%' + v + '%')}" if (p.name, v) in among else f"s1.{p.name} == {_bt(v)}"
                for p, v in constraints]

    @store_memoized
    def value_kinds(self, t: str, predicate: str) -> frozenset[str]:
        """The kinds (:func:`~kagflow.solver.resolve.value_kind`: date, number, text) of the values type
        ``t``'s entities hold for ``predicate`` (the first 200 distinct)."""
        return frozenset(value_kind(v) for (v,) in self.con.execute(
            "SELECT DISTINCT p.value FROM kg_properties p JOIN kg_entities e USING (entity_id) "
            "WHERE e.type = $t AND p.predicate = $p AND p.value IS NOT NULL LIMIT 200", {"t": t, "p": predicate}).fetchall())

    @store_memoized
    def holding(self, t: str, predicate: str) -> tuple[int, int] | None:
        """``(entities holding a non-blank value of predicate or an edge of it, entities)`` of type ``t``; None when it has none."""
        held, total = self.con.execute(
            "SELECT (SELECT count(DISTINCT h.entity_id) FROM (SELECT entity_id FROM kg_properties WHERE predicate = $p AND trim(value) <> '' "
            "UNION ALL SELECT subject_id FROM kg_edges WHERE predicate = $p) h JOIN kg_entities e USING (entity_id) WHERE e.type = $t), "
            "(SELECT count(*) FROM kg_entities WHERE type = $t)",
            {"t": t, "p": predicate}).fetchone()
        return (held, total) if total else None


def _translated_concepts(con, schema: Schema) -> list[tuple[str, str, str, re.Pattern]]:
    """``(entity_id, name, type, pattern)`` for each entity of a concept type whose name the glossary
    can spell out in English in three pieces or more (:meth:`QuestionNames.translated_links`)."""
    concepts = sorted(t for t in schema.types if schema.types[t].is_concept)
    rows = con.execute("SELECT entity_id, name, type FROM kg_entities WHERE list_contains($t, type) ORDER BY entity_id",
                       {"t": concepts}).fetchall() if concepts else []
    found = []
    for entity_id, name, type_name in rows:
        pieces = _english_pieces(name)
        if pieces and len(pieces) >= 3 and any(is_cjk(c) for c in name):
            found.append((entity_id, name, type_name, re.compile(r"(?<![a-z])" + r"\s+".join(pieces) + r"(?![a-z])")))
    return found


def _english_pieces(name: str) -> list[str] | None:
    """Regular-expression alternatives, one per piece of ``name`` (a Chinese glossary word, longest
    first, or a run of Latin letters), of its English words; None when a piece has none."""
    pieces, i = [], 0
    text = name.strip()
    while i < len(text):
        if text[i].isspace():
            i += 1
            continue
        if text[i].isascii() and text[i].isalpha():
            j = i
            while j < len(text) and text[j].isascii() and text[j].isalpha():
                j += 1
            word = text[i:j].casefold()
            english = {word} | {w for w in synonyms(word) if w.isascii()}
        else:
            j = next((j for j in range(min(len(text), i + 6), i + 1, -1) if any(w.isascii() for w in synonyms(text[i:j].casefold()))), None)
            if j is None:
                return None
            english = {w for w in synonyms(text[i:j].casefold()) if w.isascii()}
            if text[j:j + 1] == "者":  # an agent noun ("开发者": developer), spelled by its verb's group
                j += 1
        pieces.append("(?:" + "|".join(re.escape(w.casefold()) + "(?:e?s)?" for w in sorted(english, key=len, reverse=True)) + ")")
        i = j
    return pieces or None
