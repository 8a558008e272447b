"""What a reading must read: the words and numbers of a question that no part of a schema
planner's reading accounts for (:meth:`UnreadWords.unread`). A reading that leaves part of the
question unread answers another question, so the planner does not write it
(:meth:`kagflow.solver.schema_planner.SchemaPlanner.explains_question`)."""

from __future__ import annotations

import re
import unicodedata
from types import MappingProxyType

from kagflow.schema.spg import Schema
from kagflow.schema.types import predicates_named
from kagflow.solver.countries import countries_named
from kagflow.solver.places import names_place
from kagflow.solver.question_words import MONEY_WORDS, TRANSFER_WORDS, bridge, chinese_number, glossary_phrases_in, glossary_words_cjk
from kagflow.solver.resolve import units
from kagflow.solver.scoring import is_cjk
from kagflow.solver.store_memo import store_memoized
from kagflow.solver.schema_shapes import (
    _ASPECT, _BOUNDS, _FUNCTION_WORDS, _GRADED_WORDS, _KIND_PREDICATE, _NUMBER, _RESTRICTS, _RESTRICTS_AFTER, SchemaPlan, _fold,
    duplicate_of, means_sharing, money_flow, rule_types, type_labels,
)

__all__ = ["UnreadWords", "reads_sameness"]

# question words, particles and the words of counting, comparing, ranking and dating: no reading
# has to read them (the Chinese side of _FUNCTION_WORDS; aggregates are checked by schema_shapes.unread_aggregate)
_CJK_FUNCTION_CHARS = frozenset("什么哪谁吗呢是否的了有在和与及或之其该这那几多少个家位名所请问告诉列出给我们"
                                "最大小高低早晚新老长短平均总共计合累一二两三四五六七八九十百千万亿元岁人次笔"
                                "超过于以上下内外前后比更同相样等为被把对从由向到至年月日天号周季度近今去本上"
                                "分别各每全部都所有还也就才只呀啊吧请查询显示")

# words that qualify what is asked without naming anything ("具体地址", "联系电话", "哪种类型的设施", "已知…求…")
_CJK_FILLERS = re.compile("(?:哪一?种|什么)类型|具体|详细|联系|设施|机构|已知|求|相关|信息|情况|条目|多大|加起来|加在一起|认定|那家|那个"
                          # "recorded": in the table ("一共登记了几处"), or what is on record of a name or a contact ("登记的英文名")
                          "|登记了|登记在册|(?<![0-9年月日天前后来内近今去])登记的|全省|全国|全部|所有|全体|依次"
                          "|(?:登记|注册)(?=在(?:哪|什么))"  # "登记在哪个区县": where it is, not when ("登记时间")
                          "|(?:登记|注册|核定|评定)(?=为)"  # "类别登记为省团体": the value on record is the value
                          "|(?:被)?(?:标记|标注|列)(?=为)"  # "被标记为构成重大危险源": marked as, the value on record
                          "|并列|列全|都列"  # ("如有并列都列出": ties are kept anyway)
                          "|实际(?=[\u4e00-\u9fff]{2})")  # "实际在校生人数": the number on record is the actual one

# "of the schools that state one": those with a value, which is all an aggregate or a ranking reads
_STATING_ONE = re.compile(r"\b(?:that|which|who)\s+(?:state|states|give|gives|list|lists|record|records|report|reports|have|has)\s+"
                          r"(?:one|it|a value|any|a figure|a number)\b", re.I)
# a grade as the data spells it: one capital letter, up to five times ("A", "AAAAA"); not the asked grade ("几A级"),
# a word's part ("A-level") or the English article ("A licence took effect …")
_GRADE_LETTERS = re.compile(r"(?<![A-Za-z几])([A-Z])\1{0,4}(?![A-Za-z'’-])(?!\s+[a-z])")
# the conjunctions of a list of names ("湖州和嘉兴")
_AND = frozenset("和与及、")
# a plan that aggregates or ranks values: what "that state one" says it does anyway
_RANKS_VALUES = re.compile(r"target=(?:sum|avg|max|min)\b|orderby=")
# after a label: a value it states ("类别是门诊部…"), not a question about it ("名称是什么")
_STATED = re.compile(r"\s*(?:是|为|=)(?!\s*(?:什么|多少|哪|谁|几|何))")
# where a question says it asks ("in the risk-mining graph", "in the supply-chain data", "在数据里")
_IN_THE_DATA = re.compile(r"\b(?:in|across|within|from)\s+(?:the|this|our)\s+(?:[\w-]+\s+){0,2}(?:graph|data|dataset|database|kg|records|tables?|list|register|registry|ledger|books)\b"
                          r"|(?:在|从)?(?:这个|该)?(?:图谱|数据集?|数据库|表)(?:里|中|内)"
                          # (the data by its project's name, opening the question: "风险挖掘数据中年龄最小的自然人是谁")
                          r"|^\s*(?:在|从)?[\u4e00-\u9fff]{2,6}?(?:数据集?|数据库|图谱)(?:里|中|内)", re.I)
# the class word of a question about a kind ("属于哪种类型的组织", "是哪一类宗教场所", "what type of
# organization is X"): it says what the answer is a kind of and names no property to read (the kind
# word needs 类: in "属于哪种宗教" the noun is what is asked). schema_shapes._KIND_OF is the
# entity_readings.kind_property form, whose answer's values end in the class word ("县级行政区").
_CLASS_NOUN = re.compile(r"(?:(?:哪一?|什么|何)(?:种类型|类型|类别|类|种类)的?)([\u4e00-\u9fff]{1,6})(?=[？?。，,\s]*$)"
                      r"|\b(?:what|which)\s+(?:type|kind|sort|category|class)\s+of\s+([A-Za-z][A-Za-z-]*)", re.I)
# the word for a value's kind written after it: "省团体级别的协会", "三级甲等等级的医院"
_KIND_AFTER_VALUE = "(?:级别|类别|类型|等级|性质)?"


# the noun a question ends by asking for after 的 ("…的老板是谁？", "…的负责人？"; not the frame of "…的人都有谁？")
_HEAD_NOUN = re.compile(r"的(?!是|有哪|都有)((?:(?!都)[\u4e00-\u9fff]){2,4}?)(?:都?(?:是谁|有谁|有哪些)|是什么|是多少|是哪\S{0,3}|叫什么(?:名字)?)?\s*[？?。]?\s*$")


# a count the question states of some entities: a numeral and a measure word (Chinese) or a number
# word before a plural (English), not after 哪/前/第 ("是哪三家", "前三家"); one alone is no count ("同一台设备")
# but after 不止/超过 ("不止一台设备", "more than one device")
_STATED_COUNT = re.compile(r"(?<![哪前第几同])([二两三四五六七八九十][一二两三四五六七八九十]*|一[二两三四五六七八九十]+|\d+|(?<=不止|超过|多于|大于)一)"
                           r"\s*(?:家|个|位|名|所|台|座|处|款)([\u4e00-\u9fff]{1,6})"
                           r"|\b(?<!top )(?<!first )(two|three|four|five|six|seven|eight|nine|ten)\s+([a-z]+s)\b|(?<=more than )(one)\s+([a-z]+)\b", re.I)
_WORD_COUNT = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten".split())}
_NUMBER_WORD = re.compile(r"\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten)\b", re.I)


def _without_number_words_read(text: str, r) -> str:
    """``text`` without the English number words ("two") whose number reading ``r`` reads (2 in its values)."""
    stated = {str(t) for t in r.explains}
    return _NUMBER_WORD.sub(lambda m: " " if str(_WORD_COUNT[m.group(0).casefold()]) in stated else m.group(0), text)


# a number that is one end of a range ("between 40 and 50", "40到50岁之间")
_RANGE_BOUND = re.compile(r"\bbetween\s*$|\d\s*(?:and|to|-|–|到|至)\s*$|在\s*$", re.I)
_RANGE_BOUND_AFTER = re.compile(r"\s*(?:周?岁|年|元)?\s*(?:and|to|-|–|到|至)\s*\d", re.I)


# an amount a question states ("received 866566 from X", "1,000,000"): a reading that leaves it
# unread answers about every amount; a year is a date, read by the time window
_AMOUNT_STATED = re.compile(r"\d{1,3}(?:,\d{3})+|\d{4,}")
_YEAR = re.compile(r"(?:19|20)\d\d")

# a verb of happening, no place: "took place", "takes place"
_HAPPENED = re.compile(r"\b(?:take|takes|took|taken|taking)\s+place\b", re.I)
# a superlative's words (not 最近/最新: a window, "最近3个月"; not "at least", "at most": bounds)
_SUPERLATIVE = re.compile(r"最(?:多|少|大|小|高|低|早|晚|长|短|年轻|年长)(?!\s*(?:不超过|不少于|\d|[一二两三四五六七八九十]))"
                          r"|\b(?:earliest|latest|oldest|youngest|newest|largest|biggest|smallest|highest|lowest)\b"
                          r"|\bthe\s+(?:most|fewest|least)\b", re.I)
# a reading that ranks: a Sort, or a Math max or min
_RANKS = re.compile(r"Sort\(|target=(?:max|min)\b")


def _joined_read(text: str, read: set[str]) -> set[str]:
    """The Latin words of ``text`` that, joined with the word beside them, are one word of ``read``:
    "cash flow", which the identifier cashflowDiff3Month writes as one."""
    return {w for m in re.finditer(r"\b([A-Za-z]{3,}) (?=([A-Za-z]{3,})\b)", text) if _fold(m.group(1) + m.group(2)) in read
            for w in m.groups()}


def _plan_predicates(r: SchemaPlan) -> set[str]:
    """The predicates a reading reads: its labels and every ``p1:name`` and ``s1.prop`` its plan
    names (the properties its constraints test are read with it)."""
    names = set(r.labels) | set(re.findall(r"\bp\d+:`?([^\s,)`]+)", r.text)) | set(re.findall(r"\b[so]\d+\.([A-Za-z_]\w*)", r.text))
    # (a second source column, licenseNumber_2, reads the words of its declared property)
    return names | {base for name in names if (base := duplicate_of(name))}


def reads_sameness(schema: Schema, r: SchemaPlan) -> bool:
    """Whether reading ``r`` follows a relation that itself means sharing a value
    (``sameLegalRepresentative``, "Shares a legal representative with"), or that joins two named entities' hops in one
    variable ("裘**和邬**共同拥有几台设备": the devices both reach): it reads "the same"."""
    return any(means_sharing(p) for name in _plan_predicates(r) for p in predicates_named(schema, name)) \
        or re.search(r"Retrieval\(s=s1:\w+\[[^\n]*, o=o1:\w+\)\nAction2: Retrieval\(s=s2:\w+\[[^\n]*, o=o1\)", r.text or "") is not None


_CHINESE_VALUE = "[\\x{4e00}-\\x{9fff}]+"  # a value of Chinese characters only (DuckDB's RE2; bound as $pattern)


def _unread_latin(text: str, joined: set[str], read: set[str], values: set[str], question: str) -> list[str]:
    """The Latin words of ``text`` no reading part accounts for: none of their units ``read``, no
    function word, and no glossary word for one of the reading's ``values``. A word in capitals is a
    code or a name, never a function word ("US" in "US companies" is no "us"), unless the whole
    question is in capitals."""
    caps = not question.isupper()
    return [w for w in re.findall(r"[A-Za-z][A-Za-z'-]*", text)
            if w not in joined and any(u not in read and (u not in _FUNCTION_WORDS or caps and w.isupper() and len(w) > 1)
                                       and len(u) > 1 for u in units(w))
            and not values & set(_fold(bridge(w)).split())]


def _unranked_superlatives(r: SchemaPlan, text: str) -> list[str]:
    """The superlatives of ``text`` where reading ``r`` ranks nothing (no Sort, no max or min): each describes
    one thing the reading does not pick ("宗教场所最多的那个县，…", "X's earliest payment: …")."""
    return [] if _RANKS.search(r.text or "") else list(dict.fromkeys(m.group(0) for m in _SUPERLATIVE.finditer(text)))


# what a question asks of its one entity by a value's word: "属于哪个宗教", "是什么宗教" (the ending of a property's label)
_ASKED_WORD = re.compile(r"(?:属于|是)(?:哪个|哪一个|哪种|哪一种|什么)([\u4e00-\u9fff]{2,4}?)\s*[？?。]?\s*$")


def _apart(text: str, label: str, used: str) -> bool:
    """Whether ``label`` is written in ``text`` away from every place ``used`` is ("宗教场所的所属宗教": 所属宗教 apart);
    False where ``used`` is not written (a synonym of it is: "法人代表" beside the label 法定代表人)."""
    spans = [(m.start(), m.start() + len(used)) for m in re.finditer(re.escape(used), text)]
    return bool(spans) and any(all(e <= m.start() or m.start() + len(label) <= b for b, e in spans) for m in re.finditer(re.escape(label), text))


class UnreadWords:
    """Mixed into :class:`~kagflow.solver.schema_planner.SchemaPlanner` (uses its ``schema``,
    ``mentioned_types``, ``held_by_every`` and ``describes_every``)."""

    def names_other(self, run: str, used: set[str]) -> bool:
        """Whether a run of Chinese characters a reading leaves unread names something of the
        schema the reading does not use: two of its characters in a predicate's or type's display
        name, or a glossary word for one ("转账" for fundTrans, "电话号码" for hasPhone). A verb the
        schema has no name for ("信仰" in "信仰什么宗教") is no other meaning to miss."""
        glossary = {u for u in units(bridge(run)) if u.isascii() and len(u) > 2}
        for t in self.schema.types:
            labels = [(t, self.schema.types[t].display_name or "")] + [
                (p.name, p.display_name or "") for p in self.schema.predicates(t) if p.name not in used]
            for name, display in labels:
                if len(set(run) & set(display)) >= 2 or (glossary and glossary & set(units(name))):
                    return True
        return False

    def unread_phrases(self, text: str, used: set[str], read: set[str]) -> list[str]:
        """The glossary phrases of function words alone in ``text`` ("go into", "feeds into") that
        name a relation of the schema a reading does not use (its predicates ``used``) and that the
        reading's words (``read``, units) do not hold: "Which companies make products that go into
        tyres?" asks for the makers of what goes into tyres, not of tyres."""
        phrases = [w for w in glossary_phrases_in(text) if all(u in _FUNCTION_WORDS for u in w.split())
                   and not all(u in read for u in w.split())]
        if not phrases:
            return []
        others = {u for t in self.schema.types for p in self.schema.predicates(t) if p.name not in used and not p.is_basic
                  for u in units(f"{p.name} {p.display_name or ''}") if u.isascii() and len(u) > 2}
        return [w for w in phrases if others & set(units(bridge(w)))]

    def dropped_values(self, r: SchemaPlan, question: str, plain: str, read_text: str) -> list[str]:
        """The values some entity holds that ``plain`` (``question`` less what reading ``r`` reads)
        writes and no part of ``r`` reads ("天主教" in "…所在地的天主教爱国会是什么时候登记的": a
        restriction the reading drops); a type's kind word read as the type ("加气站") is none. The
        store is scanned once per question (:meth:`values_in`), not per reading."""
        out = [v for v in self.values_in(question) if v in plain and v not in read_text and not any(v in str(x) for x in r.explains)
               and v not in self.kinds_read and not self.mentioned_types(v)]
        # a place written without 市/县/省 beside a conjunction ("湖州和嘉兴…": 嘉兴市, a value), which no part of r reads
        stems = {plain[i:i + k] for k in (2, 3) for i in range(len(plain) - k + 1) if all(is_cjk(c) for c in plain[i:i + k])
                 and (plain[i - 1:i] in _AND or plain[i + k:i + k + 1] in _AND)}
        held = set(self.values_in(" ".join(sorted(f"{x}{end}" for x in stems for end in "市县省"))))
        out += sorted(x for x in stems if held & {x + end for end in "市县省"} and x not in read_text and x not in "".join(out)
                      and not any(x in str(v) for v in r.explains) and not any(x + end in plain for end in "市县省"))
        # a value of two characters that an entity of a type the reading reads holds ("赌博" of an App's riskMark in
        # "几个不同的赌博类App"), which no part of r reads
        out += [v for v in self.short_values(sorted(r.types), question) if v in plain and v not in read_text and not any(v in str(x) for x in r.explains)
                and v not in self.kinds_read and not self.mentioned_types(v) and v not in "".join(out)]
        # a grade spelled as the data holds it ("一个A" read as A, graded_letters) that no part of r restricts by
        return out + [m.group(0) for m in _GRADE_LETTERS.finditer(plain) if m.group(0) not in {str(v) for v in r.explains}]

    def short_values(self, types: list[str], text: str) -> list[str]:
        """The values of two Chinese characters that entities of ``types`` hold and ``text`` writes right before a word for
        that type ("赌博类 App", "赌博应用": the kind of app asked for), bound parameters in the lookup."""
        if not types or not re.search(r"[\u4e00-\u9fff]{2}", text):
            return []
        held = self.two_character_values()
        rows = sorted((v, t) for v in {text[i:i + 2] for i in range(len(text) - 1)} & held.keys() for t in held[v] if t in types)
        out = []
        for value, t in rows:
            words = sorted({t, *(x for x in type_labels(self.schema, t) if x)} | set(bridge(t).split()), key=len, reverse=True)
            said = re.search(re.escape(value) + r"\s*(?:类的?|的)?\s*(?:" + "|".join(map(re.escape, words)) + ")", text, re.I)
            # (not before the one it names: "诈骗应用 com.oStEmG.may 使用的证书", the app named, its kind said first)
            if said and not re.match(r"\s*(?:[A-Za-z0-9][\w.*-]{2,}|[“\"「])", text[said.end():]):
                out.append(value)
        return out

    @store_memoized
    def two_character_values(self) -> MappingProxyType:
        """Every value of two Chinese characters some entity holds, with the types of the entities holding it:
        :meth:`short_values`'s index, ``{value: frozenset(type)}``."""
        held: dict[str, set[str]] = {}
        for value, t in self.con.execute(
                "SELECT DISTINCT p.value, e.type FROM kg_properties p JOIN kg_entities e USING (entity_id) "
                "WHERE length(p.value) = 2 AND regexp_full_match(p.value, '[\u4e00-\u9fff]+')").fetchall():
            held.setdefault(value, set()).add(t)
        return MappingProxyType({v: frozenset(ts) for v, ts in held.items()})

    def values_in(self, text: str) -> list[str]:
        """The values of three to twelve Chinese characters some entity holds that ``text`` writes,
        longest first. Kept per planner; the first time per planner's store it asks the store, after
        that it looks ``text``'s substrings up in :meth:`chinese_values`."""
        memo = self.__dict__.setdefault("_values_in", {})
        if text not in memo:
            if not re.search(r"[\u4e00-\u9fff]{3}", text):
                memo[text] = []
            elif not self.memo.asked_before("values_in"):
                memo[text] = [v for (v,) in self.con.execute(
                    "SELECT DISTINCT value FROM kg_properties WHERE length(value) BETWEEN 3 AND 12 AND strpos($text, value) > 0 "
                    "AND regexp_full_match(value, $pattern) ORDER BY length(value) DESC, value",
                    {"text": text, "pattern": _CHINESE_VALUE}).fetchall()]
            else:
                values = self.chinese_values()
                written = {text[i:j] for i in range(len(text)) for j in range(i + 3, min(len(text), i + 12) + 1)}
                memo[text] = sorted(written & values, key=lambda v: (-len(v), v))
        return memo[text]

    def unlinked_name(self, run: str) -> bool:
        """Whether a run of Chinese characters a reading leaves unread is written as a name no link
        found ("天童学院" in "天童学院有哪些5A景区"): three characters or more, ending as three
        entities' names or more end (:meth:`name_endings`), no kind word the question names a type
        by, and no part of a value the store holds (a place in an address: "开在文成县西坑畲族镇安福寺的那所
        佛学院"). A reading that drops it answers about every entity, not the one named."""
        return len(run) >= 3 and run[-2:] in self.name_endings() and not any(k in run for k in self.kinds_read) \
            and not self.inside_a_value(run)

    def beside_a_value_in_a_name(self, run: str, r: SchemaPlan) -> bool:
        """Whether ``run`` (three characters or more) and a value reading ``r`` restricts by both lie inside the name of
        one entity of the reading's types ("嘉通新能源公交东场那个加气站": 嘉兴市嘉通新能源股份有限公司公交东场加气站分公司): the
        question names that entity by its parts, and a reading by the value alone answers its siblings too."""
        values = [v for v in r.explains if isinstance(v, str) and len(v) >= 2 and v != run]
        types = sorted(t for t in r.types if t in self.schema.types)
        if len(run) < 3 or not values or not types:
            return False
        return any(v in name for name in self.names_holding(run, tuple(types)) for v in values)

    def without_ids(self, r: SchemaPlan, text: str) -> str:
        """``text`` without "id"/"ids" where every type reading ``r`` reads names its entities by their keys ("list the
        ids of every app": an app's id is its name, which the reading lists)."""
        if not re.search(r"\bids?\b", text, re.I) or not r.types or not all(self.named_by_key(t) for t in r.types if t in self.schema.types):
            return text
        return re.sub(r"\b(?:package\s+)?ids?\b", " ", text, flags=re.I)  # (an app's package id)

    @store_memoized
    def named_by_key(self, t: str) -> bool:
        """Whether every entity of type ``t`` is named by its key, a key that is no row number (riskmining's App: no name
        column; not its Cert or Device, numbered rows that an answer gives by another property, whose "id" is asked apart)."""
        total, keyed = self.con.execute("SELECT count(*), count(*) FILTER (WHERE name = key AND NOT regexp_full_match(key, '[0-9]+')) "
                                        "FROM kg_entities WHERE type = $t", {"t": t}).fetchone()
        return total > 0 and total == keyed

    @store_memoized
    def names_holding(self, run: str, types: tuple[str, ...]) -> tuple[str, ...]:
        """The names of entities of ``types`` that hold ``run`` (up to 100; asked once per open store and run)."""
        return tuple(n for (n,) in self.con.execute(
            "SELECT name FROM kg_entities WHERE type IN (SELECT unnest($t)) AND contains(name, $r) ORDER BY name LIMIT 100",
            {"t": list(types), "r": run}).fetchall())

    @store_memoized
    def inside_a_value(self, text: str) -> bool:
        """Whether some value the store holds contains ``text`` (asked once per open store and text:
        every reading of a question asks it of the same runs)."""
        return self.con.execute("SELECT 1 FROM kg_properties WHERE contains(value, $t) LIMIT 1", {"t": text}).fetchone() is not None

    @store_memoized
    def name_endings(self) -> frozenset[str]:
        """The last two characters of entity names (Chinese) that three names or more share ("学院", "公司")."""
        return frozenset(e for (e,) in self.con.execute(
            "SELECT right(name, 2) AS e FROM kg_entities WHERE length(name) >= 4 AND regexp_full_match(right(name, 2), $pattern) "
            "GROUP BY 1 HAVING count(*) >= 3", {"pattern": _CHINESE_VALUE}).fetchall())

    @store_memoized
    def chinese_values(self) -> frozenset[str]:
        """Every value of three to twelve Chinese characters some entity holds: :meth:`values_in`'s index."""
        return frozenset(v for (v,) in self.con.execute(
            "SELECT DISTINCT value FROM kg_properties WHERE length(value) BETWEEN 3 AND 12 "
            "AND regexp_full_match(value, $pattern)", {"pattern": _CHINESE_VALUE}).fetchall())

    def unread(self, r: SchemaPlan, question: str, links: list[dict]) -> list[str]:
        """The words and numbers of ``question`` that no part of reading ``r`` accounts for:
        Latin words outside :data:`_FUNCTION_WORDS`, the linked names, the reading's values and the
        words (and glossary words) of its predicates and types; numbers it does not use."""
        text = question  # the reading's values and the links, longest first: a value may hold a linked name ("浙江省…路48号")
        # (the question is NFKC-normalised in plan(); a value may be written in full-width forms "（4-11）")
        read = {l["text"] for l in links} | {unicodedata.normalize("NFKC", t) for t in r.explains if isinstance(t, str)}
        values = read - {l["text"] for l in links}
        for t in sorted(read, key=len, reverse=True):  # a Latin value as whole words ("NO" is no part of "Norway")
            # (a value with the word for its kind, "省团体级别的协会", is read whole)
            after = _KIND_AFTER_VALUE if t in values else ""
            text = re.sub(rf"(?<![A-Za-z0-9]){re.escape(t)}(?![A-Za-z0-9])" if t.isascii() else re.escape(t) + after, " ", text, flags=re.I)
        text = _without_number_words_read(text, r)  # "at least two LNG tanks"
        if any(_KIND_PREDICATE.search(x or "") for name in _plan_predicates(r)
               for p in predicates_named(self.schema, name) for x in (p.name, p.display_name)):
            text = _CLASS_NOUN.sub(lambda m: m.group(0).replace(m.group(1) or m.group(2), " "), text)
        # "How many transfers took place in 2024?": no place; "… in the risk-mining graph": where it is asked
        text = self.without_ids(r, self.without_computed(r, _IN_THE_DATA.sub(" ", _HAPPENED.sub(" ", text))))
        names, used = [], _plan_predicates(r)
        for name in sorted(used):
            for p in predicates_named(self.schema, name):
                names += [p.name, p.display_name or ""]
                for t in rule_types(p):  # a derived relation's words include the types its rule walks through
                    names += [t, self.schema.types[t].display_name or ""] if t in self.schema.types else []
                for e in p.properties:  # an edge's properties (amount, date) are read with it
                    names += [e.name, e.display_name or ""]
                if p.properties:  # and the words of its direction and ends (paid, received; "the receiving end")
                    names += sorted(TRANSFER_WORDS) + ["end", "ends", "side", "sides", "recipient", "recipients", "receiver", "receivers",
                                                       "payee", "payees", "payer", "payers", "sender", "senders", "counterparty", "counterparties"]
                elif flow := money_flow(p):  # 总共流入金额, "Total inflow": "收到的转账资金", "money received", never "转出"
                    names += sorted(MONEY_WORDS["transfer"] | MONEY_WORDS[flow])
        for t in set(r.types) | set(re.findall(r":([^\s,)\[`]+)", r.text)):
            if t in self.schema.types:
                names += [t, self.schema.types[t].display_name or ""]
        read_text = " ".join(names)
        # (and the glossary's words of an identifier's parts: "difference" for cashflowDiff3Month's "diff")
        read_text += f" {bridge(read_text)} {bridge(' '.join(u for u in units(read_text) if u.isascii()))} {_GRADED_WORDS}"
        # a verb of having beside a value the reading restricts by ("the station that holds licence X",
        # "apps that carry the 赌博 mark") or of a property asked ("What mark does app X carry?") says
        # the entity has it
        glossed = _fold(question + " " + bridge(question))  # ("gambling": 赌博)
        # (and a hop from one type to what its entities hold: "the gas station that holds the licence expiring last")
        if r.shape in ("property", "two-hop", "shared") or (r.shape == "superlative" and len(r.types) > 1) or any(
                isinstance(v, str) and len(v) >= 2 and _fold(v) in glossed for v in r.explains):
            read_text += " " + bridge("own") + " belong belongs"  # ("belong to Buddhism": has the value)
        read = set(units(read_text))
        # a word the glossary turns into a value the reading restricts by ("Taoist": 道教) is read
        values = {_fold(v) for v in r.explains if isinstance(v, str) and v.strip()}
        # a country the question names ("美国的公司", "the United States") is read where a value of the
        # reading is one of its forms ("US"), and left unread otherwise
        unread_countries = []
        for name, forms in countries_named(text).items():
            if values & {_fold(f) for f in forms}:
                text = re.sub(re.escape(name), " ", text, flags=re.I)
            else:
                unread_countries.append(name)
        joined = _joined_read(text, read)  # ("cash flow" of cashflowDiff3Month)
        out = _unread_latin(text, joined, read, values, question)
        # "the 1990s", "5A级" (a CJK character is no word boundary of a Latin token)
        out += [w for w in re.findall(r"(?<![A-Za-z0-9])[\d一二三四五六七八九十]+[A-Za-z]+(?![A-Za-z0-9])", text)
                if w.casefold() not in read_text.casefold()]
        # Chinese: a run of two or more characters that are neither the reading's (its predicates',
        # types' and glossary words) nor question words ("转账对象" in "柏*转账对象的平均年龄", "电话号码"
        # in "柏*持股的企业的电话号码") is a part of the question the reading leaves unread
        cjk_read = {c for c in read_text if is_cjk(c)} | _CJK_FUNCTION_CHARS
        plain = _CJK_FILLERS.sub(" ", text)
        out += [w for w in self.unread_labels(r, plain, used, [lab for lab in names if lab], cjk_read, question) if w not in out]
        # an aspect particle inside a verb and its object ("转过账", "付了款") joins them into one run
        joined = _ASPECT.sub("", "".join(c if c not in cjk_read or c in "过了着" else " " for c in plain))
        out += [run for run in re.findall(r"[\u4e00-\u9fff]{2,}", "".join(c if c not in cjk_read else " " for c in joined))
                if self.names_other(run, used) or self.unlinked_name(run) or names_place(self, run, r.explains, question)
                or self.beside_a_value_in_a_name(run, r)]
        out += [v for v in self.dropped_values(r, question, plain, read_text) if v not in out]
        # the head noun of what is asked ("谁是赌博App的老板"): "A的B" asks for B; a list of A that reads
        # none of B's own characters answers A
        head = _HEAD_NOUN.search(text) if r.shape == "list" else None  # a list answers the type itself
        if head and not any(c in cjk_read for c in head.group(1) if c not in _CJK_FUNCTION_CHARS) \
                and not _CJK_FILLERS.fullmatch(head.group(1)) and head.group(1) not in out:
            out.append(head.group(1))
        # a number that restricts ("older than 50", "超过55岁", "以132开头") and that the reading does not
        # use; a number stated as a premise ("有3个罐，每罐容积为2") is no restriction
        out += [m.group(1) for m in _NUMBER.finditer(text) if m.group(1) not in read_text and (
            any(p.search(text[max(0, m.start() - 16):m.start()] + " ") for _op, p in _BOUNDS)
            or _RESTRICTS.search(text[max(0, m.start() - 16):m.start()]) or _RESTRICTS_AFTER.match(text[m.end():])
            or _RANGE_BOUND.search(text[max(0, m.start() - 16):m.start()]) or _RANGE_BOUND_AFTER.match(text[m.end():])
            or _AMOUNT_STATED.fullmatch(m.group(1)) and not _YEAR.fullmatch(m.group(1)))]
        out += [w for w in unread_countries + self.unread_phrases(text, used, read) if w not in out]  # ("go into": hasSupplyChain)
        # a count of other entities the question states ("同时担任三家企业的法定代表人", "owns three devices"):
        # a restriction no reading reads unless it uses the number ("是哪三家企业" asks for them)
        out += [w for w in self.unread_counts(r, text, read_text) if w not in out]
        # a word describing every entity of a type the reading reads ("the religious school X")
        described = {w for t in r.types if t in self.schema.types for _p, w in self.held_by_every(t, question)}
        out = [w for w in out if w not in described]
        # in an English question a Chinese run is a name or a value, never a filler word ("have 统战部 in their name")
        if len(re.findall(r"[A-Za-z]", text)) > 2 * len(re.findall(r"[\u4e00-\u9fff]", text)):
            unread_cjk = "".join(c if c not in cjk_read else " " for c in joined)
            out += [run for run in re.findall(r"[\u4e00-\u9fff]{2,}", unread_cjk) if run not in out]
        # a quoted text ("名字带“民政局”的") is never filler
        out += [q for q in re.findall(r"[“「\"]([^”」\"]{1,40})[”」\"]", text) if q.strip() and q not in out]
        return out + [w for w in _unranked_superlatives(r, text) if w not in out]

    def without_computed(self, r: SchemaPlan, text: str) -> str:
        """``text`` without the words of what reading ``r``'s shape computes: what a count counts
        ("温州市的旅行社数量是多少"), a difference ("相差多少"), a sharing ("share a legal
        representative with X") the reading reads as its relation, "that state one" after what an aggregate reads."""
        # "温州市的旅行社数量是多少", "台州市和温州市，哪个城市的宗教协会数量更多": what is counted
        if r.shape == "count" or r.kind == "number" and r.shape == "shared" or r.shape in ("difference", "choice") and "target=count" in r.text:
            text = re.sub(r"数量|数目|总数|\bnumber\b", " ", text, flags=re.I)
        if r.shape == "list":  # "负责人是钱向阳的那个加气站，全称是什么", "the full name of the station …": the entity itself
            text = re.sub(r"全称|全名|名称|名字|\b(?:full\s+)?names?\b", " ", text, flags=re.I)
        if r.shape == "difference":  # "the difference between …", "相差多少": what the reading computes
            text = re.sub(r"\bdiffer\w*|\bapart\b|相差|相距|差距|差别|差值|差额|之差", " ", text, flags=re.I)
        if r.shape == "shared" or reads_sameness(self.schema, r):  # "Which stations share a legal representative with X?": the sharing is the reading
            text = re.sub(r"\bshares?\b(?=\s+(?:a|an|the|its|their)\b.{0,40}\bwith\b)", " ", text, flags=re.I)
        if _RANKS_VALUES.search(r.text or ""):  # "the average … of the schools that state one": only stated values are read
            text = _STATING_ONE.sub(" ", text)
        return text

    def unread_counts(self, r: SchemaPlan, text: str, read_text: str) -> list[str]:
        """The counts of other entities ``text`` states (:data:`_STATED_COUNT`) that reading ``r``
        neither restricts by nor reads: "同时担任三家企业的法定代表人" restricts the person asked."""
        out = []
        read = set(units(" ".join(str(v) for v in r.explains) + " " + read_text))
        for m in _STATED_COUNT.finditer(text):
            number, noun = next((m.group(i), m.group(i + 1)) for i in (1, 3, 5) if m.group(i))
            said = {number, str(_WORD_COUNT.get(number.casefold()) or chinese_number(number) or "")}
            if not said & read and self.mentioned_types(noun):
                out.append(m.group(0))
        return out

    def unread_labels(self, r: SchemaPlan, plain: str, used: set[str], used_labels: list[str], cjk_read: set[str],
                      question: str = "") -> list[str]:
        """The Chinese names of predicates in ``plain`` (the question less what the reading reads) that
        reading ``r`` does not use: a display name ("年龄" in "柏*转账对象的平均年龄", "开发" when the
        plan follows 发布), or a glossary word for one ("法定代表人" for legalRepresentative, where the
        schema names it in English; a function character inside it, "人", would split it in
        :meth:`unread`) unless it describes every entity the reading reads. A label sharing characters with a used one
        counts where ``question`` writes it apart from that one ("宗教场所的所属宗教")."""
        out = []
        asked = _ASKED_WORD.search(plain)  # "…最大的宗教场所属于哪个宗教": 宗教, a value of 所属宗教 asked
        for t in self.schema.types:
            for p in self.schema.predicates(t):
                label = p.display_name or ""
                if asked and t in r.types and p.name not in used and len(label) > len(asked.group(1)) and label.endswith(asked.group(1)) \
                        and label not in out:
                    out.append(label)
                    continue
                if len(label) >= 2 and all(is_cjk(c) for c in label) and label in plain and p.name not in used \
                        and not any(len(set(label) & set(lab)) >= 2 and not _apart(question or plain, label, lab) for lab in used_labels) \
                        and label not in out \
                        and (not all(c in cjk_read for c in label)  # "属于" beside 所属产业: read by its own words
                             # (a label stating a restriction, "类别是…", is read only by its property)
                             or _STATED.match(plain, plain.index(label) + len(label))):
                    out.append(label)
        out += [w for w in glossary_words_cjk(plain) if w not in out and sum(c not in cjk_read for c in w) >= 2
                and self.names_other(w, used) and not self.describes_every(r.types, w)]
        return out
