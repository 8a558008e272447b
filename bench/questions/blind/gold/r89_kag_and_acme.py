"""Gold answers for held-out question round r89 (acme-supply, kag-supplychain, kag-riskmining).

Personas
  (1) an internal-controls auditor testing large and unusual payments (acme-supply, kag-supplychain);
  (2) 一位反电信诈骗中心的分析员, following money between people and the devices/apps they use (kag-riskmining);
  (3) a supply-chain consultant (English and Chinese) mapping which companies make which products and
      which products feed which (kag-supplychain, acme-supply).

Files / columns used
  acme-supply (data/examples/acme-supply/sources):
    Company.csv (id, name, country, founded, product[';'-separated MultiValue]),
    Company_fundTrans_Company.csv (srcId, dstId, transDate yyyymmdd, transAmt),
    Person.csv (name, age, legalRepresentative[';'-separated company names]),
    Product.csv (id, hasSupplyChain[';'-separated downstream products]).
  kag-supplychain (shared/datasets/kag-supplychain/sources):
    Company.csv (id, name, product[','-separated]), Company_fundTrans_Company.csv,
    Person.csv (name, age, legalRepresentative[','-separated company names]),
    Product.csv (id, belongToIndustry, hasSupplyChain).
  kag-riskmining (shared/datasets/kag-riskmining/sources):
    Person.csv (id, name, age), Person_fundTrans_Person.csv (src, dst, transDate, transAmt),
    Person_hasDevice_Device.csv (src person id, dst device id), Device.csv (id, umid, install), App.csv (id, riskMark).

Readings avoided and why
  - No "last N days / recent month" questions (schema rules use now()); only explicit inclusive date windows.
  - kag-supplychain CompanyUpdate.csv not used (meaning unclear).
  - MultiValue cells that repeat a value (e.g. 臧*'s legalRepresentative list, several company product lists,
    Device.install lists) are never counted; membership questions only, with de-duplication.
  - hasSupplyChain / install lists that name things without a row of their own are not counted.
  - kag-supplychain Product.csv repeats some product ids (e.g. 汽车, 轮胎与橡胶) -> only products with one row are used.
  - Masked phone numbers and the three near-identical masked '**娱乐**' company names in kag-riskmining are not asked about.
  - Entities are named by the name column (apps by their package id, which is their name); names verified unique.
  - Superlatives are asserted unique; non-integers are rounded ROUND_HALF_UP to 2 decimals.
"""
import csv
import json
import os
from collections import defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


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


def num(x):
    x = Decimal(x)
    if x == x.to_integral_value():
        return str(int(x))
    return str(x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def iso(d):
    return f"{d[:4]}-{d[4:6]}-{d[6:8]}"


def split(cell, sep):
    return [v.strip() for v in cell.split(sep) if v.strip()]


def unique_max(d):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=True)
    assert len(items) == 1 or items[0][1] != items[1][1], ("tie", items[:2])
    return items[0][0]


def Q(out, prefix, shape, lang, question, answer):
    assert answer and all(str(a) != "" for a in answer), question
    out.append({"id": f"{prefix}-r89-{len(out)+1:02d}", "question": question,
                "answer": [str(a) for a in answer], "shape": shape, "lang": lang})


# ---------------------------------------------------------------- acme-supply
def acme():
    base = find_up(os.path.join("data", "examples", "acme-supply"))
    comp = rows(base, "Company.csv")
    name = {c["id"]: c["name"] for c in comp}
    assert len(set(name.values())) == len(name)
    byname = {c["name"]: c for c in comp}
    tr = [(name[t["srcId"]], name[t["dstId"]], t["transDate"], int(t["transAmt"]))
          for t in rows(base, "Company_fundTrans_Company.csv")]
    people = {p["name"]: p for p in rows(base, "Person.csv")}
    prods = {p["id"]: split(p["hasSupplyChain"], ";") for p in rows(base, "Product.csv")}
    makes = {c["name"]: set(split(c["product"], ";")) for c in comp}
    out, P = [], "acme-supply"
    OH = "O'Hara, Lamb & Sons"

    Q(out, P, "property", "en", "Which country is Helix Chemicals based in?", [byname["Helix Chemicals"]["country"]])
    Q(out, P, "property", "en", "fjord steel as founded year", [byname["Fjord Steel AS"]["founded"]])
    Q(out, P, "count", "en", "I'm testing the outgoing payment population. How many fund transfers did Acme Motors send in total?",
      [sum(1 for s, d, _, a in tr if s == "Acme Motors")])
    Q(out, P, "sum", "en", f"What is the total amount Acme Motors paid to {OH} across all transfers?",
      [sum(a for s, d, _, a in tr if s == "Acme Motors" and d == OH)])
    Q(out, P, "sum", "en", "Total value of all company-to-company fund transfers dated from 2024-05-01 to 2024-06-30, both days inclusive?",
      [sum(a for s, d, t, a in tr if "20240501" <= t <= "20240630")])
    big = {}
    for s, d, t, a in tr:
        big[(s, d, t)] = a
    top = unique_max(big)
    Q(out, P, "superlative", "en", "Which company received the single largest fund transfer in the Acme supply data?", [top[1]])
    acme_out = [a for s, d, _, a in tr if s == "Acme Motors"]
    Q(out, P, "average", "en", "What is the average amount of the fund transfers sent by Acme Motors? (round to 2 decimals, ROUND_HALF_UP, if not a whole number)",
      [num(Decimal(sum(acme_out)) / len(acme_out))])
    inflow = defaultdict(int)
    for s, d, _, a in tr:
        inflow[d] += a
    Q(out, P, "comparison", "en", "Who received more money in total via fund transfers: Borealis Rubber Works or Helix Chemicals?",
      ["Borealis Rubber Works" if inflow["Borealis Rubber Works"] > inflow["Helix Chemicals"] else "Helix Chemicals"])
    Q(out, P, "yes_no", "en", "did granite insurance ever pay acme motors?",
      ["yes" if any(s == "Granite Insurance" and d == "Acme Motors" for s, d, _, _ in tr) else "no"])
    Q(out, P, "list", "en", "Which companies make synthetic rubber (product Chemicals-Rubber-Synthetic rubber)?",
      sorted(n for n, ps in makes.items() if "Chemicals-Rubber-Synthetic rubber" in ps))
    feeders = {p for p, ds in prods.items() if "Vehicles-Parts-Tyres" in ds}
    Q(out, P, "two_hop", "en", "I'm mapping the tyre supply base: which companies make a product that feeds directly into Vehicles-Parts-Tyres?",
      sorted(n for n, ps in makes.items() if ps & feeders))
    Q(out, P, "list", "en", "Which companies is Ada Moreno the legal representative of?",
      sorted(set(split(people["Ada Moreno"]["legalRepresentative"], ";"))))
    payers = defaultdict(int)
    for s, d, _, a in tr:
        if d == OH:
            payers[s] += a
    Q(out, P, "per_entity", "en", f"For each company that paid {OH}, how much did it pay in total? (answer as 'Company: amount')",
      [f"{k}: {v}" for k, v in sorted(payers.items())])
    outflow = defaultdict(int)
    for s, d, _, a in tr:
        outflow[s] += a
    Q(out, P, "difference", "en", "Acme Motors: total money paid out minus total money received through fund transfers?",
      [outflow["Acme Motors"] - inflow["Acme Motors"]])
    fj = [t for s, d, t, _ in tr if s == "Fjord Steel AS" and d == OH]
    assert len(fj) == 1
    Q(out, P, "date", "en", f"On what date did Fjord Steel AS pay {OH}? (YYYY-MM-DD)", [iso(fj[0])])
    Q(out, P, "list", "en", "Which companies received at least one single fund transfer above 100,000?",
      sorted({d for s, d, _, a in tr if a > 100000}))
    # Chinese
    Q(out, P, "property", "zh", "Dara O'Hara 今年多少岁？（按数据中的年龄）", [people["Dara O'Hara"]["age"]])
    Q(out, P, "count", "zh", "Acme Motors 一共生产几种产品？", [len(makes["Acme Motors"])])
    Q(out, P, "superlative", "zh", "哪家公司成立得最早？",
      [unique_max({c["name"]: -int(c["founded"]) for c in comp})])
    reps = [p for p, r in people.items() if "Helix Chemicals" in split(r["legalRepresentative"], ";")]
    assert len(reps) == 1
    Q(out, P, "two_hop", "zh", "Helix Chemicals 的法人代表还担任哪家其他公司的法人代表？",
      sorted(set(split(people[reps[0]]["legalRepresentative"], ";")) - {"Helix Chemicals"}))
    Q(out, P, "yes_no", "zh", "Delta Cells GmbH 在2023年（2023-01-01至2023-12-31）有没有向 Fjord Steel AS 付过款？",
      ["是" if any(s == "Delta Cells GmbH" and d == "Fjord Steel AS" and t.startswith("2023") for s, d, t, _ in tr) else "否"])
    ad = [t for s, d, t, _ in tr if s == "Acme Motors" and d == "Delta Cells GmbH"]
    assert len(ad) == 1
    Q(out, P, "date", "zh", "Acme Motors 向 Delta Cells GmbH 的那笔转账发生在哪个月？（格式 YYYY-MM）", [f"{ad[0][:4]}-{ad[0][4:6]}"])
    a1, a2 = int(people["Chloe Tan"]["age"]), int(people["Bram de Vries"]["age"])
    assert a1 != a2
    Q(out, P, "comparison", "zh", "Chloe Tan 和 Bram de Vries 谁的年龄更大？", ["Chloe Tan" if a1 > a2 else "Bram de Vries"])
    Q(out, P, "list", "zh", "做咨询时想确认一下：Vehicles-Parts-Tyres 的直接下游产品有哪些？", sorted(set(prods["Vehicles-Parts-Tyres"])))
    Q(out, P, "sum", "zh", "2024-01-01 至 2024-03-31（含首尾两天）期间，所有公司之间的转账总额是多少？",
      [sum(a for s, d, t, a in tr if "20240101" <= t <= "20240331")])
    return out


# ---------------------------------------------------------------- kag-supplychain
def supplychain():
    base = find_up(os.path.join("shared", "datasets", "kag-supplychain"))
    comp = rows(base, "Company.csv")
    name = {c["id"]: c["name"] for c in comp}
    assert len(set(name.values())) == len(name)
    makes = {c["name"]: set(split(c["product"], ",")) for c in comp}
    tr = [(name[t["srcId"]], name[t["dstId"]], t["transDate"], int(t["transAmt"]))
          for t in rows(base, "Company_fundTrans_Company.csv")]
    people = {p["name"]: p for p in rows(base, "Person.csv")}
    assert len(people) == len(rows(base, "Person.csv"))
    prow = defaultdict(list)
    for p in rows(base, "Product.csv"):
        prow[p["id"]].append(p)
    out, P = [], "kag-supplychain"
    CH, SJ, ZJ = "传化****限公司", "三角***份限公司", "浙江**摩托**限公司"
    inflow, outflow = defaultdict(int), defaultdict(int)
    for s, d, _, a in tr:
        inflow[d] += a
        outflow[s] += a

    Q(out, P, "count", "en", f"How many fund transfers did {CH} send?", [sum(1 for s, *_ in tr if s == CH)])
    Q(out, P, "sum", "en", f"total amount received by {CH} from all payers", [inflow[CH]])
    Q(out, P, "sum", "en", f"As part of a large-payments review: what is the total {ZJ} paid to {SJ}?",
      [sum(a for s, d, _, a in tr if s == ZJ and d == SJ)])
    Q(out, P, "superlative", "en", "Which company made the single largest fund transfer in the supply-chain data?",
      [unique_max({(s, d, t): a for s, d, t, a in tr})[0]])
    Q(out, P, "superlative", "en", f"Which company received the largest single payment from {CH}?",
      [unique_max({(d, t): a for s, d, t, a in tr if s == CH})[0]])
    x = [t for s, d, t, _ in tr if s == SJ and d == CH]
    assert len(x) == 1
    Q(out, P, "date", "en", f"On what date did {SJ} pay {CH}? (YYYY-MM-DD)", [iso(x[0])])
    Q(out, P, "sum", "en", "What was the total value of company fund transfers dated 2023-07-01 through 2023-07-31 (inclusive)?",
      [sum(a for s, d, t, a in tr if "20230701" <= t <= "20230731")])
    Q(out, P, "list", "en", "Which companies received at least one single transfer above 1,000,000? I'm flagging unusually large receipts.",
      sorted({d for s, d, _, a in tr if a > 1000000}))
    sj_in = [a for s, d, _, a in tr if d == SJ]
    Q(out, P, "average", "en", f"What is the average amount of the fund transfers received by {SJ}? Round to 2 decimals (ROUND_HALF_UP).",
      [num(Decimal(sum(sj_in)) / len(sj_in))])
    A, B = "宝业集****公司", "中*海*港**公司"
    ta = sum(a for s, d, _, a in tr if s == CH and d == A)
    tb = sum(a for s, d, _, a in tr if s == CH and d == B)
    assert ta != tb and A in name.values() and B in name.values()
    Q(out, P, "comparison", "en", f"Who received more money from {CH}: {A} or {B}?", [A if ta > tb else B])
    Q(out, P, "yes_no", "en", f"Did {SJ} ever send money to {ZJ}?",
      ["yes" if any(s == SJ and d == ZJ for s, d, _, _ in tr) else "no"])
    Q(out, P, "difference", "en", f"For {SJ}, what is total money received minus total money paid out in fund transfers?",
      [inflow[SJ] - outflow[SJ]])
    Q(out, P, "count", "en", f"How many distinct companies paid money to {SJ}?", [len({s for s, d, _, _ in tr if d == SJ})])
    Q(out, P, "property", "en", "How old is 骆*?", [people["骆*"]["age"]])
    prod = "轮胎与橡胶-轮胎-特种轮胎"
    assert len(prow[prod]) == 1 and makes["建发***资**有公司"] == {prod}
    Q(out, P, "two_hop", "en", "Which industry does the product made by 建发***资**有公司 belong to?", [prow[prod][0]["belongToIndustry"]])
    x = [s for s, d, t, _ in tr if d == CH and t == "20230720"]
    assert len(x) == 1
    reps = [p for p, r in people.items() if x[0] in split(r["legalRepresentative"], ",")]
    assert len(reps) == 1
    Q(out, P, "two_hop", "en", f"Who is the legal representative of the company that paid {CH} on 2023-07-20?", reps)
    # Chinese
    Q(out, P, "list", "zh", f"{SJ}经营哪些产品？", sorted(makes[SJ]))
    lr = split(people["庞*"]["legalRepresentative"], ",")
    assert len(lr) == len(set(lr))
    Q(out, P, "count", "zh", "庞*担任几家公司的法人代表？", [len(set(lr))])
    pe = defaultdict(int)
    for s, d, t, a in tr:
        if s == CH and "20230501" <= t <= "20230531":
            pe[d] += a
    Q(out, P, "per_entity", "zh", f"{CH}在2023-05-01至2023-05-31（含）期间分别向哪些公司转账、各转了多少？（格式：公司: 金额）",
      [f"{k}: {v}" for k, v in sorted(pe.items())])
    same = any(ZJ in split(r["legalRepresentative"], ",") and SJ in split(r["legalRepresentative"], ",") for r in people.values())
    Q(out, P, "yes_no", "zh", f"{ZJ}和{SJ}是否有同一个法人代表？", ["是" if same else "否"])
    G = "广东***通*份*公司"
    tz = sum(a for s, d, _, a in tr if s == ZJ and d == CH)
    tg = sum(a for s, d, _, a in tr if s == G and d == CH)
    assert tz != tg
    Q(out, P, "comparison", "zh", f"{ZJ}和{G}，谁向{CH}转账的总额更多？", [ZJ if tz > tg else G])
    x = [t for s, d, t, _ in tr if s == CH and d == A]
    assert len(x) == 1
    Q(out, P, "date", "zh", f"{CH}向{A}的转账是哪一天？（YYYY-MM-DD）", [iso(x[0])])
    Q(out, P, "superlative", "zh", "所有自然人中年龄最大的是谁？", [unique_max({n: int(r["age"]) for n, r in people.items()})])
    Q(out, P, "sum", "zh", "审计抽查：2023-08-01 到 2023-08-31（含两端）所有企业间转账合计多少？",
      [sum(a for s, d, t, a in tr if "20230801" <= t <= "20230831")])
    Q(out, P, "list", "zh", "哪些企业经营 商品化工-橡胶-合成橡胶-顺丁橡胶 这个产品？",
      sorted(n for n, ps in makes.items() if "商品化工-橡胶-合成橡胶-顺丁橡胶" in ps))
    return out


# ---------------------------------------------------------------- kag-riskmining
def riskmining():
    base = find_up(os.path.join("shared", "datasets", "kag-riskmining"))
    ppl = rows(base, "Person.csv")
    name = {p["id"]: p["name"] for p in ppl}
    assert len(set(name.values())) == len(name)
    age = {p["name"]: int(p["age"]) for p in ppl}
    tr = [(name[t["src"]], name[t["dst"]], t["transDate"], int(t["transAmt"]))
          for t in rows(base, "Person_fundTrans_Person.csv")]
    dev = defaultdict(set)
    for r in rows(base, "Person_hasDevice_Device.csv"):
        dev[name[r["src"]]].add(r["dst"])
    apps = {a["id"]: a for a in rows(base, "App.csv")}
    out, P = [], "kag-riskmining"
    BO, QIU, DU, WU = "柏*", "裘**", "杜*", "邬**"
    recv = defaultdict(int)
    for s, d, _, a in tr:
        if s == BO:
            recv[d] += a

    Q(out, P, "count", "en", f"How many transfers did {BO} send to {WU}?", [sum(1 for s, d, *_ in tr if s == BO and d == WU)])
    Q(out, P, "sum", "en", f"total amount {BO} transferred to {QIU}", [recv[QIU]])
    Q(out, P, "sum", "en", f"What is the total {BO} transferred to anyone between 2023-09-01 and 2023-09-10, both dates inclusive?",
      [sum(a for s, d, t, a in tr if s == BO and "20230901" <= t <= "20230910")])
    du = [a for s, d, _, a in tr if s == BO and d == DU]
    Q(out, P, "average", "en", f"Average amount of {BO}'s transfers to {DU}, rounded to 2 decimals (ROUND_HALF_UP)?",
      [num(Decimal(sum(du)) / len(du))])
    Q(out, P, "superlative", "en", f"Which person received the most money in total from {BO}?", [unique_max(recv)])
    top = unique_max({t: a for s, d, t, a in tr if s == BO and d == WU})
    Q(out, P, "date", "en", f"On what date did {BO} make the largest single transfer to {WU}? (YYYY-MM-DD)", [iso(top)])
    Q(out, P, "count", "en", f"Small 'test' payments are a common mule pattern. How many transfers from {BO} were below 1,000?",
      [sum(1 for s, d, t, a in tr if s == BO and a < 1000)])
    Q(out, P, "property", "en", "How old is 郎**?", [age["郎**"]])
    Q(out, P, "count", "en", f"How many devices does {DU} own?", [len(dev[DU])])
    Q(out, P, "yes_no", "en", f"Has {BO} ever transferred money to 袁*?",
      ["yes" if any(s == BO and d == "袁*" for s, d, *_ in tr) else "no"])
    c0, c2 = len(dev[QIU]), len(dev[WU])
    assert c0 != c2
    Q(out, P, "comparison", "en", f"Who owns more devices, {QIU} or {WU}?", [QIU if c0 > c2 else WU])
    Q(out, P, "list", "en", "List the apps whose risk mark is 诈骗 (fraud).", sorted(k for k, a in apps.items() if a["riskMark"] == "诈骗"))
    Q(out, P, "property", "en", "What risk mark does the app com.qIu.VJbJ carry?", [apps["com.qIu.VJbJ"]["riskMark"]])
    Q(out, P, "two_hop", "en", f"I'm checking for device sharing between recipients. How many devices are owned by both {QIU} and {WU}?",
      [len(dev[QIU] & dev[WU])])
    cnt = defaultdict(int)
    for s, d, *_ in tr:
        if s == BO:
            cnt[d] += 1
    Q(out, P, "per_entity", "en", f"For each person {BO} sent money to, how many transfers were there? (format 'name: count')",
      [f"{k}: {v}" for k, v in sorted(cnt.items())])
    Q(out, P, "difference", "en", f"How much more did {WU} receive from {BO} than {DU} did, in total?", [recv[WU] - recv[DU]])
    # Chinese
    Q(out, P, "sum", "zh", f"{BO}给{WU}一共转了多少钱？", [recv[WU]])
    Q(out, P, "sum", "zh", f"{BO}在2023-08-25至2023-08-31（含首尾）期间一共转出多少钱？",
      [sum(a for s, d, t, a in tr if s == BO and "20230825" <= t <= "20230831")])
    top = unique_max({t: a for s, d, t, a in tr if s == BO and d == DU})
    Q(out, P, "date", "zh", f"{BO}转给{DU}金额最大的那一笔是哪天？（YYYY-MM-DD）", [iso(top)])
    assert recv[DU] != recv[QIU]
    Q(out, P, "comparison", "zh", f"{DU}和{QIU}，谁从{BO}那里收到的转账总额更多？", [DU if recv[DU] > recv[QIU] else QIU])
    Q(out, P, "count", "zh", "方*名下有几台设备？", [len(dev["方*"])])
    Q(out, P, "yes_no", "zh", f"{BO}有没有给{QIU}转过单笔超过30000元的钱？",
      ["是" if any(s == BO and d == QIU and a > 30000 for s, d, _, a in tr) else "否"])
    Q(out, P, "superlative", "zh", "所有人员中年龄最大的是谁？", [unique_max(age)])
    Q(out, P, "count", "zh", "风险标记为“赌博”的应用有几个？", [sum(1 for a in apps.values() if a["riskMark"] == "赌博")])
    sharers = sorted(n for n, ds in dev.items() if n != "雷**" and ds & dev["雷**"])
    Q(out, P, "two_hop", "zh", "排查共用设备：和雷**使用同一台设备的人是谁？", sharers)
    return out


def main():
    dest = os.path.dirname(HERE)
    for fname, fn in [("r89-acme-supply.json", acme), ("r89-kag-supplychain.json", supplychain),
                      ("r89-kag-riskmining.json", riskmining)]:
        qs = fn()
        assert len(qs) == 25, (fname, len(qs))
        assert sum(q["lang"] == "zh" for q in qs) == 9
        with open(os.path.join(dest, fname), "w", encoding="utf-8") as f:
            json.dump(qs, f, ensure_ascii=False, indent=2)
        print(fname, len(qs))


if __name__ == "__main__":
    main()
