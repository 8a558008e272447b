"""A follow-up question that stands for an earlier question's entity by a pronoun.

"那它的联系电话是多少？" after "杭州延龄堂中医诊所的地址在哪里？", "And in what year was it founded?" after "Which
country is Fjord Steel AS based in?", "那这个人担任法定代表人的公司有哪些？" after "所有法定代表人里年龄最大的是谁？":
the question names nothing, and its pronoun opens it (:func:`back_reference`). Asked after the questions it
follows (``Asker.ask(..., after=[...])``), the pronoun is read as the entity the last of them named or answered
(:func:`antecedent`), and the question is asked again with that entity's name in its place (:func:`with_name`);
the reading is a note of the answer. Asked alone, the schema planner does not answer it: a plan without its
entity would answer about every entity of the type ("它一共拥有多少张证书" counted every certificate).

The same module reads the other follow-ups (:func:`follow_up`): a question that leaves out what the one before said
("那宁波市呢？", "那电话呢？", "What about the last 90 days?"), a request to list what it counted ("把这几家的名称都列出来。"),
"同期" as its window, and a pronoun inside a question that alone gets no answer (:func:`asked_again`); "How many of
those …" and "其中…" are refused (the set an earlier answer gave is not read).

A pronoun inside a question that names its own antecedent ("新昌县佛教协会所在的那个县里有一家加气站，它的法定代表人是谁？",
"The person whose phone number is … - how old is that person?") opens nothing and is no back reference here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kagflow.solver.ask import Asker, AskResult

__all__ = ["BackReference", "MOST_EARLIER", "antecedent", "asked_again", "back_reference", "follow_up", "is_person_type", "with_name"]

#: how many earlier questions a chain of follow-ups may reach back through
MOST_EARLIER = 3

_PERSON_ZH = r"这个人|这位|此人|这人|他|她"
_THING_ZH = (r"这家(?:公司|机构|单位|店|医院)?|那家(?:公司|机构|单位)?|该(?:公司|机构|单位|站|协会|学校|景区|场所|医院|社|企业|App|应用)|"
             r"(?:这|那)(?:个|台|张|所|座|条|款|部|间|处)(?:公司|机构|单位|地方|站|景区|协会|学校|场所|应用|App|设备|证书|许可证|证|医院|寺|旅行社)|它")
# "那它的…", "它是哪天登记的", "那这个人担任…", "还有，该公司…": the pronoun opens the question, after an opener at most
_BACK_ZH = re.compile(
    rf"^\s*(?P<opener>(?:那么?|还有|再问(?:一?下)?|另外|顺便(?:问(?:一?下)?)?|请问|然后)?[，,、\s]*)(?P<pronoun>{_PERSON_ZH}|{_THING_ZH})(?!们)")
# a pronoun set beside another entity the question names: "它和X相比", "它比X", "it or X", "it compared with X"
_BESIDE = re.compile(r"\s*(?:和|与|跟|同|比|还是|或|\bor\b|\band\b|\bvs\.?|\bversus\b|\bcompared\s+(?:with|to)\b|\bthan\b)", re.I)
# a question within the entities an earlier answer gave: "And how many of those are in the category 寺观教堂?", "其中…"
_OF_THOSE = re.compile(r"(?:^\s*(?:and\s+|so\s+)?(?:how\s+many|which|what|who|list)\s+of|\bamong)\s+(?:those|them|these)\b"
                       r"(?=\s+(?:are|is|were|was|have|has|had|do|does|did|can|could|will|would)\b|\s*[?,.])"  # (not "of these companies")
                       r"|^\s*(?:那么?|而)?\s*其中", re.I)  # (not "这些X里…": the golds read it as every X)
# what a demonstrative then describes: "那家1962年成立、总部在加拿大的公司"
_DESCRIBED = re.compile(r"(?!的)[^，,。？?]{1,40}?的\s*(?:公司|企业|机构|单位|站|加油站|加气站|学校|院校|医院|协会|景区|景点|旅行社|寺|人|App|应用|设备|产品)")
# "And in what year was it founded?", "And how many devices does that person own?", "So when does that licence expire?"
_OPENER_EN = re.compile(r"^\s*(?:and|so|also|then|plus|ok(?:ay)?|what about|how about)\b[\s,]*", re.I)
_PRONOUN_EN = re.compile(
    r"\b(?P<pronoun>(?:that|this) (?:person|company|licen[cs]e|app|station|agency|school|site|association|institution|device)"
    r"|it|its|he|she|him|his|her)\b(?!\s+(?:who|which|that|whose)\b)", re.I)
_PERSON_EN = {"he", "she", "him", "his", "her", "that person", "this person"}
# an earlier question asking which entity (its answer is what a follow-up's "it" then stands for)
_WHICH_ASKED = re.compile(r"哪(?:家|个|一个|一家|所|座|位|款|些)|\bwhich\b|\bwho(?:m)?\b", re.I)


@dataclass(frozen=True)
class BackReference:
    """A pronoun opening a follow-up: ``start``/``end`` its span in the question, ``opener`` the span of the words
    before it that only mark a follow-up ("那", "And "), ``person`` whether it stands for a person ("这个人", "he"),
    ``noun`` the kind it names ("licence", "公司"; "" for "it"/"它"), ``possessive`` whether it is "its/his/her"."""

    start: int
    end: int
    opener: tuple[int, int]
    person: bool
    noun: str
    possessive: bool
    words: str


def back_reference(question: str) -> BackReference | None:
    """The pronoun by which ``question`` stands for an earlier question's entity, or None: a Chinese question that
    opens with one ("那它的…", "这个人…"), or an English one that opens with a follow-up word ("And", "So",
    "What about") and holds one ("it", "its", "that person"; not one a relative clause follows: "that company
    which …")."""
    if m := _BACK_ZH.match(question):
        word = m.group("pronoun")
        if word in ("这家", "那家", "这个", "该") and _DESCRIBED.match(question, m.end()):
            return None  # ("那家1962年成立、总部在加拿大（CA）的公司叫什么名字？": the one described, not one said before)
        noun = re.sub(r"^(?:这家|那家|该|(?:这|那)(?:个|台|张|所|座|条|款|部|间|处))", "", word) if word not in ("它", "他", "她") else ""
        person = bool(re.fullmatch(_PERSON_ZH, word))
        return BackReference(m.start("pronoun"), m.end("pronoun"), m.span("opener"), person, "" if person else noun, False, word)
    if (opener := _OPENER_EN.match(question)) and (m := _PRONOUN_EN.search(question, opener.end())):
        return _english_reference(question, m, opener.span())
    return None


def _english_reference(question: str, m: re.Match, opener: tuple[int, int]) -> BackReference:
    """The :class:`BackReference` of an English pronoun :data:`_PRONOUN_EN` found at ``m``."""
    word = m.group("pronoun").lower()
    person = word in _PERSON_EN
    noun = word.split(" ", 1)[1] if " " in word and not person else ""
    return BackReference(m.start(), m.end(), opener, person, noun, word in ("its", "his", "her") and not _object_her(question, m), m.group(0))


def _object_her(question: str, m: re.Match) -> bool:
    """Whether "her" stands as an object ("did X pay her"), not a possessive ("her companies")."""
    return m.group(0).lower() == "her" and not re.match(r"\s+[A-Za-z]", question[m.end():])


def with_name(question: str, ref: BackReference, name: str) -> str:
    """``question`` with ``name`` in place of its pronoun ("its" → "X's") and without the words that only marked it
    a follow-up: "那它的联系电话是多少？" → "X的联系电话是多少？"; "And in what year was it founded?" → "In what year
    was X founded?"."""
    said = f"{name}'s" if ref.possessive else name
    text = question[:ref.start] + said + question[ref.end:]
    start, end = ref.opener
    if end > start and end <= ref.start:
        text = text[:start] + text[end:]
        if start == 0 and text[:1].islower():
            text = text[:1].upper() + text[1:]
    return text


def antecedent(asker: Asker, ref: BackReference, earlier: AskResult) -> tuple[dict | None, str]:
    """The entity ``ref`` stands for in the question ``earlier`` answered, and why: the one entity it named, or
    the one entity its answer is ("谁" answered by a name). A person word takes a person first (a type whose name or
    display name says person: Person, 人); a noun ("that licence", "该公司") an entity of a type it names; "it" or
    "这家" a thing: the one the answer is where the earlier question asked which ("…对应哪家旅行社？"), else the one it
    named. None (with the reason) where the earlier question named several and its answer is
    none of one entity, or nothing fits.

    Returns:
        ``(link, reason)``: ``link`` a link dict (``entity_id``, ``name``, ``type``) or None.
    """
    named = list({link["entity_id"]: link for link in earlier.links if link.get("entity_id")}.values())
    answered = []
    if earlier.mode == "answer" and len(earlier.values or []) == 1 and isinstance(earlier.values[0], str):
        value = earlier.values[0]
        answered = [link for link in asker.link(value) if link.get("entity_id") and link.get("name") == value]
    if len(named) > 1:  # ("I'm profiling the suppliers behind Acme's tyres. Which country is X based in?": the one asked of)
        asked = [link for link in named if link.get("text") and link["text"] in _asked_sentence(earlier.question)]
        named = asked if len(asked) == 1 else named
    named_one = named if len(named) == 1 else []
    if ref.person:
        people = [c for c in answered + named_one if is_person_type(asker.schema, c["type"])]
        chosen = (people or answered or named_one)[:1]
    elif ref.noun:
        fitting = [c for c in answered + named_one if _type_said(asker, c["type"], ref.noun)]
        chosen = fitting[:1]
    else:  # "it", "这家": a thing; the one an earlier which-question asked for ("…对应哪家旅行社？"), else the one it named
        first = answered + named_one if _WHICH_ASKED.search(earlier.question) else named_one + answered
        things = [c for c in first if not is_person_type(asker.schema, c["type"])]
        chosen = (things or named_one or answered)[:1]
    if chosen:
        how = "the entity its answer is" if chosen[0] in answered else "the entity it names"
        return chosen[0], how
    if len(named) > 1 and not answered:
        return None, f"it names {len(named)} entities and its answer is none of one"
    return None, "it names no entity, and its answer is none"


# "同期", "in the same period", "in that window": the earlier question's window
_SAME_PERIOD = re.compile(r"同期|同一时期|同一期间|同时段|\b(?:in|within|during|over)\s+(?:the\s+same|that|this)\s+(?:period|window|time\s+frame)\b", re.I)


def same_period(asker: Asker, question: str, earlier: str) -> str | None:
    """``question`` with its words for the same period ("同期", "in that window") written as the window the ``earlier``
    question says ("近3个月（从2023-10-15往前数90天）"), unchanged where it says none; None where ``earlier`` says no
    window either."""
    from kagflow.solver.time_windows import time_window

    if (said := _SAME_PERIOD.search(question)) is None:
        return question
    window = time_window(earlier, asker.built_as_of())
    if window is None or not window.text:
        return None
    return question[:said.start()] + window.text + question[said.end():]


def _asked_sentence(text: str) -> str:
    """The last sentence of ``text`` that asks (ends in a question mark), or ``text``: a preface and a form left out."""
    asking = [part for part in re.split(r"(?<=[。.!?？！])\s*", text) if part.rstrip().endswith(("?", "？"))]
    return asking[-1] if asking else text


def is_person_type(schema, type_name: str) -> bool:
    """Whether ``type_name`` of ``schema`` is one of people: its name or display name says so (Person, 自然人)."""
    from kagflow.solver.schema_shapes import type_labels

    labels = [type_name, *(x for x in type_labels(schema, type_name) if x)]
    return any(re.search(r"person|people|人", label, re.I) for label in labels)


def _type_said(asker: Asker, type_name: str, noun: str) -> bool:
    """Whether ``noun`` ("licence", "公司") names ``type_name`` (its name, display name or glossary words)."""
    from kagflow.solver.question_words import bridge
    from kagflow.solver.schema_shapes import type_labels

    labels = [type_name, *(x for x in type_labels(asker.schema, type_name) if x), *bridge(type_name).split()]
    stem = noun.lower().replace("licence", "license")[:6]
    return any(stem in label.lower().replace("licence", "license") or label.lower() in noun.lower()
               for label in labels if len(label) >= 2)


def earlier_list(after: str | Sequence[str] | None) -> list[str]:
    """``after`` (``Asker.ask``'s earlier questions, oldest first; one string for one) as a list, the last
    :data:`MOST_EARLIER` of them."""
    if not after:
        return []
    items = [after] if isinstance(after, str) else [str(q) for q in after]
    return [q.strip() for q in items if q and q.strip()][-MOST_EARLIER:]


def follow_up(asker: Asker, question: str, after: str | Sequence[str] | None) -> tuple[str, list[str], bool]:
    """``question`` as the schema planner should read it, given the questions it follows (``after``, oldest first).

    Returns:
        ``(question, notes, answerable)``: the question with its pronoun replaced by the entity the last earlier
        question named or answered (that question asked again, after the ones before it), or unchanged where it
        holds no back reference or names an entity of its own; ``answerable`` is False for a back reference that
        nothing earlier resolves (the schema planner then does not answer it).
    """
    if (listed := _listed(asker, question, earlier_list(after))) is not None:
        return listed
    if _OF_THOSE.search(question) and not any(link.get("entity_id") for link in asker.link(question)):
        return question, [f"follow-up: {question!r} asks within the entities an earlier answer gave ({_OF_THOSE.search(question).group(0)!r}), "
                          "which is not read; the schema planner does not answer it"], False  # ("How many of those are …": never all)
    ref = back_reference(question)
    if ref is None:
        return _elided(asker, question, earlier_list(after))
    earlier = earlier_list(after)
    if any(link.get("entity_id") for link in asker.link(question)) and not (earlier and _BESIDE.match(question, ref.end)):
        return question, [], True  # (a pronoun beside the entity the question names is that one's: "And X — is … in its scope?";
        # one set beside it, "它和宁波市七塔禅寺相比…", is the earlier question's)
    if not earlier:
        return question, [f"follow-up: {ref.words!r} stands for an entity of an earlier question, and none was given "
                          "(ask it after the question it follows); the schema planner does not answer it"], False
    before = asker.ask(earlier[-1], after=earlier[:-1])
    link, how = antecedent(asker, ref, before)
    if link is None:
        return question, [f"follow-up: {ref.words!r} not read as an entity of {earlier[-1]!r}: {how}"], False
    rewritten = with_name(question, ref, link["name"])
    if (rewritten := same_period(asker, rewritten, earlier[-1])) is None:
        return question, [f"follow-up: {question!r} asks of the same period as {earlier[-1]!r}, which names none"], False
    return rewritten, [f"follow-up: read {ref.words!r} as {link['name']} ({how}: {earlier[-1]!r}); asked as {rewritten!r}"], True


# "那电话呢？", "And the fax number?", "What about its founding year?": a noun of the earlier question's entity, the
# rest of the question left out; "那宁波市呢？", "What about Helix Chemicals?": the earlier question asked of another entity
_ELIDED_ZH = re.compile(r"^\s*(?:(?:那么?|还有|再问(?:一?下)?)\s*[，,]?\s*)?(?P<np>[^，,。？?\s][^，,。？?]{0,24}?)\s*呢\s*[？?]?\s*$")
_ELIDED_EN = re.compile(r"^\s*(?:and|what about|how about)\s+(?:(?:the|its)\s+)?(?P<np>[^?,;]{2,40}?)\s*\?\s*$", re.I)
_ASKING_ZH = re.compile(r"多少|几|哪|什么|谁|是否|是不是|有没有|吗|怎么|如何")
_ASKING_EN = re.compile(r"\b(?:what|which|who|whom|whose|when|where|how|is|are|was|were|do|does|did|has|have|had)\b", re.I)


def _elided(asker: Asker, question: str, earlier: list[str]) -> tuple[str, list[str], bool]:
    """:func:`follow_up` of a question that leaves out what the earlier one said (see above), or ``question`` unchanged."""
    m = _ELIDED_ZH.match(question) or _ELIDED_EN.match(question)
    if m is None or (_ASKING_EN if m.re is _ELIDED_EN else _ASKING_ZH).search(m.group("np")):
        return question, [], True
    np = m.group("np").strip()
    named = [link for link in asker.link(np) if link.get("entity_id")]
    whole = [link for link in named if link.get("text", "").strip() == np]
    if named and not whole:
        return question, [], True  # (a noun phrase naming an entity among other words: a question of its own)
    if not earlier:
        return question, [f"follow-up: {question!r} leaves out what an earlier question said, and none was given "
                          "(ask it after the question it follows); the schema planner does not answer it"], False
    before, _notes, _ok = follow_up(asker, earlier[-1], earlier[:-1])  # (the earlier question as it was read)
    theirs = list({link["entity_id"]: link for link in asker.link(before) if link.get("entity_id")}.values())
    if whole:  # another entity in the place of the earlier one
        new = whole[0]
        same = [link for link in theirs if link["type"] == new["type"]]
        if len(same) != 1 or same[0]["text"] not in before:
            return question, [f"follow-up: {np!r} not put in the place of an entity of {before!r}: it names "
                              f"{len(same)} of the type {new['type']}"], False
        rewritten = before.replace(same[0]["text"], new["text"])
        return rewritten, [f"follow-up: read {question!r} as {before!r} asked of {new['name']}: {rewritten!r}"], True
    from kagflow.solver.time_windows import time_window

    if (window := time_window(np, asker.built_as_of())) is not None and window.text and len(window.text) >= len(np) - 6:
        # "What about the last 90 days?": the earlier question over another window
        said = time_window(before, asker.built_as_of())
        if said is None or not said.text or said.text not in before:
            return question, [f"follow-up: {question!r} asks another window of {before!r}, which says none"], False
        rewritten = before.replace(said.text, window.text)
        read = time_window(rewritten, asker.built_as_of())
        if read is None or (read.start, read.end) != (window.start, window.end):  # ("在last 90 days里…": not read as the window)
            return question, [f"follow-up: {question!r} over {before!r} is not read as that window"], False
        return rewritten, [f"follow-up: read {question!r} as {before!r} over {window.text!r}: {rewritten!r}"], True
    if len(theirs) != 1:
        return question, [f"follow-up: {question!r} leaves out its entity, and {before!r} names {len(theirs)}"], False
    if m.re is _ELIDED_ZH and (swapped := _swapped_noun(before, np)) is not None:  # ("…的经营许可证什么时候失效？" then "那生效日期呢？")
        return swapped, [f"follow-up: read {question!r} as {before!r} of {np!r}: {swapped!r}"], True
    name = theirs[0]["name"]
    rewritten = f"{name}的{np}呢？" if m.re is _ELIDED_ZH else f"What is the {np} of {name}?"
    return rewritten, [f"follow-up: read {question!r} as asking of {name} (the entity {before!r} names): {rewritten!r}"], True


# a pronoun anywhere in a question ("How old is that person?", "那生产它的公司有哪些？", "使用这个证书的应用有哪些？"): read as an
# earlier question's entity only where the question alone gets no answer (it may stand for something the question says)
_LOOSE_ZH = re.compile(r"(?<!其)它(?!们)|这个人|此人|(?:这|那|该)(?:个|家|张|所|座|位|条|款|台|部|间|处)?"
                       r"(?:公司|企业|机构|单位|证书|证|应用|App|站|协会|学校|景区|旅行社|医院|设备)")


def loose_reference(question: str) -> BackReference | None:
    """A pronoun standing anywhere in ``question`` (:data:`_LOOSE_ZH`, or English "it", "its", "that person", "he"),
    as a :class:`BackReference` with no opener; None where there is none."""
    if (m := _LOOSE_ZH.search(question)) is not None:
        word = m.group(0)
        person = word in ("这个人", "此人")
        noun = "" if word == "它" or person else re.sub(r"^(?:这|那|该)(?:个|家|张|所|座|位|条|款|台|部|间|处)?", "", word)
        return BackReference(m.start(), m.end(), (m.start(), m.start()), person, noun, False, word)
    if (m := _PRONOUN_EN.search(question)) is not None:
        return _english_reference(question, m, (m.start(), m.start()))
    return None


def asked_again(asker: Asker, question: str, after: str | Sequence[str] | None, **kwargs) -> AskResult | None:
    """The answer to ``question`` asked with its pronoun read as an earlier question's entity (:func:`loose_reference`,
    :func:`antecedent`), for a question the schema planner gave no answer (the caller's to say), where ``after`` holds
    earlier questions and the question names no entity of its own; its notes lead with the reading. ``kwargs``: as
    :meth:`~kagflow.solver.ask.Asker.ask`. None otherwise, or where the rewritten question gets no answer either (the
    question's own result then stands)."""
    earlier = earlier_list(after)
    if not earlier or (ref := loose_reference(question)) is None or any(link.get("entity_id") for link in asker.link(question)):
        return None
    link, how = antecedent(asker, ref, asker.ask(earlier[-1], after=earlier[:-1]))
    if link is None:
        return None
    if (rewritten := same_period(asker, with_name(question, ref, link["name"]), earlier[-1])) is None:
        return None
    again = asker.ask(rewritten, **kwargs)
    if again.mode != "answer":
        return None
    again.question = question
    again.notes[:0] = [f"follow-up: read {ref.words!r} as {link['name']} ({how}: {earlier[-1]!r}), the question alone getting no "
                       f"answer; asked as {rewritten!r}"]
    return again


# "把这几家的名称都列出来。", "把它们的名称都列给我。", "List them.", "Which ones?": the entities an earlier count counted
_LIST_THEM = re.compile(r"^\s*(?:那|请)?\s*(?:把|请把)?\s*(?:这几家|这几个|这几所|这几座|这几处|这些|它们|他们)(?:的)?(?:名称|名字|名单)?(?:都|全|全部)?"
                        r"(?:列出来|列给我|列出|说一下|告诉我|给我)\s*[。.？?]?\s*$|^\s*(?:and\s+)?(?:list|name)\s+(?:them|those|these)(?:\s+all)?"
                        r"(?:\s*,?\s*please)?\s*[.?]?\s*$|^\s*which\s+ones\s*(?:are\s+they)?\s*\?\s*$", re.I)
# the count an earlier question asks, as a list: "一共有几家" as "有哪些", "how many" as "which"
_COUNT_ASKED_ZH = re.compile(r"(?:一共|总共|共)?有?(?:多少|几)(?:家|个|所|座|处|条|位|张|台|款)")
_COUNT_ASKED_EN = re.compile(r"\bhow\s+many\b", re.I)


def _listed(asker: Asker, question: str, earlier: list[str]) -> tuple[str, list[str], bool] | None:
    """:func:`follow_up` of a request to list what an earlier question counted (:data:`_LIST_THEM`): that question asked
    as a list ("…一共有几家？" as "…有哪些？"), or refused where none was given or it counted nothing; None for any other
    question."""
    if not _LIST_THEM.match(question):
        return None
    if not earlier:
        return question, [f"follow-up: {question!r} lists what an earlier question counted, and none was given; "
                          "the schema planner does not answer it"], False
    before, _notes, _ok = follow_up(asker, earlier[-1], earlier[:-1])
    listed = _COUNT_ASKED_ZH.sub("有哪些", before, count=1) if _COUNT_ASKED_ZH.search(before) else \
        _COUNT_ASKED_EN.sub("which", before, count=1) if _COUNT_ASKED_EN.search(before) else None
    if listed is None:
        return question, [f"follow-up: {question!r} lists what {before!r} counted, and it counts nothing"], False
    return listed, [f"follow-up: read {question!r} as {before!r} asked as a list: {listed!r}"], True


def _swapped_noun(before: str, noun: str) -> str | None:
    """``before`` with ``noun`` in place of the word of the same length there that ends as it does ("失效日期" for "生效日期":
    "…的经营许可证生效日期…"), or None where ``before`` holds no such word."""
    for k in range(len(noun) - 1, 1, -1):
        if (at := before.find(noun[-k:])) >= len(noun) - k:
            start = at - (len(noun) - k)
            word = before[start:at + k]
            if word != noun and all("\u4e00" <= c <= "\u9fff" for c in word):
                return before[:start] + noun + before[at + k:]
    return None
