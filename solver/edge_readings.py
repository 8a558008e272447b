"""Schema planner readings over a relation whose edges carry values (a transfer's amount and
date): sums, counts, largest and smallest edges, the entities at the other end, grouped
superlatives and comparisons, restricted by a time window or an amount the question states.

"How much did A pay B in July 2023?", "近3个月A收到了多少钱？", "Which company received the single
largest transfer?", "单笔金额超过100万的转账有几笔？", "Did A send more money to B than to C?".
The plans use the plan language's edge forms (``Math(content=[p1.transAmt], target=sum)``,
``Sort(set=o1, orderby=sum(p1.transAmt))``, ``p1.transDate >= 20230701``). Which end of the
edge a named entity is, is read from the words around it: "from X", "X paid", "X收到" …
"""

from __future__ import annotations

import datetime as dt
import re

from kagflow.schema.spg import PropertyDef
from kagflow.schema.types import is_numeric_type
from kagflow.solver.question_words import TRANSFER_WORDS, YES_NO as _YESNO, bridge, names_any, numbers
from kagflow.solver.time_windows import time_window
from kagflow.solver.resolve import rank_predicates, units
from kagflow.solver.pair_readings import by_how_much
from kagflow.solver.exists_readings import ASKS_ANY
from kagflow.solver.countries import countries_named
from kagflow.solver.described_ends import PLACEHOLDER, as_one_end, describing_link, with_described_end
from kagflow.solver.schema_shapes import _LIST, SchemaPlan

__all__ = ["COUNT_EDGES", "EdgeReadings", "asks_parts", "edge_at_place"]

_IN = re.compile(r"\b(?:receiv\w*|got|gets|inflows?|incoming|inbound|t(?:ake|akes|ook|aken|aking) in)\b|收到|收了|流入|转入|收款|进账", re.I)
_OUT = re.compile(r"\b(?:pa(?:y|id|ys|yments?)(?: out)?|sen[dt]s?|transferr?\w*|wired?|outflows?|outgoing|outbound)\b|转给|付给|汇给|转出|流出|付款|付过款|转账|转了|转过|给", re.I)
# a word of paying used as a noun, naming no direction ("Who received more money in total via fund transfers: A or B?")
_NOUN_BEFORE = re.compile(r"\b(?:fund|via|through|by|in|of|the|its|their|money|cash|wire|bank)\s+$", re.I)
# the receiving end asked ("转给了谁", "付给哪家公司", "who was it paid to", "to whom")
_TO_WHOM = re.compile(r"(?:转给|付给|汇给|转到|转入|给)了?(?:谁|哪)|\bto whom\b|\b(?:went|go|goes|sent|paid|transferred)\s+to\s+(?:whom|which|what)\b"
                      r"|\bwho\s+(?:was|were|is)\s+(?:it|they|that)\s+(?:sent|paid|transferred)\s+to\b", re.I)
_JOINED = re.compile(r"\s*(?:,\s*)?(?:\bor\b|\band\b|和|与|还是|或|、)\s*", re.I)
# a noun naming which way money moves, said of the entity after it (group 1: into it)
_FLOW_NOUN = re.compile(r"\b(inflows?|incoming|inbound)\b|\b(?:outflows?|outgoing|outbound)\b", re.I)
# the question word of the entities asked ("哪些", "Which"), and an English question asking them as
# the object of a verb whose subject follows ("Which companies did X pay?")
_ASKED_ENTITY = re.compile(r"哪些|哪几家|哪家|哪个|哪位|\b(?:which|what)\b", re.I)
_OBJECT_ASKED = re.compile(r"\s*[A-Za-z]+\s+(?:did|do|does)\b", re.I)
_FROM_BEFORE = re.compile(r"(?:\bfrom|\bby|来自|从|由)\s*$", re.I)
_RECEIVED_BY = re.compile(r"\b(?:receiv\w*|got(?:ten)?)\s+by\s*$", re.I)
_TO_BEFORE = re.compile(r"(?:\bto|\binto|\bpa(?:y|id|ys)|\bsen[dt]|给|向|转给|付给|汇给|than)\s*$", re.I)
# one edge, not a sum: "single", "the largest transfer" (a noun in the singular)
# ("金额最小的那笔转账")
_SINGLE = re.compile(r"\bsingle\b|\bone transfer\b|单笔|一笔|单次|最[大小高低多少]的(?:那|这)笔|\b(?:largest|biggest|smallest|highest|lowest|greatest)\s+"
                     r"(?:(?:fund|money|wire|cash|bank|recorded)\s+)?(?:transfer|payment|transaction|wire|remittance)\b(?!s)"
                     r"|\b(?:largest|biggest|smallest|highest|lowest|greatest)\s+(?:one\s+)?of\s+(?:the|its|their|his|her)\s+(?:transfers|payments)\b", re.I)
# one edge ranked by its amount: "the single largest fund transfer", "单笔金额最大", "金额最大的那笔转账"
_LARGEST_EDGE = re.compile(r"\b(?:single\s+)?(?:largest|biggest|smallest|highest|lowest|greatest)\s+(?:single\s+)?(?:(?:fund|money|wire|cash|bank|recorded)\s+)?"
                           r"(?:transfer|payment|transaction|remittance)\b(?!s)|(?:单笔|一笔)(?:金额|转账金额)?最[大小高低]|最[大小高低]的(?:那|这|一)笔", re.I)
# one edge picked by its date ("the most recent transfer", "最近一笔转账", "Who did X pay most recently?"): the
# recency word and the edge in the singular
_BY_DATE = re.compile(r"\b(?:most recent|latest|last|newest|final|earliest|first|oldest)\s+(?:(?:single|one|recorded|fund|money|wire|cash|bank|outgoing|incoming|outbound|inbound)\s+){0,2}"
                      r"(?:transfer|payment|transaction|remittance|wire)\b|\bmost recently\b|\b(?:first|last)\s+(?:paid|sent|received|transferred|wired)\b"
                      r"|(?:最近|最新|最晚|最后|最早|第一|首)的?(?:一|1)?[笔次](?:转账|付款|汇款|交易|资金往来)?", re.I)
_EARLIEST = re.compile(r"\b(?:earliest|first|oldest)\b|最早|第一|首", re.I)
# the date of an edge asked ("On what date did the largest transfer happen?", "金额最大的那笔转账是哪天")
_DATE_ASKED = re.compile(r"\bwhen\b|\b(?:what|which) (?:date|day)\b|\b(?:the|its|their) (?:dates?|days?)\b|\b(?:transfer|payment|transaction|remittance)\s+date\b|哪一?天|什么时候|何时|日期|几号|哪日"
                         # (a month: the date, written as its month, solver.answer_form)
                         r"|哪一?个?月|几月份?|\b(?:in\s+)?(?:which|what)\s+month\b", re.I)
# ("how many fund transfers", "how many person-to-person transfers": up to two words before the noun)
# (a verb between ends the counted noun: "how many companies received transfers" counts companies)
_GAP = r"(?:(?!(?:receiv\w*|made|make|sent|send\w*|got|paid|pay\w*|had|have|has|did|do|does|transferr\w*|wired)\b)[a-z][a-z-]* ){0,2}"
# ("How many of X's transfers to Y …", "how many of their payments": the edges still)
_OF_WHOSE = r"(?:of\s+(?:the\s+|all\s+)?(?:\S+?['’]s\s+|their\s+|its\s+|his\s+|her\s+|these\s+|those\s+)?)?"
COUNT_EDGES = re.compile(r"\bhow many " + _OF_WHOSE + _GAP + r"(?:transfers|payments|transactions|times)\b|\bnumber of " + _GAP + r"(?:transfers|payments|transactions)\b|"
                         r"^\s*(?:please\s+)?count\s+(?:the\s+|all\s+)?(?:[a-z][a-z-]*\s+)?(?:transfers|payments|transactions)\b|"
                          r"几笔|多少笔|几次|多少次|笔数|次数", re.I)
_COUNT_ENDS = re.compile(r"\bhow many\b(?! " + _OF_WHOSE + _GAP + r"(?:transfers|payments|transactions|times)\b)|多少[家个位名所]|(?<![哪这那])几[家个位名所]", re.I)
# a named entity's own ends: "X's top 3 payers" (they pay X: X receives), "X's payees" (X pays them); "the payers of X"
_END_WORDS = (r"(?:(?P<payers>payers?|senders?|funders?|remitters?|sources? of funds)|recipients?|receivers?|payees?|beneficiar(?:y|ies))")
_ENDS_OF = re.compile(r"^\s*(?:'s|’s)\s+(?:(?:top|biggest|largest|main|major|\d+|[a-z]+est)\s+){0,3}" + _END_WORDS + r"\b", re.I)
_ENDS_OF_BEFORE = re.compile(r"\b" + _END_WORDS + r"\s+(?:of|for)\s+(?:the\s+\w+\s+)?$", re.I)
# the ends named as what is listed ("the top 3 recipients of …", "X's payers")
_END_NOUNS = re.compile(r"\b(?:recipients?|receivers?|payees?|payers?|senders?|counterpart(?:y|ies))\b", re.I)
# the receiving end named by its role ("Who was the recipient of …", "收款方是谁")
_RECEIVING_END = re.compile(r"\b(?:recipients?|receivers?|payees?|beneficiar(?:y|ies))\b|收款(?:人|方)|收款的", re.I)
# the entities asked by name, not an amount ("which companies received the highest amount from X": ranked by their total)
_ENDS_ASKED = re.compile(r"\bwhich\s+(?!amount|sum|total|value|number|date|day|month|year)[a-z]+|\bwho(?:m)?\b|哪些|哪几家|哪家|哪位|谁|" + _END_NOUNS.pattern, re.I)
_AMOUNT_ASKED = re.compile(r"\bhow much\b|\btotal\b|\bsum\b|\bamount\b|\bthe money\b|多少钱|多少资金|多少金额|金额|总额|总共|一共|加起来|合计|多少\s*[？?]?\s*$", re.I)
_WHICH = re.compile(r"\bwhich\b|\bwho(?:m)?\b|\bwhat (?:company|companies|person|people)\b|哪(?:个|家|些|一|位)?|谁", re.I)
_WHO = re.compile(r"谁|\bwho(?:m)?\b|哪(?:一)?[家位个](?:公司|企业|人)?", re.I)  # the end asked for by name
_MORE = re.compile(r"\bmore\b|\bgreater\b|\bbigger\b|\blarger\b|\bhigher\b|比.{0,40}?多|多于|超过|更多|较多|更高|较高|更大|较大", re.I)
_LESS = re.compile(r"\bless\b|\bfewer\b|\bsmaller\b|\blower\b|比.{0,40}?少|少于|更少|较少|更低|较低|更小|较小", re.I)
# which of two ("Did A or B receive more …?", "A和B，哪一家收到的更多？"): a name, not a truth value
_EITHER = re.compile(r"\bor\b|还是|哪(?:一)?[个家位]|谁", re.I)
# a bound stated before its number; the negated and inclusive ones first ("不超过" ends in "超过")
_ABOVE = (("le", re.compile(r"(?:\bat most|\b(?:no|not) (?:more|greater|larger|higher) than|\bnot (?:over|above)|不超过|不高于|不大于|不多于|至多)(?:了|为|是|达到|达)?\s*$", re.I)),
          ("ge", re.compile(r"(?:\bat least|\b(?:no|not) (?:less|fewer|smaller|lower) than|\bnot (?:under|below)|不少于|不低于|不小于|至少)(?:了|为|是|达到|达)?\s*$", re.I)),
          ("gt", re.compile(r"(?:\bmore than|\bover|\babove|\bexceed\w*|\b(?:greater|larger|bigger|higher) than|\bin excess of|超过|大于|高于|多于)(?:了|为|是|达到|达)?\s*$", re.I)),
          ("lt", re.compile(r"(?:\bless than|\bfewer than|\b(?:smaller|lower) than|\bunder|\bbelow|少于|小于|低于|不到|不足|未满)(?:了|为|是|达到|达)?\s*$", re.I)))
# a bound stated after its number ("100000 or more", "100万及以上")
_ABOVE_AFTER = (("ge", re.compile(r"\s*(?:yuan|元|dollars?)?\s*(?:or (?:more|above|greater|higher)\b|及以上|或以上|以上)", re.I)),
                ("le", re.compile(r"\s*(?:yuan|元|dollars?)?\s*(?:or (?:less|below|fewer|lower)\b|及以下|或以下|以下)", re.I)))


def _bound(rest: str, a: int, b: int) -> tuple[str, int] | None:
    """``(op, start of the bound's words)`` for the number at ``rest[a:b]``, or None."""
    for op, pattern in _ABOVE:
        if m := pattern.search(rest[:a]):
            return op, m.start()
    for op, pattern in _ABOVE_AFTER:
        if pattern.match(rest[b:]):
            return op, a
    return None


# an amount's range, both ends kept ("between 100,000 and 600,000 inclusive", "金额在10000到50000之间")
_AMOUNT_RANGE = re.compile(r"\bbetween\s+[$¥€]?(\d[\d,]*(?:\.\d+)?)\s+and\s+[$¥€]?(\d[\d,]*(?:\.\d+)?)(?![\d.])"
                           r"|(?<![\d.])(\d[\d,]*(?:\.\d+)?)\s*元?\s*(?:到|至|~|～|-|–)\s*(\d[\d,]*(?:\.\d+)?)\s*元?\s*(?:之间|范围内)", re.I)
_TOTAL_BEFORE = re.compile(r"(?:\btotal(?:ling|ing)?(?: of)?|\bsum(?: of)?|总额|总计|累计|总共|一共|合计)\s*$"
                           r"|\btotal\s+(?:[a-z]+\s+){1,2}(?:is|was|are|were|of|at)?\s*$", re.I)  # ("whose total inflow is 1,000,000 or more")
_TOTAL_AFTER = re.compile(r"\s*(?:in total|in all|altogether|combined|all together)\b", re.I)
# what a number right before them counts is no amount: an age, a span, a share, people, or the edges
# and entities themselves ("more than 2 transfers", "超过3笔"; "the 544,734 transfer" is one transfer's amount)
_NOT_AMOUNT = re.compile(r"\s*(?:岁|周岁|years?\b|year-old|天|days?\b|个月|months?\b|%|percent\b|人|people\b|persons?\b|家|次|笔|个|位"
                         r"|(?:(?!(?:in|of|to|from|on|per|for|each|every|a|an|the)\b)[a-z]+[\s-]+)?(?:transfers|payments|transactions)\b"  # ("3 fund transfers")
                         r"|(?:transfers|payments|transactions|times|companies|firms|devices|apps|deals|orders|recipients"
                         r"|payees|payers|counterpart(?:y|ies)|entities|partners|customers|suppliers)\b)", re.I)
# nor is one bounding people or an age right before its bound ("Which people over 50 …", "people aged under 30")
# (or the people said to be it: "How many of the people X paid are over 50?")
_AGED_BEFORE = re.compile(r"\b(?:people|persons?|individuals?|aged|ages?)\s*$|\b(?:people|persons?|individuals?)\b[^,.?;]*\b(?:are|is|were|was)\s*$", re.I)
_DATE_WORDS = frozenset(units("date time day 日期 时间 日"))


def edge_dates(p: PropertyDef) -> list[PropertyDef]:
    """The properties of relation ``p``'s edges whose name or display name says a date (transDate, 交易日期)."""
    return [e for e in p.properties if (set(units(e.name)) | set(units(e.display_name))) & _DATE_WORDS]


def moves_money(question: str) -> bool:
    """Whether ``question`` (or its glossary words) names a movement of money (:data:`TRANSFER_WORDS`)."""
    return names_any(question + " " + bridge(question), TRANSFER_WORDS)


def _bt(text: str) -> str:
    return "`" + text.replace("`", "'") + "`"


def _ranks_ends(question: str) -> bool:
    """A "which … most/least" question ranks the ends of the edges rather than asking for an amount:
    it names no amount, or the amount it names is a total the ranking sums ("which company
    received the highest total", "转账总额最高的是谁")."""
    return not _AMOUNT_ASKED.search(question.replace("总额", "")) or re.search(r"总额|\btotal\b", question, re.I) is not None \
        or re.search(r"金额最(?:多|少|大|小|高|低)的?(?:是|为)?(?:哪|谁)", question) is not None  # "收到金额最少的是哪家"


def _edge_record(question: str, amount: PropertyDef, date: PropertyDef | None, aggregate: str | None, which: bool,
                 ask_end: str, named: bool) -> tuple[str, str | None, str | None, str] | None:
    """One edge picked by its date or its amount, and what the question asks of it: ``(output, property
    ranked, direction, how it reads)`` or None. The most recent or earliest edge ("the most recent transfer",
    "最早的一笔转账") answers its date, its amount or its end; the largest or smallest single edge answers
    its date ("On what date did the largest transfer happen?"); its amount or end the other readings give.
    The date asked of the edges of a named entity, none picked ("When did A pay B?", "A给B的那笔转账是哪天？"):
    every such edge's date, ``(output, None, None, how)``."""
    by_date = _BY_DATE.search(question) if date is not None else None
    date_asked = date is not None and _DATE_ASKED.search(question) is not None
    if date_asked and named and by_date is None and not (aggregate in ("max", "min") and _SINGLE.search(question)) \
            and not _ENDS_ASKED.search(question) and not COUNT_EDGES.search(question):
        parts = _parts_asked(question, amount, date)  # ("When did A pay B, and how much was it?": its date and amount)
        return ", ".join(parts) if len(parts) >= 2 else f"p1.{date.name}", None, None, f"{date.display_name or date.name} of each edge"
    if by_date is not None:
        order, direction = date.name, "asc" if _EARLIEST.search(by_date.group(0)) else "desc"
        how = f"{'earliest' if direction == 'asc' else 'latest'} {date.display_name or date.name}"
    elif date_asked and aggregate in ("max", "min") and _SINGLE.search(question):
        order, direction = amount.name, "desc" if aggregate == "max" else "asc"
        how = f"{'highest' if direction == 'desc' else 'lowest'} single {amount.display_name or amount.name}"
    else:
        return None
    parts = _parts_asked(question, amount, date)
    if len(parts) >= 2:  # "latest transfer - who paid whom, how much, and when?": each part, in the question's order
        return ", ".join(parts), order, direction, how
    if date_asked:
        return f"p1.{date.name}", order, direction, how
    if _AMOUNT_ASKED.search(question) and not _ENDS_ASKED.search(question):
        return f"p1.{amount.name}", order, direction, how
    if which:
        return ask_end, order, direction, how
    return None


# a plan's largest single edge: its amount (Math max), or the entities ranked by their best edge, each then output
_BEST_EDGE = re.compile(r"Math\(content=\[(p\d+)\.(\w+)\], target=(max|min)\)->(\w+)\n(Action\d+: )Output\(\4\)"
                        r"|Sort\(set=(\w+), orderby=(p\d+)\.(\w+), direction=(desc|asc), limit=1\)->(\w+)\n(Action\d+: )Output\(\10\)")


def edge_at_place(text: str, n: int) -> tuple[str, str, str] | None:
    """The plan of "the nth largest single edge" from the plan of the largest (``text``): the edges ranked by
    their own value, the ones at place ``n`` kept (``Sort(set=p1, orderby=p1.transAmt, rank=2)``), then the
    value or the end the first plan output ("the second largest single transfer amount", "who made the second
    largest single transfer"). Returns ``(plan text, answer variable, kind)``, or None when ``text`` holds
    neither form. Entities ranked by their best edge have no such place: the second of them need not hold
    the second edge."""
    m = _BEST_EDGE.search(text)
    if m is None:
        return None
    if m.group(1):
        edge, prop, direction, label = m.group(1), m.group(2), "desc" if m.group(3) == "max" else "asc", m.group(5)
        out, kind = f"{edge}.{prop}", "value"
    else:
        edge, prop, direction, label = m.group(7), m.group(8), m.group(9), m.group(11)
        out, kind = m.group(6), "entity"
    new = f"Sort(set={edge}, orderby={edge}.{prop}, direction={direction}, rank={n})->e\n{label}Output({out})"
    return text.replace(m.group(0), new), out, kind


# each edge's amount listed ("list the amounts of the transfers …", "每笔转账的金额分别是多少")
_EACH_AMOUNT = re.compile(r"\b(?:list|show|give|what (?:are|were))\b[^?]{0,20}?\bamounts\b|\bamounts of (?:the|all|each|every)\b|\beach (?:transfer|payment)'?s? amount"
                          r"|\bamount of each (?:transfer|payment)\b|每一?笔(?:转账|付款|汇款)?的?金额|各笔(?:转账)?的?金额", re.I)
# the edges between two named ends, either way ("between A and B", "A和B之间", "in either direction", "不论方向")
_BETWEEN_EN = re.compile(r"\bbetween\s+(?:the\s+)?$", re.I)
_BETWEEN_ZH = re.compile(r"^\s*(?:之间|相互之间|互相)")


def _between(question: str, ends: list[dict]) -> tuple[dict, dict] | None:
    """The two named ends in the question's order when it asks about the edges between them (the first
    right after "between", or 之间 right after the second), else None."""
    placed = sorted(ends, key=lambda l: question.find(l["text"]))
    at = [question.find(l["text"]) for l in placed]
    if min(at) < 0 or not _JOINED.fullmatch(question[at[0] + len(placed[0]["text"]):at[1]]):
        return None
    if _BETWEEN_EN.search(question[:at[0]]) or _BETWEEN_ZH.match(question[at[1] + len(placed[1]["text"]):]):
        return placed[0], placed[1]
    return None


def _either_way(question: str, relation: PropertyDef, amount: PropertyDef, pair: tuple[dict, dict], constraints: list[str]):
    """The edges between two named ends either way (``pair``, :func:`_between`, the end named first first), as two
    hops: their amounts listed ("list the amounts of the transfers between A and B") or counted together
    ("柏*和杜*之间一共有几笔转账？"); :meth:`EdgeReadings._edge_plan`'s tuple, or None."""
    listed = _EACH_AMOUNT.search(question) is not None
    if not listed and not COUNT_EDGES.search(question):
        return None
    (a, b), where, t, o = pair, "".join(", " + c for c in constraints), relation.owner, relation.range_type
    text = (f"Action1: Retrieval(s=s1:{t}[{_bt(a['name'])}], p=p1:{relation.name}, o=o1:{o}[{_bt(b['name'])}]{where})\n"
            f"Action2: Retrieval(s=s2:{t}[{_bt(b['name'])}], p=p2:{relation.name}, o=o2:{o}[{_bt(a['name'])}]{where.replace('p1.', 'p2.')})\n")
    ends = f"{a['name']}, {b['name']}"
    if listed:
        return (text + f"Action3: Output(p1.{amount.name}, p2.{amount.name})\n", "list", "value", None,
                f"{{value}} ({amount.display_name or amount.name} of each edge either way; {ends})", None)
    return (text + "Action3: Math(count(p1) + count(p2))->n\nAction4: Output(n)\n", "count", "number", "n",
            f"{{value}} ({relation.display_name or relation.name} edges either way; {ends})", None)


# the parts of one edge asked together: its paying end, its receiving end, its amount, its date
_PARTS = (("s1", re.compile(r"\bwho (?:paid|sent|made|transferred)\b|\bfrom whom\b|\bwho\b(?=[^?]*\bwhom\b)|付款方|转出方|谁转|谁付|谁汇", re.I)),
          ("o1", re.compile(r"\bwhom\b|\bto which\b|\bwho (?:received|got)\b|收款方|转入方|转给谁|付给谁|给了谁|谁收到", re.I)),
          ("amount", re.compile(r"\bhow much\b|\bamount\b|金额|多少钱", re.I)),
          ("date", re.compile(r"\bwhen\b|\b(?:what|which) (?:date|day)\b|\b(?:its|the) date\b|哪天|日期|什么时候", re.I)))


# the amount named as what ranks the edges, not asked ("金额最大的", "the largest amount")
_RANKING_AMOUNT = re.compile(r"金额(?:第.)?最?[大小高低多少]|最[大小高低]的?(?:单笔)?金额|\b(?:largest|biggest|smallest|highest|lowest|greatest)\s+(?:single\s+)?(?:amount|sum)\b", re.I)


def _parts_asked(question: str, amount: PropertyDef, date: PropertyDef | None) -> list[str]:
    """The Output items of the parts of one edge ``question`` asks together, in its order ("who paid whom, how
    much, and when": ``s1, o1, p1.transAmt, p1.transDate``); fewer than two where it asks one."""
    question = _RANKING_AMOUNT.sub(" ", question)  # ("单笔金额最大的转账发生在哪天": the amount ranks, the date is asked)
    found = sorted((m.start(), part) for part, pattern in _PARTS if (m := pattern.search(question)) is not None)
    names = {"amount": f"p1.{amount.name}", "date": f"p1.{date.name}" if date is not None else None}
    out = [names.get(part, part) for _at, part in found]
    return [] if None in out else out


def asks_parts(question: str) -> bool:
    """Whether ``question`` asks several parts of one transfer picked by its date or amount, or of the transfers
    between named ends ("latest transfer - who paid whom, how much, and when?", "When did A pay B, and how much was
    it?"): one question, though it asks more than one thing."""
    return (_BY_DATE.search(question) is not None or _SINGLE.search(question) is not None or moves_money(question)) \
        and sum(1 for _part, pattern in _PARTS if pattern.search(_RANKING_AMOUNT.sub(" ", question))) >= 2


def _spans(schema, relation: PropertyDef, links: list[dict], question: str) -> tuple[dict[str, dict], tuple[dict, PropertyDef] | None]:
    """The named entities at the ends of ``relation``, one per span of the question (``{text: link}``), and the one an
    end is described by (:func:`~kagflow.solver.described_ends.describing_link`: "the companies X is legal
    representative of"), which stands at that end under :data:`~kagflow.solver.described_ends.PLACEHOLDER`."""
    spans: dict[str, dict] = {}
    described = describing_link(schema, relation, links, question)
    if described is not None:
        spans[described[0]["text"]] = {**described[0], "type": relation.owner, "name": PLACEHOLDER}
    for link in links:
        if link["type"] in (relation.owner, relation.range_type) and link["text"] not in spans:
            spans[link["text"]] = link
    return spans, described


def _paired(link: dict, spans: list[dict], question: str) -> bool:
    """Whether ``link`` is one of two names joined by "or", "and", 和, 还是 ("A or B", "A和B")."""
    at = question.find(link["text"])
    for other in spans:
        if other is link or at < 0 or (bt := question.find(other["text"])) < 0:
            continue
        between = question[at + len(link["text"]):bt] if at < bt else question[bt + len(other["text"]):at]
        if _JOINED.fullmatch(between):
            return True
    return False


class EdgeReadings:
    """Readings over edges with values; mixed into :class:`~kagflow.solver.schema_planner.SchemaPlanner`
    (uses its ``con``, ``schema`` and ``as_of``)."""

    def ranks_no_edge(self, r, question: str) -> str | None:
        """Why reading ``r`` (a :class:`~kagflow.solver.schema_shapes.SchemaPlan`) does not read ``question``
        where the question ranks single edges ("the single largest fund transfer", "金额最大的那笔转账") and the
        reading takes the highest or lowest of something else ("How old is the person who received the single largest
        transfer sent by X?": not the oldest recipient); None otherwise."""
        if not re.search(r"target=(?:max|min)\b", r.text) or (ranked := _LARGEST_EDGE.search(question)) is None:
            return None
        if any(re.search(rf"\b{re.escape(amount.name)}\b", r.text) for _relation, amount, _date in self.edge_relations()):
            return None
        return f"the question ranks single edges by their amount ({ranked.group(0)!r}); the {r.shape} reading ranks another value"

    def edge_relations(self) -> list[tuple[PropertyDef, PropertyDef, PropertyDef | None]]:
        """``(relation, amount property, date property or None)`` for each relation whose edges
        carry a number (the amount; the first declared when several)."""
        out = []
        for owner in self.schema.types:
            for p in self.schema.predicates(owner):
                if p.is_basic or not p.properties or p.owner != owner:
                    continue
                amounts = [e for e in p.properties if is_numeric_type(self.schema, e.range_type) and not (set(units(e.name)) & _DATE_WORDS)]
                if not amounts:
                    continue
                dates = [e for e in edge_dates(p) if e not in amounts]
                out.append((p, amounts[0], dates[0] if dates else None))
        return out

    def date_literal(self, relation: PropertyDef, date: PropertyDef, day: dt.date) -> str:
        """How ``day`` compares with the stored dates: ``20230701`` when they are written
        yyyymmdd (compared as numbers), else ```2023-07-01``` (ISO text compares in order)."""
        row = self.con.execute(
            "SELECT ep.value FROM edge_properties ep JOIN kg_edges e USING (edge_id) WHERE e.predicate = $p AND ep.key = $k "
            "AND ep.value IS NOT NULL LIMIT 1", {"p": relation.name, "k": date.name}).fetchone()
        if row is not None and re.fullmatch(r"\d{8}", str(row[0]).strip()):
            return day.strftime("%Y%m%d")
        return _bt(day.isoformat())

    def roles(self, question: str, spans: list[dict]) -> list[tuple[dict, str]]:
        """Each named entity's end of the edge: ``"s"`` (it pays, sends) or ``"o"`` (it receives)."""
        out = []
        for link in spans:
            at = question.find(link["text"])
            before, after = question[:max(at, 0)], question[at + len(link["text"]):] if at >= 0 else ""
            prior = next((o for o in reversed(out) if (pa := question.find(o[0]["text"])) >= 0 and pa + len(o[0]["text"]) <= at
                          and re.fullmatch(r"\s*(?:和|与|及|、)\s*", question[pa + len(o[0]["text"]):at])), None)
            if prior is not None and _TO_BEFORE.search(question[:question.find(prior[0]["text"])]):
                role = prior[1]  # ("A 付给 B 和 C 的总额": C receives as B does)
            elif (end := _ENDS_OF.match(after) or _ENDS_OF_BEFORE.search(before)) is not None:  # "X's top 3 payers", "the payees of X"
                role = "o" if end.group("payers") else "s"
            elif _FROM_BEFORE.search(before):  # "from X", "paid by X"; but "received by X" is the receiving end
                role = "o" if _RECEIVED_BY.search(before) else "s"
            elif _TO_BEFORE.search(before):
                role = "o"
            else:
                out_m, in_m = _OUT.search(after), _IN.search(after)
                last_in = max((m.start() for m in _IN.finditer(before)), default=-1)
                last_out = max((m.start() for m in _OUT.finditer(before) if not _NOUN_BEFORE.search(before[:m.start()])), default=-1)
                if in_m and (not out_m or in_m.start() <= out_m.start()):
                    role = "o"
                elif not out_m and last_in > last_out and (_paired(link, spans, question) or re.search(r"\bfor\s*$", before, re.I)):
                    role = "o"  # "Which received more from X: A or B?": the verb before the two; "money received for X"
                elif not out_m and (flows := [m for m in _FLOW_NOUN.finditer(before)]) and flows[-1].group(1):
                    role = "o"  # "the total inflow of money recorded for X": a noun of the flow's direction
                else:  # "A paid …", "A make transfers": the paying end
                    role = "s"
            out.append((link, role))
        return out

    def described_end(self, relation: PropertyDef, rest: str, question: str) -> list[tuple[str, tuple[PropertyDef, str]]]:
        """``(end variable, (property, value))`` for each value of a relation's (one) end type that
        ``rest`` (the question without its names and window) names, on the end its place in
        ``question`` says (:meth:`roles`: "US companies made": the paying end ``s1``; "paid to US
        companies": ``o1``): "How many transfers did US companies make?", "美国的公司一共发起了多少笔转账？"."""
        out = []
        for p, v in self.type_constraints(relation.owner, rest, question, "")[0]:
            written = next((w for w in [v, *(n for n, forms in countries_named(question).items() if v.casefold() in forms)] if w in question), None)
            if written is not None:
                out.append(("s1" if self.roles(question, [{"text": written}])[0][1] == "s" else "o1", (p, v)))
        return out

    def answer_role(self, question: str) -> str | None:
        """The asked entities' end of a money edge: ``"s"`` ("Which companies sent money to …",
        "收到过哪些公司的转账": they pay) or ``"o"`` ("向哪些公司转过账", "Which companies did X pay?": they
        receive), read as :meth:`roles` reads a name, from the question word; None without one."""
        m = _ASKED_ENTITY.search(question)
        if m is None:
            return None
        if _OBJECT_ASKED.match(question[m.end():]):  # "Which companies did X's companies pay?"
            return "o"
        return self.roles(question, [{"text": m.group(0)}])[0][1]

    def edge_readings(self, question: str, links: list[dict], aggregate: str | None) -> list:
        """The readings of ``question`` over each relation with valued edges it names."""
        words = question + " " + bridge(question)
        if not moves_money(question):
            return []
        plans = []
        window = time_window(question, self.as_of)
        for relation, amount, date in self.edge_relations():
            ends = {relation.owner, relation.range_type}
            spans, described = _spans(self.schema, relation, links, question)
            if len(spans) < len({l["text"] for l in links}):
                continue  # the question names an entity the relation does not reach
            ranked = rank_predicates(None, [relation, amount], [words], None, None)
            score = max((c.score for c in ranked), default=0.0)
            confidence = max(0.5, min(0.9, 0.5 + score))
            constraints, explains = [], set()
            if window is not None:
                if date is None:
                    continue
                if window.start is not None:
                    op = ">" if window.exclusive_start else ">="
                    constraints.append(f"p1.{date.name} {op} {self.date_literal(relation, date, window.start)}")
                if window.end is not None:
                    op = "<" if window.exclusive_end else "<="
                    constraints.append(f"p1.{date.name} {op} {self.date_literal(relation, date, window.end)}")
                explains.add(window.text)
            rest = question
            for text in spans:
                rest = rest.replace(text, " ")
            if window is not None:
                rest = rest.replace(window.text, " ")
            unread = False
            end_bounds: list[tuple[str, str, str]] = []  # (property, op, number) of the answer's end
            # the window's own days written again as numbers ("2023年7月（20230701至20230731）") are read by it
            days = {d.strftime("%Y%m%d") for d in (window.start, window.end) if d is not None} if window is not None else set()
            ranged = _AMOUNT_RANGE.search(rest)  # "between 100,000 and 600,000", "10万到60万之间": both ends kept
            if ranged is not None:
                low, high = (int(v) if v == int(v) else v for v in sorted(float(g.replace(",", "")) for g in ranged.groups() if g))
                constraints += [f"p1.{amount.name} >= {low}", f"p1.{amount.name} <= {high}"]  # (never 1e+06: the plan's digits)
                explains.add(ranged.group(0).strip())
            for value, (a, b) in numbers(rest):
                if ranged is not None and ranged.start() <= a < ranged.end():
                    continue
                if rest[a:b].strip() in days:
                    explains.add(rest[a:b].strip())
                    continue
                found = _bound(rest, a, b)
                op = found[0] if found else None
                if found and (_TOTAL_BEFORE.search(rest[:found[1]]) or _TOTAL_AFTER.match(rest[b:])):
                    unread = True  # "paid less than 10000 in total", "转账总额超过100万": a bound on a sum, not on one edge
                elif op is not None and (_NOT_AMOUNT.match(rest[b:]) or _AGED_BEFORE.search(rest[:found[1]])):
                    # "柏*转过账的人里，谁的年龄超过55岁": a bound on the other end's property, if it has one
                    bounds = {self.number_bound(t, rest[max(0, a - 24):b + 4]) for t in ends}
                    bounds.discard(None)
                    if len(bounds) == 1 and relation.owner == relation.range_type:
                        bp, bop, bnum, _score = bounds.pop()
                        end_bounds.append((bp.name, dict(gt=">", ge=">=", lt="<", le="<=")[bop], bnum))
                        explains.add(bnum)
                    else:
                        unread = True  # a bound on something else than the amount
                elif op is None and not _NOT_AMOUNT.match(rest[b:]) and value == int(value) and value >= 100:
                    # an amount stated without a bound ("received 866566 from X"): that amount exactly
                    constraints.append(f"p1.{amount.name} == {int(value)}")
                    explains.add(rest[a:b].strip())
                elif op is not None:
                    constraints.append(f"p1.{amount.name} {dict(gt='>', ge='>=', lt='<', le='<=')[op]} {value:g}"
                                       if value != int(value) else f"p1.{amount.name} {dict(gt='>', ge='>=', lt='<', le='<=')[op]} {int(value)}")
                    explains.add(rest[a:b].strip())
            if unread:
                continue
            if not spans and relation.owner == relation.range_type:  # "How many transfers did US companies make?"
                for end, v in self.described_end(relation, rest, question):
                    if v[1] in explains or re.fullmatch(r"[\d.,\s]+", v[1]):
                        continue  # (a number is an amount's bound, read above; "超过100万" is no 1000000 a company holds)
                    constraints.append(f"{end}.{v[0].name} == {_bt(v[1])}")
                    explains.add(v[1])
            roles = self.roles(as_one_end(self.schema, question, described[0], relation.owner) if described else question, list(spans.values()))
            subjects = [l for l, r in roles if r == "s"]
            objects = [l for l, r in roles if r == "o"]
            ids = frozenset(l["entity_id"] for l in spans.values()) | frozenset(explains)
            plan = self._edge_plan(question, relation, amount, subjects, objects, constraints, aggregate, end_bounds, date)
            if plan is None:
                continue
            text, shape, kind, answer_var, describe, answer_type, *choice = plan
            if described is not None and (text := with_described_end(text, relation.owner, *described)) is None:
                continue
            describe = describe.replace(PLACEHOLDER, f"the {relation.owner} {described[1].name} {described[0]['name']}") if described else describe
            plans.append(SchemaPlan(text, shape, confidence, [f"edges {relation.owner}-[{relation.name}]->{relation.range_type} "
                                                              f"with {amount.name} ({shape}, score {score:.2f})"
                                                              + (f"; window {window.describe()}" if window else "")],
                                    describe, parts=2 + len(constraints), answer_var=answer_var, kind=kind, answer_type=answer_type,
                                    explains=ids, types=frozenset(ends),
                                    value_kinds=frozenset() if kind != "value" else frozenset({"date"}) if date and answer_var == f"p1.{date.name}"
                                    else frozenset({"number"}),
                                    labels=(relation.name, amount.name) + ((date.name,) if window is not None and date else ())
                                    + ((described[1].name,) if described else ()),
                                    choice=choice[0] if choice else None))
        return plans

    def _edge_difference(self, relation: PropertyDef, amount: PropertyDef, subjects: list[dict], objects: list[dict],
                         where: str, question: str, asked: tuple[str, int]):
        """By how much the sum of the edges to one named end exceeds the sum to the other ("柏*转给A的总金额
        比转给B的多多少"): the end named after 比 / "than" is subtracted (the other way for less). Returns
        :meth:`_edge_plan`'s tuple, or None when neither end follows 比."""
        op, start = asked
        other = next((o for o in objects if question.find(o["text"], start) >= 0), None)
        if other is None:
            return None
        first = next(o for o in objects if o is not other)
        if first["entity_id"] == other["entity_id"]:
            return None  # ("how much larger is X's incoming total than X's outgoing total": one end twice, two roles not read)
        t_s, t_o, a = relation.owner, relation.range_type, amount.name
        payer = [f"s{i}:{t_s}[{_bt(subjects[0]['name'])}]" if subjects else f"s{i}:{t_s}" for i in (1, 2)]
        text = (f"Action1: Retrieval(s={payer[0]}, p=p1:{relation.name}, o=o1:{t_o}[{_bt(first['name'])}]{where})\n"
                f"Action2: Retrieval(s={payer[1]}, p=p2:{relation.name}, o=o2:{t_o}[{_bt(other['name'])}]{where.replace('p1.', 'p2.')})\n"
                f"Action3: Math(content=[p1.{a}], target=sum)->m1\nAction4: Math(content=[p2.{a}], target=sum)->m2\n"
                f"Action5: Math(content={'[m1, m2]' if op == 'gt' else '[m2, m1]'}, target=difference)->d\nAction6: Output(d)\n")
        minuend, subtrahend = (first, other) if op == "gt" else (other, first)
        return (text, "difference", "number", "d",
                f"{{value}} (sum of {amount.display_name or a} to {minuend['name']} minus to {subtrahend['name']})", None)

    def _two_totals(self, relation: PropertyDef, amount: PropertyDef, pair: list[dict], others: list[dict], side: str,
                    where: str, question: str):
        """The totals along the relation of two named entities on one ``side`` (``"s"``: two payers, to the
        one other entity named or to anyone, "Who sent more to X: A or B?"; ``"o"``: two receivers, "Did X
        pay A more than B?") compared: a choice of the two by the difference of the sums where the
        question asks which, else a truth value (receivers only). :meth:`_edge_plan`'s tuple (plus the
        choice), or None when no more/less is said."""
        op = "gt" if _MORE.search(question) else "lt" if _LESS.search(question) else None
        if op is None or (side == "s" and not _EITHER.search(question)):
            return None
        t_s, t_o, a = relation.owner, relation.range_type, amount.name
        fixed = others[0]["name"] if others else None

        def node(var: str, t: str, name: str | None) -> str:
            return f"{var}:{t}[{_bt(name)}]" if name else f"{var}:{t}"
        ends = [(node(f"s{i}", t_s, pair[i - 1]["name"] if side == "s" else fixed),
                 node(f"o{i}", t_o, pair[i - 1]["name"] if side == "o" else fixed)) for i in (1, 2)]
        counted = COUNT_EDGES.search(question) is not None  # "谁收到的转账笔数更多": how many, not how much
        text = (f"Action1: Retrieval(s={ends[0][0]}, p=p1:{relation.name}, o={ends[0][1]}{where})\n"
                f"Action2: Retrieval(s={ends[1][0]}, p=p2:{relation.name}, o={ends[1][1]}{where.replace('p1.', 'p2.')})\n"
                + "".join(f"Action{i + 2}: Math(content=[p{i}], target=count)->m{i}\n" if counted else
                          f"Action{i + 2}: Math(content=[p{i}.{a}], target=sum)->m{i}\n" for i in (1, 2)))
        first, second = pair
        amt = f"{relation.display_name or relation.name} edges" if counted else amount.display_name or a
        if _EITHER.search(question):  # which of the two: the difference of the sums decides
            text += "Action5: Math(content=[m1, m2], target=difference)->d\nAction6: Output(d)\n"
            return (text, "choice", "entity", "d",
                    f"{{value}} ({'more' if op == 'gt' else 'less'} {amt} {'from' if side == 's' else 'of'} {first['name']} and {second['name']})",
                    t_s if side == "s" else t_o, (first["name"], second["name"], op))
        text += f"Action5: Math(content=[m1, m2], target={op})->b\nAction6: Output(b)\n"
        return text, "comparison", "boolean", "b", f"{{value}} (sum of {amt} to {first['name']} {op} to {second['name']})", None

    def _edge_plan(self, question: str, relation: PropertyDef, amount: PropertyDef, subjects: list[dict], objects: list[dict],
                   constraints: list[str], aggregate: str | None, end_bounds: list[tuple[str, str, str]] = (),
                   date: PropertyDef | None = None):
        """``(plan text, shape, kind, answer var, describe, answer type)`` or None. ``end_bounds``
        restrict the end the question asks for (``o1.age > 55``); only an entity answer takes them.
        ``date`` is the edges' date property, if they have one."""
        if len(subjects) + len(objects) == 2 and (pair := _between(question, subjects + objects)) \
                and (either := _either_way(question, relation, amount, pair, constraints)) is not None:
            return either
        if len(subjects) == 2 and len(objects) <= 1 and _EITHER.search(question):  # "Who sent more to X, A or B?"
            return self._two_totals(relation, amount, subjects, objects, "s", "".join(", " + c for c in constraints), question)
        if len(subjects) > 1 or len(subjects) + len(objects) > 3:
            return None
        if end_bounds and not (_WHICH.search(question) and len(subjects) + len(objects) == 1):
            return None
        if end_bounds:
            end = "o1" if subjects else "s1"
            constraints = constraints + [f"{end}.{p} {op} {n}" for p, op, n in end_bounds]
        t_s, t_o = relation.owner, relation.range_type
        where = "".join(", " + c for c in constraints)
        a = amount.name
        rel, amt = relation.display_name or relation.name, amount.display_name or amount.name  # for the answer's words
        if len(objects) == 2 and len(subjects) <= 1 and (asked := by_how_much(question)):  # "X转给A的比转给B的多多少"
            return self._edge_difference(relation, amount, subjects, objects, where, question, asked)
        if len(objects) == 2 and len(subjects) <= 1 and (_YESNO.search(question) or _EITHER.search(question)):  # did A pay B more than C?
            return self._two_totals(relation, amount, objects, subjects, "o", where, question)
        if len(objects) > 1:
            return None
        s_node = f"s1:{t_s}[{_bt(subjects[0]['name'])}]" if subjects else f"s1:{t_s}"
        o_node = f"o1:{t_o}[{_bt(objects[0]['name'])}]" if objects else f"o1:{t_o}"
        hop = f"Action1: Retrieval(s={s_node}, p=p1:{relation.name}, o={o_node}{where})\n"
        named = ", ".join(l["name"] for l in subjects + objects) or "all"
        # the end the question asks for: the one not named, or the receiving end when it says "receive"
        if subjects and not objects:
            ask_end = "o1"
        elif objects and not subjects:
            ask_end = "s1"
        else:
            ask_end = "o1" if _IN.search(question) or _TO_WHOM.search(question) or _RECEIVING_END.search(question) else "s1"
        answer_type = t_o if ask_end == "o1" else t_s
        which = (_WHICH.search(question) or _LIST.search(question) or _END_NOUNS.search(question)) is not None and not (subjects and objects)
        if (record := _edge_record(question, amount, date, aggregate, which, ask_end, bool(subjects or objects))) is not None:
            out, order, direction, how = record
            text = hop + (f"Action2: Sort(set=p1, orderby=p1.{order}, direction={direction}, limit=1)->e\nAction3: Output({out})\n"
                          if order else f"Action2: Output({out})\n")
            said = f"{{value}} ({how}; {rel}, {named})"
            if order is None:
                return text, "record" if ", " in out else "relation", "value", None if ", " in out else out, said, None
            if ", " in out:
                return text, "record", "value", None, said, None
            if out.startswith("p1."):
                return text, "superlative", "value", out, said, None
            return text, "superlative", "entity", out, said, answer_type
        # "单笔金额最大的一笔转账转给了谁": the end of the largest single edge, though it names the amount
        if aggregate in ("max", "min") and which and (_ranks_ends(question) or _SINGLE.search(question) and _WHO.search(question)
                                                       or _ENDS_ASKED.search(question) and not _SINGLE.search(question)):
            direction = "desc" if aggregate == "max" else "asc"
            if _SINGLE.search(question):
                order, how = f"p1.{a}", f"single {amt}"
            elif COUNT_EDGES.search(question) or re.search(r"\b(?:most|fewest) (?:[a-z][a-z-]* )?(?:transfers|payments|transactions)\b", question, re.I):
                order, how = "count(p1)", "number of edges"
            else:
                order, how = f"sum(p1.{a})", f"sum of {amt}"
            text = hop + f"Action2: Sort(set={ask_end}, orderby={order}, direction={direction}, limit=1)->top\nAction3: Output(top)\n"
            return text, "superlative", "entity", "top", f"{{value}} ({'highest' if aggregate == 'max' else 'lowest'} {how}; {rel}, {named})", answer_type
        if aggregate is None and _YESNO.search(question) and ASKS_ANY.search(question) and len(subjects) + len(objects) == 1:
            # "Has X ever received a fund transfer?", "X有没有向其他公司转过账？": whether X has any such edge
            text = hop + f"Action2: Math(content=[{ask_end}], target=exists)->b\nAction3: Output(b)\n"
            return text, "comparison", "boolean", None, f"{{value}} (any {rel} edge; {named} {'paying' if subjects else 'receiving'})", None
        if aggregate is None and _YESNO.search(question) and len(subjects) == 1 and len(objects) == 1 and constraints:
            # "Did A send any money to B after 2024-06-01?": whether an edge between the two holds the window or bound
            text = hop + "Action2: Math(content=[o1], target=exists)->b\nAction3: Output(b)\n"
            return text, "comparison", "boolean", None, f"{{value}} (any {rel} edge, {named}, {', '.join(constraints)})", None
        if _EACH_AMOUNT.search(question) and (subjects or objects) and aggregate is None:  # "柏*转给杜*的每笔转账金额分别是多少？"
            text = hop + f"Action2: Output(p1.{a})\n"
            return text, "list", "value", f"p1.{a}", f"{{value}} ({amt} of each edge; {named})", None
        if COUNT_EDGES.search(question):
            text = hop + "Action2: Math(content=[p1], target=count)->n\nAction3: Output(n)\n"
            return text, "count", "number", "n", f"{{value}} ({rel} edges; {named})", None
        if aggregate == "count" and _COUNT_ENDS.search(question):  # ("有多少家公司收到过转账": every receiving end)
            text = hop + f"Action2: Math(content=[{ask_end}], target=count)->n\nAction3: Output(n)\n"
            return text, "count", "number", "n", f"{{value}} ({answer_type} at the other end; {named})", None
        if aggregate in ("max", "min") and (_SINGLE.search(question) or _AMOUNT_ASKED.search(question) or not which):
            text = hop + f"Action2: Math(content=[p1.{a}], target={aggregate})->m\nAction3: Output(m)\n"
            return text, "aggregate", "number", "m", f"{{value}} ({aggregate} of {amt}; {named})", None
        if aggregate == "avg":  # "the average transfer amount": the mean of the edges' amounts
            text = hop + f"Action2: Math(content=[p1.{a}], target=avg)->m\nAction3: Output(m)\n"
            return text, "aggregate", "number", "m", f"{{value}} (average of {amt}; {named})", None
        if aggregate in (None, "sum") and _AMOUNT_ASKED.search(question) and not which or aggregate == "sum":
            text = hop + f"Action2: Math(content=[p1.{a}], target=sum)->m\nAction3: Output(m)\n"
            return text, "aggregate", "number", "m", f"{{value}} (sum of {amt}; {named})", None
        if which and aggregate is None:
            text = hop + f"Action2: Output({ask_end})\n"
            return text, "relation", "entity", None, f"{{value}} ({rel}; {named})", answer_type
        return None
