"""Shares: what percentage a part is of a whole. "温州市的宗教场所里，道教场所占百分之几？（保留两位小数）",
"柏*的转账总额中，转给邬**的占比是多少？", "What percentage of O'Hara, Lamb & Sons' total inflow came from
Acme Motors?".

A share is two numbers the schema planner already reads, divided: the whole ("温州市的宗教场所有多少个？",
"柏*的转账总额是多少？") and the part, the whole with the part's words added ("温州市的宗教场所中道教场所有多少个？",
"柏*的转账总额中转给邬**的是多少？"). Each is asked as a question of its own and planned, run and traced as
one (KAG writes the same as two Retrieval steps and a Math step dividing them: Liang et al. 2024,
section 3.2, logical-form solving); the answer is ``100 * part / whole`` in percent (``part / whole`` where the
question asks a decimal: "用小数表示", "as a decimal"), rounded as the question asks (two decimals where it does not).

Read only where both plans give one number each of the same kind (two counts, or two amounts),
the part's plan is not the whole's (the part's words were read), and ``0 <= part <= whole``, ``whole > 0``.
A question that asks a share gets no other reading: where the share cannot be read it is refused,
never answered as its part's amount.

Used by :meth:`kagflow.solver.ask.Asker.schema_answer`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kagflow.solver.answer import plain_number
from kagflow.solver.two_numbers import answer_from_two, number_of

if TYPE_CHECKING:
    from kagflow.solver.ask import Asker, AskResult

__all__ = ["share_questions", "share_answer"]

# "占百分之几", "占比是多少", "所占比例", "占多大比重", "占几成"
_ZH_SHARE = (r"(?:(?:(?<!场)所)?占(?!地)(?:了|的)?(?:比|比例|比重|百分比|比率)?(?:是|为)?(?:百分之几|百分之多少|多少(?:的)?(?:百分比|比例|比重|比率)?|几成|多大(?:的)?(?:比例|比重)?|几)"
             r"|(?:比例|比重|占比|百分比)(?:(?:是|为)?(?:多少|几|多大))?)")  # ("…的比例（%，保留一位小数）": nothing after)  # ("医疗机构中一级的比例是多少")
_WHOLE_THEN_PART = r"\s*[，,]?\s*(?P<part>.+?)\s*" + _ZH_SHARE + r"\s*[？?。]?$"
_ZH_WHOLE_FIRST = re.compile(r"^(?P<whole>.+?)(?:当中|之中|里面|里|中)" + _WHOLE_THEN_PART)
# (the whole closed by 里/当中 where the question writes one: "运营主体为中海油的加油站里", never at the 中 of 中海油)
_ZH_WHOLE_FIRST_SAID = re.compile(r"^(?P<whole>.+?)(?:当中|之中|里面|里)" + _WHOLE_THEN_PART)
_ZH_PART_FIRST = re.compile(r"^(?P<part>[^，,]+?)\s*占(?!地)\s*(?P<whole>.+?)的?(?:百分之几|百分之多少|几成|(?:比例|比重|百分比)(?:是多少)?)\s*[？?。]?$")
# a window opening a question, before a comma: "近30天内，", "2023年，", "过去90天里，"
_WINDOW_FIRST = re.compile(r"^\s*(?:在\s*)?(?:近|最近|过去)?\s*[\d一二两三四五六七八九十]+\s*(?:天|日|周|个?月|年|个?季度)(?:内|里|中|以来|期间)?\s*[，,]\s*")
_ZH_SHARE_ANYWHERE = re.compile(_ZH_SHARE)
# "医院类医疗机构在全部医疗机构中占比多少": the part, then the whole it is in
_ZH_PART_IN_WHOLE = re.compile(r"^(?P<part>[^，,在]+?)\s*在\s*(?P<whole>[^，,]+?)(?:当中|之中|里面|里|中)\s*" + _ZH_SHARE + r"\s*[？?。]?$")
# "What percentage of all Catholic venues are in 温州市?", "what share of X came from Y"
_EN_SHARE = re.compile(r"^(?:what|which)\s+(?:percentage|percent|%|share|proportion|fraction|part)\s*of\s+(?:all\s+(?:the\s+)?|the\s+)?(?P<whole>.+?)\s+"
                       r"(?P<verb>are|is|were|was|came|comes|come|went|goes|go|have|has|had|hold|holds|lie|lies|fall|falls|fell|belong|belongs)\s+(?P<rest>.+?)\s*\??$", re.I)
# "Among Christian religious venues, what percentage are in the 固定处所 category?"
_EN_AMONG = re.compile(r"^\s*(?:among|of|out of)\s+(?:all\s+)?(?:the\s+)?(?P<whole>.+?)\s*,\s*(?:what|which)\s+(?:percentage|percent|share|proportion|fraction)"
                       r"\s+(?:of\s+them\s+)?(?P<verb>are|is|were|was|have|has|hold|holds|lie|lies)\s+(?P<rest>.+?)\s*\??$", re.I)
_FORM = re.compile(r"\s*[（(][^()（）]*(?:百分比|百分数|保留|percent|decimal|%|％)[^()（）]*[)）]\s*[？?。.]?\s*$|\s*(?:as\s+a\s+percentage|in\s+percent)\s*"
                   r"|(?<=[？?，,。])\s*(?:结果|答案)?\s*(?:请)?(?:给出|写出|以|用|按)?(?:百分比|百分数|小数)的?(?:数值|数字)?"
                   r"(?:\s*[（(]\s*不带?[%％]\s*号?\s*[)）])?(?:表示|计算|形式|给出)?[\s，,。]*$"
                   # ("…? Give the percentage rounded to 2 decimals.": the rounding read apart)
                   r"|(?<=[?？.])\s*(?:please\s+)?(?:give|state|express|report|show)\s+(?:it\s+|the\s+(?:answer|result|share|value)\s+)?"
                   r"(?:as\s+)?(?:the\s+|a\s+)?(?:percentage|percent)(?:\s+(?:value|number|figure))?(?:\s*,?\s*without\s+the\s+%\s*(?:sign)?)?\s*[.。]?\s*$"
                   r"|(?<=[?？.])\s*(?:please\s+)?(?:give|state|report)\s+it\s*[.。]?\s*$", re.I)  # ("Give it to 2 decimals.": its rounding read)  # ("…占比是多少？百分比保留一位小数")
# a whole that names an amount is summed, never counted ("柏*的转账总额", "O'Hara's total inflow")
_AMOUNT = re.compile(r"总额|金额|总和|合计|流入|流出|收入|支出|资金|\b(?:amount|total|sum|inflow|outflow|income|revenue|money|paid|spent)s?\b", re.I)
# the form said in brackets inside the question ("What share (in percent, 2 decimals) of X …")
_FORM_INSIDE = re.compile(r"\s*[（(]\s*(?:in\s+)?(?:percent|percentage|%)[^()（）]*[)）]", re.I)
_DEFAULT_DECIMALS = 2
# a share asked as a decimal fraction, not a percentage
_AS_DECIMAL = re.compile(r"(?:以|用|按)小数(?:表示|形式|计)|\bas\s+a\s+(?:decimal|fraction)\b|\bdecimal\s+fraction\b", re.I)


def share_questions(question: str) -> list[tuple[str, str]]:
    """``(whole question, part question)`` pairs to try for a share ``question``, counts first, then
    amounts; empty where the question asks no share.

    >>> share_questions("温州市的宗教场所里，道教场所占百分之几？")[0]
    ('温州市的宗教场所有多少个？', '温州市的宗教场所中，道教场所有多少个？')
    """
    from kagflow.solver.question_words import rounding_asked

    from kagflow.solver.question_words import without_form_words

    text = _FORM_INSIDE.sub(" ", without_form_words(question.strip())[0])  # ("What share (in percent, 2 decimals) of …", "不带%号")
    for _ in range(3):  # the form's phrases and the rounding, each removal leaving another at the end
        text = _FORM.sub(" ", text).strip()  # ("…是多少？百分比保留一位小数", "Give the percentage (2 decimals).", "（百分比，保留一位小数）")
        if (rounding := rounding_asked(text)) is not None:
            text = text.replace(rounding[1], " ").strip()
    text = re.sub(r"[\s?？.。，,；;]+$", "", text) + "?"
    # a time window said first, then a comma ("近30天内，A转给B的金额占A转出总额的百分比"): said again in both questions
    if (lead := _WINDOW_FIRST.match(text)) is not None and _ZH_SHARE_ANYWHERE.search(text[lead.end():]):
        return [(lead.group(0) + whole, lead.group(0) + part) for whole, part in share_questions(text[lead.end():])]
    if (m := _ZH_PART_IN_WHOLE.match(text) or _ZH_WHOLE_FIRST_SAID.match(text) or _ZH_WHOLE_FIRST.match(text)
            or _ZH_PART_FIRST.match(text)) is not None:
        whole = re.sub(r"^(?:在|所有的?|全部的?)\s*(?=.)", "", m.group("whole").strip()).rstrip("的")  # ("在…中", "所有道教场所中")
        part = m.group("part").strip()
        if not whole or not part:
            return []
        if re.fullmatch(r"(?:全部|所有|全体)?的?[\u4e00-\u9fff]{1,4}", whole) and (table := re.match(r"[\u4e00-\u9fff]{2,8}表(?:中|里)", part)):
            whole = table.group(0) + whole  # ("医疗机构表中类别为X的机构占全部机构的百分之多少": the whole is that table's)
        pairs = [(f"{whole}有多少个？", f"{whole}中，{part}有多少个？"),
                 (f"{whole}是多少？", f"{whole}中，{part if part.endswith('的') else part + '的'}是多少？")]
        return pairs[1:] if _AMOUNT.search(whole) else pairs
    if (m := _EN_SHARE.match(text) or _EN_AMONG.match(text)) is not None:
        whole, verb, rest = m.group("whole").strip(), m.group("verb"), m.group("rest").strip()
        whole = re.sub(r"^(?:everything|all that|whatever)\s+", "the money ", whole, flags=re.I)  # ("of everything X transferred")
        pairs = [(f"How many {whole} are there?", f"How many {whole} {verb} {rest}?"),
                 (f"What is {whole}?", f"How much of {whole} {verb} {rest}?"),
                 (f"How much is {whole}?", f"How much of {whole} {verb} {rest}?")]  # ("the money X paid out")
        return pairs[1:] if _AMOUNT.search(whole) else pairs
    return []


def share_answer(asker: "Asker", question: str, result: "AskResult", hits: list, k: int) -> bool:
    """Answer the share ``question`` (see the module docstring): fill ``result`` as
    :meth:`~kagflow.solver.ask.Asker.schema_answer` does and return True, or return False with notes
    saying why no share was read.

    Args:
        asker: the open project.
        question: a question :func:`share_questions` reads as a share.
        result: the answer being written.
        hits: the question's chunks (for citations); k: how many chunks were asked for.
    """
    from kagflow.solver.answer_form import half_up
    from kagflow.solver.question_words import rounding_asked

    tried = []
    for whole_q, part_q in share_questions(question):
        whole = number_of(asker, whole_q)
        part = number_of(asker, part_q) if whole is not None else None
        if whole is None or part is None:
            continue
        w, p = whole.value, part.value
        counts = (whole.plan.shape == "count", part.plan.shape == "count")
        if counts[0] != counts[1] or part.plan.text == whole.plan.text or not 0 <= p <= w or w <= 0:
            tried.append(f"schema planner: a share of {plain_number(p)} in {plain_number(w)} ({part_q!r} in {whole_q!r}) is not read: "
                         + ("one is a count and one an amount" if counts[0] != counts[1] else
                            "the part's words changed nothing" if part.plan.text == whole.plan.text else "the part is not within the whole"))
            continue
        decimals = rounding[0] if (rounding := rounding_asked(question)) is not None else _DEFAULT_DECIMALS
        fraction = _AS_DECIMAL.search(question) is not None  # ("用小数表示", "as a decimal": 0.67, not 67 %)
        share = half_up((1.0 if fraction else 100.0) * p / w, decimals)
        answer_from_two(asker, result, hits, k, (part, whole), share,
                        f"{plain_number(share)}{'' if fraction else ' %'} ({plain_number(p)} of {plain_number(w)})", "share", [
            f"a share, {'part / whole, as a decimal' if fraction else '100 * part / whole'}: the part asked as {part_q!r} ({plain_number(p)}; plan: {part.plan.text.strip()!r}), "
            f"the whole as {whole_q!r} ({plain_number(w)}; plan: {whole.plan.text.strip()!r})",
            f"rounded to {decimals} decimals" + (", as the question asks" if rounding else "")])
        return True
    result.notes.extend(tried)
    result.notes.append("schema planner: the question asks a share (a percentage of a whole), and no whole and part "
                        "were read as two numbers of one kind; nothing else is answered for it")
    return False
