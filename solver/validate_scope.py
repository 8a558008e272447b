"""What plan validation knows as it reads a plan's steps in order: the variables bound so far
and what they hold (:class:`VarInfo`), the lenient readings noted for the current step, type
names resolved against the schema, and the located :class:`PlanValidationError`. The rules
per kind of step build on it: :mod:`kagflow.solver.validate_retrieval` (Retrieval, Search) and
:mod:`kagflow.solver.validate` (Math, Sort, Exclude, Deduce, Output; the entry point :func:`~kagflow.solver.validate.validate_plan`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from kagflow.schema.spg import PropertyDef, Schema
from kagflow.schema.types import did_you_mean, find_type, is_basic_type, is_numeric_type
from kagflow.solver.question_words import synonyms
from kagflow.solver.logical_form import Normalisation, NodeRef, Span, format_node

ANY_TYPE = "Entity"  # KAG's catch-all node type



def type_in_other_words(schema: Schema, name: str) -> str | None:
    """The one type a planner's type word names otherwise: a camelCase word ending in a type's
    name ("NaturalPerson": Person), or a glossary word for its name or label ("Enterprise",
    "企业": Company); None when none or several do."""
    ending = {t for t in schema.types if name != t and name.casefold().endswith(t.casefold()) and name[-len(t)].isupper()}
    if len(ending) == 1:
        return ending.pop()
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name)  # "ScenicSpot": the glossary's "scenic spot"
    said = {t.name for w in synonyms(name) + (synonyms(spaced) if spaced != name else ()) if (t := find_type(schema, w, fold=True)) is not None}
    return said.pop() if len(said) == 1 else None

class PlanValidationError(ValueError):
    """A plan that parses but cannot run: unknown type/predicate, unbound variable, unavailable operator.

    ``str()`` is ``"<plan>:line:column: message"``.
    """

    def __init__(self, message: str, span: Span | None, source: str = "<plan>"):
        self.message, self.span, self.source = message, span, source
        where = f"{source}:{span.line}:{span.column}: " if span else f"{source}: "
        super().__init__(where + message)


# a free-text Math target that names an amount of money ("转入金额总和", "total amount paid")
_AMOUNT_WORDS = re.compile(r"金额|资金|钱|款|\b(?:amounts?|money|paid|payments?|transfers?|transferred|funds?)\b", re.I)


@dataclass(frozen=True)
class VarInfo:
    """What a plan variable holds: ``kind`` is ``entity`` | ``value`` | ``edge`` | ``scalar``.

    ``type`` is the entity type (``None``: any type), or the basic type of values. ``owner`` is,
    for a value variable, the alias of the entity variable the values belong to.
    """

    kind: str
    type: str | None = None
    predicate: PropertyDef | None = None
    owner: str | None = None



# a value type as a planner writes it in words (KAG's planner types a value node o=o1:文本 or o=o2:数字)
_BASIC_WORDS = {"文本": "Text", "字符串": "Text", "string": "Text", "str": "Text", "数字": "Float", "数值": "Float", "number": "Float",
                "numeric": "Float", "小数": "Float", "浮点数": "Float", "整数": "Integer", "int": "Integer", "日期": "Date", "布尔": "Boolean",
                "bool": "Boolean"}


class _Scope:
    """The validator's state and the checks every kind of step uses (variables, types, edge
    properties).

    Args:
        schema: the project's schema.
        source: the plan's name in error messages.
        complete: the language model the Math rules may ask for a free-text target, or ``None``.
    """

    def __init__(self, schema: Schema, source: str, complete: Callable | None = None):
        self.schema = schema
        self.source = source
        self.complete = complete
        self.vars: dict[str, VarInfo] = {}
        self.notes: list[Normalisation] = []
        self.last_output: str | None = None  # the variable the previous step produced
        self.named: dict[str, str] = {}  # alias -> the name its node was declared with
        self.dropped: dict[str, PlanValidationError] = {}  # alias -> the error of the dropped step that declared it
        self.referred: dict[str, str] = {}  # alias of a property's values -> the entity type the plan gave them
        self.edges_of: dict[str, set[str]] = {}  # entity alias -> the edge variables of the Retrievals it is an end of

    def fail(self, message: str, span: Span | None) -> PlanValidationError:
        return PlanValidationError(message, span, self.source)

    def note(self, span: Span | None, construct: str, original: str, canonical: str) -> None:
        self.notes.append(Normalisation(span, construct, original, canonical))

    def resolve_type_name(self, name: str) -> str | None:
        if is_basic_type(self.schema, name):
            return name
        if name.casefold() in _BASIC_WORDS and not find_type(self.schema, name):  # o=o1:文本, o=o2:数字
            return _BASIC_WORDS[name.casefold()]
        found = find_type(self.schema, name)
        return found.name if found is not None else self.type_in_other_words(name)

    def type_in_other_words(self, name: str) -> str | None:
        """:func:`type_in_other_words` of this plan's schema."""
        return type_in_other_words(self.schema, name)

    def normalise_node(self, node: NodeRef) -> NodeRef:
        """Entity-as-any-type and a type written as the name, each recorded."""
        if node.type == ANY_TYPE and ANY_TYPE not in self.schema.types and node.concept is None:
            self.note(node.span, "Entity as any type", f"{node.alias}:{ANY_TYPE}", node.alias)
            node = NodeRef(node.alias, None, None, node.name, node.span)
        if node.type is None and node.name is not None and node.alias not in self.vars:
            as_type = self.resolve_type_name(node.name)
            if as_type is not None and not is_basic_type(self.schema, as_type):
                self.note(node.span, "type written as the name", f"{node.alias}[{node.name}]", f"{node.alias}:{as_type}")
                node = NodeRef(node.alias, as_type, None, None, node.span)
        return node

    def check_type(self, node: NodeRef) -> str | None:
        if node.type is None:
            return None
        found = self.resolve_type_name(node.type)
        if found is not None:
            if found != node.type and node.type.casefold() in _BASIC_WORDS:
                self.note(node.span, "a value type in words", f"{node.alias}:{node.type}", f"{node.alias}:{found}")
            elif found != node.type and find_type(self.schema, node.type) is None:
                self.note(node.span, "a type in other words", f"{node.alias}:{node.type}", f"{node.alias}:{found}")
            return found
        names = list(self.schema.types) + [t.display_name for t in self.schema.types.values() if t.display_name]
        raise self.fail(f"unknown type {node.type!r}; {did_you_mean(node.type, names)}", node.span)

    def node_state(self, node: NodeRef) -> tuple[str | None, bool]:
        """(type, bound) for a node."""
        declared = self.check_type(node)
        if node.concept is not None and declared not in self.schema.types:
            raise self.fail(f"a concept node needs a concept type, not {node.type!r}", node.span)
        if node.alias in self.vars:
            info = self.vars[node.alias]
            if node.name is not None and self.named.get(node.alias) != node.name:
                raise self.fail(f"{node.alias!r} is already bound; a named node needs a new alias", node.span)
            if declared is not None and info.type is not None and declared != info.type and not (
                is_numeric_type(self.schema, declared) and is_numeric_type(self.schema, info.type)
            ):
                raise self.fail(f"{node.alias!r} was bound as {info.type}, not {declared}", node.span)
            return info.type or declared, True
        return declared, False

    def redeclared(self, node: NodeRef) -> NodeRef:
        """KAG's planner repeats ``s1:Type[name]`` in later steps for the same node: read as ``s1``."""
        if node.name is not None and node.alias in self.vars and self.named.get(node.alias) == node.name:
            self.note(node.span, "alias declared again", format_node(node), node.alias)
            return NodeRef(node.alias, None, None, None, node.span)
        return node

    def use(self, alias: str, span: Span | None, kinds: tuple[str, ...] | None = None) -> VarInfo:
        info = self.vars.get(alias)
        if info is None:
            raise self.fail(f"variable {alias!r} is used before it is bound; bound so far: {', '.join(self.vars) or 'none'}", span)
        if kinds and info.kind not in kinds:
            held = {"entity": "entities"}.get(info.kind, info.kind + "s")
            raise self.fail(f"{alias!r} holds {held}; expected {' or '.join(kinds)}", span)
        return info

    def is_edge_ref(self, item: object) -> bool:
        """Whether a content item is written ``alias.prop`` (an edge variable's property)."""
        if not isinstance(item, str) or "." not in item:
            return False
        alias, _, prop = item.partition(".")
        return alias.isidentifier() and prop.isidentifier()

    def edge_amounts(self, content: tuple, span: Span | None, text: str = "") -> tuple:
        """``content`` with each edge variable whose edges carry exactly one numeric property read
        as that property (KAG's ``Math(content=[p1], target=sum)`` over fund transfers: ``p1.transAmt``),
        recorded; other items as they are. An entity variable stands for its edge variable when the
        free-text target ``text`` names an amount of money ("转入金额总和" of ``content=[s1]``, the
        companies that paid: their payments' amounts) and one edge variable of its Retrievals carries one."""
        out = []
        for item in content:
            info = self.vars.get(item) if isinstance(item, str) else None
            if info is not None and info.kind == "entity" and _AMOUNT_WORDS.search(text or ""):
                edges = [e for e in sorted(self.edges_of.get(item, ())) if self._numbers_of(e)]
                if len(edges) == 1:
                    self.note(span, "entity read as its edges' amount", item, edges[0])
                    item, info = edges[0], self.vars[edges[0]]
            numeric = self._numbers_of(item) if isinstance(item, str) else []
            if len(numeric) == 1:
                self.note(span, "edge read as its number", item, f"{item}.{numeric[0].name}")
                item = f"{item}.{numeric[0].name}"
            out.append(item)
        return tuple(out)

    def numbers_beside(self, content: tuple, span: Span | None) -> tuple:
        """``content`` without the edge properties that are no numbers where one that is stands beside them
        (KAG's ``Math(content=[p1.transDate, p1.transAmt], target=`total … between 20230801 and 20230831`)``: the
        date is the window's, which the target states), recorded; else ``content`` as it is."""
        refs = [item for item in content if self.is_edge_ref(item)]
        if len(refs) != len(content):
            return content
        numeric = [item for item in refs if any(e.name == item.split(".", 1)[1] for e in self._numbers_of(item.split(".", 1)[0]))]
        if len(numeric) != 1 or len(numeric) == len(refs):
            return content
        self.note(span, "an edge property beside the number summed", ", ".join(content), numeric[0])
        return tuple(numeric)

    def counted_edges(self, content: tuple, span: Span | None) -> tuple:
        """``content`` with each entity variable read as the one edge variable of its Retrievals
        (a count the target names as of transfers counts the edges, not the distinct ends), recorded."""
        out = []
        for item in content:
            info = self.vars.get(item) if isinstance(item, str) else None
            edges = sorted(self.edges_of.get(item, ())) if info is not None and info.kind == "entity" else []
            if len(edges) == 1:
                self.note(span, "entity read as its edges, counted", item, edges[0])
                item = edges[0]
            out.append(item)
        return tuple(out)

    def _numbers_of(self, alias: str) -> list:
        info = self.vars.get(alias)
        return [e for e in info.predicate.properties if is_numeric_type(self.schema, e.range_type)] \
            if info is not None and info.kind == "edge" and info.predicate is not None else []

    def edge_ref(self, item: str, span: Span | None, numeric: bool = False) -> tuple[str, str]:
        """``p1.transAmt``: a property of the edges an edge variable holds.

        Returns:
            ``(alias, canonical property name)``.

        Raises:
            PlanValidationError: the alias holds no edges, its relation has no such edge
                property, or ``numeric`` and the property is not a number.
        """
        alias, _, prop = item.partition(".")
        info = self.use(alias, span)
        if info.kind != "edge" or info.predicate is None:
            held = {"entity": "entities", "value": "values", "scalar": "one value"}.get(info.kind, info.kind + "s")
            raise self.fail(f"{item}: {alias!r} holds {held}; alias.prop here names a property of an edge "
                            f"variable's edges (p1.transAmt)", span)
        found = info.predicate.edge_property(prop)
        if found is None:
            options = [p.name for p in info.predicate.properties] + [p.display_name for p in info.predicate.properties if p.display_name]
            raise self.fail(f"{info.predicate.name} edges have no property {prop!r}; {did_you_mean(prop, options)}", span)
        if numeric and not is_numeric_type(self.schema, found.range_type):
            raise self.fail(f"{alias}.{found.name} is {found.range_type}, not a number", span)
        if found.name != prop:
            self.note(span, "edge property by display name", item, f"{alias}.{found.name}")
        return alias, found.name
