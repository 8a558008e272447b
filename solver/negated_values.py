"""A value the question rules out: "Which religious schools are not Buddhist?", "级别是二级、但类别不是医院的
医疗机构有哪些？", "舟山市除了佛教以外的宗教场所一共有多少处？". The
schema planner otherwise refuses every negation (a reading would answer the
question without it); here one value of one property of a type, written right after the negation,
is read as the constraint ``s1.p != value`` on the Search of the reading the rest of the question
gets. A reading that does not start from that Search of the type gives no answer."""

from __future__ import annotations

import re
from dataclasses import replace

from kagflow.schema.spg import PropertyDef
from kagflow.solver.schema_shapes import _LIST, _WHICH, SchemaPlan, _bt, _label

__all__ = ["NegatedValues"]

# the negation and the words it negates: "are not Buddhist", "isn't a hospital", "outside the US", "类别不是医院", "并非佛教", "不在西湖区"
_NEGATED = re.compile(r"\b(?:are|is|were|was)\s+not\s+(?:an?\s+)?((?:[\w\u4e00-\u9fff]+)(?:\s*[(（][^)）]{1,20}[)）])?)"
                      r"|\b(?:aren't|isn't)\s+(?:an?\s+)?([\w\u4e00-\u9fff]+)"
                      # "companies outside the US", "spots outside 舟山市", "not located in 杭州市"
                      r"|\b(?:outside(?:\s+of)?|not\s+(?:located|based|situated)\s+in)\s+(?:the\s+)?([\w\u4e00-\u9fff]+)"
                      r"|([\u4e00-\u9fff]{0,6}?(?<![是否])(?:不是|并非|不属于|不为|不在|不位于)\s*[“\"']?[\u4e00-\u9fff\w]{1,10}?[”\"']?(?=的|[，,、。？?]|$))"
                      # "舟山市除了佛教以外的宗教场所", "除佛教外": every value but the one set apart
                      r"|除了?\s*[“\"']?([\u4e00-\u9fff\w]{1,10}?)[”\"']?\s*(?:以外|之外|外)的?"
                      # "Apart from the gambling apps, which …", "other than Buddhist ones": the same in English
                      r"|\b(?:apart from|aside from|other than|except(?:\s+for)?|excluding)\s+(?:the\s+)?([\w\u4e00-\u9fff]+)", re.I)

# two values of one property ruled out together: "既不是基督教也不是佛教的", "不是A也不是B", "neither Christian nor
# Buddhist", "除了基督教和佛教以外的" (groups: the two values' words, in one of the three forms)
_NEITHER = re.compile(r"(?:既|即)?(?:不是|不属于|并非)\s*[“\"']?([\u4e00-\u9fff\w]{1,10}?)[”\"']?\s*[，,、]?\s*(?:也|又)(?:不是|不属于|并非)\s*"
                      r"[“\"']?([\u4e00-\u9fff\w]{1,10}?)[”\"']?(?=的|[，,、。？?]|$)"
                      r"|\bneither\s+(?:an?\s+)?([\w\u4e00-\u9fff]+)\s+nor\s+(?:an?\s+)?([\w\u4e00-\u9fff]+)"
                      r"|除了?\s*[“\"']?([\u4e00-\u9fff\w]{1,10}?)[”\"']?\s*(?:和|与|及|、|以及)\s*[“\"']?([\u4e00-\u9fff\w]{1,10}?)[”\"']?\s*(?:以外|之外|外)的?",
                      re.I)


class NegatedValues:
    """Mixed into :class:`~kagflow.solver.schema_planner.SchemaPlanner` (uses its ``schema``, ``labels``
    and ``values_named``)."""

    def negated_value(self, question: str) -> tuple[dict[str, PropertyDef], tuple[str, ...], str] | None:
        """``({type: property}, values, the words read)`` for the one value of one property name the
        question writes right after a negation (the types holding it), or the two values of one property
        it rules out together (:data:`_NEITHER`); None otherwise (no such words, or several values or
        properties)."""
        if (both := _NEITHER.search(question)) is not None:
            words = [g for g in both.groups() if g]
            found = [(t, p, v) for w in words for t in self.schema.types for p, v in self.values_named(t, w)
                     if v.casefold() not in ("是", "否", "yes", "no")]
            values = tuple(dict.fromkeys(v for _t, _p, v in found))
            if len(values) == 2 and len({p.name for _t, p, _v in found}) == 1:
                return {t: p for t, p, _v in found}, values, both.group(0)
            return None
        found = []
        for m in _NEGATED.finditer(question):
            words, read = next(g for g in m.groups() if g), m.group(0)
            if m.group(4) and (neg := re.search(r"不是|并非|不属于|不为|不在|不位于", read)):
                label = next((x for x in sorted(self.labels, key=len, reverse=True) if read[:neg.start()].endswith(x)), None)
                # "哪些加气站不是中石化运营": the words before the negation are no label of it; they stay, and
                # name no negated value ("加气站" is a 运营主体 too); a label's words are read with it, no more
                # ("鄞州区运营主体不是中石化": 运营主体, the county before it stays)
                start = neg.start() - len(label) if label else neg.start()
                read = words = read[start:]
            for t in self.schema.types:
                found += [(t, p, v, read) for p, v in self.values_named(t, words) if v.casefold() not in ("是", "否", "yes", "no")]
        if len({(p.name, v, w) for _t, p, v, w in found}) != 1:
            return None
        return {t: p for t, p, _v, _w in found}, (found[0][2],), found[0][3]

    @staticmethod
    def without_negated(question: str, words: str) -> str:
        """``question`` without the negated words (and a 的 they leave dangling: "哪些宗教院校不是佛教的？")."""
        return re.sub(r"\s+的\s*(?=[？?。]|$)", "", question.replace(words, " "))

    def every_listed(self, question: str, held: dict[str, PropertyDef], notes: list[str]) -> SchemaPlan | None:
        """The entities of the one type a which- or list-question (the negated words taken out) names,
        when that type holds the negated value: "哪些宗教院校" of "哪些宗教院校不是佛教的？". Alone the
        question would be no reading (a list of every entity answers no question); the negation
        restricts it (:meth:`with_negation`). None where the question names another value of the type
        (a grade in letters too) or links an entity: that restriction would go unread."""
        if not (_WHICH.search(question) or _LIST.search(question)):
            return None
        types = [t for t in self.types_named(question, question, []) if t in held]
        if len(types) != 1:
            return None
        t = types[0]
        # another value or a name the question writes ("只有一个A的景区里": the grade A; "嘉兴市加油加气站有限公司旗下的几个站")
        # restricts them too: no reading of it here
        letters = re.findall(r"(?<![A-Za-z])[A-Z]{1,5}(?![A-Za-z])", question)
        if self.values_named(t, question) or any(l.get("entity_id") for l in self.link(question)) or (letters and self.con.execute(
                "SELECT 1 FROM kg_properties p JOIN kg_entities e ON e.entity_id = p.entity_id WHERE e.type = $t "
                "AND p.value IN (SELECT unnest($v)) LIMIT 1", {"t": t, "v": letters}).fetchone()):
            return None
        notes.append(f"read the rest of the question as every {t}, which the negation restricts")
        return SchemaPlan(f"Action1: Search(s=s1:{t})\nAction2: Output(s1)\n", "list", 0.7, [f"every {t}"],
                          f"{{value}} ({t})", kind="entity", answer_type=t, types=frozenset({t}))

    def with_negation(self, planned: SchemaPlan | None, negated: tuple[dict[str, PropertyDef], str, str], notes: list[str]) -> SchemaPlan | None:
        """``planned`` (the reading of the question without the negated words) with ``s1.p != value``
        (one per value ruled out) added to its opening Search of a type holding the values, or None when it
        opens otherwise."""
        held, values, words = negated
        said = " and ".join(values)
        t = next((t for t in held if planned is not None and re.match(rf"Action1: Search\(s=s1:{re.escape(t)}[,)]", planned.text)), None)
        if t is None:
            notes.append(f"the question rules out {said} ({words.strip()!r}); the reading does not start from a type it would restrict")
            return None
        p = held[t]
        first, rest = planned.text.split("\n", 1)
        first = first[:-1] + "".join(f", s1.{p.name} != {_bt(v)}" for v in values) + ")"
        notes.append(f"read {words.strip()!r} as " + " and ".join(f"{t}.{p.name} != {v!r}" for v in values))
        return replace(planned, text=f"{first}\n{rest}", notes=list(planned.notes) + [f"{_label(p)} not {said}"],
                       explains=planned.explains | {*values, words.strip()}, labels=tuple(planned.labels) + (p.name,))
