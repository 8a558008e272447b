"""Gold answers for blind set r58 over acme-supply, kag-supplychain and kag-riskmining.

Every answer is computed here from the raw CSV files with the standard library `csv` module;
nothing is hard-coded but the questions' own words (names, dates, thresholds).

Readings used:
- As-of dates: acme-supply 2024-06-30 (read from its kagflow.yaml `as_of`); kag-supplychain and
  kag-riskmining 2023-10-15.
- Multi-value cells: acme-supply splits on ';' (kagflow.yaml `multi_value_separator`); the KAG
  projects split on ','. Each value is trimmed; a value repeated inside one entity's cell (or over
  repeated rows of one id, e.g. Product.csv in kag-supplychain) counts once.
- kag-supplychain: CompanyUpdate.csv maps onto no type and is ignored. Company names and person
  names are unique in the files (asserted where used).
- Fund transfers: every row of a `*_fundTrans_*.csv` file is one transfer (repeated rows are not
  merged). transDate is yyyymmdd; answers write dates as YYYY-MM-DD.
- Rule windows: a rule's `date_diff(now, transDate) < N` keeps transfers N-1 days or fewer before
  the as-of date (as_of - date in days, as_of itself 0). "Last 30 days" in a question is the same
  as the 1-month rule (< 30 days); the questions avoid transfers on a window's edge (asserted).
- Calendar periods (a month, a quarter) include both their first and their last day.
- mainSupply: s makes product up, up's hasSupplyChain holds down, o makes down, and o's transfers
  to s sum to more than half of s's total inflow (all transfers into s). sameLegalRepresentative:
  a person is legal representative of both (two different companies). belongToIndustry: a
  company's product's belongToIndustry value. Literal product/industry ids, no isA expansion.
- kag-riskmining rules: developed(s, app): more than 5 distinct devices of s have app installed;
  release(s, app): s holds shares in a company that has a cert whose certNum is app's useCert;
  赌博应用: riskMark contains 赌博; 赌博App开发者: developed a 赌博应用; 赌博App老板: released a 赌博应用 that
  a person u developed, and s transferred money to u. Cert references are certNum values.
- Rounding: rounding to n decimals rounds halves up (decimal ROUND_HALF_UP); a percentage is
  100 * part / whole with two decimals unless the question says otherwise, written without '%'.
- Numbers: plain digits, no thousands separator; a whole number has no '.0'.
- Yes/no: 'yes'/'no' for English questions, '是'/'否' for Chinese ones.
- Superlatives: the winner (and a runner-up) is asserted unique.
- Per-entity answers ("group") are flattened pairs: item, value, item, value ...
"""
import csv
import datetime as dt
import json
import os
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))


def find_up(pred):
    d = HERE
    while True:
        if pred(d):
            return d
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("data not found above " + HERE)
        d = parent


REPO = find_up(lambda d: os.path.isdir(os.path.join(d, "data", "examples", "acme-supply")))


def shared_root():
    d = HERE
    while True:
        for cand in (d, os.path.join(d, "shared")):
            if os.path.isdir(os.path.join(cand, "datasets", "kag-riskmining")):
                return cand
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("shared datasets not found above " + HERE)
        d = parent


SHARED = shared_root()
ACME = os.path.join(REPO, "data", "examples", "acme-supply")
SC = os.path.join(SHARED, "datasets", "kag-supplychain")
RM = os.path.join(SHARED, "datasets", "kag-riskmining")
OUT = os.path.dirname(HERE)


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for v in (cell or "").split(sep):
        v = v.strip()
        if v and v not in out:
            out.append(v)
    return out


def day(s):
    return dt.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def iso(d):
    return d.isoformat()


def num(x, places=None):
    if places is not None:
        q = Decimal(1).scaleb(-places)
        x = Decimal(str(x)).quantize(q, rounding=ROUND_HALF_UP)
        s = format(x, "f")
        if places == 0:
            return s.split(".")[0]
        return s
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def pct(part, whole, places=2):
    return num(Decimal(part) * 100 / Decimal(whole), places)


def unique_max(d, key=None, reverse=False):
    items = list(d.items())
    items.sort(key=lambda kv: kv[1], reverse=not reverse)
    assert len(items) < 2 or items[0][1] != items[1][1], ("tie", items[:3])
    return items[0][0]


def runner_up(d):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=True)
    assert items[0][1] != items[1][1] and items[1][1] != items[2][1], items[:3]
    return items[1][0]


def yn(b, lang):
    return ("yes" if b else "no") if lang == "en" else ("是" if b else "否")


def flat(pairs):
    out = []
    for k, v in pairs:
        out += [k, v]
    return out


def read_as_of(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip().startswith("as_of:"):
                return dt.date.fromisoformat(line.split(":", 1)[1].strip().strip('"').strip("'"))
    raise SystemExit("no as_of")


class Q:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        self.items.append({
            "id": "%s-r58-%02d" % (self.prefix, len(self.items) + 1),
            "question": question, "answer": answer, "shape": shape, "lang": lang})


def transfers(path, src="srcId", dst="dstId"):
    out = []
    for r in rows(path):
        out.append((r[src].strip(), r[dst].strip(), day(r["transDate"].strip()), int(r["transAmt"])))
    return out


def window_rule(trs, as_of, n, who, direction):
    tot = 0
    for s, d, when, amt in trs:
        if (s if direction == "out" else d) != who:
            continue
        if (as_of - when).days < n:
            tot += amt
    return tot


# ---------------------------------------------------------------- acme-supply
def acme():
    as_of = read_as_of(os.path.join(ACME, "kagflow.yaml"))
    src = os.path.join(ACME, "sources")
    comp = {r["id"]: r for r in rows(os.path.join(src, "Company.csv"))}
    name = {i: r["name"] for i, r in comp.items()}
    byname = {r["name"]: i for i, r in comp.items()}
    assert len(byname) == len(comp)
    prods = {i: split(r["product"], ";") for i, r in comp.items()}
    chain = {r["id"]: split(r["hasSupplyChain"], ";") for r in rows(os.path.join(src, "Product.csv"))}
    people = rows(os.path.join(src, "Person.csv"))
    reps = {p["name"]: [byname[c] for c in split(p["legalRepresentative"], ";")] for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    trs = transfers(os.path.join(src, "Company_fundTrans_Company.csv"))
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for s, d, w, a in trs:
        inflow[d] += a
        outflow[s] += a
    q = Q("acme")
    A, OH, DC, GR, FJ, EW, HX, BR = (byname[n] for n in (
        "Acme Motors", "O'Hara, Lamb & Sons", "Delta Cells GmbH", "Granite Insurance",
        "Fjord Steel AS", "Eastwind Logistics", "Helix Chemicals", "Borealis Rubber Works"))

    q.add("Fjord Steel AS — country?", comp[FJ]["country"], "lookup", "en")
    q.add("Helix Chemicals 是哪一年成立的？", comp[HX]["founded"], "lookup", "zh")
    q.add("Which companies make synthetic rubber (Chemicals-Rubber-Synthetic rubber)?",
          [name[c] for c in comp if "Chemicals-Rubber-Synthetic rubber" in prods[c]], "hop", "en")
    # largest single transfer's receiver, then its legal representative
    big = max(trs, key=lambda t: t[3])
    assert sum(1 for t in trs if t[3] == big[3]) == 1
    q.add("Who is the legal representative of the company that received the largest single fund transfer?",
          [p for p, cs in reps.items() if big[1] in cs], "chain", "en")
    q.add("How many of the companies were founded before 1960?",
          num(sum(1 for r in comp.values() if int(r["founded"]) < 1960)), "count", "en")
    q.add("How many fund transfers has Borealis Rubber Works sent to other companies?",
          num(sum(1 for t in trs if t[0] == BR)), "count", "en")
    q.add("What is the total amount Acme Motors has paid out in fund transfers?", num(outflow[A]), "aggregate", "en")
    q2 = [t for t in trs if dt.date(2024, 4, 1) <= t[2] <= dt.date(2024, 6, 30)]
    q.add("2024年第二季度（4月1日至6月30日）所有转账的总金额是多少？", num(sum(t[3] for t in q2)), "aggregate", "zh")
    ohin = [t[3] for t in trs if t[1] == OH]
    q.add("Could you tell me the average amount of the transfers O'Hara, Lamb & Sons received, rounded to two decimals?",
          num(Decimal(sum(ohin)) / len(ohin), 2), "average", "en")
    q.add("Which company has the second-highest total inflow?", name[runner_up(inflow)], "superlative", "en")
    ages_min = min(age.values())
    assert list(age.values()).count(ages_min) == 1
    q.add("年龄最小的法人代表是谁？", [p for p, a in age.items() if a == ages_min], "superlative", "zh")
    ad = [t for t in trs if t[0] == A and t[1] == DC]
    assert len(ad) == 1
    q.add("On what date did Acme Motors transfer money to Delta Cells GmbH?", iso(ad[0][2]), "record", "en")
    q.add("Acme Motors 一共向 O'Hara, Lamb & Sons 转了几笔账？",
          num(sum(1 for t in trs if t[0] == A and t[1] == OH)), "count", "zh")
    q.add("What share of Acme Motors' total outflow went to Delta Cells GmbH? Give the percentage to two decimals.",
          pct(sum(t[3] for t in ad), outflow[A]), "share", "en")
    q.add("By how much does Acme Motors' total outflow exceed its total inflow?",
          num(outflow[A] - inflow[A]), "difference", "en")
    cnt = defaultdict(int)
    for t in trs:
        cnt[t[0]] += 1
    q.add("转出过资金的公司，各自转出了几笔？",
          flat((name[c], num(n)) for c, n in sorted(cnt.items())), "group", "zh")
    q.add("Acme Motors' outflow over the last 90 days (outflow90Days)?",
          num(window_rule(trs, as_of, 90, A, "out")), "rule", "en")

    def main_customers_of(s):
        out = []
        tot = inflow[s]
        for o in comp:
            if o == s:
                continue
            linked = any(down in prods[o] for up in prods[s] for down in chain.get(up, []))
            paid = sum(t[3] for t in trs if t[0] == o and t[1] == s)
            if linked and tot and paid / tot > 0.5:
                out.append(o)
        return out
    q.add("Which companies have Acme Motors as their main customer?",
          [name[s] for s in comp if A in main_customers_of(s)], "rule", "en")
    same = sorted({name[o] for p, cs in reps.items() if GR in cs for o in cs if o != GR})
    q.add("Granite Insurance 和哪家公司有共同的法人代表？", same, "rule", "zh")
    q.add("Has Granite Insurance ever received a fund transfer?", yn(any(t[1] == GR for t in trs), "en"), "exists", "en")
    q.add("Fjord Steel AS 有没有给 O'Hara, Lamb & Sons 转过账？",
          yn(any(t[0] == FJ and t[1] == OH for t in trs), "zh"), "exists", "zh")
    q.add("List the US-based companies.", [r["name"] for r in comp.values() if r["country"] == "US"], "list", "en")
    q.add("Ada Moreno 担任哪些公司的法人代表？", [name[c] for c in reps["Ada Moreno"]], "hop", "zh")
    rep_ew = [p for p, cs in reps.items() if EW in cs]
    assert len(rep_ew) == 1
    q.add("How old is the person who legally represents Eastwind Logistics?", num(age[rep_ew[0]]), "chain", "en")
    q.add("2024年6月一共发生了几笔转账？",
          num(sum(1 for t in trs if t[2].year == 2024 and t[2].month == 6)), "count", "zh")
    return q.items


# ------------------------------------------------------------- kag-supplychain
def supplychain():
    as_of = dt.date(2023, 10, 15)
    src = os.path.join(SC, "sources")
    comp = {}
    prods = defaultdict(list)
    for r in rows(os.path.join(src, "Company.csv")):
        assert r["id"] not in comp
        comp[r["id"]] = r["name"]
        for p in split(r["product"], ","):
            if p not in prods[r["id"]]:
                prods[r["id"]].append(p)
    byname = {n: i for i, n in comp.items()}
    assert len(byname) == len(comp)
    pind = defaultdict(set)
    for r in rows(os.path.join(src, "Product.csv")):
        for v in split(r["belongToIndustry"], ","):
            pind[r["id"]].add(v)
    people = rows(os.path.join(src, "Person.csv"))
    pnames = [p["name"] for p in people]
    assert len(set(pnames)) == len(pnames)
    age = {p["name"]: int(p["age"]) for p in people}
    reps = {p["name"]: [byname[c] for c in split(p["legalRepresentative"], ",")] for p in people}
    trs = transfers(os.path.join(src, "Company_fundTrans_Company.csv"))
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for s, d, w, a in trs:
        inflow[d] += a
        outflow[s] += a
    q = Q("supplychain")
    CH = byname["传化****限公司"]
    SJ = byname["三角***份限公司"]
    ZJ = byname["浙江**摩托**限公司"]
    BY = byname["宝业集****公司"]

    q.add("宝业集****公司经营什么产品？", prods[BY], "lookup", "zh")
    q.add("How old is 尤**?", num(age["尤**"]), "lookup", "en")
    q.add("What is the total amount 传化****限公司 has transferred to other companies?", num(outflow[CH]), "aggregate", "en")
    q.add("What is the 1-month outflow (fundTrans1Month) of 传化****限公司?",
          num(window_rule(trs, as_of, 30, CH, "out")), "rule", "en")
    q.add("三角***份限公司的近3月流入是多少？", num(window_rule(trs, as_of, 90, SJ, "in")), "rule", "zh")
    diff3 = window_rule(trs, as_of, 90, CH, "out") - window_rule(trs, as_of, 90, CH, "in")
    q.add("What is the 3-month cash-flow difference (cashflowDiff3Month: outflow minus inflow over the last 3 months) of 传化****限公司?",
          num(diff3), "rule", "en")
    # windows used above: no transfer of these companies on an edge day
    for n in (30, 90):
        assert not any((as_of - t[2]).days == n for t in trs if CH in t[:2] or SJ in t[:2])

    def main_customers_of(s):
        out = []
        for o in comp:
            if o == s:
                continue
            # hasSupplyChain of products
            linked = any(down in prods[o] for up in prods[s] for down in chain.get(up, set()))
            paid = sum(t[3] for t in trs if t[0] == o and t[1] == s)
            if linked and inflow[s] and paid / inflow[s] > 0.5:
                out.append(comp[o])
        return out
    chain = defaultdict(set)
    for r in rows(os.path.join(src, "Product.csv")):
        for v in split(r["hasSupplyChain"], ","):
            chain[r["id"]].add(v)
    q.add("Who is the main customer of 传化****限公司?", main_customers_of(CH), "rule", "en")
    big = max(trs, key=lambda t: t[3])
    assert sum(1 for t in trs if t[3] == big[3]) == 1
    q.add("Which company received the largest single fund transfer?", comp[big[1]], "superlative", "en")
    q.add("单笔金额最大的那笔转账是哪一天发生的？", iso(big[2]), "record", "zh")
    q.add("Among all companies, which one has the second-largest total inflow (totalTransInAmt)?",
          comp[runner_up(inflow)], "superlative", "en")
    a2b = sum(t[3] for t in trs if t[0] == CH and t[1] == SJ)
    b2a = sum(t[3] for t in trs if t[0] == SJ and t[1] == CH)
    q.add("Did 传化****限公司 pay 三角***份限公司 more than 三角***份限公司 paid 传化****限公司?",
          yn(a2b > b2a, "en"), "other", "en")
    q.add("How many fund transfers took place in August 2023?",
          num(sum(1 for t in trs if (t[2].year, t[2].month) == (2023, 8))), "count", "en")
    q.add("What is the average amount of all fund transfers in the data, to two decimal places?",
          num(Decimal(sum(t[3] for t in trs)) / len(trs), 2), "average", "en")
    per = defaultdict(int)
    for t in trs:
        if t[1] == SJ:
            per[t[0]] += t[3]
    q.add("向三角***份限公司付过款的每家公司分别付了多少钱？",
          flat((comp[c], num(v)) for c, v in sorted(per.items())), "group", "zh")
    jul = sorted({comp[t[1]] for t in trs if t[0] == CH and (t[2].year, t[2].month) == (2023, 7)})
    q.add("Which companies did 传化****限公司 pay in July 2023?", jul, "list", "en")
    q.add("宝业集****公司有没有向其他公司转过账？", yn(any(t[0] == BY for t in trs), "zh"), "exists", "zh")
    rep_jl = [p for p, cs in reps.items() if byname["吉林奇*化****公司"] in cs]
    q.add("Who is the legal representative of 吉林奇*化****公司?", rep_jl, "hop", "en")
    q.add("How many natural persons in the data are younger than 20?",
          num(sum(1 for a in age.values() if a < 20)), "count", "en")
    q.add("年龄在50岁及以上的自然人有几位？", num(sum(1 for a in age.values() if a >= 50)), "count", "zh")
    oldest = unique_max(age)
    q.add("Who is the oldest natural person?", oldest, "superlative", "en")
    rep_big = [p for p, cs in reps.items() if big[0] in cs]
    assert len(rep_big) == 1
    q.add("单笔金额最大的转账的付款公司，其法人代表多大年纪？", num(age[rep_big[0]]), "chain", "zh")
    q.add("What percentage of 三角***份限公司's total inflow came from 浙江**摩托**限公司?",
          pct(per[ZJ], inflow[SJ]), "share", "en")
    q.add("传化****限公司的转出总额比转入总额多多少？", num(outflow[CH] - inflow[CH]), "difference", "zh")
    q.add("Which companies list 轮胎与橡胶-轮胎-斜交轮胎 among their products?",
          [comp[c] for c in comp if "轮胎与橡胶-轮胎-斜交轮胎" in prods[c]], "hop", "en")
    ins = "金融-保险-保险-保险"
    q.add("所在行业为“金融-保险-保险-保险”的企业有多少家？",
          num(sum(1 for c in comp if any(ins in pind.get(p, ()) for p in prods[c]))), "rule", "zh")
    return q.items


# -------------------------------------------------------------- kag-riskmining
def riskmining():
    as_of = dt.date(2023, 10, 15)
    src = os.path.join(RM, "sources")
    people = rows(os.path.join(src, "Person.csv"))
    pname = {p["id"]: p["name"] for p in people}
    assert len(set(pname.values())) == len(pname)
    pid = {n: i for i, n in pname.items()}
    age = {p["name"]: int(p["age"]) for p in people}
    phone = {p["name"]: p["hasPhone"] for p in people}
    cname = {r["id"]: r["name"] for r in rows(os.path.join(src, "Company.csv"))}
    apps = {r["id"]: r for r in rows(os.path.join(src, "App.csv"))}
    devices = {r["id"]: r for r in rows(os.path.join(src, "Device.csv"))}
    install = {d: split(r["install"], ",") for d, r in devices.items()}
    owns = defaultdict(list)
    for r in rows(os.path.join(src, "Person_hasDevice_Device.csv")):
        if r["dst"] not in owns[r["src"]]:
            owns[r["src"]].append(r["dst"])
    shares = defaultdict(list)
    for r in rows(os.path.join(src, "Person_holdShare_Company.csv")):
        shares[r["src"]].append(r["dst"])
    ccert = defaultdict(set)
    for r in rows(os.path.join(src, "Company_hasCert_Cert.csv")):
        ccert[r["src"]].add(r["dst"])
    pcert = defaultdict(set)
    for r in rows(os.path.join(src, "Person_hasCert_Cert.csv")):
        pcert[r["src"]].add(r["dst"])
    trs = transfers(os.path.join(src, "Person_fundTrans_Person.csv"), "src", "dst")
    q = Q("riskmining")
    BAI, QIU, DU, WU = pid["柏*"], pid["裘**"], pid["杜*"], pid["邬**"]

    # rules
    developed = defaultdict(set)
    for p, ds in owns.items():
        cnt = defaultdict(int)
        for d in ds:
            for a in install.get(d, []):
                cnt[a] += 1
        developed[p] = {a for a, n in cnt.items() if n > 5}
    release = defaultdict(set)
    for p, cs in shares.items():
        certs = set().union(*(ccert[c] for c in cs))
        release[p] = {a for a, r in apps.items() if r["useCert"] in certs}
    gambling = {a for a, r in apps.items() if "赌博" in r["riskMark"]}
    dev_people = sorted(pname[p] for p in pname if developed[p] & gambling)
    bosses = sorted(pname[s] for s in pname
                    if any(u in {t[1] for t in trs if t[0] == s} and a in developed[u]
                           for a in release[s] & gambling for u in pname))

    q.add("柏*的电话号码是多少？", phone["柏*"], "lookup", "zh")
    q.add("What risk mark does the app com.oStEmG.may carry?", apps["com.oStEmG.may"]["riskMark"], "lookup", "en")
    q.add("How many apps are flagged as gambling (赌博)?", num(len(gambling)), "count", "en")
    q.add("邬**名下有几台设备？", num(len(owns[WU])), "count", "zh")
    q.add("柏*一共给邬**转了多少钱？", num(sum(t[3] for t in trs if t[0] == BAI and t[1] == WU)), "aggregate", "zh")
    q.add("Number of transfers from 柏* to 杜*?", num(sum(1 for t in trs if t[0] == BAI and t[1] == DU)), "count", "en")
    big = max((t for t in trs if t[0] == BAI), key=lambda t: t[3])
    assert sum(1 for t in trs if t[0] == BAI and t[3] == big[3]) == 1
    q.add("Who received 柏*'s largest single transfer?", pname[big[1]], "superlative", "en")
    bq = max((t for t in trs if t[0] == BAI and t[1] == QIU), key=lambda t: t[3])
    assert sum(1 for t in trs if t[0] == BAI and t[1] == QIU and t[3] == bq[3]) == 1
    q.add("On which date did 柏* make the largest of the transfers to 裘**?", iso(bq[2]), "record", "en")
    du = [t[3] for t in trs if t[1] == DU]
    q.add("What is the average amount 杜* received per transfer? Round to two decimals.",
          num(Decimal(sum(du)) / len(du), 2), "average", "en")
    sep = [t[3] for t in trs if t[0] == BAI and (t[2].year, t[2].month) == (2023, 9)]
    q.add("How much did 柏* transfer in total during September 2023?", num(sum(sep)), "aggregate", "en")
    q.add("Which people count as gambling app developers (赌博App开发者)?", dev_people, "rule", "en")
    q.add("Going by the release rule, which apps did 柏* release?", sorted(release[BAI]), "rule", "en")
    q.add("谁属于赌博App老板？", bosses, "rule", "zh")
    q.add("Does 裘** hold shares in any company?", yn(bool(shares.get(QIU)), "en"), "exists", "en")
    q.add("柏*持股了哪些公司？", [cname[c] for c in shares[BAI]], "hop", "zh")
    zuo = owns[pid["左**"]]
    assert len(zuo) == 1
    q.add("What is the umid of the device owned by 左**?", devices[zuo[0]]["umid"], "hop", "en")
    peng = owns[pid["彭*"]]
    assert len(peng) == 1
    q.add("彭*的设备上装了几个应用？", num(len(install[peng[0]])), "chain", "zh")
    per = defaultdict(int)
    for t in trs:
        if t[0] == BAI:
            per[t[1]] += t[3]
    q.add("Total amount 柏* sent to each recipient?",
          flat((pname[p], num(v)) for p, v in sorted(per.items(), key=lambda kv: int(kv[0]))), "group", "en")
    tot = sum(per.values())
    q.add("柏*的转账总额中，转给邬**的占比是多少？（百分比，保留两位小数）", pct(per[WU], tot), "share", "zh")
    q.add("How much more did 邬** receive from 柏* than 裘** did?", num(per[WU] - per[QIU]), "difference", "en")
    q.add("How many people are older than 50?", num(sum(1 for a in age.values() if a > 50)), "count", "en")
    q.add("年龄在20岁以下的自然人有几个？", num(sum(1 for a in age.values() if a < 20)), "count", "zh")
    youngest = unique_max(age, reverse=True)
    q.add("Who is the youngest person?", youngest, "superlative", "en")
    cert_q = sorted(pcert[QIU])
    assert len(cert_q) == 1
    q.add("Which apps use the certificate held by 裘**?",
          sorted(a for a, r in apps.items() if r["useCert"] == cert_q[0]), "chain", "en")
    last30 = [t for t in trs if t[0] == BAI and (as_of - t[2]).days < 30]
    assert not any((as_of - t[2]).days == 30 for t in trs)
    q.add("近30天内柏*转出了几笔钱？", num(len(last30)), "count", "zh")
    return q.items


def main():
    sets = {"r58-acme-supply.json": acme(), "r58-kag-supplychain.json": supplychain(),
            "r58-kag-riskmining.json": riskmining()}
    for fn, items in sets.items():
        assert len(items) == 25, (fn, len(items))
        assert sum(1 for i in items if i["lang"] == "zh") == 9, fn
        assert len({i["id"] for i in items}) == 25
        with open(os.path.join(OUT, fn), "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        print(fn, len(items))


if __name__ == "__main__":
    main()
