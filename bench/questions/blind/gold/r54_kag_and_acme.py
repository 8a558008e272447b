"""Gold answers for blind round r54 (acme-supply, kag-supplychain, kag-riskmining).

Every answer is computed here from the raw CSV files with the standard library `csv` module;
nothing is hard-coded except the names and values that the questions themselves mention.

Readings used
-------------
* Data is found by walking up from this file's folder: the repository is the first ancestor
  holding data/examples/acme-supply; the shared datasets are the first ancestor D with
  D/datasets/kag-riskmining (or D/shared/datasets/kag-riskmining, then D/shared is used).
* As-of dates (the date rules' now() stands for): acme-supply 2024-06-30 (read from its
  kagflow.yaml `as_of`), kag-supplychain 2023-10-15, kag-riskmining 2023-10-15.
* Multi-value cells: acme-supply splits on ';' (its kagflow.yaml `multi_value_separator`);
  the two KAG datasets split on ','. Repeated values in one cell count once (set semantics),
  e.g. 臧*'s legalRepresentative cell names two companies twice.
* Rule windows: "within N days" is date_diff(as_of, transDate) < N in days, exactly as the
  schema rules say (acme outflow90Days < 90; supply-chain 1/3/6 months < 30/90/180).
  A rule total over no transfers is 0 (cashflowDiff's rule_value(null, 0)).
* Calendar periods in questions ("in July 2023", "between 2024-01-01 and 2024-06-30") include
  both end days.
* mainSupply(s, o): s makes product up, up.hasSupplyChain contains down, o makes down, o paid s,
  and (sum of o->s transfers) / (all money s received) > 0.5 (direct hasSupplyChain only, no isA).
* sameLegalRepresentative: companies sharing a Person's legalRepresentative; the company itself
  is left out ("other companies").
* developed(p, app): more than 5 of p's devices install the app; release(p, app): p holds shares
  in a company that has the cert (by certNum) the app uses. Gambling app: riskMark contains 赌博.
  赌博App开发者: developed a gambling app; 赌博App老板: released a gambling app that someone
  developed and transferred money to that developer.
* Rounding: averages and percentages to 2 decimal places, halves rounded up (ROUND_HALF_UP);
  a rounded number is written without trailing zeros (44.70 -> 44.7, 212400.00 -> 212400).
  Percentages are numbers without '%'. Sums of integer amounts are exact integers.
* Yes/no answers: "yes"/"no" in English questions, "是"/"否" in Chinese ones.
* Dates in answers are written YYYY-MM-DD. Months in group answers are written YYYY-MM.
* Group answers are flattened pairs: item, value, item, value ... (items in sorted order).
* Names are exactly as in the data (masked '*' names included). Lists are unordered sets.
* Avoided: supply-chain CompanyUpdate.csv (maps onto no type; 浙江**摩托**限公司's products
  differ there), product/industry names (path ids vs leaf names), product references with no
  Product row (stubs), riskmining Company.phone (column outside the schema), Device/Cert
  display names (no name column), the event-creating concept rules of kag-supplychain.
"""
import csv
import json
import os
from collections import Counter, defaultdict
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_up(pred):
    d = HERE
    while True:
        r = pred(d)
        if r:
            return r
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("data not found")
        d = parent


REPO = find_up(lambda d: d if os.path.isdir(os.path.join(d, "data/examples/acme-supply")) else None)


def _shared(d):
    if os.path.isdir(os.path.join(d, "datasets/kag-riskmining")):
        return d
    if os.path.isdir(os.path.join(d, "shared/datasets/kag-riskmining")):
        return os.path.join(d, "shared")
    return None


SHARED = find_up(_shared)
ACME = os.path.join(REPO, "data/examples/acme-supply")
SC = os.path.join(SHARED, "datasets/kag-supplychain")
RM = os.path.join(SHARED, "datasets/kag-riskmining")
OUT = os.path.dirname(HERE)


def rows(base, name):
    with open(os.path.join(base, "sources", name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for v in (cell or "").split(sep):
        v = v.strip()
        if v and v not in out:
            out.append(v)
    return out


def d8(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def iso(s):
    return d8(s).isoformat()


def num(x):
    q = Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    s = format(q, "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


def ratio(a, b):
    return Decimal(a) / Decimal(b)


def pct(a, b):
    return num(Decimal(a) * 100 / Decimal(b))


def unique_max(d, key=None, reverse=False, nth=1):
    """Return the item holding the nth largest (smallest if reverse) value; assert unique."""
    vals = sorted(set(d.values()), reverse=not reverse)
    v = vals[nth - 1]
    winners = [k for k, x in d.items() if x == v]
    assert len(winners) == 1, (winners, v)
    return winners[0]


def flat(pairs):
    out = []
    for k, v in sorted(pairs.items()):
        out += [str(k), str(v)]
    return out


def Q(items, prefix):
    out = []
    for i, (q, a, shape, lang) in enumerate(items, 1):
        assert a and all(isinstance(x, str) and x for x in a), (q, a)
        out.append({"id": f"{prefix}-r54-{i:02d}", "question": q, "answer": a,
                    "shape": shape, "lang": lang})
    return out


# ---------------------------------------------------------------- acme-supply
def acme():
    as_of = None
    with open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("as_of:"):
                as_of = date.fromisoformat(line.split(":", 1)[1].strip().strip('"\''))
    assert as_of == date(2024, 6, 30)
    sep = ";"
    comp = rows(ACME, "Company.csv")
    name = {r["id"]: r["name"] for r in comp}
    cid = {r["name"]: r["id"] for r in comp}
    assert len(cid) == len(comp)
    prods = {r["id"]: split(r["product"], sep) for r in comp}
    down = {r["id"]: split(r["hasSupplyChain"], sep) for r in rows(ACME, "Product.csv")}
    people = rows(ACME, "Person.csv")
    rep = {p["name"]: split(p["legalRepresentative"], sep) for p in people}
    tr = [dict(src=r["srcId"], dst=r["dstId"], date=r["transDate"], amt=int(r["transAmt"]))
          for r in rows(ACME, "Company_fundTrans_Company.csv")]
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in tr:
        inflow[t["dst"]] += t["amt"]
        outflow[t["src"]] += t["amt"]
    N = lambda ids: sorted(name[i] for i in ids)
    A = cid["Acme Motors"]
    qs = []
    # 1 lookup
    qs.append(("helix chemicals country?", [next(r["country"] for r in comp if r["name"] == "Helix Chemicals")], "lookup", "en"))
    # 2 hop
    qs.append(("Which companies is Bram de Vries the legal representative of?", sorted(rep["Bram de Vries"]), "hop", "en"))
    # 3 chain: legal reps of the companies that paid Acme Motors
    payers = {t["src"] for t in tr if t["dst"] == A}
    reps = sorted({p for p, cs in rep.items() for c in cs if c in {name[i] for i in payers}})
    qs.append(("Who are the legal representatives of the companies that sent money to Acme Motors?", reps, "chain", "en"))
    # 4 count
    qs.append(("how many companies got money from Acme Motors", [str(len({t["dst"] for t in tr if t["src"] == A}))], "count", "en"))
    # 5 count none
    senders = {t["src"] for t in tr}
    qs.append(("How many companies never made a single fund transfer?", [str(sum(1 for r in comp if r["id"] not in senders))], "count", "en"))
    # 6 aggregate in a period
    lo, hi = date(2024, 1, 1), date(2024, 6, 30)
    s = sum(t["amt"] for t in tr if t["src"] == A and lo <= d8(t["date"]) <= hi)
    qs.append(("Total amount Acme Motors paid out between 2024-01-01 and 2024-06-30 (both days included)?", [str(s)], "aggregate", "en"))
    # 7 average
    qs.append(("What is the average amount of a fund transfer across all transfers? Round to 2 decimals.", [num(ratio(sum(t["amt"] for t in tr), len(tr)))], "average", "en"))
    # 8 superlative
    top = unique_max(dict(inflow))
    qs.append(("Which company received the most money in total?", [name[top]], "superlative", "en"))
    # 9 second largest single transfer: receiver
    amts = {i: t["amt"] for i, t in enumerate(tr)}
    second = unique_max(amts, nth=2)
    qs.append(("who received the 2nd biggest single transfer", [name[tr[second]["dst"]]], "superlative", "en"))
    # 10 exists
    g, e = cid["Granite Insurance"], cid["Eastwind Logistics"]
    qs.append(("Did Granite Insurance ever pay Eastwind Logistics?", ["yes" if any(t["src"] == g and t["dst"] == e for t in tr) else "no"], "exists", "en"))
    # 11 share
    total = sum(t["amt"] for t in tr)
    d = cid["Delta Cells GmbH"]
    qs.append(("What percentage of all the money transferred went to Delta Cells GmbH? (2 decimals)", [pct(inflow[d], total)], "share", "en"))
    # 12 difference
    o = cid["O'Hara, Lamb & Sons"]
    qs.append(("How much more did O'Hara, Lamb & Sons receive than it paid out?", [str(inflow[o] - outflow[o])], "difference", "en"))
    # 13 group: total received per company
    qs.append(("total received per company (each company that got any money)", flat({name[k]: v for k, v in inflow.items()}), "group", "en"))
    # 14 rule: outflow90Days of Acme Motors
    o90 = sum(t["amt"] for t in tr if t["src"] == A and (as_of - d8(t["date"])).days < 90)
    qs.append(("What is Acme Motors' outflow over the last 90 days?", [str(o90)], "rule", "en"))
    # 15 record: date
    h = cid["Helix Chemicals"]
    ds = [iso(t["date"]) for t in tr if t["src"] == o and t["dst"] == h]
    assert len(ds) == 1
    qs.append(("On what date did O'Hara, Lamb & Sons pay Helix Chemicals?", ds, "record", "en"))
    # 16 record: the transfers between two entities
    between = [str(t["amt"]) for t in tr if {t["src"], t["dst"]} == {A, o}]
    qs.append(("list the amounts of the transfers between Acme Motors and O'Hara, Lamb & Sons", between, "record", "en"))
    # ---- Chinese
    qs.append(("Fjord Steel AS 是哪一年成立的？", [next(r["founded"] for r in comp if r["name"] == "Fjord Steel AS")], "lookup", "zh"))
    qs.append(("国家是 US 的公司有哪些？", sorted(r["name"] for r in comp if r["country"] == "US"), "list", "zh"))
    # mainSupply
    main = defaultdict(set)
    for s_ in name:
        downs = {dn for up in prods[s_] for dn in down.get(up, [])}
        for o_ in name:
            if not downs & set(prods[o_]):
                continue
            paid = sum(t["amt"] for t in tr if t["src"] == o_ and t["dst"] == s_)
            if paid and ratio(paid, inflow[s_]) > Decimal("0.5"):
                main[s_].add(o_)
    qs.append(("Borealis Rubber Works 的主要客户是谁？", N(main[cid["Borealis Rubber Works"]]), "rule", "zh"))
    qs.append(("哪些公司的主要客户是 Acme Motors？", N([s_ for s_, os_ in main.items() if A in os_]), "rule", "zh"))
    same = sorted({c for cs in rep.values() if "Acme Motors" in cs for c in cs} - {"Acme Motors"})
    qs.append(("和 Acme Motors 有共同法人的其他公司是哪家？", same, "rule", "zh"))
    f = cid["Fjord Steel AS"]
    qs.append(("Fjord Steel AS 给 O'Hara, Lamb & Sons 转了多少钱？", [str(sum(t["amt"] for t in tr if t["src"] == f and t["dst"] == o))], "record", "zh"))
    who = [name[t["src"]] for t in tr if t["dst"] == d and t["date"] == "20240610"]
    assert len(who) == 1
    qs.append(("2024-06-10 是谁给 Delta Cells GmbH 转的账？", who, "record", "zh"))
    qs.append(("Dara O'Hara 是几家公司的法人代表？", [str(len(rep["Dara O'Hara"]))], "count", "zh"))
    qs.append(("每个国家各有几家公司？", flat(Counter(r["country"] for r in comp)), "group", "zh"))
    return Q(qs, "acme")


# ---------------------------------------------------------------- kag-supplychain
def supplychain():
    as_of = date(2023, 10, 15)
    sep = ","
    comp = rows(SC, "Company.csv")
    name = {r["id"]: r["name"] for r in comp}
    cid = {r["name"]: r["id"] for r in comp}
    assert len(cid) == len(comp) == len(name)
    prods = {r["id"]: split(r["product"], sep) for r in comp}
    down = {r["id"]: split(r["hasSupplyChain"], sep) for r in rows(SC, "Product.csv")}
    people = rows(SC, "Person.csv")
    age = {p["name"]: int(p["age"]) for p in people}
    assert len(age) == len(people)
    rep = {p["name"]: split(p["legalRepresentative"], sep) for p in people}
    for cs in rep.values():
        for c in cs:
            assert c in cid, c
    tr = [dict(src=r["srcId"], dst=r["dstId"], date=r["transDate"], amt=int(r["transAmt"]))
          for r in rows(SC, "Company_fundTrans_Company.csv")]
    inflow, outflow = defaultdict(int), defaultdict(int)
    for t in tr:
        inflow[t["dst"]] += t["amt"]
        outflow[t["src"]] += t["amt"]
    N = lambda ids: sorted(name[i] for i in ids)
    CH = cid["传化****限公司"]
    SJ = cid["三角***份限公司"]
    ZJ = cid["浙江**摩托**限公司"]

    def win(c, n, out=True):
        return sum(t["amt"] for t in tr if t["src" if out else "dst"] == c and (as_of - d8(t["date"])).days < n)

    qs = []
    qs.append(("How old is 臧*?", [str(age["臧*"])], "lookup", "en"))
    qs.append(("which companies is 夏** legal rep for", sorted(rep["夏**"]), "hop", "en"))
    # chain: legal rep of the company that paid 传化 the single largest amount
    into = {i: t["amt"] for i, t in enumerate(tr) if t["dst"] == CH}
    big = tr[unique_max(into)]["src"]
    qs.append(("Who is the legal representative of the company that made the single largest payment to 传化****限公司?",
               sorted(p for p, cs in rep.items() if name[big] in cs), "chain", "en"))
    qs.append(("How many different companies paid 三角***份限公司?", [str(len({t["src"] for t in tr if t["dst"] == SJ}))], "count", "en"))
    involved = {t["src"] for t in tr} | {t["dst"] for t in tr}
    qs.append(("How many companies have no fund transfers at all, neither sent nor received?",
               [str(sum(1 for c in name if c not in involved))], "count", "en"))
    s = sum(t["amt"] for t in tr if t["src"] == CH and t["date"][:6] == "202307")
    qs.append(("total paid out by 传化****限公司 in July 2023", [str(s)], "aggregate", "en"))
    got = [t["amt"] for t in tr if t["dst"] == SJ]
    qs.append(("What's the average amount of the transfers 三角***份限公司 received? round to 2 dp", [num(ratio(sum(got), len(got)))], "average", "en"))
    qs.append(("Which company has the largest total inflow of funds?", [name[unique_max(dict(inflow))]], "superlative", "en"))
    amts = {i: t["amt"] for i, t in enumerate(tr)}
    third = tr[unique_max(amts, nth=3)]
    qs.append(("Who received the third-largest single transfer?", [name[third["dst"]]], "superlative", "en"))
    qs.append(("Did 浙江**摩托**限公司 send money to 三角***份限公司?",
               ["yes" if any(t["src"] == ZJ and t["dst"] == SJ for t in tr) else "no"], "exists", "en"))
    part = sum(t["amt"] for t in tr if t["src"] == ZJ and t["dst"] == SJ)
    qs.append(("What percent of 三角***份限公司's total inflow came from 浙江**摩托**限公司? 2 decimals", [pct(part, inflow[SJ])], "share", "en"))
    qs.append(("How much more money did 三角***份限公司 receive than 传化****限公司?", [str(inflow[SJ] - inflow[CH])], "difference", "en"))
    qs.append(("number of fund transfers per month (by transfer date)",
               flat(Counter(iso(t["date"])[:7] for t in tr)), "group", "en"))
    qs.append(("What is 传化****限公司's fund outflow over the last month (fundTrans1Month)?", [str(win(CH, 30))], "rule", "en"))
    main = defaultdict(set)
    for s_ in name:
        downs = {dn for up in prods[s_] for dn in down.get(up, [])}
        if not downs:
            continue
        for o_ in name:
            if not downs & set(prods[o_]):
                continue
            paid = sum(t["amt"] for t in tr if t["src"] == o_ and t["dst"] == s_)
            if paid and ratio(paid, inflow[s_]) > Decimal("0.5"):
                main[s_].add(o_)
    assert main[CH]
    qs.append(("Who is the main customer (mainSupply) of 传化****限公司?", N(main[CH]), "rule", "en"))
    zg = cid["中国***份*公司"]
    ds = [iso(t["date"]) for t in tr if t["src"] == zg and t["dst"] == SJ]
    assert len(ds) == 1
    qs.append(("when did 中国***份*公司 pay 三角***份限公司", ds, "record", "en"))
    # ---- Chinese
    gd = cid["广东***通*份*公司"]
    qs.append(("广东***通*份*公司给传化****限公司转了多少钱？", [str(sum(t["amt"] for t in tr if t["src"] == gd and t["dst"] == CH))], "record", "zh"))
    who = [name[t["src"]] for t in tr if t["dst"] == SJ and t["date"] == "20230606"]
    assert len(who) == 1
    qs.append(("2023-06-06 谁给三角***份限公司转了钱？", who, "record", "zh"))
    qs.append(("传化****限公司和三角***份限公司之间（不论方向）每笔转账的金额分别是多少？",
               [str(t["amt"]) for t in tr if {t["src"], t["dst"]} == {CH, SJ}], "record", "zh"))
    qs.append(("经营产品包含轮胎与橡胶-轮胎-斜交轮胎的企业有哪些？",
               N(c for c in name if "轮胎与橡胶-轮胎-斜交轮胎" in prods[c]), "list", "zh"))
    qs.append(("担任至少5家公司法人代表的有几个人？", [str(sum(1 for cs in rep.values() if len(cs) >= 5))], "count", "zh"))
    qs.append(("年龄最大的自然人是谁？", [unique_max(age)], "superlative", "zh"))
    qs.append(("和传化****限公司有共同法人的其他公司有哪些？",
               sorted({c for cs in rep.values() if "传化****限公司" in cs for c in cs} - {"传化****限公司"}), "rule", "zh"))
    qs.append(("传化****限公司近3个月资金流水差是多少？", [str(win(CH, 90) - win(CH, 90, out=False))], "rule", "zh"))
    qs.append(("浙江**摩托**限公司一共转出多少钱", [str(outflow[ZJ])], "aggregate", "zh"))
    return Q(qs, "supplychain")


# ---------------------------------------------------------------- kag-riskmining
def riskmining():
    sep = ","
    people = rows(RM, "Person.csv")
    pname = {p["id"]: p["name"] for p in people}
    pid = {p["name"]: p["id"] for p in people}
    assert len(pid) == len(people)
    age = {p["name"]: int(p["age"]) for p in people}
    comp = rows(RM, "Company.csv")
    cname = {c["id"]: c["name"] for c in comp}
    assert len(set(cname.values())) == len(comp)
    apps = rows(RM, "App.csv")
    app_cert = {a["id"]: a["useCert"] for a in apps}
    mark = {a["id"]: a["riskMark"] for a in apps}
    dev_apps = {d["id"]: set(split(d["install"], sep)) for d in rows(RM, "Device.csv")}
    has_dev = defaultdict(set)
    for r in rows(RM, "Person_hasDevice_Device.csv"):
        has_dev[r["src"]].add(r["dst"])
    comp_cert = defaultdict(set)
    for r in rows(RM, "Company_hasCert_Cert.csv"):
        comp_cert[r["src"]].add(r["dst"])
    share = defaultdict(set)
    for r in rows(RM, "Person_holdShare_Company.csv"):
        share[r["src"]].add(r["dst"])
    tr = [dict(src=r["src"], dst=r["dst"], date=r["transDate"], amt=int(r["transAmt"]))
          for r in rows(RM, "Person_fundTrans_Person.csv")]
    B = pid["柏*"]
    # rules
    developed = defaultdict(set)
    for p, devs in has_dev.items():
        cnt = Counter(a for d in devs for a in dev_apps[d])
        developed[p] = {a for a, n in cnt.items() if n > 5}
    released = defaultdict(set)
    for p, cs in share.items():
        certs = {x for c in cs for x in comp_cert[c]}
        released[p] = {a for a, c in app_cert.items() if c in certs}
    gambling = {a for a, m in mark.items() if "赌博" in m}
    devs_g = sorted(pname[p] for p, a in developed.items() if a & gambling)
    bosses = sorted(pname[s] for s in released for a in released[s] & gambling
                    if any(a in developed[u] and any(t["src"] == s and t["dst"] == u for t in tr) for u in developed))
    bosses = sorted(set(bosses))
    sent = defaultdict(int)
    for t in tr:
        if t["src"] == B:
            sent[t["dst"]] += t["amt"]
    qs = []
    qs.append(("柏* age?", [str(age["柏*"])], "lookup", "en"))
    qs.append(("What is 裘**'s phone number?", [next(p["hasPhone"] for p in people if p["name"] == "裘**")], "lookup", "en"))
    qs.append(("Which companies does 柏* hold shares in?", sorted(cname[c] for c in share[B]), "hop", "en"))
    qs.append(("What are the certificate numbers owned by the companies that 柏* holds shares in?",
               sorted({x for c in share[B] for x in comp_cert[c]}), "chain", "en"))
    qs.append(("how many devices does 邬** have", [str(len(has_dev[pid["邬**"]]))], "count", "en"))
    installed = {a for s in dev_apps.values() for a in s}
    qs.append(("How many apps are not installed on any device?", [str(sum(1 for a in mark if a not in installed))], "count", "en"))
    W, D, Qi = pid["邬**"], pid["杜*"], pid["裘**"]
    s = sum(t["amt"] for t in tr if t["src"] == B and t["dst"] == W and t["date"][:6] == "202309")
    qs.append(("Total 柏* transferred to 邬** in September 2023?", [str(s)], "aggregate", "en"))
    xs = [t["amt"] for t in tr if t["src"] == B and t["dst"] == D]
    qs.append(("average amount of 柏*'s transfers to 杜*, 2 decimal places", [num(ratio(sum(xs), len(xs)))], "average", "en"))
    qs.append(("Who received the most money from 柏* in total?", [pname[unique_max(dict(sent))]], "superlative", "en"))
    amts = {i: t["amt"] for i, t in enumerate(tr)}
    small = tr[unique_max(amts, reverse=True)]
    qs.append(("On what date was the smallest single transfer made?", [iso(small["date"])], "superlative", "en"))
    qs.append(("Did 杜* ever transfer money to 柏*?",
               ["yes" if any(t["src"] == D and t["dst"] == B for t in tr) else "no"], "exists", "en"))
    qs.append(("List all apps whose risk mark is 赌博.", sorted(a for a, m in mark.items() if m == "赌博"), "list", "en"))
    qs.append(("What share of 柏*'s total outgoing transfers went to 裘**, in percent (2 decimals)?",
               [pct(sent[Qi], sum(sent.values()))], "share", "en"))
    qs.append(("How much more did 邬** receive from 柏* than 杜* did?", [str(sent[W] - sent[D])], "difference", "en"))
    qs.append(("number of apps per risk mark", flat(Counter(mark.values())), "group", "en"))
    assert developed[Qi]
    qs.append(("Which apps did 裘** develop?", sorted(developed[Qi]), "rule", "en"))
    # ---- Chinese
    assert released[B]
    qs.append(("柏*发布了哪些应用？", sorted(released[B]), "rule", "zh"))
    assert devs_g
    qs.append(("赌博App开发者有哪些人？", devs_g, "rule", "zh"))
    assert bosses
    qs.append(("谁是赌博App老板？", bosses, "rule", "zh"))
    r = [pname[t["dst"]] for t in tr if t["src"] == B and t["date"] == "20230918" and t["amt"] == 33643]
    assert len(r) == 1
    qs.append(("柏*在2023-09-18转的那笔33643是转给谁的？", r, "record", "zh"))
    r = [iso(t["date"]) for t in tr if t["src"] == B and t["dst"] == W and t["amt"] == 43646]
    assert len(r) == 1
    qs.append(("柏*给邬**转43646是哪天？", r, "record", "zh"))
    qs.append(("柏*和杜*之间一共有几笔转账？", [str(sum(1 for t in tr if {t["src"], t["dst"]} == {B, D}))], "record", "zh"))
    qs.append(("应用 com.qIu.VJbJ 使用的证书编号是什么？", [app_cert["com.qIu.VJbJ"]], "lookup", "zh"))
    qs.append(("年龄最大的自然人是谁", [unique_max(age)], "superlative", "zh"))
    qs.append(("年龄超过50岁的自然人有几个？", [str(sum(1 for a in age.values() if a > 50))], "count", "zh"))
    return Q(qs, "riskmining")


def main():
    for fname, items in (("r54-acme-supply.json", acme()),
                         ("r54-kag-supplychain.json", supplychain()),
                         ("r54-kag-riskmining.json", riskmining())):
        assert len(items) == 25, (fname, len(items))
        assert len({q["id"] for q in items}) == 25
        assert sum(q["lang"] == "en" for q in items) == 16
        with open(os.path.join(OUT, fname), "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print(fname, len(items))


if __name__ == "__main__":
    main()
