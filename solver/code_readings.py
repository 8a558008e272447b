"""The entity a code names: "区划代码330382是哪个县市", "330382是哪个县的代码", "Which county has the code
330382?". The code is linked as another form of the entity's name (an alias or key: the region
乐清市 keyed by its division code); the question asks which entity of its type it is, so the
answer is the entity itself, by name.

A question of this shape says nothing but the code, the words for a code, a verb of naming
(是, 对应, 指) and which-word with a noun for the type: the type's own label or the characters
its entities' names end with (县, 市, 区 for regions named 乐清市, 西湖区). Anything else in the
question (a property asked, "哪个县的人口") is another reading's.
"""

from __future__ import annotations

import re

import duckdb

from kagflow.solver.question_words import bridge
from kagflow.solver.schema_shapes import SchemaPlan, _bt
from kagflow.solver.scoring import is_cjk

__all__ = ["entity_by_code"]

_CODE_WORDS = r"(?:(?:行政)?区划代码|行政代码|代码|编码|编号|code|id)"
_PLACEHOLDER = "\uE000"  # where the code stood (a private-use character no question holds)
_ZH = re.compile(r"^\s*" + _CODE_WORDS + r"?\s*(?:为|是)?\s*" + _PLACEHOLDER + r"\s*(?:是|对应|对应的是|指的是|代表|说的是)\s*"
                 r"(?:哪个|哪一个|哪|什么)\s*(?P<noun>[\u4e00-\u9fff]{1,4}?)\s*(?:的\s*" + _CODE_WORDS + r")?\s*[？?。]?\s*$", re.I)
_EN = re.compile(r"^\s*(?:which|what)\s+(?P<noun>[a-z]+)\s+(?:has|is|carries|goes by)\s+(?:the\s+)?(?:(?:division|administrative)\s+)?"
                 + _CODE_WORDS + r"?\s*" + _PLACEHOLDER + r"\s*\??\s*$", re.I)


def entity_by_code(con: duckdb.DuckDBPyConnection, schema, question: str, links: list[dict]) -> SchemaPlan | None:
    """The reading of a question asking which entity a code names, or None.

    Args:
        con: the store (``kg_entities``).
        schema: the project's schema (the linked entity's type must be one of its types).
        question: the question, NFKC-normalised.
        links: the question's entity links (``{"text", "entity_id", "name", "type", "method"}``).

    Returns:
        a ``list`` plan of the linked entity (``Search(s=s1:T[`name`])``, ``Output(s1)``) where
        exactly one link is written other than as its entity's name and the rest of the question
        is only the words of this shape with a noun for the entity's type; None otherwise.
    """
    coded = [l for l in links if l["text"].casefold() != str(l["name"]).casefold()]
    if len(links) != 1 or len(coded) != 1 or coded[0]["type"] not in schema.types:
        return None
    link = coded[0]
    rest = question.replace(link["text"], _PLACEHOLDER, 1)
    m = _ZH.match(rest) or _EN.match(rest)
    if m is None or not _names_type(con, schema, link["type"], m.group("noun"), str(link["name"])):
        return None
    t, name = link["type"], link["name"]
    return SchemaPlan(f"Action1: Search(s=s1:{t}[{_bt(name)}])\nAction2: Output(s1)\n", "list", 0.8,
                      [f"{link['text']!r} names the {t} {name!r} (its {link.get('method', 'link')}); the question asks which it is"],
                      f"{{value}} (the {t} {link['text']} names)", kind="entity", answer_type=t,
                      explains=frozenset({link["text"]}), types=frozenset({t}))


def _names_type(con: duckdb.DuckDBPyConnection, schema, t: str, noun: str, name: str) -> bool:
    """Whether ``noun`` ("县市", "行政区", "county") stands for type ``t`` and for the entity
    ``name``: the type's label or name; or characters (its own, or its glossary words' in Chinese)
    that end names of ``t``'s entities, among them the last of ``name`` ("哪个县市" for 乐清市, not
    "哪个省"), 县, 市 and 区 standing for one another (the county level: 乐清市 is a county's city)."""
    label = schema.types[t].display_name or ""
    if noun.casefold() in {t.casefold(), label.casefold()} or (label and noun in label):
        return True
    chars = {c for c in noun if is_cjk(c)} if not noun.isascii() else {  # ("county": 区县)
        c for w in bridge(noun).split() if not w.isascii() and len(w) <= 2 for c in w if is_cjk(c)}
    if not chars or not name:
        return False
    endings = {e for (e,) in con.execute("SELECT DISTINCT right(name, 1) FROM kg_entities WHERE type = $t", {"t": t}).fetchall()}
    if not (chars <= endings if not noun.isascii() else chars & endings):
        return False
    return name[-1] in chars or (chars <= _COUNTY_LEVEL and name[-1] in _COUNTY_LEVEL)


_COUNTY_LEVEL = frozenset("县市区")
