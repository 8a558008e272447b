"""Gold answers for the r39 held-out question sets (acme-supply, KAG supply chain, KAG risk mining).

What it is: 75 analyst-style questions (25 per project: 16 English, 9 Chinese) over
the shipped example project and KAG's two example projects. Every gold answer is computed
here from the raw CSV sources with the standard library's csv module only (no pandas,
nothing of kagflow). The as-of date for relative time ("last 30 days") is 2023-10-15.

How to run it (from anywhere; paths are relative to this file):

    python3 r39_kag_and_acme.py

It writes, next to the ``gold/`` folder (i.e. into ``bench/questions/blind/``):

    r39-acme-supply.json, r39-kag-supplychain.json, r39-kag-riskmining.json

each a JSON list of 25 objects {"id", "question", "answer", "shape", "lang"}, then reloads
them and checks they hold 25 entries with non-empty answers.

Sources read:
  ../../../../data/examples/acme-supply/sources/   (the shipped example; the brief named
                                                     main/examples/acme-supply, which does not exist:
                                                     the example lives under main/data/examples)
  ../../../../../shared/datasets/kag-supplychain/sources/
  ../../../../../shared/datasets/kag-riskmining/sources/

Conventions:
  * a count is written as a string ("3"); a sum or average as the number's plain string
    ("1780000", "11789.2"); yes/no as "yes"/"no" (English) or "是"/"否" (Chinese);
  * a count per group is the flattened rows: [group, count, group, count, ...];
  * superlatives keep every tied entity;
  * "the last N days" (as of 2023-10-15) keeps dates d with 2023-10-15 - N days < d <= 2023-10-15;
    the script asserts no record falls on a window's edge, so either inclusivity gives the same gold.

Data quirks relied on or avoided (asserted below where it matters):
  * acme: every transfer is dated after the brief's as-of 2023-10-15 (the project's own kagflow.yaml
    says as_of 2024-06-30), so no acme question uses a relative window; only named months/ranges.
  * acme: multi-value cells use ';' (company names contain commas).
  * supplychain: CompanyUpdate.csv rewrites 浙江**摩托**限公司's products (drops 三轮摩托车); no
    question's answer depends on whether the update is applied (asserted).
  * supplychain: Product.csv repeats some product rows (identical copies); company product lists and
    臧*'s legalRepresentative list contain duplicates; sets are used.
  * supplychain: 11 product ids that companies list have no row in Product.csv (e.g. 机动车贸易).
  * supplychain: a hasSupplyChain cell contains the value "农产品-果蔬及花卉-蔬菜-葱,大蒜,姜", split by
    the comma; no question touches it.
  * supplychain: mainSupply (主要客户) is the schema's rule: s makes an upstream product of one o makes,
    o paid s, and o's payments are > 50% of s's total inflow.
  * riskmining: App.useCert, Company_hasCert_Cert.dst and Person_hasCert_Cert.dst hold a certificate's
    certNum, not Cert.id.
  * riskmining: three Device.install lists name an app twice; device counts use distinct devices.
  * riskmining: device 45 is owned by two people (方*, 雷**).
  * riskmining: 赌博App老板 follows concept.rule: releases a gambling app (holds shares in a company
    holding the app's certificate), and transferred money to a developer of it (a person with more
    than 5 devices on which the app is installed).
"""

import csv
import datetime as dt
import json
import os
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.normpath(os.path.join(HERE, ".."))
ACME = os.path.normpath(os.path.join(HERE, "../../../../data/examples/acme-supply/sources"))
SHARED = os.path.normpath(os.path.join(HERE, "../../../../../shared/datasets"))
SUPPLY = os.path.join(SHARED, "kag-supplychain", "sources")
RISK = os.path.join(SHARED, "kag-riskmining", "sources")

AS_OF = dt.date(2023, 10, 15)


def rows(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def day(text):
    return dt.datetime.strptime(text, "%Y%m%d").date()


def last_days(dates, n):
    """Keep the dates inside the last n days up to AS_OF; assert none sits on an edge."""
    start = AS_OF - dt.timedelta(days=n)
    for d in dates:
        assert d != start and d != AS_OF, f"date {d} on a window edge"
    return [d for d in dates if start < d <= AS_OF]


def num(x):
    """A number as the gold string: integers without a decimal point."""
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def only(values):
    values = list(values)
    assert len(values) == 1, values
    return values[0]


def top(scores, largest=True):
    """Every key tied at the best score."""
    best = max(scores.values()) if largest else min(scores.values())
    return sorted(k for k, v in scores.items() if v == best)


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        if isinstance(answer, (str, int, float)):
            answer = [num(answer) if not isinstance(answer, str) else answer]
        answer = [num(a) if not isinstance(a, str) else a for a in answer]
        assert answer and all(a != "" for a in answer), question
        n = len(self.items) + 1
        self.items.append({"id": f"{self.prefix}-r39-{n:02d}", "question": question,
                           "answer": answer, "shape": shape, "lang": lang})


# --------------------------------------------------------------------------------------
# acme-supply
# --------------------------------------------------------------------------------------
def acme():
    comp = rows(ACME, "Company.csv")
    trans = rows(ACME, "Company_fundTrans_Company.csv")
    pers = rows(ACME, "Person.csv")
    prod = rows(ACME, "Product.csv")
    name = {c["id"]: c["name"] for c in comp}
    byname = {c["name"]: c for c in comp}
    products = {c["name"]: set(p for p in c["product"].split(";") if p) for c in comp}
    down = {p["id"]: set(x for x in p["hasSupplyChain"].split(";") if x) for p in prod}
    reps = {p["name"]: set(x for x in p["legalRepresentative"].split(";") if x) for p in pers}
    age = {p["name"]: int(p["age"]) for p in pers}
    for t in trans:
        assert day(t["transDate"]) > AS_OF  # quirk: all acme transfers postdate 2023-10-15

    def makers(product):
        return sorted(n for n, ps in products.items() if product in ps)

    def upstream(product):
        return sorted(p for p, ds in down.items() if product in ds)

    q = QSet("acme")
    # 1 property
    q.add("fjord steel - which country is it in?", byname["Fjord Steel AS"]["country"], "property", "en")
    # 2 property, informal name
    q.add("When was Helix founded?", byname["Helix Chemicals"]["founded"], "property", "en")
    # 3 filter
    q.add("Which companies are based in the US?",
          sorted(c["name"] for c in comp if c["country"] == "US"), "filter", "en")
    # 4 filter on two properties
    q.add("List the companies outside the US that were founded before 1980.",
          sorted(c["name"] for c in comp if c["country"] != "US" and int(c["founded"]) < 1980),
          "filter2", "en")
    # 5 count
    q.add("How many companies make synthetic rubber?",
          len(makers("Chemicals-Rubber-Synthetic rubber")), "count", "en")
    # 6 count per group
    flat = []
    for p in sorted(reps):
        flat += [p, str(len(reps[p]))]
    q.add("How many companies is each person the legal representative of?", flat, "group_count", "en")
    # 7 superlative
    founded = {c["name"]: int(c["founded"]) for c in comp}
    q.add("Which company was founded earliest?", only(top(founded, largest=False)), "superlative", "en")
    # 8 superlative with a tie
    nrep = {p: len(c) for p, c in reps.items()}
    ans = top(nrep)
    assert len(ans) == 3
    q.add("Who is legal rep for the most companies? list all if tied", ans, "superlative", "en")
    # 9 yes/no
    q.add("Does Helix Chemicals make solvents?",
          "yes" if "Chemicals-Solvents" in products["Helix Chemicals"] else "no", "yesno", "en")
    # 10 negation
    senders = {name[t["srcId"]] for t in trans}
    q.add("Which companies have never paid money to another company?",
          sorted(n for n in name.values() if n not in senders), "negation", "en")
    # 11 two hops: product upstream of Vehicles-Cars, then its makers
    ans = sorted({m for p in upstream("Vehicles-Cars") for m in makers(p)})
    q.add("Which companies make the products that feed directly into Vehicles-Cars?", ans, "hop2", "en")
    # 12 two hops upstream over products
    ans = sorted({u2 for u1 in upstream("Vehicles-Motorcycles-Electric motorcycles") for u2 in upstream(u1)})
    q.add("what products are two steps upstream of electric motorcycles in the supply chain?",
          ans, "hop2", "en")
    # 13 sum
    q.add("How much has Acme Motors paid out in total?",
          sum(int(t["transAmt"]) for t in trans if name[t["srcId"]] == "Acme Motors"), "sum", "en")
    # 14 average
    amts = [int(t["transAmt"]) for t in trans]
    q.add("What's the average transfer amount across all fund transfers?", sum(amts) / len(amts), "avg", "en")
    # 15 named date range
    lo, hi = dt.date(2024, 3, 1), dt.date(2024, 5, 31)
    ans = sorted({name[t["srcId"]] for t in trans if lo <= day(t["transDate"]) <= hi})
    q.add("Which companies sent money between March and May 2024?", ans, "window", "en")
    # 16 distinct count
    q.add("How many different countries are the companies located in?",
          len({c["country"] for c in comp}), "distinct_count", "en")
    # --- Chinese
    q.add("Acme Motors是哪一年成立的？", byname["Acme Motors"]["founded"], "property", "zh")
    q.add("Dara O'Hara是哪些公司的法人代表？", sorted(reps["Dara O'Hara"]), "hop1", "zh")
    q.add("Acme Motors一共收到了多少转账金额？",
          sum(int(t["transAmt"]) for t in trans if name[t["dstId"]] == "Acme Motors"), "sum", "zh")
    q.add("哪些公司给O'Hara, Lamb & Sons转过账？",
          sorted({name[t["srcId"]] for t in trans if name[t["dstId"]] == "O'Hara, Lamb & Sons"}), "hop1", "zh")
    inflow = defaultdict(int)
    for t in trans:
        inflow[name[t["dstId"]]] += int(t["transAmt"])
    q.add("哪家公司收到的转账总额最多？", only(top(inflow)), "superlative", "zh")
    paid = any(name[t["srcId"]] == "Helix Chemicals" and name[t["dstId"]] == "Acme Motors" for t in trans)
    q.add("Helix Chemicals有没有给Acme Motors转过账？", "是" if paid else "否", "yesno", "zh")
    q.add("2024年6月一共发生了几笔转账？",
          sum(1 for t in trans if t["transDate"].startswith("202406")), "window", "zh")
    represented = set().union(*reps.values())
    q.add("哪家公司没有任何法人代表？",
          sorted(n for n in name.values() if n not in represented), "negation", "zh")
    a, b = "Fjord Steel AS", "Granite Insurance"
    assert founded[a] != founded[b]
    q.add("Fjord Steel AS和Granite Insurance，哪家成立得更早？",
          a if founded[a] < founded[b] else b, "comparison", "zh")
    return q.items


# --------------------------------------------------------------------------------------
# KAG supply chain
# --------------------------------------------------------------------------------------
def supplychain():
    comp = rows(SUPPLY, "Company.csv")
    update = rows(SUPPLY, "CompanyUpdate.csv")
    trans = rows(SUPPLY, "Company_fundTrans_Company.csv")
    pers = rows(SUPPLY, "Person.csv")
    prod = rows(SUPPLY, "Product.csv")
    name = {c["id"]: c["name"] for c in comp}
    products = {c["name"]: set(p for p in c["product"].split(",") if p) for c in comp}
    # the same products with CompanyUpdate.csv applied (it replaces the product list)
    updated = dict(products)
    for u in update:
        updated[u["name"]] = set(p for p in u["products"].split(",") if p)
    down = defaultdict(set)
    industry = {}
    for p in prod:
        down[p["id"]] |= set(x for x in p["hasSupplyChain"].split(",") if x)
        industry.setdefault(p["id"], p["belongToIndustry"])
        assert industry[p["id"]] == p["belongToIndustry"]
    reps = {p["name"]: set(x for x in p["legalRepresentative"].split(",") if x) for p in pers}
    rep_of = defaultdict(set)
    for p, cs in reps.items():
        for c in cs:
            rep_of[c].add(p)
    age = {p["name"]: int(p["age"]) for p in pers}
    T = [(name[t["srcId"]], name[t["dstId"]], day(t["transDate"]), int(t["transAmt"])) for t in trans]

    def makers(product, table):
        return sorted(n for n, ps in table.items() if product in ps)

    def upstream(product):
        return sorted(p for p, ds in down.items() if product in ds)

    CH, SJ, ZJ = "传化****限公司", "三角***份限公司", "浙江**摩托**限公司"
    q = QSet("supplychain")
    # 1 property (multi-valued)
    assert products[SJ] == updated[SJ]
    q.add(f"What products does {SJ} make?", sorted(products[SJ]), "property", "en")
    # 2 property of a product, by its short name
    q.add("顺丁橡胶 belongs to which industry?", industry["商品化工-橡胶-合成橡胶-顺丁橡胶"], "property", "en")
    # 3 filter
    q.add("Which people are younger than 22?", sorted(p for p, a in age.items() if a < 22), "filter", "en")
    # 4 filter on two values
    both = lambda t: sorted(n for n, ps in t.items() if "轮胎与橡胶-轮胎" in ps and "汽车" in ps)
    assert both(products) == both(updated)
    q.add("Which companies make both 轮胎与橡胶-轮胎 and 汽车?", both(products), "filter2", "en")
    # 5 count
    leaf = "轮胎与橡胶-轮胎-斜交轮胎"
    assert makers(leaf, products) == makers(leaf, updated)
    assert not any(p.startswith(leaf + "-") for ps in products.values() for p in ps)
    q.add("how many companies make 斜交轮胎 (bias tyres)?", len(makers(leaf, products)), "count", "en")
    # 6 count per group
    flat = []
    for p in [p["name"] for p in pers if int(p["age"]) > 55]:
        flat += [p, str(len(reps[p]))]
    q.add("For each person older than 55, how many companies are they the legal representative of?",
          flat, "group_count", "en")
    # 7 superlative with a tie
    ans = top(age, largest=False)
    assert len(ans) == 2
    q.add("Who is the youngest person? If there's a tie list them all.", ans, "superlative", "en")
    # 8 superlative over edges
    big = max(t[3] for t in T)
    q.add("Which company received the largest single fund transfer?",
          only({t[1] for t in T if t[3] == big}), "superlative", "en")
    # 9 yes/no
    K = "康**股有公司"
    q.add(f"Did {CH} ever pay {K}?", "yes" if any(t[0] == CH and t[1] == K for t in T) else "no",
          "yesno", "en")
    # 10 negation
    involved = {t[0] for t in T} | {t[1] for t in T}
    ans = sorted(c for c in reps["臧*"] if c not in involved)
    q.add("Which of the companies 臧* represents have no fund transfers at all, in or out?", ans,
          "negation", "en")
    # 11 two hops: payers of 传化, then their legal representatives
    ans = sorted({p for t in T if t[1] == CH for p in rep_of[t[0]]})
    q.add(f"Who are the legal representatives of the companies that paid {CH}?", ans, "hop2", "en")
    # 12 two hops upstream over products
    tri = "汽车-摩托车制造-三轮摩托车"
    ans = sorted({u2 for u1 in upstream(tri) for u2 in upstream(u1)})
    q.add(f"Which product is two steps upstream of {tri} in the supply chain?", ans, "hop2", "en")
    # 13 sum
    q.add(f"What's the total amount {CH} has transferred out?", sum(t[3] for t in T if t[0] == CH),
          "sum", "en")
    # 14 average
    out = [t[3] for t in T if t[0] == ZJ]
    q.add(f"What is the average amount of the transfers sent by {ZJ}?", sum(out) / len(out), "avg", "en")
    # 15 relative window
    keep = set(last_days([t[2] for t in T if t[0] == CH], 30))
    ans = sorted({t[1] for t in T if t[0] == CH and t[2] in keep})
    q.add(f"Which companies got money from {CH} in the last 30 days?", ans, "window", "en")
    # 16 distinct count
    q.add(f"How many different companies have paid {SJ}?", len({t[0] for t in T if t[1] == SJ}),
          "distinct_count", "en")
    # --- Chinese
    q.add("江*的年龄是多少？", age["江*"], "property", "zh")
    q.add("尤**是哪家公司的法人代表？", only(reps["尤**"]), "hop1", "zh")
    keep = set(last_days([t[2] for t in T if t[0] == CH], 90))
    q.add(f"{CH}近90天一共转出了多少钱？", sum(t[3] for t in T if t[0] == CH and t[2] in keep), "window", "zh")
    q.add(f"{ZJ}一共转出了多少钱？", sum(t[3] for t in T if t[0] == ZJ), "sum", "zh")
    q.add("年龄最大的自然人是谁？", only(top(age)), "superlative", "zh")
    q.add("顺丁橡胶的下游产品有哪些？", sorted(down["商品化工-橡胶-合成橡胶-顺丁橡胶"]), "hop1", "zh")
    inflow = defaultdict(int)
    for t in T:
        inflow[t[1]] += t[3]
    assert inflow[CH] != inflow[SJ]
    q.add(f"{CH}和{SJ}，哪一家收到的转账总额更多？", CH if inflow[CH] > inflow[SJ] else SJ,
          "comparison", "zh")
    q.add(f"{ZJ}有没有向{SJ}转过账？", "是" if any(t[0] == ZJ and t[1] == SJ for t in T) else "否",
          "yesno", "zh")
    # mainSupply rule, for every company
    paid = defaultdict(int)
    for s_, o_, _, a_ in T:
        paid[(o_, s_)] += a_  # keyed (supplier s, customer o): o paid s

    def main_customers(s, table):
        res = set()
        for o in table:
            if (s, o) not in paid or not inflow[s]:
                continue
            linked = any(d in table[o] for up in table[s] for d in down.get(up, ()))
            if linked and paid[(s, o)] / inflow[s] > 0.5:
                res.add(o)
        return res

    mc = main_customers(CH, products)
    assert mc == main_customers(CH, updated)
    q.add(f"{CH}的主要客户是哪家公司？", only(mc), "rule", "zh")
    return q.items


# --------------------------------------------------------------------------------------
# KAG risk mining
# --------------------------------------------------------------------------------------
def riskmining():
    apps = rows(RISK, "App.csv")
    comp = rows(RISK, "Company.csv")
    chc = rows(RISK, "Company_hasCert_Cert.csv")
    dev = rows(RISK, "Device.csv")
    pers = rows(RISK, "Person.csv")
    phd = rows(RISK, "Person_hasDevice_Device.csv")
    ftr = rows(RISK, "Person_fundTrans_Person.csv")
    hs = rows(RISK, "Person_holdShare_Company.csv")
    pname = {p["id"]: p["name"] for p in pers}
    cname = {c["id"]: c["name"] for c in comp}
    person = {p["name"]: p for p in pers}
    risk = {a["id"]: a["riskMark"] for a in apps}
    usecert = {a["id"]: a["useCert"] for a in apps}
    install = {d["id"]: set(d["install"].split(",")) for d in dev}
    devices = defaultdict(set)
    owners = defaultdict(set)
    for r in phd:
        devices[pname[r["src"]]].add(r["dst"])
        owners[r["dst"]].add(pname[r["src"]])
    certs = defaultdict(set)
    for r in chc:
        certs[cname[r["src"]]].add(r["dst"])
    shares = defaultdict(set)
    for r in hs:
        shares[pname[r["src"]]].add(cname[r["dst"]])
    T = [(pname[t["src"]], pname[t["dst"]], day(t["transDate"]), int(t["transAmt"])) for t in ftr]
    B = "柏*"

    q = QSet("riskmining")
    q.add("what's 柏*'s phone number", person[B]["hasPhone"], "property", "en")
    q.add("What is the risk mark on app com.FtseGg.URbin.mdWFR.IuecfgL?", risk["com.FtseGg.URbin.mdWFR.IuecfgL"],
          "property", "en")
    q.add("Which apps are marked as 赌博 (gambling)?", sorted(a for a, m in risk.items() if m == "赌博"),
          "filter", "en")
    cert = "5c19603e3f367a447d0cb4390a523f28"
    q.add(f"Which apps are marked 诈骗 and use certificate {cert}?",
          sorted(a for a in risk if risk[a] == "诈骗" and usecert[a] == cert), "filter2", "en")
    q.add("How many devices does 杜* own?", len(devices["杜*"]), "count", "en")
    cnt = Counter(risk.values())
    flat = []
    for m in sorted(cnt):
        flat += [m, str(cnt[m])]
    q.add("How many apps are there for each risk mark?", flat, "group_count", "en")
    q.add("Who owns the most devices?", only(top({p: len(d) for p, d in devices.items()})), "superlative", "en")
    ans = top({c: len(s) for c, s in certs.items()})
    assert len(ans) > 1
    q.add("Which companies hold the most certificates? list every one tied for first", ans, "superlative", "en")
    q.add("Has 柏* ever sent money to 左**?", "yes" if any(t[0] == B and t[1] == "左**" for t in T) else "no",
          "yesno", "en")
    installed = set().union(*install.values())
    q.add("Which fraud (诈骗) apps are not installed on any device?",
          sorted(a for a in risk if risk[a] == "诈骗" and a not in installed), "negation", "en")
    q.add("Which companies does 柏* hold shares in?", sorted(shares[B]), "hop1", "en")
    q.add("Who else owns a device that 方* owns?",
          sorted({o for d in devices["方*"] for o in owners[d]} - {"方*"}), "hop2", "en")
    app = "com.qIu.VJbJ"
    q.add(f"Which companies hold the certificate that {app} uses?",
          sorted(c for c, s in certs.items() if usecert[app] in s), "hop2", "en")
    amts = [t[3] for t in T if t[0] == B and t[1] == "裘**"]
    q.add("What's the average amount 柏* transferred to 裘**?", sum(amts) / len(amts), "avg", "en")
    keep = set(last_days([t[2] for t in T if t[0] == B], 30))
    q.add("How much did 柏* transfer in total over the last 30 days?",
          sum(t[3] for t in T if t[0] == B and t[2] in keep), "window", "en")
    q.add("How many different apps are installed across 裘**'s devices?",
          len({a for d in devices["裘**"] for a in install[d]}), "distinct_count", "en")
    # --- Chinese
    q.add("邬**的电话号码是多少？", person["邬**"]["hasPhone"], "property", "zh")
    q.add("柏*一共向杜*转了多少钱？", sum(t[3] for t in T if t[0] == B and t[1] == "杜*"), "sum", "zh")
    tot = defaultdict(int)
    for t in T:
        if t[0] == B:
            tot[t[1]] += t[3]
    assert tot["裘**"] != tot["杜*"]
    q.add("裘**和杜*，谁从柏*那里收到的钱更多？", "裘**" if tot["裘**"] > tot["杜*"] else "杜*",
          "comparison", "zh")
    q.add("2023年9月柏*向邬**转了几笔账？",
          sum(1 for t in T if t[0] == B and t[1] == "邬**" and (t[2].year, t[2].month) == (2023, 9)),
          "window", "zh")
    # concept rules: 赌博应用, developed, release, 赌博App老板
    gambling = {a for a, m in risk.items() if "赌博" in m}
    developed = defaultdict(set)
    for p, ds in devices.items():
        c = Counter(a for d in ds for a in install[d])
        developed[p] = {a for a, n in c.items() if n > 5}
    released = defaultdict(set)
    for p, cs in shares.items():
        held = set().union(*(certs[c] for c in cs))
        released[p] = {a for a in risk if usecert[a] in held}
    paid_to = defaultdict(set)
    for t in T:
        paid_to[t[0]].add(t[1])
    bosses = sorted(p for p in person
                    if any(u in paid_to[p] and a in developed[u] for a in released[p] & gambling for u in person))
    q.add("哪些人是赌博App老板？", bosses, "rule", "zh")
    big = max(t[3] for t in T if t[0] == B)
    q.add("柏*单笔金额最大的一笔转账转给了谁？", only({t[1] for t in T if t[0] == B and t[3] == big}),
          "superlative", "zh")
    q.add("年龄超过55岁的人有哪些？", sorted(p for p in person if int(person[p]["age"]) > 55), "filter", "zh")
    q.add("有多少家公司拥有证书68802adde35845d76eeb172ff8ea6825？",
          sum(1 for c, s in certs.items() if "68802adde35845d76eeb172ff8ea6825" in s), "count", "zh")
    q.add("方*和雷**是否拥有同一台设备？", "是" if devices["方*"] & devices["雷**"] else "否", "yesno", "zh")
    return q.items


def main():
    sets = {"r39-acme-supply.json": acme(), "r39-kag-supplychain.json": supplychain(),
            "r39-kag-riskmining.json": riskmining()}
    for fname, items in sets.items():
        path = os.path.join(OUT_DIR, fname)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=1)
            f.write("\n")
    for fname in sets:
        with open(os.path.join(OUT_DIR, fname), encoding="utf-8") as f:
            data = json.load(f)
        assert len(data) == 25, (fname, len(data))
        assert all(d["answer"] and all(isinstance(a, str) and a for a in d["answer"]) for d in data)
        assert len({d["id"] for d in data}) == 25
        langs = Counter(d["lang"] for d in data)
        assert langs == {"en": 16, "zh": 9}, (fname, langs)
        print(fname, len(data), dict(Counter(d["shape"] for d in data)))


if __name__ == "__main__":
    main()
