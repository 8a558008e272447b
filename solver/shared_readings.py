"""Schema planner readings of the entities that share a value with a named entity ("浙江神学院所在的
区县有多少个宗教场所？", "X所在城市有哪些佛教协会", "Which school is in the same district as X?"):
the named entity's value, then a Search of another type joined on the same property
(``s2.county == s1.county``), counted or listed."""

from __future__ import annotations

import re

from kagflow.schema.spg import PropertyDef
from kagflow.schema.types import implicit_predicate, is_numeric_type
from kagflow.solver.question_words import bridge
from kagflow.solver.resolve import Candidate, choose, expected_kind, rank_predicates
from kagflow.solver.schema_shapes import (
    _COUNTED_BEFORE, _KIND_PREDICATE, _LIST, _SAME, _WHICH, _WHICH_NOUN, SchemaPlan, _bt, _fold, _label, spaced, type_labels, widest,
)

__all__ = ["SharedReadings", "others_of_kind", "relation_to"]

_KIND_ASKED = re.compile(r"类型|类别|哪一?类|\b(?:type|kind|category)\b", re.I)
# "X所在的县", "the county X is located in": the question reaches X's place, not X
_LOCATED = re.compile(r"所在|\blocated\b|\bwhere\b.{0,40}\bis\b", re.I)
# the place a question locates by: "所在区的", "所在的县里", "所在的那个区，", "in the county where X is located"
_PLACE_NOUN = re.compile(r"所在(?:的)?(?:那|这)?(?:个)?([\u4e00-\u9fff]{1,3}?)(?=的|里|内|[，,]|$)|\bin the ([a-z]+) (?:where|in which)\b", re.I)
# the noun a sameness is about: "同一个负责人", "在同一个区县", "主办单位相同", "the same manager as X"
_SAME_NOUN = re.compile(r"同一(?:个|位|家|所|名)?([\u4e00-\u9fff]{2,6}?)(?=的|[，,。？?]|$)|([\u4e00-\u9fff]{2,6})(?:相同|一样)"
                        r"|\bsame\s+((?:[a-z]+\s+)?[a-z]+?)\s+(?:as|with)\b"
                        # "in the district where X is located": the place noun before where
                        r"|\b(?:in|at|of)\s+the\s+([a-z]+)\s+where\b", re.I)
# "(包括它自己)", "including itself": the named entity counts among those sharing its value
_ITSELF = re.compile(r"包括(?:它|其|该\S{0,4})?(?:自己|本身)|(?:它|其)?(?:自己|本身)也算|\bincluding (?:itself|it|themselves)\b", re.I)
# a which-question asks for the entities themselves, not a value of theirs
_ENTITY_ASKED = re.compile(r"哪(?:一|几)?(?:所|家|个|位|些|座|条|处)|\bwhich\b|\bwho\b|谁"
                           # its name asked ("另一所宗教院校叫什么", "…的名字是什么"), not a property called a name (英文名称)
                           r"|叫(?:什么|啥)|(?<![\u4e00-\u9fff])(?:名字|名称)(?:是什么|是啥)|的(?:名字|名称)(?:是什么|是啥)?\s*[？?。]?\s*$"
                           r"|\bcalled\b|\bwhat is (?:its|the other \w+'s) name\b", re.I)
# "X的负责人还管着哪些加气站", "还有哪个", "which other …": entities besides the named one
_OTHERS = re.compile(r"还|另外|另有|其[他它余]|别的|\b(?:others?|else|besides|apart from|except)\b", re.I)


def _without(words: list[str | None], text: str) -> str:
    """``text`` without each of ``words`` (any case)."""
    for word in filter(None, words):
        text = re.sub(re.escape(word), " ", text, flags=re.I)
    return text


def _named_outright(ranked: list[Candidate], question: str) -> Candidate | None:
    """Of the predicates tied at the top of ``ranked``, the one the question writes by its own
    name or display name ("in the city where X is located": city, where address and county rank
    as high by the words of a place), or None."""
    top = [c for c in ranked if ranked and c.score == ranked[0].score]
    said = [c for c in top if any(x and (re.search(rf"(?<![A-Za-z]){re.escape(x)}(?![A-Za-z])", question, re.I) if x.isascii() else x in question)
                                  for x in (spaced(c.predicate.name), c.predicate.display_name))]
    return said[0] if len(top) > 1 and len(said) == 1 else None


class SharedReadings:
    """Mixed into :class:`~kagflow.solver.schema_planner.SchemaPlanner` (uses its ``schema``,
    ``entity_values`` and ``values_named``)."""

    def shared_value(self, entity: dict, rest: str, question: str, types: list[str], aggregate: str | None) -> list[SchemaPlan]:
        """Count or list the entities of a type the question names whose property ``P`` equals the
        named entity's ``P`` (one value), ``P`` being the property of both types the question's
        words name best; values the question names of the other type restrict it too ("佛教协会":
        religion 佛教). The entity's own type is a target only when the question says "the same", "other"
        or 还 (the entity itself is then left out: "还有哪所", "apart from X") or reaches the
        entity's place (所在, located).

        Args:
            entity: the question's linked entity (``entity_id``, ``name``, ``type``).
            rest: the question without the linked names, with the glossary's words.
            question: the question as asked.
            types: the schema types the question names.
            aggregate: ``"count"``, ``"sum"``/``"avg"`` (:meth:`asked_of_shared`) or None (a list, or a
                value of the one entity found); any other gives no reading.

        Returns:
            One reading per target type whose shared property is clear, or ``[]``.
        """
        if aggregate not in (None, "count", "sum", "avg"):
            return []
        t, name = entity["type"], entity["name"]
        same = bool(_SAME.search(question))
        others = same or bool(_OTHERS.search(question))
        located = others or bool(_LOCATED.search(question))  # "X所在县的宗教场所" counts X's own type too
        values = self.entity_values(entity["entity_id"])
        unlinked = question.replace(entity.get("text") or name, " ")
        # "X所在县的天主教爱国会": the end of a name among the entities sharing X's place names the type too
        fragments = self.fragment_types(entity, values, unlinked) if located else {}
        listed = bool(_WHICH.search(question) or _LIST.search(question)) and not _KIND_ASKED.search(question)
        entities_asked = bool(_ENTITY_ASKED.search(question))
        # the noun "the same" names ("同一个负责人", "主办单位相同", "the same manager") decides, where it names one
        same_noun = next((g for g in said.groups() if g), "") if (said := _SAME_NOUN.search(question)) else ""
        # "和X同一位院长的另一所学校，在校生有多少人": a number the one school holds, not a count of schools
        counted = _COUNTED_BEFORE.search(question) if aggregate == "count" else None
        held_count = counted is not None and not self.mentioned_types(counted.group(1))
        plans: list[SchemaPlan] = []
        if others and t not in types and (noun := _which_noun(question)) and (self.schema.types[t].display_name or "").endswith(noun):
            types = [t] + types  # "跟X加油站用同一张许可证的还有哪些站": 站 ends X's own type's name
        for t2 in list(dict.fromkeys([x for x in types if x != t or located][:2] + sorted(fragments))):
            if aggregate is None and not listed and t2 not in fragments and not self.values_named(t2, rest):
                continue  # a list answers "哪些T2", not "哪种类型的T2"; a value asked needs the T2 described
            theirs = {p.name for p in self.schema.predicates(t2) if p.is_basic}
            # a kind ("type", 类别) is shared by every entity of a type: no place or group to share
            own = [p for p in self.schema.predicates(t) if p.is_basic and implicit_predicate(p.name) is None
                   and p.name in theirs and len(values.get(p.name, ())) == 1
                   and not _KIND_PREDICATE.search(p.name) and not _KIND_PREDICATE.search(p.display_name or "")]
            describing = self.held_by_every(t2, question)  # "其他宗教团体": 宗教 describes every 协会, shares nothing
            context = _without([t2, self.schema.types[t2].display_name] + [word for _q, word in describing], rest)
            best = choose(rank_predicates(None, own, [same_noun + " " + bridge(same_noun)], None, None), True) if same_noun else None
            ranked = rank_predicates(None, own, [context + " " + bridge(context)], None, None)
            best = best or choose(ranked, True) or _named_outright(ranked, question) or widest(ranked, question)
            if best is None:
                continue
            p = best.predicate
            named = [(q, v) for q, v in self.values_named(t2, rest) if q.name != p.name]
            held = self.yes_property(t2, question)  # "…的加油站当中，哪一家构成重大危险源": 是否构成重大危险源 == 是
            if held is not None and all(q.name != held[0].name for q, _v in named):
                named.append(held[:2])
            where = [f"s2.{p.name} == s1.{p.name}"] + [f"s2.{q.name} == {_bt(v)}" for q, v in named]
            found = self.name_fragment(p.name, values[p.name][0], entity["entity_id"], unlinked, t2) if located else None
            fragment, picked = found if found is not None else (None, 0)
            if fragment is not None:
                where.append(f"s2.name like {_bt('%' + fragment)}")
            if t2 == t and others and not _ITSELF.search(question):  # "还有哪所", "apart from X": the others
                where.append(f"s2.name != {_bt(name)}")
            text = (f"Action1: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o=o1)\n"
                    f"Action2: Search(s=s2:{t2}, {', '.join(where)})\n")
            described = ", ".join([f"{_label(p)} {values[p.name][0]} (as {name})"] + [f"{_label(q)} {v}" for q, v in named]
                                  + ([f"name ending {fragment}"] if fragment else []))
            note = [f"{t2} sharing {t}.{p.name} with {name!r} (score {best.score:.2f})"]
            explains = frozenset({entity["entity_id"]}) | frozenset(v for _q, v in named) | frozenset(x for x in (held and held[2], fragment) if x)
            if fragment is not None:
                note.append(f"{t2} named ending {fragment!r}, as the question writes it")
            for q, word in describing:  # "religious associations": (nearly) every 协会 has a 所属宗教
                explains |= {word}
                note.append(f"{word!r} read as describing every {t2} (its {_label(q)})")
            # a value asked of the one entity the ending (or the values) picks, or a total of the values of them all
            if (aggregate is None or held_count) and fragment is None and (named or held_count or others) and not entities_asked:
                picked = self.sharing(t2, p.name, values[p.name][0], named, entity["entity_id"])
            if held_count:
                if picked == 1:
                    plans += self.asked_of_shared(t2, p, named, counted.group(1), None, text, note, described, explains, frozenset({t, t2}))
                continue
            if aggregate in ("sum", "avg") or (aggregate is None and picked == 1 and not entities_asked):
                asked = _without([fragment, t2, self.schema.types[t2].display_name, p.name, p.display_name, spaced(p.name)]
                                 + [v for _q, v in named], _LOCATED.sub(" ", unlinked))  # the question's own words left
                plans += self.asked_of_shared(t2, p, named, asked, aggregate, text, note, described, explains, frozenset({t, t2}))
                if aggregate is not None or not listed:
                    continue
            if aggregate == "count":
                plans.append(SchemaPlan(text + "Action3: Math(content=[s2], target=count)->n\nAction4: Output(n)\n", "shared", best.score,
                                        note, f"{{value}} ({t2} with {described})", parts=2, answer_var="n", kind="number",
                                        explains=explains, types=frozenset({t, t2}), labels=(p.name,) + tuple(q.name for q, _v in named)))
            else:
                plans.append(SchemaPlan(text + "Action3: Output(s2)\n", "shared", best.score, note, f"{{value}} ({t2} with {described})",
                                        parts=2, answer_var="s2", kind="entity", answer_type=t2, explains=explains,
                                        types=frozenset({t, t2}), labels=(p.name,) + tuple(q.name for q, _v in named)))
        return plans

    def asked_of_shared(self, t2: str, p: PropertyDef, named: list, context: str, aggregate: str | None, text: str,
                        note: list[str], described: str, explains: frozenset, types: frozenset) -> list[SchemaPlan]:
        """A property of the entities found by sharing ``p`` with a named one (``text``, ending in the
        Search of ``s2``), which ``context`` ranks best among ``t2``'s others ("X所在县的佛教协会，联系电话是多少"),
        or its values added up or averaged (``aggregate`` ``sum`` / ``avg``: "和X同一家主办单位的其他学校，
        在校生合计有多少人": only a property whose values are all numbers)."""
        skip = {p.name} | {q.name for q, _v in named}
        candidates = [q for q in self.schema.predicates(t2) if q.is_basic and implicit_predicate(q.name) is None and q.name not in skip]
        if aggregate is not None:
            candidates = [q for q in candidates if is_numeric_type(self.schema, q.range_type) or self.mostly_numbers(t2, q.name, 1.0)]
        best = choose(rank_predicates(None, candidates, [context + " " + bridge(context)], None, expected_kind([context])), True)
        if best is None:
            return []
        q = best.predicate
        if aggregate is None and (referred := self.referred_value(t2, q, context)) is not None:  # "…的另一个加油站，它的经营许可证哪天失效"
            t3, r = referred
            kinds = self.value_kinds(t3, r.name)
            return [SchemaPlan(text + f"Action3: Retrieval(s=s3:{t3}, p=p3:{r.name}, o=o3, s3.name == s2.{q.name})\nAction4: Output(o3)\n",
                               "shared", min(0.8, best.score), note + [f"{t2}.{q.name} of them names a {t3}; its {r.name}"],
                               f"{{value}} ({_label(r)} of the {t3} {_label(q)} of {t2} with {described} names)", parts=3,
                               answer_var="o3", explains=explains, types=types | {t3}, value_kinds=kinds, labels=(p.name, q.name, r.name))]
        text += f"Action3: Retrieval(s=s2, p=p2:{q.name}, o=o2)\n"
        note = note + [f"{t2}.{q.name} of them (score {best.score:.2f})"]
        labels = (p.name, q.name) + tuple(x.name for x, _v in named)
        if aggregate is not None:
            return [SchemaPlan(text + f"Action4: Math(content=[o2], target={aggregate})->m\nAction5: Output(m)\n", "shared",
                               min(0.8, best.score), note, f"{{value}} ({aggregate} of {_label(q)} of {t2} with {described})", parts=3,
                               kind="number", answer_var="m", explains=explains, types=types, labels=labels)]
        kinds = self.value_kinds(t2, q.name)
        return [SchemaPlan(text + "Action4: Output(o2)\n", "shared", min(0.8, best.score), note,
                           f"{{value}} ({_label(q)} of {t2} with {described})", parts=3, answer_var="o2", explains=explains,
                           types=types, value_kinds=kinds, labels=labels)]

    def referred_value(self, t2: str, q: PropertyDef, context: str) -> tuple[str, PropertyDef] | None:
        """``(T3, r)`` when ``q``'s values name ``T3``'s entities (:meth:`references`) and the words of
        ``context`` past ``q``'s own name one property ``r`` of ``T3`` clearly ("经营许可证哪天失效": the
        licence's 失效日期), the value asked being ``r`` of the entity ``q`` names; else None."""
        for t3 in self.schema.types:
            if t3 == t2 or not self.references(t2, q.name, t3):
                continue
            left = context
            for label in filter(None, {q.name, q.display_name, t3, self.schema.types[t3].display_name}):
                left = re.sub(re.escape(label), " ", left, flags=re.I)
            own = [r for r in self.schema.predicates(t3) if r.is_basic and implicit_predicate(r.name) is None]
            best = choose(rank_predicates(None, own, [left + " " + bridge(left)], None, expected_kind([left])), True)
            if best is not None and best.score >= 0.6:
                return t3, best.predicate
        return None

    def sharing(self, t2: str, predicate: str, value: str, named: list, entity_id: str) -> int:
        """How many of ``t2``'s entities (the named one left out) hold ``value`` for ``predicate`` and
        every ``(property, value)`` of ``named``."""
        pairs = sorted({f"{predicate}\x1f{value}"} | {f"{q.name}\x1f{v}" for q, v in named})
        return self.con.execute(
            "SELECT count(*) FROM (SELECT e.entity_id FROM kg_entities e JOIN kg_properties p USING (entity_id) "
            "WHERE e.type = $t AND e.entity_id <> $x AND list_contains($pairs, p.predicate || chr(31) || p.value) "
            "GROUP BY e.entity_id HAVING count(DISTINCT p.predicate || chr(31) || p.value) = $n)",
            {"t": t2, "x": entity_id, "pairs": pairs, "n": len(pairs)}).fetchone()[0]

    def fragment_types(self, entity: dict, values: dict[str, tuple[str, ...]], text: str) -> dict[str, str]:
        """``{type: fragment}``: the types of the entities that share one of the named entity's values
        and whose name ends with words ``text`` writes (:meth:`name_fragment`), over the one property
        of its own holding one value that the place the question locates by names ("所在区", "in the
        county where")."""
        entity_id = entity["entity_id"]
        found: dict[str, str] = {}
        # the place the question locates by ("所在区", "in the county where"): its property alone is searched
        m = _PLACE_NOUN.search(text)
        noun = (m.group(2) or "所在" + m.group(1)) if m else ""  # ("所在区", 所在的那个区: the glossary reads 所在区; "county")
        own = [q for q in self.schema.predicates(entity["type"]) if q.is_basic and len(values.get(q.name, ())) == 1] \
            if entity["type"] in self.schema.types else []
        best = choose(rank_predicates(None, own, [noun + " " + bridge(noun)], None, None), True) if noun and own else None
        for predicate, held in values.items():
            if len(held) != 1 or best is None or predicate != best.predicate.name:
                continue
            for t2 in self.con.execute(
                    "SELECT DISTINCT e.type FROM kg_properties p JOIN kg_entities e USING (entity_id) "
                    "WHERE p.predicate = $p AND p.value = $v AND e.entity_id <> $x", {"p": predicate, "v": held[0], "x": entity_id}).fetchall():
                if t2[0] in self.schema.types and (fragment := self.name_fragment(predicate, held[0], entity_id, text, t2[0])):
                    found.setdefault(t2[0], fragment[0])
        return found

    def name_fragment(self, predicate: str, value: str, entity_id: str, text: str, t2: str) -> tuple[str, int] | None:
        """``(ending, entities)``: the end of the names of ``t2``'s entities holding ``value`` for
        ``predicate`` (the named entity left out) that ``text`` writes, when one such end of at least
        three characters, longer than any other's, picks them, and says more than the values the
        question names of ``t2``, its labels and its kind words ("萧山区佛教协会所在区的天主教爱国会": of the
        associations in 萧山区, 萧山区天主教爱国会 alone ends with 天主教爱国会; "佛教协会" is religion 佛教
        and the type, "加气站" a kind of station: no ending). None otherwise."""
        names = [n for (n,) in self.con.execute(
            "SELECT DISTINCT e.name FROM kg_properties p JOIN kg_entities e USING (entity_id) "
            "WHERE p.predicate = $p AND p.value = $v AND e.type = $t AND e.entity_id <> $x AND e.name IS NOT NULL",
            {"p": predicate, "v": value, "t": t2, "x": entity_id}).fetchall()]
        folded = _fold(text)
        ends: dict[str, list[str]] = {}
        for n in names:
            fn = _fold(n)  # (folding keeps the length of these names: CJK and ASCII)
            end = next((n[i:] for i in range(len(n) - 2) if fn[i:] in folded), None) if len(fn) == len(n) else None
            if end is not None and end != n:
                ends.setdefault(end, []).append(n)
        if not ends:
            return None
        longest = max(len(e) for e in ends)
        top = [e for e in ends if len(e) == longest]
        if len(top) != 1:
            return None
        ending = _fold(top[0])
        covered = set()  # the characters the question's values, the type's labels and kind words account for
        said = [v for _q, v in self.values_named(t2, top[0])] + list(type_labels(self.schema, t2)) \
            + [k.word for k in self.kinds if k.type_name == t2] + [value]
        for word in {_fold(w) for w in said if w}:
            for m in re.finditer(re.escape(word), ending):
                covered.update(range(m.start(), m.end()))
        if len(ending) - len(covered) < 2:
            return None
        return top[0], len(ends[top[0]])

    def shared_relation(self, entity: dict, rest: str, question: str, types: list[str], aggregate: str | None) -> list[SchemaPlan]:
        """The other entities of the named entity's type related to the same entity of a type the
        question names ("Who else uses the same device as 方*?", "哪些人和X持有同一家公司的股份"): one
        hop out to it and one back over the same relation, the named entity left out. Read only
        when the question says "the same" (or "else" with "also" or a that-clause: "Who else owns a device
        that X (also) owns?"), and asks which (or lists).

        Args:
            entity: the question's linked entity (``entity_id``, ``name``, ``type``).
            rest: the question without the linked names, with the glossary's words.
            question: the question as asked.
            types: the schema types the question names (the shared end's type among them).
            aggregate: None (a list); any aggregate gives no reading.

        Returns:
            One reading per relation of the entity's type into a named type that the words rank
            clearly (or the only such relation), or ``[]``.
        """
        # "the same", or "else" with "also" ("Who else owns a device that 方* also owns?") or with a clause
        # the named entity does something in ("Who else owns a device that 方* owns?")
        same = _SAME.search(question) or (_OTHERS.search(question) and re.search(r"\balso\b|\btoo\b|也", question, re.I)) \
            or re.search(r"\belse\b.*\b(?:that|which|of\s+\S+['’]s)\b", question, re.I)  # ("who else … an owner of X's device")
        if aggregate is not None or not same or not (
                _OTHERS.search(question) or _WHICH.search(question) or _LIST.search(question)):
            return []
        t, name = entity["type"], entity["name"]
        plans: list[SchemaPlan] = []
        for shared in [x for x in types if x != t][:2]:
            best = relation_to(self.schema, t, shared, rest)
            if best is None:
                continue
            p = best.predicate
            text = (f"Action1: Retrieval(s=s1:{t}[{_bt(name)}], p=p1:{p.name}, o=o1:{shared})\n"
                    f"Action2: Retrieval(s=s2:{t}, p=p2:{p.name}, o=o1, s2.name != {_bt(name)})\nAction3: Output(s2)\n")
            plans.append(SchemaPlan(text, "shared", min(best.score, 0.8), [f"{t} sharing a {shared} over {p.name} with {name!r} (score {best.score:.2f})"],
                                    f"{{value}} ({t} with the same {shared} as {name} over {_label(p)})", parts=2, answer_var="s2",
                                    kind="entity", answer_type=t, explains=frozenset({entity["entity_id"]}),
                                    types=frozenset({t, shared}), labels=(p.name,)))
        return plans


# "which other person", "what other companies", "其他哪些人", "还有哪些公司": others of a kind the question names
_OTHER_NOUN = re.compile(r"\b(?:which|what)\s+other\s+([a-z]+)|(?:其他|其它|别的|还有)哪(?:些|个|位|家)?([\u4e00-\u9fff]{1,4})", re.I)


def others_of_kind(planner, question: str) -> list[str]:
    """The types of the entities a question asks for as others of a kind ("Which other person owns a
    device that X also owns?": Person; "还有哪些公司…": Company), or ``[]`` where it asks none so."""
    m = _OTHER_NOUN.search(question)
    return planner.mentioned_types(m.group(1) or m.group(2)) if m else []


def relation_to(schema, t: str, shared: str, rest: str) -> Candidate | None:
    """The relation of type ``t`` into type ``shared`` the words of ``rest`` (and the glossary's) rank
    clearly, or the only one between them (score 0.6 at least); None where neither holds."""
    relations = [p for p in schema.predicates(t) if not p.is_basic and p.owner == t and p.range_type == shared]
    best = choose(rank_predicates(None, relations, [rest + " " + bridge(rest)], None, None), True) if relations else None
    if len(relations) == 1 and (best is None or best.score < 0.6):  # the one relation between the two types
        best = Candidate(relations[0], 0.6, 0.0, 0.0, None)
    return best


def _which_noun(question: str) -> str | None:
    """The Chinese noun a which-word asks for ("还有哪些站": 站), or None."""
    which = _WHICH_NOUN.search(question)
    return which.group(2) if which and which.group(2) else None
