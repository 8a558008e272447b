"""Names a question writes short, for :meth:`kagflow.solver.ask.Asker.link`: a second name written after a
conjunction without the part it shares with the first ("宁波市汽车燃气有限公司梅墟加气站和江南路加气站"), a name
written by its first words ("Borealis Rubber" for Borealis Rubber Works; one word, "Acme", for a source-table
entity), and a Chinese name written by its last characters ("天童禅寺" for 宁波天童禅寺). Each links an entity only
where exactly one entity's name completes what the question writes; nothing is guessed otherwise."""

from __future__ import annotations

import re

import duckdb

from kagflow.solver.scoring import is_cjk

__all__ = ["elided_links", "prefixed_links", "suffixed_links"]

#: ``(start, end, link)``: a span of the folded question and the link it makes (:meth:`Asker.link`'s dict)
Found = tuple[int, int, dict]

# two or more capitalised Latin words in a row ("Borealis Rubber", "Which Acme Motors")
_CAPITALISED_RUN = re.compile(r"\b[A-Z][\w'&.-]*(?:\s+[A-Z][\w'&.-]*)+")
# what may follow a Chinese name in a question: a particle, a conjunction, a verb of being or having, punctuation
_AFTER_NAME = frozenset("的和与及跟、，,。？?！!；;:：是有在吗呢哪谁为于比共占属位所从到")
# what may come before it: the question's start, a conjunction, punctuation, a verb of being, a request
_BEFORE_NAME = frozenset("和与及跟、，,。？?！!；;:： 是在从给对把被问请")
# how the name of an owner or a place ends: what a Chinese name may be written without
_OWNER_ENDINGS = ("公司", "集团", "市", "县", "区", "省", "镇", "乡")
# a short form's least length, in characters, and the least the full name must hold beyond it
_SHORT_MIN, _SHORT_BEYOND = 3, 2
# one capitalised Latin word of four letters or more ("Acme", "Helix")
_CAPITALISED_WORD = re.compile(r"\b[A-Z][a-z][\w'&-]{2,}\b")
# a conjunction joining two names ("A站和B站", "A与B")
_AND_NEXT = re.compile(r"\s*(?:和|与|及|跟|以及|、)\s*")


def prefixed_links(con: duckdb.DuckDBPyConnection, question: str, folded: str, found: list[Found]) -> list[Found]:
    """A name written short by its first words: a run of two or more capitalised Latin words that
    no link covers and that begins the name of exactly one entity ("what country is Borealis
    Rubber in?": Borealis Rubber Works) links that entity (``method`` ``"prefix"``); the longest
    such run wins ("Which Borealis Rubber" tries "Borealis Rubber" too), and a run beginning
    the names of two entities links neither. One capitalised word (four letters or more, not the
    question's first, not in a run of capitalised words) links only an entity of the source tables whose name it alone begins ("To how
    many companies has Acme sent money?": Acme Motors; the documents' names are left out, as NER
    makes many of them from one word).

    Args:
        con: the store (``kg_link_names``).
        question, folded: the question as written and folded (NFKC, case-folded; the same length,
            else nothing is linked here).
        found: the links made so far; a run that overlaps one is left alone.

    Returns:
        the new links, ``(start, end, link)`` with ``method`` ``"prefix"``.
    """
    out: list[Found] = []
    if len(question) != len(folded):
        return out
    for m in _CAPITALISED_RUN.finditer(question):
        words = [w for w in re.finditer(r"\S+", m.group(0))]
        for i in range(len(words) - 1):  # drop leading words ("Which", "Does") one at a time
            a, b = m.start() + words[i].start(), m.end()
            if any(f[0] < b and a < f[1] for f in found + out):
                break
            rows = con.execute("SELECT DISTINCT entity_id, name, type FROM kg_link_names WHERE method = 'name' "
                               "AND entity_id IS NOT NULL AND starts_with(folded, $k)", {"k": folded[a:b] + " "}).fetchall()
            if len({r[0] for r in rows}) == 1:
                out.append((a, b, {"text": question[a:b], "entity_id": rows[0][0], "name": rows[0][1], "type": rows[0][2],
                                   "method": "prefix"}))
                break
            if rows:
                break  # several entities begin so: no guess
    runs = [r.span() for r in _CAPITALISED_RUN.finditer(question)]
    for m in _CAPITALISED_WORD.finditer(question):  # "has Acme sent money": one word, never the question's first
        a, b = m.span()
        if a == 0 or any(f[0] < b and a < f[1] for f in found + out) or any(x <= a and b <= y for x, y in runs):
            continue  # (nor a word of a longer run that begins no name: "Acme Motor" is no Acme Motors)
        rows = con.execute("SELECT DISTINCT l.entity_id, l.name, l.type FROM kg_link_names l JOIN kg_entities e ON e.entity_id = l.entity_id "
                           "WHERE l.method = 'name' AND e.origin = 'source' AND starts_with(l.folded, $k)", {"k": folded[a:b] + " "}).fetchall()
        if len({r[0] for r in rows}) == 1:
            out.append((a, b, {"text": question[a:b], "entity_id": rows[0][0], "name": rows[0][1], "type": rows[0][2], "method": "prefix"}))
    return out


def elided_links(con: duckdb.DuckDBPyConnection, question: str, folded: str, found: list[Found]) -> list[Found]:
    """Names written after a linked one with the part they share with it left out:
    "宁波市汽车燃气有限公司梅墟加气站和江南路加气站" names the company's 江南路加气站, whose name is
    宁波市汽车燃气有限公司江南路加气站. After a conjunction, the longest run that completes a beginning
    of the linked name (two characters of its own part left) to a name of an entity of the same
    type links that entity (``method`` ``"elided"``); nothing is guessed where no name completes.

    Args:
        con: the store (``kg_link_names``).
        question, folded: the question as written and folded.
        found: the links made so far; the second name starts right after one of them.

    Returns:
        the new links, ``(start, end, link)`` with ``method`` ``"elided"`` and the first link's type.
    """
    out: list[Found] = []
    for start, end, link in found:
        m = _AND_NEXT.match(folded, end)
        if m is None or not link["entity_id"] or not all(is_cjk(c) for c in folded[start:end][:2]) \
                or any(f[0] <= m.end() < f[1] for f in found):
            continue
        name, tail = folded[start:end], re.match(r"[^\s，,。？?！!；;、和与及跟]{2,30}", folded[m.end():])
        if tail is None:
            continue
        tail = tail.group(0)
        candidates = {name[:k] + tail[:j]: (j, k) for k in range(1, len(name) - 1) for j in range(2, len(tail) + 1)}
        rows = con.execute("SELECT folded, entity_id, name, method FROM kg_link_names WHERE type = $t "
                                "AND folded IN (SELECT unnest($c))", {"t": link["type"], "c": sorted(candidates)}).fetchall()
        rows = [r for r in rows if r[1] != link["entity_id"]]
        if not rows:
            continue
        best = max(candidates[r[0]] for r in rows)
        chosen = sorted(r for r in rows if candidates[r[0]] == best)
        if len({r[1] for r in chosen}) != 1:
            continue  # two entities complete it alike: no guess
        j = best[0]
        out.append((m.end(), m.end() + j, {"text": question[m.end():m.end() + j], "entity_id": chosen[0][1], "name": chosen[0][2],
                                           "type": link["type"], "method": "elided"}))
    return out


def suffixed_links(con: duckdb.DuckDBPyConnection, question: str, folded: str, found: list[Found], memo=None) -> list[Found]:
    """A Chinese name written by its last characters, its owner or place left out: "天童禅寺" for
    宁波天童禅寺, "东栅站和岗山路站" for 嘉兴市加油加气站有限公司东栅站 and …岗山路站. In a run of Chinese
    characters no link covers, starting where the question, a conjunction, punctuation or a link
    ends and ending where a particle or punctuation follows, the longest stretch
    (three characters or more) that ends the name of exactly one entity, and is no whole name, value
    or label of the store's, and whose name holds before it an owner or a place (a part ending 公司,
    集团, 市, 县, 区, 省, 镇 or 乡, or a value or name of the store's, as written or with 市/县/区 after it),
    links that entity (``method`` ``"suffix"``); a stretch ending two
    entities' names links neither (and no shorter stretch of it is tried).

    Args:
        con: the store (``kg_link_names``, ``kg_properties``).
        question, folded: the question as written and folded (the same length, else nothing is linked here).
        found: the links made so far; their spans are left alone.
        memo: the reader's :class:`~kagflow.solver.store_memo.StoreMemo`, which keeps the names by their
            last characters while the store is open (None: read for this question).

    Returns:
        the new links, ``(start, end, link)`` with ``method`` ``"suffix"``.
    """
    if len(question) != len(folded):
        return []
    covered = [(a, b) for a, b, _ in found]
    spans: list[tuple[int, int]] = []  # (start, end) of each stretch to try, longest first per end
    for run in re.finditer(r"[\u4e00-\u9fff]{%d,}" % _SHORT_MIN, folded):
        for e in range(run.start() + _SHORT_MIN, run.end() + 1):
            if e < run.end() and folded[e] not in _AFTER_NAME:
                continue
            for a in range(run.start(), e - _SHORT_MIN + 1):
                if (a == 0 or folded[a - 1] in _BEFORE_NAME or any(y == a for _x, y in covered)) \
                        and not any(x < e and a < y for x, y in covered):
                    spans.append((a, e))
    if not spans:
        return []
    ends = _name_endings(con, memo)
    rows = [(text, entity_id, name, type_name, full) for text in sorted({folded[a:b] for a, b in spans})
            for full, entity_id, name, type_name in ends.get(text[-_SHORT_MIN:], ()) if full.endswith(text)
            and len(full) >= len(text) + _SHORT_BEYOND]
    if rows:  # no whole name, alias or value of the store's (a value: "西湖区", the county, ends 杭州市西湖区 too)
        said = sorted({r[0] for r in rows})
        taken = {t for (t,) in con.execute("SELECT folded FROM kg_link_names WHERE folded IN (SELECT unnest($c)) UNION "
                                           "SELECT value FROM kg_properties WHERE value IN (SELECT unnest($c))", {"c": said}).fetchall()}
        rows = [r for r in rows if r[0] not in taken]
    if not rows:
        return []
    # the part left out must be an owner or a place: a company or region name ending, or a value or name
    # of the store's as written or with 市/县/区 ("宁波" of 宁波天童禅寺); "活动场所" ending 义乌市伊斯兰教活动场所
    # is a common word, not that name written short
    prefixes = {full[:-len(text)] for text, _e, _n, _t, full in rows}
    known = {v for (v,) in con.execute(
        "SELECT value FROM kg_properties WHERE value IN (SELECT unnest($p)) UNION SELECT folded FROM kg_link_names "
        "WHERE folded IN (SELECT unnest($p))", {"p": sorted(prefixes | {p + end for p in prefixes for end in "市县区"})}).fetchall()}
    owners: dict[str, dict[str, tuple[str, str]]] = {}
    for text, entity_id, name, type_name, full in rows:
        prefix = full[:-len(text)]
        if prefix.endswith(_OWNER_ENDINGS) or prefix in known or any(prefix + end in known for end in "市县区"):
            owners.setdefault(text, {})[entity_id] = (name, type_name)
    out: list[Found] = []
    for a, e in sorted(spans, key=lambda s: (s[1] - s[0]), reverse=True):
        if any(x < e and a < y for x, y, _ in out) or folded[a:e] not in owners:
            continue
        entities = owners[folded[a:e]]
        if len(entities) == 1:
            (entity_id, (name, type_name)), = entities.items()
            out.append((a, e, {"text": question[a:e], "entity_id": entity_id, "name": name, "type": type_name, "method": "suffix"}))
        else:  # the stretch ends several names: nothing inside it is linked either
            out.append((a, e, {}))
    return [f for f in out if f[2]]


def _name_endings(con: duckdb.DuckDBPyConnection, memo) -> dict[str, list[tuple[str, str, str, str]]]:
    """The names of entities by their last :data:`_SHORT_MIN` characters: ``{ending: [(folded name,
    entity id, name, type)]}``, Chinese names only; kept in ``memo`` when given."""
    def read() -> dict[str, list[tuple[str, str, str, str]]]:
        out: dict[str, list[tuple[str, str, str, str]]] = {}
        for full, entity_id, name, type_name in con.execute(
                "SELECT DISTINCT folded, entity_id, name, type FROM kg_link_names WHERE method = 'name' AND entity_id IS NOT NULL "
                "AND length(folded) >= $n ORDER BY ALL", {"n": _SHORT_MIN + _SHORT_BEYOND}).fetchall():
            if is_cjk(full[-1]):
                out.setdefault(full[-_SHORT_MIN:], []).append((full, entity_id, name, type_name))
        return out

    return read() if memo is None else memo.get(("name endings", _SHORT_MIN), read)
