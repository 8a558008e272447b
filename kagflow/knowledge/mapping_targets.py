"""What a structured file maps onto: the file-name and column conventions, the targets (entity
file, edge file, triples table), the planning of every file of a build, and the errors and
issues mapping reports. Pure functions of the file names, their columns, the schema and
``kagflow.yaml``'s ``sources:``; the engines that map the rows are :mod:`kagflow.knowledge.mapping_records`
(per record) and :mod:`kagflow.knowledge.mapping_sets` (set-based).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from kagflow.project import ProjectConfig, SourceOverride
from kagflow.schema.spg import Schema
from kagflow.knowledge import domain_kg
from kagflow.sources import Record

SUBJECT_COLUMNS = ("src", "srcid", "src_id", "source", "sourceid", "from", "subject", "s", "start")
OBJECT_COLUMNS = ("dst", "dstid", "dst_id", "target", "targetid", "to", "object", "o", "end")
PREDICATE_COLUMNS = ("predicate", "p", "relation", "rel", "pred")
SUBJECT_TYPE_COLUMNS = ("subject_type", "s_type", "stype", "subjecttype")
OBJECT_TYPE_COLUMNS = ("object_type", "o_type", "otype", "objecttype")

#: Type of the entities an information-layer triple row creates (OpenSPG's root type; never a
#: schema type, so typed queries do not see them; name linking and kg_fr do).
INFORMATION_TYPE = "Thing"
TABLE_TRIPLE_KIND = "table_spo"


class MappingError(ValueError):
    """Source files that cannot be mapped at all (no key column, unknown type in an override).

    Each problem names the file (and the line, column or setting); one error holds every such
    problem of a build (:attr:`problems`, one per line of the message), so a build with several
    configuration errors reports them all at once. The build fails and keeps the previous tables.

    Args:
        problems: one message per problem (at least one).
    """

    def __init__(self, *problems: str):
        self.problems: tuple[str, ...] = tuple(problems)
        if len(self.problems) == 1:
            super().__init__(self.problems[0])
        else:
            super().__init__(f"{len(self.problems)} configuration errors in the tables:\n" + "\n".join(f"  {p}" for p in self.problems))


@dataclass(frozen=True)
class Issue:
    """A row of ``build_issues``."""

    severity: str  # error | warning | info
    code: str
    message: str
    doc_id: str | None = None
    line: int | None = None
    field: str | None = None
    value: str | None = None

    def as_row(self) -> tuple:
        return (self.severity, self.code, self.message, self.doc_id, self.line, self.field, self.value)


@dataclass(frozen=True)
class EntityTarget:
    """An entity file: rows are entities of ``type``, keyed by ``id_column``.

    ``id_column`` is ``id`` (or ``sources.FILE.id_column``); a table with no such column is keyed
    by its name column, as KAG's builder does (``keyed_by_name``: ``id_column == name_column``).
    A row whose key cell is empty takes its name as key.
    """

    type: str
    id_column: str
    name_column: str | None
    columns: Mapping[str, str]
    keyed_by_name: bool = False


@dataclass(frozen=True)
class EdgeTarget:
    subject_type: str
    predicate: str
    object_type: str
    subject_column: str
    object_column: str
    columns: Mapping[str, str]


@dataclass(frozen=True)
class TripleTarget:
    subject_column: str
    predicate_column: str
    object_column: str
    subject_type_column: str | None
    object_type_column: str | None



def plan_source(doc_id: str, columns: Iterable[str], schema: Schema, override: SourceOverride | None) -> EntityTarget | EdgeTarget | TripleTarget | None:
    """Decide what a structured file maps onto.

    Args:
        doc_id: the file's path under ``sources/`` (its file name gives the convention).
        columns: the file's column names (from the first records).
        schema: the project's schema.
        override: the file's entry in ``kagflow.yaml``'s ``sources:``, if any.

    Returns:
        an :class:`EntityTarget` (the stem is a type's name or display name), an
        :class:`EdgeTarget` (``Subj_rel_Obj``), a :class:`TripleTarget` (subject, predicate and
        object columns), or ``None`` when the file maps onto no schema type (the caller records
        a warning).

    Raises:
        MappingError: the override names an unknown type or predicate, or a required column
            (the key: ``id``, else ``name``; the edge endpoints) is missing. The message names the
            file and column.
    """
    columns = list(columns)
    stem = doc_id.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    renames = dict(override.columns) if override else {}
    if override and override.type:
        _require_type(schema, override.type, doc_id, "type")
        return _entity_target(doc_id, override.type, columns, override, renames)
    if override and override.predicate:
        subject_type, object_type = override.subject_type, override.object_type
        if not subject_type or not object_type:
            raise MappingError(f"{doc_id}: kagflow.yaml sources: an edge mapping needs subject_type and object_type")
        problems = [p for name, field_name in ((subject_type, "subject_type"), (object_type, "object_type"))
                    if (p := _unknown_type(schema, name, doc_id, field_name))]
        if problems:
            raise MappingError(*problems)
        prop = schema.predicate(subject_type, override.predicate)
        if prop is None:
            raise MappingError(f"{doc_id}: kagflow.yaml sources: {subject_type} has no predicate {override.predicate!r}")
        return _edge_target(doc_id, subject_type, prop.name, object_type, columns, override, renames)
    type_name = _type_named(schema, stem)
    if type_name is not None:
        return _entity_target(doc_id, type_name, columns, override, renames)
    triple = _triple_target(columns, override)
    if triple is not None:
        return triple
    parts = stem.split("_")
    for i in range(1, len(parts) - 1):
        for j in range(i + 1, len(parts)):
            subject_type, rel, object_type = "_".join(parts[:i]), "_".join(parts[i:j]), "_".join(parts[j:])
            if subject_type in schema.types and object_type in schema.types:
                prop = schema.predicate(subject_type, rel)
                if prop is not None and prop.range_type == object_type:
                    return _edge_target(doc_id, subject_type, prop.name, object_type, columns, override, renames)
    return None


def _type_named(schema: Schema, stem: str) -> str | None:
    """The type a file stem names: its name, namespace-qualified name or display name."""
    if schema.has_type(stem):
        return schema.type(stem).name
    return next((t.name for t in schema.types.values() if t.display_name == stem), None)


def _triple_target(columns: list[str], override: SourceOverride | None) -> TripleTarget | None:
    if override is not None and (override.id_column or override.subject_column or override.object_column):
        return None
    subject = _find_column(columns, None, ("subject", "s", "src", "source", "head", "h"))
    predicate = _find_column(columns, None, PREDICATE_COLUMNS)
    obj = _find_column(columns, None, ("object", "o", "dst", "target", "tail", "t"))
    if subject is None or predicate is None or obj is None or len({subject, predicate, obj}) < 3:
        return None
    return TripleTarget(subject, predicate, obj, _find_column(columns, None, SUBJECT_TYPE_COLUMNS),
                        _find_column(columns, None, OBJECT_TYPE_COLUMNS))


def _require_type(schema: Schema, name: str, doc_id: str, field_name: str) -> None:
    problem = _unknown_type(schema, name, doc_id, field_name)
    if problem:
        raise MappingError(problem)


def _unknown_type(schema: Schema, name: str, doc_id: str, field_name: str) -> str | None:
    """The problem of an override naming ``name`` as a type the schema lacks, else None."""
    if name not in schema.types:
        return f"{doc_id}: kagflow.yaml sources: {field_name} {name!r} is not a type of the schema"
    return None


def _find_column(columns: list[str], wanted: str | None, candidates: tuple[str, ...]) -> str | None:
    if wanted is not None:
        return wanted if wanted in columns else None
    lowered = {column.lower(): column for column in columns}
    for candidate in candidates:
        if candidate in lowered:
            return lowered[candidate]
    return None


def _entity_target(doc_id, type_name, columns, override, renames) -> EntityTarget:
    explicit_id = override.id_column if override else None
    id_column = _find_column(columns, explicit_id, ("id",))
    name_column = _find_column(columns, override.name_column if override else None, ("name",))
    if id_column is None and explicit_id is None and name_column is not None:
        return EntityTarget(type_name, name_column, name_column, renames, keyed_by_name=True)  # KAG's builder: keyed by name
    if id_column is None:
        wanted = f"'{explicit_id}'" if explicit_id else "'id' or 'name'"
        raise MappingError(
            f"{doc_id}: line 1: no {wanted} column to key {type_name} entities "
            f"(columns: {', '.join(columns) or 'none'}); set sources.{doc_id}.id_column in kagflow.yaml"
        )
    return EntityTarget(type_name, id_column, name_column, renames)


def _edge_target(doc_id, subject_type, predicate, object_type, columns, override, renames) -> EdgeTarget:
    subject_column = _find_column(columns, override.subject_column if override else None, SUBJECT_COLUMNS)
    object_column = _find_column(columns, override.object_column if override else None, OBJECT_COLUMNS)
    problems = [
        f"{doc_id}: line 1: no {role} column for {subject_type}-{predicate}->{object_type} edges "
        f"(columns: {', '.join(columns) or 'none'}); expected one of "
        f"{', '.join(SUBJECT_COLUMNS if role == 'subject' else OBJECT_COLUMNS)} "
        f"or sources.{doc_id}.{role}_column in kagflow.yaml"
        for role, column in (("subject", subject_column), ("object", object_column)) if column is None]
    if problems:
        raise MappingError(*problems)
    return EdgeTarget(subject_type, predicate, object_type, subject_column, object_column, renames)



def head_columns(records: list[Record]) -> list[str]:
    """Column names of a file as planning sees them: the keys of its first 50 records, in order."""
    columns: dict[str, None] = {}
    for record in records[:50]:
        columns.update(dict.fromkeys(record.values))
    return list(columns)


@dataclass
class FilePlan:
    """What :func:`plan_documents` decided for the files of one build.

    ``planned``: ``[(doc_id, EntityTarget | EdgeTarget | TripleTarget)]`` and ``expert``:
    ``[(doc_id, expert role)]``, both in doc_id order; ``targets``: doc_id -> ``"Type"`` /
    ``"Subj-rel->Obj"`` / ``"triples"`` / ``"expert ROLE"`` / ``""`` (skipped or unmapped), as
    :attr:`~kagflow.knowledge.mapping_graph.MappedGraph.targets`; ``issues``: the skipped, unmapped and
    keyed-by-name files, in doc_id order.
    """

    planned: list[tuple[str, EntityTarget | EdgeTarget | TripleTarget]] = field(default_factory=list)
    expert: list[tuple[str, str]] = field(default_factory=list)
    targets: dict[str, str] = field(default_factory=dict)
    issues: list[Issue] = field(default_factory=list)


def plan_documents(schema: Schema, config: ProjectConfig, heads: list[tuple[str, list[str]]]) -> FilePlan:
    """What each file maps onto (:func:`plan_source`), recording skipped and unmapped files.

    Args:
        schema: the project's schema.
        config: the project's configuration (``sources:`` overrides).
        heads: ``(doc_id, columns)`` sorted by doc_id; columns from :func:`head_columns`.

    Returns:
        the :class:`FilePlan`.

    Raises:
        MappingError: with every file's planning problem (:func:`plan_source`), after all files
            are planned.
    """
    plan = FilePlan()
    problems: list[str] = []
    for doc_id, columns in heads:
        override = config.sources.get(doc_id)
        if override is not None and override.skip:
            plan.targets[doc_id] = ""
            plan.issues.append(Issue("info", "skipped_source", f"{doc_id}: skipped (sources.{doc_id}.skip in kagflow.yaml)", doc_id))
            continue
        columns = dict.fromkeys(columns)
        role = domain_kg.expert_role(doc_id, columns, override.expert if override is not None else None)
        if role is not None and not (override is not None and (override.type or override.predicate)):
            plan.targets[doc_id] = f"expert {role}"
            plan.expert.append((doc_id, role))
            continue
        try:
            target = plan_source(doc_id, columns, schema, override)
        except MappingError as exc:  # every file is planned: the build reports all such problems at once
            problems.extend(exc.problems)
            continue
        if target is None:
            plan.targets[doc_id] = ""
            plan.issues.append(Issue("warning", "unmapped_source", f"{doc_id}: maps onto no schema type (name it Type.csv, DisplayName.csv or Subject_predicate_Object.csv, give it subject/predicate/object columns, or add it under sources: in kagflow.yaml); skipped", doc_id))
            continue
        if isinstance(target, EntityTarget):
            plan.targets[doc_id] = target.type
            if target.keyed_by_name:
                plan.issues.append(Issue(
                    "info", "keyed_by_name", f"{doc_id}: line 1: no 'id' column; {target.type} entities are keyed by column "
                    f"'{target.id_column}', as KAG's builder does (sources.{doc_id}.id_column in kagflow.yaml names another key column)",
                    doc_id, 1, target.id_column))
        elif isinstance(target, EdgeTarget):
            plan.targets[doc_id] = f"{target.subject_type}-{target.predicate}->{target.object_type}"
        else:
            plan.targets[doc_id] = "triples"
        plan.planned.append((doc_id, target))
    if problems:
        raise MappingError(*problems)
    return plan
