"""Schema planner readings of what is valid on a day: entities whose own dates from and until
hold the day ("哪些许可证还在有效期内？"), or whose text value names such an entity ("截至2023年10月15日，
哪些加油站的经营许可证还在有效期内？": a gas station's 经营许可证 holds the name of a 许可证 whose
生效日期 and 失效日期 hold the day). The day is the one the question states, else the store's as-of
date; a reading is written only where the type has one date property that opens the period and
one that closes it, each named by its words (生效/effective/issued …, 失效/到期/expiry …)."""

from __future__ import annotations

import re

from kagflow.schema.spg import PropertyDef
from kagflow.schema.types import implicit_predicate
from kagflow.solver.question_words import bridge
from kagflow.solver.schema_shapes import SchemaPlan, _bt, _fold, _label, type_labels
from kagflow.solver.time_windows import time_window

__all__ = ["ValidityReadings", "VALID_ON"]

#: words saying something still holds on a day: "还在有效期内", "仍然有效", "尚未过期", "still valid", "not expired"
VALID_ON = re.compile(r"(?:还|仍|仍然|依然|尚)?(?:在|处于)有效期(?:内|之内|以内)|(?:仍然|仍|还|依然)(?:是)?有效|(?:尚|还)?(?:未|没有?)(?:过期|到期|失效)"
                      r"|\bstill\s+(?:valid|in\s+force|current)\b|\b(?:not|un)\s*expired\b|\bvalid\s+(?:on|as\s+of)\b"
                      r"|\b(?:still\s+)?(?:within|in)\s+(?:its|the|their)\s+(?:validity|valid)\s+period\b", re.I)
_OPENS = re.compile(r"生效|起始|开始|发证|签发|颁发|effective|start|issued?|valid\s*from|begin", re.I)
_CLOSES = re.compile(r"失效|到期|截止|终止|有效期至|expir|invalid|end|until|valid\s*(?:to|till)", re.I)


class ValidityReadings:
    """Mixed into :class:`~kagflow.solver.schema_planner.SchemaPlanner` (uses its ``con``, ``schema``,
    ``as_of``, ``asked_types``, ``dated_predicates`` and ``references``)."""

    def valid_on(self, types: list[str], question: str, aggregate: str | None) -> list[SchemaPlan]:
        """Entities of the asked type valid on the day (see the module docstring), listed or
        counted; [] when the question says no such thing, no day is known, or no type has a
        period of two named dates."""
        said = VALID_ON.search(question)
        if said is None or self.as_of is None or aggregate not in (None, "count"):
            return []
        day, stated = self.valid_day(question)
        said = (said.group(0),) + ((stated,) if stated else ())  # (the words read: "still valid", "on 1 January 2022")
        plans = []
        for asked in (self.asked_types(question) or types)[:1]:
            if (period := self.period_of(asked)) is not None:
                where = f"s1.{period[0].name} <= {_bt(day)}, s1.{period[1].name} >= {_bt(day)}"
                plans.append(self._valid_plan(f"Action1: Search(s=s1:{asked}, {where})\n", "s1", asked, period, day, said, aggregate, ()))
                continue
            for holder, held in self.references_to_periods(asked, question):
                period = self.period_of(held[1])
                where = f"s2.{period[0].name} <= {_bt(day)}, s2.{period[1].name} >= {_bt(day)}"
                text = (f"Action1: Search(s=s2:{held[1]}, {where})\n"
                        f"Action2: Search(s=s1:{asked}, s1.{holder.name} == s2.name)\n")
                plans.append(self._valid_plan(text, "s1", asked, period, day, said, aggregate, (holder.name,), held[1]))
        return plans

    def valid_yes_no(self, links: list[dict], question: str) -> list[SchemaPlan]:
        """Whether a named entity is valid on the day ("截至2023年10月15日，许可证X还有效吗？", "Is licence X
        still valid?"): its own opening date on or before the day and its closing date on or after it,
        ``exists``; the day the question states, else the store's as-of date. [] where the question says
        no such thing or the entity's type has no period of two named dates."""
        said = VALID_ON.search(question)
        if said is None or self.as_of is None:
            return []
        day, stated = self.valid_day(question)
        plans = []
        for link in links:
            t, held, holder = link["type"], "s1", None
            if (period := self.period_of(t)) is None:  # "the operating licence of X": the 许可证 X's 经营许可证 names
                refs = self.references_to_periods(t, question)
                if len(refs) != 1:
                    continue
                holder, (_label_text, held_type) = refs[0]
                period, held = self.period_of(held_type), "s2"
            where = f"{held}.{period[0].name} <= {_bt(day)}, {held}.{period[1].name} >= {_bt(day)}"
            text = (f"Action1: Search(s=s1:{t}[{_bt(link['name'])}], {where})\n" if holder is None else
                    f"Action1: Search(s=s1:{t}[{_bt(link['name'])}])\nAction2: Search(s=s2:{held_type}, s2.name == s1.{holder.name}, {where})\n")
            n = text.count("\n") + 1
            text += f"Action{n}: Math(content=[{held}], target=exists)->b\nAction{n + 1}: Output(b)\n"
            through = f" (its {holder.display_name or holder.name})" if holder is not None else ""
            described = f"{link['name']}{through}: {_label(period[0])} <= {day} <= {_label(period[1])}"
            plans.append(SchemaPlan(text, "comparison", 0.9, [f"whether {described}"], f"{{value}} ({described})", kind="boolean",
                                    explains=frozenset({said.group(0), link["entity_id"]} | ({stated} if stated else set())),
                                    types=frozenset({t}), labels=(period[0].name, period[1].name) + ((holder.name,) if holder else ())))
        return plans

    def valid_day(self, question: str) -> tuple[str, str | None]:
        """The day validity is asked on: ``(ISO day, the words stating it)`` for one day the question
        states ("still valid on 1 January 2022"), else ``(the as-of date, None)``."""
        window = time_window(question, self.as_of)
        if window is not None and window.start is not None and window.start == window.end:
            return window.start.isoformat(), window.text
        return self.as_of.isoformat(), None

    def referenced_in_window(self, types: list[str], question: str, aggregate: str | None) -> list[SchemaPlan]:
        """The entities whose text value names an entity with a date in the question's window ("有几个
        加油站的经营许可证是2021年失效的？": the stations whose 经营许可证 names a 许可证 whose 失效日期 is in
        2021), listed or counted: the named type searched by the window over the date the question's
        words name (:meth:`window_where`), then the asked type by the name its property holds."""
        window = time_window(question, self.as_of)
        if window is None or aggregate not in (None, "count"):
            return []
        plans = []
        for asked in (self.asked_types(question) or types)[:1]:
            for holder, (label, held) in self.references_to_periods(asked, question):
                rest = question.replace(window.text, " ")
                if (dated := self.window_where(held, f"{rest} {bridge(rest)}", window)) is None:
                    continue
                p, where, score = dated
                text = (f"Action1: Search(s=s2:{held}, {where.replace('s1.', 's2.')})\n"
                        f"Action2: Search(s=s1:{asked}, s1.{holder.name} == s2.name)\n")
                described = f"{asked} whose {label} names a {held} with {_label(p)} {window.describe()}"
                text += ("Action3: Math(content=[s1], target=count)->n\nAction4: Output(n)\n" if aggregate == "count"
                         else "Action3: Output(s1)\n")
                plans.append(SchemaPlan(text, "count" if aggregate == "count" else "list", min(score, 0.8), [described],
                                        f"{{value}} ({described})", kind="number" if aggregate == "count" else "entity",
                                        answer_type=None if aggregate == "count" else asked, explains=frozenset({window.text}),
                                        types=frozenset({asked, held}), labels=(holder.name, p.name)))
        return plans

    def dated_yes_no(self, entity: dict, question: str, window) -> list[SchemaPlan]:
        """Whether a named entity's date falls in the window a yes/no question states ("浙江神学院是2010年
        以后成立的吗？", "Was Fjord Steel founded before 1950?"): the entity searched with the window
        over the date property the question's words name (:meth:`window_where`), then ``exists``.
        Written only where the entity has that date, so that "no" says its date lies outside."""
        t, name = entity["type"], entity["name"]
        rest = question.replace(entity["text"], " ")
        if (dated := self.window_where(t, f"{rest} {bridge(rest)}", window)) is None:
            return []
        p, where, score = dated
        if not self.entity_values(entity["entity_id"]).get(p.name):
            return []
        text = (f"Action1: Search(s=s1:{t}[{_bt(name)}], {where})\n"
                "Action2: Math(content=[s1], target=exists)->b\nAction3: Output(b)\n")
        described = f"{name}: {_label(p)} {window.describe()}"
        return [SchemaPlan(text, "comparison", score, [f"whether {described} (score {score:.2f})"], f"{{value}} ({described})",
                           kind="boolean", explains=frozenset({window.text, entity["entity_id"]}), types=frozenset({t}),
                           labels=tuple(x for x in (p.name, p.display_name) if x))]

    def _valid_plan(self, text: str, var: str, t: str, period, day: str, said: tuple[str, ...], aggregate: str | None,
                    labels: tuple[str, ...], through: str | None = None) -> SchemaPlan:
        n = text.count("\n") + 1
        over = f" through its {labels[0]}, a {through} name" if through else ""
        described = f"{t}{over} with {_label(period[0])} <= {day} <= {_label(period[1])}"
        if aggregate == "count":
            text += f"Action{n}: Math(content=[{var}], target=count)->n\nAction{n + 1}: Output(n)\n"
            return SchemaPlan(text, "count", 0.8, [f"count of {described}"], f"{{value}} ({described})", kind="number",
                              answer_var="n", explains=frozenset(said), types=frozenset({t} | ({through} if through else set())),
                              labels=labels + (period[0].name, period[1].name))
        text += f"Action{n}: Output({var})\n"
        return SchemaPlan(text, "list", 0.8, [described], f"{{value}} ({described})", kind="entity", answer_type=t,
                          explains=frozenset(said), types=frozenset({t} | ({through} if through else set())),
                          labels=labels + (period[0].name, period[1].name))

    def period_of(self, t: str) -> tuple[PropertyDef, PropertyDef] | None:
        """``(opening date property, closing date property)`` of type ``t``: the one dated property
        whose name or label says it opens the period and the one that says it closes it; None."""
        if t not in self.schema.types:
            return None
        dated = self.dated_predicates(t, 0.5)
        props = [p for p in self.schema.predicates(t) if p.is_basic and p.name in dated and implicit_predicate(p.name) is None]
        words = {p.name: f"{p.name} {p.display_name or ''}" for p in props}
        opens = [p for p in props if _OPENS.search(words[p.name]) and not _CLOSES.search(words[p.name])]
        closes = [p for p in props if _CLOSES.search(words[p.name])]
        return (opens[0], closes[0]) if len(opens) == 1 and len(closes) == 1 else None

    def references_to_periods(self, t: str, question: str) -> list[tuple[PropertyDef, tuple[str, str]]]:
        """``(text property of t, (its label, type))`` for each property of ``t`` the question names
        that refers to a type with a period (:meth:`references`: 经营许可证 → 许可证)."""
        folded = _fold(f"{question} {bridge(question)}")  # ("operating licences": 许可证 by the glossary)
        periods = [other for other in self.schema.types if self.period_of(other) is not None]
        out = []
        for p in self.schema.predicates(t):
            if not p.is_basic or implicit_predicate(p.name) is not None:
                continue
            if not any(x and _fold(x) in folded for x in (p.display_name, p.name)) and not any(
                    x and _fold(x) in folded for other in self.schema.types for x in type_labels(self.schema, other)
                    if x and _fold(x) in _fold(f"{p.name} {p.display_name or ''}")):
                continue
            out += [(p, (p.display_name or p.name, other)) for other in periods
                    if other != t and any(_fold(x) in folded for x in type_labels(self.schema, other)) and self.references(t, p.name, other)]
        return out
