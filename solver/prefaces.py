"""A question after a preface that sets its scene ("I'm auditing supplier payments and need some background on Fjord
Steel AS: in what year was it founded?", "Reviewing Acme Motors' counterparties by jurisdiction: how many companies …",
"A lender wants to know …: which companies …"): where the whole question has no reading, the question after the
colon is read alone, a pronoun in it standing for the one entity the preface names ("it" → Fjord Steel AS). The
preface asks nothing; a purpose the schema planner already reads (``question_words.without_purpose``) never comes
here."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kagflow.solver.follow_ups import is_person_type
from kagflow.solver.question_words import without_form_words
from kagflow.solver.schema_shapes import _fold

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner

__all__ = ["after_preface"]

# the preface: a clause of up to 160 characters (20 words) ending in a colon or a spaced dash, no question mark in it
_PREFACE = re.compile(r"^(?P<preface>[^:：?？。]{3,160}?)\s*(?:[:：]|\s[—–-]\s)\s*(?P<asked>\S.*)$"
                      # or a purpose before a comma: "For a related-party review of X, name its top 3 payers …"
                      r"|^(?P<purpose>(?:for|as part of)\s+(?:a|an|the|our|my)\s+[^,，:：?？。]{2,120}?)\s*[,，]\s*(?P<then>\S.*)$"
                      # or the entity asked about, before a comma: "For 传化****限公司, what is its … minus its …?" (a pronoun must follow)
                      r"|^(?P<scope>for\s+(?!(?:each|every|all|any|per|a|an|the|our|my)\b)[^,，:：?？。\d]{1,80}?)\s*[,，]\s*(?P<of>\S.*)$"
                      # or a sentence saying what the asker is doing, then the question: "I'm tracing where X's cash went. What is …?"
                      r"|^(?P<sentence>[^?？。]{3,200}?[A-Za-z0-9\u4e00-\u9fff*)）'’](?:\.\s+|。\s*|[!！]\s*))(?P<question>\S[^.。!！]*[?？](?:\s*[A-Za-z\u4e00-\u9fff][^?？]{0,60}[.。!！])?)\s*$"
                      # or a Chinese clause saying what the asker found, then a request after a comma: "审核时发现有诊所被标成了高等级，请列出…"
                      r"|^(?P<clause>[^，,。？?：:哪谁几]{4,40}?)[，,]\s*(?P<request>请(?:列出|给出|告诉我|统计|查出|找出|问|把)\S.*)$"
                      # or what the asker is doing, then the question after a comma: "我们协会在核对会员数据，X的总设计储量是多少？"
                      # (and what they will do there: "我是做加气站设备维保的，下周要去X检修储罐，这个站的负责人是谁？")
                      r"|^(?P<doing>(?:我们|我|咱们|本人)[^。？?：:哪谁几]{2,80}?)[，,]\s*(?P<then_asked>\S[^，,？?]*[？?](?:[^？?]{0,30})?)\s*$", re.I)
# "Take the company that made the single largest payment into X — who is its legal representative?": the second part asks
# of the one the first describes ("Who is the legal representative of the company that …?")
_TAKE_THEN_ITS = re.compile(r"^\s*(?:(?:first\s+|now\s+)?(?:take|consider|look\s+at|start\s+(?:from|with)|find))\s+(?P<x>the\s+[^—–:;?]+?)\s*(?:[—–]+|\s-\s|[:;,])\s*"
                            r"(?:then\s+|and\s+)?(?P<wh>who|what)\s+(?:is|are|was)\s+(?:its|their|his|her)\s+(?P<y>[^?]+?)\s*\?\s*$", re.I)
# a name holding a comma stands as a private-use character (no question holds one), X and the same character while the
# preface is found
_HELD = 0xE010
# what the part after the colon must begin with to be a question of its own
_ASKS = re.compile(r"^(?:(?:in|on|at|for|from|to|by|since|during|with)\s+(?:what|which|whom|how)\b"
                   r"|what|which|who|whom|whose|how|when|where|is|are|was|were|did|does|do|has|have|can"
                   r"|list|name|give|show|tell|find|请|列出|哪|谁|有多少|有几|多少|是否|是不是|[\u4e00-\u9fff])", re.I)
# the part after the preface asks of the whole data, not of what the preface names ("in the registry", "所有自然人中")
_WHOLE = re.compile(r"\b(?:all|every|any|in the (?:registry|table|data|ledger|records?|graph)|on file|overall)\b|所有|全部|整个|表中|表里|全表", re.I)
# the part after the preface points back into it ("这些轮胎类下游产品", "those companies"): the preface is asked, not set apart
# "which one holds that certificate?": a noun the preface says, pointed back at
_THAT_NOUN = re.compile(r"\b(?:that|this)\s+([a-z]{3,})\b(?!\s+(?:who|which|that|whose)\b)", re.I)
_BACK = re.compile(r"这些|那些|上述|前述|以上(?:这|那)|\b(?:these|those|such|the above|the same)\b", re.I)
# a bare which after a sentence naming what is wanted: "Which are they?", "它们是哪些？"
_BARE_WHICH = re.compile(r"^(?:(?:which|what|who)\s+(?:are|were)\s+(?:they|those|these)|(?:它们|他们)?(?:都|分别)?(?:是|有)哪些)\s*[?？]?\s*$", re.I)
# what the sentence says is wanted: "I need every company that …", "I'm looking for all the persons who …"
_WANTED = re.compile(r"\b(?:need|want|am looking for|'m looking for|would like|'d like|have to find|must find)\s+(?:to\s+(?:know|see|find)\s+)?"
                     r"(?P<np>(?:every|all(?:\s+the)?|each)\s+\S.*)$", re.I)
# a difference of two of the scope's own numbers, neither side said to be whose: "what is total outflow minus total inflow"
_OWN_MINUS = re.compile(r"^(?:(?P<what>what\s+is|what's|how\s+much\s+is)\s+)?(?:the\s+)?"
                        r"(?:[a-z][a-z -]{1,30}?,\s*(?:i\.\s?e\.|that\s+is|namely),?\s+)?(?P<a>(?!\S+['’]s\b|(?:its|their)\b)[^?]+?)\s+minus\s+(?:the\s+)?"
                        r"(?P<b>(?!\S+['’]s\b|(?:its|their)\b)[^?]+?)\s*(?:,?\s*(?:across|over)\s+all\s+(?:(?:its|their)\s+)?(?:recorded\s+)?(?:fund\s+)?transfers)?\s*\??$", re.I)
# (one entity: never they; "the company" before a name is its apposition, no pronoun: "the company Fjord Steel AS")
# "And the Islamic (伊斯兰教) religious sites themselves — list every one, please.": a list of what it names
_LIST_THEM = re.compile(r"^\s*(?:and\s+|now\s+)?(?P<np>the\s+[^—–:?]+?)\s*(?:[—–:]|\s-\s)\s*(?:please\s+)?(?:list|name|give)\s+"
                        r"(?:every\s+one|each\s+one|them\s+all|all\s+of\s+them|them)(?:\s*,?\s*please)?\s*[.。?？]?\s*$", re.I)
# "There's apparently one community health service centre graded 二级 - which one is it?": the one described
_THERE_IS_ONE = re.compile(r"^\s*there(?:'s|’s|\s+is)\s+(?:apparently\s+|supposedly\s+|reportedly\s+)?(?:only\s+|exactly\s+)?(?:one|a\s+single)\s+"
                           r"(?P<np>[^?.。]+?)\s*(?:[—–.。,;]|\s-\s)\s*(?:so\s+)?which\s+(?:one\s+)?is\s+(?:it|that)\s*[?？]\s*$", re.I)
# a sentence saying what is needed, then "What is it?": "Our researcher needs the website of X. What is it?"
_NEEDS_THEN_WHAT = re.compile(r"^[^.?。？]*?\b(?:needs?|wants?|would\s+like|is\s+looking\s+for|am\s+looking\s+for|asked\s+for|asks\s+for)\s+"
                              r"(?P<np>the\s+[^.?。？]+?)\s*[.。]\s*(?:so\s+)?(?:what|which)\s+is\s+(?:it|that)\s*[?？]\s*$", re.I)
# a preface saying what the answer is for ("For a ranking graphic"), which an "it" after it never means
_PURPOSE = re.compile(r"^\s*(?:for|to|as|regarding|re)\b", re.I)
# a place said before, pointed at: "in that city", "in this county", "associations there"
_PLACE_PRONOUN = re.compile(r"\b([a-z]+s)\s+there\b(?!\s+(?:is|are|was|were)\b)|\bin\s+(?:that|this|the\s+same)\s+(?:city|county|district|place|area)\b", re.I)
_PRONOUN_EN = re.compile(r"\b(?:it|its|this company|this person|that person|the company|the person|she|he|him|his|her)\b"
                         r"(?!\s+(?-i:[A-Z])|\s*[\u4e00-\u9fff“\"「'])", re.I)
_PERSON_PRONOUN = re.compile(r"\b(?:she|he|him|his|her|that person|this person|the person)\b|他|她|此人|该人", re.I)
_PRONOUN_ZH = re.compile(r"该公司|该企业|该人|此人|这家公司|这个站|这座站|该站|这个加气站|这个加油站|这家旅行社|这个景区|这所学校|这家医院|这座寺|"
                         r"它(?!们)|其(?![他它余中实次])|(?<!其)他(?!们|人)|她(?!们)")


def after_preface(planner: "SchemaPlanner", question: str) -> tuple[str, str] | None:
    """``(the question after its preface, a note)``: the part after the preface (a clause before a colon or a spaced
    dash, "For a … review of X," or "For X," before a comma, or a sentence before the question), with a singular
    pronoun in it replaced by the one entity the preface names (where it names one, no type besides, and the part
    names none; a plural one is never replaced: "their county" is the part's own); a sentence saying what is wanted
    before "Which are they?" asked as a list of it; "Take the N that … — who is its R?" asked as "Who is the R of the N that …?".
    None where the question has no such preface (a colon inside
    brackets ends none), the part does not ask, points back into the preface ("这些…", "those"), holds a pronoun
    whom no one named entity stands for, follows a "For X," scope with no pronoun, or where the preface names
    entities the part neither names nor asks past ("in the registry", "所有")."""
    if (them := _LIST_THEM.match(question)) is not None:  # "And the Islamic sites themselves — list every one, please."
        return f"List {them.group('np')}.", f"read {question!r} as a request to list what it names"
    if (one := _THERE_IS_ONE.match(question)) is not None:  # "There's apparently one X graded 二级 - which one is it?"
        return f"Which {one.group('np')}?", f"read {question!r} as asking which the first part says there is"
    if (wanted := _NEEDS_THEN_WHAT.match(question)) is not None:  # "Our researcher needs the website of X. What is it?"
        return f"What is {wanted.group('np')}?", f"read {question!r} as asking what the first sentence says is needed"
    if (took := _TAKE_THEN_ITS.match(question)) is not None:  # "Take the company that … — who is its legal representative?"
        return (f"{took.group('wh').capitalize()} is the {took.group('y')} of {took.group('x')}?",
                f"read {question!r} as asking of the one its first part describes")  # (the question asked is traced next)
    # (a name holding a comma or a colon is one name: "For O'Hara, Lamb & Sons, what is …")
    held = sorted({link["text"] for link in planner.link(question) if re.search(r"[,，:：]", link.get("text") or "")}, key=len, reverse=True)[:16]
    kept = question.strip()
    for i, name in enumerate(held):
        kept = kept.replace(name, f"{chr(_HELD + i)}X{chr(_HELD + i)}")  # (three characters: a preface of a name alone is one)
    m = _PREFACE.match(kept)
    if m is None:
        return None

    def restored(text: str) -> str:
        return re.sub(f"([{chr(_HELD)}-{chr(_HELD + 15)}])X\\1", lambda h: held[ord(h.group(1)) - _HELD], text) if held else text

    preface = restored(m.group("preface") or m.group("purpose") or m.group("scope") or m.group("sentence") or m.group("clause")
                       or m.group("doing")).strip()
    asked = restored(m.group("asked") or m.group("then") or m.group("of") or m.group("question") or m.group("request")
                     or m.group("then_asked")).strip()
    plain = without_form_words(asked)[0].strip().rstrip(" .。")  # ("total received minus total sent. A negative number is fine.")
    if len(preface.split()) > 20 or not (_ASKS.match(asked) or asked.endswith(("?", "？")) or _OWN_MINUS.match(plain)
                                         or _PREFACE.match(asked)) \
            or len(re.findall(r"[（(]", preface)) != len(re.findall(r"[)）]", preface)):
        return None  # (a colon inside brackets, "（含首尾两天：2000-01-01至2005-12-31）", ends no preface)
    named = [link["text"] for link in planner.link(preface) if link.get("text")]
    own = [link["text"] for link in planner.link(plain) if link.get("text")]  # (not a form aside: "(X being the tyre maker.)")
    if m.group("sentence") and _BARE_WHICH.match(asked) and (wanted := _WANTED.search(preface)) is not None:
        # "For my story I need every company that has received money from X. Which are they?": the sentence is asked
        return f"List {wanted.group('np').rstrip(' .。')}.", f"read {preface!r} with {asked!r} as a request to list what it names"
    if _BACK.search(asked) or any(re.search(rf"\b{re.escape(m.group(1))}s?\b", preface, re.I) for m in _THAT_NOUN.finditer(asked)):
        return None  # ("…的直接下游产品中的轮胎类产品。生产这些轮胎类下游产品的公司…", "X is signed with a certificate. … that
        # certificate?": the preface's words are the question's)
    note = f"read {preface!r} as the question's preface; it asks nothing"
    alone = m.group("preface") is not None and _fold(preface) in {_fold(n) for n in named}  # ("Acme Motors: total sent minus …")
    if (m.group("scope") or alone or _OWN_MINUS.match(plain)) and len(set(named)) == 1 and not own \
            and (minus := _OWN_MINUS.match(plain) or _OWN_MINUS.match(asked)) is not None:
        # "For X, what is total money received minus total money sent?": both sides are X's
        name = named[0]
        return (f"{minus.group('what') or 'What is'} {name}'s {minus.group('a')} minus {name}'s {minus.group('b')}?",
                note + f"; both sides of the difference are {name!r}'s")
    if (place := _PLACE_PRONOUN.search(asked)) is not None and len(set(named)) == 1 and not own:
        # "We will be filming in Taizhou (台州市). Which religious schools are located in that city?": the place named before
        asked = _PLACE_PRONOUN.sub(lambda p: f"{p.group(1)} in {named[0]}" if p.group(1) else f"in {named[0]}", asked)
        return asked, note + f"; {place.group(0).strip()!r} stands for {named[0]!r}"
    said = _PRONOUN_EN.search(asked) or _PRONOUN_ZH.search(asked)
    if said is not None and own and _entities(planner, preface) <= _entities(planner, asked):
        return asked, note  # ("I'm vetting X as a tyre supplier. Which products does X list as its products?": X's own)
    if said is not None and not named and _PURPOSE.match(preface) and not planner.mentioned_types(preface):
        said = None  # ("For a ranking graphic: which industry has the most products assigned to it?": its own "it")
    if said is not None:  # "…background on X: when was it founded?": it is the one entity the preface names
        own_types = {link["type"] for link in planner.link(preface) if named and link.get("text") == named[0]}
        person = _PERSON_PRONOUN.fullmatch(said.group(0)) is not None and any(is_person_type(planner.schema, t) for t in own_types)
        others = set(planner.mentioned_types(preface.replace(named[0], " "))) - own_types if named else set()
        if len(set(named)) != 1 or own or (others and not person):  # ("she": never the companies said; "这个站": the station named)
            # ("That Singapore-based freight company: how much has it received …", "Take the company that got X's biggest
            # payment. How old is its legal representative?": it may be the company described; whom it means is not read)
            return None
        word, name = said.group(0), named[0]
        pronoun = _PRONOUN_EN if _PRONOUN_EN.search(asked) else _PRONOUN_ZH  # (each of them: "its outflow minus its inflow")
        asked = pronoun.sub(lambda p: f"{name}'s" if p.group(0).casefold() in ("its", "his") or _possessive_her(p) else
                            f"{name}的" if p.group(0) == "其" else name, asked)
        return asked, note + f"; {word!r} stands for {name!r}"
    if m.group("scope"):
        return None  # ("For X, how many …": X restricts what follows, not read apart)
    if named and not own and not _WHOLE.search(without_form_words(asked)[0]):
        return None  # ("I'm reviewing A's payments to B: give the dates of the three largest transfers": A's and B's, unread)
    return asked, note


def _entities(planner: "SchemaPlanner", text: str) -> set[str]:
    """The ids of the entities ``text`` names (:meth:`~kagflow.solver.ask.Asker.link`)."""
    return {link["entity_id"] for link in planner.link(text) if link.get("entity_id")}


def _possessive_her(m: re.Match) -> bool:
    """Whether a matched "her" is a possessive ("her companies"), not an object ("paid her")."""
    return m.group(0).casefold() == "her" and re.match(r"\s+[a-z]", m.string[m.end():], re.I) is not None
