"""Parser for the subset of OpenSPG's schema language used by KAG's example projects.

Constructs follow OpenSPG's own parser (knext ``schema_ml.py`` / ``concept_rule_ml.py``): types,
subtypes (``Student(学生)->Person:``), StandardTypes (``STD.*`` with ``regular:``), ``autoRelate``,
constraints (``MultiValue``, ``NotNull``, ``Enum="a,b"``, ``Regular="..."``, any case), index
lists, namespace-qualified names, event subjects with several types, rule blocks with or without
a ``Define`` head, and concept rules with membership, leads-to, reasoning and ``Priority`` headers.
A construct used where OpenSPG forbids it is an error naming it; nothing is dropped silently.

A project's knowledge schema lives in ``schema/*.schema`` (types, properties, relations, property
rules) and optionally ``schema/*.rule`` (concept rules: how an instance comes to belong to a
concept, and which concept leads to which).  Those files become frozen dataclasses
(:mod:`kagflow.schema.spg_model`) by the parser (:mod:`kagflow.schema.spg_parser`); this module is
the face the rest of kagflow imports, and loads and merges a project's files.  The rule text
inside ``[[ ... ]]`` is kept raw, with its location, and parsed by :mod:`kagflow.schema.kgdsl`.

The schema language is indentation-structured.  Real files mix tabs and spaces freely (two tabs and
four spaces on one line, four spaces and two tabs on the next), so indentation is measured by
expanding tabs to the next multiple of four columns and building a tree: a line is a child of the
nearest preceding line that is indented less.  Dedenting to a width that matches no open level is
an error.  Columns in error messages are 1-based character columns of the raw line (a tab counts
as one character), which is what editors show.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

from kagflow.schema.spg_model import (  # noqa: F401 - the face: model names are imported from here
    _CONSTRAINTS, AUTO_RELATIONS, SEMANTIC_PREFIXES, TYPE_KINDS, ConceptRule, Location, PropertyDef, RuleSource,
    Schema, SchemaError, TypeDef, UnknownNameError, _unknown_message,
)
from kagflow.schema.spg_parser import (  # noqa: F401 - the face: parser names too
    _finalise, _local, _parse_concept_rules, _parse_schema, parse_concept_rules, parse_schema_text,
)
from kagflow.schema.types import BASIC_TYPES, IMPLICIT_PREDICATES, did_you_mean, find_predicate, find_type  # noqa: F401

__all__ = [
    "TYPE_KINDS",
    "SEMANTIC_PREFIXES",
    "Location",
    "SchemaError",
    "UnknownNameError",
    "RuleSource",
    "PropertyDef",
    "TypeDef",
    "ConceptRule",
    "Schema",
    "parse_schema_text",
    "parse_concept_rules",
    "load_schema",
    "load_project_schema",
    "load_general_schema",
    "project_schema_files",
    "uses_general_schema",
    "GENERAL_SCHEMA_PATH",
    "GENERAL_SCHEMA_LABEL",
]

# --------------------------------------------------------------------------------------------------
# Loading files
# --------------------------------------------------------------------------------------------------


def load_schema(paths: Iterable[Path]) -> Schema:
    """Load and merge ``.schema`` files and ``.rule`` (concept rule) files.

    Args:
        paths: files, in the order to merge them; a path ending in ``.rule`` is a concept rule
            file, anything else a schema file.  Locations use ``str(path)``.

    Returns:
        One :class:`Schema`: types in file order, concept rules in file order.

    Raises:
        SchemaError: any parse error (see :func:`parse_schema_text`); a type defined twice (the
            message gives both locations); files declaring different namespaces; a range type
            that is neither basic nor defined in any of the files; a name qualified with another
            namespace; a bad subtype; a concept rule whose type (or target type) is not a defined
            ConceptType.
        OSError: a file cannot be read.
    """
    namespace: str | None = None
    namespace_loc: Location | None = None
    types: dict[str, TypeDef] = {}
    range_refs: list[tuple[str, Location]] = []
    concept_rules: list[ConceptRule] = []

    def merge_namespace(ns: str | None, loc: Location | None) -> None:
        nonlocal namespace, namespace_loc
        if ns is None:
            return
        if namespace is None:
            namespace, namespace_loc = ns, loc
        elif ns != namespace:
            raise SchemaError(f"namespace {ns!r} differs from {namespace!r} declared at {namespace_loc}", loc)

    for path in paths:
        path = Path(path)
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".rule":
            ns, ns_loc, rules = _parse_concept_rules(text, str(path))
            merge_namespace(ns, ns_loc)
            concept_rules.extend(rules)
            continue
        parsed = _parse_schema(text, str(path))
        merge_namespace(parsed.namespace, parsed.namespace_loc)
        for name, tdef in parsed.types.items():
            if name in types:
                raise SchemaError(
                    f"duplicate type {name!r}: also defined at {types[name].location}", tdef.location
                )
            types[name] = tdef
        range_refs.extend(parsed.range_refs)
    types = _finalise(namespace, types, range_refs)
    concept_rules = [
        replace(cr, concept_type=_local(cr.concept_type, namespace, cr.location),
                target_type=_local(cr.target_type, namespace, cr.location) if cr.target_type else None,
                source_type=_local(cr.source_type, namespace, cr.location) if cr.source_type else None)
        for cr in concept_rules
    ]
    for cr in concept_rules:
        for tname in (cr.concept_type, cr.target_type):
            if tname is None:
                continue
            t = types.get(tname)
            if t is None:
                raise SchemaError(_unknown_message("concept type", tname, types), cr.location)
            if t.kind != "ConceptType":
                raise SchemaError(f"{tname!r} is a {t.kind}, not a ConceptType", cr.location)
    return Schema(namespace, types, tuple(concept_rules))


#: The built-in general schema (package data): what a project without a ``schema/`` folder uses.
GENERAL_SCHEMA_PATH: Path = Path(__file__).with_name("general.schema")

#: How the build summary and ``build_issues`` name the built-in schema.
GENERAL_SCHEMA_LABEL = "built-in general schema"


def uses_general_schema(project_dir: Path) -> bool:
    """True when the project at ``project_dir`` has no ``schema/`` folder, so the built-in general
    schema (:data:`GENERAL_SCHEMA_PATH`) applies."""
    return not (Path(project_dir) / "schema").is_dir()


def project_schema_files(project_dir: Path) -> list[Path]:
    """The files a project's schema is read from, in load order: every ``schema/*.schema`` then
    every ``schema/*.rule`` (each group sorted by name); ``[GENERAL_SCHEMA_PATH]`` when the project
    has no ``schema/`` folder.  A ``schema/`` folder without a ``.schema`` file gives ``[]``."""
    if uses_general_schema(project_dir):
        return [GENERAL_SCHEMA_PATH]
    schema_dir = Path(project_dir) / "schema"
    schemas = sorted(schema_dir.glob("*.schema"))
    return schemas + sorted(schema_dir.glob("*.rule")) if schemas else []


def load_general_schema() -> Schema:
    """The built-in general schema: KAG's default entity types (Person, Organization,
    GeographicLocation, Event, Works, Concept, Date, ArtificialObject, Others) with KAG's display
    names and a few general relations (worksFor, bornIn, locatedIn, acquire, founder, creator, ...).
    Written for kagflow in the spirit of KAG's default project template, not copied from it."""
    return load_schema([GENERAL_SCHEMA_PATH])


def load_project_schema(project_dir: Path) -> Schema:
    """Load a project's schema: the one function every caller (build, resources, ``kagflow
    query``) goes through.

    Reads every ``schema/*.schema`` then every ``schema/*.rule``, each group sorted by name; a
    project without a ``schema/`` folder gets the built-in general schema
    (:func:`load_general_schema`; :func:`uses_general_schema` tells which).

    Raises:
        SchemaError: a ``schema/`` folder holds no ``.schema`` file, its files define no type, or
            as :func:`load_schema`.
    """
    files = project_schema_files(project_dir)
    if not files:
        raise SchemaError(f"no .schema file in {Path(project_dir) / 'schema'} (remove the empty folder to use the {GENERAL_SCHEMA_LABEL})", None)
    schema = load_schema(files)
    if not schema.types:  # an empty file would build an empty graph and say nothing
        names = ", ".join(str(f) for f in files if f.suffix != ".rule")
        raise SchemaError(f"{names}: defines no types (an empty schema file?); declare at least one type, "
                          f"or remove {Path(project_dir) / 'schema'} to use the {GENERAL_SCHEMA_LABEL}", None)
    return schema
