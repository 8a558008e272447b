"""The question's text as the schema planner reads it: English glosses in brackets dropped, an
English term glossed by Chinese words written as those words, the answer's rounding and form words
set aside, grades written as counts of letters and numbers written with magnitude words spelled as
the data holds them. Each reading is noted."""

from __future__ import annotations

import re

import duckdb

from kagflow.solver.question_words import bridge, chinese_number, numbers, rounding_asked, without_form_words
from kagflow.solver.resolve import units
from kagflow.solver.scoring import is_cjk
from kagflow.solver.table_words import chinese_labels, column_names, records_as_entities, yes_said_as_marked

__all__ = ["compounds", "graded_letters", "inside_a_name", "place_asked", "plainly_worded", "rank_asked", "top_asked", "with_magnitudes", "without_glosses", "without_links"]


# a grade written as a count of letters ("5A级", "三A", "单A级", "一个A", "single-A", "five-A")
_GRADE_COUNTS = {"单": 1, "两": 2, "single": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_GRADE = re.compile(r"(?<![A-Za-z0-9])(\d|[一二三四五两]|单|(?i:single|one|two|three|four|five)(?=[- ]))\s*个?[- ]?\s*([A-Za-z])(?![A-Za-z0-9])")


# an English gloss in brackets after Chinese words ("赌博 (gambling)", "…机动车辆险 (motor vehicle insurance)")
_GLOSS = re.compile(r"(?:(?<=[\u4e00-\u9fff*])|(?<=[\u4e00-\u9fff][’'”\"」]))\s*\(\s*([A-Za-z][A-Za-z0-9 .,'/&-]*?)\s*\)")
# a definition in brackets after a term ("3-month cash-flow difference (outflow minus inflow)", "资金流水差（流出减流入）"):
# how the term is computed, which a reading of the term computes
_DEFINED = re.compile(r"(?<=[A-Za-z\u4e00-\u9fff])\s*[(（]\s*(?:i\.e\.,?\s*)?([A-Za-z][A-Za-z -]{1,30}?\s+(?:minus|less|plus)\s+[A-Za-z][A-Za-z -]{1,30}?"
                      r"|[\u4e00-\u9fff]{2,8}(?:减去?|减掉|加上?)[\u4e00-\u9fff]{2,8})\s*[)）]")


# Chinese words in brackets after two to four English words they translate ("supervising department (主管部门)",
# "the largest LNG tank design storage (液化天然气罐设计储量)", "level-3 (三级)"); no question or function word among them
_NOT_TERM = ("the", "a", "an", "of", "in", "on", "for", "with", "by", "to", "how", "many", "much", "which", "what", "who", "is", "are",
             "was", "were", "do", "does", "did", "has", "have", "all", "any", "each", "every", "per", "largest", "smallest", "highest",
             "lowest", "most", "least", "total", "combined", "overall", "average", "mean", "sum", "maximum", "minimum",
             "more", "less", "fewer", "greater", "larger", "bigger", "smaller", "older", "younger", "earlier", "later",
             "recent", "latest", "earliest", "newest", "oldest", "youngest", "biggest", "longest", "shortest",  # (a superlative stays)
             "not", "no", "never", "without", "except", "nor",  # (a negation and an aggregate's word stay)
             "than", "and", "or", "there", "among", "amongst", "those", "these", "this", "from", "at",
             "whose", "that", "its", "their", "list", "show", "give", "name",
             "include", "includes", "including", "contain", "contains", "containing", "cover", "covers", "mention", "mentions")
_GLOSSED_TERM = re.compile(rf"(?<![A-Za-z0-9-])((?:(?!(?:{'|'.join(_NOT_TERM)})\b)(?:\d+-)?[A-Za-z][A-Za-z-]*\s+){{0,3}}(?!(?:{'|'.join(_NOT_TERM)})\b)[A-Za-z][A-Za-z-]*(?:-\d+)?"
                           rf"|(?!(?:{'|'.join(_NOT_TERM)})\b)[A-Za-z][A-Za-z-]*\s+of\s+[A-Za-z][A-Za-z-]*)"
                           r"\s*\(\s*(?:[A-Za-z][A-Za-z ]*?(?:\s*[,，、:：]\s*|\s+))?([\u4e00-\u9fff](?:[\u4e00-\u9fff]|[A-Za-z0-9]+(?=[\u4e00-\u9fff])){1,11})\s*\)", re.I)
# an English term with the schema's own name of a property in brackets after it ("3-month outflow (fundTrans3Month)")
_NAMED_TERM = re.compile(rf"(?<![A-Za-z0-9-])((?:(?!(?:{'|'.join(_NOT_TERM)})\b)(?:\d+-)?[A-Za-z][A-Za-z-]*\s+){{0,3}}"
                         rf"(?!(?:{'|'.join(_NOT_TERM)})\b)(?:\d+-)?[A-Za-z][A-Za-z-]*)\s*\(\s*([A-Za-z_]\w*)\s*\)", re.I)
# (a name said with "the … property" or an explanation is written as the name alone first: _described_named)
# ("length of study (school system, 学制)": an inner "of", and the English alternative before the Chinese term;
# "provincial-level bodies (category 省团体)": the label of the value before it)


# a value's property and the value in brackets after the value ("道教协会（所属宗教为道教）")
_RESTATED = re.compile(r"\s*[（(]\s*([\u4e00-\u9fff]{2,8})\s*(?:为|是|[=：:])\s*([^()（）\s]{1,20}?)\s*[)）]")
# one English word glossing a hierarchical name in brackets after it ("bicycles (消闲用品-自行车)")
_GLOSSED_NAME = re.compile(r"(?<![A-Za-z-])([A-Za-z][A-Za-z]*)\s*[(（]\s*([\u4e00-\u9fff]{1,12}(?:-[\u4e00-\u9fff]{1,12}){1,5})\s*[)）]")


# the verb a yes/no column's label may be written without ("是否构成重大危险源" as "是否重大危险源")
_YES_NO_VERBS = frozenset(("构成", "属于", "具有", "设有", "存在"))


def without_glosses(question: str, notes: list[str], labels: frozenset[str] = frozenset(), named: dict[str, str] | None = None,
                    columns: dict[str, str] | None = None) -> str:
    """``question`` without the English glosses in brackets that follow Chinese words: a
    translation for the reader, not words to read; and with an English term of two to four words
    that Chinese words in brackets translate written as those Chinese words, the schema's own, and one
    English word glossing a hierarchical name in brackets ("bicycles (消闲用品-自行车)") written as the name (each
    noted), and an English term with a property's own name in brackets after it ("3-month outflow (fundTrans3Month)")
    written as that property's label; a yes/no column named with its yes ("“是否构成重大危险源”一栏为“是”") written as
    what it says (构成重大危险源); first, a property written by its column's own name as its label
    (:func:`~kagflow.solver.table_words.column_names`). ``labels``: the schema's Chinese property labels, which one
    English word may stand for; ``named``: each property name with its label (display name); ``columns``: those with a
    Chinese label (:func:`~kagflow.solver.table_words.chinese_labels` of ``named`` where not given)."""
    columns = chinese_labels(named or {}) if columns is None else columns
    question = column_names(question, columns, notes)  # "储气瓶数量（gasCanCount）", "isMajorDangerSource（是否重大危险源）"
    for label in sorted((x for x in labels if x.startswith("是否") and len(x) > 3), key=len, reverse=True):
        # a yes/no column named as such with its yes ("“是否构成重大危险源”一栏为“是”"): what it says, 构成重大危险源
        # (its verb may be left out: "是否重大危险源")
        written = rf"是否(?:{re.escape(label[2:4])})?{re.escape(label[4:])}" if label[2:4] in _YES_NO_VERBS and len(label) > 5 else re.escape(label)
        said = re.compile(rf"[“\"「]?{written}[”\"」]?\s*(?:这?一栏|栏目?|字段|这?一列)?\s*(?:被)?(?:为|是|填的是|填写?为|标为|标记为|标注为|记为|=|：|:)\s*[“\"「]?是[”\"」]?(?![否不])")
        if (m := said.search(question)) is not None:
            notes.append(f"read {m.group(0)!r} as {label[2:]!r}, the yes of the column {label}")
            question = question[:m.start()] + label[2:] + question[m.end():]
    def drop(m: re.Match) -> str:
        notes.append(f"read ({m.group(1)}) as a gloss of the Chinese words before it")
        after = m.string[m.end():m.end() + 1]
        return " " if after.isascii() and after.isalnum() else ""  # ("主要客户（mainSupply）是": 主要客户是)

    def term(m: re.Match) -> str:
        one = " " not in m.group(1).strip() and "-" not in m.group(1).strip("-") or re.search(r"\sof\s", m.group(1))
        place = m.group(1)[:1].isupper() and re.search(r"[市县区省镇乡]$", m.group(2))  # ("Wenzhou (温州市)": a place's name)
        if one and not place and (m.group(2) not in labels or re.search(r"\b(?:how many|number of)\s*$", m.string[:m.start()], re.I)):
            # one word (or "X of Y") glossed ("Tyres（轮胎）", "number of Christian (基督教)") only as a property's label
            # ("operator (运营主体)"), and not a counted noun ("how many teachers (教师人数)": their number, summed)
            return m.group(0)
        counted = next((m.group(2) + end for end in ("个数", "数量") if m.group(2) + end in labels), None)
        if counted and re.search(r"\bnumber of\s*$", m.string[:m.start()], re.I):
            # "the total number of LNG tanks (液化天然气罐)": the property counting them (液化天然气罐个数)
            notes.append(f"read {m.group(1)!r} as the property counting the Chinese term in brackets after it, {counted}")
            return counted
        notes.append(f"read {m.group(1)!r} as the Chinese term in brackets after it, {m.group(2)}")
        return m.group(2)
    def name(m: re.Match) -> str:
        notes.append(f"read {m.group(1)!r} as the name in brackets after it, {m.group(2)}")
        return m.group(2)
    def property_named(m: re.Match) -> str:
        if (label := (named or {}).get(m.group(2))) is None:
            return m.group(0)
        notes.append(f"read {m.group(1)!r} as the property its brackets name, {m.group(2)} ({label})")
        return label
    described: list[str] = []
    def restated(m: re.Match) -> str:  # "道教协会（所属宗教为道教）": the value said before, its property named
        if m.group(2) not in m.string[max(0, m.start() - 20):m.start()]:
            if m.group(1) in labels:  # "省一级的宗教团体（类别为省团体）": the words before it said the schema's way
                notes.append(f"read ({m.group(1)}为{m.group(2)}) as describing the words before it, said first")
                described.append(f"{m.group(1)}为{m.group(2)}的")
                return ""
            return m.group(0)
        notes.append(f"read ({m.group(1)}为{m.group(2)}) as restating {m.group(2)} before it")
        return ""
    def defined(m: re.Match) -> str:
        notes.append(f"read ({m.group(1)}) as the definition of the term before it")
        return ""
    question = _DEFINED.sub(defined, _RESTATED.sub(restated, question))
    question = "".join(described) + question
    question = _GLOSSED_TERM.sub(term, _GLOSSED_NAME.sub(name, _GLOSS.sub(drop, _NAMED_TERM.sub(property_named, _described_named(question, named or {}, notes)))))
    question = yes_said_as_marked(question, labels, notes)  # "被标记为重大危险源", "flagged as a major danger source"
    if (rounding := rounding_asked(question)) is not None:  # "(round to 2 decimals)": the answer's form, read by the asker
        notes.append(f"the answer is asked to {rounding[0]} decimals")
        question = question.replace(rounding[1], " ")
    question, form = without_form_words(question)  # "List each payee once.", "inclusive", "并列的都列出"
    notes.extend(f"read {w!r} as words on the answer's form" for w in form)
    return question


# a property named in brackets as such: "(the outflow90Days property)"
_PROPERTY_SAID = re.compile(r"\s*[(（]\s*(?:the\s+)?(?:rule[- ]derived\s+|derived\s+|computed\s+)?([A-Za-z_]\w*)"
                            r"(?:\s+(?:property|field|attribute|column|figure|value|metric|measure))?(?:\s*[:：][^()（）]{1,80})?\s*[)）]", re.I)
# the words a property's description may use beside its label's own ("outflow over the last 90 days")
_DESCRIBING = frozenset("over in of for during within past the a an total".split())  # (not "their": "as their main customer" says a direction)


def _described_named(question: str, named: dict[str, str], notes: list[str]) -> str:
    """``question`` with a description followed by the property it describes named in brackets as one
    ("Eastwind Logistics' outflow over the last 90 days (the outflow90Days property)") written as that
    property's label: the words before the brackets that the label, the name or :data:`_DESCRIBING`
    account for, and the brackets (noted); a property's name followed by words about it in brackets, as the name
    ("cashflowDiff3Month (3-month outflow minus 3-month inflow)"). Other questions are returned as they are."""
    for m in reversed(list(_PROPERTY_SAID.finditer(question))):
        if (label := named.get(m.group(1))) is None:
            continue
        known = set(units(label)) | set(units(bridge(label))) | set(units(m.group(1))) | _DESCRIBING
        start = m.start()
        for w in reversed(list(re.finditer(r"[A-Za-z0-9][\w-]*", question[:m.start()]))):
            if question[w.end():start].strip() or not set(units(w.group(0))) <= known:
                break
            start = w.start()
        if not question[start:m.start()].strip(" -") or not re.search(r"[A-Za-z]", question[start:m.start()]):
            # (no describing words before it: the name alone in brackets, which _NAMED_TERM reads with its term)
            question = question[:m.start()] + f" ({m.group(1)})" + question[m.end():]
            continue
        notes.append(f"read {question[start:m.end()].strip()!r} as the property its brackets name, {m.group(1)} ({label})")
        question = question[:start] + label + question[m.end():]
    for m in reversed(list(_NAME_EXPLAINED.finditer(question))):  # "the cashflowDiff3Month (3-month outflow minus …)"
        if m.group(1) in named:
            notes.append(f"read ({m.group(2).strip()}) as words about {m.group(1)} before it")
            question = question[:m.end(1)] + question[m.end():]
    return question


# a property's own name, then words about it in brackets ("cashflowDiff3Month (3-month outflow minus 3-month inflow)")
_NAME_EXPLAINED = re.compile(r"\b([A-Za-z_]\w*)\s*[(（]([^()（）]*[A-Za-z][^()（）]{2,80})[)）]")


# a clause saying that empty cells do not count ("，空着的不算", "(not counting blanks)"): an empty cell never does
_BLANKS_LEFT_OUT = re.compile(r"[，,;；]?\s*(?:(?:空着?的|空值|空白的?)(?:不算|不计|不计算|不统计|除外)|(?:不算|不计|不含|不包括|除去|去掉)(?:空着?的|空值|空白的?))"
                              r"|[,;]?\s*\(?\b(?:not counting|excluding|ignoring|leaving out) (?:blanks?|empty (?:ones|cells|values))\)?", re.I)

# the same naming the property whose empty cells are left out, where the question ranks or averages ("运营主体为“中海油”的加油站中
# （不计建成时间缺失的），建成最早的那一座…"): a ranking or an average never reads an empty cell (a count would: not read so)
_NAMED_BLANKS_LEFT_OUT = re.compile(r"\s*[（(]?\s*(?:不计|不算|不含|不包括|除去|去掉|排除)\s*[\u4e00-\u9fff]{2,8}?(?:缺失|为空|空着|空白|没填|未填)的?"
                                    r"(?:记录|数据|那些|站点)?\s*[)）]?\s*(?=[，,]|$)|[,;]?\s*\(?\b(?:not counting|excluding|ignoring|leaving out) (?:those|ones|rows|records)"
                                    r" (?:with(?:out)?|missing) (?:an? |the )?(?:empty |blank |missing )?[a-z ]{2,30}?\)?(?=[,?.]|$)", re.I)
# a clause leaving out missing or placeholder dates, where the question's window has two days ("近五年（2018-10-15至2023-10-15）
# 成立的站点有几家？成立日期缺失或为占位值的不算。"): no such date falls between two days
_MISSING_OR_PLACEHOLDER = re.compile(r"[，,。]?\s*[\u4e00-\u9fff]{0,8}?(?:缺失|为空|空着|没填|未填)(?:或|或者|和|及|、)?(?:为|是)?(?:占位值?|占位日期|无效日期|异常值)?的?"
                                     r"(?:记录|数据|站点)?(?:都)?(?:不算|不计|除外|排除)\s*[。.]?\s*$")
_CLOSED_WINDOW = re.compile(r"(?:19|20)\d\d[-/.年]\d{1,2}[-/.月]\d{1,2}日?\s*(?:至|到|-|~|～|—)\s*(?:19|20)\d\d[-/.年]\d{1,2}[-/.月]\d{1,2}")
# the entity compared with left out of its own answer, where the question asks who shares something with it ("哪些公司与X拥有
# 同一位法定代表人？（不含X本身）", "(excluding X itself)"): a sameness never answers the entity itself
_ITSELF_LEFT_OUT = re.compile(r"\s*[（(]\s*(?:不含|不包括|不计|除去|排除|除了|excluding|not counting|other than)\s*[^（）()]{1,40}?\s*"
                              r"(?:本身|自己|自身|itself|himself|herself)\s*[)）]", re.I)
_SHARING = re.compile(r"同一|相同|一样|共同|共用|\bsame\b|\bshar(?:e|es|ed|ing)\b|\bin common\b", re.I)
# after the question, a sentence saying what the asker wants to know, in other words ("…have the category 省团体? I want to know how
# many province-level religious bodies there are."), or what they are doing ("…? I'm flagging unusually large receipts."): the
# question restated or its purpose, not a second question
_WANT_TO_KNOW = re.compile(r"(?<=[?？])\s*(?:(?:My|Our)\s+[a-z]+\s+(?:always\s+|often\s+|keep\s+|will\s+)?(?:ask|asks|want|wants|need|needs|asking)\b[^?]{0,40}[.!]?\s*$"
                           r"|(?:我|我们)(?:要|想|得|需要|准备|打算)(?!知道|了解|确认|看看|弄清楚)[\u4e00-\u9fff，,]{1,20}[。.!！]?\s*$"
                           r"|(?:I|We)\s+(?:just\s+)?(?:want|need|would like|'d like|am trying|'m trying|are trying|'re trying)\s+to\s+"
                           r"(?:know|find out|see|check|confirm)\b|(?:I'm|I am|We're|We are)\s+(?:just\s+)?[a-z]+ing\b|This\s+is\s+for\b"
                           r"|(?:我|我们)(?:只是)?(?:想|需要|要)(?:知道|了解|确认|看看|弄清楚))[^?？]*[.。]?\s*$")
_RANKS_OR_AVERAGES = re.compile(r"最[早晚大小多少高低老新长短]|平均|\b(?:earliest|latest|oldest|newest|largest|smallest|highest|lowest|most|least|average|mean)\b", re.I)


# a question word's 's ("who's", "what's"): is, never a possessive
_QUESTION_WORD_IS = re.compile(r"\b(who|what|where|when|how|which|there)['’]s\b", re.I)


# a Chinese question that writes no question word: "…的城市是？" (the 是 left dangling), "旅行社最多的前三个城市" (a ranked noun phrase)
_ASKS_IN_WORDS = re.compile(r"[哪谁吗呢几]|什么|多少|多(?:大|高|长|久|远|重|老)|是否|是不是|有没有|如何|怎么|怎样|列出|列举|统计|告诉|给出|查询|请|分别|各|排序")
_DANGLING_IS = re.compile(r"是\s*[？?]?\s*$")
_RANKED_NOUN = re.compile(r"(?:最[多少大小高低早晚]|前\s*(?:\d+|[二两三四五六七八九十]))的?[\u4e00-\u9fff]{0,4}?(?:个|家|所|位|座|名)?[\u4e00-\u9fff]{1,6}\s*[？?。]?\s*$")


# the administrative "county (city, district)" ("各县（市、区）", "县(市)"): one level, the 县区 of the tables
_COUNTY_LEVEL = re.compile(r"县\s*[（(]\s*[市区]\s*(?:[、,，/]\s*[市区])?\s*[)）]|县市区|区县市")
# the same in English: "county or county-level city", "counties/county-level cities" (one level, the tables' county)
_COUNTY_LEVEL_EN = re.compile(r"\b(count(?:y|ies))\s*(?:or|/)\s*county[- ]level\s+cit(?:y|ies)\b", re.I)


# words that say where the answer is looked up, or that a value is on record, and ask nothing more: "数据里有德国的公司吗",
# "哪家公司没有登记法人代表" (no value on record is no value)
_ON_RECORD = re.compile(r"^\s*(?:在\s*)?(?:数据|表|表格|数据库)(?:里|中|内)\s*[，,]?|(?:(?<=没有)|(?<=未))(?:登记|记录|填写?)(?=[\u4e00-\u9fff])(?!时间|日期|的|了)")


# a clause saying what the asker already has, before the question ("杭州的4A景区数我已经有了，那宁波市的…有几个？"): no part of it
_ALREADY_HAD = re.compile(r"^[^，,。；;？?]{2,40}?(?:我|我们)?(?:已经|已)(?:有了|知道了?|查过了?|查到了?|拿到了?|看过了?)\s*[，,。；;]\s*(?:那么?|那)?\s*")
# quoted words followed by how many characters they are ("含有“出境”二字", "带“医院”两个字"): the words alone
_CHARACTERS_COUNTED = re.compile(r"([“\"「][\u4e00-\u9fff]{1,10}[”\"」])\s*(?:这|这些)?\s*[一二两三四五六七八九十\d]{1,2}\s*个?\s*字")
# "added together" said colloquially ("加一块儿", "加到一起", "合起来", "凑一块", "加总"): 加起来, as the readings know it
_ADDED_COLLOQUIAL = re.compile(r"(?:加|合|凑)(?:一块儿?|一起|到一起|到一块儿?|在一块儿?)|合起来|加总")
# an administrative level written with 一 ("省一级的宗教团体"): the level (省级)
_LEVEL_ONE = re.compile(r"([省市县])一级(?=的|[\u4e00-\u9fff])")


# "Which products are (listed as) direct downstream products of X?": the relation of X the question names
_WHICH_ARE_OF_EN = re.compile(r"^\s*which\s+(?:products|items|goods)\s+(?:are|is)\s+(?:(?:listed|recorded|named|given)\s+as\s+)?"
                              r"(?P<rel>(?:(?:direct|immediate)\s+)?(?:down|up)stream\s+(?:products|items|goods|inputs|outputs))\s+of\s+"
                              r"(?P<x>.+?)\s*\??\s*$", re.I)
# the one a relation runs to, said as what the asked ones list it as: "哪些产品把X列为直接下游产品", "Which products
# list X as a direct downstream product?" (the relation into X: its upstream)
_LISTED_AS_ZH = re.compile(r"^(?P<head>.*?哪(?:些|几(?:个|家|种|款)?)[\u4e00-\u9fff]{1,6}?)\s*把\s*(?P<x>.+?)\s*(?:列为|列作|列成|当作|当成|作为|视为|算作)"
                           r"(?:其|它们?的|自己的)?\s*(?P<r>[^？?，,。]+?)\s*(?P<end>[？?。]?)\s*$")
_LISTS_IN_EN = re.compile(r"^\s*which\s+(?:products|items|goods)\s+(?:list|include|have|name|contain)s?\s+(?P<x>.+?)\s+(?:in|among)\s+(?:their|its)\s+"
                          r"(?:supply[- ]chains?|downstream(?:\s+products)?|供应链|下游(?:产品)?)(?:\s*\([^()]*\))?\s*\??\s*$", re.I)
_LISTED_AS_EN = re.compile(r"^\s*which\s+(?P<asked>[a-z]+)\s+(?:list|name|have|has|record|count|show|give)s?\s+(?P<x>.+?)\s+as\s+"
                           r"(?:an?\s+|their\s+|its\s+|one\s+of\s+(?:their|its)\s+)?(?P<direct>direct\s+|immediate\s+)?"
                           r"(?P<way>downstream|upstream)\s+(?P<noun>product|item|good|input|output)s?\s*\??\s*$", re.I)


_READS = re.compile(r"(?<=\bthat\s)(?:reads|says|shows|contains\s+only)(?=\s+(?:exactly|just|only)?\s*[“\"「'])", re.I)
_EVERYTHING = re.compile(r"\b(sum|total)\s+(?:of\s+)?(?:everything|all\s+(?:that|the\s+money))\b(?!\s+(?:of|in)\b)", re.I)
# what an entity's row lists, said as what it lists: "What products does X list as its business products?"
_LISTS_AS_ITS_EN = re.compile(r"^\s*(?:what|which)\s+[a-z]+\s+(?:does|do|did)\s+(?P<x>.+?)\s+(?:list|name|give|record|report|declare|state)\s+as\s+"
                              r"(?:its|their)\s+(?P<r>[a-z][a-z -]{2,40}?)\s*\?\s*$", re.I)
# one entity's transfers counted per counterparty, asked as a command: "Break down A's outgoing transfers by recipient:
# recipient name and number of transfers, most transfers first." (the words after the colon: the answer's form)
_AMOUNT_ASKED = re.compile(r"\b(?:how\s+much|total|amount|sum|value)\b|金额|总额|多少钱", re.I)
_BROKEN_DOWN_EN = re.compile(r"^\s*(?:please\s+)?(?:break\s+down|count|tally|split)\s+(?P<what>\S.*?(?:'s|’s|')\s+(?:[a-z]+\s+)?"
                             r"(?:transfers|payments|transactions|remittances))\s+(?:by|per|for\s+each)\s+"
                             r"(?P<g>recipient|payee|beneficiary|counterparty|sender|payer|remitter|source)\s*(?:[:;,.?].*)?$", re.I)


# one character in brackets inside a word, another way to say it ("加油（气）站": 加油站 or 加气站, the table's 加油站)
# (one character, or two starting as the two before do: "加油（加气）站"; never a name's own part, "…医院（杭州）的", nor a
# window's "（含）", :func:`without_inner_alternatives`)
_INNER_ALTERNATIVE = re.compile(r"(?<=[\u4e00-\u9fff])[（(](?![市区县含即止起等约注])([\u4e00-\u9fff]{1,2})[)）]"
                                r"(?=[\u4e00-\u9fff])(?![的之是和与及在期内前后起止日月年])")


def without_inner_alternatives(con: duckdb.DuckDBPyConnection, question: str, notes: list[str]) -> str:
    """``question`` without a bracketed alternative inside a word ("加油（气）站", "加油（加气）站": 加油站), where no entity name
    the question writes holds it ("嘉兴市国鸿…加油(气)站" is a name, kept whole); noted."""
    def drop(m: re.Match) -> str:
        alt = m.group(1)
        if not (len(alt) == 1 or m.string[max(0, m.start() - 2):m.start()][:1] == alt[0]) or inside_a_name(con, m.group(0), question):
            return m.group(0)
        notes.append(f"read {m.group(0)!r} as the word without its bracketed alternative")
        return ""
    return _INNER_ALTERNATIVE.sub(drop, question)
# "登记在新昌县的宗教场所": registered as being in a place, the place they are in
_REGISTERED_IN = re.compile(r"(?:登记|注册|记录)在(?=[\u4e00-\u9fff]{1,8}?[市县区镇乡](?:的|里|内|境内))")
# "X那边现场负责人", "X那边的负责人": the entity's own
_OVER_THERE = re.compile(r"(?<=[\u4e00-\u9fff*）)])那边(?:的)?(?:现场|那儿的?)?(?=[\u4e00-\u9fff])")
# "during the year 2016", "in the year 2016": in 2016
_THE_YEAR = re.compile(r"\b(?:during|in|within|throughout)\s+the\s+(?:calendar\s+)?year\s+((?:19|20)\d\d)\b", re.I)
# "List every 二级 hospital whose name contains 中医", "How many hospitals are rated 三级?": the institutions the data files as
# 医院 (a category), which Chinese names as such ("哪些医院"), not every medical institution
_HOSPITALS = re.compile(r"\bhospitals\b(?!\s*[（(]\s*医院)|(?<=\bevery\s)hospital\b|(?<=\beach\s)hospital\b"
                        r"|(?<=\bevery\s[一二三]级\s)hospital\b|(?<=\beach\s[一二三]级\s)hospital\b", re.I)
# "还是福庆南路CNG加气站那家，它的法定代表人…": a follow-up naming the entity again, its own
_STILL_THAT_ONE = re.compile(r"^\s*(?:还是|再说|再问)(?P<x>[^，,。？?]{2,40}?)(?:那家|那个|那所|那位|那座|这家|这个)\s*[，,]\s*(?:它|他|她|其)的?")
# "what's the net flow, i.e. total received minus total sent, …?": the term asked as its definition
_TERM_THAT_IS = re.compile(r"\b(what\s+is|what's)\s+(?:the\s+|its\s+|their\s+)?[a-z][a-z -]{1,30}?,\s*(?:i\.\s?e\.|that\s+is|namely),?\s+", re.I)
# "the average amount per transfer": the average transfer amount, no group
_PER_ONE = re.compile(r"\b(average|mean)\s+(amount|size|value)\s+(?:per|of\s+(?:each|a|an|one))\s+(transfer|payment|transaction)\b", re.I)
# "Do A and B have at least one device in common?": whether they share one
_IN_COMMON = re.compile(r"\bhave\s+(?:at\s+least\s+one|an?|any)\s+([a-z]+)\s+in\s+common\b", re.I)
# "Counting back 30 days from 2023-10-15, how many transfers did X make in that window?": as of the day, in the last 30 days
_COUNTING_BACK_EN = re.compile(r"^\s*counting\s+back\s+(?P<n>\d+)\s+days\s+from\s+(?P<d>(?:19|20)\d\d-\d{1,2}-\d{1,2})\s*,\s*(?P<rest>.+?)\s*$", re.I)
_THAT_WINDOW = re.compile(r"\b(?:in|within|during|over)\s+(?:that|this|the)\s+(?:window|period|time\s+frame)\b", re.I)
_LAST_DAYS = re.compile(r"\b(?:last|past|previous)\s+\d+\s+days\b", re.I)


def _counting_back(m: re.Match) -> str | None:
    """:data:`_COUNTING_BACK_EN` as "As of D, … in the last N days?" (the window said where "that window" is, else added)."""
    rest, days = m.group("rest"), f"in the last {m.group('n')} days"
    if _LAST_DAYS.search(rest):
        return None  # (the window said again: the opening states the day alone, read as such)
    rest = _THAT_WINDOW.sub(days, rest) if _THAT_WINDOW.search(rest) else re.sub(r"\s*([?.])?\s*$", lambda e: f" {days}{e.group(1) or '?'}", rest, count=1)
    return f"As of {m.group('d')}, {rest}"


# "Which of the two received more money from X: A or B?": which of A and B
_WHICH_OF_THE_TWO_EN = re.compile(r"^\s*which\s+of\s+(?:the|these|those)\s+two\s+(?P<rest>[^:?]+?)\s*:\s*(?P<a>[^?]+?)\s+or\s+(?P<b>[^?]+?)\s*\?\s*$", re.I)
# "按类别统计医疗机构数量，排第二的是哪个类别？", "按宗教统计宗教场所数量，哪个宗教最多？": a rank among the groups the preface counts
_RANK_OF_GROUPS_ZH = re.compile(
    r"^\s*按\s*(?P<g>[\u4e00-\u9fff]{1,6}?)\s*(?:来)?(?:分组)?(?:统计|算|计|数)\s*(?:一下)?\s*(?P<what>[\u4e00-\u9fff]{2,10}?)的?(?:数量|个数|总数|家数)"
    r"\s*[，,]\s*(?:(?P<rank>最多|最少|排(?:名)?第[一二三四五六七八九十\d]+|第[一二三四五六七八九十\d]+(?:多|少))的?(?:是|为)?(?:哪个|哪一个|哪类|哪一类|什么)(?P=g)?"
    r"|(?:哪个|哪一个)(?P=g)(?P<rank2>最多|最少|排(?:名)?第[一二三四五六七八九十\d]+))\s*[？?]?\s*$")
# "paid back to", "sent it back to": money paid to, the way back said twice
_PAID_BACK = re.compile(r"\b(pa(?:y|id|ys|ying)|sen(?:d|t|ds|ding)|transfer(?:red|s|ring)?|return(?:ed|s|ing)?)\s+(?:it\s+|money\s+)?back(?=\s+to\b)", re.I)
# "List every supplier on file that …": a list of companies, each a supplier to someone (a word of the schema's supply
# relations, not a type's; as the listed noun only)
_SUPPLIERS_LISTED = re.compile(r"^(\s*(?:please\s+)?(?:list|name|show|give)\s+(?:me\s+)?(?:every|each|all(?:\s+the)?|the))\s+suppliers?\b(?:\s+on\s+file)?", re.I)
_STRICTLY = re.compile(r"\bstrictly\s+(?=(?:greater|more|less|fewer|higher|lower|larger|smaller|bigger|before|after|earlier|later"
                       r"|above|below|over|under|exceeds?|exceeding)\b)", re.I)
# "经营范围文字中包含", "业务范围这一栏里含有": a value holding words, said of its text or its cell
_WRITTEN_IN = re.compile(r"(?:写有|写着|写了|提到|提及|出现了?)(?=\s*[“\"「])")
_TEXT_OF = re.compile(r"的?(?:文字|文本|字段|这?一栏|栏目?|内容)(?:中|里|内|里面)(?=\s*(?:包含|含有|含|写有|写着|有|提到|提及|出现))")


# a value said to be filled in: "英文名非空的", "（englishName非空）" beside "填写了英文名", "a non-empty englishName"
_FILLED_IN = re.compile(r"(?P<open>[（(]\s*)?(?P<p>[\u4e00-\u9fff]{2,8}?)(?:这?一栏|字段|栏)?\s*(?:非空|不为空|不是空的?|不空|有值|已填写?|不为空白)"
                        r"(?(open)\s*[)）])")
_FILLED_IN_EN = re.compile(r"\bnon-?\s?(?:empty|blank|null)\s+(?=[A-Za-z\u4e00-\u9fff])", re.I)


def _holding(m: re.Match) -> str:
    """:data:`_FILLED_IN`'s words as a value held (有X), or nothing for a bracket restating the words before it."""
    if m.group("open") and m.group("p") in m.string[max(0, m.start() - 12):m.start()]:
        return ""
    return f"有{m.group('p')}"


# a difference of what two hold, the verb of holding between 多 and the amount: "A比B多拥有几台设备"
_MORE_HELD = re.compile(r"(比\s*\S.{0,30}?)多(?:拥有|持有|占有|有)(?=\s*(?:几|多少))")
# the count of each group asked as a noun: "（按等级分组，）给出每个等级的家数"
_EACH_GROUPS_COUNT = re.compile(r"(?:请)?(?:给出|列出|统计|写出|算出|告诉我)?(?:每个|每一个|各个?)(?P<g>[\u4e00-\u9fff]{1,4}?)的(?:家数|个数|数量|数目|所数|处数|机构数)")
# two named entities' kind said after them, before the choice: "夏** 和 樊** 两位法定代表人，谁更年长" (the two named)
_THE_TWO = re.compile(r"([和与及、][^，,。？?]{1,30}?)\s*(?:这)?(?:两|二)(?:位|家|个|所|名|座|处|人)[\u4e00-\u9fff]{0,8}?(?=\s*(?:[，,]\s*)?(?:中|之中|里|当中|相比|比较)?\s*[，,]?\s*(?:谁|哪))")
# a column said empty: "label 字段为空的机构", "联系电话一栏空着的学校" (no value held: 没有 it)
_SAID_EMPTY = re.compile(r"(?<![\u4e00-\u9fff])([A-Za-z_]\w*|[\u4e00-\u9fff]{2,8}?)\s*(?:字段|一栏|一列|这一?栏|这一?列|列|栏)?\s*(?<!不)(?:为空|是空的?|空着|空白)(?=的|有|[，,？?])")
# …and said not empty: "“网址”一栏不为空" is 非空, a value held
_SAID_NOT_EMPTY = re.compile(r"[“\"「]?([A-Za-z_]\w*|[\u4e00-\u9fff]{2,8}?)[”\"」]?\s*(?:字段|一栏|一列|这一?栏|这一?列|列|栏)?\s*(?:不为空|不是空的?|没有空着|不空|(?<=栏)(?:有|已)填(?:写)?了?|(?<=列)(?:有|已)填(?:写)?了?)(?=的|有|[，,？?])")
# a column named, another set aside in the same brackets: "（area列，不是建筑面积）" is "（area列）"
_NOT_THE_OTHER = re.compile(r"([（(][^（）()，,]{1,20})[，,]\s*(?:不是|而不是|而非|并非|非|not)\s*[^（）()]{1,16}?([)）])", re.I)
# "exactly X and nothing else": exactly X
_NOTHING_ELSE = re.compile(r"(\b(?:exactly|only)\b.{1,80}?)\s*,?\s+and\s+nothing\s+else\b", re.I)
# a count said to be of the table's records, first: "按旅游景点表的记录条数算，" (what a count of the entities counts)
_BY_RECORDS = re.compile(r"^\s*(?:按|以)(?:照)?[^，,。？?]{0,12}?(?:记录条数|记录数|条数|记录)(?:来)?(?:算|计算|统计|计)\s*[，,]\s*")
# a bound's verb with a particle of completion: "是不是超过了100家", "达到了"
# the data named by its owner's or project's name ("in the Acme supply network", "in the Acme supply data"): where the
# question asks, not an entity it asks about (the name would link one: Acme Motors)
_NAMED_DATA = re.compile(r"\s*\b(?:in|across|within|from)\s+(?:[Tt]he|[Tt]his|[Oo]ur)\s+[A-Z][\w'&-]*\s+(?:[\w-]+\s+){0,2}"
                         r"(?:network|data|dataset|data set|database|graph|knowledge graph)\b"
                         # "Which company in the supplier base …", "on our supplier list": the data the question is asked of
                         r"|\s*\b(?:in|on|from|across)\s+(?:the|our|this)\s+(?:supplier|vendor|company)\s+(?:base|list|register|roster)\b"
                         # (in Chinese: "Acme 数据里年龄最小的法定代表人是谁？")
                         r"|(?:在|从)?\s*\b[A-Z][\w'&-]*(?:\s+[A-Za-z][\w'&-]*){0,2}\s*(?:的)?(?:供应链|供应)?\s*(?:数据集?|数据库|图谱|网络)(?:里|中|内)")
# a list's values said to be in it before a verb of holding ("公司的产品里包含X"): what the list holds
_INSIDE_HOLDS = re.compile(r"(的[\u4e00-\u9fff]{1,6}?)(?:里面|里|当中|之中|中)(?=\s*(?:包含|包括|含有|列有))")
# sharing "at least one" of something: sharing one ("Do A and B share at least one device?")
_AT_LEAST_ONE_SHARED = re.compile(r"\b(share[sd]?|sharing)\s+at\s+least\s+one\s+(?=[a-z])", re.I)
# "是否共用至少一台相同的设备": whether they share one
_AT_LEAST_ONE_SHARED_ZH = re.compile(r"(共用|共享|共同使用|共同拥有)(?:了)?(?:至少|起码)(?:一|1)\s*(?:台|个|部|件|张|款)(?:相同的|同一|一样的)?")
# "只写了“国内旅游业务”这一项", "只有“X”一项": that value and no other, the whole cell
_ONLY_THE_VALUE = re.compile(r"(?:只写了|只写|只有|只填了|只填|仅有|仅写了?|只列了|只包含|仅包含|仅为|只是)\s*(?P<q>[“\"「][^”\"」]{1,30}[”\"」])\s*(?:这)?(?:一)?(?:项|个|种|条)?")
# ", one of those downstream products": the named entity described again
_ONE_OF_THOSE = re.compile(r"\s*,\s*one\s+of\s+(?:those|these|the|its|their)\s+[a-z][a-z -]{0,40}?(?=\s*[?.]\s*$)", re.I)
# "Who got more from X in total, A or B?": money received
_GOT_FROM = re.compile(r"\bgot\s+(more|less)\s+(?:money\s+)?(?=from\b)", re.I)
# "包不包括", "含不含", "有没有包含": a yes/no asked by its verb and the verb negated
_A_NOT_A = re.compile(r"(?:包不包|有没有包)(括|含)|含不含")
_BOUND_DONE = re.compile(r"(超过|多于|少于|高于|低于|大于|小于|达到|不到)了(?=\s*[\d一二两三四五六七八九十百千万])")


def _broken_down(m: re.Match) -> str | None:
    """:data:`_BROKEN_DOWN_EN`'s question as a count per counterparty, or None where the words after it ask amounts ("…: the
    total sent to each", which the edge readings read as it is)."""
    if _AMOUNT_ASKED.search(m.string[m.end("g"):]):
        return None
    way = "came from" if m.group("g").casefold() in ("sender", "payer", "remitter", "source") else "went to"
    return f"How many of {m.group('what')} {way} each {m.group('g')}?"


_FLIP = {"downstream": "upstream", "upstream": "downstream"}
# the difference of two totals one entity moved, each side said whole ("Difference between what 柏* sent to 邬** and what 柏* sent to
# 杜* (邬** total minus 杜* total)?"): how much more went one way than the other, first side first unless the brackets say otherwise
_BASE_VERB = {"sent": "send", "paid": "pay", "transferred": "transfer", "gave": "give", "received": "receive", "got": "get", "wired": "wire"}
_TOTALS_DIFFERENCE_EN = re.compile(r"^\s*(?:what\s+is\s+|what's\s+)?(?:the\s+)?difference\s+between\s+(?:the\s+total\s+(?:amount\s+)?|what\s+)(?P<a>\S.{0,40}?)\s+"
                                   r"(?P<verb>sent|paid|transferred|gave|received|got|wired)\s+(?P<prep>to|from)\s+(?P<b>\S.{0,40}?)\s+and\s+"
                                   r"(?:the\s+total\s+(?:amount\s+)?|what\s+)(?P=a)\s+(?P=verb)\s+(?P=prep)\s+(?P<c>\S.{0,40}?)"
                                   r"(?:\s*[(（]\s*(?P<first>\S.{0,40}?)\s+(?:total\s+)?minus\s+(?P<second>\S.{0,40}?)(?:\s+total)?\s*[)）])?\s*\??\s*$", re.I)


def _totals_difference(m: re.Match) -> str | None:
    b, c = m.group("b"), m.group("c")
    if m.group("first") is not None:
        if m.group("first").strip() == c and m.group("second").strip() == b:
            b, c = c, b
        elif not (m.group("first").strip() == b and m.group("second").strip() == c):
            return None  # (brackets naming other sides: not read)
    verb = _BASE_VERB[m.group("verb").casefold()]
    return f"How much more did {m.group('a')} {verb} {m.group('prep')} {b} than {m.group('prep')} {c}?"
# "Which single transfer is the biggest in the ledger? Tell me who sent it — just the sender's company name.": the second
# question asks of what the first names ("Who sent the biggest single transfer in the ledger?")
_WHICH_THEN_IT = re.compile(r"^\s*which\s+(?P<n>(?:single\s+|one\s+|individual\s+)?[a-z-]+)\s+(?:is|was)\s+the\s+(?P<sup>biggest|largest|smallest|"
                            r"highest|lowest|earliest|latest|oldest|newest|youngest|most\s+recent)(?P<pp>\s+[^?]*?)?\s*\?\s*"
                            r"(?:(?:please\s+|and\s+)?tell\s+me\s+|i\s+(?:need|want)\s+to\s+know\s+)?(?P<wh>who|which\s+[a-z]+)\s+(?P<v>[a-z]+)\s+(?:it|that)"
                            r"(?:\s*(?:[—–-]+|,)\s*(?:just|only)\s+(?:the\s+)?[a-z'’ ]{0,30}?(?:name|id)s?)?\s*[?.。]?\s*$", re.I)
# "Which companies are linked to X by sharing a legal representative with it?": which share one with X
_LINKED_BY_SHARING = re.compile(r"^(?P<head>.*?\b(?:which|what)\s+[a-z]+)\s+(?:are|is)\s+(?:linked|connected|tied|related)\s+to\s+(?P<x>.+?)\s+"
                                r"(?:by|through|via)\s+sharing\s+(?P<r>.+?)\s+with\s+(?:it|them|him|her)\s*\?\s*$", re.I)
# whole questions restated in the words a reading reads: a pattern and the question it asks instead (the first that matches)
_RESTATED_QUESTIONS = (
    (_LISTED_AS_ZH, lambda m: f"{m.group('head')}的{m.group('r')}包括{m.group('x')}{m.group('end')}"),
    (_WHICH_ARE_OF_EN, lambda m: f"What are the {m.group('rel')} of {m.group('x')}?"),
    (_LISTS_IN_EN, lambda m: f"What are the upstream products of {m.group('x')}?"),
    (_LISTED_AS_EN, lambda m: f"What are the {m.group('direct') or ''}{_FLIP[m.group('way').casefold()]} {m.group('noun')}s of {m.group('x')}?"),
    (_LISTS_AS_ITS_EN, lambda m: f"What are the {m.group('r')} of {m.group('x')}?"),
    (_BROKEN_DOWN_EN, _broken_down),
    (_TOTALS_DIFFERENCE_EN, _totals_difference),
    (_LINKED_BY_SHARING, lambda m: f"{m.group('head')} share {m.group('r')} with {m.group('x')}?"),
    (_WHICH_THEN_IT, lambda m: f"{m.group('wh')} {m.group('v')} the {m.group('sup')} {m.group('n')}{m.group('pp') or ''}?"),
    (_COUNTING_BACK_EN, _counting_back),
    (_WHICH_OF_THE_TWO_EN, lambda m: f"Which {m.group('rest')}, {m.group('a')} or {m.group('b')}?"),
    (_RANK_OF_GROUPS_ZH, lambda m: f"{m.group('what')}数量{m.group('rank') or m.group('rank2')}的{m.group('g')}是哪个？"),
)
# words said another way than a reading reads them: a pattern, its replacement, and the trace's words for it
_REWORDED = (
    (_ONLY_THE_VALUE, r"为\g<q>", "as the value alone"),  # "业务范围只写了“国内旅游业务”这一项" (before 写有: 含有)
    (_EVERYTHING, r"\1 amount", "as the total amount"),  # "Sum of everything A sent out"
    (_READS, "is", "as 'is'"),  # "a businessScope cell that reads exactly “…”"
    (_STRICTLY, "", "as the comparison after it, which is strict"),
    (_PAID_BACK, r"\1", "as the payment alone"),  # "than B paid back to A"
    (_THE_YEAR, r"in \1", "as the year"),  # "established during the year 2016"
    (_REGISTERED_IN, "在", "as where they are"),  # "表里登记在新昌县的宗教场所"
    (_OVER_THERE, "的", "as the entity's own"),  # "X那边现场负责人是谁"
    (_HOSPITALS, "医院", "as 医院, the category the data files hospitals under"),  # "list every 二级 hospital"
    (_STILL_THAT_ONE, r"\g<x>的", "as the entity named again"),  # "还是X那家，它的法定代表人"
    (_TERM_THAT_IS, r"\1 ", "as the definition it gives"),  # "what's the net flow, i.e. total received minus total sent"
    (_PER_ONE, r"\1 \3 \2", "as the average of each one's amount"),  # "the average amount per transfer"
    (_IN_COMMON, r"share a \1", "as sharing one"),  # "Do A and B have at least one device in common?"
    (_SUPPLIERS_LISTED, r"\1 companies", "as the companies"),  # "List every supplier on file that is based in the US"
    (_TEXT_OF, "中", "as the value itself"),  # "经营范围文字中包含“出境”"
    (_WRITTEN_IN, "含有", "as 含有"),  # "写有“出境”"
    (_BOUND_DONE, r"\1", "as the bound alone"),  # "是不是超过了100家"
    (_ONE_OF_THOSE, "", "as the named entity described again"),  # "Which companies make X, one of those downstream products?"
    (_GOT_FROM, r"received \1 money ", "as money received"),  # "Who got more from X in total, A or B?"
    (_A_NOT_A, lambda m: f"是否包{m.group(1) or '含'}", "as 是否"),  # "经营范围包不包括出境组团业务"
    (_MORE_HELD, r"\1多", "as 多, what each holds compared"),  # "A比B多拥有几台设备"
    (_EACH_GROUPS_COUNT, r"每个\g<g>有多少个", "as a count per group"),  # "给出每个等级的家数"
    (_THE_TWO, r"\1", "as the two entities named before it"),  # "夏** 和 樊** 两位法定代表人，谁更年长"
    (_SAID_NOT_EMPTY, r"\1非空", "as a value held"),  # "“网址”一栏不为空的协会"
    (_SAID_EMPTY, r"没有\1", "as no value held"),  # "label 字段为空的机构"
    (_NOT_THE_OTHER, r"\1\2", "as the column it names, the other set aside"),  # "（area列，不是建筑面积）"
    (_NOTHING_ELSE, r"\1", "as the exact value alone"),  # "of exactly 国内旅游业务 and nothing else"
    (_BY_RECORDS, "", "as counting the table's records, what a count counts"),  # "按旅游景点表的记录条数算，"
    (_NAMED_DATA, "", "as where the question asks, no entity"),  # "Which person in the Acme supply data is the oldest?"
    (_INSIDE_HOLDS, r"\1", "as what the list holds"),  # "有几家公司的产品里包含X？"
    (_AT_LEAST_ONE_SHARED, r"\1 a ", "as sharing one"),  # "Do A and B share at least one device?"
    (_AT_LEAST_ONE_SHARED_ZH, r"\1相同的", "as sharing one"),  # "是否共用至少一台相同的设备"
)
def plainly_worded(question: str, notes: list[str]) -> str:
    """``question`` with a question word's contraction written out ("who's the boss?": "who is the boss?"), without
    words saying the answer is on record ("数据里", the 登记 of "没有登记法人代表") or what the asker already has
    ("杭州的…我已经有了，那…"), with 省一级 as 省级, and
    without a clause that leaves empty cells out ("加油站的运营主体一共有多少种？空着的不算", "…, not counting
    blanks"): a reading never counts or lists a value an entity does not hold, so the clause asks nothing
    more; a whole question restated in the words a reading reads (:data:`_RESTATED_QUESTIONS`: "哪些产品把X列为直接下游
    产品"), words said another way (:data:`_REWORDED`: "strictly", "写有“出境”"), a table's records as its entities
    (:func:`~kagflow.solver.table_words.records_as_entities`) and a value said filled in ("英文名非空"). Each noted."""
    question = _QUESTION_WORD_IS.sub(r"\1 is", question)
    if (count := _CHARACTERS_COUNTED.search(question)) is not None:  # "含有“出境”二字": 含有“出境”
        notes.append(f"{count.group(0)!r} read as the quoted words themselves")
        question = _CHARACTERS_COUNTED.sub(r"\1", question)
    if (added := _ADDED_COLLOQUIAL.search(question)) is not None:  # "加一块儿": 加起来
        notes.append(f"{added.group(0)!r} read as '加起来'")
        question = _ADDED_COLLOQUIAL.sub("加起来", question)
    if (had := _ALREADY_HAD.match(question)) is not None and len(question) - had.end() >= 4:
        notes.append(f"{had.group(0).strip()!r} read as what the asker already has, not asked")
        question = question[had.end():]
    if (level := _LEVEL_ONE.search(question)) is not None:
        notes.append(f"{level.group(0)!r} read as {level.group(1) + '级'!r}, an administrative level")
        question = _LEVEL_ONE.sub(r"\1级", question)
    if (said := _ON_RECORD.search(question)) is not None:
        notes.append(f"{said.group(0).strip()!r} read as saying where the answer is on record, asking nothing more")
        question = _ON_RECORD.sub("", question)
    if (county := _COUNTY_LEVEL.search(question)) is not None:
        notes.append(f"{county.group(0)!r} read as 县区, one administrative level")
        question = _COUNTY_LEVEL.sub("县区", question)
    if (county := _COUNTY_LEVEL_EN.search(question)) is not None:
        notes.append(f"{county.group(0)!r} read as {county.group(1)!r}, one administrative level")
        question = _COUNTY_LEVEL_EN.sub(lambda m: m.group(1), question)
    # (a Chinese question may open with a grade or a code in Latin letters and digits: "4A景区最多的三个城市")
    if is_cjk(re.sub(r"^[0-9A-Za-z]+", "", question.strip())[:1] or " ") and not _ASKS_IN_WORDS.search(question):
        if (m := _DANGLING_IS.search(question) or _RANKED_NOUN.search(question)) is not None:
            asked = question[:m.start()] + m.group(0).rstrip("？?。 ").removesuffix("是") + "是哪些？"
            notes.append(f"no question word: {question.strip()!r} read as {asked!r}")
            question = asked
    for pattern, asked in _RESTATED_QUESTIONS:  # "哪些产品把X列为直接下游产品": 哪些产品的直接下游产品包括X
        if (m := pattern.match(question)) is not None and (restated := asked(m)) is not None:
            notes.append(f"read {m.group(0)!r} as {restated!r}")
            question = restated
            break
    if _CLOSED_WINDOW.search(question) and (missing := _MISSING_OR_PLACEHOLDER.search(question)) is not None:
        notes.append(f"read {missing.group(0).strip()!r} as said: no missing or placeholder date falls between the window's two days")
        question = question[:missing.start()] + question[missing.end():]
    if _RANKS_OR_AVERAGES.search(question) and (named := _NAMED_BLANKS_LEFT_OUT.search(question)) is not None:
        notes.append(f"read {named.group(0).strip()!r} as said: a ranking or an average never reads an empty cell")
        question = question[:named.start()] + question[named.end():]
    for pattern, to, why in _REWORDED:  # "strictly greater than", "经营范围文字中包含“出境”", "A比B多拥有几台设备"
        if (m := pattern.search(question)) is not None and (said := pattern.sub(to, question)) != question:
            notes.append(f"read {m.group(0).strip()!r} {why}")
            question = said
    question = records_as_entities(question, notes)  # "景点记录数", "records in the scenic-spot table": the entities themselves
    if (filled := _FILLED_IN.search(question) or _FILLED_IN_EN.search(question)) is not None:
        question = _FILLED_IN_EN.sub("", _FILLED_IN.sub(_holding, question))  # "英文名非空的", "a non-empty englishName": one held
        notes.append(f"read {filled.group(0).strip()!r} as holding a value")
    if (wants := _WANT_TO_KNOW.search(question)) is not None:
        notes.append(f"read {wants.group(0).strip()!r} as the question said again, no second question")
        question = question[:wants.start()]
    if _SHARING.search(question) and (itself := _ITSELF_LEFT_OUT.search(question)) is not None:
        notes.append(f"read {itself.group(0).strip()!r} as said: what shares something with an entity is never the entity itself")
        question = question[:itself.start()] + question[itself.end():]
    out = _BLANKS_LEFT_OUT.sub("", question)
    if out != question:
        notes.append("empty cells never count: the clause saying so is read as said")
    return out.strip() or question


def compounds(rest: str, plain: str) -> str:
    """The words an identifier may write as one, space-led, to add to a question's context: each
    hyphenated word of ``rest`` without its hyphens ("cash-flow": cashflow) and each two neighbouring
    words of three letters or more of ``plain`` (the question's own words) joined ("cash flow": cashflow)."""
    return "".join(f" {m.group(0).replace('-', '')}" for m in re.finditer(r"\b[a-z]+(?:-[a-z]+)+\b", rest, re.I)) + \
        "".join(f" {m.group(1)}{m.group(2)}" for m in re.finditer(r"\b([a-z]{3,}) (?=([a-z]{3,})\b)", plain, re.I))


def graded_letters(con: duckdb.DuckDBPyConnection, question: str, notes: list[str]) -> str:
    """``question`` with a grade written as a count of letters ("5A级", "三A", "单A级", "一个A")
    spelled as the data holds it ("AAAAA", "AAA", "A"), where some value is that run of letters and
    no entity name the question writes holds the grade ("横店影视城5A级景区" is a name)."""
    def spell(m: re.Match) -> str:
        word = m.group(1).casefold()
        n = _GRADE_COUNTS.get(word) or (int(word) if word.isdigit() else chinese_number(word))
        letters = m.group(2).upper() * (n or 0)
        if not 1 <= len(letters) <= 5 or not con.execute(
                "SELECT EXISTS (SELECT 1 FROM kg_properties WHERE value = $v)", {"v": letters}).fetchone()[0] \
                or inside_a_name(con, m.group(0), question):
            return m.group(0)
        notes.append(f"read {m.group(0)!r} as {letters!r}, a value in the data")
        return letters
    # (a grade then itself in brackets, "single-A (A)": said once)
    return re.sub(r"(?<![A-Za-z])([A-Z]{1,5})\s*[（(]\s*\1\s*[)）]", r"\1", _GRADE.sub(spell, question))


# a number with a magnitude word ("10万", "1.5亿", "5千", "2 million"; question_words.numbers reads its value)
_MAGNITUDE_NUMBER = re.compile(r"(?<![A-Za-z0-9_.])(\d+(?:\.\d+)?)\s*(万|亿|千|million\b|billion\b|thousand\b)", re.I)
# the same with a count in Chinese numerals ("超过一万平方米", "两亿"); never 万一 ("in case")
_CHINESE_MAGNITUDE = re.compile(r"([一二两三四五六七八九十]{1,3})(万|亿|千)(?!一)")
# a count in Chinese numerals right after a bound and before its measure word ("不少于四个", "超过三家")
_BOUNDED_CHINESE = re.compile(r"(不少于|不低于|不超过|不多于|至少|至多|超过|多于|少于|不到|大于|小于|高于|低于|达到)([一二两三四五六七八九十]{1,3})"
                              r"(?=[个家所台名位人笔次处座岁条项款]|平方米|立方米)")


def inside_a_name(con: duckdb.DuckDBPyConnection, text: str, question: str) -> bool:
    """Whether ``text`` stands inside an entity name that ``question`` writes ("5A级" in 横店影视城5A级景区)."""
    return con.execute("SELECT EXISTS (SELECT 1 FROM kg_entities WHERE strpos(name, $g) > 0 AND strpos($q, name) > 0)",
                       {"g": text, "q": question}).fetchone()[0]


def with_magnitudes(con: duckdb.DuckDBPyConnection, question: str, notes: list[str]) -> str:
    """``question`` with each number written with a magnitude word ("10万", "2 million") written out
    ("100000"), as bounds and amounts compare; not inside an entity name the question writes (noted)."""
    def expand(m: re.Match) -> str:
        if inside_a_name(con, m.group(0), question):
            return m.group(0)
        value = numbers(m.group(0))[0][0]
        written = str(int(value)) if value.is_integer() else str(value)
        notes.append(f"read {m.group(0)!r} as {written}")
        return written
    def expand_chinese(m: re.Match) -> str:  # "一万", "两万", "五千", "三亿": the same, counted in Chinese numerals
        count = chinese_number(m.group(1))
        if count is None or inside_a_name(con, m.group(0), question):
            return m.group(0)
        written = str(count * {"千": 1_000, "万": 10_000, "亿": 100_000_000}[m.group(2)])
        notes.append(f"read {m.group(0)!r} as {written}")
        return written
    def bounded(m: re.Match) -> str:  # "不少于四个": a bound's count in Chinese numerals, as digits
        count = chinese_number(m.group(2))
        if count is None:
            return m.group(0)
        notes.append(f"read {m.group(2)!r} as {count}")
        return m.group(1) + str(count)
    return _BOUNDED_CHINESE.sub(bounded, _CHINESE_MAGNITUDE.sub(expand_chinese, _MAGNITUDE_NUMBER.sub(expand, question)))


_N_EN = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_N = r"(\d{1,2}(?!\d)|two|three|four|five|six|seven|eight|nine|ten|[两二三四五六七八九十]{1,3})"
_SUPERLATIVE_EN = re.compile(r"\b(?:most|highest|largest|biggest|greatest|lowest|smallest|fewest|least|oldest|youngest|earliest|"
                             r"latest|newest|longest|shortest)\b", re.I)
# "最大的三个宗教场所", "最多的5家" (the count after the superlative); "排前三", "前3名", "排名前五" (a rank range)
_TOP_ZH_AFTER = re.compile(r"(最(?:多|少|高|低|大|小|早|晚|长|短|老|新)[\u4e00-\u9fff]{0,6}?的?)\s*" + _N + r"\s*[名位家个所笔座处台款项条只]")
_TOP_ZH_RANGE = re.compile(r"(?:排名|排)?前\s*" + _N + r"\s*(?:名|位|家|个|所|座|处|台|款|项|条|只)?(?!\s*个?(?:季度|月|年|天|周|日|小时|半|期))")
# "哪三家", "哪两个": which of them, once the count is read as the top N
_WHICH_N = re.compile(r"哪\s*" + _N + r"\s*(?=[名位家个所座处台款项条只])")
# "top 3", "the top three"; "which three companies … the most", "the five largest"
_TOP_EN = re.compile(r"(?<![A-Za-z])top\s*" + _N + r"(?![0-9A-Za-z])", re.I)  # ("top 3", "Top1的加油站")
# "top 3 people by number of devices owned", "the top 5 schools by students": which N have the highest …
# (the noun may carry a place: "Top 3 counties in 台州市 by number of religious venues"; a request before it: "Give me the top 3 …")
_TOP_BY_EN = re.compile(r"^\s*(?:(?:please\s+)?(?:give|show|tell|get)\s+me\s+|list\s+|name\s+|rank\s+|what\s+are\s+)?(?:the\s+)?top\s*" + _N
                        + r"\s+((?:[a-z]+\s+){0,2}[a-z]+(?:\s+in\s+\S+|\s+of\s+\S+(?:'s|’s)?(?:\s+[a-z]+){0,2})?)\s+by\s+([^?]+?)\s*\??\s*$", re.I)
_N_BEFORE_EN = re.compile(r"\b(?:which|what|the|list|name)\s+" + _N + r"\b(?=\s+\w)(?!\s+of\s+(?:them|us|those|these)\b)", re.I)  # (not "the two of them")


def _count(word: str) -> int | None:
    word = word.lower()
    return int(word) if word.isdigit() else _N_EN.get(word) or chinese_number(word)


def top_asked(question: str) -> tuple[int, str, str] | None:
    """The top N a question asks for ("建筑面积排前三的宗教场所", "Which three companies received the
    most money?", "the top 5 schools by students"), N from 2 up: ``(N, the question asking for the
    first instead, the words read)``, or None. The rank range becomes a superlative ("排前三" ->
    "最大", "top 3" -> "highest" where no superlative is written beside it; "最大的三个" -> "最大的"),
    so that a superlative reading ranks the entities and keeps the first N (ties at the cut kept).
    An ordinal alone ("the third largest") asks for one rank, not a range: None."""
    m = _TOP_ZH_AFTER.search(question)
    if m and (n := _count(m.group(2))) and n >= 2:
        return n, _WHICH_N.sub("哪", question[:m.start()] + m.group(1) + question[m.end():]), m.group(0)
    m = _TOP_ZH_RANGE.search(question)
    if m and (n := _count(m.group(1))) and n >= 2:
        # (a count ranks by 最多: "数量排前三"; any other value by 最大)
        word = "" if "最" in question else ("最多" if re.search(r"(?:数量|数|次数|人数|多少)\s*$", question[:m.start()]) else "最大")
        return n, _WHICH_N.sub("哪", question[:m.start()] + word + question[m.end():]), m.group(0)
    m = _WHICH_N.search(question)  # "哪三个城市的旅行社最多": the superlative after the count
    if m and (n := _count(m.group(1))) and n >= 2 and re.search(r"最(?:多|少|高|低|大|小|早|晚|长|短|老|新)", question[m.end():]):
        return n, question[:m.start()] + "哪" + question[m.end():], m.group(0)
    if (m := _TOP_BY_EN.match(question)) and (n := _count(m.group(1))):  # "top 3 people by number of devices owned"
        return n, f"which {m.group(2)} have the highest {m.group(3)}?", m.group(0)
    m = _TOP_EN.search(question) or _N_BEFORE_EN.search(question)
    if m and (n := _count(m.group(1))) and (n >= 2 or m.re is _TOP_EN) and (m.re is _TOP_EN or _SUPERLATIVE_EN.search(question)):
        if m.re is _TOP_EN:
            word = "" if _SUPERLATIVE_EN.search(question) else "highest"
            if is_cjk(question[m.end():m.end() + 1] or " "):  # "职工人数Top1的加油站": 最多 (最大 for a value)
                word = "最多" if re.search(r"(?:数量|数|次数|人数|多少)\s*$", question[:m.start()]) else "最大"
            rewritten = question[:m.start()] + word + question[m.end():]
        else:  # "which three companies": "which companies"
            rewritten = question[:m.start(1)] + question[m.end(1):].lstrip()
        return n, re.sub(r"\s{2,}", " ", rewritten), m.group(0)
    return None


# one place of a ranking: "第二多", "第三大", "排第二", "排名第二的", "第2名"; "the second most", "2nd largest", "third-highest"
_PLACE_ZH_GRADED = re.compile(r"第\s*" + _N + r"\s*(多|少|大|小|高|低|早|晚|长|短|老)")
_PLACE_ZH = re.compile(r"(?:排名|排在|排)\s*第\s*" + _N + r"\s*(?:名|位)?|(?<![\u4e00-\u9fff])第\s*" + _N + r"\s*名")
# the nth record from the end ("倒数第二笔转账": the second-to-last by date), read as the last one's place n
_PLACE_ZH_LAST = re.compile(r"倒数\s*第\s*" + _N + r"\s*([笔次])")
_RANKS_EN = re.compile(r"\s+(?:ranks?|ranked|comes?|came)\s+(second|2nd|third|3rd|fourth|4th|fifth|5th)\s+(?:by|in|for|on)\s+(?:the\s+)?", re.I)
_ORDINAL_EN = {"second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5}
_PLACE_EN = re.compile(r"\b(second|2nd|third|3rd|fourth|4th|fifth|5th)[\s-]+(?=(?:most|least|highest|lowest|largest|smallest|biggest|"
                       r"greatest|fewest|oldest|youngest|earliest|latest|newest|longest|shortest)\b)", re.I)


def place_asked(question: str) -> tuple[int, str, str] | None:
    """The one place of a ranking a question asks for ("在校生人数第二多的宗教院校", "宗教场所数量排第二的城市",
    "Which city has the second most AAAA scenic spots?"), the place from 2 up: ``(N, the question
    asking for the first instead, the words read)``, or None. The ordinal becomes the superlative
    ("第二多" -> "最多", "排第二" -> "最多" after a count and "最大" after any other value, "second
    most" -> "most", "倒数第二笔" -> "最后一笔"), so that a superlative reading ranks the entities and keeps the Nth place."""
    m = _PLACE_ZH_GRADED.search(question)
    if m and (n := _count(m.group(1))) and n >= 2:
        return n, question[:m.start()] + "最" + m.group(2) + question[m.end():], m.group(0)
    m = _PLACE_ZH_LAST.search(question)
    if m and (n := _count(m.group(1))) and n >= 2:
        return n, question[:m.start()] + "最后一" + m.group(2) + question[m.end():], m.group(0)
    m = _PLACE_ZH.search(question)
    if m and (n := _count(m.group(1) or m.group(2))) and n >= 2:
        word = "" if "最" in question else ("最多" if re.search(r"(?:数量|数|次数|人数|多少)\s*$", question[:m.start()]) else "最大")
        return n, question[:m.start()] + word + question[m.end():], m.group(0)
    m = _PLACE_EN.search(question)
    if m:
        return _ORDINAL_EN[m.group(1).lower()], question[:m.start()] + question[m.end():], m.group(0).strip()
    m = _RANKS_EN.search(question)  # "Which company ranks second by total money received?": the one with the highest …
    if m:
        return _ORDINAL_EN[m.group(1).lower()], question[:m.start()] + " has the highest " + question[m.end():], m.group(0).strip()
    return None


def rank_asked(question: str) -> tuple[int, str, str, bool] | None:
    """:func:`top_asked`'s top N (``one_place`` False) or else :func:`place_asked`'s place N (True):
    ``(N, the question asking for the first instead, the words read, one_place)``, or None."""
    if (top := top_asked(question)) is not None:
        return *top, False
    return (*place, True) if (place := place_asked(question)) is not None else None


def without_links(question: str, links: list[dict]) -> str:
    """``question`` with each linked name's text blanked, the longest first."""
    for link in sorted(links, key=lambda l: -len(l["text"])):
        question = question.replace(link["text"], " ")
    return question
