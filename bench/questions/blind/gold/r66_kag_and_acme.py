#!/usr/bin/env python3
"""Gold answers for the r66 blind question sets (acme-supply, kag-supplychain, kag-riskmining).

Standard library only.  Every gold answer below is computed from the raw CSV files; nothing is
typed by hand except the question text and the names the questions quote.  Running the script
writes three files next to this folder's parent (``bench/questions/blind/``):

    r66-acme-supply.json, r66-kag-supplychain.json, r66-kag-riskmining.json

each a JSON list of 25 objects ``{"id", "question", "answer", "shape", "lang"}`` (16 English,
9 Chinese).

Finding the data: the script walks up from its own folder; the acme example is
``data/examples/acme-supply`` under the first ancestor that has it, the KAG sets are
``datasets/kag-supplychain`` / ``datasets/kag-riskmining`` or ``shared/datasets/...`` under the
first ancestor that has them.

Readings used
-------------
* "Now": acme uses ``as_of`` from its ``kagflow.yaml`` (2024-06-30); both KAG projects use
  2023-10-15.  "The last N days" / "近N天" / the rules' ``date_diff(now, d) < N`` mean transfers
  dated strictly fewer than N days before now (0 <= now - date < N; no transfer is dated after
  now, which the script asserts).  The supply-chain rules' 近1月/近3月/近6月 are < 30 / < 90 /
  < 180 days, exactly as the rules write them.
* Multi-value cells are split on the project's separator (acme: ``multi_value_separator`` from
  kagflow.yaml, ";"; KAG: ","), stripped and de-duplicated (e.g. 臧*'s legalRepresentative cell
  names 三角***份限公司 and 传化****限公司 twice; device 3 lists one app twice).
* References: acme and kag-supplychain ``Person.legalRepresentative`` name companies by name;
  kag-riskmining ``App.useCert`` and the ``*_hasCert_Cert`` tables name certificates by their
  ``certNum``; every other reference is by id.
* kag-supplychain ``CompanyUpdate.csv`` rewrites 浙江**摩托**限公司's products.  No question
  asks about that company's products, and every rule-derived answer that could involve them is
  computed under both readings (Company.csv alone, and with the update applied) and asserted
  equal.
* Rules are evaluated literally from the schemas: ``totalTransInAmt`` = sum of all incoming
  transfers; ``mainSupply(s, o)``: some product of s has a hasSupplyChain edge to some product
  of o, o paid s, and o's payments to s are more than half of s's total inflow;
  ``sameLegalRepresentative`` asks only for *other* companies (s != o); ``belongToIndustry``
  (company) = the industries of its products listed in Product.csv; the riskmining
  ``developed(s, app)``: more than 5 of s's devices have the app installed; ``release(s, app)``:
  s holds shares in a company that holds the certificate the app uses; 赌博应用: riskMark
  contains 赌博; 赌博App开发者: developed a gambling app; 赌博App老板: released a gambling app
  that some person developed, and transferred money to that person.  Product links are exact
  (no isA widening) unless a question names a category, in which case "in category X" means
  the product id is X or starts with "X-".
* Age bounds: "over / older than N" / "超过N岁" / "大于N岁" are strict (> N); "N or older" /
  "N岁及以上" are inclusive.
* Number formats: integers plainly ("1360000"); non-integers are computed with Decimal on the
  cell text and rounded half up (decimal.ROUND_HALF_UP) to 2 decimals ("11789.20");
  percentages are written without "%".  Dates as the data writes them (YYYYMMDD).  Yes/no as
  "yes"/"no" (English) or "是"/"否" (Chinese).
* Lists: one string per item (entity names; products, industries and apps by their id, which
  is their name).  Ordered lists (top-N) are in rank order; the scorer ignores order anyway.
* Per-group counts: flattened ``[group, count, group, count, ...]`` largest first; the script
  asserts the counts are pairwise distinct.  Superlative winners are asserted unique; top-N
  asserts no tie across the cut (the N-th and N+1-th values differ).

Shapes: field, count, list, yesno, sum, avg, superlative, topn, group_count, relation,
two_hop, negation, rule.
"""

from __future__ import annotations

import csv
import datetime as dt
import json
import re
from collections import Counter, defaultdict
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT_DIR = HERE.parent

# ----------------------------------------------------------------------------- locating data


def find_acme() -> Path:
    for anc in [HERE, *HERE.parents]:
        p = anc / "data" / "examples" / "acme-supply"
        if (p / "kagflow.yaml").is_file():
            return p
    raise SystemExit("acme-supply example not found above " + str(HERE))


def find_kag(name: str) -> Path:
    for anc in [HERE, *HERE.parents]:
        for sub in ("datasets", "shared/datasets"):
            p = anc / sub / name
            if (p / "sources").is_dir():
                return p
    raise SystemExit(f"{name} not found above {HERE}")


def read_csv(path: Path) -> list[dict[str, str]]:
    with open(path, encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def split_multi(cell: str | None, sep: str) -> list[str]:
    out: list[str] = []
    for part in (cell or "").split(sep):
        part = part.strip()
        if part and part not in out:
            out.append(part)
    return out


def yaml_scalar(text: str, key: str) -> str | None:
    m = re.search(rf"^{key}\s*:\s*(.+?)\s*$", text, re.M)
    if not m:
        return None
    v = m.group(1)
    if v[:1] in "\"'" and v[-1:] == v[:1]:
        v = v[1:-1]
    return v


# ----------------------------------------------------------------------------- helpers

TWO = Decimal("0.01")


def fmt(x: Decimal | int) -> str:
    d = Decimal(x)
    if d == d.to_integral_value():
        return str(int(d))
    return str(d.quantize(TWO, rounding=ROUND_HALF_UP))


def ddate(s: str) -> dt.date:
    return dt.datetime.strptime(s, "%Y%m%d").date()


def days_before(now: dt.date, s: str) -> int:
    n = (now - ddate(s)).days
    assert n >= 0, f"transfer dated after now: {s}"
    return n


def unique_max(scores: dict[str, Decimal | int]) -> str:
    best = max(scores.values())
    winners = [k for k, v in scores.items() if v == best]
    assert len(winners) == 1, f"superlative tie: {winners}"
    return winners[0]


def unique_min(scores: dict[str, Decimal | int]) -> str:
    best = min(scores.values())
    winners = [k for k, v in scores.items() if v == best]
    assert len(winners) == 1, f"superlative tie: {winners}"
    return winners[0]


def top_n(scores: dict[str, Decimal | int], n: int) -> list[str]:
    ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    assert len(ranked) > n, "not enough items for top-N"
    assert ranked[n - 1][1] != ranked[n][1], f"tie across the top-{n} cut: {ranked[: n + 1]}"
    return [k for k, _ in ranked[:n]]


def group_counts(counts: dict[str, int]) -> list[str]:
    assert len(set(counts.values())) == len(counts), f"tied group counts: {counts}"
    out: list[str] = []
    for k, v in sorted(counts.items(), key=lambda kv: kv[1], reverse=True):
        out += [k, str(v)]
    return out


def nonempty(xs):
    xs = list(xs)
    assert xs, "empty gold"
    return xs


class QSet:
    def __init__(self, project: str):
        self.project = project
        self.items: list[dict] = []

    def add(self, question: str, answer, shape: str, lang: str) -> None:
        if isinstance(answer, (str, int, Decimal)):
            answer = [answer]
        answer = [a if isinstance(a, str) else fmt(a) for a in answer]
        assert answer and all(isinstance(a, str) and a for a in answer), (question, answer)
        assert lang in ("en", "zh")
        n = len(self.items) + 1
        self.items.append(
            {
                "id": f"{self.project}-r66-{n:02d}",
                "question": question,
                "answer": answer,
                "shape": shape,
                "lang": lang,
            }
        )

    def check(self) -> None:
        assert len(self.items) == 25, (self.project, len(self.items))
        langs = Counter(q["lang"] for q in self.items)
        assert langs == {"en": 16, "zh": 9}, (self.project, langs)
        qs = [q["question"] for q in self.items]
        assert len(set(qs)) == len(qs), "duplicate question"


def yn(b: bool, lang: str) -> str:
    return ("yes" if b else "no") if lang == "en" else ("是" if b else "否")


# ============================================================================= acme-supply


def build_acme() -> QSet:
    root = find_acme()
    ytext = (root / "kagflow.yaml").read_text(encoding="utf-8")
    now = dt.date.fromisoformat(yaml_scalar(ytext, "as_of"))
    sep = yaml_scalar(ytext, "multi_value_separator") or ","
    src = root / "sources"
    companies = read_csv(src / "Company.csv")
    persons = read_csv(src / "Person.csv")
    products = read_csv(src / "Product.csv")
    trans = read_csv(src / "Company_fundTrans_Company.csv")

    cname = {c["id"]: c["name"] for c in companies}
    assert len(set(cname.values())) == len(cname)
    cid = {v: k for k, v in cname.items()}
    cprod = {c["id"]: split_multi(c["product"], sep) for c in companies}
    chain = {p["id"]: split_multi(p["hasSupplyChain"], sep) for p in products}
    pname = {p["id"]: p["name"] for p in persons}
    page = {p["id"]: int(p["age"]) for p in persons}
    prep = {p["id"]: [cid[n] for n in split_multi(p["legalRepresentative"], sep)] for p in persons}
    pid = {v: k for k, v in pname.items()}
    for t in trans:
        assert t["srcId"] in cname and t["dstId"] in cname
        days_before(now, t["transDate"])

    def amt(t):
        return Decimal(t["transAmt"])

    inflow = defaultdict(Decimal)
    outflow = defaultdict(Decimal)
    for t in trans:
        inflow[t["dstId"]] += amt(t)
        outflow[t["srcId"]] += amt(t)

    def paid(a, b, window=None):
        return sum(
            (amt(t) for t in trans if t["srcId"] == a and t["dstId"] == b
             and (window is None or days_before(now, t["transDate"]) < window)),
            Decimal(0),
        )

    def out_window(a, n):
        return sum((amt(t) for t in trans if t["srcId"] == a and days_before(now, t["transDate"]) < n), Decimal(0))

    # rule: mainSupply
    main_supply = set()
    for s in cname:
        for o in cname:
            if s == o:
                continue
            linked = any(d in cprod[o] for p in cprod[s] for d in chain.get(p, []))
            pay = paid(o, s)
            if linked and pay > 0 and pay / inflow[s] > Decimal("0.5"):
                main_supply.add((s, o))

    # rule: sameLegalRepresentative (other companies)
    same_rep = set()
    for p, cs in prep.items():
        for a in cs:
            for b in cs:
                if a != b:
                    same_rep.add((a, b))

    q = QSet("acme")
    N = lambda i: cname[i]  # noqa: E731

    # --- English (16)
    country = {c["id"]: c["country"] for c in companies}
    q.add("Which country is Fjord Steel AS registered in?", country[cid["Fjord Steel AS"]], "field", "en")
    q.add("Helix Chemicals founding year?",
          next(c["founded"] for c in companies if c["name"] == "Helix Chemicals"), "field", "en")
    q.add("How many companies were founded before 1960?",
          sum(1 for c in companies if int(c["founded"]) < 1960), "count", "en")
    q.add("List the companies based in the US.",
          nonempty(c["name"] for c in companies if c["country"] == "US"), "list", "en")
    q.add("Did Granite Insurance ever send money to Acme Motors?",
          yn(paid(cid["Granite Insurance"], cid["Acme Motors"]) > 0, "en"), "yesno", "en")
    q.add("What is the total amount Acme Motors has paid to O'Hara, Lamb & Sons?",
          paid(cid["Acme Motors"], cid["O'Hara, Lamb & Sons"]), "sum", "en")
    q.add("How much money did Acme Motors pay out in the last 30 days?",
          out_window(cid["Acme Motors"], 30), "sum", "en")
    q.add("What is Acme Motors' outflow over the last 90 days?",
          out_window(cid["Acme Motors"], 90), "rule", "en")
    q.add("Which company has received the most money in total?",
          N(unique_max(dict(inflow))), "superlative", "en")
    q.add("Top 3 payers by total amount sent, largest first.",
          [N(i) for i in top_n(dict(outflow), 3)], "topn", "en")
    recv_n = Counter(t["dstId"] for t in trans)
    q.add("Incoming transfer count per company, only companies with two or more, largest first.",
          group_counts({N(k): v for k, v in recv_n.items() if v >= 2}), "group_count", "en")
    q.add("Which companies have Acme Motors as their main customer?",
          nonempty(N(s) for s, o in sorted(main_supply) if o == cid["Acme Motors"]), "rule", "en")
    q.add("What products do the companies that Acme Motors pays make?",
          nonempty(dict.fromkeys(p for t in trans if t["srcId"] == cid["Acme Motors"] for p in cprod[t["dstId"]])),
          "two_hop", "en")
    payers = {t["srcId"] for t in trans}
    q.add("Which companies have never paid anyone?",
          nonempty(N(c) for c in cname if c not in payers), "negation", "en")
    acme_out = [amt(t) for t in trans if t["srcId"] == cid["Acme Motors"]]
    q.add("What is the average amount of the transfers Acme Motors made?",
          sum(acme_out, Decimal(0)) / len(acme_out), "avg", "en")
    both = [pname[p] for p, cs in prep.items()
            if cid["Helix Chemicals"] in cs and cid["Borealis Rubber Works"] in cs]
    q.add("Who is the legal representative of both Helix Chemicals and Borealis Rubber Works?",
          nonempty(both), "relation", "en")

    # --- Chinese (9)
    q.add("Chloe Tan 多少岁？", page[pid["Chloe Tan"]], "field", "zh")
    q.add("年龄超过40岁的法定代表人有几位？", sum(1 for a in page.values() if a > 40), "count", "zh")
    q.add("Dara O'Hara 担任哪些公司的法定代表人？", nonempty(N(c) for c in prep[pid["Dara O'Hara"]]), "list", "zh")
    q.add("Eastwind Logistics 的总流入金额是多少？", inflow[cid["Eastwind Logistics"]], "rule", "zh")
    q.add("Helix Chemicals 的主要客户是哪家公司？",
          nonempty(N(o) for s, o in sorted(main_supply) if s == cid["Helix Chemicals"]), "rule", "zh")
    receivers = {t["dstId"] for t in trans}
    q.add("哪些公司从来没有收到过转账？", nonempty(N(c) for c in cname if c not in receivers), "negation", "zh")
    q.add("年龄最大的法定代表人是谁？", pname[unique_max(page)], "superlative", "zh")
    q.add("Delta Cells GmbH 有没有给 Fjord Steel AS 转过账？",
          yn(paid(cid["Delta Cells GmbH"], cid["Fjord Steel AS"]) > 0, "zh"), "yesno", "zh")
    acme_prods = cprod[cid["Acme Motors"]]
    upstream = [c for c in cname if c != cid["Acme Motors"]
                and any(d in acme_prods for p in cprod[c] for d in chain.get(p, []))]
    q.add("哪些公司的产品直接供应给 Acme Motors 的产品（在供应链上处于其直接上游）？",
          nonempty(N(c) for c in upstream), "two_hop", "zh")

    # sanity: the rule reading of "other company" for sameLegalRepresentative is used elsewhere
    assert (cid["Granite Insurance"], cid["O'Hara, Lamb & Sons"]) in same_rep
    q.check()
    return q


# ============================================================================= kag-supplychain


def build_supplychain() -> QSet:
    root = find_kag("kag-supplychain")
    src = root / "sources"
    now = dt.date(2023, 10, 15)
    sep = ","
    companies = read_csv(src / "Company.csv")
    update = read_csv(src / "CompanyUpdate.csv")
    persons = read_csv(src / "Person.csv")
    products = read_csv(src / "Product.csv")
    trans = read_csv(src / "Company_fundTrans_Company.csv")
    events = read_csv(src / "ProductChainEvent.csv")

    cname = {c["id"]: c["name"] for c in companies}
    assert len(set(cname.values())) == len(cname)
    cid = {v: k for k, v in cname.items()}
    cprod_base = {c["id"]: split_multi(c["product"], sep) for c in companies}
    cprod_upd = dict(cprod_base)
    for u in update:
        cprod_upd[u["id"]] = split_multi(u["products"], sep)
    updated_ids = {u["id"] for u in update}
    chain = {p["id"]: split_multi(p["hasSupplyChain"], sep) for p in products}
    pind = {p["id"]: p["belongToIndustry"].strip() for p in products}
    pname = {p["id"]: p["name"] for p in persons}
    assert len(set(pname.values())) == len(pname)
    pid = {v: k for k, v in pname.items()}
    page = {p["id"]: int(p["age"]) for p in persons}
    prep = {p["id"]: [cid[n] for n in split_multi(p["legalRepresentative"], sep)] for p in persons}
    for t in trans:
        assert t["srcId"] in cname and t["dstId"] in cname
        days_before(now, t["transDate"])

    def amt(t):
        return Decimal(t["transAmt"])

    inflow = defaultdict(Decimal)
    for t in trans:
        inflow[t["dstId"]] += amt(t)

    def paid(a, b):
        return sum((amt(t) for t in trans if t["srcId"] == a and t["dstId"] == b), Decimal(0))

    def flow(a, n, direction):
        key = "srcId" if direction == "out" else "dstId"
        return sum((amt(t) for t in trans if t[key] == a and days_before(now, t["transDate"]) < n), Decimal(0))

    def main_supply(cprod):
        res = set()
        for s in cname:
            for o in cname:
                if s == o:
                    continue
                linked = any(d in cprod[o] for p in cprod[s] for d in chain.get(p, []))
                pay = paid(o, s)
                if linked and pay > 0 and pay / inflow[s] > Decimal("0.5"):
                    res.add((s, o))
        return res

    ms = main_supply(cprod_base)
    assert ms == main_supply(cprod_upd), "mainSupply depends on CompanyUpdate.csv"

    def industries(c, cprod):
        return sorted({pind[p] for p in cprod[c] if p in pind and pind[p]})

    # event chain (concept.rule): a product-chain event with index 价格 and trend 上涨 belongs to
    # 价格上涨, which leads to a 成本上涨 event of every company making a product downstream of
    # the event's subject.
    def cost_rise_companies(cprod):
        out = []
        for e in events:
            if e["index"] == "价格" and e["trend"] == "上涨":
                downs = chain.get(e["subject"], [])
                for c in cname:
                    if any(p in downs for p in cprod[c]) and c not in out:
                        out.append(c)
        return out

    crc = cost_rise_companies(cprod_base)
    assert crc == cost_rise_companies(cprod_upd)

    q = QSet("supplychain")
    N = lambda i: cname[i]  # noqa: E731
    CH, SJ, ZJ, ZA = cid["传化****限公司"], cid["三角***份限公司"], cid["浙江**摩托**限公司"], pid["臧*"]

    # --- English (16)
    q.add("How old is 尤**?", page[pid["尤**"]], "field", "en")
    q.add("How many people are older than 50?", sum(1 for a in page.values() if a > 50), "count", "en")
    q.add("Which companies is 夏** the legal representative of?", nonempty(N(c) for c in prep[pid["夏**"]]),
          "list", "en")
    q.add("How much has 传化****限公司 transferred to 三角***份限公司 in total?", paid(CH, SJ), "sum", "en")
    q.add("And in the other direction: how much has 三角***份限公司 paid 传化****限公司?", paid(SJ, CH), "sum", "en")
    q.add("What was 传化****限公司's total outflow over the last 30 days?", flow(CH, 30, "out"), "rule", "en")
    q.add("What is 传化****限公司's 3-month cash-flow difference (outflow minus inflow over the last 90 days)?",
          flow(CH, 90, "out") - flow(CH, 90, "in"), "rule", "en")
    q.add("Who is the oldest person in the graph?", pname[unique_max(page)], "superlative", "en")
    ch_out = defaultdict(Decimal)
    for t in trans:
        if t["srcId"] == CH:
            ch_out[t["dstId"]] += amt(t)
    q.add("Top 3 recipients of 传化****限公司's payments by amount received.",
          [N(i) for i in top_n(dict(ch_out), 3)], "topn", "en")
    recv_n = Counter(t["dstId"] for t in trans)
    q.add("Per company, how many incoming transfers are recorded? Only companies with at least two.",
          group_counts({N(k): v for k, v in recv_n.items() if v >= 2}), "group_count", "en")
    za_cos = prep[ZA]
    two_hop = list(dict.fromkeys(t["dstId"] for t in trans if t["srcId"] in za_cos))
    q.add("Which companies received money from the companies that 臧* represents?",
          nonempty(N(c) for c in two_hop), "two_hop", "en")
    receivers = {t["dstId"] for t in trans}
    q.add("Which of the companies 臧* represents have never received a transfer?",
          nonempty(N(c) for c in za_cos if c not in receivers), "negation", "en")
    q.add("Who is the main customer of 传化****限公司?",
          nonempty(N(o) for s, o in sorted(ms) if s == CH), "rule", "en")
    q.add("What is the average age of the people in the dataset?",
          Decimal(sum(page.values())) / len(page), "avg", "en")
    q.add("How many fund transfers took place in the last 90 days?",
          sum(1 for t in trans if days_before(now, t["transDate"]) < 90), "count", "en")
    q.add("Has 三角***份限公司 ever paid 传化****限公司?", yn(paid(SJ, CH) > 0, "en"), "yesno", "en")

    # --- Chinese (9)
    sj_ind = industries(SJ, cprod_base)
    assert SJ not in updated_ids
    q.add("三角***份限公司所在行业是什么？", nonempty(sj_ind), "rule", "zh")
    same = sorted({o for p, cs in prep.items() if SJ in cs for o in cs if o != SJ})
    q.add("哪些公司与三角***份限公司有共同法人？", nonempty(N(c) for c in same), "rule", "zh")
    q.add("三角***份限公司的总共流入金额是多少？", inflow[SJ], "rule", "zh")
    q.add("传化****限公司近3月流入多少？", flow(CH, 90, "in"), "rule", "zh")
    q.add("年龄在30岁以下的自然人有多少个？", sum(1 for a in page.values() if a < 30), "count", "zh")
    q.add("哪家公司收到的单笔转账金额最大？",
          N(unique_max({t["dstId"] + "|" + str(i): amt(t) for i, t in enumerate(trans)}).split("|")[0]),
          "superlative", "zh")
    q.add("浙江**摩托**限公司一共向外转出了多少钱？",
          sum((amt(t) for t in trans if t["srcId"] == ZJ), Decimal(0)), "sum", "zh")
    q.add("产业链事件“顺丁橡胶成本上涨”（顺丁橡胶价格上涨）会导致哪些公司发生成本上涨事件？", nonempty(N(c) for c in crc), "rule", "zh")
    q.add("俞**是几家公司的法定代表人？", len(prep[pid["俞**"]]), "count", "zh")

    q.check()
    return q


# ============================================================================= kag-riskmining


def build_riskmining() -> QSet:
    root = find_kag("kag-riskmining")
    src = root / "sources"
    now = dt.date(2023, 10, 15)
    sep = ","
    persons = read_csv(src / "Person.csv")
    companies = read_csv(src / "Company.csv")
    apps = read_csv(src / "App.csv")
    devices = read_csv(src / "Device.csv")
    certs = read_csv(src / "Cert.csv")
    trans = read_csv(src / "Person_fundTrans_Person.csv")
    p_dev = read_csv(src / "Person_hasDevice_Device.csv")
    p_share = read_csv(src / "Person_holdShare_Company.csv")
    p_cert = read_csv(src / "Person_hasCert_Cert.csv")
    c_cert = read_csv(src / "Company_hasCert_Cert.csv")

    pname = {p["id"]: p["name"] for p in persons}
    assert len(set(pname.values())) == len(pname)
    pid = {v: k for k, v in pname.items()}
    page = {p["id"]: int(p["age"]) for p in persons}
    pphone = {p["id"]: p["hasPhone"] for p in persons}
    cname = {c["id"]: c["name"] for c in companies}
    assert len(set(cname.values())) == len(cname)
    app_ids = [a["id"] for a in apps]
    assert len(set(app_ids)) == len(app_ids)
    risk = {a["id"]: a["riskMark"] for a in apps}
    use_cert = {a["id"]: a["useCert"] for a in apps}
    cert_nums = {c["certNum"] for c in certs}
    install = {d["id"]: split_multi(d["install"], sep) for d in devices}
    devs = defaultdict(list)
    for r in p_dev:
        assert r["src"] in pname and r["dst"] in install
        if r["dst"] not in devs[r["src"]]:
            devs[r["src"]].append(r["dst"])
    shares = defaultdict(list)
    for r in p_share:
        shares[r["src"]].append(r["dst"])
    pcerts = defaultdict(set)
    for r in p_cert:
        pcerts[r["src"]].add(r["dst"])
    ccerts = defaultdict(set)
    for r in c_cert:
        ccerts[r["src"]].add(r["dst"])
    for t in trans:
        assert t["src"] in pname and t["dst"] in pname
        days_before(now, t["transDate"])

    def amt(t):
        return Decimal(t["transAmt"])

    def paid(a, b, window=None):
        return [amt(t) for t in trans if t["src"] == a and t["dst"] == b
                and (window is None or days_before(now, t["transDate"]) < window)]

    # rules
    gambling = [a for a in app_ids if "赌博" in risk[a]]
    developed = defaultdict(list)  # person -> apps
    for p, ds in devs.items():
        cnt = Counter(a for d in ds for a in install[d])
        for a in app_ids:
            if cnt[a] > 5:
                developed[p].append(a)
    released = defaultdict(list)
    for p, cs in shares.items():
        held = set().union(*(ccerts[c] for c in cs))
        for a in app_ids:
            if use_cert[a] in held:
                released[p].append(a)
    gamb_dev = [p for p in pname if any(a in gambling for a in developed[p])]
    senders_to = defaultdict(set)
    for t in trans:
        senders_to[t["src"]].add(t["dst"])
    gamb_boss = [
        s for s in pname
        if any(a in gambling and any(a in developed[u] and u in senders_to[s] for u in pname)
               for a in released[s])
    ]

    q = QSet("riskmining")
    P = lambda i: pname[i]  # noqa: E731
    BAI, QIU, DU, WU = pid["柏*"], pid["裘**"], pid["杜*"], pid["邬**"]

    # --- English (16)
    q.add("What is 郝*'s phone number?", pphone[pid["郝*"]], "field", "en")
    q.add("How many people are 45 or older?", sum(1 for a in page.values() if a >= 45), "count", "en")
    q.add("Which apps carry the risk mark 诈骗?", nonempty(a for a in app_ids if risk[a] == "诈骗"), "list", "en")
    q.add("How many apps fall under the gambling-app category (赌博应用)?", len(gambling), "rule", "en")
    q.add("Total amount 柏* transferred to 邬**?", sum(paid(BAI, WU), Decimal(0)), "sum", "en")
    q.add("How much did 柏* send to 杜* in the last 30 days?", sum(paid(BAI, DU, 30), Decimal(0)), "sum", "en")
    qiu = paid(BAI, QIU)
    q.add("What is the average amount of 柏*'s transfers to 裘**?", sum(qiu, Decimal(0)) / len(qiu), "avg", "en")
    q.add("Who received the largest single transfer?",
          P(unique_max({t["dst"] + "|" + str(i): amt(t) for i, t in enumerate(trans)}).split("|")[0]),
          "superlative", "en")
    q.add("How many transfers did each recipient get? Largest first.",
          group_counts({P(k): v for k, v in Counter(t["dst"] for t in trans).items()}), "group_count", "en")
    receivers = {t["dst"] for t in trans}
    q.add("Which people over 40 never received money?",
          nonempty(P(p) for p in pname if page[p] > 40 and p not in receivers), "negation", "en")
    q.add("Which apps has 裘** developed?", nonempty(developed[QIU]), "rule", "en")
    q.add("Who are the gambling app developers?", nonempty(P(p) for p in gamb_dev), "rule", "en")
    q.add("Which person is classified as a gambling app boss (赌博App老板)?", nonempty(P(p) for p in gamb_boss),
          "rule", "en")
    q.add("Which apps are installed on 左**'s devices?",
          nonempty(dict.fromkeys(a for d in devs[pid["左**"]] for a in install[d])), "two_hop", "en")
    fang_devs = set(devs[pid["方*"]])
    q.add("Which other person shares a device with 方*?",
          nonempty(P(p) for p in pname if p != pid["方*"] and fang_devs & set(devs[p])), "relation", "en")
    q.add("Did 柏* ever transfer money to 穆**?", yn(bool(paid(BAI, pid["穆**"])), "en"), "yesno", "en")

    # --- Chinese (9)
    q.add("邬**拥有多少台设备？", len(devs[WU]), "count", "zh")
    q.add("柏*持股了哪些公司？", nonempty(cname[c] for c in shares[BAI]), "list", "zh")
    q.add("柏*发布了哪些赌博应用？", nonempty(a for a in released[BAI] if a in gambling), "rule", "zh")
    # devices (not people) an app is installed on; Device.csv lists every device
    dev_per_app = Counter(a for d in install for a in install[d])
    q.add("装在设备上数量最多的前6个应用是哪些？（按安装它的设备数）", top_n(dict(dev_per_app), 6), "topn", "zh")
    held = pcerts[QIU]
    assert held <= cert_nums
    q.add("哪些赌博应用使用了裘**持有的证书？",
          nonempty(a for a in gambling if use_cert[a] in held), "two_hop", "zh")
    q.add("柏*一共给杜*转了几笔钱？", len(paid(BAI, DU)), "count", "zh")
    q.add("年龄最小的自然人是谁？", P(unique_min(page)), "superlative", "zh")
    q.add("近30天内柏*一共转出了多少钱？",
          sum((amt(t) for t in trans if t["src"] == BAI and days_before(now, t["transDate"]) < 30), Decimal(0)),
          "sum", "zh")
    q.add("年龄大于50岁且拥有不止一台设备的人有哪些？",
          nonempty(P(p) for p in pname if page[p] > 50 and len(devs[p]) > 1), "list", "zh")

    q.check()
    return q


# ============================================================================= main


def main() -> None:
    sets = {
        "r66-acme-supply.json": build_acme(),
        "r66-kag-supplychain.json": build_supplychain(),
        "r66-kag-riskmining.json": build_riskmining(),
    }
    for fname, qs in sets.items():
        path = OUT_DIR / fname
        path.write_text(json.dumps(qs.items, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {path} ({len(qs.items)} questions)")


if __name__ == "__main__":
    main()
