"""A sum of one entity's transfers with one counterparty left out: "How much did X receive from payers other
than Y?", "Acme Motors' total payments, not counting those to Delta Cells GmbH", "不算转给Y的部分，X一共转出了多少钱？".

Read as two numbers of the schema planner (:mod:`~kagflow.solver.two_numbers`), each asked in its canonical
words and planned, run and traced as any schema answer: X's total in the question's direction ("How much did X
receive in total?") and what passed between X and Y that way ("How much did Y pay X in total?"); the answer is
the first minus the second. KAG writes the same as two Retrieval steps and a Math step over their outputs (Liang
et al. 2024, section 3.2). Only a plain total is read this way: a question that bounds the transfers further (a
window, a number, a count of them) is left to the readings that read such bounds, and so is one without a
direction of money in its words. The direction is that of the whole question's words less the two names, not a
name's end as :meth:`~kagflow.solver.edge_readings.EdgeReadings.roles` reads it: the clause that sets the counterparty
apart names money moving the other way ("the total inflow of X, excluding every transfer from Y").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kagflow.solver.answer import plain_number
from kagflow.solver.answer_form import as_asked
from kagflow.solver.two_numbers import answer_from_two, two_numbers

if TYPE_CHECKING:
    from kagflow.solver.ask import Asker, AskResult

__all__ = ["excluded_counterparty", "excluding_answer"]

#: the words that set a counterparty apart ("excluding", "other than", "不算", "扣除")
_LEFT_OUT = re.compile(r"\b(?:excluding|except(?:\s+for)?|other\s+than|leaving\s+out|leave\s+out|not\s+counting|apart\s+from|but\s+not)\b"
                       r"|不算|不计|不包括|不含|扣除|排除|除去|刨去|去掉", re.I)
_INTO = re.compile(r"\breceiv|\binflow|\bincoming|\bgot\b|\btaken?\s+in\b|收到|转入|转来|流入|收入|入账|进账", re.I)
_OUT_OF = re.compile(r"\bpa(?:y|id|ying)\b|\bpayments?\b|\boutgoing\b|\boutflow|\bsen[dt]\b|\btransferred\b|\btransfers?\s+to\b|\bspen[dt]\b"
                     r"|转出|转给|支付|付给|付出|流出|汇给|打给", re.I)
_TOTAL = re.compile(r"\bhow\s+much\b|\btotal\b|\bsum\b|\bcombined\b|多少|总额|总计|合计|一共|总共", re.I)
# bounds the canonical questions would drop: a window, a number, a count of transfers
_BOUNDED = re.compile(r"\d|\b(?:days?|weeks?|months?|years?|since|before|after|between|during|last|past|recent|how\s+many|"
                      r"average|mean|largest|biggest|smallest|most|least)\b|天|周|月|年|近|以来|之前|之后|期间|几笔|多少笔|平均|最", re.I)


def excluded_counterparty(question: str, links: list[dict]) -> tuple[dict, dict, bool] | None:
    """``(entity, counterparty left out, into the entity)`` where ``question`` asks a plain total of one named
    entity's transfers with another named one set apart (see the module); None otherwise.

    Args:
        question: the question as asked.
        links: its linked entities (:meth:`~kagflow.solver.ask.Asker.link`), ``text`` as the question writes them.
    """
    named = [lk for lk in links if lk.get("entity_id") and lk.get("text")]
    cue = _LEFT_OUT.search(question)
    if cue is None or len({lk["entity_id"] for lk in named}) != 2 or not _TOTAL.search(question):
        return None
    # the one left out: the name nearest after the cue, in its clause
    clause_end = re.search(r"[,，。？?;；]", question[cue.end():])
    clause = (cue.end(), cue.end() + (clause_end.start() if clause_end else len(question)))
    after = [lk for lk in named if clause[0] <= question.find(lk["text"], cue.start()) < clause[1]]
    if len(after) != 1:
        return None
    left_out = after[0]
    entity = next(lk for lk in named if lk["entity_id"] != left_out["entity_id"])
    rest = question
    for lk in named:
        rest = rest.replace(lk["text"], " ")
    if _BOUNDED.search(rest):
        return None
    into, out = _INTO.search(rest) is not None, _OUT_OF.search(rest) is not None
    if into == out:  # neither direction said, or both
        return None
    return entity, left_out, into


def excluding_answer(asker: "Asker", question: str, result: "AskResult", hits: list, k: int) -> bool:
    """Answer ``question`` as the total of one entity's transfers less those with the counterparty it sets apart
    (:func:`excluded_counterparty`): fill ``result`` as :meth:`~kagflow.solver.ask.Asker.schema_answer` does and
    return True, or return False with ``result`` as it was (not so asked; either number not read as one; the
    second plan not between the two entities)."""
    read = excluded_counterparty(question, asker.link(question))
    if read is None:
        return False
    entity, left_out, into = read
    x, y = entity["name"], left_out["name"]
    first_q = f"How much did {x} receive in total?" if into else f"How much did {x} pay out in total?"
    second_q = f"How much did {y} pay {x} in total?" if into else f"How much did {x} pay {y} in total?"
    if (both := two_numbers(asker, first_q, second_q)) is None:
        return False
    if left_out["entity_id"] in both[0].plan.text or y in both[0].plan.text or y not in both[1].plan.text:
        return False  # the total must not be the pair's, and the pair's must name the one left out
    a, b = both[0].value, both[1].value
    (d,), _rounded = as_asked(question, [float(a - b)])
    answer_from_two(asker, result, hits, k, both, d, f"{plain_number(d)} ({plain_number(a)} less {plain_number(b)} with {y})", "excluding",
                    [f"a total with one counterparty left out: {first_q!r} ({plain_number(a)}; plan: {both[0].plan.text.strip()!r}) "
                     f"less {second_q!r} ({plain_number(b)}; plan: {both[1].plan.text.strip()!r})"])
    return True
