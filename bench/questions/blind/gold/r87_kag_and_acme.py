"""Round r87 held-out questions for acme-supply, kag-supplychain and kag-riskmining.

Personas (this round):
  (1) an M&A associate doing due diligence on a target's counterparties
      (acme-supply, kag-supplychain; English, some with a one-line preface);
  (2) 一位互联网金融平台的风控建模师 looking for risky users, devices, apps and
      certificates (kag-riskmining; Chinese and English);
  (3) 一位行业研究所的实习生 mapping industries, products and upstream/downstream links
      (kag-supplychain, acme-supply; mostly Chinese).

Files / columns used:
  acme-supply/sources: Company.csv (id,name,country,founded,product[;-separated]),
      Company_fundTrans_Company.csv (srcId,dstId,transDate,transAmt),
      Person.csv (name,age,legalRepresentative[;-separated company names]),
      Product.csv (id,hasSupplyChain[;-separated]).
  kag-supplychain/sources: Company.csv (id,name,product[,-separated]),
      Company_fundTrans_Company.csv, Person.csv (name,age,legalRepresentative[,-sep]),
      Product.csv (id,belongToIndustry,hasSupplyChain[,-sep]; ids repeat over rows but the
      repeated rows are identical - asserted).
  kag-riskmining/sources: Person.csv, Person_fundTrans_Person.csv (src,dst,transDate,transAmt),
      Person_hasDevice_Device.csv, Device.csv (id,umid,install[,-sep]), App.csv
      (id,riskMark,useCert = certificate number), Company.csv, Company_hasCert_Cert.csv
      (dst = certificate number), Person_hasCert_Cert.csv, Person_holdShare_Company.csv.

Readings avoided and why:
  - No "today / last N days" questions (outflow90Days, fundTrans1Month... depend on now()).
  - kag-supplychain CompanyUpdate.csv not used (meaning unclear).
  - Multi-value cells that repeat a value (e.g. 臧*'s legalRepresentative, 华融***融控**公司's
    products, Device.install lists) are either avoided or only used to count *rows* (devices),
    never values inside the cell; counts of product names are only asked for cells without repeats.
  - hasSupplyChain lists name many products with no row of their own: only membership
    yes/no and list sizes for the small acme table (all targets have rows) are asked.
  - Masked phone numbers (e.g. 132****0000) are not asked about; masked company / person names
    are used only where the exact string is unique in its name column (asserted).
  - Products with no Product row (e.g. 化工商品贸易) are not used for industry look-ups.
  - Superlatives are asserted unique; ties (e.g. youngest legal reps at age 20, companies holding
    27 certificates each) are skipped.
  - Non-integers use decimal ROUND_HALF_UP to 2 decimals; date windows state both ends, inclusive.
  - acme-supply notes/ and plans/ are not used; mainSupply rule not asked (threshold reading).
"""
import csv
import json
import os
from collections import defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)


def find_up(rel):
    d = HERE
    while True:
        cand = os.path.join(d, rel)
        if os.path.isdir(cand):
            return cand
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("cannot find " + rel)
        d = parent


def rows(base, name):
    with open(os.path.join(base, "sources", name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def r2(x):
    return str(Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def avg(vals):
    s = Decimal(sum(vals)) / Decimal(len(vals))
    if s == s.to_integral_value():
        return str(int(s))
    return str(s.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def iso(d):
    return "%s-%s-%s" % (d[:4], d[4:6], d[6:])


def unique_top(d):
    items = sorted(d.items(), key=lambda kv: -kv[1])
    assert len(items) == 1 or items[0][1] != items[1][1], items[:3]
    return items[0][0]


class QS:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, q, ans, shape, lang):
        if not isinstance(ans, list):
            ans = [ans]
        ans = [str(a) for a in ans]
        assert ans and all(a != "" for a in ans), q
        self.items.append({"id": "%s-r87-%02d" % (self.prefix, len(self.items) + 1),
                           "question": q, "answer": ans, "shape": shape, "lang": lang})

    def dump(self, fname):
        assert len(self.items) == 25, (self.prefix, len(self.items))
        langs = [i["lang"] for i in self.items]
        assert langs.count("en") == 16 and langs.count("zh") == 9, (self.prefix, langs.count("zh"))
        with open(os.path.join(OUT_DIR, fname), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=2)


# ---------------------------------------------------------------- acme-supply
def acme():
    base = find_up(os.path.join("data", "examples", "acme-supply"))
    comp = rows(base, "Company.csv")
    byid = {r["id"]: r for r in comp}
    names = [r["name"] for r in comp]
    assert len(set(names)) == len(names)
    byname = {r["name"]: r for r in comp}
    tr = [(byid[r["srcId"]]["name"], byid[r["dstId"]]["name"], r["transDate"], int(r["transAmt"]))
          for r in rows(base, "Company_fundTrans_Company.csv")]
    ppl = rows(base, "Person.csv")
    assert len({p["name"] for p in ppl}) == len(ppl)
    reps = {p["name"]: [c.strip() for c in p["legalRepresentative"].split(";") if c.strip()] for p in ppl}
    for v in reps.values():
        assert len(v) == len(set(v)) and all(c in byname for c in v)
    prods = {r["name"]: [x for x in r["product"].split(";") if x] for r in comp}
    chain = {r["id"]: [x for x in r["hasSupplyChain"].split(";") if x] for r in rows(base, "Product.csv")}

    q = QS("acme-supply")
    q.add("What country is Helix Chemicals based in? Give the country code as listed.",
          byname["Helix Chemicals"]["country"], "property", "en")
    q.add("Fjord Steel AS 是哪一年成立的？", byname["Fjord Steel AS"]["founded"], "property", "zh")
    q.add("How many companies in the Acme supply network were founded before 1960?",
          sum(1 for r in comp if int(r["founded"]) < 1960), "count", "en")
    q.add("list all companies with country US",
          sorted(r["name"] for r in comp if r["country"] == "US"), "list", "en")
    q.add("I'm reviewing Acme Motors' supplier payments. What is the total amount Acme Motors has transferred to O'Hara, Lamb & Sons across all transfers?",
          sum(a for s, d, t, a in tr if s == "Acme Motors" and d == "O'Hara, Lamb & Sons"), "sum", "en")
    q.add("Total amount of all fund transfers between companies dated from 2024-05-01 to 2024-06-30 (both dates inclusive)?",
          sum(a for s, d, t, a in tr if "20240501" <= t <= "20240630"), "sum", "en")
    q.add("average outgoing transfer amount of Acme Motors (over each individual transfer it sent; round to 2 decimals, half-up, if not whole)",
          avg([a for s, d, t, a in tr if s == "Acme Motors"]), "average", "en")
    inflow = defaultdict(int)
    for s, d, t, a in tr:
        inflow[d] += a
    q.add("Which company has received the largest total amount of incoming fund transfers from other companies?",
          unique_top(inflow), "superlative", "en")
    fa, fb = "Fjord Steel AS", "Granite Insurance"
    assert byname[fa]["founded"] != byname[fb]["founded"]
    q.add("Fjord Steel AS 和 Granite Insurance 哪家成立得更早？",
          fa if int(byname[fa]["founded"]) < int(byname[fb]["founded"]) else fb, "comparison", "zh")
    q.add("Has Helix Chemicals ever made a fund transfer to Acme Motors? Answer yes or no.",
          "yes" if any(s == "Helix Chemicals" and d == "Acme Motors" for s, d, t, a in tr) else "no", "yes_no", "en")
    payers = sorted({s for s, d, t, a in tr if d == "Borealis Rubber Works"})
    assert len(payers) == 1
    q.add("Counterparty check: which country is the company that pays Borealis Rubber Works based in? (country code)",
          byname[payers[0]]["country"], "two_hop", "en")
    gi = [p for p, cs in reps.items() if "Granite Insurance" in cs]
    assert len(gi) == 1
    q.add("Granite Insurance 的法定代表人登记的年龄是多少？",
          [p["age"] for p in ppl if p["name"] == gi[0]][0], "two_hop", "zh")
    q.add("For each of Acme Motors and O'Hara, Lamb & Sons, how many outgoing fund transfers did it make? Answer as 'name: count'.",
          ["%s: %d" % (n, sum(1 for s, d, t, a in tr if s == n)) for n in ["Acme Motors", "O'Hara, Lamb & Sons"]],
          "per_entity", "en")
    out_a = sum(a for s, d, t, a in tr if s == "Acme Motors")
    in_a = sum(a for s, d, t, a in tr if d == "Acme Motors")
    q.add("By how much does Acme Motors' total outgoing transfer amount exceed its total incoming transfer amount?",
          out_a - in_a, "difference", "en")
    ev = [t for s, d, t, a in tr if s == "Delta Cells GmbH" and d == "Fjord Steel AS"]
    assert len(ev) == 1
    q.add("On what date did Delta Cells GmbH transfer money to Fjord Steel AS? (YYYY-MM-DD)", iso(ev[0]), "date", "en")
    ev = [t for s, d, t, a in tr if s == "Granite Insurance" and d == "Acme Motors"]
    assert len(ev) == 1
    q.add("Granite Insurance 向 Acme Motors 转账是在哪个月？（格式 YYYY-MM）", iso(ev[0])[:7], "date", "zh")
    down = chain["Chemicals-Rubber-Synthetic rubber"]
    q.add("Which companies make a product that is directly downstream of Chemicals-Rubber-Synthetic rubber in the supply chain?",
          sorted(n for n, ps in prods.items() if set(ps) & set(down)), "two_hop", "en")
    q.add("在产品供应链里，Metals-Steel-Sheet steel 的直接下游产品有几个？",
          len(set(chain["Metals-Steel-Sheet steel"])), "count", "zh")
    q.add("Ada Moreno legal representative of which companies",
          sorted(reps["Ada Moreno"]), "list", "en")
    shared = any("Helix Chemicals" in cs and "Borealis Rubber Works" in cs for cs in reps.values())
    q.add("Helix Chemicals 和 Borealis Rubber Works 是否有同一位法定代表人？请回答是或否。",
          "是" if shared else "否", "yes_no", "zh")
    ages = {p["name"]: int(p["age"]) for p in ppl}
    q.add("Among the people recorded as legal representatives in the Acme network, who is the oldest?",
          unique_top(ages), "superlative", "en")
    a1 = sum(a for s, d, t, a in tr if s == "Acme Motors" and d == "O'Hara, Lamb & Sons")
    a2 = sum(a for s, d, t, a in tr if s == "Acme Motors" and d == "Delta Cells GmbH")
    assert a1 != a2
    q.add("Who received more money in total from Acme Motors: O'Hara, Lamb & Sons or Delta Cells GmbH?",
          "O'Hara, Lamb & Sons" if a1 > a2 else "Delta Cells GmbH", "comparison", "en")
    q.add("有几家公司的产品里包含 Chemicals-Rubber-Synthetic rubber？",
          sum(1 for ps in prods.values() if "Chemicals-Rubber-Synthetic rubber" in ps), "count", "zh")
    q.add("2024-01-01 至 2024-06-30（含首尾两天）之间，公司间每笔转账的平均金额是多少？（非整数按四舍五入保留两位小数）",
          avg([a for s, d, t, a in tr if "20240101" <= t <= "20240630"]), "average", "zh")
    q.add("Helix Chemicals 一共经营几种产品？", len(set(prods["Helix Chemicals"])), "count", "zh")
    q.dump("r87-acme-supply.json")


# ---------------------------------------------------------------- kag-supplychain
def supplychain():
    base = find_up(os.path.join("shared", "datasets", "kag-supplychain"))
    comp = rows(base, "Company.csv")
    names = [r["name"] for r in comp]
    assert len(set(names)) == len(names)
    byid = {r["id"]: r["name"] for r in comp}
    prods = {r["name"]: [x for x in r["product"].split(",") if x] for r in comp}
    tr = [(byid[r["srcId"]], byid[r["dstId"]], r["transDate"], int(r["transAmt"]))
          for r in rows(base, "Company_fundTrans_Company.csv")]
    ppl = rows(base, "Person.csv")
    assert len({p["name"] for p in ppl}) == len(ppl)
    reps = {p["name"]: [x for x in p["legalRepresentative"].split(",") if x] for p in ppl}
    ages = {p["name"]: int(p["age"]) for p in ppl}
    prod = {}
    for r in rows(base, "Product.csv"):
        v = (r["belongToIndustry"], r["hasSupplyChain"])
        assert prod.setdefault(r["id"], v) == v
    ind = {k: v[0] for k, v in prod.items()}
    chain = {k: [x for x in v[1].split(",") if x] for k, v in prod.items()}

    CH, SJ, ZJ = "传化****限公司", "三角***份限公司", "浙江**摩托**限公司"
    q = QS("kag-supplychain")
    q.add("顺丁橡胶（商品化工-橡胶-合成橡胶-顺丁橡胶）属于哪个产业？", ind["商品化工-橡胶-合成橡胶-顺丁橡胶"], "property", "zh")
    assert len(prods[SJ]) == len(set(prods[SJ]))
    q.add("What products does 三角***份限公司 make? List every product.", sorted(prods[SJ]), "list", "en")
    bj = "北京***能源*保****股**公司"
    assert len(prods[bj]) == len(set(prods[bj]))
    q.add("How many distinct products does 北京***能源*保****股**公司 list in its business scope?", len(prods[bj]), "count", "en")
    q.add("We're diligencing 三角***份限公司. What is the total amount of fund transfers it received from all other companies?",
          sum(a for s, d, t, a in tr if d == SJ), "sum", "en")
    q.add("total outgoing transfers of 传化****限公司 from 2023-05-01 to 2023-07-31 inclusive",
          sum(a for s, d, t, a in tr if s == CH and "20230501" <= t <= "20230731"), "sum", "en")
    q.add("What is the average amount of the individual fund transfers sent by 传化****限公司? Round to 2 decimals (half-up) if not whole.",
          avg([a for s, d, t, a in tr if s == CH]), "average", "en")
    outs = {d: a for s, d, t, a in tr if s == CH}
    assert len(outs) == sum(1 for s, d, t, a in tr if s == CH)
    q.add("Which company received the single largest payment from 传化****限公司?", unique_top(outs), "superlative", "en")
    a1, a2 = outs["宝业集****公司"], outs["康**股有公司"]
    assert a1 != a2
    q.add("Who got more money from 传化****限公司 — 宝业集****公司 or 康**股有公司?",
          "宝业集****公司" if a1 > a2 else "康**股有公司", "comparison", "en")
    q.add("Did 三角***份限公司 ever transfer funds to 传化****限公司? yes or no",
          "yes" if any(s == SJ and d == CH for s, d, t, a in tr) else "no", "yes_no", "en")
    ev = [t for s, d, t, a in tr if s == ZJ and d == SJ]
    assert len(ev) == 1
    q.add("On what date did 浙江**摩托**限公司 make its transfer to 三角***份限公司? Give YYYY-MM-DD.", iso(ev[0]), "date", "en")
    ev = [t for s, d, t, a in tr if s == CH and d == "中*海*港**公司"]
    assert len(ev) == 1
    q.add("传化****限公司 给 中*海*港**公司 的那笔转账发生在哪个月？（YYYY-MM）", iso(ev[0])[:7], "date", "zh")
    jl = [p for p, cs in reps.items() if "吉林奇*化****公司" in cs]
    assert len(jl) == 1
    q.add("How old is the legal representative of 吉林奇*化****公司?", ages[jl[0]], "two_hop", "en")
    yj = prods["鹰君集**公司"]
    assert len(set(yj)) == 1 and yj[0] in ind
    q.add("鹰君集**公司 经营的产品属于哪个产业？", ind[yj[0]], "two_hop", "zh")
    assert len(reps["庞*"]) == len(set(reps["庞*"]))
    q.add("庞* 担任几家公司的法定代表人？", len(reps["庞*"]), "count", "zh")
    q.add("List the companies for which 倪** is the legal representative.", sorted(reps["倪**"]), "list", "en")
    q.add("For 三角***份限公司, how much larger is its total incoming transfer amount than its total outgoing transfer amount?",
          sum(a for s, d, t, a in tr if d == SJ) - sum(a for s, d, t, a in tr if s == SJ), "difference", "en")
    q.add("How many incoming fund transfers did each of 传化****限公司 and 三角***份限公司 receive? Answer as 'name: count'.",
          ["%s: %d" % (n, sum(1 for s, d, t, a in tr if d == n)) for n in [CH, SJ]], "per_entity", "en")
    q.add("在供应链关系中，轮胎与橡胶-轮胎 是否被列为 商品化工-橡胶-合成橡胶-顺丁橡胶 的下游产品？回答是或否。",
          "是" if "轮胎与橡胶-轮胎" in chain["商品化工-橡胶-合成橡胶-顺丁橡胶"] else "否", "yes_no", "zh")
    q.add("有多少家企业的经营产品里直接列有“消闲用品”这一项（不含“消闲用品-自行车”等细分产品）？",
          sum(1 for ps in prods.values() if "消闲用品" in ps), "count", "zh")
    inflow = defaultdict(int)
    for s, d, t, a in tr:
        inflow[d] += a
    q.add("Which company received the largest total amount of incoming fund transfers?", unique_top(inflow), "superlative", "en")
    q.add("在所有法定代表人中，年龄最大的是谁？", unique_top(ages), "superlative", "zh")
    assert len(reps["华**"]) == len(set(reps["华**"])) and len(reps["尤**"]) == len(set(reps["尤**"]))
    assert len(reps["华**"]) != len(reps["尤**"])
    q.add("Who is legal representative of more companies, 华** or 尤**?",
          "华**" if len(reps["华**"]) > len(reps["尤**"]) else "尤**", "comparison", "en")
    q.add("How many company-to-company fund transfers are dated between 2023-07-01 and 2023-09-30, both days inclusive?",
          sum(1 for s, d, t, a in tr if "20230701" <= t <= "20230930"), "count", "en")
    q.add("汽车-摩托车制造-二轮摩托车 这个产品归属哪个产业？", ind["汽车-摩托车制造-二轮摩托车"], "property", "zh")
    zj = [p for p, cs in reps.items() if ZJ in cs]
    assert len(zj) == 1
    q.add("浙江**摩托**限公司 的法定代表人是谁？", zj[0], "property", "zh")
    q.dump("r87-kag-supplychain.json")


# ---------------------------------------------------------------- kag-riskmining
def riskmining():
    base = find_up(os.path.join("shared", "datasets", "kag-riskmining"))
    ppl = rows(base, "Person.csv")
    assert len({p["name"] for p in ppl}) == len(ppl)
    pn = {p["id"]: p["name"] for p in ppl}
    ages = {p["name"]: int(p["age"]) for p in ppl}
    comp = rows(base, "Company.csv")
    assert len({c["name"] for c in comp}) == len(comp)
    cn = {c["id"]: c["name"] for c in comp}
    tr = [(pn[r["src"]], pn[r["dst"]], r["transDate"], int(r["transAmt"])) for r in rows(base, "Person_fundTrans_Person.csv")]
    dev = {r["id"]: r for r in rows(base, "Device.csv")}
    assert len({d["umid"] for d in dev.values()}) == len(dev)
    pdev = defaultdict(set)
    for r in rows(base, "Person_hasDevice_Device.csv"):
        pdev[pn[r["src"]]].add(r["dst"])
    apps = {r["id"]: r for r in rows(base, "App.csv")}
    ccert = defaultdict(set)
    for r in rows(base, "Company_hasCert_Cert.csv"):
        ccert[cn[r["src"]]].add(r["dst"])
    pcert = defaultdict(set)
    for r in rows(base, "Person_hasCert_Cert.csv"):
        pcert[pn[r["src"]]].add(r["dst"])
    share = defaultdict(set)
    for r in rows(base, "Person_holdShare_Company.csv"):
        share[pn[r["src"]]].add(cn[r["dst"]])

    def installs(did):
        return set(x for x in dev[did]["install"].split(",") if x)

    B = "柏*"
    q = QS("kag-riskmining")
    q.add("柏* 多大年龄？", ages[B], "property", "zh")
    q.add("How many apps carry the risk mark 赌博 (gambling)?", sum(1 for a in apps.values() if a["riskMark"] == "赌博"), "count", "en")
    q.add("list apps whose riskMark is 诈骗", sorted(k for k, a in apps.items() if a["riskMark"] == "诈骗"), "list", "en")
    q.add("What is the total amount 柏* transferred to 裘** across all transfers?",
          sum(a for s, d, t, a in tr if s == B and d == "裘**"), "sum", "en")
    q.add("2023-09-01 到 2023-09-10（含两端）期间，柏* 转给 邬** 的金额合计是多少？",
          sum(a for s, d, t, a in tr if s == B and d == "邬**" and "20230901" <= t <= "20230910"), "sum", "zh")
    q.add("Average amount per transfer from 柏* to 杜*? Round to 2 decimal places (half-up) if it isn't a whole number.",
          avg([a for s, d, t, a in tr if s == B and d == "杜*"]), "average", "en")
    big = max(a for s, d, t, a in tr if s == B)
    who = [d for s, d, t, a in tr if s == B and a == big]
    assert len(who) == 1
    q.add("Who received the single largest transfer made by 柏*?", who[0], "superlative", "en")
    x1 = sum(a for s, d, t, a in tr if s == B and d == "裘**")
    x2 = sum(a for s, d, t, a in tr if s == B and d == "杜*")
    assert x1 != x2
    q.add("柏* 转给 裘** 和 杜* 的总金额，谁收到的更多？", "裘**" if x1 > x2 else "杜*", "comparison", "zh")
    q.add("Does 柏* hold shares in the company **娱乐**公司? yes/no",
          "yes" if "**娱乐**公司" in share[B] else "no", "yes_no", "en")
    q.add("邬** 名下一共有几台设备？", len(pdev["邬**"]), "count", "zh")
    q.add("I'm checking whether 杜* is behind a gambling app. How many of 杜*'s devices have the app com.qIu.VJbJ installed?",
          sum(1 for d in pdev["杜*"] if "com.qIu.VJbJ" in installs(d)), "two_hop", "en")
    q.add("Number of devices owned by each of 裘**, 杜* and 邬** — answer as 'name: count'.",
          ["%s: %d" % (n, len(pdev[n])) for n in ["裘**", "杜*", "邬**"]], "per_entity", "en")
    q.add("How much more did 柏* transfer in total to 邬** than to 裘**?",
          sum(a for s, d, t, a in tr if s == B and d == "邬**") - x1, "difference", "en")
    ev = [t for s, d, t, a in tr if s == B and a == big]
    q.add("On what date did 柏* make the transfer of %d to %s? (YYYY-MM-DD)" % (big, who[0]), iso(ev[0]), "date", "en")
    assert len(pdev["左**"]) == 1
    q.add("What is the umid of the device owned by 左**?", dev[next(iter(pdev["左**"]))]["umid"], "property", "en")
    q.add("方* 和 雷** 是否共用同一台设备？请回答是或否。",
          "是" if pdev["方*"] & pdev["雷**"] else "否", "yes_no", "zh")
    q.add("Which certificate number does the app com.qIu.VJbJ use?", apps["com.qIu.VJbJ"]["useCert"], "property", "en")
    q.add("How many companies hold the certificate with number 33fdf452aa9cd145ba096c364a250ee8?",
          sum(1 for c, cs in ccert.items() if "33fdf452aa9cd145ba096c364a250ee8" in cs), "count", "en")
    gam_certs = {a["useCert"] for a in apps.values() if a["riskMark"] == "赌博"}
    holders = sorted(p for p, cs in pcert.items() if cs & gam_certs)
    q.add("哪个自然人持有的证书被风险标记为“赌博”的应用所使用？", holders, "two_hop", "zh")
    q.add("Which companies does 柏* hold shares in? List them all.", sorted(share[B]), "list", "en")
    q.add("How many devices have the app com.Yirmf.MZx.NKC.Xqp installed? (count each device once)",
          sum(1 for d in dev if "com.Yirmf.MZx.NKC.Xqp" in installs(d)), "count", "en")
    q.add("所有自然人里年龄最大的是谁？", unique_top(ages), "superlative", "zh")
    q.add("How many separate transfers did 柏* send to 杜*?", sum(1 for s, d, t, a in tr if s == B and d == "杜*"), "count", "en")
    q.add("2023-09-01 至 2023-09-15（含首尾）期间，柏* 发出的每笔转账平均金额是多少？（非整数四舍五入保留两位小数）",
          avg([a for s, d, t, a in tr if s == B and "20230901" <= t <= "20230915"]), "average", "zh")
    c = "哈尔*工***技术产**发**限公司"
    q.add("应用 com.FtseGg.URbin.mdWFR.IuecfgL 所使用的证书，是否由企业 %s 持有？回答是或否。" % c,
          "是" if apps["com.FtseGg.URbin.mdWFR.IuecfgL"]["useCert"] in ccert[c] else "否", "yes_no", "zh")
    q.dump("r87-kag-riskmining.json")


if __name__ == "__main__":
    acme()
    supplychain()
    riskmining()
    print("wrote r87 files to", OUT_DIR)
