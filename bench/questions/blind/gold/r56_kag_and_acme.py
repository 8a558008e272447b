"""Gold answers for blind round 56 (acme-supply, kag-supplychain, kag-riskmining).

Theme: everyday wording (short questions, yes/no, one- and two-hop, counts with
conditions, money in a period, superlatives and the second, latest/earliest
transfer, transfers between two named parties, shares, differences, per-entity
totals, rule-derived properties, lists, two-fact chains).

Readings used (all answers computed here with the standard-library csv module):
- As-of dates: acme-supply 2024-06-30 (its kagflow.yaml `as_of`, read from the
  file); kag-supplychain 2023-10-15; kag-riskmining 2023-10-15.
- Multi-value cells: acme-supply splits on ';' (kagflow.yaml
  `multi_value_separator`); the KAG datasets split on ','. Repeated values in
  one cell count once (a person representing a company listed twice represents
  it once; an app listed twice on a device is installed once).
- Transfer dates are written yyyymmdd in the data; answers write dates
  YYYY-MM-DD.
- A period "between A and B" / "in month M" includes both ends.
- Rule windows ("last 30/90 days", fundTrans1Month, fundTrans3Month,
  outflow90Days) follow the schema: days(as_of - transDate) < N.
  cashflowDiff3Month = outflow(<90 days) - inflow(<90 days), a missing side 0.
- mainSupply (acme): s makes a product whose hasSupplyChain lists a product o
  makes, o paid s, and o's payments to s are more than half of s's total inflow.
- sameLegalRepresentative: companies sharing a Person's legalRepresentative list
  (the company itself excluded). Company belongToIndustry: the industries of the
  products the company makes (Product.belongToIndustry, direct values, no isA).
- Risk mining: App belongs to 赌博应用 when riskMark contains 赌博; a person
  developed an app when more than 5 of the person's distinct devices install it;
  release = person holdShare company, company hasCert cert, app useCert that
  cert (certs matched by certNum); 赌博App老板 = releases a gambling app that a
  person the boss sent money to developed.
- Counts of companies/people count distinct entities (ids).
- Rounding: Decimal ROUND_HALF_UP (halves round up) to the places the question
  states (2 decimals unless said), trailing zeros dropped; integers plain, no
  thousands separators; percentages as a number without '%'.
- Yes/no answers: yes/no in English, 是/否 in Chinese.
- Per-entity ("group") answers are flattened pairs item, value, ordered by
  value descending (ties by name). Lists give every item, sorted by name.
- Names are written exactly as in the data (masked names with '*' included).
- Every superlative is asserted to have a unique winner.
"""
import csv
import json
import os
from collections import defaultdict
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_up(pred):
    d = HERE
    while True:
        r = pred(d)
        if r:
            return r
        p = os.path.dirname(d)
        if p == d:
            raise SystemExit("data not found")
        d = p


REPO = find_up(lambda d: d if os.path.isdir(os.path.join(d, "data/examples/acme-supply")) else None)


def _shared(d):
    for c in (d, os.path.join(d, "shared")):
        if os.path.isdir(os.path.join(c, "datasets/kag-riskmining")):
            return c
    return None


SHARED = find_up(_shared)
ACME = os.path.join(REPO, "data/examples/acme-supply")
SC = os.path.join(SHARED, "datasets/kag-supplychain")
RM = os.path.join(SHARED, "datasets/kag-riskmining")
OUTDIR = os.path.dirname(HERE)


def rd(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def d8(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def dfmt(s):
    return f"{s[:4]}-{s[4:6]}-{s[6:8]}"


def num(x, places=2):
    q = Decimal(str(x)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    s = format(q, "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


def unique_max(d, reverse=True):
    """key with the largest (reverse) / smallest value; asserted unique."""
    best = max(d.values()) if reverse else min(d.values())
    ks = [k for k, v in d.items() if v == best]
    assert len(ks) == 1, ks
    return ks[0], best


def nth(d, n, reverse=True):
    vals = sorted(set(d.values()), reverse=reverse)
    v = vals[n - 1]
    ks = [k for k, x in d.items() if x == v]
    assert len(ks) == 1, ks
    return ks[0], v


def pairs(d, name=lambda k: k):
    items = sorted(d.items(), key=lambda kv: (-kv[1], name(kv[0])))
    out = []
    for k, v in items:
        out += [name(k), num(v)]
    return out


def q(prefix, items):
    out = []
    for i, (question, answer, shape, lang) in enumerate(items, 1):
        assert answer and all(isinstance(a, str) and a for a in answer), question
        out.append({"id": f"{prefix}-r56-{i:02d}", "question": question,
                    "answer": answer, "shape": shape, "lang": lang})
    assert len(out) == 25
    assert sum(1 for x in out if x["lang"] == "zh") == 9
    return out


# ----------------------------------------------------------------- acme-supply
def acme():
    as_of = None
    with open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("as_of:"):
                as_of = date.fromisoformat(line.split(":", 1)[1].strip().strip('"').strip("'"))
    assert as_of == date(2024, 6, 30)
    S = os.path.join(ACME, "sources")
    comp = {r["id"]: r for r in rd(os.path.join(S, "Company.csv"))}
    name = {k: r["name"] for k, r in comp.items()}
    nid = {v: k for k, v in name.items()}
    assert len(nid) == len(name)
    pers = rd(os.path.join(S, "Person.csv"))
    prod = {r["id"]: split(r["hasSupplyChain"], ";") for r in rd(os.path.join(S, "Product.csv"))}
    tr = [dict(r, amt=int(r["transAmt"]), d=d8(r["transDate"]))
          for r in rd(os.path.join(S, "Company_fundTrans_Company.csv"))]
    makes = {k: split(r["product"], ";") for k, r in comp.items()}
    reps = defaultdict(list)  # company name -> persons
    for p in pers:
        for c in split(p["legalRepresentative"], ";"):
            reps[c].append(p)

    def rep_of(cname):
        ps = reps[cname]
        assert len(ps) == 1
        return ps[0]

    items = []
    items.append(("Delta Cells GmbH country?", [comp[nid["Delta Cells GmbH"]]["country"]], "lookup", "en"))
    items.append(("when was Helix Chemicals founded", [comp[nid["Helix Chemicals"]]["founded"]], "lookup", "en"))
    items.append(("who's the legal rep of Granite Insurance", [rep_of("Granite Insurance")["name"]], "hop", "en"))
    chloe = [p for p in pers if p["name"] == "Chloe Tan"][0]
    items.append(("is Chloe Tan the legal representative of Acme Motors?",
                  ["yes" if "Acme Motors" in split(chloe["legalRepresentative"], ";") else "no"], "exists", "en"))
    payers = {t["srcId"] for t in tr}
    items.append(("how many companies have never paid anyone?",
                  [str(sum(1 for k in comp if k not in payers))], "count", "en"))
    acme_id = nid["Acme Motors"]
    s = sum(t["amt"] for t in tr if t["srcId"] == acme_id and date(2024, 3, 1) <= t["d"] <= date(2024, 6, 10))
    items.append(("how much did Acme Motors pay out between 1 March and 10 June 2024?", [num(s)], "aggregate", "en"))
    amts = {i: t["amt"] for i, t in enumerate(tr)}
    i_big, _ = unique_max(amts)
    items.append(("who got the single biggest transfer?", [name[tr[i_big]["dstId"]]], "superlative", "en"))
    i_last, _ = unique_max({i: t["d"] for i, t in enumerate(tr)})
    t = tr[i_last]
    items.append(("latest transfer - who paid whom, how much, and when?",
                  [name[t["srcId"]], name[t["dstId"]], str(t["amt"]), dfmt(t["transDate"])], "record", "en"))
    out_acme = sum(t["amt"] for t in tr if t["srcId"] == acme_id)
    to_delta = sum(t["amt"] for t in tr if t["srcId"] == acme_id and t["dstId"] == nid["Delta Cells GmbH"])
    items.append(("what % of Acme Motors' total outflow went to Delta Cells GmbH? (2 decimals)",
                  [num(Decimal(to_delta) * 100 / Decimal(out_acme))], "share", "en"))
    inflow = defaultdict(int)
    for t in tr:
        inflow[t["dstId"]] += t["amt"]
    items.append(("total received per company, please", pairs(inflow, lambda k: name[k]), "group", "en"))
    o90 = sum(t["amt"] for t in tr if t["srcId"] == acme_id and (as_of - t["d"]).days < 90)
    items.append(("Acme Motors outflow over the last 90 days?", [num(o90)], "rule", "en"))
    # mainSupply
    main = set()
    for s_id in comp:
        downs = {dp for p in makes[s_id] for dp in prod.get(p, [])}
        for o_id in comp:
            if o_id == s_id or not (set(makes[o_id]) & downs):
                continue
            paid = sum(t["amt"] for t in tr if t["srcId"] == o_id and t["dstId"] == s_id)
            if paid and Decimal(paid) / Decimal(inflow[s_id]) > Decimal("0.5"):
                main.add((s_id, o_id))
    items.append(("which companies have Acme Motors as their main customer?",
                  sorted(name[s_] for s_, o_ in main if o_ == acme_id), "rule", "en"))
    top_in, _ = unique_max(inflow)
    items.append(("the company that received the most money in total: who is its legal representative?",
                  [rep_of(name[top_in])["name"]], "chain", "en"))
    items.append(("which companies make synthetic rubber?",
                  sorted(name[k] for k in comp if "Chemicals-Rubber-Synthetic rubber" in makes[k]), "list", "en"))
    _, second = nth(amts, 2)
    items.append(("second-largest single transfer amount?", [num(second)], "superlative", "en"))
    in_acme = inflow[acme_id]
    items.append(("how much more did Acme Motors pay out than it received?", [num(out_acme - in_acme)], "difference", "en"))
    # zh
    items.append(("国家是US的公司有几家？", [str(sum(1 for r in comp.values() if r["country"] == "US"))], "count", "zh"))
    items.append(("所有转账的平均金额是多少？", [num(Decimal(sum(t["amt"] for t in tr)) / len(tr))], "average", "zh"))
    items.append(("2024年5月一共有几笔转账？",
                  [str(sum(1 for t in tr if date(2024, 5, 1) <= t["d"] <= date(2024, 5, 31)))], "count", "zh"))
    ex = any(t["srcId"] == nid["Granite Insurance"] and t["dstId"] == acme_id for t in tr)
    items.append(("Granite Insurance 给 Acme Motors 转过钱吗？", ["是" if ex else "否"], "exists", "zh"))
    same = set()
    for p in reps["Helix Chemicals"]:
        same |= set(split(p["legalRepresentative"], ";")) - {"Helix Chemicals"}
    items.append(("和 Helix Chemicals 共用法人的公司是哪家？", sorted(same), "rule", "zh"))
    i_first, _ = unique_max({i: t["d"] for i, t in enumerate(tr)}, reverse=False)
    items.append(("最早那笔转账的付款方，它的法人代表多大年纪？",
                  [rep_of(name[tr[i_first]["srcId"]])["age"]], "chain", "zh"))
    oldest, _ = unique_max({p["name"]: int(p["age"]) for p in pers})
    items.append(("年龄最大的人是谁？", [oldest], "superlative", "zh"))
    s = sum(t["amt"] for t in tr if t["srcId"] == acme_id and t["dstId"] == nid["O'Hara, Lamb & Sons"])
    items.append(("Acme Motors 一共付给 O'Hara, Lamb & Sons 多少钱？", [num(s)], "aggregate", "zh"))
    items.append(("1960年以前成立的公司有几家？", [str(sum(1 for r in comp.values() if int(r["founded"]) < 1960))], "count", "zh"))
    return q("acme", items)


# ------------------------------------------------------------- kag-supplychain
def supplychain():
    as_of = date(2023, 10, 15)
    S = os.path.join(SC, "sources")
    comp = {r["id"]: r for r in rd(os.path.join(S, "Company.csv"))}
    name = {k: r["name"] for k, r in comp.items()}
    nid = {v: k for k, v in name.items()}
    assert len(nid) == len(name)
    pers = rd(os.path.join(S, "Person.csv"))
    pby = {p["name"]: p for p in pers}
    assert len(pby) == len(pers)
    prod_ind = {}
    for r in rd(os.path.join(S, "Product.csv")):
        if r["belongToIndustry"]:
            assert prod_ind.get(r["id"], r["belongToIndustry"]) == r["belongToIndustry"]
            prod_ind[r["id"]] = r["belongToIndustry"]
    tr = [dict(r, amt=int(r["transAmt"]), d=d8(r["transDate"]))
          for r in rd(os.path.join(S, "Company_fundTrans_Company.csv"))]
    reps = defaultdict(list)
    for p in pers:
        for c in split(p["legalRepresentative"], ","):
            assert c in nid, c
            reps[c].append(p)

    def rep_of(cname):
        ps = reps[cname]
        assert len(ps) == 1, cname
        return ps[0]

    CH = nid["传化****限公司"]
    SJ = nid["三角***份限公司"]
    ZJ = nid["浙江**摩托**限公司"]
    inflow = defaultdict(int)
    for t in tr:
        inflow[t["dstId"]] += t["amt"]
    items = []
    items.append(("袁*'s age?", [pby["袁*"]["age"]], "lookup", "en"))
    items.append(("who is the legal rep of 康**股有公司?", [rep_of("康**股有公司")["name"]], "hop", "en"))
    ex = any(t["srcId"] == SJ and t["dstId"] == CH for t in tr)
    items.append(("did 三角***份限公司 ever send money to 传化****限公司?", ["yes" if ex else "no"], "exists", "en"))
    items.append(("how many different companies has 传化****限公司 paid?",
                  [str(len({t["dstId"] for t in tr if t["srcId"] == CH}))], "count", "en"))
    items.append(("total money received by 三角***份限公司?", [num(inflow[SJ])], "aggregate", "en"))
    s = sum(t["amt"] for t in tr if t["srcId"] == CH and date(2023, 8, 1) <= t["d"] <= date(2023, 8, 31))
    items.append(("how much did 传化****限公司 pay out in August 2023?", [num(s)], "aggregate", "en"))
    i_big, _ = unique_max({i: t["amt"] for i, t in enumerate(tr)})
    items.append(("largest single transfer - who sent it?", [name[tr[i_big]["srcId"]]], "superlative", "en"))
    i_last, _ = unique_max({i: t["d"] for i, t in enumerate(tr)})
    t = tr[i_last]
    items.append(("most recent transfer: from whom, to whom, how much, what date?",
                  [name[t["srcId"]], name[t["dstId"]], str(t["amt"]), dfmt(t["transDate"])], "record", "en"))
    fz = sum(t["amt"] for t in tr if t["srcId"] == ZJ and t["dstId"] == SJ)
    items.append(("what % of 三角***份限公司's incoming money came from 浙江**摩托**限公司? (2 decimals)",
                  [num(Decimal(fz) * 100 / Decimal(inflow[SJ]))], "share", "en"))
    per = defaultdict(int)
    for t in tr:
        if t["dstId"] == SJ:
            per[t["srcId"]] += t["amt"]
    items.append(("how much did each company pay 三角***份限公司?", pairs(per, lambda k: name[k]), "group", "en"))

    def out_w(cid, n):
        return sum(t["amt"] for t in tr if t["srcId"] == cid and (as_of - t["d"]).days < n)

    def in_w(cid, n):
        return sum(t["amt"] for t in tr if t["dstId"] == cid and (as_of - t["d"]).days < n)

    items.append(("how much has 传化****限公司 paid out in the last month (近1月流出)?", [num(out_w(CH, 30))], "rule", "en"))
    items.append(("传化****限公司 3-month cash flow difference (outflow minus inflow)?",
                  [num(out_w(CH, 90) - in_w(CH, 90))], "rule", "en"))
    ch_out = {i: t["d"] for i, t in enumerate(tr) if t["srcId"] == CH}
    i_first_ch, _ = unique_max(ch_out, reverse=False)
    items.append(("who is the legal rep of the company that got 传化****限公司's earliest payment?",
                  [rep_of(name[tr[i_first_ch]["dstId"]])["name"]], "chain", "en"))
    items.append(("which companies is 华** legal representative of?",
                  sorted(split(pby["华**"]["legalRepresentative"], ",")), "list", "en"))
    second, _ = nth({p["name"]: int(p["age"]) for p in pers}, 2)
    items.append(("second-oldest person?", [second], "superlative", "en"))
    receivers = {t["dstId"] for t in tr}
    items.append(("how many companies never received a transfer?",
                  [str(sum(1 for k in comp if k not in receivers))], "count", "en"))
    # zh
    items.append(("年龄超过50岁的自然人有几个？", [str(sum(1 for p in pers if int(p["age"]) > 50))], "count", "zh"))
    items.append(("自然人的平均年龄是多少？（保留两位小数）",
                  [num(Decimal(sum(int(p["age"]) for p in pers)) / len(pers))], "average", "zh"))
    items.append(("三角***份限公司 收到的钱比 传化****限公司 收到的多多少？",
                  [num(inflow[SJ] - inflow[CH])], "difference", "zh"))
    s = sum(t["amt"] for t in tr if t["srcId"] == CH and t["dstId"] == SJ)
    items.append(("传化****限公司 一共给 三角***份限公司 转了多少钱？", [num(s)], "aggregate", "zh"))
    same = set()
    for p in reps["康**股有公司"]:
        same |= set(split(p["legalRepresentative"], ",")) - {"康**股有公司"}
    items.append(("和 康**股有公司 共同法人的公司有哪些？", sorted(same), "rule", "zh"))
    i_first, _ = unique_max({i: t["d"] for i, t in enumerate(tr)}, reverse=False)
    items.append(("最早的一笔转账是哪天？", [dfmt(tr[i_first]["transDate"])], "superlative", "zh"))
    top_in, _ = unique_max(inflow)
    items.append(("收到转账总额最多的公司，它的法人代表几岁？", [rep_of(name[top_in])["age"]], "chain", "zh"))
    inds = {prod_ind[p] for p in split(comp[nid["康**股有公司"]]["product"], ",")}
    items.append(("康**股有公司 属于几个行业？", [str(len(inds))], "rule", "zh"))
    items.append(("夏** 是 拉近*娱***公司 的法人吗？",
                  ["是" if "拉近*娱***公司" in split(pby["夏**"]["legalRepresentative"], ",") else "否"], "exists", "zh"))
    return q("supplychain", items)


# -------------------------------------------------------------- kag-riskmining
def riskmining():
    S = os.path.join(RM, "sources")
    pers = {r["id"]: r for r in rd(os.path.join(S, "Person.csv"))}
    pname = {k: r["name"] for k, r in pers.items()}
    pid = {v: k for k, v in pname.items()}
    assert len(pid) == len(pname)
    comp = {r["id"]: r for r in rd(os.path.join(S, "Company.csv"))}
    apps = {r["id"]: r for r in rd(os.path.join(S, "App.csv"))}
    dev = {r["id"]: r for r in rd(os.path.join(S, "Device.csv"))}
    installs = {k: split(r["install"], ",") for k, r in dev.items()}
    has_dev = defaultdict(set)
    owners = defaultdict(set)
    for r in rd(os.path.join(S, "Person_hasDevice_Device.csv")):
        has_dev[r["src"]].add(r["dst"])
        owners[r["dst"]].add(r["src"])
    hold = defaultdict(set)
    for r in rd(os.path.join(S, "Person_holdShare_Company.csv")):
        hold[r["src"]].add(r["dst"])
    ccert = defaultdict(set)
    for r in rd(os.path.join(S, "Company_hasCert_Cert.csv")):
        ccert[r["src"]].add(r["dst"])
    pcert = defaultdict(set)
    for r in rd(os.path.join(S, "Person_hasCert_Cert.csv")):
        pcert[r["src"]].add(r["dst"])
    tr = [dict(r, amt=int(r["transAmt"]), d=d8(r["transDate"]))
          for r in rd(os.path.join(S, "Person_fundTrans_Person.csv"))]
    B = pid["柏*"]
    gamb = sorted(a for a, r in apps.items() if "赌博" in r["riskMark"])

    def developers(app):
        return {p for p, ds in has_dev.items() if sum(1 for d in ds if app in installs.get(d, [])) > 5}

    items = []
    items.append(("祁**'s age?", [pers[pid["祁**"]]["age"]], "lookup", "en"))
    items.append(("蓝* phone number", [pers[pid["蓝*"]]["hasPhone"]], "lookup", "en"))
    o = owners["94"]
    assert len(o) == 1
    items.append(("who owns device 94", [pname[x] for x in o], "hop", "en"))
    items.append(("who owns device 45?", sorted(pname[x] for x in owners["45"]), "list", "en"))
    items.append(("how many devices does 邬** have?", [str(len(has_dev[pid["邬**"]]))], "count", "en"))
    s = sum(t["amt"] for t in tr if t["src"] == B and t["dst"] == pid["杜*"])
    items.append(("how much did 柏* send 杜* in total?", [num(s)], "aggregate", "en"))
    s = sum(t["amt"] for t in tr if t["src"] == B and t["dst"] == pid["邬**"]
            and date(2023, 9, 1) <= t["d"] <= date(2023, 9, 10))
    items.append(("how much did 柏* transfer to 邬** between Sept 1 and Sept 10, 2023?", [num(s)], "aggregate", "en"))
    i_big, _ = unique_max({i: t["amt"] for i, t in enumerate(tr)})
    items.append(("who received the biggest single transfer?", [pname[tr[i_big]["dst"]]], "superlative", "en"))
    i_last, _ = unique_max({i: t["d"] for i, t in enumerate(tr)})
    t = tr[i_last]
    items.append(("most recent transfer: to whom, how much, when?",
                  [pname[t["dst"]], str(t["amt"]), dfmt(t["transDate"])], "record", "en"))
    _, small = unique_max({i: t["amt"] for i, t in enumerate(tr)}, reverse=False)
    items.append(("smallest transfer amount?", [num(small)], "superlative", "en"))
    per = defaultdict(int)
    for t in tr:
        if t["src"] == B:
            per[t["dst"]] += t["amt"]
    items.append(("total 柏* sent to each recipient", pairs(per, lambda k: pname[k]), "group", "en"))
    tot_b = sum(per.values())
    items.append(("what % of the money 柏* sent went to 裘**? (2 decimals)",
                  [num(Decimal(per[pid["裘**"]]) * 100 / Decimal(tot_b))], "share", "en"))
    items.append(("is com.Yirmf.MZx.NKC.Xqp a gambling app?",
                  ["yes" if "com.Yirmf.MZx.NKC.Xqp" in gamb else "no"], "rule", "en"))
    items.append(("who developed com.qIu.VJbJ?", sorted(pname[p] for p in developers("com.qIu.VJbJ")), "rule", "en"))
    top, _ = unique_max(per)
    items.append(("how old is the person who got the most money from 柏*?", [pers[top]["age"]], "chain", "en"))
    recv = {t["dst"] for t in tr}
    items.append(("how many people never received a transfer?",
                  [str(sum(1 for p in pers if p not in recv))], "count", "en"))
    # zh
    items.append(("年龄超过50岁的有几个人？", [str(sum(1 for r in pers.values() if int(r["age"]) > 50))], "count", "zh"))
    du = [t["amt"] for t in tr if t["src"] == B and t["dst"] == pid["杜*"]]
    items.append(("柏* 转给 杜* 平均每笔多少钱？（保留两位小数）", [num(Decimal(sum(du)) / len(du))], "average", "zh"))
    items.append(("赌博应用有哪些？", list(gamb), "rule", "zh"))
    dev_of = {a: developers(a) for a in gamb}
    bosses = set()
    for s_ in pers:
        certs = set().union(*[ccert[c] for c in hold[s_]]) if hold[s_] else set()
        for a in gamb:
            if apps[a]["useCert"] in certs:
                if any(t["src"] == s_ and t["dst"] in dev_of[a] for t in tr):
                    bosses.add(s_)
    items.append(("谁是赌博App老板？", sorted(pname[b] for b in bosses), "rule", "zh"))
    items.append(("柏* 持股哪些公司？", sorted(comp[c]["name"] for c in hold[B]), "list", "zh"))
    items.append(("设备14上装了几个应用？", [str(len(installs["14"]))], "count", "zh"))
    items.append(("裘** 有证书吗？", ["是" if pcert[pid["裘**"]] else "否"], "exists", "zh"))
    d = per[pid["邬**"]] - per[pid["裘**"]]
    items.append(("柏* 转给 邬** 的总额比转给 裘** 的多多少？", [num(d)], "difference", "zh"))
    cert = apps["com.CYUwwpj.ceCCEm.LCtzt.NCrUKX"]["useCert"]
    items.append(("com.CYUwwpj.ceCCEm.LCtzt.NCrUKX 用的证书，有几家公司持有？",
                  [str(sum(1 for c in comp if cert in ccert[c]))], "chain", "zh"))
    return q("riskmining", items)


def main():
    for fname, data in (("r56-acme-supply.json", acme()),
                        ("r56-kag-supplychain.json", supplychain()),
                        ("r56-kag-riskmining.json", riskmining())):
        ids = [x["id"] for x in data]
        assert len(set(ids)) == len(ids)
        with open(os.path.join(OUTDIR, fname), "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print(fname, len(data))


if __name__ == "__main__":
    main()
