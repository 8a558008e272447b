"""Round 14 blind questions for acme-supply, kag-supplychain and kag-riskmining.

Reads only the raw CSV files with Python's csv module (nothing of kagflow) and writes
r14-acme-supply.json, r14-kag-supplychain.json and r14-kag-riskmining.json next to this
folder (bench/questions/blind/). Paths are relative to this script: ROOT is four levels up
(the repository root), ACME = ROOT/data/examples/acme-supply/sources, SHARED =
ROOT/../shared/datasets.

Readings (from the repository README): "the last N days" are the days fewer than N before
the as-of date (acme: 2024-06-30 from its kagflow.yaml; KAG sets: 2023-10-15); ties keep
every value (superlatives and comparisons here are asserted unique); a name repeated in one
multi-value cell counts once.
"""
import csv
import json
import os
from collections import defaultdict
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
ACME = os.path.join(ROOT, "data", "examples", "acme-supply", "sources")
SHARED = os.path.join(ROOT, "..", "shared", "datasets")
SC = os.path.join(SHARED, "kag-supplychain", "sources")
RM = os.path.join(SHARED, "kag-riskmining", "sources")
OUT = os.path.abspath(os.path.join(HERE, ".."))


def rows(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    """Multi-value cell -> distinct values in order (a repeated name counts once)."""
    return list(dict.fromkeys(v.strip() for v in cell.split(sep) if v.strip()))


def ymd(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def within(s, as_of, n):
    """The last n days: fewer than n days before the as-of date (and not after it)."""
    d = (as_of - ymd(s)).days
    return 0 <= d < n


def unique_max(d):
    best = max(d.values())
    keys = [k for k, v in d.items() if v == best]
    assert len(keys) == 1, ("tie", keys, best)
    return keys[0]


def unique_min(d):
    best = min(d.values())
    keys = [k for k, v in d.items() if v == best]
    assert len(keys) == 1, ("tie", keys, best)
    return keys[0]


def fmt(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if not isinstance(answer, (list, tuple, set)):
            answer = [answer]
        answer = [fmt(a) for a in answer]
        answer = list(dict.fromkeys(answer))
        assert answer and all(a.strip() for a in answer), (question, answer)
        self.items.append({
            "id": "%s-r14-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self, name):
        assert len(self.items) == 25, len(self.items)
        want = {"relation_hop": 5, "property": 4, "two_hop": 4, "aggregate": 3,
                "superlative": 3, "comparison": 2, "filter": 2, "time_window": 1,
                "described": 1}
        got = defaultdict(int)
        for q in self.items:
            got[q["shape"]] += 1
        assert dict(got) == want, dict(got)
        langs = defaultdict(int)
        for q in self.items:
            langs[q["lang"]] += 1
        assert langs["en"] == 16 and langs["zh"] == 9, dict(langs)
        assert len({q["question"] for q in self.items}) == 25
        for q in self.items:
            if q["shape"] == "filter":
                assert len(q["answer"]) <= 15, q
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")


# ---------------------------------------------------------------- acme-supply
def acme():
    as_of = date(2024, 6, 30)
    comp = rows(ACME, "Company.csv")
    byid = {c["id"]: c for c in comp}
    byname = {c["name"]: c for c in comp}
    assert len(byname) == len(comp)
    cprod = {c["name"]: split(c["product"], ";") for c in comp}
    trans = rows(ACME, "Company_fundTrans_Company.csv")
    for t in trans:
        t["src"] = byid[t["srcId"]]["name"]
        t["dst"] = byid[t["dstId"]]["name"]
        t["amt"] = int(t["transAmt"])
    people = rows(ACME, "Person.csv")
    page = {p["name"]: int(p["age"]) for p in people}
    reps = {p["name"]: split(p["legalRepresentative"], ";") for p in people}
    rep_of = defaultdict(list)
    for p, cs in reps.items():
        for c in cs:
            assert c in byname, c
            rep_of[c].append(p)
    chain = {r["id"]: split(r["hasSupplyChain"], ";") for r in rows(ACME, "Product.csv")}
    # every product's last segment is unique, so questions name products by it
    last = {p.split("-")[-1]: p for p in chain}
    assert len(last) == len(chain)

    inflow = defaultdict(int)
    for t in trans:
        inflow[t["dst"]] += t["amt"]

    q = QSet("acme")

    # relation_hop
    ans = rep_of["Granite Insurance"]
    assert len(ans) == 1
    q.add("relation_hop", "en", "Who serves as the legal representative of Granite Insurance?", ans)
    ans = sorted({t["src"] for t in trans if t["dst"] == "O'Hara, Lamb & Sons"})
    q.add("relation_hop", "en", "Which firms have sent payments to O'Hara, Lamb & Sons?", ans)
    same = set()
    for p, cs in reps.items():
        if "Delta Cells GmbH" in cs:
            same |= {c for c in cs if c != "Delta Cells GmbH"}
    q.add("relation_hop", "en",
          "Delta Cells GmbH shares its legal representative with which other company?", sorted(same))
    q.add("relation_hop", "zh", "Bram de Vries 是哪几家公司的法定代表人？", reps["Bram de Vries"])
    ans = [c for c, ps in cprod.items() if last["Synthetic rubber"] in ps]
    q.add("relation_hop", "zh", "哪些公司经营 Synthetic rubber 这种产品？", ans)

    # property
    q.add("property", "en", "In which country is Fjord Steel AS based?", byname["Fjord Steel AS"]["country"])
    q.add("property", "en", "What year was Helix Chemicals founded?", byname["Helix Chemicals"]["founded"])
    q.add("property", "en", "How old is Chloe Tan?", page["Chloe Tan"])
    q.add("property", "zh", "O'Hara, Lamb & Sons 总共收到了多少资金？", inflow["O'Hara, Lamb & Sons"])

    # two_hop
    r = rep_of["Eastwind Logistics"]
    assert len(r) == 1
    q.add("two_hop", "en", "What is the age of Eastwind Logistics' legal representative?", page[r[0]])
    down = chain[last["Lithium cells"]]
    ans = sorted({c for c, ps in cprod.items() if set(ps) & set(down)})
    q.add("two_hop", "en",
          "Which companies make the products that Lithium cells feed directly into?", ans)
    ans = sorted({byname[t["src"]]["country"] for t in trans if t["dst"] == "Acme Motors"})
    q.add("two_hop", "en", "In which countries are the companies that have paid Acme Motors based?", ans)
    ans = sorted({p for t in trans if t["src"] == "O'Hara, Lamb & Sons" for p in rep_of[t["dst"]]})
    q.add("two_hop", "zh", "O'Hara, Lamb & Sons 转过账的那些公司，法定代表人是谁？", ans)

    # aggregate
    ans = sum(1 for t in trans if t["src"] == "Acme Motors")
    q.add("aggregate", "en", "How many fund transfers has Acme Motors made in total?", ans)
    ans = sum(t["amt"] for t in trans if t["src"] == "Acme Motors" and t["dst"] == "O'Hara, Lamb & Sons")
    q.add("aggregate", "en",
          "Across all its transfers, how much has Acme Motors paid O'Hara, Lamb & Sons altogether?", ans)
    ans = sum(1 for c in comp if int(c["founded"]) < 1960)
    q.add("aggregate", "zh", "成立于1960年之前的公司一共有几家？", ans)

    # superlative
    q.add("superlative", "en", "Which company was founded most recently?",
          unique_max({c["name"]: int(c["founded"]) for c in comp}))
    q.add("superlative", "en", "Which company has received the most money in total?", unique_max(inflow))
    q.add("superlative", "zh", "法定代表人当中年龄最大的是谁？", unique_max(page))

    # comparison
    a, b = "Borealis Rubber Works", "Fjord Steel AS"
    fa, fb = int(byname[a]["founded"]), int(byname[b]["founded"])
    assert fa != fb
    q.add("comparison", "en", "Which was founded earlier, Borealis Rubber Works or Fjord Steel AS?",
          a if fa < fb else b)
    d = page["Dara O'Hara"] - page["Chloe Tan"]
    assert d > 0
    q.add("comparison", "zh", "Dara O'Hara 比 Chloe Tan 大几岁？", d)

    # filter
    ans = [c["name"] for c in comp if c["country"] == "US"]
    q.add("filter", "zh", "哪些公司的所在国家是 US？", ans)
    ans = [c["name"] for c in comp if int(c["founded"]) > 1970 and c["country"] != "US"]
    q.add("filter", "en", "List the companies founded after 1970 that are not based in the US.", ans)

    # time_window: 20240402 is 89 days before 2024-06-30, so it is inside the window
    ans = sorted({t["src"] for t in trans if within(t["transDate"], as_of, 90)})
    assert "Eastwind Logistics" in ans
    q.add("time_window", "en", "Which companies sent at least one payment in the last 90 days?", ans)

    # described
    ans = [c["name"] for c in comp if c["country"] == "US"
           and any(page[p] > 60 for p in rep_of[c["name"]])]
    assert len(ans) == 1
    q.add("described", "zh", "哪家美国（US）公司的法定代表人年龄超过60岁？", ans)

    q.write("r14-acme-supply.json")


# ----------------------------------------------------------- kag-supplychain
def supplychain():
    as_of = date(2023, 10, 15)
    comp = rows(SC, "Company.csv")
    byid = {c["id"]: c for c in comp}
    names = [c["name"] for c in comp]
    assert len(set(names)) == len(names)
    # CompanyUpdate.csv changes one company's products; no question below uses that company's products
    updated = {r["name"] for r in rows(SC, "CompanyUpdate.csv")}
    cprod = {c["name"]: split(c["product"], ",") for c in comp}
    trans = rows(SC, "Company_fundTrans_Company.csv")
    for t in trans:
        t["src"] = byid[t["srcId"]]["name"]
        t["dst"] = byid[t["dstId"]]["name"]
        t["amt"] = int(t["transAmt"])
    people = rows(SC, "Person.csv")
    pnames = [p["name"] for p in people]
    assert len(set(pnames)) == len(pnames)
    page = {p["name"]: int(p["age"]) for p in people}
    reps = {p["name"]: split(p["legalRepresentative"], ",") for p in people}
    rep_of = defaultdict(list)
    for p, cs in reps.items():
        for c in cs:
            rep_of[c].append(p)
    prod_ind = {}
    for r in rows(SC, "Product.csv"):  # rows repeat; the repeats agree
        assert prod_ind.get(r["id"], r["belongToIndustry"]) == r["belongToIndustry"]
        prod_ind[r["id"]] = r["belongToIndustry"]
    events = rows(SC, "ProductChainEvent.csv")

    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in trans:
        inflow[t["dst"]] += t["amt"]
        outflow[t["src"]] += t["amt"]

    SHUNDING = "商品化工-橡胶-合成橡胶-顺丁橡胶"
    assert [p for p in prod_ind if p.split("-")[-1] == "顺丁橡胶"] == [SHUNDING]
    BANGANG = "轮胎与橡胶-轮胎-半钢子午线轮胎"
    assert [p for p in prod_ind if p.split("-")[-1] == "半钢子午线轮胎"] == [BANGANG]

    q = QSet("supplychain")

    # relation_hop
    r = rep_of["吉林奇*化****公司"]
    assert len(r) == 1
    q.add("relation_hop", "en", "Who is the legal representative of 吉林奇*化****公司?", r)
    ans = sorted({t["dst"] for t in trans if t["src"] == "三角***份限公司"})
    q.add("relation_hop", "en", "To which companies has 三角***份限公司 transferred funds?", ans)
    ans = sorted({t["src"] for t in trans if t["dst"] == "三角***份限公司"})
    q.add("relation_hop", "en", "Which companies have made payments to 三角***份限公司?", ans)
    q.add("relation_hop", "zh", "骆*担任哪些公司的法人代表？", reps["骆*"])
    ans = [c for c, ps in cprod.items() if SHUNDING in ps]
    assert not set(ans) & updated
    q.add("relation_hop", "zh", "经营顺丁橡胶的企业有哪些？", ans)

    # property
    q.add("property", "en", "How old is 俞**?", page["俞**"])
    q.add("property", "en", "What is the total amount of money 康**股有公司 has received?",
          inflow["康**股有公司"])
    ev = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]
    assert len(ev) == 1
    q.add("property", "en", "Which index does the product-chain event 顺丁橡胶成本上涨 record?",
          ev[0]["index"])
    q.add("property", "zh", "庞*今年多大？", page["庞*"])

    # two_hop
    r = rep_of["东岳*团*公司"]
    assert len(r) == 1
    q.add("two_hop", "en", "How old is the legal representative of 东岳*团*公司?", page[r[0]])
    ans = sorted({p for t in trans if t["src"] == "中**油**有公司" for p in rep_of[t["dst"]]})
    q.add("two_hop", "en",
          "Who is the legal representative of the company that 中**油**有公司 transferred money to?", ans)
    IND = "金融-保险-保险-保险"
    inprods = {p for p, i in prod_ind.items() if i == IND}
    ans = [c for c, ps in cprod.items() if set(ps) & inprods]
    assert not set(ans) & updated
    assert len(ans) <= 15
    q.add("two_hop", "en",
          "Which companies deal in products that belong to the industry 金融-保险-保险-保险?", ans)
    ans = sorted({p for t in trans if t["dst"] == "传化****限公司" for p in rep_of[t["src"]]})
    q.add("two_hop", "zh", "给传化****限公司转过账的企业，它们的法人代表分别是谁？", ans)

    # aggregate
    ans = sum(1 for ps in cprod.values() if BANGANG in ps)
    q.add("aggregate", "en", "How many companies deal in 半钢子午线轮胎?", ans)
    q.add("aggregate", "en",
          "What is the combined amount of all the transfers 传化****限公司 has paid out?",
          outflow["传化****限公司"])
    ans = sum(1 for a in page.values() if a >= 50)
    q.add("aggregate", "zh", "年龄在50岁及以上的自然人共有多少位？", ans)

    # superlative
    q.add("superlative", "en", "Which company has received the largest total inflow of funds?",
          unique_max(inflow))
    big = {}
    for t in trans:
        big[(t["src"], t["dst"], t["transDate"])] = t["amt"]
    k = unique_max(big)
    q.add("superlative", "en", "Which company made the single largest fund transfer?", k[0])
    q.add("superlative", "zh", "年龄最大的自然人是谁？", unique_max(page))

    # comparison
    assert page["骆*"] != page["樊**"]
    q.add("comparison", "en", "Who is older, 骆* or 樊**?",
          "骆*" if page["骆*"] > page["樊**"] else "樊**")
    d = inflow["康**股有公司"] - inflow["首***发展股**公司"]
    assert d > 0
    q.add("comparison", "zh", "康**股有公司比首***发展股**公司多收到了多少资金？", d)

    # filter
    ans = sorted({t["dst"] for t in trans if t["src"] == "传化****限公司" and t["amt"] > 400000})
    q.add("filter", "en",
          "List the companies that got a single transfer of more than 400,000 from 传化****限公司.", ans)
    ans = [p for p, a in page.items() if a < 25]
    q.add("filter", "zh", "列出年龄小于25岁的自然人。", ans)

    # time_window
    ans = sum(t["amt"] for t in trans if t["dst"] == "三角***份限公司"
              and within(t["transDate"], as_of, 90))
    q.add("time_window", "zh", "三角***份限公司近90天内一共收到多少资金？", ans)

    # described
    ans = [c for c, ps in cprod.items() if SHUNDING in ps
           and any(page[p] == 20 for p in rep_of[c])]
    assert len(ans) == 1
    q.add("described", "en",
          "Which company that deals in 顺丁橡胶 has a 20-year-old legal representative?", ans)

    q.write("r14-kag-supplychain.json")


# ------------------------------------------------------------ kag-riskmining
def riskmining():
    as_of = date(2023, 10, 15)
    people = rows(RM, "Person.csv")
    pname = {p["id"]: p["name"] for p in people}
    assert len(set(pname.values())) == len(pname)
    page = {p["name"]: int(p["age"]) for p in people}
    pphone = {p["name"]: p["hasPhone"] for p in people}
    apps = {a["id"]: a for a in rows(RM, "App.csv")}
    certs = {c["id"]: c["certNum"] for c in rows(RM, "Cert.csv")}
    devices = {d["id"]: d for d in rows(RM, "Device.csv")}
    install = {k: split(d["install"], ",") for k, d in devices.items()}
    trans = rows(RM, "Person_fundTrans_Person.csv")
    for t in trans:
        t["s"] = pname[t["src"]]
        t["d"] = pname[t["dst"]]
        t["amt"] = int(t["transAmt"])
    pcert = [(pname[r["src"]], r["dst"]) for r in rows(RM, "Person_hasCert_Cert.csv")]
    pdev = defaultdict(list)
    for r in rows(RM, "Person_hasDevice_Device.csv"):
        pdev[pname[r["src"]]].append(r["dst"])
    assert set(certs.values()) >= {a["useCert"] for a in apps.values()}

    q = QSet("riskmining")

    # relation_hop
    ans = sorted({t["d"] for t in trans if t["s"] == "柏*"})
    q.add("relation_hop", "en", "Which people has 柏* transferred money to?", ans)
    q.add("relation_hop", "en", "Which certificate number does the app com.qIu.VJbJ use?",
          apps["com.qIu.VJbJ"]["useCert"])
    C = "6429c394f8a48816d33a603c241a649b"
    ans = [a for a, r in apps.items() if r["useCert"] == C]
    assert len(ans) <= 15
    q.add("relation_hop", "en", "Which apps use the certificate %s?" % C, ans)
    C2 = "33fdf452aa9cd145ba096c364a250ee8"
    ans = [p for p, c in pcert if c == C2]
    q.add("relation_hop", "zh", "证书 %s 是哪个人持有的？" % C2, ans)
    U = devices["45"]["umid"]
    assert [k for k, d in devices.items() if d["umid"] == U] == ["45"]
    ans = sorted({p for p, ds in pdev.items() if "45" in ds})
    assert len(ans) == 2
    q.add("relation_hop", "zh", "umid 为 %s 的设备归谁所有？" % U, ans)

    # property
    q.add("property", "en", "What phone number is on file for 席*?", pphone["席*"])
    q.add("property", "en", "What risk mark does the app com.aCl.toMv carry?", apps["com.aCl.toMv"]["riskMark"])
    q.add("property", "en", "How old is 郎**?", page["郎**"])
    q.add("property", "zh", "齐**多大年纪？", page["齐**"])

    # two_hop
    ds = pdev["穆**"]
    assert len(ds) == 1
    q.add("two_hop", "en", "What is the umid of the device that 穆** owns?", devices[ds[0]]["umid"])
    ans = list(dict.fromkeys(a for d in pdev["明**"] for a in install[d]))
    q.add("two_hop", "en", "Which apps are installed on 明**'s devices?", ans)
    ans = sorted({page[t["d"]] for t in trans if t["s"] == "柏*"})
    q.add("two_hop", "en", "How old are the people who received transfers from 柏*?", ans)
    ans = sorted({page[t["s"]] for t in trans if t["d"] == "邬**"})
    q.add("two_hop", "zh", "给邬**转过账的那个人今年多少岁？", ans)

    # aggregate
    ans = sum(1 for t in trans if t["s"] == "柏*" and t["d"] == "杜*")
    q.add("aggregate", "en", "How many separate transfers has 柏* made to 杜*?", ans)
    ans = sum(t["amt"] for t in trans if t["s"] == "柏*" and t["d"] == "裘**")
    q.add("aggregate", "en", "What is the total amount 柏* has sent to 裘**?", ans)
    ans = sum(1 for a in apps.values() if a["riskMark"] == "诈骗")
    q.add("aggregate", "zh", "风险标记为诈骗的应用一共有几个？", ans)

    # superlative
    q.add("superlative", "en", "Who is the oldest person in the data?", unique_max(page))
    q.add("superlative", "en", "Which person owns the most devices?",
          unique_max({p: len(set(ds)) for p, ds in pdev.items()}))
    got = defaultdict(int)
    for t in trans:
        got[t["d"]] += t["amt"]
    q.add("superlative", "zh", "收到转账总额最多的人是谁？", unique_max(got))

    # comparison
    a, b = got["裘**"], got["杜*"]
    assert a != b
    q.add("comparison", "en", "Who has received more money from 柏* in total, 裘** or 杜*?",
          "裘**" if a > b else "杜*")
    d = page["蓝*"] - page["郎**"]
    assert d > 0
    q.add("comparison", "zh", "蓝*比郎**大几岁？", d)

    # filter
    ans = [p for p, a in page.items() if a > 55]
    q.add("filter", "en", "List everyone older than 55.", ans)
    ans = [a for a, r in apps.items() if r["riskMark"] == "赌博"]
    q.add("filter", "zh", "列出风险标记为赌博的所有应用。", ans)

    # time_window: 20230916 is 29 days before 2023-10-15, inside the 30-day window
    ans = sum(t["amt"] for t in trans if t["s"] == "柏*" and within(t["transDate"], as_of, 30))
    q.add("time_window", "en", "How much money in total did 柏* send in the last 30 days?", ans)

    # described
    C3 = "d43fa10d0fba10e4269965ed3f918f03"
    ans = [a for a, r in apps.items() if r["riskMark"] == "诈骗" and r["useCert"] == C3]
    assert len(ans) == 1
    q.add("described", "zh", "哪个应用被标记为诈骗，并且使用证书 %s？" % C3, ans)

    q.write("r14-kag-riskmining.json")


if __name__ == "__main__":
    acme()
    supplychain()
    riskmining()
