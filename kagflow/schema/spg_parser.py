"""Parser for the subset of OpenSPG's schema language used by KAG's example projects: text in,
:mod:`kagflow.schema.spg_model` dataclasses out (see :mod:`kagflow.schema.spg` for the language).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

from kagflow.schema.spg_model import (
    _CONSTRAINTS, _CONSTRAINTS_BY_LOWER, AUTO_RELATIONS, SEMANTIC_PREFIXES, TYPE_KINDS, ConceptRule, Location,
    PropertyDef, RuleSource, Schema, SchemaError, TypeDef, _unknown_message,
)
from kagflow.schema.types import BASIC_TYPES

_TAB_WIDTH = 4


def _indent_width(ws: str) -> int:
    width = 0
    for ch in ws:
        if ch == "\t":
            width = (width // _TAB_WIDTH + 1) * _TAB_WIDTH
        else:
            width += 1
    return width


def _normalise(text: str) -> str:
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.replace("\r\n", "\n").replace("\r", "\n")


@dataclass
class _Line:
    """One structural line: its content (stripped), where it starts, and its children."""

    lineno: int
    column: int  # 1-based column of the first non-blank character
    indent: int  # width with tabs expanded
    content: str
    file: str
    rule: RuleSource | None = None  # set when the line is ``rule: [[ ... ]]``
    children: list["_Line"] = field(default_factory=list)

    def loc(self, offset: int = 0) -> Location:
        """Location of character ``offset`` of ``content``."""
        return Location(self.file, self.lineno, self.column + offset)


_RULE_KEY = re.compile(r"rule\s*:\s*")


def _lex_lines(text: str, file: str) -> list[_Line]:
    """Split a file into structural lines, skipping blanks and ``//``/``#`` comment lines and
    folding each ``rule: [[ ... ]]`` block (which may span lines) into the line that opens it."""
    text = _normalise(text)
    starts = [0]
    for i, ch in enumerate(text):
        if ch == "\n":
            starts.append(i + 1)
    out: list[_Line] = []
    i = 0
    nlines = len(starts)
    while i < nlines:
        begin = starts[i]
        end = starts[i + 1] - 1 if i + 1 < nlines else len(text)
        raw = text[begin:end]
        stripped = raw.lstrip()
        content = stripped.rstrip()
        if not content or content.startswith("//") or content.startswith("#"):
            i += 1
            continue
        lead = raw[: len(raw) - len(stripped)]
        line = _Line(
            lineno=i + 1,
            column=len(lead) + 1,
            indent=_indent_width(lead),
            content=content,
            file=file,
        )
        m = _RULE_KEY.match(content)
        if m and content[m.end() :].startswith("[["):
            open_col = line.column + m.end()  # column of the first '['
            text_start = begin + len(lead) + m.end() + 2
            close = text.find("]]", text_start)
            if close < 0:
                raise SchemaError(
                    "unterminated rule block: '[[' has no matching ']]'",
                    Location(file, line.lineno, open_col),
                )
            line.rule = RuleSource(text[text_start:close], Location(file, line.lineno, open_col + 2))
            # the rest of the closing line must be empty
            close_line = text.count("\n", 0, close)  # 0-based
            close_end = starts[close_line + 1] - 1 if close_line + 1 < nlines else len(text)
            rest = text[close + 2 : close_end]
            if rest.strip() and not rest.strip().startswith("//"):
                col = close + 2 - starts[close_line] + (len(rest) - len(rest.lstrip())) + 1
                raise SchemaError(
                    f"unexpected text after ']]': {rest.strip()!r}",
                    Location(file, close_line + 1, col),
                )
            line.content = content[: m.end()].rstrip()
            out.append(line)
            i = close_line + 1
            continue
        out.append(line)
        i += 1
    return out


def _build_tree(lines: list[_Line]) -> list[_Line]:
    """Nest lines by indentation; returns the top-level lines."""
    roots: list[_Line] = []
    stack: list[_Line] = []
    for line in lines:
        popped = False
        while stack and stack[-1].indent > line.indent:
            stack.pop()
            popped = True
        if stack and stack[-1].indent == line.indent:
            stack.pop()
        elif popped and (stack or line.indent != 0):
            # dedented to a width that no enclosing level has
            raise SchemaError(
                f"bad indentation: dedent to width {line.indent} matches no outer level",
                line.loc(),
            )
        if stack:
            stack[-1].children.append(line)
        else:
            roots.append(line)
        stack.append(line)
    return roots


# --------------------------------------------------------------------------------------------------
# .schema files
# --------------------------------------------------------------------------------------------------

_NAME = r"[^\W\d]\w*"
_NAMESPACE_RE = re.compile(rf"namespace\s+({_NAME}(?:\.{_NAME})*)$")
_QNAME = rf"{_NAME}(?:\.{_NAME})*"  # namespace-qualified: Demo.Company, STD.ChinaMobile
_TYPE_RE = re.compile(rf"({_QNAME})\s*(?:\(([^()]*)\))?\s*:\s*(\S.*)$")
_SUBTYPE_RE = re.compile(rf"({_QNAME})\s*(?:\(([^()]*)\))?\s*->\s*({_QNAME})\s*:\s*$")
_PROP_RE = re.compile(rf"(?:([A-Za-z]+)#)?({_NAME})\s*(?:\(([^()]*)\))?\s*:\s*(\S.*)$")
_KEY_RE = re.compile(r"([A-Za-z_]\w*)\s*:\s*(.*)$")
_IDENT_RE = re.compile(rf"{_NAME}$")


@dataclass
class _ParsedSchema:
    namespace: str | None
    namespace_loc: Location | None
    types: dict[str, TypeDef]
    range_refs: list[tuple[str, Location]]


def _parse_schema(text: str, file: str) -> _ParsedSchema:
    roots = _build_tree(_lex_lines(text, file))
    namespace: str | None = None
    namespace_loc: Location | None = None
    types: dict[str, TypeDef] = {}
    range_refs: list[tuple[str, Location]] = []
    for line in roots:
        if line.rule is not None:
            raise SchemaError("rule block outside a property", line.loc())
        if line.content.startswith("namespace") and not _TYPE_RE.match(line.content):
            m = _NAMESPACE_RE.match(line.content)
            if m is None:
                raise SchemaError("malformed namespace line; expected 'namespace NAME'", line.loc())
            if namespace is not None:
                raise SchemaError(f"second namespace declaration (first at {namespace_loc})", line.loc())
            if line.children:
                raise SchemaError("unexpected indented line under namespace", line.children[0].loc())
            namespace, namespace_loc = m.group(1), line.loc()
            continue
        tdef = _parse_type(line, range_refs)
        if tdef.name in types:
            raise SchemaError(
                f"duplicate type {tdef.name!r} (first defined at {types[tdef.name].location})",
                line.loc(),
            )
        types[tdef.name] = tdef
    return _ParsedSchema(namespace, namespace_loc, types, range_refs)


def _type_header(line: _Line, range_refs: list[tuple[str, Location]]) -> tuple[str, str | None, str | None, str]:
    """``(name, display name, parent, kind)`` of a type header line (``Name(Display): Kind`` or
    ``Name(Display)->Parent:``); a subtype's parent is recorded in ``range_refs`` to check later."""
    parent: str | None = None
    sm = _SUBTYPE_RE.match(line.content)
    if sm is not None:  # Student(学生)->Person: the kind is the parent's, set when loading
        name, display, parent, kind = sm.group(1), sm.group(2), sm.group(3), "EntityType"
        range_refs.append((parent, line.loc(sm.start(3))))
    else:
        m = _TYPE_RE.match(line.content)
        if m is None:
            raise SchemaError(
                "malformed line; expected a type header 'Name(DisplayName): EntityType', "
                "a subtype 'Name(DisplayName)->Parent:' or 'namespace NAME'",
                line.loc(),
            )
        name, display, kind = m.group(1), m.group(2), m.group(3).strip()
        if kind not in TYPE_KINDS:
            raise SchemaError(
                _unknown_message("type kind", kind, TYPE_KINDS)
                + f" (expected one of {', '.join(sorted(TYPE_KINDS))})",
                line.loc(m.start(3)),
            )
        if kind == "StandardType" and not name.startswith("STD."):
            raise SchemaError(f"StandardType {name!r}: the name of a standard type must start with 'STD.'", line.loc())
    return name, display, parent, kind


def _parse_type(line: _Line, range_refs: list[tuple[str, Location]]) -> TypeDef:
    name, display, parent, kind = _type_header(line, range_refs)
    display = display.strip() if display is not None else None
    hypernym: str | None = None
    regular: str | None = None
    spreadable: bool | None = None
    auto_relate: tuple[str, ...] = ()
    properties: tuple[PropertyDef, ...] = ()
    relations: tuple[PropertyDef, ...] = ()
    seen_keys: dict[str, _Line] = {}
    for child in line.children:
        km = _KEY_RE.match(child.content)  # key: value, no display name
        if km is None:
            if _PROP_RE.match(child.content):
                raise SchemaError(
                    "property line outside 'properties:' or 'relations:'", child.loc()
                )
            raise SchemaError(
                "malformed line; expected 'properties:', 'relations:', 'hypernymPredicate:' "
                "or 'desc:'",
                child.loc(),
            )
        key, value = km.group(1), km.group(2).strip()
        if key in seen_keys and key != "desc":
            raise SchemaError(f"duplicate '{key}:' (first at line {seen_keys[key].lineno})", child.loc())
        seen_keys[key] = child
        if key == "hypernymPredicate":
            if not _IDENT_RE.match(value):
                raise SchemaError("hypernymPredicate needs a predicate name", child.loc(km.start(2)))
            if child.children:
                raise SchemaError("unexpected indented line", child.children[0].loc())
            hypernym = value
        elif key == "desc":
            if child.children:
                raise SchemaError("unexpected indented line under desc:", child.children[0].loc())
        elif key in ("regular", "spreadable", "autoRelate"):
            if child.children:
                raise SchemaError("unexpected indented line", child.children[0].loc())
            where = child.loc(km.start(2))
            if key == "autoRelate":
                if kind != "ConceptType" or parent is not None:
                    raise SchemaError("autoRelate is only allowed on a ConceptType", child.loc())
                auto_relate = tuple(v.strip() for v in value.split(","))
                if not all(_QNAME_RE.match(v) for v in auto_relate):
                    raise SchemaError("autoRelate needs a comma-separated list of concept types", where)
                for v in auto_relate:
                    range_refs.append((v, where))
            elif kind != "StandardType":
                raise SchemaError(f"{key} is only allowed on a StandardType (STD.*)", child.loc())
            elif key == "regular":
                regular = _unquote(value)
                _check_regex(regular, where)
            else:
                if value not in ("True", "False"):
                    raise SchemaError("spreadable takes True or False", where)
                spreadable = value == "True"
        elif key in ("properties", "relations"):
            if kind == "StandardType":
                raise SchemaError(f"a StandardType cannot declare {key}", child.loc())
            if value:
                if _PROP_RE.match(child.content):
                    raise SchemaError(
                        "property line outside 'properties:' or 'relations:'", child.loc()
                    )
                raise SchemaError(f"'{key}:' takes no value on its line", child.loc(km.start(2)))
            defs = tuple(
                _parse_property(p, owner=name, is_relation=key == "relations", edge=False, range_refs=range_refs,
                                owner_kind=kind if parent is None else None)
                for p in child.children
            )
            if key == "properties":
                properties = defs
            else:
                relations = defs
        else:
            if _looks_like_property(child.content):
                raise SchemaError("property line outside 'properties:' or 'relations:'", child.loc())
            raise SchemaError(
                f"unknown type attribute {key!r}; expected properties, relations, "
                "hypernymPredicate, desc, regular, spreadable or autoRelate",
                child.loc(),
            )
    _check_unique_predicates(name, properties + relations)
    if kind != "ConceptType" and hypernym is not None:
        raise SchemaError("hypernymPredicate is only allowed on a ConceptType", seen_keys["hypernymPredicate"].loc())
    return TypeDef(
        name=name,
        display_name=display,
        kind=kind,
        hypernym_predicate=hypernym,
        properties=properties,
        relations=relations,
        location=line.loc(),
        parent=parent,
        regular=regular,
        spreadable=spreadable,
        auto_relate=auto_relate,
    )



def _check_unique_predicates(type_name: str, predicates: tuple[PropertyDef, ...]) -> None:
    """Raise :class:`SchemaError` at the second of two predicates of one type with the same name."""
    seen: dict[str, PropertyDef] = {}
    for p in predicates:
        if p.name in seen:
            raise SchemaError(
                f"duplicate predicate {p.name!r} in type {type_name!r} (first at {seen[p.name].location})",
                p.location,
            )
        seen[p.name] = p

_QNAME_RE = re.compile(rf"{_QNAME}$")


def _unquote(value: str) -> str:
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    return value


def _check_regex(pattern: str, loc: Location) -> None:
    try:
        re.compile(pattern)
    except re.error as exc:
        raise SchemaError(f"invalid regular expression {pattern!r}: {exc}", loc) from None


def _looks_like_property(content: str) -> bool:
    """``name: Range`` where Range is a basic type: a property written without display name."""
    km = _KEY_RE.match(content)
    return bool(km and km.group(2).strip() in BASIC_TYPES)


_CONSTRAINT_ITEM = re.compile(r"\s*([A-Za-z]\w*)\s*(?:=\s*(\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'|[^,]*))?\s*(,|$)")


def _parse_constraints(value: str, line: _Line, value_offset: int) -> dict[str, str | None]:
    """Constraint names (canonical case) to their ``=value`` (unquoted), or None."""
    names: dict[str, str | None] = {}
    pos = 0
    while pos < len(value):
        m = _CONSTRAINT_ITEM.match(value, pos)
        if m is None or m.end() == pos:
            raise SchemaError(
                "malformed constraint list; expected e.g. 'MultiValue, NotNull'",
                line.loc(value_offset + pos),
            )
        cname = _CONSTRAINTS_BY_LOWER.get(m.group(1).lower())
        if cname is None:
            raise SchemaError(
                _unknown_message("constraint", m.group(1), _CONSTRAINTS),
                line.loc(value_offset + m.start(1)),
            )
        raw = m.group(2)
        if (raw is None) != (cname not in ("Enum", "Regular")):
            want = f"{cname}=\"...\"" if cname in ("Enum", "Regular") else cname
            raise SchemaError(f"constraint {cname} is written {want}", line.loc(value_offset + m.start(1)))
        names[cname] = _unquote(raw) if raw is not None else None
        pos = m.end()
    if not names:
        raise SchemaError("empty constraint list", line.loc(value_offset))
    return names


def _property_header(line: _Line, *, is_relation: bool, edge: bool, range_refs: list[tuple[str, Location]],
                     owner_kind: str | None) -> tuple[str | None, str, str | None, tuple[str, ...]]:
    """``(semantic prefix, name, display name, range types)`` of a property line
    (``IND#name(Display): Range``); each range type is recorded in ``range_refs`` to check later."""
    m = _PROP_RE.match(line.content)
    if m is None:
        raise SchemaError(
            "malformed property line; expected 'name(DisplayName): RangeType'", line.loc()
        )
    prefix, name, display, range_type = m.group(1), m.group(2), m.group(3), m.group(4).strip()
    if prefix is not None and prefix not in SEMANTIC_PREFIXES:
        raise SchemaError(
            _unknown_message("semantic prefix", prefix, SEMANTIC_PREFIXES), line.loc(m.start(1))
        )
    range_types = tuple(r.strip() for r in range_type.split(","))
    if len(range_types) > 1 and not (name == "subject" and owner_kind in ("EventType", None) and not is_relation and not edge):
        raise SchemaError(
            f"several range types ({range_type}) are only allowed on an event's 'subject' property",
            line.loc(m.start(4)),
        )
    offset = m.start(4)
    for rng in range_types:
        if not _QNAME_RE.match(rng):
            raise SchemaError(
                f"malformed range type {rng!r}; expected a type name", line.loc(m.start(4))
            )
        range_refs.append((rng, line.loc(line.content.index(rng, offset))))
    return prefix, name, display, range_types


def _parse_property(
    line: _Line,
    *,
    owner: str,
    is_relation: bool,
    edge: bool,
    range_refs: list[tuple[str, Location]],
    owner_kind: str | None = None,
) -> PropertyDef:
    if line.rule is not None:
        raise SchemaError("rule block directly under 'properties:'; put it under a property", line.loc())
    prefix, name, display, range_types = _property_header(line, is_relation=is_relation, edge=edge,
                                                          range_refs=range_refs, owner_kind=owner_kind)
    range_type = range_types[0]
    multi = False
    not_null = False
    enum_values: tuple[str, ...] | None = None
    regular: str | None = None
    index: str | None = None
    rule: RuleSource | None = None
    edge_props: tuple[PropertyDef, ...] = ()
    seen: dict[str, _Line] = {}
    for child in line.children:
        if child.rule is not None:
            key, value, voff = "rule", "", 0
        else:
            km = _KEY_RE.match(child.content)
            if km is None:
                raise SchemaError(
                    "malformed line under a property; expected 'constraint:', 'index:', "
                    "'rule: [[', 'desc:' or 'properties:'",
                    child.loc(),
                )
            key, value, voff = km.group(1), km.group(2).strip(), km.start(2)
        if key in seen:
            raise SchemaError(f"duplicate '{key}:' (first at line {seen[key].lineno})", child.loc())
        seen[key] = child
        if key != "properties" and child.children:
            raise SchemaError("unexpected indented line", child.children[0].loc())
        if key == "constraint":
            constraints = _parse_constraints(value, child, voff)
            multi = "MultiValue" in constraints
            not_null = "NotNull" in constraints
            if "Enum" in constraints:
                enum_values = tuple(v.strip() for v in (constraints["Enum"] or "").split(",") if v.strip())
            if "Regular" in constraints:
                regular = constraints["Regular"]
                _check_regex(regular or "", child.loc(voff))
        elif key == "index":
            kinds = [v.strip() for v in value.split(",")]
            if not all(_IDENT_RE.match(k) for k in kinds):
                raise SchemaError("index needs index kinds such as Text, Vector or TextAndVector", child.loc(voff))
            index = ", ".join(kinds)
        elif key == "rule":
            if child.rule is None:
                raise SchemaError("expected '[[' after 'rule:'", child.loc(voff))
            rule = child.rule
        elif key == "desc":
            pass
        elif key == "properties":
            if edge:
                raise SchemaError("edge properties cannot have properties", child.loc())
            if value:
                raise SchemaError("'properties:' takes no value on its line", child.loc(voff))
            edge_props = tuple(
                _parse_property(p, owner=owner, is_relation=False, edge=True, range_refs=range_refs)
                for p in child.children
            )
            names: dict[str, PropertyDef] = {}
            for p in edge_props:
                if p.name in names:
                    raise SchemaError(f"duplicate edge property {p.name!r}", p.location)
                names[p.name] = p
        else:
            raise SchemaError(
                f"unknown property attribute {key!r}; expected constraint, index, rule, desc "
                "or properties",
                child.loc(),
            )
    return PropertyDef(
        name=name,
        display_name=display.strip() if display is not None else None,
        range_type=range_type,
        owner=owner,
        is_relation=is_relation,
        multi_value=multi,
        semantic_prefix=prefix,
        index=index,
        rule=rule,
        properties=edge_props,
        location=line.loc(),
        not_null=not_null,
        enum_values=enum_values,
        regular=regular,
        range_types=range_types,
    )


def _local(name: str, namespace: str | None, loc: Location | None) -> str:
    """``name`` without the schema's namespace; a name qualified with another namespace is an
    error (kagflow loads one project's schema; ``STD.`` names are standard types)."""
    if namespace and name.startswith(namespace + "."):
        return name[len(namespace) + 1 :]
    if "." in name and not name.startswith("STD."):
        raise SchemaError(
            f"namespace-qualified name {name!r}: namespace {name.rsplit('.', 1)[0]!r} is not this "
            f"schema's ({namespace!r})",
            loc,
        )
    return name


def _check_ranges(range_refs: Iterable[tuple[str, Location]], types: Mapping[str, TypeDef], namespace: str | None = None) -> None:
    for rng, loc in range_refs:
        rng = _local(rng, namespace, loc)
        if rng in BASIC_TYPES or rng in types:
            continue
        raise SchemaError(
            _unknown_message("range type", rng, sorted(BASIC_TYPES) + list(types))
            + " (neither a basic type nor a type defined in the schema)",
            loc,
        )


def _finalise(namespace: str | None, types: dict[str, TypeDef], range_refs: list[tuple[str, Location]]) -> dict[str, TypeDef]:
    """Resolve what needs the whole schema: namespace-qualified names, subtypes (kind and
    cycles), autoRelate relations, and whether each range holds values or nodes."""
    local_types: dict[str, TypeDef] = {}
    for name, tdef in types.items():
        local = _local(name, namespace, tdef.location)
        if local in local_types:
            raise SchemaError(f"duplicate type {local!r} (first defined at {local_types[local].location})", tdef.location)
        local_types[local] = replace(tdef, name=local)
    types = local_types
    _check_ranges(range_refs, types, namespace)

    def root_kind(tdef: TypeDef) -> str:
        seen = [tdef.name]
        while tdef.parent is not None:
            parent = types[_local(tdef.parent, namespace, tdef.location)]
            if parent.name in seen:
                raise SchemaError(f"subtype cycle: {' -> '.join(seen + [parent.name])}", tdef.location)
            if parent.parent is None and parent.kind not in ("EntityType", "EventType"):
                raise SchemaError(
                    f"{seen[-1]!r} inherits from {parent.name!r}, a {parent.kind}; only entity and event types can be inherited",
                    tdef.location,
                )
            seen.append(parent.name)
            tdef = parent
        return tdef.kind

    out: dict[str, TypeDef] = {}
    for name, tdef in types.items():
        kind = root_kind(tdef) if tdef.parent else tdef.kind
        parent = _local(tdef.parent, namespace, tdef.location) if tdef.parent else None

        def fix(p: PropertyDef) -> PropertyDef:
            rngs = tuple(_local(r, namespace, p.location) for r in (p.range_types or (p.range_type,)))
            values = [(r in types and types[r].kind == "StandardType") or (r not in types and r in BASIC_TYPES) for r in rngs]
            if len(rngs) > 1 and any(values):
                raise SchemaError(f"an event subject ranges over entity or concept types, not {', '.join(rngs)}", p.location)
            if p.is_relation and values[0] and rngs[0] in types:
                raise SchemaError(f"relation {p.name!r} cannot range over the standard type {rngs[0]!r}", p.location)
            return replace(p, range_type=rngs[0], range_types=rngs, value_range=values[0],
                           properties=tuple(fix(e) for e in p.properties))

        relations = tuple(fix(p) for p in tdef.relations)
        declared = {p.name for p in tdef.properties + relations}
        auto: list[PropertyDef] = []
        for target in tdef.auto_relate:
            target = _local(target, namespace, tdef.location)
            if types[target].kind != "ConceptType":
                raise SchemaError(f"autoRelate: {target!r} is a {types[target].kind}, not a ConceptType", tdef.location)
            for prefix, group in AUTO_RELATIONS.items():
                for pred, display in group:
                    if pred not in declared:  # one relation per name; the first target wins
                        declared.add(pred)
                        auto.append(PropertyDef(name=pred, display_name=display, range_type=target, owner=name,
                                                is_relation=True, semantic_prefix=prefix, location=tdef.location,
                                                range_types=(target,), value_range=False))
        out[name] = replace(
            tdef, kind=kind, parent=parent,
            properties=tuple(fix(p) for p in tdef.properties), relations=relations + tuple(auto),
            auto_relate=tuple(_local(t, namespace, tdef.location) for t in tdef.auto_relate),
        )
    return out


def parse_schema_text(text: str, file: str, *, validate: bool = True) -> Schema:
    """Parse the text of one ``.schema`` file.

    Args:
        text: the file's contents.
        file: the name used in locations and error messages.
        validate: check that every range type is a basic type or a type of this file.  Pass
            False when the schema is split across files (:func:`load_schema` checks them together).

    Returns:
        A :class:`Schema` with the file's namespace and types (no concept rules).

    Raises:
        SchemaError: malformed line, unknown type kind, property outside ``properties:`` /
            ``relations:``, unterminated ``[[``, bad indentation, duplicate type or predicate,
            a construct used where OpenSPG does not allow it (``regular:`` off a StandardType,
            ``autoRelate`` off a ConceptType, several ranges off an event ``subject``, a
            StandardType not named ``STD.*``, a malformed constraint or regular expression);
            when ``validate``: unknown range type, a name from another namespace, a subtype of
            a concept type or a subtype cycle.
    """
    parsed = _parse_schema(text, file)
    if validate:
        return Schema(parsed.namespace, _finalise(parsed.namespace, parsed.types, parsed.range_refs))
    return Schema(parsed.namespace, parsed.types)


# --------------------------------------------------------------------------------------------------
# concept.rule files
# --------------------------------------------------------------------------------------------------

_PART = r"(?:`([^`]+)`|([^`/:\s]+))"
_CONCEPT_HEADER_RE = re.compile(rf"{_PART}\s*/\s*{_PART}\s*:\s*(?:{_PART}\s*/\s*{_PART})?\s*$")
# OpenSPG's reasoning headers: (`T`/`c`):  [p]->(`T`/`c`):  (`S`/`s`)-[p]->(`T`/`c`):  Priority(`T`):
_CONCEPT_NODE = rf"\(\s*{_PART}\s*/\s*{_PART}\s*\)"
_REASONING_HEADER_RE = re.compile(
    rf"(?:{_CONCEPT_NODE}\s*-\s*)?(?:\[\s*([^\]]+?)\s*\]\s*->\s*)?{_CONCEPT_NODE}\s*:\s*$"
)
_PRIORITY_HEADER_RE = re.compile(rf"Priority\s*\(\s*{_PART}\s*\)\s*:\s*$")


def _part(m: re.Match[str], i: int) -> str | None:
    value = m.group(i) if m.group(i) is not None else m.group(i + 1)
    return value.strip() if value is not None else None


def _parse_concept_rules(text: str, file: str) -> tuple[str | None, Location | None, tuple[ConceptRule, ...]]:
    roots = _build_tree(_lex_lines(text, file))
    namespace: str | None = None
    namespace_loc: Location | None = None
    out: list[ConceptRule] = []
    for line in roots:
        if line.rule is not None:
            raise SchemaError("rule block without a concept header", line.loc())
        nm = _NAMESPACE_RE.match(line.content)
        if nm is not None:
            if namespace is not None or out:
                raise SchemaError("namespace must come once, before the concept rules", line.loc())
            if line.children:
                raise SchemaError("unexpected indented line under namespace", line.children[0].loc())
            namespace, namespace_loc = nm.group(1), line.loc()
            continue
        m = _CONCEPT_HEADER_RE.match(line.content)
        rm = _REASONING_HEADER_RE.match(line.content) if m is None else None
        pm = _PRIORITY_HEADER_RE.match(line.content) if m is None else None
        if m is None and rm is None and pm is None:
            raise SchemaError(
                "malformed concept rule header; expected `Type`/`concept`:, "
                "`Type`/`concept`:Type2/`concept2`, a reasoning header (`Type`/`concept`): "
                "or Priority(`Type`):",
                line.loc(),
            )
        rule: RuleSource | None = None
        for child in line.children:
            if child.rule is None:
                km = _KEY_RE.match(child.content)
                if km is not None and km.group(1) == "rule":
                    raise SchemaError("expected '[[' after 'rule:'", child.loc(km.start(2)))
                raise SchemaError("expected 'rule: [[' under a concept rule header", child.loc())
            if rule is not None:
                raise SchemaError("second rule under one concept rule header", child.loc())
            if child.children:
                raise SchemaError("unexpected indented line", child.children[0].loc())
            rule = child.rule
        if rule is None:
            raise SchemaError("concept rule header without an indented 'rule: [[ ... ]]'", line.loc())
        if m is not None:
            target = _part(m, 5)
            out.append(ConceptRule(
                concept_type=_part(m, 1) or "", concept=_part(m, 3) or "", target_type=target,
                target_concept=_part(m, 7), rule=rule, location=line.loc(),
                kind="leadTo" if target else "belongTo",
            ))
        elif pm is not None:
            out.append(ConceptRule(
                concept_type=_part(pm, 1) or "", concept="_root", target_type=None, target_concept=None,
                rule=rule, location=line.loc(), kind="priority",
            ))
        else:
            out.append(ConceptRule(
                concept_type=_part(rm, 6) or "", concept=_part(rm, 8) or "", target_type=None,
                target_concept=None, rule=rule, location=line.loc(), kind="reasoning",
                predicate=rm.group(5), source_type=_part(rm, 1), source_concept=_part(rm, 3),
            ))
    return namespace, namespace_loc, tuple(out)


def parse_concept_rules(text: str, file: str) -> tuple[ConceptRule, ...]:
    """Parse a ``concept.rule`` file.

    Format: an optional ``namespace X`` line, then blocks of a header line
    ```Type`/`concept`:`` (optionally followed by ``Type2/`concept2``` for a leads-to rule;
    backticks optional on each part) with an indented ``rule: [[ ... ]]`` under it.

    Returns the rules in file order.  Raises :class:`SchemaError` for a malformed header, a
    missing or unterminated rule block, or bad indentation.  Concept types are not checked here
    (:func:`load_schema` checks them against the loaded types).
    """
    return _parse_concept_rules(text, file)[2]
