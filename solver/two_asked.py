"""Two things asked in one question, answered in the form it gives for the pair.

"杭州消防医院在表里的类别和级别分别是什么？按“类别;级别”回答。", "建德市慧华寺属于哪个宗教？类别是寺观教堂还是固定处所？按“宗教;类别”回答。",
"慈溪市煤气有限公司有几个液化天然气罐？罐总容积多少？回答格式“个数;容积”。", "X的坐标是多少？按“纬度,经度”回答。" (each slot a
value of the one entity asked of): the form names two slots, so the answer is the two
values joined as it joins them ("医院;二级"); a question that gives the form is never answered with one of its parts. "X的A和B分别
是什么？" asks the same without a form, answered as two values. Each part is a question of its own ("杭州消防医院的类别是什么？";
a second sentence without its entity gets the first's one entity: "建德市慧华寺的类别是寺观教堂还是固定处所？"), asked and traced
as any question, its plan and steps kept; a part that gets no single value leaves the whole unanswered, said so.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kagflow.solver.ask import Asker, AskResult

__all__ = ["two_asked", "two_asked_answer"]

# "按“类别;级别”回答", "回答格式“个数;容积”", "格式：“宗教；类别”": two slots and what joins them
_PAIR_FORM = re.compile(r"[，,。.；;]?\s*(?:请)?(?:按|以|用)?\s*(?:回答)?(?:格式)?\s*[:：为是]?\s*[“\"「](?P<a>[^”\"」;；|,，]{1,12})\s*(?P<sep>[;；|,，])\s*"
                        r"(?P<b>[^”\"」;；|,，]{1,12})[”\"」]\s*(?:的)?(?:格式|形式)?\s*(?:回答|作答|给出|给我|给|写)?\s*[。.]?")
# "X的A和B分别是什么", "X在表里的A和B分别是多少"
_RESPECTIVELY = re.compile(r"^\s*(?P<x>.+?)的(?P<a>[^，,。？?和与及、的]{1,10})(?:和|与|及|、)(?P<b>[^，,。？?的]{1,10}?)分别(?P<ask>是什么|是多少|为多少|是哪个|是)\s*[？?]?\s*$")
_SENTENCE = re.compile(r"[^？?。]+[？?]")
# "X的坐标是多少？": one entity's something asked, the form naming its two parts
_OF_ONE = re.compile(r"^\s*(?P<x>[^，,。？?的]{2,40})的[\u4e00-\u9fff]{1,8}(?:是|为)?(?:多少|什么|哪些|啥)\s*[？?]\s*$")


def two_asked(question: str) -> tuple[str, str, str | None] | None:
    """``(first part, second part, joiner)`` of a question asking two things (see the module); the joiner is the
    form's (";") or None where no form joins them; None where the question asks one thing, or two with no form
    and no "分别"."""
    form = _PAIR_FORM.search(question)
    rest = (question[:form.start()] + question[form.end():]).strip() if form else question.strip()
    if (m := _RESPECTIVELY.match(rest)) is not None:
        ask = m.group("ask") if m.group("ask") != "是" else "是什么"
        return f"{m.group('x')}的{m.group('a')}{ask}？", f"{m.group('x')}的{m.group('b')}{ask}？", form.group("sep") if form else None
    parts = [p.strip() for p in _SENTENCE.findall(rest)]
    if form is not None and len(parts) == 1 and (m := _OF_ONE.match(parts[0])) is not None:
        # "X的坐标是多少？按“纬度,经度”回答。": the two slots the form names, each a value of the one entity asked of
        return f"{m.group('x')}的{form.group('a').strip()}是什么？", f"{m.group('x')}的{form.group('b').strip()}是什么？", form.group("sep")
    if form is None or len(parts) != 2:
        return None
    return parts[0], parts[1], form.group("sep")


def two_asked_answer(asker: Asker, parts: tuple[str, str, str | None], result: AskResult, hits: list, k: int) -> bool:
    """Answer the two ``parts`` (:func:`two_asked`) and fill ``result`` as
    :meth:`~kagflow.solver.ask.Asker.schema_answer` does: both plans' steps traced (the second's numbered after the
    first's), the first's plan the answer's and the second's in the notes. False, with a note, where a part gets no
    single value (the question is then not answered: never one part for both)."""
    from kagflow.solver.ask import SCHEMA_LABEL, _keep_relevance, _unique
    from kagflow.solver.answer import render_value
    from kagflow.solver.retrievers.base import Hit

    first_q, second_q, joiner = parts
    first = asker.ask(first_q, planner="schema")
    if not any(link.get("entity_id") for link in asker.link(second_q)):  # ("…？类别是寺观教堂还是固定处所？": the first's entity)
        named = list({link["entity_id"]: link for link in first.links if link.get("entity_id")}.values())
        second_q = f"{named[0]['name']}的{second_q}" if len(named) == 1 and re.match(r"[\u4e00-\u9fff]", second_q) else second_q
    second = asker.ask(second_q, planner="schema") if first.mode == "answer" else None
    answers = [r for r in (first, second) if r is not None and r.mode == "answer" and r.values and len(r.values) == 1]
    if len(answers) != 2:
        result.notes.append(f"schema planner: the question asks two things ({first_q!r}, {second_q!r}); "
                            f"{len(answers)} of them got one value: not answered")
        return False
    words = [render_value(r.values[0]).strip('"') for r in answers]
    steps = [*first.steps, *({**s, "step": s["step"] + len(first.steps)} for s in second.steps)]
    result.steps, result.plan = steps, first.plan
    result.values = [joiner.join(words)] if joiner else [first.values[0], second.values[0]]
    result.mode, result.label = "answer", SCHEMA_LABEL
    result.answer = f"{joiner.join(words)} ({first_q} {second_q})" if joiner else f"{words[0]}; {words[1]} ({first_q} {second_q})"
    cited = hits + [Hit.from_dict(c) for st in steps for c in st["citations"] if c["text"]]
    result.chunks = _keep_relevance(result.chunks, _unique(cited)[: k + 5])
    result.notes += [f"schema planner: two things asked, each on its own: {first_q!r} ({words[0]}) and {second_q!r} ({words[1]}; "
                     f"plan: {(second.plan or '').strip()!r})" + (f", joined by {joiner!r} as the form asks" if joiner else ""),
                     *(f"schema planner ({i}): {n}" for i, r in ((1, first), (2, second)) for n in r.notes if n.startswith("schema planner")),
                     f"schema planner: pair plan, confidence {min(_confidence(r) for r in answers):.2f}"]
    return True


def _confidence(result: AskResult) -> float:
    """The confidence an answer's notes give its reading ("… plan, confidence 0.80"), 1.0 where none says one."""
    said = [m.group(1) for n in result.notes if (m := re.search(r" plan, confidence (\d+(?:\.\d+)?)$", n))]
    return float(said[-1]) if said else 1.0
