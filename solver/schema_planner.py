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
schema, the data and general question words (:mod:`kagflow.solver.schema_shapes`: general language in
English and Chinese, not one dataset's vocabulary).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
import unicodedata
from types import MappingProxyType

import duckdb

from kagflow.schema.spg import PropertyDef, Schema
from kagflow.schema.types import is_numeric_type, predicates_named
from kagflow.solver.anti_join import never_related
from kagflow.solver.appositions import without_appositions
from kagflow.solver.distinct_counts import counted_distinct, different_property
from kagflow.solver.excluded_values import excluded_values, with_values_left_out
from kagflow.solver.group_counts import grouped_count
from kagflow.solver.repeated_hops import with_repeated_hops
from kagflow.solver.totals import totalled_property, totalled_values
from kagflow.solver.edge_readings import EdgeReadings, asks_parts
from kagflow.solver.identifiers import numbered_identifier
from kagflow.solver.entity_readings import EntityReadings, count_hop
from kagflow.solver.far_ends import restricted_far_end
from kagflow.solver.kind_words import KindWord, kind_types
from kagflow.solver.pair_readings import PairReadings, apart, by_how_much, pair_of_a_type, which_of_two
from kagflow.solver.question_words import YES_NO as _YESNO, bridge, glossary_ending, gradable, synonyms
from kagflow.solver.time_windows import stated_as_of, time_window
from kagflow.solver.resolve import (
    Candidate, choose, echoed, expected_kind, rank_predicates, units, word_similarity, UnitWeights,
)
from kagflow.solver.scoring import is_cjk
from kagflow.store.folding import sql_fold
from kagflow.solver.schema_shapes import (
    MIN_CONFIDENCE, SchemaPlan, _FUNCTION_WORDS, _AVG, _COUNTED, _COUNTED_BEFORE, _COUNTED_EN, _SAME, _ENTITY_NOUN, _EXPECT_DATE, _EXPECT_NUMBER, _EXPECT_WHO, _IDENTIFIER, _LIST,
    _MOST_MANY, _NUMBER, _PERIOD_LABEL, _QUESTION_UNITS, _age_like, _NEGATION, _PER_GROUP, _RANK, _STOP, _SUM, _WHICH,
    _WHICH_NOUN, _WINDOW, _fold, _label, aggregate_asked, aggregate_labels, comparison, most_specific, property_noun,
    spaced, stand_in_notes, type_labels, widest, against_flow, rule_predicates, rule_types, counted_noun, unread_aggregate,
)
from kagflow.solver.question_names import _HAS_VALUE, QuestionNames, counts_entities_unread, mentioned_types
from kagflow.solver.role_readings import RoleReadings
from kagflow.solver.reference_readings import ReferenceReadings
from kagflow.solver.shared_readings import SharedReadings, others_of_kind
from kagflow.solver.type_readings import TypeReadings
from kagflow.solver.unread import _CLASS_NOUN, UnreadWords, _plan_predicates, reads_sameness
from kagflow.solver.validity_readings import VALID_ON, ValidityReadings
from kagflow.solver.rankings import sorted_asked, sorted_list, top_n
from kagflow.solver.table_words import chinese_labels
from kagflow.solver.value_scopes import places_without, scoped_to_values
from kagflow.solver.negated_values import NegatedValues
from kagflow.solver.code_readings import entity_by_code
from kagflow.solver.concept_hops import hop_into_concept
from kagflow.solver.bounds import asks_more_yes_no
from kagflow.solver.count_bounds import count_bounded
from kagflow.solver.exists_readings import ASKS_ANY, HAS_ASKED, as_exists
from kagflow.solver.question_text import (compounds, graded_letters, plainly_worded, rank_asked, with_magnitudes, without_glosses,
                                           without_inner_alternatives, without_links)
from kagflow.solver.type_mentions import other_end, type_named_twice
from kagflow.solver.store_memo import StoreMemo, store_memoized


# an exact number of things something has ("of exactly one company", "恰好有两台设备")
_EXACT_COUNT = re.compile(r"\bexactly\s+(?:\d+|one|two|three|four|five)\b|(?:恰好|正好|刚好)(?:有|是)?\s*(?:\d+|[一二两三四五六七八九十])\s*[个家台位名所座项笔]", re.I)


def _restriction_unread(r: SchemaPlan, question: str, labels: list[str]) -> str | None:
    """What ``question`` restricts by that reading ``r`` does not read: a time window or date (no
    period label read, no window explained), or an exact count ("of exactly one company"); None."""
    if _WINDOW.search(question) and not any(_PERIOD_LABEL.search(lab) for lab in labels) and not any(
            _WINDOW.search(t) for t in r.explains if isinstance(t, str)):
        return "a time window or date"
    if (exact := _EXACT_COUNT.search(question)) is not None and exact.group(0) not in r.explains:
        return f"an exact count ({exact.group(0)!r})"
    return None


# "List the companies whose total inflow is …", "列出年龄不超过22岁的人": entities, never one number
_LIST_ASKED = re.compile(r"^\s*(?:(?:please|can you|could you)\s+)*list\b|列出|列举", re.I)
_EXPECT_WHERE = re.compile(r"\bwhere\b|哪里|哪儿|在哪", re.I)
# a relative "where" after a noun of places asks nothing: "in the city where X is located"
_RELATIVE_WHERE = re.compile(r"\b(?:city|town|county|district|province|country|region|place|area|state|transfers?|payments?|transactions?|cases?|records?|rows?|ones|those)\s+where\b", re.I)
# a type of places, for a where-question's entity answer
_PLACE = re.compile(r"city|country|countr|region|province|county|district|address|location|place|area|地|区|市|省|县|国|址", re.I)
# a predicate that dates or ages, which "older"/"youngest" grade by
_DATED = re.compile(r"found|establish|date|year|born|birth|成立|创立|日期|年份|出生", re.I)


# a second question joined to the first: ", and in what year …", "… and who …"
_SECOND_ASK_EN = re.compile(r"\band\s+(?:(?:in|on|at|for|from|since|by|to)\s+)?(?:what|which|who|whom|whose|when|where|how)\b(?!\s+(?:is|are)\s+not\b)", re.I)
# both ends of a span asked at once: "有效期从哪天到哪天", "from when to when"
_FROM_WHEN_TO_WHEN = re.compile(r"从\s*哪[^，,？?]{0,4}?(?:到|至)\s*哪|\bfrom\s+(?:when|what\s+date)\s+(?:to|until|till)\s+(?:when|what\s+date)\b", re.I)
# a clause asking something, in Chinese ("总部在哪", "哪一年成立的", "是谁", "有多少")
_ASK_ZH = re.compile(r"哪|谁|什么|多少|(?<![那这的])几(?:个|家|位|所|年|岁|座|名|台|笔|次|种|项|天|月)")  # ("那几个加气站", "X运营的几座加气站" point)


# values listed, then asked of each ("一级、二级、三级的加油站各有多少个"): a count per value named, which a reading gives
_LISTED_EACH = re.compile(r"[\u4e00-\u9fff\w]{1,12}(?:\s*[、和及与]\s*[\u4e00-\u9fff\w]{1,12})+(?:的[\u4e00-\u9fff]{1,8})?\s*(?:各|分别)")


_EVERY_OF = re.compile(r"(?:安装|拥有|持有|经营|生产|使用|包含|覆盖|装)了?(?:全部|所有|每一?(?:个|款|种))|\b(?:has|have|had|installed|owns?|runs?|makes?)\s+"
                       r"(?:all|every)\s+(?:one\s+)?(?:of\s+)?(?:the\s+)?(?:\w+\s+){0,3}?(?:apps|products|devices|certificates|companies)\b", re.I)


_OWN_ROW = re.compile(r"有(?:自己的|单独的|独立的)(?:记录|行|条目)|\b(?:have|has)\s+(?:a\s+|an\s+)?(?:its|their)?\s*own\s+(?:record|row|entry)", re.I)


def beyond_readings(rest: str, aggregate: str | None, question: str = "") -> str | None:
    """Why no reading here can answer ``rest`` (the question without its linked names and its
    time window; ``question`` as asked, for values listed before 各), or None: a negation ("not based
    in the US", 没有), a reason ("why", 为什么), a rank other than the first ("the second largest",
    "top 3", 前3), or a value per group other than values listed ("各有几个" after "A、B、C"). Each would
    otherwise be answered as the question without those words."""
    # "除了X，还有谁…", "Besides X, who else…": X left out of the others, where X is a linked name (gone from rest)
    m = next((m for m in _NEGATION.finditer(rest) if not _OTHER_THAN_NAMED.match(rest, m.start())), None)
    if m:
        return f"the question negates ({m.group(0).strip()!r}); no reading here reads a negation"
    if (m := _EVERY_OF.search(rest)) is not None:  # "安装了全部风险标记为“赌博”的应用": every one of a set, no one of it
        return f"the question asks for what holds every one of a set ({m.group(0).strip()!r}); no reading here reads 'every'"
    if (m := _OWN_ROW.search(rest)) is not None:  # "哪些本身在产品表里也有自己的记录": not the placeholders of references
        return f"the question asks which have a row of their own ({m.group(0).strip()!r}); no reading here tells them apart"
    m = _WHY.search(rest)
    if m:
        return f"the question asks for {'a ratio' if m.group('ratio') else 'a reason'} ({m.group(0).strip()!r}); no reading here gives one"
    m = re.search(r"[？?]\s*(?=[^？?]*(?:哪|谁|什么|多少|几|\bwhat\b|\bwhich\b|\bwho\b|\bhow\b|\bwhen\b|\bwhere\b))"
                  r"(?=[^？?]*[\u4e00-\u9fff]{8}|\s*[^\s？?]+(?:\s+[^\s？?]+){3})", rest, re.I)
    if m:  # "X在哪个县？这个县的行政区划代码是多少？": two questions, one reading answers one ("…? Which ones?" follows up)
        return "the question asks two questions; a reading here answers one"
    if (_SECOND_ASK_EN.search(rest) or sum(bool(_ASK_ZH.search(c)) for c in re.split(r"[，,；;、]", rest)) >= 2
            or _FROM_WHEN_TO_WHEN.search(rest)) and not asks_parts(rest):  # (not "latest transfer: who paid whom, and when?")
        # "Where is X based, and in what year was it founded?", "X总部在哪，哪一年成立的？", "有效期从哪天到哪天"
        return "the question asks two questions; a reading here answers one"
    m = _RANK.search(rest)
    if m:
        return f"the question asks for a rank other than the first ({m.group(0).strip()!r}); no reading here reads one"
    m = _PER_GROUP.search(rest)
    if m and aggregate == "avg" and (re.search(r"平均\s*每\s*[家个所座处名位间]", rest) or re.search(
            r"\b(?:on average|average)\b.*\bper\s+(?:\w+\s+){0,2}\w+(?:\s+in the table)?[\s?.。]*$", rest, re.I)):
        m = None  # "平均每家有多少名职工", "On average, how many students … per religious school?": the mean over the entities, no group
    if m and (aggregate is not None or _EXPECT_NUMBER.search(rest) or m.group(0).startswith("按")) and not _LISTED_EACH.search(question or rest):
        return f"the question asks for a value per group ({m.group(0).strip()!r}); no reading here gives one"
    return None


# a yes/no question whether any entity is so ("北仑区的加气站里有没有构成重大危险源的？", "Are there any … in X?")
_EXISTS = re.compile(r"有没有|是否有|是否存在|有无|存在|^\s*有.{1,30}吗|\b(?:is|are|was|were)\s+there\s+(?:any|an?)\b|^\s*(?:are|were)\s+any\b", re.I)
# what a count counts: the noun after 多少/几 and a measure word ("有多少在校生", "几座加油站")
# an age the question asks about ("the average age of the people X paid", 平均年龄): a reading must read one
_AGE_NOUN = re.compile(r"\bages?\b|年龄|年纪|岁数", re.I)
# money before a total's words: an amount asked ("资金一共有多少", "钱总共多少")
_MONEY_TOTAL = re.compile(r"(?:资金|钱|金额|款项?)(?:总共|一共|合计|共计|总计)(?:有|是)?多少|多少(?:钱|资金|金额)")  # ("总共有多少钱…被转出")
# an age the question states ("60岁的", "the 38-year-old", "aged 45")
_STATED_AGE = re.compile(r"\d+\s*周?岁|\d+\s*-?\s*years?\s*-?\s*old\b|\baged\s+\d+", re.I)
# the person asked ("…的法人代表是谁", "Which 47-year-old person …"): an age then describes the answer itself
_ASKS_PERSON = re.compile(r"谁|哪位|哪个人|\bwho\b|\bwhich\b[^?？]{0,30}\b(?:person|people|individual)s?\b", re.I)
# a question asking which one of some entities ("…的企业是哪家？", "Which company …")
# a largest or smallest value output with the ends holding it: the winner answers "which one" (EntityReadings.aggregate_hop)
_WINNER_OUT = re.compile(r"target=(?:max|min)\)->m\nAction\d+: Output\(m, [so]1\)\n$")
_WHICH_ONE = re.compile(r"哪一?(?:家|位|所|座|些)|\bwhich\s+ones?\b|(?<!person )(?<!people )(?<!one )(?<!those )(?<!individual )\bwho\b|谁", re.I)
# (a relative "who" after a noun asks nothing: "For each person who received money, what is the total …")


# "what does it make", "它的法人代表是谁", "its fax number": a question about entities it described before
_ABOUT_IT = re.compile(r"\b(?:does|did|do)\s+(?:it|they)\s+[a-z]+|它们?的|\bits\s+[a-z]+", re.I)
# "What do the companies X represents make?": the noun after "what do" does the verb; it is not asked
_WHAT_DO = re.compile(r"\bwhat\s+(?:do|does|did)\s+(?:the\s+)?([a-z]+)\b(?=.*\b[a-z]+\s*\?\s*$)", re.I)
# "唯一经营产品是X的公司", "the company whose only product is X": X and no other value (not "the only company making X")
_ONLY_VALUE = re.compile(r"唯一的?([\u4e00-\u9fff]{2,6})(?:是|为)|\b(?:whose|its|their)\s+(?:only|sole)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:is|are|was|were)\b", re.I)


def by_identifier(con: duckdb.DuckDBPyConnection, schema: Schema, r: SchemaPlan) -> SchemaPlan:
    """``r`` answering with its entities' identifying property when they are named by their row
    number alone (risk mining's certificates "18", whose certNum is what names them to a reader;
    :func:`kagflow.solver.identifiers.numbered_identifier`). Unchanged otherwise."""
    *steps, last = r.text.rstrip().split("\n")
    m = re.fullmatch(r"Action(\d+): Output\((\w+)\)", last)
    if r.kind != "entity" or r.answer_type not in schema.types or m is None:
        return r
    t = r.answer_type
    prop = numbered_identifier(con, schema, t)
    if prop is None:
        return r
    n, var = int(m.group(1)), m.group(2)
    text = "\n".join(steps + [f"Action{n}: Retrieval(s={var}, p=p9:{prop}, o=id9)", f"Action{n + 1}: Output(id9)"]) + "\n"
    return dataclasses.replace(r, text=text, answer_var="id9", kind="value", value_kinds=frozenset({"text"}),
                               notes=r.notes + [f"{t} entities are named by their row number: answered by {prop}"])


# "除了X，" / "除X以外" / "besides X," with X a linked name (removed from the text read here): the
# others of X's kind are asked (shared readings leave X out), nothing is negated
_OTHER_THAN_NAMED = re.compile(r"除了?\s+(?:本身|自己|自身)?\s*(?:[，,]|以外|之外|外)|(?:besides|apart from|other than|except(?: for)?)\s+[,，]", re.I)
# a reason asked: no table holds one ("为什么向其他公司转账?", "Why did X pay Y?")
_WHY = re.compile(r"\bwhy\b|\bhow come\b|\bfor what reason\b|为什么|为何|什么原因|原因是什么"
                  r"|(?P<ratio>之比|比值|\bratio\b)", re.I)  # (a ratio of two values per entity: no reading computes one)
# others of the named entity's kind ("Who else owns a device that X also owns?", "还有谁")
_WHO_ELSE = re.compile(r"\bwho(?:m)?\s+else\b|还有谁|还有哪些人|其他人|别的人", re.I)


# the words after a Chinese which, up to six characters ("哪些市级宗教团体")
_WHICH_PHRASE = re.compile(r"哪(?:一|几)?(?:家|个|些|位|所|名)([\u4e00-\u9fff]{1,6})|(?:列出|列举|给出)(?:所有|全部)?的?([\u4e00-\u9fff]{1,8})"
                           r"|的([\u4e00-\u9fff]{1,6})(?:是|为)哪(?:一|几)?(?:家|个|些|位|所|名)"  # "…的宗教团体是哪一个"
                           r"|([\u4e00-\u9fff]{2,6})(?:\s*[（(][^（）()]{1,20}[)）])?(?:都)?有哪(?:些|几个|几家|几所)[？?。]?\s*$")  # "…的其他宗教团体有哪些" (a bracket between)


def which_noun_note(planner: "SchemaPlanner", r: SchemaPlan, question: str) -> str | None:
    """Why reading ``r`` does not answer the noun of the question's which ("哪些加气站", "which
    company"), or None when it does (or the question has none): the noun names a type (or is a
    word for entities) and the reading answers neither entities nor text; it answers entities of
    another type; it answers a value that names no entity of the noun's type."""
    if r.shape == "choice" and r.choice:  # "乐清市和瑞安市哪个宗教场所更多": one of the two named, whatever follows 哪个
        return None
    which = _WHICH_NOUN.search(question)
    noun = raw = which and (which.group(1) or which.group(2))
    # "哪些市级宗教团体": a which-phrase ending in a kind word of a type (团体 of 协会) asks for its entities
    phrase = _WHICH_PHRASE.search(question)
    # (what follows 的 is what the asked noun describes: "哪个国家的公司" asks a country)
    # ("…级别的宗教协会都有哪些": what follows 的 there is the asked noun)
    if phrase is None:
        words = None
    elif phrase.group(4):
        words = phrase.group(4).split("的")[-1]
    else:
        words = (phrase.group(1) or phrase.group(2) or phrase.group(3)).split("的")[0]
    kinds = [k.type_name for k in kind_types(_fold(words), planner.kinds) if words.endswith(k.word)] if words else []
    if words and not kinds:  # "…的宗教院校是哪一所": a label, or the glossary's word for one (院校: 学校), ends it
        head = glossary_ending(words)
        kinds = [t for t in mentioned_types(planner.schema, words) if any(words.endswith(x) for x in type_labels(planner.schema, t))] \
            or (mentioned_types(planner.schema, bridge(head)) if head else [])
    if kinds and r.kind == "value" and not names_of(planner.con, kinds, _plan_predicates(r)):
        return f"the question asks which {words}; the {r.shape} reading answers a value that names no {kinds[0]}"
    if which is None and phrase is not None and (phrase.group(3) or phrase.group(4)) and r.kind == "entity" and r.answer_type \
            and (named := planner.mentioned_types(f"{words} {bridge(words)}")) and r.answer_type not in named:
        # "和X是同一个法人代表的公司是哪家": a company, not the person the sameness goes through
        return f"the question asks which {words}; the {r.shape} reading answers a {r.answer_type}"
    if noun and which.group(2):  # Chinese: the noun is the start of what follows 哪家 ("公司" of "公司转出的")
        noun = noun.split("的")[0] or noun  # up to 的 ("哪些人的设备" asks for people)
        noun = next((noun[:n] for n in range(len(noun), 0, -1) if planner.mentioned_types(noun[:n]) or _ENTITY_NOUN.fullmatch(noun[:n])), None) \
            or next((noun[:n] for n in range(len(noun), 1, -1)  # "宗教院校": its head 院校 is the glossary's 学校
                     if (head := glossary_ending(noun[:n])) and planner.mentioned_types(bridge(head))), None)
    # "还管着哪些站", "哪个区县": the noun's first character, the last of one type's label read (加油站, 行政区), names
    # that type (QuestionNames.label_ending reads a lone character only, to find the type a question names)
    ending = []
    if not noun and raw and which.group(2) and len(ending := [t for t in planner.schema.types if t in r.types and any(
            x.endswith(raw[0]) for x in type_labels(planner.schema, t) if is_cjk(x[-1]))]) == 1:
        noun = raw[0]
    if not noun:
        if raw and r.kind == "entity" and r.shape not in ("choice", "superlative") and not _HAS_VALUE.match(raw) \
                and (held := property_noun(planner.schema, r.answer_type, raw)) \
                and (not is_cjk(raw[0]) or re.search(rf"{re.escape(held[0])}[？?。.!！呢]*\s*$", question)):
            # "…的公司位于哪些国家": a value the entities hold (country), not the entities ("哪个在校生更多"
            # grades the entities by one)
            return f"the question asks which {held[0]} ({r.answer_type}.{held[1]}); the {r.shape} reading answers {r.answer_type} entities"
        return None
    kinds = set(r.value_kinds)
    # ("Which fraud (诈骗) apps": a describing word before the noun, which asked_types reads past)
    named = planner.mentioned_types(f"{noun} {bridge(noun)}") or ending or (planner.asked_types(question) if which.group(1) else [])
    if not named and which.group(1) and (two := re.search(rf"\b(?:which|what)\s+{re.escape(noun)}\s+([a-z]+)", question, re.I)):
        named = planner.mentioned_types(f"{noun} {two.group(1)} {bridge(f'{noun} {two.group(1)}')}")  # "which scenic spots"
    if not named and not _ENTITY_NOUN.fullmatch(noun) and r.kind == "entity" and r.shape not in ("choice", "superlative") \
            and re.search(rf"\b(?:which|what)\s+{re.escape(noun)}\s+(?:is|are|was|were|does|do|did|has|have)\b", question, re.I) \
            and (held := property_noun(planner.schema, r.answer_type, noun)):  # "Which county is school X in?"
        return f"the question asks which {held[0]} ({r.answer_type}.{held[1]}); the {r.shape} reading answers {r.answer_type} entities"
    if not named and noun.casefold() != "of" and r.kind == "entity" and r.answer_type in planner.schema.types and (labels := [
            re.escape(x) for x in type_labels(planner.schema, r.answer_type) if x.isascii()]) and (acts := re.search(
            rf"\b(?:which|what)\s+{re.escape(noun)}\s+([a-z]+\s+(?:(?:a|an|the|any|some)\s+)?(?:{'|'.join(labels)})(?:e?s)?)\b", question, re.I)):
        # "Which suppliers make a product that …": the noun does something to a Product; it is none
        return f"the question asks which {noun} {acts.group(1)}; the {r.shape} reading answers {r.answer_type} entities"
    if (named or _ENTITY_NOUN.fullmatch(noun)) and not (r.kind == "entity" or (r.kind == "value" and kinds <= {"text"})):
        return f"the question asks which {noun}; the {r.shape} reading answers no {noun}"
    if r.kind == "entity" and r.answer_type and named and r.answer_type not in named:
        # "X的法人代表还代表哪家公司？": a company, not the person one hop away
        return f"the question asks which {noun}; the {r.shape} reading answers a {r.answer_type}"
    if r.kind == "value" and named and not names_of(planner.con, named, _plan_predicates(r)):
        # "萧山区有哪些宗教协会" asks for associations, not their religions; "哪个行政区" may be a county value
        return f"the question asks which {noun}; the {r.shape} reading answers a value that names no {named[0]}"
    return None


def coverage(schema: Schema, r: SchemaPlan, rest: str, aggregate: str | None = None) -> float:
    """The weighted share of ``rest``'s content units (question words and particles left out)
    that reading ``r``'s predicate names, display names (an edge's properties' too, where it reads
    them: transAmt) and node types contain, to 0.1. The words asking for a sum or mean ("total",
    "合计") are read by the Math step, not by a predicate that happens to hold them
    (totalTransInAmt against the edges' transAmt): they count for no reading."""
    asked = {"sum": _SUM, "avg": _AVG}.get(aggregate or "")
    content = [u for u in units(asked.sub(" ", rest) if asked else rest)
               if u not in _QUESTION_UNITS and u not in _STOP and not u.isdigit()]
    if not content:
        return 0.0
    read: set[str] = set()
    for name in r.labels:
        for p in predicates_named(schema, name):
            read.update(units(f"{p.name} {p.display_name or ''}"))
            for e in p.properties:
                if e.name in r.labels:
                    read.update(units(f"{e.name} {e.display_name or ''}"))
    for t in r.types:
        if t in schema.types:
            read.update(units(f"{t} {schema.types[t].display_name or ''}"))
    return round(sum(1 for u in content if u in read) / len(content), 1)


def names_of(con: duckdb.DuckDBPyConnection, types: list[str], predicates: set[str]) -> bool:
    """Whether a value of one of ``predicates`` is the name of an entity of one of ``types``."""
    return con.execute(
        "SELECT EXISTS (SELECT 1 FROM kg_properties p JOIN kg_entities e ON e.name = p.value "
        "WHERE p.predicate IN (SELECT unnest($p::VARCHAR[])) AND e.type IN (SELECT unnest($t::VARCHAR[])))",
        {"p": sorted(predicates), "t": list(types)}).fetchone()[0]


def without_labels(schema: Schema, r: SchemaPlan, question: str) -> str:
    """``question`` without the difference words of the display names reading ``r`` reads
    ("资金流水差" of 近3个月资金流水差: a value named, not two values apart)."""
    for name in r.labels:
        for p in predicates_named(schema, name):
            for word in re.findall(r"[\u4e00-\u9fff]{0,4}(?:差值|差额|之差|差)", p.display_name or ""):
                for k in range(len(word) - 1):  # the label's ending as the question writes it ("流水差")
                    if len(word[k:]) >= 2 and word[k:] in question:
                        question = question.replace(word[k:], " ")
                        break
    return question


def counted_property(planner: "SchemaPlanner", r: SchemaPlan, question: str) -> tuple[str, str] | None:
    """``(noun, "Type.property")`` when what ``question`` counts ("有多少在校生") names no type
    but a property of a type reading ``r`` counts (在校生数量): the question asks that value."""
    nouns = [m.group(1) for m in [*_COUNTED.finditer(question), *_COUNTED_BEFORE.finditer(question)]]  # "有多少在校生", "在校生有多少人"
    nouns += [m.group(1).split()[0] for m in _COUNTED_EN.finditer(question)]  # "How many counties are X's venues in?"
    for noun in nouns:
        if planner.mentioned_types(noun):
            continue
        # the noun or a word the glossary gives it ("有多少学生": 在校生数量)
        # (an English noun only by a property's own name or label: "transfers" is no 资金 of cashflowDiff1Month)
        words = {w for w in (noun, *synonyms(noun)) if len(w) >= 2 and is_cjk(w[0])} if is_cjk(noun[0]) else set()
        heads = {w[:2] for w in words}
        english = {w.casefold() for w in synonyms(noun) if w.isascii()}  # (国家: a property named country)
        found = []
        for t in sorted(r.types & set(planner.schema.types)):
            for p in planner.schema.predicates(t):
                # (a property the count restricts by is read: "有几个构成重大危险源" counts the stations that do)
                label = p.display_name or ""
                if p.is_basic and p.name not in r.labels and (any(h in label for h in heads)
                                                               or english & {label.casefold(), spaced(p.name).casefold()}):
                    # a label holding the noun or a glossary word whole before one sharing its first characters
                    # ("几个不同的城市": 所在城市, not 所在省 by the glossary's 所在城市; "宗教派别" not 所属宗教)
                    found.append((not any(w in label for w in words), len(found), t, p.name))
        if found:
            _partial, _order, t, name = min(found)
            return noun, f"{t}.{name}"
    if (different := different_property(planner, r, question)) is not None:  # "how many different countries"
        return different
    totalled = totalled_property(planner, sorted(r.types & set(planner.schema.types)), question)
    return (totalled[0], f"{totalled[1]}.{totalled[2].name}") if totalled else None


def near_names(con: duckdb.DuckDBPyConnection, schema: Schema, question: str, limit: int = 2) -> list[tuple[str, str, float]]:
    """Entity names of six characters or more that a part of ``question`` nearly spells
    ("Acme Motor" for "Acme Motors"; rapidfuzz ``partial_ratio`` ≥ 90), for a note when the
    question links no entity: ``[(name, type, score)]``, best first. Only names whose first
    three characters the question writes are scored (a misspelling keeps its start), so a large
    store reads few. Nothing is answered from them; a name written exactly would have linked."""
    from rapidfuzz import fuzz, process

    names = {n: t for n, t in con.execute(
        "SELECT name, min(type) FROM kg_entities WHERE length(name) >= 6 AND type IN (SELECT unnest($types::VARCHAR[])) "
        f"AND strpos($q, {sql_fold('substr(name, 1, 3)')}) > 0 GROUP BY name",
        {"types": sorted(schema.types), "q": _fold(question)}).fetchall()}
    found = process.extract(_fold(question), {n: _fold(n) for n in names}, scorer=fuzz.partial_ratio,
                            score_cutoff=90, limit=limit)
    return [(name, names[name], score) for _folded, score, name in found]


def chosen(planner: "SchemaPlanner", readings: list[SchemaPlan], question: str, rest: str, aggregate: str | None,
           notes: list[str]) -> tuple[SchemaPlan | None, list[str]]:
    """The reading :meth:`SchemaPlanner.plan` answers with among ``readings`` (each explaining the
    question): of those clear enough to write, the one that reads more of the question's words
    (``rest``: the question without its names); None where two tie, the best is below
    :data:`MIN_CONFIDENCE`, or it reads a rule's value while the question counts from another day
    than the build's (the rule's values are of the build's day)."""
    for r in readings:
        r.coverage = coverage(planner.schema, r, rest, aggregate)
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
    best = totalled_values(planner, by_identifier(planner.con, planner.schema, best), question)
    if planner.as_of != planner.built_as_of and (derived := sorted(_plan_predicates(best) & {
            p.name for t in planner.schema.types for p in planner.schema.predicates(t) if p.rule is not None})):
        notes.append(f"{derived[0]} is derived by a rule as of the build's day ({planner.built_as_of}), not the day "
                     f"the question counts from ({planner.as_of}): no plan")
        return None, notes
    return best, notes + best.notes + stand_in_notes(planner.schema, _plan_predicates(best))


def stated_day(planner: "SchemaPlanner", question: str, notes: list[str]) -> str:
    """``question`` without the day it says its windows count back from ("截至2023年10月15日，近两年…",
    :func:`~kagflow.solver.time_windows.stated_as_of`), which becomes ``planner.as_of``."""
    if (stated := stated_as_of(question)) is None:
        return question
    planner.as_of = stated[0]
    notes.append(f"windows count back from {stated[0]}, as the question states")
    return question.replace(stated[1], " ", 1).strip()


class SchemaPlanner(QuestionNames, EntityReadings, PairReadings, TypeReadings, RoleReadings, EdgeReadings, SharedReadings, ReferenceReadings,
                    ValidityReadings, NegatedValues, UnreadWords):
    """Writes plans from a question for one store (see the module docstring).

    Args:
        con: a read connection to the built store.
        schema: the project's schema with its observed predicates.
        link: ``question -> [{"text", "entity_id", "name", "type", "method"}]``, the question's
            entity links (:meth:`kagflow.solver.ask.Asker.link`).
        as_of: the date the store was built for (rules' ``now()``); relative time windows
            ("last 90 days") count back from it, and are not read without it.
        kinds: the store's kind words (:func:`kagflow.solver.kind_words.kind_words`).
        classes: the store's classifying values (:func:`kagflow.solver.question_names.classifying_values`);
            read from the store when first needed if not given.
        memo: the results of the store lookups that do not depend on the question
            (:mod:`kagflow.solver.store_memo`), shared by the planners of one open store; a new one if not given.
    """

    def __init__(self, con: duckdb.DuckDBPyConnection, schema: Schema, link, as_of: dt.date | None = None,
                 kinds: list[KindWord] | None = None, classes: list[tuple[str, str, str, int]] | None = None,
                 memo: StoreMemo | None = None):
        # (as_of becomes the day a question states, built_as_of stays the day the rules' values are of)
        self.con, self.schema, self.link, self.as_of, self.built_as_of = con, schema, link, as_of, as_of
        self.memo = memo if memo is not None else StoreMemo()  # the store's lookups (store_memo), kept by the Asker
        self.kinds = kinds or []
        self.classes = classes  # the store's classifying values (question_names.classifying_values); read when first needed
        self.kinds_read: set[str] = set()  # kind words this question names a type by: no value it restricts by
        self.translated: list | None = None  # QuestionNames.translated_links: the concepts spelled out in English
        # the schema's property labels: what an English word glossed by Chinese may stand for, a negation's label
        self.labels = frozenset(p.display_name for t in schema.types for p in schema.predicates(t) if p.display_name)
        self.named = {p.name: p.display_name for t in schema.types for p in schema.predicates(t) if p.display_name}
        self.columns = chinese_labels(self.named)  # (a column's own name read as its Chinese label: table_words)

    # -- the entry point --------------------------------------------------------------------
    def plan(self, question: str) -> tuple[SchemaPlan | None, list[str]]:
        """The best reading of ``question``: ``(plan or None, notes)``, the reasons in the notes when None."""
        notes: list[str] = []
        if not (question := unicodedata.normalize("NFKC", question).strip()):
            return None, ["the question is empty"]
        if (ordered := sorted_asked(question)) is not None and (listed := sorted_list(self, *ordered, notes))[0] is not None:
            return listed  # "列出杭州市的学校，按学生人数从多到少排序": a superlative's ranking, every entity kept
        question = with_magnitudes(self.con, graded_letters(self.con, stated_day(self, without_inner_alternatives(self.con, plainly_worded(
            without_glosses(question, notes, self.labels, self.named, self.columns), notes), notes), notes), notes), notes)
        question = self.coded_names(question, notes)  # "行政区划代码为330783的那个县市": 东阳市
        question = without_appositions(self.schema, question, self.link(question), notes, self.con)  # "the person 柏*": 柏*
        if (left_out := excluded_values(question)) is not None:  # "排除1899-12-30这类无效日期后，成立日期最早的加油站", "excluding zero values"
            return with_values_left_out(self, left_out, notes)
        if (negated := self.negated_value(question)) is not None:  # "Which religious schools are not Buddhist?"
            stripped = self.without_negated(question, negated[2])
            planned, more = self.plan(stripped)
            if planned is None and (planned := self.every_listed(stripped, negated[0], more)) is not None:
                more = [n for n in more if not n.startswith("the schema planner found no reading")]
            return self.with_negation(planned, negated, notes + more), notes + more
        if (top := rank_asked(question)) is not None:  # "建筑面积排前三的宗教场所", "Which three companies … the most", "第二多"
            return top_n(self, *top[:3], notes, one_place=top[3])
        if (bounded := count_bounded(self, question, notes)) is not None:  # "拥有不止一台设备的人各有几台设备？"
            return bounded
        if (scoped := scoped_to_values(self, question, notes) or places_without(self, question)) is not None:
            return scoped  # "在有宗教院校的区县里，哪个区县的宗教场所最多？", "哪些宗教院校所在的区县一个加油站都没有？"
        if (unjoined := never_related(self, question)) is not None:  # "Which companies have never received a transfer?"
            return unjoined[0], notes + unjoined[1]
        links = [l for l in self.link(question) if l.get("entity_id") and l.get("type") in self.schema.types]
        links += self.id_links(question, links)
        if (coded := entity_by_code(self.con, self.schema, question, links)) is not None:  # "区划代码330382是哪个县市"
            return coded, notes + coded.notes
        links += [] if links else self.translated_links(question)  # (beside a name, the glossary reads its words as values)
        window = time_window(question, self.as_of)
        if window is not None:  # "June" in "paid in June 2024" is a date, whatever entity bears the name
            links = [l for l in links if l["text"] not in window.text]
        rest = without_links(question, links)
        plain_rest = rest  # without the glossary's words: a hop is named by the question's own words
        aggregate = self.aggregate_word(rest)
        beyond = beyond_readings(VALID_ON.sub(" ", rest.replace(window.text, " ") if window is not None else rest), aggregate, question)  # (还没过期)
        if (grouped := grouped_count(self, question, f"{rest} {bridge(rest)}", links, notes, aggregate, window)) is not None:
            return grouped, notes + grouped.notes  # "How many gas stations are there in each county?"
        if beyond:
            notes.append(beyond)
            return None, notes
        if aggregate == "sum" and _WHICH.search(question) and comparison(rest) and _NUMBER.search(rest):
            aggregate = None  # "Which companies have a total inflow over 90000?": a bound on a property named "total …"
        grade = gradable(rest)
        if grade == "young" and aggregate is None and re.search(r"\byoungest\b|最年轻|(?:年纪|年龄|岁数)最小", rest, re.I):
            aggregate = "min"
        # the glossary's other-language words, and "age" for "older": context for ranking predicates
        rest = rest + " " + bridge(rest) + (" age 年龄" if grade else "")
        rest += compounds(rest, plain_rest)  # "cash-flow", "cash flow": cashflow too
        types = self.types_named(rest, plain_rest, notes)
        if aggregate == "count" and _MONEY_TOTAL.search(plain_rest):
            aggregate = "sum"  # "转出的资金一共有多少": an amount added up, nothing counted
        elif aggregate == "count" and (totalled := totalled_property(self, types, plain_rest)) is not None:
            aggregate = "sum"  # "在校生总共有多少人": 在校生数量 added up, not the schools counted
            notes.append(f"{totalled[0]!r} before a total's words is {totalled[1]}.{totalled[2].name}: its values added up")
        if aggregate == "sum" and types and (counted := _COUNTED.search(plain_rest) or _COUNTED_EN.search(plain_rest)) \
                and set(self.mentioned_types(counted.group(1))) & set(types) and not re.search(r"多少|几", plain_rest[counted.end():]):
            # (not "由X运营的几座加气站，总设计储量加在一起是多少", "天台县的几所学校在校生加起来一共多少人": those few, a value added up)
            aggregate = "count"  # "衢州市和丽水市加起来一共有多少家旅行社": the agencies counted, nothing added up
        if links:  # "X属于哪一类宗教场所": the class word says what X is a kind of; it names no property
            rest = _CLASS_NOUN.sub(lambda m: m.group(0).replace(m.group(1) or m.group(2), " "), rest)
        if not types and not links and aggregate in ("max", "min", "avg", "sum"):
            implied = self.implied_types(plain_rest + " " + bridge(plain_rest))
            if len(implied) == 1:  # "年龄最大的人是谁？": only people have an age
                types = [implied[0][0]]
                notes.append(f"the type {implied[0][0]} is implied: only it has {implied[0][1]}, which the question names")
        if _STATED_AGE.search(plain_rest) and not _ASKS_PERSON.search(question) \
                and not any(_age_like(p) for t in types for p in self.schema.predicates(t)):
            aged = [t for t in self.schema.types if any(p.is_basic and _age_like(p) for p in self.schema.predicates(t))]
            if len(aged) == 1:  # "60岁的那位法人代表管着哪些公司": the person the age describes, then the hop
                types = aged + types
                notes.append(f"an age is stated: only {aged[0]} has one; it is described by it")
        readings = self.readings(question, links, rest, plain_rest, types, aggregate, grade)
        readings = [r for r in readings if r is not None]
        readings += [v for r in readings if r.shape == "count" and (v := self.counted_values(r, question)
                                                                    or counted_distinct(self, r, question, counted_property(self, r, question)))]
        readings = with_repeated_hops(readings, question, notes)  # "two steps upstream"
        listed, readings = readings, [r for r in readings if self.explains_question(r, question, links, types, notes)]
        if not readings and _YESNO.search(question) and (ASKS_ANY.search(plain_rest) or HAS_ASKED.search(plain_rest)):  # "Has X ever received …?"
            money = {relation.name for relation, _amount, _date in self.edge_relations()}  # (their readings ask exists by role)
            readings = [e for r in listed if not money & set(r.labels) and (e := as_exists(r)) is not None
                        and self.explains_question(e, question, links, types, notes)]
        if not readings:
            notes.append("the schema planner found no reading of this question's shape "
                         "(a property or relation of a named entity, a count, sum, average, maximum or minimum over a type, "
                         "a comparison with a number)")
            if not links and (near := near_names(self.con, self.schema, question)):
                notes.append("no entity's name is written in the question exactly; did you mean " +
                             " or ".join(f"{name!r} ({t}, similarity {score:.0f})" for name, t, score in near) + "?")
            return None, notes
        return chosen(self, readings, question, rest, aggregate, notes)

    def readings(self, question: str, links: list[dict], rest: str, plain_rest: str, types: list[str],
                 aggregate: str | None, grade: str | None) -> list[SchemaPlan | None]:
        """Every reading of the question's shapes, before any is checked against the question:
        ``rest`` is the question without its linked names, with the glossary's words; ``plain_rest``
        without them; ``types`` the types it names; ``aggregate`` and ``grade`` what it asks of them."""
        readings: list[SchemaPlan] = []
        spans = {_fold(l["text"]): l for l in links}
        pair = pair_of_a_type(links) if len(spans) == 2 else []
        if len(spans) == 2 and _YESNO.search(question) and not which_of_two(question):  # ("Was A or B founded earlier?": a choice)
            readings += self.compare_two(pair, rest, question)
            if not asks_more_yes_no(question):  # (not "A转给B的钱是否比…多"); a name linked to two types: each pair of them
                firsts, seconds = ([l for l in links if _fold(l["text"]) == key] for key in spans)
                readings += [r for a in firsts for b in seconds for r in self.related_yes_no([a, b], rest, question)]
            readings += self.share_yes_no(pair, rest, question, types)  # "A和B是否拥有同一台设备"
        elif len(spans) == 2 and (by_how_much(question) or apart(question)):
            readings += self.difference_of_two(pair, rest, question)
        elif len(spans) == 2 and (_WHICH.search(question) or which_of_two(question)) and (grade or comparison(rest) or which_of_two(question)):
            readings += self.choose_of_two(pair, rest, question, grade)
        if len(spans) == 2 and not _YESNO.search(question) and ((_WHICH.search(question) or _LIST.search(question)) and not aggregate
                                                                 or aggregate == "count"):
            readings += self.related_to_both(pair, rest, question, types)  # "同时经营A和B", "A和B共同拥有几台设备"
        if len(spans) == 2 and not _YESNO.search(question):
            readings += hop_into_concept(self, list(spans.values()), rest, aggregate)  # "柏*发布了哪些赌博应用？"
        if links:
            entity = self.focus(links)
            if aggregate == "count":  # "裘**名下有几台设备" counts a hop; "X的在校生有多少人" reads a number it has
                readings += count_hop(self, entity, rest, types, question) + self.path_count(pair, rest, types)
                readings += [r for r in self.property_or_hop(entity, rest, question, types) if r is not None and r.shape == "property"]
            elif aggregate in ("sum", "avg", "max", "min"):
                readings += self.aggregate_hop(entity, rest, question, aggregate, types)
                readings += self.property_or_hop(entity, rest, question, types)
            elif _YESNO.search(question) and (window := time_window(question, self.as_of)) is not None \
                    and (dated := self.dated_yes_no(entity, question, window)):
                readings += dated  # "浙江神学院是2010年以后成立的吗？": the date in the window, not a number compared
            elif _YESNO.search(question) and _NUMBER.search(rest) and comparison(rest):
                readings += self.compare(entity, rest, question)
            else:
                readings += self.property_or_hop(entity, rest, question, types)
                if _YESNO.search(question):  # "X是三级医院吗？", "X在宁波市吗？"
                    readings += self.holds_values(entity, links, question)
            readings += self.shared_value(entity, rest, question, types, aggregate)
            if types:
                readings += self.shared_relation(entity, rest, question, types, aggregate)
            if aggregate is None:
                readings += self.two_hop(entity, plain_rest, question, types)
                readings += self.text_hop(entity, plain_rest, question, types)
            elif aggregate == "count":
                readings += self.two_hop(entity, plain_rest, question, types, count=True)
        if types:
            exists = aggregate is None and _YESNO.search(question) and _EXISTS.search(plain_rest)
            readings += self.over_type(types, question, question, "exists" if exists else aggregate, rest)
            if len(types) >= 2:
                readings += self.over_related(types, question, aggregate, rest)
            if aggregate in ("max", "min") and not links and _MOST_MANY.search(question) and _WHICH.search(question):
                readings += self.most_related(types, rest, question, aggregate)
            if aggregate in ("max", "min") and _WHICH.search(question) and (not links or self.links_are_values(links, types)):
                # ("舟山市哪个区县的旅行社最多": the city it names is a value the counted agencies hold)
                readings += self.most_by_value(types, question if links else rest, question, aggregate)
        if not links and aggregate in ("max", "min"):
            readings += self.role_superlative(rest, question, aggregate)
            readings += self.referenced_superlative(types, rest, question, aggregate)
        if not links and aggregate in (None, "count"):
            readings += self.role_bounded(rest, question, aggregate) + self.role_holders(rest, question, aggregate) + (
                restricted_far_end(self, types[0], question, aggregate) if len(types) == 1 else [])  # ("… from a company founded before 1960")
        if not links and aggregate in ("avg", "sum"):
            readings += self.role_aggregate(rest, question, aggregate)
        if not links and VALID_ON.search(question):  # "哪些加油站的经营许可证还在有效期内"
            readings += self.valid_on(types, question, aggregate)
        elif not links:  # "有几个加油站的经营许可证是2021年失效的"
            readings += self.referenced_in_window(types, question, aggregate)
        elif links and _YESNO.search(question):  # "许可证X还有效吗"
            readings += self.valid_yes_no(links, question)
        readings += self.edge_readings(question, links, aggregate)
        return readings

    def links_are_values(self, links: list[dict], types: list[str]) -> bool:
        """Whether every linked name is also a value a property of one of ``types`` holds ("舟山市" of
        the 行政区 table is the city of travel agencies): a reading over the type reads it as one."""
        return all(any(_fold(v) == _fold(l["text"]) for t in types[:2] for _p, v in self.values_named(t, l["text"])) for l in links)

    def type_unread(self, r: SchemaPlan, types: list[str], question: str, labels: list[str]) -> str | None:
        """``"the type T"`` for a type the question names that the reading neither answers, reads in
        a label, walks through (a derived relation's rule: "同一个人" of sameLegalRepresentative) nor
        names as a word of a type it reads ("the product chain event"); None otherwise."""
        walked = {t for name in r.labels for p in predicates_named(self.schema, name) for t in rule_types(p)}
        missing = [t for t in types if t not in r.types and t not in walked and not any(
            _fold(n) in lab for n in filter(None, {t, self.schema.types[t].display_name}) for lab in labels)]
        if missing:  # named only inside the name of a type the reading reads ("the product chain event", "产业链事件")?
            stripped = _fold(question)
            for label in sorted({_fold(x) for rt in r.types if rt in self.schema.types for x in type_labels(self.schema, rt)}, key=len, reverse=True):
                stripped = stripped.replace(label, " ")
            if r.kind == "boolean":  # "A和B的法定代表人是同一个人吗": a sameness asked, no person
                stripped = re.sub(r"同一(?:个|位|名)?人|\bthe same (?:person|people|individual)\b", " ", stripped)
            if any("人数" in lab for lab in labels):  # "专职教师有几个人": a number of people the reading reads (专职教师人数)
                stripped = re.sub(r"几个?人|多少个?人|how many people", " ", stripped)
            still = mentioned_types(self.schema, f"{stripped} {bridge(stripped)}")
            missing = [t for t in missing if t in still]
        return f"the type {missing[0]}" if missing else None

    def relation_unread(self, r: SchemaPlan, question: str, labels: list[str]) -> str | None:
        """A relation between entity types that the question names by its Chinese label or a glossary
        word of it (法人 for 法人代表) and the reading neither reads nor walks through (a derived
        relation's rule), its words in no label the reading reads nor a name of a type it reads;
        None when there is none."""
        folded = _fold(question)
        ruled = {x for name in r.labels for q in predicates_named(self.schema, name) for x in rule_predicates(q)}
        # (a relation labelled as the type the reading reads names that type: 产品 of Company.product)
        typed = {_fold(x) for t in r.types if t in self.schema.types for x in type_labels(self.schema, t)}
        typed |= {_fold(w) for x in typed for w in synonyms(x)}
        for t in self.schema.types:
            for p in self.schema.predicates(t):
                if p.is_basic or p.owner != t or p.name in r.labels or p.name in ruled \
                        or (getattr(self.schema.types.get(p.range_type), "is_concept", True) and p.range_type != t):
                    continue  # (a concept's relation is read through its members: "属于X这个产业的产品"; not a concept's own chain)
                names = {x.casefold() for x in (p.display_name, spaced(p.name)) if x}
                words = names | {w for x in names for w in synonyms(x)} | {w for x in names if x.isascii() for part in x.split()
                                                                  if len(part) > 4 and part not in _FUNCTION_WORDS for w in synonyms(part)}
                said = [w for w in words if len(w) >= 2 and is_cjk(w[0]) and _fold(w) in folded and _fold(w) not in typed]
                if said and not any(_fold(w) in lab or lab in _fold(w) for w in said for lab in labels if lab):
                    return f"the relation {p.name} ({said[0]})"
        return None

    def explains_question(self, r: SchemaPlan, question: str, links: list[dict], types: list[str], notes: list[str]) -> bool:
        """Whether a reading accounts for the question: every entity it names (by name, or as a
        property value the reading restricts by), every type it names, and the kind of answer its
        question word asks for (who: an entity; how many/old: a number; when: a date; a yes/no question: a truth
        value). A reading that leaves part of the question unread is not written: it would answer another question."""
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
        if (what := unread_aggregate(r, self.aggregate_word(question), question)) is not None:
            notes.append(f"the question asks for {what}; the {r.shape} reading computes none")
            return False
        if r.shape in ("property", "relation") and which_of_two(question):  # "A和人民路加气站，哪边职工多一些" (one name linked)
            notes.append(f"the question asks which of two has more or less; the {r.shape} reading compares nothing")
            return False
        if r.shape != "difference" and (by_how_much(question) or apart(without_labels(self.schema, r, question))):  # (one name only: "A比岗山路站多几名")
            notes.append(f"the question asks by how much one exceeds the other; the {r.shape} reading computes no difference")
            return False
        if r.shape not in ("comparison", "choice", "shared") and (same := _SAME.search(question)) and not reads_sameness(self.schema, r):
            notes.append(f"the question compares with {same.group(0)!r}; the {r.shape} reading compares nothing")
            return False
        if r.shape in ("relation", "list", "count") and (twice := type_named_twice(self.schema, question)) \
                and not other_end(r.text, twice, question):
            notes.append(f"the question names {twice} twice (a chain through them); the {r.shape} reading follows one hop")
            return False
        if (note := self.asks_otherwise(r, question)) is not None:
            notes.append(note)
            return False
        left = self.unread(r, question, links)
        if left:
            notes.append(f"{r.shape} reading leaves {', '.join(repr(w) for w in left[:3])} unread")
            return False
        # an identifier the question states (a certificate hash, an app id) no link or value of the reading accounts for: about something else
        read_text = " ".join(list(texts) + [_fold(l["text"]) for l in links] + [_fold(x) for x in r.labels])  # (a property by its name)
        for token in _IDENTIFIER.findall(_fold(question)):
            if token not in read_text:
                notes.append(f"{r.shape} reading leaves {token!r} unread")
                return False
        # a type named inside a predicate the reading reads (许可证 in 经营许可证) is read with it
        labels = [_fold(x) for name in r.labels for p in predicates_named(self.schema, name) for x in (p.name, p.display_name) if x]
        # a type, or a relation by its label ("…付过钱的公司，它们的法人是谁"), the reading does not read
        unlinked = question
        for l in links:  # (a relation's word inside a linked name names nothing: 开发 of 赌博App开发者)
            unlinked = unlinked.replace(l["text"], " ")
        if (left := self.type_unread(r, types, question, labels) or self.relation_unread(r, unlinked, labels)) is not None:
            notes.append(f"{r.shape} reading leaves {left} unread")
            return False
        if (restriction := _restriction_unread(r, question, labels)) is not None:
            notes.append(f"the question restricts by {restriction}; the {r.shape} reading reads none")
            return False
        if r.shape == "record":  # one edge's parts, each asked by its own word (who paid whom, how much, when)
            return True
        kinds = set(r.value_kinds)
        yes_no = r.kind == "boolean" or (r.kind == "value" and r.values_yes_no)
        if _YESNO.search(question) and not yes_no and r.shape != "choice":  # "Did A or B receive more …?": a name
            notes.append(f"a yes/no question; the {r.shape} reading answers no truth value")
            return False
        if r.kind == "number" and _WHICH_ONE.search(question) and not _EXPECT_NUMBER.search(question) and not _WINNER_OUT.search(r.text):
            notes.append(f"the question asks which one; the {r.shape} reading answers a number")  # "总流入金额最高的企业是哪家？"
            return False
        if _EXPECT_WHO.search(question) and not (r.kind == "entity" or (r.kind == "value" and kinds <= {"text"})):
            notes.append(f"a who-question; the {r.shape} reading answers no name")
            return False
        if r.answer_type and links and r.answer_type not in (linked := {l["type"] for l in links}) and (  # "Who else owns …": others like the one named
                (_WHO_ELSE.search(question) and r.kind == "entity") or linked & set(others_of_kind(self, question))):
            notes.append(f"the question asks who else; the {r.shape} reading answers {r.answer_type} entities")
            return False
        if _LIST_ASKED.search(question) and r.kind in ("number", "boolean"):
            notes.append(f"the question asks for a list; the {r.shape} reading answers a {r.kind}")
            return False
        if _EXPECT_WHERE.search(_RELATIVE_WHERE.sub(" ", question)) and not (r.kind == "value" or (r.answer_type and _PLACE.search(
                f"{r.answer_type} {self.schema.types[r.answer_type].display_name or ''}" if r.answer_type in self.schema.types else ""))):
            notes.append(f"a where-question; the {r.shape} reading answers no place")
            return False
        used = _plan_predicates(r)
        if flowing := next((p for name in used for p in predicates_named(self.schema, name) if against_flow(p, question)), None):
            notes.append(f"the question moves money the other way from {flowing.name} ({flowing.display_name}) the {r.shape} reading reads")
            return False
        if (gradable(question) or _AGE_NOUN.search(question)) and not any(_age_like(p) or _DATED.search(f"{p.name} {p.display_name or ''}")
                                                                         for name in used for p in predicates_named(self.schema, name)):
            notes.append(f"the question grades by age or asks one (older, average age); the {r.shape} reading reads no age or date")
            return False
        if (note := which_noun_note(self, r, question)) is not None:
            notes.append(note)
            return False
        if _EXPECT_DATE.search(question) and not (r.kind == "value" and kinds and kinds <= {"date", "number"}):
            notes.append(f"a when-question; the {r.shape} reading answers no date")
            return False
        if _EXPECT_NUMBER.search(question) and not (r.kind == "number" or (r.kind == "value" and kinds and kinds <= {"number"})) \
                and not (r.shape in ("choice", "superlative") and _EXPECT_WHO.search(question)):  # "谁年纪更大/最小": a name, graded by a number
            notes.append(f"the question asks for a number; the {r.shape} reading answers none")
            return False
        return True

    def asks_otherwise(self, r: SchemaPlan, question: str) -> str | None:
        """Why reading ``r`` reads otherwise than the question asks: it counts another type than the
        noun the question counts names ("…产业的产品有几个": products, not the 产品分类 two hops on), or
        entities whatever else they hold where the question counts their values to one ("唯一经营产品是X
        的公司": no reading does), or it lists the entities a question describes and then asks
        something of ("The company founded in 1962 - what does it make?"); or None."""
        if r.shape == "list" and _ABOUT_IT.search(question):
            return "the question asks something of the entities it describes (it, 它的); the list reading answers them"
        if r.kind == "entity" and r.answer_type and (doer := _WHAT_DO.search(question)) and r.answer_type in self.mentioned_types(doer.group(1)):
            return f"the question asks what the {doer.group(1)} do; the {r.shape} reading answers the {doer.group(1)}"
        if (edge := self.ranks_no_edge(r, question) or counts_entities_unread(self, r, question)) is not None:
            return edge  # ("How old is the person who received the largest transfer", "有几家公司的产品里包含X")
        if (only := _ONLY_VALUE.search(question)) is not None:
            return f"the question restricts to entities whose only {only.group(1) or only.group(2)} is a value; the {r.shape} reading does not count their values"
        if (r.shape == "count" or r.kind == "number" and "target=count" in r.text) and "target=count_distinct" not in r.text \
                and (held := counted_property(self, r, question)):  # (a distinct count counts the values already)
            return f"the question asks how many {held[0]}, which {held[1]} holds as a value; the count reading counts entities"
        m = re.search(r"Math\(content=\[(\w+)\], target=count\)", r.text)
        noun = counted_noun(question)
        if not m or not noun:
            return None
        named = self.mentioned_types(f"{noun} {bridge(noun)}")
        typed = re.search(rf"\b[so]=({re.escape(m.group(1))}):(\w+)", r.text)
        if not named or typed is None or typed.group(2) not in self.schema.types:
            return None
        counted = typed.group(2)
        if counted in named or any(a in named for a in self.schema.ancestors(counted)):
            return None
        return f"the question counts {noun} ({', '.join(named)}); the {r.shape} reading counts {counted}"

    # -- what the question names --------------------------------------------------------------
    def counted_values(self, r: SchemaPlan, question: str) -> SchemaPlan | None:
        """For a count of the entities a description picks whose counted noun is a number they hold
        ("位于文成县的那所佛学院，现在有多少在校生？": 在校生数量, no type), that number of each of them
        instead: the count reading's Search, then the property (:func:`counted_property`)."""
        # (a Search that restricts: over every entity of the type the values would be listed for a name left unread)
        m = re.fullmatch(r"(Action1: Search\(s=s1:\w+, [^\n]*\)\n)Action2: Math\(content=\[s1\], target=count\)->n\nAction3: Output\(n\)\n", r.text)
        held = counted_property(self, r, question) if m else None
        if held is None or "." not in held[1]:
            return None
        t, name = held[1].split(".", 1)
        p = self.schema.predicate(t, name)
        if p is None or not is_numeric_type(self.schema, p.range_type) and not self.mostly_numbers(t, name, 0.9):
            return None
        text = m.group(1) + f"Action2: Retrieval(s=s1, p=p1:{name}, o=o1)\nAction3: Output(o1)\n"
        described = r.notes[0].replace("count of ", "", 1)
        return dataclasses.replace(r, text=text, shape="property", notes=[f"{held[1]} of each {described} ({held[0]!r} names it)"] + r.notes[1:],
                                   describe=f"{{value}} ({_label(p)} of {described})", kind="value", answer_var=None,
                                   labels=r.labels + (name,), value_kinds=frozenset({"number"}))

    def focus(self, links: list[dict]) -> dict:
        """The entity the question is about: the longest linked name; of the entities one name links
        (a person, and an organisation a document named alike), the one with facts; first on ties."""
        longest = max(len(l["text"]) for l in links)
        tied = [l for l in links if len(l["text"]) == longest]
        return next((l for l in tied if self.entity_values(l["entity_id"])), tied[0]) if len(tied) > 1 else tied[0]

    def aggregate_word(self, text: str) -> str | None:
        """:func:`~kagflow.solver.schema_shapes.aggregate_asked` of ``text`` over this schema's display names."""
        if getattr(self, "_aggregate_labels", None) is None:
            self._aggregate_labels = aggregate_labels(self.schema)
        return aggregate_asked(text, self._aggregate_labels)

    # -- data ----------------------------------------------------------------------------------
    @store_memoized
    def entity_values(self, entity_id: str) -> MappingProxyType:
        """Predicate -> values (a tuple) of one entity: properties, and the names of its edges' objects."""
        rows = self.con.execute(
            "SELECT predicate, value FROM kg_properties WHERE entity_id = $id AND value IS NOT NULL "
            "UNION ALL SELECT x.predicate, o.name FROM kg_edges x JOIN kg_entities o ON o.entity_id = x.object_id "
            "WHERE x.subject_id = $id", {"id": entity_id}).fetchall()
        out: dict[str, set[str]] = {}
        for p, v in rows:
            if str(v).strip():
                out.setdefault(p, set()).add(str(v))
        return MappingProxyType({k: tuple(sorted(v)) for k, v in out.items()})

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
        return choose(ranked, True) or most_specific(ranked, context) or widest(ranked, question), ranked
