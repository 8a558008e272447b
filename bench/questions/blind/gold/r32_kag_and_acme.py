#!/usr/bin/env python3
"""Gold answers for r32 held-out questions over acme-supply, kag-supplychain,
kag-riskmining. Standard library only; every answer is computed from raw CSVs."""
import csv
import json
import os
from collections import defaultdict
from datetime import date

OUT = "/work/main/bench/questions/blind"
ACME = "/work/main/data/examples/acme-supply/sources"
SC = "/work/shared/datasets/kag-supplychain/sources"
RM = "/work/shared/datasets/kag-riskmining/sources"


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, seps=";"):
    cell = cell or ""
    for s in seps[1:]:
        cell = cell.replace(s, seps[0])
    return [x.strip() for x in cell.split(seps[0]) if x.strip()]


def num(x):
    if isinstance(x, float):
        x = round(x, 2)
        if x == int(x):
            return str(int(x))
        return ("%.2f" % x).rstrip("0").rstrip(".")
    return str(x)


def d8(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def uniq(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


class QS:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [num(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        self.items.append({
            "id": "%s-r32-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self, fname):
        assert len(self.items) == 25, (fname, len(self.items))
        langs = [q["lang"] for q in self.items]
        assert langs.count("zh") == 9 and langs.count("en") == 16, fname
        with open(os.path.join(OUT, fname), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")


# ---------------------------------------------------------------- acme-supply
def acme():
    comp = rows(os.path.join(ACME, "Company.csv"))
    trans = rows(os.path.join(ACME, "Company_fundTrans_Company.csv"))
    pers = rows(os.path.join(ACME, "Person.csv"))
    prod = rows(os.path.join(ACME, "Product.csv"))
    byid = {c["id"]: c for c in comp}
    byname = {c["name"]: c for c in comp}
    nm = lambda cid: byid[cid]["name"]
    cprods = {c["id"]: split(c["product"]) for c in comp}
    down = defaultdict(list)
    for p in prod:
        down[p["id"]] += split(p["hasSupplyChain"])
    reps = {p["name"]: split(p["legalRepresentative"]) for p in pers}
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += int(t["transAmt"])
        outflow[t["srcId"]] += int(t["transAmt"])
    q = QS("acme")

    q.add("Which country is Borealis Rubber Works based in?",
          byname["Borealis Rubber Works"]["country"], "property", "en")
    q.add("Fjord Steel AS 是哪一年成立的？",
          byname["Fjord Steel AS"]["founded"], "property", "zh")
    q.add("What does Helix Chemicals make? List all of its products.",
          cprods[byname["Helix Chemicals"]["id"]], "relation_hop", "en")
    a = byname["Acme Motors"]["id"]
    q.add("Which companies has Acme Motors sent money to?",
          uniq(nm(t["dstId"]) for t in trans if t["srcId"] == a), "relation_hop", "en")
    q.add("Chloe Tan 是哪些公司的法人代表？", reps["Chloe Tan"], "relation_hop", "zh")
    # two-hop: companies making a product directly downstream of synthetic rubber
    src = "Chemicals-Rubber-Synthetic rubber"
    q.add("Which companies make a product that sits directly downstream of "
          "Chemicals-Rubber-Synthetic rubber in the supply chain?",
          [c["name"] for c in comp if set(cprods[c["id"]]) & set(down[src])],
          "two_hop", "en")
    # two-hop: receivers of money from companies Dara O'Hara represents
    dara = {byname[n]["id"] for n in reps["Dara O'Hara"]}
    q.add("Dara O'Hara is legal rep for a couple of firms - who did those firms pay?",
          uniq(nm(t["dstId"]) for t in trans if t["srcId"] in dara), "two_hop", "en")
    # two-hop: payers into companies Ada Moreno represents
    ada = {byname[n]["id"] for n in reps["Ada Moreno"]}
    q.add("哪些公司曾向 Ada Moreno 担任法人代表的公司转过账？",
          uniq(nm(t["srcId"]) for t in trans if t["dstId"] in ada), "two_hop", "zh")
    o = byname["O'Hara, Lamb & Sons"]["id"]
    q.add("What is the total inflow (all money received) of O'Hara, Lamb & Sons?",
          inflow[o], "aggregate", "en")
    q.add("Acme Motors 一共转出了多少钱？", outflow[a], "aggregate", "zh")
    q.add("What's the average age of the people in the dataset?",
          sum(int(p["age"]) for p in pers) / len(pers), "aggregate", "en")
    q.add("总部在美国（US）的公司有几家？",
          sum(1 for c in comp if c["country"] == "US"), "aggregate", "zh")
    mn = min(int(c["founded"]) for c in comp)
    q.add("Which company is the oldest, i.e. was founded earliest?",
          [c["name"] for c in comp if int(c["founded"]) == mn], "superlative", "en")
    mx = max(inflow.values())
    q.add("收到资金总额最多的是哪家公司？",
          [nm(k) for k, v in inflow.items() if v == mx], "superlative", "zh")
    mt = max(int(t["transAmt"]) for t in trans)
    q.add("Which company made the single biggest transfer?",
          uniq(nm(t["srcId"]) for t in trans if int(t["transAmt"]) == mt), "superlative", "en")
    q.add("List the companies founded after 1980.",
          [c["name"] for c in comp if int(c["founded"]) > 1980], "filter", "en")
    q.add("Which companies received a single transfer of more than 300,000 "
          "between 2024-03-01 and 2024-06-30?",
          uniq(nm(t["dstId"]) for t in trans if int(t["transAmt"]) > 300000
               and "20240301" <= t["transDate"] <= "20240630"), "filter", "en")
    senders = {t["srcId"] for t in trans}
    q.add("哪些公司从来没有向其他公司转出过资金？",
          [c["name"] for c in comp if c["id"] not in senders], "filter", "zh")
    q.add("年龄超过40岁的人有哪些？",
          [p["name"] for p in pers if int(p["age"]) > 40], "filter", "zh")
    ages = {p["name"]: int(p["age"]) for p in pers}
    q.add("Who is older, Bram de Vries or Chloe Tan?",
          max(["Bram de Vries", "Chloe Tan"], key=lambda n: ages[n]), "comparison", "en")
    d = byname["Delta Cells GmbH"]["id"]
    q.add("Acme Motors 和 Delta Cells GmbH 相比，哪家收到的资金总额更多？",
          nm(max([a, d], key=lambda k: inflow[k])), "comparison", "zh")
    ins = [c["id"] for c in comp if "Services-Insurance-Vehicle insurance" in cprods[c["id"]]]
    q.add("Who is the legal representative of the company that sells vehicle insurance?",
          [p["name"] for p in pers if any(nm(i) in reps[p["name"]] for i in ins)],
          "described", "en")

    # derived: mainSupply of O'Hara, Lamb & Sons
    def main_customers(s):
        downs = set()
        for p in cprods[s]:
            downs |= set(down[p])
        paid = defaultdict(int)
        for t in trans:
            if t["dstId"] == s:
                paid[t["srcId"]] += int(t["transAmt"])
        out = []
        for oid, amt in paid.items():
            if set(cprods[oid]) & downs and amt * 1.0 / inflow[s] > 0.5:
                out.append(nm(oid))
        return out
    q.add("Who is the main customer of O'Hara, Lamb & Sons (a downstream company that "
          "pays it more than half of its total inflow)?",
          main_customers(o), "described", "en")
    # derived: outflow90Days with explicit as-of date 2024-06-30
    asof = date(2024, 6, 30)
    q.add("Taking 2024-06-30 as the as-of date, what was Acme Motors' outflow over the "
          "last 90 days (transfers less than 90 days before that date)?",
          sum(int(t["transAmt"]) for t in trans if t["srcId"] == a
              and (asof - d8(t["transDate"])).days < 90), "aggregate", "en")
    h = "Helix Chemicals"
    q.add("Which companies share a legal representative with Helix Chemicals?",
          uniq(c for p in pers if h in reps[p["name"]] for c in reps[p["name"]] if c != h),
          "relation_hop", "en")
    return q


# ------------------------------------------------------------ kag-supplychain
def supplychain():
    comp = rows(os.path.join(SC, "Company.csv"))
    trans = rows(os.path.join(SC, "Company_fundTrans_Company.csv"))
    pers = rows(os.path.join(SC, "Person.csv"))
    prod = rows(os.path.join(SC, "Product.csv"))
    pevents = rows(os.path.join(SC, "ProductChainEvent.csv"))
    byid = {c["id"]: c for c in comp}
    byname = {c["name"]: c for c in comp}
    nm = lambda cid: byid[cid]["name"]
    cprods = {c["id"]: uniq(split(c["product"], ",")) for c in comp}
    pind = {}
    down = {}
    for p in prod:  # repeated rows: identical content, keep first
        pind.setdefault(p["id"], p["belongToIndustry"])
        down.setdefault(p["id"], split(p["hasSupplyChain"], ","))
    reps = {p["name"]: uniq(split(p["legalRepresentative"], ",")) for p in pers}
    ages = {p["name"]: int(p["age"]) for p in pers}
    inflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += int(t["transAmt"])
    sj = byname["三角***份限公司"]["id"]
    ch = byname["传化****限公司"]["id"]
    q = QS("supplychain")

    q.add("What products does 三角***份限公司 deal in?", cprods[sj], "relation_hop", "en")
    q.add("How old is 庞*?", ages["庞*"], "property", "en")
    q.add("产品“商品化工-橡胶-合成橡胶-顺丁橡胶”属于哪个产业？",
          pind["商品化工-橡胶-合成橡胶-顺丁橡胶"], "property", "zh")
    q.add("What is directly downstream of 保险-财产与意外伤害保险-机动车辆险 in the supply chain?",
          down["保险-财产与意外伤害保险-机动车辆险"], "property", "en")
    q.add("禹**是哪几家公司的法人？", reps["禹**"], "relation_hop", "zh")
    q.add("Which companies did 传化****限公司 transfer funds to?",
          uniq(nm(t["dstId"]) for t in trans if t["srcId"] == ch), "relation_hop", "en")
    payers = {t["srcId"] for t in trans if t["dstId"] == ch}
    q.add("Who are the legal representatives of the companies that paid money into "
          "传化****限公司?",
          [p["name"] for p in pers if any(nm(c) in reps[p["name"]] for c in payers)],
          "two_hop", "en")
    bao = byname["宝业集****公司"]["id"]
    q.add("Which industries do the products of 宝业集****公司 belong to?",
          uniq(pind[p] for p in cprods[bao] if p in pind), "two_hop", "en")
    q.add("三角***份限公司的总流入金额是多少？", inflow[sj], "aggregate", "zh")
    q.add("How many fund transfers took place in August 2023?",
          sum(1 for t in trans if t["transDate"].startswith("202308")), "aggregate", "en")
    out_ch = [int(t["transAmt"]) for t in trans if t["srcId"] == ch]
    q.add("On average, how much was each outgoing transfer from 传化****限公司?",
          sum(out_ch) / len(out_ch), "aggregate", "en")
    q.add("传化****限公司一共向多少家不同的公司转过账？",
          len({t["dstId"] for t in trans if t["srcId"] == ch}), "aggregate", "zh")
    mx = max(ages.values())
    q.add("Who is the oldest person on record?",
          [n for n, a in ages.items() if a == mx], "superlative", "en")
    mr = max(len(v) for v in reps.values())
    q.add("Which people are legal representative of the largest number of distinct "
          "companies? Give all tied.",
          [n for n, v in reps.items() if len(v) == mr], "superlative", "en")
    mt = max(int(t["transAmt"]) for t in trans)
    q.add("单笔转账金额最大的那笔是哪家公司转出的？",
          uniq(nm(t["srcId"]) for t in trans if int(t["transAmt"]) == mt), "superlative", "zh")
    q.add("List everyone younger than 25.",
          [n for n, a in ages.items() if a < 25], "filter", "en")
    q.add("Which companies received at least one single transfer above 500,000?",
          uniq(nm(t["dstId"]) for t in trans if int(t["transAmt"]) > 500000), "filter", "en")
    q.add("Which companies paid 三角***份限公司 between 2023-06-01 and 2023-06-30?",
          uniq(nm(t["srcId"]) for t in trans if t["dstId"] == sj
               and "20230601" <= t["transDate"] <= "20230630"), "filter", "en")
    tyre = "轮胎与橡胶-轮胎"
    q.add("年龄超过45岁、且所代表的公司中没有任何一家在经营产品里明确列出“轮胎与橡胶-轮胎”这一项的人有哪些？",
          [n for n, a in ages.items() if a > 45 and not any(
              tyre in cprods[byname[c]["id"]] for c in reps[n] if c in byname)],
          "filter", "zh")
    q.add("Between 三角***份限公司 and 传化****限公司, which one has the larger total inflow?",
          nm(max([sj, ch], key=lambda k: inflow[k])), "comparison", "en")
    q.add("倪**和尤**谁的年龄更大？",
          max(["倪**", "尤**"], key=lambda n: ages[n]), "comparison", "zh")
    big = [t for t in trans if t["transDate"] == "20230528" and int(t["transAmt"]) == 2000000]
    q.add("Who is the legal rep of the company that received the 2,000,000 transfer "
          "on 2023-05-28?",
          [p["name"] for p in pers if any(nm(t["dstId"]) in reps[p["name"]] for t in big)],
          "described", "en")

    # derived mainSupply for 传化
    def main_customers(s):
        downs = set()
        for p in cprods[s]:
            downs |= set(down.get(p, []))
        paid = defaultdict(int)
        for t in trans:
            if t["dstId"] == s:
                paid[t["srcId"]] += int(t["transAmt"])
        return [nm(o) for o, amt in paid.items()
                if set(cprods[o]) & downs and amt * 1.0 / inflow[s] > 0.5]
    q.add("Who is the main customer (主要客户) of 传化****限公司, i.e. a downstream company "
          "that accounts for more than 50% of its total inflow?",
          main_customers(ch), "described", "en")
    xc = "新晨*国***股*公司"
    q.add("和新晨*国***股*公司有共同法人的公司有哪些？",
          uniq(c for p in pers if xc in reps[p["name"]] for c in reps[p["name"]] if c != xc),
          "relation_hop", "zh")
    ev = [e for e in pevents if e["name"] == "顺丁橡胶成本上涨"][0]
    cat = "价格上涨" if (ev["index"] == "价格" and ev["trend"] == "上涨") else None
    assert cat
    q.add("产业链事件“顺丁橡胶成本上涨”按规则应归入哪个产业链事件分类？", cat, "property", "zh")
    return q


# ------------------------------------------------------------- kag-riskmining
def riskmining():
    pers = rows(os.path.join(RM, "Person.csv"))
    dev = rows(os.path.join(RM, "Device.csv"))
    apps = rows(os.path.join(RM, "App.csv"))
    comp = rows(os.path.join(RM, "Company.csv"))
    chc = rows(os.path.join(RM, "Company_hasCert_Cert.csv"))
    phd = rows(os.path.join(RM, "Person_hasDevice_Device.csv"))
    ft = rows(os.path.join(RM, "Person_fundTrans_Person.csv"))
    phs = rows(os.path.join(RM, "Person_holdShare_Company.csv"))
    pid = {p["name"]: p["id"] for p in pers}
    assert len(pid) == len(pers)
    pname = {p["id"]: p["name"] for p in pers}
    page = {p["id"]: int(p["age"]) for p in pers}
    cname = {c["id"]: c["name"] for c in comp}
    cid = {c["name"]: c["id"] for c in comp}
    dinst = {d["id"]: split(d["install"], ",") for d in dev}
    dumid = {d["id"]: d["umid"] for d in dev}
    pdev = defaultdict(list)
    downers = defaultdict(list)
    for r in phd:
        if r["dst"] not in pdev[r["src"]]:
            pdev[r["src"]].append(r["dst"])
        if r["src"] not in downers[r["dst"]]:
            downers[r["dst"]].append(r["src"])
    appcert = {a["id"]: a["useCert"] for a in apps}
    risk = {a["id"]: a["riskMark"] for a in apps}
    ccerts = defaultdict(list)
    for r in chc:
        if r["dst"] not in ccerts[r["src"]]:
            ccerts[r["src"]].append(r["dst"])
    gambling = [a["id"] for a in apps if "赌博" in a["riskMark"]]

    def developed(p):
        cnt = defaultdict(int)
        for d in pdev[p]:
            for a in set(dinst[d]):
                cnt[a] += 1
        return [a for a, n in cnt.items() if n > 5]

    def released(p):
        certs = set()
        for r in phs:
            if r["src"] == p:
                certs |= set(ccerts[r["dst"]])
        return [a["id"] for a in apps if a["useCert"] in certs]

    q = QS("riskmining")
    q.add("What's the umid of device 45?", dumid["45"], "property", "en")
    q.add("航天彩**人*股*限公司的电话号码是多少？",
          [c["phone"] for c in comp if c["name"] == "航天彩**人*股*限公司"], "property", "zh")
    q.add("What risk label does the app com.aCl.toMv carry?", risk["com.aCl.toMv"],
          "property", "en")
    q.add("Which certificate number does the app com.qIu.VJbJ use?", appcert["com.qIu.VJbJ"],
          "property", "en")
    q.add("What is the umid of the device owned by 柏*?",
          [dumid[d] for d in pdev[pid["柏*"]]], "relation_hop", "en")
    q.add("设备45的主人是谁？", [pname[p] for p in downers["45"]], "relation_hop", "zh")
    cert = appcert["com.ziNtg.tSIuhlG"]
    q.add("Which companies hold the certificate that the app com.ziNtg.tSIuhlG uses?",
          [cname[c] for c in cname if cert in ccerts[c]], "two_hop", "en")
    q.add("What apps are installed on 郎**'s device(s)?",
          uniq(a for d in pdev[pid["郎**"]] for a in dinst[d]), "two_hop", "en")
    b, q2 = pid["柏*"], pid["邬**"]
    q.add("How much money in total did 柏* transfer to 邬**?",
          sum(int(r["transAmt"]) for r in ft if r["src"] == b and r["dst"] == q2),
          "aggregate", "en")
    q.add("柏*给杜*一共转了几笔账？",
          sum(1 for r in ft if r["src"] == b and r["dst"] == pid["杜*"]), "aggregate", "zh")
    q.add("What is the average age of all persons?",
          sum(page.values()) / len(page), "aggregate", "en")
    q.add("How many distinct apps are installed on device 20?", len(set(dinst["20"])),
          "aggregate", "en")
    q.add("How many certificates does 中国**业建*股*限公司 hold?",
          len(ccerts[cid["中国**业建*股*限公司"]]), "aggregate", "en")
    mx = max(len(v) for v in pdev.values())
    q.add("Who owns the most devices?", [pname[p] for p, v in pdev.items() if len(v) == mx],
          "superlative", "en")
    mt = max(int(r["transAmt"]) for r in ft)
    q.add("谁收到了金额最大的一笔转账？",
          uniq(pname[r["dst"]] for r in ft if int(r["transAmt"]) == mt), "superlative", "zh")
    ma = max(page.values())
    q.add("年龄最大的人是谁？", [pname[p] for p, a in page.items() if a == ma],
          "superlative", "zh")
    q.add("Which apps are flagged as fraud (诈骗)?",
          [a["id"] for a in apps if a["riskMark"] == "诈骗"], "filter", "en")
    q.add("Who received money from 柏* on or after 2023-09-20?",
          uniq(pname[r["dst"]] for r in ft if r["src"] == b and r["transDate"] >= "20230920"),
          "filter", "en")
    recv = {r["dst"] for r in ft if r["src"] == b}
    q.add("50岁以上的人里，哪些从未收到过柏*的转账？",
          [pname[p] for p, a in page.items() if a > 50 and p not in recv], "filter", "zh")
    q.add("Who has more devices, 裘** or 杜*?",
          max(["裘**", "杜*"], key=lambda n: len(pdev[pid[n]])), "comparison", "en")
    q.add("席*和左**谁年纪大？", max(["席*", "左**"], key=lambda n: page[pid[n]]),
          "comparison", "zh")
    devs = [p for p in pname if set(developed(p)) & set(gambling)]
    q.add("根据规则，哪些人属于“赌博App开发者”？", [pname[p] for p in devs], "described", "zh")
    bosses = []
    for p in pname:
        for a in released(p):
            if a in gambling and any(a in developed(u) and any(
                    r["src"] == p and r["dst"] == u for r in ft) for u in pname):
                bosses.append(p)
                break
    q.add("Who counts as a gambling-app boss (赌博App老板): releases a gambling app, and pays "
          "someone who developed that app?", [pname[p] for p in bosses], "described", "en")
    q.add("Which gambling apps did 柏* release, going through the companies he holds shares in?",
          [a for a in released(b) if a in gambling], "two_hop", "en")
    holders = uniq(r["src"] for r in phs)
    q.add("持有公司股份的那个人电话号码是多少？",
          [p["hasPhone"] for p in pers if p["id"] in holders], "described", "zh")
    return q


def main():
    acme().write("r32-acme-supply.json")
    supplychain().write("r32-kag-supplychain.json")
    riskmining().write("r32-kag-riskmining.json")


if __name__ == "__main__":
    main()
