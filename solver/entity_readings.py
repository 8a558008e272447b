"""Schema planner readings of one named entity: a property ("X的Y是什么？", "When was X founded?"),
a relation hop from or to it ("Which products does X make?", "Who supplies X?"), the count or an
aggregate of what the hop reaches, two hops ("How old is the legal representative of X?"), and a
hop through a property value that names another entity ("X所在的区县属于哪种类型的行政区？")."""

from __future__ import annotations

import dataclasses
import re
from types import MappingProxyType
from typing import TYPE_CHECKING

from kagflow.schema.spg import PropertyDef
from kagflow.schema.types import implicit_predicate, is_numeric_type
from kagflow.solver.edge_readings import moves_money
from kagflow.solver.edge_readings import COUNT_EDGES
from kagflow.solver.plan_nodes import NodeRef
from kagflow.solver.plan_printer import format_node
from kagflow.solver.question_names import times_named
from kagflow.solver.exists_readings import ASKS_ANY, HAS_ASKED
from kagflow.solver.question_words import YES_NO, bridge, gradable
from kagflow.solver.resolve import Candidate, choose, expected_kind, rank_predicates, units, value_kind
from kagflow.solver.schema_shapes import (
    MIN_CONFIDENCE, SchemaPlan, _COUNT, _EXPECT_WHO, _FUNCTION_WORDS, _SAME, _KIND_OF, _UPSTREAM, _WHICH_NOUN, _WHOSE, _YES_NO_VALUES, _bt, _label, _without_label,
    _age_like, means_sharing, read_with_its_range, rule_predicates, type_labels,
)
from kagflow.solver.store_memo import store_memoized

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner

# a name after these words is the far end of a relation both ways ("feed into X", "supply to X", "给X")
# ("feeds into X", "into the supply chain of X", "用于X")
_INTO_BEFORE = re.compile(r"(?:\binto|\bto)(?:\s+the\s+(?:supply\s+chain|production|manufacture|making)\s+of)?\s*$|(?:给|向|进入|流入|用于)\s*$", re.I)


# "…的公司里，有几家…": the noun before 里/中 is what is counted
_AMONG = re.compile(r"([\u4e00-\u9fff]{1,6}?)(?:里面|当中|之中|里|中)[，,]?\s*(?:有)?几")
# a list asked among the entities a first hop reaches ("Which of the companies that X represents received …",
# "X担任法人的公司里，哪些收到过转账"): the noun of the set the answer is drawn from
_AMONG_LIST = re.compile(r"^\s*(?:which|what)\s+of\s+(?:the|those|these|its|their)\s+([a-z]+)\b"
                         r"|([\u4e00-\u9fff]{1,6}?)(?:里面|当中|之中|里|中)[，,]?\s*(?:有)?哪(?:些|几|个|家|一)", re.I)
# the verb of the first hop in "which of the companies (that) X paid have …": the words between the name and the verb of the rest
_AMONG_FIRST_VERB = re.compile(r"^\s*((?:[a-z]+\s+){0,2}?[a-z]+)\s+(?:have|has|had|are|is|were|was|did|do|does|hold|holds)\b", re.I)


def _first_hop_words(question: str, entity: dict) -> str | None:
    """The words right after the named entity that say its hop in an English among-list ("Which of the
    companies 传化 paid have no legal rep?": "paid"), or None where the question is not so written."""
    m = _AMONG_LIST.search(question)
    at = question.find(entity.get("text") or entity["name"]) if m and m.group(1) else -1
    said = _AMONG_FIRST_VERB.match(question[at + len(entity.get("text") or entity["name"]):]) if at >= 0 else None
    return said.group(1) if said else None


def _reads(p: PropertyDef, words: str | None) -> bool:
    """Whether predicate ``p`` reads one of ``words`` (or the glossary's words for them, or a word sharing the first
    five letters of one of its name's: "represents", legalRepresentative); True for no words."""
    if words is None or rank_predicates(None, [p], [f"{words} {bridge(words)}"], None, None)[0].word > 0:
        return True
    own = {u[:5] for u in units(f"{p.name} {p.display_name or ''}") if len(u) >= 5}
    return any(w[:5] in own for w in re.findall(r"[a-z]{5,}", words.casefold()))


def _among(planner, question: str, middle: str) -> bool:
    """Whether ``question`` asks which of the ``middle`` entities a first hop reaches hold for the
    rest ("Which of the companies that X represents …", "X担任法人的公司里，哪些…")."""
    m = _AMONG_LIST.search(question)
    noun = m and (m.group(1) or m.group(2))
    return bool(noun) and middle in planner.mentioned_types(f"{noun} {bridge(noun)}")


def _sole_of_kind(schema, preds: list[PropertyDef], expect: str | None, ranked: list[Candidate]) -> Candidate | None:
    """When the question asks for a number and nothing it says names a predicate, the type's
    one numeric property ("How old is …" of a Person with ``age`` its only number), at the
    threshold's score."""
    if expect != "number" or any(c.word > 0 or c.context > 0 for c in ranked):  # the kind bonus alone is no naming
        return None
    numeric = [p for p in preds if p.is_basic and is_numeric_type(schema, p.range_type) and not p.is_derived]
    if len(numeric) != 1:
        return None
    return Candidate(numeric[0], MIN_CONFIDENCE, 0.0, 0.0, None)


def _among_plan(hop1: str, hop2: str, entity: dict, p: PropertyDef, q: PropertyDef, middle: str, end: str, backward: bool,
                is_forward: bool, confidence: float, scores: str) -> SchemaPlan:
    """The entities a named entity's first hop reaches that the second hop holds for, asked among them
    ("Which of the companies that X represents received a payment?"): ``m1`` answered."""
    name = entity["name"]
    return SchemaPlan(hop1 + hop2 + "Action3: Output(m1)\n", "two-hop", confidence,
                      [f"the {middle} {'of' if is_forward else 'into'} {name!r} over {p.name} that are the "
                       f"{'object' if backward else 'subject'} of a {q.name} edge (scores {scores})"],
                      f"{{value}} ({middle} of {name} by {_label(p)} with a {_label(q)})", parts=2, kind="entity", answer_type=middle,
                      explains=frozenset({entity["entity_id"]}), types=frozenset({entity["type"], middle, end}), labels=(p.name, q.name))


# the other end of a supply relation, walked against its direction ("上游", "upstream", "inputs")
def kind_property(con, t: str, values: dict[str, tuple[str, ...]], question: str) -> tuple[str, str] | None:
    """``(predicate, phrase)`` when ``question`` asks what kind of N the entity is ("属于哪种类型的
    行政区") and exactly one property of the entity holds a kind of N: every value of it ends
    with N (or N's last characters: 市团体 of 宗教团体) without being it ("县级行政区"; a Chinese
    compound names a kind of its last word), and
    the property classifies, its values shared across the type (fewer distinct values than
    half the entities that have one), so a name that happens to end with N ("…有限公司" for
    "哪种类型的公司") is none. ``phrase`` is the question's words that ask it, which the
    reading reads."""
    m = _KIND_OF.search(question)
    if m is None:
        return None
    # the noun or its tail ("哪一级的宗教团体": 市团体 is a level of 团体), longest first
    for noun in (m.group(1)[i:] for i in range(len(m.group(1)) - 1)):
        found = [name for name, vs in values.items() if implicit_predicate(name) is None and vs
                 and all(v.endswith(noun) and v != noun for v in vs)]
        if found:
            break
    if len(found) != 1:
        return None
    distinct, having = con.execute(
        "SELECT count(DISTINCT p.value), count(DISTINCT p.entity_id) FROM kg_properties p JOIN kg_entities e USING (entity_id) "
        "WHERE e.type = $t AND p.predicate = $p AND p.value IS NOT NULL", {"t": t, "p": found[0]}).fetchone()
    if not having or distinct * 2 > having:
        return None
    return found[0], m.group(0).rstrip("？?。.!！ ")


def _place_named(preds: list[PropertyDef], question: str) -> dict[str, float]:
    """A bonus for each property whose Chinese label (three characters or more) a where-question writes whole
    ("X所在城市是哪里": 所在城市, not the 地址 that 哪里 names too; they would tie)."""
    if not re.search(r"哪里|哪儿|在哪", question):
        return {}
    return {p.name: 0.2 for p in preds if p.is_basic and p.display_name and len(p.display_name) >= 3
            and re.fullmatch(r"[\u4e00-\u9fff]+", p.display_name) and p.display_name in question}


# "Where is X based?", "Where is X located?": the one place-like property X's type has
_WHERE_BASED = re.compile(r"^\s*where\s+(?:is|was|are|were)\b[^?]*\b(?:based|located|headquartered|registered|situated)\b", re.I)
_PLACE_PROPERTY = re.compile(r"city|country|region|province|county|district|address|location|城市|国家|地址|所在|省份|区县", re.I)


def _where_based(preds: list[PropertyDef], question: str) -> dict[str, float]:
    """A bonus for the one place-like property among ``preds`` where the question asks where its entity is based
    ("Where is Fjord Steel AS based?": country, the only one a company of acme-supply has); none where there are several."""
    if not _WHERE_BASED.search(question):
        return {}
    places = [p for p in preds if p.is_basic and _PLACE_PROPERTY.search(f"{p.name} {p.display_name or ''}")]
    return {places[0].name: 0.6} if len(places) == 1 else {}


def _sameness(preds: list[PropertyDef], question: str) -> dict[str, float]:
    """A bonus for each relation that itself means sharing (:data:`_SAME_LABEL`) where the question
    asks for sharing ("Which other companies share a legal representative with X?": the derived
    sameLegalRepresentative, not the legalRepresentative it is made of)."""
    if not question or not _SAME.search(question):
        return {}
    return {p.name: 0.3 for p in preds if means_sharing(p)}




# a value asked, not who holds it ("how old is the oldest …", "最大的年龄是多少")
_VALUE_ASKED = re.compile(r"\bhow\s+(?:old|much|many|long|large|big)\b|多大|多少|几岁|\bwhat(?:'s|\s+is|\s+was)\s+the\s+(?:\w+\s+)?(?:highest|lowest|"
                          r"largest|smallest|biggest|greatest|maximum|minimum|max|min|oldest|youngest)\b|\b(?:what|which)\s+(?:age|amount|value|year|date)\b", re.I)
# every entity of a type, not the ones a hop reaches ("…需要了解：所有自然人中年龄最大的是谁？" after a preface naming X)
_ALL_OF = re.compile(r"所有|全部|整个|\b(?:all|every|overall)\b", re.I)
# the members of a concept asked after its name ("赌博App老板是谁？", "赌博应用有哪些")
_MEMBERS_ASKED = re.compile(r"\s*(?:都|又)?(?:是谁|是哪些|有谁|有哪些|包括哪些|包括谁|指的是谁)")
# the name asked of what a value refers to ("叫什么名字", "名称是什么", "what is it called")
_NAME_ASKED = re.compile(r"叫什么|名字|名称|\bname\b|\bcalled\b", re.I)
# the words after "which"/"what", up to three ("which 诈骗 apps", "which Buddhist religious schools")
_WHICH_WORDS = re.compile(r"\b(?:which|what)\s+((?:[^\s?,.;]+\s+){0,2}[^\s?,.;]+)", re.I)
_WHICH_NOUN_ASKED = re.compile(r"哪(?:个|一个|一)?([\u4e00-\u9fff])|\b(?:which|what)\s+([a-z]+)", re.I)


def _which_of_label(question: str, p: PropertyDef) -> bool:
    """Whether ``question`` asks "which N" with N a word of ``p``'s label ("X在哪个区", 所在区县; "which
    county is X in", county): the thing the value names is asked, not the value as written."""
    for m in _WHICH_NOUN_ASKED.finditer(question):
        if m.group(1) and m.group(1) in (p.display_name or ""):
            return True
        if m.group(2) and units(m.group(2)) and units(m.group(2))[0] in set(units(p.name)) | set(units(p.display_name)):
            return True
    return False


def _name_of_id(schema, entity: dict, p: PropertyDef, value: str, y: tuple, score: float) -> SchemaPlan:
    """The entity whose id the named entity's ``p`` holds, its name asked ("X所在的区县，在行政区表里叫什么名字":
    the county cell holds a 行政区's code)."""
    t, name, t2 = entity["type"], entity["name"], y[2]
    return SchemaPlan(f"Action1: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o=o1)\nAction2: Search(s=s2:{t2}, s2.id == s1.{p.name})\n"
                      "Action3: Output(s2)\n", "two-hop", score,
                      [f"{t}.{p.name} of {name!r} is {value!r}, the id of {y[1]!r} ({t2}), whose name is asked"],
                      f"{{value}} (the {schema.types[t2].display_name or t2} whose id is {_label(p)} of {name})", parts=2, kind="entity",
                      answer_type=t2, explains=frozenset({entity["entity_id"]}), types=frozenset({t, t2}), labels=(p.name, "name"))


# a superlative of money moved ("the most money", "the largest amount", "钱最多", "转账最多")
_MOST_MONEY = re.compile(r"\b(?:most|least)\s+money\b|\b(?:largest|biggest|highest|smallest|lowest)\s+(?:amount|sum|total|transfer|payment)"
                         r"|(?:钱|金额|转账|资金)最(?:多|少|大|小)|最(?:多|少)的(?:钱|转账)", re.I)


# a share of a whole said as a condition ("一半以上", "more than half", "超过50%"): what a rule like mainSupply reads
_SHARE_SAID = re.compile(r"一半|过半|半数|\bhalf\b|\bmajority\b|50\s*%|百分之五十", re.I)


def _read_into(question: str, entity: dict, context: str) -> bool:
    """Whether a relation both ways is read into ``entity``: after "whose" ("whose main customer is
    X"), with X after "into"/"to" ("the products that feed into X"), X "as their" or "as a" ("the
    companies that have X as their main customer", "the products that list X as a downstream product"),
    or upstream of X ("X的上游产品", "the inputs of X"); out of
    it otherwise ("X's main customer", "X的下游产品")."""
    at = question.find(entity["text"]) if question else -1
    after = question[at + len(entity["text"]):] if at >= 0 else ""
    # "哪些公司的主要客户是X", "X是哪些公司的主要客户": X is the value of the others' relation
    # (the relation's word may carry a gloss and an adverb: "其供应链下游（hasSupplyChain）直接包含X")
    stated = at > 0 and re.search(r"(?:的|其)[\u4e00-\u9fff]{1,8}(?:[（(][\w\s-]{1,40}[）)])?[\u4e00-\u9fff]{0,2}"
                                  r"(?:是|为|包含|包括|含有|里有|中有)\s*$", question[:at]) is not None \
        or re.match(r"\s*(?:是|为)(?:哪些|哪个|哪家|哪位|谁)[\u4e00-\u9fff]{0,6}的", after) is not None
    # (…but "…的产品是 X 的直接下游产品": X's own relation follows it, out of X)
    stated = stated and re.match(r"\s*的", after) is None
    # "For which companies is X the main customer?", "X is the main customer of which companies?"
    stated = stated or (at > 0 and re.search(r"\bfor\s+(?:which|what)\b[^?？]*\b(?:is|are|was)\s*$", question[:at], re.I) is not None) \
        or re.match(r"\s+(?:is|was)\s+(?:the|a)\s+[\w\s-]{2,40}?\s+(?:of|for)\s+(?:which|what)\b", after, re.I) is not None
    return bool(_WHOSE.search(context)) or _UPSTREAM.search(question) is not None or stated \
        or (at > 0 and _INTO_BEFORE.search(question[:at]) is not None) or (
        at >= 0 and re.match(r"\s+as\s+(?:their|its|an?)\b", question[at + len(entity["text"]):], re.I) is not None)


def count_hop(planner: "SchemaPlanner", entity: dict, rest: str, types: list[str], question: str = "") -> list[SchemaPlan]:
    """How many ends a relation of the named entity has (either direction; a relation both ways
    only into it where ``question`` reads it so, :func:`_read_into`): count plans. ``planner`` is the
    :class:`~kagflow.solver.schema_planner.SchemaPlanner`."""
    t, name = entity["type"], entity["name"]
    # "How many fund transfers has X made?" counts edges (edge_readings), not the companies paid
    edges = COUNT_EDGES.search(rest) is not None
    relations = [p for p in planner.schema.predicates(t) if not p.is_basic and not (edges and p.properties)]
    incoming = [p for owner in planner.schema.types for p in planner.schema.predicates(owner)
                if not p.is_basic and p.range_type == t and not (edges and p.properties)]
    context = _COUNT.sub(" ", rest)
    plans = []
    # a relation both ways (Company-[mainSupply]->Company) is counted one way: into X where the question
    # reads it so ("How many companies have X as their main customer?"), out of X otherwise ("X's main customers")
    both = {p.name for p in relations} & {p.name for p in incoming if p.owner == t}
    into = bool(both) and _read_into(question, entity, context)
    relations = [p for p in relations if not (into and p.name in both)]
    incoming = [p for p in incoming if into or not (p.name in both and p.owner == t)]
    for forward, preds in ((True, relations), (False, incoming)):
        if not preds:
            continue
        # (keyed by owner too: Product's and Company's belongToIndustry are two relations into Industry)
        extra = {(p.owner, p.name): 0.3 for p in preds if (p.range_type if forward else p.owner) in types}
        ranked = rank_predicates(None, preds, [context], None, None)
        ranked = sorted((Candidate(c.predicate, c.score + extra.get((c.predicate.owner, c.predicate.name), 0.0), c.word, c.context, None)
                         for c in ranked),
                        key=lambda c: (-c.score, c.predicate.name))
        best = choose(ranked, True)
        if best is None and not forward and planner.schema.types[t].is_concept and len(members := [q for q in preds if q.owner != t]) == 1:
            best = Candidate(members[0], 0.6, 0.0, 0.0, None)  # "有多少个赌博应用": the entities classed under the named concept
        if best is None:
            continue
        p = best.predicate
        # "How many gambling apps has 杜* developed?": values the question names of the ends counted restrict them
        restrict = [(c, v) for c, v in planner.values_named(p.range_type, rest) if v not in name] if forward else []
        if restrict:
            where = ", ".join(f"o1.{c.name} == {_bt(v)}" for c, v in restrict)
            hop = f"Action1: Search(s=o1:{p.range_type}, {where})\nAction2: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o=o1)\n"
            counted = "o1"
        elif forward:
            hop = f"Action1: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o=o1:{p.range_type})\n"
            counted = "o1"
        else:
            hop = f"Action1: Retrieval(s=s1:{p.owner}, p=p1:{p.name}, o=o1:{t}[{_bt(name)}])\n"
            counted = "s1"
        k = hop.count("\n") + 1
        text = hop + f"Action{k}: Math(content=[{counted}], target=count)->n\nAction{k + 1}: Output(n)\n"
        among = "".join(f", among {p.range_type} with {_label(c)} {v}" for c, v in restrict)
        plans.append(SchemaPlan(text, "count", min(best.score, 1.0), [f"count over {p.owner}-[{p.name}]->{p.range_type} (score {best.score:.2f}){among}"],
                                f"{{value}} ({_label(p)}, {name})", kind="number",
                                explains=frozenset({entity["entity_id"]}) | frozenset(v for _c, v in restrict),
                                types=frozenset({p.owner, p.range_type})))
    return plans


def _incoming(con, entity_id: str) -> MappingProxyType:
    """(subject type, predicate) -> names (a tuple) of the subjects of edges into one entity."""
    rows = con.execute(
        "SELECT s.type, x.predicate, s.name FROM kg_edges x JOIN kg_entities s ON s.entity_id = x.subject_id "
        "WHERE x.object_id = $id", {"id": entity_id}).fetchall()
    out: dict[tuple[str, str], set[str]] = {}
    for t, p, n in rows:
        out.setdefault((t, p), set()).add(n)
    return MappingProxyType({k: tuple(sorted(v)) for k, v in out.items()})


def _into_narrower(con, entity_id: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """(subject type, predicate) -> names of the subjects of edges into the concepts narrower than
    ``entity_id`` (its isA descendants, at any depth; not into it, and no isA edge)."""
    rows = con.execute(
        "WITH RECURSIVE under(id) AS (SELECT subject_id FROM kg_edges WHERE object_id = $id AND predicate = 'isA' "
        "UNION SELECT x.subject_id FROM kg_edges x JOIN under u ON x.object_id = u.id WHERE x.predicate = 'isA') "
        "SELECT s.type, x.predicate, s.name FROM kg_edges x JOIN under u ON x.object_id = u.id "
        "JOIN kg_entities s ON s.entity_id = x.subject_id WHERE x.predicate <> 'isA' AND x.subject_id <> $id",
        {"id": entity_id}).fetchall()
    out: dict[tuple[str, str], set[str]] = {}
    for t, p, n in rows:
        out.setdefault((t, p), set()).add(n)
    return {k: tuple(sorted(v)) for k, v in out.items()}


def _without_type(schema, t: str, text: str) -> str:
    """``text`` without the names it calls type ``t`` by (a Latin one as whole words, a plural too):
    they name the entities of a hop's end, not the hop ("the product X", "证书" of useCert into Cert)."""
    for label in sorted(type_labels(schema, t), key=len, reverse=True):
        pattern = rf"(?<![A-Za-z]){re.escape(label)}(?:e?s)?(?![a-z])" if label.isascii() else re.escape(label)
        text = re.sub(pattern, " ", text, flags=re.I)
    return text


# the stand-in name an entity's key is ranked under as a property ("code"; the plan reads ``id``)
_CODE = "~code"


def _code_stand_in(t: str) -> PropertyDef:
    """The property an entity's key is ranked as: named and displayed as a code."""
    return PropertyDef(name=_CODE, display_name="代码", range_type="Text", owner=t, is_relation=False)


# the aliases a value may name an entity by besides its name and id: every kind but the last
# segment of a path key ("1" of ".../1"), which names no entity on its own
_NAMING_ALIASES = "kind <> 'segment'"

__all__ = ["EntityReadings", "count_hop"]


def _noun_after_which(planner, question: str, skip: int) -> list[str]:
    """The types the first word naming one after "which"/"what" names, past a value or a describing
    word ("Which 诈骗 apps", "which Buddhist schools"; ``skip`` words skipped first), stopping at a
    function word ("What percentage of companies" asks a percentage); ``[]`` where none does."""
    if (words := _WHICH_WORDS.search(question)) is None:
        return []
    for token in words.group(1).split()[skip:]:
        if token.casefold() in _FUNCTION_WORDS:
            break
        if re.fullmatch(r"[A-Za-z]+", token) and (types := planner.mentioned_types(f"{token} {bridge(token)}")):
            return types
    return []


class EntityReadings:
    """Mixed into :class:`~kagflow.solver.schema_planner.SchemaPlanner` (uses its ``con``, ``schema``,
    ``link`` and shared methods: ``_rank``, ``coverage``, ``values_named``, ``entity_values`` …)."""

    def property_or_hop(self, entity: dict, rest: str, question: str, types: list[str]) -> list[SchemaPlan]:
        """A property or an outgoing relation of the entity, or an incoming relation."""
        t = entity["type"]
        values = self.entity_values(entity["entity_id"])
        incoming = self.memo.get(("incoming", entity["entity_id"]), lambda: _incoming(self.con, entity["entity_id"]))  # (kept per store)
        # a concept stands for its narrower concepts too ("Which companies make chemicals?": the makers of
        # Chemicals-Rubber-Synthetic rubber): a relation only they are reached by is read into the concept
        under = self.memo.get(("narrower", entity["entity_id"]), lambda: _into_narrower(self.con, entity["entity_id"])) \
            if self.schema.types[t].is_concept else {}
        incoming = MappingProxyType({**under, **incoming})
        own = [p for p in self.schema.predicates(t) if implicit_predicate(p.name) is None]
        reverse: dict[str, tuple[str, PropertyDef]] = {}
        for (owner, name), subjects in incoming.items():
            if owner in self.schema.types:
                p = self.schema.predicate(owner, name)
                if p is not None and not p.is_basic:
                    key = f"~{owner}.{name}"
                    reverse[key] = (owner, p)
        # a relation both ways (Product-[hasSupplyChain]->Product): out of the entity ("downstream of X"),
        # into it after "whose" or "into"/"to" ("the products that feed into X"), never both
        into = _read_into(question, entity, rest)
        both = {p.name for p in own if not p.is_basic} & {p.name for owner, p in reverse.values() if owner == t}
        own = [p for p in own if not (p.name in both and into)]
        reverse = {k: (owner, p) for k, (owner, p) in reverse.items() if not (p.name in both and owner == t and not into)}
        # one candidate list: own predicates by name, incoming relations under a marked name
        marked = list(own) + [PropertyDef(name=k, display_name=_label(p), range_type=owner, owner=t, is_relation=True,
                                          range_types=(owner,), value_range=False) for k, (owner, p) in reverse.items()]
        asked = self.asked_types(question)
        if asked:  # "X的法人代表还代表哪家公司？": a relation answers a company, not the Person one hop away
            marked = [p for p in marked if p.is_basic or (reverse[p.name][0] if p.name in reverse else p.range_type) in asked]
        vals = dict(values)
        for k, (owner, p) in reverse.items():
            vals[k] = incoming[(owner, p.name)]
        if YES_NO.search(question) and ((has := HAS_ASKED.search(question)) or ASKS_ANY.search(question)):  # "no" answers too:
            vals.update({p.name: ("",) for p in own if (has or not p.is_basic) and p.name not in vals})  # ("X有英文名吗")
        code = self.entity_code(entity["entity_id"], t)
        if code is not None and code[1].casefold() not in question.casefold():  # "义乌市的行政区划代码": its table's key
            marked.append(_code_stand_in(t))
            vals[_CODE] = (code[1],)
        # the other end's type named in the question counts for a relation to it
        extra = {}
        # "设备69是谁的？": a who-question names the people type as "哪些人" does (and companies: "who makes synthetic rubber")
        people = set(self.mentioned_types(bridge("people")) + self.mentioned_types("company")) if _EXPECT_WHO.search(question) else set()
        for p in marked:
            other = reverse[p.name][0] if p.name in reverse else (None if p.is_basic else p.range_type)
            if other in types or other in people:
                extra[p.name] = 0.3  # "What industry is X in?": the relation to the type it names
        # "Who is a 赌博App老板?", "哪些人是X": what belongs to a concept is read by the relations into it
        at = question.find(entity["text"])
        if t in self.schema.types and self.schema.types[t].is_concept and (at > 0 and re.search(
                # (or glossed so: "the boss behind the gambling apps (a 赌博App老板)")
                r"(?:\b(?:is|are|was|were|counts? as|classed as)\s+(?:an?\s+|the\s+)?|\(\s*(?:an?\s+|the\s+)?|是(?:一个|一名|一位|一家)?|属于)\s*$",
                question[:at], re.I) or at >= 0 and _MEMBERS_ASKED.match(question[at + len(entity["text"]):])):  # "赌博App老板是谁"
            for key in reverse:
                extra[key] = extra.get(key, 0.0) + 0.5
        # "What does X make?" of product(Products made): a relation's label naming its range type and a
        # word the question writes reads whole, the type being what is asked for
        said = set(units(rest))
        for p in marked:
            if p.name in values and read_with_its_range(self.schema, p, said, question):
                extra[p.name] = extra.get(p.name, 0.0) + 0.4
        kind = kind_property(self.con, t, values, question)
        if kind is not None:
            extra[kind[0]] = extra.get(kind[0], 0.0) + 0.5
        for name, bonus in (_sameness(marked, question) | _place_named(marked, question) | _where_based(marked, question)).items():
            extra[name] = extra.get(name, 0.0) + bonus
        best, ranked = self._rank(marked, rest, vals, question, extra)
        if best is None:  # "How old is X?": the one numeric property X has, when nothing else is named
            best = _sole_of_kind(self.schema, [p for p in own if p.name in values], expected_kind([question]), ranked)
            if best is not None:
                best = Candidate(best.predicate, best.score, 0.0, 0.0, True, values[best.predicate.name])
        if best is None:
            return [self._weak("property", ranked)]
        name = entity["name"]
        if best.predicate.name in reverse:
            owner, p = reverse[best.predicate.name]
            # (the concept node stands for the narrower concepts too)
            node = format_node(NodeRef("o1", t, name)) if (owner, p.name) in under else f"o1:{t}[{_bt(name)}]"
            text = (f"Action1: Retrieval(s=s1:{owner}, p=p1:{p.name}, o={node})\nAction2: Output(s1)\n")
            return [SchemaPlan(text, "relation", best.score, [f"relation {owner}-[{p.name}]->{t} into {name!r} (score {best.score:.2f})"],
                               f"{{value}} ({_label(p)} → {name})", kind="entity", answer_type=owner,
                               explains=frozenset({entity["entity_id"]}), types=frozenset({owner, t}))]
        p = best.predicate if best.predicate.name != _CODE else code[0]
        explains = frozenset({entity["entity_id"]}) | (frozenset({kind[1]}) if kind is not None and kind[0] == p.name else frozenset())
        o = "o1" if p.is_basic else f"o1:{p.range_type}"
        text = f"Action1: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o={o})\nAction2: Output(o1)\n"
        # "Which gambling apps is X the developer of?": values the question names of the entities reached restrict them
        restrict = [] if p.is_basic else [(c, v) for c, v in self.values_named(p.range_type, rest) if v not in name]
        if restrict:
            where = ", ".join(f"o1.{c.name} == {_bt(v)}" for c, v in restrict)
            text = f"Action1: Search(s=o1:{p.range_type}, {where})\nAction2: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o=o1)\nAction3: Output(o1)\n"
            explains |= frozenset(v for _c, v in restrict)
        shape = "property" if p.is_basic else "relation"
        kinds = frozenset(value_kind(v) for v in best.values) if p.is_basic else frozenset()
        among = "".join(f", among {p.range_type} with {_label(c)} {v}" for c, v in restrict)
        return [SchemaPlan(text, shape, best.score, [f"{shape} {t}.{p.name} of {name!r} (score {best.score:.2f}){among}"],
                           f"{{value}} ({_label(p)} of {name})", kind="value" if p.is_basic else "entity",
                           answer_type=None if p.is_basic else p.range_type, explains=explains,
                           types=frozenset({t} if p.is_basic else {t, p.range_type}), value_kinds=kinds,
                           values_yes_no=bool(best.values) and all(v.strip().casefold() in _YES_NO_VALUES for v in best.values))]

    def entity_code(self, entity_id: str, t: str) -> tuple[PropertyDef, str] | None:
        """``(the implicit id, key)`` when the entity's table keys it by a code other than its name
        (a region's 行政区划代码, a company's "C006"): the answer to "X的代码", "X's code/ID"."""
        row = self.con.execute("SELECT key, name FROM kg_entities WHERE entity_id = $id", {"id": entity_id}).fetchone()
        if row is None or not row[0] or row[0].casefold() == (row[1] or "").casefold():
            return None
        key_def = next((p for p in self.schema.predicates(t) if implicit_predicate(p.name) == "id"), None)
        return (key_def, row[0]) if key_def is not None else None

    def asked_types(self, question: str) -> list[str]:
        """The schema types a which-noun asks for ("哪家公司", "which products"; glossary words too),
        or ``[]``."""
        which = _WHICH_NOUN.search(question)
        # (up to 的: "哪些人的设备上装了X" asks for people, not devices)
        noun = which and (which.group(1) or which.group(2).split("的")[0])
        types = self.mentioned_types(f"{noun} {bridge(noun)}") if noun else []
        return types or _noun_after_which(self, question, skip=1 if noun else 0)

    def _weak(self, shape: str, ranked: list[Candidate]) -> SchemaPlan | None:
        if not ranked:
            return None
        return SchemaPlan("", shape, min(ranked[0].score, MIN_CONFIDENCE - 0.01),
                          [f"closest {shape}: {ranked[0].predicate.name} (score {ranked[0].score:.2f}), not clear enough"])

    def hops(self, entity: dict, context: str, types: list[str], question: str = "") -> list[tuple[Candidate, bool]]:
        """The relations from (forward) or into the entity's type, ranked against ``context``
        (a relation to a type the question names counts more), best first. A relation both ways
        is read into the entity after "whose" or where ``question`` puts it after "into"/"to"
        ("the products that feed into X"), or, for edges that move money, where ``question`` makes
        the entity the receiving end ("给X付过款的公司", "companies that paid X")."""
        t = entity["type"]
        # only the relations the entity has edges of, in the direction it has them
        have = {(d, o, p) for d, o, p in self.con.execute(
            "SELECT DISTINCT 'out', t.type, x.predicate FROM kg_edges x JOIN kg_entities t ON t.entity_id = x.object_id WHERE x.subject_id = $id "
            "UNION SELECT DISTINCT 'in', t.type, x.predicate FROM kg_edges x JOIN kg_entities t ON t.entity_id = x.subject_id WHERE x.object_id = $id",
            {"id": entity["entity_id"]}).fetchall()}
        forward = [p for p in self.schema.predicates(t) if not p.is_basic and ("out", p.range_type, p.name) in have]
        backward = [p for owner in self.schema.types for p in self.schema.predicates(owner)
                    if not p.is_basic and p.range_type == t and ("in", owner, p.name) in have]
        # a relation both ways (Company-[mainSupply]->Company): "whose main customer is X" reads it into X
        into = _read_into(question, entity, context)
        money = bool(question) and moves_money(question)
        paid_to = money and self.roles(question, [entity])[0][1] == "o"  # (roles: EdgeReadings, a mixin beside this one)
        out: list[tuple[Candidate, bool]] = []
        for is_forward, preds in ((True, forward), (False, backward)):
            if {p.name for p in forward} & {p.name for p in backward}:
                preds = [p for p in preds if (p.name not in {q.name for q in (backward if is_forward else forward)})
                         or is_forward != (paid_to if p.properties else into)]
            extra = {p.name: 0.3 for p in preds if (p.range_type if is_forward else p.owner) in types}
            for name, bonus in _sameness(preds, question).items():
                extra[name] = extra.get(name, 0.0) + bonus
            ranked = rank_predicates(None, preds, [context], None, None)
            if money:  # money moving is named in any language ("付过款" for fundTrans)
                ranked += rank_predicates(None, [p for p in preds if p.properties], [context + " " + bridge(context)], None, None)
            best: dict[str, Candidate] = {}
            for c in ranked:
                if c.predicate.name not in best or c.score > best[c.predicate.name].score:
                    best[c.predicate.name] = c
            for c in best.values():
                out.append((Candidate(c.predicate, round(c.score + extra.get(c.predicate.name, 0.0), 4), c.word, c.context, None), is_forward))
        out.sort(key=lambda cf: (-cf[0].score, cf[0].predicate.owner, cf[0].predicate.name))
        return out

    def aggregate_hop(self, entity: dict, rest: str, question: str, aggregate: str, types: list[str]) -> list[SchemaPlan]:
        """A sum, average, maximum or minimum of a numeric property over a relation's other ends
        ("the total inflow of the companies whose main customer is X")."""
        t, name = entity["type"], entity["name"]
        hops = self.hops(entity, rest, types, question)
        best = choose([c for c, _ in hops], True)
        if best is None:
            return []
        is_forward = next(f for c, f in hops if c is best)
        p = best.predicate
        if aggregate in ("max", "min") and p.properties and _MOST_MONEY.search(question):
            return []  # ("how old is the person who got the most money from X": the amounts rank, not the ends' ages)
        other = p.range_type if is_forward else p.owner
        numeric = [q for q in self.schema.predicates(other) if q.is_basic and is_numeric_type(self.schema, q.range_type) and q.name != p.name]
        ranked = rank_predicates(None, numeric, [rest], None, None)
        measure = choose(ranked, True)
        if measure is None or p.name in rule_predicates(measure.predicate):  # totalTransInAmt already sums fundTrans
            return []
        q = measure.predicate
        if is_forward:
            hop = f"Action1: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o=o1:{other})\nAction2: Retrieval(s=o1, p=p2:{q.name}, o=o2)\n"
            ends = "o1"
        else:
            hop = f"Action1: Retrieval(s=s1:{other}, p=p1:{p.name}, o=o1:{t}[{_bt(name)}])\nAction2: Retrieval(s=s1, p=p2:{q.name}, o=o2)\n"
            ends = "s1"
        confidence = min(best.score, measure.score)
        if aggregate in ("max", "min") and (_EXPECT_WHO.search(question) or other in self.asked_types(question)) \
                and not _VALUE_ASKED.search(question) and not _ALL_OF.search(question) and (_age_like(q) or not gradable(question)):
            # "收到过柏*转账的人当中，谁的年龄最大？", "Who is the oldest person X sent money to?": the end holding it, by name
            text = hop + (f"Action3: Sort(set={ends}, orderby=o2, direction={'desc' if aggregate == 'max' else 'asc'}, limit=1)->top\n"
                          f"Action4: Output(top, o2)\n")
            return [SchemaPlan(text, "superlative", confidence,
                               [f"the {other} with the {'highest' if aggregate == 'max' else 'lowest'} {q.name} over {p.owner}-[{p.name}]->{p.range_type} "
                                f"{'from' if is_forward else 'into'} {name!r} (scores {best.score:.2f}, {measure.score:.2f})"],
                               f"{{value}} ({'highest' if aggregate == 'max' else 'lowest'} {_label(q)} over {_label(p)} {'of' if is_forward else '→'} {name})",
                               parts=2, answer_var="top", kind="entity", answer_type=other, explains=frozenset({entity["entity_id"]}),
                               types=frozenset({t, other}))]
        text = hop + f"Action3: Math(content=[o2], target={aggregate})->m\nAction4: Output(m, {ends})\n"
        return [SchemaPlan(text, "aggregate", confidence,
                           [f"{aggregate} of {other}.{q.name} over {p.owner}-[{p.name}]->{p.range_type} {'from' if is_forward else 'into'} {name!r} "
                            f"(scores {best.score:.2f}, {measure.score:.2f})"],
                           f"{{value}} ({aggregate} of {_label(q)} over {{over}}: {_label(p)} {'of' if is_forward else '→'} {name})", parts=2, answer_var="m",
                           kind="number", explains=frozenset({entity["entity_id"]}), types=frozenset({t, other}))]

    def second_hop(self, middle: str, second_preds: list[PropertyDef], into: list[PropertyDef], remaining: str, into_text: str,
                   question: str, types: list[str], count: bool) -> Candidate | None:
        """The predicate of :meth:`two_hop`'s second hop out of (``second_preds``) or into (``into``)
        the ``middle`` entities, ranked against the words the first hop leaves (``remaining``,
        ``into_text``); a relation to a type ``types`` names counts more. None when no predicate is
        named clearly enough."""
        expect = expected_kind([question])
        if count:  # "how many distinct apps are installed on X's devices": the ends of a second relation
            second_preds = [q for q in second_preds if not q.is_basic]
            expect, remaining, into_text = None, _COUNT.sub(" ", remaining), _COUNT.sub(" ", into_text)
            extra = {q.name: 0.3 for q in second_preds if q.range_type in types} | {q.name: 0.3 for q in into if q.owner in types}
            # (the type's boost counts for a relation the words name at all: no word, no hop)
            ranked = sorted((Candidate(c.predicate, round(c.score + (extra.get(c.predicate.name, 0.0) if c.score > 0 else 0.0), 4),
                                       c.word, c.context, None)
                             for c in rank_predicates(None, second_preds, [remaining + " " + bridge(remaining)], None, None)
                             + rank_predicates(None, into, [_without_type(self.schema, middle, into_text + " " + bridge(into_text))], None, None)),
                            key=lambda c: (-c.score, c.predicate.name))
            second = choose(ranked, True)
        else:
            # the glossary's words too: "多大年纪" names age as "How old" does
            # a relation to a type the question names counts more ("被哪些应用使用": App-[useCert]->Cert)
            # "Who owns a device that …": a who-question names the people type as "哪些人" does
            ends = set(types) | (set(self.mentioned_types(bridge("people"))) if _EXPECT_WHO.search(question) else set())
            # the middle type named twice ("江*担任法人代表的公司收到过哪些公司的转账"): a relation among its
            # entities that moves money reaches the second one
            among = middle in ends and times_named(self.schema, middle, question) >= 2 and moves_money(question)
            extra = {q.name: 0.3 for q in second_preds if not q.is_basic and q.range_type in ends
                     and (q.range_type != middle or among and q.properties)} \
                | {q.name: 0.3 for q in into if q.owner in ends}
            ranked = sorted((Candidate(c.predicate, round(c.score + (extra.get(c.predicate.name, 0.0) if c.score > 0 else 0.0), 4),
                                       c.word, c.context, c.has_value, c.values)
                             for c in rank_predicates(None, second_preds, [remaining + " " + bridge(remaining)], None, expect)
                             + rank_predicates(None, into, [_without_type(self.schema, middle, into_text + " " + bridge(into_text))], None, expect)),
                            key=lambda c: (-c.score, c.predicate.name))
            second = choose(ranked, True) or _sole_of_kind(self.schema, second_preds, expect, ranked)
            to_named = [q for q in second_preds if not q.is_basic and q.range_type in types and q.range_type != middle] \
                + [q for q in into if q.owner in types]
            if second is None and len(to_named) == 1:  # "the apps on X's device": the one relation to a type named
                second = Candidate(to_named[0], MIN_CONFIDENCE + 0.05, 0.0, 0.0, None)
        return second

    def two_hop(self, entity: dict, rest: str, question: str, types: list[str], count: bool = False) -> list[SchemaPlan]:
        """A relation of the named entity, then a property or relation of the entities it reaches
        ("How old is the legal representative of X?", "X的主要客户的法人代表是谁？"): each hop
        ranked against the question without the words the other one reads."""
        t, name = entity["type"], entity["name"]
        plans: list[SchemaPlan] = []
        # the named entity's own type word ("the product X") names X, not a hop out of it
        own_type = _without_type(self.schema, t, rest)
        for first, is_forward in self.hops(entity, own_type + " " + bridge(own_type), types, question)[:4]:
            if first.score < 0.3:
                break
            p = first.predicate
            middle = p.range_type if is_forward else p.owner
            if middle not in self.schema.types or not _reads(p, _first_hop_words(question, entity)):  # ("… 传化 paid have …")
                continue
            # the middle type's name ("产品" in "X所经营的产品属于哪个产业") names what the first hop reached
            remaining = _without_type(self.schema, middle, _without_label(rest, p))
            second_preds = [q for q in self.schema.predicates(middle) if implicit_predicate(q.name) is None and q.name != p.name]
            # a relation into the middle entities from another type ("the legal representatives of the
            # companies that paid X": Person-[legalRepresentative]->Company) is a second hop too
            into = [q for owner in self.schema.types if owner != middle for q in self.schema.predicates(owner)
                    if not q.is_basic and q.range_type == middle and q.name != p.name]
            if asked := self.asked_types(question):  # "…的产品属于哪个产业": a relation into an Industry, not a TaxOfProduct
                second_preds = [q for q in second_preds if q.is_basic or q.range_type in asked]
                into = [q for q in into if q.owner in asked]
            # ... named by words of its own: the middle type's name ("证书" of useCert into Cert) names
            # the entities the first hop reached, not a hop out of them
            into_text = _without_type(self.schema, middle, remaining)
            second = self.second_hop(middle, second_preds, into, remaining, into_text, question, types, count)
            if second is None:
                continue
            q = second.predicate
            if p.name in rule_predicates(q):  # outflow90Days sums fundTrans itself: no hop over fundTrans first
                continue
            if q.name in rule_predicates(p) and _SHARE_SAID.search(question):  # "既生产…下游产品，又贡献了X全部转入资金的一半以上":
                continue  # the rule's own condition (mainSupply's share of fundTrans) said, not a hop after it
            backward = any(q is x for x in into)
            among_list = not count and _among(self, question, middle)  # "Which of the companies X represents received …"
            if not count and q.properties and q.owner == q.range_type == middle and not p.properties and moves_money(question):
                # money moving among the middle entities ("江*担任法人代表的公司收到过哪些公司的转账"): the
                # asked end pays (into the middle ones) or receives; a question saying neither is not read.
                # Asked among the middle ones, they are the asked end: receiving, the other end pays into them
                role = self.answer_role(question)
                if role is None:
                    continue
                backward = role == ("o" if among_list else "s")
            elif among_list:
                continue  # (the middle ones restricted by a hop the question names otherwise: not read here)
            end = q.owner if backward else q.range_type
            hop1 = (f"Action1: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o=m1:{middle})\n" if is_forward else
                    f"Action1: Retrieval(s=m1:{middle}, p=p1:{p.name}, o=s1:{t}[{_bt(name)}])\n")
            hop2 = (f"Action2: Retrieval(s=o2:{end}, p=p2:{q.name}, o=m1)\n" if backward else
                    f"Action2: Retrieval(s=m1, p=p2:{q.name}, o={'o2' if q.is_basic else f'o2:{end}'})\n")
            then = f"{end}-[{q.name}]->{middle}" if backward else f"{middle}.{q.name}"
            # the weaker hop's score; between two readings equal on it, the one whose other hop the words name better
            confidence = min(first.score, second.score) + 0.001 * max(first.score, second.score)
            if count:
                # "臧*担任法人代表的公司里，有几家有过…转出": the middle entities are counted, those the second hop holds for
                inside = _AMONG.search(question)
                among = inside is not None and middle in self.mentioned_types(f"{inside.group(1)} {bridge(inside.group(1))}")
                counted = "m1" if among else "o2"
                text = hop1 + hop2 + f"Action3: Math(content=[{counted}], target=count)->n\nAction4: Output(n)\n"
                plans.append(SchemaPlan(
                    text, "count", confidence, [f"count of {middle if among else end} two hops from {name!r}: {p.name}, {then} "
                                                f"(scores {first.score:.2f}, {second.score:.2f})"],
                    f"{{value}} ({end} over {_label(p)}, {_label(q)} of {name})", parts=2, answer_var="n", kind="number",
                    explains=frozenset({entity["entity_id"]}), types=frozenset({t, middle, end})))
                continue
            if among_list:  # the middle entities the second hop holds for
                plans.append(_among_plan(hop1, hop2, entity, p, q, middle, end, backward, is_forward, confidence,
                                         f"{first.score:.2f}, {second.score:.2f}"))
                continue
            # "Which of the apps on X's device are flagged 诈骗?": values the question names of the end entities restrict them
            restrict = [] if q.is_basic else [(c, v) for c, v in self.values_named(end, rest) if v not in name]
            if restrict:
                where = ", ".join(f"o2.{c.name} == {_bt(v)}" for c, v in restrict)
                hop1 = f"Action1: Search(s=o2:{end}, {where})\n" + hop1.replace("Action1:", "Action2:", 1)
                hop2 = hop2.replace("Action2:", "Action3:", 1).replace(f"s=o2:{end}", "s=o2").replace(f"o=o2:{end}", "o=o2")
            plans.append(SchemaPlan(
                hop1 + hop2 + f"Action{4 if restrict else 3}: Output(o2)\n", "two-hop", confidence,
                [f"two hops: {p.owner}-[{p.name}]->{p.range_type} {'from' if is_forward else 'into'} {name!r}, then {then} "
                 f"(scores {first.score:.2f}, {second.score:.2f})"],
                f"{{value}} ({_label(q)} of {_label(p)} {'of' if is_forward else '→'} {name})", parts=2,
                kind="value" if q.is_basic else "entity", answer_type=None if q.is_basic else end,
                explains=frozenset({entity["entity_id"]} | {v for _c, v in restrict}), types=frozenset({t, middle} | (set() if q.is_basic else {end})),
                value_kinds=frozenset({"number"} if is_numeric_type(self.schema, q.range_type) else {"text"}) if q.is_basic else frozenset(),
                labels=(p.name, q.name) + tuple(c.name for c, _v in restrict)))
        return plans

    def text_hop(self, entity: dict, rest: str, question: str, types: list[str]) -> list[SchemaPlan]:
        """A property of the named entity X whose text value is the name (or id) of one other
        entity Y, then a property of Y ("X所在的区县属于哪种类型的行政区？": X's 所在区县 holds
        "南湖区", the name of one 行政区, whose kind is asked). KAG's schemas type most properties
        Text, so one table's reference to another is such a value, not an edge.

        The plan joins by the value in the logical form's own terms, a constraint naming the
        earlier variable's property (``Retrieval(s=s2:T2, p=p2:q, o=o2, s2.name == s1.p)``;
        ``s2.id == s1.p`` when the value is Y's id). The hop is taken only when X has one value of
        the property and it names exactly one entity (by name, id or any alias; X itself aside):
        a value naming several, or naming its one entity only by an alias the join does not
        compare, gives a reading below the bar whose note says why, never an answer."""
        t, name = entity["type"], entity["name"]
        values = self.entity_values(entity["entity_id"])
        own = [p for p in self.schema.predicates(t) if p.is_basic and implicit_predicate(p.name) is None and values.get(p.name)]
        if not own:
            return []
        plans: list[SchemaPlan] = []
        for first in rank_predicates(None, own, [rest + " " + bridge(rest)], values, None):
            if first.score < 0.3:
                break
            p = first.predicate
            named = self.entities_named(values[p.name], entity["entity_id"])
            if not named:
                continue
            remaining = _without_label(rest, p)
            if len(values[p.name]) == 1 and len({y[0] for y in named}) == 1 and named[0][3] == "id" \
                    and (_NAME_ASKED.search(remaining) or _which_of_label(question, p)):
                plans.append(_name_of_id(self.schema, entity, p, values[p.name][0], named[0], first.score))
                continue
            seconds = [(y, self.second_of_named(y, remaining, question)) for y in named]
            readable = [(y, s) for y, s in seconds if s is not None]
            if not readable:
                continue
            ids = {y[0] for y in named}
            y, (second, y_values, kind) = readable[0]
            q = second.predicate
            labels = (p.name, q.name)
            if len(values[p.name]) != 1 or len(ids) != 1 or y[3] == "alias":
                why = (f"holds {len(values[p.name])} values" if len(values[p.name]) != 1 else
                       f"names {len(ids)} entities ({', '.join(f'{n!r} ({ty} {i})' for i, n, ty, _h in named[:4])})" if len(ids) != 1 else
                       f"names {y[1]!r} ({y[2]}) only by an alias, which the plan's join (by name or id) does not compare")
                plans.append(SchemaPlan("", "two-hop", min(first.score, second.score, MIN_CONFIDENCE - 0.01),
                                        [f"{t}.{p.name} of {name!r} ({', '.join(repr(v) for v in values[p.name][:3])}) {why}: "
                                         f"the hop through it to {q.name} is not taken"], parts=2, labels=labels,
                                        types=frozenset({t, y[2]})))
                continue
            value, t2 = values[p.name][0], y[2]
            join = "name" if y[3] == "name" else "id"
            o = "o2" if q.is_basic else f"o2:{q.range_type}"
            text = (f"Action1: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o=o1)\n"
                    f"Action2: Retrieval(s=s2:{t2}, p=p2:{q.name}, o={o}, s2.{join} == s1.{p.name})\nAction3: Output(o2)\n")
            explains = frozenset({entity["entity_id"]}) | (frozenset({kind[1]}) if kind is not None and kind[0] == q.name else frozenset())
            plans.append(SchemaPlan(
                text, "two-hop", min(first.score, second.score),
                [f"two hops through a text value: {t}.{p.name} of {name!r} is {value!r}, the {join} of one entity, "
                 f"{y[1]!r} ({t2}, {y[0]}); then {t2}.{q.name} (scores {first.score:.2f}, {second.score:.2f})"],
                f"{{value}} ({_label(q)} of {y[1]}, the {self.schema.types[t2].display_name or t2} {_label(p)} of {name} names)",
                parts=2, kind="value" if q.is_basic else "entity", answer_type=None if q.is_basic else q.range_type,
                explains=explains, types=frozenset({t, t2} | (set() if q.is_basic else {q.range_type})), labels=labels,
                value_kinds=frozenset(value_kind(v) for v in y_values[q.name]) if q.is_basic else frozenset(),
                values_yes_no=q.is_basic and all(v.strip().casefold() in _YES_NO_VALUES for v in y_values[q.name])))
        return plans

    @store_memoized
    def entities_named(self, values: tuple[str, ...], exclude: str) -> tuple[tuple[str, str, str, str], ...]:
        """``(entity_id, name, type, how)`` of each entity of the schema's types, other than
        ``exclude``, that one of ``values`` names: ``how`` is ``name`` (its name), ``id`` (its key)
        or ``alias`` (another alias only); by id, then name."""
        rows = self.con.execute(
            "SELECT e.entity_id, e.name, e.type, CASE WHEN e.name IN (SELECT unnest($v::VARCHAR[])) THEN 'name' "
            "WHEN e.key IN (SELECT unnest($v::VARCHAR[])) THEN 'id' ELSE 'alias' END "
            "FROM kg_entities e WHERE e.entity_id <> $x AND e.type IN (SELECT unnest($types::VARCHAR[])) AND ("
            "e.name IN (SELECT unnest($v::VARCHAR[])) OR e.key IN (SELECT unnest($v::VARCHAR[])) OR e.entity_id IN ("
            f"SELECT entity_id FROM kg_aliases WHERE {_NAMING_ALIASES} AND alias IN (SELECT unnest($v::VARCHAR[])))) "
            "ORDER BY e.entity_id, e.name", {"v": list(values), "x": exclude, "types": sorted(self.schema.types)}).fetchall()
        return tuple(tuple(r) for r in rows)

    def second_of_named(self, y: tuple[str, str, str, str], context: str, question: str):
        """The property of the entity ``y`` a value named that the rest of the question asks
        for: ``(candidate, y's values, kind)`` (``kind``: :func:`kind_property`'s), or None."""
        t2 = y[2]
        y_values = self.entity_values(y[0])
        preds = [q for q in self.schema.predicates(t2) if implicit_predicate(q.name) is None and y_values.get(q.name)]
        if (code := self.entity_code(y[0], t2)) is not None:  # "X所在区县的行政区划代码"
            preds.append(_code_stand_in(t2))
            y_values = {**y_values, _CODE: (code[1],), code[0].name: (code[1],)}
        if not preds:
            return None
        kind = kind_property(self.con, t2, y_values, question)
        extra = {kind[0]: 0.5} if kind is not None else None
        second, _ranked = self._rank(preds, context + " " + bridge(context), y_values, question, extra)
        if second is not None and second.predicate.name == _CODE:
            second = dataclasses.replace(second, predicate=code[0])
        return None if second is None else (second, y_values, kind)
