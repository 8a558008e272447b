"""Schema planner reading of whether two named entities of different types are joined through a third one:
"杜*名下是否有设备安装了应用 com.qIu.VJbJ？" (Person-[hasDevice]->Device-[install]->App), "Does any company Ada Moreno
represents make Vehicles-Cars?".

Read where no one relation between the two types reads from the question
(:meth:`~kagflow.solver.pair_readings.PairReadings.related_yes_no` finds none). The path is two relations through a middle type other than the two ends', either way each; among
several, the one whose relations' words and middle type the question names best, and only when it names it better
than any other. The plan is KAG's two Retrieval steps sharing the middle variable and a Math ``exists`` over it
(Liang et al. 2024, section 3.2): yes when some middle entity holds both edges.
"""

from __future__ import annotations

from kagflow.schema.spg import PropertyDef
from kagflow.solver.resolve import rank_predicates
from kagflow.solver.schema_shapes import MIN_CONFIDENCE, SchemaPlan, _bt, _label

__all__ = ["PathYesNo"]

#: how much a middle type the question names adds to a path's score
_MIDDLE_NAMED = 0.5


class PathYesNo:
    """Mixed into :class:`~kagflow.solver.pair_readings.PairReadings` (uses the planner's ``schema`` and
    ``mentioned_types``)."""

    def _relations(self, t: str, other: str) -> list[tuple[PropertyDef, bool]]:
        """The relations joining types ``t`` and ``other``: ``(relation, True when t is its subject)``."""
        forward = [(p, True) for p in self.schema.predicates(t) if not p.is_basic and p.range_type == other]
        backward = [(p, False) for p in self.schema.predicates(other) if not p.is_basic and p.range_type == t]
        return forward + backward

    def _path(self, a: dict, b: dict, rest: str) -> tuple | None:
        """The one best path between named entities ``a`` and ``b`` (see the module): ``(score, middle, p, p_forward,
        q, q_forward, the two Retrieval steps)``, or None where none, or no one, reads from ``rest``."""
        ta, tb = a["type"], b["type"]
        if ta == tb:
            return None
        named = set(self.mentioned_types(rest))
        paths = []
        for middle in self.schema.types:
            if middle in (ta, tb):
                continue
            for p, p_forward in self._relations(ta, middle):
                for q, q_forward in self._relations(middle, tb):
                    score = sum(c.score for c in rank_predicates(None, [p, q], [rest], None, None)) \
                        + (_MIDDLE_NAMED if middle in named else 0.0)
                    paths.append((round(score, 4), middle, p, p_forward, q, q_forward))
        if not paths:
            return None
        paths.sort(key=lambda x: -x[0])
        best = paths[0]
        if len(paths) > 1 and best[0] <= paths[1][0] or best[0] < MIN_CONFIDENCE:
            return None
        score, middle, p, p_forward, q, q_forward = best
        first = (f"Retrieval(s=s1:{ta}[{_bt(a['name'])}], p=p1:{p.name}, o=m1:{middle})" if p_forward
                 else f"Retrieval(s=m1:{middle}, p=p1:{p.name}, o=o1:{ta}[{_bt(a['name'])}])")
        second = (f"Retrieval(s=m1, p=p2:{q.name}, o=o2:{tb}[{_bt(b['name'])}])" if q_forward
                  else f"Retrieval(s=s2:{tb}[{_bt(b['name'])}], p=p2:{q.name}, o=m1)")
        return best + (f"Action1: {first}\nAction2: {second}\n",)

    def path_yes_no(self, a: dict, b: dict, rest: str) -> list[SchemaPlan]:
        """Whether named entities ``a`` and ``b`` (links of two types, no relation between them read) are joined through a
        middle entity (see the module); [] where no path, or no one path, reads from ``rest`` (the question
        without its names, with the glossary's words)."""
        if (path := self._path(a, b, rest)) is None:
            return []
        score, middle, p, _pf, q, _qf, steps = path
        described = f"{a['name']} {_label(p)} {middle} {_label(q)} {b['name']}"
        return [SchemaPlan(steps + "Action3: Math(content=[m1], target=exists)->b\nAction4: Output(b)\n", "comparison",
                           min(1.0, score / 2),  # (the mean of its relations' scores, the middle's words added)
                           [f"whether {a['name']!r} and {b['name']!r} are joined through a {middle}: {p.name}, then {q.name} "
                            f"(score {score:.2f})"], f"{{value}} ({described})", kind="boolean",
                           explains=frozenset({a["entity_id"], b["entity_id"]}), types=frozenset({a["type"], b["type"], middle}))]

    def path_count(self, pair: list[dict], rest: str, types: list[str]) -> list[SchemaPlan]:
        """How many entities of a type the question names join two named entities of other types ("杜*的设备中有几台安装了
        应用X", "How many of A's devices have app X installed?"): the middle entities of the path :meth:`path_yes_no`
        reads, counted; [] where the counted type is not the path's middle one."""
        if len(pair) != 2 or (path := self._path(pair[0], pair[1], rest)) is None or path[1] not in types:
            return []
        score, middle, p, _pf, q, _qf, steps = path
        a, b = pair
        return [SchemaPlan(steps + "Action3: Math(content=[m1], target=count)->n\nAction4: Output(n)\n", "count", min(1.0, score / 2),
                           [f"count of the {middle} entities joining {a['name']!r} ({p.name}) and {b['name']!r} ({q.name}) "
                            f"(score {score:.2f})"], f"{{value}} ({middle} that {a['name']} {_label(p)} and {_label(q)} {b['name']})",
                           kind="number", explains=frozenset({a["entity_id"], b["entity_id"]}), types=frozenset({a["type"], b["type"], middle}))]
