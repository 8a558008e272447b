"""Gold answers for blind round r55: acme-supply, kag-supplychain, kag-riskmining.

Theme: an analyst's working session (connections one and two hops away, money flows,
conditional counts, shares, differences, per-entity totals, rule-derived properties,
yes/no and lists). Every answer is computed here from the raw CSV files with the
standard library `csv` module; nothing is hard-coded.

Readings used
-------------
* As-of dates: acme-supply 2024-06-30 (read from its kagflow.yaml `as_of`);
  kag-supplychain and kag-riskmining 2023-10-15.
* Multi-value cells: acme-supply splits on ';' (its kagflow.yaml `multi_value_separator`);
  the KAG datasets split on ','. Repeated values inside one cell count once.
* Product.csv rows that repeat a product id (kag-supplychain) are merged: the product's
  downstream set (hasSupplyChain) is the union of all its rows.
* Rule windows follow the schema: a transfer is within the N-day window when
  date_diff(as_of, transDate) < N (1 month = 30 days, 3 months = 90, 90 days = 90), so the
  as-of day counts and the day exactly N days before does not. A rule total with no edge in the
  window is 0 in cashflowDiff (rule_value(... == null, 0, ...)).
* Named periods (a month, a quarter, a half-year) include both their first and last day.
* mainSupply(s, o): o makes a product downstream of one s makes, o paid s, and
  sum(o->s) / totalTransInAmt(s) > 0.5.
* sameLegalRepresentative(s, o): one person is legal representative of both, s != o.
* Risk mining: developed(person, app) = more than 5 distinct devices of the person have the app
  installed; release(person, app) = the person holds shares in a company holding the
  certificate (by certNum) the app uses; gambling app = riskMark contains 赌博;
  赌博App开发者 = developed a gambling app; 赌博App老板 = releases a gambling app developed by a
  person the boss transferred money to.
* Averages and percentages are rounded half up (ROUND_HALF_UP) to 2 decimals, and written
  without trailing zeros (a whole number is written without a decimal point); percentages
  are given as a number without '%'.
* Yes/no answers are "yes"/"no" in English questions and "是"/"否" in Chinese ones.
* Per-entity totals ("group" shape) are flattened pairs: item, value, item, value, ...
* Dates, where asked, are written YYYY-MM-DD (none is asked in this round).
* Names are exactly as in the data (asterisks kept).
* Every superlative asserts that its winner is unique.
"""
import csv
import datetime as dt
import json
import os
from collections import defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_up(rel):
    d = HERE
    while True:
        if os.path.isdir(os.path.join(d, rel)):
            return d
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("cannot find " + rel)
        d = parent


REPO = find_up(os.path.join("data", "examples", "acme-supply"))
SHARED = None
_d = HERE
while True:
    for cand in (_d, os.path.join(_d, "shared")):
        if os.path.isdir(os.path.join(cand, "datasets", "kag-riskmining")):
            SHARED = cand
            break
    if SHARED or os.path.dirname(_d) == _d:
        break
    _d = os.path.dirname(_d)
if SHARED is None:
    raise SystemExit("cannot find datasets/kag-riskmining")

ACME = os.path.join(REPO, "data", "examples", "acme-supply")
SC = os.path.join(SHARED, "datasets", "kag-supplychain")
RM = os.path.join(SHARED, "datasets", "kag-riskmining")
OUT = os.path.join(REPO, "bench", "questions", "blind")


def rows(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for v in (cell or "").split(sep):
        v = v.strip()
        if v and v not in out:
            out.append(v)
    return out


def day(s):
    s = s.strip()
    return dt.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def num(x):
    d = Decimal(str(x))
    d = d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    if d == d.to_integral_value():
        return str(int(d))
    return format(d.normalize(), "f")


def pct(part, whole):
    return num(Decimal(part) * 100 / Decimal(whole))


def avg(values):
    values = list(values)
    return num(Decimal(sum(values)) / Decimal(len(values)))


def unique_max(d, key=None, reverse=False):
    """The key with the largest value (smallest with reverse); asserts a unique winner."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not reverse)
    assert len(items) == 1 or items[0][1] != items[1][1], ("tie", items[:3])
    return items[0][0]


def nth_max(d, n):
    vals = sorted(set(d.values()), reverse=True)
    v = vals[n - 1]
    winners = [k for k, x in d.items() if x == v]
    assert len(winners) == 1, winners
    return winners[0]


def read_as_of(yaml_path):
    with open(yaml_path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line.startswith("as_of:"):
                return dt.date.fromisoformat(line.split(":", 1)[1].strip().strip("\"'"))
    raise SystemExit("no as_of in " + yaml_path)


def read_sep(yaml_path):
    with open(yaml_path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line.startswith("multi_value_separator:"):
                return line.split(":", 1)[1].strip().strip("\"'")
    return ","


def in_window(d, as_of, days):
    return (as_of - d).days < days and d <= as_of


def Q(qid, question, answer, shape, lang):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a != "" for a in answer), (qid, answer)
    return {"id": qid, "question": question, "answer": answer, "shape": shape, "lang": lang}


def yn(b, lang):
    if lang == "en":
        return "yes" if b else "no"
    return "是" if b else "否"


def flat(pairs):
    out = []
    for k, v in pairs:
        out += [k, str(v)]
    return out


# ---------------------------------------------------------------------------------------------
# shared money helpers (edges: list of dicts src, dst, date, amt with src/dst as names)


def sums_by(edges, key):
    d = defaultdict(int)
    for e in edges:
        d[e[key]] += e["amt"]
    return dict(d)


def main_supply(companies, products_of, downstream, edges):
    """Pairs (s, o): o is s's main customer."""
    inflow = sums_by(edges, "dst")
    paid = defaultdict(int)
    for e in edges:
        paid[(e["dst"], e["src"])] += e["amt"]
    out = set()
    for (s, o), amt in paid.items():
        downs = set()
        for p in products_of.get(s, []):
            downs |= downstream.get(p, set())
        if not (downs & set(products_of.get(o, []))):
            continue
        if Decimal(amt) / Decimal(inflow[s]) > Decimal("0.5"):
            out.add((s, o))
    return out


# ---------------------------------------------------------------------------------------------
def acme():
    yaml = os.path.join(ACME, "kagflow.yaml")
    as_of = read_as_of(yaml)
    sep = read_sep(yaml)
    src = os.path.join(ACME, "sources")
    comp = rows(os.path.join(src, "Company.csv"))
    name = {r["id"]: r["name"] for r in comp}
    assert len(set(name.values())) == len(name)
    products_of = {r["name"]: split(r["product"], sep) for r in comp}
    founded = {r["name"]: int(r["founded"]) for r in comp}
    downstream = defaultdict(set)
    for r in rows(os.path.join(src, "Product.csv")):
        downstream[r["id"]] |= set(split(r["hasSupplyChain"], sep))
    people = rows(os.path.join(src, "Person.csv"))
    reps = {r["name"]: split(r["legalRepresentative"], sep) for r in people}
    age = {r["name"]: int(r["age"]) for r in people}
    for cs in reps.values():
        for c in cs:
            assert c in founded, c
    edges = [
        {"src": name[r["srcId"]], "dst": name[r["dstId"]], "date": day(r["transDate"]), "amt": int(r["transAmt"])}
        for r in rows(os.path.join(src, "Company_fundTrans_Company.csv"))
    ]
    A, O, D, E, G, H, B, F = (
        "Acme Motors", "O'Hara, Lamb & Sons", "Delta Cells GmbH", "Eastwind Logistics",
        "Granite Insurance", "Helix Chemicals", "Borealis Rubber Works", "Fjord Steel AS",
    )
    for n in (A, O, D, E, G, H, B, F):
        assert n in founded, n
    inflow = sums_by(edges, "dst")
    outflow = sums_by(edges, "src")
    ms = main_supply(list(founded), products_of, downstream, edges)
    qs = []
    add = lambda *a: qs.append(Q("acme-r55-%02d" % (len(qs) + 1), *a))

    add("Which companies has Acme Motors sent money to?",
        sorted({e["dst"] for e in edges if e["src"] == A}), "hop", "en")
    add("What is the total amount Acme Motors has paid O'Hara, Lamb & Sons?",
        str(sum(e["amt"] for e in edges if e["src"] == A and e["dst"] == O)), "aggregate", "en")
    add("How much did Acme Motors pay out in Q2 2024 (April to June)?",
        str(sum(e["amt"] for e in edges if e["src"] == A and dt.date(2024, 4, 1) <= e["date"] <= dt.date(2024, 6, 30))),
        "aggregate", "en")
    add("how many fund transfers were made in the first half of 2024?",
        str(sum(1 for e in edges if dt.date(2024, 1, 1) <= e["date"] <= dt.date(2024, 6, 30))), "count", "en")
    add("What is the average transfer amount across all fund transfers?",
        avg(e["amt"] for e in edges), "average", "en")
    add("Which company received the most money in total?", unique_max(inflow), "superlative", "en")
    add("Who was the second-biggest receiver of money, by total inflow?", nth_max(inflow, 2), "superlative", "en")
    o_out = [e for e in edges if e["src"] == O]
    latest = max(e["date"] for e in o_out)
    last = [e["dst"] for e in o_out if e["date"] == latest]
    assert len(last) == 1
    add("Who did O'Hara, Lamb & Sons pay most recently?", last[0], "superlative", "en")
    out90 = sum(e["amt"] for e in edges if e["src"] == A and in_window(e["date"], as_of, 90))
    add("What is Acme Motors' outflow over the last 90 days (the outflow90Days property)?",
        str(out90), "rule", "en")
    add("Which companies have Acme Motors as their main customer?",
        sorted(s for s, o in ms if o == A), "rule", "en")
    helix_reps = [p for p, cs in reps.items() if H in cs]
    same = sorted({c for p in helix_reps for c in reps[p] if c != H})
    add("Which companies share a legal representative with Helix Chemicals?", same, "hop", "en")
    a_out = [e for e in edges if e["src"] == A]
    big = {i: e["amt"] for i, e in enumerate(a_out)}
    big_dst = a_out[unique_max(big)]["dst"]
    add("Who is the legal representative of the company that got Acme Motors' single largest payment?",
        sorted(p for p, cs in reps.items() if big_dst in cs), "chain", "en")
    add("Has Granite Insurance ever received a fund transfer?",
        yn(any(e["dst"] == G for e in edges), "en"), "exists", "en")
    senders = {e["src"] for e in edges}
    add("How many companies have never paid money to anyone?",
        str(sum(1 for c in founded if c not in senders)), "count", "en")
    add("What percentage of Acme Motors' total outflow went to Delta Cells GmbH? (round to 2 decimals)",
        pct(sum(e["amt"] for e in a_out if e["dst"] == D), outflow[A]), "share", "en")
    add("By how much does O'Hara, Lamb & Sons' total inflow exceed its total outflow?",
        str(inflow[O] - outflow[O]), "difference", "en")
    # Chinese
    pairs = sorted(inflow.items(), key=lambda kv: -kv[1])
    add("每家公司收到的转账总额分别是多少？", flat(pairs), "group", "zh")
    add("Acme Motors 一共向外转账了几笔？", str(len(a_out)), "count", "zh")
    ups = {p for p, downs in downstream.items() if downs & set(products_of[A])}
    makers = sorted({c for c, ps in products_of.items() if set(ps) & ups and c != A})
    add("哪些公司生产的产品直接位于 Acme Motors 产品的上游（直接供应链上一环）？", makers, "chain", "zh")
    add("Dara O'Hara 是 Granite Insurance 的法人代表吗？", yn(G in reps["Dara O'Hara"], "zh"), "exists", "zh")
    add("年龄最大的法人代表是谁？", unique_max({p: age[p] for p in reps if reps[p]}), "superlative", "zh")
    add("2024年6月，所有公司之间的转账总额是多少？",
        str(sum(e["amt"] for e in edges if dt.date(2024, 6, 1) <= e["date"] <= dt.date(2024, 6, 30))),
        "aggregate", "zh")
    add("法人代表的平均年龄是多少？", avg(age[p] for p in reps if reps[p]), "average", "zh")
    add("成立于1950年之前的公司有几家？", str(sum(1 for c, y in founded.items() if y < 1950)), "count", "zh")
    bo = sorted(o for s, o in ms if s == B)
    assert len(bo) == 1
    add("Borealis Rubber Works 的主要客户是谁？", bo, "rule", "zh")
    return qs


# ---------------------------------------------------------------------------------------------
def supplychain():
    as_of = dt.date(2023, 10, 15)
    src = os.path.join(SC, "sources")
    comp = rows(os.path.join(src, "Company.csv"))
    name = {r["id"]: r["name"] for r in comp}
    assert len(set(name.values())) == len(name)
    names = set(name.values())
    products_of = {r["name"]: split(r["product"], ",") for r in comp}
    downstream = defaultdict(set)
    for r in rows(os.path.join(src, "Product.csv")):
        downstream[r["id"]] |= set(split(r["hasSupplyChain"], ","))
    people = rows(os.path.join(src, "Person.csv"))
    reps = {r["name"]: split(r["legalRepresentative"], ",") for r in people}
    assert len(reps) == len(people)
    age = {r["name"]: int(r["age"]) for r in people}
    for cs in reps.values():
        for c in cs:
            assert c in names, c
    edges = [
        {"src": name[r["srcId"]], "dst": name[r["dstId"]], "date": day(r["transDate"]), "amt": int(r["transAmt"])}
        for r in rows(os.path.join(src, "Company_fundTrans_Company.csv"))
    ]
    CH = name["CSF0000001579"]  # 传化****限公司
    ZJ = name["CSF0000001662"]  # 浙江**摩托**限公司
    SJ = name["CSF0000002238"]  # 三角***份限公司
    inflow = sums_by(edges, "dst")
    outflow = sums_by(edges, "src")
    ms = main_supply(list(names), products_of, downstream, edges)
    qs = []
    add = lambda *a: qs.append(Q("supplychain-r55-%02d" % (len(qs) + 1), *a))

    add("Who has paid money to %s?" % SJ, sorted({e["src"] for e in edges if e["dst"] == SJ}), "hop", "en")
    add("What's the total amount %s has paid out in fund transfers?" % CH, str(outflow[CH]), "aggregate", "en")
    add("How much did %s pay %s in total?" % (ZJ, SJ),
        str(sum(e["amt"] for e in edges if e["src"] == ZJ and e["dst"] == SJ)), "aggregate", "en")
    add("How many fund transfers were made in August 2023?",
        str(sum(1 for e in edges if e["date"].year == 2023 and e["date"].month == 8)), "count", "en")
    sj_in = [e["amt"] for e in edges if e["dst"] == SJ]
    add("What's the average amount of the transfers %s received? (round to 2 decimals)" % SJ,
        avg(sj_in), "average", "en")
    ch_out = [e for e in edges if e["src"] == CH]
    by_dst = {}
    for e in ch_out:
        by_dst[e["dst"]] = max(by_dst.get(e["dst"], 0), e["amt"])
    add("Which company received the single largest transfer from %s?" % CH, unique_max(by_dst), "superlative", "en")
    add("Who received %s's second-largest payment?" % CH, nth_max(by_dst, 2), "superlative", "en")
    latest = max(e["date"] for e in ch_out)
    last = [e["dst"] for e in ch_out if e["date"] == latest]
    assert len(last) == 1
    add("who got %s's most recent payment?" % CH, last[0], "superlative", "en")
    f3 = sum(e["amt"] for e in ch_out if in_window(e["date"], as_of, 90))
    add("What is the 3-month outflow (fundTrans3Month) of %s?" % CH, str(f3), "rule", "en")
    sj_o3 = sum(e["amt"] for e in edges if e["src"] == SJ and in_window(e["date"], as_of, 90))
    sj_i3 = sum(e["amt"] for e in edges if e["dst"] == SJ and in_window(e["date"], as_of, 90))
    add("What is the cashflowDiff3Month (3-month outflow minus 3-month inflow) of %s?" % SJ,
        str(sj_o3 - sj_i3), "rule", "en")
    ch_main = sorted(o for s, o in ms if s == CH)
    assert len(ch_main) == 1
    add("Who is the main customer (mainSupply) of %s?" % CH, ch_main, "rule", "en")
    GD = "广东***通*份*公司"
    assert GD in names
    same = sorted({c for p, cs in reps.items() if GD in cs for c in cs if c != GD})
    add("Which companies share a legal representative with %s?" % GD, same, "hop", "en")
    big_dst = unique_max(by_dst)
    add("Who is the legal representative of the company that received %s's largest single transfer?" % CH,
        sorted(p for p, cs in reps.items() if big_dst in cs), "chain", "en")
    KS = "康**股有公司"
    assert KS in names
    add("Has %s received any money from %s?" % (KS, CH),
        yn(any(e["src"] == CH and e["dst"] == KS for e in edges), "en"), "exists", "en")
    represented = {c for cs in reps.values() for c in cs}
    add("How many companies have no legal representative?",
        str(sum(1 for c in names if c not in represented)), "count", "en")
    add("What share of %s's total inflow came from %s? Give the percentage (2 decimals)." % (CH, SJ),
        pct(sum(e["amt"] for e in edges if e["src"] == SJ and e["dst"] == CH), inflow[CH]), "share", "en")
    # Chinese
    aug = defaultdict(int)
    for e in edges:
        if e["date"].year == 2023 and e["date"].month == 8:
            aug[e["src"]] += e["amt"]
    add("2023年8月，每家公司各转出了多少钱？", flat(sorted(aug.items(), key=lambda kv: -kv[1])), "group", "zh")
    add("%s一共向多少家不同的公司转过账？" % CH, str(len({e["dst"] for e in ch_out})), "count", "zh")
    add("%s的转出总额比转入总额多多少？" % CH, str(outflow[CH] - inflow[CH]), "difference", "zh")
    add("年龄最大的法人代表是谁？", unique_max({p: age[p] for p in reps if reps[p]}), "superlative", "zh")
    add("法人代表的平均年龄是多少？（保留两位小数）", avg(age[p] for p in reps if reps[p]), "average", "zh")
    add("年龄在30岁以下的法人代表有几位？", str(sum(1 for p in reps if reps[p] and age[p] < 30)), "count", "zh")
    add("任**担任法人代表的公司有哪些？", sorted(reps["任**"]), "list", "zh")
    ZG = "中国**济**有公司"
    assert ZG in names
    add("倪**是%s的法人代表吗？" % ZG, yn(ZG in reps["倪**"], "zh"), "exists", "zh")
    add("2023年第二季度，%s一共收到了多少转账？" % SJ,
        str(sum(e["amt"] for e in edges if e["dst"] == SJ and dt.date(2023, 4, 1) <= e["date"] <= dt.date(2023, 6, 30))),
        "aggregate", "zh")
    return qs


# ---------------------------------------------------------------------------------------------
def riskmining():
    src = os.path.join(RM, "sources")
    pers = {r["id"]: r["name"] for r in rows(os.path.join(src, "Person.csv"))}
    assert len(set(pers.values())) == len(pers)
    age = {r["name"]: int(r["age"]) for r in rows(os.path.join(src, "Person.csv"))}
    comp = {r["id"]: r["name"] for r in rows(os.path.join(src, "Company.csv"))}
    assert len(set(comp.values())) == len(comp)
    apps = {r["id"]: r for r in rows(os.path.join(src, "App.csv"))}
    devices = {r["id"]: set(split(r["install"], ",")) for r in rows(os.path.join(src, "Device.csv"))}
    has_dev = defaultdict(set)
    for r in rows(os.path.join(src, "Person_hasDevice_Device.csv")):
        has_dev[pers[r["src"]]].add(r["dst"])
    comp_cert = defaultdict(set)
    for r in rows(os.path.join(src, "Company_hasCert_Cert.csv")):
        comp_cert[comp[r["src"]]].add(r["dst"])
    shares = defaultdict(set)
    for r in rows(os.path.join(src, "Person_holdShare_Company.csv")):
        shares[pers[r["src"]]].add(comp[r["dst"]])
    edges = [
        {"src": pers[r["src"]], "dst": pers[r["dst"]], "date": day(r["transDate"]), "amt": int(r["transAmt"])}
        for r in rows(os.path.join(src, "Person_fundTrans_Person.csv"))
    ]
    gambling = {a for a, r in apps.items() if "赌博" in r["riskMark"]}
    developed = defaultdict(set)
    for p, ds in has_dev.items():
        cnt = defaultdict(set)
        for d in ds:
            for a in devices.get(d, ()):
                cnt[a].add(d)
        developed[p] = {a for a, s in cnt.items() if len(s) > 5}
    release = defaultdict(set)
    for p, cs in shares.items():
        for c in cs:
            for a, r in apps.items():
                if r["useCert"] in comp_cert[c]:
                    release[p].add(a)
    devs_gambling = sorted(p for p in pers.values() if developed[p] & gambling)
    bosses = set()
    for s in pers.values():
        for a in release[s] & gambling:
            for e in edges:
                if e["src"] == s and a in developed[e["dst"]]:
                    bosses.add(s)
    B = "柏*"
    b_out = [e for e in edges if e["src"] == B]
    to = sums_by(b_out, "dst")
    qs = []
    add = lambda *a: qs.append(Q("riskmining-r55-%02d" % (len(qs) + 1), *a))

    add("Who has 柏* sent money to?", sorted(to), "hop", "en")
    add("How much has 柏* transferred to 邬** in total?", str(to["邬**"]), "aggregate", "en")
    add("How much money did 柏* transfer in September 2023?",
        str(sum(e["amt"] for e in b_out if e["date"].year == 2023 and e["date"].month == 9)), "aggregate", "en")
    APP = "com.UwA.qzbTFnD.hgpEVa"
    assert APP in apps
    add("Which people own a device that has the app %s installed?" % APP,
        sorted(p for p, ds in has_dev.items() if any(APP in devices.get(d, ()) for d in ds)), "chain", "en")
    add("What is the average amount of 柏*'s transfers to 裘**?",
        avg(e["amt"] for e in b_out if e["dst"] == "裘**"), "average", "en")
    add("Who received the most money from 柏* overall?", unique_max(to), "superlative", "en")
    single = {i: e["amt"] for i, e in enumerate(b_out)}
    add("Who received 柏*'s largest single transfer?", b_out[unique_max(single)]["dst"], "superlative", "en")
    du = [e for e in b_out if e["dst"] == "杜*"]
    latest = max(e["date"] for e in du)
    last = [e["amt"] for e in du if e["date"] == latest]
    assert len(last) == 1
    add("How much was 柏*'s most recent transfer to 杜*?", str(last[0]), "record", "en")
    add("Which people are classified as gambling app developers (赌博App开发者)?", devs_gambling, "rule", "en")
    add("Who is a gambling app boss (赌博App老板)?", sorted(bosses), "rule", "en")
    FS = "方*"
    shared_with = sorted({p for p, ds in has_dev.items() if p != FS and ds & has_dev[FS]})
    add("Who shares a device with 方*?", shared_with, "hop", "en")
    installed = set().union(*devices.values())
    add("How many apps are not installed on any device?",
        str(sum(1 for a in apps if a not in installed)), "count", "en")
    add("Does 祁** hold shares in any company?", yn(bool(shares.get("祁**")), "en"), "exists", "en")
    add("Which companies does 柏* hold shares in?", sorted(shares[B]), "list", "en")
    add("What percentage of 柏*'s total transfers went to 裘**? (2 decimals)",
        pct(to["裘**"], sum(to.values())), "share", "en")
    add("Which person owns the most devices?", unique_max({p: len(ds) for p, ds in has_dev.items()}),
        "superlative", "en")
    # Chinese
    add("柏*转给每个收款人的总金额分别是多少？", flat(sorted(to.items(), key=lambda kv: -kv[1])), "group", "zh")
    add("风险标记为诈骗的应用有几个？", str(sum(1 for r in apps.values() if r["riskMark"] == "诈骗")), "count", "zh")
    add("有几款赌博应用？", str(len(gambling)), "rule", "zh")
    add("柏*转给邬**的总金额比转给杜*的多多少？", str(to["邬**"] - to["杜*"]), "difference", "zh")
    add("所有自然人的平均年龄是多少？", avg(age.values()), "average", "zh")
    add("年龄在50岁及以上的自然人有几位？", str(sum(1 for a in age.values() if a >= 50)), "count", "zh")
    add("柏*发布了哪些赌博应用？", sorted(release[B] & gambling), "rule", "zh")
    add("柏*开发过赌博应用吗？", yn(bool(developed[B] & gambling), "zh"), "exists", "zh")
    add("2023年8月柏*一共转出了多少笔？",
        str(sum(1 for e in b_out if e["date"].year == 2023 and e["date"].month == 8)), "count", "zh")
    return qs


def check(qs, prefix):
    assert len(qs) == 25, (prefix, len(qs))
    ids = [q["id"] for q in qs]
    assert len(set(ids)) == 25
    assert all(q["id"].startswith(prefix) for q in qs)
    assert sum(1 for q in qs if q["lang"] == "en") == 16
    assert sum(1 for q in qs if q["lang"] == "zh") == 9
    for q in qs:
        assert q["answer"] and all(a.strip() for a in q["answer"]), q


def main():
    for fname, prefix, fn in (
        ("r55-acme-supply.json", "acme-r55-", acme),
        ("r55-kag-supplychain.json", "supplychain-r55-", supplychain),
        ("r55-kag-riskmining.json", "riskmining-r55-", riskmining),
    ):
        qs = fn()
        check(qs, prefix)
        with open(os.path.join(OUT, fname), "w", encoding="utf-8") as f:
            json.dump(qs, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print(fname, len(qs))


if __name__ == "__main__":
    main()
