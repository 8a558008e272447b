"""Round r86 blind gold questions for acme-supply, kag-supplychain and kag-riskmining.

Personas:
  (1) trade-credit insurer underwriter sizing counterparty exposure (acme-supply, kag-supplychain);
  (2) 公安经侦支队民警, tracing money and devices (kag-riskmining, some kag-supplychain);
  (3) journalist on who runs which companies: legal representatives, ages, shareholdings (all three).

Files / columns used:
  acme-supply: sources/Company.csv (name, country, founded, product ';'-list),
               sources/Company_fundTrans_Company.csv (srcId, dstId, transDate yyyymmdd, transAmt int),
               sources/Person.csv (name, age, legalRepresentative ';'-list of company names).
  kag-supplychain: sources/Company.csv (id, name, product ','-list), sources/Person.csv
               (name, age, legalRepresentative ','-list of company names),
               sources/Company_fundTrans_Company.csv, sources/Product.csv (id, belongToIndustry).
  kag-riskmining: sources/Person.csv (name, age), sources/Person_fundTrans_Person.csv
               (src, dst, transDate, transAmt), sources/Person_holdShare_Company.csv,
               sources/Person_hasDevice_Device.csv, sources/Device.csv (umid), sources/Company.csv (name),
               sources/App.csv (riskMark).

Readings avoided and why:
  - No "now"/"last N days" questions (acme's outflow90Days rule depends on the run date); only explicit,
    inclusive date windows.
  - kag-supplychain CompanyUpdate.csv is not used (its meaning is unclear).
  - kag-supplychain Person 臧* lists 三角***份限公司 and 传化****限公司 twice in legalRepresentative; lists of
    his companies are avoided, membership (yes/no) is set-based. Company product cells with repeated
    values are not counted; product counts are over companies (each company once).
  - Device.install cells repeat app ids and name apps absent from App.csv: no app-per-device counts.
  - Masked phone numbers are not asked about. App ids (no name column) are not used as answers.
  - Every superlative is asserted unique; every named entity is asserted to have a unique name.
  - Non-integers: Decimal ROUND_HALF_UP to 2 decimals (stated in the question).
"""
import csv, json, os
from collections import Counter, defaultdict
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


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def r2(x):
    return str(Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def avg(vals):
    return r2(Decimal(sum(vals)) / Decimal(len(vals)))


def uniq_top(d):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=True)
    assert len(items) == 1 or items[0][1] != items[1][1], ("tie", items[:3])
    return items[0][0]


def uniq_bottom(d):
    items = sorted(d.items(), key=lambda kv: kv[1])
    assert len(items) == 1 or items[0][1] != items[1][1], ("tie", items[:3])
    return items[0][0]


def winner(a, va, b, vb):
    assert va != vb
    return a if va > vb else b


def yn(b, zh=False):
    return ("是" if b else "否") if zh else ("yes" if b else "no")


class Q:
    def __init__(self, prefix):
        self.prefix, self.items = prefix, []

    def add(self, question, answer, shape, lang):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        self.items.append({"id": "%s-r86-%02d" % (self.prefix, len(self.items) + 1),
                           "question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- acme-supply
def acme():
    base = os.path.join(find_up("data/examples/acme-supply"), "sources")
    comps = rows(os.path.join(base, "Company.csv"))
    trans = rows(os.path.join(base, "Company_fundTrans_Company.csv"))
    pers = rows(os.path.join(base, "Person.csv"))
    assert len({c["name"] for c in comps}) == len(comps)
    assert len({p["name"] for p in pers}) == len(pers)
    cid = {c["name"]: c["id"] for c in comps}
    cname = {c["id"]: c["name"] for c in comps}
    C = {c["name"]: c for c in comps}
    P = {p["name"]: p for p in pers}
    T = [(cname[t["srcId"]], cname[t["dstId"]], t["transDate"], int(t["transAmt"])) for t in trans]
    reps = {p["name"]: [x.strip() for x in p["legalRepresentative"].split(";") if x.strip()] for p in pers}
    for p, l in reps.items():
        assert len(l) == len(set(l)) and all(x in C for x in l)
    rep_of = defaultdict(list)
    for p, l in reps.items():
        for x in l:
            rep_of[x].append(p)
    prods = {c["name"]: set(x.strip() for x in c["product"].split(";") if x.strip()) for c in comps}
    inflow = Counter(); outflow = Counter()
    for s, d, dt, a in T:
        inflow[d] += a; outflow[s] += a
    q = Q("acme-supply")
    L = "O'Hara, Lamb & Sons"
    q.add("What year was Fjord Steel AS founded?", C["Fjord Steel AS"]["founded"], "property", "en")
    q.add("Checking a new counterparty: which country is O'Hara, Lamb & Sons registered in (country code as recorded)?",
          C[L]["country"], "property", "en")
    assert len(rep_of["Delta Cells GmbH"]) == 1
    q.add("How old is the legal representative of Delta Cells GmbH?", P[rep_of["Delta Cells GmbH"][0]]["age"], "two_hop", "en")
    assert len(rep_of["Granite Insurance"]) == 1
    q.add("I'm profiling the people behind insurers - what is the age of Granite Insurance's legal representative?",
          P[rep_of["Granite Insurance"][0]]["age"], "two_hop", "en")
    q.add("Which companies is Bram de Vries the legal representative of?", reps["Bram de Vries"], "list", "en")
    q.add("number of fund transfers sent by Acme Motors", sum(1 for t in T if t[0] == "Acme Motors"), "count", "en")
    q.add("For our exposure file: what is the total amount Acme Motors has transferred to O'Hara, Lamb & Sons?",
          sum(a for s, d, dt, a in T if s == "Acme Motors" and d == L), "sum", "en")
    q.add("Total amount received by O'Hara, Lamb & Sons between 2024-01-01 and 2024-03-31 (both dates inclusive)?",
          sum(a for s, d, dt, a in T if d == L and "20240101" <= dt <= "20240331"), "sum", "en")
    q.add("Which company received the largest total amount of fund transfers?", uniq_top(inflow), "superlative", "en")
    q.add("Who received more money in total: Eastwind Logistics or Fjord Steel AS?",
          winner("Eastwind Logistics", inflow["Eastwind Logistics"], "Fjord Steel AS", inflow["Fjord Steel AS"]),
          "comparison", "en")
    q.add("Has Helix Chemicals ever sent a fund transfer to another company? Answer yes or no.",
          yn(outflow["Helix Chemicals"] > 0), "yes_no", "en")
    q.add("What is the average amount of the fund transfers sent by Acme Motors? Round to 2 decimals (half up).",
          avg([a for s, d, dt, a in T if s == "Acme Motors"]), "average", "en")
    q.add("How many companies is Dara O'Hara the legal representative of?", len(reps["Dara O'Hara"]), "per_entity", "en")
    q.add("Acme Motors: total amount sent minus total amount received, across all its fund transfers?",
          outflow["Acme Motors"] - inflow["Acme Motors"], "difference", "en")
    q.add("list companies founded before 1960", [c["name"] for c in comps if int(c["founded"]) < 1960], "list", "en")
    q.add("Do Acme Motors and Delta Cells GmbH have the same legal representative? yes or no",
          yn(set(rep_of["Acme Motors"]) & set(rep_of["Delta Cells GmbH"]) != set()), "yes_no", "en")
    assert sum(1 for l in [en for en in q.items if en["lang"] == "en"]) == 16
    # zh
    q.add("Acme Motors 的法定代表人是谁？", rep_of["Acme Motors"], "two_hop", "zh")
    q.add("2024年6月1日至2024年6月30日（含首尾两天）期间，所有公司间转账的总金额是多少？",
          sum(a for s, d, dt, a in T if "20240601" <= dt <= "20240630"), "sum", "zh")
    q.add("哪家公司成立得最早？", uniq_bottom({c["name"]: int(c["founded"]) for c in comps}), "superlative", "zh")
    q.add("Chloe Tan 今年多大？（按数据中记录的年龄）", P["Chloe Tan"]["age"], "property", "zh")
    q.add("注册国家为 US 的公司有几家？", sum(1 for c in comps if c["country"] == "US"), "count", "zh")
    q.add("Helix Chemicals 一共收到了多少转账金额？", inflow["Helix Chemicals"], "sum", "zh")
    ages = {p["name"]: int(p["age"]) for p in pers}
    q.add("担任法定代表人的人里，谁年龄最大？", uniq_top(ages), "superlative", "zh")
    assert len(rep_of["Borealis Rubber Works"]) == 1
    r = rep_of["Borealis Rubber Works"][0]
    q.add("Borealis Rubber Works 的法定代表人所代表的各家公司中，哪些收到过转账？",
          [x for x in reps[r] if inflow[x] > 0], "two_hop", "zh")
    e = sum(a for s, d, dt, a in T if s == "Eastwind Logistics" and d == "Acme Motors")
    g = sum(a for s, d, dt, a in T if s == "Granite Insurance" and d == "Acme Motors")
    q.add("Eastwind Logistics 和 Granite Insurance，谁向 Acme Motors 转账的总额更高？",
          winner("Eastwind Logistics", e, "Granite Insurance", g), "comparison", "zh")
    return q.items


# ---------------------------------------------------------------- kag-supplychain
def supplychain():
    base = os.path.join(find_up("shared/datasets/kag-supplychain"), "sources")
    comps = rows(os.path.join(base, "Company.csv"))
    trans = rows(os.path.join(base, "Company_fundTrans_Company.csv"))
    pers = rows(os.path.join(base, "Person.csv"))
    prodrows = rows(os.path.join(base, "Product.csv"))
    assert len({c["name"] for c in comps}) == len(comps)
    assert len({p["name"] for p in pers}) == len(pers)
    cname = {c["id"]: c["name"] for c in comps}
    C = {c["name"]: c for c in comps}
    P = {p["name"]: p for p in pers}
    T = [(cname[t["srcId"]], cname[t["dstId"]], t["transDate"], int(t["transAmt"])) for t in trans]
    replist = {p["name"]: [x.strip() for x in p["legalRepresentative"].split(",") if x.strip()] for p in pers}
    reps = {p: set(l) for p, l in replist.items()}
    rep_of = defaultdict(set)
    for p, l in reps.items():
        for x in l:
            assert x in C
            rep_of[x].add(p)
    inflow = Counter(); outflow = Counter()
    for s, d, dt, a in T:
        inflow[d] += a; outflow[s] += a
    CH = "传化****限公司"; SJ = "三角***份限公司"; ZJ = "浙江**摩托**限公司"; GD = "广东***通*份*公司"
    q = Q("kag-supplychain")
    q.add("Total amount of fund transfers received by 传化****限公司?", inflow[CH], "sum", "en")
    q.add("how many incoming fund transfers does 三角***份限公司 have", sum(1 for t in T if t[1] == SJ), "count", "en")
    q.add("Sizing our exposure: what is the total amount 传化****限公司 has paid out to other companies?",
          outflow[CH], "sum", "en")
    q.add("Which company received the most money from 传化****限公司 in total?",
          uniq_top(_sumby([(d, a) for s, d, dt, a in T if s == CH])), "superlative", "en")
    q.add("What did 传化****限公司 pay out in total between 2023-07-01 and 2023-08-31, both dates inclusive?",
          sum(a for s, d, dt, a in T if s == CH and "20230701" <= dt <= "20230831"), "sum", "en")
    z = sum(a for s, d, dt, a in T if s == ZJ and d == CH); g = sum(a for s, d, dt, a in T if s == GD and d == CH)
    q.add("Which paid more to 传化****限公司: 浙江**摩托**限公司 or 广东***通*份*公司?", winner(ZJ, z, GD, g), "comparison", "en")
    q.add("Has 三角***份限公司 ever transferred money to 传化****限公司? yes/no",
          yn(any(s == SJ and d == CH for s, d, dt, a in T)), "yes_no", "en")
    assert len(rep_of["吉林奇*化****公司"]) == 1
    q.add("How old is the legal representative of 吉林奇*化****公司?", P[next(iter(rep_of["吉林奇*化****公司"]))]["age"], "two_hop", "en")
    assert len(rep_of[GD]) == 1
    q.add("For a profile piece: what is the age of the legal representative of 广东***通*份*公司?",
          P[next(iter(rep_of[GD]))]["age"], "two_hop", "en")
    assert len(replist["夏**"]) == len(reps["夏**"])
    q.add("Which companies is 夏** the legal representative of?", replist["夏**"], "list", "en")
    assert len(replist["庞*"]) == len(reps["庞*"])
    q.add("How many companies does 庞* serve as legal representative for?", len(reps["庞*"]), "per_entity", "en")
    ages = {p["name"]: int(p["age"]) for p in pers}
    q.add("Who is the oldest person in the supply-chain data?", uniq_top(ages), "superlative", "en")
    q.add("What is the average age of all persons listed in the supply-chain data? Round to 2 decimals, half up.",
          avg(list(ages.values())), "average", "en")
    q.add("传化****限公司: total money paid out minus total money received?", outflow[CH] - inflow[CH], "difference", "en")
    payers = sorted({s for s, d, dt, a in T if d == SJ})
    people = sorted({p for c in payers for p in rep_of[c]})
    q.add("Who are the legal representatives of the companies that have transferred money to 三角***份限公司?",
          people, "two_hop", "en")
    prods = {c["name"]: set(x.strip() for x in c["product"].split(",") if x.strip()) for c in comps}
    q.add("How many companies explicitly list the product 轮胎与橡胶-轮胎 among their products (each company counted once)?",
          sum(1 for c in prods if "轮胎与橡胶-轮胎" in prods[c]), "count", "en")
    assert sum(1 for e in q.items if e["lang"] == "en") == 16
    # zh
    q.add("臧* 是不是 三角***份限公司 的法定代表人？", yn(SJ in reps["臧*"], True), "yes_no", "zh")
    q.add("2023年6月1日至2023年6月30日（含首尾）期间，三角***份限公司 一共收到多少转账金额？",
          sum(a for s, d, dt, a in T if d == SJ and "20230601" <= dt <= "20230630"), "sum", "zh")
    q.add("浙江**摩托**限公司 对外转账总额是多少？", outflow[ZJ], "sum", "zh")
    pr = {r["id"]: r for r in prodrows}
    q.add("产品 商品化工-橡胶 属于哪个行业？", pr["商品化工-橡胶"]["belongToIndustry"], "property", "zh")
    q.add("向 三角***份限公司 转账的公司中，单笔转账金额最大的是哪家？",
          uniq_top(_maxby([(s, a) for s, d, dt, a in T if d == SJ])), "superlative", "zh")
    q.add("中国***份*公司 的法定代表人年龄多大？", P[_one(rep_of["中国***份*公司"])]["age"], "two_hop", "zh")
    q.add("年龄在50岁及以上的人有几位？", sum(1 for v in ages.values() if v >= 50), "count", "zh")
    q.add("骆* 和 樊** 相比，谁担任法定代表人的公司更多？",
          winner("骆*", len(reps["骆*"]), "樊**", len(reps["樊**"])), "comparison", "zh")
    q.add("传化****限公司 在2023年8月1日至2023年8月31日（含）期间收到的转账总额是多少？",
          sum(a for s, d, dt, a in T if d == CH and "20230801" <= dt <= "20230831"), "sum", "zh")
    return q.items


def _sumby(pairs):
    c = Counter()
    for k, v in pairs:
        c[k] += v
    return c


def _maxby(pairs):
    c = {}
    for k, v in pairs:
        c[k] = max(c.get(k, v), v)
    return c


def _one(s):
    assert len(s) == 1, s
    return next(iter(s))


# ---------------------------------------------------------------- kag-riskmining
def riskmining():
    base = os.path.join(find_up("shared/datasets/kag-riskmining"), "sources")
    pers = rows(os.path.join(base, "Person.csv"))
    comps = rows(os.path.join(base, "Company.csv"))
    trans = rows(os.path.join(base, "Person_fundTrans_Person.csv"))
    hold = rows(os.path.join(base, "Person_holdShare_Company.csv"))
    hasdev = rows(os.path.join(base, "Person_hasDevice_Device.csv"))
    devs = rows(os.path.join(base, "Device.csv"))
    apps = rows(os.path.join(base, "App.csv"))
    assert len({p["name"] for p in pers}) == len(pers)
    assert len({c["name"] for c in comps}) == len(comps)
    assert len({d["umid"] for d in devs}) == len(devs)
    pname = {p["id"]: p["name"] for p in pers}
    cname = {c["id"]: c["name"] for c in comps}
    umid = {d["id"]: d["umid"] for d in devs}
    P = {p["name"]: p for p in pers}
    T = [(pname[t["src"]], pname[t["dst"]], t["transDate"], int(t["transAmt"])) for t in trans]
    shares = defaultdict(set)
    for h in hold:
        shares[pname[h["src"]]].add(cname[h["dst"]])
    devices = defaultdict(set); owners = defaultdict(set)
    for h in hasdev:
        devices[pname[h["src"]]].add(h["dst"]); owners[h["dst"]].add(pname[h["src"]])
    inflow = Counter(); outflow = Counter()
    for s, d, dt, a in T:
        inflow[d] += a; outflow[s] += a
    B = "柏*"
    def pair(s, d, lo="0", hi="99999999"):
        return [a for x, y, dt, a in T if x == s and y == d and lo <= dt <= hi]
    q = Q("kag-riskmining")
    q.add("Total amount 柏* transferred to 裘**?", sum(pair(B, "裘**")), "sum", "en")
    q.add("how many transfers did 柏* make to 邬**", len(pair(B, "邬**")), "count", "en")
    q.add("Total transferred from 柏* to 杜* between 2023-09-01 and 2023-09-10, both dates inclusive?",
          sum(pair(B, "杜*", "20230901", "20230910")), "sum", "en")
    q.add("What is the total amount of all transfers sent by 柏*?", outflow[B], "sum", "en")
    q.add("Which person received the largest total amount from 柏*?", uniq_top(_sumby([(d, a) for s, d, dt, a in T if s == B])),
          "superlative", "en")
    q.add("Who received more money from 柏* in total, 裘** or 杜*?",
          winner("裘**", sum(pair(B, "裘**")), "杜*", sum(pair(B, "杜*"))), "comparison", "en")
    q.add("Average amount of the transfers from 柏* to 杜*, rounded half up to 2 decimals?", avg(pair(B, "杜*")), "average", "en")
    biggest = max(T, key=lambda t: t[3]); assert sum(1 for t in T if t[3] == biggest[3]) == 1
    q.add("Who was the recipient of the single largest person-to-person transfer?", biggest[1], "superlative", "en")
    q.add("Has 裘** ever sent money to another person? Answer yes or no.", yn(outflow["裘**"] > 0), "yes_no", "en")
    q.add("Which companies does 柏* hold shares in?", sorted(shares[B]), "list", "en")
    q.add("I'm writing about the owners of the gaming companies - how old is the shareholder of **娱乐**公司?",
          P[_one({p for p, s in shares.items() if "**娱乐**公司" in s})]["age"], "two_hop", "en")
    u45 = umid["45"]
    q.add("Which people own the device with umid %s?" % u45, sorted(owners["45"]), "list", "en")
    q.add("How many distinct devices does 邬** own?", len(devices["邬**"]), "per_entity", "en")
    q.add("Which person owns the most devices?", uniq_top({p: len(v) for p, v in devices.items()}), "superlative", "en")
    q.add("Difference between what 柏* sent to 邬** and what 柏* sent to 杜* (邬** total minus 杜* total)?",
          sum(pair(B, "邬**")) - sum(pair(B, "杜*")), "difference", "en")
    q.add("how many apps are marked with the risk mark 赌博", sum(1 for a in apps if a["riskMark"] == "赌博"), "count", "en")
    assert sum(1 for e in q.items if e["lang"] == "en") == 16
    # zh
    q.add("柏* 多大年龄？", P[B]["age"], "property", "zh")
    recv = sorted({d for s, d, dt, a in T if s == B})
    q.add("收到过 柏* 转账的人当中，谁的年龄最大？", uniq_top({r: int(P[r]["age"]) for r in recv}), "two_hop", "zh")
    q.add("方* 和 雷** 是否共用过同一台设备？", yn(bool(devices["方*"] & devices["雷**"]), True), "yes_no", "zh")
    q.add("裘** 名下有没有持股的公司？", yn(len(shares["裘**"]) > 0, True), "yes_no", "zh")
    q.add("2023年8月25日至2023年8月31日（含首尾）期间，所有个人之间的转账总额是多少？",
          sum(a for s, d, dt, a in T if "20230825" <= dt <= "20230831"), "sum", "zh")
    q.add("柏* 一共向几个不同的人转过账？", len(recv), "per_entity", "zh")
    q.add("年龄大于50岁的自然人有几个？", sum(1 for p in pers if int(p["age"]) > 50), "count", "zh")
    q.add("收到 柏* 转账的人的平均年龄是多少？（四舍五入保留两位小数）", avg([int(P[r]["age"]) for r in recv]), "average", "zh")
    q.add("柏* 持股的公司一共有几家？", len(shares[B]), "count", "zh")
    return q.items


def main():
    out = os.path.dirname(HERE)
    for name, fn in (("r86-acme-supply.json", acme), ("r86-kag-supplychain.json", supplychain),
                     ("r86-kag-riskmining.json", riskmining)):
        items = fn()
        assert len(items) == 25, (name, len(items))
        assert sum(1 for i in items if i["lang"] == "zh") == 9
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
        print(name, len(items))


if __name__ == "__main__":
    main()
