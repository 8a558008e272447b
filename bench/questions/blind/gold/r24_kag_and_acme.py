"""Gold answers for the r24 blind question sets (acme-supply, kag-supplychain, kag-riskmining).

Reads the source CSVs with the csv module only, computes every answer, and writes
bench/questions/blind/r24-acme-supply.json, r24-kag-supplychain.json, r24-kag-riskmining.json.

Reading conventions (README, "how questions are read"):
- "the last N days" / "近N天" / "近K个月" (K*30 days) = transfer dates d with 0 <= (as_of - d) < N days;
- ties keep every value;
- a name repeated in one cell counts once (sets, not lists).
Run: python3 bench/questions/blind/gold/r24_kag_and_acme.py
"""
import csv
import datetime
import json
import os
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
BLIND = os.path.dirname(HERE)
ACME = "/work/main/data/examples/acme-supply/sources"
SC = "/work/shared/datasets/kag-supplychain/sources"
RM = "/work/shared/datasets/kag-riskmining/sources"


def rows(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    """Multi-value cell -> values in order, a value repeated in the cell kept once."""
    out = []
    for v in (cell or "").split(sep):
        v = v.strip()
        if v and v not in out:
            out.append(v)
    return out


def day(s):
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def in_last(as_of, datestr, n):
    diff = (as_of - day(datestr)).days
    return 0 <= diff < n


def num(x):
    """Number -> string: integers without decimals, else rounded to 2 places."""
    if abs(x - round(x)) < 1e-9:
        return str(int(round(x)))
    return f"{x:.2f}"


def argmax_all(d):
    """Keys holding the maximum value (ties keep every key)."""
    m = max(d.values())
    return sorted(k for k, v in d.items() if v == m)


def argmin_all(d):
    m = min(d.values())
    return sorted(k for k, v in d.items() if v == m)


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if isinstance(answer, (str, int, float)):
            answer = [answer]
        answer = [a if isinstance(a, str) else num(a) for a in answer]
        assert answer, question
        self.items.append({
            "id": f"{self.prefix}-r24-{len(self.items) + 1:02d}",
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        assert len(self.items) == 25, (self.prefix, len(self.items))
        langs = Counter(q["lang"] for q in self.items)
        assert langs == {"en": 16, "zh": 9}, (self.prefix, langs)
        for q in self.items:
            if q["shape"] == "filter":
                assert len(q["answer"]) <= 8, q


# ---------------------------------------------------------------------------
# acme-supply (as-of 2024-06-30; multi-value separator ';')
# ---------------------------------------------------------------------------
def acme():
    as_of = datetime.date(2024, 6, 30)
    comp = {r["id"]: r for r in rows(f"{ACME}/Company.csv")}
    name = {k: r["name"] for k, r in comp.items()}
    by_name = {r["name"]: k for k, r in comp.items()}
    founded = {r["name"]: int(r["founded"]) for r in comp.values()}
    country = {r["name"]: r["country"] for r in comp.values()}
    products = {r["name"]: split(r["product"], ";") for r in comp.values()}
    persons = rows(f"{ACME}/Person.csv")
    age = {p["name"]: int(p["age"]) for p in persons}
    legal = {p["name"]: split(p["legalRepresentative"], ";") for p in persons}
    downstream = {r["id"]: split(r["hasSupplyChain"], ";") for r in rows(f"{ACME}/Product.csv")}
    trans = [
        {"src": name[t["srcId"]], "dst": name[t["dstId"]], "date": t["transDate"], "amt": int(t["transAmt"])}
        for t in rows(f"{ACME}/Company_fundTrans_Company.csv")
    ]
    assert len(by_name) == len(comp)

    def reps_of(company):
        return sorted(p for p, cs in legal.items() if company in cs)

    inflow = defaultdict(int)
    for t in trans:
        inflow[t["dst"]] += t["amt"]

    # mainSupply: s makes up, up -> down (hasSupplyChain), o makes down, o paid s > 50% of s's inflow
    def main_customers(s):
        downs = {d for p in products[s] for d in downstream.get(p, [])}
        out = []
        for o in products:
            if o == s or not (set(products[o]) & downs):
                continue
            paid = sum(t["amt"] for t in trans if t["src"] == o and t["dst"] == s)
            if paid and inflow[s] and paid / inflow[s] > 0.5:
                out.append(o)
        return sorted(out)

    def same_legal(c):
        return sorted({o for p, cs in legal.items() if c in cs for o in cs if o != c})

    q = QSet("acme")
    q.add("property", "en", "What year was Borealis Rubber Works founded?", founded["Borealis Rubber Works"])
    q.add("property", "zh", "Helix Chemicals经营哪些产品？", sorted(products["Helix Chemicals"]))
    q.add("aggregate", "en", "How many companies are registered with the country code US?",
          sum(1 for c in country.values() if c == "US"))
    q.add("aggregate", "en", "Altogether, how much money has Acme Motors sent to O'Hara, Lamb & Sons?",
          sum(t["amt"] for t in trans if t["src"] == "Acme Motors" and t["dst"] == "O'Hara, Lamb & Sons"))
    q.add("aggregate", "en", "What's the average age of the people on file?", sum(age.values()) / len(age))
    q.add("aggregate", "zh", "Acme Motors一共转出过几笔款项？", sum(1 for t in trans if t["src"] == "Acme Motors"))
    q.add("relation_hop", "en", "Which companies is Ada Moreno the legal representative of?", sorted(legal["Ada Moreno"]))
    q.add("relation_hop", "en", "Who has sent payments to Acme Motors?",
          sorted({t["src"] for t in trans if t["dst"] == "Acme Motors"}))
    q.add("relation_hop", "zh", "Metals-Steel-Sheet steel的下游产品有哪些？", sorted(downstream["Metals-Steel-Sheet steel"]))
    ups = {p for p, ds in downstream.items() if "Vehicles-Parts-Tyres" in ds}
    q.add("two_hop", "en", "Which companies make the products that feed directly into Vehicles-Parts-Tyres?",
          sorted(c for c, ps in products.items() if set(ps) & ups))
    q.add("two_hop", "zh", "Bram de Vries担任法人代表的那些公司分别在哪个国家？（给出国家代码）",
          sorted({country[c] for c in legal["Bram de Vries"]}))
    q.add("superlative", "en", "Which company has taken in the most money overall?", argmax_all(inflow))
    q.add("superlative", "zh", "年龄最小的人是谁？", argmin_all(age))
    q.add("filter", "en", "List the companies founded before 1960.", sorted(c for c, y in founded.items() if y < 1960))
    q.add("filter", "en", "Which companies have received at least one single payment of more than 100,000?",
          sorted({t["dst"] for t in trans if t["amt"] > 100000}))
    q.add("comparison", "en", "Which was founded earlier: Helix Chemicals or Delta Cells GmbH?",
          argmin_all({c: founded[c] for c in ("Helix Chemicals", "Delta Cells GmbH")}))
    q.add("comparison", "zh", "Ada Moreno和Bram de Vries谁年纪更大？",
          argmax_all({p: age[p] for p in ("Ada Moreno", "Bram de Vries")}))
    c1999 = [c for c, y in founded.items() if y == 1999]
    assert len(c1999) == 1
    q.add("described", "en", "The company set up in 1999 - who is its legal representative?", reps_of(c1999[0]))
    cno = [c for c, k in country.items() if k == "NO"]
    assert len(cno) == 1
    q.add("described", "zh", "国家代码为NO的那家公司生产什么产品？", sorted(products[cno[0]]))
    q.add("time_window", "en", "How much did Acme Motors pay out over the last 90 days?",
          sum(t["amt"] for t in trans if t["src"] == "Acme Motors" and in_last(as_of, t["date"], 90)))
    q.add("time_window", "en", "Which companies received a payment in the last 30 days?",
          sorted({t["dst"] for t in trans if in_last(as_of, t["date"], 30)}))
    q.add("time_window", "zh", "近90天内Eastwind Logistics一共转出了多少钱？",
          sum(t["amt"] for t in trans if t["src"] == "Eastwind Logistics" and in_last(as_of, t["date"], 90)))
    q.add("derived", "en", "Who is the main customer of Delta Cells GmbH?", main_customers("Delta Cells GmbH"))
    q.add("derived", "zh", "O'Hara, Lamb & Sons是哪些公司的主要客户？",
          sorted(s for s in products if "O'Hara, Lamb & Sons" in main_customers(s)))
    q.add("derived", "en", "Which company shares a legal representative with Granite Insurance?",
          same_legal("Granite Insurance"))
    q.check()
    return q.items


# ---------------------------------------------------------------------------
# kag-supplychain (as-of 2023-10-15; multi-value separator ',')
# ---------------------------------------------------------------------------
def supplychain():
    as_of = datetime.date(2023, 10, 15)
    comp = {r["id"]: r for r in rows(f"{SC}/Company.csv")}
    name = {k: r["name"] for k, r in comp.items()}
    assert len(set(name.values())) == len(name)
    products = {r["name"]: split(r["product"], ",") for r in comp.values()}
    prod_rows = {}
    for r in rows(f"{SC}/Product.csv"):  # rows repeat; repeats are identical
        key = r["id"]
        val = (r["belongToIndustry"], r["hasSupplyChain"])
        assert prod_rows.get(key, val) == val
        prod_rows[key] = val
    industry_of = {p: v[0] for p, v in prod_rows.items()}
    downstream = {p: split(v[1], ",") for p, v in prod_rows.items()}
    persons = rows(f"{SC}/Person.csv")
    age = {p["name"]: int(p["age"]) for p in persons}
    legal = {p["name"]: split(p["legalRepresentative"], ",") for p in persons}
    trans = [
        {"src": name[t["srcId"]], "dst": name[t["dstId"]], "date": t["transDate"], "amt": int(t["transAmt"])}
        for t in rows(f"{SC}/Company_fundTrans_Company.csv")
    ]
    # CompanyUpdate.csv changes 浙江**摩托**限公司's products; no question below depends on them
    # (checked for the main-customer rule below by computing it with both product lists).
    updated = {r["name"]: split(r["products"], ",") for r in rows(f"{SC}/CompanyUpdate.csv")}

    def reps_of(company):
        return sorted(p for p, cs in legal.items() if company in cs)

    inflow = defaultdict(int)
    for t in trans:
        inflow[t["dst"]] += t["amt"]

    def main_customers(s, products=products):
        downs = {d for p in products[s] for d in downstream.get(p, [])}
        out = []
        for o in products:
            if o == s or not (set(products[o]) & downs):
                continue
            paid = sum(t["amt"] for t in trans if t["src"] == o and t["dst"] == s)
            if paid and inflow[s] and paid / inflow[s] > 0.5:
                out.append(o)
        return sorted(out)

    products_updated = dict(products, **updated)
    for s in products:
        assert main_customers(s) == main_customers(s, products_updated), s

    def same_legal(c):
        return sorted({o for p, cs in legal.items() if c in cs for o in cs if o != c})

    def out_n(c, n):
        return sum(t["amt"] for t in trans if t["src"] == c and in_last(as_of, t["date"], n))

    def in_n(c, n):
        return sum(t["amt"] for t in trans if t["dst"] == c and in_last(as_of, t["date"], n))

    q = QSet("supplychain")
    q.add("property", "en", "Which products does 三角***份限公司 deal in?", sorted(products["三角***份限公司"]))
    q.add("property", "zh", "俞**的年龄是多少？", age["俞**"])
    q.add("property", "en", "Which industry does the product 商品化工-橡胶-合成橡胶-顺丁橡胶 belong to?",
          industry_of["商品化工-橡胶-合成橡胶-顺丁橡胶"])
    q.add("aggregate", "en", "For how many companies is 臧* the legal representative?", len(legal["臧*"]))
    q.add("aggregate", "en", "What is the total of all the transfers 传化****限公司 has made?",
          sum(t["amt"] for t in trans if t["src"] == "传化****限公司"))
    out_c = [t["amt"] for t in trans if t["src"] == "传化****限公司"]
    q.add("aggregate", "en", "On average, how large is an outgoing transfer from 传化****限公司?", sum(out_c) / len(out_c))
    p_half = "轮胎与橡胶-轮胎-半钢子午线轮胎"
    q.add("aggregate", "zh", f"有多少家公司经营{p_half}？",
          sum(1 for c, ps in products.items() if p_half in ps))
    q.add("relation_hop", "en", "Who is the legal representative of 吉林奇*化****公司?", reps_of("吉林奇*化****公司"))
    q.add("relation_hop", "zh", "哪些公司给三角***份限公司转过账？",
          sorted({t["src"] for t in trans if t["dst"] == "三角***份限公司"}))
    q.add("two_hop", "en", "What products are made by the companies that 禹** is legal representative for?",
          sorted({p for c in legal["禹**"] for p in products[c]}))
    rep = reps_of("宏*集*有公司")
    assert len(rep) == 1
    q.add("two_hop", "zh", "宏*集*有公司的法人代表还担任哪些其他公司的法人代表？",
          sorted(c for c in legal[rep[0]] if c != "宏*集*有公司"))
    q.add("superlative", "en", "Which company has received the largest total amount of money?", argmax_all(inflow))
    q.add("superlative", "zh", "年龄最大的自然人是谁？", argmax_all(age))
    q.add("filter", "en", "Which people are older than 55?", sorted(p for p, a in age.items() if a > 55))
    p_special = "轮胎与橡胶-轮胎-特种轮胎"
    q.add("filter", "zh", f"哪些公司经营{p_special}？", sorted(c for c, ps in products.items() if p_special in ps))
    paid_by = {c: sum(t["amt"] for t in trans if t["src"] == "传化****限公司" and t["dst"] == c)
               for c in ("宝业集****公司", "康**股有公司")}
    q.add("comparison", "en", "Which received more money from 传化****限公司: 宝业集****公司 or 康**股有公司?",
          argmax_all(paid_by))
    q.add("comparison", "en", "Who is older, 夏** or 骆*?", argmax_all({p: age[p] for p in ("夏**", "骆*")}))
    p50 = [p for p, a in age.items() if a == 50]
    assert len(p50) == 1
    q.add("described", "en", "The person who is 50 years old - which companies does that person legally represent?",
          sorted(legal[p50[0]]))
    payer = [t["src"] for t in trans if t["dst"] == "传化****限公司" and t["amt"] == 231143]
    assert len(payer) == 1
    q.add("described", "zh", "向传化****限公司转账231143元的那家公司，法人代表是谁？", reps_of(payer[0]))
    q.add("time_window", "en", "How much did 传化****限公司 transfer out in the last 30 days?", out_n("传化****限公司", 30))
    q.add("time_window", "zh", "近3个月有哪些公司给三角***份限公司转过钱？",
          sorted({t["src"] for t in trans if t["dst"] == "三角***份限公司" and in_last(as_of, t["date"], 90)}))
    q.add("derived", "en", "Who is the main customer of 传化****限公司?", main_customers("传化****限公司"))
    q.add("derived", "zh", "和中国**济**有公司的法人代表是同一个人的公司是哪家？", same_legal("中国**济**有公司"))
    q.add("derived", "en",
          "What is the cash-flow difference of 传化****限公司 over the last 3 months (outflow minus inflow)?",
          out_n("传化****限公司", 90) - in_n("传化****限公司", 90))
    inds = sorted({industry_of[p] for p in products["三角***份限公司"] if p in industry_of})
    assert all(p in industry_of for p in products["三角***份限公司"])
    q.add("derived", "en", "Which industry is 三角***份限公司 in?", inds)
    q.check()
    return q.items


# ---------------------------------------------------------------------------
# kag-riskmining (as-of 2023-10-15; edge files name persons/companies/devices by row id,
# certificates by certNum; Device.install separated by ',')
# ---------------------------------------------------------------------------
def riskmining():
    as_of = datetime.date(2023, 10, 15)
    person = {r["id"]: r for r in rows(f"{RM}/Person.csv")}
    pname = {k: r["name"] for k, r in person.items()}
    assert len(set(pname.values())) == len(pname)
    age = {r["name"]: int(r["age"]) for r in person.values()}
    phone = {r["name"]: r["hasPhone"] for r in person.values()}
    company = {r["id"]: r["name"] for r in rows(f"{RM}/Company.csv")}
    apps = {r["id"]: r for r in rows(f"{RM}/App.csv")}
    risk = {a: r["riskMark"] for a, r in apps.items()}
    use_cert = {a: r["useCert"] for a, r in apps.items()}
    devices = {r["id"]: r for r in rows(f"{RM}/Device.csv")}
    install = {d: split(r["install"], ",") for d, r in devices.items()}
    umid = {r["umid"]: d for d, r in devices.items()}
    assert len(umid) == len(devices)
    owns = defaultdict(set)
    owners = defaultdict(set)
    for r in rows(f"{RM}/Person_hasDevice_Device.csv"):
        owns[pname[r["src"]]].add(r["dst"])
        owners[r["dst"]].add(pname[r["src"]])
    shares = defaultdict(set)
    for r in rows(f"{RM}/Person_holdShare_Company.csv"):
        shares[pname[r["src"]]].add(company[r["dst"]])
    comp_certs = defaultdict(set)
    for r in rows(f"{RM}/Company_hasCert_Cert.csv"):
        comp_certs[company[r["src"]]].add(r["dst"])
    trans = [
        {"src": pname[t["src"]], "dst": pname[t["dst"]], "date": t["transDate"], "amt": int(t["transAmt"])}
        for t in rows(f"{RM}/Person_fundTrans_Person.csv")
    ]

    gambling = {a for a, m in risk.items() if "赌博" in m}

    def developed(p):
        cnt = Counter()
        for d in owns[p]:
            for a in install[d]:
                cnt[a] += 1
        return {a for a, c in cnt.items() if c > 5}

    def released(p):
        certs = {c for co in shares[p] for c in comp_certs[co]}
        return {a for a, c in use_cert.items() if c in certs}

    developers = sorted(p for p in age if developed(p) & gambling)
    bosses = sorted(
        p for p in age
        if any(
            any(a in developed(u) and any(t["src"] == p and t["dst"] == u for t in trans) for u in age)
            for a in released(p) & gambling
        )
    )

    q = QSet("riskmining")
    q.add("property", "en", "How old is 邬**?", age["邬**"])
    q.add("property", "zh", "应用com.FtseGg.URbin.mdWFR.IuecfgL的风险标记是什么？", risk["com.FtseGg.URbin.mdWFR.IuecfgL"])
    q.add("property", "en", "Which certificate number does the app com.qIu.VJbJ use?", use_cert["com.qIu.VJbJ"])
    q.add("aggregate", "zh", "邬**名下一共有几台设备？", len(owns["邬**"]))
    q.add("aggregate", "en", "How many apps carry the risk mark 诈骗?", sum(1 for m in risk.values() if m == "诈骗"))
    q.add("aggregate", "en", "What is the total amount 柏* has transferred to 杜*?",
          sum(t["amt"] for t in trans if t["src"] == "柏*" and t["dst"] == "杜*"))
    q.add("aggregate", "zh", "柏*给邬**转过几笔账？", sum(1 for t in trans if t["src"] == "柏*" and t["dst"] == "邬**"))
    q.add("relation_hop", "en", "Which companies does 柏* hold shares in?", sorted(shares["柏*"]))
    q.add("relation_hop", "en", "Who has 柏* sent money to?", sorted({t["dst"] for t in trans if t["src"] == "柏*"}))
    devs = owns["夏*"]
    assert len(devs) == 1
    q.add("two_hop", "en", "Which apps are installed on the device that 夏* owns?",
          sorted({a for d in devs for a in install[d]}))
    cert = use_cert["com.ziNtg.tSIuhlG"]
    q.add("two_hop", "zh", "应用com.ziNtg.tSIuhlG使用的证书被哪些公司持有？",
          sorted(c for c, cs in comp_certs.items() if cert in cs))
    q.add("superlative", "en", "Who owns the most devices?", argmax_all({p: len(owns[p]) for p in age}))
    q.add("superlative", "zh", "年龄最小的人是谁？", argmin_all(age))
    q.add("filter", "en", "Which people are older than 55?", sorted(p for p, a in age.items() if a > 55))
    q.add("filter", "zh", "哪些应用被标记为赌博？", sorted(gambling))
    q.add("comparison", "en", "Who owns more devices, 裘** or 杜*?", argmax_all({p: len(owns[p]) for p in ("裘**", "杜*")}))
    q.add("comparison", "en", "Who is older: 穆** or 祁**?", argmax_all({p: age[p] for p in ("穆**", "祁**")}))
    ph = [p for p, v in phone.items() if v == "193****8747"]
    assert len(ph) == 1
    q.add("described", "en", "The person whose phone number is 193****8747 - how old is that person?", age[ph[0]])
    dev = umid["83:63:df:97:0d:c7"]
    assert len(owners[dev]) == 1
    q.add("described", "zh", "umid是83:63:df:97:0d:c7的那台设备归谁所有？", sorted(owners[dev]))
    q.add("time_window", "en", "How much did 柏* transfer to 杜* in the last 30 days?",
          sum(t["amt"] for t in trans if t["src"] == "柏*" and t["dst"] == "杜*" and in_last(as_of, t["date"], 30)))
    q.add("time_window", "zh", "最近30天里柏*一共转出了多少钱？",
          sum(t["amt"] for t in trans if t["src"] == "柏*" and in_last(as_of, t["date"], 30)))
    q.add("derived", "en", "Who are the gambling app developers (赌博App开发者)?", developers)
    q.add("derived", "en", "Who is the boss behind the gambling apps (赌博App老板)?", bosses)
    q.add("derived", "en", "Which gambling apps has 柏* released?", sorted(released("柏*") & gambling))
    q.add("derived", "zh", "裘**开发了哪些应用？", sorted(developed("裘**")))
    q.check()
    return q.items


def main():
    for fname, fn in (
        ("r24-acme-supply.json", acme),
        ("r24-kag-supplychain.json", supplychain),
        ("r24-kag-riskmining.json", riskmining),
    ):
        items = fn()
        with open(os.path.join(BLIND, fname), "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        print(fname, len(items), dict(Counter(q["shape"] for q in items)), dict(Counter(q["lang"] for q in items)))


if __name__ == "__main__":
    main()
