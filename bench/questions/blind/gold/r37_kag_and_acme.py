"""Gold answers for the r37 blind question sets (acme-supply, kag-supplychain, kag-riskmining).

Every answer is computed from the raw CSV tables of the three projects with the standard
library only (csv, json, datetime, os); nothing of kagflow is imported or run.  The script
writes three JSON files next to its parent folder, in bench/questions/blind/:

    r37-acme-supply.json, r37-kag-supplychain.json, r37-kag-riskmining.json

each a JSON list of {"id", "question", "answer": [str, ...], "shape", "lang"} (25 questions per
project: 16 in English, 9 in Chinese).  Answers are strings exactly as the cells read (names,
ids, dates); counts and sums are integers in string form; averages are rounded to 2 decimals
only when not integral; yes/no questions are answered "yes" or "no".

Run from the repository root:

    python3 bench/questions/blind/gold/r37_kag_and_acme.py

Data conventions the gold follows (see the report for the quirks):
  * acme-supply multi-value cells are separated by ';' (kagflow.yaml), the KAG datasets' by ','.
  * Repeated values inside one multi-value cell count once (a person listed twice as the legal
    representative of the same company represents it once; an app listed twice in one device's
    install cell is installed on that device once).
  * kag-supplychain's Product.csv repeats some product rows verbatim; they are merged.
  * A "total inflow" / "received" sum is the sum of the transfer amounts into the company
    (the schema's totalTransInAmt rule); "main customer" follows the schema's mainSupply rule.
"""

import csv
import datetime
import json
import os
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", "..", "..", ".."))
SHARED = os.path.normpath(os.path.join(REPO, "..", "shared", "datasets"))
OUT_DIR = os.path.normpath(os.path.join(HERE, ".."))

ACME = os.path.join(REPO, "data", "examples", "acme-supply", "sources")
SUPPLY = os.path.join(SHARED, "kag-supplychain", "sources")
RISK = os.path.join(SHARED, "kag-riskmining", "sources")


def read(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def split(cell, sep):
    """Values of a multi-value cell, in order, repeats dropped, blanks skipped."""
    out = []
    for part in (cell or "").split(sep):
        part = part.strip()
        if part and part not in out:
            out.append(part)
    return out


def num(x):
    """A number as the gold writes it: integers plain, others rounded to 2 decimals."""
    if isinstance(x, int):
        return str(x)
    if abs(x - round(x)) < 1e-9:
        return str(int(round(x)))
    return "%.2f" % x


def day(s):
    return datetime.datetime.strptime(s, "%Y%m%d").date()


def yn(flag):
    return "yes" if flag else "no"


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        if isinstance(answer, (str, int, float)):
            answer = [answer]
        answer = [a if isinstance(a, str) else num(a) for a in answer]
        assert answer, question
        assert len(answer) == len(set(answer)), (question, answer)
        self.items.append({
            "id": "%s-r37-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        langs = Counter(q["lang"] for q in self.items)
        assert len(self.items) == 25, (self.prefix, len(self.items))
        assert langs == Counter({"en": 16, "zh": 9}), (self.prefix, langs)
        assert len({q["question"] for q in self.items}) == 25
        return self.items


# ---------------------------------------------------------------------------------------------
# acme-supply
# ---------------------------------------------------------------------------------------------

def acme():
    companies = read(ACME, "Company.csv")
    people = read(ACME, "Person.csv")
    products = read(ACME, "Product.csv")
    trans = read(ACME, "Company_fundTrans_Company.csv")

    name = {c["id"]: c["name"] for c in companies}
    by_name = {c["name"]: c for c in companies}
    assert len(by_name) == len(companies)
    founded = {c["name"]: int(c["founded"]) for c in companies}
    country = {c["name"]: c["country"] for c in companies}
    makes = {c["name"]: split(c["product"], ";") for c in companies}
    age = {p["name"]: int(p["age"]) for p in people}
    reps = {p["name"]: split(p["legalRepresentative"], ";") for p in people}
    for lst in reps.values():
        for c in lst:
            assert c in by_name, c
    chain = {p["id"]: split(p["hasSupplyChain"], ";") for p in products}

    t = [(name[r["srcId"]], name[r["dstId"]], r["transDate"], int(r["transAmt"])) for r in trans]
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for s, d, _, a in t:
        inflow[d] += a
        outflow[s] += a

    # mainSupply rule: s makes a product feeding a product o makes, o paid s, and o's payments
    # are more than half of s's total inflow.
    main_customer = defaultdict(set)
    for s in by_name:
        for o in by_name:
            feeds = any(down in makes[o] for up in makes[s] for down in chain.get(up, []))
            paid = sum(a for src, dst, _, a in t if src == o and dst == s)
            if feeds and paid and inflow[s] and paid / inflow[s] > 0.5:
                main_customer[s].add(o)

    q = QSet("acme")
    # 1 property
    q.add("When was Borealis Rubber Works founded?", founded["Borealis Rubber Works"],
          "property", "en")
    # 2 property, short form
    full = [n for n in by_name if n.startswith("Fjord Steel")]
    assert full == ["Fjord Steel AS"]
    q.add("Which country is Fjord Steel based in?", country["Fjord Steel AS"],
          "property_short_form", "en")
    # 3 count with filter
    q.add("How many companies were founded before 1960?",
          sum(1 for n in by_name if founded[n] < 1960), "count_filter", "en")
    # 4 list, two conditions
    q.add("Which companies outside the US were founded after 1950?",
          [n for n in by_name if country[n] != "US" and founded[n] > 1950],
          "list_two_conditions", "en")
    # 5 superlative
    best = max(inflow[n] for n in by_name)
    q.add("Which company has received the most money in total?",
          [n for n in by_name if inflow[n] == best], "superlative", "en")
    # 6 top N (check no tie at the cut)
    ranked = sorted(by_name, key=lambda n: -outflow[n])
    assert outflow[ranked[2]] > outflow[ranked[3]]
    q.add("Name the top three companies by the total amount they paid out.", ranked[:3],
          "top_n", "en")
    # 7 sum over a date-filtered set
    q.add("What was the total value of all fund transfers made in 2024?",
          sum(a for _, _, d, a in t if d.startswith("2024")), "sum_filter", "en")
    # 8 average over a filtered set
    acme_out = [a for s, _, _, a in t if s == "Acme Motors"]
    q.add("On average, how large were the transfers Acme Motors sent?",
          sum(acme_out) / len(acme_out), "average_filter", "en")
    # 9 one hop (into)
    q.add("Which companies sent money to Acme Motors?",
          sorted({s for s, d, _, _ in t if d == "Acme Motors"}), "one_hop", "en")
    # 10 two hops: payees of O'Hara, then their legal representatives
    payees = {d for s, d, _, _ in t if s == "O'Hara, Lamb & Sons"}
    q.add("Who are the legal representatives of the companies that O'Hara, Lamb & Sons paid?",
          sorted(p for p in reps if any(c in payees for c in reps[p])), "two_hop", "en")
    # 11 negation
    q.add("Which companies never made a payment to another company?",
          [n for n in by_name if outflow[n] == 0], "negation", "en")
    # 12 yes/no
    q.add("Did Fjord Steel AS ever send money to Delta Cells GmbH?",
          yn(any(s == "Fjord Steel AS" and d == "Delta Cells GmbH" for s, d, _, _ in t)),
          "yes_no", "en")
    # 13 comparison of two named entities
    a, b = "Helix Chemicals", "Borealis Rubber Works"
    assert founded[a] != founded[b]
    q.add("Which was founded earlier, Helix Chemicals or Borealis Rubber Works?",
          a if founded[a] < founded[b] else b, "comparison", "en")
    # 14 how many different
    q.add("How many different companies has Acme Motors paid?",
          len({d for s, d, _, _ in t if s == "Acme Motors"}), "count_distinct", "en")
    # 15 date-range count
    lo, hi = datetime.date(2024, 3, 1), datetime.date(2024, 5, 31)
    q.add("How many transfers were made between 1 March and 31 May 2024?",
          sum(1 for _, _, d, _ in t if lo <= day(d) <= hi), "date_range_count", "en")
    # 16 rule-derived relation, into the named entity
    q.add("Which companies have O'Hara, Lamb & Sons as their main customer?",
          sorted(s for s in by_name if "O'Hara, Lamb & Sons" in main_customer[s]),
          "one_hop_rule", "en")

    # Chinese
    q.add("Acme Motors是哪一年成立的？", founded["Acme Motors"], "property", "zh")
    q.add("有几家公司的总部在美国？", sum(1 for n in by_name if country[n] == "US"),
          "count_filter", "zh")
    oldest = max(age[p] for p in reps if reps[p])
    q.add("年龄最大的法定代表人是谁？", [p for p in reps if reps[p] and age[p] == oldest],
          "superlative", "zh")
    q.add("Ada Moreno担任哪些公司的法定代表人？", reps["Ada Moreno"], "one_hop", "zh")
    q.add("2024年6月一共发生了多少笔转账？", sum(1 for _, _, d, _ in t if d.startswith("202406")),
          "date_range_count", "zh")
    helix = [n for n in by_name if n.startswith("Helix")]
    assert helix == ["Helix Chemicals"]
    q.add("Helix生产哪些产品？", makes["Helix Chemicals"], "property_short_form", "zh")
    a, b = "Chloe Tan", "Bram de Vries"
    assert age[a] != age[b]
    q.add("Chloe Tan和Bram de Vries谁年纪更大？", a if age[a] > age[b] else b, "comparison", "zh")
    represented = {c for lst in reps.values() for c in lst}
    q.add("哪家公司没有法定代表人？", [n for n in by_name if n not in represented], "negation", "zh")
    q.add("Granite Insurance和Acme Motors在同一个国家吗？",
          yn(country["Granite Insurance"] == country["Acme Motors"]), "yes_no", "zh")
    return q.check()


# ---------------------------------------------------------------------------------------------
# kag-supplychain
# ---------------------------------------------------------------------------------------------

def supplychain():
    companies = read(SUPPLY, "Company.csv")
    people = read(SUPPLY, "Person.csv")
    products = read(SUPPLY, "Product.csv")
    trans = read(SUPPLY, "Company_fundTrans_Company.csv")
    events = read(SUPPLY, "ProductChainEvent.csv")

    name = {c["id"]: c["name"] for c in companies}
    by_name = {c["name"]: c for c in companies}
    assert len(by_name) == len(companies)
    makes = {c["name"]: split(c["product"], ",") for c in companies}
    age = {p["name"]: int(p["age"]) for p in people}
    assert len(age) == len(people)
    reps = {p["name"]: split(p["legalRepresentative"], ",") for p in people}
    for lst in reps.values():
        for c in lst:
            assert c in by_name, c

    industry = {}
    chain = defaultdict(list)
    for p in products:
        if p["id"] in industry:
            assert industry[p["id"]] == p["belongToIndustry"], p["id"]
        industry[p["id"]] = p["belongToIndustry"]
        for d in split(p["hasSupplyChain"], ","):
            if d not in chain[p["id"]]:
                chain[p["id"]].append(d)

    t = [(name[r["srcId"]], name[r["dstId"]], r["transDate"], int(r["transAmt"])) for r in trans]
    inflow = defaultdict(int)
    for s, d, _, a in t:
        inflow[d] += a

    def upstream(prod):
        return sorted(p for p in chain if prod in chain[p])

    def makes_under(company, root):
        """Makes root or a product under it in the '-' hierarchy."""
        return any(p == root or p.startswith(root + "-") for p in makes[company])

    CH = "传化****限公司"
    SJ = "三角***份限公司"
    assert [n for n in by_name if "传化" in n] == [CH]
    assert [n for n in by_name if "三角" in n] == [SJ]

    q = QSet("supplychain")
    # 1 property
    q.add("How old is 禹**?", age["禹**"], "property", "en")
    # 2 property of a product named by a short form
    full = [p for p in industry if p.endswith("顺丁橡胶")]
    assert full == ["商品化工-橡胶-合成橡胶-顺丁橡胶"]
    q.add("Which industry does the product 顺丁橡胶 belong to?", industry[full[0]],
          "property_short_form", "en")
    # 3 count with filter
    q.add("How many legal representatives are older than 50?",
          sum(1 for p in reps if reps[p] and age[p] > 50), "count_filter", "en")
    # 4 list, two conditions (same answer whether sub-products count or not)
    exact = [c for c in by_name if "消闲用品-自行车" in makes[c] and "轮胎与橡胶-轮胎" in makes[c]]
    under = [c for c in by_name
             if makes_under(c, "消闲用品-自行车") and makes_under(c, "轮胎与橡胶-轮胎")]
    assert exact == under
    q.add("Which companies make both bicycles (消闲用品-自行车) and tyres (轮胎与橡胶-轮胎)?",
          exact, "list_two_conditions", "en")
    # 5 superlative
    best = max(inflow.values())
    q.add("Which company received the most money in total?",
          [c for c in by_name if inflow[c] == best], "superlative", "en")
    # 6 top N
    paid = sorted(((a, d) for s, d, _, a in t if s == CH), reverse=True)
    assert len({d for _, d in paid}) == len(paid) and paid[2][0] > paid[3][0]
    q.add("Which three companies received the largest payments from 传化****限公司?",
          [d for _, d in paid[:3]], "top_n", "en")
    # 7 sum over a named entity's relation
    q.add("What is the total amount 传化****限公司 paid out to other companies?",
          sum(a for s, _, _, a in t if s == CH), "sum_filter", "en")
    # 8 average over a type
    q.add("What is the average age of the people in the dataset?",
          sum(age.values()) / len(age), "average", "en")
    # 9 one hop (into)
    q.add("Which companies transferred money to 传化****限公司?",
          sorted({s for s, d, _, _ in t if d == CH}), "one_hop", "en")
    # 10 two hops: payers of 三角, then their legal representatives
    payers = {s for s, d, _, _ in t if d == SJ}
    q.add("Who are the legal representatives of the companies that paid 三角***份限公司?",
          sorted(p for p in reps if any(c in payers for c in reps[p])), "two_hop", "en")
    # 11 two hops up the product chain
    one = upstream("汽车")
    two = sorted({u for p in one for u in upstream(p)})
    assert not set(two) & set(one) and "汽车" not in two
    q.add("In the product supply chain, which products are two steps upstream of 汽车 "
          "(the inputs of its inputs)?", two, "two_hop_chain", "en")
    # 12 negation over a two-hop set
    received = {d for _, d, _, _ in t}
    q.add("Which of the companies that 臧* is legal representative of never received any payment?",
          [c for c in reps["臧*"] if c not in received], "negation", "en")
    # 13 yes/no
    q.add("Did 三角***份限公司 ever pay 传化****限公司?",
          yn(any(s == SJ and d == CH for s, d, _, _ in t)), "yes_no", "en")
    # 14 comparison
    a, b = "庞*", "骆*"
    assert age[a] != age[b]
    q.add("Who is older, 庞* or 骆*?", a if age[a] > age[b] else b, "comparison", "en")
    # 15 how many different (the cell lists two companies twice)
    q.add("How many different companies is 臧* the legal representative of?", len(reps["臧*"]),
          "count_distinct", "en")
    # 16 date-range count
    q.add("How many fund transfers took place in August 2023?",
          sum(1 for _, _, d, _ in t if d.startswith("202308")), "date_range_count", "en")

    # Chinese
    q.add("臧*的年龄是多少？", age["臧*"], "property", "zh")
    q.add("年龄小于25岁的法人代表有几个？", sum(1 for p in reps if reps[p] and age[p] < 25),
          "count_filter", "zh")
    oldest = max(age[p] for p in reps if reps[p])
    q.add("年龄最大的法人代表是谁？", [p for p in reps if reps[p] and age[p] == oldest],
          "superlative", "zh")
    # mainSupply rule: CH makes a product feeding a product o makes, o paid CH, and o's payments
    # are more than half of CH's total inflow.
    customers = []
    for o in by_name:
        feeds = any(dn in makes[o] for up in makes[CH] for dn in chain.get(up, []))
        paid_ch = sum(a for s, d, _, a in t if s == o and d == CH)
        if feeds and paid_ch and paid_ch / inflow[CH] > 0.5:
            customers.append(o)
    q.add("传化****限公司的主要客户是哪家公司？", customers, "one_hop_rule", "zh")
    q.add("2023年9月1日之后，传化****限公司一共转出了几笔钱？",
          sum(1 for s, _, d, _ in t if s == CH and day(d) > datetime.date(2023, 9, 1)),
          "date_range_count", "zh")
    q.add("江*是几家公司的法人代表？", len(reps["江*"]), "count_hop", "zh")
    q.add("三角一共收到了多少资金？", inflow[SJ], "sum_short_form", "zh")
    bj = "北京***能源*保****股**公司"
    assert all(p in industry for p in makes[bj])
    q.add("北京***能源*保****股**公司的经营产品一共涉及多少个不同的产业？",
          len({industry[p] for p in makes[bj]}), "count_distinct", "zh")
    ev = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]
    assert len(ev) == 1
    q.add("产业链事件“顺丁橡胶成本上涨”的指标是什么？", ev[0]["index"], "property", "zh")
    return q.check()


# ---------------------------------------------------------------------------------------------
# kag-riskmining
# ---------------------------------------------------------------------------------------------

def riskmining():
    people = read(RISK, "Person.csv")
    companies = read(RISK, "Company.csv")
    apps = read(RISK, "App.csv")
    devices = read(RISK, "Device.csv")
    certs = read(RISK, "Cert.csv")
    has_dev = read(RISK, "Person_hasDevice_Device.csv")
    hold = read(RISK, "Person_holdShare_Company.csv")
    ftrans = read(RISK, "Person_fundTrans_Person.csv")
    comp_cert = read(RISK, "Company_hasCert_Cert.csv")

    pname = {p["id"]: p["name"] for p in people}
    assert len(set(pname.values())) == len(people)
    age = {p["name"]: int(p["age"]) for p in people}
    phone = {p["name"]: p["hasPhone"] for p in people}
    cname = {c["id"]: c["name"] for c in companies}
    assert len(set(cname.values())) == len(companies)
    cert_nums = {c["certNum"] for c in certs}
    risk = {a["id"]: a["riskMark"] for a in apps}
    use_cert = {a["id"]: a["useCert"] for a in apps}
    umid = {d["id"]: d["umid"] for d in devices}
    installs = {d["id"]: split(d["install"], ",") for d in devices}  # repeats dropped
    for lst in installs.values():
        for a in lst:
            assert a in risk, a

    owns = defaultdict(list)   # person name -> device ids
    owner = defaultdict(list)  # device id -> person names
    for r in has_dev:
        owns[pname[r["src"]]].append(r["dst"])
        owner[r["dst"]].append(pname[r["src"]])
    holds = defaultdict(list)
    for r in hold:
        holds[pname[r["src"]]].append(cname[r["dst"]])
    company_certs = defaultdict(set)
    for r in comp_cert:
        assert r["dst"] in cert_nums
        company_certs[r["src"]].add(r["dst"])
    t = [(pname[r["src"]], pname[r["dst"]], r["transDate"], int(r["transAmt"])) for r in ftrans]

    on_devices = Counter(a for lst in installs.values() for a in lst)

    q = QSet("riskmining")
    # 1 property
    q.add("How old is 方*?", age["方*"], "property", "en")
    # 2 property of an app
    q.add("Which certificate number does the app com.qIu.VJbJ use?", use_cert["com.qIu.VJbJ"],
          "property", "en")
    # 3 count with filter
    q.add("How many people are over 50?", sum(1 for p in age if age[p] > 50), "count_filter", "en")
    # 4 list, two conditions
    q.add("Which apps marked 赌博 are installed on more than 30 devices?",
          [a for a in risk if risk[a] == "赌博" and on_devices[a] > 30], "list_two_conditions", "en")
    # 5 superlative with a tie (distinct devices)
    top = max(on_devices.values())
    q.add("Which app is installed on the most devices?",
          [a for a in risk if on_devices[a] == top], "superlative_tie", "en")
    # 6 top N
    ranked = sorted(age, key=lambda p: -len(owns[p]))
    assert len(owns[ranked[2]]) > len(owns[ranked[3]])
    q.add("Which three people own the most devices?", ranked[:3], "top_n", "en")
    # 7 sum over a relation between two named people
    q.add("How much money did 柏* transfer to 邬** in total?",
          sum(a for s, d, _, a in t if s == "柏*" and d == "邬**"), "sum_filter", "en")
    # 8 average
    amts = [a for s, d, _, a in t if s == "柏*" and d == "杜*"]
    q.add("What is the average amount of 柏*'s transfers to 杜*?", sum(amts) / len(amts),
          "average_filter", "en")
    # 9 owner of a device named by its umid
    dev = [d for d in umid if umid[d] == "73:e8:91:b5:46:0a"]
    assert len(dev) == 1
    q.add("Who owns the device with umid 73:e8:91:b5:46:0a?", owner[dev[0]], "one_hop_reverse", "en")
    # 10 two hops: a company's certificates, then the apps that use them
    c1 = [c for c in cname if cname[c] == "**娱乐**公司"]
    assert len(c1) == 1
    q.add("Which apps use a certificate held by the company **娱乐**公司?",
          [a for a in risk if use_cert[a] in company_certs[c1[0]]], "two_hop", "en")
    # 11 who else shares a device
    others = sorted({o for d in owns["方*"] for o in owner[d] if o != "方*"})
    q.add("Who else uses the same device as 方*?", others, "shared_device", "en")
    # 12 negation
    q.add("Which apps marked 诈骗 are not installed on any device?",
          [a for a in risk if risk[a] == "诈骗" and on_devices[a] == 0], "negation", "en")
    # 13 yes/no
    q.add("Has 裘** ever sent money to 柏*?",
          yn(any(s == "裘**" and d == "柏*" for s, d, _, _ in t)), "yes_no", "en")
    # 14 comparison
    a, b = "郝*", "彭*"
    assert age[a] != age[b]
    q.add("Who is older, 郝* or 彭*?", a if age[a] > age[b] else b, "comparison", "en")
    # 15 how many different
    q.add("How many different apps are installed across 裘**'s devices?",
          len({x for d in owns["裘**"] for x in installs[d]}), "count_distinct", "en")
    # 16 date-range count (inclusive)
    lo, hi = datetime.date(2023, 9, 1), datetime.date(2023, 9, 10)
    q.add("How many transfers did 柏* make between 1 and 10 September 2023?",
          sum(1 for s, _, d, _ in t if s == "柏*" and lo <= day(d) <= hi), "date_range_count", "en")

    # Chinese
    q.add("雷**的电话号码是多少？", phone["雷**"], "property", "zh")
    q.add("30岁以下的有几个人？", sum(1 for p in age if age[p] < 30), "count_filter", "zh")
    young = min(age.values())
    q.add("年龄最小的人是谁？", [p for p in age if age[p] == young], "superlative", "zh")
    q.add("柏*持有哪些公司的股份？", holds["柏*"], "one_hop", "zh")
    q.add("风险标记为赌博的应用有几个？", sum(1 for a in risk if risk[a] == "赌博"),
          "count_filter", "zh")
    q.add("2023年9月15日之后，柏*一共转出了多少钱？",
          sum(a for s, _, d, a in t if s == "柏*" and day(d) > datetime.date(2023, 9, 15)),
          "sum_date_filter", "zh")
    q.add("哪些人在超过5台自己的设备上安装了com.qIu.VJbJ？",
          [p for p in age if sum(1 for d in owns[p] if "com.qIu.VJbJ" in installs[d]) > 5],
          "count_hop_filter", "zh")
    cn = "5c19603e3f367a447d0cb4390a523f28"
    q.add("证书编号为5c19603e3f367a447d0cb4390a523f28的证书被几家公司持有？",
          sum(1 for c in company_certs if cn in company_certs[c]), "count_hop", "zh")
    a, b = "邬**", "杜*"
    assert len(owns[a]) != len(owns[b])
    q.add("邬**和杜*谁拥有的设备更多？", a if len(owns[a]) > len(owns[b]) else b,
          "comparison", "zh")
    return q.check()


def main():
    for fname, items in (("r37-acme-supply.json", acme()),
                         ("r37-kag-supplychain.json", supplychain()),
                         ("r37-kag-riskmining.json", riskmining())):
        path = os.path.join(OUT_DIR, fname)
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(items, fh, ensure_ascii=False, indent=2)
            fh.write("\n")
        print("wrote %s (%d questions)" % (path, len(items)))


if __name__ == "__main__":
    main()
