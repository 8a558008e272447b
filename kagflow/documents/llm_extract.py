"""Schema-constrained extraction of one chunk with an LLM (KAG's kg-builder, three steps).

KAG (Liang et al. 2024, arXiv 2409.13731, section 2.2; the kg-builder's schema-constrained
extraction) runs three model calls per chunk:

1. ``ner``: named entities typed by the project's schema (entity, concept and event types);
2. ``std``: name standardisation of the recognised entities (one official name per entity);
3. ``triple``: triples among the recognised entities, with the predicates the schema allows for the
   subject's type (relations and node-valued properties) and attribute triples whose object is a
   literal (properties with a basic range such as Text, Integer, Float).

This module does those three steps against an abstract completion function, so the HTTP client,
caching and concurrency stay in the LLM resource and the steps can be tested with canned replies:

    ``complete(messages, step) -> reply text``

``messages`` is an OpenAI-style chat list (``[{"role": "system" | "user" | "assistant",
"content": str}, ...]``) and ``step`` is one of :data:`STEPS`.  ``complete`` raises on transport
errors (timeouts, HTTP errors); those propagate out of :meth:`SchemaExtractor.extract` unchanged, for
the caller to retry or record.

Prompts.  Each step has a fixed system prompt, a template in ``prompts/<step>.txt`` filled from the
schema (:meth:`SchemaExtractor.prompts`; one line per type or predicate, so a 20-type schema stays a few thousand characters) and a user
message that is exactly one JSON object: ``{"text": <chunk>}`` for NER and ``{"text": <chunk>,
"entities": [{"name", "type"}]}`` for the other two.  The chunk travels as a JSON string, so
backticks, quotes, ``<|>`` or prompt-like text inside it cannot break the prompt's structure; the
system prompt tells the model the text is data.

Replies.  Each reply must be one JSON object of the step's shape (:data:`REPLY_MODELS`, pydantic
models whose JSON schema can also be handed to an endpoint that supports structured output) and is
parsed with ``model_validate_json`` only: no ``eval``, no pulling JSON out of prose.  One
concession: a reply that is entirely one Markdown code fence (```` ```json ... ``` ```` or a bare
```` ``` ... ``` ````) is unwrapped first, since many models fence JSON even when told not to.
A reply that is not valid JSON or does not validate (a wrong key such as ``"category"`` for
``"type"``, KAG issue #400; JSON truncated by the token limit, KAG issue #514) is retried once: the
bad reply is appended as the assistant turn, followed by a user turn that quotes the (shortened)
validation error and asks for corrected JSON only.  If the retry fails too the step records a
:class:`StepFailure` (``attempts == 2``) and extraction goes on where it can:

- NER fails: no entities, no triples (the later steps are not called);
- standardisation fails: official names fall back to :func:`kagflow.documents.names.official_name`;
- triples fail: the entities are kept, no triples.

Schema conformance.  Nothing the model returns is dropped; each fact says whether it conforms
(``in_schema``), so the knowledge layer takes the conforming facts and the information layer the
rest:

- an entity conforms when its type names a schema type (type name or display name,
  case-insensitive; the canonical type name is returned); otherwise its type is kept as given;
- a triple conforms when its subject is a recognised entity of a schema type, its predicate is an
  extractable predicate of that type (name or display name, case-insensitive; the canonical name is
  returned), and either the predicate's range is a value type (basic, or a ``StandardType``) and the
  object is a literal (``object_type`` is the range), or the object is a recognised entity whose type
  is the range.  Triples with unknown endpoints are kept with ``in_schema=False`` and ``""`` as the
  unknown type.  Implicit ``id``/``name`` predicates and rule-derived predicates are not extractable
  (rules compute the latter), so triples using them do not conform.

Names.  Entities keep the name as the model wrote it (``name``) and get an ``official_name``.
Triple endpoints that resolve to a recognised entity are written with that entity's official name
(entity ids hash type and official name); unresolved endpoints and literals are kept as written.
Entities are deduplicated by (:func:`kagflow.documents.names.name_key` of the name, type) and capped at
``max_entities`` (first ones win; the prompt asks for at most that many); triples are deduplicated
after resolution.  Whether a name occurs in the chunk is not checked here (models paraphrase; the
caller finds spans).
"""

from __future__ import annotations

import functools
import json
import string
import threading
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from kagflow.documents.names import name_key, official_name
from kagflow.schema.spg import PropertyDef, Schema, TypeDef
from kagflow.schema.types import find_named, is_basic_type
from kagflow.store import warehouse
from kagflow.store.ids import stable_hash

__all__ = [
    "PROMPT_VERSION",
    "REPLY_MODELS",
    "STEPS",
    "STEP_NER",
    "STEP_STD",
    "STEP_TRIPLE",
    "ChunkExtraction",
    "LlmExtraction",
    "Complete",
    "ExtractedEntity",
    "ExtractedTriple",
    "NerEntity",
    "NerReply",
    "SchemaExtractor",
    "StdEntity",
    "StdReply",
    "StepFailure",
    "TripleItem",
    "TripleReply",
    "extract_into_tables",
    "parse_reply",
    "prompt_template",
]

#: Part of the LLM cache key: bump when a prompt (``prompts/*.txt``) or the reply handling changes.
PROMPT_VERSION = "kagflow-extract-v1"
#: The system prompt templates, one file per step (``string.Template``: ``$types``, ``$max_entities``,
#: ``$example_type``, ``$predicates``).
PROMPTS_DIR = Path(__file__).parent / "prompts"

STEP_NER = "ner"
STEP_STD = "std"
STEP_TRIPLE = "triple"
#: The step names passed to ``complete``, in the order they run.
STEPS: tuple[str, ...] = (STEP_NER, STEP_STD, STEP_TRIPLE)

#: ``complete(messages, step) -> reply text``; raises on transport errors.
Complete = Callable[[list[dict], str], str]

#: Entity kinds that NER may produce (StandardTypes are values, not nodes).
_NODE_KINDS = {"EntityType": "entity", "ConceptType": "concept", "EventType": "event"}

_MAX_ERROR_CHARS = 300


# --------------------------------------------------------------------------------------------------
# Results
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ExtractedEntity:
    """A recognised entity.

    ``name``: as the model wrote it; ``type``: canonical schema type name when ``in_schema``, else
    the type as the model gave it; ``official_name``: standardised name (model's, or the
    :func:`kagflow.documents.names.official_name` fallback).
    """

    name: str
    type: str
    official_name: str
    in_schema: bool


@dataclass(frozen=True)
class ExtractedTriple:
    """A triple.  ``subject``/``object`` are the official names of recognised entities, or as
    written (unresolved names, literals); ``predicate`` is canonical when it resolved against the
    subject's type.  ``subject_type``/``object_type`` are entity types, the range type for a
    literal object, or ``""`` when unknown.  ``in_schema``: see the module docstring."""

    subject: str
    subject_type: str
    predicate: str
    object: str
    object_type: str
    in_schema: bool


@dataclass(frozen=True)
class StepFailure:
    """A step whose reply did not validate after its one retry.

    ``error``: short validation error of the last attempt; ``raw_reply``: the last reply, verbatim;
    ``attempts``: model calls made for the step (2).
    """

    step: str
    error: str
    raw_reply: str
    attempts: int


@dataclass(frozen=True)
class ChunkExtraction:
    """What the three steps produced for one chunk.  ``failures`` non-empty means some step
    failed after its retry (see the module docstring for what was kept)."""

    chunk_id: str
    entities: tuple[ExtractedEntity, ...]
    triples: tuple[ExtractedTriple, ...]
    failures: tuple[StepFailure, ...]


# --------------------------------------------------------------------------------------------------
# Reply models
# --------------------------------------------------------------------------------------------------

_MODEL_CONFIG = ConfigDict(str_strip_whitespace=True, coerce_numbers_to_str=True)


class NerEntity(BaseModel):
    model_config = _MODEL_CONFIG
    name: str = Field(min_length=1, description="The entity as written in the text.")
    type: str = Field(min_length=1, description="A schema type name (or a short type of your own).")


class NerReply(BaseModel):
    """Reply of the ``ner`` step: ``{"entities": [{"name": str, "type": str}]}``."""

    model_config = _MODEL_CONFIG
    entities: list[NerEntity] = Field(description="Entities found in the text.")


class StdEntity(BaseModel):
    model_config = _MODEL_CONFIG
    name: str = Field(min_length=1, description="The entity name exactly as given in the input.")
    official_name: str = Field(description="Its standardised full official name.")


class StdReply(BaseModel):
    """Reply of the ``std`` step: ``{"entities": [{"name": str, "official_name": str}]}``."""

    model_config = _MODEL_CONFIG
    entities: list[StdEntity] = Field(description="One item per input entity.")


class TripleItem(BaseModel):
    model_config = _MODEL_CONFIG
    subject: str = Field(min_length=1, description="Name of an input entity.")
    predicate: str = Field(min_length=1, description="A predicate name allowed for the subject's type.")
    object: str = Field(min_length=1, description="Name of an input entity, or a literal value.")


class TripleReply(BaseModel):
    """Reply of the ``triple`` step: ``{"triples": [{"subject", "predicate", "object"}]}``."""

    model_config = _MODEL_CONFIG
    triples: list[TripleItem] = Field(description="Facts stated in the text.")


#: Reply model per step; ``REPLY_MODELS[step].model_json_schema()`` describes the expected JSON.
REPLY_MODELS: dict[str, type[BaseModel]] = {
    STEP_NER: NerReply,
    STEP_STD: StdReply,
    STEP_TRIPLE: TripleReply,
}


def _strip_fence(reply: str) -> str:
    """Unwrap a reply that is entirely one Markdown fence (```` ```json\\n...\\n``` ````).

    Only a fence around the whole reply (surrounding whitespace aside) with no info string or the
    info string ``json`` is removed; anything else is returned unchanged (and then fails to parse
    if it is prose).
    """
    s = reply.strip()
    if not (s.startswith("```") and s.endswith("```") and len(s) >= 6):
        return reply
    newline = s.find("\n")
    if newline < 0:
        return reply
    info = s[3:newline].strip()
    if info.lower() not in ("", "json"):
        return reply
    inner = s[newline + 1 : -3]
    if "```" in inner:  # more than one fence: not "one surrounding fence"
        return reply
    return inner


def _short_error(err: ValidationError) -> str:
    parts = []
    errors = err.errors(include_url=False, include_input=False)
    for e in errors[:3]:
        loc = ".".join(str(x) for x in e.get("loc", ()))
        parts.append(f"{loc}: {e['msg']}" if loc else e["msg"])
    text = "; ".join(parts)
    if len(errors) > 3:
        text += f" (and {len(errors) - 3} more errors)"
    if len(text) > _MAX_ERROR_CHARS:
        text = text[: _MAX_ERROR_CHARS - 3] + "..."
    return text


def parse_reply(step: str, reply: str) -> BaseModel:
    """Validate one reply for ``step`` (one surrounding code fence allowed).

    Returns an instance of ``REPLY_MODELS[step]``; raises :class:`pydantic.ValidationError` when the
    reply is not valid JSON or not of the step's shape.
    """
    return REPLY_MODELS[step].model_validate_json(_strip_fence(reply))


# --------------------------------------------------------------------------------------------------
# Extractor
# --------------------------------------------------------------------------------------------------


@functools.cache
def prompt_template(step: str) -> string.Template:
    """The system prompt template of ``step`` (one of :data:`STEPS`), from ``prompts/<step>.txt``.

    The file's final newline is not part of the prompt.

    Raises:
        FileNotFoundError: no template for ``step``.
    """
    return string.Template((PROMPTS_DIR / f"{step}.txt").read_text(encoding="utf-8").removesuffix("\n"))


def _label(name: str, display: str | None) -> str:
    return f"{name} ({display})" if display and display != name else name


def _fold(text: str) -> str:
    return text.strip().casefold()


def _key(name: str) -> str:
    return name_key(name) or _fold(name)


class SchemaExtractor:
    """Three-step schema-constrained extraction of chunks (see the module docstring).

    Args:
        schema: the project's knowledge schema.
        complete: ``complete(messages, step) -> reply text``; transport errors propagate.
        max_entities: most entities kept per chunk (also stated in the NER prompt).
    """

    def __init__(self, schema: Schema, complete: Complete, max_entities: int = 50):
        if max_entities < 1:
            raise ValueError("max_entities must be at least 1")
        self.schema = schema
        self.complete = complete
        self.max_entities = max_entities
        self._node_types: tuple[TypeDef, ...] = tuple(
            t for t in schema.types.values() if t.kind in _NODE_KINDS
        )
        self._predicates: dict[str, tuple[PropertyDef, ...]] = {
            t.name: self._extractable(t) for t in self._node_types
        }
        self._prompts = {
            STEP_NER: self._ner_prompt(),
            STEP_STD: self._std_prompt(),
            STEP_TRIPLE: self._triple_prompt(),
        }

    # ---- schema lookups ------------------------------------------------------------------------

    def _extractable(self, t: TypeDef) -> tuple[PropertyDef, ...]:
        """Declared, non-derived predicates of ``t`` plus a concept's hypernym relation."""
        out = [p for p in t.properties + t.relations if not p.is_derived]
        if t.is_concept and t.hypernym_predicate and all(p.name != t.hypernym_predicate for p in out):
            out.extend(p for p in self.schema.predicates(t.name) if p.name == t.hypernym_predicate)
        return tuple(out)

    def _is_literal_range(self, range_type: str) -> bool:
        if is_basic_type(self.schema, range_type):
            return True
        t = self.schema.types.get(range_type)
        return t is not None and t.kind == "StandardType"

    def resolve_type(self, name: str) -> str | None:
        """Canonical name of the node type named or displayed as ``name`` (case-insensitive), or
        None."""
        found = find_named(self._node_types, name, fold=True)
        return found.name if found is not None else None

    def resolve_predicate(self, type_name: str, name: str) -> PropertyDef | None:
        """The extractable predicate of ``type_name`` named or displayed as ``name``
        (case-insensitive; exact name preferred), or None."""
        return find_named(self._predicates.get(type_name, ()), name, fold=True)

    # ---- prompts -------------------------------------------------------------------------------

    def _type_lines(self) -> list[str]:
        return [f"- {_label(t.name, t.display_name)}: {_NODE_KINDS[t.kind]}" for t in self._node_types]

    def _ner_prompt(self) -> str:
        example_type = self._node_types[0].name if self._node_types else "Organization"
        return prompt_template(STEP_NER).substitute(
            types="\n".join(self._type_lines() or ["- (none)"]),
            max_entities=self.max_entities,
            example_type=json.dumps(example_type, ensure_ascii=False),
        )

    def _std_prompt(self) -> str:
        return prompt_template(STEP_STD).substitute()

    def _predicate_lines(self) -> list[str]:
        lines = []
        for t in self._node_types:
            for p in self._predicates[t.name]:
                if self._is_literal_range(p.range_type):
                    target = f"{p.range_type} value"
                else:
                    target = p.range_type
                lines.append(f"- {t.name} -{_label(p.name, p.display_name)}-> {target}")
        return lines

    def _triple_prompt(self) -> str:
        return prompt_template(STEP_TRIPLE).substitute(predicates="\n".join(self._predicate_lines() or ["- (none)"]))

    def prompts(self) -> dict[str, str]:
        """System prompt per step name (``ner``, ``std``, ``triple``); chunk-independent."""
        return dict(self._prompts)

    # ---- model calls ---------------------------------------------------------------------------

    def _ask(self, step: str, payload: dict) -> tuple[BaseModel | None, StepFailure | None]:
        """One step: call, validate, retry once on an invalid reply.

        Returns ``(reply, None)`` or ``(None, failure)``; exceptions from ``complete`` propagate.
        """
        messages: list[dict] = [
            {"role": "system", "content": self._prompts[step]},
            {"role": "user", "content": json.dumps(payload, ensure_ascii=False)},
        ]
        raw = self.complete(list(messages), step)
        try:
            return parse_reply(step, raw), None
        except ValidationError as err:
            error = _short_error(err)
        messages += [
            {"role": "assistant", "content": raw},
            {
                "role": "user",
                "content": (
                    f"Your reply could not be used: {error}. Reply again with the corrected JSON "
                    "only (no prose, no code fence), in exactly the shape the system message shows."
                ),
            },
        ]
        raw = self.complete(list(messages), step)
        try:
            return parse_reply(step, raw), None
        except ValidationError as err:
            return None, StepFailure(step=step, error=_short_error(err), raw_reply=raw, attempts=2)

    # ---- extraction ----------------------------------------------------------------------------

    def extract(self, chunk_id: str, text: str) -> ChunkExtraction:
        """Run NER, standardisation and triple extraction on one chunk.

        Args:
            chunk_id: copied into the result.
            text: the chunk text (any characters).

        Returns:
            A :class:`ChunkExtraction`.  A step whose reply fails validation twice adds a
            :class:`StepFailure` and the result keeps what the other steps produced (module
            docstring).  When NER finds no entities, the other steps are not called.

        Raises:
            Whatever ``complete`` raises (transport errors).
        """
        failures: list[StepFailure] = []
        ner, failure = self._ask(STEP_NER, {"text": text})
        if failure is not None:
            return ChunkExtraction(chunk_id, (), (), (failure,))
        assert isinstance(ner, NerReply)
        typed = self._typed_entities(ner.entities)
        if not typed:
            return ChunkExtraction(chunk_id, (), (), ())
        listing = [{"name": name, "type": type_} for name, type_, _ in typed]

        std, failure = self._ask(STEP_STD, {"text": text, "entities": listing})
        official: dict[str, str] = {}
        if failure is not None:
            failures.append(failure)
        else:
            assert isinstance(std, StdReply)
            official = self._official_names(std.entities, [name for name, _, _ in typed])
        entities = tuple(
            ExtractedEntity(
                name=name,
                type=type_,
                official_name=official.get(name) or official_name(name),
                in_schema=in_schema,
            )
            for name, type_, in_schema in typed
        )

        triples: tuple[ExtractedTriple, ...] = ()
        reply, failure = self._ask(STEP_TRIPLE, {"text": text, "entities": listing})
        if failure is not None:
            failures.append(failure)
        else:
            assert isinstance(reply, TripleReply)
            triples = self._resolve_triples(reply.triples, entities)
        return ChunkExtraction(chunk_id, entities, triples, tuple(failures))

    def _typed_entities(self, items: Iterable[NerEntity]) -> list[tuple[str, str, bool]]:
        """(name, type, in_schema) per NER item, deduplicated, capped at ``max_entities``."""
        out: list[tuple[str, str, bool]] = []
        seen: set[tuple[str, str]] = set()
        for item in items:
            canonical = self.resolve_type(item.type)
            type_ = canonical if canonical is not None else item.type
            key = (_key(item.name), type_ if canonical is not None else _fold(type_))
            if key in seen:
                continue
            seen.add(key)
            out.append((item.name, type_, canonical is not None))
            if len(out) >= self.max_entities:
                break
        return out

    @staticmethod
    def _official_names(items: Iterable[StdEntity], names: Sequence[str]) -> dict[str, str]:
        """Map input names to the model's official names: exact name first, then name_key.
        Items naming no input entity and empty official names are ignored."""
        exact = {n: n for n in names}
        by_key: dict[str, list[str]] = {}
        for n in names:
            by_key.setdefault(_key(n), []).append(n)
        out: dict[str, str] = {}
        for item in items:
            if not item.official_name:
                continue
            targets = [exact[item.name]] if item.name in exact else by_key.get(_key(item.name), [])
            for n in targets:
                out.setdefault(n, item.official_name)
        return out

    def _resolve_triples(
        self, items: Iterable[TripleItem], entities: Sequence[ExtractedEntity]
    ) -> tuple[ExtractedTriple, ...]:
        index: dict[str, list[ExtractedEntity]] = {}
        for e in entities:
            for k in {_key(e.name), _key(e.official_name)}:
                index.setdefault(k, []).append(e)
        out: list[ExtractedTriple] = []
        seen: set[tuple[str, ...]] = set()
        for item in items:
            triple = self._resolve_triple(item, index)
            literal = triple.object_type and self._is_literal_range(triple.object_type)
            key = (
                _key(triple.subject),
                triple.subject_type,
                triple.predicate,
                _fold(triple.object) if literal else _key(triple.object),
                triple.object_type,
            )
            if key in seen:
                continue
            seen.add(key)
            out.append(triple)
        return tuple(out)

    def _resolve_triple(self, item: TripleItem, index: dict[str, list[ExtractedEntity]]) -> ExtractedTriple:
        subjects = index.get(_key(item.subject), [])
        objects = index.get(_key(item.object), [])
        # Try every reading of ambiguous names (one name, several types); the first that
        # conforms wins.
        for s in subjects:
            if not s.in_schema:
                continue
            pred = self.resolve_predicate(s.type, item.predicate)
            if pred is None:
                continue
            if self._is_literal_range(pred.range_type):
                return ExtractedTriple(s.official_name, s.type, pred.name, item.object, pred.range_type, True)
            for o in objects:
                if o.in_schema and o.type == pred.range_type:
                    return ExtractedTriple(s.official_name, s.type, pred.name, o.official_name, o.type, True)
        # Not conforming: keep what resolved.
        s = next((x for x in subjects if x.in_schema), subjects[0] if subjects else None)
        o = objects[0] if objects else None
        predicate = item.predicate
        if s is not None and s.in_schema:
            pred = self.resolve_predicate(s.type, item.predicate)
            if pred is not None:
                predicate = pred.name
                ranged = [x for x in objects if x.type == pred.range_type]
                o = ranged[0] if ranged else o
        return ExtractedTriple(
            subject=s.official_name if s else item.subject,
            subject_type=s.type if s else "",
            predicate=predicate,
            object=o.official_name if o else item.object,
            object_type=o.type if o else "",
            in_schema=False,
        )


# --------------------------------------------------------------------------------------------------
# Many chunks: the fan-out and the tables
# --------------------------------------------------------------------------------------------------

ENTITY_COLUMNS = ("chunk_id", "doc_id", "file_id", "name", "official_name", "name_key", "type", "in_schema",
                  "extractor", "model", "prompt_version")
TRIPLE_COLUMNS = ("triple_id", "chunk_id", "doc_id", "file_id", "subject", "subject_type", "subject_key", "predicate",
                  "object", "object_type", "object_key", "in_schema", "extractor", "model", "prompt_version")
FAILURE_COLUMNS = ("chunk_id", "doc_id", "file_id", "step", "error", "raw_reply", "attempts", "model", "prompt_version")


@dataclass(frozen=True)
class LlmExtraction:
    """What :func:`extract_into_tables` wrote.

    ``failed_files``: files with at least one failed chunk (a transport error or a step that failed
    validation twice); ``failures``: ``(chunk_id, file_id, step, error)`` of every failure, in
    chunk order.
    """

    entities: int
    schema_entities: int
    triples: int
    schema_triples: int
    failed_files: frozenset[str]
    failures: tuple[tuple[str, str, str, str], ...]

    @property
    def failed_chunks(self) -> int:
        """Chunks with at least one failure."""
        return len({chunk_id for chunk_id, *_ in self.failures})


def extract_into_tables(
    con,
    schema: Schema,
    chunks: Sequence[tuple[str, str, str, str]],
    complete: Callable[[list[dict]], str],
    *,
    model: str,
    max_concurrency: int = 4,
    transport_errors: tuple[type[Exception], ...] = (),
    discard: Callable[[list[dict]], None] | None = None,
    log: Callable[[str], None] | None = None,
) -> LlmExtraction:
    """Run :class:`SchemaExtractor` on every chunk, ``max_concurrency`` chunks at a time, and append
    the results to ``llm_entities``, ``llm_triples`` and ``llm_failures``.

    Args:
        con: an open DuckDB connection to the knowledge store (the caller holds the transaction).
        schema: the project's knowledge schema.
        chunks: ``(chunk_id, doc_id, file_id, text)``; rows are written in this order.
        complete: ``messages -> reply text`` (OpenAI-style chat list); called from worker threads.
        model: the model's name, written to the ``model`` column (``extractor`` is ``llm:<model>``).
        max_concurrency: chunks in flight at once.
        transport_errors: exception types of ``complete`` that mean "no reply" (after the caller's
            own retries): such a chunk gets one ``request`` failure row and keeps going; any other
            exception propagates.
        discard: called with the messages of every request whose step finally failed validation,
            so a reply cache can forget the reply and the next build asks again.
        log: progress lines (about ten per call).

    Returns:
        an :class:`LlmExtraction` with counts and failures. Triple ids hash
        ``("llm-triple", chunk_id, subject_type, subject_key, predicate, object_type, object_key)``.
    """
    extractor_name = f"llm:{model}"
    local = threading.local()

    def step_complete(messages: list[dict], step: str) -> str:
        local.sent.append((step, messages))
        return complete(messages)

    extractor = SchemaExtractor(schema, step_complete)

    def run(chunk: tuple) -> tuple[tuple, ChunkExtraction | None, str | None]:
        local.sent = []
        chunk_id, _doc_id, _file_id, text = chunk
        try:
            result = extractor.extract(chunk_id, text)
        except transport_errors as exc:
            return chunk, None, str(exc)
        failed_steps = {failure.step for failure in result.failures}
        if discard is not None:
            for step, messages in local.sent:
                if step in failed_steps:
                    discard(messages)
        return chunk, result, None

    entity_rows, triple_rows, failure_rows = [], [], []
    failed_files: set[str] = set()
    every = max(1, len(chunks) // 10)
    with ThreadPoolExecutor(max_workers=max_concurrency) as pool:
        for index, (chunk, result, transport_error) in enumerate(pool.map(run, chunks), start=1):
            chunk_id, doc_id, file_id, _text = chunk
            if transport_error is not None:
                failure_rows.append((chunk_id, doc_id, file_id, "request", transport_error, None, 1, model, PROMPT_VERSION))
                failed_files.add(file_id)
                continue
            for f in result.failures:
                failure_rows.append((chunk_id, doc_id, file_id, f.step, f.error, f.raw_reply, f.attempts, model, PROMPT_VERSION))
                failed_files.add(file_id)
            for e in result.entities:
                entity_rows.append((chunk_id, doc_id, file_id, e.name, e.official_name, name_key(e.official_name), e.type,
                                    e.in_schema, extractor_name, model, PROMPT_VERSION))
            for t in result.triples:
                subject_key, object_key = name_key(t.subject), name_key(t.object)
                triple_id = stable_hash("llm-triple", chunk_id, t.subject_type, subject_key, t.predicate, t.object_type, object_key)
                triple_rows.append((triple_id, chunk_id, doc_id, file_id, t.subject, t.subject_type, subject_key, t.predicate,
                                    t.object, t.object_type, object_key, t.in_schema, extractor_name, model, PROMPT_VERSION))
            if log is not None and index % every == 0:
                log(f"LLM extraction {index}/{len(chunks)} chunks")
    warehouse.insert_rows(con, "llm_entities", ENTITY_COLUMNS, entity_rows)
    warehouse.insert_rows(con, "llm_triples", TRIPLE_COLUMNS, triple_rows)
    warehouse.insert_rows(con, "llm_failures", FAILURE_COLUMNS, failure_rows)
    return LlmExtraction(
        entities=len(entity_rows),
        schema_entities=sum(1 for r in entity_rows if r[7]),
        triples=len(triple_rows),
        schema_triples=sum(1 for r in triple_rows if r[11]),
        failed_files=frozenset(failed_files),
        failures=tuple((r[0], r[2], r[3], r[4]) for r in failure_rows),
    )
