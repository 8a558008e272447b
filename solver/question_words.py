"""General question words for the schema planner: a small bilingual glossary, gradable
adjectives and numbers with Chinese and English magnitudes (time windows: :mod:`kagflow.solver.time_windows`).

Everything here is general English and Chinese (the words of business and people questions),
no dataset's vocabulary: the schema and the data decide what a word reads as. The glossary only
bridges languages and inflections, so that "国家" can meet a predicate displayed as "Country" and
"oldest" one named ``age``; the ranking of :mod:`kagflow.solver.resolve` still decides.
"""

from __future__ import annotations

import functools
import re

__all__ = ["bridge", "chinese_number", "glossary_phrases_in", "gradable", "names_any", "numbers", "MONEY_WORDS", "TRANSFER_WORDS", "YES_NO"]

# groups of words that mean one thing across English and Chinese (and inflections)
_GROUPS: tuple[tuple[str, ...], ...] = (
    ("country", "countries", "nation", "国家", "国别", "country code", "country codes", "国家代码", "国家编码", "国别代码"),
    ("city", "cities", "城市", "地市", "地级市", "设区市", "设区的市", "哪个市", "哪个地市", "什么市", "所在市", "那个市", "那个城市", "同一个市", "同一市", "同一个城市"),
    ("county", "counties", "district", "区县", "县区", "哪个区", "哪个县", "什么区", "什么县", "哪个区县", "所在县", "所在的县", "所在区",
     "所在的区", "那个区", "那个县", "那个区县", "同一个区", "同一个县", "同一区", "同一县"),
    ("province", "省份", "省"),
    ("administrative region", "administrative regions", "administrative division", "administrative divisions", "行政区", "行政区划"),
    ("land area", "site area", "floor space", "占地面积", "占地"),
    ("indicator", "indicators", "index", "metric", "metrics", "指标"),
    ("postal code", "postcode", "zip code", "邮编", "邮政编码"),
    ("level", "grade", "rating", "rated", "级别", "等级", "几级", "哪一级", "哪个级别", "几A级", "几A", "几星级", "星级"),
    ("business scope", "scope of business", "经营范围", "业务范围", "营业范围", "哪些业务", "什么业务"),
    ("religion", "religions", "faith", "faiths", "信仰", "affiliated with", "affiliated to", "affiliation"),  # (a body's religion)
    # a faith's branch ("是道教的哪一派": 宗教派别), never 派 alone (派出所)
    ("denomination", "denominations", "sect", "sects", "派别", "教派", "宗派", "哪一派", "哪个派", "什么派"),
    ("address", "地址", "location", "位置", "where", "哪里", "哪儿", "什么地方", "哪个地方", "street address", "postal address"),
    ("website", "websites", "web site", "homepage", "网站", "网址", "官网", "主页"),
    ("english name", "英文名", "英文名称"),
    ("operator", "operated", "operates", "运营", "运营方", "运营商", "运营主体"),
    ("age", "ages", "how old", "年龄", "年纪", "岁数", "岁", "多大了", "今年多大", "多大年纪", "几岁"),
    ("phone", "telephone", "contact", "电话", "手机", "号码", "联系方式"),
    ("name", "名称", "名字"),
    # an entity's key where its table keys entities by a code, not by name (行政区划代码 of a region)
    ("id", "code", "identifier", "代码", "编码", "主键"),
    ("type", "types", "kind", "kinds", "类型"),
    ("category", "categories", "类别", "哪一类", "哪类", "fall in", "falls in", "fall into", "falls into", "fall under", "falls under",
     "classed as", "classified as"),
    ("registered", "registration", "register", "登记", "登记成立", "注册成立"),  # (a body registered as founded)
    ("approved", "approval", "approve", "批准", "获批", "审批"),
    ("scale", "size", "规模"),  # ("approved enrolment scale": 批准办学规模)
    ("enrolment scale", "enrollment scale", "school size", "办学规模"),
    ("major hazard source", "major hazard", "major hazards", "major danger source", "重大危险源"),
    # a gas station's tanks by the gas they hold (liquidGasCanCount: 液化天然气罐个数)
    ("lng", "liquefied natural gas", "liquid gas", "液化天然气"),
    ("cng", "compressed natural gas", "压缩天然气"),
    ("tank", "tanks", "gas tank", "gas tanks", "can", "cans", "罐"),
    ("founded", "established", "founding", "set up", "incorporated", "built", "成立", "创立", "创建", "设立", "创办", "建校", "建成", "建站", "建得", "修建"),
    ("company", "companies", "firm", "firms", "enterprise", "公司", "企业"),
    ("person", "people", "persons", "individual", "individuals", "natural person", "natural persons", "everyone", "everybody", "自然人", "个人", "哪些人", "哪个人", "什么人", "多少人", "几个人", "的人"),
    ("product", "products", "产品", "商品"),
    ("school", "schools", "college", "colleges", "academy", "institute", "学校", "院校"),
    ("employee", "employees", "employ", "employs", "employed", "staff", "workers", "职工", "员工", "雇员"),
    ("buddhist", "buddhism", "佛教"),
    ("taoist", "taoism", "daoist", "daoism", "道教"),
    ("christian", "christianity", "protestant", "基督教"),
    ("catholic", "catholicism", "天主教"),
    ("islamic", "islam", "muslim", "伊斯兰教"),
    ("outbound", "outbound travel", "outbound tours", "出境"),  # a travel agency's business
    ("inbound", "inbound travel", "inbound tours", "入境"),
    ("quanzhen", "全真教", "全真"),  # the two schools of Taoism
    ("zhengyi", "正一派", "正一"),
    ("mosque", "mosques", "清真寺"),
    ("religious place", "religious places", "religious venue", "religious venues", "venue", "venues", "religious site", "religious sites",
     "place of worship", "places of worship", "temple", "temples", "church", "churches", "monastery", "monasteries", "宗教场所", "宗教活动场所"),
    ("hospital", "hospitals", "clinic", "clinics", "medical institution", "medical institutions", "医疗机构"),
    ("student", "students", "enrolled", "enrollment", "enrolment", "在校生", "学生"),
    ("teacher", "teachers", "faculty", "teaching staff", "教师", "老师"),
    ("full-time teacher", "full-time teachers", "full time teachers", "专职教师", "专任教师"),
    ("belong", "belongs", "belong to", "belongs to", "fall under", "falls under", "fall into", "falls into", "classified as", "assigned to",
     "classed as", "属于"),
    ("tourist attraction", "tourist attractions", "attraction", "attractions", "scenic spot", "scenic spots", "scenic area",
     "scenic areas", "scenic site", "scenic sites", "tourist site", "tourist sites", "旅游景点", "景区", "景点"),
    ("industry", "industries", "行业", "产业"),
    ("device", "devices", "设备"),
    ("app", "apps", "application", "applications", "应用"),
    # (an app is signed with the certificate it uses)
    ("certificate", "certificates", "cert", "certs", "signed with", "signed by", "signs with", "sign with", "签名", "证书"),
    ("license", "licenses", "licence", "licences", "许可证"),
    ("operating licence", "operating license", "operating licences", "operating licenses", "operating permit", "经营许可证"),
    ("supplier", "suppliers", "供应商"),
    ("customer", "customers", "client", "客户"),
    ("main", "major", "primary", "principal", "主要"),
    ("diff", "difference", "differences", "net", "差额", "差值"),  # (a schema's abbreviation: cashflowDiff6Month)
    # a supply chain's downstream: what a product goes into ("feeds into tyres", "下游产品")
    ("downstream", "feed into", "feeds into", "fed into", "go into", "goes into", "went into", "下游", "supply chain", "供应链",
     "upstream", "input", "inputs", "上游"),  # (upstream reads the same relation into the entity: entity_readings)
    ("legal representative", "legally represent", "legally represents", "legally represented", "signs as", "sign as", "signs for",
     "legal rep", "legal reps", "法人代表", "法人", "法定代表人", "boss", "bosses", "老板"),
    ("representative", "representatives", "rep", "reps"),
    ("shares", "share", "stake", "shareholding", "shareholder", "shareholders", "股份", "持股", "股权", "股东"),
    ("make", "makes", "made", "produce", "produces", "manufacture", "manufactures", "deal in", "deals in", "sell", "sells",
     "offer", "offers", "operate", "operates", "operating", "operated", "business", "生产", "制造", "经营"),
    ("own", "owns", "owned", "owner", "owners", "has", "hold", "holds", "held", "run", "runs", "use", "uses", "used", "using", "carry", "carries", "使用", "拥有", "持有", "名下"),
    ("install", "installed", "installs", "安装", "装"),
    ("develop", "developed", "developer", "开发"),
    ("risk", "风险"),
    ("danger", "dangerous", "hazard", "hazards", "hazardous", "危险"),  # ("major hazard source": isMajorDangerSource)
    ("gambling", "gamble", "betting", "赌博"),
    ("fraud", "frauds", "scam", "scams", "fraudulent", "诈骗", "欺诈"),
    ("mark", "marked", "label", "flag", "flagged", "标记"),
    ("date", "日期", "时间"),
    ("expire", "expires", "expired", "expiry", "expiration", "valid until", "到期", "失效", "过期", "有效期至", "有效期到", "截止", "作废"),
    ("effective", "take effect", "takes effect", "took effect", "came into effect", "生效",
     # when a period of validity starts: its effective date ("有效期从哪天开始")
     "valid from", "validity start", "有效期从", "从哪天开始", "从什么时候开始", "开始生效", "起始日期"),
    # "the combined value of the transfers", "the average size of its payments"
    ("amount", "amounts", "value", "values", "sum", "sums", "size", "sizes", "金额", "数额"),
    ("transfer", "transfers", "transferred", "payment", "payments", "pay", "paid", "pays",
     "send", "sent", "sends", "changed hands", "change hands", "moved", "move", "moves", "wired", "转账", "转", "付款", "付过款", "打过款", "汇过款", "转过账", "付了", "支付", "付钱", "打款", "汇款", "付给", "汇给", "打给", "资金", "fund", "funds", "money", "钱", "交易"),
    ("inflow", "received", "receive", "receives", "incoming", "take in", "takes in", "took in", "taken in", "taking in", "flowed into", "flowed in", "flow into", "flows into", "收到", "流入", "收款", "转入"),
    ("outflow", "paid out", "outgoing", "流出", "转出", "付出"),
    ("month", "months", "月", "个月"),  # "3-month outflow": fundTrans3Month, 近3月流出
    # "3-month cash-flow difference" (cashflowDiff3Month, 近3个月资金流水差: outflow minus inflow)
    ("cash flow difference", "cash-flow difference", "cashflow difference", "cashflow diff", "net cash flow", "net flow", "流水差", "资金流水差"),
    ("total", "总额", "总共", "总计", "合计", "加起来", "加在一起"),
    ("total inflow", "total received", "总流入", "总转入", "流入总额", "转入总额"),
    # a sameness relation ("sameLegalRepresentative", 共同法人): two entities that share one
    # ("share" is the shareholding group's word; reads_sameness reads it of a sameness relation)
    ("same", "in common", "common", "相同", "同一", "一样", "共同", "共用"),
    ("how many", "count", "数量", "人数"),
)
_INDEX: dict[str, tuple[str, ...]] = {}
for _group in _GROUPS:
    for _word in _group:  # keyed casefolded, as bridge() reads the text ("几A级" meets "几a级")
        _INDEX.setdefault(_word.casefold(), ())
        _INDEX[_word.casefold()] = tuple(dict.fromkeys(_INDEX[_word.casefold()] + _group))

#: a yes/no question ("Is …", "Did …", "…是否…", "…是不是…", "…算不算…", "…吗？"), unless a second question
#: after it asks which ("Are any gambling apps installed on X's device? Which ones?", "有没有…？是哪些？")
_THEN_WHICH = r"(?![^?？]*[?？]\s*(?:which|what|who|是?哪|有哪|是什么|是谁))"
YES_NO = re.compile(rf"^\s*(?:is|are|was|were|does|do|did|has|have|had)\b{_THEN_WHICH}|(?:是否|是不是|有没有|算不算){_THEN_WHICH}|吗[？?]?\s*$", re.I)

#: the words of money moving: ``"transfer"`` (either way), ``"inflow"`` (received) and ``"outflow"`` (paid out)
MONEY_WORDS = {name: frozenset(w for g in _GROUPS if g[0] == name for w in g) for name in ("transfer", "inflow", "outflow")}
#: words that name a movement of money (a relation whose edges carry an amount)
TRANSFER_WORDS = frozenset().union(*MONEY_WORDS.values())


def names_any(text: str, words) -> bool:
    """Whether ``text`` names any of ``words`` (casefolded; a Latin word as a whole word)."""
    folded = text.casefold()
    return any(_found(folded, w.casefold()) for w in words)


def _found(text: str, word: str) -> bool:
    """Whether casefolded glossary ``word`` occurs in casefolded ``text`` (a Latin word as a whole word)."""
    if word not in text:  # most words of the glossary: no pattern to match
        return False
    return not word.isascii() or _whole_word(word).search(text) is not None


@functools.lru_cache(maxsize=8192)
def _whole_word(word: str) -> re.Pattern:
    """``word`` as a whole Latin word (compiled once: the glossary has more words than ``re``'s own cache holds)."""
    return re.compile(rf"(?<![a-z]){re.escape(word)}(?![a-z])")


# adverbs of manner inside a glossary phrase ("feeds directly into", "goes straight into")
_MANNER = re.compile(r"\b(?:directly|straight|immediately)\s+(?=[a-z])")


# a faith's sites ("Buddhist sites", "Catholic venues"): religious places, the faith read as its own value
_FAITH_SITES = re.compile(r"(?:\b(?:buddhist|taoist|daoist|christian|protestant|catholic|islamic|muslim|quanzhen|zhengyi)|佛教|道教|基督教|天主教|伊斯兰教|全真教|正一派)"
                          r"\s*(?:[（(][\u4e00-\u9fff]{2,6}[)）]\s*)?(?:(?:buddhist|taoist|daoist)\s+)?(?:sites?|venues?|places?)\b")


@functools.lru_cache(maxsize=4096)
def bridge(text: str) -> str:
    """The words of the glossary groups ``text`` uses, in both languages, space-separated
    (``""`` when it uses none): context to add to a question before ranking predicates.
    Cached: the readings bridge the same words many times for one question."""
    folded = _MANNER.sub("", text.casefold())  # "feeds directly into" is "feeds into"
    extra: list[str] = []
    for word, group in _INDEX.items():
        if _found(folded, word):
            extra.extend(w for w in group if w.casefold() != word)
    if _FAITH_SITES.search(folded):
        extra.extend(_INDEX["religious place"])
    return " ".join(dict.fromkeys(extra))


def synonyms(word: str) -> tuple[str, ...]:
    """The other words of the glossary groups ``word`` (casefolded, whole) belongs to, phrases kept
    whole (``"legal representative"``); ``()`` for a word outside the glossary."""
    return tuple(w for w in _INDEX.get(word.casefold(), ()) if w.casefold() != word.casefold())


def glossary_phrases_in(text: str) -> list[str]:
    """The Latin glossary phrases of two or more words that ``text`` holds ("go into", "feeds
    into"; casefolded, manner adverbs left out as :func:`bridge` does), in glossary order."""
    folded = _MANNER.sub("", text.casefold())
    return [w for w in _INDEX if w.isascii() and " " in w and _found(folded, w)]


def glossary_words_cjk(text: str) -> list[str]:
    """The Chinese glossary words of two or more characters that ``text`` holds, longest first, none
    inside a longer one found ("法定代表人", not also "法人" or "代表")."""
    found = sorted((w for w in _INDEX if len(w) > 1 and not w.isascii() and w in text), key=len, reverse=True)
    out: list[str] = []
    for w in found:
        if not any(w in longer for longer in out):
            out.append(w)
    return out


def glossary_ending(word: str) -> str | None:
    """The longest glossary word of two or more characters that ``word`` ends with ("院校" of
    "宗教院校"), or None."""
    folded = word.casefold()
    return next((folded[k:] for k in range(len(folded) - 1) if folded[k:] in _INDEX), None)


# gradable adjectives: (pattern, words of the property they grade, direction for "more")
_GRADABLE = (
    (re.compile(r"\b(?:old|older|oldest|elder|eldest)\b|\bbeen around (?:longer|the longest)\b|年纪(?:更|最)?大|年龄(?:更|最)?大|年长|岁数(?:更|最)?大|最年长",
                re.I), "old"),
    (re.compile(r"\b(?:young|younger|youngest)\b|年纪(?:更|最)?小|年龄(?:更|最)?小|年轻|最年轻", re.I), "young"),
)


def gradable(text: str) -> str | None:
    """``"old"`` or ``"young"`` when ``text`` grades by age ("older", "年纪更大"), else None."""
    for pattern, name in _GRADABLE:
        if pattern.search(text):
            return name
    return None


_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_MAGNITUDE = {"万": 10_000, "亿": 100_000_000, "千": 1_000, "百": 100, "k": 1_000, "thousand": 1_000,
              "m": 1_000_000, "million": 1_000_000, "mn": 1_000_000, "b": 1_000_000_000, "billion": 1_000_000_000}
_NUMBER = re.compile(r"(?<![A-Za-z0-9_.])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(万|亿|千|百|thousand\b|million\b|billion\b|mn\b|k\b|m\b|b\b)?"
                     r"(?![A-Za-z0-9_]|\.[A-Za-z0-9_])", re.I)


def chinese_number(text: str) -> int | None:
    """``"三"`` -> 3, ``"十二"`` -> 12, ``"二十"`` -> 20 (up to 99); None for anything else."""
    if not text:
        return None
    if text in _DIGITS:
        return _DIGITS[text]
    if "十" in text and len(text) <= 3:
        tens, _, ones = text.partition("十")
        t = _DIGITS.get(tens, 1 if tens == "" else None)
        o = _DIGITS.get(ones, 0 if ones == "" else None)
        if t is not None and o is not None:
            return t * 10 + o
    return None


def numbers(text: str) -> list[tuple[float, tuple[int, int]]]:
    """Numbers written in ``text`` with their magnitude ("100万" -> 1000000, "1.5 million",
    "400,000"), each with its span; a number inside a word (an id, a code) does not count."""
    out = []
    for m in _NUMBER.finditer(text):
        digits = m.group(1).replace(",", "")
        unit = (m.group(2) or "").casefold()
        value = float(digits) * _MAGNITUDE.get(unit, 1)
        out.append((value, m.span()))
    return out


# how many decimals the answer is asked in: "(round to 2 decimals)", "rounded to two decimal places", "（保留两位小数）"
_ROUNDING = re.compile(r"\s*[（(]?\s*(?:,\s*)?(?:(?:若|如果?|如为)?(?:非整数|不是整数|不为整数)(?:时|则|的话)?\s*[，,]?\s*(?:请|则)?\s*(?:按|用)?\s*(?:ROUND_HALF_UP\s*)?(?:四舍五入)?\s*)?(?:(?:请\s*)?(?:按|用)?\s*(?:四舍五入\s*)?(?:round(?:ed)?\s+)?[（(]?\s*ROUND_HALF_UP\s*[)）]?\s*[,，]?\s*)?(?:(?:百分数|百分比|结果|数值|答案)\s*(?=四舍五入|保留))?(?:四舍五入\s*[,，]?\s*(?=保留))?(?:round(?:ed)?\s+(?:it\s+|the\s+answer\s+)?(?:half[- ]up\s+)?to\s+(\d|one|two|three|four)\s+(?:decimal(?:s|\s+places?)?|dp\b|d\.p\.)"
                       # "Answer to 2 decimal places.", "Answer with 2 decimals."
                       r"|\b(?:please\s+)?(?:answer|reply|respond)\s+(?:with|to|in|using)\s+(\d|one|two|three|four)\s+(?:decimal(?:s|\s+places?)|dp\b|d\.p\.)\s*[.。]?"
                       r"|to\s+(\d|one|two|three|four)\s+(?:decimal(?:s|\s+places?)|dp\b|d\.p\.)"
                       r"|\bgive\s+(?:it\s+|the\s+answer\s+)?(?:to\s+)?(\d|one|two|three|four)\s+decimal(?:s|\s+places?)?"  # ("Give one decimal.")
                       # the number of places alone after the question ("…? 2 decimals", "…, 2 decimal places")
                       r"|(?<=[,?？，.(（])\s*(\d|one|two|three|four)\s+(?:decimal(?:s|\s+places?)?|dp\b|d\.p\.)(?:\s*,?\s*please)?(?=\s*[)）]?\s*[.。!]?\s*$)|保留\s*(\d|[一二两三四])\s*位小数|(?:四舍五入|精确)(?:到|至|为|成)?\s*(?:小数点后)?\s*(\d|[一二两三四])\s*位小数|(?<=[（(，,、\s])(\d|[一二两三四])\s*位小数|精确到小数点后\s*(\d|[一二两三四])\s*位"
                       # a whole number: "四舍五入到整数", "保留整数", "取整", "rounded to the nearest whole number"
                       r"|(?P<whole>(?:四舍五入(?:到|为|至|成)?|保留到?|取|精确到)整数(?:位)?|四舍五入取整|取整|(?:(?:please\s+)?give\s+(?:it|the\s+(?:number|answer|value))\s+)?(?:round(?:ed)?\s+(?:it\s+|the\s+answer\s+)?)?to\s+(?:the\s+nearest\s+|an?\s+)?(?:whole\s+number|integer)))"
                       # the rounding mode, named after the places ("Round to 2 decimal places (ROUND_HALF_UP)."): half up, as answers round
                       r"(?:\s*[,，]?\s*[（(]?\s*(?:ROUND_HALF_UP|round(?:ing)?\s+half\s+up|half[- ]up(?:\s+rounding)?)\s*[)）]?)?"
                       # and where it applies: "…, if not whole", "if it isn't a whole number" (a whole number stays one)
                       r"(?:\s*[,，]?\s*(?:if|when)\s+(?:it\s+|the\s+(?:answer|result)\s+)?(?:is\s*n['’]t|is\s+not|not)\s+(?:a\s+)?(?:whole(?:\s+number)?|integer))?"
                       r"\s*[)）]?", re.I)
_DECIMALS = {**_DIGITS, "one": 1, "two": 2, "three": 3, "four": 4}


def rounding_asked(question: str) -> tuple[int, str] | None:
    """``(decimals, the words asking)`` when ``question`` asks for its number rounded ("round to 2
    decimals", "保留两位小数"), else None: an instruction on the answer's form, not words to read."""
    m = _ROUNDING.search(question)
    if m is None:
        return None
    if m.group("whole"):
        return 0, m.group(0)
    said = next(g for g in m.groups() if g)
    return (int(said) if said.isdigit() else _DECIMALS[said.casefold()]), m.group(0)


# words on the answer's form, not on what is asked: "List each payee once.", "(list all if tied)", "inclusive"
# after a range of days or numbers, "并列的都列出"
_FORM_WORDS = re.compile(r"\s*[（(]?\s*(?:please\s+)?(?:list|name|give)\s+(?:each|every)\s+(?:one|\w+)\s+(?:only\s+)?once\s*[.。]?\s*[)）]?"
                         r"|\s*[（(]?\s*(?:list|name|give)\s+(?:them\s+)?all\s+(?:if|when)\s+(?:there\s+is\s+a\s+)?tied?\s*[.。]?\s*[)）]?"
                         r"|\s*[（(]?\s*(?:list\s+)?all\s+tied(?:\s+ones)?\s*[.。]?\s*[)）]?"
                         # "list every one tied for first", "(ties included)", "include all ties"
                         r"|\s*[（(]?\s*(?:please\s+)?(?:list|name|give|show|include)\s+(?:every|each|all)(?:\s*ones?|\s+[a-z]+)?\s+(?:that\s+are\s+|that\s+is\s+)?"
                         r"tied(?:\s+for\s+(?:first|last|the\s+top|top))?\s*[.。]?\s*[)）]?"
                         r"|\s*[（(]?\s*(?:ties?\s+included|including\s+(?:all\s+)?ties|include\s+(?:all\s+)?ties)\s*[.。]?\s*[)）]?"
                         # "If several are tied, list them all."
                         r"|\s*[（(]?\s*(?:if|when)\s+(?:several|more than one|two or more|any)\s+(?:are\s+|is\s+)?tied\s*,?\s*(?:list|name|give|show)\s+(?:them\s+)?all\s*[.。]?\s*[)）]?"
                         r"|(?<=\d)\s*,?\s*[（(]?\s*(?:both\s+(?:ends\s+)?)?inclusive(?:\s+of\s+both(?:\s+ends)?)?\s*[)）]?"
                         r"|(?<=\d)\s*,?\s*[（(]?\s*(?:with\s+)?both\s+(?:days|dates|ends|end\s+dates)\s+(?:included|inclusive|counted)\s*[)）]?"
                         # "How much more did A pay B than C, summed over all transfers?": a total is what is compared
                         r"|\s*,?\s*(?:summed|totall?ed|added\s+up)\s+(?:over|across)\s+(?:all\s+)?(?:the\s+|their\s+|its\s+)?(?:transfers|payments|transactions)\b"
                         # "What products does X make? List every product.": the answer whole, as every list is
                         r"|(?<=[?？])\s*(?:please\s+)?(?:list|name|give|show)\s+(?:them\s+all|(?:every|each|all)(?:\s+(?:of\s+them|one|the\s+[a-z]+|[a-z]+))?)\s*[.。]?\s*$"
                         # "average … (over each individual transfer it sent; …)": what an average of edges is taken over
                         r"|(?<=[(（])\s*(?:over|across|per)\s+each\s+(?:individual\s+|single\s+)?(?:transfer|payment|transaction)\s*(?:(?:it|they)\s+(?:sent|made|received|paid))?\s*[;；,，]?"
                         # "…, according to the schema's developed rule": the relation the question names is the rule's
                         r"|\s*,?\s*(?:according\s+to|as\s+defined\s+by|per|under|by)\s+the\s+schema(?:'s|’s)?\s+(?:[a-z][\w-]*\s+)?(?:rule|definition)s?\b"
                         # "According to the risk rules, …", "going by the release rule (shareholding in …)"
                         r"|\s*,?\s*\b(?:according\s+to|going\s+by|as\s+defined\s+by|based\s+on|using|applying)\s+the\s+(?:[a-z][\w'’-]*\s+){0,2}(?:rules?|definitions?)\b"
                         r"(?:\s*\([^()]*\))?\s*,?"
                         r"|\s*[（(]?\s*(?:如有)?并列的?(?:都|全部|一并)?列出(?:来)?\s*[)）]?"
                         # "Give their app ids.", "请给出应用 id。": apps are named by their ids, as every answer names them
                         # (not a device's id: its row number, which answers do not give)
                         r"|(?<=[?？.。])\s*(?:please\s+)?(?:give|list|show|name)\s+(?:their|the|its)\s+(?:app|application)\s+ids?\s*[.。]?\s*$"
                         r"|(?<=[?？.。])\s*请?(?:给出|列出|写出)(?:应用|App|APP|app)\s*(?:id|ID|Id)\s*[。.]?\s*$"
                         # "请列出企业名称。", "请给出名称": a list names its entities anyway
                         r"|(?<=[?？.。])\s*请?(?:列出|给出|写出)(?:这些|它们的?)?[\u4e00-\u9fff]{0,4}?的?(?:名称|名字|全称)\s*[。.]?\s*$"
                         # "Answer yes or no.", "回答是或否。": a yes/no question's answer is one anyway
                         r"|(?<=[?？.。])\s*(?:please\s+)?answer\s+(?:with\s+)?(?:[\"“]?yes[\"”]?\s*(?:or|/)\s*[\"“]?no[\"”]?)\s*[.。]?\s*$"
                         r"|(?<=[?？.。])\s*(?:请)?(?:回答|答)(?:[“\"]?是[”\"]?\s*(?:或|还是|/)\s*[“\"]?否[”\"]?)\s*[。.]?\s*$"
                         # "(any order)", "（顺序不限）": any order is the one the answer comes in
                         # (not "in alphabetical order": a group count comes in its counts' order)
                         r"|\s*[（(]\s*(?:in\s+)?any\s+order\s*[)）]|\s*[（(]\s*顺序不限\s*[)）]"
                         # "Counting each company only once, …", "（同一产品只算一次）": what a count counts anyway
                         r"|\s*[（(]?\s*(?:counting|count)\s+each\s+[a-z-]+\s+(?:only\s+)?once(?:\s*,?\s*even\s+if\s+[^)）?.。]{1,40})?\s*[.。]?\s*[,，)）]?"
                         r"|\s*[（(]\s*each\s+[a-z-]+\s+(?:is\s+)?counted\s+(?:only\s+)?once\s*[)）]"
                         r"|\s*[（(]\s*同一(?:个|家|位|种)?[\u4e00-\u9fff]{1,6}只(?:算|计)(?:作)?一次\s*[)）]"
                         r"|\s*[（(]\s*(?:按|以)(?:名称|名字)去重\s*[)）]"
                         # "（只算原样列出的，不算其下位产品）": the item as listed, which a hop reads (a narrower one is another item)
                         r"|\s*[（(]\s*只(?:算|计)(?:原样|直接)列出的?(?:那一项)?\s*[，,、]?\s*(?:不(?:算|计|含|包括)(?:其|它的)?(?:下位|更细|子)(?:产品|类目|概念|项)?)?\s*[)）]"
                         # "…, summing every transfer into it": what a total of its transfers adds up
                         r"|\s*,\s*(?:summing|adding\s+up|totall?ing)\s+(?:every|all(?:\s+the)?|each)\s+(?:transfers?|payments?|transactions?)\s+(?:into|to|from|out\s+of|by)\s+(?:it|them|him|her)\b"
                         # "Adding up every transfer, how much …", "Adding up every transfer X sent as payer, how much did X pay out in total?":
                         # what a total adds up anyway
                         r"|^\s*(?:adding\s+up|summing(?:\s+up)?|totall?ing)\s+(?:every|all(?:\s+the)?|each)\s+(?:transfers?|payments?|transactions?)\b[^,?]{0,60},\s*(?=how\s+much|what)"
                         # "following company → product → industry,": the path the question then asks along
                         r"|^\s*(?:following|along|via|through)\s+[^,?]{1,60}?(?:→|->|⟶)[^,?]{1,60},\s*"
                         # "…? Just the country code is fine.": the answer's form
                         r"|(?<=[?？])\s*(?:just|only)\s+the\s+[a-z][a-z' ]{1,30}?\s+(?:is\s+fine|will\s+do|is\s+enough)\s*[.。]?\s*$"
                         # "…? Just the country code as it appears in the record, please.": the value as the data holds it
                         r"|(?<=[?？])\s*(?:just|only)\s+the\s+[a-z][a-z' ]{1,30}?(?:\s+as\s+it\s+appears\s+in\s+the\s+(?:record|data|table|file)s?(?:\s*,?\s*please)?|\s*,?\s*please)\s*[.。]?\s*$"
                         # "Give the full list of app ids.", "Give the complete list.": every item, as a list is given
                         r"|(?<=[?？.。])\s*(?:please\s+)?(?:give|show)\s+(?:me\s+)?the\s+(?:full|complete|whole|entire)\s+list(?:\s+of\s+(?:app\s+)?(?:ids|names))?\s*[.。]?\s*$"
                         # "in June 2024 (1 to 30 June inclusive)", "(1–31 Aug inclusive)": the month's days said again after it
                         r"|(?<=(?:19|20)\d\d)\s*[（(]\s*\d{1,2}(?:st|nd|rd|th)?\s*(?:to|through|until|–|—|-|~)\s*\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]{3,9}\.?\s*(?:inclusive)?\s*[)）]"
                         # "Plain integer please.", "Integer, no decimals.": a total is one number anyway
                         r"|(?<=[?？.。])\s*(?:a\s+)?(?:plain\s+)?(?:integer|whole\s+number)s?(?:\s*,?\s*(?:no|without)\s+decimals?)?(?:\s*,?\s*please)?\s*[.。]?\s*$"
                         # "A negative number is fine if that's what it is.": a difference is as it comes out
                         r"|(?<=[?？.。])\s*(?:a\s+)?negative\s+(?:number|value|answer|result)\s+is\s+(?:fine|ok|okay|allowed)[^.?。？]{0,40}[.。]?\s*$"
                         # "Give the date exactly as the table writes it.", "Date as recorded, please.": the value as the data holds it
                         r"|(?<=[?？.。])\s*(?:please\s+)?(?:give|write|report|state)\s+(?:the\s+|it\s+)?(?:date|value|name|number)?\s*(?:exactly\s+)?as\s+"
                         r"(?:the\s+)?(?:table|data|record|records|file|ledger)\s+(?:writes|has|shows|holds|lists|records)\s+it\s*[.。]?\s*$"
                         # "Company name as written in the records, please.": a name as the data holds it
                         r"|(?<=[?？.。])\s*(?:the\s+)?(?:company|person|app|full)?\s*names?\s+as\s+(?:written|recorded|stored|listed)(?:\s+in\s+the\s+(?:records?|data|table|ledger))?(?:\s*,?\s*please)?\s*[.。]?\s*$"
                         # "Just the two-letter country code, please.": the country as the data codes it
                         r"|(?<=[?？.。])\s*(?:just\s+)?(?:the\s+)?(?:two|three|2|3)-letter\s+(?:country\s+|iso\s+)?codes?(?:\s+(?:is\s+fine|will\s+do))?"
                         r"(?:\s*,?\s*please)?\s*[.。]?\s*$"
                         # "Percentage, one decimal place.": a share's form, its places read by the rounding
                         r"|(?<=[?？.。])\s*(?:as\s+a\s+|in\s+)?(?:percent(?:age)?|%)(?=\s*[,，]\s*(?:\d|one|two|three|four)\s+decimal)"
                         # "给个差额。": the difference asked, said again
                         r"|(?<=[?？.。])\s*(?:请)?给(?:个|出|我)?(?:差额|差值|结果|总数|总额)\s*[。.]?\s*$"
                         # "(Just want to know who I'd be dealing with at X.)": why it is asked
                         r"|\s*[（(]\s*(?:just\s+)?(?:I\s+)?(?:want|wanted|need|needed)\s+to\s+(?:know|see|check)\b[^()（）]{0,80}[)）]"
                         # ", counting every transfer where X is the receiver", "(with A as the payer)": the direction said again
                         r"|\s*,\s*counting\s+(?:every|all|each)\s+(?:the\s+)?(?:transfers?|payments?)\s+where\s+[^,?]{1,40}?\s+is\s+the\s+(?:receiver|payer|sender|recipient|payee)\b"
                         r"|\s*[（(]\s*with\s+[^()（）]{1,40}?\s+as\s+the\s+(?:payer|sender|receiver|recipient|payee)\s*[)）]"
                         # "(O'Hara, Lamb & Sons being the tyre maker.)": the named entity described again
                         r"|\s*[（(]\s*[^()（）]{1,40}?\s+being\s+the\s+[^()（）]{1,40}?[.。]?\s*[)）]"
                         # "And how much did X pay …?", "So which …": a follow-up's opening word, asking nothing
                         r"|^\s*(?:and|so|also|then|now|okay|ok)\s*,?\s+(?=(?:how|what|which|who|whom|whose|when|where|is|are|was|were|did|does|do|has|have"
                         r"|list|name|give|show|tell)\b)"
                         # "…, please — all of them.": every one, as a list gives them
                         r"|\s*[—–-]+\s*all\s+of\s+them\s*[.。]?\s*$"
                         # "One per line.", "Out of curiosity,": how the asker wants it, why they ask
                         r"|(?<=[?？.。])\s*(?:one|each)\s+per\s+line\s*[.。]?\s*$|^\s*(?:out\s+of\s+curiosity|just\s+curious|quick\s+question)\s*[,，:]\s*"
                         # "(main customer = a company making …)": a term the schema's rule defines, defined again
                         r"|\s*[（(]\s*[a-z][a-z -]{2,30}?\s*=\s*[^()（）]{5,160}[)）]"
                         # "（含 7 月 1 日到 31 日）": the month's days said again after it
                         r"|\s*[（(]\s*(?:含|包括|即)\s*\d{1,2}\s*月\s*\d{1,2}\s*日\s*(?:到|至|-|~|—)\s*(?:\d{1,2}\s*月\s*)?\d{1,2}\s*日\s*[)）]"
                         # "Give the plain number.", ", in yuan?": the number as it is, in the data's own currency
                         r"|(?<=[?？.。])\s*(?:please\s+)?(?:give|just)?\s*(?:me\s+)?(?:the\s+|a\s+)?plain\s+number(?:\s*,?\s*please)?\s*[.。]?\s*$"
                         r"|\s*,?\s*\(?\bin\s+(?:yuan|rmb|cny)\)?(?=\s*[?？.。]?\s*$)"
                         # "…, e.g. 12.3%.": an example of the form asked
                         r"|\s*[,，]?\s*\b(?:e\.\s?g\.|for\s+example|such\s+as)\s*,?\s*[\d.,/-]+%?\s*(?=[.。]?\s*$)"
                         # "，只写数字。", "只要数字": the number alone, as it is given
                         r"|[，,。]?\s*(?:只写|只要|只给|只需|只用|仅写|仅给)(?:一个)?(?:数字|数值|数)(?:即可|就行|就好|就可以)?\s*[。.]?(?=\s*$)"
                         # "Answer with the Chinese term from the table.": the value as the data holds it
                         r"|(?<=[?？.。])\s*(?:please\s+)?(?:answer|reply|respond|give\s+it)\s+(?:with|in|using)\s+the\s+chinese\s+(?:term|word|name|value)s?"
                         r"(?:\s+(?:from|in|as\s+in|used\s+in)\s+the\s+(?:table|data|records?))?\s*[.。]?\s*$"
                         # "给个数字就行。", "数字即可": a count or an amount is one number anyway
                         r"|(?<=[?？.。，,])\s*(?:给(?:个|我)?|告诉我)?\s*(?:一个)?\s*(?:数字|数)(?:就行|就好|即可|就可以)(?:了)?\s*[。.]?\s*$"
                         # "不带%号", "不要%号", "without the % sign": the number alone, as a share is given
                         r"|\s*[，,]?\s*[（(]?\s*(?:不带|不要|不加|无需|不用)\s*(?:百分号|%\s*号?|％\s*号?)\s*[)）]?\s*[。.]?"
                         r"|\s*,?\s*(?:without|no)\s+(?:the\s+)?(?:%|percent)\s*(?:sign|symbol)?"
                         # "回答县市名。", "回答类别名。", "麻烦给全名单。": the answer's own words, whole
                         r"|(?<=[?？.。])\s*(?:请|麻烦)?(?:回答|答|给出?|写)(?:全|完整的?)?(?:[\u4e00-\u9fff]{1,4}?)?(?:名|名称|名字|名单)\s*[。.]?\s*$"
                         # "（不含其子类）", "(not its sub-categories)": a listed value matches whole, never its narrower ones
                         r"|\s*[（(]\s*(?:不含|不包括|不包含|不算)(?:其|它的|它们的)?(?:子类别?|下级|子项|细分类?)\s*[)）]"
                         r"|\s*[（(]\s*(?:not\s+(?:counting|including)|excluding)\s+(?:its|their)\s+sub-?(?:categories|category|classes|types)\s*[)）]"
                         # "Please don't double count repeated names.", "(no double counting)"
                         r"|\s*[（(]?\s*(?:please\s+)?(?:do\s+not|don['’]t|without|no)\s+double[- ]count(?:ing)?(?:\s+(?:repeated|duplicate|repeat)(?:d)?\s+[a-z]+|\s+(?:them|repeats|duplicates))?\s*[.。]?\s*[)）]?"
                         # "…, names only please.", "A number is fine.", "App ids please.": the answer's form, as it is anyway
                         r"|\s*[,，]\s*(?:just\s+)?(?:the\s+)?(?:names?|(?:app\s+)?ids?)\s+only(?:\s*,?\s*please)?(?=\s*[.。]?\s*$)"
                         r"|(?<=[?？.。])\s*(?:(?:just\s+)?(?:a|the)\s+number\s+(?:is\s+fine|will\s+do|please|is\s+enough)|(?:app\s+)?ids\s+please|names\s+only(?:,?\s*please)?)\s*[.。]?\s*$"
                         # "Give it exactly as summed, no rounding.": an unrounded number is what a sum gives
                         r"|(?<=[?？.。])\s*(?:(?:please\s+)?(?:give|report|state)\s+it\s+exactly(?:\s+as\s+(?:summed|computed|stored|recorded))?\s*[,，]?\s*)?(?:no|without)\s+rounding\s*[.。]?\s*$"
                         # a date's written form ("Give the date as YYYY-MM-DD.", "(YYYY-MM-DD)", "Answer as YYYY-MM-DD")
                         r"|\s*[（(]?\s*(?:(?:please\s+)?(?:give|answer|write|format|express)\s+(?:it\s+|the\s+(?:date|answer|month)\s+)?(?:as|in)\s+|格式\s*[:：]?\s*)?"
                         r"(?:yyyy-mm-dd|yyyy/mm/dd|yyyymmdd|yyyy-mm(?!-)|yyyy/mm(?!/))(?:\s+form(?:at)?)?(?:\s+as\s+(?:in|on)\s+the\s+(?:records?|data|table|ledger))?\s*[.。]?\s*[)）]?"
                         # "Format YYYYMMDD, as recorded.": the date as the data writes it
                         r"|(?<=[?？.。])\s*format\s*[:：]?\s*(?:yyyy-mm-dd|yyyy/mm/dd|yyyymmdd|yyyy-mm(?!-)|yyyy/mm(?!/))"
                         r"(?:\s*,?\s*as\s+(?:recorded|stored|written|in\s+the\s+data))?\s*[.。]?\s*$"
                         # "（按表中“年/月/日”写法作答）", "（以表中格式给出）": the value as the table writes it
                         r"|\s*[（(]\s*(?:请)?(?:按|以|照)(?:照)?(?:表中|表里|表格中|原表|数据中)?的?\s*[“\"「]?[^）)”\"」]{0,10}[”\"」]?\s*的?(?:写法|格式|形式|原样)"
                         r"(?:作答|回答|给出|填写|写)?\s*[)）]"
                         # an order asked for a list per group: "按数量从多到少列出", "从多到少排列", "sorted largest first"
                         # the parts of each row named in brackets at the end: "（收款人、笔数）", "(company, count)"
                         r"|\s*[（(]\s*[\u4e00-\u9fffA-Za-z]{1,8}\s*[、，,/和与]\s*(?:数量|个数|笔数|家数|次数|数目|金额|总额|count|number|amount|total)"
                         r"\s*[)）](?=\s*[。.]?\s*$)"
                         r"|[，,。;；]?\s*(?:请)?(?:按(?:照)?)?(?:(?:数量|个数|数目|笔数|家数|次数)(?:由|从)?多到少|(?:由|从)(?:多到少|少到多|高到低|低到高|大到小|小到大)|降序|升序)"
                         r"(?:地)?(?:依次)?(?:排列|列出|排序|排|列)?(?:出来)?\s*[。.]?(?=\s*$|[，,？?]|\s*[（(][^()（）]{1,20}[)）]\s*[。.]?\s*$)"
                         r"|\s*,?\s*\(?(?:sorted|ordered|listed|ranked)\s+(?:by\s+(?:count|number|amount)\s*,?\s*)?(?:from\s+)?(?:largest|highest|most)\s+(?:first|to\s+(?:smallest|lowest|least))\)?"
                         # "…, largest first.", "…, largest total first.", "Sort from highest to lowest."
                         r"|(?:\s*,|(?<=[?.。？]))\s*(?:largest|highest|biggest|most)\s+(?:(?:total|amount|sum|count|number)\s+)?first\s*(?=[.?。]?\s*$)"
                         r"|(?<=[?.。？])\s*(?:sort|order|rank|list)\s+(?:them\s+|it\s+)?(?:from\s+)?(?:highest|largest|biggest|most)\s+to\s+(?:lowest|smallest|least)\s*[.。]?\s*$"
                         # "… under the mainSupply rule", "Under the mainSupply rule, …": the relation the rule derives is named
                         r"|\s*,?\s*\b(?:under|by|per)\s+the\s+(?:[A-Za-z][\w-]*\s+){1,2}(?:rule|definition)\b(?:\s*\([^()]*\))?\s*,?"
                         # "Through his shareholdings and the certificates those companies hold, which apps did X release?": the
                         # path of the relation the question then names (a rule's), said first
                         r"|^\s*(?:through|via)\s+(?:his|her|their|its)\s+[^,?，？]{3,100}?,\s*(?=(?:which|what|who|whom|how)\b)"
                         # "按“主要客户”规则，…", "按规则，…": the relation or concept the question names is the rule's
                         r"|^\s*(?:按照?|根据|依据)\s*(?:[“\"「][^”\"」]{1,12}[”\"」])?\s*(?:的)?规则(?:来看|来说)?\s*[，,]"
                         # "… main customer (the main-customer rule)?": the rule named in brackets
                         r"|\s*[（(]\s*(?:(?:by|per|under)\s+)?(?:the\s+)?(?:[A-Za-z][\w-]*\s+){1,3}?rules?\s*[)）]"
                         # the parts of each group's row named: "请按数量从多到少列出宗教和数量。"
                         r"|[，,。;；]?\s*(?:请)?(?:按(?:照)?(?:数量|个数)?(?:由|从)多到少)?(?:列出|给出|写出)[\u4e00-\u9fff]{1,6}(?:和|及|与)(?:数量|个数|数目)(?:来)?\s*[。.]?(?=\s*$)"
                         # the form of each listed item: "请列出应用id。" (the names are the ids)
                         r"|[，,。？?]\s*(?:请)?(?:列出|给出|写出)[\u4e00-\u9fff]{0,4}(?:id|ID|编号)\s*[。.]?(?=\s*$)"
                         # an answer's written form: "Answer as 'person: count'.", "请按“产业: 数量”回答。"
                         r"|\s*(?:please\s+)?(?:answer|reply|respond)\s+(?:as|in\s+the\s+form(?:\s+of)?|with)\s+['\"“‘][^'\"”’]{1,40}['\"”’]\s*\.?"
                         r"|\s*[，,。]?\s*请?按\s*[“\"「][^”\"」]{1,20}[”\"」]\s*的?(?:格式|形式)?\s*(?:全部|都)?(?:回答|作答|给出|列出|给我|列|写|给)\s*[。.]?"
                         # "按 年/月/日 给我就行", "按百分数给", "按数据里的写法给（如AAA）", "请按年-月-日（如2020-01-05）格式回答": the form
                         # of the one value asked
                         r"|\s*[，,。]?\s*请?按(?:照)?\s*(?:年\s*[/-]\s*月\s*[/-]\s*日|百分数|百分比|数据里的写法|表里的写法|原样)"
                         r"\s*(?:[（(]\s*(?:如|例如|比如)[^()（）]{1,20}[)）])?\s*(?:的)?(?:格式|形式)?\s*(?:给我|给出|给|回答|作答|写)?(?:就行|即可|就好)?"
                         r"(?:\s*[，,]\s*(?:如|例如|比如)\s*[\d/-]{6,10}(?=\s*[。.]?\s*$))?"
                         r"\s*(?:[（(][^()（）]{1,20}[)）])?\s*[。.]?"
                         # "一个不落全列出来": every one, as a list gives them
                         r"|\s*[，,。]?\s*一个(?:不落|不漏|都不能少|都别漏)地?(?:全|全部|都)?(?:列出来|列出|列)?\s*[。.]?"
                         # "(temples/churches, as opposed to 固定处所)": the value glossed against the other
                         r"|\s*[（(][^()（）]{0,40}?,?\s*as\s+opposed\s+to\s+[^()（）]{1,30}[)）]"
                         # 'Give each as "religion: n"', "(leave out rows with no religion)": a group's row, empty groups not counted
                         r"|(?<=[?？.。])\s*(?:please\s+)?give\s+(?:each|them|it)\s+as\s+['\"“‘][^'\"”’]{1,40}['\"”’]\s*[.。]?"
                         r"|\s*[（(]\s*(?:leave|leaving)\s+out\s+(?:the\s+)?(?:rows|ones|entries|records)\s+with\s+no\s+[a-z]+\s*[)）]\s*[.。]?"
                         # "Give the Chinese name.": the name as the data holds it
                         r"|(?<=[?？.。])\s*(?:please\s+)?(?:give|use|answer\s+with)\s+(?:the|its|their)\s+chinese\s+names?\s*[.。]?\s*$"
                         # "，格式“宗教: 数量”。", "（空值不计，格式“宗教: 数量”）": a group's row as the answer writes it
                         r"|\s*[，,。；;]?\s*(?:请按|按)?格式\s*[:：为是]?\s*[“\"「][^”\"」]{1,20}[”\"」]\s*(?:回答|作答|给出|列出)?\s*[。.]?"
                         # "— full names, as written.", "(full names please)": a name is given whole, as the data writes it
                         r"|\s*(?:[—–-]+|,)\s*(?:full|complete)\s+names?(?:\s*,?\s*(?:as\s+(?:written|recorded|stored|listed)|please))*\s*[.。]?(?=\s*$)"
                         # "（列全即可，不用排序）": every item, in any order
                         r"|\s*[（(]\s*(?:列全即可|全部列出即可|列全)\s*[，,、]?\s*(?:不用|无需|不必|不需要)排序\s*[)）]"
                         # "the average amount of the individual fund transfers": each transfer, as the plain plural says
                         r"|(?<=\s)individual\s+(?=(?:(?:fund|money|wire|bank)\s+)?(?:transfers|payments|transactions|remittances)\b)"
                         # a request's opening ("请问", "帮我查一下", "我想知道"): the question follows
                         r"|^\s*(?:请问一下|请问|请帮我查(?:一下|查)?|帮我查(?:一下|查)?|帮我看(?:一下|看)?|我想知道|我想问(?:一下)?|想问(?:一下)?"
                         r"|麻烦(?:问|查)(?:一下)?)\s*[，,：:]?"
                         # "… the largest single transfer between the two of them?": the two the question names
                         r"|\s+between\s+(?:the\s+two\s+of\s+them|the\s+two|them|both)(?=\s*[?.]?\s*$)"
                         # "at least 10000 square metres": the area's unit after its number, as 平方米 is
                         r"|(?<=\d)\s*(?:square\s+met(?:re|er)s?|sq\.?\s*m\b|m²|㎡)"
                         # ", ordered from the largest transfer down": the ranking's own order
                         r"|\s*,?\s*(?:ordered|sorted|ranked|listed)\s+(?:from\s+)?(?:the\s+)?(?:largest|highest|biggest|most)(?:\s+[a-z]+)?\s+"
                         r"(?:down(?:wards?)?|first|to\s+(?:the\s+)?(?:smallest|lowest|least))(?=\s*[.?]?\s*$)"
                         # "(all dates)", "(all transfers on record)": no window, as a question without one reads
                         r"|\s*[（(]\s*(?:over\s+)?all\s+(?:dates|time|years|records|transfers|transfers\s+on\s+record)\s*[)）]"
                         # "(agencies divided by spots)", "（旅行社数除以景点数）": the ratio asked, said again
                         r"|\s*[（(]\s*(?:i\.e\.,?\s*)?[A-Za-z][A-Za-z -]{0,40}?\s+divided\s+by\s+[A-Za-z][A-Za-z -]{0,40}?\s*[)）]"
                         r"|\s*[（(]\s*[\u4e00-\u9fff]{1,12}除以[\u4e00-\u9fff]{1,12}\s*[)）]"
                         # "in August 2023 (2023-08-01 to 2023-08-31 inclusive)": the month's days said again after it
                         r"|(?<=(?:19|20)\d\d)\s*[（(]\s*\d{4}-\d{2}-\d{2}\s*(?:to|through|until|–|-|~|至|到)\s*\d{4}-\d{2}-\d{2}"
                         r"(?:\s*,?\s*(?:both\s+(?:days|dates|ends)\s+)?(?:inclusive|included))?\s*[)）]"
                         # ", all transfers on record," between commas: no window, as a question without one reads
                         r"|\s*,\s*(?:over\s+|across\s+|counting\s+)?all\s+(?:the\s+)?(?:transfers|payments|transactions|records)(?:\s+on\s+record)?\s*(?=,)"
                         # "4A及以上（AAAA和AAAAA）": the grades the bound covers, said again
                         r"|(?:(?<=以上)|(?<=以下)|(?<=or above)|(?<=or higher)|(?<=or below)|(?<=or lower))\s*[（(]\s*(?:即|含)?\s*[A-Z]{1,5}(?:\s*(?:和|、|,|，|/|与|及|or|and)\s*[A-Z]{1,5})+\s*[)）]"
                         # "dated in calendar year 2024": the year
                         r"|(?<=\s)(?:the\s+)?calendar\s+years?\s+(?=\d{4}\b)"
                         # "have the text 出境组团业务 in their business scope": the value itself follows
                         r"|(?<=\s)the\s+(?:text|words?|phrase|string|term)\s+(?=[“\"「'\u4e00-\u9fff])"
                         # "How many distinct religions are represented among the venues …": the values the venues hold
                         r"|\s+(?:are|is|were|was)\s+represented(?=\s+(?:among|in|across)\b)", re.I)


#: the ways a Chinese order runs ("从多到少", "由早到晚"), largest or latest first and the reverse
ORDER_WAYS_ZH = ("多到少", "少到多", "高到低", "低到高", "大到小", "小到大", "早到晚", "晚到早", "新到旧", "旧到新", "长到短", "短到长")
_ORDER_WAY = "|".join(ORDER_WAYS_ZH)
# a group said to include one of its values, in brackets after 各 and the group noun ("各区县（含普陀山管委会）")
_GROUPS_INCLUDE = re.compile(r"各[\u4e00-\u9fff]{1,4}(?P<said>\s*[（(]\s*(?:含|包括|包含)[^()（）]{1,16}[)）])")
# an order in brackets beside a ranking the question words itself ("职工人数排名前三的加油站（按人数从多到少）"): it
# repeats the ranking (a bracket of its own, never "按在校生人数从多到少列出", which may be all the question says of it)
_BRACKETED_ORDER = re.compile(r"\s*[（(]\s*(?:请)?(?:按(?:照)?[\u4e00-\u9fffA-Za-z]{0,8}?)?(?:(?:由|从)(?:" + _ORDER_WAY + r")"
                              r"|降序|升序)(?:地)?(?:依次)?(?:排列|排序|排|列出|列)?\s*[)）]")
# the same closing the question after a comma ("舟山市占地面积排名前三的宗教场所，按占地面积从大到小列出。")
_CLOSING_ORDER = re.compile(r"\s*[，,；;]\s*(?:请)?按(?:照)?[\u4e00-\u9fffA-Za-z]{0,8}?(?:(?:由|从)(?:" + _ORDER_WAY + r")"
                            r"|降序|升序)(?:地)?(?:依次)?(?:排列|排序|排|列出|列)?\s*[。.]?\s*$")
_RANKING_SAID = re.compile(r"最|前\s*(?:\d+|[二两三四五六七八九十])|排名|\btop\b|\b(?:most|fewest|highest|lowest|largest|smallest)\b", re.I)


# a purpose said first ("For our exposure review:", "Supplier due diligence:", "For the scorecard,"): the question follows
_PURPOSE = re.compile(r"^\s*(?:for\s+(?:our|my|the|an?)\s+)?(?:[A-Za-z][A-Za-z-]*\s+){0,3}(?:review|check|audit|report|diligence|analysis"
                      r"|investigation|screening|sweep|reconciliation|file|memo|briefing|scorecard|dashboard|presentation|meeting|deck"
                      r"|summary|filing|submission|story|article|purposes?)"
                      r"(?:\s+(?:for|of)\s+(?:the|our|my|a|an)\s+(?:[A-Za-z][A-Za-z-]*\s*){1,3})?\s*[:：,，—–]\s*"
                      # a purpose said as what the asker is doing ("Flagging possible structuring:"), no number in it
                      r"|^\s*(?:[A-Z][a-z]+ing|I['’]m\s+[a-z]+ing|We['’]re\s+[a-z]+ing|To\s+[a-z]+)(?:\s+[A-Za-z-]+){0,6}\s*[:：—–]\s*(?=[A-Za-z])"
                      # "供应商风险排查：", "海关合规核查：": the task the question serves; "为做供应商评分，", "为了准备安全检查的议题，"
                      r"|^\s*[\u4e00-\u9fff]{1,10}(?:排查|核查|检查|审查|复核|调查|审计|筛查|分析|评估|梳理|尽调|对账|需要)\s*[:：]\s*"
                      r"|^\s*(?:为了|为)(?:做|准备|了解|核实|评估|撰写|写|完成|开展|规划|汇报|制作|编制|复核|核查|排查)[\u4e00-\u9fff]{0,16}[，,：:]\s*",
                      re.I)


def without_purpose(question: str) -> tuple[str, str | None]:
    """``(question without a purpose said first, the purpose's words or None)``: "For a counterparty review, list …",
    "Flagging possible structuring: what did …", "供应商风险排查：…", "为做供应商评分，请算一下…" (what the answer is for
    asks nothing)."""
    m = _PURPOSE.match(question)
    return (question, None) if m is None or m.end() >= len(question.rstrip()) else (question[m.end():], m.group(0).strip())


def without_form_words(question: str) -> tuple[str, list[str]]:
    """``(question without the words on its answer's form, those words)``: "List each payee once",
    "list all tied", "inclusive" after a range, "并列的都列出" (ties are always all kept, a range
    always holds its ends), an order in brackets beside a ranking said outside them ("（按人数从多到少）")."""
    question, purpose = without_purpose(question)
    found = [purpose] if purpose else []
    if (order := _CLOSING_ORDER.search(question)) is not None and _RANKING_SAID.search(question[:order.start()]):
        found.append(order.group(0).strip(" ，,；;"))  # "…排名前三的宗教场所，按占地面积从大到小列出": the ranking's own order
        question = question[:order.start()]
    found += [m.group(0).strip() for m in _FORM_WORDS.finditer(question)]
    question = re.sub(r"(?<=\S) {2,}(?=\S)", " ", _FORM_WORDS.sub(" ", question)) if found else question  # ("How many individual fund transfers")
    if (included := _GROUPS_INCLUDE.search(question)) is not None:  # "在各区县（含普陀山管委会）": every group is asked
        found.append(included.group("said").strip())
        question = question[:included.start("said")] + question[included.end("said"):]
    if (order := _BRACKETED_ORDER.search(question)) is not None and _RANKING_SAID.search(question[:order.start()] + question[order.end():]):
        found.append(order.group(0).strip())
        question = question[:order.start()] + question[order.end():]
    return question, found
