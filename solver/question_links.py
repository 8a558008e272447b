"""Names a question writes short, for :meth:`kagflow.solver.ask.Asker.link`: a second name written after a
conjunction without the part it shares with the first ("宁波市汽车燃气有限公司梅墟加气站和江南路加气站"), a name
written by its first words ("Borealis Rubber" for Borealis Rubber Works; one word, "Acme", for a source-table
entity), and a Chinese name written by its last characters ("天童禅寺" for 宁波天童禅寺). Each links an entity only
where exactly one entity's name completes what the question writes; nothing is guessed otherwise. A name masked
in its source ("传化****限公司") may be written by the characters it shows before its mask ("传化"), and a company
by its trade name, its place and its trade and legal form left out ("杭钢亚盛" for 杭州杭钢亚盛天然气有限公司), or without
its legal form alone ("慈溪市煤气" for 慈溪市煤气有限公司, "fjord steel" for Fjord Steel AS)."""

from __future__ import annotations

import bisect
import re

import duckdb

from kagflow.solver.scoring import is_cjk

__all__ = ["bare_links", "completed_links", "elided_links", "headed_links", "infix_links", "prefixed_links", "suffixed_links", "unplaced_links"]

#: ``(start, end, link)``: a span of the folded question and the link it makes (:meth:`Asker.link`'s dict)
Found = tuple[int, int, dict]

# two or more capitalised Latin words in a row ("Borealis Rubber", "Which Acme Motors")
# (Latin letters only: "Fjord Steel生产…" has no word boundary before its Chinese)
_CAPITALISED_RUN = re.compile(r"(?<![A-Za-z0-9_])[A-Z][A-Za-z0-9_'&.-]*(?:\s+[A-Z][A-Za-z0-9_'&.-]*)+")
# what may follow a Chinese name in a question: a particle, a conjunction, a verb of being or having, punctuation
_AFTER_NAME = frozenset("的和与及跟同、，,。？?！!；;:：是有在吗呢哪谁为于比共占属位所从到")
# what may come before it: the question's start, a conjunction, punctuation, a verb of being, a request, a comparison
_BEFORE_NAME = frozenset("和与及跟、，,。？?！!；;:： 是在从给对把被问请比")  # (比: "A比B多")
# what a comparison says after the name compared with ("比天童禅寺大多少", "比B早")
_COMPARED = frozenset("大小多少高低早晚长短")
# how the name of an owner or a place ends: what a Chinese name may be written without
_OWNER_ENDINGS = ("公司", "集团", "市", "县", "区", "省", "镇", "乡", "附属", "学院", "大学", "医院", "协会")
# (附属: "浙江大学医学院附属邵逸夫医院"; 学院: "中国佛学院普陀山学院", a school under its owning one)
# a short form's least length, in characters, and the least the full name must hold beyond it
_SHORT_MIN, _SHORT_BEYOND = 3, 2
# a run of Chinese characters, Latin letters and digits between them (never at its ends)
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+(?:[A-Za-z0-9]+[\u4e00-\u9fff]+)*")
# one capitalised Latin word of four letters or more ("Acme", "Helix"); the name it begins may go on after a comma
# (an Irish or Italian surname's apostrophe too: "O'Hara")
_CAPITALISED_WORD = re.compile(r"(?<![A-Za-z0-9_])[A-Z](?:[a-z]|'[A-Z])[A-Za-z0-9_'&-]{2,}(?![A-Za-z0-9_'&-])")
# how a company's name ends in its legal form; how a place's name ends
_LEGAL_FORMS = ("公司", "集团")
_PLACE_ENDINGS = ("省", "市", "县", "区")
# what may follow a trade name in a question: what follows a name, or a demonstrative ("杭钢亚盛那个加气站")
_AFTER_TRADE_NAME = _AFTER_NAME | frozenset("那这 ")  # (and a space: "the 杭钢亚盛 gas station")
# the legal forms a company's name may be written without ("慈溪市煤气" for 慈溪市煤气有限公司), longest first
_BARE_FORMS = ("集团股份有限公司", "集团有限责任公司", "集团有限公司", "股份有限公司", "有限责任公司", "有限公司", "集团公司", "公司", "集团")
# the same in Latin script, folded ("fjord steel" for Fjord Steel AS); the name less it keeps two words or more
_BARE_FORMS_EN = ("co., ltd.", "co., ltd", "co. ltd.", "co. ltd", "co ltd", "pty ltd", "pte ltd", "s.p.a.", "s.a.", "gmbh", "ltd.", "ltd",
                  "limited", "inc.", "inc", "corp.", "corp", "corporation", "co.", "co", "llc", "plc", "ag", "as", "asa", "ab", "sa",
                  "spa", "bv", "nv", "oy", "kk", "se")
# the most words of a Latin-script name written without its legal form
_BARE_WORDS_MAX = 6
# a bare name this long may run into the question's next word ("慈溪市煤气构成…"); a shorter one must end where a word does
_BARE_UNBOUNDED = 5
# how a source masks a name's characters ("传化****限公司", "裘**")
_MASK = "*"
# a masked name's shown head, in characters: the least a question may write it by
_HEAD_MIN = 2
# a date's end right before a name ("2023年5月传化一共转出了多少钱"): a word boundary
_AFTER_DATE = re.compile(r"\d\s*[年月日号]$")
# a conjunction joining two names ("A站和B站", "A与B")
_AND_NEXT = re.compile(r"\s*(?:和|与|及|跟|以及|、)\s*")


def completed_links(con: duckdb.DuckDBPyConnection, question: str, folded: str, found: list[Found], memo=None) -> list[Found]:
    """The links of names written whole (``found``) with those written in part added (elided, prefixed,
    suffixed, headed, infix, unplaced, bare: the functions above), a name inside a longer one dropped, in
    question order."""
    found += elided_links(con, question, folded, found)
    found += prefixed_links(con, question, folded, found)
    found += suffixed_links(con, question, folded, found, memo)
    found += headed_links(con, question, folded, found, memo)
    found += infix_links(con, question, folded, found, memo)
    found += unplaced_links(con, question, folded, found, memo)
    bare = bare_links(con, question, folded, found, memo)
    # a bare company name begins with the place it links ("慈溪市煤气": 慈溪市): the longer name is the reading
    found = [f for f in found if not any(b[0] <= f[0] and f[1] <= b[1] for b in bare)] + bare
    # (a name inside a longer one the later steps linked is none of the question's: 港区 in an elided 梅山保税港区加气站)
    found = sorted((f for f in found if not any(g[0] <= f[0] and f[1] <= g[1] and g[1] - g[0] > f[1] - f[0] for g in found)),
                   key=lambda f: (f[0], f[1]))
    return found


def prefixed_links(con: duckdb.DuckDBPyConnection, question: str, folded: str, found: list[Found]) -> list[Found]:
    """A name written short by its first words: a run of two or more capitalised Latin words that
    no link covers and that begins the name of exactly one entity ("what country is Borealis
    Rubber in?": Borealis Rubber Works) links that entity (``method`` ``"prefix"``); the longest
    such run wins ("Which Borealis Rubber" tries "Borealis Rubber" too), and a run beginning
    the names of two entities links neither. One capitalised word (four letters or more, not the
    first of an English question, not in a run of capitalised words) links only an entity of the source
    tables whose name it alone begins ("To how
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
        after = question[b:].lstrip()  # ("Helix生产…", "Eastwind 的法定代表人": a Chinese question's first word)
        first = a == 0 and not (after and is_cjk(after[0]))
        if first or any(f[0] < b and a < f[1] for f in found + out) or any(x <= a and b <= y for x, y in runs):
            continue  # (nor a word of a longer run that begins no name: "Acme Motor" is no Acme Motors)
        rows = con.execute("SELECT DISTINCT l.entity_id, l.name, l.type FROM kg_link_names l JOIN kg_entities e ON e.entity_id = l.entity_id "
                           "WHERE l.method = 'name' AND e.origin = 'source' AND (starts_with(l.folded, $k || ' ') OR starts_with(l.folded, $k || ','))",
                           {"k": folded[a:b]}).fetchall()
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
    # (a run may hold Latin letters and digits between its characters: "福庆南路CNG加气站")
    for run in _CJK_RUN.finditer(folded):
        if run.end() - run.start() < _SHORT_MIN:
            continue
        for e in range(run.start() + _SHORT_MIN, run.end() + 1):
            # (the second of two compared names ends where what is compared begins: "比天童禅寺大多少")
            compared = e < run.end() and folded[e] not in _AFTER_NAME and folded[e] in _COMPARED
            if e < run.end() and folded[e] not in _AFTER_NAME and not compared:
                continue
            for a in range(run.start(), e - _SHORT_MIN + 1):
                if compared and folded[a - 1:a] != "比":
                    continue
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
        taken = _known(con, said)
        rows = [r for r in rows if r[0] not in taken]
    if not rows:
        return []
    # the part left out must be an owner or a place: a company or region name ending, or a value or name
    # of the store's as written or with 省/市/县/区 ("宁波" of 宁波天童禅寺); "活动场所" ending 义乌市伊斯兰教活动场所
    # is a common word, not that name written short
    # (or two places, the city's and the district's: "杭州西湖" of 杭州西湖刘长贵口腔诊所)
    prefixes = {full[:-len(text)] for text, _e, _n, _t, full in rows}
    parts = prefixes | {p[k:] for p in prefixes for k in range(2, len(p) - 1)} | {p[:k] for p in prefixes for k in range(2, len(p) - 1)}
    known = _known(con, sorted(parts | {p + end for p in parts for end in "省市县区"}))
    owners: dict[str, dict[str, tuple[str, str]]] = {}
    for text, entity_id, name, type_name, full in rows:
        prefix = full[:-len(text)]
        if prefix.endswith(_OWNER_ENDINGS) or _is_place(prefix, known) \
                or any(_is_region(prefix[:k], known) and _is_region(prefix[k:], known) for k in range(2, len(prefix) - 1)):
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


def headed_links(con: duckdb.DuckDBPyConnection, question: str, folded: str, found: list[Found], memo=None) -> list[Found]:
    """A masked name written by the characters it shows before its mask: "传化单笔转出…" names
    传化****限公司, "三角的法人" 三角***份限公司. Where a question's Chinese characters start (the question's
    start, a conjunction, punctuation or a link's end; no link covers them), the longest stretch of two
    characters or more that is the whole shown head of the names of exactly one entity links it
    (``method`` ``"head"``); names that begin with another such name ("传化****限公司利润下跌事件",
    an event named after the company) give way to it. A stretch that is a whole name, alias or value
    of the store's is left alone, as is one that heads two entities' names.

    Args:
        con: the store (``kg_link_names``, ``kg_properties``).
        question, folded: the question as written and folded (the same length, else nothing is linked here).
        found: the links made so far; their spans are left alone.
        memo: the reader's :class:`~kagflow.solver.store_memo.StoreMemo` (None: read for this question).

    Returns:
        the new links, ``(start, end, link)`` with ``method`` ``"head"``.
    """
    if len(question) != len(folded):
        return []
    heads = _masked_heads(con, memo)
    if not heads:
        return []
    covered = [(a, b) for a, b, _ in found]
    tried: dict[int, list[str]] = {}  # start -> the stretches there that head a masked name, longest first
    for run in re.finditer(r"[\u4e00-\u9fff]{%d,}" % _HEAD_MIN, folded):
        for a in range(run.start(), run.end() - _HEAD_MIN + 1):
            if not _opens(folded, a, covered):
                continue
            stop = next((x for x, _y in sorted(covered) if x > a), run.end())
            texts = [folded[a:e] for e in range(min(run.end(), stop), a + _HEAD_MIN - 1, -1) if folded[a:e] in heads]
            if texts:
                tried[a] = texts
    if not tried:
        return []
    said = sorted({t for texts in tried.values() for t in texts})
    taken = _known(con, said)
    out: list[Found] = []
    for a, texts in sorted(tried.items()):
        if any(x <= a < y for x, y, _ in out):
            continue
        text = texts[0]  # the longest stretch that heads a name; a shorter one is no better reading
        names = heads[text]
        # an entity whose name begins with another's ("…公司利润下跌事件") is named after that one
        own = [n for n in names if not any(m[0] != n[0] and n[0].startswith(m[0]) for m in names)]
        if text in taken or len({n[1] for n in own}) != 1:
            continue
        _full, entity_id, name, type_name = own[0]
        out.append((a, a + len(text), {"text": question[a:a + len(text)], "entity_id": entity_id, "name": name,
                                       "type": type_name, "method": "head"}))
    return out


def infix_links(con: duckdb.DuckDBPyConnection, question: str, folded: str, found: list[Found], memo=None) -> list[Found]:
    """A company written by its trade name (字号), the place before it and the trade and legal form
    after it left out: "杭钢亚盛那个加气站" names 杭州杭钢亚盛天然气有限公司, "优洁能的…" 浙江优洁能汽车能源有限公司.
    Where a question's Chinese characters start (as for :func:`suffixed_links`; no link covers them),
    the longest stretch of three characters or more, ending where a particle, punctuation or 那/这 follows
    and holding two characters or more past a place it begins with, that lies inside the name of exactly
    one entity of the source tables, after nothing or a place (a value or name of the store's, as written or with
    省/市/县/区 after it, or a part ending 省, 市, 县 or 区) and before a part ending in a legal form
    (公司, 集团), links that entity (``method`` ``"trade name"``). A stretch that is a whole name, alias or value of the store's,
    or that lies so in two entities' names, is left alone.

    Args:
        con: the store (``kg_link_names``, ``kg_entities``, ``kg_properties``).
        question, folded: the question as written and folded (the same length, else nothing is linked here).
        found: the links made so far; their spans are left alone.
        memo: the reader's :class:`~kagflow.solver.store_memo.StoreMemo`, which keeps the company names
            while the store is open (None: read for this question).

    Returns:
        the new links, ``(start, end, link)`` with ``method`` ``"trade name"``.
    """
    if len(question) != len(folded):
        return []
    covered = [(a, b) for a, b, _ in found]
    starts: dict[int, list[str]] = {}
    for run in re.finditer(r"[\u4e00-\u9fff]{%d,}" % _SHORT_MIN, folded):
        for a in range(run.start(), run.end() - _SHORT_MIN + 1):
            if _opens(folded, a, covered):
                stop = min([x for x, _y in covered if x > a] + [run.end()])
                starts[a] = [folded[a:e] for e in range(stop, a + _SHORT_MIN - 1, -1)  # (ending where the words do)
                             if e == len(folded) or folded[e] in _AFTER_TRADE_NAME]
    said = sorted({t for texts in starts.values() for t in texts})
    if not said:
        return []
    joined, offsets, names = _company_names(con, memo)
    inside: dict[str, list[tuple[str, str, str, str]]] = {}
    for text in said:
        at = joined.find(text)
        while at >= 0:  # each company name holding the stretch (the names are joined by newlines)
            full, entity_id, name, type_name = names[bisect.bisect_right(offsets, at) - 1]
            before, _sep, after = full.partition(text)
            if after.endswith(_LEGAL_FORMS) and text not in after:
                inside.setdefault(text, []).append((before, entity_id, name, type_name))
            at = joined.find(text, at + 1)
    if not inside:
        return []
    parts = {before for texts in inside.values() for before, *_ in texts if before}
    parts |= {text[:k] for text in inside for k in range(2, len(text))}  # (a place the stretch begins with)
    parts |= {before + end for before in parts for end in "省市县区"}
    taken = _known(con, sorted(set(inside) | parts))
    out: list[Found] = []
    for a, texts in sorted(starts.items()):
        if any(x <= a < y for x, y, _ in out):
            continue
        # the stretch ends where the question's words do ("杭钢亚盛那个…", "优洁能的…"; not "浙江一" of 浙江一共), and
        # holds two characters or more past a place it begins with
        text = next((t for t in texts if t in inside), None)
        if text is None or text in taken or any(_is_place(text[:k], taken) for k in range(max(2, len(text) - 1), len(text))):
            continue
        places = {entity_id: (name, type_name) for before, entity_id, name, type_name in inside[text]
                  if not before or _is_place(before, taken)}
        if len(places) == 1 and len({e for _b, e, _n, _t in inside[text]}) == 1:
            (entity_id, (name, type_name)), = places.items()
            out.append((a, a + len(text), {"text": question[a:a + len(text)], "entity_id": entity_id, "name": name,
                                           "type": type_name, "method": "trade name"}))
    return out


def bare_links(con: duckdb.DuckDBPyConnection, question: str, folded: str, found: list[Found], memo=None) -> list[Found]:
    """A company written without its legal form: "慈溪市煤气的负责人" names 慈溪市煤气有限公司. Where a
    question's Chinese characters start (as for :func:`suffixed_links`), or where a link to a place starts
    (the place is then the first part of the longer name: 慈溪市, a region, in 慈溪市煤气), the longest stretch
    of three characters or more, ending where a particle, punctuation or 那/这 follows (or of five or more,
    ending anywhere: "慈溪市煤气构成…"), that is the name of
    exactly one entity of the source tables less its legal form (有限公司, 股份有限公司, 集团, …), links that
    entity (``method`` ``"bare"``). A stretch that is a whole name, alias or value of the store's is left alone.
    The caller drops the place links a bare link covers.

    Args:
        con: the store (``kg_link_names``, ``kg_entities``, ``kg_properties``).
        question, folded: the question as written and folded (the same length, else nothing is linked here).
        found: the links made so far; a stretch crosses none of them but a place link it begins with.
        memo: the reader's :class:`~kagflow.solver.store_memo.StoreMemo` (None: read for this question).

    Returns:
        the new links, ``(start, end, link)`` with ``method`` ``"bare"``.
    """
    if len(question) != len(folded):
        return []
    places = {a for a, b, _link in found if _is_place(folded[a:b], set())}
    covered = [(a, b) for a, b, _ in found]
    bare = _bare_lookup(con, memo)
    starts: dict[int, list[str]] = {}
    for run in re.finditer(r"[\u4e00-\u9fff0-9a-z]{%d,}" % _SHORT_MIN, folded):  # ("…福庆南路cng加气站": a branch's name)
        for a in range(run.start(), run.end() - _SHORT_MIN + 1):
            at_place = a in places
            if not (at_place or _opens(folded, a, covered)):
                continue
            stop = min([x for x, _y in covered if x > a] + [run.end()])
            texts = [folded[a:e] for e in range(stop, a + _SHORT_MIN - 1, -1)
                     if (e == len(folded) or folded[e] in _AFTER_TRADE_NAME or e - a >= _BARE_UNBOUNDED) and folded[a:e] in bare]
            if texts and not (at_place and len(texts[0]) <= max(y - x for x, y in covered if x == a)):
                starts[a] = texts
    out: list[Found] = _bare_latin_links(con, question, folded, covered, memo)
    if not starts:
        return out
    taken = _known(con, sorted({t for texts in starts.values() for t in texts}))
    for a, texts in sorted(starts.items()):
        text = texts[0]  # the longest stretch; a shorter one is no better reading
        if any(x <= a < y for x, y, _ in out) or text in taken or len({n[1] for n in bare[text]}) != 1:
            continue
        _full, entity_id, name, type_name = bare[text][0]
        out.append((a, a + len(text), {"text": question[a:a + len(text)], "entity_id": entity_id, "name": name,
                                       "type": type_name, "method": "bare"}))
    return out


def unplaced_links(con: duckdb.DuckDBPyConnection, question: str, folded: str, found: list[Found], memo=None) -> list[Found]:
    """A name written with its place's 市, 县 or 区 left out: "东阳天主教爱国会" names 东阳市天主教爱国会. Where a
    question's Chinese characters start (as for :func:`suffixed_links`; no link covers them), the longest
    stretch of four characters or more, ending where a particle, punctuation or a space follows (or of six
    or more, ending anywhere), that with 市, 县 or 区 put after its first two or three characters is the
    whole name of exactly one entity, links it (``method`` ``"unplaced"``).

    Returns:
        the new links, ``(start, end, link)`` with ``method`` ``"unplaced"``.
    """
    if len(question) != len(folded):
        return []
    covered = [(a, b) for a, b, _ in found]
    stretches: dict[int, list[str]] = {}
    for run in re.finditer(r"[\u4e00-\u9fff]{4,}", folded):
        for a in range(run.start(), run.end() - 3):
            if _opens(folded, a, covered):
                stop = min([x for x, _y in covered if x > a] + [run.end()])
                stretches[a] = [folded[a:e] for e in range(stop, a + 3, -1)
                                if e == len(folded) or folded[e] in _AFTER_TRADE_NAME or e - a >= 6]
    placed = {t[:k] + end + t[k:]: t for texts in stretches.values() for t in texts for k in (2, 3) for end in "市县区"}
    if not placed:
        return []
    names = _placed_names(con, memo)
    by_text: dict[str, list[tuple]] = {}
    for full in sorted(placed):
        for row in names.get(full, ()):
            by_text.setdefault(placed[full], []).append(row)
    out: list[Found] = []
    for a, texts in sorted(stretches.items()):
        text = next((t for t in texts if t in by_text), None)
        if text is None or any(x <= a < y for x, y, _ in out) or len({r[0] for r in by_text[text]}) != 1:
            continue
        entity_id, name, type_name = by_text[text][0]
        out.append((a, a + len(text), {"text": question[a:a + len(text)], "entity_id": entity_id, "name": name, "type": type_name,
                                       "method": "unplaced"}))
    return out


def _placed_names(con: duckdb.DuckDBPyConnection, memo) -> dict[str, tuple[tuple[str, str, str], ...]]:
    """The entity names with 市, 县 or 区 after their first two or three characters, folded, as
    :func:`unplaced_links` looks them up: ``{folded name: ((entity id, name, type), ...)}``; kept in
    ``memo`` when given."""
    def read() -> dict[str, tuple[tuple[str, str, str], ...]]:
        out: dict[str, list[tuple[str, str, str]]] = {}
        for full, entity_id, name, type_name in con.execute(
                "SELECT DISTINCT folded, entity_id, name, type FROM kg_link_names WHERE method = 'name' AND entity_id IS NOT NULL "
                "AND (substr(folded, 3, 1) IN ('市', '县', '区') OR substr(folded, 4, 1) IN ('市', '县', '区')) ORDER BY ALL").fetchall():
            out.setdefault(full, []).append((entity_id, name, type_name))
        return {k: tuple(v) for k, v in out.items()}

    return read() if memo is None else memo.get(("placed names",), read)


def _bare_latin_links(con: duckdb.DuckDBPyConnection, question: str, folded: str, covered: list[tuple[int, int]], memo) -> list[Found]:
    """:func:`bare_links` of names in Latin script: "fjord steel - which country is it in?" names Fjord
    Steel AS; the name less its legal form (two words or more) on word boundaries, crossing no link,
    of exactly one source-table entity, and no whole name or value of the store's."""
    words = [m.span() for m in re.finditer(r"[\w'&.-]+", folded)]
    if len(words) < 2:
        return []
    names = _bare_latin_names(con, memo)
    out: list[Found] = []
    for i in range(len(words)):  # each run of two to six words, the longest first at each start
        for j in range(min(len(words), i + _BARE_WORDS_MAX) - 1, i, -1):
            a, b = words[i][0], words[j][1]
            rows = names.get(folded[a:b].rstrip("."))
            if rows is None or any(x < b and a < y for x, y in covered + [(f[0], f[1]) for f in out]):
                continue
            if len({r[1] for r in rows}) == 1 and not _known(con, [folded[a:b]]):
                _full, entity_id, name, type_name = rows[0]
                out.append((a, b, {"text": question[a:b], "entity_id": entity_id, "name": name, "type": type_name, "method": "bare"}))
            break
    return out


def _bare_latin_names(con: duckdb.DuckDBPyConnection, memo) -> dict[str, list[tuple[str, str, str, str]]]:
    """The Latin-script names of source-table entities ending in a legal form (:data:`_BARE_FORMS_EN`),
    by the name less that form, two words or more left: ``{bare name: [(folded name, entity id, name, type)]}``."""
    def read() -> dict[str, list[tuple[str, str, str, str]]]:
        out: dict[str, list[tuple[str, str, str, str]]] = {}
        for row in con.execute(
                "SELECT DISTINCT l.folded, l.entity_id, l.name, l.type FROM kg_link_names l JOIN kg_entities e ON e.entity_id = l.entity_id "
                "WHERE l.method = 'name' AND e.origin = 'source' AND contains(l.folded, ' ') ORDER BY ALL").fetchall():
            form = next((f for f in _BARE_FORMS_EN if row[0].endswith(" " + f)), None)
            bare = row[0][:-len(form) - 1].rstrip(" ,") if form else ""
            if len(bare.split()) >= 2 and bare.isascii():
                out.setdefault(bare, []).append(row)
        return out

    return read() if memo is None else memo.get(("bare latin names", _BARE_FORMS_EN), read)


def _bare_names(con: duckdb.DuckDBPyConnection, memo) -> dict[str, list[tuple[str, str, str, str]]]:
    """The names of source-table entities ending in a legal form, by the name less that form (three
    characters or more left), and by that less the 市, 县 or 区 ending its first two or three characters: ``{bare name: [(folded name, entity id, name, type)]}``; kept in ``memo`` when given."""
    def read() -> dict[str, list[tuple[str, str, str, str]]]:
        out: dict[str, list[tuple[str, str, str, str]]] = {}
        for row in _company_names(con, memo)[2]:
            form = next((f for f in _BARE_FORMS if row[0].endswith(f)), None)
            if form and len(row[0]) - len(form) >= _SHORT_MIN:
                bare = row[0][:-len(form)]
                # (and less the 市, 县 or 区 ending its first two or three characters: "温岭建设燃气" for 温岭市建设燃气有限公司)
                for text in {bare} | {bare[:k] + bare[k + 1:] for k in (2, 3) if len(bare) - k > _SHORT_MIN and bare[k] in "市县区"}:
                    out.setdefault(text, []).append(row)
        return out

    return read() if memo is None else memo.get(("bare names", _BARE_FORMS), read)


def _bare_lookup(con: duckdb.DuckDBPyConnection, memo) -> dict[str, list[tuple[str, str, str, str]]]:
    """:func:`_bare_names` and :func:`_branch_names` in one lookup (made once per open store when ``memo`` is given)."""
    def read() -> dict[str, list[tuple[str, str, str, str]]]:
        out = {text: list(rows) for text, rows in _bare_names(con, memo).items()}
        for text, rows in _branch_names(con, memo).items():
            out.setdefault(text, []).extend(rows)
        for text, rows in _site_names(con).items():
            out.setdefault(text, []).extend(rows)
        return out

    return read() if memo is None else memo.get(("bare lookup", _BARE_FORMS, _SITE_FORMS), read)


# the words a scenic site's name may be written without ("神仙居" for 神仙居景区), longest first
_SITE_FORMS = ("风景名胜区", "旅游景区", "风景区", "旅游区", "景区")


def _site_names(con: duckdb.DuckDBPyConnection) -> dict[str, list[tuple[str, str, str, str]]]:
    """The names of source-table entities ending in a scenic site's word (:data:`_SITE_FORMS`), by the name
    less that word (three characters or more left): ``{bare name: [(folded name, entity id, name, type)]}``."""
    out: dict[str, list[tuple[str, str, str, str]]] = {}
    for row in con.execute(
            "SELECT DISTINCT l.folded, l.entity_id, l.name, l.type FROM kg_link_names l JOIN kg_entities e ON e.entity_id = l.entity_id "
            "WHERE l.method = 'name' AND e.origin = 'source' AND regexp_matches(l.folded, $ending) ORDER BY ALL",
            {"ending": "(" + "|".join(_SITE_FORMS) + ")$"}).fetchall():
        form = next(f for f in _SITE_FORMS if row[0].endswith(f))
        if len(row[0]) - len(form) >= _SHORT_MIN:
            out.setdefault(row[0][:-len(form)], []).append(row)
    return out


def _branch_names(con: duckdb.DuckDBPyConnection, memo) -> dict[str, list[tuple[str, str, str, str]]]:
    """The names of source-table entities that hold a legal form inside them, a branch's name after it
    ("宁波新奥燃气有限公司福庆南路CNG加气站"), by the name less that form ("宁波新奥燃气福庆南路cng加气站") and
    also less the 市, 县 or 区 that ends its first two or three characters ("宁波汽车燃气人民路加气站" for
    宁波市汽车燃气有限公司人民路加气站): ``{bare name: [(folded name, entity id, name, type)]}``; kept in ``memo``."""
    def read() -> dict[str, list[tuple[str, str, str, str]]]:
        out: dict[str, list[tuple[str, str, str, str]]] = {}
        for row in con.execute(
                "SELECT DISTINCT l.folded, l.entity_id, l.name, l.type FROM kg_link_names l JOIN kg_entities e ON e.entity_id = l.entity_id "
                "WHERE l.method = 'name' AND e.origin = 'source' AND regexp_matches(l.folded, '有限(责任)?公司..') ORDER BY ALL").fetchall():
            form = next(f for f in _BARE_FORMS if "有限" in f and f in row[0])
            at = row[0].index(form)
            bare = row[0][:at] + row[0][at + len(form):]
            if at < _SHORT_MIN or len(bare) - at < 2:
                continue
            variants = {bare} | {bare[:k] + bare[k + 1:] for k in (2, 3) if k < at and bare[k] in "市县区"}
            for text in variants:
                out.setdefault(text, []).append(row)
        return out

    return read() if memo is None else memo.get(("branch names", _BARE_FORMS), read)


def _opens(folded: str, a: int, covered: list[tuple[int, int]]) -> bool:
    """Whether a name may start at ``a`` of the folded question: at its start, after a conjunction,
    punctuation, a verb of being or a date ("5月传化"), or where a link ends; never inside a link."""
    return (a == 0 or folded[a - 1] in _BEFORE_NAME or any(y == a for _x, y in covered) or _AFTER_DATE.search(folded[max(0, a - 3):a]) is not None) \
        and not any(x <= a < y for x, y in covered)


def _company_names(con: duckdb.DuckDBPyConnection, memo) -> tuple[str, list[int], list[tuple[str, str, str, str]]]:
    """The names of source-table entities ending in a legal form, joined by newlines, with where each
    starts in the joined text and ``(folded name, entity id, name, type)`` of each: one ``str.find`` tells
    which names hold a stretch; kept in ``memo`` when given."""
    def read() -> tuple[str, list[int], list[tuple[str, str, str, str]]]:
        rows = [r for r in con.execute(
            "SELECT DISTINCT l.folded, l.entity_id, l.name, l.type FROM kg_link_names l JOIN kg_entities e ON e.entity_id = l.entity_id "
            "WHERE l.method = 'name' AND e.origin = 'source' ORDER BY ALL").fetchall() if r[0].endswith(_LEGAL_FORMS)]
        offsets, at = [], 0
        for full, *_rest in rows:
            offsets.append(at)
            at += len(full) + 1
        return "\n".join(r[0] for r in rows), offsets, rows

    return read() if memo is None else memo.get(("company names", _LEGAL_FORMS), read)


def _known(con: duckdb.DuckDBPyConnection, texts: list[str]) -> set[str]:
    """Those of ``texts`` that are a whole name or alias (folded) or a property value of the store's."""
    return {t for (t,) in con.execute("SELECT folded FROM kg_link_names WHERE folded IN (SELECT unnest($c)) UNION "
                                      "SELECT value FROM kg_properties WHERE value IN (SELECT unnest($c))", {"c": texts}).fetchall()}


def _is_region(text: str, known: set[str]) -> bool:
    """Whether ``text`` is a region: it ends 省, 市, 县 or 区, or it is a value or name of ``known`` with one of
    those after it ("杭州" of 杭州市, "西湖" of 西湖区); a value as written ("伊斯兰教") is none."""
    return text.endswith(_PLACE_ENDINGS) or any(text + end in known for end in _PLACE_ENDINGS)


def _is_place(text: str, known: set[str]) -> bool:
    """Whether ``text`` is a place: it ends 省, 市, 县 or 区, or it is a value or name of ``known`` as
    written or with one of those after it ("杭州", "浙江")."""
    return text in known or _is_region(text, known)


def _masked_heads(con: duckdb.DuckDBPyConnection, memo) -> dict[str, list[tuple[str, str, str, str]]]:
    """The names of source-table entities masked in their source, by the Chinese characters they show
    before the mask: ``{head: [(folded name, entity id, name, type)]}`` (heads of :data:`_HEAD_MIN`
    characters or more); kept in ``memo`` when given."""
    def read() -> dict[str, list[tuple[str, str, str, str]]]:
        out: dict[str, list[tuple[str, str, str, str]]] = {}
        for full, entity_id, name, type_name in con.execute(
                "SELECT DISTINCT l.folded, l.entity_id, l.name, l.type FROM kg_link_names l JOIN kg_entities e "
                "ON e.entity_id = l.entity_id WHERE l.method = 'name' AND e.origin = 'source' AND contains(l.folded, $m) "
                "ORDER BY ALL", {"m": _MASK}).fetchall():
            head = full.split(_MASK, 1)[0]
            if len(head) >= _HEAD_MIN and all(is_cjk(c) for c in head):
                out.setdefault(head, []).append((full, entity_id, name, type_name))
        return out

    return read() if memo is None else memo.get(("masked heads", _HEAD_MIN), read)


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
