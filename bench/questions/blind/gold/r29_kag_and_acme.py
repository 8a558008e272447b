#!/usr/bin/env python3
"""Gold answers for blind question set r29 (acme-supply, kag-supplychain, kag-riskmining).

Reads only the raw CSV files of each dataset and computes every answer.
Standard library only.
"""
import csv
import json
import os
from collections import defaultdict

ACME = "/work/main/data/examples/acme-supply/sources"
SC = "/work/shared/datasets/kag-supplychain/sources"
RM = "/work/shared/datasets/kag-riskmining/sources"
OUT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    return [x.strip() for x in (cell or "").split(sep) if x.strip()]


def uniq(seq):
    seen, out = set(), []
    for x in seq:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out


def num(x):
    if isinstance(x, float):
        if abs(x - round(x)) < 1e-9:
            return str(int(round(x)))
        return ("%.2f" % x).rstrip("0").rstrip(".")
    return str(x)


def argmax_all(d):
    m = max(d.values())
    return [k for k, v in d.items() if v == m]


def argmin_all(d):
    m = min(d.values())
    return [k for k, v in d.items() if v == m]


class QS:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [num(a) if not isinstance(a, str) else a for a in answer]
        assert answer and all(a != "" for a in answer), question
        self.items.append({
            "id": "%s-r29-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self, fname):
        assert len(self.items) == 25, (self.prefix, len(self.items))
        assert sum(1 for q in self.items if q["lang"] == "en") == 16
        assert sum(1 for q in self.items if q["lang"] == "zh") == 9
        with open(os.path.join(OUT, fname), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")


# ---------------------------------------------------------------- acme-supply
def acme():
    q = QS("acme")
    comps = rows(os.path.join(ACME, "Company.csv"))
    trans = rows(os.path.join(ACME, "Company_fundTrans_Company.csv"))
    persons = rows(os.path.join(ACME, "Person.csv"))
    prods = rows(os.path.join(ACME, "Product.csv"))

    byid = {c["id"]: c for c in comps}
    byname = {c["name"]: c for c in comps}
    name = lambda cid: byid[cid]["name"]
    cprods = {c["id"]: uniq(split(c["product"], ";")) for c in comps}
    down = {p["id"]: uniq(split(p["hasSupplyChain"], ";")) for p in prods}
    for t in trans:
        t["amt"] = int(t["transAmt"])
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += t["amt"]
        outflow[t["srcId"]] += t["amt"]
    preps = {p["name"]: uniq(split(p["legalRepresentative"], ";")) for p in persons}
    page = {p["name"]: int(p["age"]) for p in persons}

    # mainSupply rule: s makes up, up -> down, o makes down, o paid s > 50% of s inflow
    def main_supply():
        pairs = set()
        for s in byid:
            for o in byid:
                if s == o:
                    continue
                linked = any(d in cprods[o] for up in cprods[s] for d in down.get(up, []))
                if not linked:
                    continue
                paid = sum(t["amt"] for t in trans if t["srcId"] == o and t["dstId"] == s)
                if paid and inflow[s] and paid / inflow[s] > 0.5:
                    pairs.add((s, o))
        return pairs
    ms = main_supply()

    c = byname["Helix Chemicals"]
    q.add("Which country is Helix Chemicals based in?", c["country"], "property", "en")
    c = byname["Fjord Steel AS"]
    q.add("What year was Fjord Steel AS founded?", c["founded"], "property", "en")
    q.add("What products does Helix Chemicals make?", cprods[byname["Helix Chemicals"]["id"]], "relation_hop", "en")
    q.add("Which products sit directly downstream of Vehicles-Parts-Tyres in the supply chain?",
          down["Vehicles-Parts-Tyres"], "relation_hop", "en")
    ds = down["Chemicals-Rubber-Synthetic rubber"]
    ans = [name(cid) for cid in byid if any(p in ds for p in cprods[cid])]
    q.add("Which companies make a product that is directly downstream of Chemicals-Rubber-Synthetic rubber?",
          ans, "two_hop", "en")
    q.add("What is the total inflow of O'Hara, Lamb & Sons, i.e. all the money it has received?",
          inflow[byname["O'Hara, Lamb & Sons"]["id"]], "aggregate", "en")
    q.add("How much has Acme Motors paid out in total across all of its fund transfers?",
          outflow[byname["Acme Motors"]["id"]], "aggregate", "en")
    q.add("Which company has received the most money overall?",
          [name(x) for x in argmax_all(inflow)], "superlative", "en")
    q.add("Who is the oldest legal representative?", argmax_all(page), "superlative", "en")
    q.add("Which companies were founded before 1960?",
          [c["name"] for c in comps if int(c["founded"]) < 1960], "filter", "en")
    q.add("Which companies received at least one single transfer larger than 300,000?",
          uniq([name(t["dstId"]) for t in trans if t["amt"] > 300000]), "filter", "en")
    a, b = "Ada Moreno", "Bram de Vries"
    q.add("Who is older, Ada Moreno or Bram de Vries?", a if page[a] > page[b] else b, "comparison", "en")
    a, b = byname["Acme Motors"], byname["Helix Chemicals"]
    q.add("Which was founded earlier, Acme Motors or Helix Chemicals?",
          a["name"] if int(a["founded"]) < int(b["founded"]) else b["name"], "comparison", "en")
    q.add("Which company is the Norwegian one (country code NO)?",
          [c["name"] for c in comps if c["country"] == "NO"], "described", "en")
    g = "Granite Insurance"
    ans = uniq([x for p, cs in preps.items() if g in cs for x in cs if x != g])
    q.add("Which companies share a legal representative with Granite Insurance?", ans, "two_hop", "en")
    acme_id = byname["Acme Motors"]["id"]
    q.add("For which companies is Acme Motors the main customer (it pays them more than half of their total inflow for a downstream product)?",
          [name(s) for s in byid if (s, acme_id) in ms], "two_hop", "en")

    # Chinese
    q.add("Chloe Tan 是哪家公司的法人代表？", preps["Chloe Tan"], "relation_hop", "zh")
    q.add("总部在美国（US）的公司有哪些？", [c["name"] for c in comps if c["country"] == "US"], "filter", "zh")
    q.add("所有资金往来的平均单笔转账金额是多少？",
          sum(t["amt"] for t in trans) / len(trans), "aggregate", "zh")
    oh = byname["O'Hara, Lamb & Sons"]["id"]
    q.add("哪些公司的主要客户是 O'Hara, Lamb & Sons？", [name(s) for s in byid if (s, oh) in ms], "two_hop", "zh")
    q.add("2024年3月1日（含）以后，O'Hara, Lamb & Sons 一共转出了多少钱？",
          sum(t["amt"] for t in trans if t["srcId"] == oh and t["transDate"] >= "20240301"), "filter", "zh")
    q.add("哪家公司经营的产品种类最多？（并列的都列出）",
          [name(x) for x in argmax_all({k: len(v) for k, v in cprods.items()})], "superlative", "zh")
    a, b = byname["Fjord Steel AS"]["id"], byname["Eastwind Logistics"]["id"]
    q.add("Fjord Steel AS 和 Eastwind Logistics，哪家公司的总流入金额更高？",
          name(a) if inflow[a] > inflow[b] else name(b), "comparison", "zh")
    young = argmin_all(page)
    q.add("年龄最小的那位法人代表，担任哪家公司的法人？",
          uniq([x for p in young for x in preps[p]]), "described", "zh")
    q.add("Bram de Vries 担任法人的所有公司加起来一共收到了多少资金？",
          sum(inflow[byname[x]["id"]] for x in preps["Bram de Vries"]), "aggregate", "zh")
    q.write("r29-acme-supply.json")
    return q


# ---------------------------------------------------------------- kag-supplychain
def supplychain():
    q = QS("supplychain")
    comps = rows(os.path.join(SC, "Company.csv"))
    trans = rows(os.path.join(SC, "Company_fundTrans_Company.csv"))
    persons = rows(os.path.join(SC, "Person.csv"))
    prods = rows(os.path.join(SC, "Product.csv"))

    byid = {c["id"]: c for c in comps}
    byname = {c["name"]: c for c in comps}
    name = lambda cid: byid[cid]["name"]
    cprods = {c["id"]: uniq(split(c["product"], ",")) for c in comps}
    down, ind = {}, {}
    for p in prods:  # Product.csv repeats identical rows; keep first
        down.setdefault(p["id"], uniq(split(p["hasSupplyChain"], ",")))
        ind.setdefault(p["id"], p["belongToIndustry"])
    for t in trans:
        t["amt"] = int(t["transAmt"])
    inflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += t["amt"]
    preps = {p["name"]: uniq(split(p["legalRepresentative"], ",")) for p in persons}
    page = {p["name"]: int(p["age"]) for p in persons}
    assert len(page) == len(persons)

    def main_supply():
        pairs = set()
        for s in byid:
            if not inflow[s]:
                continue
            for o in byid:
                if o == s:
                    continue
                paid = sum(t["amt"] for t in trans if t["srcId"] == o and t["dstId"] == s)
                if not paid:
                    continue
                linked = any(d in cprods[o] for up in cprods[s] for d in down.get(up, []))
                if linked and paid / inflow[s] > 0.5:
                    pairs.add((s, o))
        return pairs
    ms = main_supply()

    q.add("How old is 尤**?", page["尤**"], "property", "en")
    q.add("Which companies does 夏** serve as legal representative for?", preps["夏**"], "relation_hop", "en")
    q.add("What products does 康**股有公司 deal in?", cprods[byname["康**股有公司"]["id"]], "relation_hop", "en")
    q.add("Which industry does the product 轮胎与橡胶-轮胎-工程轮胎 belong to?",
          ind["轮胎与橡胶-轮胎-工程轮胎"], "property", "en")
    cid = byname["新晨*国***股*公司"]["id"]
    assert all(p in ind for p in cprods[cid])
    q.add("Based on the products it makes, which industries is 新晨*国***股*公司 in?",
          uniq([ind[p] for p in cprods[cid]]), "two_hop", "en")
    sj = byname["三角***份限公司"]["id"]
    q.add("What is the total amount of money transferred into 三角***份限公司?", inflow[sj], "aggregate", "en")
    ch = byname["传化****限公司"]["id"]
    q.add("How many different companies has 传化****限公司 sent money to?",
          len(set(t["dstId"] for t in trans if t["srcId"] == ch)), "aggregate", "en")
    mx = max(t["amt"] for t in trans)
    q.add("Which company made the single largest fund transfer?",
          uniq([name(t["srcId"]) for t in trans if t["amt"] == mx]), "superlative", "en")
    q.add("Who is the youngest legal representative? List everyone tied.", argmin_all(page), "superlative", "en")
    q.add("Which companies got money from 传化****限公司 on or after 2023-08-01?",
          uniq([name(t["dstId"]) for t in trans if t["srcId"] == ch and t["transDate"] >= "20230801"]),
          "filter", "en")
    q.add("Which persons are older than 55?", [p for p, a in page.items() if a > 55], "filter", "en")
    a, b = byname["中国***份*公司"]["id"], byname["北*控股*公司"]["id"]
    pa = sum(t["amt"] for t in trans if t["srcId"] == a and t["dstId"] == sj)
    pb = sum(t["amt"] for t in trans if t["srcId"] == b and t["dstId"] == sj)
    q.add("Who sent more money to 三角***份限公司: 中国***份*公司 or 北*控股*公司?",
          name(a) if pa > pb else name(b), "comparison", "en")
    q.add("Who is older, 骆* or 倪**?", "骆*" if page["骆*"] > page["倪**"] else "倪**", "comparison", "en")
    payers_ch = set(t["srcId"] for t in trans if t["dstId"] == ch)
    payers_sj = set(t["srcId"] for t in trans if t["dstId"] == sj)
    q.add("Which company has paid money both to 传化****限公司 and to 三角***份限公司?",
          [name(x) for x in byid if x in payers_ch and x in payers_sj], "described", "en")
    q.add("There is a 22-year-old person who is legal representative of exactly one company. Which company is it?",
          uniq([c for p, cs in preps.items() if page[p] == 22 and len(cs) == 1 for c in cs]), "described", "en")
    q.add("What is the average age of the persons in the dataset?",
          round(sum(page.values()) / len(page), 2), "aggregate", "en")

    # Chinese
    q.add("按照主要客户规则，传化****限公司的主要客户是哪家公司？",
          [name(o) for (s, o) in sorted(ms) if s == ch], "two_hop", "zh")
    zj = "浙江**摩托**限公司"
    q.add("和浙江**摩托**限公司有共同法人代表的公司有哪些？",
          uniq([x for p, cs in preps.items() if zj in cs for x in cs if x != zj]), "two_hop", "zh")
    q.add("哪些公司的经营产品里包含轮胎与橡胶-轮胎-斜交轮胎？",
          [c["name"] for c in comps if "轮胎与橡胶-轮胎-斜交轮胎" in cprods[c["id"]]], "relation_hop", "zh")
    q.add("交易日期在2023年7月（20230701至20230731）的资金往来总金额是多少？",
          sum(t["amt"] for t in trans if "20230701" <= t["transDate"] <= "20230731"), "filter", "zh")
    q.add("产品表里哪个产品的下游（供应链）产品数量最多？",
          argmax_all({k: len(v) for k, v in down.items()}), "superlative", "zh")
    q.add("汽车-摩托车制造-三轮摩托车的供应链下游产品有哪些？",
          down["汽车-摩托车制造-三轮摩托车"], "relation_hop", "zh")
    recv = defaultdict(int)
    for t in trans:
        if t["srcId"] == ch:
            recv[t["dstId"]] += t["amt"]
    q.add("在收到传化****限公司转账的公司中，收到金额最少的是哪家？",
          [name(x) for x in argmin_all(recv)], "superlative", "zh")
    ins = [t["amt"] for t in trans if t["dstId"] == sj]
    q.add("三角***份限公司收到的转账平均每笔是多少钱？", round(sum(ins) / len(ins), 2), "aggregate", "zh")
    q.add("年龄在30岁以下的自然人一共有几位？", sum(1 for a in page.values() if a < 30), "filter", "zh")
    q.write("r29-kag-supplychain.json")
    return q


# ---------------------------------------------------------------- kag-riskmining
def riskmining():
    q = QS("riskmining")
    apps = rows(os.path.join(RM, "App.csv"))
    comps = rows(os.path.join(RM, "Company.csv"))
    chc = rows(os.path.join(RM, "Company_hasCert_Cert.csv"))
    devs = rows(os.path.join(RM, "Device.csv"))
    persons = rows(os.path.join(RM, "Person.csv"))
    ftr = rows(os.path.join(RM, "Person_fundTrans_Person.csv"))
    phc = rows(os.path.join(RM, "Person_hasCert_Cert.csv"))
    phd = rows(os.path.join(RM, "Person_hasDevice_Device.csv"))
    phs = rows(os.path.join(RM, "Person_holdShare_Company.csv"))

    pby = {p["id"]: p for p in persons}
    pid = {p["name"]: p["id"] for p in persons}
    assert len(pid) == len(persons)
    pname = lambda i: pby[i]["name"]
    cname = {c["id"]: c["name"] for c in comps}
    app = {a["id"]: a for a in apps}
    dev = {d["id"]: d for d in devs}
    inst = {d["id"]: uniq(split(d["install"], ",")) for d in devs}  # distinct apps per device
    pdev = defaultdict(list)
    downers = defaultdict(list)
    for r in phd:
        if r["dst"] not in pdev[r["src"]]:
            pdev[r["src"]].append(r["dst"])
        if r["src"] not in downers[r["dst"]]:
            downers[r["dst"]].append(r["src"])
    ccert = defaultdict(set)
    for r in chc:
        ccert[r["src"]].add(r["dst"])
    for t in ftr:
        t["amt"] = int(t["transAmt"])
    age = {p["name"]: int(p["age"]) for p in persons}

    # derived rules
    gambling = [a["id"] for a in apps if "赌博" in a["riskMark"]]
    developed = set()
    for p in pby:
        for a in app:
            n = sum(1 for d in pdev[p] if a in inst.get(d, []))
            if n > 5:
                developed.add((p, a))
    released = set()
    for r in phs:
        for cert in ccert[r["dst"]]:
            for a in apps:
                if a["useCert"] == cert:
                    released.add((r["src"], a["id"]))
    transfers = set((t["src"], t["dst"]) for t in ftr)
    devs_g = [p for p in pby if any((p, a) in developed for a in gambling)]
    bosses = [s for s in pby if any((s, a) in released and (u, a) in developed and (s, u) in transfers
                                    for a in gambling for u in pby)]

    bo = pid["柏*"]
    q.add("What is 柏*'s phone number?", pby[bo]["hasPhone"], "property", "en")
    q.add("What risk mark does the app com.oStEmG.may carry?", app["com.oStEmG.may"]["riskMark"], "property", "en")
    q.add("Which apps are installed on device 7?", inst["7"], "relation_hop", "en")
    q.add("What certificate number does the app com.qIu.VJbJ use?", app["com.qIu.VJbJ"]["useCert"],
          "relation_hop", "en")
    cert = app["com.HOfs.aOnwJ.fFHM.QoXx"]["useCert"]
    q.add("Which companies hold the certificate that the app com.HOfs.aOnwJ.fFHM.QoXx uses?",
          [c["name"] for c in comps if cert in ccert[c["id"]]], "two_hop", "en")
    q.add("How many devices does 杜* own?", len(pdev[pid["杜*"]]), "aggregate", "en")
    q.add("In total, how much money has 柏* transferred to 邬**?",
          sum(t["amt"] for t in ftr if t["src"] == bo and t["dst"] == pid["邬**"]), "aggregate", "en")
    cnt = defaultdict(int)
    for d, al in inst.items():
        for a in al:
            cnt[a] += 1
    q.add("Which app is installed on the largest number of distinct devices? List all tied.",
          argmax_all(cnt), "superlative", "en")
    q.add("Who is the oldest person?", argmax_all(age), "superlative", "en")
    q.add("Which persons are younger than 30?", [n for n, a in age.items() if a < 30], "filter", "en")
    q.add("What is the total of the transfers from 柏* to 裘** dated 2023-09-01 or later?",
          sum(t["amt"] for t in ftr if t["src"] == bo and t["dst"] == pid["裘**"] and t["transDate"] >= "20230901"),
          "filter", "en")
    s0 = sum(t["amt"] for t in ftr if t["src"] == bo and t["dst"] == pid["裘**"])
    s1 = sum(t["amt"] for t in ftr if t["src"] == bo and t["dst"] == pid["杜*"])
    q.add("Who received more money from 柏* in total, 裘** or 杜*?", "裘**" if s0 > s1 else "杜*",
          "comparison", "en")
    q.add("Which has more distinct apps installed, device 18 or device 2?",
          "18" if len(inst["18"]) > len(inst["2"]) else "2", "comparison", "en")
    target = [d for d in devs if d["umid"] == dev["88"]["umid"]]
    assert len(target) == 1
    q.add("Who owns the device whose umid is %s?" % dev["88"]["umid"],
          [pname(p) for p in downers[target[0]["id"]]], "described", "en")
    q.add("Which person directly holds a certificate?", uniq([pname(r["src"]) for r in phc]), "described", "en")
    q.add("Who owns device 45?", [pname(p) for p in downers["45"]], "relation_hop", "en")

    # Chinese
    q.add("按照规则，哪些人属于赌博App开发者？", [pname(p) for p in devs_g], "two_hop", "zh")
    q.add("按照规则，谁是赌博App老板？", [pname(p) for p in bosses], "two_hop", "zh")
    q.add("柏*持股了哪些公司？", [cname[r["dst"]] for r in phs if r["src"] == bo], "relation_hop", "zh")
    q.add("风险标记为赌博的应用一共有几个？", len(gambling), "aggregate", "zh")
    q.add("柏*一共向别人转账了多少钱？", sum(t["amt"] for t in ftr if t["src"] == bo), "aggregate", "zh")
    mx = max(t["amt"] for t in ftr)
    q.add("单笔金额最大的那笔转账，收款人是谁？", uniq([pname(t["dst"]) for t in ftr if t["amt"] == mx]),
          "superlative", "zh")
    q.add("谁拥有的设备数量最多？", [pname(p) for p in argmax_all({p: len(v) for p, v in pdev.items()})],
          "superlative", "zh")
    q.add("2023年9月10日之后（不含当天），柏*给杜*转了几笔账？",
          sum(1 for t in ftr if t["src"] == bo and t["dst"] == pid["杜*"] and t["transDate"] > "20230910"),
          "filter", "zh")
    q.add("萧*和夏*，谁的年龄更大？", "萧*" if age["萧*"] > age["夏*"] else "夏*", "comparison", "zh")
    q.write("r29-kag-riskmining.json")
    return q


if __name__ == "__main__":
    for fn in (acme, supplychain, riskmining):
        qs = fn()
        for it in qs.items:
            print(it["id"], it["shape"], it["lang"], "|", it["question"], "=>", it["answer"])
