"""bench/questions/*.json: every gold answer computed again from the raw CSV files.

Nothing here reads kagflow's store or calls kagflow's mapping: the tables are read with the
standard library's csv module (``tests.conftest.read_csv``), and each question's answer is
worked out in plain Python beside its id. So a question file can never drift from its data,
and a change in kagflow can never change a gold answer.

Readings the questions rely on (the bench README states them too): "the last N days" and "the
past three months" (90 days) count the days before the project's as-of date as the schemas'
rules do (``date_diff(now, transDate) < N``); a transfer "over X" is strictly greater; the
supply-chain data repeats names in a cell (``传化****限公司`` twice for 臧*), and they count once.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections import Counter, defaultdict
from pathlib import Path

import pytest
import yaml

from kagflow.solver.eval import load_questions
from kagflow.solver.scoring import is_cjk
from tests.conftest import AS_OF, EXAMPLE, dataset, read_csv

QUESTIONS = Path(__file__).resolve().parents[2] / "bench" / "questions"
SHAPES = {"property", "relation_hop", "aggregate", "time_window", "comparison", "two_hop", "superlative"}


def _date(text: str) -> dt.date:
    return dt.datetime.strptime(text, "%Y%m%d").date()


def _within(day: dt.date, as_of: dt.date, days: int) -> bool:
    """The rules' window: fewer than ``days`` days before the as-of date (and not after it)."""
    return 0 <= (as_of - day).days < days


def _split(cell: str, separator: str) -> list[str]:
    """A multi-value cell's values, each once, in order."""
    return list(dict.fromkeys(v.strip() for v in cell.split(separator) if v.strip()))


def _top(scores: dict[str, float], largest: bool = True) -> list[str]:
    """Every key with the best score (ties kept)."""
    best = max(scores.values()) if largest else min(scores.values())
    return [k for k, v in scores.items() if v == best]


class Transfers:
    """Rows of a ``*_fundTrans_*.csv``: ``(source id, target id, date, amount)``."""

    def __init__(self, rows: list[dict], src: str, dst: str):
        self.rows = [(r[src], r[dst], _date(r["transDate"]), int(r["transAmt"])) for r in rows]

    def out_of(self, who: str):
        return [t for t in self.rows if t[0] == who]

    def into(self, who: str):
        return [t for t in self.rows if t[1] == who]


# -- the shipped example ------------------------------------------------------------------------


class Acme:
    """data/examples/acme-supply, read raw (multi-value cells use ';', as its kagflow.yaml says)."""

    def __init__(self, root: Path):
        settings = yaml.safe_load((root / "kagflow.yaml").read_text(encoding="utf-8"))
        self.as_of = dt.date.fromisoformat(settings["as_of"])
        sep = settings["multi_value_separator"]
        src = root / "sources"
        self.companies = {r["id"]: r for r in read_csv(src / "Company.csv")}
        self.id = {r["name"]: i for i, r in self.companies.items()}
        self.products = {i: _split(r["product"], sep) for i, r in self.companies.items()}
        self.people = {r["name"]: r for r in read_csv(src / "Person.csv")}
        self.represents = {n: _split(r["legalRepresentative"], sep) for n, r in self.people.items()}
        self.chain = {r["id"]: _split(r["hasSupplyChain"], sep) for r in read_csv(src / "Product.csv")}
        self.transfers = Transfers(read_csv(src / "Company_fundTrans_Company.csv"), "srcId", "dstId")

    def name(self, company_id: str) -> str:
        return self.companies[company_id]["name"]

    def company(self, name: str) -> dict:
        return self.companies[self.id[name]]

    def main_customers(self) -> list[tuple[str, str]]:
        """The schema's mainSupply rule by hand: (supplier, customer) where a product of the
        supplier feeds a product of the customer, and the customer paid more than half of all the
        supplier received."""
        pairs = []
        for s in self.companies:
            inflow = sum(t[3] for t in self.transfers.into(s))
            for o in self.companies:
                feeds = any(d in self.products[o] for p in self.products[s] for d in self.chain.get(p, []))
                paid = sum(t[3] for t in self.transfers.into(s) if t[0] == o)
                if feeds and paid and paid / inflow > 0.5:
                    pairs.append((self.name(s), self.name(o)))
        return pairs


def acme_gold(d: Acme) -> dict:
    acme = d.id["Acme Motors"]
    founded = {n: int(d.company(n)["founded"]) for n in d.id}
    return {
        "acme-01": [d.company("Delta Cells GmbH")["country"]],
        "acme-02": [d.company("Fjord Steel AS")["founded"]],
        "acme-03": [d.people["Ada Moreno"]["age"]],
        "acme-04": d.represents["Ada Moreno"],
        "acme-05": {d.name(t[1]) for t in d.transfers.out_of(acme)},
        "acme-06": d.products[d.id["Helix Chemicals"]],
        "acme-07": [len(d.transfers.out_of(acme))],
        "acme-08": [sum(t[3] for t in d.transfers.out_of(acme) if t[1] == d.id["O'Hara, Lamb & Sons"])],
        "acme-09": [sum(t[3] for t in d.transfers.rows if t[3] > 100000)],
        "acme-10": [sum(1 for r in d.companies.values() if r["country"] == "US")],
        "acme-11": [sum(t[3] for t in d.transfers.out_of(acme) if _within(t[2], d.as_of, 90))],
        "acme-12": {d.name(t[0]) for t in d.transfers.into(acme) if _within(t[2], d.as_of, 90)},
        "acme-13": {d.name(t[1]) for t in d.transfers.rows if _within(t[2], d.as_of, 30)},
        "acme-14": [sum(t[3] for t in d.transfers.rows if dt.date(2024, 1, 1) <= t[2] <= dt.date(2024, 3, 31))],
        "acme-15": ["yes" if founded["Borealis Rubber Works"] < founded["Helix Chemicals"] else "no"],
        "acme-16": [min(["Granite Insurance", "Eastwind Logistics"], key=founded.get)],
        "acme-17": ["是" if d.company("Acme Motors")["country"] == d.company("Granite Insurance")["country"] else "否"],
        "acme-18": ["yes" if sum(t[3] for t in d.transfers.out_of(acme) if t[1] == d.id["Delta Cells GmbH"])
                    > sum(t[3] for t in d.transfers.out_of(acme) if t[1] == d.id["O'Hara, Lamb & Sons"]) else "no"],
        "acme-19": [r["age"] for n, r in d.people.items() if "Eastwind Logistics" in d.represents[n]],
        "acme-20": {c for n in d.people if "Delta Cells GmbH" in d.represents[n] for c in d.represents[n]} - {"Delta Cells GmbH"},
        "acme-21": {d.name(c) for p in d.products[d.id["O'Hara, Lamb & Sons"]] for down in d.chain[p]
                    for c in d.companies if down in d.products[c]},
        "acme-22": {s for s, o in d.main_customers() if o == "Acme Motors"},
        "acme-23": [d.name(max(d.transfers.rows, key=lambda t: t[3])[1])],
        "acme-24": _top(founded, largest=False),
        "acme-25": _top({d.name(i): len(p) for i, p in d.products.items()}),
        "acme-26": _top({n: int(r["age"]) for n, r in d.people.items() if d.represents[n]}, largest=False),
    }


# -- KAG's supply-chain example ------------------------------------------------------------------


class SupplyChain:
    """kag-supplychain, read raw (multi-value cells use ',')."""

    def __init__(self, root: Path, as_of: dt.date):
        self.as_of = as_of
        src = root / "sources"
        self.companies = {r["id"]: r for r in read_csv(src / "Company.csv")}
        self.id = {r["name"]: i for i, r in self.companies.items()}
        assert len(self.id) == len(self.companies), "company names are unique"
        self.products = {i: _split(r["product"], ",") for i, r in self.companies.items()}
        self.people = {r["name"]: r for r in read_csv(src / "Person.csv")}
        self.represents = {n: _split(r["legalRepresentative"], ",") for n, r in self.people.items()}
        self.product_rows = read_csv(src / "Product.csv")
        self.chain: dict[str, set[str]] = defaultdict(set)
        for r in self.product_rows:  # a product repeated in the file: its rows together
            self.chain[r["id"]].update(_split(r["hasSupplyChain"], ","))
        self.events = read_csv(src / "ProductChainEvent.csv")
        self.transfers = Transfers(read_csv(src / "Company_fundTrans_Company.csv"), "srcId", "dstId")

    def name(self, company_id: str) -> str:
        return self.companies[company_id]["name"]

    def age(self, person: str) -> int:
        return int(self.people[person]["age"])

    def main_customers(self) -> list[tuple[str, str]]:
        """The schema's mainSupply rule by hand (as :meth:`Acme.main_customers`)."""
        pairs = []
        for s in {t[1] for t in self.transfers.rows}:
            inflow = sum(t[3] for t in self.transfers.into(s))
            for o in {t[0] for t in self.transfers.into(s)}:
                feeds = any(d in self.products[o] for p in self.products[s] for d in self.chain.get(p, ()))
                paid = sum(t[3] for t in self.transfers.into(s) if t[0] == o)
                if feeds and paid / inflow > 0.5:
                    pairs.append((self.name(s), self.name(o)))
        return pairs


def supplychain_gold(d: SupplyChain) -> dict:
    chuanhua = d.id["传化****限公司"]
    sanjiao = d.id["三角***份限公司"]
    inflow = defaultdict(int)
    for t in d.transfers.rows:
        inflow[d.name(t[1])] += t[3]
    biggest_payee = max(d.transfers.out_of(chuanhua), key=lambda t: t[3])[1]
    ages = {n: d.age(n) for n in d.people}
    return {
        "sc-01": [d.people["臧*"]["age"]],
        "sc-02": [d.people["俞**"]["age"]],
        "sc-03": [e["subject"] for e in d.events if e["name"] == "顺丁橡胶成本上涨"],
        "sc-04": d.products[sanjiao],
        "sc-05": {d.name(t[0]) for t in d.transfers.into(chuanhua)},
        "sc-06": d.represents["庞*"],
        "sc-07": [sum(t[3] for t in d.transfers.into(chuanhua))],
        "sc-08": [len({t[1] for t in d.transfers.out_of(chuanhua)})],
        "sc-09": [sum(1 for a in ages.values() if a > 50)],
        "sc-10": [sum(1 for t in d.transfers.rows if t[3] > 1_000_000)],
        "sc-11": [sum(t[3] for t in d.transfers.out_of(chuanhua) if _within(t[2], d.as_of, 30))],
        "sc-12": [sum(t[3] for t in d.transfers.into(sanjiao) if _within(t[2], d.as_of, 90))],
        "sc-13": [sum(t[3] for t in d.transfers.out_of(chuanhua) if (t[2].year, t[2].month) == (2023, 7))],
        "sc-14": [sum(t[3] for t in d.transfers.rows if (t[2].year, t[2].month) == (2023, 8))],
        "sc-15": {d.name(t[1]) for t in d.transfers.out_of(chuanhua) if _within(t[2], d.as_of, 60)},
        "sc-16": ["是" if sum(t[3] for t in d.transfers.out_of(d.id["浙江**摩托**限公司"]) if t[1] == sanjiao)
                  > sum(t[3] for t in d.transfers.out_of(d.id["浙江**摩托**限公司"]) if t[1] == chuanhua) else "否"],
        "sc-17": ["是" if d.age("臧*") == d.age("任**") else "否"],
        "sc-18": [max(["倪**", "华*"], key=d.age)],
        "sc-19": [c for c in d.represents["臧*"] if "轮胎与橡胶-轮胎" in d.products[d.id[c]]],
        "sc-20": {r["belongToIndustry"] for r in d.product_rows if r["id"] in d.products[sanjiao]},
        "sc-21": [n for n in d.people if d.name(biggest_payee) in d.represents[n]],
        "sc-22": [o for s, o in d.main_customers() if s == "传化****限公司"],
        "sc-23": _top(dict(inflow)),
        "sc-24": _top(ages, largest=False),
        "sc-25": _top(ages),
        "sc-26": [min(t[3] for t in d.transfers.into(chuanhua))],
    }


# -- KAG's risk-mining example ------------------------------------------------------------------


class RiskMining:
    """kag-riskmining, read raw."""

    def __init__(self, root: Path, as_of: dt.date):
        self.as_of = as_of
        src = root / "sources"
        self.people = {r["id"]: r for r in read_csv(src / "Person.csv")}
        self.pid = {r["name"]: i for i, r in self.people.items()}
        assert len(self.pid) == len(self.people), "person names are unique"
        self.companies = {r["id"]: r for r in read_csv(src / "Company.csv")}
        self.apps = {r["id"]: r for r in read_csv(src / "App.csv")}
        self.installs = {r["id"]: _split(r["install"], ",") for r in read_csv(src / "Device.csv")}
        self.devices = defaultdict(list)
        for r in read_csv(src / "Person_hasDevice_Device.csv"):
            self.devices[r["src"]].append(r["dst"])
        self.shares = defaultdict(list)
        for r in read_csv(src / "Person_holdShare_Company.csv"):
            self.shares[r["src"]].append(r["dst"])
        self.person_certs = read_csv(src / "Person_hasCert_Cert.csv")
        self.company_certs = defaultdict(set)
        for r in read_csv(src / "Company_hasCert_Cert.csv"):
            self.company_certs[r["src"]].add(r["dst"])
        self.transfers = Transfers(read_csv(src / "Person_fundTrans_Person.csv"), "src", "dst")

    def name(self, person_id: str) -> str:
        return self.people[person_id]["name"]

    def gambling(self, app: str) -> bool:
        """The concept rule 赌博应用: riskMark like '%赌博%'."""
        return "赌博" in self.apps[app]["riskMark"]

    def developed(self, person: str) -> set[str]:
        """The developed rule by hand: apps installed on more than 5 of the person's devices."""
        counts = Counter(app for device in self.devices[person] for app in self.installs[device])
        return {app for app, n in counts.items() if n > 5}

    def released(self, person: str) -> set[str]:
        """The release rule by hand: apps using a certificate held by a company the person holds shares in."""
        certs = {c for company in self.shares[person] for c in self.company_certs[company]}
        return {a for a, r in self.apps.items() if r["useCert"] in certs}

    def sent(self, src: str, dst: str) -> list[tuple]:
        return [t for t in self.transfers.out_of(src) if t[1] == dst]


def riskmining_gold(d: RiskMining) -> dict:
    bai, qiu, du, wu = (d.pid[n] for n in ("柏*", "裘**", "杜*", "邬**"))
    ages = {r["name"]: int(r["age"]) for r in d.people.values()}
    sent_to = defaultdict(int)
    for t in d.transfers.out_of(bai):
        sent_to[d.name(t[1])] += t[3]
    cert = "33fdf452aa9cd145ba096c364a250ee8"
    bosses = {d.name(s) for s in d.people for app in d.released(s) if d.gambling(app)
              for u in d.people if app in d.developed(u) and d.sent(s, u)}
    return {
        "rm-01": [d.people[bai]["hasPhone"]],
        "rm-02": [r["phone"] for r in d.companies.values() if r["name"] == "**娱乐**公司"],
        "rm-03": [d.apps["com.CYUwwpj.ceCCEm.LCtzt.NCrUKX"]["riskMark"]],
        "rm-04": [d.companies[c]["name"] for c in d.shares[bai]],
        "rm-05": [d.name(r["src"]) for r in d.person_certs if r["dst"] == cert],
        "rm-06": [len(d.devices[qiu])],
        "rm-07": [sum(t[3] for t in d.sent(bai, du))],
        "rm-08": [len(d.sent(bai, wu))],
        "rm-09": [sum(1 for a in d.apps if d.gambling(a))],
        "rm-10": [sum(1 for a in ages.values() if a > 50)],
        "rm-11": [sum(t[3] for t in d.transfers.out_of(bai) if _within(t[2], d.as_of, 30))],
        "rm-12": [sum(t[3] for t in d.sent(bai, qiu) if (t[2].year, t[2].month) == (2023, 9))],
        "rm-13": [sum(1 for t in d.transfers.out_of(bai) if (t[2].year, t[2].month) == (2023, 8))],
        "rm-14": [max(["裘**", "杜*"], key=ages.get)],
        "rm-15": ["是" if any(d.companies[c]["name"] == "**娱乐**公司" for c in d.shares[bai]) else "否"],
        "rm-16": ["yes" if sent_to["邬**"] > sent_to["裘**"] else "no"],
        "rm-17": {d.name(t[1]) for t in d.transfers.out_of(bai) if ages[d.name(t[1])] > 55},
        "rm-18": [len({app for device in d.devices[wu] for app in d.installs[device]})],
        "rm-19": [a for a, r in d.apps.items() if r["useCert"] == "68802adde35845d76eeb172ff8ea6825" and d.gambling(a)],
        "rm-20": d.developed(qiu),
        "rm-21": bosses,
        "rm-22": [max(t[3] for t in d.transfers.out_of(bai))],
        "rm-23": _top(dict(sent_to)),
        "rm-24": _top({d.name(p): len(v) for p, v in d.devices.items()}),
        "rm-25": _top(ages),
    }


# -- the checks ----------------------------------------------------------------------------------


def _projects():
    as_of = dt.date.fromisoformat(AS_OF)  # the date the KAG examples' relative questions assume
    return {
        "acme-supply": lambda: acme_gold(Acme(EXAMPLE)),
        "kag-supplychain": lambda: supplychain_gold(SupplyChain(dataset("kag-supplychain"), as_of)),
        "kag-riskmining": lambda: riskmining_gold(RiskMining(dataset("kag-riskmining"), as_of)),
    }


def _as_strings(values) -> list[str]:
    return sorted(str(v) for v in values)


@pytest.mark.parametrize("project", sorted(_projects()))
def test_every_gold_answer_is_what_the_raw_tables_say(project):
    computed = _projects()[project]()
    raw = json.loads((QUESTIONS / f"{project}.json").read_text(encoding="utf-8"))
    assert [q["id"] for q in raw] == sorted(computed), "one computation per question, no more"
    for q in raw:
        values = computed[q["id"]]
        assert values, f"{q['id']}: the data gives no answer"
        assert len(set(map(str, values))) == len(list(values)), f"{q['id']}: a value counted twice"
        assert sorted(q["answer"]) == _as_strings(values), f"{q['id']} ({q['question']})"


@pytest.mark.parametrize("project", sorted(_projects()))
def test_question_files_read_as_question_answer_sets(project):
    kind, questions = load_questions(QUESTIONS / f"{project}.json")
    assert kind == "qa" and all(q.shape in SHAPES for q in questions)
    assert {q.shape for q in questions} == SHAPES, "every shape in every set"
    raw = json.loads((QUESTIONS / f"{project}.json").read_text(encoding="utf-8"))
    assert {q["lang"] for q in raw} == {"en", "zh"}, "English and Chinese phrasings"
    for q in raw:  # the label says how the question is phrased (names may be in either script)
        if q["lang"] == "zh":
            assert q["question"].endswith("？") and any(is_cjk(ch) for ch in q["question"].split("？")[0][-3:]), q["id"]
        else:
            assert re.match(r"(What|Which|Who|How|Was|Did)\b", q["question"]) and q["question"].endswith("?"), q["id"]
    windows = [q for q in questions if q.as_of]
    assert windows, "relative time windows"
    expected = yaml.safe_load((EXAMPLE / "kagflow.yaml").read_text(encoding="utf-8"))["as_of"] if project == "acme-supply" else AS_OF
    assert {q.as_of for q in windows} == {expected}


def test_a_superlative_with_a_tie_is_kept_with_every_tied_value():
    ties = [q for p in _projects() for q in json.loads((QUESTIONS / f"{p}.json").read_text(encoding="utf-8"))
            if q["shape"] == "superlative" and len(q["answer"]) > 1]
    assert {q["id"] for q in ties} >= {"sc-24", "acme-25"}
