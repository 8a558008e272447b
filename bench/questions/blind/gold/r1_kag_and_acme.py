"""Gold answers for the blind probe, computed from the raw CSV files with the csv module only.

Run: python gold.py   -> writes sc-blind.json, rm-blind.json, acme-blind.json next to this file.

Readings: "last N days" = date_diff(as_of, date) < N (as the schemas' rules count them);
"over X" strictly greater; a name repeated in one multi-value cell counts once.
"""
import csv
import json
import os
from collections import Counter, defaultdict
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))


def rows(project, name):
    with open(os.path.join(HERE, project, "sources", name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def d(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def within(s, as_of, n):
    diff = (as_of - d(s)).days
    return 0 <= diff < n


def num(x):
    """Render a number the way a table would: ints without .0."""
    if isinstance(x, float) and x.is_integer():
        return str(int(x))
    return str(x)


def split(cell, sep=","):
    out = []
    for v in cell.split(sep):
        v = v.strip()
        if v and v not in out:
            out.append(v)
    return out


def argmax_all(counter, largest=True):
    best = max(counter.values()) if largest else min(counter.values())
    return sorted(k for k, v in counter.items() if v == best)


def yn(b, zh):
    return ("是" if b else "否") if zh else ("yes" if b else "no")


# ---------------------------------------------------------------- supply chain
def supplychain():
    P = "sc"
    AS_OF = date(2023, 10, 15)
    comp = rows(P, "Company.csv")
    cname = {r["id"]: r["name"] for r in comp}
    cid = {r["name"]: r["id"] for r in comp}
    cprod = {r["name"]: split(r["product"]) for r in comp}
    people = rows(P, "Person.csv")
    age = {r["name"]: int(r["age"]) for r in people}
    legal = {r["name"]: split(r["legalRepresentative"]) for r in people}
    prod_ind = {}
    for r in rows(P, "Product.csv"):
        prod_ind.setdefault(r["id"], set()).add(r["belongToIndustry"])
    tr = [
        dict(src=cname[r["srcId"]], dst=cname[r["dstId"]], date=r["transDate"], amt=int(r["transAmt"]))
        for r in rows(P, "Company_fundTrans_Company.csv")
    ]
    CH, SJ = "传化****限公司", "三角***份限公司"

    def reps_of(company):
        return sorted(p for p, cs in legal.items() if company in cs)

    qs = []

    def q(question, answer, shape, lang, as_of=None):
        item = {"id": f"sc-b{len(qs)+1:02d}", "question": question,
                "answer": [str(a) for a in answer], "shape": shape, "lang": lang}
        if as_of:
            item["as_of"] = as_of
        qs.append(item)

    # property
    q("How old is 骆*?", [age["骆*"]], "property", "en")
    q("华**多大了？", [age["华**"]], "property", "zh")
    q("What products does 耀*集*有公司 deal in?", cprod["耀*集*有公司"], "relation_hop", "en")
    # relation hops
    q("Which companies is 樊** the legal representative of?", legal["樊**"], "relation_hop", "en")
    q("Who is the legal representative of 联想**有公司?", reps_of("联想**有公司"), "relation_hop", "en")
    q("哪些公司从三角***份限公司收到过转账？", sorted({t["dst"] for t in tr if t["src"] == SJ}), "relation_hop", "zh")
    q("List all companies that sent money to 三角***份限公司.", sorted({t["src"] for t in tr if t["dst"] == SJ}),
      "relation_hop", "en")
    # aggregates
    q("What's the total amount 三角***份限公司 has received?", [sum(t["amt"] for t in tr if t["dst"] == SJ)],
      "aggregate", "en")
    q("年龄在30岁以下的自然人有多少个？", [sum(1 for a in age.values() if a < 30)], "aggregate", "zh")
    q("庞*是几家公司的法人代表？", [len(legal["庞*"])], "aggregate", "zh")
    q("What is the average age of the people on record?", [num(sum(age.values()) / len(age))], "aggregate", "en")
    outs = [t["amt"] for t in tr if t["src"] == CH]
    q("What is the average amount of the transfers 传化****限公司 made?", [num(sum(outs) / len(outs))],
      "aggregate", "en")
    q("Which people are 50 or older?", sorted(p for p, a in age.items() if a >= 50), "aggregate", "en")
    # time windows
    q("How much did 传化****限公司 pay out in September 2023?",
      [sum(t["amt"] for t in tr if t["src"] == CH and t["date"].startswith("202309"))], "time_window", "en")
    q("2023年5月传化****限公司付款总额是多少？",
      [sum(t["amt"] for t in tr if t["src"] == CH and t["date"].startswith("202305"))], "time_window", "zh")
    q("Which companies paid 三角***份限公司 in the last 90 days?",
      sorted({t["src"] for t in tr if t["dst"] == SJ and within(t["date"], AS_OF, 90)}), "time_window", "en",
      "2023-10-15")
    q("how much money did 传化****限公司 receive in the last 60 days?",
      [sum(t["amt"] for t in tr if t["dst"] == CH and within(t["date"], AS_OF, 60))], "time_window", "en",
      "2023-10-15")
    q("最近30天内传化****限公司给哪些公司付过款？",
      sorted({t["dst"] for t in tr if t["src"] == CH and within(t["date"], AS_OF, 30)}), "time_window", "zh",
      "2023-10-15")
    # comparisons
    q("Is 禹** older than 俞**?", [yn(age["禹**"] > age["俞**"], False)], "comparison", "en")
    a, b = age["冯*"], age["江*"]
    q("Who is younger, 冯* or 江*?", ["冯*"] if a < b else ["江*"] if b < a else ["冯*", "江*"], "comparison", "en")

    def paid(s, o):
        return sum(t["amt"] for t in tr if t["src"] == s and t["dst"] == o)

    q("传化****限公司付给康**股有公司的钱比付给宝业集****公司的多吗？",
      [yn(paid(CH, "康**股有公司") > paid(CH, "宝业集****公司"), True)], "comparison", "zh")
    inflow = Counter()
    for t in tr:
        inflow[t["dst"]] += t["amt"]
    # two hops
    rep = reps_of("吉林奇*化****公司")
    assert len(rep) == 1
    q("How old is the legal representative of 吉林奇*化****公司?", [age[rep[0]]], "two_hop", "en")
    share = set()
    for p, cs in legal.items():
        if "东岳*团*公司" in cs:
            share |= set(cs)
    share.discard("东岳*团*公司")
    q("Which companies share a legal representative with 东岳*团*公司?", sorted(share), "two_hop", "en")
    payers = {t["src"] for t in tr if t["dst"] == CH}
    q("Who are the legal representatives of the companies that paid 传化****限公司?",
      sorted({p for c in payers for p in reps_of(c)}), "two_hop", "en")
    rep = reps_of(SJ)
    assert len(rep) == 1
    q("三角***份限公司的法定代表人多大年纪？", [age[rep[0]]], "two_hop", "zh")
    prods = cprod["耀*集*有公司"]
    assert all(p in prod_ind and len(prod_ind[p]) == 1 for p in prods)
    q("耀*集*有公司属于哪些行业？", sorted({next(iter(prod_ind[p])) for p in prods}), "two_hop", "zh")
    # superlatives
    big = max(t["amt"] for t in tr)
    q("Which company made the single largest transfer?", sorted({t["src"] for t in tr if t["amt"] == big}),
      "superlative", "en")
    by_payer = Counter()
    for t in tr:
        if t["dst"] == SJ:
            by_payer[t["src"]] += t["amt"]
    q("Which company paid 三角***份限公司 the most money?", argmax_all(by_payer), "superlative", "en")
    q("What is the smallest transfer 三角***份限公司 received?", [min(t["amt"] for t in tr if t["dst"] == SJ)],
      "superlative", "en")
    n_legal = Counter({p: len(cs) for p, cs in legal.items()})
    q("哪位自然人担任法人代表的公司最多？", argmax_all(n_legal), "superlative", "zh")
    return qs


# ---------------------------------------------------------------- risk mining
def riskmining():
    P = "rm"
    AS_OF = date(2023, 10, 15)
    people = rows(P, "Person.csv")
    pname = {r["id"]: r["name"] for r in people}
    assert len(set(pname.values())) == len(pname)
    age = {r["name"]: int(r["age"]) for r in people}
    phone = {r["name"]: r["hasPhone"] for r in people}
    comp = rows(P, "Company.csv")
    cname = {r["id"]: r["name"] for r in comp}
    cphone = {r["name"]: r["phone"] for r in comp}
    apps = rows(P, "App.csv")
    mark = {r["id"]: r["riskMark"] for r in apps}
    usecert = {r["id"]: r["useCert"] for r in apps}
    devices = {r["id"]: split(r["install"]) for r in rows(P, "Device.csv")}
    # a few device cells list an app twice (devices 3, 16, 20): keep a question only when
    # counting the repeat or not gives the same answer
    devices_raw = {r["id"]: [v.strip() for v in r["install"].split(",") if v.strip()]
                   for r in rows(P, "Device.csv")}
    owns = defaultdict(list)
    for r in rows(P, "Person_hasDevice_Device.csv"):
        owns[pname[r["src"]]].append(r["dst"])
    shares = defaultdict(list)
    for r in rows(P, "Person_holdShare_Company.csv"):
        shares[pname[r["src"]]].append(cname[r["dst"]])
    tr = [dict(src=pname[r["src"]], dst=pname[r["dst"]], date=r["transDate"], amt=int(r["transAmt"]))
          for r in rows(P, "Person_fundTrans_Person.csv")]
    BO = "柏*"

    def developed(person, table=None):
        table = table or devices
        cnt = Counter()
        for dv in set(owns[person]):
            for a in table[dv]:
                cnt[a] += 1
        out = sorted(a for a, n in cnt.items() if n > 5)
        if table is devices:
            assert out == developed(person, devices_raw), person
        return out

    qs = []

    def q(question, answer, shape, lang, as_of=None):
        item = {"id": f"rm-b{len(qs)+1:02d}", "question": question,
                "answer": [str(a) for a in answer], "shape": shape, "lang": lang}
        if as_of:
            item["as_of"] = as_of
        qs.append(item)

    # property
    q("What is 蓝*'s phone number?", [phone["蓝*"]], "property", "en")
    q("中信*投证***限公司的电话是多少？", [cphone["中信*投证***限公司"]], "property", "zh")
    q("What is the risk mark of app com.aCl.toMv?", [mark["com.aCl.toMv"]], "property", "en")
    hits = [c for c, ph in cphone.items() if ph == "156****6507"] + [p for p, ph in phone.items() if ph == "156****6507"]
    assert len(hits) == 1
    q("Which company has the phone number 156****6507?", hits, "property", "en")
    # relation hops
    cert = "5c19603e3f367a447d0cb4390a523f28"
    q(f"Which apps use certificate {cert}?", sorted(a for a, c in usecert.items() if c == cert), "relation_hop", "en")
    q("Who did 柏* send money to?", sorted({t["dst"] for t in tr if t["src"] == BO}), "relation_hop", "en")
    q("哪些人给邬**转过账？", sorted({t["src"] for t in tr if t["dst"] == "邬**"}), "relation_hop", "zh")
    # aggregates
    q("How many apps have the risk mark 诈骗?", [sum(1 for m in mark.values() if m == "诈骗")], "aggregate", "en")
    q("杜*一共收到了多少钱？", [sum(t["amt"] for t in tr if t["dst"] == "杜*")], "aggregate", "zh")
    q("How many devices does 杜* own?", [len(set(owns["杜*"]))], "aggregate", "en")
    q("What's the total amount 柏* transferred to 裘**?",
      [sum(t["amt"] for t in tr if t["src"] == BO and t["dst"] == "裘**")], "aggregate", "en")
    q("How many people are younger than 30?", [sum(1 for a in age.values() if a < 30)], "aggregate", "en")
    q("年龄超过50岁的人有哪些？", sorted(p for p, a in age.items() if a > 50), "aggregate", "zh")
    amts = [t["amt"] for t in tr if t["src"] == BO and t["dst"] == "邬**"]
    q("What is the average amount 柏* sent to 邬**?", [num(sum(amts) / len(amts))], "aggregate", "en")
    # time windows
    q("How much did 柏* send to 杜* in August 2023?",
      [sum(t["amt"] for t in tr if t["src"] == BO and t["dst"] == "杜*" and t["date"].startswith("202308"))],
      "time_window", "en")
    q("How much has 柏* transferred in the last 40 days?",
      [sum(t["amt"] for t in tr if t["src"] == BO and within(t["date"], AS_OF, 40))], "time_window", "en",
      "2023-10-15")
    q("2023年9月柏*给裘**转了几笔？",
      [sum(1 for t in tr if t["src"] == BO and t["dst"] == "裘**" and t["date"].startswith("202309"))],
      "time_window", "zh")
    q("Who received money from 柏* in the past 25 days?",
      sorted({t["dst"] for t in tr if t["src"] == BO and within(t["date"], AS_OF, 25)}), "time_window", "en",
      "2023-10-15")
    q("柏*在2023年8月给邬**转了多少钱？",
      [sum(t["amt"] for t in tr if t["src"] == BO and t["dst"] == "邬**" and t["date"].startswith("202308"))],
      "time_window", "zh")
    # comparisons
    q("Is 郝* the same age as 葛**?", [yn(age["郝*"] == age["葛**"], False)], "comparison", "en")
    a, b = age["彭*"], age["郎**"]
    assert a != b
    q("Who is older, 彭* or 郎**?", ["彭*" if a > b else "郎**"], "comparison", "en")
    q("Does 柏* hold shares in 中信*投证***限公司?", [yn("中信*投证***限公司" in shares[BO], False)], "comparison", "en")
    recv = Counter()
    for t in tr:
        recv[t["dst"]] += t["amt"]
    assert recv["杜*"] != recv["邬**"]
    q("杜*和邬**谁收到的钱更多？", ["杜*" if recv["杜*"] > recv["邬**"] else "邬**"], "comparison", "zh")
    # two hops
    q("What are the phone numbers of the companies 柏* holds shares in?", sorted(cphone[c] for c in shares[BO]),
      "two_hop", "en")
    senders = {t["src"] for t in tr if t["dst"] == "裘**"}
    assert len(senders) == 1
    q("给裘**转过账的人多大年纪？", [age[s] for s in senders], "two_hop", "zh")
    q("Which apps did 邬** develop?", developed("邬**"), "two_hop", "en")
    devs = sorted(p for p in age if any("赌博" in mark.get(a, "") for a in developed(p)))
    q("哪些人被认定为赌博App开发者？", devs, "two_hop", "zh")
    # superlatives
    n_recv = Counter(t["dst"] for t in tr)
    q("Which person received the most transfers?", argmax_all(n_recv), "superlative", "en")
    # (which app is installed on the most devices depends on whether a repeat in one cell counts: skipped)
    ccert = defaultdict(set)
    for r in rows(P, "Company_hasCert_Cert.csv"):
        ccert[cname[r["src"]]].add(r["dst"])
    q("Which company holds the most certificates?", argmax_all(Counter({c: len(v) for c, v in ccert.items()})),
      "superlative", "en")
    q("柏*转给杜*的单笔最小金额是多少？", [min(t["amt"] for t in tr if t["src"] == BO and t["dst"] == "杜*")],
      "superlative", "zh")
    return qs


# ---------------------------------------------------------------- acme
def acme():
    P = "acme"
    AS_OF = date(2024, 6, 30)
    comp = rows(P, "Company.csv")
    cname = {r["id"]: r["name"] for r in comp}
    country = {r["name"]: r["country"] for r in comp}
    founded = {r["name"]: int(r["founded"]) for r in comp}
    cprod = {r["name"]: split(r["product"], ";") for r in comp}
    people = rows(P, "Person.csv")
    age = {r["name"]: int(r["age"]) for r in people}
    legal = {r["name"]: split(r["legalRepresentative"], ";") for r in people}
    down = {r["id"]: split(r["hasSupplyChain"], ";") for r in rows(P, "Product.csv")}
    tr = [dict(src=cname[r["srcId"]], dst=cname[r["dstId"]], date=r["transDate"], amt=int(r["transAmt"]))
          for r in rows(P, "Company_fundTrans_Company.csv")]
    inflow = Counter()
    for t in tr:
        inflow[t["dst"]] += t["amt"]

    def reps_of(c):
        return sorted(p for p, cs in legal.items() if c in cs)

    qs = []

    def q(question, answer, shape, lang, as_of=None):
        item = {"id": f"acme-b{len(qs)+1:02d}", "question": question,
                "answer": [str(a) for a in answer], "shape": shape, "lang": lang}
        if as_of:
            item["as_of"] = as_of
        qs.append(item)

    OH = "O'Hara, Lamb & Sons"
    # property
    q("In what country is Helix Chemicals based?", [country["Helix Chemicals"]], "property", "en")
    q("when was eastwind logistics founded?", [founded["Eastwind Logistics"]], "property", "en")
    q("Chloe Tan 的年龄是多少？", [age["Chloe Tan"]], "property", "zh")
    q("What is Borealis Rubber Works' total inflow?", [inflow["Borealis Rubber Works"]], "property", "en")
    # relation hops
    q(f"Who paid {OH}?", sorted({t["src"] for t in tr if t["dst"] == OH}), "relation_hop", "en")
    q("Which products does Acme Motors make?", cprod["Acme Motors"], "relation_hop", "en")
    q("Dara O'Hara 是哪些公司的法人代表？", legal["Dara O'Hara"], "relation_hop", "zh")
    q("Which products are downstream of Metals-Steel-Sheet steel?", down["Metals-Steel-Sheet steel"],
      "relation_hop", "en")
    q("Who is the legal representative of Borealis Rubber Works?", reps_of("Borealis Rubber Works"),
      "relation_hop", "en")
    # aggregates
    q("How much has Fjord Steel AS received in total?", [inflow["Fjord Steel AS"]], "aggregate", "en")
    q("一共有多少笔转账？", [len(tr)], "aggregate", "zh")
    q("How many companies were founded after 1970?", [sum(1 for y in founded.values() if y > 1970)],
      "aggregate", "en")
    reps = [p for p in legal if legal[p]]
    q("What is the average age of the legal representatives?", [num(sum(age[p] for p in reps) / len(reps))],
      "aggregate", "en")
    q("成立于1950年之前的公司有哪些？", sorted(c for c, y in founded.items() if y < 1950), "aggregate", "zh")
    q("How many transfers were larger than 100000?", [sum(1 for t in tr if t["amt"] > 100000)], "aggregate", "en")
    # time windows
    q(f"How much did {OH} pay out in 2024?",
      [sum(t["amt"] for t in tr if t["src"] == OH and t["date"].startswith("2024"))], "time_window", "en")
    q("Which companies received money in May 2024?", sorted({t["dst"] for t in tr if t["date"].startswith("202405")}),
      "time_window", "en")
    q("最近60天Acme Motors一共付了多少钱？",
      [sum(t["amt"] for t in tr if t["src"] == "Acme Motors" and within(t["date"], AS_OF, 60))], "time_window",
      "zh", "2024-06-30")
    q("What was the total value of transfers in the second quarter of 2024?",
      [sum(t["amt"] for t in tr if "20240401" <= t["date"] <= "20240630")], "time_window", "en")
    q("2024年3月有哪些公司付过款？", sorted({t["src"] for t in tr if t["date"].startswith("202403")}),
      "time_window", "zh")
    # comparisons
    q("Is Delta Cells GmbH younger than Eastwind Logistics?",
      [yn(founded["Delta Cells GmbH"] > founded["Eastwind Logistics"], False)], "comparison", "en")
    q("Ada Moreno 比 Bram de Vries 年纪大吗？", [yn(age["Ada Moreno"] > age["Bram de Vries"], True)],
      "comparison", "zh")
    q("Did Acme Motors receive more money than Eastwind Logistics?",
      [yn(inflow["Acme Motors"] > inflow["Eastwind Logistics"], False)], "comparison", "en")
    a, b = founded["Acme Motors"], founded["Granite Insurance"]
    q("Acme Motors 和 Granite Insurance 哪家成立得更早？", ["Acme Motors" if a < b else "Granite Insurance"],
      "comparison", "zh")
    # two hops
    q("In which countries are the companies that Dara O'Hara represents?",
      sorted({country[c] for c in legal["Dara O'Hara"]}), "two_hop", "en")
    rep = reps_of("Helix Chemicals")
    assert len(rep) == 1
    q("Helix Chemicals 的法人代表多大年纪？", [age[rep[0]]], "two_hop", "zh")
    # main customer of O'Hara (mainSupply rule)
    mains = []
    for o in country:
        feeds = any(dp in cprod[o] for up in cprod[OH] for dp in down.get(up, []))
        paid = sum(t["amt"] for t in tr if t["src"] == o and t["dst"] == OH)
        if feeds and paid and paid / inflow[OH] > 0.5:
            mains.append(o)
    q(f"What is the main customer of {OH}?", sorted(mains), "two_hop", "en")
    # superlatives
    n_out = Counter(t["src"] for t in tr)
    q("Which company made the most transfers?", argmax_all(n_out), "superlative", "en")
    n_in = Counter(t["dst"] for t in tr)
    q("哪家公司收到的转账笔数最多？", argmax_all(n_in), "superlative", "zh")
    n_down = Counter({p: len(v) for p, v in down.items()})
    q("Which product has the most downstream products?", argmax_all(n_down), "superlative", "en")
    return qs


if __name__ == "__main__":
    for name, fn in (("sc", supplychain), ("rm", riskmining), ("acme", acme)):
        qs = fn()
        langs = Counter(x["lang"] for x in qs)
        print(name, len(qs), dict(langs), dict(Counter(x["shape"] for x in qs)))
        with open(os.path.join(HERE, f"{name}-blind.json"), "w", encoding="utf-8") as f:
            json.dump(qs, f, ensure_ascii=False, indent=1)
        for x in qs:
            print("  ", x["id"], x["question"], x["answer"])
