"""Round r85 held-out questions for acme-supply, kag-supplychain and kag-riskmining.

Personas (new this round):
  (1) a procurement manager vetting a new supplier (acme-supply, kag-supplychain);
  (2) 一位银行反洗钱合规专员 / a bank AML compliance officer (kag-riskmining, some kag-supplychain);
  (3) an equity research analyst studying industries and product chains (kag-supplychain, acme-supply).
Each project: 25 questions, 16 English + 9 Chinese.

Files / columns used:
  acme-supply/sources: Company.csv (id,name,country,founded,product[';'-separated MultiValue]),
    Company_fundTrans_Company.csv (srcId,dstId,transDate yyyymmdd,transAmt int),
    Person.csv (id,name,age,legalRepresentative[';'-separated company names]),
    Product.csv (id,hasSupplyChain[';'-separated downstream products]).
  kag-supplychain/sources: Company.csv (id,name,product[','-separated]), Company_fundTrans_Company.csv,
    Person.csv (id,name,age,legalRepresentative[','-separated company names]),
    Product.csv (id,belongToIndustry,hasSupplyChain[','-separated]; duplicate id rows checked identical),
    ProductChainEvent.csv (id,name,subject,index,trend).
  kag-riskmining/sources: Person.csv (id,name,age,hasPhone), Company.csv (id,name,phone),
    Person_fundTrans_Person.csv (src,dst,transDate,transAmt), Person_holdShare_Company.csv,
    Person_hasDevice_Device.csv, Device.csv (install [','-separated app ids]), App.csv (id,riskMark,useCert),
    Company_hasCert_Cert.csv (src company id, dst = certNum); schema/concept.rule rules
    (developed: >5 distinct own devices with the app installed; 赌博App老板: release + fundTrans to a developer).

Readings avoided and why:
  - nothing relative to today/now or "last N days" (schema rules such as outflow90Days / fundTrans1Month use now());
    only explicit, inclusive date windows.
  - kag-supplychain CompanyUpdate.csv is never used (meaning unclear).
  - MultiValue cells that repeat a value (e.g. supplychain person 臧* lists 三角/传化 twice; several company product
    lists repeat a product; riskmining device install lists repeat an app) are de-duplicated with sets, and no
    question counts the entries of such a repeating cell.
  - masked phone numbers (riskmining hasPhone/phone) are never asked; apps, devices and certificates have no name
    column, so they are only counted, never named; entities are named only by name columns, asserted unique.
  - superlatives are asserted to have a unique top; youngest supplychain person is tied (20) and not asked.
  - the free-text notes in acme-supply/sources/notes are not used for answers.
  - non-integer answers: decimal ROUND_HALF_UP to 2 places, stated in the question.
"""
import csv
import json
import os
from collections import defaultdict, Counter
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_up(rel):
    d = HERE
    while True:
        p = os.path.join(d, rel)
        if os.path.isdir(p):
            return p
        nd = os.path.dirname(d)
        if nd == d:
            raise SystemExit("cannot find " + rel)
        d = nd


def rows(base, name):
    with open(os.path.join(base, "sources", name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def r2(x):
    return str(Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def num(x):
    if isinstance(x, Decimal):
        if x == x.to_integral_value():
            return str(int(x))
        return r2(x)
    return str(x)


def avg(vals):
    return Decimal(sum(vals)) / Decimal(len(vals))


def uniq_top(d):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=True)
    assert len(items) == 1 or items[0][1] != items[1][1], ("tie", items[:2])
    return items[0][0]


def uniq_bottom(d):
    items = sorted(d.items(), key=lambda kv: kv[1])
    assert len(items) == 1 or items[0][1] != items[1][1], ("tie", items[:2])
    return items[0][0]


def split(cell, sep):
    return [v.strip() for v in (cell or "").split(sep) if v.strip()]


def in_window(d, a, b):
    return a <= d <= b


class QS:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a for a in answer), question
        self.items.append({"id": "%s-r85-%02d" % (self.prefix, len(self.items) + 1),
                           "question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- acme-supply
def acme():
    base = find_up(os.path.join("data", "examples", "acme-supply"))
    comp = rows(base, "Company.csv")
    cname = {c["id"]: c["name"] for c in comp}
    assert len(set(cname.values())) == len(cname)
    byname = {c["name"]: c for c in comp}
    prods = {c["name"]: set(split(c["product"], ";")) for c in comp}
    tr = [(cname[t["srcId"]], cname[t["dstId"]], t["transDate"], int(t["transAmt"]))
          for t in rows(base, "Company_fundTrans_Company.csv")]
    pers = rows(base, "Person.csv")
    assert len({p["name"] for p in pers}) == len(pers)
    legal = {p["name"]: set(split(p["legalRepresentative"], ";")) for p in pers}
    age = {p["name"]: int(p["age"]) for p in pers}
    prod = rows(base, "Product.csv")
    down = {p["id"]: set(split(p["hasSupplyChain"], ";")) for p in prod}
    q = QS("acme-supply")

    A, O, D = "Acme Motors", "O'Hara, Lamb & Sons", "Delta Cells GmbH"
    q.add("property", "en", "I'm vetting Fjord Steel AS as a possible sheet-steel supplier. Which country is the company Fjord Steel AS based in (country code as recorded)?",
          byname["Fjord Steel AS"]["country"])
    q.add("property", "en", "In what year was the company Helix Chemicals founded?", int(byname["Helix Chemicals"]["founded"]))
    q.add("superlative", "en", "Among all companies in the Acme supply network, which company was founded earliest?",
          uniq_bottom({c["name"]: int(c["founded"]) for c in comp}))
    q.add("count", "en", "How many companies in the Acme supply network are based in the US (country code US)?",
          sum(1 for c in comp if c["country"] == "US"))
    q.add("list", "en", "For my industry coverage: which companies list the product Chemicals-Rubber-Synthetic rubber among the products they make?",
          sorted(n for n, ps in prods.items() if "Chemicals-Rubber-Synthetic rubber" in ps))
    q.add("sum", "en", "Before we sign with them, I want to know how much business they already do with Acme: what is the total amount of all fund transfers from the company Acme Motors to the company O'Hara, Lamb & Sons?",
          sum(a for s, d, _, a in tr if s == A and d == O))
    q.add("sum", "en", "What was the total amount Acme Motors transferred to other companies between 2024-06-01 and 2024-06-30 (both dates inclusive)?",
          sum(a for s, _, dt, a in tr if s == A and in_window(dt, "20240601", "20240630")))
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for s, d, _, a in tr:
        inflow[d] += a
        outflow[s] += a
    q.add("superlative", "en", "Which company received the largest total amount of incoming fund transfers across all recorded transfers?",
          uniq_top(inflow))
    q.add("comparison", "en", "Which company received more money in total from Acme Motors: Delta Cells GmbH or O'Hara, Lamb & Sons?",
          uniq_top({x: sum(a for s, d, _, a in tr if s == A and d == x) for x in (D, O)}))
    q.add("yes_no", "en", "Has the company Helix Chemicals ever made a fund transfer to the company Borealis Rubber Works? Answer yes or no.",
          "yes" if any(s == "Helix Chemicals" and d == "Borealis Rubber Works" for s, d, _, _ in tr) else "no")
    big = {}
    for s, d, _, a in tr:
        if s == A:
            big[(d, a)] = a
    top = uniq_top(big)[0]
    q.add("two_hop", "en", "Who is the legal representative (person) of the company that received the single largest fund transfer from Acme Motors?",
          sorted(p for p, cs in legal.items() if top in cs))
    paid = {d for s, d, _, _ in tr if s == O}
    q.add("two_hop", "en", "Which products are made by the companies that O'Hara, Lamb & Sons has paid money to? List each product once.",
          sorted(set().union(*[prods[c] for c in paid])))
    q.add("per_entity", "en", "How many fund transfers did the company Acme Motors send in total?", sum(1 for s, *_ in tr if s == A))
    q.add("superlative", "en", "Which person in the Acme supply data is the oldest?", uniq_top(age))
    q.add("average", "en", "What is the average amount of all recorded company-to-company fund transfers? Round to 2 decimal places (ROUND_HALF_UP).",
          num(avg([a for *_, a in tr])))
    q.add("list", "en", "As an analyst mapping the product chain: which downstream products does the product Metals-Steel-Sheet steel feed into?",
          sorted(down["Metals-Steel-Sheet steel"]))
    # Chinese
    q.add("yes_no", "zh", "我们在评估供应商O'Hara, Lamb & Sons的客户集中度：公司Acme Motors转给O'Hara, Lamb & Sons的资金是否超过O'Hara, Lamb & Sons收到的全部转账总额的一半？请回答“是”或“否”。",
          "是" if sum(a for s, d, _, a in tr if s == A and d == O) * 2 > inflow[O] else "否")
    q.add("list", "zh", "哪些公司与公司Helix Chemicals拥有同一位法定代表人？（不含Helix Chemicals本身）",
          sorted({c for p, cs in legal.items() if "Helix Chemicals" in cs for c in cs} - {"Helix Chemicals"}))
    q.add("count", "zh", "在产品数据中，有多少种产品没有任何下游产品（供应链下游为空）？",
          sum(1 for p, ds in down.items() if not ds))
    q.add("two_hop", "zh", "公司Eastwind Logistics的法定代表人（自然人）登记的年龄是多少岁？",
          [age[p] for p, cs in legal.items() if "Eastwind Logistics" in cs][0] if sum(1 for cs in legal.values() if "Eastwind Logistics" in cs) == 1 else None)
    q.add("count", "zh", "在2024-01-01至2024-03-31（含首尾两天）期间，公司之间一共发生了多少笔资金转账？",
          sum(1 for _, _, dt, _ in tr if in_window(dt, "20240101", "20240331")))
    pa = {}
    for s, d, _, a in tr:
        if d == A:
            pa[(s, a)] = a
    q.add("two_hop", "zh", "向公司Acme Motors支付单笔金额最大的那家公司位于哪个国家（按记录中的国家代码）？",
          byname[uniq_top(pa)[0]]["country"])
    q.add("superlative", "zh", "所有公司中，对外转账总金额最大的是哪家公司？", uniq_top(outflow))
    q.add("list", "zh", "公司Delta Cells GmbH向哪些公司转过账？", sorted({d for s, d, _, _ in tr if s == D}))
    q.add("property", "zh", "公司Borealis Rubber Works生产哪些产品？", sorted(prods["Borealis Rubber Works"]))
    return q.items


# ------------------------------------------------------------ kag-supplychain
def supplychain():
    base = find_up(os.path.join("shared", "datasets", "kag-supplychain"))
    comp = rows(base, "Company.csv")
    cname = {c["id"]: c["name"] for c in comp}
    assert len(set(cname.values())) == len(cname)
    prods = {c["name"]: set(split(c["product"], ",")) for c in comp}
    tr = [(cname[t["srcId"]], cname[t["dstId"]], t["transDate"], int(t["transAmt"]))
          for t in rows(base, "Company_fundTrans_Company.csv")]
    pers = rows(base, "Person.csv")
    assert len({p["name"] for p in pers}) == len(pers)
    legal = {p["name"]: set(split(p["legalRepresentative"], ",")) for p in pers}
    age = {p["name"]: int(p["age"]) for p in pers}
    prod = rows(base, "Product.csv")
    pinfo = defaultdict(set)
    for p in prod:
        pinfo[p["id"]].add((p["belongToIndustry"], p["hasSupplyChain"]))
    assert all(len(v) == 1 for v in pinfo.values())
    ind = {k: next(iter(v))[0] for k, v in pinfo.items()}
    down = {k: set(split(next(iter(v))[1], ",")) for k, v in pinfo.items()}
    ev = rows(base, "ProductChainEvent.csv")
    q = QS("kag-supplychain")

    CH, SJ, ZJ = "传化****限公司", "三角***份限公司", "浙江**摩托**限公司"
    inflow = defaultdict(int)
    for s, d, _, a in tr:
        inflow[d] += a
    q.add("list", "en", "I'm vetting 三角***份限公司 as a tyre supplier. Which products does the company 三角***份限公司 list as its business products?",
          sorted(prods[SJ]))
    q.add("count", "en", "How many different companies has the company 传化****限公司 sent fund transfers to?",
          len({d for s, d, _, _ in tr if s == CH}))
    q.add("sum", "en", "What is the total amount of all fund transfers received by the company 传化****限公司?", inflow[CH])
    q.add("sum", "en", "What was the total amount the company 传化****限公司 paid out to other companies between 2023-07-01 and 2023-07-31 (both dates inclusive)?",
          sum(a for s, _, dt, a in tr if s == CH and in_window(dt, "20230701", "20230731")))
    big = {(d, a): a for s, d, _, a in tr if s == CH}
    topd = uniq_top(big)[0]
    q.add("superlative", "en", "Which company received the single largest fund transfer sent by the company 传化****限公司?", topd)
    q.add("superlative", "en", "Which company paid the largest total amount to the company 三角***份限公司?",
          uniq_top({s: sum(a for s2, d2, _, a in tr if s2 == s and d2 == SJ) for s, d, _, _ in tr if d == SJ}))
    q.add("comparison", "en", "Which company received more money from 传化****限公司: 宝业集****公司 or 康**股有公司?",
          uniq_top({x: sum(a for s, d, _, a in tr if s == CH and d == x) for x in ("宝业集****公司", "康**股有公司")}))
    q.add("yes_no", "en", "Is there any recorded fund transfer from the company 传化****限公司 to the company 浙江**摩托**限公司? Answer yes or no.",
          "yes" if any(s == CH and d == ZJ for s, d, _, _ in tr) else "no")
    q.add("two_hop", "en", "Who are the legal representatives (persons) of the company that received the single largest fund transfer from 传化****限公司?",
          sorted(p for p, cs in legal.items() if topd in cs))
    q.add("per_entity", "en", "How many fund transfers did the company 传化****限公司 send in total?", sum(1 for s, *_ in tr if s == CH))
    q.add("superlative", "en", "Which person in the supply-chain data is the oldest?", uniq_top(age))
    q.add("list", "en", "For my coverage of the rubber chain: which companies list 商品化工-橡胶-合成橡胶-顺丁橡胶 as one of their business products?",
          sorted(n for n, ps in prods.items() if "商品化工-橡胶-合成橡胶-顺丁橡胶" in ps))
    q.add("property", "en", "Which industry does the product 轮胎与橡胶-轮胎-斜交轮胎 belong to?", ind["轮胎与橡胶-轮胎-斜交轮胎"])
    q.add("count", "en", "How many distinct downstream products are listed in the supply chain of the product 商品化工-橡胶-合成橡胶-顺丁橡胶?",
          len(down["商品化工-橡胶-合成橡胶-顺丁橡胶"]))
    by = "宝业集****公司"
    assert all(p in ind for p in prods[by])
    q.add("two_hop", "en", "Which industry does the company 宝业集****公司 belong to, judged by the industries of the products it makes?",
          sorted({ind[p] for p in prods[by]}))
    q.add("average", "en", "What is the average amount of the fund transfers received by the company 三角***份限公司? Round to 2 decimal places (ROUND_HALF_UP).",
          num(avg([a for s, d, _, a in tr if d == SJ])))
    # Chinese
    q.add("list", "zh", "自然人夏**担任哪些公司的法定代表人？", sorted(legal["夏**"]))
    q.add("yes_no", "zh", "公司广东***通*份*公司和公司拉近*娱***公司是否有共同的法定代表人？请回答“是”或“否”。",
          "是" if any("广东***通*份*公司" in cs and "拉近*娱***公司" in cs for cs in legal.values()) else "否")
    e = [x for x in ev if x["name"] == "顺丁橡胶成本上涨"]
    assert len(e) == 1
    q.add("property", "zh", "产业链事件“顺丁橡胶成本上涨”的主体是哪个产品？", e[0]["subject"])
    q.add("count", "zh", "属于产业“金融-保险-保险-保险”的产品一共有多少种（按不同产品计）？",
          sum(1 for p, i in ind.items() if i == "金融-保险-保险-保险"))
    q.add("count", "zh", "年龄小于30岁的自然人一共有多少位？", sum(1 for a in age.values() if a < 30))
    q.add("yes_no", "zh", "作为反洗钱审查的一部分：公司三角***份限公司转给公司传化****限公司的金额，是否超过传化****限公司收到的全部转账总额的一半？请回答“是”或“否”。",
          "是" if sum(a for s, d, _, a in tr if s == SJ and d == CH) * 2 > inflow[CH] else "否")
    q.add("count", "zh", "在2023-08-01至2023-08-31（含首尾两天）期间，公司之间一共发生了多少笔资金转账？",
          sum(1 for _, _, dt, _ in tr if in_window(dt, "20230801", "20230831")))
    q.add("count", "zh", "有多少家公司的经营产品中包含“轮胎与橡胶-轮胎-斜交轮胎”？",
          sum(1 for ps in prods.values() if "轮胎与橡胶-轮胎-斜交轮胎" in ps))
    q.add("per_entity", "zh", "我在做反洗钱核查：公司三角***份限公司一共收到了多少笔资金转账？",
          sum(1 for _, d, _, _ in tr if d == SJ))
    return q.items


# -------------------------------------------------------------- kag-riskmining
def riskmining():
    base = find_up(os.path.join("shared", "datasets", "kag-riskmining"))
    pers = rows(base, "Person.csv")
    pname = {p["id"]: p["name"] for p in pers}
    assert len(set(pname.values())) == len(pname)
    age = {p["name"]: int(p["age"]) for p in pers}
    comp = rows(base, "Company.csv")
    cname = {c["id"]: c["name"] for c in comp}
    assert len(set(cname.values())) == len(cname)
    tr = [(pname[t["src"]], pname[t["dst"]], t["transDate"], int(t["transAmt"]))
          for t in rows(base, "Person_fundTrans_Person.csv")]
    hold = defaultdict(set)
    for r in rows(base, "Person_holdShare_Company.csv"):
        hold[pname[r["src"]]].add(cname[r["dst"]])
    hd = rows(base, "Person_hasDevice_Device.csv")
    devs = defaultdict(set)
    owners = defaultdict(set)
    for r in hd:
        devs[pname[r["src"]]].add(r["dst"])
        owners[r["dst"]].add(pname[r["src"]])
    install = {d["id"]: set(split(d["install"], ",")) for d in rows(base, "Device.csv")}
    apps = [a for a in rows(base, "App.csv") if a["id"] != "id" and a["riskMark"] != "riskMark"]
    gamb = {a["id"] for a in apps if "赌博" in a["riskMark"]}
    appcert = {a["id"]: a["useCert"] for a in apps}
    ccert = defaultdict(set)
    for r in rows(base, "Company_hasCert_Cert.csv"):
        ccert[cname[r["src"]]].add(r["dst"])
    q = QS("kag-riskmining")

    B, Q0, D1, W2 = "柏*", "裘**", "杜*", "邬**"
    recv = defaultdict(int)
    for s, d, _, a in tr:
        recv[d] += a
    q.add("per_entity", "en", "How many fund transfers did the person 柏* send to the person 杜*?",
          sum(1 for s, d, *_ in tr if s == B and d == D1))
    q.add("sum", "en", "What is the total amount of all fund transfers from the person 柏* to the person 邬**?",
          sum(a for s, d, _, a in tr if s == B and d == W2))
    q.add("sum", "en", "We flagged a burst of payments in early September. What is the total amount the person 柏* transferred to other persons between 2023-09-01 and 2023-09-10 (both dates inclusive)?",
          sum(a for s, _, dt, a in tr if s == B and in_window(dt, "20230901", "20230910")))
    q.add("average", "en", "What is the average amount of the fund transfers from the person 柏* to the person 裘**? Round to 2 decimal places (ROUND_HALF_UP).",
          num(avg([a for s, d, _, a in tr if s == B and d == Q0])))
    q.add("superlative", "en", "Which person received the largest total amount of money from the person 柏*?",
          uniq_top({d: sum(a for s, d2, _, a in tr if s == B and d2 == d) for s, d, _, _ in tr if s == B}))
    q.add("comparison", "en", "Who received more money in total from the person 柏*: 裘** or 杜*?",
          uniq_top({x: sum(a for s, d, _, a in tr if s == B and d == x) for x in (Q0, D1)}))
    q.add("yes_no", "en", "Is there any recorded fund transfer from the person 柏* to the person 祁**? Answer yes or no.",
          "yes" if any(s == B and d == "祁**" for s, d, *_ in tr) else "no")
    q.add("yes_no", "en", "Did the person 柏* transfer money to the person 杜* on 2023-09-12? Answer yes or no.",
          "yes" if any(s == B and d == D1 and dt == "20230912" for s, d, dt, _ in tr) else "no")
    q.add("superlative", "en", "Which person in the risk-mining data is the oldest?", uniq_top(age))
    q.add("property", "en", "How old is the person 明**?", age["明**"])
    q.add("list", "en", "For our customer due diligence: in which companies does the person 柏* hold shares?", sorted(hold[B]))
    q.add("count", "en", "How many distinct devices does the person 邬** own?", len(devs[W2]))
    shared = sorted({p for d, ps in owners.items() if len(ps) > 1 for p in ps})
    q.add("list", "en", "Some devices are registered to more than one person. Which persons own a device that is also owned by another person?", shared)
    q.add("count", "en", "How many apps carry the risk mark 赌博 (gambling)?", len(gamb))
    single = {(d, a): a for s, d, _, a in tr if s == B}
    q.add("two_hop", "en", "How old is the person who received the single largest fund transfer sent by 柏*?",
          age[uniq_top(single)[0]])
    q.add("superlative", "en", "What is the largest single transfer amount the person 柏* sent to the person 邬**?",
          max(a for s, d, _, a in tr if s == B and d == W2))
    # Chinese
    q.add("count", "zh", "我是银行反洗钱合规专员，正在核查一组可疑交易：在2023-08-25至2023-08-31（含首尾两天）期间，自然人柏*一共向他人转账了多少笔？",
          sum(1 for s, _, dt, _ in tr if s == B and in_window(dt, "20230825", "20230831")))
    q.add("count", "zh", "自然人柏*一共向多少位不同的自然人转过账？", len({d for s, d, *_ in tr if s == B}))
    q.add("property", "zh", "自然人柏*在2023-09-18转给自然人裘**的那笔转账金额是多少？",
          [a for s, d, dt, a in tr if s == B and d == Q0 and dt == "20230918"][0]
          if sum(1 for s, d, dt, _ in tr if s == B and d == Q0 and dt == "20230918") == 1 else None)
    q.add("superlative", "zh", "风险挖掘数据中年龄最小的自然人是谁？", uniq_bottom(age))
    q.add("count", "zh", "年龄在40岁到50岁之间（含40和50）的自然人有多少位？", sum(1 for a in age.values() if 40 <= a <= 50))
    certs = set().union(*[ccert[c] for c in hold[B]])
    q.add("two_hop", "zh", "自然人柏*持股的那些公司一共拥有多少个不同的证书？", len(certs))
    q.add("count", "zh", "在裘**名下的设备上，一共安装过多少个不同的、风险标记为“赌博”的应用？",
          len(set().union(*[install.get(d, set()) for d in devs[Q0]]) & gamb))
    # rule-based: developers and bosses (schema developed rule + concept.rule)
    developed = defaultdict(set)
    for p, ds in devs.items():
        for app in gamb:
            if len({d for d in ds if app in install.get(d, set())}) > 5:
                developed[p].add(app)
    developers = sorted(p for p, a in developed.items() if a)
    q.add("list", "zh", "根据规则（某人名下安装了同一赌博应用的设备超过5台即视为该应用的开发者），哪些自然人属于“赌博App开发者”？", developers)
    bosses = set()
    for s in pname.values():
        rel = {app for app in gamb for c in hold[s] if appcert.get(app) in ccert[c]}
        for app in rel:
            for u in developers:
                if app in developed[u] and any(x == s and y == u for x, y, *_ in tr):
                    bosses.add(s)
    q.add("yes_no", "zh", "按照规则（持股公司拥有某赌博应用所用证书、且向该应用的开发者转过账），自然人柏*是否属于“赌博App老板”？请回答“是”或“否”。",
          "是" if B in bosses else "否")
    return q.items


def main():
    out = os.path.dirname(HERE)
    for name, fn in (("r85-acme-supply.json", acme), ("r85-kag-supplychain.json", supplychain),
                     ("r85-kag-riskmining.json", riskmining)):
        items = fn()
        assert len(items) == 25, (name, len(items))
        assert sum(1 for i in items if i["lang"] == "en") == 16, name
        assert all(i["answer"] and all(a and a != "None" for a in i["answer"]) for i in items), name
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
        print(name, len(items), Counter(i["shape"] for i in items), Counter(i["lang"] for i in items))


if __name__ == "__main__":
    main()
