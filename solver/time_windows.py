"""Time windows a question restricts by, dated by the project's ``as_of``.

A window is read from general English and Chinese date words, never a dataset's vocabulary:

- relative windows as the project's rules date them: "last 90 days", "past three months", "近3个月"
  (after ``as_of`` minus N days, months as 30 days, up to ``as_of``);
- a period: a day ("2024-05-10", "10 May 2024", "May 10, 2024", "2024年5月10日"), a month
  ("July 2023", "2023年8月"), a quarter ("the first quarter of 2024", "Q1 2024", "2024年第一季度"), a
  half-year ("the first half of 2024", "H2 2023", "2024年上半年")
  or a year ("in 2023", "2023年"); a month named without its year ("in June") is the latest such
  month up to ``as_of``;
- an open side of a period: "before"/"prior to"/"earlier than" it (up to its first day, exclusive),
  "until"/"through"/"up to" it (its last day included), "after"/"later than" it (from its last
  day, exclusive), "since"/"from" it (its first day on); 之前/以前/前, 之后/以后/后, 以来/起, 截至;
- a span counted back from a day the question states: "the 30 days before 2023-10-15" (the 30 days
  up to the day before it), "the 30 days up to 2023-10-15" (the 30 days ending on it),
  "2023年10月15日之前的30天", "截至2023年10月15日的近30天", "从2023年10月15日往前推三年";
- a range of two periods: "between March and May 2024", "from Q1 2023 to Q2 2024", "between 1 and 10
  September 2023" (the first day dated by the second's month),
  "2024年3月到5月" (the first period's first day to the second's last); a side written without its
  year takes the other side's.

A question the reader cannot date exactly gets no window (and the planner then writes no plan that
would need one), never a guessed one.
"""

from __future__ import annotations

import calendar
import dataclasses
import datetime as dt
import re

from kagflow.solver.question_words import chinese_number

__all__ = ["DECADE", "TimeWindow", "decade_start", "stated_as_of", "time_window"]


@dataclasses.dataclass(frozen=True)
class TimeWindow:
    """A date range a question restricts by: ``start <= date <= end``; ``start`` or ``end`` is
    None when that side is open, and exclusive when ``exclusive_start`` / ``exclusive_end``.
    ``text`` is the question's words it was read from (the planner counts them as read)."""

    start: dt.date | None
    end: dt.date | None
    text: str
    exclusive_start: bool = False
    exclusive_end: bool = False

    def __repr__(self) -> str:
        return f"TimeWindow({self.start}, {self.end}, {self.text!r})"

    def describe(self) -> str:
        """The window in words for a trace: ``2024-03-01..2024-05-31``, ``before 2024-05-01``."""
        if self.start is None:
            return f"{'before' if self.exclusive_end else 'up to'} {self.end}"
        if self.end is None:
            return f"{'after' if self.exclusive_start else 'from'} {self.start}"
        return f"{self.start}..{self.end}" + (" (start exclusive)" if self.exclusive_start else "") \
            + (" (end exclusive)" if self.exclusive_end else "")


@dataclasses.dataclass
class _Period:
    start: dt.date
    end: dt.date
    a: int  # span in the text
    b: int
    month: int | None = None  # a month written without its year: dated once the year is known
    day: int | None = None  # the day of such a month ("9月10日"), when one is written


_UNIT_DAYS = {"day": 1, "days": 1, "天": 1, "日": 1, "week": 7, "weeks": 7, "周": 7, "星期": 7,
              "month": 30, "months": 30, "月": 30, "个月": 30, "quarter": 90, "quarters": 90, "季度": 90,
              "year": 365, "years": 365, "年": 365}
_MONTHS = {name: i for i, name in enumerate(
    "january february march april may june july august september october november december".split(), 1)}
_MONTH_WORD = (r"january|february|march|april|may|june|july|august|september|october|november|december"
               r"|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec")
_QUARTER_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4,
                  "一": 1, "二": 2, "三": 3, "四": 4, "1": 1, "2": 2, "3": 3, "4": 4}
_WORD_NUMBERS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}
_YEAR_RE = r"((?:19|20)\d\d)"
_RELATIVE = re.compile(r"\b(?:in |over |during |within )?(?:the )?(?:last|past|previous|recent)\s+(\d+|[a-z]+)?\s*(days?|weeks?|months?|quarters?|years?)\b"
                       # "截至数据日期前30天内", "今天之前的30天": the as-of date named by a word, not a day
                       r"|(?:近|最近|过去|(?:截至|截止到?|到)?(?:数据日期|今天|今日|当前|目前|现在)(?:之前|以前|前|往前推|往前)的?)"
                       r"\s*(\d+|[一二两三四五六七八九十]+)?\s*(天|日|周|星期|个月|月|季度|年)", re.I)
# each kind of period, most specific first; a later kind never reads inside an earlier one's span
_DAY_ISO = re.compile(rf"(?<![0-9A-Za-z]){_YEAR_RE}[-/.](\d{{1,2}})[-/.](\d{{1,2}})(?![0-9A-Za-z])")  # "在2023-09-01到…"
_DAY_EN = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+({_MONTH_WORD})\.?,?\s+{_YEAR_RE}\b"
                     rf"|\b({_MONTH_WORD})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+{_YEAR_RE}\b", re.I)
_DAY_ZH = re.compile(rf"{_YEAR_RE}\s*年\s*(\d{{1,2}})\s*月\s*(\d{{1,2}})\s*[日号]")
_QUARTER = re.compile(rf"\b(?:the )?(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter\s+(?:of\s+)?{_YEAR_RE}\b"
                      rf"|\bq([1-4])\s*(?:of\s+)?{_YEAR_RE}\b|{_YEAR_RE}\s*年?\s*(?:第)?([一二三四1-4])\s*季度", re.I)
# a half-year: "the first half of 2024", "H2 2023", "2024年上半年", "2023年下半年"
_HALF = re.compile(rf"\b(?:the )?(first|second|1st|2nd)\s+half\s+(?:of\s+)?{_YEAR_RE}\b"
                   rf"|\bh([12])\s*(?:of\s+)?{_YEAR_RE}\b|{_YEAR_RE}\s*年?\s*的?\s*([上下])半年", re.I)
_MONTH_EN = re.compile(rf"\b({_MONTH_WORD})\.?\s+(?:of\s+)?{_YEAR_RE}\b", re.I)
_MONTH_ZH = re.compile(rf"{_YEAR_RE}\s*年\s*(\d{{1,2}})\s*月(?:份)?")
# a year or a month without its year counts only after a word that makes it a date ("May" is a verb too)
_DATE_WORD = r"(?:in|during|since|before|after|until|till|through|from|between|and|to|of|prior to|earlier than|later than|up to)"
# a decade: "the 1980s", "'80s", "1980年代", "20世纪80年代", "80年代" (of the 1900s where no century is said)
# ("上世纪八十年代", "二十世纪90年代": the century in words too); bounds reads it over a number of years as well
DECADE = re.compile(r"\b(?:the\s+)?(1[89]\d0|20\d0)['’]?s\b|(?:\bthe\s+)?['’](\d)0s\b|(?<!\d)(1[89]\d0|20\d0)\s*年代"
                     r"|(?:(\d{2})\s*世纪|上个?世纪|二十世纪)?(?<!\d)(?:([1-9])0|([一二三四五六七八九])十)\s*年代", re.I)
_YEAR_ZH = re.compile(rf"{_YEAR_RE}\s*年(?!\s*\d{{1,2}}\s*月)(?:全年|内|中|里|度)?")
_BARE_YEAR = re.compile(rf"\b{_YEAR_RE}\b")
_BARE_MONTH_EN = re.compile(r"\b(january|february|march|april|may|june|july|august|september|october|november|december)\b", re.I)
_DAY_ZH_NO_YEAR = re.compile(r"(?<![\d年])(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]")  # "2023年9月1日到9月10日"
# an English day without its year ("between 1 April and 30 June 2024"): dated by the range's other side
# a bare day before the day that ends a range in its month ("between 1 and 10 September 2023"): dated by it
_BARE_DAY_EN = re.compile(rf"(?<![\d.])\b(\d{{1,2}})(?:st|nd|rd|th)?(?=\s+(?:and|to|until|till|-|–)\s+(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)?\s+"
                          rf"({_MONTH_WORD})\.?,?\s+{_YEAR_RE}\b)", re.I)
_DAY_EN_NO_YEAR = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+({_MONTH_WORD})\b(?!\.?,?\s+\d)"
                             rf"|\b({_MONTH_WORD})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?!,?\s+\d)", re.I)
# a calendar period named from the as-of date: "this year", "last year" (the calendar year before; "the
# last year" is the 365 days before, a relative window), 今年, 去年, 本月, 上个月
_CALENDAR = re.compile(r"(?:(?<!the )\b(this|last)|\b(?:the\s+)?(previous))\s+(year|month|quarter)\b|(今年(?!\s*(?:多大|几岁|年纪|年龄|多少岁))|去年|前年|本月|上个?月|本季度|上个?季度)", re.I)
_BARE_MONTH_ZH = re.compile(r"(?<![\d年])(\d{1,2})\s*月(?:份)?(?!\s*\d)")
_AFTER_DATE_WORD = re.compile(rf"\b{_DATE_WORD}\s+(?:the\s+)?$", re.I)
# the words before a period that open one side of it, and the Chinese words after it
_BEFORE = re.compile(r"\b(before|prior to|earlier than|until|till|through|up to|after|later than|since|from|starting)\s+(?:the\s+)?"
                     r"(?:(?:end|start|beginning)\s+of\s+)?$", re.I)
_ZH_BEFORE = re.compile(r"(截至|截止|自|从|不早于|不晚于|早于|晚于|先于|迟于)\s*$")
# the comparative words before a day: earlier or later than it, the day itself left out unless 不 says so
_ZH_THAN = {"早于": "before", "先于": "before", "晚于": "after", "迟于": "after", "不早于": "since", "不晚于": "until"}
# (a bracket between saying whether the day itself counts: "2024年3月1日（含）以后" is on or after it)
# ("2018年及以后": 及 joins the day itself to the side, as 含 does; so does "2010-01-01当天或之后")
# (the bracket may say the day or year again: "2015年以来（含2015年）")
_ITSELF = r"(?:当天|当日|本日|当年|本年|\s*\d{4}\s*年(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?)?(?:当天|当年|在内)?)?"
_ZH_AFTER = re.compile(r"^\s*(?:[（(]\s*(?P<incl>不含|不包含|不包括|含|包含|包括)" + _ITSELF + r"\s*[）)]\s*)?(?P<also>以及|及|(?:当天|当日|当年|这一?天|那一?天|本日)?\s*(?:或者?|以及|及|和))?"
                       r"(?P<word>之前|以前|前|之后|以后|后|以来|起|至今)"
                       r"(?:\s*[（(]\s*(?P<incl2>不含|不包含|不包括|含|包含|包括)" + _ITSELF + r"\s*[）)])?")
# an open side written after the day in English: "dated 2023-09-01 or later", "on or after" said after it
_EN_AFTER = re.compile(r"^\s*(?:(?:or|and)\s+(later|after|afterwards|since|earlier|before)|(onwards?))\b", re.I)
_RANGE_LEAD = re.compile(r"\b(?:between|from)\s+(?:the\s+)?$|(?:从|自)\s*$", re.I)
_RANGE_JOIN = re.compile(r"\s*(?:and|to|until|till|through|-|–|—|~|～|到|至)\s*(?:the\s+)?", re.I)
# a year before a join and a year written with 年 ("1990—1999年", "2018-2020年"): the range's first side
_YEAR_BEFORE_ZH_YEAR = re.compile(rf"(?<!\d){_YEAR_RE}(?=\s*(?:-|–|—|~|～|到|至)\s*(?:19|20)\d\d\s*年)")


def _month_range(year: int, month: int) -> tuple[dt.date, dt.date]:
    return dt.date(year, month, 1), dt.date(year, month, calendar.monthrange(year, month)[1])


def _month_number(word: str) -> int:
    key = word.casefold()
    return next(i for name, i in _MONTHS.items() if name.startswith(key[:3]))


def _day(year: str, month: int | str, day: str) -> tuple[dt.date, dt.date] | None:
    try:
        d = dt.date(int(year), int(month), int(day))
    except ValueError:
        return None
    return d, d


def _periods(text: str) -> list[_Period]:
    """Every period written in ``text``, in order, none inside another (months without a year
    carry ``month`` and are dated later)."""
    found: list[_Period] = []

    def add(m: re.Match, dates: tuple[dt.date, dt.date] | None, month: int | None = None) -> None:
        if dates is None or any(p.a < m.end() and m.start() < p.b for p in found):
            return
        found.append(_Period(dates[0], dates[1], m.start(), m.end(), month))

    for m in _DAY_ISO.finditer(text):
        add(m, _day(m.group(1), m.group(2), m.group(3)))
    for m in _DAY_EN.finditer(text):
        if m.group(1):
            add(m, _day(m.group(3), _month_number(m.group(2)), m.group(1)))
        else:
            add(m, _day(m.group(6), _month_number(m.group(4)), m.group(5)))
    for m in _DAY_ZH.finditer(text):
        add(m, _day(m.group(1), m.group(2), m.group(3)))
    for m in _QUARTER.finditer(text):
        if m.group(1):
            q, year = _QUARTER_WORDS[m.group(1).casefold()], int(m.group(2))
        elif m.group(3):
            q, year = int(m.group(3)), int(m.group(4))
        else:
            q, year = _QUARTER_WORDS[m.group(6)], int(m.group(5))
        add(m, (dt.date(year, 3 * q - 2, 1), _month_range(year, 3 * q)[1]))
    for m in _HALF.finditer(text):
        if m.group(1):
            half, year = (1 if m.group(1).casefold() in ("first", "1st") else 2), int(m.group(2))
        elif m.group(3):
            half, year = int(m.group(3)), int(m.group(4))
        else:
            half, year = (1 if m.group(6) == "上" else 2), int(m.group(5))
        add(m, (dt.date(year, 6 * half - 5, 1), _month_range(year, 6 * half)[1]))
    for m in _MONTH_EN.finditer(text):
        add(m, _month_range(int(m.group(2)), _month_number(m.group(1))))
    for m in _MONTH_ZH.finditer(text):
        if 1 <= int(m.group(2)) <= 12:
            add(m, _month_range(int(m.group(1)), int(m.group(2))))
    for m in DECADE.finditer(text):
        start = decade_start(m)
        add(m, (dt.date(start, 1, 1), dt.date(start + 9, 12, 31)))
    for m in _YEAR_ZH.finditer(text):
        add(m, (dt.date(int(m.group(1)), 1, 1), dt.date(int(m.group(1)), 12, 31)))
    for m in _BARE_YEAR.finditer(text):
        if _AFTER_DATE_WORD.search(text[:m.start()]):
            add(m, (dt.date(int(m.group(1)), 1, 1), dt.date(int(m.group(1)), 12, 31)))
    for m in _YEAR_BEFORE_ZH_YEAR.finditer(text):
        add(m, (dt.date(int(m.group(1)), 1, 1), dt.date(int(m.group(1)), 12, 31)))
    placeholder = (dt.date.min, dt.date.min)
    for m in _DAY_EN_NO_YEAR.finditer(text):
        month, day = (_month_number(m.group(2)), int(m.group(1))) if m.group(1) else (_month_number(m.group(3)), int(m.group(4)))
        if 1 <= day <= 31 and not any(p.a < m.end() and m.start() < p.b for p in found):
            found.append(_Period(*placeholder, m.start(), m.end(), month=month, day=day))
    for m in _BARE_DAY_EN.finditer(text):
        if any(p.a < m.end() and m.start() < p.b for p in found):
            continue
        try:
            day = dt.date(int(m.group(4)), _month_number(m.group(3)), int(m.group(1)))
            dt.date(int(m.group(4)), _month_number(m.group(3)), int(m.group(2)))
        except ValueError:  # (31 September, on either side: no such day, no period)
            continue
        found.append(_Period(day, day, m.start(), m.end()))
    for m in _BARE_MONTH_EN.finditer(text):  # (or opening a bracketed range: "Q2 2024 (April to June)")
        if _AFTER_DATE_WORD.search(text[:m.start()]) or re.search(r"[（(]\s*$", text[:m.start()]) and _RANGE_JOIN.match(text, m.end()):
            add(m, placeholder, month=_month_number(m.group(1)))
    for m in _DAY_ZH_NO_YEAR.finditer(text):
        if 1 <= int(m.group(1)) <= 12 and 1 <= int(m.group(2)) <= 31 and not any(p.a <= m.start() < p.b for p in found):
            found.append(_Period(*placeholder, m.start(), m.end(), month=int(m.group(1)), day=int(m.group(2))))
    for m in _BARE_MONTH_ZH.finditer(text):
        if 1 <= int(m.group(1)) <= 12:
            add(m, placeholder, month=int(m.group(1)))
    return sorted(found, key=lambda p: p.a)


def decade_start(m: re.Match) -> int:
    """The first year of the decade a :data:`DECADE` match names (1980 for "the 1980s", "80年代", "上世纪八十年代")."""
    if m.group(1) or m.group(3):
        return int(m.group(1) or m.group(3))
    tens = int(m.group(2) or m.group(5)) if (m.group(2) or m.group(5)) else chinese_number(m.group(6))
    return (int(m.group(4) or 20) - 1) * 100 + tens * 10


def _dated(p: _Period, year: int) -> _Period:
    if p.day is not None:
        try:
            day = dt.date(year, p.month, p.day)
        except ValueError:  # "2月30日": no such day; the window ends the month
            day = _month_range(year, p.month)[1]
        return dataclasses.replace(p, start=day, end=day, month=None, day=None)
    start, end = _month_range(year, p.month)
    return dataclasses.replace(p, start=start, end=end, month=None)


def _range(text: str, periods: list[_Period], as_of: dt.date | None) -> TimeWindow | None:
    """Two periods joined as a range ("between March and May 2024", "2024年3月到5月"); None when
    there is none, :data:`_UNDATED` when there is one that cannot be dated exactly."""
    for first, second in zip(periods, periods[1:]):
        join = _RANGE_JOIN.fullmatch(text[first.b:second.a])
        lead = _RANGE_LEAD.search(text[:first.a])
        if join is None or (lead is None and join.group(0).strip().casefold() in ("and", "")):
            continue  # "A and B" is a range only after "between"/"from"
        if first.month is not None and second.month is not None and as_of is not None:  # the latest such months
            second = _dated(second, as_of.year if second.month <= as_of.month else as_of.year - 1)
        if first.month is not None and second.month is None:  # "between December and February 2024"
            first = _dated(first, second.start.year if first.month <= second.start.month else second.start.year - 1)
        elif second.month is not None and first.month is None:
            second = _dated(second, first.start.year if second.month >= first.start.month else first.start.year + 1)
        if first.month is not None or second.month is not None or first.start > second.end:
            return _UNDATED  # no year on either side, or a range backwards: not dated exactly
        a = lead.start() if lead is not None else first.a
        return TimeWindow(first.start, second.end, text[a:second.b].strip())
    return None


# a period restated in brackets: "2024年上半年（1月1日至6月30日）", "Q2 2024 (1 April to 30 June)"
_BRACKETED = re.compile(r"(?:以内|内|里|以来)?\s*[（(]([^（）()]{1,40})[)）]")


def _restated(text: str, periods: list[_Period]) -> TimeWindow | None:
    """A dated period followed by a bracket holding a range of days without a year ("2024年上半年（1月1日至
    6月30日）"): the bracket's range, dated in the period's year, its words both; None where there is none.
    The bracket's days are the question's own words for the window, so they win where they differ."""
    for p in periods:
        m = _BRACKETED.match(text, p.b)
        if p.month is not None or m is None:
            continue
        inner = [q for q in periods if m.start() <= q.a and q.b <= m.end()]
        if len(inner) != 2 or _RANGE_JOIN.fullmatch(text[inner[0].b:inner[1].a]) is None:
            continue
        first, second = (_dated(q, p.start.year) if q.month is not None else q for q in inner)
        if first.start > second.end:
            continue
        return TimeWindow(first.start, second.end, text[p.a:m.end()].strip())
    return None


_UNDATED = TimeWindow(None, None, "")  # a range read but not dated: the question gets no window


# a window's first and last years said again in brackets after it ("in the 1980s (1980 to 1989)", "80年代（1980-1989年）")
_YEARS_SAID = re.compile(r"\s*[（(]\s*(?:i\.e\.,?\s*|即\s*)?((?:19|20)\d\d)\s*年?\s*(?:to|through|until|-|–|—|~|～|到|至)\s*((?:19|20)\d\d)\s*年?\s*[)）]", re.I)
# "(transfers fewer than 30 days before today)", "(counting back from 2023-10-15, fewer than 90 days)", "（不足90天）": a
# relative window's length said again, as its rule counts it (the first day left out)
_DAYS_SAID = re.compile(
    r"\s*[（(]\s*(?:(?:the\s+)?(?:transfers?|payments?|transactions?|records?)\s+)?(?:counting\s+back\s+from\s+[\d-]{8,10}\s*,?\s*)?"
    r"(?:(?:fewer|less)\s+than|under|within)\s+(?P<n>\d+)\s+days(?:\s+(?:before|prior\s+to)\s+(?:today|the\s+as-of\s+date|[\d-]{8,10}))?"
    r"\s*[)）]|\s*[（(]\s*(?:(?:不足|不到|少于|未满)|(?:从|自)\s*(?:19|20)\d\d-\d{1,2}-\d{1,2}\s*(?:往前|向前|倒推|往回)(?:数|推|算)?)\s*(?P<n_zh>\d+)\s*天(?:内)?\s*[)）]", re.I)
_BRACKET_AS_OF = re.compile(r"[（(]\s*(?:截至|截止到?|as\s+(?:of|at))\s*$", re.I)
_CLOSING_AS_OF = re.compile(r",?\s*\bas\s+(?:of|at)\s+(?:the\s+day\s+)?$", re.I)
_BRACKET_LED = re.compile(r"[（(]\s*(?:以|按)\s*$")
_STATED_AS_OF = re.compile(r"^\s*(?:截至|截止到?|以|按|as\s+(?:of|at)|(?:taking|using|with|counting\s+(?:back\s+(?:\d+\s+days\s+)?)?from)(?:\s+the\s+day)?)\s*$", re.I)
# what follows the day when the question opens with 以 or 按 ("以2023年10月15日为准，", "按2023年10月15日计，")
_STATED_AS_OF_AFTER = re.compile(r"\s*(?:为准|为基准|计|算|来算|来看|as\s+(?:the\s+)?(?:as-of|reference|current)\s+(?:date|day)|as\s+today)?\s*[,，、]", re.I)


def stated_as_of(text: str) -> tuple[dt.date, str] | None:
    """The day a question counts its windows back from when it says so first ("截至2023年10月15日，
    近两年…", "As of 15 October 2023, how many …") or in brackets anywhere ("近3个月（截至2023-10-15）"):
    ``(day, the words to drop)``, or None. Only a whole day the question opens with (after 截至 or
    "as of") and follows with a comma, or one bracketed after 截至 or "as of", is read as one;
    elsewhere 截至 is a window's end. "以…为准，" and "按…计，" state it too, opening the question or in brackets;
    "as of" and a day close it too ("What is X's 3-month outflow as of 2023-10-15?")."""
    for p in _periods(text):
        if p.month is not None or p.start != p.end:
            continue
        # anywhere in brackets: "近3个月（截至2023-10-15）流入的资金", "(as of 2023-10-15)"
        if (opened := _BRACKET_AS_OF.search(text[:p.a])) is not None and (closed := re.match(r"\s*[)）]", text[p.b:])) is not None:
            return p.start, text[opened.start():p.b + closed.end()]
        # "近3个月（从2023-10-15往前数90天）": the day counted back from, and the window's days said again
        if (opened := re.search(r"[（(]\s*(?:从|自)\s*$", text[:p.a])) is not None \
                and (closed := re.match(r"\s*(?:往前|向前|倒推|往回)(?:数|推|算)?\s*\d+\s*天(?:内)?\s*[)）]", text[p.b:])) is not None:
            return p.start, text[opened.start():p.b + closed.end()]
        # "（以2023-10-15为准）", "（按2023年10月15日计）"
        if (opened := _BRACKET_LED.search(text[:p.a])) is not None \
                and (closed := re.match(r"\s*(?:为准|为基准|计|算|来算)\s*[)）]", text[p.b:])) is not None:
            return p.start, text[opened.start():p.b + closed.end()]
        # closing the question: "What is the 3-month outflow of X as of 2023-10-15?"
        if (closing := _CLOSING_AS_OF.search(text[:p.a])) is not None and re.fullmatch(r"\s*[?？.。]?\s*", text[p.b:]):
            return p.start, text[closing.start():p.b]
        if not _STATED_AS_OF.search(text[:p.a]):
            continue
        opening = text[:p.a].strip()
        led = opening in ("以", "按") or opening.casefold().startswith(("taking", "using", "with", "counting"))  # "Taking 2024-06-30 as the as-of date,"
        tail = _STATED_AS_OF_AFTER.match(text[p.b:]) if led else re.match(r"\s*[,，、]", text[p.b:])
        if tail is None or led and not tail.group(0).strip(" ,，、") and not opening.casefold().startswith("counting"):
            return None
        return p.start, text[:p.b + tail.end()]
    return None


def time_window(text: str, as_of: dt.date | None) -> TimeWindow | None:
    """The date range ``text`` restricts by, or None (see the module's docstring for what is read).

    Args:
        text: the question.
        as_of: the date relative windows count back from and a month without its year is dated by;
            None leaves those unread.
    Returns:
        a :class:`TimeWindow` (days, both ends inclusive unless marked exclusive), or None; its words
        include a "dated" before them ("transfers dated in 2024", "dated on or after 1 June 2023").
    """
    window = _window(text, as_of)
    if window is not None and window.text and (at := text.find(window.text)) >= 0 \
            and (said := _BRACKETED.match(text, at + len(window.text))) is not None \
            and (inner := _window(said.group(1), as_of)) is not None and inner.text \
            and (inner.start is None or inner.end is None or _RELATIVE.search(window.text)):
        # "2016年以后（2016年1月1日起）": the bracket says the open side again, to the day; "近两年内（2021-10-15至2023-10-15，
        # 含两端）": a relative window's days; its words win
        window = dataclasses.replace(inner, text=text[at:said.end()].strip())
    elif window is not None and window.start and window.end and window.text and (at := text.find(window.text)) >= 0 \
            and (said := _DAYS_SAID.match(text, at + len(window.text))) is not None and _RELATIVE.search(window.text) \
            and int(said.group("n") or said.group("n_zh")) == (window.end - window.start).days:
        window = dataclasses.replace(window, text=text[at:said.end()].strip())  # "近3个月（不足90天）": its days said again
    elif window is not None and window.start and window.end and window.text and (at := text.find(window.text)) >= 0 \
            and (said := _YEARS_SAID.match(text, at + len(window.text))) is not None \
            and (int(said.group(1)), int(said.group(2))) == (window.start.year, window.end.year):
        window = dataclasses.replace(window, text=text[at:said.end()].strip())  # "the 1980s (1980 to 1989)": its years said again
    if window is not None and window.text and (at := text.find(window.text)) > 0 \
            and (dated := re.search(r"\bdated\s+(?:on\s+(?:or\s+)?)?$", text[:at], re.I)) is not None:
        return dataclasses.replace(window, text=text[dated.start():at + len(window.text)])
    return window


def _window(text: str, as_of: dt.date | None) -> TimeWindow | None:
    """:func:`time_window` before the words before its own are looked at."""
    m = _CALENDAR.search(text)
    if m is not None and as_of is not None:
        return _calendar(m, as_of)
    if any(_day(*d.groups()) is None for d in _DAY_ISO.finditer(text)) or any(_day(*d.groups()) is None for d in _DAY_ZH.finditer(text)):
        return None  # "2024年2月30日": no such day, and no window is guessed in its place
    if (spanned := _span_to_day(text)) is not None:
        return spanned
    m = _RELATIVE.search(text)
    if m is not None and as_of is not None:
        count_text = m.group(1) or m.group(3)
        unit = (m.group(2) or m.group(4)).casefold()
        if count_text is None:
            count = 1
        elif count_text.isdigit():
            count = int(count_text)
        else:
            count = _WORD_NUMBERS.get(count_text.casefold()) or chinese_number(count_text)
        if count is not None and count > 0 and unit in _UNIT_DAYS:
            days = count * _UNIT_DAYS[unit]
            # "近五年（1825天）", "the last 3 months (90 days)": the length said again in days is the window's own words
            said = re.match(r"\s*[（(]\s*(?:即|i\.e\.,?\s*)?(\d+)\s*(?:天|日|days?)\s*[）)]", text[m.end():], re.I)
            if said is not None:
                days = int(said.group(1))
            words = text[m.start():m.end() + (said.end() if said else 0)].strip()
            return TimeWindow(as_of - dt.timedelta(days=days), as_of, words, exclusive_start=True)
    periods = _periods(text)
    if (restated := _restated(text, periods)) is not None:
        return restated
    ranged = _range(text, periods, as_of)
    if ranged is not None:
        return None if ranged is _UNDATED else ranged
    if not periods:
        return None
    p = periods[0]
    if p.month is not None:
        if as_of is None:
            return None
        p = _dated(p, as_of.year if p.month <= as_of.month else as_of.year - 1)
    before, after = text[:p.a], text[p.b:]
    en, zh_lead, zh_tail = _BEFORE.search(before), _ZH_BEFORE.search(before), _ZH_AFTER.match(after)
    if en is not None:
        word, a, b = en.group(1).casefold(), en.start(), p.b
        if word in ("after", "before") and (either := re.search(r"\bon\s+or\s+$", before[:en.start()], re.I)) is not None:
            word, a = ("since" if word == "after" else "until"), either.start()  # "on or after 1 June 2023": the day counts
        if word in ("since", "from", "starting") and (on := re.match(r"\s+(?:on(?:wards?)?|and (?:after|later)|or later)\b", after, re.I)):
            b += on.end()  # "from 10 September 2023 onwards": the open side's words
    elif zh_tail is not None:
        word, a, b = zh_tail.group("word"), p.a - (len(zh_lead.group(0)) if zh_lead else 0), p.b + zh_tail.end()
        if zh_tail.group("also") or (zh_tail.group("incl") or zh_tail.group("incl2") or "不").startswith(("含", "包")):  # the day itself counts
            word = {"之前": "截至", "以前": "截至", "前": "截至", "之后": "起", "以后": "起", "后": "起"}.get(word, word)
    elif zh_lead is not None:
        word, a, b = _ZH_THAN.get(zh_lead.group(1), zh_lead.group(1)), zh_lead.start(), p.b
    elif (tail := _EN_AFTER.match(after)) is not None:  # "dated 2023-09-01 or later": the day itself counts
        word = "since" if (tail.group(1) or tail.group(2)).casefold() in ("later", "after", "afterwards", "since", "onward", "onwards") else "until"
        lead = re.search(r"\b(?:dated|on)\s+$", before, re.I)
        a, b = (lead.start() if lead else p.a), p.b + tail.end()
    else:
        lead = re.search(r"\b(?:in|during)\s+(?:the\s+)?$", before, re.I)
        return TimeWindow(p.start, p.end, text[lead.start() if lead else p.a:p.b].strip())
    words = text[a:b].strip()
    if word in ("before", "prior to", "earlier than", "之前", "以前", "前"):
        return TimeWindow(None, p.start, words, exclusive_end=True)
    if word in ("until", "till", "through", "up to", "截至", "截止"):
        return TimeWindow(None, p.end, words)
    if word in ("after", "later than", "之后", "以后", "后"):
        return TimeWindow(p.end, None, words, exclusive_start=True)
    return TimeWindow(p.start, None, words)  # since, from, starting, 以来, 起, 自, 从, 至今



# a span counted back from a stated day: "the 30 days before 2023-10-15", "the 90 days up to …",
# "2023年10月15日之前的30天", "截至2023年10月15日的近30天"
_SPAN_TO = re.compile(r"\b(?:in |over |during |within )?(?:the )?(?:last |past |previous )?(\d+|[a-z]+)\s+(days?|weeks?|months?|years?)\s*"
                      r"(?:\([^()]{1,20}\)\s*)?,?\s*"  # "three months (90 days) before …", "the last 90 days, counting back from …"
                      r"(before|prior to|preceding|leading up to|up to|until|till|through|ending(?: on)?|counting back from|counted back from"
                      r"|going back from|back from)\s+(?:the\s+)?$", re.I)
_ZH_SPAN_AFTER = re.compile(r"^\s*(之前|以前|前|往前推|向前推|倒推|往回推|往前数|向前数|为止)?\s*的?\s*(?:近|最近|过去)?\s*(\d+|[一二两三四五六七八九十]+)\s*"
                            r"(天|日|周|星期|个月|月|年)(?:内|里|中|之内|期间)?")
_ZH_SPAN_LEAD = re.compile(r"(截至|截止到?|到|从|自)\s*$")


def _span_to_day(text: str) -> TimeWindow | None:
    """A number of days (weeks, months as 30 days, years) counted back from a day the question
    states, or None: after "before" (之前/以前/前) from the day minus the span up to the day before
    it; after "up to" (截至) from the day after that to the day itself (as "the last 30 days" counts)."""
    for p in _periods(text):
        if p.month is not None or p.start != p.end:
            continue  # a whole day, dated
        before, after = text[:p.a], text[p.b:]
        if (en := _SPAN_TO.search(before)) is not None:
            count_text, unit, word, a, b = en.group(1), en.group(2).casefold(), en.group(3).casefold(), en.start(), p.b
        elif (zh := _ZH_SPAN_AFTER.match(after)) is not None and (zh.group(1) or _ZH_SPAN_LEAD.search(before)):
            lead = _ZH_SPAN_LEAD.search(before)
            count_text, unit, word, a, b = zh.group(2), zh.group(3), zh.group(1) or "截至", lead.start() if lead else p.a, p.b + zh.end()
        else:
            continue
        count = int(count_text) if count_text.isdigit() else _WORD_NUMBERS.get(count_text.casefold()) or chinese_number(count_text)
        days = _UNIT_DAYS.get(unit) or _UNIT_DAYS.get(unit + "s") if count else None
        if not days:
            return None
        exclusive_end = word in ("before", "prior to", "preceding", "之前", "以前", "前")
        word = "截至" if word in ("从", "自", "为止") or "推" in word or "数" in word else word  # "从…往前推三年", "到…为止的十年内": up to the day
        # (count days either way: the day itself out after "before", the first day out otherwise)
        return TimeWindow(p.start - dt.timedelta(days=count * days), p.start, text[a:b].strip(),
                          exclusive_start=not exclusive_end, exclusive_end=exclusive_end)
    return None


def _calendar(m: re.Match, as_of: dt.date) -> TimeWindow:
    """"this year" (1 January to ``as_of``), "last year" (the calendar year before), and the same
    for months and quarters; 今年, 去年, 前年, 本月, 上个月, 本季度, 上季度."""
    which, unit = (m.group(1) or m.group(2) or "").casefold(), (m.group(3) or "").casefold()
    zh = m.group(4) or ""
    back = 2 if zh == "前年" else 1 if which in ("last", "previous") or zh.startswith(("去", "上")) else 0
    unit = unit or ("year" if "年" in zh else "quarter" if "季" in zh else "month")
    if unit == "year":
        year = as_of.year - back
        start, end = dt.date(year, 1, 1), dt.date(year, 12, 31)
    elif unit == "month":
        index = as_of.year * 12 + as_of.month - 1 - back
        start, end = _month_range(index // 12, index % 12 + 1)
    else:
        index = as_of.year * 4 + (as_of.month - 1) // 3 - back
        year, q = index // 4, index % 4 + 1
        start, end = dt.date(year, 3 * q - 2, 1), _month_range(year, 3 * q)[1]
    return TimeWindow(start, min(end, as_of) if back == 0 else end, m.group(0).strip())
