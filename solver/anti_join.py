"""The schema planner's anti-join readings: a question that negates a verb once, read as its positive
question's plan taken away from the entities it is asked over (:class:`~kagflow.solver.logical_form.Exclude`).

- A relation never held over a type: "Which companies have never received a fund transfer?",
  "哪些公司从来没有给别的公司转过账？".
- A list restricted after the negation: "哪所宗教院校没有登记联系电话？" (the schools less those holding a
  phone number, ``s1.phoneNumber like `%```), "Which religious schools were not founded in 2016?", or the
  count of that list ("西湖区的旅行社里，没有英文名的有几家？").
- A named entity's hop less those a second hop holds for: "Which of the companies that 臧* is legal
  representative of never received any payment?".
- The entities of a type (its values restricting them) less those holding any end of a relation: "Which
  apps marked 诈骗 are not installed on any device?".
- One clause less another: "Which companies have sent transfers but never received any money?" (each
  clause a relation over types, both answering the type asked).

The question without its negation ("Which companies have received a fund transfer?") has a relation
reading over two types, with no named entity: ``Retrieval(s=s1:A, p=p1:P, o=o1:B)`` answered by one
end. The negated question asks for the entities of that end's type the relation never reaches: every
entity of the type (``Search``) less those the hop binds (:class:`~kagflow.solver.logical_form.Exclude`,
a set difference; "a plan is one conjunctive query" holds for each side). Where the type also holds names
extracted from text ("June" taken for a company), which would all be listed as never paid, the entities are
those of the source tables, told apart by a property only they hold (``Search(s=n1:Company, n1.country like
`%`)``, said in the reading's note); with no such property the question is refused with the reason.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from kagflow.schema.types import implicit_predicate
from kagflow.solver.schema_shapes import SchemaPlan, _bt
from kagflow.solver.time_windows import time_window
from kagflow.solver.type_readings import type_origins

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner

__all__ = ["besides_named", "but_never", "neither_way", "never_related", "source_marker", "without_relation_negation"]

# a negated verb: "have never received", "are not installed on any device", "didn't pay", "从来没有给…转过账", "从未收到"
# ("has no legal representative", "companies with no …": no before the noun held)
_NEGATED_EN = re.compile(r"\b(?:never|not)\b\s*|n't\b|(?:" + "|".join(
    rf"(?<=\b{verb} )" for verb in ("has", "had", "have", "with", "made", "make", "makes", "sent", "send", "sends", "received",
                                      "receive", "receives", "got", "get", "gets", "own", "owns", "owned", "hold", "holds", "held"))
    + r")no\b\s*", re.I)
_NEGATED_ZH = re.compile(r"从来(?:都)?没有?|从没有?|从未|未曾|不曾|(?<!有)没有(?:任何)?|(?<!有)没(?=[\u4e00-\u9fff])")  # ("没有任何法人代表"; 有没有 asks)
# a condition before the negation ("have sent transfers but never received any"): the positive reading would drop it
_ANOTHER_CLAUSE = re.compile(r"\b(?:but|and|yet|although|though|while|whereas)\b|但|却|而|并且|可是|然而|且", re.I)
# the positive reading: one hop between two types, no name, no constraint, one end answered
_ONE_HOP = re.compile(r"Action1: Retrieval\(s=s1:(\w+), p=p1:(\w+), o=o1:(\w+)((?:, p1\.[^\n]*)?)\)\nAction2: Output\((s1|o1)\)\n")
# or the entities a named entity's hop reaches that a second hop holds for, asked among them ("Which of the
# companies that X represents received a payment?": m1 answered)
_AMONG_HOP = re.compile(r"(Action1: Retrieval\((?:s=s1:\w+\[`(?:[^`]|``)*`\], p=p1:\w+, o=m1:(\w+)|s=m1:(\w+), p=p1:\w+, "
                        r"o=s1:\w+\[`(?:[^`]|``)*`\])\)\n)(Action2: Retrieval\([^\n]*\bm1\b[^\n]*\)\n)Action3: Output\(m1\)\n")
# or the entities of a type its values restrict that a named entity's hop reaches ("Which gambling apps were released
# by 柏*?": Search(s=o1:App, o1.riskMark == `赌博`) then Retrieval(s=s1:Person[`柏*`], p=p1:release, o=o1))
_NAMED_AMONG = re.compile(r"Action1: Search\(s=o1:(\w+), ([^\n]*)\)\n(Action2: Retrieval\(s=s1:\w+\[`(?:[^`]|``)*`\], p=p1:\w+, o=)o1\)\n"
                          r"Action3: Output\(o1\)\n")
# or the entities of a type its values restrict that hold any end of a relation ("Which apps marked 诈骗 are
# installed on a device?", or unrestricted: Retrieval(s=o1:Device, p=p1:install, o=s1:App))
_HELD = re.compile(r"(?:Action1: Search\(s=s1:(\w+), ([^\n]*)\)\nAction2: (Retrieval\([^\n]*\bs1\b[^\n]*\))\nAction3: Output\(s1\)\n"
                   r"|Action1: (Retrieval\((?:s=o1:\w+, p=p1:\w+, o=s1:(\w+)|s=s1:(\w+), p=p1:\w+, o=o1:\w+)\))\nAction2: Output\(s1\)\n)")
# or a list of a type's entities ("哪所宗教院校登记了联系电话": s1.phoneNumber like `%`)
_LISTED = re.compile(r"Action1: Search\(s=s1:(\w+), ((?:[^\n])*)\)\nAction2: Output\(s1\)\n")
# or a count of them ("西湖区的旅行社里，有英文名的有几家")
_COUNTED = re.compile(r"(Action1: Search\(s=s1:\w+, [^\n]*\)\n)Action2: Math\(content=\[s1\], target=count\)->n\nAction3: Output\(n\)\n")
_CONSTRAINT = re.compile(r"s1\.(\w+) (?:==|!=|like|<=|>=|<|>) (?:`(?:[^`]|``)*`|[^,`]+)")


def without_relation_negation(question: str) -> tuple[list[str], str, int] | None:
    """``(the question without its one negation, the words taken out, where they stood)`` for a
    question that negates a verb once ("never", "not", "n't", 没有, 从来没有, 从未, 未曾, 不曾), else None
    (no negation, several, or a condition joined before it: "sent transfers but never received any").
    A Chinese verb negated by 没(有) is affirmed with 了 after it ("没有登记联系电话": "登记了联系电话",
    "没留网址": "留了网址"), so the positives are tried in turn: as written, then with 了 after the next
    one or two characters; 没有 before a noun is also affirmed as 有 ("没有法定代表人": "有法定代表人")."""
    found = list(_NEGATED_EN.finditer(question)) + list(_NEGATED_ZH.finditer(question))
    if len(found) != 1 or _ANOTHER_CLAUSE.search(question[:found[0].start()]):
        return None
    m = found[0]
    before, after = question[:m.start()], question[m.end():]
    positives = [before + (" " if m.group(0).lower() == "n't" else "") + after]  # "didn't pay": "did pay"
    if m.group(0).startswith("没"):
        positives += [before + after[:k] + "了" + after[k:] for k in (2, 1) if len(after) > k and after[k] != "了"]
    if m.group(0).endswith(("没有", "没有任何")) and not after.startswith(("过", "给")):  # "没有法定代表人": "有法定代表人"
        positives.append(before + "有" + after)
    if m.group(0).strip().lower() == "no" and re.match(r"[a-z]", after, re.I):  # "have no phone number": "have a phone number"
        positives.append(before + ("an " if after[:1].lower() in "aeiou" else "a ") + after)
    return [re.sub(r"\s{2,}", " ", p).strip() for p in positives], m.group(0).strip(), m.start()


def never_related(planner: "SchemaPlanner", question: str) -> tuple[SchemaPlan | None, list[str]] | None:
    """The anti-join reading of ``question`` (see the module), ``(plan or None, notes)``; None
    where the question negates no verb or its positive has no one-hop relation reading over types
    (the planner then reads it as before: a negation no reading reads)."""
    if (neither := neither_way(planner, question)) is not None:
        return neither
    if (besides := besides_named(planner, question)) is not None:
        return besides
    negated = without_relation_negation(question)
    if negated is None:
        return but_never(planner, question)
    positives, said, at = negated
    for positive in positives:  # the first positive read as a hop over types or a list restricted after the negation
        planned, notes = planner.plan(positive)
        if planned is not None and planned.shape == "list" and (listed := _listed(planner, planned.text, question[:at])) is not None:
            return _ruled_out(planner, planned, notes, said, *listed)
        if planned is not None and planned.shape == "count" and (counted := _COUNTED.fullmatch(planned.text)) is not None \
                and (listed := _listed(planner, counted.group(1) + "Action2: Output(s1)\n", question[:at])) is not None:
            return _counted(*_ruled_out(planner, planned, notes, said, *listed))  # "西湖区的旅行社里，没有英文名的有几家"
        if planned is not None and planned.shape == "relation" and (m := _ONE_HOP.fullmatch(planned.text)) is not None:
            break
        if planned is not None and planned.shape == "count" and (m := _ONE_HOP.fullmatch(_as_listed(planned.text))) is not None:
            break  # "How many companies have no legal representative?": the list below, counted
        if planned is not None and (named := _NAMED_AMONG.fullmatch(planned.text)) is not None:
            return _named_never(planned, notes, said, named)
        if planned is not None and (among := _AMONG_HOP.fullmatch(planned.text)) is not None:
            return _among_never(planned, notes, said, among)
        if planned is not None and (held := _HELD.fullmatch(planned.text)) is not None:
            return _never_held(planner, planned, notes, said, held)
        if planned is not None and planned.shape == "count" and (held := _HELD.fullmatch(_as_listed(planned.text))) is not None:
            return _counted(*_never_held(planner, planned, notes, said, held))  # "How many apps are not installed on any device?"
    else:
        return _bounded_never(planner, question)
    subject_type, predicate, object_type, edges, end = m.groups()  # (edges: the hop's own window, "in the last 90 days")
    asked = subject_type if end == "s1" else object_type
    side = "subject" if end == "s1" else "object"
    universe, among = "", ""
    if (origins := type_origins(planner.con, asked)) != "":
        marker = source_marker(planner, asked)
        if marker is None:
            return None, notes + [f"the question asks for the {asked} entities that are the {side} of no {predicate} edge "
                                  f"({said!r}); {asked} also holds entities not from the source tables ({origins.lstrip('; ')}), "
                                  "which would all be listed, and no property tells the source tables' apart: no plan"]
        universe = f", n1.{marker} like `%`"
        among = (f" of the source tables (those with a {marker}; {origins.lstrip('; ')}: the ones not from the source "
                 "tables are left out)")
    text = (f"Action1: Search(s=n1:{asked}{universe})\nAction2: Retrieval(s=s1:{subject_type}, p=p1:{predicate}, o=o1:{object_type}{edges})\n"
            f"Action3: Exclude(set=n1, by={end})\nAction4: Output(n1)\n")
    note = f"read {said!r} as no {predicate} edge: every {asked}{among} less those that are the {side} of one"
    listed = (SchemaPlan(text, "list", planned.confidence, planned.notes + [note], f"{{value}} ({asked} with no {predicate} as its {side})",
                         kind="entity", answer_type=asked, explains=planned.explains, types=planned.types, labels=planned.labels),
              notes + [note])
    return _counted(*listed) if planned.shape == "count" else listed


# a number bound on the people asked, said apart from the relation ("Which people over 40 never received money?",
# "年龄超过50岁的人里，哪些人从未收到过转账？"): group 2 (English) or the whole match (the Chinese clause before the question)
_PEOPLE_BOUND_EN = re.compile(r"\b(people|persons|individuals)\s+((?:aged\s+|who\s+are\s+)?(?:over|under|above|below|older\s+than|younger\s+than"
                              r"|at\s+least|at\s+most)\s+\d+(?:\s+years?(?:\s+old)?)?)\b", re.I)
_PEOPLE_BOUND_ZH = re.compile(r"^\s*(?:在\s*)?(?:年龄|年纪)?\s*(?:超过|大于|高于|小于|低于|不到|不足|不满)?\s*\d+\s*周?岁\s*(?:以上|以下)?的(?:人|自然人)"
                              r"(?:里|中|当中|之中|里面)\s*[，,]?\s*")


def _bounded_never(planner: "SchemaPlanner", question: str) -> tuple[SchemaPlan | None, list[str]] | None:
    """The anti-join of ``question`` without a bound on the people asked (:data:`_PEOPLE_BOUND_EN`,
    :data:`_PEOPLE_BOUND_ZH`), the bound then read on the entities asked (``n1.age > 40``, as
    :meth:`~kagflow.solver.bounds.NumberBounds.bounded_where` reads it over their type); None where the
    question states no such bound or the rest has no anti-join reading."""
    if (m := _PEOPLE_BOUND_EN.search(question)) is not None:
        rest, bound_words, context = question[:m.start(2)] + question[m.end(2):], m.group(2), m.group(0)
    elif (m := _PEOPLE_BOUND_ZH.match(question)) is not None:
        rest, bound_words, context = question[m.end():], m.group(0).strip(" ，,"), m.group(0)
    else:
        return None
    inner = never_related(planner, re.sub(r"\s{2,}", " ", rest).strip())
    if inner is None or inner[0] is None or (asked := re.match(r"Action1: Search\(s=n1:(\w+)", inner[0].text)) is None:
        return None
    t = asked.group(1)
    where, bound, ends = planner.bounded_where(t, context, "")
    if bound is None or ends or not where:
        return None
    plan, notes = inner
    note = f"read {bound_words!r} as {bound[0].name} {bound[1]} {bound[2]} of the {t} entities asked"
    text = plan.text.replace(f"Action1: Search(s=n1:{t}", f"Action1: Search(s=n1:{t}, {where.replace('s1.', 'n1.')}", 1)
    return replace(plan, text=text, notes=plan.notes + [note], explains=plan.explains | {bound_words, bound[2]}), notes + [note]


# a named entity set apart before the question ("除了 Acme Motors，还有哪些公司给 X 转过钱？", "Besides Acme Motors, which
# companies paid X?"): the question's answer without it
_BESIDES_NAMED = re.compile(r"^\s*(?:除了|除)\s*(?P<zh>[^，,]{2,40}?)\s*(?:以外|之外|外)?\s*[，,]\s*(?:还有|另外还有|还)?\s*"
                            r"|^\s*(?:besides|other than|apart from|aside from|except(?:\s+for)?)\s+(?P<en>[^,]{2,60}?)\s*,\s*", re.I)
# a word in the rest pointing back at the entity set apart ("它所在的那个县", "和他共用", "its county")
_BACK_REFERENCE = re.compile(r"[它他她]|其(?!他|它|余)|\b(?:it|its|he|him|his|she|her|they|them|their)\b", re.I)
# the step that binds the answer's variable with its type ("Retrieval(s=s1:Company, …)", "Search(s=o1:App, …)")
_BINDS = r"(Action\d+: (?:Retrieval|Search)\([^\n]*\b{var}:\w+[^\n]*)\)\n"


def besides_named(planner: "SchemaPlanner", question: str) -> tuple[SchemaPlan | None, list[str]] | None:
    """The question after a named entity it sets apart (:data:`_BESIDES_NAMED`), planned, with that entity
    left out of the entities it answers (``s1.name != `X``` on the step binding them): ``(plan, notes)``;
    None where the question sets no one entity apart this way, the rest points back at it ("它", "his"), or
    the rest's reading answers no entities of its type (other readings then read the question whole)."""
    m = _BESIDES_NAMED.match(question)
    if m is None:
        return None
    said = (m.group("zh") or m.group("en")).strip()
    named = [l for l in planner.link(said) if l.get("entity_id") and l.get("type") in planner.schema.types
             and l["text"].strip().casefold() == said.casefold()]
    if len(named) != 1:
        return None
    rest = question[m.end():]
    if _BACK_REFERENCE.search(rest):  # "除了雷**，还有谁和他共用同一台设备？": the rest speaks of it
        return None
    rest = rest[:1].upper() + rest[1:] if m.group("en") else rest
    planned, notes = planner.plan(rest)
    out = re.search(r"Output\((\w+)\)\n$", planned.text) if planned is not None else None
    binding = re.search(_BINDS.format(var=re.escape(out.group(1))), planned.text) if out else None
    if planned is None or binding is None or planned.kind != "entity" or planned.answer_type != named[0]["type"]:
        return None  # (the rest may speak of the entity set apart, "除了X，它所在的县还有…": other readings read it whole)
    note = f"read {m.group(0).strip()!r} as leaving {named[0]['name']!r} out of the answer"
    text = planned.text[:binding.end(1)] + f", {out.group(1)}.name != {_bt(named[0]['name'])}" + planned.text[binding.end(1):]
    return replace(planned, text=text, notes=list(planned.notes) + [note], explains=planned.explains | {named[0]["entity_id"], said}), notes + [note]


# money sent and money received, both said ("never sent or received", "neither sent nor received", "既没有转出也没有收到")
_SENT = re.compile(r"\b(?:sen[dt]s?|sending|pa(?:y|id|ys)(?: out)?|transferred|wired)\b|转出|付款|汇出|转给|付给", re.I)
_RECEIVED = re.compile(r"\b(?:receiv\w*|got|gets)\b|收到|转入|收款|进账", re.I)
_NEGATED_ANY = re.compile(r"\b(?:never|not|neither|nor|no)\b|n't\b|没有?|从未|未曾", re.I)
_HOW_MANY = re.compile(r"\bhow many\b|\bnumber of\b|多少|几[家个位名]", re.I)


def neither_way(planner: "SchemaPlanner", question: str) -> tuple[SchemaPlan | None, list[str]] | None:
    """The entities of a type that are at neither end of a relation between entities of that type, where the
    question negates both ways ("Which companies have never sent or received a fund transfer?", "How many companies
    have no fund transfers at all, neither sent nor received?", "哪些公司既没有转出也没有收到过转账？"): every entity
    (of the source tables, :func:`source_marker`) less the subjects, then less the objects, of the relation's
    edges, listed or counted; None where the question does not say both ways or names no one such relation."""
    sent, received, negated = _SENT.search(question), _RECEIVED.search(question), _NEGATED_ANY.search(question)
    if not (sent and received and negated) or negated.start() > min(sent.start(), received.start()) or _ANOTHER_CLAUSE.search(question):
        return None  # ("received money but never sent any": one way affirmed, the other negated; but_never's)
    asked = planner.mentioned_types(question)
    relations = [r for r, _amount, _date in planner.edge_relations() if r.owner == r.range_type and r.owner in asked]
    if len(relations) != 1 or len(asked) != 1 or time_window(question, planner.as_of) is not None:
        return None
    relation, t = relations[0], asked[0]
    universe, among = "", ""
    if type_origins(planner.con, t) != "":
        if (marker := source_marker(planner, t)) is None:
            return None
        universe, among = f", n1.{marker} like `%`", f" of the source tables (those with a {marker})"
    note = f"read the question as no {relation.name} edge either way: every {t}{among} less the subjects and the objects of one"
    text = (f"Action1: Search(s=n1:{t}{universe})\nAction2: Retrieval(s=s1:{t}, p=p1:{relation.name}, o=o1:{t})\n"
            f"Action3: Exclude(set=n1, by=s1)\nAction4: Exclude(set=n1, by=o1)\n")
    if _HOW_MANY.search(question):
        text += "Action5: Math(content=[n1], target=count)->n\nAction6: Output(n)\n"
        plan = SchemaPlan(text, "count", 0.8, [note], f"{{value}} (count of {t} with no {relation.name} edge either way)", kind="number",
                          types=frozenset({t}), labels=(relation.name,))
    else:
        plan = SchemaPlan(text + "Action5: Output(n1)\n", "list", 0.8, [note], f"{{value}} ({t} with no {relation.name} edge either way)",
                          kind="entity", answer_type=t, types=frozenset({t}), labels=(relation.name,))
    return plan, [note]


# the question's subject, the which-phrase each clause shares ("Which companies", "哪些公司")
_SUBJECT = re.compile(r"^\s*(?:((?:which|what)\s+[a-z]+)|(哪(?:些|个|家|几家|几个))([\u4e00-\u9fff]{1,6}))", re.I)
# the join of the two clauses right before the negation ("but never", "但从来没有")
_BUT = re.compile(r"\s*(?:,\s*)?\b(?:but|yet)\b\s*$|[，,]?\s*(?:但|却|但是|可是)\s*$", re.I)


def but_never(planner: "SchemaPlanner", question: str) -> tuple[SchemaPlan | None, list[str]] | None:
    """"Which companies have sent transfers but never received any money?", "哪些公司转出过资金但从来没有收到过
    转账？": the entities the first clause reads (a one-hop relation reading over types) less those the
    second, affirmed, reads; both answer the one type the question asks for. None where the question is
    not so written or either clause has no such reading."""
    found = list(_NEGATED_EN.finditer(question)) + list(_NEGATED_ZH.finditer(question))
    m = _SUBJECT.search(question)
    if len(found) != 1 or m is None or (but := _BUT.search(question[:found[0].start()])) is None:
        return None
    # ("哪些公司转出过…": the shortest start of the run after 哪些 that names a type)
    noun = m.group(3) and next((m.group(3)[:k] for k in range(1, len(m.group(3)) + 1) if planner.mentioned_types(m.group(3)[:k])), None)
    subject = m.group(1) + " " if m.group(1) else (m.group(2) + noun if noun else None)
    if subject is None:
        return None
    first = question[:but.start()].strip() + "?"
    second = subject + question[found[0].end():].strip()
    hops = []
    for clause in (first, second):
        planned, _notes = planner.plan(clause)
        hop = _ONE_HOP.fullmatch(planned.text) if planned is not None and planned.shape == "relation" else None
        if hop is None:
            return None
        hops.append((planned, hop.groups()))
    (p1, (a1, r1, b1, w1, e1)), (p2, (a2, r2, b2, w2, e2)) = hops  # (w: each clause's own edge window, if any)
    asked = a1 if e1 == "s1" else b1
    if asked != (a2 if e2 == "s1" else b2):
        return None
    w2 = w2.replace("p1.", "p2.")
    hop1 = f"Retrieval(s=n1:{a1}, p=p1:{r1}, o=x1:{b1}{w1})" if e1 == "s1" else f"Retrieval(s=x1:{a1}, p=p1:{r1}, o=n1:{b1}{w1})"
    hop2 = f"Retrieval(s=m1:{a2}, p=p2:{r2}, o=y1:{b2}{w2})" if e2 == "s1" else f"Retrieval(s=y1:{a2}, p=p2:{r2}, o=m1:{b2}{w2})"
    text = f"Action1: {hop1}\nAction2: {hop2}\nAction3: Exclude(set=n1, by=m1)\nAction4: Output(n1)\n"
    said = found[0].group(0).strip()
    note = (f"read {first!r} less {second!r} ({said!r}): the {asked} that are the {'subject' if e1 == 's1' else 'object'} of a "
            f"{r1} edge and the {'subject' if e2 == 's1' else 'object'} of no {r2} edge")
    plan = SchemaPlan(text, "list", min(p1.confidence, p2.confidence), p1.notes + p2.notes + [note], f"{{value}} ({asked}, {said} so)",
                      kind="entity", answer_type=asked, explains=p1.explains | p2.explains, types=p1.types | p2.types,
                      labels=p1.labels + p2.labels)
    return plan, [note]


def _among_never(planned: SchemaPlan, notes: list[str], said: str, m: re.Match) -> tuple[SchemaPlan, list[str]]:
    """"Which of the companies that X represents never received a payment?": the entities X's hop reaches
    (``n1``) less those the second hop holds for (``m1``, bound by that hop alone)."""
    middle = m.group(2) or m.group(3)
    first = m.group(1).replace("m1:", "n1:", 1)
    second = re.sub(r"\bm1\b", f"m1:{middle}", m.group(4), count=1)  # (bound by its own step: typed there)
    text = first + second + "Action3: Exclude(set=n1, by=m1)\nAction4: Output(n1)\n"
    note = f"read {said!r} as none of that edge: the {middle} the first hop reaches less those the second holds for"
    return (SchemaPlan(text, "list", planned.confidence, planned.notes + [note], f"{{value}} ({middle}, {said} so)",
                       kind="entity", answer_type=middle, explains=planned.explains, types=planned.types, labels=planned.labels),
            notes + [note])


def _named_never(planned: SchemaPlan, notes: list[str], said: str, m: re.Match) -> tuple[SchemaPlan, list[str]]:
    """"Which gambling apps weren't released by 柏*?": the entities the values keep (``n1``) less those the
    named entity's hop reaches (``o1``)."""
    asked, where = m.group(1), m.group(2).replace("o1.", "n1.")
    text = (f"Action1: Search(s=n1:{asked}, {where})\n{m.group(3)}o1:{asked})\nAction3: Exclude(set=n1, by=o1)\n"
            "Action4: Output(n1)\n")
    note = f"read {said!r} as none of that edge: the {asked} entities the values keep less those the named entity's hop reaches"
    return (SchemaPlan(text, "list", planned.confidence, planned.notes + [note], f"{{value}} ({asked}, {said} so)", kind="entity",
                       answer_type=asked, explains=planned.explains, types=planned.types, labels=planned.labels),
            notes + [note])


def _never_held(planner: "SchemaPlanner", planned: SchemaPlan, notes: list[str], said: str,
                m: re.Match) -> tuple[SchemaPlan | None, list[str]]:
    """"Which apps marked 诈骗 are not installed on any device?": the entities the values keep (all of the
    type's, told apart from text-extracted ones as in :func:`never_related`) less those holding an end."""
    asked = m.group(1) or m.group(5) or m.group(6)
    hop = m.group(3) or m.group(4)
    where = f", {m.group(2).replace('s1.', 'n1.')}" if m.group(2) else ""
    if (origins := type_origins(planner.con, asked)) != "":
        if (marker := source_marker(planner, asked)) is None:
            return None, notes + [f"the question asks for the {asked} entities that hold no end of it ({said!r}); {asked} also "
                                  f"holds entities not from the source tables ({origins.lstrip('; ')}): no plan"]
        where += f", n1.{marker} like `%`"
    hop = re.sub(r"\bs1\b(?!:)", f"s1:{asked}", hop, count=1)
    text = f"Action1: Search(s=n1:{asked}{where})\nAction2: {hop}\nAction3: Exclude(set=n1, by=s1)\nAction4: Output(n1)\n"
    note = f"read {said!r} as holding none: the {asked} entities less those that do"
    return (SchemaPlan(text, "list", planned.confidence, planned.notes + [note], f"{{value}} ({asked}, {said} so)", kind="entity",
                       answer_type=asked, explains=planned.explains, types=planned.types, labels=planned.labels),
            notes + [note])


def source_marker(planner: "SchemaPlanner", t: str) -> str | None:
    """A declared property of type ``t`` that every entity of ``t`` from the source tables holds and
    no other entity of ``t`` holds (names extracted from text hold no table's columns), so that
    ``Search(s=n1:T, n1.P like `%`)`` is the source tables' entities of ``t``; the first by name, or
    None where no property tells them apart."""
    declared = sorted(p.name for p in planner.schema.predicates(t) if p.is_basic and implicit_predicate(p.name) is None)
    if not declared:
        return None
    rows = planner.con.execute(
        "SELECT p.predicate FROM kg_properties p JOIN kg_entities e USING (entity_id) WHERE e.type = $t "
        "AND p.predicate IN (SELECT unnest($d)) AND p.value IS NOT NULL AND p.value <> '' GROUP BY p.predicate "
        "HAVING count(DISTINCT e.entity_id) FILTER (WHERE e.origin = 'source') = "
        "(SELECT count(*) FROM kg_entities WHERE type = $t AND origin = 'source') "
        "AND count(DISTINCT e.entity_id) FILTER (WHERE e.origin <> 'source') = 0 ORDER BY p.predicate LIMIT 1",
        {"t": t, "d": declared}).fetchall()
    return rows[0][0] if rows else None


def _listed(planner: "SchemaPlanner", text: str, before: str) -> tuple[str, list[str], list[str]] | None:
    """``(type, the constraints the negation rules out, the others)`` of a list plan ``Search`` then
    ``Output`` of a type, or None: a constraint whose value the question writes before its negation
    (``before``: "宁波市的宗教协会里，哪些没留网址" keeps 宁波市 and 协会) still restricts, and so does one every
    entity of the type meets (``type == `学校```); the rest (a value held, ``like `%```; a date window; a value
    written after the negation) is what the negation rules out."""
    m = _LISTED.fullmatch(text)
    if m is None:
        return None
    constraints = [c.group(0) for c in _CONSTRAINT.finditer(m.group(2))]
    if ", ".join(constraints) != m.group(2):
        return None
    kept = [c for c in constraints if ((v := _value(c)) != "%" and v.casefold() in before.casefold()) or _every(planner, m.group(1), c)]
    ruled = [c for c in constraints if c not in kept]
    return (m.group(1), ruled, kept) if ruled else None


def _every(planner: "SchemaPlanner", t: str, constraint: str) -> bool:
    """Whether every entity of type ``t`` holds the value an ``==`` constraint names."""
    prop, op = constraint.split(" ", 2)[:2]
    if op != "==":
        return False
    (missing,) = planner.con.execute(
        "SELECT count(*) FROM kg_entities e WHERE e.type = $t AND NOT EXISTS (SELECT 1 FROM kg_properties p WHERE "
        "p.entity_id = e.entity_id AND p.predicate = $p AND p.value = $v)", {"t": t, "p": prop.removeprefix("s1."), "v": _value(constraint)}).fetchone()
    return missing == 0


def _value(constraint: str) -> str:
    """A constraint's value as written (backticks and the %s of a like taken off)."""
    raw = constraint.rsplit(" ", 1)[-1] if "`" not in constraint else constraint[constraint.index("`") + 1:constraint.rindex("`")]
    return raw.replace("``", "`").strip("%") or "%"


def _as_listed(text: str) -> str:
    """A count plan's text listing what it counts instead (``Math count`` of ``s1`` or ``o1`` and its
    Output become ``Output(s1)``, ``Output(o1)``); other texts as they are."""
    return re.sub(r"(Action\d+): Math\(content=\[([so]1)\], target=count\)->n\nAction\d+: Output\(n\)\n$", r"\1: Output(\2)\n", text)


def _counted(plan: SchemaPlan | None, notes: list[str]) -> tuple[SchemaPlan | None, list[str]]:
    """The list reading of :func:`_ruled_out` counted: its entities' number (``Math count`` of ``n1``)."""
    if plan is None:
        return None, notes
    text = plan.text.replace("Action4: Output(n1)\n", "Action4: Math(content=[n1], target=count)->n\nAction5: Output(n)\n")
    return replace(plan, text=text, shape="count", kind="number", answer_var=None,
                   describe=plan.describe.replace("{value} (", "{value} (count of ", 1)), notes


def _ruled_out(planner: "SchemaPlanner", planned: SchemaPlan, notes: list[str], said: str, asked: str, ruled: list[str],
               kept: list[str]) -> tuple[SchemaPlan | None, list[str]]:
    """"哪所宗教院校没有登记联系电话？", "Which religious schools were not founded in 2016?": the entities the
    constraints written before the negation keep (and that hold a value of a property ruled out), less
    those the whole positive list holds."""
    what = ", ".join(c.replace("s1.", "", 1) for c in ruled)
    among = ""
    if (origins := type_origins(planner.con, asked)) != "":
        if (marker := source_marker(planner, asked)) is None:
            return None, notes + [f"the question rules out {what} ({said!r}) for the {asked} entities; {asked} also holds "
                                  f"entities not from the source tables ({origins.lstrip('; ')}) and no property tells the "
                                  "source tables' apart: no plan"]
        if not any(c.startswith(f"s1.{marker} ") for c in ruled if not c.endswith(" like `%`")):
            kept = kept + [f"s1.{marker} like `%`"]  # (a value ruled out is held anyway: said once)
        among = f" (the {asked} entities of the source tables, those with a {marker}; {origins.lstrip('; ')})"
    # (an entity without the value ruled out is not known to differ: not listed, as with a negated value)
    valued = dict.fromkeys(c.split(" ", 1)[0].replace("s1.", "n1.", 1) for c in ruled if not c.endswith(" like `%`"))
    restrict = "".join(", " + c.replace("s1.", "n1.", 1) for c in kept) + "".join(f", {p} like `%`" for p in valued)
    first = planned.text.split("\n", 1)[0]
    text = f"Action1: Search(s=n1:{asked}{restrict})\n{first.replace('Action1:', 'Action2:', 1)}\nAction3: Exclude(set=n1, by=s1)\nAction4: Output(n1)\n"
    note = f"read {said!r} as ruling out {what}: those entities{among} less the ones it holds for"
    return (SchemaPlan(text, "list", planned.confidence, planned.notes + [note], f"{{value}} ({asked}, not {what})",
                       kind="entity", answer_type=asked, explains=planned.explains, types=planned.types, labels=planned.labels),
            notes + [note])
