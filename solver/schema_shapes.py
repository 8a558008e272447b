"""What the schema planner's readings share: the plan a reading writes (:class:`SchemaPlan`), the
question words they look for (general English and Chinese, not one dataset's vocabulary), and small
helpers over schema predicates. The readings are mixins of
:class:`~kagflow.solver.schema_planner.SchemaPlanner`, by the shape of question they read:
:mod:`~kagflow.solver.entity_readings` (one named entity), :mod:`~kagflow.solver.pair_readings`
(two named entities), :mod:`~kagflow.solver.type_readings` (a whole type) and
:mod:`~kagflow.solver.edge_readings` (edges that carry values)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from kagflow.schema.spg import PropertyDef, Schema
from kagflow.schema.types import implicit_predicate
from kagflow.solver.question_words import bridge
from kagflow.solver.resolve import units
from kagflow.solver.scoring import is_cjk

MIN_CONFIDENCE = 0.45  # a plan below it is not written (evidence instead)

_CLASSIFIERS = "个家位所座条种人项名台笔次件辆部本张款处"
# "the number of X" counts; "the phone number of X" names a property ("count X as" is a verb)
_COUNT = re.compile(rf"\bhow many\b|(?:^|\b(?:the|a|total|what|which|is|give|find))\s+number of\b|^\s*number of\b|\bcount of\b|"
                    rf"多少[{_CLASSIFIERS}]|(?<![哪这那])几[{_CLASSIFIERS}]|(?:的)?数量|有多少", re.I)  # "哪几家" asks which, "这几个人" points
# a bare 多少 also asks for codes and phone numbers ("编号是多少"): only these forms want a number
_EXPECT_NUMBER = re.compile(rf"\bhow (?:many|much|old|long|big|large|tall)\b|多少[{_CLASSIFIERS}钱岁年天]|(?<![哪这那])几[{_CLASSIFIERS}岁年天]|多大|多久|年纪(?![更最比较])|岁数(?![更最比较])"
                            r"|多少(?=[\u4e00-\u9fff])(?![啊呀呢吧哦嘛])", re.I)  # "有多少在校生" (but "电话是多少" asks a value)
# (a relative "who" after a noun asks nothing: "How old is the person who represents X?")
_EXPECT_WHO = re.compile(r"(?<!person )(?<!persons )(?<!people )(?<!one )(?<!someone )(?<!anyone )(?<!those )(?<!individual )"
                         r"(?<!individuals )\bwhom?\b|谁", re.I)
# what no reading reads (schema_planner.beyond_readings): a negation ("不少于", "不超过" are bounds, 是否 a yes/no),
# a rank past the first (not a quarter's), a value for each group
# (a bound that says "not" is no negation: "no older than 30", "not over 100"; :data:`_COMPARE`)
_BOUND_WORD = r"(?:more|less|fewer|older|younger|later|earlier|greater|higher|lower|bigger|larger|smaller|over|under|above|below)\b"
# ("不含50岁", "excluding 50": a bound's number left out, read by solver/bounds.py)
_NEGATION = re.compile(r"\b(?:never|none|neither|nor|without|except|excluding(?!\s*\d)|other than|besides)\b|n't\b|"
                       rf"\bnot\b(?!\s+{_BOUND_WORD})|\bno\s+(?!{_BOUND_WORD})\w|"
                       # 不 before a verb negates it ("不生产轮胎"), but not in a bound ("不超过", "不到", "不含50岁"), a yes/no
                       # form ("是不是", "能不能"), or a word of its own ("不同", "不过", "不仅")
                       r"(?<![是在属包含])(?:(?<=([\u4e00-\u9fff]))|(?<![\u4e00-\u9fff]))不(?!\1)(?=[\u4e00-\u9fff])"
                       r"(?!同|到|足|满|超过|少于|低于|高于|大于|小于|多于|早于|晚于|短于|长于|止|久|仅|但|过|管|论|然|如|妨|错|少|(?:含|包括|包含)\s*\d)|(?<!有)没有|(?<!有)没(?=[\u4e00-\u9fff])|未(?!满)(?=[\u4e00-\u9fff])|除了|除\S{1,20}?(?:以外|之外|外)|非(?!常)", re.I)
_RANK = re.compile(r"最(?:多|少|高|低|大|小)的\s*(?:\d+|[两二三四五六七八九十])\s*[名位家个所笔]|\b(?:second|third|fourth|fifth|2nd|3rd|4th|5th|\d+th)\b(?![\s-]+(?:quarter|half|level|class|grade|tier|rate)\b)|\b(?:top|bottom|first|last)\s+(?:\d+|two|three|four|five|ten)\b|"
                   r"前\s*(?:\d+|[二三四五六七八九十])\s*[名位家个]|第\s*(?:\d+|[二三四五六七八九十])\s*(?:大|小|多|少|高|低|名|位)", re.I)
# ("分别是哪几家": the entities listed one by one, no group)
_PER_GROUP = re.compile(r"\b(?:each|per|every)\b|分别(?!是?(?:哪|谁))|各自|每家|每位|每个(?:人|公司|企业)|各家|各个|各有"
                        r"|各(?=收到|转出|转了|付了|付出|拥有|持有|生产|经营)"
                        # "按转账日期所在的年份统计转账笔数": a count per group of the clause's own (not "按所在城市统计，A和B哪个多")
                        r"|按[^，,。？?]{1,16}?(?:统计|分组|汇总)[^，,。？?]{0,10}?(?:笔数|数量|个数|家数|条数)", re.I)
# "which companies …": an entity is asked for; the noun is a schema type's or one of these
_WHICH_NOUN = re.compile(r"\b(?:which|what)\s+(?!(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would|should)\b)([a-z]+)\b|哪(?:一|几)?(?:家|个|些|位|所|名|种)([\u4e00-\u9fff]{1,4})", re.I)
_ENTITY_NOUN = re.compile(r"compan(?:y|ies)|firms?|people|persons?|ones?|entit(?:y|ies)|suppliers?|customers?|公司|企业|人", re.I)
_EXPECT_DATE = re.compile(r"\bwhen\b|\b(?:what|which) (?:year|date|day|month)\b|\b(?:the|what) (?:date|day) (?:of|on)\b|\bon what (?:date|day)\b|哪一?天|哪一?年|何时|什么时候|哪个月", re.I)
# a time window or a date the question restricts by ("in the last 60 days", "近3个月", "in July 2023")
_WINDOW = re.compile(r"\b(?:this|last|previous)\s+(?:year|month|quarter)\b|今年(?!\s*(?:多大|几岁|年纪|年龄|多少岁))|去年|前年|本月|上个?月|本季度|上个?季度|"
                     r"\b(?:last|past|previous|recent)\s+(?:\w+\s+)?(?:days?|weeks?|months?|quarters?|years?)\b|\b(?:in|during|since|before|after|until|till|through|from|between|prior to)\s+"
                     r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|q[1-4]|(?:the\s+)?(?:first|second|third|fourth)\s+quarter)\b|"
                     r"\b(?:in|during|within|over|after|before|since)\s+(?:the\s+)?(?:(?!(?:what|which)\b)\w+\s+)?(?:weeks?|months?|quarters?|years?|days?)\b|"
                     r"\b(?:19|20)\d\d\b|近\S{0,3}?[天日周月年]|最近(?!一[次笔])(?=\s*(?:\d|[一二两三四五六七八九十几半]|个?[天日周月年季]))|过去\S{0,3}?[天日周月年]|前的?\s*(?:\d+|[一二两三四五六七八九十]+)\s*(?:天|日|周|个月|年)|(?:19|20)\d\d\s*年|\d{1,2}\s*月(?:份)?", re.I)
_PERIOD_LABEL = re.compile(r"\d|[天日周月年季]|day|week|month|quarter|year", re.I)
# question words and particles: not content a reading has to read (general English and Chinese)
_QUESTION_UNITS = frozenset(units("what which who whom whose when where how many much is are was were does do did the a an of in on "
                                  "for to by with from and or it its their there that this these those be been has have had any all "
                                  "什么哪谁吗呢是的了有在和与及或之其该这那几多少个家位所请问"))
_STOP = frozenset("的了是在和与及或之其该这那哪个什么么吗呢吧啊？?，,。.！!")
_YES_NO_VALUES = frozenset({"是", "否", "yes", "no", "true", "false", "y", "n", "有", "无", "1", "0"})
_SUM = re.compile(r"\btotal\b|\bin total\b|\bsum\b|\baltogether\b|\bcombined\b|总(?:和|计|共|额)|合计|一共|共计|累计|加起来|加在一起|相加|之和", re.I)
_AVG = re.compile(r"\baverage\b|\bmean\b|平均", re.I)
# words that add values up, whatever "how many" follows ("加起来一共多少人", "combined, how many")
_ADDED_UP = re.compile(r"加起来|加在一起|相加|之和|总和|\badd(?:ed|ing)? up\b|\bcombined\b"
                       r"|(?:总共|一共|共计|合计|总计)有?多少(?:平方米|平方公里|公顷|亩|立方米|米|公里|千米|吨|升|元|万元)", re.I)  # ("总共有多少平方米": an area added up)
# ("at most" and "at least" are bounds, :data:`_COMPARE`, never a superlative)
_MAX = re.compile(r"\b(?:highest|largest|biggest|greatest|(?<!\bat )most|maximum|max|latest|newest|oldest|eldest|longest)\b|最(?:高|大|多|晚|新|长)|最(?:近|后)一次|最近(?=成立|注册|登记|开业|批准|建成|设立|开设|创办|创建|获批)", re.I)
_MIN = re.compile(r"\b(?:lowest|smallest|(?<!\bat )least|fewest|minimum|min|earliest|shortest)\b|最(?:低|小|少|早|短|先)", re.I)
# "the most devices", "最多的产品": a superlative of how many, not of a value
# the way into an entity along a relation of its type to itself ("X的上游产品", "the inputs of X")
_UPSTREAM = re.compile(r"\bupstream\b|\binputs?\b|上游", re.I)
_MOST_MANY = re.compile(r"\b(?:the )?(?:most|fewest|least)\s+(?:(?:different|distinct|unique)\s+)?(?!\w+ly\b)[a-z]+s\b"
                        r"|\b(?:largest|greatest|highest|smallest|lowest) number of (?:(?:different|distinct|unique)\s+)?[a-z]+s\b|最多的?[\u4e00-\u9fff]|最少的?[\u4e00-\u9fff]|"
                        r"[\u4e00-\u9fff]最(?:多|少)\s*[？?。]?\s*(?:[（(][^（()）]{0,20}[）)]\s*[？?。]?\s*)?$", re.I)  # "谁拥有的设备最多？（并列的都列出）"
# "the same as", "在同一个区县": what only a comparison reads (a property of one of the two answers another question)
_SAME = re.compile(r"\bthe same\b|\bsame\b|\bshares?\s+(?:a|an|the|its|their)\b.{0,40}\bwith\b|\band\b[^?]{1,40}\bshare\s+(?:a|an|any|one)\s+[a-z]+\s*\?|一样|相同|同样|同一|同在|同岁|同龄|共同|共用", re.I)
_LIST = re.compile(r"^\s*(?:please\s+)?(?:(?:can|could) you\s+)?(?:list|name|show|give|find)\b|列出|列举|列一下|列个|罗列", re.I)  # "List the companies founded after 1980"
_WHICH = re.compile(r"\bwhich\b|\bwho(?:se)?\b|\bwhat\b|哪(?:个|家|些|一|位|所)?|谁|叫什么(?:名字)?|(?:名字|名称|全称|全名)是什么", re.I)
_NUMBER = re.compile(r"(?<![A-Za-z0-9_.])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![A-Za-z0-9_]|\.[A-Za-z0-9_])")  # "超过55岁" too
_COMPARE = (
    # inclusive and negated bounds first: "50 or older", "no more than 30", "不大于" hold a word of the
    # strict bounds below ("older", "more than", "大于") and mean the opposite strictness
    ("ge", re.compile(r"\bor (?:more|older|greater|higher|above|over|later|after|bigger|larger|longer)\b|\band (?:over|above|older|up)\b"
                      r"|\b(?:no|not) (?:less|fewer|younger|earlier|lower|smaller) than\b|\bnot (?:under|below|before)\b"
                      r"|不少于|不低于|不小于|不早于|不短于|及以上|或以上|(?:大于|多于|高于|超过|晚于)(?:或)?等于|>=|≥", re.I)),
    ("le", re.compile(r"\bor (?:less|fewer|younger|lower|below|under|earlier|before|smaller|shorter)\b|\band (?:under|below|younger)\b"
                      r"|\b(?:no|not) (?:more|older|later|greater|higher|bigger|larger) than\b|\bnot (?:over|above|after)\b"
                      r"|不超过|不多于|不高于|不大于|不晚于|不长于|及以下|或以下|(?:小于|少于|低于|早于)(?:或)?等于|<=|≤", re.I)),
    ("gt", re.compile(r"\bmore than\b|\bmore\s+[a-z]+(?:\s+[a-z]+)?\s+than\b|\b(?:greater|larger|bigger|higher) than\b|\bin excess of\b|\bover\b|\babove\b|\bexceeds?\b|\bafter\b|\blater than\b|超过|大于|多于|高于|之后|以后|晚于", re.I)),
    ("ge", re.compile(r"\bat least\b|至少|以上", re.I)),
    ("lt", re.compile(r"\bless than\b|\bfewer than\b|\b(?:fewer|less)\s+[a-z]+(?:\s+[a-z]+)?\s+than\b|\b(?:smaller|lower) than\b|\bunder\b|\bbelow\b|\bbefore\b|\bearlier than\b|少于|小于|低于|之前|以前|早于"
                      r"|不到|不足|未满", re.I)),
    ("le", re.compile(r"\bat most\b|至多|以下", re.I)),
    ("gt", re.compile(r"比.{1,30}?(?:多|大|高|晚|长|贵)", re.I)),
    ("lt", re.compile(r"比.{1,30}?(?:少|小|低|早|短)", re.I)),
    ("eq", re.compile(r"\bthe same\b|\bequal\b|\bsame\b|一样|相同|同样|同岁|同龄|同一", re.I)),
    ("gt", re.compile(r"\b(?:older|elder)\b|年纪更大|年龄更大|更年长", re.I)),
    ("gt", re.compile(r"更(?:晚|大|多|高|长|贵)", re.I)),  # "哪个成立得更晚"
    ("lt", re.compile(r"更(?:早|小|少|低|短|便宜)", re.I)),
    ("lt", re.compile(r"\byounger\b|年纪更小|年龄更小|更年轻", re.I)),
    # which of two came first, without 更 or 比 ("哪家成立得早", "谁先登记", "Which expires later?")
    ("lt", re.compile(r"\b(?:earlier|sooner)\b|得早|(?:谁|哪(?:一)?[个家所位张条座间处])先", re.I)),
    ("gt", re.compile(r"\blater\b|得晚|(?:谁|哪(?:一)?[个家所位张条座间处])后", re.I)),
)
# a predicate that names what kind of thing an entity is (type, category, 类型, 类别): every entity of
# a type has one, so it is no place or group the entities share
_KIND_PREDICATE = re.compile(r"^(?:type|kind|category|class)\b|类型|类别|种类", re.I)
#: the patterns of a bound on a number ("over 50", "50 or older", "不少于"), not of comparing two things
_BOUNDS = _COMPARE[:6]
_WORD = re.compile(r"[A-Za-z]+")
# an aspect particle inside a verb ("转过账", "构成了重大危险源"): read without it
_ASPECT = re.compile(r"(?<=[\u4e00-\u9fff])[过了着](?=[\u4e00-\u9fff])")
# a code or id: Latin letters and digits mixed, or a long digit run (not a year, not an amount)
_IDENTIFIER = re.compile(r"(?<![a-z0-9])(?!\d+-years?-old(?![a-z0-9]))(?!\d+-(?:days?|weeks?|months?|quarters?|years?)(?![a-z0-9]))(?=[a-z0-9._-]*\d)(?=[a-z0-9._-]*[a-z])[a-z0-9][a-z0-9._-]{5,}(?![a-z0-9])|(?<![\d.,])\d{9,}(?![\d.,])"
                         r"|(?<![a-z0-9.])[a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+){2,}(?![a-z0-9])")  # and dotted ids (com.example.app); a period ("3-month") is none
# "属于哪种类型的行政区", "是什么级别的行政区", "是哪一类行政区": the class noun a kind is asked of (group 1, to
# the end of the question); the answer is a value that names a kind of it ("县级行政区")
_KIND_OF = re.compile(r"(?:哪一?|什么|何)(?:种类型|种类别|种|类型|类别|类|级别|等级|级|种类)的?\s*([\u4e00-\u9fff]{2,8})\s*[？?。.!！]*\s*$")
_WHOSE = re.compile(r"\bwhose\b|\bthat have\b|\bwhich have\b|\bwith\b|以.{0,40}?为", re.I)


@dataclass
class SchemaPlan:
    """A plan the schema planner wrote.

    Attributes:
        text: the plan in canonical form.
        shape: ``property`` | ``relation`` | ``count`` | ``aggregate`` | ``superlative`` |
            ``comparison`` | ``choice`` | ``difference`` (by how much one named entity's value
            exceeds another's) | ``list`` | ``two-hop`` | ``shared`` (entities sharing a value with a
            named one).
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
    items_only: bool = False  # a sorted list: each item answers, the number it is ranked by goes to the notes

    def __post_init__(self) -> None:
        self.confidence = round(min(1.0, self.confidence), 4)
        if not self.labels:  # the predicates named in its plan text
            self.labels = tuple(re.findall(r"p=p\d+:(\w+)", self.text))


# English words that carry no content a reading must read: question and function words, the
#: "only" beside a value: the value alone, not one item of a list ("仅为", "只有", "only")
ONLY = re.compile(r"仅|只(?:有|是|为|做|经营)|唯一|恰好|正好|\bonly\b|\bsolely\b|\bexclusively\b|\bexactly\b|\bnothing (?:but|else)\b", re.I)
# operators the readings themselves implement (counts, sums, superlatives, comparisons, windows),
# and light verbs. A Latin word of the question outside these, its links, its values and the words
# of what a reading reads leaves the question unread (see SchemaPlanner.unread).
_FUNCTION_WORDS = frozenset(units("""
what which who whom whose when where why how is are was were be been being am do does did done has have had having carry carries carried carrying currently presently themselves itself
the a an of in on at for to by with from into onto out and or but not no nor it its it's they them their theirs there
this that these those any all each every some than then as so if whether also still ever other others another same else share shares shared sharing
one ones single i me my we us our you your he him his she her s please tell show give list find name names named
could would can among amongst across distinct unique separate overall altogether both
many much more most less least fewer fewest total sum sums average mean count number numbers amount altogether combined
highest lowest largest smallest biggest greatest maximum minimum max min top bottom first last past previous recent recently
next since before after during within over under above below between until ago today now per only just exactly
day days week weeks month months year years quarter quarters date time full whole complete completed
old older oldest young younger youngest elder eldest age aged early earlier earliest late later latest new newer newest
make makes made making get gets got go goes went come comes came take takes took happen happened act acts acting serve serves served serving
based located headquartered situated registered record records on-record on-file file listed cover covers covered span spans group groups grouped grouping breakdown break breaks broken down
anyone anybody someone somebody anything something whoever whatever whichever big large licensed permitted authorised authorized add adds added adding up considered deemed regarded
yes true false equal equals same different differ greater bigger larger smaller higher lower exceed exceeds
company companies person people entity entities thing things one ones graph database dataset data table tables
direct directly straight immediately sit sits through via judging judge according active
besides apart except numbered coded called labelled labeled registry designated ledger ledgers recorded single borrower borrowers
tie ties tied tying case stay stays stayed remain remains remained keep keeps kept charge further classified classed categorised categorized track tracks tracked concept concepts
like want know need see tell d ll look looking interested curious wondering
report provide identify display retrieve fetch enumerate
include includes including contain contains containing
"""))
_RESTRICTS = re.compile(r"(?:\bthan|\bwith|\bstarting with|\bbegins? with|\bending (?:in|with)|\bcontaining|以|含|包含|等于|超过|大于|小于|低于|高于)\s*$", re.I)
_RESTRICTS_AFTER = re.compile(r"\s*(?:周?岁|年|天|元|万|人|家|个|次|笔|%)?\s*(?:开头|结尾|以上|以下|以内|之前|之后)")
_GRADED_WORDS = "old older oldest young younger youngest elder eldest age earliest been around longer longest"


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


def comparison(text: str) -> str | None:
    """The comparison ``text`` states (``gt``, ``lt``, ``ge``, ``le``, ``eq``, ``ne``; :data:`_COMPARE`) or None."""
    for op, pattern in _COMPARE:
        if pattern.search(text):
            return op
    return None


def aggregate_labels(schema) -> list[str]:
    """The schema's Chinese display names that hold an aggregate word ("在校生数量"), longest first."""
    return list(schema.derived("aggregate labels", lambda: tuple(_aggregate_labels(schema))))


def _aggregate_labels(schema) -> list[str]:
    """:func:`aggregate_labels`, computed."""
    labels = {p.display_name for t in schema.types for p in schema.predicates(t)
              if p.display_name and len(p.display_name) >= 2 and all(is_cjk(c) for c in p.display_name)}
    # and English names of two words or more ("total design storage" of totalDesignStorage)
    labels |= {spaced(p.name).casefold() for t in schema.types for p in schema.predicates(t) if " " in spaced(p.name)}
    return sorted((lab for lab in labels if any(pattern.search(lab) for pattern in (_COUNT, _MAX, _MIN, _AVG, _SUM))),
                  key=lambda lab: (-len(lab), lab))


# a dated verb and first or last ("founded first", "registered last"): the earliest or latest date
_DATED_FIRST = re.compile(r"\b(?:founded|established|registered|incorporated|set up|created|opened|started|licensed|approved|expires|expired|ends|lapses)\s+"
                          r"(?:the\s+)?(first|last|earliest|latest)\b", re.I)


def aggregate_asked(text: str, labels: list[str]) -> str | None:
    """The aggregate the words of ``text`` ask for: count, max, min, avg, sum or None. An aggregate
    word inside one of ``labels`` (:func:`aggregate_labels`; "数量" of 在校生数量, "总" of 总设计储量)
    that the question writes whole names that property, not an aggregate."""
    for label in labels:
        # the total of a counted property, named by its stem ("在校生总数" of 在校生数量, "职工总人数" of 职工人数): a sum
        stem = re.sub(r"(?:数量|人数|数目|个数)$", "", label)
        if not label.isascii() and stem != label and len(stem) >= 2 and re.search(re.escape(stem) + r"的?(?:总数|总人数|总量|总和)", text):
            return "sum"
        text = re.sub(re.escape(label), " ", text, flags=re.I) if label.isascii() else text.replace(label, " ")
    # "…一共生产哪些产品": which ones, all together; nothing added up
    text = re.sub(r"(?:一共|总共|共计)(?=[^，,。？?\d]{0,6}哪(?:些|几))", " ", text)
    # "几位法定代表人中谁的年龄最大": "among the few …" counts nothing
    text = re.sub(r"(?:这|那)?几[位个家名所]([^，,。？?]{1,8}?)(?:中|里面|里|当中|之中)", r"\1中", text)
    # a superlative before a sum: "the highest total inflow" asks for the highest; an average of how
    # many ("平均每家有多少名职工", "on average, how many employees") asks for the average
    if _AVG.search(text) and _COUNT.search(text) and not (_MAX.search(text) or _MIN.search(text)):
        return "avg"
    if _ADDED_UP.search(text) and not (_MAX.search(text) or _MIN.search(text)):
        return "sum"  # "职工加起来一共多少人": the values added up, not a count of entities
    if (dated := _DATED_FIRST.search(text)):  # "Which company was founded first?": the earliest founding
        return "min" if dated.group(1).casefold() in ("first", "earliest") else "max"
    if (ranked := re.search(r"(?:数量|数目)\s*最(多|少)|\b(?:the\s+)?(largest|highest|smallest|lowest)\s+number\s+of\b", text, re.I)):
        return "max" if ranked.group(1) == "多" or (ranked.group(2) or "").casefold() in ("largest", "highest") else "min"  # "数量最多的是哪个区县"
    for name, pattern in (("count", _COUNT), ("max", _MAX), ("min", _MIN), ("avg", _AVG), ("sum", _SUM)):
        if pattern.search(text):
            return name
    return None


def spaced(name: str) -> str:
    """A camelCase name as its words (``"GasStation"`` -> ``"Gas Station"``); any other name as it is."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name)


def noun_forms(word: str) -> set[str]:
    """An English noun and its plurals (``"agency"``: agency, agencys, agencyes, agencies); a
    non-Latin word alone."""
    if not word.isascii():
        return {word}
    return {word, word + "s", word + "es"} | ({word[:-1] + "ies"} if word.endswith("y") else set())


def type_labels(schema, t: str) -> set[str]:
    """The names a question calls type ``t`` by: its name, the name's words and its display name."""
    return {x for x in (t, spaced(t), schema.types[t].display_name) if x}


def stand_in_notes(schema, predicates: set[str]) -> list[str]:
    """Trace notes for each source column among ``predicates`` (the names a plan reads) that stands
    for a declared property holding no values (``PropertyDef.stands_for``,
    :meth:`kagflow.schema.spg.Schema.with_observed`)."""
    return [f"{t}.{p.stands_for}({p.display_name}) holds no values here; read as the source column {p.name}, "
            "which ends in the same word"
            for t in schema.types for p in schema.predicates(t) if p.owner == t and p.stands_for and p.name in predicates]


def property_noun(schema: Schema, type_name: str | None, noun: str) -> tuple[str, str] | None:
    """``(word, property)`` when ``noun`` (the words after a which: "国家" of "哪些国家",
    "countries") or its start names a property of ``type_name``: a Chinese word inside its display
    name, or a Latin word of its name, display name or the glossary's words for ``noun``."""
    if type_name not in schema.types:
        return None
    for n in range(len(noun), 0, -1):
        word = noun[:n]  # (one character only through the glossary, as a which-noun: 哪个市, city)
        latin = {u for u in units(f"{word} {bridge(word if n > 1 else '哪个' + word)}") if not is_cjk(u[0]) and len(u) > 2}
        for p in schema.predicates(type_name):
            if not p.is_basic or implicit_predicate(p.name) is not None:
                continue
            if (is_cjk(word[0]) and n > 1 and word in (p.display_name or "")) or \
                    latin & {u for u in units(f"{p.name} {p.display_name or ''}") if not is_cjk(u[0])}:
                return word, p.name
        if not is_cjk(noun[0]):
            break  # an English noun is one word
    return None


def classifying_properties(schema: Schema, types=None) -> set[tuple[str, str]]:
    """``(type, property)`` for each basic property that classifies the entities of its type by its
    name (type, kind, category, 类型, 类别, 种类: :data:`_KIND_PREDICATE`), over ``types`` (every type
    of ``schema`` when None)."""
    return {(t, p.name) for t in (schema.types if types is None else types) for p in schema.predicates(t) if p.is_basic
            and implicit_predicate(p.name) is None and any(_KIND_PREDICATE.search(x or "") for x in (p.name, p.display_name))}


def most_specific(ranked: list, context: str):
    """Of the candidates tied at the top of ``ranked`` (:class:`~kagflow.solver.resolve.Candidate`),
    the one whose name's words hold every other's and all stand in ``context`` ("the building area":
    buildingArea over area), or None."""
    top = [c for c in ranked if ranked and ranked[0].score - c.score < 1e-9 and c.score > 0]
    if len(top) < 2:
        return None
    words = {c.predicate.name: set(units(spaced(c.predicate.name.lstrip("~")))) for c in top}
    said = set(units(context))
    best = max(top, key=lambda c: len(words[c.predicate.name]))
    if words[best.predicate.name] <= said and all(words[c.predicate.name] < words[best.predicate.name] for c in top if c is not best):
        return best
    return None


def widest(ranked: list, context: str):
    """Of the candidates tied at the top of ``ranked`` (:class:`~kagflow.solver.resolve.Candidate`),
    the one whose name, display name and their glossary words read a strict superset of the words of
    ``context`` every other one reads ("the same operating licence": businessLicense, 经营许可证,
    reads operating and licence, operationSubject operating only); None when none does."""
    top = [c for c in ranked if ranked and ranked[0].score - c.score < 1e-9 and c.score > 0]
    if len(top) < 2:
        return None
    said = set(units(context))
    read = {id(c): said & set(units(f"{spaced(c.predicate.name.lstrip('~'))} {c.predicate.display_name or ''} "
                                   f"{bridge(c.predicate.display_name or '')} {bridge(spaced(c.predicate.name.lstrip('~')))}"))
            for c in top}
    best = max(top, key=lambda c: len(read[id(c)]))
    return best if all(read[id(c)] < read[id(best)] for c in top if c is not best) else None


# the words of money moving in or out that a total's label or a question writes (unlike edge_readings' _IN
# and _OUT, which tell a named entity's end of an edge, 转账 here is no direction)
_IN_WORDS = re.compile(r"流入|收到|收款|转入|\b(?:received?|inflows?|incoming)\b", re.I)
_OUT_WORDS = re.compile(r"流出|转出|付出|支付|付款|汇出|\b(?:paid|sent|sends?|outflows?|outgoing|transferred (?:out|to))\b", re.I)


# a relation that itself means sharing (sameLegalRepresentative, "Shares a legal representative with", 共同法人)
_SAME_LABEL = re.compile(r"\bsame\b|\bshar(?:e|es|ed|ing)\b|相同|共同|同一|一样", re.I)


def means_sharing(p: PropertyDef) -> bool:
    """Whether relation ``p`` itself means sharing a value with another entity, by its name's words
    or display name (:data:`_SAME_LABEL`)."""
    return not p.is_basic and _SAME_LABEL.search(f"{spaced(p.name)} {p.display_name or ''}") is not None


_RULE_NODE = re.compile(r"\(\s*\w+\s*:\s*(\w+)\s*\)")


def rule_types(p) -> list[str]:
    """The schema types a derived predicate's rule (``p.rule``, OpenSPG's ``Define … STRUCTURE {…}``)
    binds its nodes to, in order (``[]`` without a rule): ``(u:Person)`` in the rule of
    ``sameLegalRepresentative``."""
    return list(dict.fromkeys(_RULE_NODE.findall(p.rule.text))) if getattr(p, "rule", None) else []


_RULE_EDGE = re.compile(r"\[\s*\w*\s*:\s*(\w+)\s*\]")


def rule_predicates(p) -> list[str]:
    """The predicates a derived predicate's rule walks (``[t:fundTrans]`` in the rule of
    ``outflow90Days``), in order; ``[]`` without a rule."""
    return list(dict.fromkeys(_RULE_EDGE.findall(p.rule.text))) if getattr(p, "rule", None) else []


def money_flow(p: PropertyDef) -> str | None:
    """``"inflow"`` or ``"outflow"`` when property ``p`` totals money moving one way by its name or
    display name (总共流入金额, "Total inflow": in), else None."""
    label = f"{p.name} {p.display_name or ''}"
    return "inflow" if _IN_WORDS.search(label) else "outflow" if _OUT_WORDS.search(label) else None


def against_flow(p: PropertyDef, question: str) -> bool:
    """Whether a total of money moving one way (总共流入金额: in) is asked of the other way ("谁转出的更多")."""
    flow = money_flow(p)
    return flow == "inflow" and bool(_OUT_WORDS.search(question)) or flow == "outflow" and bool(_IN_WORDS.search(question))


# "What does X make?", "X生产什么？": a bare what, no noun naming what is asked
_BARE_WHAT = re.compile(r"\bwhat\s+(?:does|do|did|will|can)\b|(?:什么|哪些)\s*[？?]?\s*$", re.I)


def read_with_its_range(schema, p: PropertyDef, said: set[str], question: str) -> bool:
    """Whether relation ``p``'s label reads whole in a question whose units are ``said`` once the
    words naming its range type are taken as read, where the question asks a bare what ("What does X
    make?" of ``product(Products made)``: what is asked for is the products; the question writes the
    rest, "make"; "What risk label does X carry?" names what it asks)."""
    if p.is_basic or p.range_type not in schema.types or not p.display_name or not _BARE_WHAT.search(question):
        return False
    label = units(p.display_name)
    rng = set(units(" ".join(type_labels(schema, p.range_type))))
    left = [u for u in label if u not in rng]
    return bool(left) and len(left) < len(label) and all(u in said for u in left)


# the noun a count asks of, written before it: "…的产品有几个", "，在校生有多少人"
_COUNTED_BEFORE = re.compile(r"(?:^|[的，,、\s])([\u4e00-\u9fff]{2,4}|(?<=的)人)(?:一共|总共|共)?有(?:多少|几)(?:个|家|所|名|位|种|款|台|人)?\s*[？?。]?\s*$")
_COUNTED_EN = re.compile(r"\bhow many\s+((?:[a-z-]+\s+){0,2}[a-z-]+)", re.I)
_COUNTED = re.compile(r"(?:多少|(?<![那这])几)(?:个|家|所|名|位|座|处|只|条|台|种|项|间)?(?:不同的?)?([\u4e00-\u9fff]{2,4})")  # ("那几个": those few)


def counted_noun(question: str) -> str | None:
    """The noun ``question`` counts: "多少家公司", "几个产品" (:data:`_COUNTED`), "…的产品有几个"
    (:data:`_COUNTED_BEFORE`), "How many products …" (:data:`_COUNTED_EN`); or None."""
    m = _COUNTED_BEFORE.search(question) or _COUNTED.search(question) or _COUNTED_EN.search(question)
    return ("个人" if m.group(1) == "人" else m.group(1)) if m else None  # ("…的人有几个": people, the glossary's 个人)


def duplicate_of(column: str) -> str | None:
    """The header a duplicate source column was renamed from (``licenseNumber_2``: ``licenseNumber``;
    the renaming is :mod:`kagflow.sources`' CSV reader's), or None for any other name."""
    m = re.fullmatch(r"(.+)_\d+", column)
    return m.group(1) if m else None


def unread_aggregate(r: SchemaPlan, aggregate: str | None, question: str = "") -> str | None:
    """The aggregate word of the question ("平均", "average", "最多") that reading ``r`` does
    not compute, or None: a reading that answers a property or a hop instead would answer
    another question. A total asked of no "which"/"who" ("What is the total amount X paid out in fund
    transfers?") is no list of entities."""
    if aggregate == "avg" and "target=avg" not in r.text:
        return "an average"
    if aggregate in ("max", "min") and r.shape in ("property", "relation", "two-hop", "list"):
        return "the highest or lowest"
    if aggregate == "sum" and r.kind == "entity" and r.shape in ("relation", "list", "two-hop") and question and not _ASKS_ENTITIES.search(question):
        return "a total"
    return None


# the entities asked for ("which", "who", "what companies", 哪, 谁): "in total" may follow, no total is asked
_ASKS_ENTITIES = re.compile(r"\bwhich\b|\bwho(?:m|se)?\b|\bwhat\s+(?!is\b|was\b|are\b|were\b)[a-z]+|哪|谁", re.I)
