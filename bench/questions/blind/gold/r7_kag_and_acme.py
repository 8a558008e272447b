"""Gold answers of the r7 blind question sets, computed from the raw CSV files only.

Reads the source tables of three datasets with the csv module and writes
  ../r7-acme-supply.json, ../r7-kag-supplychain.json, ../r7-kag-riskmining.json
(a JSON list of {"id", "question", "answer", "shape", "lang"} each; 2-space indent,
ensure_ascii=False). Rerunning regenerates the files exactly.

Conventions: entities are answered by their name as the CSV writes it (products, industries,
certificates and devices, which have no name column, by their id / certNum / umid); numbers as
the CSV writes them, computed numbers as integers when whole, else rounded to 2 decimals; lists
hold every element; superlatives keep ties; counts count distinct entities. Every answer is
checked for the ambiguities noted beside it (repeated rows, repeated values in multi-value
cells, ties), and the script fails if one appears.
"""

from __future__ import annotations

import csv
import datetime as dt
import json
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT_DIR = HERE.parent
ROOT = HERE.parents[3]  # the repository root (…/bench/questions/blind/gold -> root)
ACME = ROOT / "data" / "examples" / "acme-supply" / "sources"
SHARED = ROOT.parent / "shared" / "datasets"
SUPPLY = SHARED / "kag-supplychain" / "sources"
RISK = SHARED / "kag-riskmining" / "sources"


def rows(path: Path) -> list[dict[str, str]]:
    with open(path, newline="", encoding="utf-8-sig") as fh:
        return list(csv.DictReader(fh))


def num(x: float | int) -> str:
    """A computed number: an integer when whole, else rounded to 2 decimals."""
    if float(x) == int(x):
        return str(int(x))
    return f"{round(float(x), 2):.2f}".rstrip("0").rstrip(".")


def day(s: str) -> dt.date:
    return dt.datetime.strptime(s, "%Y%m%d").date()


def split(cell: str, sep: str) -> list[str]:
    return [v.strip() for v in cell.split(sep) if v.strip()]


def argmax(scores: dict[str, float], reverse: bool = False) -> list[str]:
    """Every key tied at the best score (highest; lowest with reverse=True)."""
    best = (min if reverse else max)(scores.values())
    return sorted(k for k, v in scores.items() if v == best)


def unique(seq: list[str], what: str) -> None:
    assert len(seq) == len(set(seq)), f"{what}: repeated values {seq}"


class QSet:
    def __init__(self, prefix: str):
        self.prefix = prefix
        self.items: list[dict] = []

    def add(self, shape: str, lang: str, question: str, answer) -> None:
        if isinstance(answer, (str, int, float)):
            answer = [answer]
        answer = [a if isinstance(a, str) else num(a) for a in answer]
        assert answer, question
        unique(answer, question)
        self.items.append(
            {
                "id": f"{self.prefix}-r7-{len(self.items) + 1:02d}",
                "question": question,
                "answer": answer,
                "shape": shape,
                "lang": lang,
            }
        )

    def write(self, name: str) -> None:
        assert len(self.items) == 25, (name, len(self.items))
        text = json.dumps(self.items, indent=2, ensure_ascii=False) + "\n"
        (OUT_DIR / name).write_text(text, encoding="utf-8")


# ---------------------------------------------------------------------------------------------
# acme-supply (as-of 2024-06-30; multi-value cells separated by ';')
# ---------------------------------------------------------------------------------------------
def acme() -> QSet:
    q = QSet("acme")
    companies = rows(ACME / "Company.csv")
    people = rows(ACME / "Person.csv")
    products = rows(ACME / "Product.csv")
    trans = rows(ACME / "Company_fundTrans_Company.csv")
    unique([c["id"] for c in companies], "company ids")
    unique([c["name"] for c in companies], "company names")
    unique([p["name"] for p in people], "person names")
    unique([p["id"] for p in products], "product ids")
    co = {c["name"]: c for c in companies}
    name_of = {c["id"]: c["name"] for c in companies}
    person = {p["name"]: p for p in people}
    makes = {c["name"]: split(c["product"], ";") for c in companies}
    reps = {p["name"]: split(p["legalRepresentative"], ";") for p in people}
    for v in list(makes.values()) + list(reps.values()):
        unique(v, "multi-value cell")
    downstream = {p["id"]: split(p["hasSupplyChain"], ";") for p in products}
    edges = [(name_of[t["srcId"]], name_of[t["dstId"]], day(t["transDate"]), int(t["transAmt"])) for t in trans]

    def rep_of(company: str) -> list[str]:
        return sorted(n for n, cs in reps.items() if company in cs)

    def makers(product: str) -> list[str]:
        # the product must be a leaf of the hierarchy, so that "makes X" cannot also mean
        # "makes something narrower than X"
        assert not any(p.startswith(product + "-") for ps in makes.values() for p in ps)
        return sorted(n for n, ps in makes.items() if product in ps)

    inflow = defaultdict(int)
    for s, d, _, a in edges:
        inflow[d] += a

    # property
    q.add("property", "en", "Which country is Helix Chemicals based in?", co["Helix Chemicals"]["country"])
    q.add("property", "en", "In what year was Granite Insurance established?", co["Granite Insurance"]["founded"])
    q.add("property", "en", "How old is Bram de Vries?", person["Bram de Vries"]["age"])
    q.add("property", "zh", "Eastwind Logistics 是哪一年创立的？", co["Eastwind Logistics"]["founded"])
    # described: the company founded in 1948
    f1948 = [c for c in companies if c["founded"] == "1948"]
    assert len(f1948) == 1
    q.add("described", "zh", "1948年成立的那家公司位于哪个国家？", f1948[0]["country"])

    # relation_hop
    q.add("relation_hop", "en", "Who is the legal representative of Granite Insurance?", rep_of("Granite Insurance"))
    q.add(
        "relation_hop", "en", "Which companies received money from Acme Motors?",
        sorted({d for s, d, _, _ in edges if s == "Acme Motors"}),
    )
    q.add(
        "relation_hop", "en", "Which firms have made payments to O'Hara, Lamb & Sons?",
        sorted({s for s, d, _, _ in edges if d == "O'Hara, Lamb & Sons"}),
    )
    q.add("relation_hop", "en", "Which companies make synthetic rubber?", makers("Chemicals-Rubber-Synthetic rubber"))
    q.add("relation_hop", "zh", "Bram de Vries 担任哪些公司的法定代表人？", sorted(reps["Bram de Vries"]))

    # two_hop
    (rep,) = rep_of("Eastwind Logistics")
    q.add("two_hop", "en", "How old is the person who legally represents Eastwind Logistics?", person[rep]["age"])
    inputs = [p for p, ds in downstream.items() if "Vehicles-Parts-Tyres" in ds]
    q.add(
        "two_hop", "en", "Which companies make the products that feed into tyres?",
        sorted({n for p in inputs for n in makers(p)}),
    )
    payers = {s for s, d, _, _ in edges if d == "Acme Motors"}
    q.add("two_hop", "zh", "给 Acme Motors 付过款的公司分别位于哪些国家？", sorted({co[n]["country"] for n in payers}))

    # aggregate
    q.add(
        "aggregate", "en", "How much has Acme Motors paid out across all of its transfers?",
        sum(a for s, _, _, a in edges if s == "Acme Motors"),
    )
    q.add(
        "aggregate", "en", "How many of the companies were founded before 1960?",
        len({c["name"] for c in companies if int(c["founded"]) < 1960}),
    )
    q.add("aggregate", "zh", "所有人的平均年龄是多少？", sum(int(p["age"]) for p in people) / len(people))
    q.add("aggregate", "zh", "O'Hara, Lamb & Sons 总共收到了多少钱？", inflow["O'Hara, Lamb & Sons"])

    # superlative
    q.add(
        "superlative", "en", "Which company was founded most recently?",
        argmax({c["name"]: int(c["founded"]) for c in companies}),
    )
    q.add("superlative", "en", "Who is the oldest person on file?", argmax({p["name"]: int(p["age"]) for p in people}))
    q.add("superlative", "zh", "哪家公司收到的转账总额最高？", argmax(dict(inflow)))

    # comparison
    yes = int(co["Helix Chemicals"]["founded"]) < int(co["Granite Insurance"]["founded"])
    q.add("comparison", "en", "Was Helix Chemicals founded before Granite Insurance?", "yes" if yes else "no")
    q.add(
        "comparison", "zh", "Ada Moreno 和 Chloe Tan 谁年纪更大？",
        argmax({n: int(person[n]["age"]) for n in ("Ada Moreno", "Chloe Tan")}),
    )

    # filter / list
    q.add("filter", "en", "List the companies founded after 1980.", sorted(c["name"] for c in companies if int(c["founded"]) > 1980))
    q.add("filter", "zh", "哪些人的年龄不到45岁？", sorted(p["name"] for p in people if int(p["age"]) < 45))

    # time window: June 2024
    q.add(
        "time_window", "en", "Which companies did Acme Motors pay in June 2024?",
        sorted({d for s, d, t, _ in edges if s == "Acme Motors" and (t.year, t.month) == (2024, 6)}),
    )
    return q


# ---------------------------------------------------------------------------------------------
# KAG supply chain (as-of 2023-10-15; multi-value cells separated by ',')
# ---------------------------------------------------------------------------------------------
def supplychain() -> QSet:
    q = QSet("supplychain")
    companies = rows(SUPPLY / "Company.csv")
    people = rows(SUPPLY / "Person.csv")
    products = rows(SUPPLY / "Product.csv")
    trans = rows(SUPPLY / "Company_fundTrans_Company.csv")
    events = rows(SUPPLY / "ProductChainEvent.csv")
    unique([c["id"] for c in companies], "company ids")
    unique([c["name"] for c in companies], "company names")
    unique([p["name"] for p in people], "person names")
    # Product.csv repeats rows (78 rows, 44 ids); the repeats are identical, so one entity each
    prod: dict[str, dict] = {}
    for p in products:
        assert prod.setdefault(p["id"], p) == p, f"conflicting product rows {p['id']}"
    name_of = {c["id"]: c["name"] for c in companies}
    makes = {c["name"]: split(c["product"], ",") for c in companies}
    # Person.legalRepresentative repeats companies (臧*): distinct sets
    reps = {p["name"]: set(split(p["legalRepresentative"], ",")) for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    edges = [(name_of[t["srcId"]], name_of[t["dstId"]], day(t["transDate"]), int(t["transAmt"])) for t in trans]
    as_of = dt.date(2023, 10, 15)

    def rep_of(company: str) -> list[str]:
        return sorted(n for n, cs in reps.items() if company in cs)

    def makers(product: str) -> list[str]:
        assert not any(p.startswith(product + "-") for ps in makes.values() for p in ps)
        return sorted(n for n, ps in makes.items() if product in ps)

    inflow = defaultdict(int)
    for s, d, _, a in edges:
        inflow[d] += a

    # property
    q.add("property", "en", "What age is 骆*?", str(age["骆*"]))
    q.add("property", "zh", "樊**多大年纪？", str(age["樊**"]))
    q.add(
        "property", "en", "Which industry does the product 轮胎与橡胶-轮胎-斜交轮胎 belong to?",
        prod["轮胎与橡胶-轮胎-斜交轮胎"]["belongToIndustry"],
    )
    (ev,) = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]
    q.add("property", "zh", "产业链事件“顺丁橡胶成本上涨”的趋势是什么？", ev["trend"])

    # relation_hop
    q.add("relation_hop", "en", "Which companies is 夏** the legal representative of?", sorted(reps["夏**"]))
    q.add("relation_hop", "en", "Who is the legal representative of 鹰君集**公司?", rep_of("鹰君集**公司"))
    q.add(
        "relation_hop", "zh", "哪些公司给传化****限公司转过钱？",
        sorted({s for s, d, _, _ in edges if d == "传化****限公司"}),
    )
    q.add(
        "relation_hop", "en", "Which companies sell 保险-财产与意外伤害保险-机动车辆险 (motor vehicle insurance)?",
        makers("保险-财产与意外伤害保险-机动车辆险"),
    )
    unique(makes["联**市**有公司"], "products of 联**市**有公司")
    q.add("relation_hop", "en", "What products does 联**市**有公司 deal in?", sorted(makes["联**市**有公司"]))

    # two_hop
    (rep,) = rep_of("吉林奇*化****公司")
    q.add("two_hop", "en", "How old is the legal representative of 吉林奇*化****公司?", age[rep])
    (rep,) = rep_of("传化****限公司")
    q.add("two_hop", "zh", "传化****限公司的法定代表人还担任哪些公司的法人？", sorted(reps[rep] - {"传化****限公司"}))
    assert all(p in prod for p in makes["联**市**有公司"])  # every product has its industry row
    q.add(
        "two_hop", "en", "Judging by its products, which industries is 联**市**有公司 in?",
        sorted({prod[p]["belongToIndustry"] for p in makes["联**市**有公司"]}),
    )

    # aggregate
    q.add(
        "aggregate", "en", "What is the total amount 传化****限公司 has transferred to other companies?",
        sum(a for s, _, _, a in edges if s == "传化****限公司"),
    )
    q.add("aggregate", "zh", "三角***份限公司一共收到了多少转账金额？", inflow["三角***份限公司"])
    q.add("aggregate", "en", "How many companies is 庞* the legal representative for?", len(reps["庞*"]))
    q.add(
        "aggregate", "en", "What's the average age of the people in the supply-chain graph?",
        sum(age.values()) / len(age),
    )

    # superlative
    q.add("superlative", "en", "Who is the oldest person?", argmax(age))
    q.add("superlative", "zh", "哪家企业的总共流入金额最大？", argmax(dict(inflow)))
    q.add(
        "superlative", "en", "Which company made the single largest fund transfer?",
        sorted({s for s, _, _, a in edges if a == max(e[3] for e in edges)}),
    )

    # comparison
    q.add("comparison", "en", "Is 禹** older than 樊**?", "yes" if age["禹**"] > age["樊**"] else "no")
    q.add("comparison", "zh", "骆*和倪**谁的年龄更大？", argmax({n: age[n] for n in ("骆*", "倪**")}))

    # filter / list
    q.add("filter", "en", "Which people are older than 55?", sorted(n for n, a in age.items() if a > 55))
    q.add(
        "filter", "zh", "哪些公司收到过单笔超过100万的转账？",
        sorted({d for _, d, _, a in edges if a > 1_000_000}),
    )

    # time window (July 2023) and described (the 29-year-old)
    q.add(
        "time_window", "en", "Which companies did 传化****限公司 send money to in July 2023?",
        sorted({d for s, d, t, _ in edges if s == "传化****限公司" and (t.year, t.month) == (2023, 7)}),
    )
    aged29 = [n for n, a in age.items() if a == 29]
    assert len(aged29) == 1
    q.add("described", "zh", "29岁的那个人是哪些公司的法定代表人？", sorted(reps[aged29[0]]))
    assert as_of  # the windows above are calendar months, independent of the as-of date
    return q


# ---------------------------------------------------------------------------------------------
# KAG risk mining (as-of 2023-10-15)
# ---------------------------------------------------------------------------------------------
def riskmining() -> QSet:
    q = QSet("riskmining")
    people = rows(RISK / "Person.csv")
    companies = rows(RISK / "Company.csv")
    apps = rows(RISK / "App.csv")
    certs = rows(RISK / "Cert.csv")
    devices = rows(RISK / "Device.csv")
    trans = rows(RISK / "Person_fundTrans_Person.csv")
    has_dev = rows(RISK / "Person_hasDevice_Device.csv")
    shares = rows(RISK / "Person_holdShare_Company.csv")
    co_cert = rows(RISK / "Company_hasCert_Cert.csv")
    unique([p["name"] for p in people], "person names")
    unique([c["name"] for c in companies], "company names")
    unique([a["id"] for a in apps], "app ids")
    unique([c["certNum"] for c in certs], "cert numbers")
    unique([d["umid"] for d in devices], "device umids")
    pname = {p["id"]: p["name"] for p in people}
    cname = {c["id"]: c["name"] for c in companies}
    person = {p["name"]: p for p in people}
    app = {a["id"]: a for a in apps}
    cert_nums = {c["certNum"] for c in certs}
    dev = {d["id"]: d for d in devices}
    umid_dev = {d["umid"]: d["id"] for d in devices}
    # Device.install repeats apps on devices 3, 16 and 20: distinct sets
    installed = {d["id"]: set(split(d["install"], ",")) for d in devices}
    age = {p["name"]: int(p["age"]) for p in people}
    # the edge files name devices and companies by id, certificates by certNum
    owns = defaultdict(set)  # person name -> device ids
    for r in has_dev:
        owns[pname[r["src"]]].add(r["dst"])
    assert len(has_dev) == len({(r["src"], r["dst"]) for r in has_dev})
    holds = defaultdict(set)  # person name -> company names
    for r in shares:
        holds[pname[r["src"]]].add(cname[r["dst"]])
    certs_of = defaultdict(set)  # company name -> certNums
    for r in co_cert:
        assert r["dst"] in cert_nums
        certs_of[cname[r["src"]]].add(r["dst"])
    edges = [(pname[t["src"]], pname[t["dst"]], day(t["transDate"]), int(t["transAmt"])) for t in trans]

    # property
    q.add("property", "en", "How old is 柏*?", person["柏*"]["age"])
    q.add("property", "zh", "应用 com.oStEmG.may 的风险标记是什么？", app["com.oStEmG.may"]["riskMark"])
    q.add("property", "en", "Which certificate number does the app com.qIu.VJbJ use?", app["com.qIu.VJbJ"]["useCert"])
    q.add("property", "zh", "郎**的电话号码是多少？", person["郎**"]["hasPhone"])

    # relation_hop
    q.add("relation_hop", "en", "Which companies does 柏* hold shares in?", sorted(holds["柏*"]))
    q.add("relation_hop", "en", "Who has 柏* transferred money to?", sorted({d for s, d, _, _ in edges if s == "柏*"}))
    q.add(
        "relation_hop", "en", "Which apps use the certificate 5c19603e3f367a447d0cb4390a523f28?",
        sorted(a["id"] for a in apps if a["useCert"] == "5c19603e3f367a447d0cb4390a523f28"),
    )
    q.add("relation_hop", "zh", "**娱乐**公司拥有哪张证书？", sorted(certs_of["**娱乐**公司"]))
    q.add(
        "relation_hop", "en", "Which apps are installed on the device with umid 48:12:f1:3f:dd:a3?",
        sorted(installed[umid_dev["48:12:f1:3f:dd:a3"]]),
    )

    # two_hop
    (c2,) = certs_of["**娱乐***公司"]
    q.add(
        "two_hop", "en", "Which apps use the certificate held by **娱乐***公司?",
        sorted(a["id"] for a in apps if a["useCert"] == c2),
    )
    q.add(
        "two_hop", "zh", "柏*持股的公司都拥有哪些证书？",
        sorted({n for c in holds["柏*"] for n in certs_of[c]}),
    )
    q.add(
        "two_hop", "en", "Which apps are installed on the device that 柏* owns?",
        sorted({a for d in owns["柏*"] for a in installed[d]}),
    )

    # aggregate
    q.add(
        "aggregate", "en", "How much money in total has 柏* sent to 邬**?",
        sum(a for s, d, _, a in edges if (s, d) == ("柏*", "邬**")),
    )
    q.add("aggregate", "zh", "柏*一共转出了多少钱？", sum(a for s, _, _, a in edges if s == "柏*"))
    q.add("aggregate", "en", "How many devices does 邬** own?", len(owns["邬**"]))
    q.add(
        "aggregate", "en", "How many apps carry the 赌博 (gambling) risk mark?",
        len({a["id"] for a in apps if a["riskMark"] == "赌博"}),
    )

    # superlative
    q.add("superlative", "en", "Who is the youngest person?", argmax(age, reverse=True))
    q.add(
        "superlative", "zh", "柏*单笔金额最大的一笔转账转给了谁？",
        sorted({d for s, d, _, a in edges if s == "柏*" and a == max(e[3] for e in edges if e[0] == "柏*")}),
    )
    q.add("superlative", "en", "Which person owns the most devices?", argmax({n: len(v) for n, v in owns.items()}))

    # comparison
    q.add("comparison", "en", "Is 穆** older than 祁**?", "yes" if age["穆**"] > age["祁**"] else "no")
    to_du = sum(a for s, d, _, a in edges if (s, d) == ("柏*", "杜*"))
    to_qiu = sum(a for s, d, _, a in edges if (s, d) == ("柏*", "裘**"))
    q.add("comparison", "zh", "柏*转给杜*的总金额比转给裘**的多吗？", "yes" if to_du > to_qiu else "no")

    # filter / list
    q.add("filter", "en", "Which people are under 30 years old?", sorted(n for n, a in age.items() if a < 30))
    q.add("filter", "zh", "列出风险标记为诈骗的应用。", sorted(a["id"] for a in apps if a["riskMark"] == "诈骗"))

    # time window and described
    q.add(
        "time_window", "en", "Who did 柏* send money to after 20 September 2023?",
        sorted({d for s, d, t, _ in edges if s == "柏*" and t > dt.date(2023, 9, 20)}),
    )
    d0 = umid_dev["73:e8:91:b5:46:0a"]
    q.add("described", "zh", "umid为73:e8:91:b5:46:0a的设备属于谁？", sorted(n for n, ds in owns.items() if d0 in ds))
    assert dev[d0]
    return q


def main() -> None:
    acme().write("r7-acme-supply.json")
    supplychain().write("r7-kag-supplychain.json")
    riskmining().write("r7-kag-riskmining.json")


if __name__ == "__main__":
    main()
