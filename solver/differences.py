"""By how much one number of an entity exceeds another of its own: "O'Hara, Lamb & Sons 的总流入比总流出多多少？",
"By how much does the total amount 传化****限公司 paid out exceed the total it received?".

The two numbers are asked as questions of their own ("O'Hara, Lamb & Sons 的总流入是多少？", "…的总流出是多少？"; in
English "What is the total amount X paid out?", "What is the total X received?", a pronoun standing for the
one name the first names), each planned, run and traced, and the answer is the first minus the second (the
second minus the first where the question asks 少). KAG writes the same as two steps and a Math step
subtracting them (Liang et al. 2024, section 3.2). Read only where the schema planner finds no reading of
the whole question (a difference between two named entities has readings of its own), both are one
number, and both are amounts or both counts.

Used by :meth:`kagflow.solver.ask.Asker.schema_answer`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kagflow.solver.answer import plain_number
from kagflow.solver.answer_form import as_asked
from kagflow.solver.two_numbers import answer_from_two, two_numbers
from kagflow.solver.scoring import is_cjk

if TYPE_CHECKING:
    from kagflow.solver.ask import Asker, AskResult

__all__ = ["comparison_answer", "comparison_questions", "defined_as_difference", "difference_questions", "difference_answer", "ratio_answer", "ratio_asked", "ratio_questions", "times_asked"]

# "X的总流入比总流出多多少", "…比…少几个"; the second side names no entity of its own
_ZH = re.compile(r"^(?P<x>.+?)比(?P<y>[^，,。？?]+?)(?:要|还)?(?P<way>多|少|大|小|高|低|长|短)(?:出|了)?(?:多少|几)[^，,。？?]{0,3}[？?。]?\s*$")
_MORE_WAYS = ("多", "大", "高", "长")
# "X的批准办学规模和实际在校生人数差多少人": how far apart, the larger minus the smaller
_ZH_GAP = re.compile(r"^(?P<x>.+?)(?:和|与|跟|同)(?P<y>[^，,。？?]+?)(?:之间)?(?:相差|差距是?|差了|差)(?:多少|几)[^，,。？?]{0,3}[？?。]?\s*$")
# the answer's form after a ratio's question: "？（保留两位小数）", "，结果保留两位小数。" (or what a rounding taken out
# leaves behind: "…多少倍？ 。")
_FORM_TAIL = r"[？?。\s]*(?:[（(，,]?\s*(?:结果|答案|请)?\s*(?:(?:保留|精确到|四舍五入)[^）)]{0,12})?[）)]?[？?。\s]*)?$"
# a pronoun standing for the first side's subject at the start of the second ("它转出去的总额", "其转出总额")
_PRONOUN_ZH = re.compile(r"\s*(?:它|其|他|她)(?:的)?")
# "X的在校生人数是教师人数的多少倍", "…是…的百分之几（保留一位小数）": one number over another
_ZH_RATIO = re.compile(r"^(?P<x>.+?)(?:是|为|相当于|占)(?P<y>(?:[^，,。？?]|,(?=\s))+?)的(?:(?P<times>多少|几)倍|(?P<pct>百分之(?:几|多少)|(?:多少|几)(?:%|％)))"
                       + _FORM_TAIL)
_ZH_RATIO_TAIL = re.compile(_ZH_RATIO.pattern.removeprefix("^(?P<x>.+?)"))
# "A转给B的总金额除以它转给C的总金额，结果是多少？": the first over the second
_ZH_DIVIDED = re.compile(r"^(?P<x>.+?)除以(?P<y>(?:[^，,。？?]|,(?=\s))+?)\s*[，,]?\s*(?:的)?(?:结果|得数|商|比值)?\s*(?:是|等于|为)?\s*(?:多少|几)"
                         + _FORM_TAIL)
# "浙江神学院在校生人数与教师人数之比是多少？保留两位小数", "A和B的教师人数之比": the first over the second
_ZH_PROPORTION = re.compile(r"^(?P<x>.+?)(?:和|与|跟|同)(?P<y>[^，,。？?]+?)(?:之|的)?比(?:值|例)?\s*(?:是|为|等于)?\s*(?:多少|几)?"
                            + _FORM_TAIL)
# "What is the ratio of the total X paid to A to the total X paid to B?", "… of the total design storage of A to that of B"
_RATIO_EN = re.compile(r"^\s*(?:what\s+is|what's|compute|calculate|give|find)\s+the\s+ratio\s+of\s+(?P<body>.+?)\s*[?.]?\s*$", re.I)
# "In 台州市, what is the ratio of Buddhist venues to Taoist venues?": a scope said first
_RATIO_EN_SCOPED = re.compile(r"^\s*(?:in|among|within|for)\s+(?P<scope>[^,]+?)\s*,\s*(?:what\s+is|what's|give|compute)\s+the\s+ratio\s+of\s+(?P<body>.+?)\s*[?.]?\s*$", re.I)
# "how many times as many Buddhist venues as Catholic venues", "how many times more …than …": one number over another
_TIMES_EN = re.compile(r"\bhow many times\s+(?:as\s+(?:many|much|large|big|high)\b|more\b|larger\b|bigger\b)(?P<x>.+?)\b(?:as|than)\b(?P<y>.+)$", re.I)
# "那浙江神学院呢，它的学生数…": a follow-up naming its entity before a pronoun
_FOLLOW_UP = re.compile(r"^那(?P<name>[^，,？?]+?)呢\s*[，,]\s*(?:它|他|她)(?:的)?")
# a term defined in brackets as one number minus another: "X的资金净流入是多少（收到的转账总额减去付出的转账总额）？"
_DEFINED_MINUS = re.compile(r"^(?P<x>.+?)的[^的，,。？?（）()]{1,10}?(?:是|为)?(?:多少|几)[？?]?\s*[（(]\s*(?:即)?(?P<a>[^()（）]+?)(?:减去|减掉|扣除|减)"
                            r"(?P<b>[^()（）]+?)\s*[)）]\s*[？?。]?\s*$"
                            # the definition right after the term: "X的资金净流入（全部转入金额减去全部转出金额）是多少？"
                            r"|^(?P<x2>.+?)的[^的，,。？?（）()]{1,10}?\s*[（(]\s*(?:即)?(?P<a2>[^()（）]+?)(?:减去|减掉|扣除|减)"
                            r"(?P<b2>[^()（）]+?)\s*[)）]\s*(?:是|为)?(?:多少|几)[^，,。？?]{0,3}[？?。]?\s*$")
# "X的转出总额减去转入总额是多少？": the first minus the second, said so
_ZH_MINUS = re.compile(r"^(?P<x>.+?)(?:减去|减掉|扣除|减)(?P<y>[^，,。？?]+?)(?:的差|之差|后|[，,]\s*(?:两者的?)?差(?:值|额)?)?(?:是|等于|得|为|剩)?(?:多少|几)[^，,。？?]{0,3}[？?。]?\s*$")
# "What is X's total outflow minus its total inflow?"
_EN_MINUS = re.compile(r"^\s*(?:what is|what's|how much is|compute|calculate)\s+(?P<x>.+?)\s+minus\s+(?P<y>.+?)\s*[?.]?\s*$", re.I)
# "By how much does the total amount X paid out exceed the total it received?"
_EN = re.compile(r"^\s*by how (?:much|many) (?:does|do|did|is|was|are|were) (?P<x>.+?) (?P<way>exceeds?|surpass(?:es)?|fall short of|trail) "
                 r"(?P<y>.+?)\s*[?.]?\s*$"
                 # "How much larger is X's total incoming amount than its total outgoing amount?"
                 r"|^\s*how\s+much\s+(?P<way2>larger|more|greater|bigger|higher|smaller|less|lower)\s+is\s+(?P<x2>.+?)\s+than\s+(?P<y2>.+?)\s*[?.]?\s*$", re.I)
# "How much more money did X receive than it paid out, over all transfers?": one entity's two flows of money
_EN_MORE = re.compile(r"^\s*how (?:much|many) (?P<way>more|less|fewer)\s+(?:money\s+|in\s+\w+\s+)?(?:did|does|do|has|have) (?P<x>.+?) "
                      r"(?P<v1>receive|get|take in|pay out|pay|send out|send|spend|transfer)(?:d|ed)?\b(?:\s+(?:in total|overall|in transfers|in payments))?\s+than\s+"
                      r"(?:it|they|he|she)?\s*(?:did\s+)?(?P<v2>receive|received|get|got|take in|took in|pay out|paid out|pay|paid|send out|sent out|"
                      r"send|sent|spend|spent|transfer|transferred)\b(?:\s+in\s+(?:transfers|payments))?(?:\s*,?\s*(?:over|across|in)\s+all\s+(?:the\s+|its\s+|their\s+)?"
                      r"(?:transfers|payments|transactions))?(?:\s*,?\s*in\s+total)?\s*[?.]?\s*$", re.I)
# "How much more did A send to B than B sent to A?": two clauses, each naming its own entities
_EN_MORE_TWO = re.compile(r"^\s*how (?:much|many) (?P<way>more|less|fewer)\s+(?:money\s+)?did (?P<x>.+?)\s+than\s+(?P<y>.+?)\s*[?.]?\s*$", re.I)
_BASE = {"received": "receive", "got": "get", "took in": "take in", "paid out": "pay out", "paid": "pay", "sent out": "send out",
         "sent": "send", "spent": "spend", "transferred": "transfer"}
# yes or no, is one number larger than another: "A转给B的钱是否比B转给A的多？", "X的总流入比总流出多吗？"
_ZH_MORE_YES_NO = re.compile(r"^(?P<x>.+?)(?:是否|是不是)?比(?P<y>[^，,。？?]+?)(?:要|还|更)?(?P<way>多|少)(?:吗|么|呢)?\s*[？?。]?\s*$")
# "A的公司数量是否多于B？", "A收到的钱超过B了吗？"
_ZH_MORE_THAN_YES_NO = re.compile(r"^(?P<x>.+?)(?:是否|是不是)?(?:已经|已|仍然|仍|还|都)?(?P<way>多于|少于|超过|大于|小于|高于|低于)(?P<y>[^，,。？?]+?)(?:了)?(?:吗|么|呢)?\s*[？?。]?\s*$")
# "Is A the legal representative of more companies than B?", "Does A legally represent more companies than B (does)?"
_EN_MORE_OF = re.compile(r"^\s*(?:(?:is|was)\s+(?P<x>.+?)\s+(?P<role>(?:the|a|an)\s+(?:[a-z-]+\s+){0,2}[a-z-]+)\s+of"
                         r"|(?:does|did|do)\s+(?P<x2>.+?)\s+(?P<verb>(?:[a-z]+ly\s+)?[a-z]+))\s+(?P<way>more|fewer|less)\s+(?P<what>[a-z]+(?:\s+[a-z]+)?)"
                         r"\s+than\s+(?P<y>.+?)(?:\s+(?:is|does|did|do))?\s*[?.]?\s*$", re.I)
_ASKED_YES_NO = re.compile(r"是否|是不是|吗\s*[？?。]?\s*$")
# "Did A pay B more than B paid A?"
_EN_MORE_YES_NO = re.compile(r"^\s*(?:did|does|has|have)\s+(?P<x>.+?)\s+(?P<v>pay|send|transfer|give)\s+(?P<xo>.+?)\s+(?P<way>more|less)\s+"
                             r"(?:money\s+)?than\s+(?P<y>.+?)\s+(?P<yv>did|does|paid|sent|transferred|gave)\s*(?P<yo>.*?)\s*[?.]?\s*$", re.I)
_PRONOUN = re.compile(r"\b(?:it|its|they|their|them)\b", re.I)


def defined_as_difference(question: str) -> bool:
    """Whether ``question`` asks a term it defines in brackets as one number minus another ("X的资金净流入是多少（收到的转账
    总额减去付出的转账总额）？"): the definition is asked, before any reading of the term's own words."""
    return _DEFINED_MINUS.match(question.strip()) is not None


def difference_questions(question: str, names: list[str]) -> tuple[str, str, bool | None] | None:
    """``(first question, second question, the first minus the second)`` for a question asking by
    how much one number of an entity exceeds another (None for the third: how far apart the two are,
    "X的A和B差多少"); ``names``: the names the question links (a pronoun in the second side stands for
    the one the first side names). None otherwise.

    >>> difference_questions("X 的总流入比总流出多多少？", ["X"])
    ('X 的总流入是多少？', 'X 的总流出是多少？', True)
    """
    from kagflow.solver.question_words import rounding_asked

    if (rounding := rounding_asked(question)) is not None:  # ("…多出多少平方米？保留两位小数": the answer's form)
        question = question.replace(rounding[1], " ").strip(" ，,。")
    if (defined := _DEFINED_MINUS.match(question.strip())) is not None:  # "X的资金净流入是多少（收到的总额减去付出的总额）"
        x, a, b = (defined.group(g) or defined.group(f"{g}2") for g in ("x", "a", "b"))
        return f"{x.strip()}{a.strip()}是多少？", f"{x.strip()}{b.strip()}是多少？", True
    if (m := _ZH.match(question.strip()) or _ZH_MINUS.match(question.strip())) is not None:
        x, y = m.group("x").strip(), m.group("y").strip()
        more = m.re is _ZH_MINUS or m.group("way") in _MORE_WAYS
        subject = _subject(x, names)
        # "邬**收到的转账总额比裘**多多少": the same number of the other entity named alone after 比
        # ("邬**从柏*那里收到的钱比裘**多多少": the other in the subject's place)
        if (other := y.removesuffix("的").strip()) in names and (len(mine := [n for n in names if n in x and n != other]) == 1
                                                                  or subject is not None and subject != other):
            mine = [subject] if subject is not None and subject != other else mine
            return f"{x}是多少？", f"{x.replace(mine[0], other, 1)}是多少？", more
        if subject is not None and (said := _PRONOUN_ZH.match(y)) is not None:
            return f"{x}是多少？", f"{subject}{y[said.end():]}是多少？", more  # ("X收到的转账总额比它转出去的总额多多少")
        owner, _, own = x.rpartition("的")
        if owner and own and y.endswith("的") and any(n in y for n in names) and any(n in owner for n in names):
            return f"{x}是多少？", f"{y}{own}是多少？", more  # "传化转给三角的钱比三角转给传化的多多少": each side its own clause
        if not owner or any(n in y for n in names):
            return None  # (two entities compared: their own readings)
        # "X最近三个月转出的资金比转入的多多少": the verb before 的 in the first side, swapped for the second's
        if y.endswith("的") and 2 <= len(y) <= 5 and (said := list(re.finditer(rf"[\u4e00-\u9fff]{{{len(y) - 1}}}的", x))):
            return f"{x}是多少？", f"{x[:said[-1].start()]}{y}{x[said[-1].end():]}是多少？", more
        return f"{x}是多少？", f"{owner}的{y}是多少？", more
    if (m := _ZH_GAP.match(question.strip())) is not None and (asked := _one_owners_two(m.group("x"), m.group("y"), names)):
        return asked[0], asked[1], None
    if (m := _EN.match(question) or _EN_MINUS.match(question)) is not None:  # ("What is X's outflow minus its inflow?")
        groups = m.groupdict()  # (_EN_MINUS has no way; _EN's second form its own groups)
        x, y = (groups["x"] or groups.get("x2")).strip(), (groups["y"] or groups.get("y2")).strip()
        named = [n for n in names if n in x and not any(n != o and n in o for o in names)]  # (not 传化 of 传化****限公司)
        if len(named) != 1 or any(n in y and n not in named[0] for n in names):  # (the same one named again: "X's A minus X's B")
            return None
        y = _PRONOUN.sub(lambda p: named[0] + ("'s" if p.group(0).casefold() in ("its", "their") else ""), y)
        way = (groups.get("way") or groups.get("way2") or "").casefold()
        more = m.re is _EN_MINUS or way.startswith(("exceed", "surpass", "larger", "more", "greater", "bigger", "higher"))
        return f"What is {x}?", f"What is {y}?", more
    if (m := _EN_MORE_TWO.match(question)) is not None and not _EN_MORE.match(question):
        # "How much more did A send to B than B sent to A?": each side a clause of its own, its verb in the past
        x, y = m.group("x").strip(), m.group("y").strip()
        verb = next((w for w in re.findall(r"[a-z]+(?: out| in)?", y.casefold()) if w in _BASE), None)
        if verb is None or not any(n in x for n in names) or not any(n in y for n in names):
            return None
        y = re.sub(rf"\b{re.escape(verb)}\b", _BASE[verb], y, count=1, flags=re.I)
        return f"How much money did {x}?", f"How much money did {y}?", m.group("way").casefold() == "more"
    if (m := _EN_MORE.match(question)) is not None:
        x, v1, v2 = m.group("x").strip(), m.group("v1").casefold(), m.group("v2").casefold()
        v2 = _BASE.get(v2, v2)
        if sum(n in x for n in names) != 1 or x.casefold() == v1 or v1 == v2:
            return None
        return f"How much money did {x} {v1}?", f"How much money did {x} {v2}?", m.group("way").casefold() == "more"
    return None


def comparison_questions(question: str, names: list[str]) -> tuple[str, str, str] | None:
    """``(first question, second question, "gt" | "lt")`` for a yes/no question asking whether one
    number is larger (smaller) than another, each side a number of its own ("A转给B的钱是否比B转给A的多？":
    "A转给B的钱是多少？" and "B转给A的钱是多少？"; "X的总流入比总流出多吗？": the second side read of X too;
    "Did A pay B more than B paid A?"); None otherwise. Words on the answer's form ("回答是或否。") are no side's."""
    from kagflow.solver.question_words import without_form_words

    question = without_form_words(question)[0]
    if (m := _ZH_MORE_YES_NO.match(question.strip())) is not None and _ASKED_YES_NO.search(question):
        x, y = m.group("x").strip(), m.group("y").strip()
        mine = [n for n in names if n in x and n != y]
        if y in names and len(mine) == 1 and "的" in x and not x.endswith("的"):  # "A担任法定代表人的公司比B多吗": B's in A's words
            return f"{x}有多少？", f"{x.replace(mine[0], y, 1)}有多少？", "gt" if m.group("way") == "多" else "lt"
        owner, _, noun = x.rpartition("的")
        if not owner or not noun:
            return None
        if not any(n in y for n in names):
            y = f"{owner}的{y}"  # (one entity's two numbers)
        if not y.endswith(noun):
            y += noun if y.endswith("的") else f"的{noun}"
        return f"{x}是多少？", f"{y}是多少？", "gt" if m.group("way") == "多" else "lt"
    if (m := _ZH_MORE_THAN_YES_NO.match(question.strip())) is not None and _ASKED_YES_NO.search(question):
        # "庞*担任法人代表的公司数量是否多于樊**？": the other's number in the subject's words
        x, y = m.group("x").strip(), m.group("y").strip()
        subject = _subject(x, names)
        way = "gt" if m.group("way") in ("多于", "超过", "大于", "高于") else "lt"
        if subject is not None and y in names and y != subject:
            return f"{x}是多少？", f"{x.replace(subject, y, 1)}是多少？", way
        if not any(n in y for n in names) and not re.search(r"[\d一二两三四五六七八九十百千万]", y) \
                and re.search(r"数量|个数|数目|多少", x) and (second := swapped_value(x, y.removesuffix("的数量"))) is not None:
            return f"{x}是多少？", f"{second}是多少？", way  # "瑞安市的基督教场所数量是否多于佛教场所？": 瑞安市的佛教场所数量
        owner, _, noun = x.rpartition("的")
        if owner and noun and any(n in owner for n in names) and not any(n in y for n in names) \
                and not re.search(r"[\d一二两三四五六七八九十百千万]", y):
            return f"{x}是多少？", f"{owner}的{y}是多少？", way  # "X的在校学生人数是否已经低于批准规模？": X's two numbers
    if (m := _EN_MORE_OF.match(question)) is not None and (m.group("x") or m.group("x2")) in names and m.group("y") in names:
        # "Is A the legal representative of more companies than B?", "Does A legally represent more companies than B?"
        x, y, way, what = m.group("x") or m.group("x2"), m.group("y"), m.group("way").casefold(), m.group("what")
        if m.group("role"):
            role = m.group("role")
            return f"How many {what} is {x} {role} of?", f"How many {what} is {y} {role} of?", "gt" if way == "more" else "lt"
        verb = m.group("verb")
        return f"How many {what} does {x} {verb}?", f"How many {what} does {y} {verb}?", "gt" if way == "more" else "lt"
    if (m := _EN_MORE_YES_NO.match(question)) is not None:
        verb = m.group("v").casefold()
        said = m.group("yv").casefold()
        other = verb if said in ("did", "does") else _BASE.get(said, said)
        return (f"How much did {m.group('x')} {verb} {m.group('xo')}?", f"How much did {m.group('y')} {other} {m.group('yo')}?".replace("  ", " "),
                "gt" if m.group("way").casefold() == "more" else "lt")
    return None


def comparison_answer(asker: "Asker", question: str, result: "AskResult", hits: list, k: int, names: list[str]) -> bool:
    """Answer a yes/no question on which of two numbers is larger (:func:`comparison_questions`) as
    :func:`difference_answer` answers a difference: each number asked, planned, run and traced, the answer
    whether the first is larger (``gt``) or smaller (``lt``) than the second. False where it is not so
    asked, or the two are not one number each of one kind (:func:`~kagflow.solver.two_numbers.two_numbers`).
    ``names``: the names the question links."""
    if (asked := comparison_questions(question, names)) is None:
        return False
    first_q, second_q, op = asked
    if (both := two_numbers(asker, first_q, second_q)) is None:
        return False
    a, b = both[0].value, both[1].value
    yes = a > b if op == "gt" else a < b
    answer_from_two(asker, result, hits, k, both, yes,
                    f"{'yes' if yes else 'no'} ({plain_number(a)} against {plain_number(b)})", "comparison",
                    [f"a comparison of two numbers: {first_q!r} ({plain_number(a)}; plan: {both[0].plan.text.strip()!r}) "
                     f"{'more' if op == 'gt' else 'less'} than {second_q!r} ({plain_number(b)}; plan: {both[1].plan.text.strip()!r})"])
    return True


def difference_asked(asker: "Asker", question: str) -> bool:
    """Whether ``question`` asks the difference of two numbers :func:`difference_questions` reads
    ("A付给B的钱，比B付给A的多多少？"), its names linked as :func:`difference_answer` links them."""
    names = [link["text"] for link in asker.schema_planner().link(question) if link.get("text")]
    return difference_questions(question, names) is not None


def difference_answer(asker: "Asker", question: str, result: "AskResult", hits: list, k: int) -> bool:
    """Answer ``question`` as the difference of two numbers of one entity (see the module): fill
    ``result`` as :meth:`~kagflow.solver.ask.Asker.schema_answer` does and return True, or return
    False with ``result`` as it was.

    Args:
        asker: the open project.
        question: a question the schema planner found no reading of.
        result: the answer being written.
        hits: the question's chunks (for citations); k: how many chunks were asked for.
    """
    names = [link["text"] for link in asker.schema_planner().link(question) if link.get("text")]
    if (asked := difference_questions(question, names)) is None:
        return comparison_answer(asker, question, result, hits, k, names)  # ("A转给B的钱是否比B转给A的多？")
    first_q, second_q, first_minus_second = asked
    if (both := two_numbers(asker, first_q, second_q)) is None:
        return False
    a, b = both[0].value, both[1].value
    if first_minus_second is None:  # how far apart: the larger minus the smaller
        first_minus_second = a >= b
    (d,), _rounded = as_asked(question, [float(a - b if first_minus_second else b - a)])
    answer_from_two(asker, result, hits, k, both, d,
                    f"{plain_number(d)} ({plain_number(a)} {'minus' if first_minus_second else 'subtracted from'} {plain_number(b)})", "difference",
                    [f"a difference of two numbers: {first_q!r} ({plain_number(a)}; plan: {both[0].plan.text.strip()!r}) "
                     f"and {second_q!r} ({plain_number(b)}; plan: {both[1].plan.text.strip()!r})"])
    return True


def _subject(side: str, names: list[str]) -> str | None:
    """The longest of ``names`` that ``side`` begins with (its subject), or None."""
    side = side.strip()
    return next((n for n in sorted(names, key=len, reverse=True) if side.startswith(n)), None)


def _one_owners_two(x: str, y: str, names: list[str]) -> tuple[str, str] | None:
    """The two questions of one entity's two numbers, ``x`` ("浙江佛学院的在校生人数") naming the entity
    before its last 的 and ``y`` ("教师人数") the other number of it; None where ``y`` names an entity
    (two entities compared have readings of their own) or ``x`` names none."""
    owner, _, own = x.strip().rpartition("的")
    if not owner or not own or not any(n in owner for n in names) or any(n in y for n in names):
        return None
    subject = _subject(x, names)
    if subject is not None and (said := _PRONOUN_ZH.match(y)) is not None:  # ("X收到的转账总额是其转出总额的多少倍")
        return f"{x.strip()}是多少？", f"{subject}{y[said.end():].strip()}是多少？"
    return f"{x.strip()}是多少？", f"{owner}的{y.strip().removeprefix('的')}是多少？"


def _two_owners_one(x: str, y: str, names: list[str]) -> tuple[str, str] | None:
    """The two questions of one number of two entities, ``x`` ("浙江佛学院的教师人数") naming the
    first entity before its last 的 and ``y`` the second entity, alone ("浙江道教学院": the same
    number of it) or with its own number ("浙江道教学院教师人数"); None where ``y`` does not begin
    with a name of the question other than ``x``'s entity."""
    owner, _, own = x.strip().rpartition("的")
    if not owner or not own or not any(n in owner for n in names):
        return None
    other = next((n for n in sorted(names, key=len, reverse=True) if y.strip().startswith(n) and n not in owner), None)
    if other is None:
        return None
    rest = y.strip()[len(other):].removeprefix("的").strip()
    return f"{x.strip()}是多少？", f"{other}的{rest or own}是多少？"


def _one_subjects_two(x: str, y: str, names: list[str]) -> tuple[str, str] | None:
    """The two questions of one entity's number towards two others, the second side's subject a pronoun or left
    out ("A付给B的总额是它付给C总额的多少倍", "柏*转给邬**的总金额是转给杜*总金额的多少倍": A's, 柏*'s): ``x`` begins with
    a name and names another, ``y`` names a third; None otherwise."""
    x, y = x.strip(), y.strip()
    subject = _subject(x, names)
    if subject is None or not any(n in x for n in names if n != subject):
        return None
    y = y[said.end():].strip() if (said := _PRONOUN_ZH.match(y)) else y
    if y.startswith(subject) or not any(n in y for n in names if n != subject) or any(y.startswith(n) for n in names):
        return None
    return f"{x}是多少？", f"{subject}{y}是多少？"


def _parallel(x: str, y: str) -> tuple[str, str] | None:
    """The two questions of one number of two values written in parallel, the second shortened to its value
    ("3A级景区的数量是4A级的多少倍": 4A级景区的数量; "佛教场所数量是道教的几倍": 道教场所数量): ``x`` begins with a
    word as long as ``y`` that ends as ``y`` does (its classifier: 级, 教, 市) and differs from it; None otherwise."""
    x, y = x.strip(), y.strip().removesuffix("的")
    if (shared := _shared_condition(x, y)) is not None:
        return shared
    if not 2 <= len(y) <= 6 or len(x) <= len(y):
        return None
    if x[len(y) - 1] == y[-1] and x[:len(y)] != y:
        return f"{x}是多少？", f"{y}{x[len(y):]}是多少？"
    return None if (second := swapped_value(x, y)) is None else (f"{x}是多少？", f"{second}是多少？")


def swapped_value(x: str, y: str) -> str | None:
    """``x`` with its value replaced by ``y``'s, ``y`` written as a value and the end of ``x``'s noun ("瑞安市的基督教场所数量",
    "佛教场所": 瑞安市的佛教场所数量; "台州市AAA级景点记录数", "AA级": 台州市AA级景点记录数): the longest end of ``y`` found in
    ``x``, and the run of ``x`` before it (letters and digits, or Chinese characters after 的 or a place's 市/县/区/省)
    replaced by the rest of ``y``. None where nothing differs or no end of ``y`` is in ``x``."""
    for n in range(len(y), 0, -1):
        if (at := x.find(y[-n:], 1)) > 0:
            break
    else:
        return None
    latin = x[at - 1].isascii() and x[at - 1].isalnum()
    start = at
    while start > 0 and (x[start - 1].isascii() and x[start - 1].isalnum() if latin else is_cjk(x[start - 1]) and x[start - 1] not in "的市县区省、"):
        start -= 1
    second = x[:start] + y[:-n] + x[at:]
    return None if second == x or start == 0 else second


def _shared_condition(x: str, y: str) -> tuple[str, str] | None:
    """The two questions of one number of two values of one condition, the second written as the condition
    alone ("类别为“门诊部诊所医务室村卫生室”的机构数量是类别为医院的多少倍": 类别为医院的机构数量): ``x`` and ``y`` begin
    with the same words ending in 为/是/: ("类别为"), ``x``'s value runs to its first 的; None otherwise."""
    m = re.match(r"^(?P<cond>[^，,。？?的]{1,8}?(?:为|是|：|:))(?P<v1>[^，,。？?的]+)的(?P<rest>.+)$", x)
    if m is None or not y.startswith(m.group("cond")):
        return None
    v2 = y[len(m.group("cond")):].strip().strip("“”\"「」")
    if not v2 or "的" in v2 or len(v2) > 20 or v2 == m.group("v1").strip("“”\"「」"):
        return None
    return f"{x}是多少？", f"{m.group('cond')}{v2}的{m.group('rest')}是多少？"


def _owned(side: str, names: list[str]) -> str:
    """``side`` with 的 after the name it begins with where the question writes none ("浙江神学院在校生人数")."""
    side = side.strip()
    name = _subject(side, names)
    return side if name is None or side[len(name):].startswith("的") or side == name else f"{name}的{side[len(name):]}"


def _proportion_questions(x: str, y: str, names: list[str]) -> tuple[str, str] | None:
    """The two questions of "x与y之比": one entity's two numbers ("X在校生人数与教师人数"), two
    entities' one number written once at the end ("A和B的教师人数") or each its own."""
    x, y = _owned(x, names), _owned(y, names)
    if x in names and "的" in y:  # "A和B的教师人数": A's and B's
        owner, _, own = y.rpartition("的")
        if any(n == owner.strip() for n in names) and own:
            return f"{x}的{own}是多少？", f"{y}是多少？"
        return None
    return _one_owners_two(x, y, names) or _two_owners_one(x, y, names)


# the quotient restated in brackets after a proportion: "学生人数与教师人数之比（学生数÷教师数）"
_QUOTIENT = re.compile(r"\s*[（(]\s*(?P<a>[^（）()÷/]{1,16}?)\s*(?:÷|/|除以)\s*(?P<b>[^（）()÷/]{1,24}?)\s*[)）]")


def _without_quotient(question: str) -> str | None:
    """``question`` without a quotient it restates in brackets in the order of its proportion's sides ("X的A与B之比
    （A÷B）", "…之比是多少？（A÷B，保留两位小数）": the rounding kept); as it is where there is none; None where the bracket
    reverses the sides (no ratio reads it)."""
    m = _QUOTIENT.search(question)
    before = question[:m.start()] if m is not None else ""
    said = list(re.finditer(r"(?:之|的)?比(?:值|例)?", before))
    if m is None or not said or len(sides := re.split(r"和|与|跟|同", before[:said[-1].start()])) < 2:
        return question  # (a term defined as a quotient, "生师比（学生人数除以教师人数）", is the term's own reading)
    x, y = sides[-2], sides[-1]
    b, _, kept = (re.split(r"([，,；;])", m.group("b"), maxsplit=1) + ["", ""])[:3]  # ("教师，保留两位小数": the rounding kept)

    def overlap(u: str, v: str) -> int:
        return len(set(u) & set(v))
    if overlap(m.group("a"), x) < overlap(m.group("a"), y) or overlap(b, y) < overlap(b, x):
        return None
    return before + (f"（{kept.strip()}）" if kept.strip() else "") + question[m.end():]


def ratio_asked(question: str) -> bool:
    """Whether ``question`` asks one number over another ("…是…的多少倍", "…是…的百分之几", "how many times as many … as
    …"), however its sides read."""
    if (plain := _without_quotient(question.strip())) is None:
        return False  # (a quotient restated the other way round: not read)
    asked = _FOLLOW_UP.sub(lambda m: f"{m.group('name')}的", plain)
    return _ZH_RATIO.match(asked) is not None or _ZH_PROPORTION.match(asked) is not None or _TIMES_EN.search(question) is not None \
        or _ZH_DIVIDED.match(asked) is not None \
        or _RATIO_EN.match(_unrounded(question)) is not None or _RATIO_EN_SCOPED.match(_unrounded(question)) is not None


def times_asked(question: str) -> re.Match | None:
    """The words of ``question`` asking how many times one number is another ("宁波市的旅行社数量是舟山市的多少倍",
    "how many times as many Buddhist venues as Catholic venues"), the first side in group ``x``; None otherwise."""
    m = _ZH_RATIO.match(question.strip())
    return m if m is not None and m.group("times") else _TIMES_EN.search(question)


def ratio_questions(question: str, names: list[str]) -> tuple[str, str, bool] | None:
    """``(first question, second question, as a percentage)`` for a question asking one number of an
    entity over another of its own ("浙江佛学院的在校生人数是教师人数的多少倍？保留两位小数": the number of
    times; "…是批准办学规模的百分之几": the percentage), or over the same number of another entity
    ("浙江佛学院的教师人数是浙江道教学院的几倍") or of a value written in parallel ("3A级景区的数量是4A级的多少倍"), or
    written as a proportion ("X在校生人数与教师人数之比");
    a follow-up's pronoun ("那X呢，它的…") stands for
    the entity it names. None otherwise."""
    if (plain := _without_quotient(question.strip())) is None:
        return None
    asked = _FOLLOW_UP.sub(lambda m: f"{m.group('name')}的", plain)
    if (two := _zh_ratio_questions(asked, names)) is not None:
        return two
    if (m := _ZH_DIVIDED.match(asked)) is not None:
        x, y = m.group("x"), m.group("y")
        two = _one_subjects_two(x, y, names) or _two_owners_one(x, y, names) \
            or (None if any(n in y for n in names) else _one_owners_two(x, y, names))
        if two is None and any(x.strip().startswith(n) for n in names) and any(y.strip().startswith(n) for n in names):
            two = f"{x.strip()}是多少？", f"{y.strip()}是多少？"  # ("A转给B的总金额除以A转给C的总金额": each side whole)
        return None if two is None else (two[0], two[1], False)
    if _ZH_RATIO.match(asked) is not None:
        return None
    if (m := _ZH_PROPORTION.match(asked)) is not None and (two := _proportion_questions(m.group("x"), m.group("y"), names)):
        return two[0], two[1], False
    if (m := _RATIO_EN.match(_unrounded(question))) is not None and (two := _ratio_sides_en(m.group("body"), names)):
        return f"What is {two[0]}?", f"What is {two[1]}?", False
    if (m := _RATIO_EN.match(_unrounded(question)) or _RATIO_EN_SCOPED.match(_unrounded(question))) is not None \
            and len(sides := re.split(r"\s+to\s+", m.group("body"))) == 2:
        # "In 台州市, what is the ratio of Buddhist venues to Taoist venues?": two counts, one scope
        x, y = (side.strip() for side in sides)
        if re.search(r"\bones?\W*$", y) and len(x.split()) > 1:  # "AAA-level scenic spots to AA-level ones": the first side's noun
            y = re.sub(r"\bones?\W*$", x.split(None, 1)[1], y)
        scope = f" in {m.group('scope').strip()}" if m.groupdict().get("scope") else ""
        if not scope and (said := re.search(r"\s+(?:in|among|within)\s+\S.*$", y)) is not None and not re.search(r"\s(?:in|among|within)\s", x):
            y, scope = y[:said.start()], said.group(0)  # ("… of A to B in 台州市": both in it)
        if not any(n in x or n in y for n in names):  # (a name's own number is _ratio_sides_en's)
            return f"How many {x} are there{scope}?", f"How many {y} are there{scope}?", False
    return None


def _zh_ratio_questions(asked: str, names: list[str]) -> tuple[str, str, bool] | None:
    """:func:`ratio_questions` of "…是…的多少倍" (``asked``: the question, follow-up resolved), or None."""
    if _ZH_RATIO.match(asked) is not None:
        # each place the verb may stand ("类别为A的机构数量是类别为医院的多少倍": 为 inside the first side)
        for at in re.finditer(r"(?=是|为|相当于|占)", asked):
            if (m := _ZH_RATIO_TAIL.match(asked, at.start())) is None or not (x := asked[:at.start()]).strip():
                continue
            two = _one_owners_two(x, m.group("y"), names) or _two_owners_one(x, m.group("y"), names) \
                or (None if any(n in m.group("y") for n in names) else _parallel(x, m.group("y"))) \
                or _one_subjects_two(x, m.group("y"), names)
            if two is not None:
                return two[0], two[1], m.group("pct") is not None
    return None


def _unrounded(question: str) -> str:
    """``question`` less the words asking its number rounded ("Round to 2 decimal places.")."""
    from kagflow.solver.question_words import rounding_asked

    rounding = rounding_asked(question)
    return question if rounding is None else question.replace(rounding[1], " ").strip()


def _lead(side: str) -> list[str]:
    """The first two words of ``side``, casefolded, a possessive's ending dropped ("Acme Motors'": acme motors)."""
    return [re.sub(r"(?:'s|’s|'|’)$", "", w.casefold()) for w in side.split()[:2]]


def _ratio_sides_en(body: str, names: list[str]) -> tuple[str, str] | None:
    """The two sides of "the ratio of X to Y" (``body``: "X to Y"): split at the " to " after which the second side
    begins as the first does ("the total A paid to B to the total A paid to C") or stands for its number of
    another entity ("the total design storage of A to that of B"); a pronoun of the second side stands for the
    first's one name ("the total amount A received to the total amount it paid out"). None where no split is so."""
    for m in re.finditer(r"\s+to\s+", body):
        x, y = body[:m.start()].strip(), body[m.end():].strip()
        named = [n for n in names if n in x]
        if not named:
            continue
        if (that := re.match(r"(?:that|those|the\s+same)\s+of\s+(?P<other>.+)$", y, re.I)) is not None:
            if len(named) != 1:
                continue
            head = x[:x.find(named[0])].rstrip()
            if head.casefold().endswith(" of") and any(n in that.group("other") for n in names if n != named[0]):
                return x, f"{head} {that.group('other')}"
            continue
        if len(named) == 1 and _PRONOUN.match(y):  # ("A's total outgoing transfers to its total incoming transfers")
            y = _PRONOUN.sub(lambda p: named[0] + ("'s" if p.group(0).casefold() in ("its", "their") else ""), y, count=1)
        lead = _lead(x)
        if len(lead) == 2 and _lead(y) == lead and y.casefold() != x.casefold():
            if len(named) == 1:
                y = _PRONOUN.sub(lambda p: named[0] + ("'s" if p.group(0).casefold() in ("its", "their") else ""), y)
            if any(n in y for n in names):
                return x, y
    return None


def ratio_answer(asker: "Asker", question: str, result: "AskResult", hits: list, k: int) -> bool:
    """Answer ``question`` as one number of an entity over another (:func:`ratio_questions`), each
    asked, planned, run and traced as :func:`difference_answer` does, the quotient (times 100 for a
    percentage) rounded as the question asks (:func:`~kagflow.solver.answer_form.as_asked`). False,
    with ``result`` as it was, where it is not so asked, the two are not one number each of one
    kind, or the second is 0."""
    names = [link["text"] for link in asker.schema_planner().link(question) if link.get("text")]
    if (asked := ratio_questions(question, names)) is None:
        return False
    first_q, second_q, percent = asked
    if (both := two_numbers(asker, first_q, second_q)) is None or both[1].value == 0:
        return False
    a, b = both[0].value, both[1].value
    (value,), rounded = as_asked(question, [a / b * (100 if percent else 1)])
    answer_from_two(asker, result, hits, k, both, value,
                    f"{plain_number(value)}{'%' if percent else ' times'} ({plain_number(a)} over {plain_number(b)})", "ratio",
                    [f"a ratio of two numbers: {first_q!r} ({plain_number(a)}; plan: {both[0].plan.text.strip()!r}) "
                     f"over {second_q!r} ({plain_number(b)}; plan: {both[1].plan.text.strip()!r})", *rounded])
    return True
