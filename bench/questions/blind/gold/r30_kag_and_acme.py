"""Gold answers for blind round r30 (acme-supply, kag-supplychain, kag-riskmining).

Reads only the raw CSV files; every answer is computed here.
"""
import csv
import json
import os
from collections import defaultdict, Counter
from datetime import date

ACME = "/work/main/data/examples/acme-supply/sources"
SC = "/work/shared/datasets/kag-supplychain/sources"
RM = "/work/shared/datasets/kag-riskmining/sources"
OUT = "/work/main/bench/questions/blind"


def rows(base, name):
    with open(os.path.join(base, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, seps=",;"):
    out = [cell or ""]
    for s in seps:
        out = [p for x in out for p in x.split(s)]
    return [p.strip() for p in out if p.strip()]


def num(x):
    if isinstance(x, float):
        x = round(x, 2)
        if x == int(x):
            return str(int(x))
        return ("%.2f" % x).rstrip("0").rstrip(".")
    return str(x)


def d8(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def argmax_all(d, key=lambda v: v, best=max):
    b = best(key(v) for v in d.values())
    return sorted(k for k, v in d.items() if key(v) == b)


def Q(qs, set_, q, ans, shape, lang):
    ans = [a if isinstance(a, str) else num(a) for a in ans]
    assert ans and all(a != "" for a in ans), q
    qs.append({"id": "%s-r30-%02d" % (set_, len(qs) + 1), "question": q,
               "answer": ans, "shape": shape, "lang": lang})


def write(name, qs):
    assert len(qs) == 25, (name, len(qs))
    assert sum(q["lang"] == "zh" for q in qs) == 9, name
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(qs, f, ensure_ascii=False, indent=1)


# ---------------------------------------------------------------- acme
def acme():
    comp = rows(ACME, "Company.csv")
    byid = {r["id"]: r for r in comp}
    byname = {r["name"]: r for r in comp}
    trans = rows(ACME, "Company_fundTrans_Company.csv")
    persons = rows(ACME, "Person.csv")
    pbyname = {p["name"]: p for p in persons}
    prod = rows(ACME, "Product.csv")
    down = defaultdict(set)
    for r in prod:
        down[r["id"]] |= set(split(r["hasSupplyChain"], ";"))
    cprod = {r["id"]: set(split(r["product"], ";")) for r in comp}
    nm = lambda cid: byid[cid]["name"]
    inflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += int(t["transAmt"])
    # mainSupply rule
    main = set()
    for s in byid:
        downs = set().union(*[down[p] for p in cprod[s]])
        for o in byid:
            if o == s or not (cprod[o] & downs):
                continue
            paid = sum(int(t["transAmt"]) for t in trans if t["srcId"] == o and t["dstId"] == s)
            if paid and inflow[s] and paid / inflow[s] > 0.5:
                main.add((s, o))
    legal = {p["name"]: split(p["legalRepresentative"], ";") for p in persons}
    qs = []
    S = "acme"
    Q(qs, S, "Which country is Borealis Rubber Works based in?", [byname["Borealis Rubber Works"]["country"]], "property", "en")
    Q(qs, S, "How old is Dara O'Hara?", [pbyname["Dara O'Hara"]["age"]], "property", "en")
    Q(qs, S, "What products does Helix Chemicals make?", sorted(cprod[byname["Helix Chemicals"]["id"]]), "relation_hop", "en")
    Q(qs, S, "Ada Moreno is legal representative for which companies?", legal["Ada Moreno"], "relation_hop", "en")
    acme_id = byname["Acme Motors"]["id"]
    Q(qs, S, "Which companies has Acme Motors sent money to? List each payee once.",
      sorted({nm(t["dstId"]) for t in trans if t["srcId"] == acme_id}), "relation_hop", "en")
    sheet = "Metals-Steel-Sheet steel"
    Q(qs, S, "Which companies make a product that sits directly downstream of Metals-Steel-Sheet steel in the supply chain?",
      sorted(nm(c) for c in byid if cprod[c] & down[sheet]), "two_hop", "en")
    lith = "Electronics-Batteries-Lithium cells"
    Q(qs, S, "Who is the legal representative of the company that makes Electronics-Batteries-Lithium cells?",
      sorted(p for p, cs in legal.items() for c in cs if lith in cprod[byname[c]["id"]]), "two_hop", "en")
    ohara = byname["O'Hara, Lamb & Sons"]["id"]
    Q(qs, S, "What is the total inflow (all money received) of O'Hara, Lamb & Sons?", [inflow[ohara]], "aggregate", "en")
    h1 = [t for t in trans if "20240101" <= t["transDate"] <= "20240630"]
    Q(qs, S, "How many fund transfers were made between 2024-01-01 and 2024-06-30 inclusive?", [len(h1)], "aggregate", "en")
    Q(qs, S, "Which company received the most money in total?", [nm(c) for c in argmax_all(inflow)], "superlative", "en")
    Q(qs, S, "What is the oldest company, i.e. the one founded earliest?",
      [nm(c) for c in argmax_all({r["id"]: int(r["founded"]) for r in comp}, best=min)], "superlative", "en")
    Q(qs, S, "List the companies founded after 1970.", sorted(r["name"] for r in comp if int(r["founded"]) > 1970), "filter", "en")
    Q(qs, S, "Which companies made at least one single transfer larger than 100,000?",
      sorted({nm(t["srcId"]) for t in trans if int(t["transAmt"]) > 100000}), "filter", "en")
    a, b = pbyname["Ada Moreno"], pbyname["Bram de Vries"]
    Q(qs, S, "Who is older, Ada Moreno or Bram de Vries?", [a["name"] if int(a["age"]) > int(b["age"]) else b["name"]], "comparison", "en")
    # outflow90Days as of 2024-06-30
    asof = date(2024, 6, 30)
    out90 = sum(int(t["transAmt"]) for t in trans if t["srcId"] == acme_id and (asof - d8(t["transDate"])).days < 90)
    Q(qs, S, "Taking 2024-06-30 as the as-of date, what was Acme Motors' outflow over the last 90 days?", [out90], "aggregate", "en")
    Q(qs, S, "Which companies have Acme Motors as their main customer?",
      sorted(nm(s) for s, o in main if o == acme_id), "described", "en")
    # zh
    Q(qs, S, "Granite Insurance 是哪个国家的公司？", [byname["Granite Insurance"]["country"]], "property", "zh")
    Q(qs, S, "哪些公司给 Acme Motors 打过款？", sorted({nm(t["srcId"]) for t in trans if t["dstId"] == acme_id}), "relation_hop", "zh")
    Q(qs, S, "国家为 US 的公司一共有几家？", [sum(r["country"] == "US" for r in comp)], "aggregate", "zh")
    mar_may = sum(int(t["transAmt"]) for t in trans if "20240301" <= t["transDate"] <= "20240531")
    Q(qs, S, "2024年3月1日到2024年5月31日（含首尾）之间的转账总金额是多少？", [mar_may], "filter", "zh")
    Q(qs, S, "哪个产品的直接下游产品最多？（并列的都列出来）", argmax_all({k: len(v) for k, v in down.items()}), "superlative", "zh")
    bo, he = byname["Borealis Rubber Works"], byname["Helix Chemicals"]
    Q(qs, S, "Borealis Rubber Works 和 Helix Chemicals 哪家成立得更早？",
      [bo["name"] if int(bo["founded"]) < int(he["founded"]) else he["name"]], "comparison", "zh")
    helix = he["id"]
    Q(qs, S, "和 Helix Chemicals 有共同法人代表的公司是哪家？",
      sorted({c for p, cs in legal.items() if he["name"] in cs for c in cs if c != he["name"]}), "described", "zh")
    Q(qs, S, "法人代表年龄为38岁的那个人代表的是哪家公司？",
      sorted(c for p in persons if int(p["age"]) == 38 for c in legal[p["name"]]), "described", "zh")
    Q(qs, S, "Delta Cells GmbH 的主要客户是谁？",
      sorted(nm(o) for s, o in main if s == byname["Delta Cells GmbH"]["id"]), "described", "zh")
    write("r30-acme-supply.json", qs)
    return qs


# ---------------------------------------------------------------- supplychain
def supplychain():
    comp = rows(SC, "Company.csv")
    byid = {r["id"]: r for r in comp}
    byname = {r["name"]: r for r in comp}
    nm = lambda cid: byid[cid]["name"]
    cprod = {r["id"]: set(split(r["product"], ",")) for r in comp}
    prodrows = rows(SC, "Product.csv")
    down = defaultdict(set)
    ind = {}
    for r in prodrows:
        down[r["id"]] |= set(split(r["hasSupplyChain"], ","))
        ind[r["id"]] = r["belongToIndustry"]
    trans = rows(SC, "Company_fundTrans_Company.csv")
    persons = rows(SC, "Person.csv")
    pby = {p["name"]: p for p in persons}
    legal = {p["name"]: list(dict.fromkeys(split(p["legalRepresentative"], ","))) for p in persons}
    inflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += int(t["transAmt"])
    main = set()
    for s in byid:
        downs = set().union(*[down.get(p, set()) for p in cprod[s]])
        for o in byid:
            if o == s or not (cprod[o] & downs):
                continue
            paid = sum(int(t["transAmt"]) for t in trans if t["srcId"] == o and t["dstId"] == s)
            if paid and inflow[s] and paid / inflow[s] > 0.5:
                main.add((s, o))
    qs = []
    S = "supplychain"
    sj, ch = byname["三角***份限公司"], byname["传化****限公司"]
    Q(qs, S, "What products does 三角***份限公司 deal in?", sorted(cprod[sj["id"]]), "property", "en")
    Q(qs, S, "How old is 谢*?", [pby["谢*"]["age"]], "property", "en")
    Q(qs, S, "Which industry does the product 商品化工-橡胶-合成橡胶-顺丁橡胶 belong to?", [ind["商品化工-橡胶-合成橡胶-顺丁橡胶"]], "property", "en")
    Q(qs, S, "Which companies is 华** the legal representative of?", legal["华**"], "relation_hop", "en")
    Q(qs, S, "Which companies have transferred funds to 传化****限公司? List each payer once.",
      sorted({nm(t["srcId"]) for t in trans if t["dstId"] == ch["id"]}), "relation_hop", "en")
    xc = byname["新晨*国***股*公司"]
    Q(qs, S, "Which industries does 新晨*国***股*公司 belong to, based on the products it operates?",
      sorted({ind[p] for p in cprod[xc["id"]] if p in ind}), "two_hop", "en")
    payer = [t for t in trans if t["dstId"] == ch["id"] and t["transAmt"] == "231143"][0]["srcId"]
    Q(qs, S, "Who is the legal representative of the company that paid 传化****限公司 231143?",
      sorted(p for p, cs in legal.items() if nm(payer) in cs), "two_hop", "en")
    Q(qs, S, "What is the total amount of money 三角***份限公司 has received from other companies?", [inflow[sj["id"]]], "aggregate", "en")
    tyre = "轮胎与橡胶-轮胎"
    Q(qs, S, "How many companies list exactly 轮胎与橡胶-轮胎 (the product itself, not its sub-categories) among their products?", [sum(tyre in v for v in cprod.values())], "aggregate", "en")
    Q(qs, S, "What's the average age of the people in the person table?",
      [sum(int(p["age"]) for p in persons) / len(persons)], "aggregate", "en")
    Q(qs, S, "Who is the oldest person on record?", argmax_all({p["name"]: int(p["age"]) for p in persons}), "superlative", "en")
    big = max(int(t["transAmt"]) for t in trans)
    Q(qs, S, "Which company made the single largest fund transfer?",
      sorted({nm(t["srcId"]) for t in trans if int(t["transAmt"]) == big}), "superlative", "en")
    Q(qs, S, "Which companies received a transfer dated after 2023-09-01?",
      sorted({nm(t["dstId"]) for t in trans if t["transDate"] > "20230901"}), "filter", "en")
    Q(qs, S, "List the people younger than 25.", sorted(p["name"] for p in persons if int(p["age"]) < 25), "filter", "en")
    Q(qs, S, "Has 传化****限公司 or 三角***份限公司 taken in more money overall?",
      [ch["name"] if inflow[ch["id"]] > inflow[sj["id"]] else sj["name"]], "comparison", "en")
    Q(qs, S, "Which company was on the receiving end of the 866566 transfer?",
      sorted({nm(t["dstId"]) for t in trans if t["transAmt"] == "866566"}), "described", "en")
    # zh
    Q(qs, S, "传化****限公司 的主要客户是哪家公司？", sorted(nm(o) for s, o in main if s == ch["id"]), "described", "zh")
    dy = "东岳*团*公司"
    Q(qs, S, "和 东岳*团*公司 拥有共同法人的公司有哪些？",
      sorted({c for p, cs in legal.items() if dy in cs for c in cs if c != dy}), "relation_hop", "zh")
    ev = rows(SC, "ProductChainEvent.csv")[0]
    cat = "价格上涨" if (ev["index"] == "价格" and ev["trend"] == "上涨") else None
    assert cat
    Q(qs, S, "产业链事件“顺丁橡胶成本上涨”按规则属于哪个产业链事件分类？", [cat], "property", "zh")
    hit = sorted(nm(c) for c in byid if cprod[c] & down[ev["subject"]])
    Q(qs, S, "按规则，顺丁橡胶价格上涨会导致多少家公司出现成本上涨事件？（即经营“商品化工-橡胶-合成橡胶-顺丁橡胶”直接下游产品的公司数）", [len(hit)], "two_hop", "zh")
    Q(qs, S, "2023年7月一共有多少笔公司间转账？", [sum(t["transDate"].startswith("202307") for t in trans)], "aggregate", "zh")
    paid_out = defaultdict(int)
    for t in trans:
        paid_out[t["srcId"]] += int(t["transAmt"])
    Q(qs, S, "转出总金额最多的是哪家公司？", [nm(c) for c in argmax_all(paid_out)], "superlative", "zh")
    Q(qs, S, "产品表里一共有多少个不同的产品？", [len({r["id"] for r in prodrows})], "aggregate", "zh")
    fan, luo = pby["樊**"], pby["骆*"]
    Q(qs, S, "樊** 和 骆* 谁的年纪更大？", [fan["name"] if int(fan["age"]) > int(luo["age"]) else luo["name"]], "comparison", "zh")
    Q(qs, S, "单笔转账金额超过100万的转账，收款方分别是哪些公司？",
      sorted({nm(t["dstId"]) for t in trans if int(t["transAmt"]) > 1000000}), "filter", "zh")
    write("r30-kag-supplychain.json", qs)
    return qs


# ---------------------------------------------------------------- riskmining
def riskmining():
    persons = rows(RM, "Person.csv")
    pid = {p["id"]: p for p in persons}
    pby = {p["name"]: p for p in persons}
    pn = lambda i: pid[i]["name"]
    devs = rows(RM, "Device.csv")
    dev = {d["id"]: d for d in devs}
    inst = {d["id"]: set(split(d["install"], ",")) for d in devs}
    apps = {a["id"]: a for a in rows(RM, "App.csv")}
    comp = {c["id"]: c for c in rows(RM, "Company.csv")}
    hasdev = defaultdict(set)
    owners = defaultdict(set)
    for r in rows(RM, "Person_hasDevice_Device.csv"):
        hasdev[r["src"]].add(r["dst"])
        owners[r["dst"]].add(r["src"])
    share = defaultdict(set)
    for r in rows(RM, "Person_holdShare_Company.csv"):
        share[r["src"]].add(r["dst"])
    ccert = defaultdict(set)
    for r in rows(RM, "Company_hasCert_Cert.csv"):
        ccert[r["src"]].add(r["dst"])
    trans = rows(RM, "Person_fundTrans_Person.csv")
    gamb = sorted(a for a, r in apps.items() if "赌博" in r["riskMark"])
    developed = defaultdict(set)
    for p, ds in hasdev.items():
        for a in apps:
            if sum(a in inst[d] for d in ds) > 5:
                developed[p].add(a)
    release = defaultdict(set)
    for p, cs in share.items():
        certs = set().union(*[ccert[c] for c in cs])
        for a, r in apps.items():
            if r["useCert"] in certs:
                release[p].add(a)
    devs_g = sorted(p for p in developed if developed[p] & set(gamb))
    bosses = sorted(s for s in pid if any(
        a in gamb and t["src"] == s and a in developed[t["dst"]]
        for a in release[s] for t in trans))
    qs = []
    S = "riskmining"
    bo = pby["柏*"]["id"]
    Q(qs, S, "How old is 柏*?", [pby["柏*"]["age"]], "property", "en")
    Q(qs, S, "What's the phone number of 席*?", [pby["席*"]["hasPhone"]], "property", "en")
    Q(qs, S, "What is the umid of device 45?", [dev["45"]["umid"]], "property", "en")
    Q(qs, S, "What risk mark does the app com.oStEmG.may carry?", [apps["com.oStEmG.may"]["riskMark"]], "property", "en")
    Q(qs, S, "Who owns device 45?", sorted(pn(p) for p in owners["45"]), "relation_hop", "en")
    Q(qs, S, "Which companies does 柏* hold shares in?", sorted(comp[c]["name"] for c in share[bo]), "relation_hop", "en")
    hao = pby["郝*"]["id"]
    Q(qs, S, "Give the umid of each device 郝* owns.", sorted(dev[d]["umid"] for d in hasdev[hao]), "relation_hop", "en")
    lan = pby["蓝*"]["id"]
    Q(qs, S, "Which apps are installed on the device(s) owned by 蓝*?",
      sorted(set().union(*[inst[d] for d in hasdev[lan]])), "two_hop", "en")
    qiu = pby["裘**"]["id"]
    Q(qs, S, "How many distinct apps are installed across all devices owned by 裘**?",
      [len(set().union(*[inst[d] for d in hasdev[qiu]]))], "aggregate", "en")
    wu = pby["邬**"]["id"]
    Q(qs, S, "How much money in total did 柏* transfer to 邬**?",
      [sum(int(t["transAmt"]) for t in trans if t["src"] == bo and t["dst"] == wu)], "aggregate", "en")
    Q(qs, S, "Which person owns the most devices?", [pn(p) for p in argmax_all({p: len(hasdev[p]) for p in pid})], "superlative", "en")
    Q(qs, S, "Which device has the largest number of distinct apps installed? Give its id.",
      argmax_all({d: len(s) for d, s in inst.items()}), "superlative", "en")
    Q(qs, S, "List the people older than 55.", sorted(p["name"] for p in persons if int(p["age"]) > 55), "filter", "en")
    Q(qs, S, "How many transfers of more than 30,000 are there?", [sum(int(t["transAmt"]) > 30000 for t in trans)], "filter", "en")
    du = pby["杜*"]["id"]
    recv = lambda x: sum(int(t["transAmt"]) for t in trans if t["dst"] == x)
    Q(qs, S, "Who got more money from transfers, 裘** or 杜*?", [pn(qiu) if recv(qiu) > recv(du) else pn(du)], "comparison", "en")
    Q(qs, S, "Whose phone number is 132****0000?", sorted(p["name"] for p in persons if p["hasPhone"] == "132****0000"), "described", "en")
    # zh
    Q(qs, S, "风险标记为赌博的应用有哪些？", gamb, "filter", "zh")
    Q(qs, S, "按照规则，哪些人属于赌博App开发者？", sorted(pn(p) for p in devs_g), "described", "zh")
    Q(qs, S, "按照规则，谁是赌博App老板？", sorted(pn(p) for p in bosses), "described", "zh")
    Q(qs, S, "按开发规则（拥有超过5台装了该应用的设备），com.qIu.VJbJ 是谁开发的？",
      sorted(pn(p) for p in developed if "com.qIu.VJbJ" in developed[p]), "two_hop", "zh")
    Q(qs, S, "有多少台不同的设备安装了 com.Yirmf.MZx.NKC.Xqp？", [sum("com.Yirmf.MZx.NKC.Xqp" in s for s in inst.values())], "aggregate", "zh")
    Q(qs, S, "柏* 在2023年9月一共转出了多少笔钱（笔数）？",
      [sum(t["src"] == bo and t["transDate"].startswith("202309") for t in trans)], "aggregate", "zh")
    Q(qs, S, "柏* 单笔转账金额最大的一笔是转给谁的？",
      sorted({pn(t["dst"]) for t in trans if t["src"] == bo and int(t["transAmt"]) == max(int(x["transAmt"]) for x in trans if x["src"] == bo)}),
      "superlative", "zh")
    Q(qs, S, "所有自然人的平均年龄是多少？", [sum(int(p["age"]) for p in persons) / len(persons)], "aggregate", "zh")
    Q(qs, S, "应用 com.qIu.VJbJ 使用的证书，被哪些企业持有？",
      sorted(comp[c]["name"] for c in comp if apps["com.qIu.VJbJ"]["useCert"] in ccert[c]), "two_hop", "zh")
    write("r30-kag-riskmining.json", qs)
    return qs


if __name__ == "__main__":
    for fn in (acme, supplychain, riskmining):
        for q in fn():
            print(q["id"], q["shape"], q["lang"], "|", q["question"], "=>", q["answer"])
