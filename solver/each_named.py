"""One question asked of several named entities at once: "O'Hara, Lamb & Sons、Delta Cells GmbH、Eastwind Logistics
三家公司各自的总流入金额分别是多少？", "柏*分别给裘**、杜*、邬**转了多少钱？", "What were the total inflows of A and B respectively?".

The question names two or more entities of one type one after another (separated by 、, commas, semicolons, 和, 与, and) and
says the answer is per entity (分别, 各自, 依次, respectively, each, "in that order"). It is asked once per entity,
with the list replaced by that entity's name and the distributive words left out ("柏*给裘**转了多少钱？"); a list
fronted before its question stands for the words that point back at it ("For each of A, B and C, how many … did that
person …?"), and one closing the question for the words before it ("How much did each of these receive from X: A, B,
C?"); each
question is planned, run and traced as any schema answer is, and must give one value. The answer is the
entities' ``(name, value)`` rows in the order the question names them. KAG writes the same as one Retrieval
step per entity (Liang et al. 2024, section 3.2, logical-form solving). Read before the whole question is
planned; where a part gives no single value the question is planned as usual.

Used by :meth:`kagflow.solver.ask.Asker.schema_answer`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kagflow.solver.ask import Asker, AskResult

__all__ = ["each_named_answer", "each_named_questions"]

# the words saying an answer is per entity
_PER_ENTITY = re.compile(r"分别|各自|依次|各(?=[\u4e00-\u9fff])|\brespectively\b|\beach\b|\bin (?:that|this|the same|the given) order\b", re.I)
# between two names of the list
# one total asked over them ("各宗教院校（佛学院、道教学院、神学院）的在校生总数是多少": their sum, not each one's)
# (unless each one's own is said: "A和B各自一共转出多少钱")
_ONE_TOTAL = re.compile(r"总数|总和|总计|合计|一共|总共|加起来|\bin total\b|\baltogether\b|\bcombined\b", re.I)
_EACH_OWN = re.compile(r"各自|分别|依次|\brespectively\b|\beach\b", re.I)
_BETWEEN = re.compile(r"\s*(?:、|，|,|;|；|和|与|及|以及|跟|同)?\s*(?:and\s+)?", re.I)
# "按这个顺序回答。", "依次回答", ", in that order."
_ORDER_SAID = re.compile(r"[，,。.]?\s*(?:请)?(?:按(?:这个|此|上述|以上|给出的|问题中的)?顺序|依次)(?:回答|列出|给出|作答)?[。.]?\s*$"
                         r"|[,;]?\s*(?:please\s+)?(?:answer\s+)?in (?:that|this|the same|the given) order\.?\s*$", re.I)
# "三家公司" / "这两个人" right after the list: how many it names, and of what
_COUNTED_AFTER = re.compile(r"^\s*(?:这|那)?[两二三四五六七八九十\d]+\s*[家个位名座所条笔处人]\s*[\u4e00-\u9fff]{0,4}?(?=各自|分别|各|的|都|[？?，,]|$)")
# the distributive words themselves, where they stand in a part's question
_SAID_PER_ENTITY = re.compile(r"各自|分别|依次|各(?=(?:转|付|收|有|是|为|拥有|持有|给|支付|汇|打|发|占|需|要))|\s*\brespectively\b|\s*,?\s*\beach(?:\s+of)?\b", re.I)


# a list fronted before the question it is asked of ("For each of A, B and C, …"), and the words standing for
# each of its names there ("that person", "the company", "it")
_FRONTED = re.compile(r"^\s*(?:for|of)\s+each\s+of\s+(?:the\s+)?(?:[a-z]+\s+){0,2}?$", re.I)
# the list closing the question, stood for before it ("How much did each of these receive from X: A, B, C?")
_EACH_OF_THESE = re.compile(r"\b(?:for\s+)?each\s+of\s+(?:these|the\s+following|them)(?:\s+(?:two|three|four|five|\d+))?(?:\s+(?:companies|people|persons|firms|entities))?\b"
                            r"|(?:以下|下列|这)(?:几|[两三四五\d])?(?:家|个|位|人)?(?:公司|人|企业)?(?:各自|分别)?", re.I)
# a question, not a heading ("Total money received, …, for each of these three:" is no question)
_ASKING = re.compile(r"^\s*(?:how|what|which|who|whom|when|did|does|do|is|are|was|were|has|have)\b|.*(?:多少|几|哪|谁|吗|是否)", re.I)
_STANDS_FOR = re.compile(r"\b(?:that|this|the)\s+(?:person|people|company|one|entity|firm|agency|station|school|place)\b"
                         r"|\b(?:it|they|he|she|its|their|his|her)\b", re.I)


def each_named_questions(question: str, links: list[dict]) -> tuple[list[tuple[str, str]], str] | None:
    """``([(name as written, its question)], type)`` where ``question`` asks the same of two or more
    entities it names one after another (``links``: the question's links, with their ``text``), one
    type; None otherwise."""
    if not _PER_ENTITY.search(question):
        return None
    spans: list[tuple[int, int, dict]] = []
    at = 0
    for link in links:
        text = link.get("text") or ""
        start = question.find(text, at) if text and link.get("entity_id") else -1
        if start >= 0:
            spans.append((start, start + len(text), link))
            at = start + len(text)
    best: list[tuple[int, int, dict]] = []
    run: list[tuple[int, int, dict]] = []
    for span in spans:  # the longest run of names with only separators between them
        if run and not (_BETWEEN.fullmatch(question[run[-1][1]:span[0]]) and span[2]["type"] == run[-1][2]["type"]):
            run = []
        run.append(span)
        if len(run) > len(best):
            best = list(run)
    if len(best) < 2 or len({s[2]["entity_id"] for s in best}) < len(best):
        return None
    before, after = question[:best[0][0]], question[best[-1][1]:]
    after = _COUNTED_AFTER.sub("", after, count=1)
    fronted = _FRONTED.match(before) is not None and _STANDS_FOR.search(after) is not None and re.match(r"\s*[,，]", after) is not None
    # "How much did each of these receive from X in total: A, B, C?": the list closing the question, each in its place
    closing = _EACH_OF_THESE.search(before) if re.fullmatch(r"\s*[?？.。]?\s*", after) and re.search(r"[:：]\s*$", before) \
        and _ASKING.match(before) else None  # (a question, not a heading: "Total money received, …, for each of these:")
    parts = []
    for _a, _b, link in best:
        if closing is not None:
            asked = (before[:closing.start()] + link["text"] + before[closing.end():]).rstrip(" :：")
            parts.append((link["text"], asked + ("？" if re.search(r"[\u4e00-\u9fff]$", asked) else "?")))
            continue
        if fronted:  # "For each of A, B and C, how many transfers did that person receive from D?": that person, A
            clause = after.lstrip(" ,，")
            said = _STANDS_FOR.search(clause)
            asked = clause[:said.start()] + link["text"] + ("'s" if said.group(0).casefold() in ("its", "their", "his", "her") else "") \
                + clause[said.end():]
            parts.append((link["text"], _ORDER_SAID.sub("", asked).strip()))
            continue
        asked = _ORDER_SAID.sub("", before + link["text"] + after)
        asked = re.sub(r"的\s*的", "的", _SAID_PER_ENTITY.sub("", asked)).strip()
        parts.append((link["text"], asked if asked.endswith(("？", "?", "。", ".")) else asked + ("？" if re.search(r"[\u4e00-\u9fff]", asked) else "?")))
    return parts, best[0][2]["type"]


def each_named_answer(asker: "Asker", question: str, result: "AskResult", hits: list, k: int) -> bool:
    """Answer ``question`` per named entity (see the module): fill ``result`` as
    :meth:`~kagflow.solver.ask.Asker.schema_answer` does, with one ``(name, value)`` row per entity, and
    return True; or return False with ``result`` as it was (not so asked, or a part gives no single value)."""
    from kagflow.solver.answer import plain_number, render_value
    from kagflow.solver.answer_form import as_asked
    from kagflow.solver.ask import SCHEMA_LABEL, _keep_relevance, _unique
    from kagflow.solver.retrievers.base import Hit
    from kagflow.solver.two_numbers import planned_values

    if not _PER_ENTITY.search(question) or (_ONE_TOTAL.search(question) and not _EACH_OWN.search(question)) \
            or (asked := each_named_questions(question, asker.link(question))) is None:
        return False  # (the words first: most questions ask nothing per entity, and need no links here)
    parts, _type = asked
    rows, answers, notes = [], [], []
    for name, part in parts:
        if (ran := planned_values(asker, part, ("number", "value", "entity"))) is None:
            return False
        planned, answer, values = ran
        if len(values) != 1 or isinstance(values[0], (list, tuple, dict)):
            return False
        (value,), changed = as_asked(question, values)
        rows.append((name, plain_number(value) if isinstance(value, float) else value))
        answers.append((planned, answer))
        notes.append(f"asked of {name}: {part!r} ({render_value(rows[-1][1])}; plan: {planned.text.strip()!r})")
        notes.extend(changed[:1] if len(rows) == 1 else [])
    result.steps = asker._steps([t for _p, a in answers for t in a.steps])
    result.plan, result.values = answers[0][0].text, rows
    result.mode, result.label = "answer", SCHEMA_LABEL
    result.answer = "; ".join(f"{n}: {render_value(v).strip(chr(34))}" for n, v in rows)
    cited = hits + [Hit.from_dict(c) for st in result.steps for c in st["citations"] if c["text"]]
    result.chunks = _keep_relevance(result.chunks, _unique(cited)[: k + 5])
    result.notes += [f"schema planner: {n}" for n in notes]
    result.notes.append(f"schema planner: each-named plan ({len(rows)} entities), confidence "
                        f"{min(p.confidence for p, _a in answers):.2f}")
    return True
