#!/usr/bin/env python3
"""Gold answers for blind question set r31 (acme-supply, kag-supplychain, kag-riskmining).

Standard library only. Every answer is computed from the raw CSV files.
"""
import csv
import json
import os
from collections import Counter, defaultdict
from datetime import date

ACME = "/work/main/data/examples/acme-supply/sources"
SC = "/work/shared/datasets/kag-supplychain/sources"
RM = "/work/shared/datasets/kag-riskmining/sources"
OUT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def rows(d, f):
    with open(os.path.join(d, f), encoding="utf-8", newline="") as fh:
        return [{k.strip(): (v or "").strip() for k, v in r.items()} for r in csv.DictReader(fh)]


def fmt(x):
    if isinstance(x, float):
        if abs(x - round(x)) < 1e-9:
            return str(int(round(x)))
        return ("%.2f" % x).rstrip("0").rstrip(".")
    return str(x)


def d8(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def split(cell, seps=";,"):
    out = [cell]
    for s in seps:
        out = [p for x in out for p in x.split(s)]
    return [p.strip() for p in out if p.strip()]


def uniq(xs):
    seen, out = set(), []
    for x in xs:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out


class QSet:
    def __init__(self, name):
        self.name, self.items = name, []

    def add(self, question, answer, shape, lang):
        if not isinstance(answer, (list, tuple)):
            answer = [answer]
        answer = [fmt(a) for a in answer]
        assert answer and all(a != "" for a in answer), (self.name, question, answer)
        n = len(self.items) + 1
        self.items.append({"id": "%s-r31-%02d" % (self.name, n), "question": question,
                           "answer": answer, "shape": shape, "lang": lang})

    def write(self, fname):
        assert len(self.items) == 25, (self.name, len(self.items))
        langs = Counter(i["lang"] for i in self.items)
        assert langs["en"] == 16 and langs["zh"] == 9, (self.name, langs)
        with open(os.path.join(OUT, fname), "w", encoding="utf-8") as fh:
            json.dump(self.items, fh, ensure_ascii=False, indent=1)
            fh.write("\n")


# ---------------------------------------------------------------- acme-supply
def acme():
    q = QSet("acme")
    comps = rows(ACME, "Company.csv")
    byid = {c["id"]: c for c in comps}
    byname = {c["name"]: c for c in comps}
    cprods = {c["id"]: uniq(split(c["product"], ";")) for c in comps}
    prods = rows(ACME, "Product.csv")
    down = {p["id"]: uniq(split(p["hasSupplyChain"], ";")) for p in prods}
    trans = rows(ACME, "Company_fundTrans_Company.csv")
    for t in trans:
        t["amt"] = int(t["transAmt"])
    persons = rows(ACME, "Person.csv")
    preps = {p["name"]: uniq(split(p["legalRepresentative"], ";")) for p in persons}
    page = {p["name"]: int(p["age"]) for p in persons}
    N = lambda cid: byid[cid]["name"]
    cid = lambda name: byname[name]["id"]

    def inflow(c):
        return sum(t["amt"] for t in trans if t["dstId"] == c)

    def main_customers(s):
        out = []
        tot = inflow(s)
        for o in byid:
            if o == s:
                continue
            link = any(d in cprods[o] for up in cprods[s] for d in down.get(up, []))
            paid = sum(t["amt"] for t in trans if t["srcId"] == o and t["dstId"] == s)
            if link and paid and tot and paid / tot > 0.5:
                out.append(N(o))
        return out

    acme_out = [t for t in trans if t["srcId"] == cid("Acme Motors")]
    # 1 property
    q.add("Which country is Borealis Rubber Works based in?", byname["Borealis Rubber Works"]["country"], "property", "en")
    # 3 relation_hop
    q.add("What does Helix Chemicals make? List all of its products.", cprods[cid("Helix Chemicals")], "relation_hop", "en")
    # 4 relation_hop
    q.add("Dara O'Hara is the legal representative of which companies?", preps["Dara O'Hara"], "relation_hop", "en")
    # 5 relation_hop
    q.add("What are the downstream products of Vehicles-Parts-Tyres in the supply chain?", down["Vehicles-Parts-Tyres"], "relation_hop", "en")
    # 6 two_hop
    sheet_down = down["Metals-Steel-Sheet steel"]
    q.add("Which companies make a product that sits directly downstream of Metals-Steel-Sheet steel?",
          [c["name"] for c in comps if any(p in sheet_down for p in cprods[c["id"]])], "two_hop", "en")
    # 7 two_hop
    rep_delta = [n for n, cs in preps.items() if "Delta Cells GmbH" in cs]
    q.add("How old is the legal rep of Delta Cells GmbH?", [page[n] for n in rep_delta], "two_hop", "en")
    # 8 aggregate (derived totalTransInAmt)
    q.add("What is the total inflow (all money received) of O'Hara, Lamb & Sons?", inflow(cid("O'Hara, Lamb & Sons")), "aggregate", "en")
    # 10 aggregate
    q.add("What's the average amount of a fund transfer in the data?", sum(t["amt"] for t in trans) / len(trans), "aggregate", "en")
    # 11 superlative
    inflows = {c: inflow(c) for c in byid}
    mx = max(inflows.values())
    q.add("Which company received the most money in total?", [N(c) for c, v in inflows.items() if v == mx], "superlative", "en")
    # 12 superlative
    oldest = min(int(c["founded"]) for c in comps)
    q.add("Which is the oldest company, by founding year?", [c["name"] for c in comps if int(c["founded"]) == oldest], "superlative", "en")
    # 14 filter
    lo, hi = "20240101", "20240630"
    rec = uniq(N(t["dstId"]) for t in trans if lo <= t["transDate"] <= hi and t["amt"] > 100000)
    q.add("Which companies received at least one single transfer of more than 100,000 between 1 January 2024 and 30 June 2024?", rec, "filter", "en")
    # 16 comparison
    a, b = "Ada Moreno", "Chloe Tan"
    q.add("Who is older, Ada Moreno or Chloe Tan?", a if page[a] > page[b] else b, "comparison", "en")
    # 18 derived mainSupply
    q.add("Who is the main customer of O'Hara, Lamb & Sons?", main_customers(cid("O'Hara, Lamb & Sons")), "two_hop", "en")
    # 19 derived sameLegalRepresentative
    shared = uniq(c for n, cs in preps.items() if "Helix Chemicals" in cs for c in cs if c != "Helix Chemicals")
    q.add("Which company shares a legal representative with Helix Chemicals?", shared, "relation_hop", "en")
    # 20 described
    no = [c for c in comps if c["country"] == "NO"]
    q.add("The Norwegian steel maker - which companies has it sent money to?",
          uniq(N(t["dstId"]) for t in trans if t["srcId"] in {c["id"] for c in no}), "described", "en")
    # 21 described (derived outflow90Days with explicit as-of date)
    asof = date(2024, 6, 30)
    o90 = sum(t["amt"] for t in acme_out if (asof - d8(t["transDate"])).days < 90)
    q.add("Taking 30 June 2024 as the as-of date, what was Acme Motors' outflow over the last 90 days (transfers dated less than 90 days before that date)?",
          o90, "aggregate", "en")
    # 22 zh superlative
    young = min(page.values())
    q.add("法人代表里年龄最小的是谁？", [n for n, v in page.items() if v == young], "superlative", "zh")
    # 23 zh aggregate
    ohara_dst = uniq(t["dstId"] for t in trans if t["srcId"] == cid("O'Hara, Lamb & Sons"))
    q.add("O'Hara, Lamb & Sons 一共向多少家不同的公司转过账？", len(ohara_dst), "aggregate", "zh")
    # 24 zh two_hop
    q.add("Bram de Vries 担任法人的那些公司分别在哪些国家？", uniq(byname[c]["country"] for c in preps["Bram de Vries"]), "two_hop", "zh")
    # 25 zh comparison
    p1 = sum(t["amt"] for t in acme_out if t["dstId"] == cid("O'Hara, Lamb & Sons"))
    p2 = sum(t["amt"] for t in acme_out if t["dstId"] == cid("Delta Cells GmbH"))
    q.add("Acme Motors 付给 O'Hara, Lamb & Sons 和 Delta Cells GmbH 的钱，哪家更多？", "O'Hara, Lamb & Sons" if p1 > p2 else "Delta Cells GmbH", "comparison", "zh")
    # 26 zh relation_hop (upstream)
    ups = [p for p, ds in down.items() if "Vehicles-Cars" in ds]
    q.add("哪些产品的下游是 Vehicles-Cars？", ups, "relation_hop", "zh")
    # 27 zh aggregate
    q.add("所有法人代表的平均年龄是多少？", sum(page.values()) / len(page), "aggregate", "zh")
    # 28 zh property
    q.add("Granite Insurance 是哪一年成立的？", byname["Granite Insurance"]["founded"], "property", "zh")
    # 29 zh filter
    big = [t for t in trans if t["amt"] >= 100000 and t["transDate"] < "20240301"]
    q.add("2024年3月1日之前，金额不低于10万的转账一共有几笔？", len(big), "filter", "zh")
    # 30 zh described
    sr = [c["name"] for c in comps if "Chemicals-Rubber-Synthetic rubber" in cprods[c["id"]] and c["country"] == "CA"]
    reps = [n for n, cs in preps.items() if any(c in cs for c in sr)]
    q.add("那家生产合成橡胶（Chemicals-Rubber-Synthetic rubber）的加拿大公司，它的法人代表是谁？", reps, "described", "zh")
    return q


# ---------------------------------------------------------------- kag-supplychain
def supplychain():
    q = QSet("supplychain")
    comps = rows(SC, "Company.csv")
    byid = {c["id"]: c for c in comps}
    byname = {c["name"]: c for c in comps}
    assert len(byname) == len(comps)
    cprods = {c["id"]: uniq(split(c["product"], ",")) for c in comps}
    prodrows = rows(SC, "Product.csv")
    prod = {}
    for p in prodrows:  # repeated rows: identical content, keep first
        prod.setdefault(p["id"], p)
    down = {k: uniq(split(p["hasSupplyChain"], ",")) for k, p in prod.items()}
    ind = {k: p["belongToIndustry"] for k, p in prod.items()}
    trans = rows(SC, "Company_fundTrans_Company.csv")
    for t in trans:
        t["amt"] = int(t["transAmt"])
    persons = rows(SC, "Person.csv")
    preps = {p["name"]: uniq(split(p["legalRepresentative"], ",")) for p in persons}
    page = {p["name"]: int(p["age"]) for p in persons}
    N = lambda i: byid[i]["name"]
    cid = lambda n: byname[n]["id"]
    inflow = lambda c: sum(t["amt"] for t in trans if t["dstId"] == c)

    SJ = "三角***份限公司"
    CH = "传化****限公司"
    ZJ = "浙江**摩托**限公司"

    # 1 property
    q.add("What products does 三角***份限公司 deal in?", cprods[cid(SJ)], "property", "en")
    # 3 relation_hop
    q.add("Which companies is 庞* the legal representative of?", preps["庞*"], "relation_hop", "en")
    # 4 relation_hop
    q.add("Which industry does the product 商品化工-橡胶-合成橡胶-顺丁橡胶 belong to?", ind["商品化工-橡胶-合成橡胶-顺丁橡胶"], "relation_hop", "en")
    # 5 relation_hop
    q.add("What are the downstream products of 轮胎与橡胶-轮胎-特种轮胎?", down["轮胎与橡胶-轮胎-特种轮胎"], "relation_hop", "en")
    # 6 two_hop (derived belongToIndustry); pick a company whose products are all in the product table
    XC = "新晨*国***股*公司"
    assert all(p in prod for p in cprods[cid(XC)])
    q.add("Which industries is 新晨*国***股*公司 in, going by the products it deals in?",
          uniq(ind[p] for p in cprods[cid(XC)]), "two_hop", "en")
    # 7 described
    payer = [t["srcId"] for t in trans if t["dstId"] == cid(SJ) and t["amt"] == 2000000]
    reps = [n for n, cs in preps.items() if any(N(p) in cs for p in payer)]
    q.add("Who is the legal representative of the company that transferred 2,000,000 to 三角***份限公司?", reps, "described", "en")
    # 8 aggregate (derived totalTransInAmt)
    q.add("What is the total incoming fund amount (totalTransInAmt) of 三角***份限公司?", inflow(cid(SJ)), "aggregate", "en")
    # 9 aggregate
    ch_out = [t for t in trans if t["srcId"] == cid(CH)]
    q.add("How much did 传化****限公司 pay out in total during 2023?", sum(t["amt"] for t in ch_out if t["transDate"].startswith("2023")), "aggregate", "en")
    # 11 superlative
    mx = max(t["amt"] for t in trans)
    q.add("Which company received the single largest fund transfer?", uniq(N(t["dstId"]) for t in trans if t["amt"] == mx), "superlative", "en")
    # 12 superlative
    old = max(page.values())
    q.add("Who is the oldest person?", [n for n, a in page.items() if a == old], "superlative", "en")
    # 13 superlative (distinct companies per person)
    cnt = {n: len(cs) for n, cs in preps.items()}
    m = max(cnt.values())
    q.add("Which persons are legal representative of the largest number of distinct companies? Give all ties.",
          [n for n, c in cnt.items() if c == m], "superlative", "en")
    # 14 filter
    f14 = uniq(N(t["dstId"]) for t in ch_out if "20230701" <= t["transDate"] <= "20230930" and t["amt"] > 200000)
    q.add("Which companies got more than 200,000 in a single transfer from 传化****限公司 between 2023-07-01 and 2023-09-30?", f14, "filter", "en")
    # 15 filter
    q.add("List the people under 25 years old.", [n for n, a in page.items() if a < 25], "filter", "en")
    # 16 comparison
    a, b = inflow(cid(SJ)), inflow(cid(CH))
    q.add("Who has received more money overall, 三角***份限公司 or 传化****限公司?", SJ if a > b else CH, "comparison", "en")

    # derived mainSupply
    def main_customers(s):
        tot = inflow(s)
        out = []
        for o in byid:
            if o == s:
                continue
            link = any(d in cprods[o] for up in cprods[s] if up in prod for d in down[up])
            paid = sum(t["amt"] for t in trans if t["srcId"] == o and t["dstId"] == s)
            if link and paid and paid / tot > 0.5:
                out.append(N(o))
        return out
    mc = main_customers(cid(CH))
    # 17
    q.add("Who is the main customer (mainSupply) of 传化****限公司?", mc, "two_hop", "en")
    # 18 sameLegalRepresentative
    KD = "开达集**公司"
    shared = uniq(c for n, cs in preps.items() if KD in cs for c in cs if c != KD)
    q.add("Which companies share a legal representative with 开达集**公司?", shared, "relation_hop", "en")
    # 19 zh derived cashflowDiff3Month with explicit as-of date
    asof = date(2023, 10, 31)
    c = cid(CH)
    out3 = sum(t["amt"] for t in trans if t["srcId"] == c and (asof - d8(t["transDate"])).days < 90)
    in3 = sum(t["amt"] for t in trans if t["dstId"] == c and (asof - d8(t["transDate"])).days < 90)
    q.add("以2023年10月31日为当前日期，传化****限公司近3个月（交易日期距今不足90天）的资金流水差（流出减流入）是多少？", out3 - in3, "aggregate", "zh")
    # 20 zh filter
    q.add("哪些企业的经营产品里有轮胎与橡胶-轮胎-斜交轮胎？",
          [x["name"] for x in comps if "轮胎与橡胶-轮胎-斜交轮胎" in cprods[x["id"]]], "filter", "zh")
    # 21 zh aggregate
    q.add("传化****限公司一共给多少家不同的企业转过钱？", len(uniq(t["dstId"] for t in ch_out)), "aggregate", "zh")
    # 22 zh relation_hop (upstream)
    q.add("哪些产品的供应链下游包含汽车-摩托车制造-二轮摩托车？",
          [p for p, ds in down.items() if "汽车-摩托车制造-二轮摩托车" in ds], "relation_hop", "zh")
    # 23 zh filter
    q.add("所属产业为金融-保险-保险-保险的产品有哪些？", [p for p, i in ind.items() if i == "金融-保险-保险-保险"], "filter", "zh")
    # 24 zh comparison
    a, b = "樊**", "倪**"
    q.add("樊**和倪**谁年纪大？", a if page[a] > page[b] else b, "comparison", "zh")
    # 25 zh filter
    both = [x["name"] for x in comps if "汽车" in cprods[x["id"]] and "轮胎与橡胶-轮胎" in cprods[x["id"]]]
    q.add("同时经营汽车和轮胎与橡胶-轮胎这两种产品的企业有哪些？", both, "filter", "zh")
    # 26 zh two_hop
    q.add("臧*担任法人的企业里，哪些收到过浙江**摩托**限公司的转账？",
          uniq(N(t["dstId"]) for t in trans if t["srcId"] == cid(ZJ) and N(t["dstId"]) in preps["臧*"]), "two_hop", "zh")
    # 27 zh superlative
    recv = Counter()
    for t in trans:
        if t["dstId"] == cid(SJ):
            recv[t["srcId"]] += t["amt"]
    mx = max(recv.values())
    q.add("给三角***份限公司转账总额最多的是哪家企业？", [N(k) for k, v in recv.items() if v == mx], "superlative", "zh")
    return q


# ---------------------------------------------------------------- kag-riskmining
def riskmining():
    q = QSet("riskmining")
    persons = rows(RM, "Person.csv")
    pbyid = {p["id"]: p for p in persons}
    pbyname = {p["name"]: p for p in persons}
    assert len(pbyname) == len(persons)
    devs = {d["id"]: d for d in rows(RM, "Device.csv")}
    dapps = {k: uniq(split(d["install"], ",")) for k, d in devs.items()}
    byumid = {d["umid"]: k for k, d in devs.items()}
    apps = {a["id"]: a for a in rows(RM, "App.csv")}
    comps = rows(RM, "Company.csv")
    cbyid = {c["id"]: c for c in comps}
    cbyname = {c["name"]: c for c in comps}
    ccert = defaultdict(list)
    for r in rows(RM, "Company_hasCert_Cert.csv"):
        ccert[r["src"]].append(r["dst"])
    pdev = defaultdict(list)
    downer = defaultdict(list)
    for r in rows(RM, "Person_hasDevice_Device.csv"):
        pdev[r["src"]].append(r["dst"])
        downer[r["dst"]].append(r["src"])
    share = defaultdict(list)
    for r in rows(RM, "Person_holdShare_Company.csv"):
        share[r["src"]].append(r["dst"])
    pcert = defaultdict(list)
    for r in rows(RM, "Person_hasCert_Cert.csv"):
        pcert[r["src"]].append(r["dst"])
    trans = rows(RM, "Person_fundTrans_Person.csv")
    for t in trans:
        t["amt"] = int(t["transAmt"])
    PN = lambda i: pbyid[i]["name"]
    pid = lambda n: pbyname[n]["id"]
    age = {p["id"]: int(p["age"]) for p in persons}

    gambling = [a for a, r in apps.items() if "赌博" in r["riskMark"]]

    def developed(p):
        c = Counter()
        for d in uniq(pdev[p]):
            for a in dapps[d]:
                c[a] += 1
        return [a for a in apps if c[a] > 5]

    def released(p):
        certs = {ct for c in share[p] for ct in ccert[c]}
        return [a for a, r in apps.items() if r["useCert"] in certs]

    devs_of = {p: developed(p) for p in pbyid}
    developers = {p for p in pbyid if any(a in gambling for a in devs_of[p])}
    bosses = []
    for s in pbyid:
        rel = [a for a in released(s) if a in gambling]
        dsts = {t["dst"] for t in trans if t["src"] == s}
        if any(u in dsts and a in devs_of[u] for a in rel for u in pbyid):
            bosses.append(PN(s))

    # 1 property
    q.add("What's 柏*'s phone number?", pbyid[pid("柏*")]["hasPhone"], "property", "en")
    # 2 property
    q.add("What is the umid of device 45?", devs["45"]["umid"], "property", "en")
    # 3 property (names differing only by asterisks)
    q.add("What is the phone number of the company **娱乐**公司?", cbyname["**娱乐**公司"]["phone"], "property", "en")
    # 4 property
    q.add("What risk mark does the app com.oStEmG.may carry?", apps["com.oStEmG.may"]["riskMark"], "property", "en")
    # 5 relation_hop
    q.add("Who owns device 45?", [PN(p) for p in uniq(downer["45"])], "relation_hop", "en")
    # 6 relation_hop
    um = devs["3"]["umid"]
    q.add("Which distinct apps are installed on the device with umid %s?" % um, dapps[byumid[um]], "relation_hop", "en")
    # 7 two_hop
    q.add("What are the phone numbers of the companies that 柏* holds shares in?",
          [cbyid[c]["phone"] for c in uniq(share[pid("柏*")])], "two_hop", "en")
    # 8 two_hop
    cert = apps["com.CYUwwpj.ceCCEm.LCtzt.NCrUKX"]["useCert"]
    q.add("Which persons hold the certificate used by the app com.CYUwwpj.ceCCEm.LCtzt.NCrUKX?",
          [PN(p) for p, cs in pcert.items() if cert in cs], "two_hop", "en")
    # 9 aggregate
    b, w = pid("柏*"), pid("邬**")
    q.add("How much has 柏* transferred to 邬** in total?", sum(t["amt"] for t in trans if t["src"] == b and t["dst"] == w), "aggregate", "en")
    # 10 aggregate
    d = pid("杜*")
    q.add("How many transfers did 柏* make to 杜* in September 2023?",
          sum(1 for t in trans if t["src"] == b and t["dst"] == d and t["transDate"].startswith("202309")), "aggregate", "en")
    # 12 superlative
    tot = Counter()
    for t in trans:
        if t["src"] == b:
            tot[t["dst"]] += t["amt"]
    mx = max(tot.values())
    q.add("Who received the most money in total from 柏*?", [PN(k) for k, v in tot.items() if v == mx], "superlative", "en")
    # 13 superlative
    nd = {k: len(v) for k, v in dapps.items()}
    mx = max(nd.values())
    q.add("Which devices have the most distinct apps installed? Give the device ids, all ties.",
          [k for k, v in nd.items() if v == mx], "superlative", "en")
    # 14 superlative
    mx = max(t["amt"] for t in trans)
    q.add("On what date was the single biggest transfer made?", uniq(t["transDate"] for t in trans if t["amt"] == mx), "superlative", "en")
    # 15 filter
    q.add("Which people are older than 55?", [p["name"] for p in persons if int(p["age"]) > 55], "filter", "en")
    # 17 zh derived developed
    q.add("按照开发者规则（同一应用装在其名下超过5台设备上），邬**开发了哪些应用？", devs_of[w], "relation_hop", "zh")
    # 18 zh derived boss
    q.add("谁是赌博App老板？", bosses, "described", "zh")
    # 19 zh derived release
    q.add("柏*发布了哪些赌博应用？", [a for a in released(b) if a in gambling], "two_hop", "zh")
    # 20 zh filter
    q.add("哪些应用的风险标记是诈骗？", [a for a, r in apps.items() if r["riskMark"] == "诈骗"], "filter", "zh")
    # 21 zh described
    other = [PN(p) for p in uniq(downer["45"]) if PN(p) != "方*"]
    q.add("和方*共用同一台设备的人是谁？", other, "described", "zh")
    # 22 zh aggregate
    q.add("有多少台不同的设备装了com.ziNtg.tSIuhlG？", sum(1 for k, v in dapps.items() if "com.ziNtg.tSIuhlG" in v), "aggregate", "zh")
    # 23 zh aggregate
    q.add("中信*投证***限公司拥有多少个证书？", len(set(ccert[cbyname["中信*投证***限公司"]["id"]])), "aggregate", "zh")
    # 24 zh filter
    late = [t for t in trans if t["transDate"] > "20230915" and t["amt"] > 1000]
    q.add("2023年9月15日之后，金额超过1000的转账有几笔？", len(late), "filter", "zh")
    # 25 zh property
    q.add("穆**多大年纪？", age[pid("穆**")], "property", "zh")
    # 26 described
    q.add("Who are the gambling app developers (people classified as 赌博App开发者)?", [PN(p) for p in pbyid if p in developers], "described", "en")
    # 27 comparison
    s1 = sum(t["amt"] for t in trans if t["src"] == b and t["dst"] == pid("裘**"))
    s2 = sum(t["amt"] for t in trans if t["src"] == b and t["dst"] == pid("杜*"))
    q.add("Did 柏* send more money in total to 裘** or to 杜*?", "裘**" if s1 > s2 else "杜*", "comparison", "en")
    return q


def main():
    sets = [(acme(), "r31-acme-supply.json"), (supplychain(), "r31-kag-supplychain.json"), (riskmining(), "r31-kag-riskmining.json")]
    for qs, fn in sets:
        qs.write(fn)
        print(fn, len(qs.items), Counter(i["shape"] for i in qs.items), Counter(i["lang"] for i in qs.items))


if __name__ == "__main__":
    main()
