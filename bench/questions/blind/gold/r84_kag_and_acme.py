#!/usr/bin/env python3
"""Round r84 gold questions for acme-supply, kag-supplychain and kag-riskmining.

Personas
--------
* An internal auditor at a parts distributor (mostly acme-supply and kag-supplychain):
  checks who paid whom, totals per counterparty, legal representatives, products.
* A police financial-crimes analyst (mostly kag-riskmining, some kag-supplychain):
  follows person-to-person transfers, shared devices, certificates, risky apps.

Files / columns used
--------------------
acme-supply/sources: Company.csv (id,name,country,founded,product), Person.csv
  (id,name,age,legalRepresentative), Product.csv (id,hasSupplyChain),
  Company_fundTrans_Company.csv (srcId,dstId,transDate,transAmt).
kag-supplychain/sources: Company.csv (id,name,product), CompanyUpdate.csv
  (id,name,products), Person.csv (id,name,age,legalRepresentative), Product.csv
  (id,belongToIndustry,hasSupplyChain), Company_fundTrans_Company.csv,
  ProductChainEvent.csv (id,name,subject,index,trend).
kag-riskmining/sources: Person.csv (id,name,age,hasPhone), Company.csv (id,name,phone),
  Person_fundTrans_Person.csv (src,dst,transDate,transAmt), Person_hasDevice_Device.csv,
  Device.csv (id,umid,install), App.csv (id,riskMark,useCert), Cert.csv (id,certNum),
  Company_hasCert_Cert.csv (src,dst=certNum), Person_hasCert_Cert.csv (src,dst=certNum),
  Person_holdShare_Company.csv (src,dst).

Readings avoided and why
------------------------
* Rules relative to "now" (acme outflow90Days) are never asked; all windows are explicit
  calendar dates with both ends stated as inclusive.
* kag-supplychain Person.legalRepresentative repeats names inside one cell (臧* lists
  三角***份限公司 and 传化****限公司 twice): counts use DISTINCT company names.
* kag-supplychain Company.product repeats product tokens inside a cell; counts of companies
  are distinct companies. Product.csv repeats whole rows (轮胎与橡胶-轮胎 six times), so no
  question counts Product rows; product lookups read a single distinct value.
* kag-supplychain Company.product references products with no Product.csv row
  (e.g. 机动车贸易); nothing counts/lists such products as Product entities.
* CompanyUpdate.csv rewrites 浙江**摩托**限公司's products; questions touching that company's
  products say explicitly that the update is applied (update wins).
* Masked names: all masked names are distinct strings within each dataset (checked by
  assert); riskmining companies **娱乐****公司 / **娱乐**公司 / **娱乐***公司 differ only in
  asterisks, so they are never used as a question input (they appear only as an
  answer list, given in any order, since asterisk "alphabetical" order is unnatural).
  riskmining Company.csv names its phone column `phone` (schema: hasPhone).
  Many apps share one certificate, so the cert->app hop is filtered by riskMark.  Apps have no name; app ids are used.
* riskmining: two transfers 柏*→邬** on 20230901 with different amounts are distinct
  rows (not duplicates) and both count.  Device install lists repeat app ids inside a cell;
  app counts are distinct.  Several devices are owned by more than one
  person (0/1/2 share many; device 45 is shared by 方* and 雷**); the shared-device question
  names the device by its umid.
* Downstream-product questions say "direct" (one hasSupplyChain step): transitively,
  Borealis (synthetic rubber -> tyres -> cars) would also qualify.
* Superlatives / top-N are asserted tie-free at run time.
"""
import csv
import json
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent


def find_up(*rels):
    for anc in [HERE] + list(HERE.parents):
        for rel in rels:
            if (anc / rel).is_dir():
                return anc / rel
    raise SystemExit("data not found: %s" % (rels,))


def rd(p):
    with open(p, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def r2(x, places=2):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(str(x)).quantize(q, rounding=ROUND_HALF_UP))


def uniq_max(d):
    items = sorted(d.items(), key=lambda kv: -kv[1])
    assert len(items) == 1 or items[0][1] != items[1][1], items[:2]
    return items[0][0]


def top_n(d, n):
    items = sorted(d.items(), key=lambda kv: -kv[1])
    assert len(items) == n or items[n - 1][1] != items[n][1], items[: n + 1]
    assert len({v for _, v in items[:n]}) == n
    return [k for k, _ in items[:n]]


def make(project, rows):
    out = []
    for i, (q, a, shape, lang) in enumerate(rows, 1):
        a = [str(x) for x in a]
        assert a and all(s != "" for s in a), q
        out.append({"id": "%s-r84-%02d" % (project, i), "question": q, "answer": a,
                    "shape": shape, "lang": lang})
    assert len(out) == 25, (project, len(out))
    c = Counter(o["lang"] for o in out)
    assert c["en"] == 16 and c["zh"] == 9, (project, c)
    (OUT / ("r84-%s.json" % project)).write_text(
        json.dumps(out, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return out


# ---------------------------------------------------------------- acme-supply
def acme():
    src = find_up("data/examples/acme-supply") / "sources"
    comps = rd(src / "Company.csv")
    persons = rd(src / "Person.csv")
    prods = rd(src / "Product.csv")
    trans = rd(src / "Company_fundTrans_Company.csv")
    byid = {c["id"]: c for c in comps}
    byname = {c["name"]: c for c in comps}
    assert len(byname) == len(comps)
    nm = lambda i: byid[i]["name"]
    for t in trans:
        t["amt"] = int(t["transAmt"])
        assert t["srcId"] in byid and t["dstId"] in byid
    inflow, outflow = Counter(), Counter()
    for t in trans:
        inflow[nm(t["dstId"])] += t["amt"]
        outflow[nm(t["srcId"])] += t["amt"]
    cprods = {c["name"]: [p for p in c["product"].split(";") if p] for c in comps}
    down = {p["id"]: [x for x in p["hasSupplyChain"].split(";") if x] for p in prods}
    preps = {p["name"]: [x for x in p["legalRepresentative"].split(";") if x] for p in persons}
    page = {p["name"]: int(p["age"]) for p in persons}

    def reps_of(cname):
        return sorted(p for p, cs in preps.items() if cname in cs)

    def pair(a, b):
        return sum(t["amt"] for t in trans if nm(t["srcId"]) == a and nm(t["dstId"]) == b)

    oh = "O'Hara, Lamb & Sons"
    rows = []
    rows.append(("I'm auditing our supplier master data. Which country code is recorded for Fjord Steel AS?",
                 [byname["Fjord Steel AS"]["country"]], "lookup", "en"))
    rows.append(("In what year was O'Hara, Lamb & Sons founded?", [byname[oh]["founded"]], "lookup", "en"))
    rows.append(("How many companies were founded strictly before 1960?",
                 [sum(int(c["founded"]) < 1960 for c in comps)], "count", "en"))
    rows.append(("What is the total amount Acme Motors transferred to O'Hara, Lamb & Sons across all transfers?",
                 [pair("Acme Motors", oh)], "sum", "en"))
    rows.append(("What is the total amount of money received by O'Hara, Lamb & Sons from all payers?",
                 [inflow[oh]], "sum", "en"))
    rows.append(("List every company that sent money to Acme Motors, in alphabetical order.",
                 sorted({nm(t["srcId"]) for t in trans if nm(t["dstId"]) == "Acme Motors"}), "list", "en"))
    w = [t for t in trans if "20240601" <= t["transDate"] <= "20240630"]
    rows.append(("How many fund transfers are dated between 2024-06-01 and 2024-06-30, both days included?",
                 [len(w)], "time_window", "en"))
    big = max(trans, key=lambda t: t["amt"])
    assert sum(t["amt"] == big["amt"] for t in trans) == 1
    rows.append(("Which company received the single largest fund transfer in the ledger?",
                 [nm(big["dstId"])], "superlative", "en"))
    rows.append(("Rank the companies by total money sent out; name the top 2, highest first.",
                 top_n(outflow, 2), "top_n", "en"))
    rows.append(("What is the average amount per fund transfer over all transfers? Round to 2 decimal places.",
                 [r2(Decimal(sum(t["amt"] for t in trans)) / len(trans))], "average", "en"))
    rows.append(("For O'Hara, Lamb & Sons, what is total money received minus total money sent?",
                 [inflow[oh] - outflow[oh]], "difference", "en"))
    rows.append(("Does Helix Chemicals appear as the sender of any fund transfer? Answer yes or no.",
                 ["yes" if outflow["Helix Chemicals"] else "no"], "yes_no", "en"))
    a, b = "Ada Moreno", "Bram de Vries"
    assert page[a] != page[b]
    rows.append(("Who is older, Ada Moreno or Bram de Vries?", [a if page[a] > page[b] else b], "comparison", "en"))
    rows.append(("Take every company for which Ada Moreno is legal representative. What is the combined amount those companies received?",
                 [sum(inflow[c] for c in preps["Ada Moreno"])], "two_hop", "en"))
    same = sorted({o for p, cs in preps.items() if "Helix Chemicals" in cs for o in cs if o != "Helix Chemicals"})
    rows.append(("Which other company shares a legal representative with Helix Chemicals?", same, "two_hop", "en"))
    rows.append(("Which companies make at least one product whose direct downstream products (one supply-chain step, no further) include Vehicles-Cars? List them alphabetically.",
                 sorted(c for c, ps in cprods.items() if any("Vehicles-Cars" in down.get(p, []) for p in ps)),
                 "two_hop", "en"))
    # --- zh (9)
    cc = Counter(c["country"] for c in comps)
    rows.append(("按国家代码统计公司数量（格式“国家: 数量”，按国家代码字母顺序）。",
                 ["%s: %d" % (k, cc[k]) for k in sorted(cc)], "group_counts", "zh"))
    rows.append(("请按成立年份从早到晚列出所有公司名称。",
                 [c["name"] for c in sorted(comps, key=lambda c: int(c["founded"]))], "sorted_list", "zh"))
    assert len({c["founded"] for c in comps}) == len(comps)
    # main customer rule for O'Hara
    mc = []
    for payer in sorted({nm(t["srcId"]) for t in trans if nm(t["dstId"]) == oh}):
        ok_chain = any(d in cprods[payer] for p in cprods[oh] for d in down.get(p, []))
        if ok_chain and pair(payer, oh) * 2 > inflow[oh]:
            mc.append(payer)
    rows.append(("哪家公司既生产 O'Hara, Lamb & Sons 某产品的直接下游产品（供应链一步），又向其支付了超过其总收款一半的金额？",
                 mc, "two_hop", "zh"))
    rows.append(("Acme Motors 在 2024-01-01 至 2024-05-31（含两端）期间共转出多少金额？",
                 [sum(t["amt"] for t in trans if nm(t["srcId"]) == "Acme Motors" and "20240101" <= t["transDate"] <= "20240531")],
                 "time_window", "zh"))
    early = min(trans, key=lambda t: t["transDate"])
    assert sum(t["transDate"] == early["transDate"] for t in trans) == 1
    rows.append(("日期最早的一笔转账是哪家公司转出的？", [nm(early["srcId"])], "superlative", "zh"))
    rows.append(("年龄大于 45 岁的人员有几位？", [sum(v > 45 for v in page.values())], "count", "zh"))
    rows.append(("所有人员的平均年龄是多少？保留 1 位小数。",
                 [r2(Decimal(sum(page.values())) / len(page), 1)], "average", "zh"))
    rows.append(("Fjord Steel AS 在 2024-01-01 之前是否收到过 Delta Cells GmbH 的转账？回答是或否。",
                 ["是" if any(nm(t["srcId"]) == "Delta Cells GmbH" and nm(t["dstId"]) == "Fjord Steel AS" and t["transDate"] < "20240101" for t in trans) else "否"],
                 "yes_no", "zh"))
    gi = reps_of("Granite Insurance")
    assert len(gi) == 1
    rows.append(("Granite Insurance 的法定代表人多少岁？", [page[gi[0]]], "two_hop", "zh"))
    return make("acme-supply", rows)


# ---------------------------------------------------------------- kag-supplychain
def supplychain():
    src = find_up("datasets/kag-supplychain", "shared/datasets/kag-supplychain") / "sources"
    comps = rd(src / "Company.csv")
    upd = rd(src / "CompanyUpdate.csv")
    persons = rd(src / "Person.csv")
    prods = rd(src / "Product.csv")
    trans = rd(src / "Company_fundTrans_Company.csv")
    events = rd(src / "ProductChainEvent.csv")
    byid = {c["id"]: c for c in comps}
    assert len({c["name"] for c in comps}) == len(comps)
    nm = lambda i: byid[i]["name"]
    cprods = {c["name"]: [p for p in c["product"].split(",") if p] for c in comps}
    for u in upd:  # update file wins
        cprods[byid[u["id"]]["name"]] = [p for p in u["products"].split(",") if p]
    for t in trans:
        t["amt"] = int(t["transAmt"])
        assert t["srcId"] in byid and t["dstId"] in byid
    inflow, outflow = Counter(), Counter()
    for t in trans:
        inflow[nm(t["dstId"])] += t["amt"]
        outflow[nm(t["srcId"])] += t["amt"]
    assert len({p["name"] for p in persons}) == len(persons)
    preps = {p["name"]: sorted(set(x for x in p["legalRepresentative"].split(",") if x)) for p in persons}
    page = {p["name"]: int(p["age"]) for p in persons}
    pinfo = {}
    for p in prods:
        v = (p["belongToIndustry"], p["hasSupplyChain"])
        assert pinfo.setdefault(p["id"], v) == v  # repeated rows are identical
    reps_of = lambda c: sorted(p for p, cs in preps.items() if c in cs)

    SJ, CH, ZJ = "三角***份限公司", "传化****限公司", "浙江**摩托**限公司"
    KANG, ZHG = "康**股有公司", "中*海*港**公司"
    pair = lambda a, b: sum(t["amt"] for t in trans if nm(t["srcId"]) == a and nm(t["dstId"]) == b)
    rows = []
    rows.append(("As part of a supplier review, list the products recorded for 三角***份限公司.",
                 cprods[SJ], "list", "en"))
    rows.append(("Applying the company update file (the update replaces the original product list), what product(s) does 浙江**摩托**限公司 make?",
                 cprods[ZJ], "lookup", "en"))
    rows.append(("For how many distinct companies is 臧* the legal representative?", [len(preps["臧*"])], "count", "en"))
    rows.append(("What is the total amount 三角***份限公司 received across all fund transfers?", [inflow[SJ]], "sum", "en"))
    rows.append(("What is the total amount 传化****限公司 paid out across all fund transfers?", [outflow[CH]], "sum", "en"))
    rows.append(("For 传化****限公司, what is total paid out minus total received?", [outflow[CH] - inflow[CH]], "difference", "en"))
    rows.append(("How many distinct companies sent money to 三角***份限公司?",
                 [len({t["srcId"] for t in trans if nm(t["dstId"]) == SJ})], "count", "en"))
    big = {}
    for t in trans:
        if nm(t["dstId"]) == CH:
            big[nm(t["srcId"])] = max(big.get(nm(t["srcId"]), 0), t["amt"])
    rows.append(("Which company made the single largest transfer received by 传化****限公司?", [uniq_max(big)], "superlative", "en"))
    paid_by_ch = Counter()
    for t in trans:
        if nm(t["srcId"]) == CH:
            paid_by_ch[nm(t["dstId"])] += t["amt"]
    rows.append(("Which three companies received the most money in total from 传化****限公司? Highest first.",
                 top_n(paid_by_ch, 3), "top_n", "en"))
    jun = [t for t in trans if "20230601" <= t["transDate"] <= "20230630"]
    rows.append(("How many fund transfers are dated from 2023-06-01 to 2023-06-30 inclusive?", [len(jun)], "time_window", "en"))
    rows.append(("What is the sum of all fund transfers dated from 2023-06-01 to 2023-06-30 inclusive?",
                 [sum(t["amt"] for t in jun)], "time_window", "en"))
    rows.append(("What is the average transfer amount over all company fund transfers, rounded to 2 decimal places?",
                 [r2(Decimal(sum(t["amt"] for t in trans)) / len(trans))], "average", "en"))
    rows.append(("Did 三角***份限公司 pay 传化****限公司 anything in May 2023 (2023-05-01 to 2023-05-31 inclusive)? Answer yes or no.",
                 ["yes" if any(nm(t["srcId"]) == SJ and nm(t["dstId"]) == CH and "20230501" <= t["transDate"] <= "20230531" for t in trans) else "no"],
                 "yes_no", "en"))
    assert pair(CH, KANG) != pair(CH, ZHG)
    rows.append(("Which received more money from 传化****限公司 in total: 康**股有公司 or 中*海*港**公司?",
                 [KANG if pair(CH, KANG) > pair(CH, ZHG) else ZHG], "comparison", "en"))
    top_rcv = uniq_max(paid_by_ch)
    rows.append(("Who is the legal representative of the company that received the most money in total from 传化****限公司?",
                 reps_of(top_rcv), "two_hop", "en"))
    payers_sj = {nm(t["srcId"]) for t in trans if nm(t["dstId"]) == SJ}
    rows.append(("List the persons who are legal representative of at least one company that paid 三角***份限公司 (any order).",
                 sorted({p for c in payers_sj for p in reps_of(c)}), "two_hop", "en"))
    # --- zh (9)
    kg = reps_of(KANG)
    assert len(kg) == 1
    rows.append(("康**股有公司的法定代表人登记的年龄是多少？", [page[kg[0]]], "two_hop", "zh"))
    rows.append(("年龄小于 30 岁的人员共有几位？", [sum(v < 30 for v in page.values())], "count", "zh"))
    rows.append(("年龄最大的人员是谁？", [uniq_max(page)], "superlative", "zh"))
    mc = Counter(t["transDate"][:6] for t in trans)
    rows.append(("按月份统计企业转账笔数（格式“YYYYMM: 笔数”，按月份先后排列）。",
                 ["%s: %d" % (k, mc[k]) for k in sorted(mc)], "group_counts", "zh"))
    to_sj = Counter()
    for t in trans:
        if nm(t["dstId"]) == SJ:
            to_sj[nm(t["srcId"])] += t["amt"]
    assert len(set(to_sj.values())) == len(to_sj)
    rows.append(("请按向三角***份限公司转账总额从高到低列出所有付款公司。",
                 [k for k, _ in sorted(to_sj.items(), key=lambda kv: -kv[1])], "sorted_list", "zh"))
    rows.append(("经营产品中包含“轮胎与橡胶-轮胎”的公司有多少家（应用更新文件后）？",
                 [sum("轮胎与橡胶-轮胎" in ps for ps in cprods.values())], "count", "zh"))
    rows.append(("产品“商品化工-橡胶-合成橡胶-顺丁橡胶”有多少个下游产品（hasSupplyChain）？",
                 [len(set(x for x in pinfo["商品化工-橡胶-合成橡胶-顺丁橡胶"][1].split(",") if x))], "count", "zh"))
    rows.append(("产品“商品化工-橡胶”属于哪个行业？", [pinfo["商品化工-橡胶"][0]], "lookup", "zh"))
    ev = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]
    assert len(ev) == 1
    rows.append(("产业链事件“顺丁橡胶成本上涨”涉及的产品是哪个？", [ev[0]["subject"]], "lookup", "zh"))
    return make("kag-supplychain", rows)


# ---------------------------------------------------------------- kag-riskmining
def riskmining():
    src = find_up("datasets/kag-riskmining", "shared/datasets/kag-riskmining") / "sources"
    persons = rd(src / "Person.csv")
    comps = rd(src / "Company.csv")
    trans = rd(src / "Person_fundTrans_Person.csv")
    pdev = rd(src / "Person_hasDevice_Device.csv")
    devs = rd(src / "Device.csv")
    apps = rd(src / "App.csv")
    ccert = rd(src / "Company_hasCert_Cert.csv")
    pcert = rd(src / "Person_hasCert_Cert.csv")
    hold = rd(src / "Person_holdShare_Company.csv")
    pid = {p["id"]: p for p in persons}
    cid = {c["id"]: c for c in comps}
    assert len({p["name"] for p in persons}) == len(persons)
    assert len({c["name"] for c in comps}) == len(comps)
    pn = {p["name"]: p for p in persons}
    cn = {c["name"]: c for c in comps}
    for t in trans:
        t["amt"] = int(t["transAmt"])
        assert t["src"] in pid and t["dst"] in pid
    dev = {d["id"]: d for d in devs}
    inst = {d["id"]: set(x for x in d["install"].split(",") if x) for d in devs}
    app = {a["id"]: a for a in apps}
    owned = defaultdict(set)
    for r in pdev:
        assert r["src"] in pid and r["dst"] in dev
        owned[pid[r["src"]]["name"]].add(r["dst"])
    sent_to = Counter()
    for t in trans:
        sent_to[pid[t["dst"]]["name"]] += t["amt"]
    BAI, QIU, DU, WU = "柏*", "裘**", "杜*", "邬**"
    assert all(pid[t["src"]]["name"] == BAI for t in trans)
    age = {p["name"]: int(p["age"]) for p in persons}
    rows = []
    rows.append(("Financial-crimes review: what is the total amount 柏* transferred to 裘**?",
                 [sum(t["amt"] for t in trans if pid[t["src"]]["name"] == BAI and pid[t["dst"]]["name"] == QIU)], "sum", "en"))
    rows.append(("How many separate transfers did 柏* send to 邬**?",
                 [sum(pid[t["src"]]["name"] == BAI and pid[t["dst"]]["name"] == WU for t in trans)], "count", "en"))
    du = [t["amt"] for t in trans if pid[t["src"]]["name"] == BAI and pid[t["dst"]]["name"] == DU]
    rows.append(("What is the average amount of the transfers from 柏* to 杜*? Round to 2 decimal places.",
                 [r2(Decimal(sum(du)) / len(du))], "average", "en"))
    big = max(trans, key=lambda t: t["amt"])
    assert sum(t["amt"] == big["amt"] for t in trans) == 1
    rows.append(("Who received the single largest person-to-person transfer?", [pid[big["dst"]]["name"]], "superlative", "en"))
    w = [t for t in trans if "20230901" <= t["transDate"] <= "20230910"]
    rows.append(("What is the total of all person-to-person transfers dated 2023-09-01 through 2023-09-10, both ends inclusive?",
                 [sum(t["amt"] for t in w)], "time_window", "en"))
    rows.append(("How much more did 邬** receive in total than 杜*?", [sent_to[WU] - sent_to[DU]], "difference", "en"))
    rows.append(("Rank all transfer recipients by total amount received, highest first.",
                 top_n(sent_to, len(sent_to)), "sorted_list", "en"))
    rows.append(("How many devices does 邬** own?", [len(owned[WU])], "count", "en"))
    rows.append(("How many devices are owned by both 裘** and 杜*?", [len(owned[QIU] & owned[DU])], "count", "en"))
    rows.append(("List the companies in which 柏* holds shares (any order).",
                 sorted(cid[h["dst"]]["name"] for h in hold if pid[h["src"]]["name"] == BAI), "list", "en"))
    held = {cid[h["dst"]]["id"] for h in hold if pid[h["src"]]["name"] == BAI}
    certs = {r["dst"] for r in ccert if r["src"] in held}
    rows.append(("Which apps use a certificate owned by a company that 柏* holds shares in? Give the app ids, sorted.",
                 sorted(a["id"] for a in apps if a["useCert"] in certs), "two_hop", "en"))
    cnt = Counter()
    for d in owned[QIU]:
        for a in inst[d]:
            cnt[a] += 1
    rows.append(("Which apps are installed on more than 5 of 裘**'s devices? Give the app ids, sorted.",
                 sorted(a for a, c in cnt.items() if c > 5), "two_hop", "en"))
    qc = [r["dst"] for r in pcert if pid[r["src"]]["name"] == QIU]
    assert len(qc) == 1
    rows.append(("裘** holds a certificate. Among the apps that use that certificate, which one carries the risk mark 赌博 (gambling)? Give the app id.",
                 [a["id"] for a in apps if a["useCert"] == qc[0] and a["riskMark"] == "赌博"], "two_hop", "en"))
    rows.append(("What phone number is recorded for the company 航天彩**人*股*限公司?",
                 [cn["航天彩**人*股*限公司"]["phone"]], "lookup", "en"))
    rows.append(("How many persons are aged 50 or older?", [sum(v >= 50 for v in age.values())], "count", "en"))
    assert age[DU] != age[WU]
    rows.append(("Who is older, 杜* or 邬**?", [DU if age[DU] > age[WU] else WU], "comparison", "en"))
    # --- zh (9)
    bd = sorted(owned[BAI])
    assert len(bd) == 1
    rows.append(("柏* 名下设备的 umid 是什么？", [dev[bd[0]]["umid"]], "lookup", "zh"))
    rows.append(("柏* 名下设备上安装了多少个不同的应用？", [len(inst[bd[0]])], "count", "zh"))
    rows.append(("持有证书编号 68802adde35845d76eeb172ff8ea6825 的公司有几家？",
                 [len({r["src"] for r in ccert if r["dst"] == "68802adde35845d76eeb172ff8ea6825"})], "count", "zh"))
    gamb = {a["id"] for a in apps if a["riskMark"] == "赌博"}
    rows.append(("柏* 名下的设备上是否安装了风险标记为“赌博”的应用？回答是或否。",
                 ["是" if inst[bd[0]] & gamb else "否"], "yes_no", "zh"))
    shared = defaultdict(set)
    for r in pdev:
        shared[r["dst"]].add(pid[r["src"]]["name"])
    fang = sorted(owned["方*"])
    assert len(fang) == 1
    umid = dev[fang[0]]["umid"]
    assert sum(d["umid"] == umid for d in devs) == 1
    rows.append(("umid 为 %s 的设备登记在哪些人名下？（按姓名排序）" % umid, sorted(shared[fang[0]]), "list", "zh"))
    rows.append(("邬** 的设备上共安装了多少个不同的“赌博”应用？",
                 [len(set().union(*(inst[d] for d in owned[WU])) & gamb)], "count", "zh"))
    rows.append(("2023-09-01 当天（仅此一天）共有几笔个人转账？",
                 [sum(t["transDate"] == "20230901" for t in trans)], "count", "zh"))
    rm = Counter(a["riskMark"] for a in apps)
    rows.append(("按风险标记统计应用数量（格式“标记: 数量”，顺序不限）。",
                 ["%s: %d" % (k, v) for k, v in sorted(rm.items(), key=lambda kv: (-kv[1], kv[0]))], "group_counts", "zh"))
    qt = sorted((t for t in trans if pid[t["dst"]]["name"] == QIU), key=lambda t: t["transDate"])
    assert len({t["transDate"] for t in qt}) == len(qt)
    rows.append(("请按日期先后列出柏* 转给裘** 的每笔金额。", [t["amt"] for t in qt], "sorted_list", "zh"))
    return make("kag-riskmining", rows)


if __name__ == "__main__":
    for f in (acme, supplychain, riskmining):
        res = f()
        assert len({o["id"] for o in res}) == 25
        print(f.__name__, Counter(o["shape"] for o in res))
