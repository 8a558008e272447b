"""How many per group: "How many gas stations are there in each county?", "每个区县各有多少个加油站？",
"How many apps are there for each risk mark?" count a type's entities per value of one of its properties;
"How many companies is each person the legal representative of?" counts, per entity of one type, the
entities a relation joins it to. The plan ranks the groups by their count with no limit, which answers
each group with its count (``Sort(set=o1, orderby=count(s1), direction=desc)->g`` then ``Output(g)``:
rows ``[group, count]``, the largest first; a group no entity is in is not listed).

Read only where the question asks how many, names the counted type and a group after "each", "per",
"for every", 每个/每种/各, or "by" after a count or a breakdown ("count of apps by risk mark"): a property of the counted type the group noun names (its label, a word of it or
the glossary's), or another type joined to it by one relation. Values the question names of the counted
type restrict it; a bound on a number restricts the group type ("each person older than 55")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kagflow.solver.edge_readings import COUNT_EDGES, moves_money
from kagflow.solver.kind_words import kind_types
from kagflow.solver.question_words import bridge
from kagflow.solver.resolve import choose, rank_predicates
from kagflow.solver.schema_shapes import _IN_WORDS, SchemaPlan, _bt, _label, property_noun

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner
    from kagflow.solver.time_windows import TimeWindow

__all__ = ["DISTRIBUTION", "edge_count_bound", "group_noun", "grouped_count"]

# the group a count is taken per: "in each county", "for every risk mark", "per city", "each person", "each 运营主体"
_EACH_EN = re.compile(r"\b(?:for|in|of|at|under|with)?\s*(?:each|every|per)\s+((?:[a-z][a-z-]*\s+){0,2}?[a-z][a-z-]*?s?|[\u4e00-\u9fff]{1,8})"
                      r"(?=\s+(?:is|are|was|were|has|have|had|does|do|did|holds?|owns?|makes?|runs?|operates?|manages?|older|younger|with|in|of|"
                      r"pa(?:y|id|ys)|sen[dt]s?|receive[ds]?|got|gets?|transferred|"
                      r"that|who|the|a|an)\b|\s*[?,.(]|\s*$)", re.I)
# "每个区县各有多少个加油站", "每种风险标记有多少个App", "各区县分别有几个加油站", "每人各有几台设备", "各类别" (the 类 of 类别)
_EACH_ZH = re.compile(r"(?:每(?:一)?(?:个|种|类|家|位|名|所)|各(?:个|类(?![别型])|种(?!类))?|每(?=人))([\u4e00-\u9fff]{1,8}?)(?=各|分别|都|一共|共|有|的|里|中|内|[，,])"
                      r"|按(?:照)?([\u4e00-\u9fff]{1,6}?)(?:\s*[（(][^（）()]{1,30}[）)])?(?:来)?\s*(?:分别)?\s*(?:统计|分组|分类|划分|汇总|分|group|各有|各(?=多少|几))")  # ("医疗机构按类别统计", "按级别（一级、二级、三级）分别统计")
# a group written with one character: 每人 (each person), 各市 (each city), 各县/各区 (each county)
_ONE_CHARACTER = {"人": "个人", "市": "城市", "县": "区县", "区": "区县"}
# "count of apps by risk mark", "Count the medical institutions by level.", "Break down the religious venues in X by religion", "grouped by county"
# (or by a property's Chinese label, as "industry (所属行业)" is read: "Break down the gas stations by 所属行业")
_BY_EN = re.compile(r"(?:\b(?:count|counts|number|numbers|tally|totals?)\s+of\s+[^?]*?|^\s*(?:please\s+)?(?:count|tally)\s+[^?]*?|\bbreak\b[^?]*?|\bbroken\s+down\s+|\bgrouped\s+|\bsplit\s+)"
                    r"\bby\s+((?:[a-z][a-z-]*\s+){0,2}?[a-z][a-z-]*?|[\u4e00-\u9fff]{2,8})(?=\s*[?,.:;]|\s*$|\s+(?:and|with)\b)", re.I)
#: a count per group asked without "how many": "在各城市的分布情况", "the distribution across cities", "Break down …", "Count … by …" ("… per …")
DISTRIBUTION = re.compile(r"分布|\bdistribution\b|\bbreak\s*down\b|\bbroken\s+down\b|^\s*(?:please\s+)?(?:count|tally)\b(?=[^?]*\b(?:by|per|for each|in each)\b)", re.I)
_HOW_MANY = re.compile(r"\bhow many\b|\bnumber of\b|\bcounts?\s+of\b|^\s*(?:please\s+)?(?:count|tally)\b|\bbreak\s*down\b|\bbroken\s+down\b|\bdistribution\b|"
                       r"多少|几(?:个|家|所|名|位|座|台|款|种|笔|次|处|间|条)|数量|笔数|次数|分布", re.I)  # ("在各城市的分布情况": how many in each)


# the entities asked each with their number, named before the words asking it: "…的公司各有多少笔转出", "…的公司及其转出笔数"
_EACH_AFTER_ZH = re.compile(r"(?:^|的|[，,\s])([\u4e00-\u9fff]{1,4}?)(?=[，,]?\s*(?:各有|各自|分别有|分别是|及其|以及各自))")


def group_noun(question: str, edges: bool = False) -> str | None:
    """The noun a count is asked per ("county" of "in each county", 区县 of 每个区县), or None;
    ``edges``: for edges counted or summed, also the entities named before 各有/及其 ("转出笔数超过1笔的公司各有多少笔转出")."""
    m = _EACH_EN.search(question) or _EACH_ZH.search(question) or _BY_EN.search(question) or (_EACH_AFTER_ZH.search(question) if edges else None)
    return next(g for g in m.groups() if g).strip() if m else None  # (_EACH_ZH: after 每/各, or after 按)


def grouped_count(planner: "SchemaPlanner", question: str, rest: str, links: list[dict], notes: list[str],
                  aggregate: str | None = "count", window: "TimeWindow | None" = None) -> SchemaPlan | None:
    """The per-group count reading of ``question`` (see the module), or None where it asks no
    count per group, names no counted type and group the schema can join, or leaves words unread
    (:meth:`~kagflow.solver.schema_planner.SchemaPlanner.explains_question`, which notes why). For
    the edges of a money relation, also their amounts added up per group ("How much money did each
    company receive?") and the edges in a time window.

    Args:
        planner: the schema planner (its schema, store lookups and type readings).
        question: the question as asked; ``rest`` without its linked names, with the glossary's words.
        links: the question's entity links; ``notes``: the planner's notes, added to.
        aggregate: what the question's words ask (:meth:`~kagflow.solver.schema_planner.SchemaPlanner.aggregate_word`).
        window: the question's time window, or None.
    """
    total = aggregate in ("sum", None) and _TOTAL.search(question) is not None and moves_money(question)
    if not (aggregate == "count" or total or aggregate is None and (
            DISTRIBUTION.search(question) or COUNT_EDGES.search(question) and group_noun(question, edges=True))):  # ("…的公司及其转出笔数")
        return None
    r = _grouped(planner, question, rest, links, window, total)
    return r if r is not None and planner.explains_question(r, question, links, sorted(r.types), notes) else None


# an amount asked ("how much money", "total amount", "多少钱", "转账金额合计")
_TOTAL = re.compile(r"\bhow much\b|\btotal\b|\bsum\b|\bamounts?\b|\bthe money\b|多少钱|金额|总额|合计|总计", re.I)


def _grouped(planner: "SchemaPlanner", question: str, rest: str, links: list[dict], window: "TimeWindow | None" = None,
             total: bool = False) -> SchemaPlan | None:
    noun = group_noun(question, edges=total or COUNT_EDGES.search(question) is not None)
    if noun is None or not (total or _HOW_MANY.search(question)) or any(noun.strip().casefold() == l["text"].strip().casefold() for l in links):
        return None  # (no group: "Number of fund transfers sent by Helix Chemicals": by a name)
    if not noun.isascii() and noun not in planner.labels:  # "各市旅行社数量分别是多少": the group is 市, the type after it is what is counted
        # (a property's whole label, as "per city (所在城市)" is read, is the group itself)
        # (the last cut before which the rest still names a type: "城市旅行社数量" is 城市 and 旅行社数量, not 城 and 市旅行社…)
        cuts = [k for k in range(1, len(noun)) if planner.mentioned_types(noun[k:])]
        while len(cuts) > 1 and cuts[1] == cuts[0] + 1:
            cuts.pop(0)
        noun = noun[:cuts[0]] if cuts else noun
    noun = _ONE_CHARACTER.get(noun, noun)
    grouping = planner.mentioned_types(f"{noun} {bridge(noun)}") or _role_of(planner, noun)
    if total or COUNT_EDGES.search(question):  # "How many transfers did each company receive?": edges, not entities
        return _edges_per(planner, question, grouping, links, noun, window, total)
    if window is not None:
        return None  # (entities counted per group in a window: no reading here)
    counted = [t for t in planner.mentioned_types(rest.replace(noun, " ")) if t not in grouping] or \
        [t for t in planner.mentioned_types(rest) if t not in grouping]
    for t in counted[:2]:
        for g in grouping[:1]:  # "each person": the entities of another type, the relation between them
            found = planner.relations_between(g, t, rest)
            if found is None:
                continue
            p, forward, score = found
            hop = (f"Retrieval(s=s1:{g}, p=p1:{p.name}, o=o1:{t})" if forward else f"Retrieval(s=o1:{t}, p=p1:{p.name}, o=s1:{g})")
            where, bound, _ends = planner.bounded_where(g, planner.graded(g, rest), "")
            if where:
                search = f"Action1: Search(s=s1:{g}, {where})\n"
                hop = hop.replace(f"s1:{g}", "s1")
            text = (search if where else "") + f"Action{2 if where else 1}: {hop}\n" \
                + f"Action{3 if where else 2}: Sort(set=s1, orderby=count(o1), direction=desc)->g\nAction{4 if where else 3}: Output(g)\n"
            described = f" ({where.replace('s1.', '')})" if where else ""
            return SchemaPlan(text, "count", min(score, 0.8), [f"count of {t} per {g}{described} over {p.name}"],
                              f"{{value}} ({g}{described}, how many {t} each by {_label(p)})", kind="number", parts=2,
                              types=frozenset({g, t}), labels=(p.name,) + ((bound[0].name,) if bound else ()),
                              explains=frozenset({noun} | ({str(bound[2])} if bound else set())))
        held = property_noun(planner.schema, t, noun)
        if held is None:
            continue
        p = planner.schema.predicate(t, held[1])
        # (a linked name the counted entities hold is a value restricting them: "绍兴市各个区县…")
        # (a kind word of the type names it, no value: "加气站按级别统计", not the 运营主体 加气站)
        kinds = {k.word for k in kind_types(question, planner.kinds) if k.type_name == t}
        named = planner.values_named(t, f"{question.replace(noun, ' ')} {rest}")
        constraints = [(q, v) for q, v in named if q.name != p.name and v not in kinds]
        # the groups' own values said ("按类别（寺观教堂、固定处所）各有多少"): read where they are every group there is
        groups_said = {v for q, v in planner.values_named(t, question.replace(noun, " ")) if q.name == p.name and v not in kinds}
        if groups_said and groups_said != {v for (v,) in planner.con.execute(
                "SELECT DISTINCT p.value FROM kg_properties p JOIN kg_entities e USING (entity_id) WHERE e.type = $t "
                "AND p.predicate = $p AND p.value IS NOT NULL", {"t": t, "p": p.name}).fetchall()}:
            return None  # (some groups only: no reading here)
        where = ", ".join(f"s1.{q.name} == {_bt(v)}" for q, v in constraints)
        text = ((f"Action1: Search(s=s1:{t}, {where})\nAction2: Retrieval(s=s1, p=p1:{p.name}, o=o1)\n" if where else
                 f"Action1: Retrieval(s=s1:{t}, p=p1:{p.name}, o=o1)\n")
                + f"Action{3 if where else 2}: Sort(set=o1, orderby=count(s1), direction=desc)->g\nAction{4 if where else 3}: Output(g)\n")
        described = "".join(f", {_label(q)} {v}" for q, v in constraints)
        return SchemaPlan(text, "count", 0.8, [f"count of {t}{described} per {t}.{p.name}"],
                          f"{{value}} ({_label(p)}, how many {t}{described} each)", kind="number", parts=2,
                          types=frozenset({t}), labels=(p.name,) + tuple(q.name for q, _v in constraints),
                          explains=frozenset({noun, held[0]} | {v for _q, v in constraints} | groups_said))
    return None


def _role_of(planner: "SchemaPlanner", noun: str) -> list[str]:
    """The type a relation's own label names as its subjects ("每位法定代表人": the persons of ``legalRepresentative``,
    "each legal representative"), where the noun ranks one relation clearly; ``[]`` otherwise."""
    relations = [p for t in planner.schema.types for p in planner.schema.predicates(t) if not p.is_basic and p.owner == t]
    best = choose(rank_predicates(None, relations, [f"{noun} {bridge(noun)}"], None, None), True) if relations else None
    return [best.predicate.owner] if best is not None and best.score >= 0.8 else []


def _edges_per(planner: "SchemaPlanner", question: str, grouping: list[str], links: list[dict], noun: str,
               window: "TimeWindow | None" = None, total: bool = False) -> SchemaPlan | None:
    """How many edges of the one money relation (the relation whose edges carry an amount) each entity of
    the group's type has at the end the question names: received ("How many transfers did each company
    receive?") or sent; from or to a named entity of the other end where the question names one ("How many
    transfers did 柏* make to each recipient?": 柏*'s edges, per recipient). ``total``: the sum of their
    amounts instead ("How much money did each company receive?"); ``window``: the edges dated in it
    (:class:`~kagflow.solver.time_windows.TimeWindow`). A count bound on the edges ("转出笔数超过1笔的公司",
    "every company that received more than one transfer") keeps the entities within it first: a bounded Sort
    (kagflow's ``atleast``/``atmost``), then the Sort answering each with its number."""
    relations = list(planner.edge_relations())  # (relation, amount, date)
    named = links[:1]
    types = grouping or ([named[0]["type"]] if named else [])
    if not types and _ROLE_NOUN.fullmatch(noun.strip()):  # "每个收款人": an end of the one money relation joining one type
        ends = {p.owner for p, _a, _d in relations if p.owner == p.range_type}
        types = sorted(ends) if len(ends) == 1 else []
    relations = [r for r in relations if types and r[0].owner == types[0] and r[0].range_type == types[0]]
    if len(relations) != 1 or window is not None and relations[0][2] is None:
        return None
    (p, amount, date), t = relations[0], types[0]
    where = ""
    if window is not None:
        where = "".join(f", p1.{date.name} {op} {planner.date_literal(p, date, day)}" for op, day in (
            (">" if window.exclusive_start else ">=", window.start), ("<" if window.exclusive_end else "<=", window.end)) if day is not None)
    if named:  # the named entity's own edges, per entity at the other end
        end = planner.roles(question, named)[0][1]
        if (role := _ROLE_NOUN.fullmatch(noun.strip())) is not None:  # "柏*向每个收款人…": per recipient, so 柏* pays (收款 is no verb here)
            end = "s" if re.match(r"recipient|receiver|payee|收款|转入", role.group(0), re.I) else "o"
        one = f"{t}[{_bt(named[0]['name'])}]"
        hop = f"Retrieval(s=s1:{one}, p=p1:{p.name}, o=o1:{t}{where})" if end == "s" else f"Retrieval(s=o1:{t}, p=p1:{p.name}, o=s1:{one}{where})"
        per, described = "o1", f"{named[0]['name']}'s {p.name} edges per {'receiver' if end == 's' else 'payer'}"
    else:
        # (the group named by its role says which end: "each recipient", "每个付款方")
        role = _ROLE_NOUN.fullmatch(noun.strip())
        received = bool(re.match(r"recipient|receiver|payee|收款|转入", role.group(0), re.I)) if role else _IN_WORDS.search(question) is not None
        hop = f"Retrieval(s=o1:{t}, p=p1:{p.name}, o=s1:{t}{where})" if received else f"Retrieval(s=s1:{t}, p=p1:{p.name}, o=o1:{t}{where})"
        per, described = "s1", f"{p.name} edges {'received' if received else 'sent'} per {t}"
    lines, explains = [hop], {noun} | {l["entity_id"] for l in named} | ({window.text} if window is not None else set())
    if (bound := edge_count_bound(question)) is not None:  # ("转出笔数超过1笔的公司各有多少笔转出")
        lines.append(f"Sort(set={per}, orderby=count(p1), direction=desc, {bound[1]})->b")
        described += f" with {bound[1].replace('atleast=', 'at least ').replace('atmost=', 'at most ')} edges"
        explains.add(bound[0])
    order = f"sum(p1.{amount.name})" if total else "count(p1)"
    lines += [f"Sort(set={per}, orderby={order}, direction=desc)->g", "Output(g)"]
    text = "".join(f"Action{k}: {line}\n" for k, line in enumerate(lines, 1))
    what = f"the sum of {_label(amount)}" if total else f"how many {_label(p)}"
    return SchemaPlan(text, "aggregate" if total else "count", 0.8, [f"{'sum of ' + amount.name + ' of' if total else 'count of'} {described}"
                                                                      + (f"; window {window.describe()}" if window is not None else "")],
                      f"{{value}} ({what} each)", kind="number", parts=2, types=frozenset({t}),
                      labels=(p.name,) + ((amount.name,) if total else ()) + ((date.name,) if window is not None else ()),
                      explains=frozenset(explains))


# an end of a money edge named by its role ("每个收款人", "each recipient")
_ROLE_NOUN = re.compile(r"收款人|收款方|付款人|付款方|转出方|转入方|汇款人|recipients?|receivers?|payees?|payers?|senders?", re.I)
# a bound on how many edges ("超过1笔", "more than one transfer", "at least 3 payments")
_EDGE_BOUND_ZH = re.compile(r"(?P<op>不止|超过|多于|大于|至少|不少于|少于|不到|至多|不超过)\s*(?P<n>\d+|[一二两三四五六七八九十]+)\s*(?:笔|次)"
                            r"|(?P<n2>\d+|[一二两三四五六七八九十]+)\s*(?:笔|次)\s*(?P<op2>及以上|或以上|以上|及以下|或以下|以下)")
_EDGE_BOUND_EN = re.compile(r"\b(?P<op>more than|over|at least|fewer than|less than|at most|no more than)\s+(?P<n>\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
                            r"\s+(?:[a-z]+\s+)?(?:transfers?|payments?|transactions?)\b", re.I)
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def edge_count_bound(question: str) -> tuple[str, str] | None:
    """``(the words, the Sort's bound)`` for the one bound ``question`` states on how many edges
    (``"atleast=2"`` of "超过1笔", "more than one transfer"), else None."""
    from kagflow.solver.question_words import chinese_number

    found = list(_EDGE_BOUND_ZH.finditer(question)) + list(_EDGE_BOUND_EN.finditer(question))
    if len(found) != 1:
        return None
    m = found[0]
    said, op = m.group("n") or m.groupdict().get("n2"), (m.group("op") or m.groupdict().get("op2") or "").casefold()
    n = int(said) if said.isdigit() else _WORDS.get(said.casefold()) or chinese_number(said)
    if n is None:
        return None
    if op in ("不止", "超过", "多于", "大于", "more than", "over"):
        return m.group(0), f"atleast={n + 1}"
    if op in ("至少", "不少于", "及以上", "或以上", "以上", "at least"):
        return m.group(0), f"atleast={n}"
    if op in ("少于", "不到", "fewer than", "less than"):
        return m.group(0), f"atmost={n - 1}"
    return m.group(0), f"atmost={n}"
